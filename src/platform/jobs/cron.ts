import { CronExpressionParser } from 'cron-parser';

/**
 * Quartz cron expressions, as Fineract stores them: `sec min hour day-of-month month day-of-week [year]`,
 * `?` for "no specific value", day-of-week 1–7 = SUN–SAT. They are read by translating to the six-field
 * dialect of cron-parser (day-of-week 0–6 = SUN–SAT). A year field is accepted only as `*`.
 */
export class CronExpressionError extends Error {}

/** Quartz day-of-week numbers (1 = SUN) to cron-parser's (0 = SUN); step sizes after `/` and `#` stay. */
function translateDayOfWeek(field: string): string {
  return field.replace(/(^|[,-])([1-7])(?![0-9])/g, (_match, before: string, day: string) => `${before}${Number(day) - 1}`);
}

function toCronParserExpression(expression: string): string {
  const fields = expression.trim().split(/\s+/);
  if (fields.length < 6 || fields.length > 7) {
    throw new CronExpressionError(`a cron expression has 6 or 7 fields, not ${fields.length}`);
  }
  const [second, minute, hour, dayOfMonth, month, dayOfWeek, year] = fields;
  if (year !== undefined && year !== '*') {
    throw new CronExpressionError('only `*` is supported in the year field');
  }
  if (second === undefined || minute === undefined || hour === undefined || dayOfMonth === undefined || month === undefined || dayOfWeek === undefined) {
    throw new CronExpressionError('missing field');
  }
  return [second, minute, hour, dayOfMonth, month, translateDayOfWeek(dayOfWeek)].join(' ');
}

/**
 * The five-field, minute-resolution form of a Quartz cron expression (`min hour day-of-month month
 * day-of-week`, day-of-week 0 = SUN), for schedulers that fire at most once a minute: the seconds field
 * is dropped, so a job due several times within one minute runs once in it. Throws CronExpressionError.
 */
export function minuteCronOf(expression: string): string {
  return toCronParserExpression(expression).split(' ').slice(1).join(' ');
}

/** The first fire time strictly after `after`, in the given IANA time zone. Throws CronExpressionError. */
export function nextFireTime(expression: string, after: Date, timezoneId: string): Date {
  const translated = toCronParserExpression(expression);
  try {
    return CronExpressionParser.parse(translated, { currentDate: after, tz: timezoneId }).next().toDate();
  } catch (error) {
    throw new CronExpressionError(error instanceof Error ? error.message : String(error));
  }
}

/** Whether a Quartz cron expression can be scheduled. */
export function isValidCronExpression(expression: string): boolean {
  try {
    nextFireTime(expression, new Date(0), 'UTC');
    return true;
  } catch (error) {
    if (error instanceof CronExpressionError) {
      return false;
    }
    throw error;
  }
}
