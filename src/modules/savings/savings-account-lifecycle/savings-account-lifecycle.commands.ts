import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { DataValidator } from '../../../shared/validation/index.ts';
import { lockedInUntil } from '../savings-accounts/domain/savings-account-rules.ts';
import { SavingsAccountStatus, SavingsAccountSubStatus, savingsStatusView, savingsSubStatusView } from '../savings-accounts/domain/savings-account-status.ts';
import { partiesOf, requireSavingsAccount } from '../savings-accounts/savings-accounts.commands.ts';
import { clientNotActive, groupNotActive, savingsParameterRuleViolated, savingsRuleViolated } from '../savings-accounts/savings-accounts.errors.ts';
import { insertSavingsNote, updateSavingsAccount, type LockedSavingsAccount, type SavingsAccountChanges } from '../savings-accounts/savings-accounts.repository.ts';
import { recordMovement } from '../savings-transactions/savings-transactions.commands.ts';
import { lastTransactionDate } from '../savings-transactions/savings-transactions.repository.ts';
import { officerCommandHandlers } from './savings-officers.commands.ts';
import { SavingsChargeTime } from '../savings-charges/domain/savings-charge-time.ts';
import { recordChargePayment } from '../savings-charges/savings-charges.commands.ts';
import { listSavingsCharges } from '../savings-charges/savings-charges.repository.ts';

const ENTITY = 'SAVINGSACCOUNT';
const ACTIVE_HOLDER = 300;
const S = SavingsAccountStatus;

/** The date member of a transition (mandatory, resource `savingsaccountapplication` as Fineract) and the note. */
function readTransition(ctx: CommandContext, dateName: string, resource: string, extra: readonly string[] = []): { date: LocalDate; note: string | undefined; v: DataValidator } {
  ctx.json.checkSupported(['locale', 'dateFormat', 'note', dateName, ...extra]);
  const v = new DataValidator(resource);
  const date = ctx.json.localDate(dateName, v);
  if (!v.hasErrorFor(dateName)) {
    v.parameter(dateName, date).notBlank();
  }
  const note = ctx.json.trimmedString('note');
  v.parameter('note', note).notExceedingLengthOf(1000);
  return { date: date as LocalDate, note, v };
}

function requireHolderActive(account: LockedSavingsAccount): void {
  if (account.holder.status !== ACTIVE_HOLDER) {
    throw account.holder.kind === 'client' ? clientNotActive(account.holder.id) : groupNotActive(account.holder.id);
  }
}

/** The transition's date may be neither before submission nor in the future (Fineract's order). */
async function checkDate(ctx: CommandContext, action: string, date: LocalDate, floor: string | null, floorRule: string): Promise<void> {
  if (floor !== null && date.toString() < floor) {
    throw savingsRuleViolated(action, floorRule, [date.toString(), floor]);
  }
  if (date.isAfter(await ctx.clock.businessDate())) {
    throw savingsRuleViolated(action, 'cannot.be.a.future.date', [date.toString()]);
  }
}

function statusChanges(status: number, json: Readonly<Record<string, unknown>>, members: Record<string, unknown>): Record<string, unknown> {
  const changes = { status: savingsStatusView(status), locale: json.locale, dateFormat: json.dateFormat, ...members };
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

async function finish(ctx: CommandContext, account: LockedSavingsAccount, status: number, changes: SavingsAccountChanges, note: string | undefined, wire: Record<string, unknown>): Promise<CommandResult> {
  await updateSavingsAccount(ctx.db, account.row.id, ctx.user.id, { status_enum: status, ...changes });
  await insertSavingsNote(ctx.db, account.row.id, note, ctx.user.id);
  return { ...partiesOf(account.row, account.holder), changes: statusChanges(status, ctx.json.json, { ...wire, ...(note === undefined ? {} : { note }) }) };
}

/** ?command=approve: from submitted, on or after submission, not in the future. */
async function approve(ctx: CommandContext): Promise<CommandResult> {
  const { date, note, v } = readTransition(ctx, 'approvedOnDate', 'savingsaccountapplication');
  v.throwIfErrors();
  const account = await requireSavingsAccount(ctx);
  requireHolderActive(account);
  if (account.row.status_enum !== S.SUBMITTED_AND_PENDING_APPROVAL) {
    throw savingsRuleViolated('approval', 'not.in.submittedandpendingapproval.state');
  }
  await checkDate(ctx, 'approval', date, account.row.submittedon_date, 'cannot.be.before.submittal.date');
  return finish(ctx, account, S.APPROVED, { approvedon_date: date.toString(), approvedon_userid: ctx.user.id }, note, { approvedOnDate: ctx.json.json.approvedOnDate });
}

/** ?command=undoapproval: from approved back to submitted. */
async function undoApproval(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported(['note']);
  const v = new DataValidator('savingsaccountapplication.undo');
  const note = ctx.json.trimmedString('note');
  v.parameter('note', note).notExceedingLengthOf(1000);
  v.throwIfErrors();
  const account = await requireSavingsAccount(ctx);
  requireHolderActive(account);
  if (account.row.status_enum !== S.APPROVED) {
    throw savingsRuleViolated('undoApproval', 'not.in.approved.state');
  }
  return finish(ctx, account, S.SUBMITTED_AND_PENDING_APPROVAL, { approvedon_date: null, approvedon_userid: null }, note, {});
}

/** ?command=reject and ?command=withdrawnByApplicant: from submitted, dated between submission and today. */
function closeApplication(kind: 'reject' | 'withdrawnByApplicant') {
  const dateName = kind === 'reject' ? 'rejectedOnDate' : 'withdrawnOnDate';
  return async (ctx: CommandContext): Promise<CommandResult> => {
    const { date, note, v } = readTransition(ctx, dateName, 'savingsaccountapplication');
    v.throwIfErrors();
    const account = await requireSavingsAccount(ctx);
    requireHolderActive(account);
    if (account.row.status_enum !== S.SUBMITTED_AND_PENDING_APPROVAL) {
      throw savingsRuleViolated(kind, 'not.in.submittedandpendingapproval.state');
    }
    await checkDate(ctx, kind, date, account.row.submittedon_date, 'cannot.be.before.submittal.date');
    const day = date.toString();
    const columns: SavingsAccountChanges =
      kind === 'reject'
        ? { rejectedon_date: day, rejectedon_userid: ctx.user.id, closedon_date: day, closedon_userid: ctx.user.id }
        : { withdrawnon_date: day, withdrawnon_userid: ctx.user.id, closedon_date: day, closedon_userid: ctx.user.id };
    return finish(ctx, account, kind === 'reject' ? S.REJECTED : S.WITHDRAWN_BY_APPLICANT, columns, note, { [dateName]: ctx.json.json[dateName], closedOnDate: ctx.json.json[dateName] });
  };
}

/** ?command=activate: from approved; not before the holder's activation or the approval, not in the future. */
async function activate(ctx: CommandContext): Promise<CommandResult> {
  const { date, v } = readTransition(ctx, 'activatedOnDate', 'savingsaccount');
  v.throwIfErrors();
  const account = await requireSavingsAccount(ctx);
  const { row, holder } = account;
  if (row.status_enum !== S.APPROVED) {
    throw savingsRuleViolated('activate', 'not.in.approved.state');
  }
  const day = date.toString();
  if (holder.activationDate !== null && day < holder.activationDate) {
    throw savingsRuleViolated('activate', holder.kind === 'client' ? 'cannot.be.before.client.activation.date' : 'cannot.be.before.group.activation.date', [day, holder.activationDate]);
  }
  await checkDate(ctx, 'activate', date, row.approvedon_date, 'cannot.be.before.approval.date');
  requireHolderActive(account);
  const frequency = row.lockin_period_frequency === null ? null : Number(row.lockin_period_frequency);
  const lockedUntil = lockedInUntil(date, frequency, row.lockin_period_frequency_enum);
  const changes = {
    activatedon_date: day, activatedon_userid: ctx.user.id, lockedin_until_date_derived: lockedUntil?.toString() ?? null, start_interest_calculation_date: day,
    rejectedon_date: null, withdrawnon_date: null, closedon_date: null,
  };
  const result = await finish(ctx, account, S.ACTIVE, changes, undefined, { activatedOnDate: ctx.json.json.activatedOnDate });
  await processUponActivation(ctx, { ...account, row: { ...row, ...changes, status_enum: S.ACTIVE } }, date);
  return result;
}

/**
 * Fineract's post-activation actions: the minimum opening balance is deposited on the activation date, then
 * every unpaid savings-activation charge (time type 3) is paid from the balance on that date (type 7, fee or
 * penalty income posted); a balance that cannot cover a charge refuses the activation with 403
 * `error.msg.savingsaccount.transaction.insufficient.account.balance`.
 */
async function processUponActivation(ctx: CommandContext, active: LockedSavingsAccount, date: LocalDate): Promise<void> {
  const opening = new Decimal(active.row.min_required_opening_balance ?? 0);
  if (opening.greaterThan(0)) {
    await recordMovement(ctx, active, 'deposit', { date, amount: opening, paymentTypeId: null, paymentDetails: {}, note: undefined });
  }
  const charges = (await listSavingsCharges(ctx.db, active.row.id)).filter(
    (c) => c.charge_time_enum === SavingsChargeTime.SAVINGS_ACTIVATION && c.is_active && !c.waived && new Decimal(c.amount_outstanding_derived).greaterThan(0),
  );
  for (const charge of charges) {
    await recordChargePayment(ctx, active, charge, new Decimal(charge.amount_outstanding_derived), date);
  }
}

const CLOSE_EXTRA = ['withdrawBalance', 'paymentTypeId', 'accountNumber', 'checkNumber', 'routingCode', 'receiptNumber', 'bankNumber', 'postInterestValidationOnClosure'];

/**
 * ?command=close: from active; not before activation, not in the future, not before the last transaction;
 * with `withdrawBalance` the balance is withdrawn on the closing date first, else it must be zero.
 */
async function close(ctx: CommandContext): Promise<CommandResult> {
  const { date, note, v } = readTransition(ctx, 'closedOnDate', 'savingsaccount', CLOSE_EXTRA);
  const withdrawBalance = ctx.json.boolean('withdrawBalance', v) ?? false;
  const paymentTypeId = ctx.json.long('paymentTypeId', v);
  ctx.json.boolean('postInterestValidationOnClosure', v);
  v.throwIfErrors();
  const account = await requireSavingsAccount(ctx);
  const { row } = account;
  if (row.status_enum !== S.ACTIVE) {
    throw savingsRuleViolated('close', 'not.in.active.state');
  }
  const day = date.toString();
  if (row.activatedon_date !== null && day < row.activatedon_date) {
    throw savingsParameterRuleViolated('close', 'closedOnDate', 'must.be.after.activation.date', [day]);
  }
  if (date.isAfter(await ctx.clock.businessDate())) {
    throw savingsParameterRuleViolated('close', 'closedOnDate', 'cannot.be.a.future.date', [day]);
  }
  const last = await lastTransactionDate(ctx.db, row.id);
  if (last !== undefined && day < last) {
    throw savingsParameterRuleViolated('close', 'closedOnDate', 'must.be.after.last.transaction.date', [day]);
  }
  let balance = row.account_balance_derived;
  if (withdrawBalance && new Decimal(balance).greaterThan(0)) {
    const details = Object.fromEntries(['accountNumber', 'checkNumber', 'routingCode', 'receiptNumber', 'bankNumber'].flatMap((n) => (ctx.json.trimmedString(n) === undefined ? [] : [[n, ctx.json.trimmedString(n)]])));
    await recordMovement(ctx, account, 'withdrawal', { date, amount: new Decimal(balance), paymentTypeId: paymentTypeId ?? null, paymentDetails: details, note: undefined });
    balance = '0';
  }
  if (!new Decimal(balance).isZero()) {
    throw savingsRuleViolated('close', 'results.in.balance.not.zero');
  }
  return finish(ctx, account, S.CLOSED, { closedon_date: day, closedon_userid: ctx.user.id }, note, { closedOnDate: ctx.json.json.closedOnDate, ...(withdrawBalance ? { withdrawBalance } : {}) });
}

/** Fineract's block transitions: the account must be active; each sub-status moves as its rule says. */
function subStatusCommand(action: string, next: (current: number) => number | string) {
  return async (ctx: CommandContext): Promise<CommandResult> => {
    ctx.json.checkSupported(['reasonForBlock', 'locale', 'dateFormat']);
    const reason = ctx.json.trimmedString('reasonForBlock');
    const account = await requireSavingsAccount(ctx);
    if (account.row.status_enum !== S.ACTIVE) {
      throw savingsRuleViolated(action, 'not.in.active.state', [], 'status');
    }
    const outcome = next(account.row.sub_status_enum);
    if (typeof outcome === 'string') {
      throw savingsRuleViolated(action, outcome, [account.row.sub_status_enum], 'subStatus');
    }
    const blocking = action === 'block' || action === 'blockCredits' || action === 'blockDebits';
    await updateSavingsAccount(ctx.db, account.row.id, ctx.user.id, { sub_status_enum: outcome, ...(blocking && reason !== undefined ? { reason_for_block: reason } : {}) });
    return { ...partiesOf(account.row, account.holder), changes: { subStatus: savingsSubStatusView(outcome) } };
  };
}

const B = SavingsAccountSubStatus;

export const savingsAccountLifecycleCommandHandlers = [
  commandHandler(ENTITY, 'APPROVE', approve),
  commandHandler(ENTITY, 'APPROVALUNDO', undoApproval),
  commandHandler(ENTITY, 'REJECT', closeApplication('reject')),
  commandHandler(ENTITY, 'WITHDRAW', closeApplication('withdrawnByApplicant')),
  commandHandler(ENTITY, 'ACTIVATE', activate),
  commandHandler(ENTITY, 'CLOSE', close),
  commandHandler(ENTITY, 'BLOCK', subStatusCommand('block', () => B.BLOCK)),
  commandHandler(ENTITY, 'UNBLOCK', subStatusCommand('unblock', (s) => (s === B.BLOCK ? B.NONE : 'not.in.blocked.state'))),
  commandHandler(ENTITY, 'BLOCKCREDIT', subStatusCommand('blockCredits', (s) => (s === B.BLOCK ? 'currently.set' : s === B.BLOCK_DEBIT ? B.BLOCK : B.BLOCK_CREDIT))),
  commandHandler(ENTITY, 'UNBLOCKCREDIT', subStatusCommand('unblockCredits', (s) => (s === B.BLOCK ? B.BLOCK_DEBIT : s === B.BLOCK_CREDIT ? B.NONE : 'credits.are.not.blocked'))),
  commandHandler(ENTITY, 'BLOCKDEBIT', subStatusCommand('blockDebits', (s) => (s === B.BLOCK ? 'currently.set' : s === B.BLOCK_CREDIT ? B.BLOCK : B.BLOCK_DEBIT))),
  commandHandler(ENTITY, 'UNBLOCKDEBIT', subStatusCommand('unblockDebits', (s) => (s === B.BLOCK ? B.BLOCK_CREDIT : s === B.BLOCK_DEBIT ? B.NONE : 'debits.are.not.blocked'))),
  ...officerCommandHandlers,
];
