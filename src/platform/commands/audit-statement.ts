import { sql, type Kysely } from 'kysely';
import { compiledQuery } from '../db/compiled-query.ts';
import { tenantTables } from '../db/tenant-db.ts';
import type { AuditRowRider } from './command.ts';

/** The columns of a finished command's audit row, as the pipeline writes it after the handler. */
const AUDIT_COLUMNS = [
  'action_name', 'entity_name', 'api_get_url', 'resource_id', 'subresource_id', 'resource_external_id', 'subresource_external_id',
  'command_as_json', 'maker_id', 'made_on_date', 'made_on_date_utc', 'processing_result_enum', 'idempotency_key', 'request_hash',
  'office_id', 'group_id', 'client_id', 'loan_id', 'savings_account_id', 'checker_id', 'checked_on_date', 'checked_on_date_utc',
  'product_id', 'transaction_id', 'creditbureau_id', 'organisation_creditbureau_id', 'job_name', 'result', 'result_status_code',
] as const;

type AuditColumn = (typeof AUDIT_COLUMNS)[number];

/** The audit row of a command that ran, written whole (every command without `usesCommandId` runs it). */
const insertFinishedSource = compiledQuery(AUDIT_COLUMNS, (db, values) => tenantTables(db).insertInto('m_portfolio_command_source').values(values).returning('id'));

const slotName = (rider: AuditRowRider, name: string): string => `${rider.key}.${name}`;
const valueNames = (rider: AuditRowRider): string[] => Object.keys(rider.values).sort();

/** The audit row with the riders' members before it in one `with`: built and compiled once per set of rider shapes. */
function ridingStatement(riders: readonly AuditRowRider[]) {
  const names = [...AUDIT_COLUMNS, ...riders.flatMap((r) => valueNames(r).map((n) => slotName(r, n)))];
  return compiledQuery(names, (db, v) => {
    const slots = v;
    const audit: Record<AuditColumn, never> = Object.fromEntries(AUDIT_COLUMNS.map((c) => [c, slots[c]])) as Record<AuditColumn, never>;
    const members = riders.map((r) => r.members((name) => slots[slotName(r, name)]));
    const statement = sql<{ id: number }>`with ${sql.join(members)}, audit_row as (${tenantTables(db).insertInto('m_portfolio_command_source').values(audit).returning('id')}) select id from audit_row`;
    return { compile: () => statement.compile(db) };
  });
}

const statements = new Map<string, ReturnType<typeof ridingStatement>>();

/**
 * Writes a finished command's audit row and answers its id; the listeners' riders, when there are any, go in the
 * same statement (data-modifying members of its `with`, each run once, atomic with the row).
 */
export async function insertAuditRow(db: Kysely<object>, row: Readonly<Record<AuditColumn, unknown>>, riders: readonly AuditRowRider[]): Promise<number> {
  if (riders.length === 0) {
    return requireId((await insertFinishedSource(db, row)).rows[0]);
  }
  const key = riders.map((r) => `${r.key}(${valueNames(r).join(',')})`).join(';');
  const statement = statements.get(key) ?? ridingStatement(riders);
  statements.set(key, statement);
  const values: Record<string, unknown> = { ...row };
  for (const rider of riders) {
    for (const name of valueNames(rider)) {
      values[slotName(rider, name)] = rider.values[name];
    }
  }
  return requireId((await statement(db, values)).rows[0]);
}

function requireId(row: { id: number } | undefined): number {
  if (row === undefined) {
    throw new Error('insert returned no row');
  }
  return row.id;
}
