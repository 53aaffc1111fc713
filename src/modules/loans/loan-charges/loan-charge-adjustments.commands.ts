import { Decimal } from 'decimal.js';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { DataValidator } from '../../../shared/validation/index.ts';
import { LoanTransactionType } from '../engine/index.ts';
import { LoanStatus } from '../loan-accounts/domain/loan-status.ts';
import { paymentDetailOf } from '../loan-disbursement/loan-disbursement.commands.ts';
import { readPaymentDetails } from '../loan-disbursement/loan-disbursement.request.ts';
import { insertLoanNote } from '../loan-lifecycle/loan-lifecycle.repository.ts';
import { loadLoan, requireFreeExternalId } from '../loan-transactions/loan-transactions.commands.ts';
import { PAYMENT_DETAILS } from '../loan-transactions/loan-transactions.request.ts';
import { applyLoanChange } from '../loan-transactions/loan-transactions.replay.ts';
import { refreshChargeFigures } from './loan-charges.commands.ts';
import { chargeAdjustmentInvalidAmount, chargeAdjustmentInvalidStatus, loanChargeNotFound } from './loan-charges.errors.ts';
import { chargeAdjustedAmount, findLoanCharge } from './loan-charges.repository.ts';

/** The members of a charge adjustment (Fineract's LoanChargeApiJsonValidator.validateLoanChargeAdjustmentRequest). */
const ADJUSTMENT_PARAMETERS = ['amount', 'externalId', 'locale', 'paymentTypeId', ...PAYMENT_DETAILS, 'note'];
/** The loan statuses a charge can be adjusted in: active, closed as repaid, overpaid. */
const ADJUSTABLE_STATUSES: ReadonlySet<number> = new Set([LoanStatus.ACTIVE, LoanStatus.CLOSED_OBLIGATIONS_MET, LoanStatus.OVERPAID]);

/** Reads and checks the request (resource `loan.charge.adjustment.request`); every member error in one 400. */
function readAdjustmentRequest(ctx: CommandContext) {
  const json = ctx.json;
  json.checkSupported(ADJUSTMENT_PARAMETERS);
  const v = new DataValidator('loan.charge.adjustment.request');
  const amount = json.decimal('amount', v);
  if (!v.hasErrorFor('amount')) {
    v.parameter('amount', amount?.toString()).notBlank().positive();
  }
  const note = json.trimmedString('note');
  v.parameter('note', note).notExceedingLengthOf(1000);
  const externalId = json.trimmedString('externalId');
  v.parameter('externalId', externalId).notExceedingLengthOf(100);
  const paymentTypeId = json.long('paymentTypeId', v);
  v.parameter('paymentTypeId', paymentTypeId).positive();
  const paymentDetails = readPaymentDetails(ctx, v);
  v.throwIfErrors();
  return { amount: amount ?? new Decimal(0), note: note === '' ? undefined : note, externalId: externalId === '' ? undefined : externalId, paymentTypeId, paymentDetails };
}

/**
 * ?command=adjustment (ADJUSTMENT_LOANCHARGE, Fineract's adjustmentForLoanCharge): gives back part of a charge with a
 * charge adjustment transaction (26) on the business date. On a classic loan it is allocated like a repayment by the
 * loan's strategy (the rest is an overpayment), linked to the charge (relation CHARGE_ADJUSTMENT) and replayed with
 * the loan's other transactions; its journal entries credit the portions as a repayment's and debit the total to
 * the charge's fee or penalty income.
 */
async function adjustLoanCharge(ctx: CommandContext): Promise<CommandResult> {
  const req = readAdjustmentRequest(ctx);
  const loan = await loadLoan(ctx);
  const row = loan.row;
  const loanChargeId = ctx.subEntityId ?? 0;
  const charge = await findLoanCharge(ctx.db, row.id, { id: loanChargeId });
  if (charge === undefined) {
    throw loanChargeNotFound(loanChargeId, row.id);
  }
  if (!ADJUSTABLE_STATUSES.has(row.loan_status_id)) {
    throw chargeAdjustmentInvalidStatus(row.loan_status_id);
  }
  const chargeAmount = new Decimal(charge.amount);
  if (req.amount.greaterThan(chargeAmount)) {
    throw chargeAdjustmentInvalidAmount('charge', chargeAmount.toString());
  }
  const available = chargeAmount.minus(await chargeAdjustedAmount(ctx.db, charge.id));
  if (req.amount.greaterThan(available)) {
    throw chargeAdjustmentInvalidAmount('available', available.toString());
  }
  await requireFreeExternalId(ctx, req.externalId);
  const today = await ctx.clock.businessDate();
  const paymentDetailId = await paymentDetailOf(ctx, { paymentTypeId: req.paymentTypeId, paymentDetails: req.paymentDetails });
  const applied = await applyLoanChange(ctx, loan, {
    added: {
      type: LoanTransactionType.CHARGE_ADJUSTMENT, date: today, amount: req.amount, paymentDetailId, paymentTypeId: req.paymentTypeId ?? null, externalId: req.externalId ?? null,
      loanChargeId: charge.id,
    },
  });
  await refreshChargeFigures(ctx, row);
  await insertLoanNote(ctx.db, row.id, req.note, ctx.user.id);
  const changes = {
    ...(req.externalId === undefined ? {} : { externalId: req.externalId }), amount: req.amount, transactionDate: today.toString(), locale: ctx.json.json.locale,
    ...(req.note === undefined ? {} : { note: req.note }),
  };
  return {
    loanId: row.id, resourceId: charge.id, ...(charge.external_id === null ? {} : { resourceExternalId: charge.external_id }), subResourceId: applied.addedId ?? null, changes,
  };
}

export const loanChargeAdjustmentCommandHandlers = [commandHandler('LOANCHARGE', 'ADJUSTMENT', adjustLoanCharge)];
