import { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { parameterError } from '../../../shared/errors/api-errors.ts';
import { ChangeSet, DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { isMappedEntityType } from './domain/entity-types.ts';
import { duplicateEntityMapping, endDateBeforeStartDate, entityMappingNotFound } from './entity-mappings.errors.ts';
import {
  deleteMapping,
  findMappingById,
  findRelationById,
  insertMapping,
  requireEntity,
  sameMappingExists,
  updateMapping,
  type EntityMappingRow,
  type EntityMappingValues,
  type EntityRelationRow,
} from './entity-mappings.repository.ts';

const CREATE_PARAMETERS = ['fromId', 'toId', 'startDate', 'endDate', 'locale', 'dateFormat'];
// Fineract also accepts `relId` on update and ignores it: a mapping stays in its relation.
const UPDATE_PARAMETERS = [...CREATE_PARAMETERS, 'relId'];

/** A mapping body; undefined = not sent, a null date = cleared. */
interface MappingInput {
  readonly fromId: number | undefined;
  readonly toId: number | undefined;
  readonly startDate: LocalDate | null | undefined;
  readonly endDate: LocalDate | null | undefined;
}

function readDate(json: JsonCommand, name: string, v: DataValidator): LocalDate | null | undefined {
  if (!Object.hasOwn(json.json, name)) {
    return undefined;
  }
  return json.localDate(name, v) ?? null;
}

/** On create `fromId` and `toId` are mandatory; an update must change something. */
function readMapping(json: JsonCommand, creating: boolean): MappingInput {
  json.checkSupported(creating ? CREATE_PARAMETERS : UPDATE_PARAMETERS);
  const v = new DataValidator('FineractEntity');
  const readId = (name: string): number | undefined => {
    const value = json.long(name, v);
    if ((creating || json.has(name)) && !v.hasErrorFor(name)) {
      v.parameter(name, value).notBlank().positive();
    }
    return value;
  };
  const fromId = readId('fromId');
  const toId = readId('toId');
  const input = { fromId, toId, startDate: readDate(json, 'startDate', v), endDate: readDate(json, 'endDate', v) };
  if (!creating && !v.hasErrors() && Object.values(input).every((value) => value === undefined)) {
    v.add(parameterError('validation.msg.FineractEntity.no.parameters.for.update', 'No parameters passed for update.', 'id'));
  }
  v.throwIfErrors();
  return input;
}

function checkDates(startDate: LocalDate | null, endDate: LocalDate | null): void {
  if (startDate !== null && endDate !== null && endDate.isBefore(startDate)) {
    throw endDateBeforeStartDate(startDate.toString(), endDate.toString());
  }
}

async function loadRelation(db: Kysely<object>, relationId: number): Promise<EntityRelationRow> {
  const relation = await findRelationById(db, relationId);
  if (relation === undefined) {
    throw entityMappingNotFound(relationId);
  }
  return relation;
}

async function loadMapping(db: Kysely<object>, mapId: number): Promise<EntityMappingRow> {
  const row = await findMappingById(db, mapId);
  if (row === undefined) {
    throw entityMappingNotFound(mapId);
  }
  return row;
}

/** `fromId` and `toId` must name records of the relation's two kinds (the 404 of each kind's owner). */
async function requireEnds(db: Kysely<object>, relation: EntityRelationRow, fromId: number | undefined, toId: number | undefined): Promise<void> {
  if (fromId !== undefined && isMappedEntityType(relation.from_entity_type)) {
    await requireEntity(db, relation.from_entity_type, fromId);
  }
  if (toId !== undefined && isMappedEntityType(relation.to_entity_type)) {
    await requireEntity(db, relation.to_entity_type, toId);
  }
}

const dateColumn = (date: LocalDate | null | undefined): string | null | undefined => (date === undefined || date === null ? date : date.toString());
const dateOf = (text: string | null): LocalDate | null => (text === null ? null : LocalDate.parse(text));

async function createEntityMapping(ctx: CommandContext): Promise<CommandResult> {
  const relationId = ctx.entityId ?? 0;
  const input = readMapping(ctx.json, true);
  const relation = await loadRelation(ctx.db, relationId);
  const fromId = input.fromId ?? 0;
  const toId = input.toId ?? 0;
  await requireEnds(ctx.db, relation, fromId, toId);
  checkDates(input.startDate ?? null, input.endDate ?? null);
  const values: EntityMappingValues = { rel_id: relationId, from_id: fromId, to_id: toId, start_date: dateColumn(input.startDate) ?? null, end_date: dateColumn(input.endDate) ?? null };
  if (await sameMappingExists(ctx.db, values)) {
    throw duplicateEntityMapping(fromId, toId);
  }
  return { resourceId: await insertMapping(ctx.db, values) };
}

/** Changes the sent members; answers the mapping id only (as Fineract). */
async function updateEntityMapping(ctx: CommandContext): Promise<CommandResult> {
  const mapId = ctx.entityId ?? 0;
  const input = readMapping(ctx.json, false);
  const row = await loadMapping(ctx.db, mapId);
  const relation = await loadRelation(ctx.db, row.rel_id);
  const changeSet = new ChangeSet<EntityMappingValues>(row)
    .track('fromId', 'from_id', input.fromId)
    .track('toId', 'to_id', input.toId)
    .track('startDate', 'start_date', dateColumn(input.startDate))
    .track('endDate', 'end_date', dateColumn(input.endDate));
  if (changeSet.isEmpty) {
    return { resourceId: mapId };
  }
  const merged = { ...row, ...changeSet.values };
  await requireEnds(ctx.db, relation, changeSet.values.from_id, changeSet.values.to_id);
  checkDates(dateOf(merged.start_date), dateOf(merged.end_date));
  if ((changeSet.has('from_id') || changeSet.has('to_id')) && (await sameMappingExists(ctx.db, merged, mapId))) {
    throw duplicateEntityMapping(merged.from_id, merged.to_id);
  }
  await updateMapping(ctx.db, mapId, changeSet.values);
  return { resourceId: mapId };
}

async function deleteEntityMapping(ctx: CommandContext): Promise<CommandResult> {
  const mapId = ctx.entityId ?? 0;
  await loadMapping(ctx.db, mapId);
  await deleteMapping(ctx.db, mapId);
  return { resourceId: mapId };
}

export const entityMappingCommandHandlers = [
  commandHandler('ENTITYMAPPING', 'CREATE', createEntityMapping),
  commandHandler('ENTITYMAPPING', 'UPDATE', updateEntityMapping),
  commandHandler('ENTITYMAPPING', 'DELETE', deleteEntityMapping),
];
