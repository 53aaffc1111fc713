import type { Insertable, Kysely } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type AccountTransferDetailsValues = Insertable<TenantDB['m_account_transfer_details']>;
export type AccountTransferTransactionValues = Insertable<TenantDB['m_account_transfer_transaction']>;

/** Who and what a transfer moves money between; answers the new id. */
export async function insertTransferDetails(untyped: Kysely<object>, values: AccountTransferDetailsValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_account_transfer_details').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** One executed transfer, linking the transactions it produced; answers the new id. */
export async function insertTransferTransaction(untyped: Kysely<object>, values: AccountTransferTransactionValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_account_transfer_transaction').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
