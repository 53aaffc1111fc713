import { NotFoundError } from '../../../shared/errors/api-errors.ts';
import type { NoteType } from './domain/note-type.ts';

/** 404 `error.msg.<resource>.note.id.invalid` (Fineract's NoteNotFoundException for a record's note). */
export function noteNotFound(type: NoteType, noteId: number, resourceId: number): NotFoundError {
  return new NotFoundError(
    `error.msg.${type.resource}.note.id.invalid`,
    `Note with identifier ${noteId} does not exist for ${type.resource} with identifier ${resourceId}`,
    [noteId, resourceId],
  );
}

export function clientNotFound(clientId: number): NotFoundError {
  return new NotFoundError('error.msg.client.id.invalid', `Client with identifier ${clientId} does not exist`, [clientId]);
}

export function groupNotFound(groupId: number): NotFoundError {
  return new NotFoundError('error.msg.group.id.invalid', `Group with identifier ${groupId} does not exist`, [groupId]);
}

export function loanNotFound(loanId: number): NotFoundError {
  return new NotFoundError('error.msg.loan.id.invalid', `Loan with identifier ${loanId} does not exist`, [loanId]);
}

export function loanTransactionNotFound(transactionId: number): NotFoundError {
  return new NotFoundError('error.msg.loan.transaction.id.invalid', `Transaction with identifier ${transactionId} does not exist`, [transactionId]);
}

export function savingsAccountNotFound(savingsId: number): NotFoundError {
  return new NotFoundError('error.msg.saving.account.id.invalid', `Saving account with identifier ${savingsId} does not exist`, [savingsId]);
}
