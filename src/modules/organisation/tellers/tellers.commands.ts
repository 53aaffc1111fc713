import type { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { commandHandler, UsageRegistry, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { ValidationError } from '../../../shared/errors/api-errors.ts';
import { ChangeSet, DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { isWithinHierarchy } from '../offices/domain/office-hierarchy.ts';
import { officeNotFound, officeOutsideUserHierarchy } from '../offices/offices.errors.ts';
import { findOfficeById, type OfficeRow } from '../offices/offices.repository.ts';
import { SETTABLE_TELLER_STATUSES } from './domain/teller-status.ts';
import { cashierExistsForTeller, duplicateTellerName, endDateBeforeStartDate, tellerNotFound } from './tellers.errors.ts';
import {
  deleteTeller,
  findTellerById,
  insertTeller,
  tellerHasCashiers,
  tellerWithSameName,
  updateTeller,
  type TellerRow,
  type TellerValues,
} from './tellers.repository.ts';

/**
 * What still refers to a teller: deleting it is refused while any check reports something. Its own
 * cashiers are registered here; modules that come to refer to tellers register their own checks.
 */
export const tellerUsage = new UsageRegistry<number>('teller');
tellerUsage.registerUse('cashier', tellerHasCashiers);

/** Fineract accepts one set of members for every teller command (TellerCommandFromApiJsonDeserializer). */
export const TELLER_PARAMETERS = [
  'officeId',
  'name',
  'description',
  'startDate',
  'endDate',
  'status',
  'dateFormat',
  'locale',
  'isFullDay',
  'staffId',
  'hourStartTime',
  'minStartTime',
  'hourEndTime',
  'minEndTime',
  'txnAmount',
  'txnDate',
  'txnNote',
  'entityType',
  'entityId',
  'currencyCode',
];

const NAME_MAX_LENGTH = 50;
const DESCRIPTION_MAX_LENGTH = 100;

/** Validation messages of teller commands use Fineract's resource name `teller`. */
export function tellerValidator(): DataValidator {
  return new DataValidator('teller');
}

/** Records `cannot.be.blank` for a value that is missing (and not already reported as unreadable). */
export function mandatory(v: DataValidator, name: string, value: unknown): void {
  if (!v.hasErrorFor(name)) {
    v.parameter(name, value).notBlank();
  }
}

/** Fineract checks the whole body on create and update alike: officeId, name, startDate and status are mandatory. */
function readTeller(json: JsonCommand) {
  json.checkSupported(TELLER_PARAMETERS);
  const v = tellerValidator();
  const officeId = json.long('officeId', v);
  if (!v.hasErrorFor('officeId')) {
    v.parameter('officeId', officeId).notBlank().positive();
  }
  v.parameter('name', json.string('name')).notBlank().notExceedingLengthOf(NAME_MAX_LENGTH);
  v.parameter('description', json.string('description')).notExceedingLengthOf(DESCRIPTION_MAX_LENGTH);
  const startDate = json.localDate('startDate', v);
  mandatory(v, 'startDate', startDate);
  const endDate = json.localDate('endDate', v);
  const status = json.long('status', v);
  if (!v.hasErrorFor('status')) {
    v.parameter('status', status).notBlank().isOneOf(SETTABLE_TELLER_STATUSES);
  }
  if (startDate !== undefined && endDate?.isBefore(startDate) === true) {
    v.add(endDateBeforeStartDate(startDate.toString(), endDate.toString()));
  }
  v.throwIfErrors();
  return {
    officeId: officeId ?? 0,
    name: json.trimmedString('name') ?? '',
    description: json.trimmedString('description'),
    startDate,
    endDate,
    status: status ?? 0,
  };
}

/** The office exists (404) and lies at or below the user's office (403). */
async function loadOfficeForUser(ctx: CommandContext, officeId: number): Promise<OfficeRow> {
  const office = await findOfficeById(ctx.db, officeId);
  if (office === undefined) {
    throw officeNotFound(officeId);
  }
  if (!isWithinHierarchy(office.hierarchy ?? '', ctx.user.officeHierarchy)) {
    throw officeOutsideUserHierarchy();
  }
  return office;
}

/** The teller exists (404) and its office lies at or below the user's office (403). */
export async function loadTellerForUser(ctx: CommandContext, tellerId: number): Promise<TellerRow & { office_hierarchy: string | null }> {
  const teller = await findTellerById(ctx.db, tellerId);
  if (teller === undefined) {
    throw tellerNotFound(tellerId);
  }
  if (!isWithinHierarchy(teller.office_hierarchy ?? '', ctx.user.officeHierarchy)) {
    throw officeOutsideUserHierarchy();
  }
  return teller;
}

async function checkUniqueName(db: Kysely<object>, name: string | undefined, exceptId?: number): Promise<void> {
  if (name !== undefined && (await tellerWithSameName(db, name, exceptId))) {
    throw duplicateTellerName(name);
  }
}

async function createTeller(ctx: CommandContext): Promise<CommandResult> {
  const input = readTeller(ctx.json);
  const office = await loadOfficeForUser(ctx, input.officeId);
  await checkUniqueName(ctx.db, input.name);
  const values: TellerValues = {
    office_id: office.id,
    name: input.name,
    description: input.description ?? null,
    valid_from: input.startDate?.toString() ?? null,
    valid_to: input.endDate?.toString() ?? null,
    state: input.status,
  };
  const tellerId = await insertTeller(ctx.db, values);
  return { officeId: office.id, resourceId: tellerId };
}

/** Refuses an end date before the start date once the update is applied (an absent endDate keeps the stored one). */
function checkDateOrder(startDate: string | null, endDate: string | null): void {
  if (startDate !== null && endDate !== null && endDate < startDate) {
    throw new ValidationError([endDateBeforeStartDate(startDate, endDate)]);
  }
}

/** Fineract reports a changed date as sent, together with the request's dateFormat and locale. */
export function withDateFormat(changes: Record<string, unknown>, json: JsonCommand, dateNames: readonly string[]): Record<string, unknown> {
  if (dateNames.some((name) => name in changes)) {
    return { ...changes, dateFormat: json.string('dateFormat'), locale: json.string('locale') };
  }
  return changes;
}

function isoOrUndefined(date: LocalDate | undefined): string | undefined {
  return date?.toString();
}

async function updateTellerCommand(ctx: CommandContext): Promise<CommandResult> {
  const tellerId = ctx.entityId ?? 0;
  const input = readTeller(ctx.json);
  const teller = await loadTellerForUser(ctx, tellerId);
  const office = await loadOfficeForUser(ctx, input.officeId);
  const set = new ChangeSet<TellerRow>(teller)
    .track('officeId', 'office_id', office.id)
    .track('name', 'name', input.name)
    .track('description', 'description', ctx.json.has('description') ? (input.description ?? null) : undefined)
    .track('startDate', 'valid_from', isoOrUndefined(input.startDate), ctx.json.string('startDate'))
    .track('endDate', 'valid_to', isoOrUndefined(input.endDate), ctx.json.string('endDate'))
    .track('status', 'state', input.status);
  checkDateOrder(set.values.valid_from ?? teller.valid_from, set.values.valid_to ?? teller.valid_to);
  await checkUniqueName(ctx.db, set.values.name, tellerId);
  if (!set.isEmpty) {
    await updateTeller(ctx.db, tellerId, set.values);
  }
  const changes = withDateFormat(set.changes, ctx.json, ['startDate', 'endDate']);
  return { officeId: office.id, resourceId: tellerId, changes: set.isEmpty ? undefined : changes };
}

async function deleteTellerCommand(ctx: CommandContext): Promise<CommandResult> {
  const tellerId = ctx.entityId ?? 0;
  await loadTellerForUser(ctx, tellerId);
  await tellerUsage.refuseIfUsed(ctx.db, tellerId, () => cashierExistsForTeller(tellerId));
  await deleteTeller(ctx.db, tellerId);
  return { resourceId: tellerId };
}

export const tellerCommandHandlers = [
  commandHandler('TELLER', 'CREATE', createTeller),
  commandHandler('TELLER', 'UPDATE', updateTellerCommand),
  commandHandler('TELLER', 'DELETE', deleteTellerCommand),
];
