import { parseLocalDate } from '../../../../shared/time/index.ts';

/** A day in the year without a year (Java's MonthDay): a savings charge's annual or monthly due day. */
export interface MonthDay {
  readonly month: number;
  readonly day: number;
}

/** A leap year, so that 29 February is a valid day of the year. */
const LEAP_YEAR = '2000';

/**
 * Parses a month and day with a Java pattern such as `dd MMMM` and the request locale's month names, strictly
 * (31 April is refused). Undefined when the text does not match.
 */
export function parseMonthDay(text: string, javaPattern: string, localeTag: string): MonthDay | undefined {
  const date = parseLocalDate(`${text.trim()} ${LEAP_YEAR}`, `${javaPattern} yyyy`, localeTag);
  return date === undefined ? undefined : { month: date.monthValue(), day: date.dayOfMonth() };
}
