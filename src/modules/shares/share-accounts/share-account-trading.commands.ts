import { LocalDate } from '@js-joda/core';
import { Decimal } from 'decimal.js';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { assert } from '../../../shared/assert.ts';
import { DataValidator, JsonCommand } from '../../../shared/validation/index.ts';
import { SharePeriodFrequency } from '../share-products/domain/share-product-enums.ts';
import { ShareChargeTime } from './domain/share-account-charges.ts';
import { ShareAccountStatus, ShareTransactionStatus, ShareTransactionType } from './domain/share-account-enums.ts';
import { failWithBareCode, RESOURCE } from './domain/share-account-input.ts';
import { feesOn, saveFees, settlePurchaseFees } from './share-account-charges.commands.ts';
import { postSharePurchases, postShareRedemption } from './share-account-postings.commands.ts';
import { loadShareAccount, marketPriceOn } from './share-accounts.commands.ts';
import {
  addSubscribedShares,
  findShareTransactions,
  insertShareTransaction,
  lockShareProduct,
  setShareTransactionStatus,
  updateShareAccount,
  type ShareAccountRow,
  type ShareTransactionRow,
  type ShareTransactionValues,
} from './share-accounts.repository.ts';

const ADDITIONAL_SHARES_PARAMETERS = ['locale', 'dateFormat', 'requestedDate', 'requestedShares', 'unitPrice'];
const isApproved = (t: ShareTransactionRow): boolean => t.status_enum === ShareTransactionStatus.APPROVED;
/** Purchases and redemptions: the account's transactions without its charge payments (Fineract's !isChargeTransaction). */
async function findShareTrades(ctx: CommandContext, accountId: number): Promise<ShareTransactionRow[]> {
  return (await findShareTransactions(ctx.db, accountId)).filter((t) => t.type_enum !== ShareTransactionType.CHARGE_PAYMENT);
}

/** `requestedDate` (required, not before any purchase or redemption) and, when `shares`, `requestedShares` (> 0). */
function readRequest(ctx: CommandContext, v: DataValidator, transactions: readonly ShareTransactionRow[], beforeCode: string): { date?: LocalDate; shares?: number } {
  ctx.json.checkSupported(ADDITIONAL_SHARES_PARAMETERS);
  const date = ctx.json.localDate('requestedDate', v);
  if (!v.hasErrorFor('requestedDate')) {
    v.parameter('requestedDate', date).notBlank();
  }
  const shares = ctx.json.long('requestedShares', v);
  if (!v.hasErrorFor('requestedShares')) {
    v.parameter('requestedShares', shares).notBlank().positive();
  }
  const text = date?.toString();
  if (text !== undefined && transactions.some((t) => t.transaction_date !== null && text < t.transaction_date)) {
    failWithBareCode(v, 'requestedDate', beforeCode, [text]);
  }
  return { date, shares };
}

async function newTransaction(ctx: CommandContext, account: ShareAccountRow, values: Omit<ShareTransactionValues, 'account_id' | 'is_active'>): Promise<ShareTransactionRow> {
  const row = { account_id: account.id, charge_amount: '0', amount_paid: values.amount ?? null, is_active: true, ...values };
  const id = await insertShareTransaction(ctx.db, row);
  return { id, transaction_date: null, total_shares: null, unit_price: null, amount: null, type_enum: null, ...row, status_enum: values.status_enum ?? ShareTransactionStatus.APPLIED };
}

/** Apply for additional shares: an active account, within the product's maximum with the approved shares; priced on the requested date. */
async function applyAdditionalShares(ctx: CommandContext): Promise<CommandResult> {
  const { account, product, books } = await loadShareAccount(ctx);
  const v = new DataValidator(RESOURCE);
  if (account.status_enum !== ShareAccountStatus.ACTIVE) {
    failWithBareCode(v, 'id', 'is.not.in.active.state');
  }
  const { date, shares } = readRequest(ctx, v, await findShareTrades(ctx, account.id), 'purchase.transaction.date.cannot.be.before.existing.transactions');
  const maximum = product.maximum_client_shares;
  if (shares !== undefined && maximum !== null && (account.total_approved_shares ?? 0) + shares > maximum) {
    v.failWithCode('requestedShares', 'exceeding.maximum.limit.defined.in.the.shareproduct', [shares]);
  }
  v.throwIfErrors();
  assert(date !== undefined && shares !== undefined, 'a missing date or share count is refused above');
  const price = await marketPriceOn(ctx.db, product, date);
  const gross = new Decimal(price.times(shares).toFixed(2));
  const fees = await feesOn(ctx.db, account, ShareChargeTime.PURCHASE, gross, await ctx.moneyContext());
  const purchase = await newTransaction(ctx, account, {
    transaction_date: date.toString(),
    total_shares: shares,
    unit_price: price.toString(),
    amount: gross.plus(fees.total).toString(),
    charge_amount: fees.total.toString(),
    amount_paid: gross.toString(),
    status_enum: ShareTransactionStatus.APPLIED,
    type_enum: ShareTransactionType.PURCHASE,
  });
  await saveFees(ctx.db, purchase.id, fees);
  await updateShareAccount(ctx.db, account.id, ctx.user.id, { total_pending_shares: (account.total_pending_shares ?? 0) + shares });
  await postSharePurchases(ctx.db, ctx.user.id, books, [purchase], await ctx.clock.businessDate());
  return { clientId: account.client_id, resourceId: account.id, changes: { additionalshares: purchase.id } };
}

/** The pending purchases named by `requestedShares: [{id}]`. */
function namedPurchases(ctx: CommandContext, v: DataValidator, transactions: readonly ShareTransactionRow[]): ShareTransactionRow[] {
  ctx.json.checkSupported(ADDITIONAL_SHARES_PARAMETERS);
  const list = ctx.json.json.requestedShares;
  if (!Array.isArray(list)) {
    v.parameter('requestedShares', undefined).notBlank();
    return [];
  }
  const named: ShareTransactionRow[] = [];
  for (const item of list) {
    const id = new JsonCommand(typeof item === 'object' && item !== null && !Array.isArray(item) ? (item as Record<string, unknown>) : {}).long('id', v);
    v.parameter('requestedShares', id).notBlank();
    const found = transactions.find((t) => t.id === id && t.type_enum === ShareTransactionType.PURCHASE && t.status_enum === ShareTransactionStatus.APPLIED);
    if (found !== undefined && !named.includes(found)) {
      named.push(found);
    }
  }
  return named;
}

/** Approve additional shares: the named pending purchases become approved (within the product's issuable shares). */
async function approveAdditionalShares(ctx: CommandContext): Promise<CommandResult> {
  const { account, books } = await loadShareAccount(ctx);
  const v = new DataValidator(RESOURCE);
  const named = namedPurchases(ctx, v, await findShareTrades(ctx, account.id));
  const shares = named.reduce((sum, t) => sum + (t.total_shares ?? 0), 0);
  const product = await lockShareProduct(ctx.db, account.product_id);
  if ((product?.totalsubscribed_shares ?? 0) + shares > (product?.issued_shares ?? product?.total_shares ?? 0)) {
    failWithBareCode(v, 'requestedShares', 'shares.requested.can.not.be.approved.exceeding.totalshares.issuable', [shares]);
  }
  v.throwIfErrors();
  await setShareTransactionStatus(ctx.db, named.map((t) => t.id), ShareTransactionStatus.APPROVED);
  await updateShareAccount(ctx.db, account.id, ctx.user.id, {
    total_approved_shares: (account.total_approved_shares ?? 0) + shares,
    total_pending_shares: Math.max((account.total_pending_shares ?? 0) - shares, 0),
  });
  await addSubscribedShares(ctx.db, account.product_id, shares);
  const approved = await settlePurchaseFees(ctx.db, account.id, named.map((t) => ({ ...t, status_enum: ShareTransactionStatus.APPROVED })));
  await postSharePurchases(ctx.db, ctx.user.id, books, approved, await ctx.clock.businessDate());
  return { clientId: account.client_id, resourceId: account.id, changes: { requestedShares: named.map((t) => t.id) } };
}

/** Reject additional shares: the named pending purchases are rejected and their postings undone. */
async function rejectAdditionalShares(ctx: CommandContext): Promise<CommandResult> {
  const { account, books } = await loadShareAccount(ctx);
  const v = new DataValidator(RESOURCE);
  const named = namedPurchases(ctx, v, await findShareTrades(ctx, account.id));
  v.throwIfErrors();
  const shares = named.reduce((sum, t) => sum + (t.total_shares ?? 0), 0);
  await setShareTransactionStatus(ctx.db, named.map((t) => t.id), ShareTransactionStatus.REJECTED);
  await updateShareAccount(ctx.db, account.id, ctx.user.id, { total_pending_shares: Math.max((account.total_pending_shares ?? 0) - shares, 0) });
  const rejected = await settlePurchaseFees(ctx.db, account.id, named.map((t) => ({ ...t, status_enum: ShareTransactionStatus.REJECTED })));
  await postSharePurchases(ctx.db, ctx.user.id, books, rejected, await ctx.clock.businessDate());
  return { clientId: account.client_id, resourceId: account.id, changes: { requestedShares: named.map((t) => t.id) } };
}

/** The end of the lock-in of a purchase made on `date` (Fineract's deriveLockinPeriodDuration). */
function lockinEnd(account: ShareAccountRow, date: LocalDate): LocalDate {
  const period = account.lockin_period_frequency === null ? 0 : Number.parseInt(account.lockin_period_frequency, 10);
  const type = account.lockin_period_frequency_enum;
  if (type === SharePeriodFrequency.WEEKS) {
    return date.plusWeeks(period);
  }
  if (type === SharePeriodFrequency.MONTHS) {
    return date.plusMonths(period);
  }
  return type === SharePeriodFrequency.YEARS ? date.plusYears(period) : date.plusDays(period);
}

/** Fineract's validateRedeemRequest: enough approved shares, held by the redeem date, out of their lock-in. */
function checkRedeemable(v: DataValidator, account: ShareAccountRow, transactions: readonly ShareTransactionRow[], date: LocalDate, shares: number): void {
  if ((account.total_approved_shares ?? 0) < shares) {
    failWithBareCode(v, 'requestedShares', 'cannot.be.redeemed.due.to.insufficient.shares', [shares]);
    return;
  }
  let heldByDate = 0;
  let outOfLockin = 0;
  let purchasedBefore = false;
  for (const t of transactions.filter(isApproved)) {
    if (t.transaction_date === null) {
      continue;
    }
    const when = LocalDate.parse(t.transaction_date);
    const sign = t.type_enum === ShareTransactionType.REDEEM ? -1 : t.type_enum === ShareTransactionType.PURCHASE ? 1 : 0;
    const count = sign * (t.total_shares ?? 0);
    if (!when.isAfter(date)) {
      purchasedBefore = true;
      heldByDate += count;
    }
    if (!lockinEnd(account, when).isAfter(date)) {
      outOfLockin += count;
    }
  }
  if (!purchasedBefore) {
    failWithBareCode(v, 'requestedDate', 'no.purchase.transaction.found.before.redeem.date', [date.toString()]);
  } else if (heldByDate < shares) {
    failWithBareCode(v, 'requestedShares', 'cannot.be.redeemed.due.to.insufficient.shares.for.this.redeem.date', [shares]);
  } else if (outOfLockin < shares) {
    failWithBareCode(v, 'requestedShares', 'cannot.be.redeemed.due.to.lockinperiod', [shares]);
  }
}

/**
 * A redemption of `shares` on `date` at the market price of `priceDate`: approved at once, its redeem charges
 * taken from what the client gets (Fineract's handleRedeemSharesChargeTransactions), posted equity to reference.
 */
async function redeem(ctx: CommandContext, loaded: Awaited<ReturnType<typeof loadShareAccount>>, date: LocalDate, shares: number, priceDate: LocalDate): Promise<ShareTransactionRow> {
  const { account, product, books } = loaded;
  const price = await marketPriceOn(ctx.db, product, priceDate);
  const gross = new Decimal(price.times(shares).toFixed(2));
  const fees = await feesOn(ctx.db, account, ShareChargeTime.REDEEM, gross, await ctx.moneyContext());
  const net = gross.minus(fees.total).toString();
  const transaction = await newTransaction(ctx, account, {
    transaction_date: date.toString(),
    total_shares: shares,
    unit_price: price.toString(),
    amount: net,
    charge_amount: fees.total.toString(),
    amount_paid: net,
    status_enum: ShareTransactionStatus.APPROVED,
    type_enum: ShareTransactionType.REDEEM,
  });
  await saveFees(ctx.db, transaction.id, fees);
  await addSubscribedShares(ctx.db, account.product_id, -shares);
  await postShareRedemption(ctx.db, ctx.user.id, books, transaction, await ctx.clock.businessDate());
  return transaction;
}

/** Redeem shares: an active account gives back approved shares out of their lock-in, at the market price of the requested date. */
async function redeemShares(ctx: CommandContext): Promise<CommandResult> {
  const loaded = await loadShareAccount(ctx);
  const { account } = loaded;
  const v = new DataValidator(RESOURCE);
  if (account.status_enum !== ShareAccountStatus.ACTIVE) {
    failWithBareCode(v, 'id', 'is.not.in.active.state');
  }
  const transactions = await findShareTrades(ctx, account.id);
  const { date, shares } = readRequest(ctx, v, transactions.filter(isApproved), 'redeem.transaction.date.cannot.be.before.existing.transactions');
  v.throwIfErrors();
  assert(date !== undefined && shares !== undefined, 'a missing date or share count is refused above');
  checkRedeemable(v, account, transactions, date, shares);
  v.throwIfErrors();
  const transaction = await redeem(ctx, loaded, date, shares, date);
  await updateShareAccount(ctx.db, account.id, ctx.user.id, { total_approved_shares: (account.total_approved_shares ?? 0) - shares });
  return { clientId: account.client_id, resourceId: account.id, changes: { requestedShares: transaction.id } };
}

/** Close: an active account redeems all its approved shares at the business date's market price and closes on `closedDate`. */
async function closeShareAccount(ctx: CommandContext): Promise<CommandResult> {
  const loaded = await loadShareAccount(ctx);
  const { account } = loaded;
  ctx.json.checkSupported(['locale', 'dateFormat', 'closedDate', 'note']);
  const v = new DataValidator(RESOURCE);
  if (account.status_enum !== ShareAccountStatus.ACTIVE) {
    failWithBareCode(v, 'id', 'is.not.in.active.state');
  }
  const date = ctx.json.localDate('closedDate', v);
  if (!v.hasErrorFor('closedDate')) {
    v.parameter('closedDate', date).notBlank();
  }
  const transactions = await findShareTrades(ctx, account.id);
  if (date !== undefined && transactions.some((t) => t.transaction_date !== null && date.toString() < t.transaction_date)) {
    failWithBareCode(v, 'closedDate', 'share.account.cannot.be.closed.before.existing.transactions', [date.toString()]);
  }
  v.throwIfErrors();
  assert(date !== undefined, 'a missing close date is refused above');
  const shares = account.total_approved_shares ?? 0;
  const transaction = shares > 0 ? await redeem(ctx, loaded, date, shares, await ctx.clock.businessDate()) : undefined;
  await updateShareAccount(ctx.db, account.id, ctx.user.id, {
    status_enum: ShareAccountStatus.CLOSED,
    closed_date: date.toString(),
    closed_userid: ctx.user.id,
    total_approved_shares: null,
    total_pending_shares: null,
  });
  return { clientId: account.client_id, resourceId: account.id, changes: transaction === undefined ? {} : { requestedShares: transaction.id } };
}

export const shareAccountTradingCommandHandlers = [
  commandHandler('SHAREACCOUNT', 'APPLYADDITIONALSHARES', applyAdditionalShares),
  commandHandler('SHAREACCOUNT', 'APPROVEADDITIONALSHARES', approveAdditionalShares),
  commandHandler('SHAREACCOUNT', 'REJECTADDITIONALSHARES', rejectAdditionalShares),
  commandHandler('SHAREACCOUNT', 'REDEEMSHARES', redeemShares),
  commandHandler('SHAREACCOUNT', 'CLOSE', closeShareAccount),
];
