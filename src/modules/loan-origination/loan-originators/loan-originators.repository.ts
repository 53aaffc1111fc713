import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';

/** The id of the loan's attachment of the originator, if attached. */
export async function findMapping(untyped: Kysely<object>, loanId: number, originatorId: number): Promise<number | undefined> {
  const row = await tenantTables(untyped)
    .selectFrom('m_loan_originator_mapping')
    .select('id')
    .where('loan_id', '=', loanId)
    .where('originator_id', '=', originatorId)
    .executeTakeFirst();
  return row?.id;
}

export async function insertMapping(untyped: Kysely<object>, loanId: number, originatorId: number, userId: number): Promise<void> {
  await tenantTables(untyped)
    .insertInto('m_loan_originator_mapping')
    .values({ loan_id: loanId, originator_id: originatorId, created_by: userId, last_modified_by: userId })
    .execute();
}

/** Removes the loan's attachment of the originator; false when there was none. */
export async function deleteMapping(untyped: Kysely<object>, loanId: number, originatorId: number): Promise<boolean> {
  const result = await tenantTables(untyped)
    .deleteFrom('m_loan_originator_mapping')
    .where('loan_id', '=', loanId)
    .where('originator_id', '=', originatorId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
