import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { parameterError } from '../../../shared/errors/api-errors.ts';
import { DataValidator } from '../../../shared/validation/index.ts';
import { balanceFloor } from '../savings-accounts/domain/savings-account-rules.ts';
import { SavingsAccountStatus } from '../savings-accounts/domain/savings-account-status.ts';
import { partiesOf, requireSavingsAccount } from '../savings-accounts/savings-accounts.commands.ts';
import { savingsTransactionNotFound } from '../savings-accounts/savings-accounts.errors.ts';
import type { SavingsAccountRow } from '../savings-accounts/savings-accounts.repository.ts';
import { SavingsTransactionType } from '../savings-transactions/domain/savings-transaction-type.ts';
import { requireActiveHolder } from '../savings-transactions/savings-transaction-guards.ts';
import { findSavingsTransaction, insertSavingsTransaction, lastTransactionDate } from '../savings-transactions/savings-transactions.repository.ts';
import { addToAmountOnHold, markHoldReleased } from './savings-holds.repository.ts';

const ENTITY = 'SAVINGSACCOUNT';
const RESOURCE = 'savingsaccount';
const NOT_ACTIVE = 'not.in.active.state';

/** The account-level refusals of a hold carry no parameter in their code (Fineract's failWithCodeNoParameterAddedToErrorCode). */
function failNoParameter(v: DataValidator, parameterName: string | null, rule: string, args: readonly unknown[]): void {
  v.add(parameterError(`validation.msg.${RESOURCE}.${rule}`, `Failed data validation due to: ${rule}.`, parameterName ?? 'id', args));
}

interface HoldRequest {
  readonly date: LocalDate;
  readonly amount: Decimal;
  readonly reason: string;
  readonly lien: boolean;
}

/** Amount available to hold: the balance above the floor and above what is already held (Fineract's withdrawable balance). */
function withdrawableBalance(row: SavingsAccountRow): Decimal {
  const floor = balanceFloor({ enforceMinRequiredBalance: row.enforce_min_required_balance, minRequiredBalance: row.min_required_balance, allowOverdraft: row.allow_overdraft, overdraftLimit: row.overdraft_limit });
  return new Decimal(row.account_balance_derived).minus(floor).minus(row.on_hold_funds_derived ?? 0).minus(row.total_savings_amount_on_hold ?? 0);
}

/** Fineract's lien rules, or the balance rules when the hold is no lien. */
function checkHoldAmount(v: DataValidator, row: SavingsAccountRow, amount: Decimal, lien: boolean): void {
  if (lien) {
    if (!row.is_lien_allowed) {
      failNoParameter(v, null, 'lien.is.not.allowed.in.product.level', [row.id]);
      return;
    }
    const lienLimit = new Decimal(row.max_allowed_lien_limit ?? 0);
    if (row.allow_overdraft && new Decimal(row.overdraft_limit ?? 0).greaterThan(lienLimit)) {
      failNoParameter(v, null, 'Overdraft.limit.can.not.be.greater.than.lien.limit', [row.id]);
    }
    if (amount.greaterThan(lienLimit)) {
      failNoParameter(v, null, 'lien.limit.exceeded', [row.id]);
    }
    return;
  }
  const overWithdrawable = amount.greaterThan(withdrawableBalance(row));
  if (overWithdrawable && (!row.allow_overdraft || amount.greaterThan(row.overdraft_limit ?? 0))) {
    failNoParameter(v, null, 'insufficient.balance', [row.id]);
  }
}

/** Fineract's validateHoldAndAssembleForm: every refusal of the request at once. */
async function readHold(ctx: CommandContext, row: SavingsAccountRow): Promise<HoldRequest> {
  ctx.json.checkSupported(['transactionDate', 'dateFormat', 'locale', 'transactionAmount', 'lienAllowed', 'reasonForBlock']);
  const v = new DataValidator(RESOURCE);
  const amount = ctx.json.decimal('transactionAmount', v);
  if (!v.hasErrorFor('transactionAmount')) {
    v.parameter('transactionAmount', amount?.toString()).notBlank().positive();
  }
  const date = ctx.json.localDate('transactionDate', v);
  const reason = ctx.json.trimmedString('reasonForBlock');
  v.parameter('reasonForBlock', reason).notBlank().notExceedingLengthOf(100);
  if (!v.hasErrorFor('transactionDate')) {
    v.parameter('transactionDate', date).notBlank();
  }
  if (row.status_enum !== SavingsAccountStatus.ACTIVE) {
    failNoParameter(v, 'status', NOT_ACTIVE, []);
  }
  const lien = ctx.json.boolean('lienAllowed', v) === true;
  if (amount !== undefined && amount.greaterThan(0)) {
    checkHoldAmount(v, row, amount, lien);
  }
  const last = await lastTransactionDate(ctx.db, row.id);
  if (date !== undefined && last !== undefined && date.toString() < last) {
    v.failWithCode('date', 'validation.msg.date.can.not.be.before.last.transaction.date', [last]);
  }
  v.throwIfErrors();
  return { date: date as LocalDate, amount: amount as Decimal, reason: reason as string, lien };
}

/**
 * POST /savingsaccounts/{id}/transactions?command=holdAmount: an amount-hold transaction (type 20) that
 * moves no balance but raises the account's amount on hold, which withdrawals then respect. No journal entry.
 */
async function holdAmount(ctx: CommandContext): Promise<CommandResult> {
  const account = await requireSavingsAccount(ctx);
  const { row, holder } = account;
  requireActiveHolder(account);
  const request = await readHold(ctx, row);
  const runningBalance = new Decimal(row.account_balance_derived).minus(row.total_savings_amount_on_hold ?? 0).minus(request.amount);
  const transactionId = await insertSavingsTransaction(ctx.db, {
    savings_account_id: row.id, office_id: holder.officeId, payment_detail_id: null, transaction_type_enum: SavingsTransactionType.AMOUNT_HOLD,
    is_reversed: false, transaction_date: request.date.toString(), amount: request.amount.toString(), running_balance_derived: runningBalance.toString(),
    reason_for_block: request.reason, is_lien_transaction: request.lien, submitted_on_date: (await ctx.clock.businessDate()).toString(), created_by: ctx.user.id,
  });
  await addToAmountOnHold(ctx.db, row.id, request.amount.toString(), ctx.user.id);
  return { ...partiesOf(row, holder), resourceId: transactionId };
}

/**
 * POST /savingsaccounts/{id}/transactions/{txId}?command=releaseAmount: releases a hold on the business date
 * (an amount-release transaction, type 21, linked from the hold), lowering the account's amount on hold.
 */
async function releaseAmount(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported(['locale', 'dateFormat']);
  const account = await requireSavingsAccount(ctx);
  const { row, holder } = account;
  const holdId = ctx.subEntityId ?? 0;
  const hold = await findSavingsTransaction(ctx.db, row.id, holdId);
  if (hold === undefined) {
    throw savingsTransactionNotFound(row.id, holdId);
  }
  const v = new DataValidator(RESOURCE);
  if (hold.transaction_type_enum !== SavingsTransactionType.AMOUNT_HOLD || hold.release_id_of_hold_amount !== null || hold.is_reversed) {
    v.failWithCode('amount', 'validation.msg.amount.is.not.on.hold', [new Decimal(hold.amount).toNumber()]);
  }
  if (row.status_enum !== SavingsAccountStatus.ACTIVE) {
    failNoParameter(v, 'status', NOT_ACTIVE, []);
  }
  v.throwIfErrors();
  requireActiveHolder(account);
  const today = await ctx.clock.businessDate();
  const amount = new Decimal(hold.amount);
  const runningBalance = new Decimal(row.account_balance_derived).minus(row.total_savings_amount_on_hold ?? 0).plus(amount);
  const releaseId = await insertSavingsTransaction(ctx.db, {
    savings_account_id: row.id, office_id: holder.officeId, payment_detail_id: null, transaction_type_enum: SavingsTransactionType.AMOUNT_RELEASE,
    is_reversed: false, transaction_date: today.toString(), amount: amount.toString(), running_balance_derived: runningBalance.toString(),
    is_lien_transaction: hold.is_lien_transaction, submitted_on_date: today.toString(), created_by: ctx.user.id,
  });
  await markHoldReleased(ctx.db, hold.id, releaseId, ctx.user.id);
  await addToAmountOnHold(ctx.db, row.id, amount.negated().toString(), ctx.user.id);
  return { ...partiesOf(row, holder), resourceId: releaseId };
}

export const savingsHoldCommandHandlers = [commandHandler(ENTITY, 'HOLDAMOUNT', holdAmount), commandHandler(ENTITY, 'RELEASEAMOUNT', releaseAmount)];
