import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { requireCodeValue } from '../../system/index.ts';
import { LoanTransactionType } from '../engine/index.ts';
import { partiesOf } from '../loan-accounts/loan-accounts.commands.ts';
import { updateLoan, type LoanRow } from '../loan-accounts/loan-accounts.repository.ts';
import { LoanStatus } from '../loan-accounts/domain/loan-status.ts';
import { insertLoanTransactions } from '../loan-disbursement/loan-disbursement.repository.ts';
import { postLoanTransactions, type StoredLoanTransaction } from '../loan-postings/loan-postings.commands.ts';
import { loadLoan, requireFreeExternalId, withFreeReversalExternalId } from './loan-transactions.commands.ts';
import { chargeOffRefused } from './loan-transactions.errors.ts';
import { findActiveTransactions, insertTransactionNote, latestTransactionDate, reverseWithExternalId } from './loan-transactions.repository.ts';
import { readChargeOffRequest, readUndoChargeOffRequest } from './loan-transactions.request.ts';

const ENTITY = 'LOAN';
const CHARGE_OFF_REASONS = 'ChargeOffReasons';
const ZERO = new Decimal(0);
const dec = (text: string | null): Decimal => new Decimal(text ?? 0);
const nullIfZero = (d: Decimal): string | null => (d.isZero() ? null : d.toString());

/** Accruals, income postings and accrual activities: not user transactions (Fineract's getLastUserTransaction). */
const NOT_USER_TYPES: ReadonlySet<number> = new Set([10, 19, 32]);

/** The last active user transaction by date, then creation. */
function lastUserTransactionId(active: readonly { id: number; type: number; date: LocalDate }[]): number | undefined {
  const user = active.filter((t) => !NOT_USER_TYPES.has(t.type));
  return user.reduce<{ id: number; date: LocalDate } | undefined>((last, t) => (last === undefined || !t.date.isBefore(last.date) ? t : last), undefined)?.id;
}

/** The charge-off's figures: what the loan's summary says is outstanding, per component. */
function outstandingOf(row: LoanRow) {
  return {
    principal: dec(row.principal_outstanding_derived), interest: dec(row.interest_outstanding_derived), fees: dec(row.fee_charges_outstanding_derived),
    penalties: dec(row.penalty_charges_outstanding_derived), amount: dec(row.total_outstanding_derived),
  };
}

function posted(id: number, date: LocalDate, figures: ReturnType<typeof outstandingOf>, fraud: boolean, reversed: boolean): StoredLoanTransaction {
  return { ...figures, id, type: LoanTransactionType.CHARGE_OFF, date, paymentDetailId: null, paymentTypeId: null, feePayments: [], penaltyPayments: [], overpayment: ZERO, reversed, fraud };
}

/**
 * ?command=chargeOff (Fineract's chargeOff): an active loan is marked charged off on the date, with an optional
 * reason from code `ChargeOffReasons`; a charge-off transaction (type 27) records what was outstanding (the
 * schedule stays) and posts it to the charge-off expense and income accounts.
 */
async function chargeOff(ctx: CommandContext): Promise<CommandResult> {
  const req = readChargeOffRequest(ctx);
  const loan = await loadLoan(ctx);
  const row = loan.row;
  if (row.loan_status_id !== LoanStatus.ACTIVE) {
    throw chargeOffRefused('error.msg.loan.is.not.active', `Loan: ${row.id} Charge-off is not allowed. Loan Account is not Active`, [row.id]);
  }
  if (row.is_charged_off) {
    throw chargeOffRefused('error.msg.loan.is.already.charged.off', `Loan: ${row.id} is already charged-off`, [row.id]);
  }
  const latest = await latestTransactionDate(ctx.db, row.id);
  if (latest !== undefined && req.date.toString() < latest) {
    throw chargeOffRefused('error.msg.loan.charge.off.is.before.than.the.last.user.transaction', `Loan: ${row.id} charge-off cannot be executed. User transaction was found after the charge-off transaction date!`, [row.id]);
  }
  if (req.date.isAfter(await ctx.clock.businessDate())) {
    throw chargeOffRefused('error.msg.loan.transaction.cannot.be.a.future.date', 'The transaction date cannot be in the future.', [req.date.toString()]);
  }
  const json = ctx.json.json;
  const changes: Record<string, unknown> = { transactionDate: json.transactionDate, locale: json.locale, dateFormat: json.dateFormat };
  if (req.chargeOffReasonId !== undefined) {
    await requireCodeValue(ctx.db, CHARGE_OFF_REASONS, req.chargeOffReasonId);
    changes.chargeOffReasonId = req.chargeOffReasonId;
  }
  await requireFreeExternalId(ctx, req.externalId);
  await updateLoan(ctx.db, row.id, {
    is_charged_off: true, charged_off_on_date: req.date.toString(), charged_off_by_userid: ctx.user.id, charge_off_reason_cv_id: req.chargeOffReasonId ?? null,
    last_modified_by: ctx.user.id, version: row.version + 1,
  });
  const figures = outstandingOf(row);
  const today = await ctx.clock.businessDate();
  const [id = 0] = await insertLoanTransactions(ctx.db, [{
    loan_id: row.id, office_id: loan.posted.officeId, payment_detail_id: null, is_reversed: false, transaction_type_enum: LoanTransactionType.CHARGE_OFF,
    transaction_date: req.date.toString(), amount: figures.amount.toString(), principal_portion_derived: nullIfZero(figures.principal), interest_portion_derived: nullIfZero(figures.interest),
    fee_charges_portion_derived: nullIfZero(figures.fees), penalty_charges_portion_derived: nullIfZero(figures.penalties), external_id: req.externalId ?? null,
    submitted_on_date: today.toString(), created_by: ctx.user.id, last_modified_by: ctx.user.id,
  }]);
  if (req.note !== undefined) {
    changes.note = req.note;
    await insertTransactionNote(ctx.db, row.id, id, req.note, ctx.user.id);
  }
  await postLoanTransactions(ctx, loan.posted, [posted(id, req.date, figures, row.is_fraud, false)]);
  return { ...partiesOf(row, loan.posted.officeId), resourceId: id, ...(req.externalId === undefined ? {} : { resourceExternalId: req.externalId }), changes };
}

/**
 * ?command=undo-charge-off (Fineract's undoChargeOff): the charge-off, which must be the loan's last user
 * transaction, is reversed (with the optional `reversalExternalId`) and its entries posted on the other side;
 * the loan is no longer charged off. The answer names the charge-off, without changes.
 */
async function undoChargeOff(ctx: CommandContext): Promise<CommandResult> {
  const req = readUndoChargeOffRequest(ctx);
  const loan = await loadLoan(ctx);
  const row = loan.row;
  if (row.loan_status_id !== LoanStatus.ACTIVE) {
    throw chargeOffRefused('error.msg.loan.is.not.active', `Loan: ${row.id} Undo Charge-off is not allowed. Loan Account is not Active`, [row.id]);
  }
  if (!row.is_charged_off) {
    throw chargeOffRefused('error.msg.loan.is.not.charged.off', `Loan: ${row.id} is not charged-off`, [row.id]);
  }
  const active = await findActiveTransactions(ctx.db, row.id);
  const charged = active.find((t) => t.type === LoanTransactionType.CHARGE_OFF);
  if (charged === undefined) {
    throw chargeOffRefused('error.msg.loan.charge.off.transaction.not.found', `Loan: ${row.id} charge-off transaction was not found`, [row.id]);
  }
  if (lastUserTransactionId(active) !== charged.id) {
    throw chargeOffRefused('error.msg.loan.charge.off.is.not.the.last.user.transaction', `Loan: ${row.id} charge-off cannot be undone. User transaction was found after charge-off!`, [row.id]);
  }
  const today = await ctx.clock.businessDate();
  await withFreeReversalExternalId(ctx, req.reversalExternalId, async () => reverseWithExternalId(ctx.db, charged.id, today.toString(), req.reversalExternalId ?? null, ctx.user.id));
  await updateLoan(ctx.db, row.id, { is_charged_off: false, charged_off_on_date: null, charged_off_by_userid: null, charge_off_reason_cv_id: null, last_modified_by: ctx.user.id, version: row.version + 1 });
  const figures = { principal: charged.principal, interest: charged.interest, fees: charged.fees, penalties: charged.penalties, amount: charged.amount };
  await postLoanTransactions(ctx, loan.posted, [posted(charged.id, charged.date, figures, row.is_fraud, true)]);
  return {
    ...partiesOf(row, loan.posted.officeId), resourceId: charged.id,
    ...(charged.externalId === null ? {} : { resourceExternalId: charged.externalId }),
  };
}

export const loanChargeOffCommandHandlers = [
  commandHandler(ENTITY, 'CHARGEOFF', chargeOff),
  commandHandler(ENTITY, 'UNDOCHARGEOFF', undoChargeOff),
];
