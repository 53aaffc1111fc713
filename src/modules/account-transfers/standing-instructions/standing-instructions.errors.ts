import { DataIntegrityError, NotFoundError } from '../../../shared/errors/api-errors.ts';

export function standingInstructionNotFound(id: number): NotFoundError {
  return new NotFoundError('error.msg.standinginstruction.id.invalid', `AccountTransferStandingInstruction with identifier ${id} does not exist`, [id]);
}

export function duplicateName(name: string): DataIntegrityError {
  return new DataIntegrityError('error.msg.standinginstruction.duplicate.name', `Standing instruction with name \`${name}\` already exists`, 'name', [name]);
}
