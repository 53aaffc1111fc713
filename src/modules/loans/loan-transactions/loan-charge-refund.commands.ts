import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { DataValidator } from '../../../shared/validation/index.ts';
import { ChargeTime, LoanTransactionType } from '../engine/index.ts';
import { LoanStatus } from '../loan-accounts/domain/loan-status.ts';
import { paymentDetailOf } from '../loan-disbursement/loan-disbursement.commands.ts';
import { readPaymentDetails } from '../loan-disbursement/loan-disbursement.request.ts';
import { loanChargeNotFound } from '../loan-charges/loan-charges.errors.ts';
import { checkTransactionDate, loadLoan, requireFreeExternalId, transactionResult } from './loan-transactions.commands.ts';
import { applyLoanChange } from './loan-transactions.replay.ts';
import { insertTransactionNote } from './loan-transactions.repository.ts';
import { PAYMENT_DETAILS, type PaymentDetails } from './loan-transactions.request.ts';
import { findRefundableCharge, insertRefundElement, type RefundableCharge } from './loan-charge-refund.repository.ts';
import { chargeRefundRefused, installmentArgs } from './loan-charge-refund.errors.ts';

/** The members of a charge refund (Fineract's validateLoanChargeRefundTransaction). */
const CHARGE_REFUND_PARAMETERS = [
  'loanChargeId', 'dueDate', 'locale', 'dateFormat', 'installmentNumber', 'transactionAmount', 'externalId', 'note', 'paymentTypeId', ...PAYMENT_DETAILS,
] as const;

interface ChargeRefundRequest {
  readonly loanChargeId: number;
  readonly installmentNumber: number | undefined;
  readonly dueDate: LocalDate | undefined;
  readonly amount: Decimal | undefined;
  readonly paymentTypeId: number | undefined;
  readonly paymentDetails: PaymentDetails;
  readonly externalId: string | undefined;
  readonly note: string | undefined;
}

/** Reads and checks a charge refund (resource `loan.charge.refund.transaction`); all member errors in one 400. */
function readChargeRefundRequest(ctx: CommandContext): ChargeRefundRequest {
  ctx.json.checkSupported(CHARGE_REFUND_PARAMETERS);
  const v = new DataValidator('loan.charge.refund.transaction');
  const loanChargeId = ctx.json.long('loanChargeId', v);
  if (!v.hasErrorFor('loanChargeId')) {
    v.parameter('loanChargeId', loanChargeId).notBlank().positive();
  }
  const installmentNumber = ctx.json.long('installmentNumber', v);
  v.parameter('installmentNumber', installmentNumber).positive();
  const amount = ctx.json.decimal('transactionAmount', v);
  v.parameter('transactionAmount', amount?.toString()).positive();
  const dueDate = ctx.json.localDate('dueDate', v);
  const paymentTypeId = ctx.json.long('paymentTypeId', v);
  v.parameter('paymentTypeId', paymentTypeId).positive();
  const note = ctx.json.trimmedString('note');
  v.parameter('note', note).notExceedingLengthOf(1000);
  const externalId = ctx.json.trimmedString('externalId');
  v.parameter('externalId', externalId).notExceedingLengthOf(100);
  const paymentDetails = readPaymentDetails(ctx, v);
  v.throwIfErrors();
  return { loanChargeId: loanChargeId as number, installmentNumber, dueDate, amount, paymentTypeId, paymentDetails, externalId, note };
}

/** Fineract's loanChargeRefundEntranceValidation: the installment an installment fee's refund names (undefined for other charges). */
function refundedInstallment(charge: RefundableCharge, req: ChargeRefundRequest): number | undefined {
  const args = installmentArgs(req.installmentNumber, req.dueDate?.toString());
  if (req.dueDate !== undefined && req.installmentNumber !== undefined) {
    throw chargeRefundRefused('error.msg.loan.charge.refund.dueDate.and.installmentNumber.provided.use.only.one', args);
  }
  if (charge.chargeTime !== ChargeTime.INSTALMENT_FEE) {
    if (req.dueDate !== undefined || req.installmentNumber !== undefined) {
      throw chargeRefundRefused('error.msg.loan.charge.refund.dueDate.or.installmentNumber.provided.but.this.is.not.an.installment.charge', args);
    }
    return undefined;
  }
  if (req.dueDate === undefined && req.installmentNumber === undefined) {
    throw chargeRefundRefused('error.msg.loan.charge.refund.neither.dueDate.nor.installmentNumber.provided.for.this.installment.charge', args);
  }
  const found = charge.installments.find((i) => (req.dueDate === undefined ? i.installmentNumber === req.installmentNumber : i.dueDate === req.dueDate.toString()));
  if (found === undefined) {
    throw chargeRefundRefused('error.msg.loan.charge.refund.installment.not.found', args);
  }
  return found.installmentNumber;
}

/** Fineract's loanChargeValidateRefundAmount: what was paid on the charge (or its installment) less what was refunded. */
function refundableAmount(charge: RefundableCharge, installmentNumber: number | undefined, requested: Decimal | undefined): Decimal {
  const paid = installmentNumber === undefined ? charge.paid : (charge.installments.find((i) => i.installmentNumber === installmentNumber)?.paid ?? new Decimal(0));
  const refunded = installmentNumber === undefined ? [...charge.refunded.values()].reduce((s, a) => s.plus(a), new Decimal(0)) : (charge.refunded.get(installmentNumber) ?? new Decimal(0));
  if (refunded.greaterThan(paid)) {
    throw chargeRefundRefused('error.msg.loan.charge.more.refunded.than.paid.unexpected.system.error', [`Paid: ${paid.toString()}  Refunded: ${refunded.toString()}`]);
  }
  const refundable = paid.minus(refunded);
  if (requested !== undefined && requested.greaterThan(refundable)) {
    throw chargeRefundRefused('error.msg.loan.charge.transaction.amount.is.more.than.is.refundable', [`transactionAmount: ${requested.toString()}  Refundable: ${refundable.toString()}`]);
  }
  return requested ?? refundable;
}

const REFUNDABLE_STATUSES: ReadonlySet<number> = new Set([LoanStatus.ACTIVE, LoanStatus.CLOSED_OBLIGATIONS_MET, LoanStatus.OVERPAID]);

/**
 * ?command=chargeRefund (Fineract's loanChargeRefund): money paid on a fee or penalty is given back, on the business
 * date, as a repayment-like transaction (type 24) that the loan's strategy allocates like a repayment; it carries a
 * paid-by row of minus its amount on the refunded charge, and posts the repayment's lines plus its total debited to
 * the fee (penalty) income and credited to the fund source.
 */
async function chargeRefund(ctx: CommandContext): Promise<CommandResult> {
  const req = readChargeRefundRequest(ctx);
  const loan = await loadLoan(ctx);
  const charge = await findRefundableCharge(ctx.db, loan.row.id, req.loanChargeId);
  if (charge === undefined) {
    throw loanChargeNotFound(req.loanChargeId, loan.row.id);
  }
  if (!REFUNDABLE_STATUSES.has(loan.row.loan_status_id)) {
    throw chargeRefundRefused('error.msg.loan.charge.refund.invalid.status', [loan.row.loan_status_id]);
  }
  const installmentNumber = refundedInstallment(charge, req);
  const amount = refundableAmount(charge, installmentNumber, req.amount);
  if (!amount.greaterThan(0)) {
    const v = new DataValidator('loan.transaction');
    v.parameter('transactionAmount', amount.toString()).positive();
    v.throwIfErrors();
  }
  const date = await ctx.clock.businessDate();
  await checkTransactionDate(ctx, loan, date);
  await requireFreeExternalId(ctx, req.externalId);
  const paymentDetailId = await paymentDetailOf(ctx, req);
  const applied = await applyLoanChange(ctx, loan, {
    added: {
      type: LoanTransactionType.CHARGE_REFUND, date, amount, paymentDetailId, paymentTypeId: req.paymentTypeId ?? null, externalId: req.externalId ?? null,
      chargeRefundChargeType: charge.penalty ? 'P' : 'F',
    },
  });
  const id = applied.addedId ?? 0;
  await insertRefundElement(ctx.db, { transactionId: id, loanChargeId: charge.id, amount, installmentNumber: installmentNumber ?? null });
  await insertTransactionNote(ctx.db, loan.row.id, id, req.note, ctx.user.id);
  const json = ctx.json.json;
  const changes = {
    transactionAmount: amount.toString(), locale: json.locale, dateFormat: json.dateFormat ?? 'dd MMMM yyyy', ...(req.paymentTypeId === undefined ? {} : { paymentTypeId: req.paymentTypeId }),
    ...(req.note === undefined ? {} : { note: req.note }), ...(req.externalId === undefined ? {} : { externalId: req.externalId }),
  };
  return transactionResult(ctx, loan, id, changes, req.externalId);
}

export const loanChargeRefundCommandHandlers = [commandHandler('LOAN', 'CHARGEREFUND', chargeRefund)];
