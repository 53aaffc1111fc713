import { sql, type Kysely } from 'kysely';
import { isJsonObject, readPagedRequest, springPage, type PagedRequestContext, type PagedSort } from '../../../platform/http/index.ts';
import { visibleClients } from '../clients/clients.queries.ts';
import { clientStatusOption } from '../clients/domain/client-status.ts';
import { legalFormOption } from '../clients/domain/legal-form.ts';

/** Page size when the request gives none (Fineract's PagedRequest default). */
const DEFAULT_SIZE = 50;
/** The largest page served; a larger `size` is refused. */
export const MAX_SIZE = 1000;

/** Sortable properties of a searched client → columns. */
const SORTABLE: ReadonlyMap<string, string> = new Map([
  ['id', 'c.id'],
  ['displayName', 'c.display_name'],
  ['accountNumber', 'c.account_no'],
  ['externalId', 'c.external_id'],
  ['officeId', 'c.office_id'],
  ['officeName', 'o.name'],
  ['mobileNo', 'c.mobile_no'],
  ['status', 'c.status_enum'],
  ['activationDate', 'c.activation_date'],
  ['createdDate', 'c.created_on_utc'],
  ['legalForm', 'c.legal_form_enum'],
]);

export interface ClientSearch {
  readonly text: string | undefined;
  readonly page: number;
  readonly size: number;
  readonly sorts: readonly PagedSort[];
}

function searchText(ctx: PagedRequestContext): string | undefined {
  const request = ctx.body.request;
  if (request === undefined || request === null) {
    return undefined;
  }
  const text = isJsonObject(request) ? request.text : request;
  if (text !== undefined && text !== null && typeof text !== 'string') {
    ctx.errors.push(ctx.invalid('request.text', 'The search text must be text.', text));
    return undefined;
  }
  const trimmed = text?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/** Reads Fineract's PagedRequest<ClientTextSearch> (every member optional); all rule breaks are refused together. */
export function parseClientSearch(raw: unknown): ClientSearch {
  return readPagedRequest(raw, {
    resource: 'clients.search', sortable: SORTABLE, defaultSize: DEFAULT_SIZE, maxSize: MAX_SIZE, filters: (ctx) => ({ text: searchText(ctx) }),
  });
}

/** `text` as a LIKE pattern that matches it anywhere, its wildcard characters taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function isoDate(value: string | null): string | undefined {
  return value === null ? undefined : value.slice(0, 10);
}

function isoInstant(value: Date | string | null): string | undefined {
  if (value === null) {
    return undefined;
  }
  // The database answers an instant; a text form (some drivers) is made ISO-8601 alike.
  return value instanceof Date ? value.toISOString() : value.replace(' ', 'T');
}

/**
 * POST /v2/clients/search: the clients of the user's office hierarchy whose display name, account number,
 * external id or mobile number contains the text (any letter case), as a Spring Data page.
 */
export async function searchClients(db: Kysely<object>, search: ClientSearch, userHierarchy: string) {
  let base = visibleClients(db, userHierarchy).innerJoin('m_office as o', 'o.id', 'c.office_id');
  if (search.text !== undefined) {
    const pattern = containing(search.text);
    base = base.where((eb) => eb.or(['c.display_name', 'c.account_no', 'c.external_id', 'c.mobile_no'].map((column) => eb(sql.ref(column), 'ilike', pattern))));
  }
  const total = Number((await base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow()).count);
  let items = base.select([
    'c.id', 'c.display_name', 'c.external_id', 'c.account_no', 'c.office_id', 'o.name as office_name', 'c.mobile_no', 'c.status_enum',
    'c.activation_date', 'c.created_on_utc', 'c.legal_form_enum',
  ]);
  for (const order of search.sorts) {
    items = items.orderBy(sql.ref(order.column), order.direction);
  }
  const rows = await items.orderBy('c.id', 'asc').offset(search.page * search.size).limit(search.size).execute();
  const content = rows.map((row) => ({
    id: row.id,
    displayName: row.display_name ?? undefined,
    externalId: row.external_id ?? undefined,
    accountNumber: row.account_no,
    officeId: row.office_id,
    officeName: row.office_name,
    mobileNo: row.mobile_no ?? undefined,
    status: clientStatusOption(row.status_enum),
    activationDate: isoDate(row.activation_date),
    createdDate: isoInstant(row.created_on_utc),
    legalForm: row.legal_form_enum === null ? undefined : legalFormOption(row.legal_form_enum),
  }));
  return springPage(content, { page: search.page, size: search.size, sorted: search.sorts.length > 0 }, total);
}
