import { sql, type Kysely } from 'kysely';

/** The columns of a table but `id` and the ones replaced. */
async function columnsOf(db: Kysely<object>, table: string, replaced: readonly string[]): Promise<string[]> {
  const rows = await sql<{ column_name: string }>`select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db);
  return rows.rows.map((r) => r.column_name).filter((c) => c !== 'id' && !replaced.includes(c));
}

/**
 * `count` copies of the template loan (row, schedule, disbursement transaction) in three set-based inserts, with
 * account numbers `<prefix>000000001`…; answers their ids. Benches set up many loans this way, not through the API.
 */
export async function copyLoans(db: Kysely<object>, templateId: number, count: number, accountPrefix: string): Promise<number[]> {
  const loanColumns = await columnsOf(db, 'm_loan', ['account_no', 'external_id']);
  const list = (columns: readonly string[], alias = '') => sql.raw(columns.map((c) => `${alias}"${c}"`).join(', '));
  const loans = await sql<{ id: number }>`insert into m_loan (account_no, external_id, ${list(loanColumns)})
    select ${accountPrefix} || lpad(g::text, 9, '0'), null, ${list(loanColumns)} from m_loan cross join generate_series(1, ${count}::int) as g where id = ${templateId} returning id`.execute(db);
  const ids = loans.rows.map((r) => Number(r.id));
  const scheduleColumns = await columnsOf(db, 'm_loan_repayment_schedule', ['loan_id']);
  await sql`insert into m_loan_repayment_schedule (loan_id, ${list(scheduleColumns)})
    select n.id, ${list(scheduleColumns, 's.')} from m_loan_repayment_schedule as s cross join unnest(${ids}::bigint[]) as n(id) where s.loan_id = ${templateId}`.execute(db);
  const transactionColumns = await columnsOf(db, 'm_loan_transaction', ['loan_id', 'external_id']);
  await sql`insert into m_loan_transaction (loan_id, external_id, ${list(transactionColumns)})
    select n.id, null, ${list(transactionColumns, 't.')} from m_loan_transaction as t cross join unnest(${ids}::bigint[]) as n(id) where t.loan_id = ${templateId}`.execute(db);
  return ids;
}
