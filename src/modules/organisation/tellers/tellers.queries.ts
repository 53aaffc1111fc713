import { sql, type Kysely } from 'kysely';
import { page, parsePaging, type Page } from '../../../platform/http/index.ts';
import { parameterError, unsupportedQueryValue, ValidationError } from '../../../shared/errors/api-errors.ts';
import { presentCurrency } from '../currencies/currencies.presenter.ts';
import { listOrganisationCurrencies } from '../currencies/currencies.repository.ts';
import { cashierCashSummary } from './domain/cash-summary.ts';
import { cashierNotFound, tellerNotFound } from './tellers.errors.ts';
import {
  presentCashier,
  presentCashierTransaction,
  presentTeller,
  type CashierSummaryView,
  type CashierTemplateView,
  type CashierTransactionTemplateView,
  type CashierTransactionView,
  type CashierView,
  type TellerCashiersView,
  type TellerView,
} from './tellers.presenter.ts';
import { cashierTotalsByType } from './tellers.repository.ts';
import { tenantTables } from '../../../platform/db/index.ts';

type Query = Readonly<Record<string, string | undefined>>;

function tellerSelect(untyped: Kysely<object>, userHierarchy: string) {
  return tenantTables(untyped)
    .selectFrom('m_tellers as t')
    .innerJoin('m_office as o', 'o.id', 't.office_id')
    .selectAll('t')
    .select('o.name as office_name')
    .where('o.hierarchy', 'like', `${userHierarchy}%`);
}

function officeIdOf(query: Query): number | undefined {
  const text = query.officeId?.trim();
  if (text === undefined || text === '') {
    return undefined;
  }
  if (!/^\d{1,15}$/.test(text)) {
    throw unsupportedQueryValue('officeId', text);
  }
  return Number(text);
}

/** GET /tellers: the tellers of the offices at or below the user's office (`officeId` keeps one office), by office hierarchy. */
export async function retrieveTellers(db: Kysely<object>, query: Query, userHierarchy: string): Promise<TellerView[]> {
  const officeId = officeIdOf(query);
  let select = tellerSelect(db, userHierarchy);
  if (officeId !== undefined) {
    select = select.where('t.office_id', '=', officeId);
  }
  const rows = await select.orderBy('o.hierarchy').orderBy('t.id').execute();
  return rows.map(presentTeller);
}

/** GET /tellers/{id}: 404 for an unknown teller or one outside the user's offices. */
export async function retrieveTeller(db: Kysely<object>, tellerId: number, userHierarchy: string): Promise<TellerView> {
  const row = await tellerSelect(db, userHierarchy).where('t.id', '=', tellerId).executeTakeFirst();
  if (row === undefined) {
    throw tellerNotFound(tellerId);
  }
  return presentTeller(row);
}

function cashierSelect(untyped: Kysely<object>, tellerId: number) {
  return tenantTables(untyped)
    .selectFrom('m_cashiers as c')
    .innerJoin('m_tellers as t', 't.id', 'c.teller_id')
    .innerJoin('m_staff as s', 's.id', 'c.staff_id')
    .select(['c.id', 'c.teller_id', 't.name as teller_name', 'c.staff_id', 's.display_name as staff_name', 'c.description'])
    .select(['c.start_date', 'c.end_date', 'c.full_day', 'c.start_time', 'c.end_time'])
    .where('c.teller_id', '=', tellerId);
}

/**
 * GET /tellers/{id}/cashiers: every cashier of the teller. Fineract reads `fromdate` and `todate` but does
 * not filter by them; neither do we.
 */
export async function retrieveTellerCashiers(db: Kysely<object>, tellerId: number, userHierarchy: string): Promise<TellerCashiersView> {
  const teller = await retrieveTeller(db, tellerId, userHierarchy);
  const rows = await cashierSelect(db, tellerId).orderBy('c.id').execute();
  return { tellerId, tellerName: teller.name, officeId: teller.officeId, officeName: teller.officeName, cashiers: rows.map(presentCashier) };
}

/** GET /tellers/{id}/cashiers/{cashierId}: 404 when the cashier is not one of the teller's. */
export async function retrieveCashier(db: Kysely<object>, tellerId: number, cashierId: number, userHierarchy: string): Promise<CashierView> {
  await retrieveTeller(db, tellerId, userHierarchy);
  const row = await cashierSelect(db, tellerId).where('c.id', '=', cashierId).executeTakeFirst();
  if (row === undefined) {
    throw cashierNotFound(cashierId);
  }
  return presentCashier(row);
}

/** GET /tellers/{id}/cashiers/template: the active staff of the teller's office and the offices above it. */
export async function retrieveCashierTemplate(db: Kysely<object>, tellerId: number, userHierarchy: string): Promise<CashierTemplateView> {
  const teller = await retrieveTeller(db, tellerId, userHierarchy);
  const staff = await tenantTables(db)
    .selectFrom('m_office as o')
    .innerJoin('m_office as above', (join) => join.on(sql<boolean>`${sql.ref('o.hierarchy')} like ${sql.ref('above.hierarchy')} || '%'`))
    .innerJoin('m_staff as s', 's.office_id', 'above.id')
    .select(['s.id', 's.display_name as displayName'])
    .where('o.id', '=', teller.officeId)
    .where('s.is_active', '=', true)
    .orderBy('s.display_name')
    .orderBy('s.id')
    .execute();
  return { officeId: teller.officeId, officeName: teller.officeName, tellerId, tellerName: teller.name, staffOptions: staff.length > 0 ? staff : null };
}

/** `orderBy` values for a cashier's transactions (wire and column names); Fineract's order is the creation time. */
const TXN_ORDER_BY = {
  id: 'txn.id',
  createdDate: 'txn.created_date',
  created_date: 'txn.created_date',
  txnDate: 'txn.txn_date',
  txn_date: 'txn.txn_date',
  txnAmount: 'txn.txn_amount',
  txn_amount: 'txn.txn_amount',
} as const;
type TxnOrderColumn = (typeof TXN_ORDER_BY)[keyof typeof TXN_ORDER_BY];
const TXN_ORDER_COLUMNS: readonly TxnOrderColumn[] = Object.values(TXN_ORDER_BY);

function transactionSelect(untyped: Kysely<object>, cashierId: number, currencyCode: string | undefined) {
  let select = tenantTables(untyped)
    .selectFrom('m_cashier_transactions as txn')
    .innerJoin('m_cashiers as c', 'c.id', 'txn.cashier_id')
    .innerJoin('m_tellers as t', 't.id', 'c.teller_id')
    .innerJoin('m_office as o', 'o.id', 't.office_id')
    .innerJoin('m_staff as s', 's.id', 'c.staff_id')
    .where('txn.cashier_id', '=', cashierId);
  if (currencyCode !== undefined) {
    select = select.where('txn.currency_code', '=', currencyCode);
  }
  return select;
}

async function transactionPage(db: Kysely<object>, cashierId: number, currencyCode: string | undefined, query: Query): Promise<Page<CashierTransactionView>> {
  const paging = parsePaging(query, TXN_ORDER_BY);
  const column = TXN_ORDER_COLUMNS.find((c) => c === paging.orderBy) ?? 'txn.created_date';
  const direction = paging.sortOrder === 'DESC' ? 'desc' : 'asc';
  const counted = await transactionSelect(db, cashierId, currencyCode)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  let select = transactionSelect(db, cashierId, currencyCode)
    .selectAll('txn')
    .select(['o.id as office_id', 'o.name as office_name', 't.id as teller_id', 't.name as teller_name', 's.display_name as cashier_name'])
    .orderBy(column, direction)
    .orderBy('txn.id', direction)
    .offset(paging.offset);
  if (paging.limit !== undefined) {
    select = select.limit(paging.limit);
  }
  const rows = await select.execute();
  return page(Number(counted.count), rows.map(presentCashierTransaction));
}

const currencyOf = (query: Query): string | undefined => {
  const text = query.currencyCode?.trim();
  return text === undefined || text === '' ? undefined : text;
};

/** GET …/cashiers/{cashierId}/transactions: a page of the cashier's cash transactions, of one currency with `currencyCode`. */
export async function retrieveCashierTransactions(db: Kysely<object>, tellerId: number, cashierId: number, query: Query, userHierarchy: string): Promise<Page<CashierTransactionView>> {
  await retrieveCashier(db, tellerId, cashierId, userHierarchy);
  return transactionPage(db, cashierId, currencyOf(query), query);
}

/** GET …/cashiers/{cashierId}/summaryandtransactions: the cashier's totals in `currencyCode` (mandatory) and a page of transactions. */
export async function retrieveCashierSummary(db: Kysely<object>, tellerId: number, cashierId: number, query: Query, userHierarchy: string): Promise<CashierSummaryView> {
  const cashier = await retrieveCashier(db, tellerId, cashierId, userHierarchy);
  const currencyCode = currencyOf(query);
  if (currencyCode === undefined) {
    throw new ValidationError([
      parameterError('validation.msg.teller.currencyCode.cannot.be.blank', 'The parameter `currencyCode` is mandatory.', 'currencyCode', [null]),
    ]);
  }
  const teller = await retrieveTeller(db, tellerId, userHierarchy);
  const summary = cashierCashSummary(await cashierTotalsByType(db, cashierId, currencyCode));
  return {
    ...summary,
    officeName: teller.officeName,
    tellerId,
    tellerName: teller.name,
    cashierId,
    cashierName: cashier.staffName,
    cashierTransactions: await transactionPage(db, cashierId, currencyCode, query),
  };
}

/** GET …/cashiers/{cashierId}/transactions/template: the cashier and the organisation's currencies. */
export async function retrieveCashierTransactionTemplate(db: Kysely<object>, tellerId: number, cashierId: number, userHierarchy: string): Promise<CashierTransactionTemplateView> {
  const cashier = await retrieveCashier(db, tellerId, cashierId, userHierarchy);
  const teller = await retrieveTeller(db, tellerId, userHierarchy);
  return {
    cashierId,
    tellerId,
    tellerName: teller.name,
    officeId: teller.officeId,
    officeName: teller.officeName,
    cashierName: cashier.staffName,
    cashierData: cashier,
    startDate: cashier.startDate,
    endDate: cashier.endDate,
    currencyOptions: (await listOrganisationCurrencies(db)).map(presentCurrency),
  };
}
