import type { DateTimeFormatter} from '@js-joda/core';
import { DateTimeFormatterBuilder, LocalDate, ResolverStyle } from '@js-joda/core';
import { Locale } from '@js-joda/locale_en';

/** A LocalDate on the wire: `[yyyy, m, d]`. */
export type WireLocalDate = readonly [number, number, number];

export function toWireLocalDate(date: LocalDate): WireLocalDate {
  return [date.year(), date.monthValue(), date.dayOfMonth()];
}

/**
 * Java's `y` (year-of-era) needs an era under strict resolution; Fineract's patterns mean the proleptic
 * year, which js-joda calls `u`. Letters inside quotes are literal text and stay as they are.
 */
function toStrictPattern(javaPattern: string): string {
  let inQuote = false;
  let out = '';
  for (const ch of javaPattern) {
    if (ch === "'") {
      inQuote = !inQuote;
    }
    out += !inQuote && ch === 'y' ? 'u' : ch;
  }
  return out;
}

const formatters = new Map<string, DateTimeFormatter>();

/** Month and day names come from English data; numeric patterns work for every locale. */
function formatterFor(pattern: string): DateTimeFormatter {
  let formatter = formatters.get(pattern);
  if (formatter === undefined) {
    formatter = new DateTimeFormatterBuilder()
      .parseCaseInsensitive()
      .appendPattern(toStrictPattern(pattern))
      .optionalStart()
      .appendPattern(' HH:mm:ss')
      .optionalEnd()
      .toFormatter(ResolverStyle.STRICT)
      .withLocale(Locale.ENGLISH);
    formatters.set(pattern, formatter);
  }
  return formatter;
}

/** Parses a date with a Java-style pattern (e.g. `dd MMMM yyyy`). Undefined when the text or pattern is invalid. */
export function parseLocalDate(text: string, javaPattern: string): LocalDate | undefined {
  try {
    return LocalDate.parse(text.trim(), formatterFor(javaPattern));
  } catch {
    return undefined;
  }
}

export function formatLocalDate(date: LocalDate, javaPattern: string): string {
  return date.format(formatterFor(javaPattern));
}
