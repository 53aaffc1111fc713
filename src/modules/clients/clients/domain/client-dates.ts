import type { LocalDate } from '@js-joda/core';
import { parameterError, type ApiParameterError } from '../../../../shared/errors/api-errors.ts';

/** The dates that decide whether a client's submission and activation are consistent. */
export interface ClientDates {
  readonly today: LocalDate;
  readonly submittedOnDate: LocalDate | null;
  readonly activationDate: LocalDate | null;
  readonly reopenedDate: LocalDate | null;
  readonly officeOpeningDate: LocalDate;
}

function later(date: LocalDate | null, than: LocalDate | null): boolean {
  return date !== null && than !== null && date.isAfter(than);
}

/**
 * Fineract's checks of a client's dates (Client.validateActivationDate), all reported together: nothing in
 * the future of the business date, submission not after activation, reopening not after activation, and
 * activation not before the office opened.
 */
export function clientDateErrors(dates: ClientDates): ApiParameterError[] {
  const { today, submittedOnDate, activationDate, reopenedDate, officeOpeningDate } = dates;
  const errors: ApiParameterError[] = [];
  if (later(submittedOnDate, today)) {
    errors.push(parameterError('error.msg.clients.submittedOnDate.in.the.future', 'submitted date cannot be in the future.', 'submittedOnDate', [String(submittedOnDate)]));
  }
  if (later(submittedOnDate, activationDate)) {
    errors.push(parameterError('error.msg.clients.submittedOnDate.after.activation.date', 'submitted date cannot be after the activation date', 'submittedOnDate', [String(submittedOnDate)]));
  }
  if (activationDate !== null && later(reopenedDate, activationDate)) {
    errors.push(parameterError('error.msg.clients.submittedOnDate.after.reopened.date', 'reopened date cannot be after the submittedon date', 'reopenedDate', [String(reopenedDate)]));
  }
  if (later(activationDate, today)) {
    errors.push(parameterError('error.msg.clients.activationDate.in.the.future', 'Activation date cannot be in the future.', 'activationDate', [String(activationDate)]));
  }
  if (activationDate !== null && officeOpeningDate.isAfter(activationDate)) {
    errors.push(parameterError('error.msg.clients.activationDate.cannot.be.before.office.activation.date', 'Client activation date cannot be a date before the office opening date.', 'activationDate', [activationDate.toString()]));
  }
  return errors;
}
