import { DateTimeParseException, LocalDate } from '@js-joda/core';
import { sql, type Kysely } from 'kysely';
import { isJsonObject, readPagedRequest, springPage, type PagedRequestContext, type PagedSort, type SpringPage } from '../../../platform/http/index.ts';
import { presentTransfer, type TransferView } from '../transfers/transfers.presenter.ts';
import { selectTransferColumns, transferReads } from '../transfers/transfers.queries.ts';

/** Page size when the request gives none (Fineract's PagedRequest default). */
const DEFAULT_SIZE = 50;
/** The largest page served; a larger `size` is refused. */
const MAX_SIZE = 1000;

/** Sortable properties (Fineract sorts by the transfer entity's attributes) → columns. */
const SORTABLE: ReadonlyMap<string, string> = new Map([
  ['id', 't.id'],
  ['externalId', 't.external_id'],
  ['owner', 't.owner_id'],
  ['status', 't.status'],
  ['subStatus', 't.sub_status'],
  ['purchasePriceRatio', 't.purchase_price_ratio'],
  ['settlementDate', 't.settlement_date'],
  ['effectiveDateFrom', 't.effective_date_from'],
  ['effectiveDateTo', 't.effective_date_to'],
  ['loanId', 't.loan_id'],
  ['externalLoanId', 't.external_loan_id'],
]);

const DATE_FILTERS = ['submittedFromDate', 'submittedToDate', 'effectiveFromDate', 'effectiveToDate'] as const;
type DateFilter = (typeof DATE_FILTERS)[number];

/** Fineract's PagedRequest<ExternalAssetOwnerSearchRequest>, read. */
export interface TransferSearch {
  readonly text: string | undefined;
  readonly dates: Readonly<Partial<Record<DateFilter, string>>>;
  readonly page: number;
  readonly size: number;
  readonly sorts: readonly PagedSort[];
}

/** A `yyyy-MM-dd` date member of the request (a typed endpoint's dates), as ISO text. */
function isoDate(ctx: PagedRequestContext, request: Readonly<Record<string, unknown>>, name: DateFilter): string | undefined {
  const value = request[name];
  if (value === undefined || value === null) {
    return undefined;
  }
  try {
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
      return LocalDate.parse(value).toString();
    }
  } catch (error) {
    if (!(error instanceof DateTimeParseException)) {
      throw error;
    }
  }
  ctx.errors.push(ctx.invalid(`request.${name}`, `The parameter ${name} must be a date written yyyy-MM-dd.`, value, name));
  return undefined;
}

function readFilters(ctx: PagedRequestContext): Pick<TransferSearch, 'text' | 'dates'> {
  const request = ctx.body.request;
  if (request === undefined || request === null) {
    return { text: undefined, dates: {} };
  }
  if (!isJsonObject(request)) {
    ctx.errors.push(ctx.invalid('request', 'The search request must be a JSON object.'));
    return { text: undefined, dates: {} };
  }
  const text = request.text;
  if (text !== undefined && text !== null && typeof text !== 'string') {
    ctx.errors.push(ctx.invalid('request.text', 'The search text must be text.', text, 'text'));
  }
  const dates: Partial<Record<DateFilter, string>> = {};
  for (const name of DATE_FILTERS) {
    const date = isoDate(ctx, request, name);
    if (date !== undefined) {
      dates[name] = date;
    }
  }
  const trimmed = typeof text === 'string' ? text.trim() : '';
  return { text: trimmed === '' ? undefined : trimmed, dates };
}

/** Reads the paged search request (every member optional); all rule breaks are refused together with 400. */
export function parseTransferSearch(raw: unknown): TransferSearch {
  return readPagedRequest(raw, { resource: 'external.asset.owner.search', sortable: SORTABLE, defaultSize: DEFAULT_SIZE, maxSize: MAX_SIZE, filters: readFilters });
}

/** `text` as a LIKE pattern that matches it anywhere, its wildcard characters taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * POST /external-asset-owners/search: transfer rows whose transfer, owner or loan external id contains the
 * text, with settlement dates from/to the submitted dates and effective periods within the effective dates;
 * newest settlement first unless sorted otherwise; a Spring page.
 */
export async function searchTransfers(untyped: Kysely<object>, search: TransferSearch): Promise<SpringPage<TransferView>> {
  let query = transferReads(untyped);
  if (search.text !== undefined) {
    const pattern = containing(search.text);
    query = query.where((eb) => eb.or([eb('t.external_id', 'like', pattern), eb('o.external_id', 'like', pattern), eb('t.external_loan_id', 'like', pattern)]));
  }
  const { submittedFromDate, submittedToDate, effectiveFromDate, effectiveToDate } = search.dates;
  if (submittedFromDate !== undefined) {
    query = query.where('t.settlement_date', '>=', submittedFromDate);
  }
  if (submittedToDate !== undefined) {
    query = query.where('t.settlement_date', '<=', submittedToDate);
  }
  if (effectiveFromDate !== undefined) {
    query = query.where('t.effective_date_from', '>=', effectiveFromDate);
  }
  if (effectiveToDate !== undefined) {
    query = query.where('t.effective_date_to', '<=', effectiveToDate);
  }
  let items = selectTransferColumns(query).select(sql<string>`count(*) over ()`.as('total_count'));
  const sorts: readonly PagedSort[] = search.sorts.length > 0 ? search.sorts : [{ column: 't.settlement_date', direction: 'desc' }];
  for (const order of sorts) {
    items = items.orderBy(sql.ref(order.column), order.direction);
  }
  const rows = await items.orderBy('t.id', 'asc').offset(search.page * search.size).limit(search.size).execute();
  const total = rows[0] === undefined ? await countPastEnd(query, search.page) : Number(rows[0].total_count);
  return springPage(rows.map(presentTransfer), { page: search.page, size: search.size, sorted: search.sorts.length > 0 }, total);
}

/** The total when the page asked for lies past the last match (the windowed count came back with no row). */
async function countPastEnd(query: ReturnType<typeof transferReads>, page: number): Promise<number> {
  if (page === 0) {
    return 0;
  }
  const row = await query.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}
