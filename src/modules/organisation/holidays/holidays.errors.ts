import { DataIntegrityError, DomainRuleError, NotFoundError, parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';
import type { HolidayDateRule, HolidayDates } from './domain/holiday-rules.ts';

export function holidayNotFound(holidayId: number): NotFoundError {
  return new NotFoundError('error.msg.holiday.id.invalid', `Holiday with identifier ${holidayId} does not exist`, [holidayId]);
}

/** Fineract keeps (name, fromDate) unique (constraint `holiday_name`). */
export function duplicateHolidayName(name: string): DataIntegrityError {
  return new DataIntegrityError('error.msg.holiday.duplicate.name', `A holiday named \`${name}\` starting on the same date exists already`, 'name', [name]);
}

const DATE_RULE_ERRORS: Readonly<Record<HolidayDateRule, { readonly code: string; readonly message: string }>> = {
  toDateBeforeFromDate: { code: 'error.msg.holiday.to.date.cannot.be.before.from.date', message: 'The holiday cannot end before it starts.' },
  rescheduledToWithinHoliday: {
    code: 'error.msg.holiday.repayments.rescheduled.date.should.be.before.from.date.or.after.to.date',
    message: 'Repayments must be moved to a date before the holiday starts or after it ends.',
  },
  rescheduledToOnNonWorkingDay: {
    code: 'error.msg.holiday.repayments.rescheduled.date.should.not.fall.on.non.working.day',
    message: 'Repayments cannot be moved to a non-working day.',
  },
  rescheduledToOutOfRange: {
    code: 'error.msg.holiday.repayments.rescheduled.to.must.be.within.range',
    message: 'Repayments must be moved to a date at most 30 days before the holiday starts or after it ends.',
  },
};

/** 403 for a broken holiday date rule; args as Fineract's (the dates involved, ISO formatted). */
export function holidayDateRuleBroken(rule: HolidayDateRule, dates: HolidayDates): DomainRuleError {
  const { code, message } = DATE_RULE_ERRORS[rule];
  const rescheduledTo = dates.repaymentsRescheduledTo?.toString() ?? null;
  const args =
    rule === 'toDateBeforeFromDate'
      ? [dates.fromDate.toString(), dates.toDate.toString()]
      : rule === 'rescheduledToOutOfRange'
        ? [dates.fromDate.toString(), dates.toDate.toString(), rescheduledTo]
        : [rescheduledTo];
  return new DomainRuleError(code, message, args);
}

/** Activating a holiday that is not pending for activation (Fineract reports it as a validation error). */
export function holidayNotPendingActivation(holidayId: number): ValidationError {
  return new ValidationError([
    parameterError('validation.msg.holiday.activate.not.in.pending.for.activation.state', `Holiday ${holidayId} is not pending for activation.`, 'id', [holidayId]),
  ]);
}

/** Deleting a holiday that is deleted already. */
export function holidayAlreadyDeleted(holidayId: number): ValidationError {
  return new ValidationError([
    parameterError('validation.msg.holiday.delete.already.in.deleted.state', `Holiday ${holidayId} is deleted already.`, 'id', [holidayId]),
  ]);
}
