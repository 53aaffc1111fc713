import { createWriteStream } from 'node:fs';
import type { Command } from 'commander';
import type { Config } from '../platform/config/config.ts';
import type { TenantRegistry } from '../platform/db/tenant-registry.ts';
import { ADMIN_USERNAME, loadPrincipal } from '../platform/security/index.ts';
import { TenantClock } from '../platform/settings/index.ts';
import { countReport, prepareReport, reportFileWriter, requireRunPermission, writeReport, type ReportFileFormat } from '../modules/reports/index.ts';
import { ProgressBar } from './progress-bar.ts';

type WithTenants = <T>(work: (registry: TenantRegistry, config: Config) => Promise<T>) => Promise<T>;

const FORMATS: readonly ReportFileFormat[] = ['csv', 'xlsx', 'pdf'];

/** `--param officeId=1` (repeatable) into the report's parameters. */
function collectParam(value: string, previous: Record<string, string>): Record<string, string> {
  const at = value.indexOf('=');
  if (at <= 0) {
    throw new Error(`--param wants name=value, got ${value}`);
  }
  return { ...previous, [value.slice(0, at).replace(/^R_/, '')]: value.slice(at + 1) };
}

interface RunOptions {
  readonly tenant: string;
  readonly user: string;
  readonly param: Record<string, string>;
  readonly format: string;
  readonly out: string;
}

/**
 * `corebank reports run <name> --param officeId=1 --format csv|xlsx|pdf --out FILE`: runs a report as a
 * user (its READ_<report name> permission applies; special placeholders come from that user) and writes
 * the file as the rows arrive from the database cursor, with a progress bar on a terminal.
 */
export function registerReportCommands(program: Command, withTenants: WithTenants, say: (line: string) => void): void {
  const reports = program.command('reports').description('stretchy reports');
  reports
    .command('run')
    .description('run a report into a CSV, Excel or PDF file, streaming its rows')
    .argument('<name>', 'report name, e.g. "Client Listing"')
    .option('--tenant <identifier>', 'tenant', 'default')
    .option('--user <username>', 'run as this user', ADMIN_USERNAME)
    .option('--param <name=value>', 'a report parameter (repeatable), e.g. officeId=1', collectParam, {})
    .option('--format <format>', `file format: ${FORMATS.join(', ')}`, 'csv')
    .requiredOption('--out <file>', 'the file to write')
    .action(async (name: string, options: RunOptions) => {
      const format = FORMATS.find((candidate) => candidate === options.format.toLowerCase());
      if (format === undefined) {
        program.error(`--format must be one of ${FORMATS.join(', ')}`);
      }
      const written = await withTenants(async (registry) => {
        const tenant = await registry.get(options.tenant);
        if (tenant === undefined) {
          throw new Error(`unknown tenant ${options.tenant}`);
        }
        const db = tenant.database.db;
        const loaded = await loadPrincipal(db, options.user);
        if (loaded === undefined) {
          throw new Error(`unknown user ${options.user}`);
        }
        requireRunPermission(loaded.principal, name);
        const clock = new TenantClock(db, tenant.timezoneId);
        const caller = { user: loaded.principal, businessDate: async () => (await clock.businessDate()).toString() };
        const prepared = await prepareReport(db, name, { parameterType: false, selfService: false, parameters: options.param }, caller);
        const total = await countReport(db, prepared);
        const bar = new ProgressBar(process.stdout, name);
        let done = 0;
        bar.update(done, total);
        await writeReport(db, prepared, await reportFileWriter(format, createWriteStream(options.out), name), (rows) => {
          done += rows;
          bar.update(done, total);
        });
        bar.stop();
        return done;
      });
      say(`wrote ${written} row(s) of ${name} to ${options.out}`);
    });
}
