import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { DomainRuleError } from '../../../shared/errors/api-errors.ts';

/** The installment does not even cover a period's interest (Fineract's MultiDisbursementEmiAmountException). */
export function emiBelowInterest(interest: Decimal, emi: Decimal): DomainRuleError {
  return new DomainRuleError('error.msg.loanschedule.emi.amount.must.be.greter.than.interest', `EMI amount must be greater than : ${interest.toString()}`, [
    interest.toString(),
    emi.toString(),
  ]);
}

/** A tranche would take the outstanding balance over the loan's maximum (Fineract's MultiDisbursementOutstandingAmoutException). */
export function outstandingOverMaximum(maximum: Decimal, tranche: Decimal): DomainRuleError {
  return new DomainRuleError('error.msg.loanschedule.exceeding.max.outstanding.balance', `Outstanding balance must not exceed the amount: ${maximum.toString()}`, [
    maximum.toString(),
    tranche.toString(),
  ]);
}

/** A (holiday-moved) due date before its period's start (Fineract's ScheduleDateException). */
export function dueDateBeforePeriodStart(dueDate: LocalDate): DomainRuleError {
  return new DomainRuleError('error.msg.loanschedule.schedule.due.date.not.valid', "Due date can't be before period start date", [dueDate.toString()]);
}

/** The terms would need more periods than any loan can have (where Fineract would keep adding periods). */
export function scheduleDoesNotEnd(periods: number): DomainRuleError {
  return new DomainRuleError('error.msg.loanschedule.repayment.periods.exceed.limit', `The terms do not repay the loan within ${periods} periods.`, [periods]);
}
