import { sql, type Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';

/** The accounts of a manual entry's lines, read with one statement. */
export async function findAccounts(untyped: Kysely<object>, ids: readonly number[]) {
  if (ids.length === 0) {
    return [];
  }
  return tenantTables(untyped)
    .selectFrom('acc_gl_account')
    .select(['id', 'name', 'gl_code', 'disabled', 'manual_journal_entries_allowed', 'account_usage', 'classification_enum', 'tag_id'])
    .where('id', 'in', [...ids])
    .execute();
}

export async function findOffice(untyped: Kysely<object>, officeId: number) {
  return tenantTables(untyped).selectFrom('m_office').select(['id', 'name']).where('id', '=', officeId).executeTakeFirst();
}

export async function isOrganisationCurrency(untyped: Kysely<object>, code: string): Promise<boolean> {
  const row = await tenantTables(untyped).selectFrom('m_organisation_currency').select('id').where('code', '=', code).executeTakeFirst();
  return row !== undefined;
}

/** An accounting rule with the tags its credit (1) and debit (2) sides allow, in one statement. */
export async function findAccountingRule(untyped: Kysely<object>, ruleId: number) {
  const rows = await tenantTables(untyped)
    .selectFrom('acc_accounting_rule as r')
    .leftJoin('acc_rule_tags as t', 't.acc_rule_id', 'r.id')
    .select(['r.id', 'r.debit_account_id', 'r.credit_account_id', 't.tag_id', 't.acc_type_enum'])
    .where('r.id', '=', ruleId)
    .execute();
  const first = rows[0];
  if (first === undefined) {
    return undefined;
  }
  const tagsOf = (side: number): number[] => rows.filter((r) => r.acc_type_enum === side && r.tag_id !== null).map((r) => r.tag_id ?? 0);
  return { debitAccountId: first.debit_account_id, creditAccountId: first.credit_account_id, creditTags: tagsOf(1), debitTags: tagsOf(2) };
}



/** The GL account of a financial activity (300: opening balances contra) with its type and state. */
export async function findFinancialActivityAccount(untyped: Kysely<object>, activityType: number) {
  return tenantTables(untyped)
    .selectFrom('acc_gl_financial_activity_account as f')
    .innerJoin('acc_gl_account as a', 'a.id', 'f.gl_account_id')
    .select(['a.id', 'a.name', 'a.gl_code', 'a.classification_enum', 'a.disabled', 'a.manual_journal_entries_allowed', 'a.account_usage', 'a.parent_id', 'a.description', 'a.tag_id', 'a.hierarchy'])
    .where('f.financial_activity_type', '=', activityType)
    .executeTakeFirst();
}

/** Transactions that do not touch the contra account (Fineract: opening balances come before anything else). */
export async function findNonContraTransactionIds(untyped: Kysely<object>, contraId: number): Promise<string[]> {
  const rows = await sql<{ transaction_id: string }>`
    select distinct j.transaction_id from acc_gl_journal_entry j
    where not exists (select 1 from acc_gl_journal_entry c where c.transaction_id = j.transaction_id and c.account_id = ${contraId})
    order by j.transaction_id limit 50`.execute(untyped);
  return rows.rows.map((r) => r.transaction_id);
}

/** The office's earlier opening balance transactions still standing: touching the contra account, not reversed, no reversal themselves. */
export async function findStandingContraTransactionIds(untyped: Kysely<object>, contraId: number, officeId: number): Promise<string[]> {
  const rows = await sql<{ transaction_id: string }>`
    select distinct j.transaction_id from acc_gl_journal_entry j
    where j.office_id = ${officeId} and j.account_id = ${contraId} and not j.reversed and j.manual_entry
      and not exists (select 1 from acc_gl_journal_entry o join acc_gl_journal_entry r on r.id = o.reversal_id where r.transaction_id = j.transaction_id)
    order by j.transaction_id`.execute(untyped);
  return rows.rows.map((r) => r.transaction_id);
}
