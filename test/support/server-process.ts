import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ADMIN, basicAuth } from './test-app.ts';

const main = join(import.meta.dirname, '..', '..', 'src', 'main.ts');

/** A server process (`src/main.ts`) on a tenant store, reached over HTTP on its own port. */
export interface ServerProcess {
  readonly port: number;
  readonly child: ChildProcess;
  /** POSTs a JSON body as the administrator of tenant `default`; answers the status and the first error code. */
  post(path: string, body: Record<string, unknown>): Promise<{ status: number; code: string | undefined; json: Record<string, unknown> }>;
  /** SIGTERM, or SIGKILL for a crash; resolves once the process has exited. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function untilReady(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server on port ${port} exited with ${child.exitCode}`);
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/actuator/health/readiness`)).status === 200) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on port ${port} not ready within 60 s`);
}

/**
 * Starts a server process on the PostgreSQL tenant store at `storeUrl` (no job runner, quiet) and waits until
 * it is ready. `env` adds or overrides variables (e.g. `JOB_RUNNER`, `EXTERNAL_EVENTS_*`).
 */
export async function startServerProcess(storeUrl: string, env: Readonly<Record<string, string>> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, DATABASE_URL: storeUrl, PORT: String(port), HOST: '127.0.0.1', JOB_RUNNER: 'off', LOG_LEVEL: 'error', AUTH_RATE_LIMIT_MAX: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await untilReady(port, child);
  return {
    port,
    child,
    async post(path, body) {
      const res = await fetch(`http://127.0.0.1:${port}/fineract-provider/api/v1${path}`, {
        method: 'POST',
        headers: { authorization: basicAuth(ADMIN), 'fineract-platform-tenantid': 'default', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      const json = (text === '' ? {} : JSON.parse(text)) as Record<string, unknown>;
      const errors = json.errors as { userMessageGlobalisationCode?: string }[] | undefined;
      return { status: res.status, code: errors?.[0]?.userMessageGlobalisationCode, json };
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
      }
      await exited;
    },
  };
}
