import { sql, type Kysely, type RawBuilder } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import type { PlaceholderSql } from './domain/placeholders.ts';

/** How long one report statement may run before the database cancels it. */
const REPORT_STATEMENT_TIMEOUT_MS = 120_000;

/** A row as the database driver gives it, by column name. */
export type ReportRow = Readonly<Record<string, unknown>>;

/** A report's (or a parameter's) stored SQL and type, found by name. */
export interface StoredReport {
  readonly type: string;
  readonly sql: string | null;
}

export async function findReportByName(db: Kysely<object>, name: string, selfService: boolean): Promise<StoredReport | undefined> {
  const row = await tenantTables(db)
    .selectFrom('stretchy_report')
    .select(['report_type', 'report_sql'])
    .where('report_name', '=', name)
    .where('self_service_user_report', '=', selfService)
    .executeTakeFirst();
  return row === undefined ? undefined : { type: row.report_type, sql: row.report_sql };
}

/** A parameter's list SQL (`parameterType=true`): always run as a Table. */
export async function findParameterByName(db: Kysely<object>, name: string): Promise<StoredReport | undefined> {
  const row = await tenantTables(db).selectFrom('stretchy_parameter').select('parameter_sql').where('parameter_name', '=', name).executeTakeFirst();
  return row === undefined ? undefined : { type: 'Table', sql: row.parameter_sql };
}

/**
 * The checked report SQL with each placeholder as a bound parameter (spaces around it, so that it stays
 * one token): the values never become SQL text.
 */
export function boundStatement(split: PlaceholderSql, values: readonly string[]): RawBuilder<ReportRow> {
  let statement = sql<ReportRow>`${sql.raw(split.fragments[0] ?? '')}`;
  split.fragments.slice(1).forEach((fragment, i) => {
    statement = sql<ReportRow>`${statement} ${values[i] ?? null} ${sql.raw(fragment)}`;
  });
  return statement;
}

/** The report with no rows, left-joined to one row: one row of nulls under the report's column names. */
function emptyShape(statement: RawBuilder<ReportRow>): RawBuilder<ReportRow> {
  return sql<ReportRow>`select r.* from (values (1)) as report_one(x) left join (select * from (${statement}
) as report_q limit 0) as r on true`;
}

/** A run's columns: names in order and their PostgreSQL types (`pg_typeof`). */
export interface ReportColumns {
  readonly names: readonly string[];
  readonly types: readonly string[];
}

/**
 * Runs a report in its own read-only transaction (the cursor closes with it) with a statement timeout, reading its rows through a
 * cursor in batches of `batchSize`, each handed to `onBatch` before the next is fetched (a large result is
 * never held whole here). `onColumns` gets the columns before the first batch.
 */
export async function runReportStatement(
  db: Kysely<object>,
  statement: RawBuilder<ReportRow>,
  batchSize: number,
  onColumns: (columns: ReportColumns) => Promise<void> | void,
  onBatch: (rows: readonly ReportRow[]) => Promise<void> | void,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Read-only and with a timeout, both for this transaction alone (one statement; the embedded dialect ignores Kysely's access mode).
    await sql`select set_config('transaction_read_only', 'on', true), set_config('statement_timeout', ${String(REPORT_STATEMENT_TIMEOUT_MS)}, true)`.execute(trx);
    const shape = (await emptyShape(statement).execute(trx)).rows[0] ?? {};
    const names = Object.keys(shape);
    const typeColumns = names.map((name, i) => sql`pg_typeof(r.${sql.id(name)})::text as ${sql.id(`t${i}`)}`);
    const typeRow =
      names.length === 0
        ? {}
        : ((
            await sql<Record<string, string>>`select ${sql.join(typeColumns)} from (values (1)) as report_one(x) left join (select * from (${statement}
) as report_q limit 0) as r on true`.execute(trx)
          ).rows[0] ?? {});
    await onColumns({ names, types: names.map((_, i) => typeRow[`t${i}`] ?? 'text') });
    await sql`declare report_rows no scroll cursor for ${statement}`.execute(trx);
    for (;;) {
      const rows = (await sql<ReportRow>`fetch forward ${sql.raw(String(batchSize))} from report_rows`.execute(trx)).rows;
      if (rows.length > 0) {
        await onBatch(rows);
      }
      if (rows.length < batchSize) {
        break;
      }
    }
  });
}

/** How many rows the report has (for a progress bar), read-only like the run. */
export async function countReportRows(db: Kysely<object>, statement: RawBuilder<ReportRow>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('transaction_read_only', 'on', true), set_config('statement_timeout', ${String(REPORT_STATEMENT_TIMEOUT_MS)}, true)`.execute(trx);
    const row = (await sql<{ total: number }>`select count(*) as total from (${statement}
) as report_q`.execute(trx)).rows[0];
    return Number(row?.total ?? 0);
  });
}
