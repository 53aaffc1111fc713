import { sql, type Kysely } from 'kysely';
import { isTrueFlag, page, parsePaging, type Page } from '../../../platform/http/index.ts';
import { tenantTables } from '../../../platform/db/index.ts';
import { DataValidator, JsonCommand } from '../../../shared/validation/index.ts';
import type { LocalDate } from '../../../shared/time/index.ts';
import { GlAccountType, GlAccountUsage } from '../gl-accounts/domain/gl-account-enums.ts';
import { presentGlAccount } from '../gl-accounts/gl-accounts.presenter.ts';
import { PortfolioProductType, TransactionIdPrefix } from '../posting/domain/journal-entry-enums.ts';
import { OPENING_BALANCE_CONTRA_ACTIVITY } from './journal-entries.commands.ts';
import { contraMappingNotFound, contraNotEquity, journalEntryNotFound, officeNotFound } from './journal-entries.errors.ts';
import { presentAccountWithoutBalance, presentJournalEntry, type JournalEntryReadRow, type JournalEntryView } from './journal-entries.presenter.ts';
import { findFinancialActivityAccount, findOffice } from './journal-entries.repository.ts';

export type JournalEntryQuery = Readonly<Record<string, string | undefined>>;

/** `orderBy` names Fineract's clients send, mapped to columns (anything else is 400). */
const ORDER_BY: Readonly<Record<string, string>> = {
  id: 'je.id',
  transactionId: 'je.transaction_id',
  transactionDate: 'je.entry_date',
  entryDate: 'je.entry_date',
  officeId: 'je.office_id',
  glAccountId: 'je.account_id',
  amount: 'je.amount',
  submittedOnDate: 'je.submitted_on_date',
  createdDate: 'je.created_on_utc',
};

interface Associations {
  readonly runningBalance: boolean;
  readonly transactionDetails: boolean;
}

function associationsOf(query: JournalEntryQuery): Associations {
  return { runningBalance: isTrueFlag(query.runningBalance), transactionDetails: isTrueFlag(query.transactionDetails) };
}

function entries(untyped: Kysely<object>, with_: Associations) {
  let select = tenantTables(untyped)
    .selectFrom('acc_gl_journal_entry as je')
    .innerJoin('acc_gl_account as gl', 'gl.id', 'je.account_id')
    .innerJoin('m_office as o', 'o.id', 'je.office_id')
    .leftJoin('m_appuser as u', 'u.id', 'je.created_by')
    .leftJoin('m_currency as cur', 'cur.code', 'je.currency_code')
    .select([
      'je.id', 'je.office_id', 'o.name as office_name', 'je.account_id as gl_account_id', 'gl.name as gl_account_name',
      'gl.gl_code as gl_account_code', 'gl.classification_enum', 'je.entry_date', 'je.type_enum', 'je.amount', 'je.transaction_id',
      'je.manual_entry', 'je.entity_type_enum', 'je.entity_id', 'je.created_by', 'u.username as created_by_username',
      'je.description', 'je.reversed', 'je.ref_num', 'je.submitted_on_date', 'je.currency_code', 'cur.name as currency_name',
      'cur.internationalized_name_code as currency_name_code', 'cur.display_symbol as currency_symbol',
      'cur.decimal_places as currency_digits', 'cur.currency_multiplesof as currency_multiples_of',
      'je.is_running_balance_calculated', 'je.office_running_balance', 'je.organization_running_balance',
    ]);
  if (with_.transactionDetails) {
    select = select
      .leftJoin('m_payment_detail as pd', 'pd.id', 'je.payment_details_id')
      .leftJoin('m_payment_type as pt', 'pt.id', 'pd.payment_type_id')
      .select(['pd.payment_type_id', 'pt.value as payment_type_name', 'pd.account_number', 'pd.check_number', 'pd.routing_code', 'pd.receipt_number', 'pd.bank_number']);
  }
  return select;
}

/** Reads the list filters: ids, flags and dates (with `dateFormat` and `locale`); 400 on bad values. */
function readFilters(query: JournalEntryQuery) {
  const json = new JsonCommand({
    officeId: query.officeId, glAccountId: query.glAccountId, entityType: query.entityType, loanId: query.loanId, savingsId: query.savingsId,
    fromDate: query.fromDate, toDate: query.toDate, submittedOnDateFrom: query.submittedOnDateFrom, submittedOnDateTo: query.submittedOnDateTo,
    dateFormat: query.dateFormat, locale: query.locale,
  });
  const v = new DataValidator('journalEntry');
  const filters = {
    officeId: json.long('officeId', v),
    glAccountId: json.long('glAccountId', v),
    entityType: json.long('entityType', v),
    loanId: json.long('loanId', v),
    savingsId: json.long('savingsId', v),
    fromDate: json.localDate('fromDate', v),
    toDate: json.localDate('toDate', v),
    submittedOnDateFrom: json.localDate('submittedOnDateFrom', v),
    submittedOnDateTo: json.localDate('submittedOnDateTo', v),
    transactionId: query.transactionId?.trim() === '' ? undefined : query.transactionId?.trim(),
    manualEntriesOnly: isTrueFlag(query.manualEntriesOnly),
  };
  v.throwIfErrors();
  return filters;
}

type Filters = ReturnType<typeof readFilters>;

/** The filters as SQL conditions (values bound), joined with `and`; `true` without any. */
function conditionOf(f: Filters) {
  const conditions = [
    f.transactionId === undefined ? undefined : sql`je.transaction_id = ${f.transactionId}`,
    f.entityType === undefined || f.entityType === 0 || f.manualEntriesOnly ? undefined : sql`je.entity_type_enum = ${f.entityType}`,
    f.officeId === undefined ? undefined : sql`je.office_id = ${f.officeId}`,
    f.glAccountId === undefined || f.glAccountId === 0 ? undefined : sql`je.account_id = ${f.glAccountId}`,
    f.fromDate === undefined ? undefined : sql`je.entry_date >= ${f.fromDate.toString()}::date`,
    f.toDate === undefined ? undefined : sql`je.entry_date <= ${f.toDate.toString()}::date`,
    f.submittedOnDateFrom === undefined ? undefined : sql`je.submitted_on_date >= ${f.submittedOnDateFrom.toString()}::date`,
    f.submittedOnDateTo === undefined ? undefined : sql`je.submitted_on_date <= ${f.submittedOnDateTo.toString()}::date`,
    f.manualEntriesOnly ? sql`je.manual_entry` : undefined,
    f.loanId === undefined ? undefined : sql`je.loan_transaction_id in (select id from m_loan_transaction where loan_id = ${f.loanId})`,
    f.savingsId === undefined ? undefined : sql`je.savings_transaction_id in (select id from m_savings_account_transaction where savings_account_id = ${f.savingsId})`,
  ].filter((c) => c !== undefined);
  return conditions.length === 0 ? sql<boolean>`true` : sql<boolean>`${sql.join(conditions, sql` and `)}`;
}

/** A page: one count and one page query over the same conditions (no window count). */
async function pageOf(untyped: Kysely<object>, query: JournalEntryQuery, f: Filters): Promise<Page<JournalEntryView>> {
  const paging = parsePaging(query, ORDER_BY);
  const with_ = associationsOf(query);
  const condition = conditionOf(f);
  const countRow = await tenantTables(untyped)
    .selectFrom('acc_gl_journal_entry as je')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where(condition)
    .executeTakeFirst();
  const orderBy = paging.orderBy;
  const rows: JournalEntryReadRow[] = await entries(untyped, with_)
    .where(condition)
    .$if(orderBy === undefined, (q) => q.orderBy('je.entry_date').orderBy('je.id'))
    .$if(orderBy !== undefined, (q) => q.orderBy(sql.ref(orderBy ?? 'je.id'), paging.sortOrder === 'DESC' ? 'desc' : 'asc').orderBy('je.id'))
    .$if(paging.limit !== undefined && paging.limit > 0, (q) => q.limit(paging.limit ?? 0))
    .$if(paging.offset > 0, (q) => q.offset(paging.offset))
    .execute();
  return page(Number(countRow?.count ?? 0), rows.map((row) => presentJournalEntry(row, with_)));
}

/** GET /journalentries with Fineract's filters, ordered by entry date then id unless `orderBy` says otherwise. */
export async function retrieveAllJournalEntries(untyped: Kysely<object>, query: JournalEntryQuery): Promise<Page<JournalEntryView>> {
  return pageOf(untyped, query, readFilters(query));
}

/** GET /journalentries/provisioning?entryId=: the entries of a provisioning entry (transaction "P<entryId>"). */
export async function retrieveProvisioningEntries(untyped: Kysely<object>, query: JournalEntryQuery): Promise<Page<JournalEntryView>> {
  const filters = readFilters({ offset: undefined });
  return pageOf(untyped, { offset: query.offset, limit: query.limit }, {
    ...filters,
    transactionId: `${TransactionIdPrefix.PROVISIONING}${query.entryId?.trim() ?? ''}`,
    entityType: PortfolioProductType.PROVISIONING,
  });
}

/** GET /journalentries/{id}. */
export async function retrieveJournalEntry(untyped: Kysely<object>, entryId: number, query: JournalEntryQuery): Promise<JournalEntryView> {
  const with_ = associationsOf(query);
  const row = (await entries(untyped, with_).where('je.id', '=', entryId).executeTakeFirst()) as unknown as JournalEntryReadRow | undefined;
  if (row === undefined) {
    throw journalEntryNotFound(entryId);
  }
  return presentJournalEntry(row, with_);
}

/** Fineract's OfficeOpeningBalancesData (with its spelling `liabityAccountOpeningBalances`). */
export interface OfficeOpeningBalancesView {
  readonly officeId: number;
  readonly officeName: string;
  readonly transactionDate: LocalDate;
  readonly contraAccount: ReturnType<typeof presentGlAccount>;
  readonly assetAccountOpeningBalances: JournalEntryView[];
  readonly liabityAccountOpeningBalances: JournalEntryView[];
  readonly equityAccountOpeningBalances: JournalEntryView[];
  readonly incomeAccountOpeningBalances: JournalEntryView[];
  readonly expenseAccountOpeningBalances: JournalEntryView[];
}

/**
 * GET /journalentries/openingbalance: every enabled detail account but the contra account, grouped by type;
 * an account with a line in the office's latest opening balance transaction (in the currency) shows that line.
 */
export async function retrieveOpeningBalances(untyped: Kysely<object>, query: JournalEntryQuery, businessDate: LocalDate): Promise<OfficeOpeningBalancesView> {
  const v = new DataValidator('journalEntry');
  const officeId = new JsonCommand({ officeId: query.officeId }).long('officeId', v);
  v.throwIfErrors();
  const contra = await findFinancialActivityAccount(untyped, OPENING_BALANCE_CONTRA_ACTIVITY);
  if (contra === undefined) {
    throw contraMappingNotFound();
  }
  if (contra.classification_enum !== GlAccountType.EQUITY) {
    throw contraNotEquity(contra.id);
  }
  const office = officeId === undefined ? undefined : await findOffice(untyped, officeId);
  if (office === undefined) {
    throw officeNotFound(officeId ?? 0);
  }
  const currencyCode = query.currencyCode?.trim() ?? '';
  const accounts = await tenantTables(untyped)
    .selectFrom('acc_gl_account')
    .select(['id', 'name', 'gl_code', 'classification_enum'])
    .where('disabled', '=', false)
    .where('account_usage', '=', GlAccountUsage.DETAIL)
    .where('id', '<>', contra.id)
    .orderBy('gl_code')
    .orderBy('id')
    .execute();
  const latest = sql<string>`(select c.transaction_id from acc_gl_journal_entry c
    where c.office_id = ${office.id} and c.currency_code = ${currencyCode} and c.account_id = ${contra.id} order by c.id desc limit 1)`;
  const lines = (await entries(untyped, { runningBalance: false, transactionDetails: false })
    .where('je.office_id', '=', office.id)
    .where('je.currency_code', '=', currencyCode)
    .where('je.transaction_id', '=', latest)
    .orderBy('je.id')
    .execute()) as unknown as JournalEntryReadRow[];
  const views = accounts.map((a) => {
    const line = lines.find((l) => l.gl_account_id === a.id);
    return { type: a.classification_enum, view: line === undefined ? presentAccountWithoutBalance(a) : presentJournalEntry(line, { runningBalance: false, transactionDetails: false }) };
  });
  const ofType = (type: number): JournalEntryView[] => views.filter((x) => x.type === type).map((x) => x.view);
  return {
    officeId: office.id,
    officeName: office.name,
    transactionDate: businessDate,
    contraAccount: presentGlAccount({ ...contra, manual_journal_entries_allowed: contra.manual_journal_entries_allowed, tag_name: null }, false),
    assetAccountOpeningBalances: ofType(GlAccountType.ASSET),
    liabityAccountOpeningBalances: ofType(GlAccountType.LIABILITY),
    equityAccountOpeningBalances: ofType(GlAccountType.EQUITY),
    incomeAccountOpeningBalances: ofType(GlAccountType.INCOME),
    expenseAccountOpeningBalances: ofType(GlAccountType.EXPENSE),
  };
}
