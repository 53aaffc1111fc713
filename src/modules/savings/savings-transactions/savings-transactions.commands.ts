import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { DataValidator } from '../../../shared/validation/index.ts';
import { FinancialActivity, requireFinancialActivityAccount } from '../../accounting/index.ts';
import { insertPaymentDetail, paymentTypeExists } from '../../organisation/index.ts';
import { overdraftPortion } from '../savings-accounts/domain/savings-account-rules.ts';
import { SavingsAccountStatus, SavingsAccountSubStatus } from '../savings-accounts/domain/savings-account-status.ts';
import { partiesOf, requireSavingsAccount } from '../savings-accounts/savings-accounts.commands.ts';
import {
  accountBlocked,
  creditsBlocked,
  debitsBlocked,
  insufficientBalance,
  paymentTypeNotFound,
  savingsAccountNotFound,
  savingsRuleViolated,
  savingsTransactionNotFound,
  transactionRefused,
} from '../savings-accounts/savings-accounts.errors.ts';
import { transactionUpdateNotAllowed, transferLegUpdateNotAllowed } from './savings-transactions.errors.ts';
import { applyWithdrawalFees, reverseWithdrawalFee } from '../savings-charges/savings-charges.commands.ts';
import { repostInterestIfBackdated } from '../savings-interest/savings-interest.commands.ts';
import { findSavingsAccountForUpdate, updateSavingsAccount, type LockedSavingsAccount, type SavingsAccountRow } from '../savings-accounts/savings-accounts.repository.ts';
import { AccountingRule } from '../savings-products/domain/savings-product-enums.ts';
import { SavingsTransactionType } from './domain/savings-transaction-type.ts';
import { checkBalanceFloor, productAccounting, requireActiveHolder } from './savings-transaction-guards.ts';
import { postSavingsTransaction, type PostedSavingsTransaction } from './savings-transactions.postings.ts';
import {
  findSavingsTransaction,
  isSavingsTransferLeg,
  insertSavingsTransaction,
  insertTransactionNote,
  markSavingsTransactionReversed,
  paymentTypeOfDetail,
  recomputeSavingsBalances,
  setOverdraftAmount,
} from './savings-transactions.repository.ts';

const ENTITY = 'SAVINGSACCOUNT';
const PAYMENT_DETAILS = ['accountNumber', 'checkNumber', 'routingCode', 'receiptNumber', 'bankNumber'] as const;

/** A deposit or withdrawal as the request states it. */
export interface MovementRequest {
  readonly date: LocalDate;
  readonly amount: Decimal;
  readonly paymentTypeId: number | null;
  readonly paymentDetails: Readonly<Partial<Record<(typeof PAYMENT_DETAILS)[number], string>>>;
  readonly note: string | undefined;
  /** A leg of an account transfer: posted against the organisation's liability-transfer account. */
  readonly accountTransfer?: boolean;
}

/** Fineract's SavingsAccountTransactionDataValidator (resource `savingsaccount.transaction`); paymentTypeId is mandatory (spec E.14). */
function readMovement(ctx: CommandContext): MovementRequest {
  ctx.json.checkSupported(['locale', 'dateFormat', 'transactionDate', 'transactionAmount', 'paymentTypeId', 'note', ...PAYMENT_DETAILS]);
  const v = new DataValidator('savingsaccount.transaction');
  const date = ctx.json.localDate('transactionDate', v);
  if (!v.hasErrorFor('transactionDate')) {
    v.parameter('transactionDate', date).notBlank();
  }
  const amount = ctx.json.decimal('transactionAmount', v);
  if (!v.hasErrorFor('transactionAmount')) {
    v.parameter('transactionAmount', amount?.toString()).notBlank().positive();
  }
  const paymentTypeId = ctx.json.long('paymentTypeId', v);
  if (!v.hasErrorFor('paymentTypeId')) {
    v.parameter('paymentTypeId', paymentTypeId).notBlank().positive();
  }
  const paymentDetails: Partial<Record<(typeof PAYMENT_DETAILS)[number], string>> = {};
  for (const name of PAYMENT_DETAILS) {
    const value = ctx.json.trimmedString(name);
    v.parameter(name, value).notExceedingLengthOf(100);
    if (value !== undefined) {
      paymentDetails[name] = value;
    }
  }
  const note = ctx.json.trimmedString('note');
  v.parameter('note', note).notExceedingLengthOf(1000);
  v.throwIfErrors();
  return { date: date as LocalDate, amount: amount as Decimal, paymentTypeId: paymentTypeId ?? null, paymentDetails, note };
}

/** Fineract's order of refusals for a movement: blocks (403), then state, future date, activation date, lock-in (400). */
function checkMovementAllowed(row: SavingsAccountRow, kind: 'deposit' | 'withdrawal', date: LocalDate, today: LocalDate): void {
  if (row.sub_status_enum === SavingsAccountSubStatus.BLOCK) {
    throw accountBlocked(row.id);
  }
  if (kind === 'deposit' && row.sub_status_enum === SavingsAccountSubStatus.BLOCK_CREDIT) {
    throw creditsBlocked(row.id);
  }
  if (kind === 'withdrawal' && row.sub_status_enum === SavingsAccountSubStatus.BLOCK_DEBIT) {
    throw debitsBlocked(row.id);
  }
  const dateText = date.toString();
  if (row.status_enum !== SavingsAccountStatus.ACTIVE) {
    throw transactionRefused('account.is.not.active', 'Transaction is not allowed. Account is not active.', [dateText]);
  }
  if (date.isAfter(today)) {
    throw transactionRefused('in.the.future', 'Transaction date cannot be in the future.', [dateText]);
  }
  if (row.activatedon_date !== null && dateText < row.activatedon_date) {
    throw transactionRefused('before.activation.date', 'Transaction date cannot be before accounts activation date.', [dateText, row.activatedon_date]);
  }
  if (kind === 'withdrawal' && row.lockedin_until_date_derived !== null && dateText < row.lockedin_until_date_derived) {
    throw transactionRefused('withdrawals.blocked.during.lockin.period', `Withdrawal is not allowed. No withdrawals are allowed until after ${row.lockedin_until_date_derived}`, [dateText, row.lockedin_until_date_derived]);
  }
}


/**
 * Records a deposit or withdrawal on a locked, active account (see `writeMovement`) and, when it is dated
 * before the last interest posting, posts the interest again at once. Shared by closing an account with its
 * balance withdrawn, account transfers and disbursements to savings.
 */
export async function recordMovement(ctx: CommandContext, account: LockedSavingsAccount, kind: 'deposit' | 'withdrawal', request: MovementRequest): Promise<number> {
  const transactionId = await writeMovement(ctx, account, kind, request);
  await repostInterestIfBackdated(ctx, account, request.date);
  return transactionId;
}

/**
 * Writes a deposit or withdrawal on a locked, active account: the payment detail, the transaction, the
 * recomputed running balances (one statement), the balance checks and the journal entries.
 */
async function writeMovement(ctx: CommandContext, account: LockedSavingsAccount, kind: 'deposit' | 'withdrawal', request: MovementRequest): Promise<number> {
  const { row, holder } = account;
  checkMovementAllowed(row, kind, request.date, await ctx.clock.businessDate());
  if (request.paymentTypeId !== null && !(await paymentTypeExists(ctx.db, request.paymentTypeId))) {
    throw paymentTypeNotFound(request.paymentTypeId);
  }
  requireActiveHolder(account);
  const d = request.paymentDetails;
  const paymentDetailId =
    request.paymentTypeId === null
      ? null
      : await insertPaymentDetail(ctx.db, {
          payment_type_id: request.paymentTypeId, account_number: d.accountNumber ?? null, check_number: d.checkNumber ?? null,
          routing_code: d.routingCode ?? null, receipt_number: d.receiptNumber ?? null, bank_number: d.bankNumber ?? null,
        });
  const transactionId = await insertSavingsTransaction(ctx.db, {
    savings_account_id: row.id, office_id: holder.officeId, payment_detail_id: paymentDetailId,
    transaction_type_enum: kind === 'deposit' ? SavingsTransactionType.DEPOSIT : SavingsTransactionType.WITHDRAWAL,
    is_reversed: false, transaction_date: request.date.toString(), amount: request.amount.toString(),
    submitted_on_date: (await ctx.clock.businessDate()).toString(), created_by: ctx.user.id,
  });
  const balances = await recomputeSavingsBalances(ctx.db, row.id, request.date.toString(), ctx.user.id, transactionId);
  if (kind === 'withdrawal') {
    checkBalanceFloor(row, balances, () => insufficientBalance(new Decimal(row.account_balance_derived).toString(), request.amount.toString()));
  }
  const overdraft = overdraftPortion(kind, request.amount, new Decimal(balances.transactionBalance ?? 0));
  if (overdraft.greaterThan(0)) {
    await setOverdraftAmount(ctx.db, transactionId, overdraft.toString());
  }
  if (row.sub_status_enum === SavingsAccountSubStatus.INACTIVE || row.sub_status_enum === SavingsAccountSubStatus.DORMANT) {
    await updateSavingsAccount(ctx.db, row.id, ctx.user.id, { sub_status_enum: SavingsAccountSubStatus.NONE });
  }
  await insertTransactionNote(ctx.db, row.id, transactionId, request.note, ctx.user.id);
  const accountingRule = await productAccounting(ctx, row);
  const transferAccountId = request.accountTransfer === true && accountingRule !== AccountingRule.NONE ? await requireFinancialActivityAccount(ctx.db, FinancialActivity.LIABILITY_TRANSFER) : undefined;
  const posted = movementPosting(row, holder.officeId, accountingRule, { id: transactionId, kind, date: request.date, amount: request.amount, overdraft, paymentTypeId: request.paymentTypeId, paymentDetailId });
  await postSavingsTransaction(ctx, transferAccountId === undefined ? posted : { ...posted, transferAccountId }, false);
  return transactionId;
}

function movementPosting(
  row: SavingsAccountRow,
  officeId: number,
  accountingRule: number,
  t: { id: number; kind: 'deposit' | 'withdrawal'; date: LocalDate; amount: Decimal; overdraft: Decimal; paymentTypeId: number | null; paymentDetailId: number | null },
): PostedSavingsTransaction {
  return {
    id: t.id, accountId: row.id, productId: row.product_id ?? 0, accountingRule, kind: t.kind, officeId, currencyCode: row.currency_code,
    date: t.date, amount: t.amount, overdraftAmount: t.overdraft, paymentTypeId: t.paymentTypeId, paymentDetailId: t.paymentDetailId,
  };
}

/**
 * POST /savingsaccounts/{id}/transactions?command=deposit|withdrawal; a withdrawal pays the account's
 * withdrawal fees. Dated before the last interest posting, the interest is posted again at once.
 */
function movement(kind: 'deposit' | 'withdrawal') {
  return async (ctx: CommandContext): Promise<CommandResult> => {
    const request = readMovement(ctx);
    const account = await requireSavingsAccount(ctx);
    const transactionId = await writeMovement(ctx, account, kind, request);
    if (kind === 'withdrawal') {
      await applyWithdrawalFees(ctx, account, request.date, request.amount, request.paymentTypeId);
    }
    await repostInterestIfBackdated(ctx, account, request.date);
    const sent = Object.fromEntries(['paymentTypeId', ...PAYMENT_DETAILS].filter((name) => ctx.json.has(name)).map((name) => [name, ctx.json.json[name]]));
    return { ...partiesOf(account.row, account.holder), resourceId: transactionId, ...(Object.keys(sent).length > 0 ? { changes: sent } : {}) };
  };
}

/**
 * POST /savingsaccounts/{id}/transactions/{txId}?command=undo: marks a deposit or withdrawal reversed,
 * recomputes the balances from its date, refuses a balance that would break the floor, and posts its
 * journal entries again with the sides swapped.
 */
async function undoTransaction(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported(['locale', 'dateFormat', 'note', 'transactionDate', 'transactionAmount']);
  const account = await requireSavingsAccount(ctx);
  const { transaction, kind } = await undoableMovement(ctx, account, ctx.subEntityId ?? 0, 'refuse-transfer-legs');
  await reverseMovement(ctx, account, transaction, kind, false);
  return { ...partiesOf(account.row, account.holder), resourceId: account.row.id };
}

type StoredMovement = NonNullable<Awaited<ReturnType<typeof findSavingsTransaction>>>;

/**
 * The account's deposit or withdrawal an undo may reverse: it exists, is not reversed, and the account is active.
 * A user's undo (`refuse-transfer-legs`) may not reverse a leg of an account transfer, as in Fineract.
 */
async function undoableMovement(ctx: CommandContext, account: LockedSavingsAccount, transactionId: number, legs: 'refuse-transfer-legs' | 'transfer-leg'): Promise<{ transaction: StoredMovement; kind: 'deposit' | 'withdrawal' }> {
  const { row } = account;
  const transaction = await findSavingsTransaction(ctx.db, row.id, transactionId);
  if (transaction === undefined || transaction.is_reversed) {
    throw savingsTransactionNotFound(row.id, transactionId);
  }
  if (legs === 'refuse-transfer-legs' && (await isSavingsTransferLeg(ctx.db, transactionId))) {
    throw transferLegUpdateNotAllowed(transactionId);
  }
  if (row.status_enum !== SavingsAccountStatus.ACTIVE) {
    throw savingsRuleViolated('undotransaction', 'account.is.not.active');
  }
  const kind = movementKind(transaction);
  if (kind === undefined) {
    throw savingsRuleViolated('undotransaction', 'transaction.type.not.supported', [transaction.transaction_type_enum]);
  }
  return { transaction, kind };
}

/**
 * Reverses a deposit or withdrawal: marks it reversed, gives back its withdrawal fee, recomputes the balances
 * from its date (a reversed deposit must leave the balance above the floor), posts its journal entries again
 * with the sides swapped (against the liability-transfer account for a transfer leg) and re-posts interest
 * when it was back-dated.
 */
async function reverseMovement(ctx: CommandContext, account: LockedSavingsAccount, transaction: StoredMovement, kind: 'deposit' | 'withdrawal', accountTransfer: boolean): Promise<void> {
  const { row, holder } = account;
  requireActiveHolder(account);
  await markSavingsTransactionReversed(ctx.db, transaction.id, ctx.user.id);
  if (kind === 'withdrawal') {
    await reverseWithdrawalFee(ctx, account, transaction.id);
  }
  const balances = await recomputeSavingsBalances(ctx.db, row.id, transaction.transaction_date, ctx.user.id, null);
  if (kind === 'deposit') {
    checkBalanceFloor(row, balances, () => (row.allow_overdraft ? insufficientBalance(new Decimal(row.account_balance_derived).toString(), new Decimal(transaction.amount).toString()) : savingsRuleViolated('undotransaction', 'results.in.balance.going.negative')));
  }
  const paymentTypeId = transaction.payment_detail_id === null ? null : await paymentTypeOfDetail(ctx.db, transaction.payment_detail_id);
  const accountingRule = await productAccounting(ctx, row);
  const transferAccountId = accountTransfer && accountingRule !== AccountingRule.NONE ? await requireFinancialActivityAccount(ctx.db, FinancialActivity.LIABILITY_TRANSFER) : undefined;
  const posted = movementPosting(row, holder.officeId, accountingRule, {
    id: transaction.id, kind, date: LocalDate.parse(transaction.transaction_date), amount: new Decimal(transaction.amount),
    overdraft: new Decimal(transaction.overdraft_amount_derived ?? 0), paymentTypeId, paymentDetailId: transaction.payment_detail_id,
  });
  await postSavingsTransaction(ctx, transferAccountId === undefined ? posted : { ...posted, transferAccountId }, true);
  await repostInterestIfBackdated(ctx, account, LocalDate.parse(transaction.transaction_date));
}

/**
 * Undoes the deposit or withdrawal an account transfer wrote on a savings account (Fineract's undoTransaction
 * with account-transfer modification allowed), for the account-transfers module when it reverses a transfer:
 * the same rules and postings as ?command=undo, on the locked account.
 */
export async function undoTransferLeg(ctx: CommandContext, accountId: number, transactionId: number): Promise<void> {
  const account = await findSavingsAccountForUpdate(ctx.db, accountId);
  if (account === undefined) {
    throw savingsAccountNotFound(accountId);
  }
  const { transaction, kind } = await undoableMovement(ctx, account, transactionId, 'transfer-leg');
  await reverseMovement(ctx, account, transaction, kind, true);
}

/** The kind of a deposit or withdrawal that is not reversed, else undefined. */
function movementKind(transaction: { transaction_type_enum: number; is_reversed: boolean }): 'deposit' | 'withdrawal' | undefined {
  if (transaction.is_reversed) {
    return undefined;
  }
  return transaction.transaction_type_enum === SavingsTransactionType.DEPOSIT ? 'deposit' : transaction.transaction_type_enum === SavingsTransactionType.WITHDRAWAL ? 'withdrawal' : undefined;
}

/**
 * POST /savingsaccounts/{id}/transactions/{txId}?command=modify (Fineract's adjustSavingsTransaction): the
 * deposit or withdrawal is reversed (its journal entries posted again with the sides swapped) and a new one
 * of the same kind is recorded with the request's date and amount; the balances are then recomputed from
 * the earlier of the two dates and must stay above the floor. Answers the new transaction's id.
 */
async function modifyTransaction(ctx: CommandContext): Promise<CommandResult> {
  const account = await requireSavingsAccount(ctx);
  const { row, holder } = account;
  const transactionId = ctx.subEntityId ?? 0;
  const transaction = await findSavingsTransaction(ctx.db, row.id, transactionId);
  if (transaction === undefined) {
    throw savingsTransactionNotFound(row.id, transactionId);
  }
  if (await isSavingsTransferLeg(ctx.db, transactionId)) {
    throw transferLegUpdateNotAllowed(transactionId);
  }
  const kind = movementKind(transaction);
  if (kind === undefined) {
    throw transactionUpdateNotAllowed(row.id, transactionId);
  }
  const request = readMovement(ctx);
  if (row.status_enum !== SavingsAccountStatus.ACTIVE) {
    throw savingsRuleViolated('adjusttransaction', 'account.is.not.active');
  }
  await markSavingsTransactionReversed(ctx.db, transaction.id, ctx.user.id);
  if (kind === 'withdrawal') {
    await reverseWithdrawalFee(ctx, account, transaction.id);
  }
  const paymentTypeId = transaction.payment_detail_id === null ? null : await paymentTypeOfDetail(ctx.db, transaction.payment_detail_id);
  const accounting = await productAccounting(ctx, row);
  await postSavingsTransaction(ctx, movementPosting(row, holder.officeId, accounting, {
    id: transaction.id, kind, date: LocalDate.parse(transaction.transaction_date), amount: new Decimal(transaction.amount),
    overdraft: new Decimal(transaction.overdraft_amount_derived ?? 0), paymentTypeId, paymentDetailId: transaction.payment_detail_id,
  }), true);
  const newId = await writeMovement(ctx, account, kind, request);
  if (kind === 'withdrawal') {
    await applyWithdrawalFees(ctx, account, request.date, request.amount, request.paymentTypeId);
  }
  const from = transaction.transaction_date < request.date.toString() ? transaction.transaction_date : request.date.toString();
  const balances = await recomputeSavingsBalances(ctx.db, row.id, from, ctx.user.id, null);
  checkBalanceFloor(row, balances, () => (row.allow_overdraft ? insufficientBalance(new Decimal(row.account_balance_derived).toString(), request.amount.toString()) : savingsRuleViolated('adjusttransaction', 'results.in.balance.going.negative')));
  await repostInterestIfBackdated(ctx, account, request.date, LocalDate.parse(transaction.transaction_date));
  const sent = Object.fromEntries(['paymentTypeId', ...PAYMENT_DETAILS].filter((name) => ctx.json.has(name)).map((name) => [name, ctx.json.json[name]]));
  return { ...partiesOf(row, holder), resourceId: newId, ...(Object.keys(sent).length > 0 ? { changes: sent } : {}) };
}

export const savingsTransactionCommandHandlers = [
  commandHandler(ENTITY, 'DEPOSIT', movement('deposit')),
  commandHandler(ENTITY, 'WITHDRAWAL', movement('withdrawal')),
  commandHandler(ENTITY, 'UNDOTRANSACTION', undoTransaction),
  commandHandler(ENTITY, 'ADJUSTTRANSACTION', modifyTransaction),
];
