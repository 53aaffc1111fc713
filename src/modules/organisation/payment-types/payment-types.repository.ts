import type { Kysely, Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type PaymentTypeRow = Selectable<TenantDB['m_payment_type']>;
export type PaymentTypeValues = Omit<PaymentTypeRow, 'id'>;

export async function findPaymentTypeById(untyped: Kysely<object>, id: number): Promise<PaymentTypeRow | undefined> {
  return tenantTables(untyped).selectFrom('m_payment_type').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listPaymentTypes(untyped: Kysely<object>, onlyWithCode: boolean): Promise<PaymentTypeRow[]> {
  let query = tenantTables(untyped).selectFrom('m_payment_type').selectAll();
  if (onlyWithCode) {
    query = query.where('code_name', 'is not', null);
  }
  return query.orderBy('id').execute();
}

export async function insertPaymentType(untyped: Kysely<object>, values: PaymentTypeValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_payment_type').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePaymentType(untyped: Kysely<object>, id: number, values: Partial<PaymentTypeValues>): Promise<void> {
  await tenantTables(untyped).updateTable('m_payment_type').set(values).where('id', '=', id).execute();
}

export async function deletePaymentType(untyped: Kysely<object>, id: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_payment_type').where('id', '=', id).execute();
}
