import { Decimal } from 'decimal.js';
import type { CurrencyRules, MoneyContext } from '../../../shared/money/index.ts';

/** Exact sums and products (BigDecimal add/multiply without a MathContext). */
export const Exact = Decimal.clone({ precision: 200 });

/**
 * Amount rounding as Fineract's Money constructor: a positive amount of a currency with 0 digits and a
 * multiple is first taken to the nearest multiple (through doubles, a tie goes up), then every amount is set
 * to the currency's digits with the tenant rounding mode.
 */
export function money(value: Decimal.Value, currency: CurrencyRules, ctx: MoneyContext): Decimal {
  let amount = new Exact(value);
  const multiple = currency.inMultiplesOf ?? 0;
  if (currency.digitsAfterDecimal === 0 && multiple > 0 && amount.toNumber() > 0) {
    amount = new Exact(nearestMultipleAsDouble(amount.toNumber(), multiple));
  }
  return amount.toDecimalPlaces(currency.digitsAfterDecimal, ctx.roundingMode);
}

function nearestMultipleAsDouble(value: number, multiple: number): number {
  const ceil = Math.ceil(value / multiple) * multiple;
  const floor = Math.floor(value / multiple) * multiple;
  return ceil - value > value - floor ? floor : ceil;
}

/** Money.dividedBy: the quotient at the currency's scale, one rounding. */
export function divideAtScale(amount: Decimal, divisor: Decimal.Value, currency: CurrencyRules, ctx: MoneyContext): Decimal {
  if (new Exact(divisor).equals(1)) {
    return amount;
  }
  const quotient = new Exact(amount).dividedBy(divisor).toDecimalPlaces(currency.digitsAfterDecimal, ctx.roundingMode);
  return money(quotient, currency, ctx);
}

/** Money.multiplyRetainScale: exact product set to the currency's scale. */
export function multiplyRetainScale(amount: Decimal, factor: Decimal.Value, currency: CurrencyRules, ctx: MoneyContext): Decimal {
  return money(new Exact(amount).times(factor).toDecimalPlaces(currency.digitsAfterDecimal, ctx.roundingMode), currency, ctx);
}

/** Money.roundToMultiplesOf (used for installmentAmountInMultiplesOf): divide to scale 0 with the mode, multiply back. */
export function roundToMultiple(value: Decimal.Value, multiple: number, ctx: MoneyContext): Decimal {
  const amount = new Exact(value);
  return multiple > 0 ? amount.dividedBy(multiple).toDecimalPlaces(0, ctx.roundingMode).times(multiple) : amount;
}

/**
 * Fineract's PMT (FinanicalFunctions.pmt) in IEEE doubles, with Math.pow, as the Java code does.
 * JavaScript numbers are the same doubles; Java's Math.pow and V8's agree except possibly in the last ulp,
 * which the 2-decimal rounding afterwards absorbs except on exact ties.
 */
export function pmtDouble(rate: number, periods: number, principal: number): number {
  if (rate === 0) {
    return (-1 * principal) / periods;
  }
  const r1 = rate + 1;
  return ((principal * Math.pow(r1, periods)) * rate) / (1 - Math.pow(r1, periods));
}

/**
 * BigDecimal.valueOf(double): the decimal of Double.toString. JavaScript's String(number) is the shortest
 * round-trip text; Java 17's Double.toString is sometimes one digit longer, which only shows past the 16th
 * significant digit and never at 2 decimals for amounts of a loan's size.
 */
export function decimalOfDouble(value: number): Decimal {
  return new Exact(String(value));
}
