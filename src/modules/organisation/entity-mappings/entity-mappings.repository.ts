import type { Kysely, Selectable } from 'kysely';
import { RecordLookup } from '../../../platform/commands/index.ts';
import { loanProductLookup, savingsProductLookup } from '../../system/index.ts';
import { officeNotFound } from '../offices/offices.errors.ts';
import { MappedEntityType, type MappedEntityTypeId } from './domain/entity-types.ts';
import { chargeNotFound, roleNotFound } from './entity-mappings.errors.ts';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type EntityRelationRow = Selectable<TenantDB['m_entity_relation']>;
export type EntityMappingRow = Selectable<TenantDB['m_entity_to_entity_mapping']>;
export type EntityMappingValues = Omit<EntityMappingRow, 'id'>;

/** Charges (m_charge), registered by the module that owns them; until then no charge exists. */
export const chargeLookup = new RecordLookup(chargeNotFound);

export async function listRelations(untyped: Kysely<object>): Promise<EntityRelationRow[]> {
  return tenantTables(untyped).selectFrom('m_entity_relation').selectAll().orderBy('id').execute();
}

export async function findRelationById(untyped: Kysely<object>, id: number): Promise<EntityRelationRow | undefined> {
  return tenantTables(untyped).selectFrom('m_entity_relation').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findMappingById(untyped: Kysely<object>, id: number): Promise<EntityMappingRow | undefined> {
  return tenantTables(untyped).selectFrom('m_entity_to_entity_mapping').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The mappings of a relation, narrowed to one `fromId` and/or `toId` (0 = any), by id. */
export async function listMappings(untyped: Kysely<object>, relationId: number, fromId: number, toId: number): Promise<EntityMappingRow[]> {
  let query = tenantTables(untyped).selectFrom('m_entity_to_entity_mapping').selectAll().where('rel_id', '=', relationId);
  if (fromId !== 0) {
    query = query.where('from_id', '=', fromId);
  }
  if (toId !== 0) {
    query = query.where('to_id', '=', toId);
  }
  return query.orderBy('id').execute();
}

/** Whether another mapping (not `exceptId`) joins the same records in the same relation. */
export async function sameMappingExists(untyped: Kysely<object>, values: Pick<EntityMappingValues, 'rel_id' | 'from_id' | 'to_id'>, exceptId?: number): Promise<boolean> {
  let query = tenantTables(untyped)
    .selectFrom('m_entity_to_entity_mapping')
    .select('id')
    .where('rel_id', '=', values.rel_id)
    .where('from_id', '=', values.from_id)
    .where('to_id', '=', values.to_id);
  if (exceptId !== undefined) {
    query = query.where('id', '<>', exceptId);
  }
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertMapping(untyped: Kysely<object>, values: EntityMappingValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_entity_to_entity_mapping').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMapping(untyped: Kysely<object>, id: number, values: Partial<EntityMappingValues>): Promise<void> {
  await tenantTables(untyped).updateTable('m_entity_to_entity_mapping').set(values).where('id', '=', id).execute();
}

export async function deleteMapping(untyped: Kysely<object>, id: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_entity_to_entity_mapping').where('id', '=', id).execute();
}

async function officeNames(untyped: Kysely<object>, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await tenantTables(untyped).selectFrom('m_office').select(['id', 'name']).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function roleNames(untyped: Kysely<object>, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await tenantTables(untyped).selectFrom('m_role').select(['id', 'name']).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The names of those of `ids` that exist as records of the type (offices and roles here; the rest through lookups). */
export async function entityNames(untyped: Kysely<object>, type: MappedEntityTypeId, ids: readonly number[]): Promise<ReadonlyMap<number, string>> {
  if (ids.length === 0) {
    return new Map();
  }
  switch (type) {
    case MappedEntityType.OFFICE:
      return officeNames(untyped, ids);
    case MappedEntityType.ROLE:
      return roleNames(untyped, ids);
    case MappedEntityType.LOAN_PRODUCT:
      return loanProductLookup.namesOf(untyped, ids);
    case MappedEntityType.SAVINGS_PRODUCT:
      return savingsProductLookup.namesOf(untyped, ids);
    case MappedEntityType.CHARGE:
      return chargeLookup.namesOf(untyped, ids);
  }
}

/** Refuses an id that names no record of the type, with the owner's 404. */
export async function requireEntity(untyped: Kysely<object>, type: MappedEntityTypeId, id: number): Promise<void> {
  switch (type) {
    case MappedEntityType.OFFICE:
      if (!(await officeNames(untyped, [id])).has(id)) {
        throw officeNotFound(id);
      }
      return;
    case MappedEntityType.ROLE:
      if (!(await roleNames(untyped, [id])).has(id)) {
        throw roleNotFound(id);
      }
      return;
    case MappedEntityType.LOAN_PRODUCT:
      await loanProductLookup.require(untyped, id);
      return;
    case MappedEntityType.SAVINGS_PRODUCT:
      await savingsProductLookup.require(untyped, id);
      return;
    case MappedEntityType.CHARGE:
      await chargeLookup.require(untyped, id);
      return;
  }
}
