import { NotFoundError, parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';

/** No m_working_days row: the organisation's working days were never configured. */
export function workingDaysNotConfigured(): NotFoundError {
  return new NotFoundError('error.msg.working.days.not.configured', 'The working days of the organisation are not configured.');
}

/** `recurrence` is not an RRULE at all. */
export function recurrenceUnparsable(recurrence: string, reason: string): ValidationError {
  return new ValidationError([
    parameterError('error.msg.recurring.rule.parsing.error', `The recurrence \`${recurrence}\` cannot be read as a recurring rule: ${reason}.`, 'recurrence', [recurrence, reason], recurrence),
  ]);
}

/** `recurrence` is an RRULE, but not a weekly rule naming the working weekdays. */
export function recurrenceNotWorkingDays(recurrence: string, reason: string): ValidationError {
  return new ValidationError([
    parameterError('error.msg.invalid.recurring.rule', `The recurrence \`${recurrence}\` is not a weekly rule of working days: ${reason}.`, 'recurrence', [recurrence, reason], recurrence),
  ]);
}
