/** The benchmark's output: one Markdown table of scenarios, the start-up figures and the machine. */
import type { BaselineResult, LoadResult, StatementText } from './protocol.ts';
import type { StartupResult } from './startup.ts';

export interface ScenarioResult {
  readonly id: string;
  readonly name: string;
  readonly connections: number;
  readonly api: LoadResult;
  readonly statementsPerRequest: number;
  /** The statements of one request, as captured and replayed by the baseline. */
  readonly statements: readonly StatementText[];
  readonly baseline: BaselineResult;
  /** Responses whose status was not the scenario's. */
  readonly unexpectedResponses: number;
}

/** A scenario that could not be measured (wrong status, server error): the run goes on without it. */
export interface ScenarioFailure {
  readonly id: string;
  readonly name: string;
  readonly connections: number;
  readonly error: string;
}

export interface BenchReport {
  readonly date: string;
  readonly database: 'postgres' | 'embedded';
  readonly databaseVersion: string;
  /** loadAverage: the machine's 1-minute load average when the run started (other work skews the figures). */
  readonly machine: { readonly cpus: number; readonly memoryGb: number; readonly node: string; readonly loadAverage: number };
  readonly seedMs: number;
  readonly durationSeconds: number;
  readonly scenarios: readonly (ScenarioResult | ScenarioFailure)[];
  readonly startup: StartupResult | undefined;
}

const integer = (value: number): string => (Number.isFinite(value) ? Math.round(value).toLocaleString('en') : '–');
const oneDecimal = (value: number): string => (Number.isFinite(value) ? value.toFixed(1) : '–');

function row(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

function failureRow(failure: ScenarioFailure): string {
  return row([failure.name, String(failure.connections), '–', '–', '–', '–', '–', '–', `failed: ${(failure.error.split('\n')[0] ?? '').slice(0, 300).replaceAll('|', '\\|')}`]);
}

function scenarioRow(result: ScenarioResult): string {
  const share = result.api.requestsPerSecond / result.baseline.requestsPerSecond;
  const flags = [
    result.unexpectedResponses > 0 ? `${result.unexpectedResponses} unexpected responses` : '',
    result.api.errors > 0 ? `${result.api.errors} connection errors` : '',
    result.baseline.errors > 0 ? `baseline: ${result.baseline.errors} failed replays (${result.baseline.firstError ?? ''})` : '',
  ].filter((f) => f !== '');
  return row([
    result.name,
    String(result.connections),
    integer(result.api.requestsPerSecond),
    oneDecimal(result.api.p50Ms),
    oneDecimal(result.api.p99Ms),
    oneDecimal(result.statementsPerRequest),
    integer(result.baseline.requestsPerSecond),
    Number.isFinite(share) ? `${Math.round(share * 100)} %` : '–',
    flags.join('; '),
  ]);
}

/** The report as Markdown: a header line, the scenario table, start-up. */
export function formatReport(report: BenchReport): string {
  const lines = [
    `${report.date} · ${report.database === 'postgres' ? `PostgreSQL ${report.databaseVersion}` : `embedded (PGlite ${report.databaseVersion})`} · ` +
      `${report.machine.cpus} CPUs, ${report.machine.memoryGb.toFixed(0)} GB, load average before ${report.machine.loadAverage.toFixed(1)} · Node ${report.machine.node} · ${report.durationSeconds} s per measurement · seeding ${integer(report.seedMs)} ms`,
    '',
    row(['scenario', 'conn.', 'req/s', 'p50 ms', 'p99 ms', 'SQL/req', 'baseline req/s', 'API share', 'notes']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---']),
    ...report.scenarios.map((result) => ('error' in result ? failureRow(result) : scenarioRow(result))),
  ];
  if (report.startup !== undefined) {
    const s = report.startup;
    lines.push('', `start: cold ${integer(s.coldMs)} ms, warm ${integer(s.warmMs)} ms (median of ${s.warmRuns}); RSS 3 s after start ${integer(s.rssMb)} MB`);
  }
  return `${lines.join('\n')}\n`;
}
