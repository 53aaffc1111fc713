import { sql, type Kysely } from 'kysely';

/** The columns of a tenant table other than id, from the catalogue (identifiers only: safe to splice into SQL). */
async function columnsOf(db: Kysely<object>, table: string): Promise<string[]> {
  const rows = await sql<{ column_name: string }>`
    select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db);
  return rows.rows.map((r) => r.column_name).filter((c) => c !== 'id');
}

/**
 * Copies a savings account `count` times in SQL, each copy with its own copy of the account's transactions.
 * The copies' account numbers are `prefix` and a 9-digit sequence (`B000000001`…); `prefix` must be one
 * letter no other account number starts with. The tables are analysed afterwards.
 */
export async function cloneSavingsAccount(db: Kysely<object>, templateId: number, count: number, prefix: string): Promise<void> {
  if (!/^[A-Z]$/.test(prefix)) {
    throw new Error('the prefix of cloned account numbers is one capital letter');
  }
  const accountColumns = await columnsOf(db, 'm_savings_account');
  const picked = accountColumns.map((c) => (c === 'account_no' ? `'${prefix}' || lpad(g::text, 9, '0')` : c === 'external_id' ? 'null' : `a.${c}`));
  await sql`insert into m_savings_account (${sql.raw(accountColumns.join(', '))})
            select ${sql.raw(picked.join(', '))} from m_savings_account a, generate_series(1, ${count}) g where a.id = ${templateId}`.execute(db);
  const txColumns = await columnsOf(db, 'm_savings_account_transaction');
  const txPicked = txColumns.map((c) => (c === 'savings_account_id' ? 's.id' : `t.${c}`));
  await sql`insert into m_savings_account_transaction (${sql.raw(txColumns.join(', '))})
            select ${sql.raw(txPicked.join(', '))} from m_savings_account_transaction t join m_savings_account s on s.account_no like ${`${prefix}%`}
            where t.savings_account_id = ${templateId} order by s.id, t.id`.execute(db);
  await sql`analyze m_savings_account`.execute(db);
  await sql`analyze m_savings_account_transaction`.execute(db);
}
