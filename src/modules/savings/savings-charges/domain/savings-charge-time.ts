import type { LocalDate } from '@js-joda/core';

/** The charge time types a savings account charge can have (Fineract's ChargeTimeType ids). */
export const SavingsChargeTime = {
  SPECIFIED_DUE_DATE: 2,
  SAVINGS_ACTIVATION: 3,
  WITHDRAWAL_FEE: 5,
  ANNUAL_FEE: 6,
  MONTHLY_FEE: 7,
  OVERDRAFT_FEE: 10,
  WEEKLY_FEE: 11,
  SAVINGS_NOACTIVITY_FEE: 16,
} as const;

/** Fineract's ChargeTimeType codes (the ones savings refusals name). */
export const CHARGE_TIME_CODES: Readonly<Record<number, readonly [code: string, value: string]>> = {
  2: ['chargeTimeType.specifiedDueDate', 'Specified due date'],
  3: ['chargeTimeType.savingsActivation', 'Savings Activate'],
  4: ['chargeTimeType.savingsClosure', 'Savings Closure'],
  5: ['chargeTimeType.withdrawalFee', 'Withdrawal Fee'],
  6: ['chargeTimeType.annualFee', 'Annual Fee'],
  7: ['chargeTimeType.monthlyFee', 'Monthly Fee'],
  10: ['chargeTimeType.overdraftFee', 'Overdraft Fee'],
  11: ['chargeTimeType.weeklyFee', 'Weekly Fee'],
  16: ['chargeTimeType.savingsNoActivityFee', 'Savings No Activity Fee'],
};

const CALCULATION_CODES: Readonly<Record<number, readonly [code: string, value: string]>> = {
  1: ['chargeCalculationType.flat', 'Flat'],
  2: ['chargeCalculationType.percent.of.amount', '% Amount'],
};

export function chargeTimeView(id: number) {
  const entry = CHARGE_TIME_CODES[id];
  return { id, code: entry?.[0] ?? 'chargeTimeType.invalid', value: entry?.[1] ?? 'Invalid' };
}

export function chargeCalculationView(id: number) {
  const entry = CALCULATION_CODES[id];
  return { id, code: entry?.[0] ?? 'chargeCalculationType.invalid', value: entry?.[1] ?? 'Invalid' };
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** `feeOnMonthDay` as `dd MMMM` or `dd MMM` (English names), or undefined when it is not one. */
export function parseMonthDay(text: string): { month: number; day: number } | undefined {
  const match = /^(\d{1,2}) ([A-Za-z]+)$/.exec(text.trim());
  if (match === null) {
    return undefined;
  }
  const name = (match[2] as string).toLowerCase();
  const month = MONTHS.findIndex((m) => m === name || (name.length === 3 && m.startsWith(name))) + 1;
  const day = Number(match[1]);
  const daysIn = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return month > 0 && day >= 1 && day <= daysIn ? { month, day } : undefined;
}

/** The periodic terms of an annual, monthly or weekly fee. */
export interface FeeTerms {
  readonly timeType: number;
  readonly feeOnMonth: number | null;
  readonly feeOnDay: number | null;
  readonly feeInterval: number | null;
}

function withFeeDay(date: LocalDate, feeOnDay: number | null): LocalDate {
  return date.withDayOfMonth(Math.min(feeOnDay ?? date.dayOfMonth(), date.lengthOfMonth()));
}

/** The due date after `date` (Fineract's SavingsAccountCharge.calculateNextDueDate). */
export function followingDueDate(terms: FeeTerms, date: LocalDate): LocalDate {
  const interval = Math.max(terms.feeInterval ?? 1, 1);
  if (terms.timeType === SavingsChargeTime.ANNUAL_FEE) {
    return withFeeDay(date.withDayOfMonth(1).withMonth(terms.feeOnMonth ?? date.monthValue()).plusYears(1), terms.feeOnDay);
  }
  if (terms.timeType === SavingsChargeTime.MONTHLY_FEE) {
    return withFeeDay(date.withDayOfMonth(1).plusMonths(interval), terms.feeOnDay);
  }
  return date.plusWeeks(interval);
}

/**
 * The first due date on or after `start` (Fineract's getNextDueDateFrom): annual and monthly fees from their
 * month and day in the start's year, weekly fees from their own first due date.
 */
export function firstDueDateFrom(terms: FeeTerms, start: LocalDate, weeklyFirst: LocalDate | null): LocalDate | null {
  let due: LocalDate;
  if (terms.timeType === SavingsChargeTime.ANNUAL_FEE || terms.timeType === SavingsChargeTime.MONTHLY_FEE) {
    due = withFeeDay(start.withDayOfMonth(1).withMonth(terms.feeOnMonth ?? start.monthValue()), terms.feeOnDay);
  } else if (terms.timeType === SavingsChargeTime.WEEKLY_FEE && weeklyFirst !== null) {
    due = weeklyFirst;
  } else {
    return null;
  }
  while (due.isBefore(start)) {
    due = followingDueDate(terms, due);
  }
  return due;
}
