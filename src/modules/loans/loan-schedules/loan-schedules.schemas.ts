import { Type } from 'typebox';
import { LocalDateArray } from '../../../platform/http/index.ts';

const Num = Type.Number();
const Int = Type.Integer();
const opt = <T extends Parameters<typeof Type.Optional>[0]>(t: T) => Type.Optional(t);

export const LoanCurrency = Type.Object({
  code: Type.String(),
  name: Type.String(),
  decimalPlaces: Int,
  inMultiplesOf: opt(Int),
  displaySymbol: opt(Type.String()),
  nameCode: Type.String(),
  displayLabel: Type.String(),
});

const AMOUNTS = [
  'principalDisbursed', 'principalOriginalDue', 'principalDue', 'principalPaid', 'principalWrittenOff', 'principalOutstanding',
  'principalLoanBalanceOutstanding', 'interestOriginalDue', 'interestDue', 'interestPaid', 'interestWaived', 'interestWrittenOff',
  'interestOutstanding', 'feeChargesDue', 'feeChargesPaid', 'feeChargesWaived', 'feeChargesWrittenOff', 'feeChargesOutstanding',
  'penaltyChargesDue', 'penaltyChargesPaid', 'penaltyChargesWaived', 'penaltyChargesWrittenOff', 'penaltyChargesOutstanding',
  'totalOriginalDueForPeriod', 'totalDueForPeriod', 'totalPaidForPeriod', 'totalPaidInAdvanceForPeriod', 'totalPaidLateForPeriod',
  'totalWaivedForPeriod', 'totalWrittenOffForPeriod', 'totalOutstandingForPeriod', 'totalActualCostOfLoanForPeriod',
  'totalInstallmentAmountForPeriod', 'totalCredits',
] as const;

export const SchedulePeriod = Type.Object({
  period: opt(Int),
  fromDate: opt(LocalDateArray),
  dueDate: LocalDateArray,
  obligationsMetOnDate: opt(LocalDateArray),
  complete: opt(Type.Boolean()),
  daysInPeriod: opt(Int),
  downPaymentPeriod: opt(Type.Boolean()),
  ...Object.fromEntries(AMOUNTS.map((name) => [name, opt(Num)])),
});

/** Fineract's LoanScheduleData. */
export const LoanSchedule = Type.Object({
  currency: LoanCurrency,
  loanTermInDays: Int,
  totalPrincipalDisbursed: Num,
  totalPrincipalExpected: Num,
  totalPrincipalPaid: Num,
  totalInterestCharged: Num,
  totalFeeChargesCharged: Num,
  totalPenaltyChargesCharged: Num,
  totalWaived: Num,
  totalWrittenOff: Num,
  totalRepaymentExpected: Num,
  totalRepayment: Num,
  totalPaidInAdvance: Num,
  totalPaidLate: Num,
  totalOutstanding: Num,
  periods: Type.Array(SchedulePeriod),
});
