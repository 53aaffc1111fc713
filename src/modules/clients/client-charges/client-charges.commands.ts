import { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { Money, type CurrencyRules, type MoneyContext } from '../../../shared/money/index.ts';
import { parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { chargeUsage } from '../../charges/index.ts';
import { applicableHoliday, insertPaymentDetail, isWorkingDay, loadHolidayDetail, paymentTypeExists } from '../../organisation/index.ts';
import {
  clientChargeHasTransactions,
  clientTransactionExternalIdTaken,
  insertChargeTransaction,
} from '../client-transactions/client-transactions.repository.ts';
import { duplicateClientTransactionExternalId } from '../client-transactions/client-transactions.errors.ts';
import { postChargePayment } from '../client-transactions/client-transactions.postings.ts';
import { ClientTransactionType } from '../client-transactions/domain/client-transaction-type.ts';
import { requireClient } from '../clients/clients.commands.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import { ClientStatus } from '../clients/domain/client-status.ts';
import {
  chargeDefinitionNotFound,
  chargeNotActive,
  chargeNotForClients,
  clientChargeCannotBeDeleted,
  clientChargeNotFound,
  clientChargeRuleBroken,
  clientNotActive,
  paymentTypeNotFound,
} from './client-charges.errors.ts';
import {
  balanceOf,
  balanceValues,
  chargeAppliedToClients,
  currencyOf,
  deleteClientCharge,
  findChargeDefinition,
  findClientCharge,
  insertClientCharge,
  updateClientCharge,
  type ClientChargeWithCurrency,
} from './client-charges.repository.ts';
import {
  clientChargePaymentRefusal,
  clientChargeStateRefusal,
  payClientCharge,
  paymentDateRefusal,
  waiveClientCharge,
  type ClientChargeBalance,
} from './domain/client-charge-balance.ts';

// A charge applied to a client stays in use: the charges module refuses to delete it.
chargeUsage.registerUse('client charge', chargeAppliedToClients);

/** Fineract's ChargeAppliesTo.CLIENT. */
const APPLIES_TO_CLIENT = 3;
const ADD_PARAMETERS = ['chargeId', 'amount', 'dueDate', 'dateFormat', 'locale'];
const PAYMENT_DETAIL_MEMBERS = ['accountNumber', 'checkNumber', 'routingCode', 'receiptNumber', 'bankNumber'] as const;
const PAY_PARAMETERS = ['amount', 'transactionDate', 'dateFormat', 'locale', 'paymentTypeId', ...PAYMENT_DETAIL_MEMBERS, 'externalId'];
const TEXT_MAX_LENGTH = 100;

/** The client of a charge or transaction command: locked, in the user's offices, and active (Fineract's rule). */
export async function requireActiveClient(ctx: CommandContext): Promise<ClientRow> {
  const { client } = await requireClient(ctx);
  if (client.status_enum !== ClientStatus.ACTIVE) {
    throw clientNotActive(client.id);
  }
  return client;
}

/** Why `date` is refused by the office's calendar: a holiday, or not a working day (unless the configuration allows it). */
export async function calendarRefusal(db: Kysely<object>, officeId: number, date: LocalDate): Promise<'holiday' | 'non.working.day' | undefined> {
  const detail = await loadHolidayDetail(db, officeId, date);
  if (!detail.allowTransactionsOnHoliday && applicableHoliday(date, detail.holidays) !== undefined) {
    return 'holiday';
  }
  return !detail.allowTransactionsOnNonWorkingDay && !isWorkingDay(date, detail.workingDays) ? 'non.working.day' : undefined;
}

function readNewCharge(json: JsonCommand) {
  json.checkSupported(ADD_PARAMETERS);
  const v = new DataValidator('CLIENTCHARGE');
  const chargeId = json.long('chargeId', v);
  if (!v.hasErrorFor('chargeId')) {
    v.parameter('chargeId', chargeId).notBlank().positive();
  }
  const amount = json.decimal('amount', v);
  if (!v.hasErrorFor('amount')) {
    v.parameter('amount', amount).notBlank().positive();
  }
  const dueDate = json.localDate('dueDate', v);
  if (!v.hasErrorFor('dueDate')) {
    v.parameter('dueDate', dueDate).notBlank();
  }
  v.throwIfErrors();
  return { chargeId: chargeId ?? 0, amount: amount?.toString() ?? '0', dueDate: dueDate ?? LocalDate.MIN };
}

/** `amount` in the charge's currency; 400 when it rounds to nothing (e.g. 0.001 of a two-digit currency). */
function positiveAmount(currency: CurrencyRules, amount: string, ctx: MoneyContext): Money {
  const money = Money.of(currency, amount, ctx);
  if (!money.isGreaterThan(Money.zero(currency))) {
    const message = 'The parameter `amount` must be greater than 0.';
    throw new ValidationError([parameterError('validation.msg.CLIENTCHARGE.amount.not.greater.than.zero', message, 'amount', [amount, 0])]);
  }
  return money;
}

/** The due date: not before the client's activation, not on a holiday or non-working day of the client's office. */
async function checkDueDate(ctx: CommandContext, client: ClientRow, dueDate: LocalDate): Promise<void> {
  const dueDateText = ctx.json.string('dueDate');
  if (client.activation_date !== null && dueDate.toString() < client.activation_date) {
    throw clientChargeRuleBroken('dueDate.before.activationDate', 'dueDate', dueDateText);
  }
  const refusal = await calendarRefusal(ctx.db, client.office_id, dueDate);
  if (refusal !== undefined) {
    throw clientChargeRuleBroken(refusal === 'holiday' ? 'charge.due.date.is.on.holiday' : 'charge.due.date.is.a.non.workingday', 'dueDate', dueDateText);
  }
}

/** POST /clients/{clientId}/charges: applies a client charge (flat, due on `dueDate`) for `amount`. */
async function addClientCharge(ctx: CommandContext): Promise<CommandResult> {
  const input = readNewCharge(ctx.json);
  const client = await requireActiveClient(ctx);
  const charge = await findChargeDefinition(ctx.db, input.chargeId);
  if (charge === undefined) {
    throw chargeDefinitionNotFound(input.chargeId);
  }
  if (!charge.active) {
    throw chargeNotActive(charge.id, charge.name ?? '');
  }
  if (charge.appliesTo !== APPLIES_TO_CLIENT) {
    throw chargeNotForClients(charge.id);
  }
  const amount = positiveAmount(charge.currency, input.amount, await ctx.moneyContext());
  await checkDueDate(ctx, client, input.dueDate);
  const clientChargeId = await insertClientCharge(ctx.db, {
    client_id: client.id,
    charge_id: charge.id,
    is_penalty: charge.penalty,
    charge_time_enum: charge.timeType,
    charge_due_date: input.dueDate.toString(),
    charge_calculation_enum: charge.calculationType,
    amount: amount.toFixed(),
    amount_paid_derived: null,
    amount_waived_derived: null,
    amount_writtenoff_derived: null,
    amount_outstanding_derived: amount.toFixed(),
    is_paid_derived: false,
    waived: false,
    is_active: true,
    inactivated_on_date: null,
  });
  return { officeId: client.office_id, clientId: client.id, resourceId: clientChargeId };
}

/** The client charge of a command (`subEntityId`) of this client, or 404. */
export async function loadClientCharge(ctx: CommandContext, clientId: number): Promise<ClientChargeWithCurrency> {
  const clientChargeId = ctx.subEntityId ?? 0;
  const charge = await findClientCharge(ctx.db, clientChargeId, clientId);
  if (charge === undefined) {
    throw clientChargeNotFound(clientChargeId, clientId);
  }
  return charge;
}

interface PaymentInput {
  readonly amount: string;
  readonly transactionDate: LocalDate;
  readonly paymentTypeId: number | undefined;
  readonly details: Readonly<Record<(typeof PAYMENT_DETAIL_MEMBERS)[number], string | null>>;
  readonly externalId: string | null;
}

/** The body of `paycharge` (Fineract's members, with the payment detail members of loan and savings payments). */
function readPayment(json: JsonCommand): PaymentInput {
  json.checkSupported(PAY_PARAMETERS);
  const v = new DataValidator('CLIENTCHARGE');
  const amount = json.decimal('amount', v);
  if (!v.hasErrorFor('amount')) {
    v.parameter('amount', amount).notBlank().positive();
  }
  const transactionDate = json.localDate('transactionDate', v);
  if (!v.hasErrorFor('transactionDate')) {
    v.parameter('transactionDate', transactionDate).notBlank();
  }
  const paymentTypeId = json.long('paymentTypeId', v);
  if (!v.hasErrorFor('paymentTypeId')) {
    v.parameter('paymentTypeId', paymentTypeId).positive();
  }
  for (const name of [...PAYMENT_DETAIL_MEMBERS, 'externalId']) {
    v.parameter(name, json.string(name)).notExceedingLengthOf(TEXT_MAX_LENGTH);
  }
  v.throwIfErrors();
  const text = (name: string): string | null => json.trimmedString(name) ?? null;
  return {
    amount: amount?.toString() ?? '0',
    transactionDate: transactionDate ?? LocalDate.MIN,
    paymentTypeId,
    details: { accountNumber: text('accountNumber'), checkNumber: text('checkNumber'), routingCode: text('routingCode'), receiptNumber: text('receiptNumber'), bankNumber: text('bankNumber') },
    externalId: text('externalId'),
  };
}

/** The payment's date and amount against the charge, in Fineract's order: inactive, calendar, activation and future, waived, paid, too much. */
async function checkPayment(ctx: CommandContext, client: ClientRow, balance: ClientChargeBalance, payment: { date: LocalDate; amount: Money }): Promise<void> {
  if (!balance.isActive) {
    throw clientChargeRuleBroken('charge.is.not.active');
  }
  const dateText = ctx.json.string('transactionDate');
  const calendar = await calendarRefusal(ctx.db, client.office_id, payment.date);
  if (calendar !== undefined) {
    const rule = calendar === 'holiday' ? 'transaction.not.allowed.transaction.date.is.on.holiday' : 'transaction.not.allowed.transaction.date.is.a.non.workingday';
    throw clientChargeRuleBroken(rule, 'transactionDate', dateText);
  }
  const activation = client.activation_date === null ? null : LocalDate.parse(client.activation_date);
  const dateRefusal = paymentDateRefusal(payment.date, activation, await ctx.clock.businessDate());
  if (dateRefusal !== undefined) {
    throw clientChargeRuleBroken(dateRefusal, 'transactionDate', dateText);
  }
  const refusal = clientChargePaymentRefusal(balance, payment.amount);
  if (refusal !== undefined) {
    throw clientChargeRuleBroken(refusal);
  }
}

/** The payment detail of a payment with a payment type (none without one, as Fineract). */
async function savePaymentDetail(db: Kysely<object>, input: PaymentInput): Promise<number | null> {
  if (input.paymentTypeId === undefined) {
    return null;
  }
  if (!(await paymentTypeExists(db, input.paymentTypeId))) {
    throw paymentTypeNotFound(input.paymentTypeId);
  }
  const d = input.details;
  return insertPaymentDetail(db, {
    payment_type_id: input.paymentTypeId,
    account_number: d.accountNumber,
    check_number: d.checkNumber,
    routing_code: d.routingCode,
    receipt_number: d.receiptNumber,
    bank_number: d.bankNumber,
  });
}

/** Checks a payment, records its transaction (with payment detail) and updates the charge; the transaction id. */
async function recordPayment(ctx: CommandContext, client: ClientRow, charge: ClientChargeWithCurrency, input: PaymentInput): Promise<number> {
  const money = await ctx.moneyContext();
  const currency = currencyOf(charge);
  const amount = positiveAmount(currency, input.amount, money);
  const balance = balanceOf(charge, money);
  await checkPayment(ctx, client, balance, { date: input.transactionDate, amount });
  if (input.externalId !== null && (await clientTransactionExternalIdTaken(ctx.db, input.externalId))) {
    throw duplicateClientTransactionExternalId(input.externalId);
  }
  const transactionId = await insertChargeTransaction(
    ctx.db,
    {
      client_id: client.id,
      office_id: client.office_id,
      currency_code: currency.code,
      payment_detail_id: await savePaymentDetail(ctx.db, input),
      is_reversed: false,
      external_id: input.externalId,
      transaction_date: input.transactionDate.toString(),
      submitted_on_date: (await ctx.clock.businessDate()).toString(),
      transaction_type_enum: ClientTransactionType.PAY_CHARGE,
      amount: amount.toFixed(),
      created_by: ctx.user.id,
    },
    charge.id,
  );
  await updateClientCharge(ctx.db, charge.id, balanceValues(payClientCharge(balance, amount, money)));
  const posted = { id: transactionId, clientId: client.id, officeId: client.office_id, currencyCode: currency.code, date: input.transactionDate };
  await postChargePayment(ctx, posted, [{ incomeAccountId: charge.income_account_id, amount: amount.amount }], false);
  return transactionId;
}

/** POST /clients/{clientId}/charges/{chargeId}?command=paycharge. */
async function payClientChargeCommand(ctx: CommandContext): Promise<CommandResult> {
  const input = readPayment(ctx.json);
  const client = await requireActiveClient(ctx);
  const charge = await loadClientCharge(ctx, client.id);
  const transactionId = await recordPayment(ctx, client, charge, input);
  return { officeId: client.office_id, clientId: client.id, resourceId: charge.id, subResourceId: transactionId, transactionId: String(transactionId) };
}

/** POST /clients/{clientId}/charges/{chargeId}?command=waive: waives all that is outstanding, on the business date. */
async function waiveClientChargeCommand(ctx: CommandContext): Promise<CommandResult> {
  const client = await requireActiveClient(ctx);
  const charge = await loadClientCharge(ctx, client.id);
  const money = await ctx.moneyContext();
  const balance = balanceOf(charge, money);
  const refusal = clientChargeStateRefusal(balance);
  if (refusal !== undefined) {
    throw clientChargeRuleBroken(refusal);
  }
  const waiver = waiveClientCharge(balance, money);
  const transactionId = await insertWaiver(ctx, client, charge, waiver.waivedAmount);
  await updateClientCharge(ctx.db, charge.id, balanceValues(waiver.balance));
  return { officeId: client.office_id, clientId: client.id, resourceId: charge.id, transactionId: String(transactionId) };
}

async function insertWaiver(ctx: CommandContext, client: ClientRow, charge: ClientChargeWithCurrency, amount: Money): Promise<number> {
  const today = (await ctx.clock.businessDate()).toString();
  return insertChargeTransaction(
    ctx.db,
    {
      client_id: client.id,
      office_id: client.office_id,
      currency_code: currencyOf(charge).code,
      payment_detail_id: null,
      is_reversed: false,
      external_id: null,
      transaction_date: today,
      submitted_on_date: today,
      transaction_type_enum: ClientTransactionType.WAIVE_CHARGE,
      amount: amount.toFixed(),
      created_by: ctx.user.id,
    },
    charge.id,
  );
}

/** DELETE /clients/{clientId}/charges/{chargeId}: only a charge nothing was paid or waived on. */
async function deleteClientChargeCommand(ctx: CommandContext): Promise<CommandResult> {
  const client = await requireActiveClient(ctx);
  const charge = await loadClientCharge(ctx, client.id);
  const refusal = clientChargeStateRefusal(balanceOf(charge, await ctx.moneyContext()));
  if (refusal !== undefined) {
    throw clientChargeRuleBroken(refusal);
  }
  if (await clientChargeHasTransactions(ctx.db, charge.id)) {
    throw clientChargeCannotBeDeleted(charge.id);
  }
  await deleteClientCharge(ctx.db, charge.id);
  return { officeId: client.office_id, clientId: client.id, resourceId: charge.id };
}

export const clientChargeCommandHandlers = [
  commandHandler('CLIENTCHARGE', 'CREATE', addClientCharge),
  commandHandler('CLIENTCHARGE', 'PAY', payClientChargeCommand),
  commandHandler('CLIENTCHARGE', 'WAIVE', waiveClientChargeCommand),
  commandHandler('CLIENTCHARGE', 'DELETE', deleteClientChargeCommand),
];
