import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { API_PREFIX, FINERACT_API_PREFIX } from '../../src/platform/http/server.ts';
import type { RouteDefinition } from '../../src/platform/http/route-kit.ts';

/**
 * Hostile requests for every route of the route table, property-based (fast-check): path parameters,
 * query parameters, headers and bodies built from each route's TypeBox schemas plus a corpus of values
 * known to break servers. A new module's routes are covered as soon as they are in the table.
 */

/** One generated request, ready for `inject()`. */
export interface FuzzRequest {
  readonly method: RouteDefinition['method'];
  readonly url: string;
  readonly headers: Readonly<Record<string, string | string[]>>;
  readonly payload?: string;
  /** The route it was made for: `POST /clients/:clientId`. */
  readonly route: string;
}

/** What a credential looks like to the generator (the fuzz never sends a wrong password of a real user). */
export interface FuzzIdentity {
  readonly tenant: string;
  /** `Basic …` of a user allowed everything. */
  readonly authorization: string;
}

interface JsonSchemaLike {
  readonly type?: string;
  readonly properties?: Readonly<Record<string, JsonSchemaLike>>;
  readonly examples?: readonly unknown[];
  readonly anyOf?: readonly JsonSchemaLike[];
}

const BUILT_IN_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', 'isPrototypeOf', '__defineGetter__'];

/** Strings that have broken servers: NUL, lone surrogates, built-in names, huge, numeric edge cases, SQL. */
const HOSTILE_STRINGS: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  ...BUILT_IN_NAMES,
  '',
  ' ',
  'x'.repeat(5000),
  '9'.repeat(400),
  '-1',
  '0',
  '1.5',
  '1e309',
  '-9223372036854775809',
  'NaN',
  'Infinity',
  "' OR 1=1 --",
  "'; drop table m_client; --",
  '"',
  '\\',
  '%',
  '../../etc/passwd',
  '😀',
  '\u202e',
  '\r\n',
  'null',
  'true',
  '[]',
  '{}',
  '30 February 2024',
  '2024-13-45',
  'dd MMMM yyyy',
  "''",
  'en_XX',
  'zz_ZZ',
];

const DATE_FORMATS = ['dd MMMM yyyy', 'yyyy-MM-dd', 'dd MM yyyy', 'qqqq', "yyyy-MM-dd'T'", 'GGGGG', '', "'", 'M'.repeat(40), '\u0000'];
const LOCALES = ['en', 'fr', 'de_DE', 'xx_YY', '', 'en-', '\u0000', '__proto__', 'a'.repeat(300)];
const DATES = ['01 January 2024', '2024-01-01', '31 February 2024', '1 Janvier 2024', '99 Smarch 99999', '', '0000-00-00'];

const hostileString = fc.constantFrom(...HOSTILE_STRINGS);
/** Lookups by a caller's word that reach inherited members fail on these: tried often, on their own. */
const builtInName = fc.constantFrom(...BUILT_IN_NAMES);

/** Any JSON value, leaning on the hostile corpus, wrong types and edge numbers. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: builtInName },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -0, 0.1, 1, 2, 3, 99_999_999_999) },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileString, fc.integer()), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('id', 'value', ...BUILT_IN_NAMES), fc.oneof(hostileString, fc.integer()), { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(...DATES) },
);

/** A value of the property's type that a client might really send. */
function plausibleValue(schema: JsonSchemaLike | undefined): fc.Arbitrary<unknown> {
  if (schema?.type === 'integer' || schema?.type === 'number') {
    return fc.constantFrom(1, 2, 3, 0);
  }
  if (schema?.type === 'boolean') {
    return fc.boolean();
  }
  if (schema?.type === 'array') {
    return fc.constantFrom([1], [], [{ id: 1 }]);
  }
  const examples = schema?.examples?.filter((e) => typeof e === 'string') ?? [];
  return fc.oneof(fc.constantFrom(...examples, 'Fuzz', '1', '01 January 2024'), fc.string({ minLength: 1, maxLength: 12 }).map((text) => `Fuzz ${text}`));
}

/** A plausible value for a schema property, or (more often) a hostile one. */
function valueFor(schema: JsonSchemaLike | undefined): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 1, arbitrary: plausibleValue(schema) }, { weight: 2, arbitrary: hostileValue });
}

/** Percent-encodes any string, including unpaired surrogates (as their 3-byte form, which no decoder accepts). */
function encode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** Raw (already encoded) path segments: malformed escapes, encoded NUL, slashes and dots. */
const RAW_SEGMENTS = ['%zz', '%', '%E0%A4%A', '%ED%A0%80', '%00', '%2F', '..', '.', '%C0%AF', 'a%00b'];

/** A path segment naming something that may exist. */
function plausibleSegment(name: string, schema: JsonSchemaLike | undefined): fc.Arbitrary<string> {
  // The fuzz must not sign itself out: it never names user or role 1 (the administrator and its role).
  const ids = name === 'userId' || name === 'roleId' ? ['2', '3', '4'] : ['1', '2', '3'];
  return schema?.type === 'integer' ? fc.constantFrom(...ids) : fc.constantFrom(...(schema?.examples?.filter((e) => typeof e === 'string') ?? []), 'clients', 'a', ...ids).map(encode);
}

/** Whether a path segment names record 1 as the server reads ids (`1`, `01`, `%31` …). */
function namesRecordOne(segment: string): boolean {
  try {
    return /^-?0*1$/.test(decodeURIComponent(segment).trim());
  } catch {
    return false;
  }
}

function pathValue(name: string, schema: JsonSchemaLike | undefined): fc.Arbitrary<string> {
  const values = anyPathValue(name, schema);
  // The administrator (user 1) and its role must survive the run, however the id is spelt.
  return name === 'userId' || name === 'roleId' ? values.filter((segment) => !namesRecordOne(segment)) : values;
}

function anyPathValue(name: string, schema: JsonSchemaLike | undefined): fc.Arbitrary<string> {
  const plausible = plausibleSegment(name, schema);
  return fc.oneof(
    { weight: 3, arbitrary: plausible },
    { weight: 2, arbitrary: builtInName },
    { weight: 2, arbitrary: hostileString.map(encode) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }).map(encode) },
  );
}

/** Query parameter names a list or command route may read, besides the ones its schema names. */
const COMMON_QUERY = ['orderBy', 'sortOrder', 'offset', 'limit', 'fields', 'template', 'command', 'tenantIdentifier', 'locale', 'dateFormat', 'status', 'officeId', 'sqlSearch', 'associations'];

function queryValue(name: string, route: RouteDefinition, schema: JsonSchemaLike | undefined): fc.Arbitrary<string> {
  const commands = route.kind === 'command' && 'byQueryParam' in route.command ? Object.keys(route.command.byQueryParam) : [];
  const plausible =
    name === 'command' && commands.length > 0
      ? fc.constantFrom(...commands)
      : name === 'orderBy'
        ? fc.constantFrom('id', 'name', 'displayName', 'accountNo', ...BUILT_IN_NAMES)
        : name === 'sortOrder'
          ? fc.constantFrom('ASC', 'DESC', 'desc', 'sideways')
          : name === 'tenantIdentifier'
            ? fc.constantFrom('default', 'unknown-tenant')
            : valueFor(schema).map((v) => (typeof v === 'string' ? v : JSON.stringify(v) ?? ''));
  return fc.oneof({ weight: 2, arbitrary: plausible }, { weight: 2, arbitrary: builtInName }, { weight: 2, arbitrary: hostileString }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) });
}

/** A plausible query: a valid command where the route takes one, and some of its schema's parameters. */
function plausibleQuery(route: RouteDefinition): fc.Arbitrary<string> {
  const schema = route.querystring as JsonSchemaLike | undefined;
  const properties = schema?.properties ?? {};
  const commands = route.kind === 'command' && 'byQueryParam' in route.command ? Object.keys(route.command.byQueryParam) : [];
  const command = commands.length > 0 ? fc.constantFrom(...commands).map((c) => [`command=${encode(c)}`]) : fc.constant([]);
  const names = Object.keys(properties).filter((name) => name !== 'tenantIdentifier');
  const pairs = fc.subarray(names, { maxLength: Math.min(3, names.length) }).chain((chosen) =>
    fc.tuple(...chosen.map((name) => plausibleValue(properties[name]).map((v) => `${encode(name)}=${encode(typeof v === 'string' ? v : JSON.stringify(v))}`))),
  );
  return fc.tuple(command, pairs).map(([c, p]) => [...c, ...p].join('&'));
}

/** `name=value` pairs (a name may come twice), plus raw malformed pieces. */
function queryString(route: RouteDefinition): fc.Arbitrary<string> {
  const schema = route.querystring as JsonSchemaLike | undefined;
  const names = [...new Set([...Object.keys(schema?.properties ?? {}), ...COMMON_QUERY])];
  const own = Object.keys(schema?.properties ?? {});
  const name = own.length > 0 ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...own) }, { weight: 1, arbitrary: fc.constantFrom(...names) }) : fc.constantFrom(...names);
  const pair = name.chain((name) =>
    fc.tuple(fc.constant(name), queryValue(name, route, schema?.properties?.[name]), fc.boolean()).map(([n, v, twice]) => {
      const one = `${encode(n)}=${encode(v)}`;
      return twice ? `${one}&${encode(n)}=${encode(v === 'id' ? 'displayName' : 'id')}` : one;
    }),
  );
  const commandPair = route.kind === 'command' && 'byQueryParam' in route.command ? [queryValue('command', route, undefined).map((v) => `command=${encode(v)}`)] : [];
  const raw = fc.constantFrom('%zz=1', 'a=%zz', '&&&', '=', 'orderBy[]=id', '__proto__[x]=1', 'constructor=1', 'limit=%00', `q=${'x'.repeat(9000)}`);
  return fc
    .tuple(
      fc.array(pair, { maxLength: 4 }),
      commandPair.length > 0 ? fc.option(commandPair[0] ?? fc.constant(''), { freq: 4, nil: undefined }) : fc.constant(undefined),
      fc.option(raw, { freq: 6, nil: undefined }),
    )
    .map(([pairs, command, rawPiece]) => [...(command === undefined ? [] : [command]), ...pairs, ...(rawPiece === undefined ? [] : [rawPiece])].join('&'));
}

/** The body of a route: an object built from its schema with hostile members, or a hostile whole body. */
function jsonBody(route: RouteDefinition): fc.Arbitrary<string> {
  const schema: JsonSchemaLike | undefined = route.body;
  const properties = schema?.properties ?? {};
  const names = Object.keys(properties);
  const member = fc.oneof(
    { weight: 4, arbitrary: names.length > 0 ? fc.constantFrom(...names) : fc.constantFrom('name', 'id', 'description') },
    { weight: 1, arbitrary: fc.constantFrom('unknownMember', 'dateFormat', 'locale', ...BUILT_IN_NAMES) },
  );
  const object = fc
    .tuple(
      fc.dictionary(member, fc.constant(null), { maxKeys: Math.min(8, names.length + 2) }).chain((keys) =>
        fc.record(Object.fromEntries(Object.keys(keys).map((k) => [k, valueFor(properties[k])]))),
      ),
      fc.option(fc.constantFrom(...DATE_FORMATS), { nil: undefined }),
      fc.option(fc.constantFrom(...LOCALES), { nil: undefined }),
    )
    .map(([members, dateFormat, locale]) => JSON.stringify({ ...members, ...(dateFormat === undefined ? {} : { dateFormat }), ...(locale === undefined ? {} : { locale }) }));
  const whole = fc.constantFrom(
    `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
    `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"name":"a\\u0000b"}',
    '{"name":"\\ud800"}',
    '{"\\u0000":1}',
    '{"name":',
    '[]',
    '"text"',
    'null',
    '123',
    '',
    '   ',
    `{"name":"${'x'.repeat(200_000)}"}`,
    '{"name":"a","name":"b"}',
  );
  return fc.oneof({ weight: 5, arbitrary: object }, { weight: 2, arbitrary: whole });
}

const CONTENT_TYPES: readonly (string | string[] | undefined)[] = [
  'application/json',
  'application/json; charset=utf-8',
  undefined,
  ['application/json', 'text/plain'],
  'text/plain',
  'application/xml',
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
];

function headersFor(identity: FuzzIdentity, withBody: boolean): fc.Arbitrary<Record<string, string | string[]>> {
  const authorization = fc.constantFrom<string | undefined>(
    identity.authorization,
    identity.authorization,
    identity.authorization,
    identity.authorization,
    undefined,
    'Basic !!!',
    `Basic ${Buffer.from('no-such-user:x').toString('base64')}`,
    'Bearer not.a.token',
    `Basic ${Buffer.from('\u0000:\u0000').toString('base64')}`,
  );
  const tenant = fc.constantFrom<string | undefined>(identity.tenant, identity.tenant, identity.tenant, identity.tenant, undefined, 'unknown-tenant', '__proto__', 'x'.repeat(300));
  const contentType = withBody ? fc.constantFrom(...CONTENT_TYPES.slice(0, 2), ...CONTENT_TYPES) : fc.constant(undefined);
  const extra = fc.option(fc.constantFrom<[string, string]>(['idempotency-key', 'fuzz-key'], ['idempotency-key', 'x'.repeat(400)], ['accept-language', 'zz'], ['x-correlation-id', 'not a safe id!']), { freq: 5, nil: undefined });
  return fc.record({ authorization, tenant, contentType, extra }).map(({ authorization: a, tenant: t, contentType: c, extra: e }) => {
    const headers: Record<string, string | string[]> = {};
    if (a !== undefined) {
      headers.authorization = a;
    }
    if (t !== undefined) {
      headers['fineract-platform-tenantid'] = t;
    }
    if (c !== undefined) {
      headers['content-type'] = c;
    }
    if (e !== undefined) {
      headers[e[0]] = e[1];
    }
    return headers;
  });
}

/** Which part of a request is hostile; the other parts stay plausible so that the hostile part is reached. */
type Focus = 'path' | 'query' | 'headers' | 'body' | 'all';

/** A plausible JSON body: schema members with plausible values, and a usable dateFormat and locale. */
function plausibleBody(route: RouteDefinition): fc.Arbitrary<string> {
  const body: JsonSchemaLike | undefined = route.body;
  const properties = body?.properties ?? {};
  const names = Object.keys(properties);
  return fc
    .subarray(names)
    .chain((chosen) => fc.record(Object.fromEntries(chosen.map((name) => [name, plausibleValue(properties[name])]))))
    .map((members) => JSON.stringify({ ...members, dateFormat: 'dd MMMM yyyy', locale: 'en' }));
}

function requestFor(route: RouteDefinition, identity: FuzzIdentity): fc.Arbitrary<FuzzRequest> {
  const paramsSchema = route.params as JsonSchemaLike | undefined;
  const names = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '');
  const hasBody = route.method === 'POST' || route.method === 'PUT';
  const plausibleHeaders: Record<string, string> = { authorization: identity.authorization, 'fineract-platform-tenantid': identity.tenant, ...(hasBody ? { 'content-type': 'application/json' } : {}) };
  return fc.constantFrom<Focus>('path', 'query', 'query', 'headers', 'body', 'body', 'body', 'all').chain((focus) => {
    const hostile = (part: Focus): boolean => focus === part || focus === 'all';
    return fc
      .record({
        prefix: fc.constantFrom(API_PREFIX, API_PREFIX, FINERACT_API_PREFIX),
        values: fc.tuple(...names.map((name) => (hostile('path') ? pathValue(name, paramsSchema?.properties?.[name]) : plausibleSegment(name, paramsSchema?.properties?.[name])))),
        query: hostile('query') ? queryString(route) : plausibleQuery(route),
        headers: hostile('headers') ? headersFor(identity, hasBody) : fc.constant(plausibleHeaders),
        body: hostile('body') ? fc.option(jsonBody(route), { freq: hasBody ? 12 : 1, nil: undefined }) : hasBody ? plausibleBody(route) : fc.constant(undefined),
      })
      .map(({ prefix, values, query, headers, body }) => {
        let index = 0;
        const path = route.url.replace(/:([A-Za-z0-9_]+)/g, () => values[index++] ?? '1');
        return {
          method: route.method,
          url: `${prefix}${path}${query === '' ? '' : `?${query}`}`,
          headers,
          ...(body === undefined ? {} : { payload: body }),
          route: `${route.method} ${route.url}`,
        };
      });
  });
}

/** Hostile requests over the whole route table; each route equally likely. */
export function fuzzRequests(routes: readonly RouteDefinition[], identity: FuzzIdentity): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...routes).chain((route) => requestFor(route, identity));
}

/** A response that breaks the rules: a 5xx, or a refusal outside the error envelope. */
export interface FuzzFinding {
  readonly request: FuzzRequest;
  readonly status: number;
  readonly problem: string;
  readonly body: string;
}

/** What an application under fuzz answers (Fastify's `inject`). */
export interface FuzzTarget {
  inject(options: InjectOptions): PromiseLike<{ statusCode: number; body: string; headers: Record<string, unknown> }>;
}

export interface FuzzReport {
  readonly requests: number;
  readonly findings: readonly FuzzFinding[];
  readonly statuses: ReadonlyMap<number, number>;
  readonly milliseconds: number;
}

/** The rule every answer keeps: no 5xx; a refusal is the envelope with its status (or Fineract's bare invalid-body item). */
export function problemOf(status: number, body: string, headers: Record<string, unknown>): string | undefined {
  if (status >= 500) {
    return `answered ${status}`;
  }
  if (typeof headers['x-request-id'] !== 'string') {
    return 'no X-Request-Id header';
  }
  if (status < 400) {
    return undefined;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'refusal body is not JSON';
  }
  if (typeof parsed !== 'object' || parsed === null) {
    return 'refusal body is not a JSON object';
  }
  const envelope = parsed as Record<string, unknown>;
  if (typeof envelope.userMessageGlobalisationCode !== 'string') {
    return 'refusal without userMessageGlobalisationCode';
  }
  const bareInvalidBody = status === 400 && envelope.userMessageGlobalisationCode === 'error.msg.invalid.request.body' && typeof envelope.parameterName === 'string';
  if (!bareInvalidBody && envelope.httpStatusCode !== String(status)) {
    return `httpStatusCode ${String(envelope.httpStatusCode)} differs from status ${status}`;
  }
  return undefined;
}

/**
 * The request for `inject()`. Each comes from its own client address, as from many clients: refused sign-ins
 * throttle one address, and the fuzz must keep reaching the routes.
 */
export function injectOptions(request: FuzzRequest, index: number): InjectOptions {
  return {
    method: request.method,
    url: request.url,
    headers: request.headers,
    remoteAddress: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  };
}

/** Requests per batch: generated together from `seed + batch number`, so a run is repeatable from its seed. */
const BATCH = 50;

/** Sends `requests` generated requests one after another and checks every answer. */
export async function runFuzz(target: FuzzTarget, routes: readonly RouteDefinition[], identity: FuzzIdentity, options: { requests: number; seed: number; onProgress?: (done: number) => void }): Promise<FuzzReport> {
  const arbitrary = fuzzRequests(routes, identity);
  const findings: FuzzFinding[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  let sent = 0;
  for (let batch = 0; sent < options.requests; batch++) {
    const requests = fc.sample(arbitrary, { seed: options.seed + batch, numRuns: Math.min(BATCH, options.requests - sent) });
    for (const request of requests) {
      const response = await target.inject(injectOptions(request, sent));
      sent++;
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const problem = problemOf(response.statusCode, response.body, response.headers);
      if (problem !== undefined) {
        findings.push({ request, status: response.statusCode, problem, body: response.body.slice(0, 500) });
      }
    }
    options.onProgress?.(sent);
  }
  return { requests: sent, findings, statuses, milliseconds: Math.round(performance.now() - started) };
}

/** One line per finding, short enough to read (the payload cut). */
export function describeFinding(finding: FuzzFinding): string {
  const payload = finding.request.payload === undefined ? '' : ` body ${JSON.stringify(finding.request.payload.slice(0, 200))}`;
  return `${finding.problem}: ${finding.request.method} ${finding.request.url.slice(0, 300)} headers ${JSON.stringify(finding.request.headers)}${payload} → ${finding.body}`;
}
