/**
 * The values of a datatable entry, read against the table's columns (Fineract's SearchUtil rules): a
 * member names a column exactly, with `_` for spaces, or in camelCase; values are parsed by column type
 * with the body's `dateFormat`, `dateTimeFormat` and `locale`; every problem is reported at once.
 */
import type { Decimal } from 'decimal.js';
import { parameterError, ValidationError, type ApiParameterError } from '../../../../shared/errors/api-errors.ts';
import { parseLocalDate, parseLocalDateTime, type LocalDate, type LocalDateTime } from '../../../../shared/time/index.ts';
import { parseLocale, parseLocalizedDecimal, type RequestLocale } from '../../../../shared/validation/index.ts';

/** What the entry rules need of a column (a subset of its header). */
export interface EntryColumn {
  readonly columnName: string;
  readonly columnDisplayType: string;
  readonly columnLength: number;
  readonly isColumnNullable: boolean;
  readonly isColumnPrimaryKey: boolean;
  readonly columnValues: readonly { readonly id: number }[];
}

export type EntryValue = string | number | boolean | Decimal | LocalDate | LocalDateTime | null;

const TECHNICAL_PARAMETERS = ['dateFormat', 'dateTimeFormat', 'locale'];
const DEFAULT_DATE_FORMAT = 'yyyy-MM-dd';
const DEFAULT_DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';
const TRUE_WORDS = ['true', 'yes', 'y', 'on', 't', '1'];
const FALSE_WORDS = ['false', 'no', 'n', 'off', 'f', '0'];

function camelToSnake(text: string): string {
  return text
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase();
}

/** The column a body member names, if any. */
export function columnNamed<C extends EntryColumn>(columns: readonly C[], member: string): C | undefined {
  const candidates = [member, member.replaceAll(' ', '_'), camelToSnake(member.replaceAll(' ', ''))];
  for (const candidate of candidates) {
    const found = columns.find((column) => column.columnName === candidate);
    if (found !== undefined) {
      return found;
    }
  }
  return undefined;
}

interface Formats {
  readonly dateFormat: string;
  readonly dateTimeFormat: string;
  readonly locale: RequestLocale;
}

function formatsOf(body: Readonly<Record<string, unknown>>, errors: ApiParameterError[]): Formats {
  const text = (name: string): string | undefined => (typeof body[name] === 'string' && body[name].trim() !== '' ? body[name].trim() : undefined);
  const localeText = text('locale');
  const locale = localeText === undefined ? undefined : parseLocale(localeText);
  if (localeText !== undefined && locale === undefined) {
    errors.push(parameterError('validation.msg.invalid.locale.format', `The parameter \`locale\` has an invalid language value ${localeText} .`, 'locale', [localeText]));
  }
  const dateFormat = text('dateFormat') ?? DEFAULT_DATE_FORMAT;
  return { dateFormat, dateTimeFormat: text('dateTimeFormat') ?? (text('dateFormat') === undefined ? DEFAULT_DATE_TIME_FORMAT : dateFormat), locale: locale ?? { language: 'en', country: undefined, tag: 'en' } };
}

function invalid(code: string, column: string, message: string, value: string): ApiParameterError {
  return parameterError(code, message, column, [value], value);
}

function parseNumber(column: EntryColumn, text: string, formats: Formats): EntryValue | ApiParameterError {
  const number = parseLocalizedDecimal(text, formats.locale);
  if (column.columnDisplayType === 'DECIMAL') {
    return number ?? invalid('validation.msg.invalid.decimal.format', column.columnName, `The parameter \`${column.columnName}\` has value: ${text} which is invalid decimal value for provided locale of [${formats.locale.tag}].`, text);
  }
  if (number === undefined || !number.isInteger() || number.abs().greaterThan(2147483647)) {
    return invalid('validation.msg.invalid.integer.format', column.columnName, `The parameter \`${column.columnName}\` has value: ${text} which is invalid integer value for provided locale of [${formats.locale.tag}].`, text);
  }
  const value = number.toNumber();
  if (column.columnDisplayType === 'CODELOOKUP' && !column.columnValues.some((allowed) => allowed.id === value)) {
    return invalid('error.msg.invalid.columnValue', column.columnName, 'Value not found in Allowed Value list', text);
  }
  return value;
}

function parseValue(column: EntryColumn, text: string, formats: Formats): EntryValue | ApiParameterError {
  switch (column.columnDisplayType) {
    case 'INTEGER':
    case 'DECIMAL':
    case 'CODELOOKUP':
      return parseNumber(column, text, formats);
    case 'BOOLEAN': {
      const word = text.toLowerCase();
      if (TRUE_WORDS.includes(word) || FALSE_WORDS.includes(word)) {
        return TRUE_WORDS.includes(word);
      }
      return invalid('validation.msg.invalid.boolean.format', column.columnName, `The parameter ${column.columnName} has value: ${text} which is invalid boolean value.`, text);
    }
    case 'DATE':
      return parseLocalDate(text, formats.dateFormat, formats.locale.tag) ?? invalid('validation.msg.invalid.dateFormat.format', column.columnName, `The parameter \`${column.columnName}\` is invalid based on the dateFormat: \`${formats.dateFormat}\` and locale: \`${formats.locale.tag}\` provided:`, text);
    case 'DATETIME':
      return parseLocalDateTime(text, formats.dateTimeFormat, formats.locale.tag) ?? invalid('validation.msg.invalid.dateFormat.format', column.columnName, `The parameter \`${column.columnName}\` is invalid based on the dateTimeFormat: \`${formats.dateTimeFormat}\` and locale: \`${formats.locale.tag}\` provided:`, text);
    case 'STRING':
      return column.columnLength > 0 && text.length > column.columnLength
        ? invalid('validation.msg.datatable.entry.column.exceeds.maxlength', column.columnName, `The column \`${column.columnName}\` exceeds its defined max-length `, text)
        : text;
    default:
      return text;
  }
}

/** A JSON member as the text Fineract reads it (numbers and booleans in their JSON spelling). */
function textOf(value: unknown): string | null | undefined {
  if (value === null) {
    return null;
  }
  if (typeof value === 'string') {
    return value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  return undefined;
}

function readMember(column: EntryColumn, raw: unknown, formats: Formats, errors: ApiParameterError[]): EntryValue {
  const text = textOf(raw);
  if (text === undefined) {
    errors.push(invalid('validation.msg.invalid.value', column.columnName, `The parameter \`${column.columnName}\` must be a single value.`, JSON.stringify(raw)));
    return null;
  }
  const trimmed = text === null ? null : column.columnDisplayType === 'STRING' || column.columnDisplayType === 'TEXT' ? text : text.trim();
  if (trimmed === null || trimmed === '') {
    if (!column.isColumnNullable) {
      errors.push(parameterError('error.msg.column.mandatory', `The column \`${column.columnName}\` is mandatory.`, column.columnName, [column.columnName]));
    }
    return null;
  }
  const value = parseValue(column, trimmed, formats);
  if (typeof value === 'object' && value !== null && 'parameterName' in value) {
    errors.push(value);
    return null;
  }
  return value;
}

/**
 * The column values a body sets, by stored column name. `settable` are the columns entries may set (not the
 * key, row id or audit times); `creating` also requires every mandatory settable column.
 */
export function readEntryValues(body: Readonly<Record<string, unknown>>, settable: readonly EntryColumn[], creating: boolean): Map<string, EntryValue> {
  const errors: ApiParameterError[] = [];
  const formats = formatsOf(body, errors);
  const values = new Map<string, EntryValue>();
  for (const [member, raw] of Object.entries(body)) {
    if (TECHNICAL_PARAMETERS.includes(member)) {
      continue;
    }
    const column = columnNamed(settable, member);
    if (column === undefined) {
      errors.push(parameterError('error.msg.invalid.column', 'Column not exist in database', 'column', [member], member));
      continue;
    }
    values.set(column.columnName, readMember(column, raw, formats, errors));
  }
  if (creating) {
    for (const column of settable.filter((c) => !c.isColumnNullable && !values.has(c.columnName))) {
      errors.push(parameterError('error.msg.column.mandatory', `The column \`${column.columnName}\` is mandatory.`, column.columnName, [column.columnName]));
    }
  }
  if (errors.length > 0) {
    throw new ValidationError(errors);
  }
  return values;
}
