import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { DataValidator } from '../../../shared/validation/index.ts';
import { LoanStatus, loanStatusView, transition } from '../loan-accounts/domain/loan-status.ts';
import { clientNotActive, groupNotActive, invalidTransition } from '../loan-accounts/loan-accounts.errors.ts';
import { findBorrower, updateLoan, type BorrowerFacts, type LoanRow } from '../loan-accounts/loan-accounts.repository.ts';
import { partiesOf, requireLoan } from '../loan-accounts/loan-accounts.commands.ts';
import { releaseLoanPledges } from '../loan-accounts/loan-collateral.commands.ts';
import { notApprovedForUndo, notSubmittedForApproval, notSubmittedForRejection } from './loan-lifecycle.errors.ts';
import { requireLoanDatatableEntries } from '../loan-registrations/loan-registrations.commands.ts';
import { insertLoanNote } from './loan-lifecycle.repository.ts';

const ENTITY = 'LOAN';
const RESOURCE = 'loanapplication';
const ACTIVE = 300;

async function activeBorrower(ctx: CommandContext, row: LoanRow): Promise<BorrowerFacts> {
  const borrower = await findBorrower(ctx.db, row.client_id ?? undefined, row.group_id ?? undefined);
  if (borrower.client !== undefined && borrower.client.status !== ACTIVE) {
    throw clientNotActive(borrower.client.id);
  }
  if (borrower.group !== undefined && borrower.group.status !== ACTIVE) {
    throw groupNotActive(borrower.group.id);
  }
  return borrower;
}

const officeOf = (b: BorrowerFacts): number => b.client?.officeId ?? b.group?.officeId ?? 0;

/** The date member of a transition (required), and the optional note (at most 1000 characters). */
function readDateAndNote(ctx: CommandContext, dateName: string, supported: readonly string[]): { date: LocalDate; note: string | undefined; v: DataValidator } {
  ctx.json.checkSupported(['locale', 'dateFormat', 'note', dateName, ...supported]);
  const v = new DataValidator(RESOURCE);
  const date = ctx.json.localDate(dateName, v);
  v.parameter(dateName, date?.toString()).notBlank();
  const note = ctx.json.trimmedString('note');
  v.parameter('note', note).notExceedingLengthOf(1000);
  return { date: date as LocalDate, note, v };
}

function checkNotBefore(date: LocalDate, floor: string | null | undefined, action: string, what: string): void {
  if (floor !== null && floor !== undefined && date.toString() < floor) {
    throw invalidTransition(action, 'cannot.be.before.submittal.date', `The date on which a loan is ${what} cannot be before its submittal date: ${floor}`, [date.toString(), floor]);
  }
}

function checkTransferDate(date: LocalDate, borrower: BorrowerFacts, action: string, what: string): void {
  const joined = borrower.client?.officeJoiningDate;
  if (joined !== null && joined !== undefined && date.toString() < joined) {
    throw invalidTransition(action, 'cannot.be.before.client.transfer.date', `The date on which a loan is ${what} cannot be earlier than client's transfer date to this office`, [joined]);
  }
}

function checkNotFuture(date: LocalDate, today: LocalDate, action: string, what: string): void {
  if (date.isAfter(today)) {
    throw invalidTransition(action, 'cannot.be.a.future.date', `The date on which a loan is ${what} cannot be in the future.`, [date.toString()]);
  }
}

function statusChange(status: number, json: Readonly<Record<string, unknown>>, extra: Record<string, unknown>): Record<string, unknown> {
  return { status: loanStatusView(status), locale: json.locale, dateFormat: json.dateFormat, ...extra };
}

/** ?command=approve: approvedOnDate (not before submission, not in the future), approvedLoanAmount ≤ proposed, expectedDisbursementDate ≥ approval. */
async function approveLoan(ctx: CommandContext): Promise<CommandResult> {
  const { date: approvedOn, note, v } = readDateAndNote(ctx, 'approvedOnDate', ['approvedLoanAmount', 'expectedDisbursementDate', 'netDisbursalAmount', 'disbursementData', 'loanId']);
  const amount = ctx.json.decimal('approvedLoanAmount', v);
  v.parameter('approvedLoanAmount', amount?.toString()).positive();
  const expected = ctx.json.localDate('expectedDisbursementDate', v);
  v.throwIfErrors();
  const row = await requireLoan(ctx);
  const borrower = await activeBorrower(ctx, row);
  checkNotBefore(approvedOn, row.submittedon_date, 'approval', 'approved');
  if (transition(row.loan_status_id, 'approve') === undefined) {
    throw notSubmittedForApproval();
  }
  const proposed = new Decimal(row.principal_amount_proposed);
  if (amount !== undefined && amount.greaterThan(proposed)) {
    throw invalidTransition('approval', "amount.can't.be.greater.than.loan.amount.demanded", "Loan approved amount can't be greater than loan amount demanded.", [proposed.toString(), amount.toString()]);
  }
  const disbursement = expected ?? (row.expected_disbursedon_date === null ? undefined : expectedOf(row));
  if (disbursement !== undefined && disbursement.isBefore(approvedOn)) {
    throw invalidTransition('expecteddisbursal', 'should.be.on.or.after.approval.date', `The expected disbursement date ${disbursement.toString()} should be either on or after the approval date: ${approvedOn.toString()}`, [approvedOn.toString(), disbursement.toString()]);
  }
  checkTransferDate(approvedOn, borrower, 'approval', 'approved');
  checkNotFuture(approvedOn, await ctx.clock.businessDate(), 'approval', 'approved');
  await requireLoanDatatableEntries(ctx.db, row.id, row.product_id, 'APPROVE');
  const approved = amount ?? proposed;
  await updateLoan(ctx.db, row.id, {
    loan_status_id: LoanStatus.APPROVED, approvedon_date: approvedOn.toString(), approvedon_userid: ctx.user.id, approved_principal: approved.toString(),
    principal_amount: approved.toString(), net_disbursal_amount: approved.toString(), last_modified_by: ctx.user.id, version: row.version + 1,
    ...(expected === undefined ? {} : { expected_disbursedon_date: expected.toString() }),
  });
  await insertLoanNote(ctx.db, row.id, note, ctx.user.id);
  const changes = statusChange(LoanStatus.APPROVED, ctx.json.json, {
    approvedOnDate: ctx.json.json.approvedOnDate,
    ...(amount === undefined ? {} : { approvedLoanAmount: amount }),
    ...(expected === undefined ? {} : { expectedDisbursementDate: ctx.json.json.expectedDisbursementDate }),
    ...(note === undefined ? {} : { note }),
  });
  return { ...partiesOf(row, officeOf(borrower)), changes };
}

function expectedOf(row: LoanRow): LocalDate | undefined {
  return row.expected_disbursedon_date === null ? undefined : LocalDate.parse(row.expected_disbursedon_date);
}

/** ?command=undoApproval: back to submitted; the approval's date, user and amount are cleared (principal back to the proposed one). */
async function undoApproval(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported(['note']);
  const v = new DataValidator('loanapplication.undo');
  const note = ctx.json.trimmedString('note');
  v.parameter('note', note).notExceedingLengthOf(1000);
  v.throwIfErrors();
  const row = await requireLoan(ctx);
  const borrower = await activeBorrower(ctx, row);
  if (transition(row.loan_status_id, 'undoApproval') === undefined) {
    throw notApprovedForUndo();
  }
  await updateLoan(ctx.db, row.id, {
    loan_status_id: LoanStatus.SUBMITTED_AND_PENDING_APPROVAL, approvedon_date: null, approvedon_userid: null,
    approved_principal: row.principal_amount_proposed, principal_amount: row.principal_amount_proposed, net_disbursal_amount: row.principal_amount_proposed,
    last_modified_by: ctx.user.id, version: row.version + 1,
  });
  await insertLoanNote(ctx.db, row.id, note, ctx.user.id);
  return { ...partiesOf(row, officeOf(borrower)), changes: { status: loanStatusView(LoanStatus.SUBMITTED_AND_PENDING_APPROVAL), ...(note === undefined ? {} : { note }) } };
}

/** ?command=reject and ?command=withdrawnByApplicant: from submitted only, dated between submission and today. */
function closeApplication(kind: 'reject' | 'withdraw') {
  const dateName = kind === 'reject' ? 'rejectedOnDate' : 'withdrawnOnDate';
  const what = kind === 'reject' ? 'rejected' : 'withdrawn';
  return async (ctx: CommandContext): Promise<CommandResult> => {
    const { date, note, v } = readDateAndNote(ctx, dateName, []);
    v.throwIfErrors();
    const row = await requireLoan(ctx);
    const borrower = await activeBorrower(ctx, row);
    if (kind === 'reject' && row.loan_status_id !== LoanStatus.SUBMITTED_AND_PENDING_APPROVAL) {
      throw notSubmittedForRejection();
    }
    const status = transition(row.loan_status_id, kind);
    if (status === undefined) {
      throw invalidTransition(kind, kind === 'reject' ? 'cannot.reject' : 'cannot.withdraw', `Only the loan applications with status 'Submitted and pending approval' are allowed to be ${what}.`);
    }
    checkNotBefore(date, row.submittedon_date, kind, what);
    checkTransferDate(date, borrower, kind, what);
    checkNotFuture(date, await ctx.clock.businessDate(), kind, what);
    await requireLoanDatatableEntries(ctx.db, row.id, row.product_id, kind === 'reject' ? 'REJECTED' : 'WITHDRAWN');
    const closed = date.toString();
    await updateLoan(ctx.db, row.id, {
      loan_status_id: status, closedon_date: closed, closedon_userid: ctx.user.id, last_modified_by: ctx.user.id, version: row.version + 1,
      ...(kind === 'reject' ? { rejectedon_date: closed, rejectedon_userid: ctx.user.id } : { withdrawnon_date: closed, withdrawnon_userid: ctx.user.id }),
    });
    await releaseLoanPledges(ctx.db, row.id);
    await insertLoanNote(ctx.db, row.id, note, ctx.user.id);
    const changes = statusChange(status, ctx.json.json, { [dateName]: ctx.json.json[dateName], closedOnDate: ctx.json.json[dateName], ...(note === undefined ? {} : { note }) });
    return { ...partiesOf(row, officeOf(borrower)), changes };
  };
}

export const loanLifecycleCommandHandlers = [
  commandHandler(ENTITY, 'APPROVE', approveLoan),
  commandHandler(ENTITY, 'APPROVALUNDO', undoApproval),
  commandHandler(ENTITY, 'REJECT', closeApplication('reject')),
  commandHandler(ENTITY, 'WITHDRAW', closeApplication('withdraw')),
];
