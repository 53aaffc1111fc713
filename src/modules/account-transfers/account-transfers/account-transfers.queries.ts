import { Decimal } from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { nonNegativeInteger, page, parsePaging, type Page } from '../../../platform/http/index.ts';
import type { LocalDate } from '../../../shared/time/index.ts';
import { clientOptionsOfOffice } from '../../clients/index.ts';
import { retrieveOfficeOptions } from '../../organisation/index.ts';
import { accountTransferNotFound } from './account-transfers.errors.ts';
import { presentAccountTransfer, type AccountTransferRecord, type AccountTransferView } from './account-transfers.presenter.ts';
import { accountTypeView, PortfolioAccountType } from './domain/account-transfer-enums.ts';

type Query = Readonly<Record<string, string | undefined>>;

const ACTIVE_SAVINGS = 300;
const ACTIVE_LOANS = [300, 700];

/** The transfers with everything AccountTransferData shows, one row each. */
function transfers(untyped: Kysely<object>) {
  return tenantTables(untyped)
    .selectFrom('m_account_transfer_transaction as att')
    .innerJoin('m_account_transfer_details as atd', 'atd.id', 'att.account_transfer_details_id')
    .innerJoin('m_currency as curr', 'curr.code', 'att.currency_code')
    .innerJoin('m_office as fromoff', 'fromoff.id', 'atd.from_office_id')
    .innerJoin('m_office as tooff', 'tooff.id', 'atd.to_office_id')
    .leftJoin('m_client as fromclient', 'fromclient.id', 'atd.from_client_id')
    .leftJoin('m_client as toclient', 'toclient.id', 'atd.to_client_id')
    .leftJoin('m_savings_account as fromsav', 'fromsav.id', 'atd.from_savings_account_id')
    .leftJoin('m_savings_account as tosav', 'tosav.id', 'atd.to_savings_account_id')
    .leftJoin('m_loan as fromloan', 'fromloan.id', 'atd.from_loan_account_id')
    .leftJoin('m_loan as toloan', 'toloan.id', 'atd.to_loan_account_id')
    .select([
      'att.id', 'att.is_reversed', 'att.transaction_date', 'att.amount', 'att.description', 'att.currency_code', 'att.currency_digits', 'att.currency_multiplesof',
      'curr.name as currency_name', 'curr.internationalized_name_code as currency_name_code', 'curr.display_symbol as currency_symbol',
      'fromoff.id as from_office_id', 'fromoff.name as from_office_name', 'tooff.id as to_office_id', 'tooff.name as to_office_name',
      'fromclient.id as from_client_id', 'fromclient.display_name as from_client_name', 'toclient.id as to_client_id', 'toclient.display_name as to_client_name',
      'fromsav.id as from_savings_id', 'fromsav.account_no as from_savings_no', 'tosav.id as to_savings_id', 'tosav.account_no as to_savings_no',
      'fromloan.id as from_loan_id', 'fromloan.account_no as from_loan_no', 'toloan.id as to_loan_id', 'toloan.account_no as to_loan_no',
    ]);
}

/** GET /accounttransfers/{transferId}. */
export async function retrieveAccountTransfer(untyped: Kysely<object>, transferId: number): Promise<AccountTransferView> {
  const row: AccountTransferRecord | undefined = await transfers(untyped).where('att.id', '=', transferId).executeTakeFirst();
  if (row === undefined) {
    throw accountTransferNotFound(transferId);
  }
  return presentAccountTransfer(row);
}

const ORDER_BY: Readonly<Record<string, string>> = { id: 'att.id', transferDate: 'att.transaction_date', transferAmount: 'att.amount' };

/** GET /accounttransfers: paged (`offset`, `limit`, `orderBy`, `sortOrder`), optionally of one details row (`accountDetailId`). */
export async function retrieveAccountTransfers(untyped: Kysely<object>, query: Query): Promise<Page<AccountTransferView>> {
  const paging = parsePaging(query, ORDER_BY);
  const accountDetailId = nonNegativeInteger('accountDetailId', query.accountDetailId);
  const base = transfers(untyped).$if(accountDetailId !== undefined, (q) => q.where('att.account_transfer_details_id', '=', accountDetailId ?? 0));
  let listed = base.select(sql<string>`count(*) over ()`.as('total_count')).orderBy(sql.ref(paging.orderBy ?? 'att.id'), paging.sortOrder === 'DESC' ? 'desc' : 'asc').orderBy('att.id');
  if (paging.limit !== undefined && paging.limit > 0) {
    listed = listed.limit(paging.limit);
  }
  const rows = await listed.offset(paging.offset).execute();
  const total = rows[0] !== undefined ? Number(rows[0].total_count) : 0;
  return page(total, rows.map((r) => presentAccountTransfer(r)));
}

/** Fineract's PortfolioAccountData for the lookups: the active savings, or active and overpaid loans, of a client. */
async function accountOptions(untyped: Kysely<object>, accountType: number, clientId: number, currencyCode: string | undefined) {
  const db = tenantTables(untyped);
  if (accountType === PortfolioAccountType.LOAN) {
    const loans = await db
      .selectFrom('m_loan as l')
      .innerJoin('m_client as c', 'c.id', 'l.client_id')
      .select(['l.id', 'l.account_no', 'l.client_id', 'c.display_name', 'l.currency_code', 'l.total_overpaid_derived'])
      .where('l.client_id', '=', clientId)
      .where('l.loan_status_id', 'in', ACTIVE_LOANS)
      .$if(currencyCode !== undefined, (q) => q.where('l.currency_code', '=', currencyCode ?? ''))
      .orderBy('l.id')
      .execute();
    // Fineract's amtForTransfer: what an overpaid loan can give to a savings account (absent when nothing).
    return loans.map((r) => {
      const overpaid = new Decimal(r.total_overpaid_derived ?? 0);
      return { id: r.id, accountNo: r.account_no, clientId: r.client_id ?? undefined, clientName: r.display_name, currencyCode: r.currency_code, amtForTransfer: overpaid.isZero() ? undefined : overpaid };
    });
  }
  const savings = await db
    .selectFrom('m_savings_account as sa')
    .innerJoin('m_client as c', 'c.id', 'sa.client_id')
    .leftJoin('m_savings_product as p', 'p.id', 'sa.product_id')
    .select(['sa.id', 'sa.account_no', 'sa.client_id', 'c.display_name', 'sa.product_id', 'p.name as product_name', 'sa.field_officer_id', 'sa.currency_code'])
    .where('sa.client_id', '=', clientId)
    .where('sa.status_enum', '=', ACTIVE_SAVINGS)
    .$if(currencyCode !== undefined, (q) => q.where('sa.currency_code', '=', currencyCode ?? ''))
    .orderBy('sa.id')
    .execute();
  return savings.map((r) => ({
    id: r.id, accountNo: r.account_no, clientId: r.client_id ?? undefined, clientName: r.display_name, productId: r.product_id ?? undefined,
    productName: r.product_name ?? undefined, fieldOfficerId: r.field_officer_id ?? undefined, currencyCode: r.currency_code,
  }));
}

type AccountOption = Awaited<ReturnType<typeof accountOptions>>[number];

async function clientOf(untyped: Kysely<object>, clientId: number) {
  const row = await tenantTables(untyped)
    .selectFrom('m_client as c')
    .innerJoin('m_office as o', 'o.id', 'c.office_id')
    .select(['c.id', 'c.display_name', 'c.office_id', 'o.name as office_name'])
    .where('c.id', '=', clientId)
    .executeTakeFirst();
  return row === undefined ? undefined : { id: row.id, displayName: row.display_name, officeId: row.office_id, officeName: row.office_name };
}

const TEMPLATE_PARAMETERS = ['fromOfficeId', 'fromClientId', 'fromAccountId', 'fromAccountType', 'toOfficeId', 'toClientId', 'toAccountId', 'toAccountType'] as const;
type TransferTemplateQuery = Partial<Record<(typeof TEMPLATE_PARAMETERS)[number], number>>;

/** The template's ids, each a whole number (400 otherwise). */
function templateQueryOf(query: Query): TransferTemplateQuery {
  const q: TransferTemplateQuery = {};
  for (const name of TEMPLATE_PARAMETERS) {
    const value = nonNegativeInteger(name, query[name]);
    if (value !== undefined) {
      q[name] = value;
    }
  }
  return q;
}

/**
 * GET /accounttransfers/template: Fineract's cascade. A chosen account fixes its client, a client its office;
 * an office brings the office and client options, a client its accounts of the chosen type (destination
 * accounts in the source account's currency, without the source account).
 */
export async function retrieveAccountTransferTemplate(untyped: Kysely<object>, query: Query, hierarchy: string, today: LocalDate) {
  const q = templateQueryOf(query);
  const fromType = q.fromAccountType ?? PortfolioAccountType.SAVINGS;
  const toType = q.toAccountType ?? PortfolioAccountType.SAVINGS;
  let fromClientId = q.fromClientId;
  let fromAccount: AccountOption | undefined;
  let fromAccountOptions: AccountOption[] | undefined;
  if (q.fromClientId !== undefined || q.fromAccountId !== undefined) {
    const clientId = q.fromClientId ?? (await savingsOrLoanClient(untyped, fromType, q.fromAccountId ?? 0));
    fromAccountOptions = clientId === undefined ? undefined : await accountOptions(untyped, fromType, clientId, undefined);
    fromAccount = fromAccountOptions?.find((a) => a.id === q.fromAccountId);
    fromClientId = fromAccount?.clientId ?? clientId;
  }
  const fromClient = fromClientId === undefined ? undefined : await clientOf(untyped, fromClientId);
  const fromOfficeId = fromClient?.officeId ?? q.fromOfficeId;
  const officeOptions = await retrieveOfficeOptions(untyped, hierarchy);
  const toClient = q.toClientId === undefined ? undefined : await clientOf(untyped, q.toClientId);
  const toOfficeId = toClient?.officeId ?? q.toOfficeId;
  const toAccountOptions = toClient === undefined ? undefined : (await accountOptions(untyped, toType, toClient.id, fromAccount?.currencyCode)).filter((a) => a.id !== fromAccount?.id);
  return {
    fromOffice: officeOptions.find((o) => o.id === fromOfficeId),
    fromClient,
    fromAccountType: accountTypeView(q.fromAccountType),
    fromAccount,
    transferDate: today,
    transferAmount: (fromAccount !== undefined && 'amtForTransfer' in fromAccount ? fromAccount.amtForTransfer : undefined) ?? new Decimal(0),
    toOffice: officeOptions.find((o) => o.id === toOfficeId),
    toClient,
    toAccountType: accountTypeView(q.toAccountType),
    toAccount: toAccountOptions?.find((a) => a.id === q.toAccountId),
    fromOfficeOptions: fromOfficeId === undefined ? undefined : officeOptions,
    fromClientOptions: fromOfficeId === undefined ? undefined : await clientOptionsOfOffice(untyped, fromOfficeId),
    fromAccountTypeOptions: [accountTypeView(PortfolioAccountType.SAVINGS), accountTypeView(PortfolioAccountType.LOAN)],
    fromAccountOptions,
    toOfficeOptions: officeOptions,
    toClientOptions: toOfficeId === undefined ? undefined : await clientOptionsOfOffice(untyped, toOfficeId),
    toAccountTypeOptions: fromType === PortfolioAccountType.LOAN ? [accountTypeView(PortfolioAccountType.SAVINGS)] : [accountTypeView(PortfolioAccountType.LOAN), accountTypeView(PortfolioAccountType.SAVINGS)],
    toAccountOptions,
  };
}

async function savingsOrLoanClient(untyped: Kysely<object>, accountType: number, accountId: number): Promise<number | undefined> {
  const db = tenantTables(untyped);
  const row =
    accountType === PortfolioAccountType.LOAN
      ? await db.selectFrom('m_loan').select('client_id').where('id', '=', accountId).executeTakeFirst()
      : await db.selectFrom('m_savings_account').select('client_id').where('id', '=', accountId).executeTakeFirst();
  return row?.client_id ?? undefined;
}
