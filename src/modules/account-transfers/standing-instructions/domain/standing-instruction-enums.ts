import type { LocalDate } from '@js-joda/core';
import { ChronoUnit } from '@js-joda/core';

export interface EnumView {
  readonly id: number;
  readonly code: string;
  readonly value: string;
}

type Table = Readonly<Record<number, readonly [code: string, value: string]>>;

function viewOf(table: Table, id: number | null | undefined): EnumView | undefined {
  const entry = id === null || id === undefined ? undefined : table[id];
  return entry === undefined || id === null || id === undefined ? undefined : { id, code: entry[0], value: entry[1] };
}

function optionsOf(table: Table): EnumView[] {
  return Object.keys(table).map((id) => viewOf(table, Number(id))).filter((v): v is EnumView => v !== undefined);
}

/** Fineract's StandingInstructionStatus. */
export const StandingInstructionStatus = { ACTIVE: 1, DISABLED: 2, DELETED: 3 } as const;
const STATUS: Table = { 1: ['standingInstructionStatus.active', 'Active'], 2: ['standingInstructionStatus.disabled', 'Disabled'], 3: ['standingInstructionStatus.deleted', 'Deleted'] };

/** Fineract's StandingInstructionType. */
export const StandingInstructionType = { FIXED: 1, DUES: 2 } as const;
const INSTRUCTION_TYPE: Table = { 1: ['standingInstructionType.fixed', 'Fixed'], 2: ['standingInstructionType.dues', 'Dues'] };

/** Fineract's StandingInstructionPriority. */
const PRIORITY: Table = {
  1: ['standingInstructionPriority.urgent', 'Urgent Priority'], 2: ['standingInstructionPriority.high', 'High Priority'],
  3: ['standingInstructionPriority.medium', 'Medium Priority'], 4: ['standingInstructionPriority.low', 'Low Priority'],
};

/** Fineract's AccountTransferRecurrenceType. */
export const RecurrenceType = { PERIODIC: 1, AS_PER_DUES: 2 } as const;
const RECURRENCE_TYPE: Table = { 1: ['accountTransferRecurrenceType.periodic', 'Periodic Recurrence'], 2: ['accountTransferRecurrenceType.as.per.dues', 'As Per Dues Recurrence'] };

/** Fineract's PeriodFrequencyType as standing instructions use it (0 days … 3 years). */
export const RecurrenceFrequency = { DAYS: 0, WEEKS: 1, MONTHS: 2, YEARS: 3 } as const;
const FREQUENCY: Table = { 0: ['periodFrequencyType.days', 'Days'], 1: ['periodFrequencyType.weeks', 'Weeks'], 2: ['periodFrequencyType.months', 'Months'], 3: ['periodFrequencyType.years', 'Years'] };

/** Fineract's AccountTransferType as a standing instruction shows it. */
const TRANSFER_TYPE: Table = { 1: ['accountTransferType.account.transfer', 'Account Transfer'], 2: ['accountTransferType.loan.repayment', 'Loan Repayment'], 3: ['accountTransferType.charge.payment', 'Charge Payment'] };

export const statusView = (id: number | null) => viewOf(STATUS, id);
export const instructionTypeView = (id: number | null) => viewOf(INSTRUCTION_TYPE, id);
export const priorityView = (id: number | null) => viewOf(PRIORITY, id);
export const recurrenceTypeView = (id: number | null) => viewOf(RECURRENCE_TYPE, id);
export const recurrenceFrequencyView = (id: number | null) => viewOf(FREQUENCY, id);
export const transferTypeView = (id: number | null) => viewOf(TRANSFER_TYPE, id);

/** The option lists of the standing instruction template. */
export function standingInstructionEnumOptions() {
  return {
    transferTypeOptions: optionsOf(TRANSFER_TYPE), statusOptions: optionsOf(STATUS).filter((s) => s.id !== StandingInstructionStatus.DELETED),
    instructionTypeOptions: optionsOf(INSTRUCTION_TYPE), priorityOptions: optionsOf(PRIORITY), recurrenceTypeOptions: optionsOf(RECURRENCE_TYPE),
    recurrenceFrequencyOptions: optionsOf(FREQUENCY),
  };
}

/** What decides whether a periodic instruction runs on a date. */
export interface Recurrence {
  readonly validFrom: LocalDate;
  readonly frequency: number;
  readonly interval: number;
  readonly onDay: number | null;
  readonly onMonth: number | null;
}

/**
 * Whether a periodic instruction falls due on `date` (Fineract's execute-standing-instructions job): the
 * schedule starts on validFrom, moved to the chosen day of the month (monthly) or day of the year (yearly)
 * when given, one period later when that is before validFrom; then every `interval` periods from the start.
 */
export function isDueOn(r: Recurrence, date: LocalDate): boolean {
  let start = r.validFrom;
  if (r.frequency === RecurrenceFrequency.MONTHS && r.onDay !== null) {
    start = start.withDayOfMonth(Math.min(r.onDay, start.lengthOfMonth()));
    start = start.isBefore(r.validFrom) ? start.plusMonths(1) : start;
  } else if (r.frequency === RecurrenceFrequency.YEARS && r.onDay !== null && r.onMonth !== null) {
    start = start.withMonth(r.onMonth).withDayOfMonth(r.onDay);
    start = start.isBefore(r.validFrom) ? start.plusYears(1) : start;
  }
  if (date.isBefore(start) || r.interval <= 0) {
    return false;
  }
  const unit = [ChronoUnit.DAYS, ChronoUnit.WEEKS, ChronoUnit.MONTHS, ChronoUnit.YEARS][r.frequency];
  if (unit === undefined) {
    return false;
  }
  const periods = start.until(date, unit);
  return periods % r.interval === 0 && start.plus(periods, unit).equals(date);
}
