import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { nonNegativeInteger, page, parsePaging, type Page } from '../../../platform/http/index.ts';
import { dividendNotFound } from './share-dividends.errors.ts';
import { presentDividendAllocation, presentDividendPayout, type DividendAllocationRecord, type DividendPayoutRecord } from './share-dividends.presenter.ts';

type Query = Readonly<Record<string, string | undefined>>;

/** `orderBy` of the payout list: wire and column names, mapped to columns. */
const PAYOUT_ORDER = {
  id: 'd.id',
  amount: 'd.amount',
  status: 'd.status',
  dividendPeriodStartDate: 'd.dividend_period_start_date',
  dividendPeriodEndDate: 'd.dividend_period_end_date',
  dividend_period_start_date: 'd.dividend_period_start_date',
  dividend_period_end_date: 'd.dividend_period_end_date',
} as const;

/** `orderBy` of a payout's allocations. */
const ALLOCATION_ORDER = { id: 'dd.id', amount: 'dd.amount', status: 'dd.status', accountNo: 'sa.account_no', account_no: 'sa.account_no' } as const;

function selectPayouts(untyped: Kysely<object>) {
  return tenantTables(untyped)
    .selectFrom('m_share_product_dividend_pay_out as d')
    .innerJoin('m_share_product as sp', 'sp.id', 'd.product_id')
    .select(['d.id', 'd.product_id', 'sp.name as product_name', 'd.amount', 'd.status', 'd.dividend_period_start_date', 'd.dividend_period_end_date']);
}

/** GET /shareproduct/{productId}/dividend: a page of the product's payouts, optionally of one `status` (one statement). */
export async function retrieveDividendPayouts(untyped: Kysely<object>, productId: number, query: Query): Promise<Page<ReturnType<typeof presentDividendPayout>>> {
  const paging = parsePaging(query, PAYOUT_ORDER);
  const status = nonNegativeInteger('status', query.status);
  let select = selectPayouts(untyped)
    .select((eb) => eb.fn.countAll<string>().over().as('total'))
    .where('d.product_id', '=', productId)
    .$if(status !== undefined, (q) => q.where('d.status', '=', status ?? 0))
    .orderBy(paging.orderBy === undefined ? 'd.id' : (paging.orderBy as (typeof PAYOUT_ORDER)[keyof typeof PAYOUT_ORDER]), paging.orderBy === undefined ? 'asc' : paging.sortOrder === 'DESC' ? 'desc' : 'asc')
    .offset(paging.offset);
  if (paging.limit !== undefined) {
    select = select.limit(paging.limit);
  }
  const rows: Array<DividendPayoutRecord & { total: string }> = await select.execute();
  const total = rows[0] === undefined ? await countPayouts(untyped, productId, status, paging.offset) : Number(rows[0].total);
  return page(total, rows.map(presentDividendPayout));
}

/** The count when the requested page is empty (only past the last row does it take a statement). */
async function countPayouts(untyped: Kysely<object>, productId: number, status: number | undefined, offset: number): Promise<number> {
  if (offset === 0) {
    return 0;
  }
  const row = await tenantTables(untyped)
    .selectFrom('m_share_product_dividend_pay_out')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('product_id', '=', productId)
    .$if(status !== undefined, (q) => q.where('status', '=', status ?? 0))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * GET /shareproduct/{productId}/dividend/{dividendId}: the payout with all its allocations
 * (`accountDividendsData`), plus the allocations paged as `totalFilteredRecords`/`pageItems`;
 * `accountNo` keeps one account's allocation (two statements).
 */
export async function retrieveDividendPayout(untyped: Kysely<object>, productId: number, dividendId: number, query: Query) {
  const paging = parsePaging(query, ALLOCATION_ORDER);
  const payout: DividendPayoutRecord | undefined = await selectPayouts(untyped).where('d.id', '=', dividendId).where('d.product_id', '=', productId).executeTakeFirst();
  if (payout === undefined) {
    throw dividendNotFound(dividendId);
  }
  const accountNo = query.accountNo?.trim();
  const allocations: DividendAllocationRecord[] = await tenantTables(untyped)
    .selectFrom('m_share_account_dividend_details as dd')
    .innerJoin('m_share_account as sa', 'sa.id', 'dd.account_id')
    .leftJoin('m_client as c', 'c.id', 'sa.client_id')
    .select(['dd.id', 'dd.account_id', 'sa.account_no', 'sa.client_id', 'c.display_name as client_name', 'dd.amount', 'dd.status', 'dd.savings_transaction_id'])
    .where('dd.dividend_pay_out_id', '=', dividendId)
    .$if(accountNo !== undefined && accountNo !== '', (q) => q.where('sa.account_no', '=', accountNo ?? ''))
    .orderBy(paging.orderBy === undefined ? 'dd.id' : (paging.orderBy as (typeof ALLOCATION_ORDER)[keyof typeof ALLOCATION_ORDER]), paging.sortOrder === 'DESC' ? 'desc' : 'asc')
    .orderBy('dd.id')
    .execute();
  const items = allocations.map(presentDividendAllocation);
  const pageItems = items.slice(paging.offset, paging.limit === undefined ? undefined : paging.offset + paging.limit);
  return { ...presentDividendPayout(payout), accountDividendsData: items, ...page(items.length, pageItems) };
}
