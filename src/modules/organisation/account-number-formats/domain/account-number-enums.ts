import { enumOption, type EnumOption } from '../../../../shared/enum-option.ts';

/** Fineract's EntityAccountType ids: what an account number format applies to. */
export const EntityAccountType = {
  CLIENT: 1,
  LOAN: 2,
  SAVINGS: 3,
  CENTER: 4,
  GROUP: 5,
  SHARES: 6,
  WORKING_CAPITAL_LOAN: 7,
} as const;
export type EntityAccountTypeId = (typeof EntityAccountType)[keyof typeof EntityAccountType];

/** Fineract's AccountNumberPrefixType ids: where an account number's prefix comes from. */
export const AccountNumberPrefixType = {
  OFFICE_NAME: 1,
  CLIENT_TYPE: 101,
  LOAN_PRODUCT_SHORT_NAME: 201,
  SAVINGS_PRODUCT_SHORT_NAME: 301,
  PREFIX_SHORT_NAME: 401,
} as const;
export type AccountNumberPrefixTypeId = (typeof AccountNumberPrefixType)[keyof typeof AccountNumberPrefixType];

const ACCOUNT_TYPE_OPTIONS: readonly EnumOption[] = [
  enumOption(1, 'accountType.client', 'CLIENT'),
  enumOption(2, 'accountType.loan', 'LOAN'),
  enumOption(3, 'accountType.savings', 'SAVINGS'),
  enumOption(4, 'accountType.center', 'CENTER'),
  enumOption(5, 'accountType.group', 'GROUP'),
  enumOption(6, 'accountType.shares', 'SHARES'),
  enumOption(7, 'accountType.workingCapitalLoan', 'WORKING_CAPITAL_LOAN'),
];

const PREFIX_TYPE_OPTIONS: readonly EnumOption[] = [
  enumOption(1, 'accountNumberPrefixType.officeName', 'OFFICE_NAME'),
  enumOption(101, 'accountNumberPrefixType.clientType', 'CLIENT_TYPE'),
  enumOption(201, 'accountNumberPrefixType.loanProductShortName', 'LOAN_PRODUCT_SHORT_NAME'),
  enumOption(301, 'accountNumberPrefixType.savingsProductShortName', 'SAVINGS_PRODUCT_SHORT_NAME'),
  enumOption(401, 'accountNumberPrefixType.prefixShortName', 'PREFIX_SHORT_NAME'),
];

const { OFFICE_NAME, CLIENT_TYPE, LOAN_PRODUCT_SHORT_NAME, SAVINGS_PRODUCT_SHORT_NAME, PREFIX_SHORT_NAME } = AccountNumberPrefixType;

/** The prefix types each account type allows (shares allow none). */
const PREFIX_TYPES_BY_ACCOUNT_TYPE: Readonly<Record<EntityAccountTypeId, readonly AccountNumberPrefixTypeId[]>> = {
  1: [OFFICE_NAME, CLIENT_TYPE, PREFIX_SHORT_NAME],
  2: [OFFICE_NAME, LOAN_PRODUCT_SHORT_NAME, PREFIX_SHORT_NAME],
  3: [OFFICE_NAME, SAVINGS_PRODUCT_SHORT_NAME, PREFIX_SHORT_NAME],
  4: [OFFICE_NAME],
  5: [OFFICE_NAME],
  6: [],
  7: [OFFICE_NAME, LOAN_PRODUCT_SHORT_NAME, PREFIX_SHORT_NAME],
};

export const ACCOUNT_TYPE_MIN_ID = 1;
export const ACCOUNT_TYPE_MAX_ID = 7;

export function isEntityAccountType(id: number): id is EntityAccountTypeId {
  return ACCOUNT_TYPE_OPTIONS.some((option) => option.id === id);
}

/** Every account type, as `{id, code, value}`. */
export function accountTypeOptions(): readonly EnumOption[] {
  return ACCOUNT_TYPE_OPTIONS;
}

export function accountTypeOption(accountType: EntityAccountTypeId): EnumOption {
  return ACCOUNT_TYPE_OPTIONS.find((option) => option.id === accountType) ?? enumOption(accountType, 'accountType.unknown', 'UNKNOWN');
}

/** The prefix type option, or undefined for an id that is none. */
export function prefixTypeOption(prefixType: number): EnumOption | undefined {
  return PREFIX_TYPE_OPTIONS.find((option) => option.id === prefixType);
}

/** The prefix type ids an account type allows. */
export function allowedPrefixTypes(accountType: EntityAccountTypeId): readonly AccountNumberPrefixTypeId[] {
  return PREFIX_TYPES_BY_ACCOUNT_TYPE[accountType];
}

/** The allowed prefix type options of each given account type, keyed by the account type's code. */
export function prefixTypeOptionsByAccountType(accountTypes: readonly EntityAccountTypeId[]): Record<string, EnumOption[]> {
  const options: Record<string, EnumOption[]> = {};
  for (const accountType of accountTypes) {
    options[accountTypeOption(accountType).code] = PREFIX_TYPE_OPTIONS.filter((option) => allowedPrefixTypes(accountType).some((id) => id === option.id));
  }
  return options;
}
