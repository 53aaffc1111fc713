/**
 * The load generator: a child process of bench.ts (so it never shares a thread with the server) that receives
 * one LoadRequest over IPC, drives it with autocannon over real HTTP and answers with a LoadResult.
 */
import autocannon from 'autocannon';
import type { LoadRequest, LoadResult } from './protocol.ts';

async function drive(request: LoadRequest): Promise<LoadResult> {
  const result = await autocannon({
    url: request.url,
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
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
