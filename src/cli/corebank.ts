import { Command } from 'commander';
import { pino } from 'pino';
import { jobCatalogue, openTenants, routeTable, startServer, storageFor } from '../app.ts';
import { retrieveAllJobs, runJobNow } from '../modules/jobs/index.ts';
import { ConfigError, loadConfig, type Config } from '../platform/config/config.ts';
import { TENANT_IDENTIFIER_PATTERN, type TenantRegistry } from '../platform/db/tenant-registry.ts';
import { ProgressBar } from './progress-bar.ts';
import { registerEventCommands } from './events.ts';
import { registerReportCommands } from './reports.ts';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** Opens every tenant (migrating, creating `default` on a first run), runs `work`, and closes them again. */
async function withTenants<T>(work: (registry: TenantRegistry, config: Config) => Promise<T>): Promise<T> {
  const config = configOrExit();
  const registry = await openTenants(config, storageFor(config), pino({ level: config.logLevel }, pino.destination(2)));
  try {
    return await work(registry, config);
  } finally {
    await registry.close();
  }
}

/** Writes a line to stdout (the CLI's output; logs go to stderr). */
function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

const program = new Command()
  .name('corebank')
  .description('corebank: multi-tenant core banking, wire-compatible with Apache Fineract. Configured by environment variables (README).');

program
  .command('serve')
  .description('start the HTTP server (same as npm start)')
  .action(async () => {
    await startServer(configOrExit());
  });

program
  .command('migrate')
  .description('bring the tenant store and every tenant database up to date (creates tenant "default" on a first run)')
  .action(async () => {
    const rows = await withTenants((registry) => registry.list());
    say(`migrated ${rows.length} tenant(s): ${rows.map((r) => r.identifier).join(', ')}`);
  });

program
  .command('routes')
  .description('print the route table: method, path and required permission of every API route')
  .action(() => {
    process.stdout.write(routeTable());
  });

const jobs = program.command('jobs').description('scheduler jobs');

jobs
  .command('list')
  .description('list the jobs of a tenant: id, short name, active, cron, whether this build implements it, display name')
  .option('--tenant <identifier>', 'tenant', 'default')
  .action(async (options: { tenant: string }) => {
    const catalogue = jobCatalogue();
    await withTenants(async (registry) => {
      const tenant = await registry.get(options.tenant);
      if (tenant === undefined) {
        throw new Error(`unknown tenant ${options.tenant}`);
      }
      say(['id', 'shortName', 'active', 'cron', 'implemented', 'displayName'].join('\t'));
      for (const job of await retrieveAllJobs(tenant.database.db)) {
        const implemented = catalogue.get(job.shortName) === undefined ? 'no' : 'yes';
        say([job.jobId, job.shortName, job.active, job.cronExpression, implemented, job.displayName].join('\t'));
      }
    });
  });

jobs
  .command('run')
  .description('run a job now on every tenant (or one), one after another, printing each outcome as it comes (with a progress bar for jobs that report progress, e.g. SA_PINT)')
  .argument('<shortName>', 'Fineract short name, e.g. BDT_INC1')
  .option('--tenant <identifier>', 'only this tenant')
  .action(async (shortName: string, options: { tenant?: string }) => {
    const catalogue = jobCatalogue();
    let failed = false;
    await withTenants(async (registry) => {
      const rows = (await registry.list()).filter((row) => options.tenant === undefined || row.identifier === options.tenant);
      if (rows.length === 0) {
        program.error(`unknown tenant ${options.tenant ?? ''}`);
      }
      say(`running ${shortName} on ${rows.length} tenant(s)`);
      for (const [index, row] of rows.entries()) {
        const prefix = `[${index + 1}/${rows.length}] ${row.identifier}:`;
        const started = performance.now();
        const bar = new ProgressBar(process.stdout, prefix);
        try {
          const tenant = await registry.get(row.identifier);
          const outcome = tenant === undefined ? undefined : await runJobNow(tenant, shortName, catalogue, { progress: (done, total) => bar.update(done, total) });
          bar.stop();
          const reason = outcome?.errorMessage === null || outcome === undefined ? '' : `: ${outcome.errorMessage}`;
          say(`${prefix} ${outcome === undefined ? `no job ${shortName}` : outcome.status + reason} (${Math.round(performance.now() - started)} ms)`);
          failed ||= outcome?.status !== 'success';
        } catch (error) {
          bar.stop();
          say(`${prefix} refused: ${error instanceof Error ? error.message : String(error)}`);
          failed = true;
        }
      }
    });
    process.exitCode = failed ? 1 : 0;
  });

const tenants = program.command('tenants').description('manage tenants');

tenants
  .command('list')
  .description('list the tenants of the tenant store')
  .action(async () => {
    const rows = await withTenants((registry) => registry.list());
    say(['identifier', 'name', 'timezone', 'database'].join('\t'));
    for (const row of rows) {
      say([row.identifier, row.name, row.timezone_id, row.db_url === null ? '(default)' : new URL(row.db_url).host + new URL(row.db_url).pathname].join('\t'));
    }
  });

tenants
  .command('add')
  .description('create a tenant: its database (created if missing), migrations and administrator "mifos"')
  .argument('<identifier>', `tenant identifier (${TENANT_IDENTIFIER_PATTERN.source})`)
  .requiredOption('--name <name>', 'display name')
  .option('--db-url <url>', 'postgres://… of the tenant database (default: beside the tenant store)')
  .option('--timezone <zone>', 'IANA time zone of the tenant (default: TENANT_TIMEZONE)')
  .action(async (identifier: string, options: { name: string; dbUrl?: string; timezone?: string }) => {
    if (!TENANT_IDENTIFIER_PATTERN.test(identifier)) {
      program.error(`tenant identifier must match ${TENANT_IDENTIFIER_PATTERN.source}`);
    }
    if (options.dbUrl !== undefined && !/^postgres(ql)?:\/\//.test(options.dbUrl)) {
      program.error('--db-url must start with postgres:// or postgresql://');
    }
    await withTenants(async (registry, config) => {
      if ((await registry.list()).some((r) => r.identifier === identifier)) {
        throw new Error(`tenant ${identifier} exists already`);
      }
      await registry.add({ identifier, name: options.name, timezoneId: options.timezone ?? config.defaultTenantTimezone, dbUrl: options.dbUrl ?? null });
    });
    say(`tenant ${identifier} created`);
  });

registerReportCommands(program, withTenants, say);
registerEventCommands(program, withTenants, say);

program.parseAsync().catch((error: unknown) => {
  process.stderr.write(`corebank: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
