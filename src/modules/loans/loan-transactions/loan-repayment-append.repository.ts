import { sql, type Kysely } from 'kysely';
import { compiledQuery } from '../../../platform/db/index.ts';
import type { JournalEntryInsert } from '../../accounting/index.ts';
import { delinquencyLoanOf, delinquencyLoanQuery, type DelinquencyLoanRow, type DelinquencyLoanSelect } from '../loan-delinquency/loan-delinquency.repository.ts';
import type { LoanTransactionValues } from '../loan-disbursement/loan-disbursement.repository.ts';
import type { InstallmentFigures, MappingRow } from './loan-transactions.repository.ts';

/**
 * Everything a repayment put on top of the stored figures writes (docs/loan-transactions.md, "Repayments on top"):
 * the transaction, its installment mappings, the installments it moved, the loan's figures and its journal entries.
 */
export interface AppendedRepaymentWrite {
  readonly transaction: LoanTransactionValues;
  /** Its share of each installment; the transaction id is the new one. */
  readonly mappings: readonly Omit<MappingRow, 'transactionId'>[];
  readonly installments: readonly InstallmentFigures[];
  readonly loan: { readonly id: number; readonly columns: Readonly<Record<string, string | number | null>> };
  /** The journal entry lines, `transaction_id` and `loan_transaction_id` left to fill with the new id. */
  readonly journalEntries: readonly JournalEntryInsert[];
  /** Prefix of the journal entries' transaction id (`L`). */
  readonly transactionIdPrefix: string;
  readonly userId: number;
  /** The request's note on the transaction (m_note, type 300), when it has one. */
  readonly note: string | undefined;
}

/** What the statement answers: the new transaction's id and the loan's delinquency row with the status it wrote. */
interface AppendedRepayment {
  readonly id: number;
  readonly delinquencyLoan: DelinquencyLoanRow | undefined;
}

/** A loan transaction's note (Fineract's NoteType LOAN_TRANSACTION). */
const LOAN_TRANSACTION_NOTE = 300;

const TRANSACTION_COLUMNS = [
  'loan_id', 'office_id', 'payment_detail_id', 'is_reversed', 'transaction_type_enum', 'transaction_date', 'amount', 'principal_portion_derived',
  'interest_portion_derived', 'fee_charges_portion_derived', 'penalty_charges_portion_derived', 'overpayment_portion_derived',
  'outstanding_loan_balance_derived', 'external_id', 'submitted_on_date', 'created_by', 'last_modified_by',
] as const;

const INSTALLMENT_COLUMNS = [
  'principal_completed_derived', 'principal_writtenoff_derived', 'interest_completed_derived', 'interest_waived_derived', 'interest_writtenoff_derived',
  'fee_charges_completed_derived', 'fee_charges_waived_derived', 'fee_charges_writtenoff_derived', 'penalty_charges_completed_derived',
  'penalty_charges_waived_derived', 'penalty_charges_writtenoff_derived', 'total_paid_in_advance_derived', 'total_paid_late_derived', 'completed_derived',
  'obligations_met_on_date',
] as const;

/** The journal entry columns taken from the rows; the ids and timestamps come from the statement. */
const ENTRY_COLUMNS = [
  'account_id', 'office_id', 'currency_code', 'savings_transaction_id', 'client_transaction_id', 'share_transaction_id', 'reversed', 'ref_num',
  'manual_entry', 'entry_date', 'transaction_date', 'type_enum', 'amount', 'description', 'entity_type_enum', 'entity_id', 'created_by', 'last_modified_by',
  'is_running_balance_calculated', 'payment_details_id', 'submitted_on_date',
] as const;

const columns = (names: readonly string[], table?: string) => sql.join(names.map((c) => (table === undefined ? sql.ref(c) : sql.ref(`${table}.${c}`))));
const assignments = (names: readonly string[], from: string) => sql.join(names.map((c) => sql`${sql.ref(c)} = ${sql.ref(`${from}.${c}`)}`));
const nullIfZero = (d: { isZero(): boolean; toString(): string }): string | null => (d.isZero() ? null : d.toString());

function installmentRow(r: InstallmentFigures): Record<string, string | number | boolean | null> {
  return {
    id: r.id, principal_completed_derived: nullIfZero(r.principalCompleted), principal_writtenoff_derived: nullIfZero(r.principalWrittenOff),
    interest_completed_derived: nullIfZero(r.interestCompleted), interest_waived_derived: nullIfZero(r.interestWaived), interest_writtenoff_derived: nullIfZero(r.interestWrittenOff),
    fee_charges_completed_derived: nullIfZero(r.feeCompleted), fee_charges_waived_derived: nullIfZero(r.feeWaived), fee_charges_writtenoff_derived: nullIfZero(r.feeWrittenOff),
    penalty_charges_completed_derived: nullIfZero(r.penaltyCompleted), penalty_charges_waived_derived: nullIfZero(r.penaltyWaived),
    penalty_charges_writtenoff_derived: nullIfZero(r.penaltyWrittenOff), total_paid_in_advance_derived: nullIfZero(r.paidInAdvance),
    total_paid_late_derived: nullIfZero(r.paidLate), completed_derived: r.completed, obligations_met_on_date: r.obligationsMetOn?.toString() ?? null,
  };
}

function mappingRow(r: Omit<MappingRow, 'transactionId'>): Record<string, string | number> {
  return {
    loan_repayment_schedule_id: r.scheduleId, amount: r.principal.plus(r.interest).plus(r.fees).plus(r.penalties).toString(), principal_portion_derived: r.principal.toString(),
    interest_portion_derived: r.interest.toString(), fee_charges_portion_derived: r.fees.toString(), penalty_charges_portion_derived: r.penalties.toString(),
  };
}

/** The entry's own columns (the ids and timestamps, which the statement writes, left out). */
function entryRow(r: JournalEntryInsert): Record<string, unknown> {
  const row = r as Record<string, unknown>;
  return Object.fromEntries(ENTRY_COLUMNS.map((c) => [c, row[c] ?? null]));
}

const SLOTS = ['transaction', 'mappings', 'installments', 'loanId', 'loan', 'entries', 'prefix', 'userId', 'notes'] as const;

/** The statement for one list of loan columns (the summary and status columns: one list in practice), built and compiled once. */
function appendedRepaymentStatement(loanColumns: readonly string[]) {
  return compiledQuery(SLOTS, (db, v) => {
    const statement = sql<DelinquencyLoanSelect & { added_transaction_id: number | string }>`with
    tx as (
      insert into m_loan_transaction (${columns(TRANSACTION_COLUMNS)})
      select ${columns(TRANSACTION_COLUMNS, 'r')} from jsonb_populate_record(null::m_loan_transaction, ${v.transaction}::jsonb) as r
      returning id),
    mapped as (
      insert into m_loan_transaction_repayment_schedule_mapping (loan_transaction_id, loan_repayment_schedule_id, amount, principal_portion_derived,
        interest_portion_derived, fee_charges_portion_derived, penalty_charges_portion_derived)
      select tx.id, r.loan_repayment_schedule_id, r.amount, r.principal_portion_derived, r.interest_portion_derived, r.fee_charges_portion_derived,
        r.penalty_charges_portion_derived
      from tx cross join jsonb_populate_recordset(null::m_loan_transaction_repayment_schedule_mapping, ${v.mappings}::jsonb) with ordinality as r
      order by r.ordinality),
    installments as (
      update m_loan_repayment_schedule as s set ${assignments(INSTALLMENT_COLUMNS, 'v')}, last_modified_by = ${v.userId}, last_modified_on_utc = current_timestamp
      from jsonb_populate_recordset(null::m_loan_repayment_schedule, ${v.installments}::jsonb) as v
      where s.id = v.id),
    loan as (
      update m_loan as l set ${assignments(loanColumns, 'v')}
      from jsonb_populate_record(null::m_loan, ${v.loan}::jsonb) as v
      where l.id = ${v.loanId}),
    entries as (
      insert into acc_gl_journal_entry (${columns(ENTRY_COLUMNS)}, transaction_id, loan_transaction_id, created_on_utc, last_modified_on_utc)
      select ${columns(ENTRY_COLUMNS, 'r')}, ${v.prefix}::text || tx.id, tx.id, current_timestamp, current_timestamp
      from tx cross join jsonb_populate_recordset(null::acc_gl_journal_entry, ${v.entries}::jsonb) with ordinality as r
      order by r.ordinality),
    notes as (
      insert into m_note (loan_id, loan_transaction_id, note, note_type_enum, created_by, last_modified_by)
      select r.loan_id, tx.id, r.note, r.note_type_enum, r.created_by, r.last_modified_by
      from tx cross join jsonb_populate_recordset(null::m_note, ${v.notes}::jsonb) as r)
    select d.*, tx.id as added_transaction_id from tx left join lateral (${delinquencyLoanQuery(db, v.loanId)}) as d on true`;
    return { compile: () => statement.compile(db) };
  });
}

const statements = new Map<string, ReturnType<typeof appendedRepaymentStatement>>();

/**
 * Writes an appended repayment with one statement (data-modifying CTEs): the transaction's insert answers its id,
 * which the mappings, the journal entries and the note take; the installments and the loan are updated beside them.
 * The same statement reads the loan's delinquency row (its product's bucket, its open tag), which the writes do not
 * touch but for the status: that is answered as written. The rows travel as JSON record sets, so the SQL text does
 * not depend on how many installments or lines there are: it is compiled once per process and prepared once per
 * connection (docs/adr/0062). Answers the new transaction's id and the loan's delinquency row. All of it is written,
 * or nothing (one statement).
 */
export async function writeAppendedRepayment(untyped: Kysely<object>, w: AppendedRepaymentWrite): Promise<AppendedRepayment> {
  const transaction = w.transaction as Record<string, unknown>;
  const loanColumns = Object.keys(w.loan.columns).sort();
  const key = loanColumns.join(',');
  const statement = statements.get(key) ?? appendedRepaymentStatement(loanColumns);
  statements.set(key, statement);
  const result = await statement(untyped, {
    transaction: JSON.stringify(Object.fromEntries(TRANSACTION_COLUMNS.map((c) => [c, transaction[c] ?? null]))), mappings: JSON.stringify(w.mappings.map(mappingRow)),
    installments: JSON.stringify(w.installments.map(installmentRow)), loanId: w.loan.id, loan: JSON.stringify(w.loan.columns),
    entries: JSON.stringify(w.journalEntries.map(entryRow)), prefix: w.transactionIdPrefix, userId: w.userId,
    notes: JSON.stringify(w.note === undefined ? [] : [{ loan_id: w.loan.id, note: w.note, note_type_enum: LOAN_TRANSACTION_NOTE, created_by: w.userId, last_modified_by: w.userId }]),
  });
  const row = result.rows[0];
  const status = w.loan.columns.loan_status_id;
  const delinquencyLoan = row === undefined || row.id === null ? undefined : delinquencyLoanOf(row);
  return {
    id: Number(row?.added_transaction_id ?? 0),
    delinquencyLoan: delinquencyLoan === undefined || typeof status !== 'number' ? delinquencyLoan : { ...delinquencyLoan, statusId: status },
  };
}
