import { Decimal } from 'decimal.js';
import { enumOption, type EnumOption } from '../../../../shared/enum-option.ts';
import { roundToCurrency, type CurrencyRules, type MoneyContext } from '../../../../shared/money/index.ts';

/** The charge times a share account knows (Fineract's ChargeTimeType 13–15). */
export const ShareChargeTime = { ACTIVATION: 13, PURCHASE: 14, REDEEM: 15 } as const;
/** The calculations a share charge may use (Fineract's ChargeCalculationType.validValuesForShares). */
export const ShareChargeCalculation = { FLAT: 1, PERCENT_OF_AMOUNT: 2 } as const;

const TIMES: Readonly<Record<number, readonly [string, string]>> = {
  13: ['chargeTimeType.activation', 'Share Account Activate'],
  14: ['chargeTimeType.sharespurchase', 'Share Purchase'],
  15: ['chargeTimeType.sharesredeem', 'Share Redeem'],
};
const CALCULATIONS: Readonly<Record<number, readonly [string, string]>> = {
  1: ['chargeCalculationType.flat', 'Flat'],
  2: ['chargeCalculationType.percent.of.amount', '% Amount'],
};

export function shareChargeTimeOption(id: number): EnumOption {
  const entry = TIMES[id];
  return entry === undefined ? enumOption(0, 'chargeTimeType.invalid', 'Invalid') : enumOption(id, entry[0], entry[1]);
}

export function shareChargeCalculationOption(id: number): EnumOption {
  const entry = CALCULATIONS[id];
  return entry === undefined ? enumOption(0, 'chargeCalculationType.invalid', 'Invalid') : enumOption(id, entry[0], entry[1]);
}

/**
 * A charge of a share account (Fineract's ShareAccountCharge): the amount or percentage given at application,
 * the amount due so far, what is paid and what is outstanding. `amountPaid` stays null until a payment.
 */
export interface ShareCharge {
  readonly chargeId: number;
  readonly chargeTime: number;
  readonly chargeCalculation: number;
  readonly amountOrPercentage: Decimal;
  readonly percentage: Decimal | null;
  readonly amountPercentageAppliedTo: Decimal | null;
  readonly amount: Decimal;
  readonly amountPaid: Decimal | null;
  readonly amountOutstanding: Decimal;
}

const ZERO = new Decimal(0);
const isPercent = (c: ShareCharge): boolean => c.chargeCalculation === ShareChargeCalculation.PERCENT_OF_AMOUNT;

/** Fineract's percentageOf: value × (percentage / 100), both steps at 8 significant digits; 0 for a value not above 0. */
export function percentageOf(value: Decimal, percentage: Decimal, ctx: MoneyContext): Decimal {
  if (!value.greaterThan(0)) {
    return ZERO;
  }
  const Precise = Decimal.clone({ precision: 8, rounding: ctx.roundingMode });
  const multiplicand = new Precise(percentage).dividedBy(100);
  return new Precise(value).times(multiplicand);
}

/** A new account charge before any transaction (Fineract's populateDerivedFields on a zero amount). */
export function newShareCharge(chargeId: number, chargeTime: number, chargeCalculation: number, amountOrPercentage: Decimal): ShareCharge {
  const percent = chargeCalculation === ShareChargeCalculation.PERCENT_OF_AMOUNT;
  return {
    chargeId,
    chargeTime,
    chargeCalculation,
    amountOrPercentage,
    percentage: percent ? amountOrPercentage : null,
    amountPercentageAppliedTo: percent ? ZERO : null,
    amount: ZERO,
    amountPaid: null,
    amountOutstanding: ZERO,
  };
}

const outstanding = (amount: Decimal, paid: Decimal | null): Decimal => amount.minus(paid ?? ZERO);

/**
 * The charge on one transaction's amount, made the charge's due amount (Fineract's deriveChargeAmount): a flat
 * charge is its amount; a percentage is taken of the transaction amount and rounded to the currency.
 */
export function deriveShareCharge(c: ShareCharge, transactionAmount: Decimal, currency: CurrencyRules, ctx: MoneyContext): { charge: ShareCharge; fee: Decimal } {
  if (!isPercent(c)) {
    return { charge: { ...c, amount: c.amountOrPercentage, amountOutstanding: outstanding(c.amountOrPercentage, c.amountPaid) }, fee: c.amountOrPercentage };
  }
  const fee = roundToCurrency(percentageOf(transactionAmount, c.percentage ?? ZERO, ctx), currency, ctx);
  return { charge: { ...c, amountPercentageAppliedTo: transactionAmount, amount: fee, amountPaid: null, amountOutstanding: outstanding(fee, null) }, fee };
}

/**
 * The charge on a further transaction, added to what the charge already asks (Fineract's
 * updateChargeDetailsForAdditionalSharesRequest): flat, one more time its amount; a percentage, of the sum of
 * the amounts it applies to.
 */
export function accumulateShareCharge(c: ShareCharge, transactionAmount: Decimal, currency: CurrencyRules, ctx: MoneyContext): { charge: ShareCharge; fee: Decimal } {
  if (!isPercent(c)) {
    const amount = c.amount.plus(c.amountOrPercentage);
    return { charge: { ...c, amount, amountOutstanding: outstanding(amount, c.amountPaid) }, fee: c.amountOrPercentage };
  }
  const percentage = c.percentage ?? ZERO;
  const fee = roundToCurrency(percentageOf(transactionAmount, percentage, ctx), currency, ctx);
  const appliedTo = (c.amountPercentageAppliedTo ?? ZERO).plus(transactionAmount);
  const amount = roundToCurrency(percentageOf(appliedTo, percentage, ctx), currency, ctx);
  return { charge: { ...c, amountPercentageAppliedTo: appliedTo, amount, amountOutstanding: outstanding(amount, c.amountPaid) }, fee };
}

/** A payment towards the charge (Fineract's updatePaidAmountBy, which also clears what is outstanding). */
export function payShareCharge(c: ShareCharge, paid: Decimal): ShareCharge {
  return { ...c, amountPaid: (c.amountPaid ?? ZERO).plus(paid), amountOutstanding: ZERO };
}

/** The charge paid in full (Fineract's markAsFullyPaid, on activation). */
export function markShareChargePaid(c: ShareCharge): ShareCharge {
  return { ...c, amountPaid: c.amount, amountOutstanding: ZERO };
}

/** The purchase charge back to what a pending purchase of `transactionAmount` asks (Fineract's undo approval). */
export function resetShareCharge(c: ShareCharge, transactionAmount: Decimal, currency: CurrencyRules, ctx: MoneyContext): ShareCharge {
  const fresh = newShareCharge(c.chargeId, c.chargeTime, c.chargeCalculation, c.amountOrPercentage);
  const reset = isPercent(fresh) ? { ...fresh, amountPercentageAppliedTo: transactionAmount } : fresh;
  return deriveShareCharge(reset, transactionAmount, currency, ctx).charge;
}
