import assert from 'node:assert/strict';
import { sql, type Kysely } from 'kysely';
import type { InjectOptions } from 'fastify';
import type { RouteDefinition } from '../../src/platform/http/route-kit.ts';
import type { ApiResponse, CallOptions, TestApp } from '../support/test-app.ts';

/**
 * Support of the tenant-isolation sweep: one request per route of the route table (per `command` value of
 * command routes), with every path parameter filled from a table of values, a plausible JSON body, and a
 * fingerprint of a tenant database to prove that a sweep changed nothing in it.
 */

/** A `call` of the test app bound to one tenant (the shape the support builders take). */
export type TenantCall = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options?: CallOptions) => Promise<ApiResponse>;

export function onTenant(t: TestApp, tenant: string): TestApp {
  return { ...t, call: (method, url, options = {}) => t.call(method, url, { tenant, ...options }) };
}

/** Values for path parameters: integers get `id`; string parameters are looked up by name. */
export interface PathValues {
  readonly id: number;
  readonly strings: Readonly<Record<string, string>>;
  /** A value for one route's parameter, before `strings` is asked (e.g. an external id by resource). */
  readonly pick?: (url: string, name: string) => string | undefined;
}

export interface SweepRequest {
  readonly method: RouteDefinition['method'];
  readonly url: string;
  readonly payload?: string;
  /** `GET /clients/:clientId` (plus `?command=…` for command routes). */
  readonly label: string;
  readonly route: RouteDefinition;
}

interface JsonSchemaLike {
  readonly type?: string;
  readonly properties?: Readonly<Record<string, JsonSchemaLike>>;
  readonly examples?: readonly unknown[];
}

function isPublic(route: RouteDefinition): boolean {
  return route.kind === 'query' && 'public' in route.access;
}

/** The value the sweep puts in a body member: shared ids (1) for integers, harmless words for strings. */
function plausibleMember(schema: JsonSchemaLike | undefined): unknown {
  switch (schema?.type) {
    case 'integer':
      return 1;
    case 'number':
      return 100;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return undefined;
    case undefined:
    default: {
      const example = schema?.examples?.find((e) => typeof e === 'string');
      return example ?? 'Sweep';
    }
  }
}

function plausibleBody(route: RouteDefinition): string | undefined {
  if (route.method !== 'POST' && route.method !== 'PUT') {
    return undefined;
  }
  const body: JsonSchemaLike | undefined = route.body;
  const properties = body?.properties ?? {};
  const members: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(properties)) {
    const value = plausibleMember(schema);
    if (value !== undefined) {
      members[name] = value;
    }
  }
  if ('dateFormat' in properties || 'locale' in properties) {
    Object.assign(members, { dateFormat: 'dd MMMM yyyy', locale: 'en' });
  }
  return JSON.stringify(members);
}

function pathOf(route: RouteDefinition, values: PathValues): string {
  const params = (route.params as JsonSchemaLike | undefined)?.properties ?? {};
  return route.url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    if (params[name]?.type === 'integer') {
      return String(values.id);
    }
    const text = values.pick?.(route.url, name) ?? (Object.hasOwn(values.strings, name) ? values.strings[name] : values.strings['*']);
    assert.ok(text !== undefined, `no sweep value for the path parameter ${name} of ${route.url}`);
    return encodeURIComponent(text);
  });
}

/**
 * One request per route and `command` value. `filter` keeps the routes to sweep; public routes (sign-in)
 * are left out: they take no credentials.
 */
export function sweepRequests(routes: readonly RouteDefinition[], values: PathValues, filter: (route: RouteDefinition) => boolean = () => true): SweepRequest[] {
  const requests: SweepRequest[] = [];
  for (const route of routes) {
    if (isPublic(route) || !filter(route)) {
      continue;
    }
    const path = `/api/${route.version ?? 'v1'}${pathOf(route, values)}`;
    const commands = route.kind === 'command' && 'byQueryParam' in route.command ? Object.keys(route.command.byQueryParam) : [undefined];
    const payload = plausibleBody(route);
    for (const command of commands) {
      const url = command === undefined ? path : `${path}?command=${encodeURIComponent(command)}`;
      requests.push({
        method: route.method,
        url,
        label: `${route.method} ${route.url}${command === undefined ? '' : `?command=${command}`}`,
        route,
        ...(payload === undefined ? {} : { payload }),
      });
    }
  }
  return requests;
}

/** How the tenant is named on a request: either header, or the `tenantIdentifier` query parameter. */
export type TenantPlacement = 'core-header' | 'fineract-header' | 'query';

/** The request for `inject()`, from its own client address (refused sign-ins must not throttle the sweep), under either API prefix. */
export function injectSweep(request: SweepRequest, tenant: string, placement: TenantPlacement, authorization: string, index: number): InjectOptions {
  const headers: Record<string, string> = { authorization };
  // Every other request goes below Fineract's prefix (the same routes, served twice).
  let url = index % 2 === 1 ? `/fineract-provider${request.url}` : request.url;
  if (placement === 'core-header') {
    headers['core-platform-tenantid'] = tenant;
  } else if (placement === 'fineract-header') {
    headers['fineract-platform-tenantid'] = tenant;
  } else {
    url = `${url}${url.includes('?') ? '&' : '?'}tenantIdentifier=${encodeURIComponent(tenant)}`;
  }
  if (request.payload !== undefined) {
    headers['content-type'] = 'application/json';
  }
  return {
    method: request.method,
    url,
    headers,
    remoteAddress: `10.77.${(index >> 8) & 255}.${index & 255}`,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  };
}

/**
 * Columns a refused sign-in legitimately changes (the failure count and lockout of the user named), and
 * tables that change on any request or sign-in without holding tenant data.
 */
const VOLATILE_COLUMNS = ['failed_login_attempts', 'last_failed_login_at', 'locked_until'];
const VOLATILE_TABLES = new Set(['m_security_version']);

/** Per table of the tenant's schema: row count and a digest of its rows (volatile sign-in columns left out). */
export async function fingerprint(db: Kysely<object>): Promise<Map<string, string>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE'
     order by table_name`.execute(db);
  const result = new Map<string, string>();
  const dropped = sql.raw(VOLATILE_COLUMNS.map((c) => `'${c}'`).join(', '));
  for (const { table_name: table } of tables.rows) {
    if (VOLATILE_TABLES.has(table)) {
      continue;
    }
    const row = await sql<{ rows: number; digest: string | null }>`
      select count(*)::int as rows,
             md5(string_agg(md5((to_jsonb(t) - array[${dropped}])::text), '' order by md5((to_jsonb(t) - array[${dropped}])::text))) as digest
        from ${sql.table(table)} as t`.execute(db);
    const first = row.rows[0];
    result.set(table, `${first?.rows ?? 0} rows ${first?.digest ?? '-'}`);
  }
  return result;
}

/** The tables whose fingerprint differs, with both values. */
export function changedTables(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).map((name) => `${name}: ${before.get(name) ?? 'absent'} → ${after.get(name) ?? 'absent'}`);
}
