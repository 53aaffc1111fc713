/**
 * Messages between the benchmark driver (bench.ts) and the processes it starts: the server (server.ts) and the
 * load generator (load.ts). Every request carries an id; the answer repeats it.
 */

/** A statement as shown in reports: parameters made JSON-safe. */
export interface StatementText {
  readonly sql: string;
  readonly parameters: readonly unknown[];
}

/** What the raw-SQL baseline measured: completed replays of one request's statements. */
export interface BaselineResult {
  readonly replays: number;
  readonly errors: number;
  readonly durationMs: number;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly firstError?: string;
}

export type ServerRequest =
  | { readonly id: number; readonly type: 'count' }
  | { readonly id: number; readonly type: 'capture-start' }
  | { readonly id: number; readonly type: 'capture-stop'; readonly chain?: boolean }
  | { readonly id: number; readonly type: 'baseline'; readonly connections: number; readonly durationMs: number }
  | { readonly id: number; readonly type: 'stop' };

export type ServerAnswer =
  | { readonly id: number; readonly type: 'count'; readonly count: number }
  | { readonly id: number; readonly type: 'statements'; readonly statements: readonly StatementText[] }
  | { readonly id: number; readonly type: 'baseline'; readonly result: BaselineResult }
  | { readonly id: number; readonly type: 'done' }
  | { readonly id: number; readonly type: 'error'; readonly message: string };

/** Sent once by the server when it listens. */
export interface ServerReady {
  readonly type: 'ready';
  readonly port: number;
  readonly seedMs: number;
  readonly kind: 'embedded' | 'postgres';
}

/** What the server child needs to start (passed as JSON in BENCH_SERVER). */
export interface ServerSettings {
  /** PostgreSQL URL of the tenant store database; undefined = embedded under dataDir. */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  /** Ids of the scenarios to run: their seeds are applied before listening. */
  readonly scenarioIds: readonly string[];
}

/** Load to drive against one URL (load.ts). */
export interface LoadRequest {
  readonly url: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly headers: Record<string, string>;
  readonly body: string | undefined;
  readonly connections: number;
  readonly durationSeconds: number;
  /** Requests after the first one, sent in order on each connection (`{resourceId}` from the first response). */
  readonly steps?: readonly { readonly method: string; readonly path: string; readonly body: string | undefined }[];
}

export interface LoadResult {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly responses: number;
  /** Requests sent, answered or not when the load stopped. */
  readonly sent: number;
  /** Responses per status code. */
  readonly statusCodes: Record<string, number>;
  /** Connection errors and timeouts. */
  readonly errors: number;
  readonly durationMs: number;
}

/** Percentile of a sorted array of numbers (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) {
    return 0;
  }
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? 0;
}
