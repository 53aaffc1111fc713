import { enumOption, type EnumOption } from '../../../../shared/enum-option.ts';

/** What a charge applies to (Fineract's ChargeAppliesTo). */
export const ChargeAppliesTo = { LOAN: 1, SAVINGS: 2, CLIENT: 3, SHARES: 4 } as const;

/** When a charge falls due (Fineract's ChargeTimeType). */
export const ChargeTimeType = {
  DISBURSEMENT: 1,
  SPECIFIED_DUE_DATE: 2,
  SAVINGS_ACTIVATION: 3,
  SAVINGS_CLOSURE: 4,
  WITHDRAWAL_FEE: 5,
  ANNUAL_FEE: 6,
  MONTHLY_FEE: 7,
  INSTALMENT_FEE: 8,
  OVERDUE_INSTALLMENT: 9,
  OVERDRAFT_FEE: 10,
  WEEKLY_FEE: 11,
  TRANCHE_DISBURSEMENT: 12,
  SHAREACCOUNT_ACTIVATION: 13,
  SHARE_PURCHASE: 14,
  SHARE_REDEEM: 15,
  SAVINGS_NOACTIVITY_FEE: 16,
} as const;

/** How a charge's amount is computed (Fineract's ChargeCalculationType). */
export const ChargeCalculationType = {
  FLAT: 1,
  PERCENT_OF_AMOUNT: 2,
  PERCENT_OF_AMOUNT_AND_INTEREST: 3,
  PERCENT_OF_INTEREST: 4,
  PERCENT_OF_DISBURSEMENT_AMOUNT: 5,
} as const;

/** How a loan charge is paid (Fineract's ChargePaymentMode). */
export const ChargePaymentMode = { REGULAR: 0, ACCOUNT_TRANSFER: 1 } as const;

const APPLIES_TO: Readonly<Record<number, readonly [string, string]>> = {
  1: ['chargeAppliesTo.loan', 'Loan'],
  2: ['chargeAppliesTo.savings', 'Savings'],
  3: ['chargeAppliesTo.client', 'Client'],
  4: ['chargeAppliesTo.shares', 'Shares'],
};

const TIME_TYPES: Readonly<Record<number, readonly [string, string]>> = {
  1: ['chargeTimeType.disbursement', 'Disbursement'],
  2: ['chargeTimeType.specifiedDueDate', 'Specified due date'],
  3: ['chargeTimeType.savingsActivation', 'Savings Activation'],
  4: ['chargeTimeType.savingsClosure', 'Savings Closure'],
  5: ['chargeTimeType.withdrawalFee', 'Withdrawal Fee'],
  6: ['chargeTimeType.annualFee', 'Annual Fee'],
  7: ['chargeTimeType.monthlyFee', 'Monthly Fee'],
  8: ['chargeTimeType.instalmentFee', 'Installment Fee'],
  9: ['chargeTimeType.overdueInstallment', 'Overdue Fees'],
  10: ['chargeTimeType.overdraftFee', 'Overdraft Fee'],
  11: ['chargeTimeType.weeklyFee', 'Weekly Fee'],
  12: ['chargeTimeType.tranchedisbursement', 'Tranche Disbursement'],
  13: ['chargeTimeType.activation', 'Share Account Activate'],
  14: ['chargeTimeType.sharespurchase', 'Share Purchase'],
  15: ['chargeTimeType.sharesredeem', 'Share Redeem'],
  16: ['chargeTimeType.savingsNoActivityFee', 'Saving No Activity Fee'],
};

const CALCULATION_TYPES: Readonly<Record<number, readonly [string, string]>> = {
  1: ['chargeCalculationType.flat', 'Flat'],
  2: ['chargeCalculationType.percent.of.amount', '% Amount'],
  3: ['chargeCalculationType.percent.of.amount.and.interest', '% Loan Amount + Interest'],
  4: ['chargeCalculationType.percent.of.interest', '% Interest'],
  5: ['chargeCalculationType.percent.of.disbursement.amount', '% Disbursement Amount'],
};

/** Fee frequencies (Fineract's PeriodFrequencyType days…years). */
const FREQUENCIES: Readonly<Record<number, readonly [string, string]>> = {
  0: ['periodFrequencyType.days', 'Days'],
  1: ['periodFrequencyType.weeks', 'Weeks'],
  2: ['periodFrequencyType.months', 'Months'],
  3: ['periodFrequencyType.years', 'Years'],
};

function optionOf(table: Readonly<Record<number, readonly [string, string]>>, invalidCode: string, id: number): EnumOption {
  const entry = table[id];
  return entry === undefined ? enumOption(0, invalidCode, 'Invalid') : enumOption(id, entry[0], entry[1]);
}

export function chargeAppliesToOption(id: number): EnumOption {
  return optionOf(APPLIES_TO, 'chargeAppliesTo.invalid', id);
}

export function chargeTimeTypeOption(id: number): EnumOption {
  return optionOf(TIME_TYPES, 'chargeTimeType.invalid', id);
}

export function chargeCalculationTypeOption(id: number): EnumOption {
  return optionOf(CALCULATION_TYPES, 'chargeCalculationType.invalid', id);
}

/** Fineract answers every payment mode other than 1 (also none) as Regular. */
export function chargePaymentModeOption(id: number | null): EnumOption {
  return id === ChargePaymentMode.ACCOUNT_TRANSFER
    ? enumOption(1, 'chargepaymentmode.accounttransfer', 'Account transfer')
    : enumOption(0, 'chargepaymentmode.regular', 'Regular');
}

/** A charge's fee frequency as Fineract reads it back: code prefixed with `feeFrequency`. */
export function feeFrequencyOption(id: number): EnumOption {
  const entry = FREQUENCIES[id];
  return entry === undefined ? enumOption(5, 'periodFrequencyType.invalid', 'Invalid') : enumOption(id, `feeFrequency${entry[0]}`, entry[1]);
}

/** The template's fee frequencies: code prefixed with `frequency`. */
export function feeFrequencyOptions(): EnumOption[] {
  return Object.entries(FREQUENCIES).map(([id, [code, value]]) => enumOption(Number(id), `frequency${code}`, value));
}

/** Which time and calculation types each kind of charge allows (Fineract's valid* lists). */
export const VALID_TIME_TYPES: Readonly<Record<number, readonly number[]>> = {
  [ChargeAppliesTo.LOAN]: [1, 2, 8, 9, 12],
  [ChargeAppliesTo.SAVINGS]: [2, 3, 4, 5, 6, 7, 10, 11, 16],
  [ChargeAppliesTo.CLIENT]: [2],
  [ChargeAppliesTo.SHARES]: [13, 14, 15],
};

export const VALID_CALCULATION_TYPES: Readonly<Record<number, readonly number[]>> = {
  [ChargeAppliesTo.LOAN]: [1, 2, 3, 4, 5],
  [ChargeAppliesTo.SAVINGS]: [1, 2],
  [ChargeAppliesTo.CLIENT]: [1],
  [ChargeAppliesTo.SHARES]: [1, 2],
};

/** Every time type some kind of charge allows, in Fineract's order (loan, savings, client, shares). */
export const ALL_VALID_TIME_TYPES: readonly number[] = [...VALID_TIME_TYPES[1] ?? [], ...VALID_TIME_TYPES[2] ?? [], ...VALID_TIME_TYPES[3] ?? [], ...VALID_TIME_TYPES[4] ?? []];

/** The template's option lists (Fineract's ChargeDropdownReadPlatformService), in its order. */
export function chargeTemplateOptions() {
  const times = (ids: readonly number[]) => ids.map(chargeTimeTypeOption);
  const calculations = (ids: readonly number[]) => ids.map(chargeCalculationTypeOption);
  return {
    chargeAppliesToOptions: [1, 2, 3, 4].map(chargeAppliesToOption),
    // Every time type except savings closure, which Fineract does not offer.
    chargeTimeTypeOptions: times([1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]),
    chargeCalculationTypeOptions: calculations([1, 2, 3, 4, 5]),
    chargePaymetModeOptions: [chargePaymentModeOption(0), chargePaymentModeOption(1)],
    loanChargeCalculationTypeOptions: calculations([1, 2, 3, 4, 5]),
    loanChargeTimeTypeOptions: times([1, 2, 8, 9, 12]),
    savingsChargeCalculationTypeOptions: calculations([1, 2]),
    savingsChargeTimeTypeOptions: times([2, 3, 5, 6, 7, 11, 10, 16]),
    clientChargeCalculationTypeOptions: calculations([1]),
    clientChargeTimeTypeOptions: times([2]),
    shareChargeCalculationTypeOptions: calculations([1, 2]),
    shareChargeTimeTypeOptions: times([13, 14, 15]),
    feeFrequencyOptions: feeFrequencyOptions(),
  };
}
