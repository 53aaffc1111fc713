/** GL account types (1 asset, 2 liability, 3 equity, 4 income, 5 expense). */
const ASSET = 1;
const LIABILITY = 2;
const INCOME = 4;
const EXPENSE = 5;

/**
 * An account parameter of a loan product: its role id in acc_product_mapping (Fineract's CashAccountsForLoan /
 * AccrualAccountsForLoan), the GL account type it must have, the member the GET answer shows it under, and
 * whether every accounting rule but "none" requires it (`accrualOnly`: only the accrual rules; `optional`: none).
 */
export interface LoanAccountParam {
  readonly param: string;
  readonly role: number;
  readonly glType: number;
  /** A second type the account may have instead (the fund source: an asset or a liability account). */
  readonly orGlType?: number;
  readonly mappingName: string;
  readonly accrualOnly?: boolean;
  /** Never required (goodwill credit and charge-off accounts). */
  readonly optional?: boolean;
}

export const LOAN_ACCOUNT_PARAMS: readonly LoanAccountParam[] = [
  { param: 'fundSourceAccountId', role: 1, glType: ASSET, orGlType: LIABILITY, mappingName: 'fundSourceAccount' },
  { param: 'loanPortfolioAccountId', role: 2, glType: ASSET, mappingName: 'loanPortfolioAccount' },
  { param: 'interestOnLoanAccountId', role: 3, glType: INCOME, mappingName: 'interestOnLoanAccount' },
  { param: 'incomeFromFeeAccountId', role: 4, glType: INCOME, mappingName: 'incomeFromFeeAccount' },
  { param: 'incomeFromPenaltyAccountId', role: 5, glType: INCOME, mappingName: 'incomeFromPenaltyAccount' },
  { param: 'writeOffAccountId', role: 6, glType: EXPENSE, mappingName: 'writeOffAccount' },
  { param: 'receivableInterestAccountId', role: 7, glType: ASSET, mappingName: 'receivableInterestAccount', accrualOnly: true },
  { param: 'receivableFeeAccountId', role: 8, glType: ASSET, mappingName: 'receivableFeeAccount', accrualOnly: true },
  { param: 'receivablePenaltyAccountId', role: 9, glType: ASSET, mappingName: 'receivablePenaltyAccount', accrualOnly: true },
  { param: 'transfersInSuspenseAccountId', role: 10, glType: ASSET, mappingName: 'transfersInSuspenseAccount' },
  { param: 'overpaymentLiabilityAccountId', role: 11, glType: LIABILITY, mappingName: 'overpaymentLiabilityAccount' },
  { param: 'incomeFromRecoveryAccountId', role: 12, glType: INCOME, mappingName: 'incomeFromRecoveryAccount' },
  { param: 'goodwillCreditAccountId', role: 13, glType: EXPENSE, mappingName: 'goodwillCreditAccount', optional: true },
  { param: 'incomeFromChargeOffInterestAccountId', role: 14, glType: INCOME, mappingName: 'incomeFromChargeOffInterestAccount', optional: true },
  { param: 'incomeFromChargeOffFeesAccountId', role: 15, glType: INCOME, mappingName: 'incomeFromChargeOffFeesAccount', optional: true },
  { param: 'chargeOffExpenseAccountId', role: 16, glType: EXPENSE, mappingName: 'chargeOffExpenseAccount', optional: true },
  { param: 'chargeOffFraudExpenseAccountId', role: 17, glType: EXPENSE, mappingName: 'chargeOffFraudExpenseAccount', optional: true },
  { param: 'incomeFromChargeOffPenaltyAccountId', role: 18, glType: INCOME, mappingName: 'incomeFromChargeOffPenaltyAccount', optional: true },
  { param: 'incomeFromGoodwillCreditInterestAccountId', role: 19, glType: INCOME, mappingName: 'incomeFromGoodwillCreditInterestAccount', optional: true },
  { param: 'incomeFromGoodwillCreditFeesAccountId', role: 20, glType: INCOME, mappingName: 'incomeFromGoodwillCreditFeesAccount', optional: true },
  { param: 'incomeFromGoodwillCreditPenaltyAccountId', role: 21, glType: INCOME, mappingName: 'incomeFromGoodwillCreditPenaltyAccount', optional: true },
];

export const GL_TYPE_NAMES: Readonly<Record<number, string>> = { 1: 'ASSET', 2: 'LIABILITY', 3: 'EQUITY', 4: 'INCOME', 5: 'EXPENSE' };

/** Roles of the overrides: payments of a payment type (fund source), fee and penalty income of a charge. */
export const OVERRIDE_ROLES = { fundSource: 1, feeIncome: 4, penaltyIncome: 5 } as const;
