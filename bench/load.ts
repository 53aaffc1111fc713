/**
 * The load generator: a child process of bench.ts (so it never shares a thread with the server) that receives
 * one LoadRequest over IPC, drives it with autocannon over real HTTP and answers with a LoadResult.
 */
import autocannon from 'autocannon';
import type { LoadRequest, LoadResult } from './protocol.ts';

/** What each connection holds between the requests of a chain. */
interface ChainContext {
  resourceId?: unknown;
}

/**
 * A chain as autocannon's request sequence: the first request keeps its response's `resourceId` in the
 * connection's context, the steps put it into their paths.
 */
function chainRequests(request: LoadRequest): autocannon.Request[] {
  const first = new URL(request.url);
  return [
    {
      method: request.method,
      path: `${first.pathname}${first.search}`,
      ...(request.body === undefined ? {} : { body: request.body }),
      onResponse: (_status: number, body: string, context: ChainContext) => {
        try {
          context.resourceId = (JSON.parse(body) as { resourceId?: unknown }).resourceId;
        } catch {
          context.resourceId = undefined;
        }
      },
    },
    ...(request.steps ?? []).map((step) => ({
      method: step.method as autocannon.Request['method'],
      ...(step.body === undefined ? {} : { body: step.body }),
      setupRequest: (req: autocannon.Request, context: ChainContext) => ({ ...req, path: step.path.replace('{resourceId}', String(context.resourceId)) }),
    })),
  ];
}

async function drive(request: LoadRequest): Promise<LoadResult> {
  const result = await autocannon({
    url: request.url,
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
    ...(request.steps === undefined ? {} : { requests: chainRequests(request) }),
    connections: request.connections,
    duration: request.durationSeconds,
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[code] = stats.count ?? 0;
  }
  const responses = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    requestsPerSecond: responses / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    responses,
    sent: result.requests.sent,
    statusCodes,
    errors: result.errors,
    durationMs: result.duration * 1000,
  };
}

process.once('disconnect', () => process.exit(0));

process.once('message', (request: LoadRequest) => {
  void drive(request)
    .then((result) => process.send?.(result, () => process.exit(0)))
    .catch((error: unknown) => {
      process.stderr.write(`load failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    });
});
