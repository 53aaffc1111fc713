import { sql, type Kysely, type Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type GlAccountRow = Selectable<TenantDB['acc_gl_account']>;
export type GlAccountValues = Omit<GlAccountRow, 'id'>;

export async function findGlAccountById(untyped: Kysely<object>, id: number): Promise<GlAccountRow | undefined> {
  return tenantTables(untyped).selectFrom('acc_gl_account').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertGlAccount(untyped: Kysely<object>, values: Omit<GlAccountValues, 'hierarchy'>, parentHierarchy: string | null): Promise<number> {
  // The hierarchy names the account's own id, known once the row is inserted.
  const db = tenantTables(untyped);
  const row = await db.insertInto('acc_gl_account').values(values).returning(['id']).executeTakeFirstOrThrow();
  await db
    .updateTable('acc_gl_account')
    .set({ hierarchy: parentHierarchy === null ? '.' : `${parentHierarchy}${row.id}.` })
    .where('id', '=', row.id)
    .execute();
  return row.id;
}

export async function updateGlAccount(untyped: Kysely<object>, id: number, values: Partial<GlAccountValues>): Promise<void> {
  await tenantTables(untyped).updateTable('acc_gl_account').set(values).where('id', '=', id).execute();
}

/** Gives the account its new hierarchy and recomputes those of every account below it, in one statement. */
export async function rewriteHierarchy(untyped: Kysely<object>, id: number, hierarchy: string): Promise<void> {
  await sql`
    with recursive tree (id, hierarchy) as (
      select ${id}::bigint, ${hierarchy}::varchar
      union all
      select c.id, (t.hierarchy || c.id || '.')::varchar from acc_gl_account c join tree t on c.parent_id = t.id
    )
    update acc_gl_account a set hierarchy = tree.hierarchy from tree where a.id = tree.id`.execute(untyped);
}

/** Whether `candidateId` lies below `glAccountId` (walking up from the candidate through its parents). */
export async function isBelow(untyped: Kysely<object>, candidateId: number, glAccountId: number): Promise<boolean> {
  const result = await sql<{ found: boolean }>`
    with recursive up (id, parent_id) as (
      select id, parent_id from acc_gl_account where id = ${candidateId}
      union all
      select a.id, a.parent_id from acc_gl_account a join up on a.id = up.parent_id
    )
    select exists (select 1 from up where id = ${glAccountId}) as found`.execute(untyped);
  return result.rows[0]?.found === true;
}

export async function deleteGlAccount(untyped: Kysely<object>, id: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('acc_gl_account').where('id', '=', id).execute();
}

/** What refers to an account in the accounting tables, counted in one statement. */
export interface GlAccountReferences {
  readonly children: boolean;
  readonly journalEntries: boolean;
  readonly productMappings: boolean;
  readonly financialActivityMappings: boolean;
  readonly accountingRules: boolean;
}

export async function findGlAccountReferences(untyped: Kysely<object>, id: number): Promise<GlAccountReferences> {
  const result = await sql<{ children: boolean; journal_entries: boolean; product_mappings: boolean; financial_activity_mappings: boolean; accounting_rules: boolean }>`
    select
      exists (select 1 from acc_gl_account where parent_id = ${id}) as children,
      exists (select 1 from acc_gl_journal_entry where account_id = ${id}) as journal_entries,
      exists (select 1 from acc_product_mapping where gl_account_id = ${id}) as product_mappings,
      exists (select 1 from acc_gl_financial_activity_account where gl_account_id = ${id}) as financial_activity_mappings,
      exists (select 1 from acc_accounting_rule where debit_account_id = ${id} or credit_account_id = ${id}) as accounting_rules`.execute(untyped);
  const row = result.rows[0];
  return {
    children: row?.children === true,
    journalEntries: row?.journal_entries === true,
    productMappings: row?.product_mappings === true,
    financialActivityMappings: row?.financial_activity_mappings === true,
    accountingRules: row?.accounting_rules === true,
  };
}

/** Whether some account carries the code value `codeValueId` as its tag. */
export async function isTagOfAnAccount(untyped: Kysely<object>, codeValueId: number): Promise<boolean> {
  const row = await tenantTables(untyped).selectFrom('acc_gl_account').select('id').where('tag_id', '=', codeValueId).limit(1).executeTakeFirst();
  return row !== undefined;
}
