import { ChronoUnit, type LocalDate } from '@js-joda/core';
import { enumOption, type EnumOption } from '../../../../shared/enum-option.ts';

/** Fineract's ReportRunFrequency ids. */
export const DAILY = 1;
export const WEEKLY = 2;
export const MONTHLY = 3;
export const YEARLY = 4;
export const CUSTOM = 5;

export type ReportRunFrequencyId = typeof DAILY | typeof WEEKLY | typeof MONTHLY | typeof YEARLY | typeof CUSTOM;

/** The options of `reportRunFrequencies`: Fineract's ids and codes, with readable labels as `value`. */
export const REPORT_RUN_FREQUENCIES: readonly EnumOption[] = [
  enumOption(DAILY, 'reportRunFrequency.daily', 'Daily'),
  enumOption(WEEKLY, 'reportRunFrequency.weekly', 'Weekly'),
  enumOption(MONTHLY, 'reportRunFrequency.monthly', 'Monthly'),
  enumOption(YEARLY, 'reportRunFrequency.yearly', 'Yearly'),
  enumOption(CUSTOM, 'reportRunFrequency.custom', 'Custom'),
];

export function isReportRunFrequencyId(id: number): id is ReportRunFrequencyId {
  return REPORT_RUN_FREQUENCIES.some((option) => option.id === id);
}

/** When a saved query runs: its frequency (null: on every job run), `reportRunEvery` days for Custom, and its last run. */
export interface RunSchedule {
  readonly frequency: ReportRunFrequencyId | null;
  readonly runEveryDays: number | null;
  /** The business date of the last successful run; null when it never ran. */
  readonly lastRunDate: LocalDate | null;
}

/**
 * Whether the job runs a query on `today` (the tenant's business date). Whole units between the last run and
 * today, as java.time counts them: 31 January → 28 February is 0 months, → 1 March is 1 month. A Custom query
 * without `reportRunEvery` (only possible when written outside the API) counts as every day.
 */
export function isDue(schedule: RunSchedule, today: LocalDate): boolean {
  const last = schedule.lastRunDate;
  if (schedule.frequency === null || last === null) {
    return true;
  }
  switch (schedule.frequency) {
    case DAILY:
      return ChronoUnit.DAYS.between(last, today) >= 1;
    case WEEKLY:
      return ChronoUnit.DAYS.between(last, today) >= 7;
    case MONTHLY:
      return ChronoUnit.MONTHS.between(last, today) >= 1;
    case YEARLY:
      return ChronoUnit.YEARS.between(last, today) >= 1;
    case CUSTOM:
      return ChronoUnit.DAYS.between(last, today) >= Math.max(schedule.runEveryDays ?? 1, 1);
  }
}
