import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { childHierarchy, isWithinHierarchy } from './domain/office-hierarchy.ts';
import {
  duplicateOfficeExternalId,
  duplicateOfficeName,
  officeNotFound,
  officeOutsideUserHierarchy,
  officeParentIsDescendant,
  officeParentSameAsSelf,
  rootOfficeParentCannotBeUpdated,
} from './offices.errors.ts';
import { findOfficeById, insertOffice, moveSubtree, officeWithSame, updateOffice, type OfficeRow } from './offices.repository.ts';

const PARAMETERS = ['name', 'parentId', 'openingDate', 'externalId', 'locale', 'dateFormat'];
const NAME_MAX_LENGTH = 50;
const EXTERNAL_ID_MAX_LENGTH = 100;

/** Reads and checks the office members; `creating` makes name, parentId and openingDate mandatory. */
function readOffice(json: JsonCommand, creating: boolean) {
  json.checkSupported(PARAMETERS);
  const v = new DataValidator('office');
  const name = json.trimmedString('name');
  if (creating || json.has('name')) {
    v.parameter('name', json.string('name')).notBlank().notExceedingLengthOf(NAME_MAX_LENGTH);
  }
  const parentId = json.long('parentId', v);
  if ((creating || json.has('parentId')) && !v.hasErrorFor('parentId')) {
    v.parameter('parentId', parentId).notBlank().positive();
  }
  const openingDate = json.localDate('openingDate', v);
  if ((creating || json.has('openingDate')) && !v.hasErrorFor('openingDate')) {
    v.parameter('openingDate', openingDate).notBlank();
  }
  const externalId = json.trimmedString('externalId');
  v.parameter('externalId', externalId).notExceedingLengthOf(EXTERNAL_ID_MAX_LENGTH);
  v.throwIfErrors();
  return { name, parentId, openingDate, externalId };
}

/** Loads an office the user may act on: it must exist (404) and lie at or below the user's office (403). */
async function loadOfficeInUserHierarchy(db: Kysely<object>, officeId: number, userHierarchy: string): Promise<OfficeRow> {
  const office = await findOfficeById(db, officeId);
  if (office === undefined) {
    throw officeNotFound(officeId);
  }
  if (!isWithinHierarchy(office.hierarchy ?? '', userHierarchy)) {
    throw officeOutsideUserHierarchy();
  }
  return office;
}

async function checkUnique(db: Kysely<object>, name: string | undefined, externalId: string | undefined, exceptId?: number): Promise<void> {
  if (name !== undefined && (await officeWithSame(db, 'name', name, exceptId))) {
    throw duplicateOfficeName(name);
  }
  if (externalId !== undefined && (await officeWithSame(db, 'external_id', externalId, exceptId))) {
    throw duplicateOfficeExternalId(externalId);
  }
}

async function createOffice(ctx: CommandContext): Promise<CommandResult> {
  const input = readOffice(ctx.json, true);
  if (input.name === undefined || input.parentId === undefined || input.openingDate === undefined) {
    throw new Error('office validation let a mandatory member through');
  }
  const parent = await loadOfficeInUserHierarchy(ctx.db, input.parentId, ctx.user.officeHierarchy);
  await checkUnique(ctx.db, input.name, input.externalId);
  const officeId = await insertOffice(ctx.db, {
    parent_id: parent.id,
    name: input.name,
    external_id: input.externalId ?? null,
    opening_date: input.openingDate.toString(),
  });
  await updateOffice(ctx.db, officeId, { hierarchy: childHierarchy(parent.hierarchy ?? '.', officeId) });
  return { officeId, resourceId: officeId };
}

/** The parent change of an update: checked, and the office's subtree moved under the new parent. */
async function moveUnderParent(ctx: CommandContext, office: OfficeRow, parentId: number): Promise<void> {
  if (parentId === office.id) {
    throw officeParentSameAsSelf(office.id);
  }
  const parent = await loadOfficeInUserHierarchy(ctx.db, parentId, ctx.user.officeHierarchy);
  const oldHierarchy = office.hierarchy ?? '';
  if (isWithinHierarchy(parent.hierarchy ?? '', oldHierarchy)) {
    throw officeParentIsDescendant(office.id, parentId);
  }
  await updateOffice(ctx.db, office.id, { parent_id: parentId });
  await moveSubtree(ctx.db, oldHierarchy, childHierarchy(parent.hierarchy ?? '.', office.id));
}

async function updateOfficeCommand(ctx: CommandContext): Promise<CommandResult> {
  const officeId = ctx.entityId ?? 0;
  const input = readOffice(ctx.json, false);
  const office = await loadOfficeInUserHierarchy(ctx.db, officeId, ctx.user.officeHierarchy);
  if (input.parentId !== undefined && office.parent_id === null) {
    throw rootOfficeParentCannotBeUpdated();
  }
  const changes: Record<string, unknown> = {};
  const values: Partial<Pick<OfficeRow, 'name' | 'external_id' | 'opening_date'>> = {};
  if (input.parentId !== undefined && input.parentId !== office.parent_id) {
    changes.parentId = input.parentId;
  }
  if (input.openingDate !== undefined && input.openingDate.toString() !== office.opening_date) {
    changes.openingDate = ctx.json.string('openingDate');
    changes.dateFormat = ctx.json.string('dateFormat');
    changes.locale = ctx.json.string('locale');
    values.opening_date = input.openingDate.toString();
  }
  if (input.name !== undefined && input.name !== office.name) {
    changes.name = input.name;
    values.name = input.name;
  }
  if (ctx.json.has('externalId') && (input.externalId ?? null) !== office.external_id) {
    changes.externalId = input.externalId ?? null;
    values.external_id = input.externalId ?? null;
  }
  await checkUnique(ctx.db, values.name, values.external_id ?? undefined, officeId);
  if (Object.keys(values).length > 0) {
    await updateOffice(ctx.db, officeId, values);
  }
  if (changes.parentId !== undefined && input.parentId !== undefined) {
    await moveUnderParent(ctx, office, input.parentId);
  }
  return { officeId, resourceId: officeId, changes: Object.keys(changes).length > 0 ? changes : undefined };
}

export const officeCommandHandlers = [commandHandler('OFFICE', 'CREATE', createOffice), commandHandler('OFFICE', 'UPDATE', updateOfficeCommand)];
