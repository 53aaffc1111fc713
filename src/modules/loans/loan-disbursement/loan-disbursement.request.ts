import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import type { CommandContext } from '../../../platform/commands/index.ts';
import { DataValidator } from '../../../shared/validation/index.ts';

const PAYMENT_DETAILS = ['accountNumber', 'checkNumber', 'routingCode', 'receiptNumber', 'bankNumber'] as const;

/** The members of ?command=disburse (Fineract's LoanTransactionValidator.validateDisbursement). */
export const DISBURSE_PARAMETERS = [
  'actualDisbursementDate', 'externalId', 'note', 'locale', 'dateFormat', 'paymentTypeId', ...PAYMENT_DETAILS, 'adjustRepaymentDate',
  'transactionAmount', 'fixedEmiAmount', 'postDatedChecks', 'netDisbursalAmount',
] as const;

/** The members of ?command=disburseToSavings: no payment type or details (the money goes to the linked savings account). */
export const DISBURSE_TO_SAVINGS_PARAMETERS = ['actualDisbursementDate', 'externalId', 'note', 'locale', 'dateFormat', 'transactionAmount', 'fixedEmiAmount', 'netDisbursalAmount'] as const;

export interface DisburseRequest {
  readonly date: LocalDate | undefined;
  readonly amount: Decimal | undefined;
  readonly netDisbursalAmount: Decimal | undefined;
  readonly fixedEmiAmount: Decimal | undefined;
  /** The date the next due date is moved to (multi-disbursement loans; Fineract's adjustRepaymentDate). */
  readonly adjustRepaymentDate: LocalDate | undefined;
  readonly paymentTypeId: number | undefined;
  readonly paymentDetails: Readonly<Partial<Record<(typeof PAYMENT_DETAILS)[number], string>>>;
  readonly externalId: string | undefined;
  readonly note: string | undefined;
  /** Errors so far; the state check adds to them before they are thrown (Fineract collects both in one 400). */
  readonly v: DataValidator;
}

/** The payment details of a request (each up to 50 characters, Fineract's validatePaymentDetails). */
export function readPaymentDetails(ctx: CommandContext, v: DataValidator): Partial<Record<(typeof PAYMENT_DETAILS)[number], string>> {
  const paymentDetails: Partial<Record<(typeof PAYMENT_DETAILS)[number], string>> = {};
  for (const name of PAYMENT_DETAILS) {
    const value = ctx.json.trimmedString(name);
    v.parameter(name, value).notExceedingLengthOf(50);
    if (value !== undefined) {
      paymentDetails[name] = value;
    }
  }
  return paymentDetails;
}

/** Reads and checks the members (resource `loan.disbursement`); the errors are thrown by the caller after the state check. */
export function readDisburseRequest(ctx: CommandContext, accountTransfer = false): DisburseRequest {
  ctx.json.checkSupported(accountTransfer ? DISBURSE_TO_SAVINGS_PARAMETERS : DISBURSE_PARAMETERS);
  const v = new DataValidator('loan.disbursement');
  const date = ctx.json.localDate('actualDisbursementDate', v);
  if (!v.hasErrorFor('actualDisbursementDate')) {
    v.parameter('actualDisbursementDate', date?.toString()).notBlank();
  }
  const note = ctx.json.trimmedString('note');
  v.parameter('note', note).notExceedingLengthOf(1000);
  const amount = ctx.json.decimal('transactionAmount', v);
  v.parameter('transactionAmount', amount?.toString()).positive();
  const netDisbursalAmount = ctx.json.decimal('netDisbursalAmount', v);
  v.parameter('netDisbursalAmount', netDisbursalAmount?.toString()).positive();
  const fixedEmiAmount = ctx.json.decimal('fixedEmiAmount', v);
  v.parameter('fixedEmiAmount', fixedEmiAmount?.toString()).positive();
  if (fixedEmiAmount !== undefined && amount !== undefined && fixedEmiAmount.greaterThan(amount)) {
    v.fail('fixedEmiAmount', 'is.greater.than.max', `The parameter \`fixedEmiAmount\` must be less than or equal to ${amount.toString()}.`, [fixedEmiAmount.toString(), amount.toString()]);
  }
  const adjustRepaymentDate = accountTransfer ? undefined : ctx.json.localDate('adjustRepaymentDate', v);
  const paymentTypeId = ctx.json.long('paymentTypeId', v);
  v.parameter('paymentTypeId', paymentTypeId).positive();
  const paymentDetails = readPaymentDetails(ctx, v);
  const externalId = ctx.json.trimmedString('externalId');
  v.parameter('externalId', externalId).notExceedingLengthOf(100);
  return { date, amount, netDisbursalAmount, fixedEmiAmount, adjustRepaymentDate, paymentTypeId, paymentDetails, externalId, note, v };
}
