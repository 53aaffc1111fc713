/**
 * The body of POST /datatables/{name}/query (Fineract's PagedLocalRequest<AdvancedQueryData>), read with
 * every member's shape checked, so that a malformed search is a 400 listing its problems, never a crash.
 */
import { DataValidator, JsonCommand, type JsonObject } from '../../../../shared/validation/index.ts';

export interface QueryFilter {
  readonly operator: string;
  readonly values: readonly string[];
}

export interface AdvancedQuery {
  readonly columnFilters: readonly { readonly column: string; readonly filters: readonly QueryFilter[] }[];
  readonly resultColumns: readonly string[];
  readonly page: number;
  readonly size: number;
  readonly sorts: readonly { readonly property: string; readonly descending: boolean }[];
  readonly formats: Readonly<Record<string, string | undefined>>;
}

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 1000;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A list member: `[]` when absent, undefined (with an error) when it is no list of `item`s. */
function listOf<T>(value: unknown, name: string, v: DataValidator, item: (member: unknown) => T | undefined): T[] | undefined {
  if (value === undefined || value === null) {
    return [];
  }
  const members: unknown[] | undefined = Array.isArray(value) ? value : undefined;
  const read = members?.map(item);
  if (read === undefined || read.some((member) => member === undefined)) {
    v.fail(name, 'is.invalid', `The parameter \`${name}\` is not a list of the expected members.`);
    return undefined;
  }
  return read.filter((member) => member !== undefined);
}

const scalarText = (value: unknown): string | undefined => (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined);

function readFilter(member: unknown): QueryFilter | undefined {
  if (!isObject(member) || typeof member.operator !== 'string') {
    return undefined;
  }
  const values = member.values === undefined || member.values === null ? [] : Array.isArray(member.values) ? member.values.map(scalarText) : undefined;
  if (values === undefined || values.some((value) => value === undefined)) {
    return undefined;
  }
  return { operator: member.operator, values: values.filter((value) => value !== undefined) };
}

function readColumnFilter(member: unknown, v: DataValidator): AdvancedQuery['columnFilters'][number] | undefined {
  if (!isObject(member) || typeof member.column !== 'string') {
    return undefined;
  }
  const filters = listOf(member.filters, 'filters', v, readFilter);
  return filters === undefined ? undefined : { column: member.column, filters };
}

function readSort(member: unknown): AdvancedQuery['sorts'][number] | undefined {
  if (!isObject(member) || typeof member.property !== 'string' || (member.direction !== undefined && member.direction !== null && typeof member.direction !== 'string')) {
    return undefined;
  }
  const direction = typeof member.direction === 'string' ? member.direction.toUpperCase() : 'ASC';
  return direction === 'ASC' || direction === 'DESC' ? { property: member.property, descending: direction === 'DESC' } : undefined;
}

export function readAdvancedQuery(body: unknown): AdvancedQuery {
  const json = JsonCommand.from(body);
  json.checkSupported(['request', 'page', 'size', 'sorts', 'dateFormat', 'dateTimeFormat', 'locale']);
  const v = new DataValidator('datatable');
  const request = json.json.request;
  if (!isObject(request)) {
    v.fail('request', 'cannot.be.blank', 'The parameter `request` is mandatory: an object with columnFilters and resultColumns.');
  }
  const inner = isObject(request) ? request : {};
  const columnFilters = listOf(inner.columnFilters, 'columnFilters', v, (member) => readColumnFilter(member, v));
  const resultColumns = listOf(inner.resultColumns, 'resultColumns', v, (member) => (typeof member === 'string' ? member : undefined));
  const sorts = listOf(json.json.sorts, 'sorts', v, readSort);
  const page = json.long('page', v) ?? 0;
  const size = json.long('size', v) ?? DEFAULT_PAGE_SIZE;
  v.parameter('page', page).zeroOrPositive();
  v.parameter('size', size).inMinMaxRange(1, MAX_PAGE_SIZE);
  const formats = { dateFormat: json.string('dateFormat'), dateTimeFormat: json.string('dateTimeFormat'), locale: json.string('locale') };
  v.throwIfErrors();
  return { columnFilters: columnFilters ?? [], resultColumns: resultColumns ?? [], page, size, sorts: sorts ?? [], formats };
}
