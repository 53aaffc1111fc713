import type { LocalDate } from '@js-joda/core';
import { parameterError, type ApiParameterError } from '../../../../shared/errors/api-errors.ts';

/** The dates that decide whether a group's or center's submission and activation are consistent. */
export interface GroupDates {
  readonly today: LocalDate;
  readonly submittedOnDate: LocalDate | null;
  readonly activationDate: LocalDate | null;
}

function later(date: LocalDate | null, than: LocalDate | null): boolean {
  return date !== null && than !== null && date.isAfter(than);
}

/**
 * Fineract's checks of a grouping's dates (Group.validateActivationDate, the same `error.msg.group.*` codes
 * for centers), all reported together: neither date after the business date, and submission not after
 * activation. The office opening date is checked before, as a refusal of its own.
 */
export function groupDateErrors(dates: GroupDates): ApiParameterError[] {
  const { today, submittedOnDate, activationDate } = dates;
  const errors: ApiParameterError[] = [];
  if (later(submittedOnDate, today)) {
    errors.push(parameterError('error.msg.group.submittedOnDate.in.the.future', 'Submitted on date cannot be in the future.', 'submittedOnDate', [String(submittedOnDate)]));
  }
  if (later(submittedOnDate, activationDate)) {
    errors.push(parameterError('error.msg.group.submittedOnDate.after.activation.date', 'Submitted on date cannot be after the activation date', 'submittedOnDate', [String(submittedOnDate)]));
  }
  if (later(activationDate, today)) {
    errors.push(parameterError('error.msg.group.activationDate.in.the.future', 'Activation date cannot be in the future.', 'activationDate', [String(activationDate)]));
  }
  return errors;
}

/** Whether the office opened after the activation date (Fineract refuses such an activation with 403). */
export function activatedBeforeOfficeOpened(activationDate: LocalDate | null | undefined, officeOpeningDate: LocalDate): boolean {
  return activationDate !== null && activationDate !== undefined && officeOpeningDate.isAfter(activationDate);
}
