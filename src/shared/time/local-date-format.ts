import { DateTimeFormatter, DateTimeFormatterBuilder, LocalDate, LocalDateTime, ResolverStyle } from '@js-joda/core';

/** A LocalDate on the wire: `[yyyy, m, d]`. */
export type WireLocalDate = readonly [number, number, number];

export function toWireLocalDate(date: LocalDate): WireLocalDate {
  return [date.year(), date.monthValue(), date.dayOfMonth()];
}

/** Applies `change` to the pattern outside quoted literal text. */
function outsideQuotes(javaPattern: string, change: (unquoted: string) => string): string {
  return javaPattern
    .split(/('[^']*')/)
    .map((part) => (part.startsWith("'") ? part : change(part)))
    .join('');
}

/**
 * Java's `y` (year-of-era) needs an era under strict resolution; Fineract's patterns mean the proleptic
 * year, which js-joda calls `u`.
 */
function toStrictPattern(javaPattern: string): string {
  return outsideQuotes(javaPattern, (part) => part.replaceAll('y', 'u'));
}

const formatters = new Map<string, DateTimeFormatter>();

function numericFormatter(pattern: string): DateTimeFormatter {
  let formatter = formatters.get(pattern);
  if (formatter === undefined) {
    formatter = new DateTimeFormatterBuilder()
      .parseCaseInsensitive()
      .appendPattern(toStrictPattern(pattern))
      .optionalStart()
      .appendPattern(' HH:mm:ss')
      .optionalEnd()
      .toFormatter(ResolverStyle.STRICT);
    formatters.set(pattern, formatter);
  }
  return formatter;
}

type MonthStyle = 'long' | 'short';
const monthNameCache = new Map<string, readonly string[]>();

/** The 12 month names of a locale as written inside a date ("5 janvier 2024"), from the platform's ICU data. */
function monthNames(localeTag: string, style: MonthStyle): readonly string[] {
  const key = `${localeTag}/${style}`;
  let names = monthNameCache.get(key);
  if (names === undefined) {
    const format = new Intl.DateTimeFormat(localeTag, { day: 'numeric', month: style, timeZone: 'UTC' });
    names = Array.from({ length: 12 }, (_, i) => format.formatToParts(Date.UTC(2024, i, 15)).find((p) => p.type === 'month')?.value ?? '');
    monthNameCache.set(key, names);
  }
  return names;
}

const MONTH_TEXT = /M{3,}/;

/**
 * Month names (`MMMM`, `MMM`) are read with the request locale's names (English names are always
 * understood too): the name is turned into its number and the pattern into `MM`, then parsed numerically.
 */
function withNumericMonth(text: string, javaPattern: string, localeTag: string): { text: string; pattern: string } | undefined {
  let style: MonthStyle | undefined;
  const pattern = outsideQuotes(javaPattern, (part) => {
    const match = MONTH_TEXT.exec(part);
    if (match !== null) {
      style = match[0].length >= 4 ? 'long' : 'short';
      return part.replace(MONTH_TEXT, 'MM');
    }
    return part;
  });
  if (style === undefined) {
    return { text, pattern };
  }
  const candidates = [...new Set([localeTag, 'en'])].flatMap((tag) =>
    [...monthNames(tag, 'long'), ...monthNames(tag, 'short')].map((name, i) => ({ name: name.toLocaleLowerCase(tag), month: (i % 12) + 1 })),
  );
  candidates.sort((a, b) => b.name.length - a.name.length);
  const lower = text.toLocaleLowerCase(localeTag);
  for (const { name, month } of candidates) {
    const at = name === '' ? -1 : lower.indexOf(name);
    if (at >= 0) {
      return { text: `${text.slice(0, at)}${String(month).padStart(2, '0')}${text.slice(at + name.length)}`, pattern };
    }
  }
  return undefined;
}

/**
 * Parses a date with a Java-style pattern (e.g. `dd MMMM yyyy`) and locale (month names), strictly:
 * 31 February is refused. Undefined when the text or the pattern is invalid.
 */
export function parseLocalDate(text: string, javaPattern: string, localeTag = 'en'): LocalDate | undefined {
  try {
    const numeric = withNumericMonth(text.trim(), javaPattern, localeTag);
    return numeric === undefined ? undefined : LocalDate.parse(numeric.text, numericFormatter(numeric.pattern));
  } catch {
    return undefined;
  }
}

const dateTimeFormatters = new Map<string, DateTimeFormatter>();

/**
 * Parses a date and time with a Java-style pattern (`yyyy-MM-dd HH:mm:ss`, `dd MMMM yyyy HH:mm`), strictly.
 * Undefined when the text or the pattern is invalid.
 */
export function parseLocalDateTime(text: string, javaPattern: string, localeTag = 'en'): LocalDateTime | undefined {
  try {
    const numeric = withNumericMonth(text.trim(), javaPattern, localeTag);
    if (numeric === undefined) {
      return undefined;
    }
    let formatter = dateTimeFormatters.get(numeric.pattern);
    if (formatter === undefined) {
      formatter = new DateTimeFormatterBuilder().parseCaseInsensitive().appendPattern(toStrictPattern(numeric.pattern)).toFormatter(ResolverStyle.STRICT);
      dateTimeFormatters.set(numeric.pattern, formatter);
    }
    return LocalDateTime.parse(numeric.text, formatter);
  } catch {
    return undefined;
  }
}

/** Formats a date with a numeric Java-style pattern (`yyyy-MM-dd`, `dd/MM/yyyy`). */
export function formatLocalDate(date: LocalDate, javaPattern: string): string {
  return date.format(DateTimeFormatter.ofPattern(toStrictPattern(javaPattern)));
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A stored `yyyy-mm-dd` date without the general parser's field maps (reads of many rows on every request);
 * other texts go through LocalDate.parse.
 */
export function parseIsoDate(text: string): LocalDate {
  return ISO_DATE.test(text) ? LocalDate.of(Number(text.slice(0, 4)), Number(text.slice(5, 7)), Number(text.slice(8, 10))) : LocalDate.parse(text);
}
