import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';

/** Whether the loan has an unreversed transfer out of it (a disbursement into a savings account). */
export async function loanHasTransferOut(untyped: Kysely<object>, loanId: number): Promise<boolean> {
  const row = await tenantTables(untyped)
    .selectFrom('m_account_transfer_transaction as att')
    .innerJoin('m_account_transfer_details as d', 'd.id', 'att.account_transfer_details_id')
    .select('att.id')
    .where('d.from_loan_account_id', '=', loanId)
    .where('att.is_reversed', '=', false)
    .executeTakeFirst();
  return row !== undefined;
}
