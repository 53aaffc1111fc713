import assert from 'node:assert/strict';
import type { ObservedStatement } from '../../src/platform/db/database.ts';
import { enabledExternalEventTypes } from '../../src/platform/events/index.ts';
import type { ApiResponse, CallOptions, TestApp } from './test-app.ts';

/**
 * Statement-count bounds: how many SQL statements one request runs against the tenant database.
 *
 * Every measured count includes the statements of the request's authentication (for a signed-in user
 * already cached, the check that the cached principal is current). That share is {@link AUTH_STATEMENTS}:
 * a bound is written as the route's own statements and the helpers add this constant, so a cheaper
 * authentication changes one number here and no test. Requests sent without credentials add none.
 *
 * Before measuring, the helpers make one cheap request with the same credentials, so the count is that
 * of a warm principal (whatever a cache of the signed-in user keeps is already loaded), and load the tenant's
 * enabled external event types, which a process keeps for 30 s: a bound never depends on whether an earlier
 * command of the test happened to load them less than 30 s before.
 *
 * Set `STATEMENT_COUNTS=print` to print every bounded count beside its bound (to set or lower bounds),
 * `STATEMENT_COUNTS=list` to print the statements as well.
 */

/** Statements one request's authentication runs with a warm principal (checked exactly by the users bounds). */
export const AUTH_STATEMENTS = 1;

/** The request made before a measurement to warm the signed-in principal: a read every tenant answers. */
const WARM_UP_URL = '/api/v1/offices/1';

type Method = Parameters<TestApp['call']>[0];

export interface StatementMeasurement {
  readonly response: ApiResponse;
  /** The statements the request ran, in order (authentication included). */
  readonly statements: readonly ObservedStatement[];
  readonly count: number;
}

export interface StatementBoundOptions extends CallOptions {
  /** The most statements the route's own work may run; {@link AUTH_STATEMENTS} is added to it. */
  readonly max: number;
  /** The expected HTTP status; default 200. */
  readonly status?: number;
}

/** Makes the cheap request that loads the signed-in principal of `auth` (default: the administrator). */
export async function warmPrincipal(t: TestApp, options: Pick<CallOptions, 'auth' | 'tenant'> = {}): Promise<void> {
  await t.call('GET', WARM_UP_URL, { auth: options.auth, tenant: options.tenant });
}

/** Runs `run` and records the statements the tenant database ran meanwhile (for requests `call` cannot make). */
export async function recordStatements<T>(t: TestApp, run: () => Promise<T>): Promise<{ readonly result: T; readonly statements: readonly ObservedStatement[] }> {
  const statements: ObservedStatement[] = [];
  const stop = t.tenant.database.statements.watch((statement) => statements.push(statement));
  try {
    return { result: await run(), statements };
  } finally {
    stop();
  }
}

/** Runs one request (after a warm-up request with the same credentials) and records its statements. */
export async function measureStatements(t: TestApp, method: Method, url: string, options: CallOptions = {}): Promise<StatementMeasurement> {
  if (options.auth !== null) {
    await warmPrincipal(t, options);
  }
  if (options.tenant === undefined) {
    await enabledExternalEventTypes(t.tenant.database.db);
  }
  const { result, statements } = await recordStatements(t, () => t.call(method, url, options));
  return { response: result, statements, count: statements.length };
}

const SQL_SHOWN_CHARS = 300;

const abbreviate = (text: string): string => (text.length <= SQL_SHOWN_CHARS ? text : `${text.slice(0, SQL_SHOWN_CHARS)}…`);

/** The statements as a numbered list, one SQL text a line (for assertion messages). */
export function listStatements(statements: readonly ObservedStatement[]): string {
  return statements.map((s, index) => `  ${String(index + 1).padStart(2)}. ${abbreviate(s.sql.replace(/\s+/g, ' '))}`).join('\n');
}

/**
 * Fails, listing the statements, when the measurement ran more than `max` + `authentication` statements
 * ({@link AUTH_STATEMENTS} unless the request was sent without credentials).
 */
export function assertStatementBound(
  measurement: { readonly statements: readonly ObservedStatement[] },
  max: number,
  label: string,
  authentication = AUTH_STATEMENTS,
): void {
  const bound = max + authentication;
  const count = measurement.statements.length;
  printMeasurement(count, max, authentication, label, measurement.statements);
  if (count <= bound) {
    return;
  }
  assert.fail(
    `${label} ran ${count} SQL statements, bound ${bound} (${max} + ${authentication} of authentication):\n${listStatements(measurement.statements)}`,
  );
}

/** With `STATEMENT_COUNTS=print` (or `list`, which adds the SQL), writes the count beside its bound. */
function printMeasurement(count: number, max: number, authentication: number, label: string, statements: readonly ObservedStatement[]): void {
  const mode = process.env.STATEMENT_COUNTS;
  if (mode !== 'print' && mode !== 'list') {
    return;
  }
  process.stdout.write(`# statements ${String(count - authentication).padStart(3)} + auth (bound ${max})  ${label}\n`);
  if (mode === 'list') {
    process.stdout.write(`${listStatements(statements)}\n`);
  }
}

/**
 * Runs one request, checks its status (200 unless `status` says otherwise) and that it ran at most
 * `max` statements of its own (plus {@link AUTH_STATEMENTS}); returns the response.
 */
export async function expectStatements(t: TestApp, method: Method, url: string, options: StatementBoundOptions): Promise<ApiResponse> {
  const { max, status = 200, ...callOptions } = options;
  const measurement = await measureStatements(t, method, url, callOptions);
  const label = `${method} ${url}`;
  const authentication = callOptions.auth === null ? 0 : AUTH_STATEMENTS;
  assert.equal(measurement.response.status, status, `${label}: ${JSON.stringify(measurement.response.body)}`);
  assertStatementBound(measurement, max, label, authentication);
  return measurement.response;
}

/** Fails, listing both sets of statements, when two measurements of one route ran different numbers of statements. */
export function assertSameStatementCount(first: StatementMeasurement, second: StatementMeasurement, label: string): void {
  if (first.count === second.count) {
    return;
  }
  assert.fail(
    `${label}: ${first.count} statements against ${second.count}; the count must not depend on page size or rows.\n` +
      `first:\n${listStatements(first.statements)}\nsecond:\n${listStatements(second.statements)}`,
  );
}

/** A list endpoint and how to add one more row to it. */
export interface ListUnderTest {
  /** The list URL (may carry a query string). */
  readonly url: string;
  /** Adds one row that the list shows; called with 0, 1, 2, … */
  readonly addRow: (index: number) => Promise<void>;
}

const withQuery = (url: string, query: string): string => `${url}${url.includes('?') ? '&' : '?'}${query}`;

/**
 * Measures a read after one identical read, so both sides of a comparison find the reference data kept
 * between requests (ADR 0056) in the same state whatever the rows added in between changed.
 */
async function measureOk(t: TestApp, url: string): Promise<StatementMeasurement> {
  await t.call('GET', url);
  const measurement = await measureStatements(t, 'GET', url);
  assert.equal(measurement.response.status, 200, `GET ${url}: ${JSON.stringify(measurement.response.body)}`);
  return measurement;
}

/**
 * Checks that a list runs as many statements with one more row as with `extraRows` more, and with
 * `limit=1` as with a large limit: a per-row statement (N+1) fails it.
 */
export async function assertListIndependentOfRows(t: TestApp, list: ListUnderTest, extraRows = 3): Promise<void> {
  await list.addRow(0);
  const fewer = await measureOk(t, list.url);
  for (let index = 1; index <= extraRows; index += 1) {
    await list.addRow(index);
  }
  const more = await measureOk(t, list.url);
  assertSameStatementCount(fewer, more, `GET ${list.url} before and after adding ${extraRows} rows`);
  const limitOne = await measureOk(t, withQuery(list.url, 'limit=1'));
  const limitMany = await measureOk(t, withQuery(list.url, 'limit=500'));
  assertSameStatementCount(limitOne, limitMany, `GET ${list.url} with limit=1 and limit=500`);
}
