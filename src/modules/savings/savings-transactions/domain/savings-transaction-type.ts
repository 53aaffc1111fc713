import { enumOption, type EnumOption } from '../../../../shared/enum-option.ts';

/** Fineract's SavingsAccountTransactionType. */
export const SavingsTransactionType = {
  DEPOSIT: 1,
  WITHDRAWAL: 2,
  INTEREST_POSTING: 3,
  WITHDRAWAL_FEE: 4,
  ANNUAL_FEE: 5,
  WAIVE_CHARGES: 6,
  PAY_CHARGE: 7,
  DIVIDEND_PAYOUT: 8,
  ACCRUAL: 10,
  INITIATE_TRANSFER: 12,
  APPROVE_TRANSFER: 13,
  WITHDRAW_TRANSFER: 14,
  REJECT_TRANSFER: 15,
  WRITTEN_OFF: 16,
  OVERDRAFT_INTEREST: 17,
  WITHHOLD_TAX: 18,
  ESCHEAT: 19,
  AMOUNT_HOLD: 20,
  AMOUNT_RELEASE: 21,
} as const;
export type SavingsTransactionTypeId = (typeof SavingsTransactionType)[keyof typeof SavingsTransactionType];

const TYPES: Readonly<Record<number, readonly [code: string, value: string]>> = {
  1: ['savingsAccountTransactionType.deposit', 'Deposit'],
  2: ['savingsAccountTransactionType.withdrawal', 'Withdrawal'],
  3: ['savingsAccountTransactionType.interestPosting', 'Interest posting'],
  4: ['savingsAccountTransactionType.withdrawalFee', 'Withdrawal fee'],
  5: ['savingsAccountTransactionType.annualFee', 'Annual fee'],
  6: ['savingsAccountTransactionType.waiveCharge', 'Waive Charge'],
  7: ['savingsAccountTransactionType.payCharge', 'Pay Charge'],
  8: ['savingsAccountTransactionType.dividendPayout', 'Dividend Payout'],
  10: ['savingsAccountTransactionType.accrual', 'Accrual'],
  12: ['savingsAccountTransactionType.initiateTransfer', 'Transfer initiated'],
  13: ['savingsAccountTransactionType.approveTransfer', 'Transfer approved'],
  14: ['savingsAccountTransactionType.withdrawTransfer', 'Transfer Withdrawn'],
  15: ['savingsAccountTransactionType.rejectTransfer', 'Transfer Rejected'],
  16: ['savingsAccountTransactionType.writtenoff', 'writtenoff'],
  17: ['savingsAccountTransactionType.overdraftInterest', 'Overdraft Interest'],
  18: ['savingsAccountTransactionType.withholdTax', 'Withhold Tax'],
  19: ['savingsAccountTransactionType.escheat', 'Escheat'],
  20: ['savingsAccountTransactionType.onHold', 'Amount on hold'],
  21: ['savingsAccountTransactionType.release', 'Release Amount'],
};

/**
 * The types that take money out of the balance (Fineract's debits). Amount holds and releases are kept
 * apart (the account's amount on hold), so they move no running balance.
 */
export const DEBIT_TYPES: readonly number[] = [2, 4, 5, 7, 17, 18, 19];
/** The types that add money to the balance (Fineract's credits); the others leave it alone. */
export const CREDIT_TYPES: readonly number[] = [1, 3, 8];

/** Fineract's SavingsAccountTransactionEnumData: the enum with one flag per kind. */
export interface SavingsTransactionTypeView extends EnumOption {
  readonly deposit: boolean;
  readonly dividendPayout: boolean;
  readonly withdrawal: boolean;
  readonly interestPosting: boolean;
  readonly feeDeduction: boolean;
  readonly initiateTransfer: boolean;
  readonly approveTransfer: boolean;
  readonly withdrawTransfer: boolean;
  readonly rejectTransfer: boolean;
  readonly overdraftInterest: boolean;
  readonly writtenoff: boolean;
  readonly overdraftFee: boolean;
  readonly withholdTax: boolean;
  readonly escheat: boolean;
  readonly amountHold: boolean;
  readonly amountRelease: boolean;
  readonly accrual: boolean;
}

export function savingsTransactionTypeView(id: number): SavingsTransactionTypeView {
  const entry = TYPES[id];
  const T = SavingsTransactionType;
  return {
    ...(entry === undefined ? enumOption(0, 'savingsAccountTransactionType.invalid', 'Invalid') : enumOption(id, entry[0], entry[1])),
    deposit: id === T.DEPOSIT,
    dividendPayout: id === T.DIVIDEND_PAYOUT,
    withdrawal: id === T.WITHDRAWAL,
    interestPosting: id === T.INTEREST_POSTING,
    feeDeduction: id === T.ANNUAL_FEE || id === T.WITHDRAWAL_FEE || id === T.PAY_CHARGE,
    initiateTransfer: id === T.INITIATE_TRANSFER,
    approveTransfer: id === T.APPROVE_TRANSFER,
    withdrawTransfer: id === T.WITHDRAW_TRANSFER,
    rejectTransfer: id === T.REJECT_TRANSFER,
    overdraftInterest: id === T.OVERDRAFT_INTEREST,
    writtenoff: id === T.WRITTEN_OFF,
    overdraftFee: false,
    withholdTax: id === T.WITHHOLD_TAX,
    escheat: id === T.ESCHEAT,
    amountHold: id === T.AMOUNT_HOLD,
    amountRelease: id === T.AMOUNT_RELEASE,
    accrual: id === T.ACCRUAL,
  };
}
