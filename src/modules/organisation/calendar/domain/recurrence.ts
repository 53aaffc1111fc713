import { DayOfWeek } from '@js-joda/core';

/**
 * The working-days rule is an iCalendar RRULE (RFC 5545) such as `FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR`.
 * Only a weekly rule with a plain BYDAY list describes working days; anything else is refused.
 */

/** RRULE day codes → weekdays. */
export const RRULE_DAYS: ReadonlyMap<string, DayOfWeek> = new Map([
  ['MO', DayOfWeek.MONDAY],
  ['TU', DayOfWeek.TUESDAY],
  ['WE', DayOfWeek.WEDNESDAY],
  ['TH', DayOfWeek.THURSDAY],
  ['FR', DayOfWeek.FRIDAY],
  ['SA', DayOfWeek.SATURDAY],
  ['SU', DayOfWeek.SUNDAY],
]);

/** What a recurrence text says about working days. */
export type WeeklyRuleReading =
  | { readonly kind: 'weekly'; readonly weekdays: ReadonlySet<DayOfWeek>; readonly intervalWeeks: number }
  /** Not an RRULE at all (syntax, unknown part, bad value). */
  | { readonly kind: 'unparsable'; readonly reason: string }
  /** A valid RRULE that is not a weekly rule with a plain BYDAY list. */
  | { readonly kind: 'not-weekly'; readonly reason: string };

const RULE_PARTS = new Set(['FREQ', 'UNTIL', 'COUNT', 'INTERVAL', 'BYSECOND', 'BYMINUTE', 'BYHOUR', 'BYDAY', 'BYMONTHDAY', 'BYYEARDAY', 'BYWEEKNO', 'BYMONTH', 'BYSETPOS', 'WKST']);
const FREQUENCIES = new Set(['SECONDLY', 'MINUTELY', 'HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']);
/** Parts a working-days rule may have besides FREQ and BYDAY. */
const WEEKLY_PARTS = new Set(['FREQ', 'INTERVAL', 'BYDAY', 'WKST']);
const DAY_ENTRY = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/;

const unparsable = (reason: string): WeeklyRuleReading => ({ kind: 'unparsable', reason });
const notWeekly = (reason: string): WeeklyRuleReading => ({ kind: 'not-weekly', reason });

/** Splits `NAME=VALUE;…` into upper-cased parts; a string when the text is no RRULE. */
function ruleParts(text: string): Map<string, string> | string {
  const body = text.trim().replace(/^RRULE:/i, '');
  const parts = new Map<string, string>();
  for (const segment of body.split(';').filter((s) => s.trim() !== '')) {
    const [name = '', value = '', ...rest] = segment.split('=').map((s) => s.trim().toUpperCase());
    if (!RULE_PARTS.has(name) || value === '' || rest.length > 0) {
      return `\`${segment}\` is no RRULE part`;
    }
    if (parts.has(name)) {
      return `${name} is given twice`;
    }
    parts.set(name, value);
  }
  return parts;
}

/** Checks the values an RRULE parser would refuse; undefined when all are well formed. */
function malformedValue(parts: ReadonlyMap<string, string>): string | undefined {
  const freq = parts.get('FREQ');
  if (freq === undefined || !FREQUENCIES.has(freq)) {
    return 'FREQ is missing or unknown';
  }
  const interval = parts.get('INTERVAL');
  if (interval !== undefined && !/^[1-9]\d{0,3}$/.test(interval)) {
    return 'INTERVAL must be a positive whole number';
  }
  const wkst = parts.get('WKST');
  if (wkst !== undefined && !RRULE_DAYS.has(wkst)) {
    return 'WKST must be a day code';
  }
  const days = parts.get('BYDAY');
  if (days !== undefined && !days.split(',').every((day) => DAY_ENTRY.test(day.trim()))) {
    return 'BYDAY must list day codes (MO, TU, WE, TH, FR, SA, SU)';
  }
  return undefined;
}

/** Reads a working-days recurrence. */
export function readWeeklyRule(text: string): WeeklyRuleReading {
  const parts = ruleParts(text);
  if (typeof parts === 'string') {
    return unparsable(parts);
  }
  const malformed = malformedValue(parts);
  if (malformed !== undefined) {
    return unparsable(malformed);
  }
  if (parts.get('FREQ') !== 'WEEKLY') {
    return notWeekly('FREQ must be WEEKLY');
  }
  const extra = [...parts.keys()].filter((name) => !WEEKLY_PARTS.has(name));
  if (extra.length > 0) {
    return notWeekly(`${extra.join(', ')} cannot be part of a working-days rule`);
  }
  const days = (parts.get('BYDAY') ?? '').split(',').map((day) => day.trim()).filter((day) => day !== '');
  const weekdays = days.map((day) => RRULE_DAYS.get(day));
  if (weekdays.length === 0 || weekdays.some((day) => day === undefined)) {
    return notWeekly('BYDAY must list the working weekdays without ordinals');
  }
  return {
    kind: 'weekly',
    weekdays: new Set(weekdays.filter((day): day is DayOfWeek => day !== undefined)),
    intervalWeeks: Number(parts.get('INTERVAL') ?? '1'),
  };
}
