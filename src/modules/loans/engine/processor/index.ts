export { COMPONENTS, InstallmentState, restoredInstallment, type Component, type InstallmentDue, type InstallmentProgress } from './installment.ts';
export {
  isRepaymentLike,
  principalBalanceChange,
  LoanTransactionType,
  type InstallmentMapping,
  type LoanTransactionInput,
  type PaidCharge,
  type ProcessedTransaction,
  type TransactionPortions,
} from './loan-transaction.ts';
export { installmentsStatusOutcome, installmentsSummary, LoanStatus, loanStatusOutcome, loanTransactionSummary, totalOverpaid, type ComponentSummary, type LoanStatusOutcome, type LoanTransactionSummary } from './loan-outcome.ts';
export { RepaymentStrategyCode, type Portions, type RepaymentStrategy, type Timing } from './allocation.ts';
export { type LoanChargeDue } from './charge-ledger.ts';
export { repaymentStrategy, supportedRepaymentStrategyCodes } from './repayment-strategy.ts';
export { figuresMatch, reverseReplay, type ReplayedTransaction, type ReverseReplay } from './reverse-replay.ts';
export { installmentsFromSchedule, type AddedCharge, type InstallmentChargeWaiver } from './schedule-installments.ts';
export { appendTransaction, chronological, replayLoanTransactions, type AppendedTransactionInput, type LoanReplay, type LoanReplayInput } from './transaction-processor.ts';
