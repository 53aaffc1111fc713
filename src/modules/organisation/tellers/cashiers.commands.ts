import { LocalDate } from '@js-joda/core';
import { commandHandler, UsageRegistry, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { Money } from '../../../shared/money/index.ts';
import { ChangeSet, type DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { currencyNotFound } from '../currencies/currencies.errors.ts';
import { isWithinHierarchy } from '../offices/domain/office-hierarchy.ts';
import { findOfficeById } from '../offices/offices.repository.ts';
import { staffNotFound } from '../staff/staff.errors.ts';
import { findStaffById } from '../staff/staff.repository.ts';
import { cashierCashSummary } from './domain/cash-summary.ts';
import { CashierTxnTypes, type CashierTxnType } from './domain/cashier-txn-type.ts';
import { hourAndMinuteOf, minutesOfShiftTime, shiftsOverlap, shiftTimeText, withinTellerPeriod, type CashierShift } from './domain/cashier-shift.ts';
import { loadTellerForUser, mandatory, TELLER_PARAMETERS, tellerValidator, withDateFormat } from './tellers.commands.ts';
import { cashierCashMoved } from './tellers.events.ts';
import {
  cashierAlreadyAllocated,
  cashierHasTransactions as cashierHasTransactionsError,
  cashierInsufficientAmount,
  cashierNotFound,
  cashierOutsideTellerPeriod,
  endDateBeforeStartDate,
  staffNotInTellerOfficeHierarchy,
} from './tellers.errors.ts';
import {
  cashierHasTransactions,
  cashierPeriodsOfStaff,
  cashierTotalsByType,
  deleteCashier,
  findCashier,
  findOrganisationCurrency,
  insertCashier,
  insertCashierTransaction,
  updateCashier,
  type CashierRow,
  type CashierValues,
  type TellerRow,
} from './tellers.repository.ts';

/** What still refers to a cashier: its own cash transactions, and whatever later modules register. */
export const cashierUsage = new UsageRegistry<number>('cashier');
cashierUsage.registerUse('cash transaction', cashierHasTransactions);

const DESCRIPTION_MAX_LENGTH = 100;
const TXN_NOTE_MAX_LENGTH = 200;
const ENTITY_TYPE_MAX_LENGTH = 50;
const CURRENCY_CODE_MAX_LENGTH = 3;
const LAST_HOUR = 23;
const LAST_MINUTE = 59;

type Teller = TellerRow & { office_hierarchy: string | null };

/** The four time members of a part-day cashier; Fineract names the start members' errors `startTime`. */
function readShiftTimes(json: JsonCommand, v: DataValidator): { startMinute?: number; endMinute?: number } {
  const hourStart = json.long('hourStartTime', v);
  const minStart = json.long('minStartTime', v);
  const hourEnd = json.long('hourEndTime', v);
  const minEnd = json.long('minEndTime', v);
  const checks: [string, string, number | undefined, number][] = [
    ['hourStartTime', 'startTime', hourStart, LAST_HOUR],
    ['minStartTime', 'startTime', minStart, LAST_MINUTE],
    ['hourEndTime', 'hourEndTime', hourEnd, LAST_HOUR],
    ['minEndTime', 'minEndTime', minEnd, LAST_MINUTE],
  ];
  for (const [name, blankName, value, last] of checks) {
    if (!v.hasErrorFor(name)) {
      v.parameter(blankName, value).notBlank();
      v.parameter(name, value).inMinMaxRange(0, last);
    }
  }
  if (hourStart === undefined || minStart === undefined || hourEnd === undefined || minEnd === undefined) {
    return {};
  }
  const startMinute = hourStart * 60 + minStart;
  const endMinute = hourEnd * 60 + minEnd;
  if (endMinute <= startMinute) {
    v.fail('hourEndTime', 'is.not.after.start.time', 'The end time must be after the start time.', [hourEnd, minEnd]);
  }
  return { startMinute, endMinute };
}

/** Fineract checks the whole body on allocate and update alike: staffId, startDate, endDate and isFullDay are mandatory. */
function readCashier(json: JsonCommand) {
  json.checkSupported(TELLER_PARAMETERS);
  const v = tellerValidator();
  const staffId = json.long('staffId', v);
  if (!v.hasErrorFor('staffId')) {
    v.parameter('staffId', staffId).notBlank().positive();
  }
  v.parameter('description', json.string('description')).notExceedingLengthOf(DESCRIPTION_MAX_LENGTH);
  const startDate = json.localDate('startDate', v);
  mandatory(v, 'startDate', startDate);
  const endDate = json.localDate('endDate', v);
  mandatory(v, 'endDate', endDate);
  const isFullDay = json.boolean('isFullDay', v);
  mandatory(v, 'isFullDay', isFullDay);
  const times = isFullDay === false ? readShiftTimes(json, v) : {};
  if (startDate !== undefined && endDate?.isBefore(startDate) === true) {
    v.add(endDateBeforeStartDate(startDate.toString(), endDate.toString()));
  }
  v.throwIfErrors();
  const shift: CashierShift = { startDate: startDate ?? LocalDate.MIN, endDate: endDate ?? LocalDate.MIN, isFullDay: isFullDay ?? true, ...times };
  return { staffId: staffId ?? 0, description: json.trimmedString('description'), shift };
}

function shiftOfRow(row: CashierRow): CashierShift {
  return {
    startDate: LocalDate.parse(row.start_date ?? ''),
    endDate: LocalDate.parse(row.end_date ?? ''),
    isFullDay: row.full_day !== false,
    startMinute: minutesOfShiftTime(row.start_time),
    endMinute: minutesOfShiftTime(row.end_time),
  };
}

const dateOrNull = (text: string | null): LocalDate | null => (text === null ? null : LocalDate.parse(text));

/**
 * The staff member exists (404), works in the teller's office or above it, the shift lies within the
 * teller's validity and meets no other shift of the same staff member (403 each).
 */
async function checkCashierRules(ctx: CommandContext, teller: Teller, staffId: number, shift: CashierShift, exceptCashierId?: number): Promise<void> {
  const staff = await findStaffById(ctx.db, staffId);
  if (staff === undefined) {
    throw staffNotFound(staffId);
  }
  const staffOffice = staff.office_id === null ? undefined : await findOfficeById(ctx.db, staff.office_id);
  if (staffOffice === undefined || !isWithinHierarchy(teller.office_hierarchy ?? '', staffOffice.hierarchy ?? '')) {
    throw staffNotInTellerOfficeHierarchy(staffId, teller.office_id);
  }
  if (!withinTellerPeriod(shift, dateOrNull(teller.valid_from), dateOrNull(teller.valid_to))) {
    throw cashierOutsideTellerPeriod();
  }
  const others = await cashierPeriodsOfStaff(ctx.db, staffId, shift.startDate.toString(), shift.endDate.toString(), exceptCashierId);
  if (others.some((row) => shiftsOverlap(shift, shiftOfRow(row)))) {
    throw cashierAlreadyAllocated(staffId);
  }
}

function timeText(shift: CashierShift, minute: number | undefined): string | null {
  return shift.isFullDay || minute === undefined ? null : shiftTimeText(Math.trunc(minute / 60), minute % 60);
}

function cashierValues(tellerId: number, input: ReturnType<typeof readCashier>): CashierValues {
  const { shift } = input;
  return {
    staff_id: input.staffId,
    teller_id: tellerId,
    description: input.description ?? null,
    start_date: shift.startDate.toString(),
    end_date: shift.endDate.toString(),
    start_time: timeText(shift, shift.startMinute),
    end_time: timeText(shift, shift.endMinute),
    full_day: shift.isFullDay,
  };
}

async function loadCashier(ctx: CommandContext, tellerId: number, forUpdate = false): Promise<CashierRow> {
  const cashierId = ctx.subEntityId ?? 0;
  const cashier = await findCashier(ctx.db, tellerId, cashierId, forUpdate);
  if (cashier === undefined) {
    throw cashierNotFound(cashierId);
  }
  return cashier;
}

async function allocateCashier(ctx: CommandContext): Promise<CommandResult> {
  const tellerId = ctx.entityId ?? 0;
  const teller = await loadTellerForUser(ctx, tellerId);
  const input = readCashier(ctx.json);
  await checkCashierRules(ctx, teller, input.staffId, input.shift);
  const cashierId = await insertCashier(ctx.db, cashierValues(tellerId, input));
  return { resourceId: tellerId, subResourceId: cashierId };
}

/** The actual changes, with Fineract's names: the hour and minute members when a time changes. */
function cashierChanges(ctx: CommandContext, cashier: CashierRow, values: CashierValues): ChangeSet<CashierRow> {
  const set = new ChangeSet<CashierRow>(cashier)
    .track('staffId', 'staff_id', values.staff_id)
    .track('description', 'description', ctx.json.has('description') ? values.description : undefined)
    .track('startDate', 'start_date', values.start_date, ctx.json.string('startDate'))
    .track('endDate', 'end_date', values.end_date, ctx.json.string('endDate'))
    .track('isFullDay', 'full_day', values.full_day)
    .track('hourStartTime', 'start_time', values.start_time, hourAndMinuteOf(values.start_time)?.hour)
    .track('hourEndTime', 'end_time', values.end_time, hourAndMinuteOf(values.end_time)?.hour);
  if ('hourStartTime' in set.changes) {
    set.changes.minStartTime = hourAndMinuteOf(values.start_time)?.minute;
  }
  if ('hourEndTime' in set.changes) {
    set.changes.minEndTime = hourAndMinuteOf(values.end_time)?.minute;
  }
  return set;
}

async function updateCashierAllocation(ctx: CommandContext): Promise<CommandResult> {
  const tellerId = ctx.entityId ?? 0;
  const teller = await loadTellerForUser(ctx, tellerId);
  const input = readCashier(ctx.json);
  const cashier = await loadCashier(ctx, tellerId);
  await checkCashierRules(ctx, teller, input.staffId, input.shift, cashier.id);
  const set = cashierChanges(ctx, cashier, cashierValues(tellerId, input));
  if (!set.isEmpty) {
    await updateCashier(ctx.db, cashier.id, set.values);
  }
  const changes = withDateFormat(set.changes, ctx.json, ['startDate', 'endDate']);
  return { resourceId: tellerId, subResourceId: cashier.id, changes: set.isEmpty ? undefined : changes };
}

async function deleteCashierAllocation(ctx: CommandContext): Promise<CommandResult> {
  const tellerId = ctx.entityId ?? 0;
  await loadTellerForUser(ctx, tellerId);
  const cashier = await loadCashier(ctx, tellerId);
  await cashierUsage.refuseIfUsed(ctx.db, cashier.id, () => cashierHasTransactionsError(cashier.id));
  await deleteCashier(ctx.db, cashier.id);
  return { resourceId: cashier.id };
}

/** Amount, date and currency are mandatory; the amount must be positive (Fineract only requires it). */
function readCashTransaction(json: JsonCommand) {
  json.checkSupported(TELLER_PARAMETERS);
  const v = tellerValidator();
  const txnAmount = json.decimal('txnAmount', v);
  if (!v.hasErrorFor('txnAmount')) {
    v.parameter('txnAmount', txnAmount).notBlank().positive();
  }
  const txnDate = json.localDate('txnDate', v);
  mandatory(v, 'txnDate', txnDate);
  v.parameter('txnNote', json.string('txnNote')).notExceedingLengthOf(TXN_NOTE_MAX_LENGTH);
  v.parameter('currencyCode', json.string('currencyCode')).notBlank().notExceedingLengthOf(CURRENCY_CODE_MAX_LENGTH);
  v.parameter('entityType', json.string('entityType')).notExceedingLengthOf(ENTITY_TYPE_MAX_LENGTH);
  const entityId = json.long('entityId', v);
  v.throwIfErrors();
  return {
    txnAmount: txnAmount ?? 0,
    txnDate: txnDate?.toString() ?? '',
    txnNote: json.trimmedString('txnNote') ?? null,
    currencyCode: json.trimmedString('currencyCode') ?? '',
    entityType: json.trimmedString('entityType') ?? null,
    entityId: entityId ?? null,
  };
}

/** The amount in one of the organisation's currencies (404 otherwise), rounded to its decimal places. */
async function cashAmount(ctx: CommandContext, currencyCode: string, amount: ReturnType<typeof readCashTransaction>['txnAmount']): Promise<Money> {
  const currency = await findOrganisationCurrency(ctx.db, currencyCode);
  if (currency === undefined) {
    throw currencyNotFound(currencyCode);
  }
  const rules = { code: currency.code, digitsAfterDecimal: currency.decimal_places, inMultiplesOf: currency.currency_multiplesof };
  const money = Money.of(rules, amount, await ctx.moneyContext());
  const v = tellerValidator();
  v.parameter('txnAmount', money.amount).positive();
  v.throwIfErrors();
  return money;
}

/**
 * Records a cash movement of a cashier and states it as `cashierCashMoved`; the accounting module posts
 * Fineract's journal entry between the "cash at main vault" and "cash at teller" GL accounts in the same
 * transaction (a missing mapping refuses the movement).
 */
async function recordCashTransaction(ctx: CommandContext, txnType: CashierTxnType): Promise<CommandResult> {
  const tellerId = ctx.entityId ?? 0;
  const teller = await loadTellerForUser(ctx, tellerId);
  const input = readCashTransaction(ctx.json);
  const cashier = await loadCashier(ctx, tellerId, true);
  const money = await cashAmount(ctx, input.currencyCode, input.txnAmount);
  if (txnType.id === CashierTxnTypes.SETTLE.id) {
    const summary = cashierCashSummary(await cashierTotalsByType(ctx.db, cashier.id, money.currency.code));
    if (money.amount.greaterThan(summary.netCash)) {
      throw cashierInsufficientAmount(money.currency.code);
    }
  }
  const txnId = await insertCashierTransaction(ctx.db, {
    cashier_id: cashier.id,
    txn_type: txnType.id,
    txn_amount: money.toFixed(),
    txn_date: input.txnDate,
    txn_note: input.txnNote,
    entity_type: input.entityType,
    entity_id: input.entityId,
    currency_code: money.currency.code,
  });
  await cashierCashMoved.publish(ctx, {
    cashierTransactionId: txnId,
    direction: txnType.id === CashierTxnTypes.SETTLE.id ? 'settle' : 'allocate',
    officeId: teller.office_id,
    amount: money,
    date: LocalDate.parse(input.txnDate),
    note: input.txnNote,
  });
  return { resourceId: cashier.id, subResourceId: txnId };
}

export const cashierCommandHandlers = [
  commandHandler('TELLER', 'ALLOCATECASHIER', allocateCashier),
  commandHandler('TELLER', 'UPDATECASHIERALLOCATION', updateCashierAllocation),
  commandHandler('TELLER', 'DELETECASHIERALLOCATION', deleteCashierAllocation),
  commandHandler('TELLER', 'ALLOCATECASHTOCASHIER', (ctx) => recordCashTransaction(ctx, CashierTxnTypes.ALLOCATE)),
  commandHandler('TELLER', 'SETTLECASHFROMCASHIER', (ctx) => recordCashTransaction(ctx, CashierTxnTypes.SETTLE)),
];
