import { Decimal } from 'decimal.js';

/** Rounding modes with Fineract's (java.math.RoundingMode) ids; decimal.js uses the same numbers 0–6. */
export const RoundingMode = {
  UP: 0,
  DOWN: 1,
  CEILING: 2,
  FLOOR: 3,
  HALF_UP: 4,
  HALF_DOWN: 5,
  HALF_EVEN: 6,
} as const;
export type RoundingMode = (typeof RoundingMode)[keyof typeof RoundingMode];

export function isRoundingMode(value: number): value is RoundingMode {
  return Number.isInteger(value) && value >= 0 && value <= 6;
}

/**
 * Precision and rounding for one tenant, passed explicitly to every calculation (never global state).
 * `Decimal` is a decimal.js constructor configured with this context: intermediate results carry
 * `precision` significant digits, like Fineract's MathContext.
 */
export interface MoneyContext {
  readonly precision: number;
  readonly roundingMode: RoundingMode;
  readonly Decimal: typeof Decimal;
}

export const DEFAULT_PRECISION = 12;

export function moneyContext(roundingMode: RoundingMode = RoundingMode.HALF_EVEN, precision = DEFAULT_PRECISION): MoneyContext {
  return { precision, roundingMode, Decimal: Decimal.clone({ precision, rounding: roundingMode }) };
}
