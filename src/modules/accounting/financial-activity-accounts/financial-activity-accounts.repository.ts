import type { Kysely, Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type FinancialActivityAccountRow = Selectable<TenantDB['acc_gl_financial_activity_account']>;

export async function findFinancialActivityAccountById(untyped: Kysely<object>, id: number): Promise<FinancialActivityAccountRow | undefined> {
  return tenantTables(untyped).selectFrom('acc_gl_financial_activity_account').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The GL account mapped to an activity, if any. */
export async function findMappedGlAccountId(untyped: Kysely<object>, financialActivityId: number): Promise<number | undefined> {
  const row = await tenantTables(untyped)
    .selectFrom('acc_gl_financial_activity_account')
    .select('gl_account_id')
    .where('financial_activity_type', '=', financialActivityId)
    .executeTakeFirst();
  return row?.gl_account_id;
}

/** The GL accounts mapped to the activities (activity → account), in one statement. */
export async function findMappedGlAccountIds(untyped: Kysely<object>, financialActivityIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await tenantTables(untyped)
    .selectFrom('acc_gl_financial_activity_account')
    .select(['financial_activity_type', 'gl_account_id'])
    .where('financial_activity_type', 'in', financialActivityIds)
    .execute();
  return new Map(rows.map((r) => [r.financial_activity_type, r.gl_account_id]));
}

export async function insertFinancialActivityAccount(untyped: Kysely<object>, financialActivityId: number, glAccountId: number): Promise<number> {
  const row = await tenantTables(untyped)
    .insertInto('acc_gl_financial_activity_account')
    .values({ financial_activity_type: financialActivityId, gl_account_id: glAccountId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateFinancialActivityAccount(
  untyped: Kysely<object>,
  id: number,
  values: { readonly financial_activity_type: number; readonly gl_account_id: number },
): Promise<void> {
  await tenantTables(untyped).updateTable('acc_gl_financial_activity_account').set(values).where('id', '=', id).execute();
}

export async function deleteFinancialActivityAccount(untyped: Kysely<object>, id: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('acc_gl_financial_activity_account').where('id', '=', id).execute();
}
