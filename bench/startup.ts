/**
 * Start time and memory of the real server (`src/main.ts`, default settings): one cold start that creates and
 * migrates the tenant, then warm starts on the same data. Start time runs from spawning the process to its
 * first successful answer on /actuator/health/readiness; RSS is read 3 s after that answer, without load.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = join(import.meta.dirname, '..');
const RSS_DELAY_MS = 3000;

export interface StartupResult {
  readonly coldMs: number;
  /** Median of the warm starts. */
  readonly warmMs: number;
  readonly warmRuns: number;
  /** Resident set size 3 s after the first warm start answered, in MB. */
  readonly rssMb: number;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') {
    throw new Error('no free port');
  }
  return address.port;
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return kb === undefined ? Number.NaN : Number(kb) / 1024;
}

async function ready(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) {
    return;
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Starts the server; resolves with the time to its first readiness answer and, when asked, its RSS 3 s later. */
async function startOnce(env: Record<string, string>, measureRss: boolean): Promise<{ readyMs: number; rssMb: number }> {
  const port = await freePort();
  let stderr = '';
  const started = performance.now();
  // The node options of `npm start` (package.json), so the figures are those a user gets.
  const child = spawn(process.execPath, ['--max-semi-space-size=4', 'src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  try {
    const url = `http://127.0.0.1:${port}/actuator/health/readiness`;
    while (!(await ready(url))) {
      if (child.exitCode !== null) {
        throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
      }
      await sleep(10);
    }
    const readyMs = performance.now() - started;
    if (!measureRss) {
      return { readyMs, rssMb: Number.NaN };
    }
    await sleep(RSS_DELAY_MS);
    return { readyMs, rssMb: await rssMb(child.pid ?? 0) };
  } finally {
    await stop(child);
  }
}

/** One cold start, then `warmRuns` warm starts with the same environment (DATABASE_URL or DATA_DIR). */
export async function measureStartup(env: Record<string, string>, warmRuns: number): Promise<StartupResult> {
  const cold = await startOnce(env, false);
  const warm: number[] = [];
  let rss = Number.NaN;
  for (let run = 0; run < warmRuns; run += 1) {
    const result = await startOnce(env, run === 0);
    warm.push(result.readyMs);
    if (run === 0) {
      rss = result.rssMb;
    }
  }
  warm.sort((a, b) => a - b);
  return { coldMs: cold.readyMs, warmMs: warm[Math.floor(warm.length / 2)] ?? Number.NaN, warmRuns, rssMb: rss };
}
