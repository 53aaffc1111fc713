/**
 * The top of a V8 CPU profile (as written by `npm run bench -- --cpu-prof`): self time per function and per
 * package or source folder, largest first.
 *
 *   node bench/profile-top.ts <file.cpuprofile> [rows]
 */
import { readFile } from 'node:fs/promises';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
}

interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** `kysely`, `src/modules/clients`, `node:internal`…: where a function lives, coarsely. */
function areaOf(url: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1] !== undefined) {
    return pkg[1];
  }
  const source = /\/((?:src|bench|test)\/(?:[^/]+\/)?[^/]+)\//.exec(url);
  if (source?.[1] !== undefined) {
    return source[1];
  }
  if (url.startsWith('node:')) {
    return url.split('/')[0] ?? url;
  }
  return url === '' ? '(native, idle, GC)' : url;
}

function top(totals: Map<string, number>, all: number, rows: number): string[] {
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([name, micros]) => `${((100 * micros) / all).toFixed(1).padStart(5)} %  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${name}`);
}

async function main(): Promise<void> {
  const file = process.argv[2];
  if (file === undefined) {
    throw new Error('usage: node bench/profile-top.ts <file.cpuprofile> [rows]');
  }
  const rows = Number(process.argv[3] ?? 25);
  const profile = JSON.parse(await readFile(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byArea = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const micros = profile.timeDeltas[index] ?? 0;
    if (node === undefined || node.callFrame.functionName === '(idle)') {
      return;
    }
    const frame = node.callFrame;
    const where = frame.url === '' ? '' : ` ${frame.url.replace(/^.*?\/(node_modules|src|bench)\//, '$1/')}:${frame.lineNumber + 1}`;
    const name = `${frame.functionName === '' ? '(anonymous)' : frame.functionName}${where}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    const area = areaOf(frame.url);
    byArea.set(area, (byArea.get(area) ?? 0) + micros);
    all += micros;
  });
  process.stdout.write(
    [`busy ${(all / 1000).toFixed(0)} ms (idle excluded)`, '', 'self time by package or folder:', ...top(byArea, all, rows), '', 'self time by function:', ...top(byFunction, all, rows), ''].join('\n'),
  );
}

await main();
