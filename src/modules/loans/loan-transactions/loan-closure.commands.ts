import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { LoanTransactionType } from '../engine/index.ts';
import { partiesOf } from '../loan-accounts/loan-accounts.commands.ts';
import { updateLoan, type LoanRow } from '../loan-accounts/loan-accounts.repository.ts';
import { LoanStatus, loanStatusView } from '../loan-accounts/domain/loan-status.ts';
import { insertLoanNote } from '../loan-lifecycle/loan-lifecycle.repository.ts';
import { addLoanClosureAccrual } from '../loan-accruals/loan-accruals.commands.ts';
import { loadLoan, requireFreeExternalId, transactionResult } from './loan-transactions.commands.ts';
import { applyLoanChange } from './loan-transactions.replay.ts';
import { afterLoanStatusChange } from './loan-closure-hooks.ts';
import {
  chargedOffNotRescheduled,
  closeBeforeChargeOff,
  notActiveForClose,
  notWrittenOffForUndo,
  transactionRefused,
  writeOffTransactionNotFound,
} from './loan-transactions.errors.ts';
import { findActiveTransactions, latestTransactionDate } from './loan-transactions.repository.ts';
import { readWriteOffRequest } from './loan-transactions.request.ts';

const ENTITY = 'LOAN';
const ZERO = new Decimal(0);

/** The date a loan counts as disbursed on (Fineract's getDisbursementDate: the actual date, else the expected one). */
function disbursementDateOf(row: LoanRow): string | null {
  return row.disbursedon_date ?? row.expected_disbursedon_date;
}

/** The request members Fineract echoes in `changes` for a transaction without amount. */
function datedChanges(ctx: CommandContext): Record<string, unknown> {
  const json = ctx.json.json;
  return { transactionDate: json.transactionDate, locale: json.locale, dateFormat: json.dateFormat };
}

/** The date rules of ?command=close (Fineract's Loan.close): client transfer date, disbursement date, not in the future. */
async function checkClosureDate(ctx: CommandContext, row: LoanRow, joinedOn: string | null | undefined, date: LocalDate): Promise<void> {
  if (joinedOn !== null && joinedOn !== undefined && date.toString() < joinedOn) {
    throw transactionRefused('close', 'cannot.be.undone.before.client.transfer.date', "The date on which the loan is repaid in full cannot be earlier than client's transfer date to this office", [joinedOn]);
  }
  const disbursedOn = disbursementDateOf(row);
  if (disbursedOn !== null && date.toString() < disbursedOn) {
    throw transactionRefused('close', 'cannot.be.before.submittal.date', `The date on which a loan is closed cannot be before the loan disbursement date: ${disbursedOn}`, [date.toString(), disbursedOn]);
  }
  if (date.isAfter(await ctx.clock.businessDate())) {
    throw transactionRefused('close', 'cannot.be.a.future.date', 'The date on which a loan is closed cannot be in the future.', [date.toString()]);
  }
}

/**
 * ?command=close (Fineract's closeLoan): an active loan whose outstanding amount is within its arrears tolerance
 * closes as repaid in full (600); what is left is written off by a write-off transaction dated on the closure
 * date, which must be the loan's latest. More outstanding is refused; a loan owing nothing only gets the date.
 */
async function closeLoan(ctx: CommandContext): Promise<CommandResult> {
  const req = readWriteOffRequest(ctx);
  const loan = await loadLoan(ctx);
  const row = loan.row;
  if (row.is_charged_off && row.charged_off_on_date !== null && req.date.toString() < row.charged_off_on_date) {
    throw closeBeforeChargeOff(row.id);
  }
  if (row.loan_status_id !== LoanStatus.ACTIVE) {
    throw notActiveForClose();
  }
  const changes: Record<string, unknown> = { ...datedChanges(ctx), closedOnDate: ctx.json.json.transactionDate };
  await checkClosureDate(ctx, row, loan.borrower.client?.officeJoiningDate, req.date);
  const tolerance = new Decimal(row.arrearstolerance_amount ?? 0);
  const outstanding = new Decimal(row.total_outstanding_derived ?? 0);
  let writeOffId: number | undefined;
  if (outstanding.greaterThan(ZERO) && tolerance.greaterThanOrEqualTo(outstanding)) {
    changes.status = loanStatusView(LoanStatus.CLOSED_OBLIGATIONS_MET);
    changes.externalId = req.externalId ?? null;
    const latest = await latestTransactionDate(ctx.db, row.id);
    if (latest !== undefined && req.date.toString() < latest) {
      throw transactionRefused('close.loan', 'must.occur.on.or.after.latest.transaction.date', 'The closing date of the loan must be on or after latest transaction date.', [req.date.toString()]);
    }
    await requireFreeExternalId(ctx, req.externalId);
    const applied = await applyLoanChange(ctx, loan, {
      added: { type: LoanTransactionType.WRITEOFF, date: req.date, amount: ZERO, paymentDetailId: null, paymentTypeId: null, externalId: req.externalId ?? null },
      repaidInFullOn: req.date,
    });
    writeOffId = applied.addedId;
  } else if (outstanding.greaterThan(ZERO)) {
    throw transactionRefused('close', 'loan.has.money.outstanding', 'A loan with money outstanding cannot be closed', [outstanding.toString()]);
  } else {
    await closeOwingNothing(ctx, row, req.date, tolerance, changes);
  }
  await insertLoanNote(ctx.db, row.id, req.note, ctx.user.id);
  if (req.note !== undefined) {
    changes.note = req.note;
  }
  if (writeOffId === undefined) {
    return { ...transactionResult(ctx, loan, row.id, changes), ...(row.external_id === null ? {} : { resourceExternalId: row.external_id }) };
  }
  return transactionResult(ctx, loan, writeOffId, changes, req.externalId);
}

/**
 * An active loan that owes nothing: overpaid within the tolerance closes (600), beyond it is refused; the date is kept.
 * A loan that closes so gets its closing accrual on the closure date (periodic accrual, as Fineract does on the move
 * to 600); one that stays active changes no status and accrues nothing.
 */
async function closeOwingNothing(ctx: CommandContext, row: LoanRow, date: LocalDate, tolerance: Decimal, changes: Record<string, unknown>): Promise<void> {
  const overpaid = new Decimal(row.total_overpaid_derived ?? 0);
  if (overpaid.greaterThan(ZERO) && !tolerance.greaterThanOrEqualTo(overpaid)) {
    throw transactionRefused('close', 'loan.is.overpaid', "The loan is marked as 'Overpaid' and cannot be moved to 'Closed (obligations met).", [overpaid.toString()]);
  }
  const closes = overpaid.greaterThan(ZERO);
  if (closes) {
    changes.status = loanStatusView(LoanStatus.CLOSED_OBLIGATIONS_MET);
  }
  await updateLoan(ctx.db, row.id, {
    closedon_date: date.toString(), closedon_userid: ctx.user.id, ...(closes ? { loan_status_id: LoanStatus.CLOSED_OBLIGATIONS_MET } : {}),
    last_modified_by: ctx.user.id, version: row.version + 1,
  });
  if (closes) {
    await addLoanClosureAccrual({ db: ctx.db, userId: ctx.user.id, businessDate: await ctx.clock.businessDate() }, row.id, date);
    await afterLoanStatusChange(ctx, row.id, row.loan_status_id, LoanStatus.CLOSED_OBLIGATIONS_MET);
  }
}

/**
 * ?command=close-rescheduled (Fineract's closeAsRescheduled): an active loan closes as rescheduled (602); on any
 * other loan only the closing and rescheduling dates are recorded, as Fineract does. No transaction is made.
 */
async function closeAsRescheduled(ctx: CommandContext): Promise<CommandResult> {
  const req = readWriteOffRequest(ctx);
  const loan = await loadLoan(ctx);
  const row = loan.row;
  if (row.is_charged_off) {
    throw chargedOffNotRescheduled(row.id);
  }
  const changes: Record<string, unknown> = datedChanges(ctx);
  const transition = row.loan_status_id === LoanStatus.ACTIVE;
  if (transition) {
    changes.status = loanStatusView(LoanStatus.CLOSED_RESCHEDULE_OUTSTANDING_AMOUNT);
  }
  changes.closedOnDate = ctx.json.json.transactionDate;
  changes.rescheduledOnDate = ctx.json.json.transactionDate;
  const disbursedOn = disbursementDateOf(row);
  if (disbursedOn !== null && req.date.toString() < disbursedOn) {
    throw transactionRefused('close.reschedule', 'cannot.be.before.submittal.date', `The date on which a loan is rescheduled cannot be before the loan disbursement date: ${disbursedOn}`, [req.date.toString(), disbursedOn]);
  }
  if (req.date.isAfter(await ctx.clock.businessDate())) {
    throw transactionRefused('close.reschedule', 'cannot.be.a.future.date', 'The date on which a loan is rescheduled cannot be in the future.', [req.date.toString()]);
  }
  await updateLoan(ctx.db, row.id, {
    closedon_date: req.date.toString(), closedon_userid: ctx.user.id, rescheduledon_date: req.date.toString(), rescheduledon_userid: ctx.user.id,
    ...(transition ? { loan_status_id: LoanStatus.CLOSED_RESCHEDULE_OUTSTANDING_AMOUNT } : {}), last_modified_by: ctx.user.id, version: row.version + 1,
  });
  if (transition) {
    await afterLoanStatusChange(ctx, row.id, row.loan_status_id, LoanStatus.CLOSED_RESCHEDULE_OUTSTANDING_AMOUNT);
  }
  await insertLoanNote(ctx.db, row.id, req.note, ctx.user.id);
  if (req.note !== undefined) {
    changes.note = req.note;
  }
  return { ...transactionResult(ctx, loan, row.id, changes), ...(row.external_id === null ? {} : { resourceExternalId: row.external_id }) };
}

/**
 * ?command=undowriteoff (Fineract's undoWriteOff): the write-off of a written-off loan is reversed and the other
 * transactions replayed; the loan is active again (or closed or overpaid, as the replay finds it) and the
 * write-off's journal entries are posted on the other side. The answer names the write-off, without changes.
 */
async function undoWriteOff(ctx: CommandContext): Promise<CommandResult> {
  const loan = await loadLoan(ctx);
  if (loan.row.loan_status_id !== LoanStatus.CLOSED_WRITTEN_OFF) {
    throw notWrittenOffForUndo(loan.row.id);
  }
  const writeOff = (await findActiveTransactions(ctx.db, loan.row.id)).find((t) => t.type === LoanTransactionType.WRITEOFF);
  if (writeOff === undefined) {
    throw writeOffTransactionNotFound(loan.row.id);
  }
  await applyLoanChange(ctx, loan, { removed: writeOff, removedBySystem: true });
  return { ...partiesOf(loan.row, loan.posted.officeId), resourceId: writeOff.id, ...(writeOff.externalId === null ? {} : { resourceExternalId: writeOff.externalId }) };
}

export const loanClosureCommandHandlers = [
  commandHandler(ENTITY, 'CLOSE', closeLoan),
  commandHandler(ENTITY, 'CLOSEASRESCHEDULED', closeAsRescheduled),
  commandHandler(ENTITY, 'UNDOWRITEOFF', undoWriteOff),
];
