import { unsupportedQueryValue, ValidationError, parameterError } from '../../shared/errors/api-errors.ts';

/** `offset`, `limit`, `orderBy` (allow-listed column), `sortOrder` of a list request. */
export interface PageRequest {
  readonly offset: number;
  readonly limit: number | undefined;
  readonly orderBy: string | undefined;
  readonly sortOrder: 'ASC' | 'DESC';
}

/** Fineract's paged list body. */
export interface Page<T> {
  readonly totalFilteredRecords: number;
  readonly pageItems: readonly T[];
}

/** A query parameter that must be a whole number from 0 (400 `validation.msg.<name>.not.zero.or.greater`). */
export function nonNegativeInteger(name: string, text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') {
    return undefined;
  }
  if (!/^\d{1,9}$/.test(text.trim())) {
    throw new ValidationError([
      parameterError(`validation.msg.${name}.not.zero.or.greater`, `The parameter \`${name}\` must be a whole number, zero or greater.`, name, [text], text),
    ]);
  }
  return Number(text);
}

/**
 * Reads the paging parameters. `orderBy` maps wire names to columns through `orderByColumns`, so no
 * request text ever reaches SQL; anything else is refused with 400.
 */
export function parsePaging(query: Readonly<Record<string, string | undefined>>, orderByColumns: Readonly<Record<string, string>>): PageRequest {
  const orderByText = query.orderBy?.trim();
  let orderBy: string | undefined;
  if (orderByText !== undefined && orderByText !== '') {
    // Own members only: `constructor` or `__proto__` name no column.
    orderBy = Object.hasOwn(orderByColumns, orderByText) ? orderByColumns[orderByText] : undefined;
    if (orderBy === undefined) {
      throw unsupportedQueryValue('orderBy', orderByText, Object.keys(orderByColumns));
    }
  }
  const sortOrderText = query.sortOrder?.trim().toUpperCase() ?? '';
  if (sortOrderText !== '' && sortOrderText !== 'ASC' && sortOrderText !== 'DESC') {
    throw unsupportedQueryValue('sortOrder', query.sortOrder ?? '', ['ASC', 'DESC']);
  }
  return {
    offset: nonNegativeInteger('offset', query.offset) ?? 0,
    limit: nonNegativeInteger('limit', query.limit),
    orderBy,
    sortOrder: sortOrderText === 'DESC' ? 'DESC' : 'ASC',
  };
}

export function page<T>(totalFilteredRecords: number, pageItems: readonly T[]): Page<T> {
  return { totalFilteredRecords, pageItems };
}

/** `template=true` (and the other boolean query flags): true only for the text "true". */
export function isTrueFlag(value: string | undefined): boolean {
  return value?.trim().toLowerCase() === 'true';
}

/** A Spring Data page, as Fineract's v2 resources and datatable queries answer (`page` is zero-based). */
export interface SpringPage<T> {
  readonly content: readonly T[];
  readonly pageable: { pageNumber: number; pageSize: number; offset: number; paged: boolean; unpaged: boolean; sort: SortState };
  readonly totalElements: number;
  readonly totalPages: number;
  readonly last: boolean;
  readonly size: number;
  readonly number: number;
  readonly sort: SortState;
  readonly first: boolean;
  readonly numberOfElements: number;
  readonly empty: boolean;
}

interface SortState {
  readonly empty: boolean;
  readonly sorted: boolean;
  readonly unsorted: boolean;
}

export function springPage<T>(content: readonly T[], request: { page: number; size: number; sorted: boolean }, total: number): SpringPage<T> {
  const totalPages = Math.ceil(total / request.size);
  const sort = { empty: !request.sorted, sorted: request.sorted, unsorted: !request.sorted };
  return {
    content,
    pageable: { pageNumber: request.page, pageSize: request.size, offset: request.page * request.size, paged: true, unpaged: false, sort },
    totalElements: total,
    totalPages,
    last: request.page + 1 >= totalPages,
    size: request.size,
    number: request.page,
    sort,
    first: request.page === 0,
    numberOfElements: content.length,
    empty: content.length === 0,
  };
}
