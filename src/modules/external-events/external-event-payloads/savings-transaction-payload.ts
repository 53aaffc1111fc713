import type { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import type { CommandResult } from '../../../platform/commands/index.ts';
import type { ExternalEventPayload } from '../../../platform/events/index.ts';
import { NotFoundError } from '../../../shared/errors/api-errors.ts';
import { retrieveSavingsTransaction } from '../../savings/index.ts';
import { payloadCodecOf, payloadFromView } from './avro-records.ts';
import { SAVINGS_TRANSACTION_RECORDS } from './savings-transaction-records.ts';

/** The record the savings transaction events carry (Fineract's SavingsAccountTransactionBusinessEvent payload). */
const SAVINGS_TRANSACTION_RECORD = 'savings.v1.SavingsAccountTransactionDataV1';

/** Its codec: the schema `org.apache.fineract.avro.savings.v1.SavingsAccountTransactionDataV1`. */
export const savingsTransactionCodec = payloadCodecOf(SAVINGS_TRANSACTION_RECORDS, SAVINGS_TRANSACTION_RECORD);

/** The savings transaction events commands raise, each with the transaction type its command adds (Fineract's ids). */
export const SAVINGS_TRANSACTION_EVENT_TYPES: ReadonlyMap<string, number> = new Map([
  ['SavingsDepositBusinessEvent', 1],
  ['SavingsWithdrawalBusinessEvent', 2],
]);

/**
 * The payload builder of a savings transaction event: the transaction the command added (its result's
 * resource) as GET /savingsaccounts/{id}/transactions/{transactionId} answers it (the savings module's read
 * model: the account, then the transaction), when it is of the event's type; otherwise none (the generic
 * payload is sent).
 */
export function savingsTransactionPayload(transactionType: number) {
  return async (trx: Kysely<object>, result: CommandResult): Promise<ExternalEventPayload | undefined> => {
    const accountId = result.savingsId;
    const transactionId = result.resourceId;
    if (accountId === undefined || accountId === null || transactionId === undefined || transactionId === null) {
      return undefined;
    }
    const transaction = await retrieveSavingsTransaction(trx, accountId, transactionId).catch((error: unknown) => {
      if (error instanceof NotFoundError) {
        return undefined;
      }
      throw error;
    });
    if (transaction?.transactionType.id !== transactionType) {
      return undefined;
    }
    // The record carries the original transaction's id as text.
    const view = { ...transaction, originalTransactionId: transaction.originalTransactionId === undefined ? null : String(transaction.originalTransactionId) };
    return { schema: savingsTransactionCodec.schema, data: payloadFromView(SAVINGS_TRANSACTION_RECORDS, SAVINGS_TRANSACTION_RECORD, view) };
  };
}

/**
 * The batch payload builder of the savings transaction events raised inside another command (the legs of an account
 * transfer, one or two per command): each result's transaction read as above, two statements per event.
 */
export function savingsTransactionPayloads(transactionType: number) {
  const single = savingsTransactionPayload(transactionType);
  return async (trx: Kysely<object>, results: readonly CommandResult[], _businessDate: LocalDate): Promise<(ExternalEventPayload | undefined)[]> => {
    const payloads: (ExternalEventPayload | undefined)[] = [];
    for (const result of results) {
      payloads.push(await single(trx, result));
    }
    return payloads;
  };
}
