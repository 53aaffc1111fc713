import { parameterError, unsupportedParameters, ValidationError, type ApiParameterError } from '../../shared/errors/api-errors.ts';

/** One sort of a paged request: an allow-listed column and its direction. */
export interface PagedSort {
  readonly column: string;
  readonly direction: 'asc' | 'desc';
}

/** What a filter reader gets: the request body, the error list and the endpoint's refusal builder. */
export interface PagedRequestContext {
  readonly body: Readonly<Record<string, unknown>>;
  readonly errors: ApiParameterError[];
  invalid(param: string, message: string, value?: unknown, rule?: string): ApiParameterError;
}

export interface PagedRequestOptions<F> {
  /** Refusals are coded `validation.msg.<resource>.<rule>.invalid`, e.g. resource `clients.search`. */
  readonly resource: string;
  /** Sortable properties → allow-listed columns. */
  readonly sortable: ReadonlyMap<string, string>;
  readonly defaultSize: number;
  readonly maxSize: number;
  /** Reads the endpoint's own members (its `request`), adding refusals to the context's list. */
  readonly filters: (ctx: PagedRequestContext) => F;
}

export function isJsonObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function wholeNumber(ctx: PagedRequestContext, name: string, fallback: number, min: number, max: number): number {
  const value = ctx.body[name];
  if (value === undefined || value === null) {
    return fallback;
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    ctx.errors.push(ctx.invalid(name, `The parameter ${name} must be a whole number from ${min} to ${max}.`, value));
    return fallback;
  }
  return value;
}

function sortOrder(ctx: PagedRequestContext, sortable: ReadonlyMap<string, string>, sort: unknown, index: number): PagedSort | undefined {
  const property = isJsonObject(sort) ? sort.property : undefined;
  const column = typeof property === 'string' ? sortable.get(property) : undefined;
  if (column === undefined) {
    ctx.errors.push(ctx.invalid(`sorts[${index}].property`, `Sorting by ${String(property)} is not supported; use one of ${[...sortable.keys()].join(', ')}.`, property ?? null, 'sorts.property'));
    return undefined;
  }
  const direction = isJsonObject(sort) ? sort.direction : undefined;
  const text = typeof direction === 'string' ? direction.toUpperCase() : direction;
  if (text !== undefined && text !== null && text !== 'ASC' && text !== 'DESC') {
    ctx.errors.push(ctx.invalid(`sorts[${index}].direction`, 'The sort direction must be ASC or DESC.', direction, 'sorts.direction'));
    return undefined;
  }
  return { column, direction: text === 'DESC' ? 'desc' : 'asc' };
}

/** The members of a paged request; others are refused with 400 `error.msg.parameter.unsupported`. */
const MEMBERS: ReadonlySet<string> = new Set(['request', 'page', 'size', 'sorts']);

/**
 * Reads Fineract's `PagedRequest<…>` body (`{request, page, size, sorts: [{property, direction}]}`, every member
 * optional): the endpoint's filters first, then the page, its size and the allow-listed sorts. Every rule break
 * is refused together with 400 `validation.msg.<resource>.<rule>.invalid`.
 */
export function readPagedRequest<F>(raw: unknown, options: PagedRequestOptions<F>): F & { readonly page: number; readonly size: number; readonly sorts: readonly PagedSort[] } {
  const invalid = (param: string, message: string, value?: unknown, rule = param): ApiParameterError =>
    parameterError(`validation.msg.${options.resource}.${rule}.invalid`, message, param, value === undefined ? [] : [value]);
  const body = raw === undefined || raw === null ? {} : raw;
  if (!isJsonObject(body)) {
    throw new ValidationError([invalid('body', 'The search request must be a JSON object.')]);
  }
  const unknown = Object.keys(body).filter((name) => !MEMBERS.has(name));
  if (unknown.length > 0) {
    throw unsupportedParameters(unknown);
  }
  const ctx: PagedRequestContext = { body, errors: [], invalid };
  const filters = options.filters(ctx);
  const page = wholeNumber(ctx, 'page', 0, 0, 1_000_000_000);
  const size = wholeNumber(ctx, 'size', options.defaultSize, 1, options.maxSize);
  const sorts: PagedSort[] = [];
  const sortsValue = body.sorts ?? [];
  if (Array.isArray(sortsValue)) {
    sortsValue.forEach((sort: unknown, index) => {
      const order = sortOrder(ctx, options.sortable, sort, index);
      if (order !== undefined) {
        sorts.push(order);
      }
    });
  } else {
    ctx.errors.push(invalid('sorts', 'The sorts must be a list of {property, direction}.'));
  }
  if (ctx.errors.length > 0) {
    throw new ValidationError(ctx.errors);
  }
  return { ...filters, page, size, sorts };
}
