import { REFUSED_BEFORE_CHARGE_REFUND } from './domain/charge-refund-order.ts';
import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { isUniqueViolation } from '../../../platform/db/index.ts';
import { loadHolidayDetail, transactionDateRefusal } from '../../organisation/index.ts';
import { FinancialActivity, requireFinancialActivityAccount } from '../../accounting/index.ts';
import { LoanTransactionType } from '../engine/index.ts';
import { AccountingRule } from '../loan-products/domain/loan-product-enums.ts';
import { partiesOf, requireLoanAndBorrower } from '../loan-accounts/loan-accounts.commands.ts';
import { updateLoan, type BorrowerFacts, type LoanRow } from '../loan-accounts/loan-accounts.repository.ts';
import { LoanStatus } from '../loan-accounts/domain/loan-status.ts';
import { officeOf, paymentDetailOf, postedLoan, requireActiveBorrower } from '../loan-disbursement/loan-disbursement.commands.ts';
import { insertLoanTransactions } from '../loan-disbursement/loan-disbursement.repository.ts';
import { postLoanTransactions } from '../loan-postings/loan-postings.commands.ts';
import { applyLoanChange, type ActiveLoan, type AppliedChange } from './loan-transactions.replay.ts';
import {
  externalIdInUse,
  loanTransactionNotFound,
  notActiveForRepayment,
  notActiveForWriteOff,
  notActiveFullyPaidOrOverpaid,
  notWrittenOffForRecovery,
  recoveryAboveWrittenOff,
  reversalExternalIdInUse,
  transactionNotAdjustable,
  transactionNotEditable,
  transactionOnHoliday,
  transactionOnNonWorkingDay,
  transactionRefused,
  transferTransactionNotAdjustable,
  chargedBackNotAdjustable,
  waiverAboveInterestOutstanding,
  writtenOffNotAdjustable,
} from './loan-transactions.errors.ts';
import {
  adjustmentLinks,
  findActiveTransactions,
  findTransaction,
  insertTransactionNote,
  latestTransactionDate,
  reversalExternalIdTaken,
  reverseTransactions,
  transactionExternalIdTaken,
  type StoredTransaction,
} from './loan-transactions.repository.ts';
import { readPaymentRequest, readWriteOffRequest, type TransactionRequest } from './loan-transactions.request.ts';
import { raiseTransferRepayment, watchTransferRepayment } from './loan-transfer-repayment.events.ts';

const ENTITY = 'LOAN';

/** The loan a transaction command works on: locked, its borrower active, its ledger facts read. */
export async function loadLoan(ctx: CommandContext): Promise<ActiveLoan & { borrower: BorrowerFacts; posted: { multiDisburseLoan: boolean } }> {
  const { row, borrower } = await requireLoanAndBorrower(ctx);
  requireActiveBorrower(borrower);
  const posted = await postedLoan(ctx, row, officeOf(borrower));
  return { row, borrower, posted };
}

/** Holiday and non-working-day rules on the transaction date (Fineract's validateRepaymentDateIsOnHoliday / NonWorkingDay). */
export async function checkWorkingDate(ctx: CommandContext, officeId: number, date: LocalDate): Promise<void> {
  const refusal = transactionDateRefusal(date, await loadHolidayDetail(ctx.db, officeId, date));
  if (refusal === 'non.working.day') {
    throw transactionOnNonWorkingDay(date.toString());
  }
  if (refusal === 'holiday') {
    throw transactionOnHoliday(date.toString());
  }
}

/** The date rules every repayment-like transaction and waiver meets: transfer date, working day, not future, not before disbursement. */
export async function checkTransactionDate(ctx: CommandContext, loan: ActiveLoan & { borrower: BorrowerFacts }, date: LocalDate): Promise<void> {
  const joined = loan.borrower.client?.officeJoiningDate;
  if (joined !== null && joined !== undefined && date.toString() < joined) {
    throw transactionRefused('repayment.or.waiver', 'cannot.be.made.before.client.transfer.date', "The date on which a repayment or waiver is made cannot be earlier than client's transfer date to this office", [joined]);
  }
  await checkWorkingDate(ctx, loan.posted.officeId, date);
  if (date.isAfter(await ctx.clock.businessDate())) {
    throw transactionRefused('transaction', 'cannot.be.a.future.date', 'The transaction date cannot be in the future.', [date.toString()]);
  }
  const disbursedOn = loan.row.disbursedon_date;
  if (disbursedOn !== null && date.toString() < disbursedOn) {
    throw transactionRefused('transaction', 'cannot.be.before.disbursement.date', `The transaction date cannot be before the loan disbursement date: ${disbursedOn}`, [date.toString(), disbursedOn]);
  }
}

export async function requireFreeExternalId(ctx: CommandContext, externalId: string | undefined): Promise<void> {
  if (externalId !== undefined && (await transactionExternalIdTaken(ctx.db, externalId))) {
    throw externalIdInUse(externalId);
  }
}

/**
 * The reversal's external id is free; `write` (the reversal) answers the same refusal when a concurrent request
 * took it between the look-up and the write (the unique index).
 */
export async function withFreeReversalExternalId<T>(ctx: CommandContext, reversalExternalId: string | undefined, write: () => Promise<T>): Promise<T> {
  if (reversalExternalId === undefined) {
    return write();
  }
  if (await reversalExternalIdTaken(ctx.db, reversalExternalId)) {
    throw reversalExternalIdInUse(reversalExternalId);
  }
  return write().catch((error: unknown) => {
    throw isUniqueViolation(error, 'UNIQUE_REVERSAL_EXTERNAL_ID_LOAN_TRANSACTION') ? reversalExternalIdInUse(reversalExternalId) : error;
  });
}

/** Fineract's `changes` of a transaction command: the request's members as sent. */
export function changesOf(ctx: CommandContext, req: { note?: string | undefined; externalId?: string | undefined; paymentTypeId?: number | undefined }): Record<string, unknown> {
  const json = ctx.json.json;
  return {
    transactionDate: json.transactionDate, ...(json.transactionAmount === undefined ? {} : { transactionAmount: json.transactionAmount }), locale: json.locale,
    dateFormat: json.dateFormat, ...(req.paymentTypeId === undefined ? {} : { paymentTypeId: req.paymentTypeId }), ...(req.note === undefined ? {} : { note: req.note }),
    ...(req.externalId === undefined ? {} : { externalId: req.externalId }),
  };
}

/** The result of a transaction command: the loan's parties, the transaction as the resource. */
export function transactionResult(ctx: CommandContext, loan: ActiveLoan, transactionId: number | undefined, changes: Record<string, unknown>, externalId?: string): CommandResult {
  return { ...partiesOf(loan.row, loan.posted.officeId), resourceId: transactionId ?? loan.row.id, ...(externalId === undefined ? {} : { resourceExternalId: externalId }), changes };
}

const REPAYMENT_TYPES_OPEN_OR_CLOSED: ReadonlySet<number> = new Set([LoanStatus.ACTIVE, LoanStatus.CLOSED_OBLIGATIONS_MET, LoanStatus.OVERPAID]);

function checkStatusFor(type: LoanTransactionType, row: LoanRow): void {
  if (type === LoanTransactionType.WAIVE_INTEREST) {
    if (row.loan_status_id !== LoanStatus.ACTIVE) {
      throw notActiveForRepayment();
    }
  } else if (!REPAYMENT_TYPES_OPEN_OR_CLOSED.has(row.loan_status_id)) {
    throw notActiveFullyPaidOrOverpaid();
  }
}

/** Waivers of interest cannot exceed the interest the loan still owes. */
function checkWaiverAmount(type: LoanTransactionType, row: LoanRow, amount: Decimal): void {
  const outstanding = new Decimal(row.interest_outstanding_derived ?? 0);
  if (type === LoanTransactionType.WAIVE_INTEREST && amount.greaterThan(outstanding)) {
    throw waiverAboveInterestOutstanding(amount.toString(), outstanding.toString());
  }
}

/**
 * Adds one payment-like transaction to the loan (the replay allocates it) and answers what was applied; its note
 * is written with it (by the appended repayment's statement, or here after a replay).
 */
export async function addPayment(ctx: CommandContext, loan: ActiveLoan & { borrower: BorrowerFacts }, type: LoanTransactionType, req: TransactionRequest, paymentDetailId: number | null): Promise<AppliedChange> {
  const applied = await applyLoanChange(ctx, loan, {
    added: { type, date: req.date, amount: req.amount, paymentDetailId, paymentTypeId: req.paymentTypeId ?? null, externalId: req.externalId ?? null, ...(req.note === undefined ? {} : { note: req.note }) },
    ...(REFUSED_BEFORE_CHARGE_REFUND.has(type) ? { beforeChargeRefund: { date: req.date, action: 'created' as const } } : {}),
  });
  if (applied.addedId !== undefined && applied.noteWritten !== true) {
    await insertTransactionNote(ctx.db, loan.row.id, applied.addedId, req.note, ctx.user.id);
  }
  return applied;
}

/** ?command=repayment and its kin: a payment allocated over the installments by the loan's strategy. */
function paymentCommand(type: LoanTransactionType) {
  return async (ctx: CommandContext): Promise<CommandResult> => {
    const req = readPaymentRequest(ctx);
    const loan = await loadLoan(ctx);
    checkStatusFor(type, loan.row);
    await checkTransactionDate(ctx, loan, req.date);
    checkWaiverAmount(type, loan.row, req.amount);
    await requireFreeExternalId(ctx, req.externalId);
    const paymentDetailId = type === LoanTransactionType.WAIVE_INTEREST ? null : await paymentDetailOf(ctx, req);
    // Two requests with one external id can both pass the look-up above; the unique index refuses the later one.
    const applied = await addPayment(ctx, loan, type, req, paymentDetailId).catch((error: unknown) => {
      throw req.externalId !== undefined && isUniqueViolation(error) ? externalIdInUse(req.externalId) : error;
    });
    return transactionResult(ctx, loan, applied.addedId, changesOf(ctx, req), req.externalId);
  };
}

/** What a repayment made by account transfer needs: the loan, the date, the amount. */
export interface TransferRepayment {
  readonly loanId: number;
  readonly date: LocalDate;
  readonly amount: Decimal;
}

/** The loan a transfer repays, as the account-transfers module sees it. */
export interface RepaidLoan {
  readonly loanId: number;
  readonly transactionId: number;
  readonly officeId: number;
  readonly clientId: number | null;
  readonly currencyCode: string;
}

/**
 * The loan side of a savings-to-loan transfer (Fineract's repayment with `isAccountTransfer`), in the caller's
 * transaction: the repayment rules and allocation of ?command=repayment, no payment detail, and the
 * fund-source side posted to the liability-transfer account (rules other than none); then the events a direct
 * repayment raises (loan-transfer-repayment.events.ts), the transfer's command having none of the loan's.
 */
export async function repayLoanByTransfer(ctx: CommandContext, t: TransferRepayment): Promise<RepaidLoan> {
  const loanCtx: CommandContext = { ...ctx, entityId: t.loanId };
  const loan = await loadLoan(loanCtx);
  checkStatusFor(LoanTransactionType.REPAYMENT, loan.row);
  await checkTransactionDate(loanCtx, loan, t.date);
  const transferAccountId = loan.posted.accountingRule === AccountingRule.NONE ? undefined : await requireFinancialActivityAccount(ctx.db, FinancialActivity.LIABILITY_TRANSFER);
  const watch = await watchTransferRepayment(ctx.db, loan.row.id);
  const applied = await applyLoanChange(loanCtx, loan, {
    added: { type: LoanTransactionType.REPAYMENT, date: t.date, amount: t.amount, paymentDetailId: null, paymentTypeId: null, externalId: null, ...(transferAccountId === undefined ? {} : { transferAccountId }) },
    beforeChargeRefund: { date: t.date, action: 'created' },
  });
  await raiseTransferRepayment(ctx.db, watch, applied.addedId ?? 0, await ctx.clock.businessDate());
  return { loanId: loan.row.id, transactionId: applied.addedId ?? 0, officeId: loan.posted.officeId, clientId: loan.row.client_id, currencyCode: loan.row.currency_code };
}

/** ?command=writeoff: everything outstanding written off on the date; the loan closes as written off (601). */
async function writeOff(ctx: CommandContext): Promise<CommandResult> {
  const req = readWriteOffRequest(ctx);
  const loan = await loadLoan(ctx);
  if (loan.row.loan_status_id !== LoanStatus.ACTIVE) {
    throw notActiveForWriteOff();
  }
  const disbursedOn = loan.row.disbursedon_date;
  if (disbursedOn !== null && req.date.toString() < disbursedOn) {
    throw transactionRefused('writeoff', 'cannot.be.before.submittal.date', `The date on which a loan is written off cannot be before the loan disbursement date: ${disbursedOn}`, [req.date.toString(), disbursedOn]);
  }
  if (req.date.isAfter(await ctx.clock.businessDate())) {
    throw transactionRefused('writeoff', 'cannot.be.a.future.date', 'The date on which a loan is written off cannot be in the future.', [req.date.toString()]);
  }
  const lastTransaction = await latestTransactionDate(ctx.db, loan.row.id);
  if (lastTransaction !== undefined && req.date.toString() < lastTransaction) {
    throw transactionRefused('writeoff', 'must.occur.on.or.after.other.transaction.dates', 'The date of the writeoff transaction must occur on or before previous transactions.', [req.date.toString()]);
  }
  await requireFreeExternalId(ctx, req.externalId);
  const applied = await applyLoanChange(ctx, loan, { added: { type: LoanTransactionType.WRITEOFF, date: req.date, amount: new Decimal(0), paymentDetailId: null, paymentTypeId: null, externalId: req.externalId ?? null } });
  if (applied.addedId !== undefined) {
    await insertTransactionNote(ctx.db, loan.row.id, applied.addedId, req.note, ctx.user.id);
  }
  return transactionResult(ctx, loan, applied.addedId, changesOf(ctx, req), req.externalId);
}

/** ?command=recoverypayment: money recovered on a written-off loan, to the recovery income; the schedule stays. */
async function recoveryPayment(ctx: CommandContext): Promise<CommandResult> {
  const req = readPaymentRequest(ctx);
  const loan = await loadLoan(ctx);
  if (loan.row.loan_status_id !== LoanStatus.CLOSED_WRITTEN_OFF) {
    throw notWrittenOffForRecovery();
  }
  const writtenOff = new Decimal(loan.row.total_writtenoff_derived ?? 0).minus(loan.row.total_recovered_derived ?? 0);
  if (req.amount.greaterThan(writtenOff)) {
    throw recoveryAboveWrittenOff();
  }
  await checkTransactionDate(ctx, loan, req.date);
  await requireFreeExternalId(ctx, req.externalId);
  const paymentDetailId = await paymentDetailOf(ctx, req);
  const today = await ctx.clock.businessDate();
  const [id] = await insertLoanTransactions(ctx.db, [{
    loan_id: loan.row.id, office_id: loan.posted.officeId, payment_detail_id: paymentDetailId, is_reversed: false, transaction_type_enum: LoanTransactionType.RECOVERY_REPAYMENT,
    transaction_date: req.date.toString(), amount: req.amount.toString(), external_id: req.externalId ?? null, submitted_on_date: today.toString(),
    created_by: ctx.user.id, last_modified_by: ctx.user.id,
  }]);
  const zero = new Decimal(0);
  await updateLoan(ctx.db, loan.row.id, { total_recovered_derived: new Decimal(loan.row.total_recovered_derived ?? 0).plus(req.amount).toString(), last_modified_by: ctx.user.id, version: loan.row.version + 1 });
  await postLoanTransactions(ctx, loan.posted, [{
    id: id ?? 0, type: LoanTransactionType.RECOVERY_REPAYMENT, date: req.date, amount: req.amount, principal: zero, interest: zero, fees: zero, penalties: zero,
    paymentTypeId: req.paymentTypeId ?? null, paymentDetailId, feePayments: [], penaltyPayments: [], reversed: false,
  }]);
  await insertTransactionNote(ctx.db, loan.row.id, id ?? 0, req.note, ctx.user.id);
  return transactionResult(ctx, loan, id, changesOf(ctx, req), req.externalId);
}

/**
 * What a module above loans does when the refunds of a loan made by account transfer are reversed: it undoes the
 * other legs of their transfers (the savings deposits) and marks the transfers reversed, or refuses (throws).
 */
export type RefundTransferReversal = (ctx: CommandContext, refundTransactionIds: readonly number[]) => Promise<void>;
const refundReversals: RefundTransferReversal[] = [];

/** Modules above loans register their part of reversing a loan's transfer refunds here (the account transfers). */
export const refundTransferReversals = {
  register(step: RefundTransferReversal): void {
    refundReversals.push(step);
  },
};

/**
 * Fineract's adjustLoanTransaction reverses every account transfer out of the loan's live refunds (type 16) whenever a
 * transaction of the loan is adjusted or undone: the loan's refund is reversed (its journal entries posted on the
 * other side, against the liability-transfer account), the savings deposit undone and the transfer marked reversed.
 * The overpaid amount the refunds took goes back to the loan before the replay, which then finds its status.
 */
async function reverseRefundTransfers(ctx: CommandContext, loan: ActiveLoan): Promise<void> {
  const refunds = (await findActiveTransactions(ctx.db, loan.row.id)).filter((t) => t.type === LoanTransactionType.REFUND);
  if (refunds.length === 0) {
    return;
  }
  const ids = refunds.map((r) => r.id);
  for (const step of refundReversals) {
    await step(ctx, ids);
  }
  await reverseTransactions(ctx.db, ids, await ctx.clock.businessDate(), ctx.user.id, false);
  const transferAccountId = loan.posted.accountingRule === AccountingRule.NONE ? undefined : await requireFinancialActivityAccount(ctx.db, FinancialActivity.LIABILITY_TRANSFER);
  await postLoanTransactions(ctx, loan.posted, refunds.map((r) => reversedRefund(r, transferAccountId)));
}

function reversedRefund(r: StoredTransaction, transferAccountId: number | undefined) {
  return {
    id: r.id, type: r.type, date: r.date, amount: r.amount, principal: r.principal, interest: r.interest, fees: r.fees, penalties: r.penalties, overpayment: r.overpayment,
    paymentDetailId: r.paymentDetailId, paymentTypeId: r.paymentTypeId, feePayments: [], penaltyPayments: [], reversed: true, ...(transferAccountId === undefined ? {} : { transferAccountId }),
  };
}

const ADJUSTABLE: ReadonlySet<number> = new Set([
  LoanTransactionType.REPAYMENT, LoanTransactionType.MERCHANT_ISSUED_REFUND, LoanTransactionType.PAYOUT_REFUND, LoanTransactionType.GOODWILL_CREDIT,
  LoanTransactionType.INTEREST_PAYMENT_WAIVER, LoanTransactionType.WAIVE_INTEREST, LoanTransactionType.CHARGE_ADJUSTMENT, LoanTransactionType.CHARGE_REFUND,
]);
/** Adjustable, but only undone (amount 0): Fineract's LoanTransaction.isEditable; charge adjustments too (docs/adr/0048). */
const NOT_EDITABLE: ReadonlySet<number> = new Set([LoanTransactionType.GOODWILL_CREDIT, LoanTransactionType.PAYOUT_REFUND, LoanTransactionType.MERCHANT_ISSUED_REFUND, LoanTransactionType.CHARGE_ADJUSTMENT, LoanTransactionType.CHARGE_REFUND]);

/**
 * POST /loans/{id}/transactions/{txId}: the transaction is reversed and, with an amount above zero, replaced by
 * one of the same type with the new date and amount; everything after it is replayed (amount 0 undoes it).
 */
async function adjustTransaction(ctx: CommandContext): Promise<CommandResult> {
  const req = readPaymentRequest(ctx, { adjustment: true });
  const loan = await loadLoan(ctx);
  const original = await findTransaction(ctx.db, loan.row.id, { id: ctx.subEntityId ?? 0 });
  if (original === undefined) {
    throw loanTransactionNotFound(ctx.subEntityId ?? 0, loan.row.id);
  }
  const links = await adjustmentLinks(ctx.db, original.id);
  if (links.accountTransfer) {
    throw transferTransactionNotAdjustable(original.id);
  }
  if (loan.row.loan_status_id === LoanStatus.CLOSED_WRITTEN_OFF) {
    throw writtenOffNotAdjustable(original.id);
  }
  if (links.chargedBack) {
    throw chargedBackNotAdjustable(original.id);
  }
  if (original.reversed || !ADJUSTABLE.has(original.type)) {
    throw transactionNotAdjustable();
  }
  const adding = req.amount.greaterThan(0);
  if (adding && NOT_EDITABLE.has(original.type)) {
    throw transactionNotEditable(original.id, original.type);
  }
  checkStatusFor(LoanTransactionType.REPAYMENT, loan.row);
  if (adding) {
    await checkTransactionDate(ctx, loan, req.date);
    await requireFreeExternalId(ctx, req.externalId);
  }
  const type = original.type as LoanTransactionType;
  const paymentDetailId = adding && type !== LoanTransactionType.WAIVE_INTEREST ? await paymentDetailOf(ctx, req) : null;
  await reverseRefundTransfers(ctx, loan);
  const applied = await withFreeReversalExternalId(ctx, req.reversalExternalId, async () => applyLoanChange(ctx, loan, {
    removed: original,
    ...(req.reversalExternalId === undefined ? {} : { removedReversalExternalId: req.reversalExternalId }),
    ...(REFUSED_BEFORE_CHARGE_REFUND.has(original.type) ? { beforeChargeRefund: { date: original.date, action: 'reversed' as const } } : {}),
    ...(adding ? { added: { type, date: req.date, amount: req.amount, paymentDetailId, paymentTypeId: req.paymentTypeId ?? null, externalId: req.externalId ?? null } } : {}),
  }));
  await insertTransactionNote(ctx.db, loan.row.id, applied.addedId ?? original.id, req.note, ctx.user.id);
  return transactionResult(ctx, loan, applied.addedId ?? original.id, changesOf(ctx, req));
}

export const loanTransactionCommandHandlers = [
  commandHandler(ENTITY, 'ADJUST', adjustTransaction),
  commandHandler(ENTITY, 'REPAYMENT', paymentCommand(LoanTransactionType.REPAYMENT)),
  commandHandler(ENTITY, 'MERCHANTISSUEDREFUND', paymentCommand(LoanTransactionType.MERCHANT_ISSUED_REFUND)),
  commandHandler(ENTITY, 'PAYOUTREFUND', paymentCommand(LoanTransactionType.PAYOUT_REFUND)),
  commandHandler(ENTITY, 'GOODWILLCREDIT', paymentCommand(LoanTransactionType.GOODWILL_CREDIT)),
  commandHandler(ENTITY, 'INTERESTPAYMENTWAIVER', paymentCommand(LoanTransactionType.INTEREST_PAYMENT_WAIVER)),
  commandHandler(ENTITY, 'WAIVEINTERESTPORTION', paymentCommand(LoanTransactionType.WAIVE_INTEREST)),
  commandHandler(ENTITY, 'WRITEOFF', writeOff),
  commandHandler(ENTITY, 'RECOVERYPAYMENT', recoveryPayment),
];
