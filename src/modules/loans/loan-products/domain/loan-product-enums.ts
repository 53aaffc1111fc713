import { enumOption, type EnumOption } from '../../../../shared/enum-option.ts';

/** Fineract's PeriodFrequencyType names (ids 0–4). */
const PERIODS: Readonly<Record<number, readonly [string, string]>> = {
  0: ['days', 'Days'],
  1: ['weeks', 'Weeks'],
  2: ['months', 'Months'],
  3: ['years', 'Years'],
};

export function repaymentFrequencyTypeOption(id: number): EnumOption {
  const entry = PERIODS[id];
  return entry === undefined ? enumOption(5, 'periodFrequencyType.invalid', 'Invalid') : enumOption(id, `repaymentFrequency.periodFrequencyType.${entry[0]}`, entry[1]);
}

const RATE_PERIODS: Readonly<Record<number, readonly [string, string]>> = { 2: ['months', 'Per month'], 3: ['years', 'Per year'], 4: ['whole_term', 'Whole term'] };

export function interestRateFrequencyTypeOption(id: number): EnumOption {
  const entry = RATE_PERIODS[id];
  return entry === undefined ? enumOption(5, 'periodFrequencyType.invalid', 'Invalid') : enumOption(id, `interestRateFrequency.periodFrequencyType.${entry[0]}`, entry[1]);
}

const table = (entries: Readonly<Record<number, readonly [string, string]>>) => (id: number): EnumOption => {
  const entry = entries[id];
  return entry === undefined ? enumOption(id, 'invalid', 'Invalid') : enumOption(id, entry[0], entry[1]);
};

export const amortizationTypeOption = table({ 0: ['amortizationType.equal.principal', 'Equal principal payments'], 1: ['amortizationType.equal.installments', 'Equal installments'] });
export const interestTypeOption = table({ 0: ['interestType.declining.balance', 'Declining Balance'], 1: ['interestType.flat', 'Flat'] });
export const interestCalculationPeriodTypeOption = table({
  0: ['interestCalculationPeriodType.daily', 'Daily'],
  1: ['interestCalculationPeriodType.same.as.repayment.period', 'Same as repayment period'],
});
export const accountingRuleOption = table({
  1: ['accountingRuleType.none', 'NONE'],
  2: ['accountingRuleType.cash', 'CASH BASED'],
  3: ['accountingRuleType.accrual.periodic', 'ACCRUAL PERIODIC'],
  4: ['accountingRuleType.accrual.upfront', 'ACCRUAL UPFRONT'],
});
export const daysInYearTypeOption = table({
  1: ['DaysInYearType.actual', 'Actual'],
  360: ['DaysInYearType.days360', '360 Days'],
  364: ['DaysInYearType.days364', '364 Days'],
  365: ['DaysInYearType.days365', '365 Days'],
});
export const daysInMonthTypeOption = table({ 1: ['DaysInMonthType.actual', 'Actual'], 30: ['DaysInMonthType.days360', '30 Days'] });
export const repaymentStartDateTypeOption = table({ 1: ['repaymentStartDateType.disbursementDate', 'Disbursement Date'], 2: ['repaymentStartDateType.submittedOnDate', 'Submitted On Date'] });
export const compoundingTypeOption = table({
  0: ['interestRecalculationCompoundingMethod.none', 'None'],
  1: ['interestRecalculationCompoundingMethod.interest', 'Interest'],
  2: ['interestRecalculationCompoundingMethod.fee', 'Fee'],
  3: ['interestRecalculationCompoundingMethod.interest.and.fee', 'Fee and Interest'],
});
export const rescheduleStrategyOption = table({
  1: ['loanRescheduleStrategyMethod.reschedule.next.repayments', 'Reschedule next repayments'],
  2: ['loanRescheduleStrategyMethod.reduce.number.of.installments', 'Reduce number of installments'],
  3: ['loanRescheduleStrategyMethod.reduce.emi.amount', 'Reduce EMI amount'],
  4: ['loanRescheduleStrategyMethod.adjust.last.unpaid.period', 'Adjust last, unpaid period'],
});
export const recalculationFrequencyTypeOption = table({
  1: ['interestRecalculationFrequencyType.same.as.repayment.period', 'Same as repayment period'],
  2: ['interestRecalculationFrequencyType.daily', 'Daily'],
  3: ['interestRecalculationFrequencyType.weekly', 'Weekly'],
  4: ['interestRecalculationFrequencyType.monthly', 'Monthly'],
});
export const preClosureStrategyOption = table({
  1: ['loanPreClosureInterestCalculationStrategy.tillPreClosureDate', 'Till Pre-Close Date'],
  2: ['loanPreClosureInterestCalculationStrategy.tillRestFrequencyDate', 'Till End Of Rest Frequency Date'],
});
export const valueConditionTypeOption = table({ 2: ['loanProductValueConditionType.equal', 'equals'], 3: ['loanProductValueConditionType.greaterthan', 'greater than'] });
export const nthDayOption = table({ 1: ['nthDayType.first', 'first'], 2: ['nthDayType.second', 'second'], 3: ['nthDayType.third', 'third'], 4: ['nthDayType.fourth', 'fourth'], [-1]: ['nthDayType.last', 'last'] });
export const dayOfWeekOption = table({
  1: ['dayOfWeekType.monday', 'MONDAY'],
  2: ['dayOfWeekType.tuesday', 'TUESDAY'],
  3: ['dayOfWeekType.wednesday', 'WEDNESDAY'],
  4: ['dayOfWeekType.thursday', 'THURSDAY'],
  5: ['dayOfWeekType.friday', 'FRIDAY'],
  6: ['dayOfWeekType.saturday', 'SATURDAY'],
  7: ['dayOfWeekType.sunday', 'SUNDAY'],
});

/** Enums stored by name (loan schedule type, processing type, charge-off behaviour): `{id: ordinal, code: NAME, value}`. */
function namedEnum(names: readonly (readonly [string, string])[]) {
  return {
    names: names.map(([name]) => name),
    option: (name: string): EnumOption => {
      const index = names.findIndex(([n]) => n === name);
      return enumOption(index, name, names[index]?.[1] ?? name);
    },
    options: (): EnumOption[] => names.map(([name, value], index) => enumOption(index, name, value)),
  };
}

export const LoanScheduleType = namedEnum([['CUMULATIVE', 'Cumulative'], ['PROGRESSIVE', 'Progressive']]);
export const LoanScheduleProcessingType = namedEnum([['HORIZONTAL', 'Horizontal'], ['VERTICAL', 'Vertical']]);
export const ChargeOffBehaviour = namedEnum([['REGULAR', 'Regular'], ['ZERO_INTEREST', 'Zero interest after charge-off'], ['ACCELERATE_MATURITY', 'Accelerate maturity to charge-off date']]);

/** Interest refund types (transaction type id, code, value). */
export const INTEREST_REFUND_TYPES: Readonly<Record<string, EnumOption>> = {
  MERCHANT_ISSUED_REFUND: enumOption(21, 'loanRefundType.merchant_issued_refund', 'Merchant issued refund'),
  PAYOUT_REFUND: enumOption(22, 'loanRefundType.payout_refund', 'Payout refund'),
};

export const ADVANCED_PAYMENT_ALLOCATION_STRATEGY = 'advanced-payment-allocation-strategy';

/** Fineract's repayment strategies: code → name (the template's order). */
export const TRANSACTION_PROCESSING_STRATEGIES: readonly (readonly [string, string])[] = [
  ['mifos-standard-strategy', 'Penalties, Fees, Interest, Principal order'],
  ['heavensfamily-strategy', 'HeavensFamily Unique'],
  ['creocore-strategy', 'Creocore Unique'],
  ['rbi-india-strategy', 'Overdue/Due Fee/Int,Principal'],
  ['principal-interest-penalties-fees-order-strategy', 'Principal, Interest, Penalties, Fees Order'],
  ['interest-principal-penalties-fees-order-strategy', 'Interest, Principal, Penalties, Fees Order'],
  ['early-repayment-strategy', 'Early Repayment Strategy'],
  ['due-penalty-fee-interest-principal-in-advance-principal-penalty-fee-interest-strategy', 'Due penalty, fee, interest, principal, In advance principal, penalty, fee, interest'],
  ['due-penalty-interest-principal-fee-in-advance-penalty-interest-principal-fee-strategy', 'Due penalty, interest, principal, fee, In advance penalty, interest, principal, fee'],
  [ADVANCED_PAYMENT_ALLOCATION_STRATEGY, 'Advanced payment allocation strategy'],
];

export function strategyName(code: string): string | undefined {
  return TRANSACTION_PROCESSING_STRATEGIES.find(([c]) => c === code)?.[1];
}

/** Accounting rules of a loan product. */
export const AccountingRule = { NONE: 1, CASH: 2, ACCRUAL_PERIODIC: 3, ACCRUAL_UPFRONT: 4 } as const;

export function isAccrual(rule: number | undefined): boolean {
  return rule === AccountingRule.ACCRUAL_PERIODIC || rule === AccountingRule.ACCRUAL_UPFRONT;
}

export function options(ids: readonly number[], of: (id: number) => EnumOption): EnumOption[] {
  return ids.map(of);
}

/** "Name (symbol)", or "Name [CODE]" without a symbol, as Fineract labels a currency. */
export function currencyLabel(name: string, code: string, symbol: string | null): string {
  return symbol !== null && symbol.trim() !== '' ? `${name} (${symbol})` : `${name} [${code}]`;
}
