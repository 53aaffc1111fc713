import { sql, type Kysely, type Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type ChargeRow = Selectable<TenantDB['m_charge']>;
export type ChargeValues = Omit<ChargeRow, 'id'>;

/** A charge that is not deleted. */
export async function findChargeById(untyped: Kysely<object>, id: number): Promise<ChargeRow | undefined> {
  return tenantTables(untyped).selectFrom('m_charge').selectAll().where('id', '=', id).where('is_deleted', '=', false).executeTakeFirst();
}

/** Whether another charge (deleted ones included: their names carry their id) has that name. */
export async function chargeNameTaken(untyped: Kysely<object>, name: string, exceptId?: number): Promise<boolean> {
  let query = tenantTables(untyped).selectFrom('m_charge').select('id').where('name', '=', name);
  if (exceptId !== undefined) {
    query = query.where('id', '<>', exceptId);
  }
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertCharge(untyped: Kysely<object>, values: ChargeValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_charge').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCharge(untyped: Kysely<object>, id: number, values: Partial<ChargeValues>): Promise<void> {
  await tenantTables(untyped).updateTable('m_charge').set(values).where('id', '=', id).execute();
}

export async function isOrganisationCurrency(untyped: Kysely<object>, code: string): Promise<boolean> {
  return (await tenantTables(untyped).selectFrom('m_organisation_currency').select('id').where('code', '=', code).executeTakeFirst()) !== undefined;
}

export async function paymentTypeExists(untyped: Kysely<object>, id: number): Promise<boolean> {
  return (await tenantTables(untyped).selectFrom('m_payment_type').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function taxGroupExists(untyped: Kysely<object>, id: number): Promise<boolean> {
  return (await tenantTables(untyped).selectFrom('m_tax_group').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/**
 * Whether a charge refers to `column` = value (the charges module's own uses). A deleted charge still holds its
 * payment type and tax group (foreign keys, as Fineract), so it counts unless `liveOnly`.
 */
export async function chargeRefersTo(untyped: Kysely<object>, column: 'currency_code' | 'payment_type_id' | 'tax_group_id', value: string | number, liveOnly: boolean): Promise<boolean> {
  let query = tenantTables(untyped).selectFrom('m_charge').select('id').where(column, '=', value);
  if (liveOnly) {
    query = query.where('is_deleted', '=', false);
  }
  return (await query.executeTakeFirst()) !== undefined;
}

/** The names of those of `ids` that are live charges (for lookups by lower modules). */
export async function liveChargeNames(untyped: Kysely<object>, ids: readonly number[]): Promise<ReadonlyMap<number, string>> {
  const rows = await tenantTables(untyped).selectFrom('m_charge').select(['id', 'name']).where('id', 'in', ids).where('is_deleted', '=', false).execute();
  return new Map(rows.map((row) => [row.id, row.name ?? '']));
}

/** The active, live charges by name (template options of lower modules). */
export async function activeChargeOptions(untyped: Kysely<object>): Promise<{ id: number; name: string }[]> {
  const rows = await tenantTables(untyped).selectFrom('m_charge').select(['id', 'name']).where('is_deleted', '=', false).where('is_active', '=', true).orderBy('name').execute();
  return rows.map((row) => ({ id: row.id, name: row.name ?? '' }));
}

/**
 * What of the charges module names a GL account, in one statement: a charge (deleted ones included, as they keep
 * the foreign key in Fineract) or a tax component on either side.
 */
export async function glAccountUsesOf(untyped: Kysely<object>, glAccountId: number): Promise<string[]> {
  const result = await sql<{ charge: boolean; tax_component: boolean }>`
    select exists (select 1 from m_charge where income_or_liability_account_id = ${glAccountId}) as charge,
      exists (select 1 from m_tax_component where debit_account_id = ${glAccountId} or credit_account_id = ${glAccountId}) as tax_component`.execute(untyped);
  const row = result.rows[0];
  return [...(row?.charge === true ? ['charge'] : []), ...(row?.tax_component === true ? ['tax component'] : [])];
}
