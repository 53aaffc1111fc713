import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { pino, type DestinationStream } from 'pino';
import type { Kysely } from 'kysely';
import { adhocQueryModule } from './modules/adhoc-query/index.ts';
import { reportsModule } from './modules/reports/index.ts';
import { smsModule } from './modules/sms/index.ts';
import { hooksModule } from './modules/hooks/index.ts';
import { chargesModule } from './modules/charges/index.ts';
import { clientsModule } from './modules/clients/index.ts';
import { collateralModule } from './modules/collateral/index.ts';
import { documentsModule } from './modules/documents/index.ts';
import { loansModule } from './modules/loans/index.ts';
import { loanOriginationModule } from './modules/loan-origination/index.ts';
import { externalAssetOwnersModule } from './modules/external-asset-owners/index.ts';
import { externalEventsModule } from './modules/external-events/index.ts';
import { savingsModule } from './modules/savings/index.ts';
import { accountTransfersModule } from './modules/account-transfers/index.ts';
import { sharesModule } from './modules/shares/index.ts';
import { groupsModule } from './modules/groups/index.ts';
import { notesModule } from './modules/notes/index.ts';
import { searchModule } from './modules/search/index.ts';
import { jobsModule, schedulerJobRunnerOptions } from './modules/jobs/index.ts';
import { organisationModule } from './modules/organisation/index.ts';
import { accountingModule } from './modules/accounting/index.ts';
import { productsModule } from './modules/products/index.ts';
import { systemModule } from './modules/system/index.ts';
import type { ModuleDefinition } from './modules/module.ts';
import { usersModule } from './modules/users/index.ts';
import { workingCapitalModule } from './modules/working-capital/index.ts';
import { CommandPipeline, CommandRegistry } from './platform/commands/index.ts';
import type { Config } from './platform/config/config.ts';
import { TenantRegistry, type NewTenant, type TenantInitializer } from './platform/db/tenant-registry.ts';
import { embeddedStorage, postgresStorage, type TenantStorage } from './platform/db/tenant-storage.ts';
import { createServer } from './platform/http/server.ts';
import { fileSettingsFor } from './platform/files/index.ts';
import { JobCatalogue, startJobRunner, startPgBossJobRunner, type JobRunner } from './platform/jobs/index.ts';
import { DEFAULT_ADMIN_PASSWORD, ensureAdminUser, OAuthTokens, PasswordVerifier } from './platform/security/index.ts';
import { permissionPatternOf, permissionsOf, type RouteDefinition } from './platform/http/index.ts';
import { tenantTables } from './platform/db/index.ts';
import { datatableEntities } from './platform/datatables/index.ts';

export const MODULES: readonly ModuleDefinition[] = [systemModule, organisationModule, accountingModule, chargesModule, productsModule, collateralModule, clientsModule, groupsModule, loansModule, savingsModule, jobsModule, usersModule, adhocQueryModule, notesModule, documentsModule, searchModule, sharesModule, accountTransfersModule, workingCapitalModule, loanOriginationModule, externalAssetOwnersModule, reportsModule, externalEventsModule, smsModule, hooksModule];

export function allRoutes(modules: readonly ModuleDefinition[] = MODULES): RouteDefinition[] {
  return modules.flatMap((m) => m.routes);
}

/** One line per route: method, path, who may call it (kept as docs/routes.txt). */
export function routeTable(modules: readonly ModuleDefinition[] = MODULES): string {
  const lines = allRoutes(modules).map((route) => {
    const pattern = permissionPatternOf(route);
    const codes = [...permissionsOf(route), ...(pattern === undefined ? [] : [pattern])];
    const access = route.kind === 'query' && ('public' in route.access || 'authenticated' in route.access) ? ('public' in route.access ? 'public' : 'authenticated') : codes.join(' | ');
    const command = route.kind === 'command' && 'byQueryParam' in route.command ? `?command=${Object.keys(route.command.byQueryParam).join('|')}` : '';
    return `${route.method.padEnd(6)} /api/${route.version ?? 'v1'}${route.url}${command}  ${access}`;
  });
  return `${lines.sort().join('\n')}\n`;
}

export function storageFor(config: Pick<Config, 'databaseUrl' | 'dataDir'>): TenantStorage {
  return config.databaseUrl === undefined ? embeddedStorage(config.dataDir) : postgresStorage(config.databaseUrl);
}

interface Logger {
  warn(message: string): void;
  info(message: string): void;
}

/**
 * After a tenant's migrations: creates its administrator `mifos` when missing. Fineract's default
 * password is refused in production; elsewhere it is used with a loud warning.
 */
export function adminInitializer(config: Pick<Config, 'adminPassword' | 'production'>, log: Logger): TenantInitializer {
  return async (db: Kysely<object>, tenant: NewTenant) => {
    const password = config.adminPassword ?? DEFAULT_ADMIN_PASSWORD;
    if (config.production && password === DEFAULT_ADMIN_PASSWORD) {
      const exists = !(await ensureAdminUserDryRun(db));
      if (!exists) {
        throw new Error(`refusing to create the administrator of tenant ${tenant.identifier} with the default password in production: set ADMIN_PASSWORD`);
      }
      return;
    }
    if (await ensureAdminUser(db, password)) {
      if (password === DEFAULT_ADMIN_PASSWORD) {
        log.warn(
          `!!! Tenant "${tenant.identifier}": administrator "mifos" created with the DEFAULT password "password". ` +
            'Change it now, or start with ADMIN_PASSWORD set. !!!',
        );
      } else {
        log.info(`Tenant "${tenant.identifier}": administrator "mifos" created with the password from ADMIN_PASSWORD.`);
      }
    }
  };
}

/** True when the administrator still has to be created. */
async function ensureAdminUserDryRun(db: Kysely<object>): Promise<boolean> {
  const row = await tenantTables(db)
    .selectFrom('m_appuser')
    .select('id')
    .where('username', '=', 'mifos')
    .executeTakeFirst();
  return row === undefined;
}

export const DEFAULT_TENANT: Omit<NewTenant, 'timezoneId'> = { identifier: 'default', name: 'Default Tenant', dbUrl: null };

/** Opens the tenant store and every tenant; on a first start creates the tenant `default`. */
export async function openTenants(config: Config, storage: TenantStorage, log: Logger): Promise<TenantRegistry> {
  const registry = await TenantRegistry.open(storage, adminInitializer(config, log));
  if ((await registry.list()).length === 0) {
    log.info(`First start: creating tenant "${DEFAULT_TENANT.identifier}" (${storage.description})`);
    await registry.add({ ...DEFAULT_TENANT, timezoneId: config.defaultTenantTimezone });
  }
  await registry.openAll();
  return registry;
}

/** The jobs the application can run: every module's `jobs`, joined (a short name twice is refused). */
export function jobCatalogue(modules: readonly ModuleDefinition[] = MODULES): JobCatalogue {
  return JobCatalogue.of(modules.map((m) => m.jobs));
}

/**
 * Starts what runs the catalogue's jobs on their crons (JOB_RUNNER): pg-boss on the tenant store's
 * PostgreSQL database, shared by every server process, or the in-process timer; undefined when off.
 */
export async function startSchedulerJobRunner(
  config: Pick<Config, 'jobRunner' | 'databaseUrl'>,
  registry: TenantRegistry,
  catalogue: JobCatalogue,
  onError: (error: unknown, tenant: string | undefined, job: string | undefined) => void,
): Promise<JobRunner | undefined> {
  const kind = config.jobRunner === 'auto' ? (config.databaseUrl === undefined ? 'in-process' : 'pg-boss') : config.jobRunner;
  const options = schedulerJobRunnerOptions(registry, catalogue, { onError: (error, tenant, job) => onError(error, tenant?.identifier, job?.key) });
  if (kind === 'off') {
    return undefined;
  }
  if (kind === 'pg-boss' && config.databaseUrl !== undefined) {
    return startPgBossJobRunner({ ...options, connectionString: config.databaseUrl });
  }
  return startJobRunner(options);
}

export function commandRegistry(modules: readonly ModuleDefinition[] = MODULES): CommandRegistry {
  const registry = new CommandRegistry();
  for (const module of modules) {
    registry.register(module.commandHandlers);
  }
  return registry;
}

/** The application: every module's routes on the platform's HTTP server. */
export async function buildApp(
  config: Config,
  registry: TenantRegistry,
  modules: readonly ModuleDefinition[] = MODULES,
  runtime: { readonly logStream?: DestinationStream } = {},
): Promise<FastifyInstance> {
  for (const module of modules) {
    datatableEntities.register(module.datatableEntities ?? []);
  }
  const pipeline = new CommandPipeline(commandRegistry(modules), {
    jobs: jobCatalogue(modules),
    listeners: modules.flatMap((m) => m.commandListeners ?? []).map((listenerFor) => listenerFor(config)),
  });
  await pipeline.warm(registry.opened());
  const https =
    config.tls === undefined ? undefined : { cert: await readFile(config.tls.certFile), key: await readFile(config.tls.keyFile) };
  const app = await createServer({
    logLevel: config.logLevel,
    trustProxy: config.trustProxy.length === 0 ? false : config.trustProxy.join(','),
    security: {
      corsOrigins: config.corsOrigins,
      signInLimit: config.authRateLimitMax,
      signInWindowSeconds: config.authRateLimitWindowSeconds,
      hsts: config.tls !== undefined || config.trustProxyTls,
    },
    ...(runtime.logStream === undefined ? {} : { logStream: runtime.logStream }),
    routes: allRoutes(modules),
    deps: {
      registry,
      verifier: new PasswordVerifier(
        10_000,
        { maxFailures: config.loginMaxFailures, lockMinutes: config.loginLockMinutes },
        { twoFactorEnabled: config.twoFactorEnabled, failuresPerAddress: config.signInFailuresPerAddress },
      ),
      tokens: new OAuthTokens({ signingKey: config.oauthSigningKey, accessTtlSeconds: config.oauthTokenTtlSeconds, refreshTtlSeconds: config.oauthRefreshTtlSeconds }),
      pipeline,
      files: fileSettingsFor(config),
    },
    ...(https === undefined ? {} : { https }),
  });
  app.addHook('onClose', async () => {
    await pipeline.close();
    await registry.close();
  });
  return app;
}

/** Opens the tenants and listens; stops cleanly on SIGINT and SIGTERM. */
export async function startServer(config: Config): Promise<FastifyInstance> {
  const log = pino({ level: config.logLevel });
  const startedAt = performance.now();
  const registry = await openTenants(config, storageFor(config), log);
  const app = await buildApp(config, registry);
  const runner = await startSchedulerJobRunner(config, registry, jobCatalogue(), (error, tenant, job) => app.log.error({ err: error, tenant, job }, 'scheduled job failed'));
  app.addHook('preClose', async () => runner?.stop());
  const shutdown = (signal: string): void => {
    app.log.info(`${signal}: shutting down`);
    void app.close().then(() => process.exit(0));
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`ready in ${Math.round(performance.now() - startedAt)} ms (${storageFor(config).description})`);
  return app;
}
