import { Decimal } from 'decimal.js';
import type { MoneyContext } from './money-context.ts';

/** Sums and differences are exact (as BigDecimal.add): only products and quotients use the context's precision. */
const ExactDecimal = Decimal.clone({ precision: 100 });

/** What rounding needs to know of a currency. */
export interface CurrencyRules {
  readonly code: string;
  readonly digitsAfterDecimal: number;
  /** Amounts are rounded to a multiple of this (0 or null: no multiple rule). */
  readonly inMultiplesOf: number | null;
}

/**
 * An immutable amount in one currency, always rounded to the currency's digits (and multiple) with the
 * rounding mode of the MoneyContext it was made with. Arithmetic between different currencies is a bug.
 */
export class Money {
  readonly currency: CurrencyRules;
  readonly amount: Decimal;

  private constructor(currency: CurrencyRules, amount: Decimal) {
    this.currency = currency;
    this.amount = amount;
  }

  static of(currency: CurrencyRules, value: Decimal.Value, ctx: MoneyContext): Money {
    return new Money(currency, roundToCurrency(new ctx.Decimal(value), currency, ctx));
  }

  static zero(currency: CurrencyRules): Money {
    return new Money(currency, new Decimal(0));
  }

  plus(other: Money | Decimal.Value, ctx: MoneyContext): Money {
    return Money.of(this.currency, new ExactDecimal(this.amount).plus(this.valueOf(other)), ctx);
  }

  minus(other: Money | Decimal.Value, ctx: MoneyContext): Money {
    return Money.of(this.currency, new ExactDecimal(this.amount).minus(this.valueOf(other)), ctx);
  }

  multipliedBy(factor: Decimal.Value, ctx: MoneyContext): Money {
    return Money.of(this.currency, new ctx.Decimal(this.amount).times(factor), ctx);
  }

  dividedBy(divisor: Decimal.Value, ctx: MoneyContext): Money {
    return Money.of(this.currency, new ctx.Decimal(this.amount).dividedBy(divisor), ctx);
  }

  isZero(): boolean {
    return this.amount.isZero();
  }

  isGreaterThan(other: Money): boolean {
    return this.amount.greaterThan(this.valueOf(other));
  }

  isLessThan(other: Money): boolean {
    return this.amount.lessThan(this.valueOf(other));
  }

  isEqualTo(other: Money): boolean {
    return this.amount.equals(this.valueOf(other));
  }

  /** Exact decimal text with the currency's digits, e.g. "10.50". */
  toFixed(): string {
    return this.amount.toFixed(this.currency.digitsAfterDecimal);
  }

  private valueOf(other: Money | Decimal.Value): Decimal.Value {
    if (other instanceof Money) {
      if (other.currency.code !== this.currency.code) {
        throw new Error(`currency mismatch: ${this.currency.code} and ${other.currency.code}`);
      }
      return other.amount;
    }
    return other;
  }
}

/** Rounds to the currency's digits, then (when set) to its multiple, with the context's rounding mode. */
export function roundToCurrency(value: Decimal, currency: CurrencyRules, ctx: MoneyContext): Decimal {
  const digits = new ctx.Decimal(value).toDecimalPlaces(currency.digitsAfterDecimal, ctx.roundingMode);
  const multiple = currency.inMultiplesOf;
  if (multiple === null || multiple <= 0) {
    return digits;
  }
  return digits.dividedBy(multiple).toDecimalPlaces(0, ctx.roundingMode).times(multiple);
}
