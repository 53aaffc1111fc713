import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import type { CommandContext } from '../../../platform/commands/index.ts';
import { DataValidator } from '../../../shared/validation/index.ts';
import { readPaymentDetails } from '../loan-disbursement/loan-disbursement.request.ts';

export const PAYMENT_DETAILS = ['accountNumber', 'checkNumber', 'routingCode', 'receiptNumber', 'bankNumber'] as const;
export type PaymentDetails = Readonly<Partial<Record<(typeof PAYMENT_DETAILS)[number], string>>>;

/** The members of a payment-like transaction (Fineract's LoanTransactionValidator.validatePaymentTransaction). */
const PAYMENT_PARAMETERS = ['transactionDate', 'transactionAmount', 'externalId', 'note', 'locale', 'dateFormat', 'paymentTypeId', ...PAYMENT_DETAILS, 'loanId'] as const;

/** The members of an adjustment or undo (Fineract's validateTransaction): a payment's and the reversal's external id. */
const ADJUST_PARAMETERS = [...PAYMENT_PARAMETERS, 'reversalExternalId'] as const;

/** The members of a credit balance refund (Fineract's validateNewRefundTransaction): a payment's, without `loanId`. */
const REFUND_PARAMETERS = PAYMENT_PARAMETERS.filter((name) => name !== 'loanId');

/** The members of a write-off (Fineract's validateTransactionWithNoAmount). */
const WRITE_OFF_PARAMETERS = ['transactionDate', 'note', 'locale', 'dateFormat', 'writeoffReasonId', 'externalId'] as const;

export interface TransactionRequest {
  readonly date: LocalDate;
  readonly amount: Decimal;
  readonly paymentTypeId: number | undefined;
  readonly paymentDetails: PaymentDetails;
  readonly externalId: string | undefined;
  readonly note: string | undefined;
  /** An adjustment or undo: the external id the reversed transaction keeps (at most 100). */
  readonly reversalExternalId?: string | undefined;
}

function readDate(ctx: CommandContext, v: DataValidator): LocalDate | undefined {
  const date = ctx.json.localDate('transactionDate', v);
  if (!v.hasErrorFor('transactionDate')) {
    v.parameter('transactionDate', date?.toString()).notBlank();
  }
  return date;
}

function readCommon(ctx: CommandContext, v: DataValidator): { note: string | undefined; externalId: string | undefined } {
  const note = ctx.json.trimmedString('note');
  v.parameter('note', note).notExceedingLengthOf(1000);
  const externalId = ctx.json.trimmedString('externalId');
  v.parameter('externalId', externalId).notExceedingLengthOf(100);
  return { note, externalId };
}

function parametersOf(options: { refund?: boolean; adjustment?: boolean }): readonly string[] {
  if (options.adjustment === true) {
    return ADJUST_PARAMETERS;
  }
  return options.refund === true ? REFUND_PARAMETERS : PAYMENT_PARAMETERS;
}

/** An adjustment's `reversalExternalId`, checked; undefined for other requests (they refuse the member). */
function readReversalExternalId(ctx: CommandContext, v: DataValidator, adjustment: boolean | undefined): { reversalExternalId?: string } {
  if (adjustment !== true) {
    return {};
  }
  const reversalExternalId = ctx.json.trimmedString('reversalExternalId');
  v.parameter('reversalExternalId', reversalExternalId).notExceedingLengthOf(100);
  return reversalExternalId === undefined ? {} : { reversalExternalId };
}

/**
 * Reads and checks a payment-like transaction (resource `loan.transaction`); all member errors in one 400.
 * An adjustment allows a zero amount (an undo) and a `reversalExternalId`.
 */
export function readPaymentRequest(ctx: CommandContext, options: { allowZero?: boolean; refund?: boolean; adjustment?: boolean } = {}): TransactionRequest {
  ctx.json.checkSupported(parametersOf(options));
  const v = new DataValidator('loan.transaction');
  const date = readDate(ctx, v);
  const amount = ctx.json.decimal('transactionAmount', v);
  if (!v.hasErrorFor('transactionAmount')) {
    const checked = v.parameter('transactionAmount', amount?.toString()).notBlank();
    if (options.allowZero === true || options.adjustment === true) {
      checked.zeroOrPositive();
    } else {
      checked.positive();
    }
  }
  const { note, externalId } = readCommon(ctx, v);
  const paymentTypeId = ctx.json.long('paymentTypeId', v);
  v.parameter('paymentTypeId', paymentTypeId).positive();
  const paymentDetails = readPaymentDetails(ctx, v);
  const reversal = readReversalExternalId(ctx, v, options.adjustment);
  v.throwIfErrors();
  return { date: date as LocalDate, amount: amount as Decimal, paymentTypeId, paymentDetails, externalId, note, ...reversal };
}

export interface WriteOffRequest {
  readonly date: LocalDate;
  readonly externalId: string | undefined;
  readonly note: string | undefined;
}

/** Reads and checks a write-off. */
export function readWriteOffRequest(ctx: CommandContext): WriteOffRequest {
  ctx.json.checkSupported(WRITE_OFF_PARAMETERS);
  const v = new DataValidator('loan.transaction');
  const date = readDate(ctx, v);
  const { note, externalId } = readCommon(ctx, v);
  ctx.json.long('writeoffReasonId', v);
  v.throwIfErrors();
  return { date: date as LocalDate, externalId, note };
}

/** The members of a foreclosure (Fineract's validateLoanForeclosure, resource `loan`). */
const FORECLOSURE_PARAMETERS = ['transactionDate', 'note', 'locale', 'dateFormat', 'externalId'] as const;

/** Reads and checks a foreclosure. */
export function readForeclosureRequest(ctx: CommandContext): WriteOffRequest {
  ctx.json.checkSupported(FORECLOSURE_PARAMETERS);
  const v = new DataValidator('loan');
  const date = readDate(ctx, v);
  const { note, externalId } = readCommon(ctx, v);
  v.throwIfErrors();
  return { date: date as LocalDate, externalId, note };
}

/** The members of a charge-off (Fineract's validateChargeOffTransaction). */
const CHARGE_OFF_PARAMETERS = ['transactionDate', 'note', 'locale', 'dateFormat', 'chargeOffReasonId', 'externalId'] as const;

export interface ChargeOffRequest extends WriteOffRequest {
  readonly chargeOffReasonId: number | undefined;
}

/** Reads and checks a charge-off (resource `loan.transaction`). */
export function readChargeOffRequest(ctx: CommandContext): ChargeOffRequest {
  ctx.json.checkSupported(CHARGE_OFF_PARAMETERS);
  const v = new DataValidator('loan.transaction');
  const date = readDate(ctx, v);
  const { note, externalId } = readCommon(ctx, v);
  const chargeOffReasonId = ctx.json.long('chargeOffReasonId', v);
  v.parameter('chargeOffReasonId', chargeOffReasonId).positive();
  v.throwIfErrors();
  return { date: date as LocalDate, externalId, note, chargeOffReasonId };
}

/** Reads the undo of a charge-off: at most a `reversalExternalId` (Fineract's validateUndoChargeOff). */
export function readUndoChargeOffRequest(ctx: CommandContext): { reversalExternalId: string | undefined } {
  ctx.json.checkSupported(['reversalExternalId']);
  const v = new DataValidator('loan.transaction');
  const reversalExternalId = ctx.json.trimmedString('reversalExternalId');
  v.parameter('reversalExternalId', reversalExternalId).notExceedingLengthOf(100);
  v.throwIfErrors();
  return { reversalExternalId };
}

/** The members of a chargeback (Fineract's validateChargebackTransaction): no date, the business date is used. */
const CHARGEBACK_PARAMETERS = ['transactionAmount', 'locale', 'externalId', 'note', 'paymentTypeId'] as const;

export interface ChargebackRequest {
  readonly amount: Decimal;
  readonly paymentTypeId: number | undefined;
  readonly paymentDetails: PaymentDetails;
  readonly externalId: string | undefined;
  readonly note: string | undefined;
}

/** Reads and checks a chargeback (resource `loan.transaction`). */
export function readChargebackRequest(ctx: CommandContext): ChargebackRequest {
  ctx.json.checkSupported(CHARGEBACK_PARAMETERS);
  const v = new DataValidator('loan.transaction');
  const amount = ctx.json.decimal('transactionAmount', v);
  if (!v.hasErrorFor('transactionAmount')) {
    v.parameter('transactionAmount', amount?.toString()).notBlank().positive();
  }
  const { note, externalId } = readCommon(ctx, v);
  const paymentTypeId = ctx.json.long('paymentTypeId', v);
  v.parameter('paymentTypeId', paymentTypeId).positive();
  v.throwIfErrors();
  return { amount: amount as Decimal, paymentTypeId, paymentDetails: {}, externalId, note };
}
