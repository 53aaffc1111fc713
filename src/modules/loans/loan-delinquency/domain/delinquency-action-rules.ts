import type { LocalDate } from '@js-joda/core';
import type { ValidationError } from '../../../../shared/errors/api-errors.ts';
import {
  loanNotActive,
  pauseBeforeDisbursement,
  pauseEndDateBlank,
  pauseOverlaps,
  pauseStartDateBlank,
  pauseTooShort,
  resumeNotToday,
  resumeNotUnique,
  resumeOutsidePause,
  resumeStartDateBlank,
  resumeWithEndDate,
} from '../loan-delinquency.errors.ts';
import { effectivePauses, type DelinquencyAction, type EffectivePause, type LoanDelinquencyAction } from './loan-delinquency.ts';

/** A requested action as parsed from the body. */
export interface RequestedAction {
  readonly action: DelinquencyAction;
  readonly startDate: LocalDate | undefined;
  readonly endDate: LocalDate | undefined;
}

/** The loan facts the rules need. */
export interface ActionLoan {
  readonly active: boolean;
  readonly disbursedOn: LocalDate | undefined;
}

/**
 * Fineract's overlap test: the new pause ends or starts strictly inside an existing one, or has exactly its
 * dates (pauses that only touch do not overlap).
 */
function overlaps(start: LocalDate, end: LocalDate, existing: EffectivePause): boolean {
  return (end.isAfter(existing.startDate) && end.isBefore(existing.endDate))
    || (start.isAfter(existing.startDate) && start.isBefore(existing.endDate))
    || (start.isEqual(existing.startDate) && end.isEqual(existing.endDate));
}

function pauseRefusal(req: RequestedAction, loan: ActionLoan, pauses: readonly EffectivePause[]): ValidationError | undefined {
  if (req.startDate === undefined) {
    return pauseStartDateBlank();
  }
  if (req.endDate === undefined) {
    return pauseEndDateBlank();
  }
  const start = req.startDate;
  const end = req.endDate;
  if (start.isEqual(end)) {
    return pauseTooShort();
  }
  if (loan.disbursedOn !== undefined && loan.disbursedOn.isAfter(start)) {
    return pauseBeforeDisbursement();
  }
  return pauses.some((p) => overlaps(start, end, p)) ? pauseOverlaps() : undefined;
}

function resumeRefusal(req: RequestedAction, saved: readonly LoanDelinquencyAction[], pauses: readonly EffectivePause[], businessDate: LocalDate): ValidationError | undefined {
  const start = req.startDate;
  if (start === undefined) {
    return resumeStartDateBlank();
  }
  if (!start.isEqual(businessDate)) {
    return resumeNotToday();
  }
  if (req.endDate !== undefined) {
    return resumeWithEndDate();
  }
  if (saved.some((a) => a.action === 'RESUME' && a.startDate.isEqual(start))) {
    return resumeNotUnique();
  }
  return pauses.some((p) => !start.isBefore(p.startDate) && !start.isAfter(p.endDate)) ? undefined : resumeOutsidePause();
}

/** The first rule the request breaks, in Fineract's order (one error at a time, as Fineract answers), or none. */
export function delinquencyActionRefusal(req: RequestedAction, loan: ActionLoan, saved: readonly LoanDelinquencyAction[], businessDate: LocalDate): ValidationError | undefined {
  if (!loan.active) {
    return loanNotActive();
  }
  const pauses = effectivePauses(saved);
  return req.action === 'PAUSE' ? pauseRefusal(req, loan, pauses) : resumeRefusal(req, saved, pauses, businessDate);
}
