import type { Kysely, Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

/** How a transaction was paid (Fineract's PaymentDetail): the payment type and its optional references. */
export type PaymentDetailValues = Omit<Selectable<TenantDB['m_payment_detail']>, 'id'>;

/** Records the payment details of one transaction (a client charge payment, a journal entry, a repayment…). */
export async function insertPaymentDetail(untyped: Kysely<object>, values: PaymentDetailValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_payment_detail').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function paymentTypeExists(untyped: Kysely<object>, paymentTypeId: number): Promise<boolean> {
  const row = await tenantTables(untyped).selectFrom('m_payment_type').select('id').where('id', '=', paymentTypeId).executeTakeFirst();
  return row !== undefined;
}
