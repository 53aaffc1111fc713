import type { Kysely } from 'kysely';
import { LocalDate } from '@js-joda/core';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { assert } from '../../../shared/assert.ts';
import { ChangeSet, DataValidator, JsonCommand } from '../../../shared/validation/index.ts';
import { loadWorkingDays } from '../calendar/calendar.queries.ts';
import { RescheduleType } from '../calendar/domain/holiday.ts';
import { officeNotFound } from '../offices/offices.errors.ts';
import { brokenHolidayDateRule, HolidayStatusType, type HolidayDates } from './domain/holiday-rules.ts';
import { duplicateHolidayName, holidayAlreadyDeleted, holidayDateRuleBroken, holidayNotFound, holidayNotPendingActivation } from './holidays.errors.ts';
import {
  existingOfficeIds,
  findHolidayById,
  holidayWithSameNameAndStart,
  insertHoliday,
  officeIdsOfHolidays,
  replaceHolidayOffices,
  updateHoliday,
  type HolidayRow,
} from './holidays.repository.ts';

const PARAMETERS = ['locale', 'dateFormat', 'name', 'fromDate', 'toDate', 'description', 'offices', 'repaymentsRescheduledTo', 'reschedulingType'];
const NAME_MAX_LENGTH = 100;
const DESCRIPTION_MAX_LENGTH = 100;
const RESCHEDULING_TYPES = [RescheduleType.RESCHEDULE_TO_NEXT_REPAYMENT_DATE, RescheduleType.RESCHEDULE_TO_SPECIFIC_DATE];

interface HolidayInput {
  readonly name: string | undefined;
  readonly description: string | undefined;
  readonly fromDate: LocalDate | undefined;
  readonly toDate: LocalDate | undefined;
  readonly repaymentsRescheduledTo: LocalDate | undefined;
  readonly reschedulingType: number | undefined;
  readonly officeIds: readonly number[] | undefined;
}

function isJsonObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `offices: [{officeId}, …]`: a non-empty array whose every element names an office id (duplicates collapse). */
function readOfficeIds(json: JsonCommand, v: DataValidator, required: boolean): number[] | undefined {
  const value = json.json.offices;
  if (value === undefined || value === null) {
    if (required) {
      v.parameter('offices', undefined).notBlank();
    }
    return undefined;
  }
  const ids = (Array.isArray(value) ? value : []).map((element: unknown) => (isJsonObject(element) ? new JsonCommand(element).long('officeId', v) : undefined));
  const officeIds = ids.filter((id): id is number => id !== undefined);
  if (officeIds.length === 0 || officeIds.length < ids.length) {
    if (!v.hasErrorFor('officeId')) {
      v.parameter('offices', undefined).notBlank();
    }
    return undefined;
  }
  return [...new Set(officeIds)];
}

/** A date member: mandatory when `required`, never blank when sent. */
function readDate(json: JsonCommand, v: DataValidator, name: string, required: boolean): LocalDate | undefined {
  const date = json.localDate(name, v);
  if ((required || json.has(name)) && !v.hasErrorFor(name)) {
    v.parameter(name, date).notBlank();
  }
  return date;
}

/** Reads and checks a create (`creating`) or update body with the `holiday` field rules; 400 with every error. */
function readHoliday(json: JsonCommand, creating: boolean): HolidayInput {
  json.checkSupported(PARAMETERS);
  const v = new DataValidator('holiday');
  const name = json.trimmedString('name');
  if (creating || json.has('name')) {
    v.parameter('name', name).notBlank().notExceedingLengthOf(NAME_MAX_LENGTH);
  }
  const description = json.trimmedString('description');
  v.parameter('description', description).notExceedingLengthOf(DESCRIPTION_MAX_LENGTH);
  const fromDate = readDate(json, v, 'fromDate', creating);
  const toDate = readDate(json, v, 'toDate', creating);
  const reschedulingType = json.long('reschedulingType', v);
  v.parameter('reschedulingType', reschedulingType).isOneOf(RESCHEDULING_TYPES);
  const toSpecificDate = (reschedulingType ?? RescheduleType.RESCHEDULE_TO_SPECIFIC_DATE) === RescheduleType.RESCHEDULE_TO_SPECIFIC_DATE;
  const repaymentsRescheduledTo = readDate(json, v, 'repaymentsRescheduledTo', creating && toSpecificDate);
  const officeIds = readOfficeIds(json, v, creating);
  v.throwIfErrors();
  return { name, description, fromDate, toDate, repaymentsRescheduledTo, reschedulingType, officeIds };
}

/** 403 when the dates break a holiday date rule (the working days are read only for a rescheduled-to date). */
async function refuseBrokenDateRules(db: Kysely<object>, dates: HolidayDates): Promise<void> {
  const workingDays = dates.repaymentsRescheduledTo === null ? undefined : await loadWorkingDays(db);
  const rule = brokenHolidayDateRule(dates, workingDays);
  if (rule !== undefined) {
    throw holidayDateRuleBroken(rule, dates);
  }
}

/** 404 for the first office id that names no office. */
async function requireOffices(db: Kysely<object>, officeIds: readonly number[]): Promise<void> {
  const existing = await existingOfficeIds(db, officeIds);
  const missing = officeIds.find((id) => !existing.has(id));
  if (missing !== undefined) {
    throw officeNotFound(missing);
  }
}

async function refuseDuplicate(db: Kysely<object>, name: string, fromDate: string, exceptId?: number): Promise<void> {
  if (await holidayWithSameNameAndStart(db, name, fromDate, exceptId)) {
    throw duplicateHolidayName(name);
  }
}

async function loadHoliday(db: Kysely<object>, holidayId: number): Promise<HolidayRow> {
  const row = await findHolidayById(db, holidayId);
  if (row === undefined) {
    throw holidayNotFound(holidayId);
  }
  return row;
}

/** POST /holidays: a new holiday, pending for activation. Without `reschedulingType` it moves repayments to a specific date. */
async function createHoliday(ctx: CommandContext): Promise<CommandResult> {
  const input = readHoliday(ctx.json, true);
  const { name, fromDate, toDate, officeIds } = input;
  assert(name !== undefined && fromDate !== undefined && toDate !== undefined && officeIds !== undefined, 'holiday validation let a mandatory member through');
  const reschedulingType = input.reschedulingType ?? RescheduleType.RESCHEDULE_TO_SPECIFIC_DATE;
  const toSpecificDate = reschedulingType === RescheduleType.RESCHEDULE_TO_SPECIFIC_DATE;
  const dates: HolidayDates = { fromDate, toDate, repaymentsRescheduledTo: toSpecificDate ? (input.repaymentsRescheduledTo ?? null) : null };
  await refuseBrokenDateRules(ctx.db, dates);
  await requireOffices(ctx.db, officeIds);
  await refuseDuplicate(ctx.db, name, fromDate.toString());
  const holidayId = await insertHoliday(
    ctx.db,
    {
      name,
      description: input.description ?? null,
      from_date: fromDate.toString(),
      to_date: toDate.toString(),
      repayments_rescheduled_to: dates.repaymentsRescheduledTo?.toString() ?? null,
      rescheduling_type: reschedulingType,
    },
    HolidayStatusType.PENDING_FOR_ACTIVATION,
  );
  await replaceHolidayOffices(ctx.db, holidayId, officeIds);
  return { resourceId: holidayId };
}

const ACTIVE_STATE = 'cannot.edit.holiday.in.active.state';

/** Once a holiday is no longer pending, its dates and offices are fixed (400, every attempted change listed). */
function refuseEditingFixedHoliday(input: HolidayInput, row: HolidayRow): void {
  const v = new DataValidator('holiday.update');
  const changed = (date: LocalDate | undefined, stored: string | null): boolean => date !== undefined && date.toString() !== stored;
  if (changed(input.fromDate, row.from_date)) {
    v.failWithCode('fromDate', ACTIVE_STATE);
  }
  if (changed(input.toDate, row.to_date)) {
    v.failWithCode('toDate', ACTIVE_STATE);
  }
  if (changed(input.repaymentsRescheduledTo, row.repayments_rescheduled_to)) {
    v.failWithCode('repaymentsRescheduledTo', ACTIVE_STATE);
  }
  if (input.officeIds !== undefined) {
    v.failWithCode('offices', ACTIVE_STATE);
  }
  v.throwIfErrors();
}

/** Tracks a date member; a changed date also reports the `dateFormat` and `locale` it was sent with. */
function trackDate(set: ChangeSet<HolidayRow>, json: JsonCommand, wireName: string, column: 'from_date' | 'to_date' | 'repayments_rescheduled_to', date: LocalDate | undefined): void {
  set.track(wireName, column, date?.toString(), json.string(wireName));
  if (set.has(column)) {
    set.changes.dateFormat = json.string('dateFormat');
    set.changes.locale = json.string('locale');
  }
}

/** The value a column will hold after the update. */
function resulting<K extends keyof HolidayRow>(set: ChangeSet<HolidayRow>, row: HolidayRow, column: K): HolidayRow[K] {
  const value = set.values[column];
  return value === undefined ? row[column] : value;
}

/** The holiday's dates after the update; 400 when it would move repayments to a specific date without one. */
function resultingDates(set: ChangeSet<HolidayRow>, row: HolidayRow): HolidayDates {
  const rescheduledTo = resulting(set, row, 'repayments_rescheduled_to');
  if (resulting(set, row, 'rescheduling_type') === RescheduleType.RESCHEDULE_TO_SPECIFIC_DATE && rescheduledTo === null) {
    const v = new DataValidator('holiday');
    v.parameter('repaymentsRescheduledTo', undefined).notBlank();
    v.throwIfErrors();
  }
  return {
    fromDate: LocalDate.parse(resulting(set, row, 'from_date')),
    toDate: LocalDate.parse(resulting(set, row, 'to_date')),
    repaymentsRescheduledTo: rescheduledTo === null ? null : LocalDate.parse(rescheduledTo),
  };
}

/** The changes of an update: name, description and rescheduling type always; dates only while pending. */
function trackUpdate(json: JsonCommand, input: HolidayInput, row: HolidayRow): ChangeSet<HolidayRow> {
  const set = new ChangeSet(row)
    .track('name', 'name', input.name)
    .track('description', 'description', json.has('description') ? (input.description ?? null) : undefined, json.string('description'))
    .track('reschedulingType', 'rescheduling_type', input.reschedulingType);
  const toSpecificDate = resulting(set, row, 'rescheduling_type') === RescheduleType.RESCHEDULE_TO_SPECIFIC_DATE;
  if (row.status_enum !== HolidayStatusType.PENDING_FOR_ACTIVATION) {
    refuseEditingFixedHoliday(input, row);
  } else {
    trackDate(set, json, 'fromDate', 'from_date', input.fromDate);
    trackDate(set, json, 'toDate', 'to_date', input.toDate);
    if (toSpecificDate) {
      trackDate(set, json, 'repaymentsRescheduledTo', 'repayments_rescheduled_to', input.repaymentsRescheduledTo);
    }
  }
  if (!toSpecificDate && row.repayments_rescheduled_to !== null) {
    set.values.repayments_rescheduled_to = null;
  }
  return set;
}

/** The new office ids when the update changes them (only a pending holiday gets this far with offices). */
async function changedOffices(db: Kysely<object>, holidayId: number, officeIds: readonly number[] | undefined): Promise<readonly number[] | undefined> {
  if (officeIds === undefined) {
    return undefined;
  }
  const current = (await officeIdsOfHolidays(db, [holidayId])).get(holidayId) ?? [];
  const same = current.length === officeIds.length && officeIds.every((id) => current.includes(id));
  return same ? undefined : officeIds;
}

/** PUT /holidays/{id}. */
async function updateHolidayCommand(ctx: CommandContext): Promise<CommandResult> {
  const holidayId = ctx.entityId ?? 0;
  const input = readHoliday(ctx.json, false);
  const row = await loadHoliday(ctx.db, holidayId);
  const set = trackUpdate(ctx.json, input, row);
  const dates = resultingDates(set, row);
  if (set.has('from_date') || set.has('to_date') || set.has('repayments_rescheduled_to') || set.has('rescheduling_type')) {
    await refuseBrokenDateRules(ctx.db, dates);
  }
  const officeIds = await changedOffices(ctx.db, holidayId, input.officeIds);
  if (officeIds !== undefined) {
    await requireOffices(ctx.db, officeIds);
    await replaceHolidayOffices(ctx.db, holidayId, officeIds);
    set.changes.offices = ctx.json.json.offices;
  }
  if (set.has('name') || set.has('from_date')) {
    await refuseDuplicate(ctx.db, resulting(set, row, 'name'), resulting(set, row, 'from_date'), holidayId);
  }
  if (Object.keys(set.values).length > 0) {
    await updateHoliday(ctx.db, holidayId, set.values);
  }
  return { resourceId: holidayId, changes: set.isEmpty ? undefined : set.changes };
}

/** POST /holidays/{id}?command=activate: only a pending holiday becomes active. */
async function activateHoliday(ctx: CommandContext): Promise<CommandResult> {
  const holidayId = ctx.entityId ?? 0;
  const row = await loadHoliday(ctx.db, holidayId);
  if (row.status_enum !== HolidayStatusType.PENDING_FOR_ACTIVATION) {
    throw holidayNotPendingActivation(holidayId);
  }
  await updateHoliday(ctx.db, holidayId, { status_enum: HolidayStatusType.ACTIVE });
  return { resourceId: holidayId };
}

/** DELETE /holidays/{id}: the holiday is kept and marked deleted, as Fineract does. */
async function deleteHoliday(ctx: CommandContext): Promise<CommandResult> {
  const holidayId = ctx.entityId ?? 0;
  const row = await loadHoliday(ctx.db, holidayId);
  if (row.status_enum === HolidayStatusType.DELETED) {
    throw holidayAlreadyDeleted(holidayId);
  }
  await updateHoliday(ctx.db, holidayId, { status_enum: HolidayStatusType.DELETED });
  return { resourceId: holidayId };
}

export const holidayCommandHandlers = [
  commandHandler('HOLIDAY', 'CREATE', createHoliday),
  commandHandler('HOLIDAY', 'UPDATE', updateHolidayCommand),
  commandHandler('HOLIDAY', 'ACTIVATE', activateHoliday),
  commandHandler('HOLIDAY', 'DELETE', deleteHoliday),
];
