import { sql, type Kysely } from 'kysely';
import { springPage } from '../../../platform/http/index.ts';
import { parameterError, ValidationError, type ApiParameterError } from '../../../shared/errors/api-errors.ts';
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

interface SortOrder {
  readonly column: string;
  readonly direction: 'asc' | 'desc';
}

export interface ClientSearch {
  readonly text: string | undefined;
  readonly page: number;
  readonly size: number;
  readonly sorts: readonly SortOrder[];
}

/** A refusal coded `validation.msg.clients.search.<rule>.invalid`, naming the member (`sorts[1].property`). */
const invalid = (param: string, message: string, value?: unknown, rule = param): ApiParameterError =>
  parameterError(`validation.msg.clients.search.${rule}.invalid`, message, param, value === undefined ? [] : [value]);

function isObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function wholeNumber(body: Readonly<Record<string, unknown>>, name: string, fallback: number, min: number, max: number, errors: ApiParameterError[]): number {
  const value = body[name];
  if (value === undefined || value === null) {
    return fallback;
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    errors.push(invalid(name, `The parameter ${name} must be a whole number from ${min} to ${max}.`, value));
    return fallback;
  }
  return value;
}

function sortOrder(sort: unknown, index: number, errors: ApiParameterError[]): SortOrder | undefined {
  const property = isObject(sort) ? sort.property : undefined;
  const column = typeof property === 'string' ? SORTABLE.get(property) : undefined;
  if (column === undefined) {
    errors.push(invalid(`sorts[${index}].property`, `Sorting by ${String(property)} is not supported; use one of ${[...SORTABLE.keys()].join(', ')}.`, property ?? null, 'sorts.property'));
    return undefined;
  }
  const direction = isObject(sort) ? sort.direction : undefined;
  const text = typeof direction === 'string' ? direction.toUpperCase() : direction;
  if (text !== undefined && text !== null && text !== 'ASC' && text !== 'DESC') {
    errors.push(invalid(`sorts[${index}].direction`, 'The sort direction must be ASC or DESC.', direction, 'sorts.direction'));
    return undefined;
  }
  return { column, direction: text === 'DESC' ? 'desc' : 'asc' };
}

function searchText(body: Readonly<Record<string, unknown>>, errors: ApiParameterError[]): string | undefined {
  const request = body.request;
  if (request === undefined || request === null) {
    return undefined;
  }
  const text = isObject(request) ? request.text : request;
  if (text !== undefined && text !== null && typeof text !== 'string') {
    errors.push(invalid('request.text', 'The search text must be text.', text));
    return undefined;
  }
  const trimmed = text?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/** Reads Fineract's PagedRequest<ClientTextSearch> (every member optional); all rule breaks are refused together. */
export function parseClientSearch(raw: unknown): ClientSearch {
  const body = raw === undefined || raw === null ? {} : raw;
  if (!isObject(body)) {
    throw new ValidationError([invalid('body', 'The search request must be a JSON object.')]);
  }
  const errors: ApiParameterError[] = [];
  const text = searchText(body, errors);
  const page = wholeNumber(body, 'page', 0, 0, 1_000_000_000, errors);
  const size = wholeNumber(body, 'size', DEFAULT_SIZE, 1, MAX_SIZE, errors);
  const sortsValue = body.sorts ?? [];
  const sorts: SortOrder[] = [];
  if (Array.isArray(sortsValue)) {
    sortsValue.forEach((sort: unknown, index) => {
      const order = sortOrder(sort, index, errors);
      if (order !== undefined) {
        sorts.push(order);
      }
    });
  } else {
    errors.push(invalid('sorts', 'The sorts must be a list of {property, direction}.'));
  }
  if (errors.length > 0) {
    throw new ValidationError(errors);
  }
  return { text, page, size, sorts };
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
