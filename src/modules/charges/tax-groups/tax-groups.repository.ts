import { LocalDate } from '@js-joda/core';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { TaxGroupMembership } from './domain/tax-group-total.ts';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type TaxGroupRow = Pick<Selectable<TenantDB['m_tax_group']>, 'id' | 'name'>;
export type TaxGroupMappingRow = Pick<Selectable<TenantDB['m_tax_group_mappings']>, 'id' | 'tax_group_id' | 'tax_component_id' | 'start_date' | 'end_date'>;

const MAPPING_COLUMNS = ['id', 'tax_group_id', 'tax_component_id', 'start_date', 'end_date'] as const;

export async function findTaxGroupById(untyped: Kysely<object>, id: number): Promise<TaxGroupRow | undefined> {
  return tenantTables(untyped).selectFrom('m_tax_group').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function listTaxGroups(untyped: Kysely<object>, id?: number): Promise<TaxGroupRow[]> {
  let query = tenantTables(untyped).selectFrom('m_tax_group').select(['id', 'name']);
  if (id !== undefined) {
    query = query.where('id', '=', id);
  }
  return query.orderBy('id').execute();
}

/** The mappings of the given groups with their components' names, in the order they were made. */
export async function listMappingsWithNames(untyped: Kysely<object>, groupIds: readonly number[]): Promise<(TaxGroupMappingRow & { component_name: string })[]> {
  if (groupIds.length === 0) {
    return [];
  }
  return tenantTables(untyped)
    .selectFrom('m_tax_group_mappings as m')
    .innerJoin('m_tax_component as tc', 'tc.id', 'm.tax_component_id')
    .select(['m.id', 'm.tax_group_id', 'm.tax_component_id', 'm.start_date', 'm.end_date', 'tc.name as component_name'])
    .where('m.tax_group_id', 'in', [...groupIds])
    .orderBy('m.id')
    .execute();
}

export async function listMappings(untyped: Kysely<object>, groupId: number): Promise<TaxGroupMappingRow[]> {
  return tenantTables(untyped).selectFrom('m_tax_group_mappings').select(MAPPING_COLUMNS).where('tax_group_id', '=', groupId).orderBy('id').execute();
}

/** The groups a component belongs to (at any time). */
export async function groupIdsOfComponent(untyped: Kysely<object>, componentId: number): Promise<number[]> {
  const rows = await tenantTables(untyped).selectFrom('m_tax_group_mappings').select('tax_group_id').distinct().where('tax_component_id', '=', componentId).orderBy('tax_group_id').execute();
  return rows.map((row) => row.tax_group_id);
}

export function toMembership(row: Pick<TaxGroupMappingRow, 'tax_component_id' | 'start_date' | 'end_date'>): TaxGroupMembership {
  return { componentId: row.tax_component_id, startDate: LocalDate.parse(row.start_date), endDate: row.end_date === null ? null : LocalDate.parse(row.end_date) };
}

export async function insertTaxGroup(untyped: Kysely<object>, name: string, userId: number): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_tax_group').values({ name, createdby_id: userId, lastmodifiedby_id: userId }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTaxGroupName(untyped: Kysely<object>, id: number, name: string, userId: number): Promise<void> {
  await tenantTables(untyped).updateTable('m_tax_group').set({ name, lastmodifiedby_id: userId, lastmodified_date: sql<Date>`current_timestamp` }).where('id', '=', id).execute();
}

export async function insertMappings(untyped: Kysely<object>, groupId: number, memberships: readonly TaxGroupMembership[], userId: number): Promise<void> {
  if (memberships.length === 0) {
    return;
  }
  await tenantTables(untyped)
    .insertInto('m_tax_group_mappings')
    .values(
      memberships.map((m) => ({
        tax_group_id: groupId,
        tax_component_id: m.componentId,
        start_date: m.startDate.toString(),
        end_date: m.endDate?.toString() ?? null,
        createdby_id: userId,
        lastmodifiedby_id: userId,
      })),
    )
    .execute();
}

export async function setMappingEndDate(untyped: Kysely<object>, mappingId: number, endDate: LocalDate, userId: number): Promise<void> {
  await tenantTables(untyped)
    .updateTable('m_tax_group_mappings')
    .set({ end_date: endDate.toString(), lastmodifiedby_id: userId, lastmodified_date: sql<Date>`current_timestamp` })
    .where('id', '=', mappingId)
    .execute();
}
