import type { Kysely, Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type TellerRow = Selectable<TenantDB['m_tellers']>;
export type TellerValues = Omit<TellerRow, 'id' | 'debit_account_id' | 'credit_account_id'>;
export type CashierRow = Selectable<TenantDB['m_cashiers']>;
export type CashierValues = Omit<CashierRow, 'id'>;
export type CashierTransactionValues = Omit<Selectable<TenantDB['m_cashier_transactions']>, 'id' | 'created_date'>;

/** A teller with the hierarchy of its office (for the user's office check). */
export async function findTellerById(untyped: Kysely<object>, id: number): Promise<(TellerRow & { office_hierarchy: string | null }) | undefined> {
  return tenantTables(untyped)
    .selectFrom('m_tellers as t')
    .innerJoin('m_office as o', 'o.id', 't.office_id')
    .selectAll('t')
    .select('o.hierarchy as office_hierarchy')
    .where('t.id', '=', id)
    .executeTakeFirst();
}

/** Whether another teller (not `exceptId`) has that name. */
export async function tellerWithSameName(untyped: Kysely<object>, name: string, exceptId?: number): Promise<boolean> {
  let query = tenantTables(untyped).selectFrom('m_tellers').select('id').where('name', '=', name);
  if (exceptId !== undefined) {
    query = query.where('id', '<>', exceptId);
  }
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertTeller(untyped: Kysely<object>, values: TellerValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_tellers').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTeller(untyped: Kysely<object>, id: number, values: Partial<TellerValues>): Promise<void> {
  await tenantTables(untyped).updateTable('m_tellers').set(values).where('id', '=', id).execute();
}

export async function deleteTeller(untyped: Kysely<object>, id: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_tellers').where('id', '=', id).execute();
}

export async function tellerHasCashiers(untyped: Kysely<object>, tellerId: number): Promise<boolean> {
  return (await tenantTables(untyped).selectFrom('m_cashiers').select('id').where('teller_id', '=', tellerId).executeTakeFirst()) !== undefined;
}

/** The cashier of that teller; `forUpdate` locks the row so that cash movements of one cashier run one after another. */
export async function findCashier(untyped: Kysely<object>, tellerId: number, cashierId: number, forUpdate = false): Promise<CashierRow | undefined> {
  const query = tenantTables(untyped).selectFrom('m_cashiers').selectAll().where('id', '=', cashierId).where('teller_id', '=', tellerId);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export async function insertCashier(untyped: Kysely<object>, values: CashierValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_cashiers').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCashier(untyped: Kysely<object>, id: number, values: Partial<CashierValues>): Promise<void> {
  await tenantTables(untyped).updateTable('m_cashiers').set(values).where('id', '=', id).execute();
}

export async function deleteCashier(untyped: Kysely<object>, id: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_cashiers').where('id', '=', id).execute();
}

/** The other cashier periods of a staff member whose dates meet [startDate, endDate] (ISO dates). */
export async function cashierPeriodsOfStaff(untyped: Kysely<object>, staffId: number, startDate: string, endDate: string, exceptCashierId?: number): Promise<CashierRow[]> {
  let query = tenantTables(untyped)
    .selectFrom('m_cashiers')
    .selectAll()
    .where('staff_id', '=', staffId)
    .where('start_date', '<=', endDate)
    .where('end_date', '>=', startDate);
  if (exceptCashierId !== undefined) {
    query = query.where('id', '<>', exceptCashierId);
  }
  return query.execute();
}

export async function cashierHasTransactions(untyped: Kysely<object>, cashierId: number): Promise<boolean> {
  return (await tenantTables(untyped).selectFrom('m_cashier_transactions').select('id').where('cashier_id', '=', cashierId).executeTakeFirst()) !== undefined;
}

export async function insertCashierTransaction(untyped: Kysely<object>, values: CashierTransactionValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_cashier_transactions').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The cashier's total per transaction type in one currency. */
export async function cashierTotalsByType(untyped: Kysely<object>, cashierId: number, currencyCode: string): Promise<{ txnType: number; total: string }[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_cashier_transactions')
    .select(['txn_type', (eb) => eb.fn.sum<string>('txn_amount').as('total')])
    .where('cashier_id', '=', cashierId)
    .where('currency_code', '=', currencyCode)
    .groupBy('txn_type')
    .execute();
  return rows.map((row) => ({ txnType: row.txn_type, total: row.total }));
}

/** A currency the organisation uses, with its decimal places and multiple. */
export async function findOrganisationCurrency(untyped: Kysely<object>, code: string) {
  return tenantTables(untyped)
    .selectFrom('m_organisation_currency')
    .select(['code', 'decimal_places', 'currency_multiplesof'])
    .where('code', '=', code)
    .executeTakeFirst();
}
