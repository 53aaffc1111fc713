import { sql, type Kysely, type Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type ClientTransactionRow = Selectable<TenantDB['m_client_transaction']>;
export type ClientTransactionValues = Omit<ClientTransactionRow, 'id' | 'created_on_utc' | 'last_modified_on_utc' | 'last_modified_by' | 'created_date'>;
export type ChargePaidByRow = Selectable<TenantDB['m_client_charge_paid_by']>;

/** A new transaction that settles (part of) one client charge: the transaction and its paid-by row. */
export async function insertChargeTransaction(untyped: Kysely<object>, values: ClientTransactionValues, clientChargeId: number): Promise<number> {
  const db = tenantTables(untyped);
  const row = await db
    .insertInto('m_client_transaction')
    .values({ ...values, last_modified_by: values.created_by })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('m_client_charge_paid_by').values({ client_transaction_id: row.id, client_charge_id: clientChargeId, amount: values.amount }).execute();
  return row.id;
}

/** The transaction `transactionId` of the client `clientId`, locked for the command's transaction. */
export async function lockClientTransaction(untyped: Kysely<object>, clientId: number, transactionId: number): Promise<ClientTransactionRow | undefined> {
  return tenantTables(untyped).selectFrom('m_client_transaction').selectAll().where('id', '=', transactionId).where('client_id', '=', clientId).forUpdate().executeTakeFirst();
}

export async function markTransactionReversed(untyped: Kysely<object>, transactionId: number, userId: number): Promise<void> {
  await tenantTables(untyped)
    .updateTable('m_client_transaction')
    .set({ is_reversed: true, last_modified_by: userId, last_modified_on_utc: sql<Date>`current_timestamp` })
    .where('id', '=', transactionId)
    .execute();
}

/** The charges a transaction paid or waived, with the amount for each. */
export async function chargesPaidBy(untyped: Kysely<object>, transactionId: number): Promise<ChargePaidByRow[]> {
  return tenantTables(untyped).selectFrom('m_client_charge_paid_by').selectAll().where('client_transaction_id', '=', transactionId).orderBy('id').execute();
}

/** Whether any transaction paid or waived (part of) the client charge, reversed ones included. */
export async function clientChargeHasTransactions(untyped: Kysely<object>, clientChargeId: number): Promise<boolean> {
  return (await tenantTables(untyped).selectFrom('m_client_charge_paid_by').select('id').where('client_charge_id', '=', clientChargeId).executeTakeFirst()) !== undefined;
}

export async function clientTransactionExternalIdTaken(untyped: Kysely<object>, externalId: string): Promise<boolean> {
  return (await tenantTables(untyped).selectFrom('m_client_transaction').select('id').where('external_id', '=', externalId).executeTakeFirst()) !== undefined;
}

/** Whether a client transaction's payment detail names the payment type (deleting the type is then refused). */
export async function clientTransactionUsesPaymentType(untyped: Kysely<object>, paymentTypeId: number): Promise<boolean> {
  const row = await tenantTables(untyped)
    .selectFrom('m_client_transaction as t')
    .innerJoin('m_payment_detail as pd', 'pd.id', 't.payment_detail_id')
    .select('t.id')
    .where('pd.payment_type_id', '=', paymentTypeId)
    .executeTakeFirst();
  return row !== undefined;
}

