import { sql, type Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';

const sqlNow = sql<Date>`current_timestamp`;

/** Links an amount hold to the transaction that released it (Fineract's release_id_of_hold_amount). */
export async function markHoldReleased(untyped: Kysely<object>, holdId: number, releaseId: number, userId: number): Promise<void> {
  await tenantTables(untyped)
    .updateTable('m_savings_account_transaction')
    .set({ release_id_of_hold_amount: releaseId, reason_for_block: null, last_modified_by: userId, last_modified_on_utc: sqlNow })
    .where('id', '=', holdId)
    .execute();
}

/** Moves the account's amount on hold by `delta` (positive holds, negative releases), in one statement. */
export async function addToAmountOnHold(untyped: Kysely<object>, accountId: number, delta: string, userId: number): Promise<void> {
  await tenantTables(untyped)
    .updateTable('m_savings_account')
    .set({
      total_savings_amount_on_hold: sql`coalesce(total_savings_amount_on_hold, 0) + ${delta}::numeric`,
      last_modified_by: userId,
      last_modified_on_utc: sqlNow,
      version: sql`version + 1`,
    })
    .where('id', '=', accountId)
    .execute();
}
