import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { InvalidJsonError, invalidCharacters, jsonNestingTooDeep, parameterError, unsupportedParameters } from '../errors/api-errors.ts';
import { parseLocalDate } from '../time/local-date-format.ts';
import type { DataValidator } from './data-validator.ts';
import { parseLocale, type RequestLocale } from './locale.ts';
import { parseLocalizedDecimal } from './number-format.ts';

export type JsonObject = Readonly<Record<string, unknown>>;

/** How deeply a request body may nest objects and arrays (Fineract's bodies nest three or four levels). */
export const MAX_JSON_DEPTH = 32;

/** True when the text holds NUL or an unpaired UTF-16 surrogate: no database text column can store either. */
export function hasInvalidCharacters(text: string): boolean {
  return text.includes('\u0000') || !text.isWellFormed();
}

/** Member names that would reach an object's prototype when copied by assignment (prototype poisoning). */
function isPoisoningMember(name: string, member: unknown): boolean {
  return name === '__proto__' || (name === 'constructor' && typeof member === 'object' && member !== null && Object.hasOwn(member, 'prototype'));
}

interface PendingValue {
  readonly value: unknown;
  readonly path: string;
  readonly depth: number;
}

/**
 * Checks a parsed request body without recursion (any depth is safe to inspect): refuses nesting deeper
 * than `maxDepth` (400 `validation.msg.body.nesting.too.deep`), NUL or unpaired surrogates in any member
 * name or string (400 naming the member's path), and `__proto__` / `constructor.prototype` members
 * (400 `error.msg.parameter.unsupported`). Every later walk of the body (audit JSON, digests) is then
 * bounded by the depth limit.
 */
export function checkJsonInput(body: unknown, maxDepth: number = MAX_JSON_DEPTH): void {
  const pending: PendingValue[] = [{ value: body, path: '', depth: 0 }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const { value, path, depth } = item;
    if (typeof value === 'string') {
      if (hasInvalidCharacters(value)) {
        throw invalidCharacters(path === '' ? 'body' : path);
      }
      continue;
    }
    if (typeof value !== 'object' || value === null) {
      continue;
    }
    if (depth >= maxDepth) {
      throw jsonNestingTooDeep(maxDepth);
    }
    if (Array.isArray(value)) {
      value.forEach((element: unknown, index) => pending.push({ value: element, path: `${path}[${index}]`, depth: depth + 1 }));
      continue;
    }
    for (const [name, member] of Object.entries(value)) {
      const memberPath = path === '' ? name : `${path}.${name}`;
      if (hasInvalidCharacters(name)) {
        throw invalidCharacters(memberPath);
      }
      if (isPoisoningMember(name, member)) {
        throw unsupportedParameters([memberPath]);
      }
      pending.push({ value: member, path: memberPath, depth: depth + 1 });
    }
  }
}

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isBlankString(value: unknown): boolean {
  return typeof value === 'string' && value.trim() === '';
}

/**
 * A command's JSON body with Fineract's reading rules: dates need `dateFormat` + `locale`, decimals sent as
 * strings need `locale`, ids and booleans may be strings, a blank string counts as absent. Every reading
 * error is recorded in the given DataValidator so that one 400 lists all of them.
 */
export class JsonCommand {
  readonly json: JsonObject;

  constructor(json: JsonObject) {
    this.json = json;
  }

  /** A JSON object body, or a 400 "invalid or missing JSON"; its content is checked by `checkJsonInput`. */
  static from(body: unknown): JsonCommand {
    if (!isJsonObject(body)) {
      throw new InvalidJsonError();
    }
    checkJsonInput(body);
    return new JsonCommand(body);
  }

  /** Refuses members outside `supported` (400 `error.msg.parameter.unsupported`, all of them at once). */
  checkSupported(supported: readonly string[]): void {
    const unknown = Object.keys(this.json).filter((name) => !supported.includes(name));
    if (unknown.length > 0) {
      throw unsupportedParameters(unknown);
    }
  }

  /** Present and not null (a blank string still counts as present). */
  has(name: string): boolean {
    return this.json[name] !== undefined && this.json[name] !== null;
  }

  string(name: string): string | undefined {
    const value = this.json[name];
    if (value === undefined || value === null) {
      return undefined;
    }
    return typeof value === 'string' ? value : JSON.stringify(value);
  }

  /** The trimmed string, or undefined when absent or blank. */
  trimmedString(name: string): string | undefined {
    const value = this.string(name)?.trim();
    return value === '' ? undefined : value;
  }

  /** The body's `locale`; records `validation.msg.invalid.locale.format` when it is not a locale. */
  locale(v: DataValidator): RequestLocale | undefined {
    const text = this.string('locale');
    if (text === undefined) {
      return undefined;
    }
    const locale = parseLocale(text);
    if (locale === undefined) {
      v.add(parameterError('validation.msg.invalid.locale.format', `The parameter \`locale\` has an invalid language value ${text} .`, 'locale', [text]));
    }
    return locale;
  }

  /** A whole number (id, count): JSON integer or numeric string; blank = absent. */
  long(name: string, v: DataValidator): number | undefined {
    const value = this.json[name];
    if (value === undefined || value === null || isBlankString(value)) {
      return undefined;
    }
    const text = typeof value === 'string' ? value.trim() : value;
    if ((typeof text === 'number' && Number.isSafeInteger(text)) || (typeof text === 'string' && /^[+-]?\d{1,15}$/.test(text))) {
      return Number(text);
    }
    v.add(parameterError('validation.msg.invalid.integer.format', `The parameter \`${name}\` has value: ${JSON.stringify(value)} which is invalid integer value.`, name, [value], JSON.stringify(value)));
    return undefined;
  }

  /** JSON boolean or "true"/"false". */
  boolean(name: string, v: DataValidator): boolean | undefined {
    const value = this.json[name];
    if (value === undefined || value === null || isBlankString(value)) {
      return undefined;
    }
    if (typeof value === 'boolean') {
      return value;
    }
    if (typeof value === 'string' && ['true', 'false'].includes(value.trim().toLowerCase())) {
      return value.trim().toLowerCase() === 'true';
    }
    v.fail(name, 'must.be.true.or.false', `The parameter \`${name}\` must be set as true or false.`, [value]);
    return undefined;
  }

  /** A decimal: JSON number as is; a string is read with the body's `locale`, which it then requires. */
  decimal(name: string, v: DataValidator): Decimal | undefined {
    const value = this.json[name];
    if (value === undefined || value === null || isBlankString(value)) {
      return undefined;
    }
    if (typeof value === 'number' && Number.isFinite(value)) {
      return new Decimal(String(value));
    }
    if (typeof value !== 'string') {
      v.add(parameterError('validation.msg.invalid.decimal.format', `The parameter \`${name}\` has value: ${JSON.stringify(value)} which is invalid decimal value.`, name, [value], JSON.stringify(value)));
      return undefined;
    }
    const locale = this.requiredLocale(name, v);
    if (locale === undefined) {
      return undefined;
    }
    const parsed = parseLocalizedDecimal(value, locale);
    if (parsed === undefined) {
      v.add(parameterError('validation.msg.invalid.decimal.format', `The parameter \`${name}\` has value: ${value} which is invalid decimal value for provided locale of [${locale.tag}].`, name, [value, locale.tag], value));
    }
    return parsed;
  }

  /** A date string read with the body's `dateFormat` and `locale`, both required with it. */
  localDate(name: string, v: DataValidator): LocalDate | undefined {
    const value = this.json[name];
    if (value === undefined || value === null || isBlankString(value)) {
      return undefined;
    }
    const dateFormat = this.trimmedString('dateFormat');
    if (dateFormat === undefined) {
      v.add(parameterError('validation.msg.missing.dateFormat.parameter', `The parameter \`${name}\` requires a \`dateFormat\` parameter to be passed with it.`, name));
      return undefined;
    }
    const locale = this.requiredLocale(name, v);
    if (locale === undefined) {
      return undefined;
    }
    const parsed = typeof value === 'string' ? parseLocalDate(value, dateFormat, locale.tag) : undefined;
    if (parsed === undefined) {
      v.add(parameterError('validation.msg.invalid.dateFormat.format', `The parameter \`${name}\` is invalid based on the dateFormat: \`${dateFormat}\` and locale: \`${locale.tag}\` provided:`, name, [value, dateFormat, locale.tag], typeof value === 'string' ? value : JSON.stringify(value)));
    }
    return parsed;
  }

  private requiredLocale(name: string, v: DataValidator): RequestLocale | undefined {
    if (this.trimmedString('locale') === undefined) {
      v.add(parameterError('validation.msg.missing.locale.parameter', `The parameter \`${name}\` requires a \`locale\` parameter to be passed with it.`, name));
      return undefined;
    }
    return this.locale(v);
  }
}
