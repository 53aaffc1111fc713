import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';

/** Fineract's PeriodFrequencyType ids that a recurring overdue charge's `feeFrequency` takes. */
const FeeFrequency = { DAYS: 0, WEEKS: 1, MONTHS: 2, YEARS: 3 } as const;

/** The global configurations that time overdue penalties. */
export interface OverduePenaltySettings {
  /** `penalty-wait-period`: days an installment stays overdue before it is charged. */
  readonly waitPeriodDays: number;
  /** `grace-on-penalty-posting`: days the penalty's due date moves back towards the installment's due date less. */
  readonly postingGraceDays: number;
  /** `backdate-penalties-enabled`: whether installments that became overdue earlier are charged too. */
  readonly backdate: boolean;
}

/** An unpaid installment as the overdue check reads it. */
export interface OverdueCandidate {
  readonly dueDate: LocalDate;
  readonly completed: boolean;
  readonly recalculatedInterestComponent?: boolean;
}

/**
 * Whether an installment is charged on `referenceDate`: it is not completed and fell due at least
 * `waitPeriodDays` days before; without backdating, exactly then (installments that became overdue before are
 * left alone). The close-of-business step passes its business date, the scheduler job the day before today
 * (its query asks for due dates strictly before today less the wait).
 */
export function isPenaltyDue(installment: OverdueCandidate, referenceDate: LocalDate, settings: OverduePenaltySettings): boolean {
  if (installment.completed || installment.recalculatedInterestComponent === true) {
    return false;
  }
  const limit = referenceDate.minusDays(settings.waitPeriodDays);
  if (installment.dueDate.isAfter(limit)) {
    return false;
  }
  return settings.backdate || installment.dueDate.isEqual(limit);
}

/** A charge's recurrence: `feeFrequency` (PeriodFrequencyType id) every `feeInterval` periods; none for a one-off charge. */
export interface ChargeRecurrence {
  readonly feeFrequency: number | null;
  readonly feeInterval: number | null;
}

function nextDate(date: LocalDate, recurrence: ChargeRecurrence): LocalDate {
  const every = Math.max(recurrence.feeInterval ?? 1, 1);
  switch (recurrence.feeFrequency) {
    case FeeFrequency.DAYS:
      return date.plusDays(every);
    case FeeFrequency.WEEKS:
      return date.plusWeeks(every);
    case FeeFrequency.YEARS:
      return date.plusYears(every);
    case FeeFrequency.MONTHS:
    case null:
    default:
      return date.plusMonths(every);
  }
}

/**
 * The due dates of the penalties an overdue installment earns, by frequency number (1, 2, …): the first falls
 * `waitPeriodDays + 1` days after the installment's due date less `max(1, waitPeriodDays + 1 − postingGraceDays)`
 * days; a recurring charge adds one per period while the period's start is not after `today`. Numbers already
 * charged are left out, so an installment is never charged twice for the same period.
 */
export function overduePenaltyDates(installmentDueDate: LocalDate, recurrence: ChargeRecurrence, settings: OverduePenaltySettings, today: LocalDate, charged: ReadonlySet<number>): Map<number, LocalDate> {
  const shift = Math.max(settings.waitPeriodDays + 1 - settings.postingGraceDays, 1);
  let start = installmentDueDate.plusDays(settings.waitPeriodDays + 1);
  const dates = new Map<number, LocalDate>();
  if (recurrence.feeFrequency === null) {
    dates.set(1, start.minusDays(shift));
  } else {
    for (let frequencyNumber = 1; !start.isAfter(today); frequencyNumber += 1) {
      dates.set(frequencyNumber, start.minusDays(shift));
      start = nextDate(start, recurrence);
    }
  }
  for (const n of charged) {
    dates.delete(n);
  }
  return dates;
}

/** Fineract's ChargeCalculationType ids. */
const ChargeCalculation = { FLAT: 1, PERCENT_OF_AMOUNT: 2, PERCENT_OF_AMOUNT_AND_INTEREST: 3, PERCENT_OF_INTEREST: 4 } as const;

/**
 * What an overdue charge's percentage applies to: the installment's outstanding principal, interest, or both;
 * undefined for a flat charge.
 */
export function overdueChargeBase(calculationType: number, outstanding: { principal: Decimal; interest: Decimal }): Decimal | undefined {
  switch (calculationType) {
    case ChargeCalculation.PERCENT_OF_AMOUNT:
      return outstanding.principal;
    case ChargeCalculation.PERCENT_OF_AMOUNT_AND_INTEREST:
      return outstanding.principal.plus(outstanding.interest);
    case ChargeCalculation.PERCENT_OF_INTEREST:
      return outstanding.interest;
    default:
      return undefined;
  }
}

/** An installment's outstanding principal and interest (Fineract's OverdueLoanScheduleData figures). */
export function installmentOutstanding(i: { principal: Decimal; principalCompleted: Decimal; principalWrittenOff: Decimal; interest: Decimal; interestCompleted: Decimal; interestWaived: Decimal; interestWrittenOff: Decimal }): { principal: Decimal; interest: Decimal } {
  return {
    principal: i.principal.minus(i.principalCompleted).minus(i.principalWrittenOff),
    interest: i.interest.minus(i.interestWaived).minus(i.interestWrittenOff).minus(i.interestCompleted),
  };
}
