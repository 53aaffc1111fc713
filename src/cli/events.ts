import type { Command } from 'commander';
import type { Config } from '../platform/config/config.ts';
import type { TenantRegistry } from '../platform/db/tenant-registry.ts';
import { outboxBacklog, type OutboxBacklog } from '../platform/events/index.ts';

type WithTenants = <T>(work: (registry: TenantRegistry, config: Config) => Promise<T>) => Promise<T>;

/** One tenant's outbox, as `events status` shows it. */
export interface TenantBacklog extends OutboxBacklog {
  readonly tenant: string;
}

/** The outbox backlog of each tenant (one statement per tenant), in the tenant store's order. */
export async function eventBacklogs(registry: TenantRegistry, only?: string): Promise<TenantBacklog[]> {
  const result: TenantBacklog[] = [];
  for (const row of await registry.list()) {
    if (only !== undefined && row.identifier !== only) {
      continue;
    }
    const tenant = await registry.get(row.identifier);
    if (tenant !== undefined) {
      result.push({ tenant: row.identifier, ...(await outboxBacklog(tenant.database.db)) });
    }
  }
  return result;
}

/** The status table: a header, then one line per tenant (tab-separated). */
export function backlogLines(backlogs: readonly TenantBacklog[]): string[] {
  return [
    ['tenant', 'to_be_sent', 'sent', 'oldest_to_be_sent'].join('\t'),
    ...backlogs.map((b) => [b.tenant, String(b.toBeSent), String(b.sent), b.oldestToBeSentAt === null ? '-' : b.oldestToBeSentAt.toISOString()].join('\t')),
  ];
}

/**
 * `corebank events status [--tenant id]`: per tenant, the external events waiting to be published
 * (TO_BE_SENT), those sent and not yet purged, and when the oldest waiting one was raised. With
 * `--fail-over N` it exits 2 when any tenant has more than N waiting (for monitoring).
 */
export function registerEventCommands(program: Command, withTenants: WithTenants, say: (line: string) => void): void {
  const events = program.command('events').description('external business events (outbox)');
  events
    .command('status')
    .description('show the outbox backlog of each tenant')
    .option('--tenant <identifier>', 'only this tenant')
    .option('--fail-over <count>', 'exit 2 when a tenant has more events waiting than this')
    .action(async (options: { tenant?: string; failOver?: string }) => {
      const backlogs = await withTenants((registry) => eventBacklogs(registry, options.tenant));
      if (options.tenant !== undefined && backlogs.length === 0) {
        throw new Error(`unknown tenant ${options.tenant}`);
      }
      for (const line of backlogLines(backlogs)) {
        say(line);
      }
      const limit = options.failOver === undefined ? undefined : Number(options.failOver);
      if (limit !== undefined && (!Number.isInteger(limit) || limit < 0)) {
        program.error('--fail-over wants a whole number');
      }
      if (limit !== undefined && backlogs.some((b) => b.toBeSent > limit)) {
        process.exitCode = 2;
      }
    });
}
