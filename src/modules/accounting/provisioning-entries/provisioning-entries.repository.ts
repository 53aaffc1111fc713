import { Decimal } from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import type { LocalDate } from '../../../shared/time/index.ts';
import type { LoanProvisioningFact, ProvisioningLine } from './domain/loan-provisioning.ts';

/** A provisioning entry (m_provisioning_history). */
export interface ProvisioningEntryRow {
  readonly id: number;
  readonly created_date: string;
  readonly journal_entry_created: boolean;
}

interface LoanFactRow {
  readonly office_id: number | null;
  readonly product_id: number;
  readonly currency_code: string;
  readonly currency_digits: number;
  readonly currency_multiplesof: number | null;
  readonly overdue_days: number;
  readonly criteria_id: number;
  readonly category_id: number;
  readonly provision_percentage: string;
  readonly total_outstanding_derived: string;
  readonly liability_account: number | null;
  readonly expense_account: number | null;
}

/**
 * Every active loan of a product some criteria covers, with the days its oldest unpaid installment is
 * overdue on `date` (0 when not yet due) and the definition that age falls in, in one statement. The office
 * is the client's for an individual loan, else the group's (Fineract's rule).
 */
export async function findLoanProvisioningFacts(untyped: Kysely<object>, date: LocalDate): Promise<LoanProvisioningFact[]> {
  const asOf = date.toString();
  const result = await sql<LoanFactRow>`
    select case when l.loan_type_enum = 1 then cl.office_id else gr.office_id end as office_id,
      l.product_id, l.currency_code, l.currency_digits, l.currency_multiplesof, l.total_outstanding_derived,
      greatest(cast(${asOf} as date) - oldest.duedate, 0) as overdue_days,
      d.criteria_id, d.category_id, d.provision_percentage, d.liability_account, d.expense_account
    from m_loan l
    join (select s.loan_id, min(s.duedate) as duedate from m_loan_repayment_schedule s where s.completed_derived = false group by s.loan_id) oldest
      on oldest.loan_id = l.id
    join m_loanproduct_provisioning_mapping lpm on lpm.product_id = l.product_id
    join m_provisioning_criteria_definition d on d.criteria_id = lpm.criteria_id
      and greatest(cast(${asOf} as date) - oldest.duedate, 0) between d.min_age and d.max_age
    left join m_client cl on cl.id = l.client_id
    left join m_group gr on gr.id = l.group_id
    where l.loan_status_id = 300
    order by l.id`.execute(untyped);
  return result.rows.map((r) => ({
    officeId: Number(r.office_id ?? 0),
    productId: Number(r.product_id),
    currency: { code: r.currency_code, digitsAfterDecimal: Number(r.currency_digits), inMultiplesOf: r.currency_multiplesof === null ? null : Number(r.currency_multiplesof) },
    overdueInDays: Number(r.overdue_days),
    criteriaId: Number(r.criteria_id),
    categoryId: Number(r.category_id),
    percentage: new Decimal(r.provision_percentage),
    outstanding: new Decimal(r.total_outstanding_derived),
    liabilityAccountId: Number(r.liability_account ?? 0),
    expenseAccountId: Number(r.expense_account ?? 0),
  }));
}

/** Whether any provisioning criteria exists. */
export async function anyCriteria(untyped: Kysely<object>): Promise<boolean> {
  return (await tenantTables(untyped).selectFrom('m_provisioning_criteria').select('id').limit(1).executeTakeFirst()) !== undefined;
}

const entryOf = (row: { id: number; created_date: string | null; journal_entry_created: boolean } | undefined): ProvisioningEntryRow | undefined =>
  row === undefined ? undefined : { id: row.id, created_date: row.created_date ?? '', journal_entry_created: row.journal_entry_created };

export async function findProvisioningEntry(untyped: Kysely<object>, id: number): Promise<ProvisioningEntryRow | undefined> {
  return entryOf(await tenantTables(untyped).selectFrom('m_provisioning_history').select(['id', 'created_date', 'journal_entry_created']).where('id', '=', id).forUpdate().executeTakeFirst());
}

export async function findProvisioningEntryOn(untyped: Kysely<object>, date: LocalDate): Promise<ProvisioningEntryRow | undefined> {
  return entryOf(await tenantTables(untyped).selectFrom('m_provisioning_history').select(['id', 'created_date', 'journal_entry_created']).where('created_date', '=', date.toString()).executeTakeFirst());
}

/** The latest entry whose journal entries were created (Fineract: the entry on the latest such date). */
export async function findLatestJournalisedEntry(untyped: Kysely<object>): Promise<ProvisioningEntryRow | undefined> {
  const row = await tenantTables(untyped)
    .selectFrom('m_provisioning_history')
    .select(['id', 'created_date', 'journal_entry_created'])
    .where('journal_entry_created', '=', true)
    .orderBy('created_date', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return entryOf(row);
}

export async function insertProvisioningEntry(untyped: Kysely<object>, date: LocalDate, userId: number, today: LocalDate): Promise<number> {
  const row = await tenantTables(untyped)
    .insertInto('m_provisioning_history')
    .values({ journal_entry_created: false, created_date: date.toString(), createdby_id: userId, lastmodifiedby_id: userId, lastmodified_date: today.toString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Records whether the entry's journal entries exist, and who changed it when. */
export async function setJournalEntryCreated(untyped: Kysely<object>, id: number, created: boolean, userId: number, today: LocalDate): Promise<void> {
  await tenantTables(untyped)
    .updateTable('m_provisioning_history')
    .set({ journal_entry_created: created, lastmodifiedby_id: userId, lastmodified_date: today.toString() })
    .where('id', '=', id)
    .execute();
}

/** Writes the entry's lines with one statement. */
export async function insertProvisioningLines(untyped: Kysely<object>, historyId: number, lines: readonly ProvisioningLine[]): Promise<void> {
  if (lines.length === 0) {
    return;
  }
  await tenantTables(untyped)
    .insertInto('m_loanproduct_provisioning_entry')
    .values(
      lines.map((l) => ({
        history_id: historyId,
        criteria_id: l.criteriaId,
        currency_code: l.currencyCode,
        office_id: l.officeId,
        product_id: l.productId,
        category_id: l.categoryId,
        overdue_in_days: l.overdueInDays,
        reseve_amount: l.reservedAmount.toString(),
        liability_account: l.liabilityAccountId,
        expense_account: l.expenseAccountId,
      })),
    )
    .execute();
}

/** The entry's stored lines (what its journal entries post). */
export async function findProvisioningLines(untyped: Kysely<object>, historyId: number): Promise<ProvisioningLine[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_loanproduct_provisioning_entry')
    .select(['criteria_id', 'office_id', 'product_id', 'currency_code', 'category_id', 'overdue_in_days', 'liability_account', 'expense_account', 'reseve_amount'])
    .where('history_id', '=', historyId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    criteriaId: r.criteria_id,
    officeId: r.office_id,
    productId: r.product_id,
    currencyCode: r.currency_code,
    categoryId: r.category_id,
    overdueInDays: r.overdue_in_days ?? 0,
    liabilityAccountId: r.liability_account ?? 0,
    expenseAccountId: r.expense_account ?? 0,
    reservedAmount: new Decimal(r.reseve_amount ?? '0'),
  }));
}

export async function deleteProvisioningLines(untyped: Kysely<object>, historyId: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_loanproduct_provisioning_entry').where('history_id', '=', historyId).execute();
}

/** A journal line of a provisioning entry, not yet reversed. */
export interface ProvisioningJournalLine {
  readonly id: number;
  readonly account_id: number;
  readonly office_id: number;
  readonly currency_code: string;
  readonly transaction_id: string;
  readonly type_enum: number;
  readonly amount: string;
}

/** The unreversed journal lines of a provisioning entry (entity type 3), locked for their reversal. */
export async function lockProvisioningJournalLines(untyped: Kysely<object>, entryId: number, entityType: number): Promise<ProvisioningJournalLine[]> {
  return tenantTables(untyped)
    .selectFrom('acc_gl_journal_entry')
    .select(['id', 'account_id', 'office_id', 'currency_code', 'transaction_id', 'type_enum', 'amount'])
    .where('entity_type_enum', '=', entityType)
    .where('entity_id', '=', entryId)
    .where('reversed', '=', false)
    .orderBy('id')
    .forUpdate()
    .execute();
}
