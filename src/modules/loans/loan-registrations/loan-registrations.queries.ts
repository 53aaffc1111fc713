import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { LocalDate } from '@js-joda/core';
import type { AccountOwner, AccountSummary, AccountSummaryLists, BusinessDateSource } from '../../../platform/accounts/index.ts';
import type { RecordSource } from '../../../platform/commands/index.ts';
import type { DatatableEntity } from '../../../platform/datatables/index.ts';
import { tenantTables } from '../../../platform/db/index.ts';
import { LoanType } from '../loan-accounts/domain/loan-enums.ts';
import { LoanStatus, loanStatusView } from '../loan-accounts/domain/loan-status.ts';
import { loanInArrearsSql } from '../loan-schedules/loan-schedules.repository.ts';
import { presentLoanSummary, type LoanSummaryRecord } from './loan-registrations.presenter.ts';

/** The timeline steps whose user a summary names, with the m_loan column of the user. */
const TIMELINE_USERS = {
  submitted: 'created_by', rejected: 'rejectedon_userid', withdrawn: 'withdrawnon_userid', approved: 'approvedon_userid',
  disbursed: 'disbursedon_userid', closed: 'closedon_userid', chargedOff: 'charged_off_by_userid',
} as const;

/** The three names of a user as one JSON array (null when the step has no user). */
function userNames(column: string): RawBuilder<string | null> {
  return sql<string | null>`(select json_build_array(u.username, u.firstname, u.lastname)::text from m_appuser u where u.id = ${sql.ref(`l.${column}`)})`;
}

/** Loans with what the account lists show of them (product, currency, users), one statement. */
function loanSummaries(untyped: Kysely<object>) {
  return tenantTables(untyped)
    .selectFrom('m_loan as l')
    .leftJoin('m_product_loan as lp', 'lp.id', 'l.product_id')
    .leftJoin('m_currency as curr', 'curr.code', 'l.currency_code')
    .select([
      'l.id', 'l.account_no', 'l.external_id', 'l.product_id', 'lp.name as product_name', 'lp.short_name as product_short_name', 'l.loan_status_id', 'l.loan_type_enum',
      'l.loan_product_counter', 'l.client_id', 'l.group_id', 'l.currency_code', 'l.currency_digits', 'l.currency_multiplesof', 'curr.name as currency_name',
      'curr.display_symbol as currency_symbol', 'curr.internationalized_name_code as currency_name_code', 'l.principal_disbursed_derived', 'l.total_outstanding_derived',
      'l.total_repayment_derived', 'l.submittedon_date', 'l.rejectedon_date', 'l.withdrawnon_date', 'l.approvedon_date', 'l.expected_disbursedon_date',
      'l.disbursedon_date', 'l.closedon_date', 'l.expected_maturedon_date', 'l.maturedon_date', 'l.writtenoffon_date', 'l.charged_off_on_date',
    ])
    .select(Object.entries(TIMELINE_USERS).map(([who, column]) => userNames(column).as(`${who}_user`)));
}

type SummarySelect = Awaited<ReturnType<ReturnType<typeof loanSummaries>['execute']>>[number];

function recordOf(row: SummarySelect, inArrears: ReadonlySet<number>): LoanSummaryRecord {
  const raw = row as unknown as Record<string, string | null>;
  const users = Object.fromEntries(Object.keys(TIMELINE_USERS).map((who) => [who, raw[`${who}_user`] === null ? undefined : (JSON.parse(raw[`${who}_user`] ?? '[]') as [string | null, string | null, string | null])]));
  return { ...(row as unknown as Omit<LoanSummaryRecord, 'users' | 'in_arrears'>), users, in_arrears: inArrears.has(row.id) };
}

/**
 * Which of the listed loans are in arrears on the business date. Only active loans can be, so the date and
 * the installments are read only when the list has one (one statement for them all).
 */
async function loansInArrears(untyped: Kysely<object>, rows: readonly SummarySelect[], businessDate: () => Promise<LocalDate>): Promise<Set<number>> {
  const active = rows.filter((r) => r.loan_status_id === LoanStatus.ACTIVE).map((r) => r.id);
  if (active.length === 0) {
    return new Set();
  }
  const found = await tenantTables(untyped).selectFrom('m_loan as l').select('l.id').where('l.id', 'in', active).where(loanInArrearsSql(await businessDate())).execute();
  return new Set(found.map((r) => r.id));
}

/**
 * The loan lists of GET /clients/{id}/accounts, /groups/{id}/accounts and /centers/{id}/accounts, in one
 * statement: a client's loans; a group's own loans (no client), its GLIM loans and its members' loans.
 */
export async function loanAccountSummaries(untyped: Kysely<object>, owner: AccountOwner, clock: BusinessDateSource): Promise<AccountSummaryLists> {
  const rows = await loanSummaries(untyped)
    .where(owner.kind === 'client' ? 'l.client_id' : 'l.group_id', '=', owner.id)
    .orderBy('l.id')
    .execute();
  const inArrears = await loansInArrears(untyped, rows, () => clock.businessDate());
  const loans = rows.map((row) => ({ row, view: presentLoanSummary(recordOf(row, inArrears)) }));
  if (owner.kind === 'client') {
    return { loanAccounts: loans.map((l) => l.view) };
  }
  const pick = (keep: (row: SummarySelect) => boolean): AccountSummary[] => loans.filter((l) => keep(l.row)).map((l) => l.view);
  return {
    loanAccounts: pick((row) => row.client_id === null),
    groupLoanIndividualMonitoringAccounts: pick((row) => row.loan_type_enum === LoanType.GLIM),
    memberLoanAccounts: pick((row) => row.client_id !== null),
  };
}

/** One client or group with the loans a loan officer holds for them (the reassignment template). */
export interface OfficerBorrowerLoans {
  readonly id: number;
  readonly displayName: string;
  readonly loans: AccountSummary[];
}

/**
 * The loans of a loan officer by borrower, in one statement: the active clients with their loans of the
 * officer, and the active groups with their own (group) loans of the officer.
 */
export async function loansOfOfficer(untyped: Kysely<object>, officerId: number, businessDate: LocalDate): Promise<{ clients: OfficerBorrowerLoans[]; groups: OfficerBorrowerLoans[] }> {
  const rows = await loanSummaries(untyped)
    .leftJoin('m_client as c', 'c.id', 'l.client_id')
    .leftJoin('m_group as g', 'g.id', 'l.group_id')
    .select(['c.display_name as client_name', 'c.status_enum as client_status', 'g.display_name as group_name', 'g.status_enum as group_status'])
    .where('l.loan_officer_id', '=', officerId)
    .orderBy('l.id')
    .execute();
  const clients = new Map<number, OfficerBorrowerLoans>();
  const groups = new Map<number, OfficerBorrowerLoans>();
  const inArrears = await loansInArrears(untyped, rows, () => Promise.resolve(businessDate));
  for (const row of rows) {
    const view = presentLoanSummary(recordOf(row, inArrears));
    if (row.client_id !== null && row.client_status === 300) {
      add(clients, row.client_id, row.client_name ?? '', view);
    } else if (row.client_id === null && row.group_id !== null && row.group_status === 300) {
      add(groups, row.group_id, row.group_name ?? '', view);
    }
  }
  return { clients: [...clients.values()], groups: [...groups.values()] };
}

function add(into: Map<number, OfficerBorrowerLoans>, id: number, displayName: string, loan: AccountSummary): void {
  const borrower = into.get(id) ?? { id, displayName, loans: [] };
  borrower.loans.push(loan);
  into.set(id, borrower);
}

/** Loans as records other modules name by id (notes, documents): named by account number. */
export const loanRecordSource: RecordSource = {
  async namesOf(db, ids) {
    const rows = await tenantTables(db).selectFrom('m_loan').select(['id', 'account_no']).where('id', 'in', [...ids]).execute();
    return new Map(rows.map((row) => [row.id, row.account_no]));
  },
  options: () => Promise.resolve([]),
};

/** Loan transactions as records other modules name by id (notes on a loan transaction). */
export const loanTransactionRecordSource: RecordSource = {
  async namesOf(db, ids) {
    const rows = await tenantTables(db).selectFrom('m_loan_transaction').select(['id']).where('id', 'in', [...ids]).execute();
    return new Map(rows.map((row) => [row.id, String(row.id)]));
  },
  options: () => Promise.resolve([]),
};

/** `column ILIKE pattern` with `\` as the escape character. */
function like(column: string, pattern: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} ilike ${pattern} escape '\\'`;
}

/** One loan found by GET /search (Fineract's LOAN result). */
export interface LoanSearchHit {
  readonly id: number;
  readonly accountNo: string;
  readonly externalId: string | null;
  readonly productName: string | null;
  readonly parentId: number | null;
  readonly parentName: string | null;
  readonly parentType: 'client' | 'group';
  readonly status: { readonly id: number; readonly code: string; readonly value: string };
}

/**
 * Loans whose account number or external id matches `pattern` (a LIKE pattern, `\` escapes), of borrowers in
 * the offices under `hierarchyPattern`, newest first. The parent is the client, or the group for group loans.
 */
export async function searchLoans(untyped: Kysely<object>, criteria: { readonly pattern: string; readonly hierarchyPattern: string }, limit: number): Promise<LoanSearchHit[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_loan as l')
    .leftJoin('m_client as c', 'c.id', 'l.client_id')
    .leftJoin('m_group as g', 'g.id', 'l.group_id')
    .leftJoin('m_office as o', (join) => join.on(sql<SqlBool>`o.id = coalesce(c.office_id, g.office_id)`))
    .leftJoin('m_product_loan as p', 'p.id', 'l.product_id')
    .select(['l.id', 'l.account_no', 'l.external_id', 'l.loan_status_id', 'p.name as product_name', 'c.id as client_id', 'c.display_name as client_name', 'g.id as group_id', 'g.display_name as group_name'])
    .where(like('o.hierarchy', criteria.hierarchyPattern))
    .where((eb) => eb.or([like('l.account_no', criteria.pattern), like('l.external_id', criteria.pattern)]))
    .orderBy('l.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => {
    const status = loanStatusView(r.loan_status_id);
    const byGroup = r.client_id === null;
    return {
      id: r.id, accountNo: r.account_no, externalId: r.external_id, productName: r.product_name,
      parentId: byGroup ? r.group_id : r.client_id, parentName: byGroup ? r.group_name : r.client_name, parentType: byGroup ? 'group' : 'client',
      status: { id: status.id, code: status.code, value: status.value },
    };
  });
}

/** Loans as the application table of datatables (`m_loan`), within the user's offices. */
export const loanDatatableEntity: DatatableEntity = {
  name: 'm_loan',
  appTable: 'm_loan',
  async scopeOf(db, id, principal) {
    const row = await tenantTables(db)
      .selectFrom('m_loan as l')
      .leftJoin('m_client as c', 'c.id', 'l.client_id')
      .leftJoin('m_group as g', 'g.id', 'l.group_id')
      .innerJoin('m_office as o', (join) => join.on(sql<SqlBool>`o.id = coalesce(c.office_id, g.office_id)`))
      .select(['l.id', 'l.client_id', 'l.group_id', 'o.id as office_id'])
      .where('l.id', '=', id)
      .where('o.hierarchy', 'like', `${principal.officeHierarchy}%`)
      .executeTakeFirst();
    return row === undefined ? undefined : { officeId: row.office_id, clientId: row.client_id, groupId: row.group_id, loanId: row.id };
  },
};
