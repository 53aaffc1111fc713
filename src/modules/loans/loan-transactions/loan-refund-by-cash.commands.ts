import { Decimal } from 'decimal.js';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { LoanTransactionType } from '../engine/index.ts';
import { LoanStatus } from '../loan-accounts/domain/loan-status.ts';
import { changesOf, checkWorkingDate, loadLoan, requireFreeExternalId, transactionResult } from './loan-transactions.commands.ts';
import { closeBeforeChargeOff, refundBeforeLastRepayment, transactionRefused } from './loan-transactions.errors.ts';
import { applyLoanChange } from './loan-transactions.replay.ts';
import { insertTransactionNote, lastRefundAnchorDate } from './loan-transactions.repository.ts';
import { readPaymentRequest } from './loan-transactions.request.ts';
import { noPaymentYet, notActiveForRefund, refundAbovePaidInAdvance, refundAboveThreshold, refundBeforeClientTransfer } from './loan-refund-by-cash.errors.ts';
import { refundFacts } from './loan-refund-by-cash.repository.ts';

/**
 * ?command=refundByCash (Fineract's makeLoanRefund): money paid on an active loan handed back in cash, up to what was
 * paid on the installments due on or after the business date. The refund (type 18) takes paid amounts back from
 * the latest installments first, in the strategy's refund order, so they are owed again; it is dated on or after the
 * last repayment or refund and not in the future; a loan never paid by a repayment-like transaction is refused
 * (`no.payment.yet.made.for.loan`), and so is a multi-disbursement loan whose principal repaid already exceeds its
 * disbursed and adjusted principal (`amount.exceeds.threshold`). As Fineract, no payment detail is kept (a
 * `paymentTypeId` is accepted and ignored). Posted as debits of the accounts the payment credited and a credit of the fund source.
 */
async function refundByCash(ctx: CommandContext): Promise<CommandResult> {
  const req = readPaymentRequest(ctx, { refund: true });
  const loan = await loadLoan(ctx);
  const row = loan.row;
  const today = await ctx.clock.businessDate();
  const facts = await refundFacts(ctx.db, row.id, today.toString());
  const paidInAdvance = facts.paidInAdvance;
  if (paidInAdvance.isZero() || req.amount.greaterThan(paidInAdvance)) {
    throw refundAbovePaidInAdvance(paidInAdvance.toString());
  }
  if (row.is_charged_off && row.charged_off_on_date !== null && req.date.toString() < row.charged_off_on_date) {
    throw closeBeforeChargeOff(row.id);
  }
  if (row.loan_status_id !== LoanStatus.ACTIVE) {
    throw notActiveForRefund();
  }
  const joined = loan.borrower.client?.officeJoiningDate;
  if (joined !== null && joined !== undefined && req.date.toString() < joined) {
    throw refundBeforeClientTransfer(joined);
  }
  const anchor = (await lastRefundAnchorDate(ctx.db, row.id)) ?? today.toString();
  if (req.date.toString() < anchor) {
    throw refundBeforeLastRepayment(req.date.toString());
  }
  await checkWorkingDate(ctx, loan.posted.officeId, req.date);
  if (facts.paidInRepayments.isZero()) {
    throw noPaymentYet();
  }
  if (req.date.isAfter(today)) {
    throw transactionRefused('transaction', 'cannot.be.a.future.date', 'The transaction date cannot be in the future.', [req.date.toString()]);
  }
  const credited = new Decimal(row.principal_disbursed_derived).plus(row.principal_adjustments_derived);
  if (loan.posted.multiDisburseLoan && credited.lessThan(row.principal_repaid_derived)) {
    throw refundAboveThreshold();
  }
  await requireFreeExternalId(ctx, req.externalId);
  const applied = await applyLoanChange(ctx, loan, {
    added: { type: LoanTransactionType.REFUND_FOR_ACTIVE_LOAN, date: req.date, amount: req.amount, paymentDetailId: null, paymentTypeId: null, externalId: req.externalId ?? null },
  });
  if (applied.addedId !== undefined) {
    await insertTransactionNote(ctx.db, row.id, applied.addedId, req.note, ctx.user.id);
  }
  return transactionResult(ctx, loan, applied.addedId, changesOf(ctx, { note: req.note, externalId: req.externalId }), req.externalId);
}

/** The handler of `REFUNDBYCASH` on `LOAN`. */
export const loanRefundByCashCommandHandlers = [commandHandler('LOAN', 'REFUNDBYCASH', refundByCash)];
