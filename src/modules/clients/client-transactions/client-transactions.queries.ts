import type { Kysely } from 'kysely';
import { page, parsePaging, type Page } from '../../../platform/http/index.ts';
import { requireVisibleClient } from '../client-identifiers/client-identifiers.queries.ts';
import { clientTransactionNotFound } from './client-transactions.errors.ts';
import { presentClientTransaction, type ClientTransactionView } from './client-transactions.presenter.ts';
import { tenantTables } from '../../../platform/db/index.ts';

type Query = Readonly<Record<string, string | undefined>>;

/** A client's transactions with office, currency (m_currency, as Fineract) and payment detail. */
function selectTransactions(db: Kysely<object>, clientId: number) {
  return tenantTables(db)
    .selectFrom('m_client_transaction as tr')
    .innerJoin('m_currency as cur', 'cur.code', 'tr.currency_code')
    .leftJoin('m_office as o', 'o.id', 'tr.office_id')
    .leftJoin('m_payment_detail as pd', 'pd.id', 'tr.payment_detail_id')
    .leftJoin('m_payment_type as pt', 'pt.id', 'pd.payment_type_id')
    .select([
      'tr.id', 'tr.office_id', 'o.name as office_name', 'tr.transaction_type_enum', 'tr.transaction_date', 'tr.submitted_on_date', 'tr.amount',
      'tr.external_id', 'tr.is_reversed', 'tr.payment_detail_id', 'pd.payment_type_id', 'pt.value as payment_type_name', 'pd.account_number',
      'pd.check_number', 'pd.routing_code', 'pd.receipt_number', 'pd.bank_number', 'tr.currency_code', 'cur.name as currency_name',
      'cur.decimal_places as currency_digits', 'cur.currency_multiplesof', 'cur.display_symbol as currency_symbol',
      'cur.internationalized_name_code as currency_name_code',
    ])
    .where('tr.client_id', '=', clientId);
}

type Select = ReturnType<typeof selectTransactions>;

/** Newest first: transaction date, then submission date, then id (Fineract's order). */
function newestFirst(select: Select): Select {
  return select.orderBy('tr.transaction_date', 'desc').orderBy('tr.submitted_on_date', 'desc').orderBy('tr.id', 'desc');
}

/** GET /clients/{clientId}/transactions: `{totalFilteredRecords, pageItems}`, `offset` and `limit` (all without). */
export async function retrieveClientTransactions(db: Kysely<object>, clientId: number, query: Query, userHierarchy: string): Promise<Page<ClientTransactionView>> {
  const paging = parsePaging(query, {});
  await requireVisibleClient(db, clientId, userHierarchy);
  const total = await tenantTables(db)
    .selectFrom('m_client_transaction')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  let select = newestFirst(selectTransactions(db, clientId)).offset(paging.offset);
  if (paging.limit !== undefined && paging.limit > 0) {
    select = select.limit(paging.limit);
  }
  const rows = await select.execute();
  return page(Number(total.count), rows.map(presentClientTransaction));
}

/** GET /clients/{clientId}/transactions/{transactionId}. */
export async function retrieveClientTransaction(db: Kysely<object>, clientId: number, transactionId: number, userHierarchy: string): Promise<ClientTransactionView> {
  await requireVisibleClient(db, clientId, userHierarchy);
  const row = await selectTransactions(db, clientId).where('tr.id', '=', transactionId).executeTakeFirst();
  if (row === undefined) {
    throw clientTransactionNotFound(clientId, transactionId);
  }
  return presentClientTransaction(row);
}

/** The transactions that paid or waived a client charge, newest first (a client charge's `transactions` association). */
export async function transactionsOfClientCharge(db: Kysely<object>, clientId: number, clientChargeId: number): Promise<ClientTransactionView[]> {
  const rows = await newestFirst(
    selectTransactions(db, clientId).where((eb) =>
      eb.exists(eb.selectFrom('m_client_charge_paid_by as pb').select('pb.id').whereRef('pb.client_transaction_id', '=', 'tr.id').where('pb.client_charge_id', '=', clientChargeId)),
    ),
  ).execute();
  return rows.map(presentClientTransaction);
}
