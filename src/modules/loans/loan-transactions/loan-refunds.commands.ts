import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { FinancialActivity, requireFinancialActivityAccount } from '../../accounting/index.ts';
import { AccountingRule } from '../loan-products/domain/loan-product-enums.ts';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { LoanTransactionType } from '../engine/index.ts';
import { LoanStatus } from '../loan-accounts/domain/loan-status.ts';
import { paymentDetailOf } from '../loan-disbursement/loan-disbursement.commands.ts';
import { changesOf, checkWorkingDate, loadLoan, requireFreeExternalId, type RepaidLoan } from './loan-transactions.commands.ts';
import { partiesOf } from '../loan-accounts/loan-accounts.commands.ts';
import { loanTransactionTypeView } from './domain/loan-transaction-type.ts';
import {
  chargebackRefused,
  closeBeforeChargeOff,
  loanTransactionNotFound,
  notOverpaidForRefund,
  refundAboveOverpaid,
  refundBeforeLastRepayment,
  refundInFuture,
  transferChargebackRefused,
} from './loan-transactions.errors.ts';
import { applyLoanChange } from './loan-transactions.replay.ts';
import { chargedBackAmount, findTransaction, insertChargebackRelation, insertTransactionNote, isAccountTransfer, lastRefundAnchorDate } from './loan-transactions.repository.ts';
import { readChargebackRequest, readPaymentRequest } from './loan-transactions.request.ts';
import { loanRefundByCashCommandHandlers } from './loan-refund-by-cash.commands.ts';
import { notOverpaidForTransfer, transferAboveOverpaid, transferBeforeLastRepayment } from './loan-refund-by-cash.errors.ts';
import { refundFacts } from './loan-refund-by-cash.repository.ts';
import { raiseTransferRefund, watchTransferRefund } from './loan-transfer-refund.events.ts';

const ENTITY = 'LOAN';

/**
 * ?command=creditBalanceRefund (Fineract's creditBalanceRefund): money paid back to the borrower of an overpaid
 * loan, up to the overpaid amount, dated on or after the last repayment. The transaction (type 20) is all
 * overpayment portion; when it refunds the whole overpayment the loan closes (600) on its date. Posted as a debit
 * of the overpayment liability and a credit of the fund source.
 */
async function creditBalanceRefund(ctx: CommandContext): Promise<CommandResult> {
  const req = readPaymentRequest(ctx, { refund: true });
  const loan = await loadLoan(ctx);
  const row = loan.row;
  const paymentDetailId = await paymentDetailOf(ctx, req);
  if (req.date.isAfter(await ctx.clock.businessDate())) {
    throw refundInFuture(row.id);
  }
  if (row.is_charged_off && row.charged_off_on_date !== null && req.date.toString() < row.charged_off_on_date) {
    throw closeBeforeChargeOff(row.id);
  }
  if (row.loan_status_id !== LoanStatus.OVERPAID) {
    throw notOverpaidForRefund();
  }
  const anchor = (await lastRefundAnchorDate(ctx.db, row.id)) ?? (await ctx.clock.businessDate()).toString();
  if (req.date.toString() < anchor) {
    throw refundBeforeLastRepayment(req.date.toString());
  }
  const overpaid = new Decimal(row.total_overpaid_derived ?? 0);
  if (!req.amount.greaterThan(0) || req.amount.greaterThan(overpaid)) {
    throw refundAboveOverpaid(req.amount.toString(), overpaid.toString());
  }
  await requireFreeExternalId(ctx, req.externalId);
  const applied = await applyLoanChange(ctx, loan, {
    added: { type: LoanTransactionType.CREDIT_BALANCE_REFUND, date: req.date, amount: req.amount, paymentDetailId, paymentTypeId: req.paymentTypeId ?? null, externalId: req.externalId ?? null },
  });
  if (applied.addedId !== undefined) {
    await insertTransactionNote(ctx.db, row.id, applied.addedId, req.note, ctx.user.id);
  }
  return {
    officeId: loan.posted.officeId, ...(row.client_id === null ? {} : { clientId: row.client_id }), ...(row.group_id === null ? {} : { groupId: row.group_id }),
    resourceId: applied.addedId ?? row.id, ...(req.externalId === undefined ? {} : { resourceExternalId: req.externalId }), changes: changesOf(ctx, req),
  };
}

/** What a transfer out of an overpaid loan needs: the loan, the date, the amount. */
export interface TransferRefund {
  readonly loanId: number;
  readonly date: LocalDate;
  readonly amount: Decimal;
}

/**
 * The loan side of a loan-to-savings transfer (Fineract's makeRefund with `isAccountTransfer`), in the caller's
 * transaction: an overpaid loan (700) gives up to its overpaid amount, dated on or after its last repayment-like
 * transaction. The refund (type 16) has no portions; it lowers the overpaid amount, and the loan closes (600) when
 * none is left. Posted as a debit of the overpayment liability and a credit of the liability-transfer account; then
 * the events makeRefund raises (loan-transfer-refund.events.ts), the transfer's command having none of the loan's.
 */
export async function refundLoanByTransfer(ctx: CommandContext, t: TransferRefund): Promise<RepaidLoan> {
  const loanCtx: CommandContext = { ...ctx, entityId: t.loanId };
  const loan = await loadLoan(loanCtx);
  const row = loan.row;
  if (row.is_charged_off && row.charged_off_on_date !== null && t.date.toString() < row.charged_off_on_date) {
    throw closeBeforeChargeOff(row.id);
  }
  await checkWorkingDate(loanCtx, loan.posted.officeId, t.date);
  if (row.loan_status_id !== LoanStatus.OVERPAID) {
    throw notOverpaidForTransfer();
  }
  const overpaid = new Decimal(row.total_overpaid_derived ?? 0);
  if (t.amount.greaterThan(overpaid)) {
    throw transferAboveOverpaid(overpaid.toString(), t.amount.toString());
  }
  const { lastRepaymentDate } = await refundFacts(ctx.db, row.id, t.date.toString());
  if (lastRepaymentDate !== undefined && t.date.toString() < lastRepaymentDate) {
    throw transferBeforeLastRepayment();
  }
  const transferAccountId = loan.posted.accountingRule === AccountingRule.NONE ? undefined : await requireFinancialActivityAccount(ctx.db, FinancialActivity.LIABILITY_TRANSFER);
  const watch = await watchTransferRefund(ctx.db, row.id, row.loan_status_id);
  const applied = await applyLoanChange(loanCtx, loan, {
    added: { type: LoanTransactionType.REFUND, date: t.date, amount: t.amount, paymentDetailId: null, paymentTypeId: null, externalId: null, ...(transferAccountId === undefined ? {} : { transferAccountId }) },
  });
  await raiseTransferRefund(ctx.db, watch, applied.addedId ?? 0, await ctx.clock.businessDate());
  return { loanId: row.id, transactionId: applied.addedId ?? 0, officeId: loan.posted.officeId, clientId: row.client_id, currencyCode: row.currency_code };
}

/** The transactions a chargeback can take back (Fineract's isTypeAllowedForChargeback). */
const CHARGEBACK_ALLOWED: ReadonlySet<number> = new Set([
  LoanTransactionType.REPAYMENT, LoanTransactionType.MERCHANT_ISSUED_REFUND, LoanTransactionType.PAYOUT_REFUND, LoanTransactionType.GOODWILL_CREDIT,
  LoanTransactionType.DOWN_PAYMENT, LoanTransactionType.INTEREST_PAYMENT_WAIVER,
]);

/**
 * POST /loans/{id}/transactions/{txId}?command=chargeback (Fineract's chargebackLoanTransaction): takes back up to
 * the amount of a repayment-like transaction on the business date. The chargeback (type 25) first uses up any
 * overpayment, the rest is principal lent again on the next installment (or one added after the last); the loan is
 * active again when it then owes money. Linked to the transaction by relation CHARGEBACK (1).
 */
async function chargeback(ctx: CommandContext): Promise<CommandResult> {
  const req = readChargebackRequest(ctx);
  const loanId = ctx.entityId ?? 0;
  const transactionId = ctx.subEntityId ?? 0;
  const original = await findTransaction(ctx.db, loanId, { id: transactionId });
  if (original === undefined) {
    throw loanTransactionNotFound(transactionId, loanId);
  }
  if (original.reversed) {
    throw chargebackRefused(transactionId, 'as loan transaction repayment is reversed');
  }
  if (!CHARGEBACK_ALLOWED.has(original.type)) {
    throw chargebackRefused(transactionId, `for loan transaction type, its type is ${loanTransactionTypeView(original.type).code}`);
  }
  const loan = await loadLoan(ctx);
  const row = loan.row;
  if (await isAccountTransfer(ctx.db, transactionId)) {
    throw transferChargebackRefused(transactionId);
  }
  if (row.loan_status_id === LoanStatus.CLOSED_WRITTEN_OFF) {
    throw chargebackRefused(transactionId, 'as loan status is written off');
  }
  if (row.interest_recalculation_enabled) {
    throw chargebackRefused(transactionId, 'as loan product is interest recalculation enabled');
  }
  const json = ctx.json.json;
  const changes: Record<string, unknown> = { transactionAmount: json.transactionAmount, locale: json.locale, paymentTypeId: req.paymentTypeId };
  const paymentDetailId = await paymentDetailOf(ctx, req);
  if ((await chargedBackAmount(ctx.db, original.id)).plus(req.amount).greaterThan(original.amount)) {
    throw chargebackRefused(original.id, 'as loan transaction amount is not enough');
  }
  await requireFreeExternalId(ctx, req.externalId);
  const applied = await applyLoanChange(ctx, loan, {
    added: { type: LoanTransactionType.CHARGEBACK, date: await ctx.clock.businessDate(), amount: req.amount, paymentDetailId, paymentTypeId: req.paymentTypeId ?? null, externalId: req.externalId ?? null },
  });
  const id = applied.addedId ?? 0;
  await insertChargebackRelation(ctx.db, original.id, id, ctx.user.id);
  if (req.note !== undefined) {
    changes.note = req.note;
    await insertTransactionNote(ctx.db, row.id, id, req.note, ctx.user.id);
  }
  return { ...partiesOf(row, loan.posted.officeId), resourceId: id, ...(req.externalId === undefined ? {} : { resourceExternalId: req.externalId }), changes };
}

export const loanRefundCommandHandlers = [
  commandHandler(ENTITY, 'CREDITBALANCEREFUND', creditBalanceRefund),
  commandHandler(ENTITY, 'CHARGEBACK', chargeback),
  ...loanRefundByCashCommandHandlers,
];
