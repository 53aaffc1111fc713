import { Decimal } from 'decimal.js';
import { parameterError } from '../../../../shared/errors/api-errors.ts';
import type { DataValidator, JsonCommand } from '../../../../shared/validation/index.ts';

/**
 * Readers of the members of breach and near-breach requests. Each records its failures on the validator
 * (Fineract's rules: `cannot.be.blank` when missing, then the member's own rule) and returns the value
 * only when it passed.
 */

/** The longest name a rule may have (the column's length). */
const MAX_NAME_LENGTH = 100;

/** A mandatory text of at most `MAX_NAME_LENGTH` characters, trimmed. */
export function readName(json: JsonCommand, v: DataValidator, name: string): string | undefined {
  const text = json.trimmedString(name);
  const before = v.errors.length;
  v.parameter(name, text).notBlank().notExceedingLengthOf(MAX_NAME_LENGTH);
  return v.errors.length === before ? text : undefined;
}

/** A mandatory whole number greater than zero. */
export function readPositiveInteger(json: JsonCommand, v: DataValidator, name: string): number | undefined {
  const value = json.long(name, v);
  if (v.hasErrorFor(name)) {
    return undefined;
  }
  const before = v.errors.length;
  v.parameter(name, value).notBlank().positive();
  return v.errors.length === before ? value : undefined;
}

/** A mandatory constant of `allowed`, named case-insensitively; stored by its upper-case name. */
export function readConstant<T extends string>(json: JsonCommand, v: DataValidator, name: string, allowed: readonly T[], parse: (text: string) => T | undefined): T | undefined {
  const text = json.trimmedString(name);
  if (text === undefined) {
    v.parameter(name, text).notBlank();
    return undefined;
  }
  const constant = parse(text);
  if (constant === undefined) {
    v.fail(name, 'is.not.one.of.expected.enumerations', `The parameter \`${name}\` must be one of [ ${allowed.join(', ')} ] .`, [text, allowed]);
  }
  return constant;
}

/**
 * A decimal as the typed endpoints take it: a JSON number, or a string in plain notation (`"72.15"`; no
 * `locale` member exists on these requests). Undefined when absent or not a number (recorded).
 */
function readDecimal(json: JsonCommand, v: DataValidator, name: string): Decimal | undefined {
  const value = json.json[name];
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return undefined;
  }
  if (typeof value === 'number' && Number.isFinite(value)) {
    return new Decimal(String(value));
  }
  if (typeof value === 'string' && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(value.trim())) {
    return new Decimal(value.trim());
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  v.add(parameterError('validation.msg.invalid.decimal.format', `The parameter \`${name}\` has value: ${text} which is invalid decimal value.`, name, [value], text));
  return undefined;
}

/** A mandatory decimal, zero or more. */
export function readAmount(json: JsonCommand, v: DataValidator, name: string): Decimal | undefined {
  const value = readDecimal(json, v, name);
  if (v.hasErrorFor(name)) {
    return undefined;
  }
  const before = v.errors.length;
  v.parameter(name, value).notBlank().zeroOrPositive();
  return v.errors.length === before ? value : undefined;
}

/** A mandatory percentage: a decimal from 0 to 100. */
export function readPercentage(json: JsonCommand, v: DataValidator, name: string): Decimal | undefined {
  const value = readDecimal(json, v, name);
  if (v.hasErrorFor(name)) {
    return undefined;
  }
  if (value === undefined) {
    v.parameter(name, value).notBlank();
    return undefined;
  }
  if (value.lessThan(0) || value.greaterThan(100)) {
    v.fail(name, 'is.not.within.expected.range', `The parameter \`${name}\` must be between 0 and 100.`, [value.toString(), 0, 100]);
    return undefined;
  }
  return value;
}
