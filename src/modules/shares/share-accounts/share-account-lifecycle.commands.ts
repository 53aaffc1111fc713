import type { LocalDate } from '@js-joda/core';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { assert } from '../../../shared/assert.ts';
import { DataValidator } from '../../../shared/validation/index.ts';
import { ShareAccountStatus, ShareTransactionStatus, ShareTransactionType } from './domain/share-account-enums.ts';
import { failWithBareCode, RESOURCE } from './domain/share-account-input.ts';
import { payActivationCharges, resetPurchaseFees, settlePurchaseFees } from './share-account-charges.commands.ts';
import { postShareChargePayments, postSharePurchases, reverseShareTransactions } from './share-account-postings.commands.ts';
import { loadShareAccount } from './share-accounts.commands.ts';
import { addSubscribedShares, findShareTransactions, lockShareProduct, setShareTransactionStatus, updateShareAccount, type ShareTransactionRow } from './share-accounts.repository.ts';

const isPurchase = (t: ShareTransactionRow): boolean => t.type_enum === ShareTransactionType.PURCHASE;

/** Reads the command's date member (required, not before `notBefore`), refusing a wrong state with `stateCode`. */
function readCommandDate(ctx: CommandContext, member: string, state: { ok: boolean; code: string }, notBefore: { date: string | null; code: string }): LocalDate {
  ctx.json.checkSupported(['locale', 'dateFormat', member, 'note']);
  const v = new DataValidator(RESOURCE);
  if (!state.ok) {
    failWithBareCode(v, 'id', state.code);
  }
  const date = ctx.json.localDate(member, v);
  if (!v.hasErrorFor(member)) {
    v.parameter(member, date).notBlank();
  }
  if (date !== undefined && notBefore.date !== null && date.toString() < notBefore.date) {
    failWithBareCode(v, member, notBefore.code, [notBefore.date]);
  }
  v.throwIfErrors();
  assert(date !== undefined, 'a missing command date is refused above');
  return date;
}

/** Approve: the pending purchases become approved shares of the product (within its issuable shares), with their postings. */
async function approveShareAccount(ctx: CommandContext): Promise<CommandResult> {
  const { account, books } = await loadShareAccount(ctx);
  const date = readCommandDate(
    ctx,
    'approvedDate',
    { ok: account.status_enum === ShareAccountStatus.SUBMITTED, code: 'is.not.pending.for.approval' },
    { date: account.submitted_date, code: 'approved.date.cannot.be.before.submitted.date' },
  );
  const product = await lockShareProduct(ctx.db, account.product_id);
  const pending = (await findShareTransactions(ctx.db, account.id)).filter((t) => isPurchase(t) && t.status_enum === ShareTransactionStatus.APPLIED);
  const requested = pending.reduce((sum, t) => sum + (t.total_shares ?? 0), 0);
  const issuable = product?.issued_shares ?? product?.total_shares ?? 0;
  if ((product?.totalsubscribed_shares ?? 0) + requested > issuable) {
    const v = new DataValidator(RESOURCE);
    failWithBareCode(v, 'requestedShares', 'shares.requested.can.not.be.approved.exceeding.totalshares.issuable', [requested]);
    v.throwIfErrors();
  }
  await updateShareAccount(ctx.db, account.id, ctx.user.id, {
    status_enum: ShareAccountStatus.APPROVED,
    approved_date: date.toString(),
    approved_userid: ctx.user.id,
    total_approved_shares: account.total_pending_shares,
    total_pending_shares: null,
  });
  await setShareTransactionStatus(ctx.db, pending.map((t) => t.id), ShareTransactionStatus.APPROVED);
  await addSubscribedShares(ctx.db, account.product_id, requested);
  const approved = await settlePurchaseFees(ctx.db, account.id, pending.map((t) => ({ ...t, status_enum: ShareTransactionStatus.APPROVED })));
  await postSharePurchases(ctx.db, ctx.user.id, books, approved, await ctx.clock.businessDate());
  return { clientId: account.client_id, resourceId: account.id, changes: { approvedDate: date.toString() } };
}

/** Reject: a submitted application is rejected on the business date; its pending purchases are rejected and their postings undone. */
async function rejectShareAccount(ctx: CommandContext): Promise<CommandResult> {
  const { account, books } = await loadShareAccount(ctx);
  ctx.json.checkSupported(['locale', 'dateFormat', 'note']);
  if (account.status_enum !== ShareAccountStatus.SUBMITTED) {
    const v = new DataValidator(RESOURCE);
    failWithBareCode(v, 'id', 'is.not.pending.for.approval');
    v.throwIfErrors();
  }
  const today = await ctx.clock.businessDate();
  const pending = (await findShareTransactions(ctx.db, account.id)).filter((t) => t.status_enum === ShareTransactionStatus.APPLIED);
  await updateShareAccount(ctx.db, account.id, ctx.user.id, {
    status_enum: ShareAccountStatus.REJECTED,
    rejected_date: today.toString(),
    rejected_userid: ctx.user.id,
    total_pending_shares: null,
    total_approved_shares: null,
  });
  await setShareTransactionStatus(ctx.db, pending.map((t) => t.id), ShareTransactionStatus.REJECTED);
  const rejected = await settlePurchaseFees(ctx.db, account.id, pending.filter(isPurchase).map((t) => ({ ...t, status_enum: ShareTransactionStatus.REJECTED })), false);
  await postSharePurchases(ctx.db, ctx.user.id, books, rejected, today);
  return { clientId: account.client_id, resourceId: account.id, changes: { status: ShareAccountStatus.REJECTED } };
}

/** Undo approval: back to a submitted application; the approved purchases are pending again and their postings replaced. */
async function undoApproveShareAccount(ctx: CommandContext): Promise<CommandResult> {
  const { account, books } = await loadShareAccount(ctx);
  ctx.json.checkSupported(['locale', 'dateFormat', 'note']);
  if (account.status_enum !== ShareAccountStatus.APPROVED) {
    const v = new DataValidator(RESOURCE);
    failWithBareCode(v, 'id', 'is.not.in.approved.status');
    v.throwIfErrors();
  }
  const today = await ctx.clock.businessDate();
  const purchases = (await findShareTransactions(ctx.db, account.id)).filter(isPurchase);
  const shares = purchases.reduce((sum, t) => sum + (t.total_shares ?? 0), 0);
  await updateShareAccount(ctx.db, account.id, ctx.user.id, {
    status_enum: ShareAccountStatus.SUBMITTED,
    approved_date: null,
    approved_userid: null,
    total_approved_shares: null,
    total_pending_shares: shares,
  });
  await setShareTransactionStatus(ctx.db, purchases.map((t) => t.id), ShareTransactionStatus.APPLIED);
  await addSubscribedShares(ctx.db, account.product_id, -shares);
  const pending = await resetPurchaseFees(ctx.db, account, purchases.map((t) => ({ ...t, status_enum: ShareTransactionStatus.APPLIED })), await ctx.moneyContext());
  await reverseShareTransactions(ctx.db, ctx.user.id, books, purchases.map((t) => t.id), today);
  await postSharePurchases(ctx.db, ctx.user.id, books, pending, today);
  return { clientId: account.client_id, resourceId: account.id, changes: { status: ShareAccountStatus.SUBMITTED } };
}

/**
 * Activate: an approved account becomes active on `activatedDate` (not before its approval); its activation
 * charges are paid on that date and posted to fee income.
 */
async function activateShareAccount(ctx: CommandContext): Promise<CommandResult> {
  const { account, books } = await loadShareAccount(ctx);
  const date = readCommandDate(
    ctx,
    'activatedDate',
    { ok: account.status_enum === ShareAccountStatus.APPROVED, code: 'is.not.in.approved.status' },
    { date: account.approved_date, code: 'cannot.be.before.approved.date' },
  );
  await updateShareAccount(ctx.db, account.id, ctx.user.id, { status_enum: ShareAccountStatus.ACTIVE, activated_date: date.toString(), activated_userid: ctx.user.id });
  const payments = await payActivationCharges(ctx.db, account.id, await findShareTransactions(ctx.db, account.id), date);
  await postShareChargePayments(ctx.db, ctx.user.id, books, payments, await ctx.clock.businessDate());
  return { clientId: account.client_id, resourceId: account.id, changes: { activatedDate: date.toString() } };
}

export const shareAccountLifecycleCommandHandlers = [
  commandHandler('SHAREACCOUNT', 'APPROVE', approveShareAccount),
  commandHandler('SHAREACCOUNT', 'REJECT', rejectShareAccount),
  commandHandler('SHAREACCOUNT', 'UNDOAPPROVAL', undoApproveShareAccount),
  commandHandler('SHAREACCOUNT', 'ACTIVATE', activateShareAccount),
];
