import { LocalDate } from '@js-joda/core';
import { Decimal } from 'decimal.js';
import { sql, type Generated, type Kysely, type Selectable } from 'kysely';
import type { TaxComponentRates } from '../tax-groups/domain/tax-group-total.ts';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

type Audited = {
  createdby_id: number;
  created_date: Generated<Date>;
  lastmodifiedby_id: number;
  lastmodified_date: Generated<Date>;
};

export type TaxComponentRow = Omit<Selectable<TenantDB['m_tax_component']>, keyof Audited>;
export type TaxComponentHistoryRow = Pick<Selectable<TenantDB['m_tax_component_history']>, 'tax_component_id' | 'percentage' | 'start_date' | 'end_date'>;

const COMPONENT_COLUMNS = ['id', 'name', 'percentage', 'debit_account_type_enum', 'debit_account_id', 'credit_account_type_enum', 'credit_account_id', 'start_date'] as const;
const HISTORY_COLUMNS = ['tax_component_id', 'percentage', 'start_date', 'end_date'] as const;

export async function findTaxComponentById(untyped: Kysely<object>, id: number): Promise<TaxComponentRow | undefined> {
  return tenantTables(untyped).selectFrom('m_tax_component').select(COMPONENT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function listTaxComponents(untyped: Kysely<object>, id?: number): Promise<TaxComponentRow[]> {
  let query = tenantTables(untyped).selectFrom('m_tax_component').select(COMPONENT_COLUMNS);
  if (id !== undefined) {
    query = query.where('id', '=', id);
  }
  return query.orderBy('id').execute();
}

/** The past rates of the given components, oldest first. */
export async function listTaxComponentHistories(untyped: Kysely<object>, componentIds: readonly number[]): Promise<TaxComponentHistoryRow[]> {
  if (componentIds.length === 0) {
    return [];
  }
  return tenantTables(untyped).selectFrom('m_tax_component_history').select(HISTORY_COLUMNS).where('tax_component_id', 'in', [...componentIds]).orderBy('start_date').orderBy('id').execute();
}

/** The id and name of every component (the tax group template). */
export async function listTaxComponentNames(untyped: Kysely<object>): Promise<{ id: number; name: string }[]> {
  return tenantTables(untyped).selectFrom('m_tax_component').select(['id', 'name']).orderBy('id').execute();
}

export async function insertTaxComponent(untyped: Kysely<object>, values: Omit<TaxComponentRow, 'id'>, userId: number): Promise<number> {
  const row = await tenantTables(untyped)
    .insertInto('m_tax_component')
    .values({ ...values, createdby_id: userId, lastmodifiedby_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTaxComponent(untyped: Kysely<object>, id: number, values: Partial<Omit<TaxComponentRow, 'id'>>, userId: number): Promise<void> {
  await tenantTables(untyped)
    .updateTable('m_tax_component')
    .set({ ...values, lastmodifiedby_id: userId, lastmodified_date: sql<Date>`current_timestamp` })
    .where('id', '=', id)
    .execute();
}

export async function insertTaxComponentHistory(untyped: Kysely<object>, values: TaxComponentHistoryRow, userId: number): Promise<void> {
  await tenantTables(untyped)
    .insertInto('m_tax_component_history')
    .values({ ...values, createdby_id: userId, lastmodifiedby_id: userId })
    .execute();
}

/** The rates of the given components (current and past), for the group limit. */
export async function loadComponentRates(untyped: Kysely<object>, componentIds: readonly number[]): Promise<Map<number, TaxComponentRates>> {
  const ids = [...new Set(componentIds)];
  const rates = new Map<number, TaxComponentRates>();
  if (ids.length === 0) {
    return rates;
  }
  const components = await tenantTables(untyped).selectFrom('m_tax_component').select(['id', 'percentage', 'start_date']).where('id', 'in', ids).execute();
  const histories = await listTaxComponentHistories(untyped, ids);
  for (const component of components) {
    rates.set(component.id, {
      percentage: new Decimal(component.percentage),
      startDate: LocalDate.parse(component.start_date),
      history: histories
        .filter((h) => h.tax_component_id === component.id)
        .map((h) => ({ percentage: new Decimal(h.percentage), startDate: LocalDate.parse(h.start_date), endDate: LocalDate.parse(h.end_date) })),
    });
  }
  return rates;
}
