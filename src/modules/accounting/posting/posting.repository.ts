import { sql, type InsertObject, type Kysely } from 'kysely';
import { tenantTables, type TenantDB, inParameterBatches } from '../../../platform/db/index.ts';
import { referenceRead } from '../../../platform/settings/index.ts';
import { LocalDate } from '../../../shared/time/index.ts';

export type JournalEntryInsert = InsertObject<TenantDB, 'acc_gl_journal_entry'>;

/**
 * A new transaction id in Fineract's form (hex of millis, user id and office id), taken from the database
 * clock; when the id is already used (two postings in the same millisecond) the next millisecond is tried.
 */
export async function nextTransactionId(untyped: Kysely<object>, userId: number, officeId: number): Promise<string> {
  const result = await sql<{ transaction_id: string }>`
    select to_hex(((t.ms + k)::text || ${String(userId)} || ${String(officeId)})::bigint) as transaction_id
    from (select floor(extract(epoch from clock_timestamp()) * 1000)::bigint as ms) t, generate_series(0, 999) k
    where not exists (
      select 1 from acc_gl_journal_entry j
      where j.transaction_id = to_hex(((t.ms + k)::text || ${String(userId)} || ${String(officeId)})::bigint))
    order by k limit 1`.execute(untyped);
  const id = result.rows[0]?.transaction_id;
  if (id === undefined) {
    throw new Error('no free transaction id');
  }
  return id;
}

/** The latest closing date of a non-deleted closure of the office or of any office above it (kept between requests while the reference data stands). */
export const latestClosingDate = referenceRead(readLatestClosingDate);

async function readLatestClosingDate(untyped: Kysely<object>, officeId: number): Promise<LocalDate | undefined> {
  const row = await tenantTables(untyped)
    .selectFrom('acc_gl_closure as c')
    .innerJoin('m_office as closed', 'closed.id', 'c.office_id')
    .innerJoin('m_office as o', (join) => join.on('o.id', '=', officeId))
    .select((eb) => eb.fn.max('c.closing_date').as('closing_date'))
    .where('c.is_deleted', '=', false)
    .where(sql<boolean>`o.hierarchy like closed.hierarchy || '%'`)
    .executeTakeFirst();
  return row?.closing_date === null || row?.closing_date === undefined ? undefined : LocalDate.parse(String(row.closing_date));
}

/** Writes all lines with one statement; the ids come back in the order of `rows`. */
export async function insertJournalEntries(untyped: Kysely<object>, rows: readonly JournalEntryInsert[]): Promise<number[]> {
  const db = tenantTables(untyped);
  const perRow = rows[0] === undefined ? 1 : Object.keys(rows[0]).length;
  const inserted = await inParameterBatches(rows, perRow, 0, (batch) => db.insertInto('acc_gl_journal_entry').values([...batch]).returning('id').execute());
  return inserted.map((r) => r.id);
}

export interface StoredLine {
  readonly id: number;
  readonly account_id: number;
  readonly office_id: number;
  readonly currency_code: string;
  readonly transaction_id: string;
  readonly loan_transaction_id: number | null;
  readonly savings_transaction_id: number | null;
  readonly client_transaction_id: number | null;
  readonly share_transaction_id: number | null;
  readonly ref_num: string | null;
  readonly entry_date: string;
  readonly type_enum: number;
  readonly amount: string;
  readonly payment_details_id: number | null;
}

/** The lines of a transaction not yet reversed (only manual ones when asked), locked for the command. */
export async function lockUnreversedLines(untyped: Kysely<object>, transactionId: string, manualOnly: boolean): Promise<StoredLine[]> {
  let query = tenantTables(untyped)
    .selectFrom('acc_gl_journal_entry')
    .select([
      'id', 'account_id', 'office_id', 'currency_code', 'transaction_id', 'loan_transaction_id', 'savings_transaction_id',
      'client_transaction_id', 'share_transaction_id', 'ref_num', 'entry_date', 'type_enum', 'amount', 'payment_details_id',
    ])
    .where('transaction_id', '=', transactionId)
    .where('reversed', '=', false);
  if (manualOnly) {
    query = query.where('manual_entry', '=', true);
  }
  return query.orderBy('id').forUpdate().execute();
}

/** Marks each original reversed and links it to its reversal line, in one statement. */
export async function markReversed(untyped: Kysely<object>, originalIds: readonly number[], reversalIds: readonly number[], userId: number): Promise<void> {
  const pairs = originalIds.map((id, i) => sql`(${id}::bigint, ${reversalIds[i] ?? null}::bigint)`);
  await sql`
    update acc_gl_journal_entry j
    set reversed = true, reversal_id = m.reversal_id, last_modified_by = ${userId}, last_modified_on_utc = current_timestamp
    from (values ${sql.join(pairs)}) as m(original_id, reversal_id)
    where j.id = m.original_id`.execute(untyped);
}

export interface ProductMappingRow {
  readonly financial_account_type: number | null;
  readonly gl_account_id: number | null;
  readonly payment_type: number | null;
  readonly charge_id: number | null;
}

/** Every account mapping of a product (core roles, payment type fund sources and charge income accounts), kept between requests while the reference data stands. */
export const findProductMappings = referenceRead(readProductMappings);

async function readProductMappings(untyped: Kysely<object>, productType: number, productId: number): Promise<readonly ProductMappingRow[]> {
  return tenantTables(untyped)
    .selectFrom('acc_product_mapping')
    .select(['financial_account_type', 'gl_account_id', 'payment_type', 'charge_id'])
    .where('product_type', '=', productType)
    .where('product_id', '=', productId)
    .execute();
}

/** Whether any journal entry names one of the loan's transactions (a loan with entries keeps its transactions). */
export async function loanHasJournalEntries(untyped: Kysely<object>, loanId: number): Promise<boolean> {
  const db = tenantTables(untyped);
  const row = await db
    .selectFrom('acc_gl_journal_entry as j')
    .innerJoin('m_loan_transaction as t', 't.id', 'j.loan_transaction_id')
    .select('j.id')
    .where('t.loan_id', '=', loanId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
