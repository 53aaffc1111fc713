import { sql, type Kysely } from 'kysely';
import type { TenantDB } from '../../../platform/db/index.ts';

/**
 * The tables close of business adds rows to for each loan it charges, accrues or classifies. When one of them was
 * small at its last ANALYZE, PostgreSQL's cached plans for it (ours and the foreign-key checks of every insert
 * referencing it) stay sequential scans while a run grows it by thousands of rows; ADR 0082.
 */
export const COB_GROWING_TABLES = [
  'm_loan_charge',
  'm_loan_overdue_installment_charge',
  'm_loan_charge_paid_by',
  'm_loan_transaction',
  'm_loan_transaction_repayment_schedule_mapping',
  'acc_gl_journal_entry',
  'm_loan_arrears_aging',
  'm_loan_delinquency_tag_history',
  'm_loan_installment_delinquency_tag',
] as const satisfies readonly (keyof TenantDB)[];

export type CobGrowingTable = (typeof COB_GROWING_TABLES)[number];

/**
 * The tables of {@link COB_GROWING_TABLES} (in the tenant's schema) now more than twice the size, plus `minPages`
 * pages, that their statistics record (one statement on the catalog; the size is the file's, so it needs no
 * statistics collector to be current).
 */
export async function findOutgrownStatistics(untyped: Kysely<object>, minPages: number): Promise<CobGrowingTable[]> {
  const names = sql.join(COB_GROWING_TABLES.map((name) => sql`${name}`));
  const rows = await sql<{ relname: CobGrowingTable }>`select c.relname from pg_class c
    where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r' and c.relname in (${names})
      and pg_relation_size(c.oid) / current_setting('block_size')::bigint > 2 * greatest(c.relpages, 0)::bigint + ${minPages}::bigint
    order by c.relname`.execute(untyped);
  return rows.rows.map((r) => r.relname).filter((name): name is CobGrowingTable => (COB_GROWING_TABLES as readonly string[]).includes(name));
}

/**
 * Refreshes the planner statistics of the given tables (names from {@link COB_GROWING_TABLES} only), skipping a table
 * another session is analyzing or vacuuming (another worker at the same point) rather than waiting for it.
 */
export async function analyzeTables(untyped: Kysely<object>, tables: readonly CobGrowingTable[]): Promise<void> {
  const allowed = tables.filter((name) => (COB_GROWING_TABLES as readonly string[]).includes(name));
  if (allowed.length > 0) {
    await sql`analyze (skip_locked) ${sql.join(allowed.map((name) => sql.id(name)))}`.execute(untyped);
  }
}
