import { DataIntegrityError, NotFoundError } from '../../../shared/errors/api-errors.ts';
import type { EnumOption } from '../../../shared/enum-option.ts';

export function accountNumberFormatNotFound(accountNumberFormatId: number): NotFoundError {
  return new NotFoundError('error.msg.account.number.format.id.invalid', `AccountNumber format with identifier ${accountNumberFormatId} does not exist`, [accountNumberFormatId]);
}

export function duplicateAccountType(accountType: EnumOption): DataIntegrityError {
  return new DataIntegrityError(
    'error.msg.account.number.format.duplicate.account.type',
    `Account Format preferences for Account type \`${accountType.code}\` already exists`,
    'accountType',
    [accountType.id, accountType.code],
  );
}
