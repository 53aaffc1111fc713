import type { EnumOption } from '../../../shared/enum-option.ts';
import type { AccountNumberFormatRow } from './account-number-formats.repository.ts';
import { accountTypeOption, isEntityAccountType, prefixTypeOption } from './domain/account-number-enums.ts';

/** An account number format on the wire (Fineract's AccountNumberFormatData), with template options on request. */
export interface AccountNumberFormatView {
  readonly id?: number;
  readonly accountType?: EnumOption;
  readonly prefixType?: EnumOption;
  readonly prefixCharacter?: string | null;
  readonly accountTypeOptions?: readonly EnumOption[];
  readonly prefixTypeOptions?: Readonly<Record<string, readonly EnumOption[]>>;
}

export function presentAccountNumberFormat(row: AccountNumberFormatRow): AccountNumberFormatView {
  const accountType = row.account_type_enum;
  return {
    id: row.id,
    accountType: isEntityAccountType(accountType) ? accountTypeOption(accountType) : undefined,
    prefixType: row.prefix_type_enum === null ? undefined : prefixTypeOption(row.prefix_type_enum),
    prefixCharacter: row.prefix_character,
  };
}
