import type { Kysely } from 'kysely';
import { isTrueFlag } from '../../../platform/http/index.ts';
import { accountNumberFormatNotFound } from './account-number-formats.errors.ts';
import { presentAccountNumberFormat, type AccountNumberFormatView } from './account-number-formats.presenter.ts';
import { findAccountNumberFormatById, listAccountNumberFormats } from './account-number-formats.repository.ts';
import { accountTypeOptions, isEntityAccountType, prefixTypeOptionsByAccountType, type EntityAccountTypeId } from './domain/account-number-enums.ts';

function everyAccountType(): EntityAccountTypeId[] {
  return accountTypeOptions()
    .map((option) => option.id)
    .filter(isEntityAccountType);
}

/** GET /accountnumberformats/template: every account type, and the prefix types each allows. */
export function retrieveAccountNumberFormatTemplate(): AccountNumberFormatView {
  return { accountTypeOptions: accountTypeOptions(), prefixTypeOptions: prefixTypeOptionsByAccountType(everyAccountType()) };
}

export async function retrieveAllAccountNumberFormats(db: Kysely<object>): Promise<AccountNumberFormatView[]> {
  return (await listAccountNumberFormats(db)).map(presentAccountNumberFormat);
}

/** GET /accountnumberformats/{id}; `template=true` adds the options, prefix types for its account type only. */
export async function retrieveAccountNumberFormat(db: Kysely<object>, accountNumberFormatId: number, query: Readonly<Record<string, string | undefined>>): Promise<AccountNumberFormatView> {
  const row = await findAccountNumberFormatById(db, accountNumberFormatId);
  if (row === undefined) {
    throw accountNumberFormatNotFound(accountNumberFormatId);
  }
  const format = presentAccountNumberFormat(row);
  if (!isTrueFlag(query.template) || !isEntityAccountType(row.account_type_enum)) {
    return format;
  }
  return { ...format, accountTypeOptions: accountTypeOptions(), prefixTypeOptions: prefixTypeOptionsByAccountType([row.account_type_enum]) };
}
