import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { DataValidator } from '../../../shared/validation/index.ts';
import { SavingsAccountStatus } from '../savings-accounts/domain/savings-account-status.ts';
import { findChargeDefinitions, type AccountChargeDefinition } from '../savings-accounts/savings-account-application.repository.ts';
import { partiesOf, requireSavingsAccount } from '../savings-accounts/savings-accounts.commands.ts';
import { insufficientBalance } from '../savings-accounts/savings-accounts.errors.ts';
import type { LockedSavingsAccount, SavingsAccountRow } from '../savings-accounts/savings-accounts.repository.ts';
import { chargeNotForSavings, chargeNotFound } from '../savings-products/savings-products.errors.ts';
import { SavingsTransactionType } from '../savings-transactions/domain/savings-transaction-type.ts';
import { checkBalanceFloor, productAccounting, requireActiveHolder } from '../savings-transactions/savings-transaction-guards.ts';
import { insertSavingsTransaction, markSavingsTransactionReversed, recomputeSavingsBalances } from '../savings-transactions/savings-transactions.repository.ts';
import { withdrawalFeeDecision, type WithdrawalFeeTerms } from './domain/free-withdrawal.ts';
import { CHARGE_TIME_CODES, firstDueDateFrom, parseMonthDay, SavingsChargeTime, type FeeTerms } from './domain/savings-charge-time.ts';
import { savingsChargeNotFound, savingsChargeRefused } from './savings-charges.errors.ts';
import { postSavingsFee } from './savings-charges.postings.ts';
import { repostInterestIfBackdated } from '../savings-interest/savings-interest.commands.ts';
import {
  deleteSavingsCharge,
  findSavingsCharge,
  findWithdrawalFeesAfter,
  insertChargePaidBy,
  insertSavingsCharge,
  listSavingsCharges,
  updateSavingsCharge,
  type SavingsChargeRow,
} from './savings-charges.repository.ts';

const ENTITY = 'SAVINGSACCOUNTCHARGE';
const RESOURCE = 'savingsaccountcharge';
const CHARGE_APPLIES_TO_SAVINGS = 2;
const PERCENT_OF_AMOUNT = 2;
const PERIODIC = new Set<number>([SavingsChargeTime.ANNUAL_FEE, SavingsChargeTime.MONTHLY_FEE, SavingsChargeTime.WEEKLY_FEE]);

interface AddRequest {
  readonly chargeId: number;
  readonly amount: Decimal;
  readonly dueDate: LocalDate | undefined;
  readonly monthDay: { month: number; day: number } | undefined;
  readonly feeInterval: number | undefined;
}

/** Fineract's SavingsAccountChargeDataValidator.validateAdd (resource `savingsaccountcharge`). */
function readAdd(ctx: CommandContext): AddRequest {
  ctx.json.checkSupported(['chargeId', 'amount', 'dueDate', 'dateFormat', 'locale', 'feeOnMonthDay', 'monthDayFormat', 'feeInterval']);
  const v = new DataValidator(RESOURCE);
  const chargeId = ctx.json.long('chargeId', v);
  if (!v.hasErrorFor('chargeId')) {
    v.parameter('chargeId', chargeId).notBlank().positive();
  }
  const amount = ctx.json.decimal('amount', v);
  if (!v.hasErrorFor('amount')) {
    v.parameter('amount', amount?.toString()).notBlank().positive();
  }
  const dueDate = ctx.json.localDate('dueDate', v);
  if (ctx.json.has('dueDate') && !v.hasErrorFor('dueDate')) {
    v.parameter('dueDate', dueDate).notBlank();
  }
  const monthDayText = ctx.json.trimmedString('feeOnMonthDay');
  const monthDay = monthDayText === undefined ? undefined : parseMonthDay(monthDayText);
  if (ctx.json.has('feeOnMonthDay')) {
    v.parameter('feeOnMonthDay', monthDay).notBlank();
  }
  const feeInterval = ctx.json.long('feeInterval', v);
  v.throwIfErrors();
  return { chargeId: chargeId as number, amount: amount as Decimal, dueDate, monthDay, feeInterval };
}

/** Fineract's SavingsAccount.addCharge rules, each refused on its own. */
function checkAddAllowed(row: SavingsAccountRow, definition: AccountChargeDefinition, request: AddRequest, existing: readonly SavingsChargeRow[]): void {
  const time = definition.charge_time_enum;
  if ((time === SavingsChargeTime.WITHDRAWAL_FEE || time === SavingsChargeTime.SAVINGS_NOACTIVITY_FEE) && request.dueDate !== undefined) {
    throw savingsChargeRefused(`charge.due.date.is.invalid.for.${CHARGE_TIME_CODES[time]?.[0] ?? ''}`, 'dueDate', [request.dueDate.toString()]);
  }
  if (row.status_enum === SavingsAccountStatus.CLOSED) {
    throw savingsChargeRefused('transaction.invalid.account.is.closed');
  }
  if (definition.currency_code !== row.currency_code) {
    throw savingsChargeRefused('transaction.invalid.account.currency.and.charge.currency.not.same');
  }
  if (time === SavingsChargeTime.SPECIFIED_DUE_DATE && request.dueDate !== undefined) {
    const due = request.dueDate.toString();
    if (row.activatedon_date !== null && due < row.activatedon_date) {
      throw savingsChargeRefused('before.activationDate', 'dueDate', [due]);
    }
    if (due < row.submittedon_date) {
      throw savingsChargeRefused('before.submittedOnDate', 'dueDate', [due]);
    }
  }
  const pendingOrApproved = row.status_enum === SavingsAccountStatus.SUBMITTED_AND_PENDING_APPROVAL || row.status_enum === SavingsAccountStatus.APPROVED;
  if (time === SavingsChargeTime.SAVINGS_ACTIVATION && !pendingOrApproved) {
    throw savingsChargeRefused('not.valid.account.status.cannot.add.activation.time.charge');
  }
  if (time === SavingsChargeTime.ANNUAL_FEE && existing.some((c) => c.charge_time_enum === SavingsChargeTime.ANNUAL_FEE && c.is_active)) {
    throw savingsChargeRefused('multiple.annual.fee.per.account.not.supported');
  }
}

/** A periodic fee added to an active (or approved) account falls due first on or after its activation (or approval) date. */
function periodicDueDate(row: SavingsAccountRow, terms: FeeTerms, requested: LocalDate | undefined): LocalDate | null {
  const start = row.activatedon_date ?? row.approvedon_date;
  if (start === null) {
    return requested ?? null;
  }
  return firstDueDateFrom(terms, LocalDate.parse(start), requested ?? null);
}

/** POST /savingsaccounts/{id}/charges: applies a savings charge to the account. */
async function addCharge(ctx: CommandContext): Promise<CommandResult> {
  const request = readAdd(ctx);
  const account = await requireSavingsAccount(ctx);
  const { row, holder } = account;
  requireActiveHolder(account);
  const definition = (await findChargeDefinitions(ctx.db, [request.chargeId]))[0];
  if (definition === undefined) {
    throw chargeNotFound(request.chargeId);
  }
  if (definition.charge_applies_to_enum !== CHARGE_APPLIES_TO_SAVINGS) {
    throw chargeNotForSavings(request.chargeId);
  }
  checkAddAllowed(row, definition, request, await listSavingsCharges(ctx.db, row.id));
  const periodic = PERIODIC.has(definition.charge_time_enum);
  const terms = {
    timeType: definition.charge_time_enum, feeOnMonth: periodic ? (request.monthDay?.month ?? definition.fee_on_month) : null,
    feeOnDay: periodic ? (request.monthDay?.day ?? definition.fee_on_day) : null, feeInterval: periodic ? (request.feeInterval ?? definition.fee_interval) : null,
  };
  const id = await insertSavingsCharge(ctx.db, {
    accountId: row.id, chargeId: definition.id, penalty: definition.is_penalty, calculationType: definition.charge_calculation_enum,
    amount: request.amount.toString(), dueDate: (periodic ? periodicDueDate(row, terms, request.dueDate) : request.dueDate)?.toString() ?? null, ...terms,
  }, ctx.user.id);
  return { ...partiesOf(row, holder), resourceId: id };
}

async function requireCharge(ctx: CommandContext, account: LockedSavingsAccount): Promise<SavingsChargeRow> {
  const chargeId = ctx.subEntityId ?? 0;
  const charge = await findSavingsCharge(ctx.db, account.row.id, chargeId);
  if (charge === undefined) {
    throw savingsChargeNotFound(chargeId, account.row.id);
  }
  return charge;
}

/** Fineract's validateUpdate: `amount` required and positive; `dueDate`, `feeOnMonthDay` not blank and `feeInterval` 1–12 when sent. */
function readUpdate(ctx: CommandContext): { amount: Decimal; dueDate: LocalDate | undefined; monthDay: { month: number; day: number } | undefined; feeInterval: number | undefined } {
  ctx.json.checkSupported(['amount', 'dueDate', 'dateFormat', 'locale', 'feeOnMonthDay', 'monthDayFormat', 'feeInterval']);
  const v = new DataValidator(RESOURCE);
  const amount = ctx.json.decimal('amount', v);
  if (!v.hasErrorFor('amount')) {
    v.parameter('amount', amount?.toString()).notBlank().positive();
  }
  const dueDate = ctx.json.localDate('dueDate', v);
  if (ctx.json.has('dueDate') && !v.hasErrorFor('dueDate')) {
    v.parameter('dueDate', dueDate).notBlank();
  }
  const monthDayText = ctx.json.trimmedString('feeOnMonthDay');
  const monthDay = monthDayText === undefined ? undefined : parseMonthDay(monthDayText);
  if (ctx.json.has('feeOnMonthDay')) {
    v.parameter('feeOnMonthDay', monthDay).notBlank();
  }
  const feeInterval = ctx.json.long('feeInterval', v);
  if (ctx.json.has('feeInterval') && !v.hasErrorFor('feeInterval')) {
    v.parameter('feeInterval', feeInterval).notBlank().inMinMaxRange(1, 12);
  }
  v.throwIfErrors();
  return { amount: amount as Decimal, dueDate, monthDay, feeInterval };
}

/**
 * PUT /savingsaccounts/{id}/charges/{chargeId}: a new amount (the outstanding amount follows: amount less
 * paid, waived and written off), due date, fee day or interval. Answers what changed.
 */
async function updateCharge(ctx: CommandContext): Promise<CommandResult> {
  const request = readUpdate(ctx);
  const account = await requireSavingsAccount(ctx);
  requireActiveHolder(account);
  const charge = await requireCharge(ctx, account);
  const changes: Record<string, unknown> = {};
  const settled = new Decimal(charge.amount_paid_derived ?? 0).plus(charge.amount_waived_derived ?? 0).plus(charge.amount_writtenoff_derived ?? 0);
  const update: Parameters<typeof updateSavingsCharge>[3] = {};
  if (!request.amount.equals(charge.amount)) {
    changes.amount = request.amount.toNumber();
    Object.assign(update, { amount: request.amount.toString(), amount_outstanding_derived: Decimal.max(0, request.amount.minus(settled)).toString() });
  }
  if (request.dueDate !== undefined && request.dueDate.toString() !== charge.charge_due_date) {
    changes.dueDate = ctx.json.json.dueDate;
    Object.assign(update, { charge_due_date: request.dueDate.toString() });
  }
  if (request.monthDay !== undefined && (request.monthDay.month !== charge.fee_on_month || request.monthDay.day !== charge.fee_on_day)) {
    changes.feeOnMonthDay = ctx.json.json.feeOnMonthDay;
    Object.assign(update, { fee_on_month: request.monthDay.month, fee_on_day: request.monthDay.day });
  }
  if (request.feeInterval !== undefined && request.feeInterval !== charge.fee_interval) {
    changes.feeInterval = request.feeInterval;
    Object.assign(update, { fee_interval: request.feeInterval });
  }
  if (Object.keys(update).length > 0) {
    await updateSavingsCharge(ctx.db, charge.id, ctx.user.id, update);
  }
  return { ...partiesOf(account.row, account.holder), resourceId: charge.id, ...(Object.keys(changes).length > 0 ? { changes } : {}) };
}

/** DELETE /savingsaccounts/{id}/charges/{chargeId}: only while the account is pending approval. */
async function deleteCharge(ctx: CommandContext): Promise<CommandResult> {
  const account = await requireSavingsAccount(ctx);
  const charge = await requireCharge(ctx, account);
  const { row, holder } = account;
  if (row.status_enum === SavingsAccountStatus.CLOSED) {
    throw savingsChargeRefused('delete.transaction.invalid.account.is.closed');
  }
  if (row.status_enum === SavingsAccountStatus.ACTIVE || row.status_enum === SavingsAccountStatus.APPROVED) {
    throw savingsChargeRefused('delete.transaction.invalid.account.is.active');
  }
  await deleteSavingsCharge(ctx.db, charge.id);
  return { ...partiesOf(row, holder), resourceId: charge.id };
}

/** The refusals paying and waiving share: account closed or not active, charge inactive. */
function checkChargeTransactionAllowed(row: SavingsAccountRow, charge: SavingsChargeRow): void {
  if (row.status_enum === SavingsAccountStatus.CLOSED) {
    throw savingsChargeRefused('transaction.invalid.account.is.closed');
  }
  if (row.status_enum !== SavingsAccountStatus.ACTIVE) {
    throw savingsChargeRefused('transaction.invalid.account.is.not.active');
  }
  if (!charge.is_active) {
    throw savingsChargeRefused('charge.is.not.active');
  }
}

function checkNotSettled(charge: SavingsChargeRow): void {
  if (charge.waived) {
    throw savingsChargeRefused('transaction.invalid.account.charge.is.already.waived');
  }
  if (charge.is_paid_derived) {
    throw savingsChargeRefused('transaction.invalid.account.charge.is.paid');
  }
}

/** Fineract's validatePayCharge: `amount` and `dueDate` (resource `savingsaccountcharge`). */
function readPay(ctx: CommandContext): { amount: Decimal; date: LocalDate } {
  ctx.json.checkSupported(['amount', 'dueDate', 'dateFormat', 'locale']);
  const v = new DataValidator(RESOURCE);
  const amount = ctx.json.decimal('amount', v);
  if (!v.hasErrorFor('amount')) {
    v.parameter('amount', amount?.toString()).notBlank().positive();
  }
  const date = ctx.json.localDate('dueDate', v);
  if (!v.hasErrorFor('dueDate')) {
    v.parameter('dueDate', date).notBlank();
  }
  v.throwIfErrors();
  return { amount: amount as Decimal, date: date as LocalDate };
}

/**
 * Pays `amount` of the charge from the balance on `date`: a pay-charge transaction (type 7; an annual fee's
 * is type 5, Fineract's annual-fee transaction), the balance
 * checked against the floor, the charge's paid and outstanding amounts, and fee (or penalty) income posted.
 */
export async function recordChargePayment(ctx: CommandContext, account: LockedSavingsAccount, charge: SavingsChargeRow, amount: Decimal, date: LocalDate): Promise<void> {
  const { row, holder } = account;
  const outstanding = new Decimal(charge.amount_outstanding_derived);
  const transactionId = await insertSavingsTransaction(ctx.db, {
    savings_account_id: row.id, office_id: holder.officeId, payment_detail_id: null,
    transaction_type_enum: charge.charge_time_enum === SavingsChargeTime.ANNUAL_FEE ? SavingsTransactionType.ANNUAL_FEE : SavingsTransactionType.PAY_CHARGE,
    is_reversed: false, transaction_date: date.toString(), amount: amount.toString(), submitted_on_date: (await ctx.clock.businessDate()).toString(), created_by: ctx.user.id,
  });
  await insertChargePaidBy(ctx.db, transactionId, charge.id, amount.toString());
  const balances = await recomputeSavingsBalances(ctx.db, row.id, date.toString(), ctx.user.id, transactionId);
  checkBalanceFloor(row, balances, () => insufficientBalance(new Decimal(row.account_balance_derived).toString(), amount.toString()));
  const left = outstanding.minus(amount);
  await updateSavingsCharge(ctx.db, charge.id, ctx.user.id, {
    amount_paid_derived: new Decimal(charge.amount_paid_derived ?? 0).plus(amount).toString(), amount_outstanding_derived: left.toString(), is_paid_derived: left.isZero(),
  });
  await postSavingsFee(ctx, {
    transactionId, accountId: row.id, productId: row.product_id ?? 0, accountingRule: await productAccounting(ctx, row), officeId: holder.officeId,
    currencyCode: row.currency_code, date: date, amount: amount, chargeId: charge.charge_id, penalty: charge.is_penalty,
  });
}

/**
 * POST /savingsaccounts/{id}/charges/{chargeId}?command=paycharge: a pay-charge transaction (type 7) on the
 * given date takes the amount from the balance, which must stay above the floor; the charge's paid and
 * outstanding amounts move; fee (or penalty) income is posted.
 */
async function payCharge(ctx: CommandContext): Promise<CommandResult> {
  const request = readPay(ctx);
  const account = await requireSavingsAccount(ctx);
  const charge = await requireCharge(ctx, account);
  const { row, holder } = account;
  requireActiveHolder(account);
  checkChargeTransactionAllowed(row, charge);
  const date = request.date.toString();
  if (row.activatedon_date !== null && date < row.activatedon_date) {
    throw savingsChargeRefused('transaction.before.activationDate', 'dueDate', [date]);
  }
  if (request.date.isAfter(await ctx.clock.businessDate())) {
    throw savingsChargeRefused('transaction.is.futureDate', 'dueDate', [date]);
  }
  if (charge.charge_time_enum === SavingsChargeTime.SAVINGS_ACTIVATION) {
    throw savingsChargeRefused('transaction.not.valid.cannot.pay.activation.time.charge.is.automated');
  }
  checkNotSettled(charge);
  const outstanding = new Decimal(charge.amount_outstanding_derived);
  if (request.amount.greaterThan(outstanding)) {
    throw savingsChargeRefused('transaction.invalid.charge.amount.paid.in.access');
  }
  await recordChargePayment(ctx, account, charge, request.amount, request.date);
  await repostInterestIfBackdated(ctx, account, request.date);
  return { ...partiesOf(row, holder), resourceId: charge.id };
}

/** POST /savingsaccounts/{id}/charges/{chargeId}?command=waive: a waive-charge transaction (type 6) on the business date; no balance moves. */
async function waiveCharge(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported(['dateFormat', 'locale']);
  const account = await requireSavingsAccount(ctx);
  const charge = await requireCharge(ctx, account);
  const { row, holder } = account;
  requireActiveHolder(account);
  checkChargeTransactionAllowed(row, charge);
  if (charge.charge_time_enum === SavingsChargeTime.WITHDRAWAL_FEE) {
    throw savingsChargeRefused('transaction.invalid.waiver.of.withdrawal.fee.not.supported');
  }
  checkNotSettled(charge);
  const today = (await ctx.clock.businessDate()).toString();
  const outstanding = charge.amount_outstanding_derived;
  const transactionId = await insertSavingsTransaction(ctx.db, {
    savings_account_id: row.id, office_id: holder.officeId, payment_detail_id: null, transaction_type_enum: SavingsTransactionType.WAIVE_CHARGES,
    is_reversed: false, transaction_date: today, amount: outstanding, running_balance_derived: row.account_balance_derived, submitted_on_date: today, created_by: ctx.user.id,
  });
  await insertChargePaidBy(ctx.db, transactionId, charge.id, outstanding);
  await updateSavingsCharge(ctx.db, charge.id, ctx.user.id, {
    amount_waived_derived: new Decimal(charge.amount_waived_derived ?? 0).plus(outstanding).toString(), amount_outstanding_derived: '0', waived: true,
  });
  if (charge.charge_due_date !== null) {
    await repostInterestIfBackdated(ctx, account, LocalDate.parse(charge.charge_due_date));
  }
  return { ...partiesOf(row, holder), resourceId: charge.id };
}

/** POST /savingsaccounts/{id}/charges/{chargeId}?command=inactivate: the charge stops applying from the business date. */
async function inactivateCharge(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported(['dateFormat', 'locale']);
  const account = await requireSavingsAccount(ctx);
  const charge = await requireCharge(ctx, account);
  const { row, holder } = account;
  checkChargeTransactionAllowed(row, charge);
  await updateSavingsCharge(ctx.db, charge.id, ctx.user.id, { is_active: false, inactivated_on_date: (await ctx.clock.businessDate()).toString() });
  return { ...partiesOf(row, holder), resourceId: charge.id };
}

export const savingsChargeCommandHandlers = [
  commandHandler(ENTITY, 'CREATE', addCharge),
  commandHandler(ENTITY, 'UPDATE', updateCharge),
  commandHandler(ENTITY, 'DELETE', deleteCharge),
  commandHandler(ENTITY, 'PAY', payCharge),
  commandHandler(ENTITY, 'WAIVE', waiveCharge),
  commandHandler(ENTITY, 'INACTIVATE', inactivateCharge),
];

/**
 * The withdrawal fees of a regular withdrawal (Fineract's withdrawal-fee charges): for each active
 * withdrawal-fee charge of the account that applies to the withdrawal's payment type and is not waived by a
 * free withdrawal (`withdrawalFeeDecision`), a withdrawal-fee transaction (type 4) on the withdrawal's date,
 * flat or a percentage of the withdrawn amount, paid from the balance at once (the balance must stay above
 * the floor) with fee income posted. A charge with free withdrawals keeps its count and window start.
 */
export async function applyWithdrawalFees(ctx: CommandContext, account: LockedSavingsAccount, date: LocalDate, withdrawn: Decimal, paymentTypeId: number | null): Promise<void> {
  const { row, holder } = account;
  const fees = (await listSavingsCharges(ctx.db, row.id)).filter((c) => c.charge_time_enum === SavingsChargeTime.WITHDRAWAL_FEE && c.is_active);
  const today = fees.length === 0 ? date : await ctx.clock.businessDate();
  for (const charge of fees) {
    const state = { count: charge.free_withdrawal_count ?? 0, resetDate: charge.charge_reset_date === null ? null : LocalDate.parse(charge.charge_reset_date) };
    const decision = withdrawalFeeDecision(withdrawalFeeTerms(charge), state, { paymentTypeId, activationDate: LocalDate.parse(row.activatedon_date ?? date.toString()), today });
    if (decision.kind === 'not-applicable') {
      continue;
    }
    const counted = charge.is_free_withdrawal ? { free_withdrawal_count: decision.state.count, charge_reset_date: decision.state.resetDate?.toString() ?? null } : {};
    const fee = charge.charge_calculation_enum === PERCENT_OF_AMOUNT ? withdrawn.times(charge.amount).dividedBy(100).toDecimalPlaces(row.currency_digits) : new Decimal(charge.amount);
    if (decision.kind === 'free' || fee.lessThanOrEqualTo(0)) {
      if (charge.is_free_withdrawal) {
        await updateSavingsCharge(ctx.db, charge.id, ctx.user.id, counted);
      }
      continue;
    }
    const transactionId = await insertSavingsTransaction(ctx.db, {
      savings_account_id: row.id, office_id: holder.officeId, payment_detail_id: null, transaction_type_enum: SavingsTransactionType.WITHDRAWAL_FEE,
      is_reversed: false, transaction_date: date.toString(), amount: fee.toString(), submitted_on_date: today.toString(), created_by: ctx.user.id,
    });
    await insertChargePaidBy(ctx.db, transactionId, charge.id, fee.toString());
    const balances = await recomputeSavingsBalances(ctx.db, row.id, date.toString(), ctx.user.id, transactionId);
    checkBalanceFloor(row, balances, () => insufficientBalance(new Decimal(row.account_balance_derived).toString(), withdrawn.plus(fee).toString()));
    await updateSavingsCharge(ctx.db, charge.id, ctx.user.id, { amount_paid_derived: new Decimal(charge.amount_paid_derived ?? 0).plus(fee).toString(), amount_outstanding_derived: '0', ...counted });
    await postSavingsFee(ctx, {
      transactionId, accountId: row.id, productId: row.product_id ?? 0, accountingRule: await productAccounting(ctx, row), officeId: holder.officeId,
      currencyCode: row.currency_code, date, amount: fee, chargeId: charge.charge_id, penalty: charge.is_penalty,
    });
  }
}

function withdrawalFeeTerms(charge: SavingsChargeRow): WithdrawalFeeTerms {
  return {
    freeWithdrawal: charge.is_free_withdrawal, freeWithdrawalCount: charge.free_withdrawal_charge_frequency ?? 0, restartFrequency: charge.restart_frequency ?? 0,
    restartFrequencyType: charge.restart_frequency_enum ?? 0, paymentTypeId: charge.is_payment_type === true ? charge.payment_type_id : null,
  };
}

/**
 * The no-activity fees of an account that has just become inactive (Fineract's setSubStatusInactive): each
 * active no-activity charge (time type 16), flat or a percentage of the balance, is paid on the business
 * date as a pay-charge transaction (type 7) with fee income posted (see `recordChargePayment`).
 */
export async function applyNoActivityFees(ctx: CommandContext, account: LockedSavingsAccount, today: LocalDate): Promise<void> {
  const { row } = account;
  const fees = (await listSavingsCharges(ctx.db, row.id)).filter((c) => c.charge_time_enum === SavingsChargeTime.SAVINGS_NOACTIVITY_FEE && c.is_active);
  for (const charge of fees) {
    const balance = new Decimal(row.account_balance_derived);
    const fee = charge.charge_calculation_enum === PERCENT_OF_AMOUNT ? balance.times(charge.amount).dividedBy(100).toDecimalPlaces(row.currency_digits) : new Decimal(charge.amount);
    if (fee.lessThanOrEqualTo(0)) {
      continue;
    }
    await recordChargePayment(ctx, account, { ...charge, amount_outstanding_derived: fee.toString() }, fee, today);
  }
}

/**
 * Reverses the withdrawal fees paid by a withdrawal that is undone or modified (Fineract undoes the
 * withdrawal-fee transaction that follows it; here each of those that follow it before any other kind of
 * transaction): marks them reversed, takes them off the charges' paid amounts and posts their journal
 * entries again with the sides swapped. The caller recomputes the balances.
 */
export async function reverseWithdrawalFee(ctx: CommandContext, account: LockedSavingsAccount, withdrawalId: number): Promise<void> {
  const { row, holder } = account;
  const paidAfter = new Map<number, Decimal>();
  for (const fee of await findWithdrawalFeesAfter(ctx.db, row.id, withdrawalId, SavingsTransactionType.WITHDRAWAL_FEE)) {
    const paid = (paidAfter.get(fee.account_charge_id) ?? new Decimal(fee.amount_paid_derived ?? 0)).minus(fee.amount);
    paidAfter.set(fee.account_charge_id, paid);
    await markSavingsTransactionReversed(ctx.db, fee.id, ctx.user.id);
    await updateSavingsCharge(ctx.db, fee.account_charge_id, ctx.user.id, { amount_paid_derived: paid.toString() });
    await postSavingsFee(ctx, {
      transactionId: fee.id, accountId: row.id, productId: row.product_id ?? 0, accountingRule: await productAccounting(ctx, row), officeId: holder.officeId,
      currencyCode: row.currency_code, date: LocalDate.parse(fee.transaction_date), amount: new Decimal(fee.amount), chargeId: fee.charge_id, penalty: fee.is_penalty,
    }, true);
  }
}
