import { AccountNumberPrefixType } from './account-number-enums.ts';

/** Fineract pads account numbers to nine digits unless `custom-account-number-length` says more. */
export const DEFAULT_ACCOUNT_NUMBER_LENGTH = 9;
/** Prefixes are cut to ten characters, so that prefix and number fit the 20-character account_no columns. */
export const PREFIX_MAX_LENGTH = 10;

/** Everything the rule needs to number one account. */
export interface AccountNumberParts {
  /** The account's (or client's, group's…) database id. */
  readonly id: number;
  /** `custom-account-number-length` when that configuration is enabled and has a value. */
  readonly customLength?: number | null;
  /** The format's prefix type (none: no prefix) and prefix characters. */
  readonly prefixType?: number | null;
  readonly prefixCharacter?: string | null;
  readonly officeName?: string | null;
  /** The name of the client's ClientType code value. */
  readonly clientTypeName?: string | null;
  /** The short name of the loan or savings product. */
  readonly productShortName?: string | null;
  /** With `random-account-number` on: random digits, exactly the account number length long. */
  readonly randomDigits?: string;
}

/** The number's length: the custom length when there is one, else nine. */
export function accountNumberLength(parts: Pick<AccountNumberParts, 'customLength'>): number {
  return parts.customLength ?? DEFAULT_ACCOUNT_NUMBER_LENGTH;
}

/**
 * The prefix characters of a PREFIX_SHORT_NAME format, shortened from the end so that prefix and id fit
 * the length together.
 */
function shortNamePrefix(prefixCharacter: string, idLength: number, length: number): string {
  const excess = prefixCharacter.length + idLength - length;
  return excess > 0 ? prefixCharacter.slice(0, Math.max(0, prefixCharacter.length - excess)) : prefixCharacter;
}

function prefixOf(parts: AccountNumberParts, length: number): string {
  const idLength = String(parts.id).length;
  switch (parts.prefixType ?? 0) {
    case AccountNumberPrefixType.OFFICE_NAME:
      return (parts.officeName ?? '').slice(0, PREFIX_MAX_LENGTH);
    case AccountNumberPrefixType.CLIENT_TYPE:
      return (parts.clientTypeName ?? '').slice(0, PREFIX_MAX_LENGTH);
    case AccountNumberPrefixType.LOAN_PRODUCT_SHORT_NAME:
    case AccountNumberPrefixType.SAVINGS_PRODUCT_SHORT_NAME:
      return (parts.productShortName ?? '').slice(0, PREFIX_MAX_LENGTH);
    case AccountNumberPrefixType.PREFIX_SHORT_NAME:
      return shortNamePrefix(parts.prefixCharacter ?? '', idLength, length).slice(0, PREFIX_MAX_LENGTH);
    default:
      return '';
  }
}

/**
 * Fineract's account number rule:
 * - the id, left-padded with zeros to nine digits and then to the custom length (so a custom length
 *   below nine still gives nine digits), or, with random numbers on, the random digits;
 * - with a prefix type, the prefix goes in front: the office name, the client type's name or the
 *   product's short name (each cut to ten characters; nothing when the account has none), or the format's
 *   prefix characters, which take the place of leading zeros so that the whole stays at the length (the
 *   prefix is shortened when prefix and id do not fit together).
 */
export function composeAccountNumber(parts: AccountNumberParts): string {
  const idText = String(parts.id);
  const length = accountNumberLength(parts);
  const digits = (parts.randomDigits ?? idText.padStart(DEFAULT_ACCOUNT_NUMBER_LENGTH, '0')).padStart(length, '0');
  if (parts.prefixType === undefined || parts.prefixType === null) {
    return digits;
  }
  const prefix = prefixOf(parts, length);
  if (parts.prefixType !== AccountNumberPrefixType.PREFIX_SHORT_NAME) {
    return prefix + digits;
  }
  const rest = parts.randomDigits === undefined ? idText.padStart(length - prefix.length, '0') : digits.slice(prefix.length);
  return prefix + rest;
}
