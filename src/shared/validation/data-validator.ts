import { Decimal } from 'decimal.js';
import { parameterError, ValidationError, type ApiParameterError } from '../errors/api-errors.ts';

/**
 * Collects every failed rule of one request, so a 400 lists them all at once. Codes follow Fineract's
 * scheme `validation.msg.<resource>.<parameter>.<rule>`.
 *
 *   const v = new DataValidator('configuration');
 *   v.parameter('name', body.name).notBlank().notExceedingLengthOf(100);
 *   v.throwIfErrors();
 */
export class DataValidator {
  readonly resource: string;
  private readonly collected: ApiParameterError[] = [];

  constructor(resource: string) {
    this.resource = resource;
  }

  parameter(name: string, value: unknown): ParameterRules {
    return new ParameterRules(this, name, value);
  }

  /** Records an error with a full code (used by parsers and custom rules). */
  add(error: ApiParameterError): void {
    this.collected.push(error);
  }

  /** `validation.msg.<resource>.<parameter>.<rule>` with the standard message. */
  fail(parameterName: string, rule: string, message: string, args: readonly unknown[] = [], value?: string): void {
    this.add(parameterError(`validation.msg.${this.resource}.${parameterName}.${rule}`, message, parameterName, args, value));
  }

  /** A custom failure: code `validation.msg.<resource>.<parameter>.<code>`, "Failed data validation due to: <code>." */
  failWithCode(parameterName: string, code: string, args: readonly unknown[] = []): void {
    this.fail(parameterName, code, `Failed data validation due to: ${code}.`, args);
  }

  hasErrors(): boolean {
    return this.collected.length > 0;
  }

  hasErrorFor(parameterName: string): boolean {
    return this.collected.some((e) => e.parameterName === parameterName);
  }

  get errors(): readonly ApiParameterError[] {
    return this.collected;
  }

  throwIfErrors(): void {
    if (this.collected.length > 0) {
      throw new ValidationError(this.collected);
    }
  }
}

function decimalOrUndefined(value: unknown): Decimal | undefined {
  if (value instanceof Decimal) {
    return value;
  }
  if (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) {
    try {
      return new Decimal(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The rules for one parameter. A rule after a failed one on the same parameter is skipped. */
export class ParameterRules {
  private readonly validator: DataValidator;
  private readonly name: string;
  private readonly value: unknown;
  private failed = false;

  constructor(validator: DataValidator, name: string, value: unknown) {
    this.validator = validator;
    this.name = name;
    this.value = value;
  }

  private check(ok: boolean, rule: string, message: string, args: readonly unknown[] = []): this {
    if (!this.failed && !ok) {
      this.failed = true;
      this.validator.fail(this.name, rule, message, args);
    }
    return this;
  }

  private get present(): boolean {
    return !isBlank(this.value);
  }

  notBlank(): this {
    return this.check(this.present, 'cannot.be.blank', `The parameter \`${this.name}\` is mandatory.`, [null]);
  }

  notExceedingLengthOf(max: number): this {
    const ok = typeof this.value !== 'string' || this.value.length <= max;
    return this.check(ok, 'exceeds.max.length', `The parameter \`${this.name}\` exceeds max length of ${max}.`, [max, this.value]);
  }

  inMinMaxRange(min: number, max: number): this {
    const ok = typeof this.value !== 'number' || (this.value >= min && this.value <= max);
    return this.check(ok, 'is.not.within.expected.range', `The parameter \`${this.name}\` must be between ${min} and ${max}.`, [
      this.value,
      min,
      max,
    ]);
  }

  isOneOf(values: readonly unknown[]): this {
    const ok = !this.present || values.includes(this.value);
    const list = values.join(', ');
    return this.check(ok, 'is.not.one.of.expected.enumerations', `The parameter \`${this.name}\` must be one of [ ${list} ] .`, [
      this.value,
      values,
    ]);
  }

  /** Greater than zero; applies to numbers and decimal strings. */
  positive(): this {
    const ok = !this.present || decimalOrUndefined(this.value)?.greaterThan(0) === true;
    return this.check(ok, 'not.greater.than.zero', `The parameter \`${this.name}\` must be greater than 0.`, [this.value, 0]);
  }

  zeroOrPositive(): this {
    const ok = !this.present || decimalOrUndefined(this.value)?.greaterThanOrEqualTo(0) === true;
    return this.check(ok, 'not.zero.or.greater', `The parameter \`${this.name}\` must be greater than or equal to 0.`, [this.value, 0]);
  }

  arrayNotEmpty(): this {
    const ok = Array.isArray(this.value) && this.value.length > 0;
    return this.check(ok, 'cannot.be.empty', `The parameter \`${this.name}\` cannot be empty. You must select at least one.`);
  }

  matches(pattern: RegExp, description: string): this {
    const ok = typeof this.value !== 'string' || pattern.test(this.value);
    return this.check(ok, 'does.not.match.regexp', `The parameter \`${this.name}\` must match ${description}.`, [this.value]);
  }
}
