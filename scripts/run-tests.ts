/**
 * Runs test files in a few long-lived processes instead of one process per file.
 *
 * `node --test` starts a process per file by default; for this suite that start (loading the application, compiling
 * the embedded database, building the routes) costs about as much as the tests themselves. Here the files are cut
 * into chunks (largest first) and each chunk runs in one process (`--test-isolation=none`: its files' top-level tests
 * one after the other), at most `--jobs` chunks at a time. A test file must therefore leave the process as it found
 * it (restore environment variables it sets, close what it opens). The exit code is 1 when any chunk fails.
 *
 *   node scripts/run-tests.ts [--jobs N] [--chunk N] <glob>...
 */
import { spawn } from 'node:child_process';
import { globSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';

interface Job {
  readonly files: readonly string[];
}

/** Chunks of at most `chunkSize` files, the largest files (a rough measure of their run time) first. */
function jobsOf(files: readonly string[], chunkSize: number): Job[] {
  const bySizeDescending = [...files].sort((a, b) => statSync(b).size - statSync(a).size || a.localeCompare(b));
  const jobs: Job[] = [];
  for (let i = 0; i < bySizeDescending.length; i += chunkSize) {
    jobs.push({ files: bySizeDescending.slice(i, i + chunkSize) });
  }
  return jobs;
}

function run(job: Job): Promise<{ code: number; output: string }> {
  const args = ['--test', '--test-reporter=spec', '--test-isolation=none', ...job.files];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => chunks.push(c));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal === null ? 1 : 128), output: Buffer.concat(chunks).toString('utf8') }));
  });
}

function summaryOf(output: string): Map<string, number> {
  const totals = new Map<string, number>();
  for (const match of output.matchAll(/^ℹ (tests|pass|fail|cancelled|skipped|todo) (\d+)$/gmu)) {
    totals.set(match[1] as string, (totals.get(match[1] as string) ?? 0) + Number(match[2]));
  }
  return totals;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { jobs: { type: 'string', default: String(availableParallelism()) }, chunk: { type: 'string', default: '12' } },
  });
  const files = [...new Set(positionals.flatMap((pattern) => globSync(pattern)))].sort();
  if (files.length === 0) {
    throw new Error(`no test file matches ${positionals.join(' ')}`);
  }
  const queue = jobsOf(files, Math.max(1, Number(values.chunk)));
  const totals = new Map<string, number>();
  const failed: string[] = [];
  const started = Date.now();
  const worker = async (): Promise<void> => {
    for (let job = queue.shift(); job !== undefined; job = queue.shift()) {
      const { code, output } = await run(job);
      process.stdout.write(`\n── ${job.files.length} file(s): ${job.files.join(' ')}\n${output}`);
      for (const [key, n] of summaryOf(output)) {
        totals.set(key, (totals.get(key) ?? 0) + n);
      }
      if (code !== 0) {
        failed.push(...job.files);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Number(values.jobs)) }, worker));
  const line = ['tests', 'pass', 'fail', 'cancelled', 'skipped', 'todo'].map((k) => `${k} ${totals.get(k) ?? 0}`).join(', ');
  process.stdout.write(`\n══ ${files.length} files in ${Math.round((Date.now() - started) / 1000)} s: ${line}\n`);
  if (failed.length > 0) {
    process.stdout.write(`══ failing process(es) ran: ${failed.join(' ')}\n`);
    process.exitCode = 1;
  }
}

await main();
