import { ConfigError, parseExternalEvents, type ExternalEventsConfig } from '../../../platform/config/config.ts';
import { drainOutbox, publisherFor, purgeSentEvents, type ExternalEventPublisher } from '../../../platform/events/index.ts';
import { JobPartlyFailed, ownTransactions, type JobContext, type JobImplementation } from '../../../platform/jobs/index.ts';
import { readConfiguration } from '../../../platform/settings/index.ts';

/** Fineract's defaults of `external-event-batch-size` and `purge-external-events-older-than-days`. */
const DEFAULT_BATCH_SIZE = 1000;
const DEFAULT_PURGE_DAYS = 30;
/** Batches one run publishes at most; a larger backlog is finished by the next runs. */
const MAX_BATCHES_PER_RUN = 10;
const BACKOFF_MS = 200;

/** Where the jobs publish: the publisher they open for a run (and close after it), and its settings. */
export interface PublisherSource {
  readonly config: () => ExternalEventsConfig;
  readonly open: (config: ExternalEventsConfig) => Promise<ExternalEventPublisher | undefined>;
}

/** The EXTERNAL_EVENTS_* environment of the process. */
export const environmentPublisherSource: PublisherSource = {
  config: () => {
    const problems: string[] = [];
    const config = parseExternalEvents(process.env, problems);
    if (problems.length > 0) {
      throw new ConfigError(problems);
    }
    return config;
  },
  open: publisherFor,
};

async function configurationValue(ctx: JobContext, name: string, defaultValue: number): Promise<number> {
  const value = (await readConfiguration(ctx.db, name))?.value;
  return value === null || value === undefined || value < 1 ? defaultValue : value;
}

/**
 * "Send Asynchronous Events" (ASE_SEND): publishes the tenant's outbox in id order, `external-event-batch-size`
 * rows at a time, each batch retried with a doubling wait. With no publisher configured it does nothing
 * (the rows wait, as Fineract's job does without a JMS or Kafka producer). When a batch still fails, the
 * run ends failed and keeps what it sent; the next run continues from the first unsent row. On PostgreSQL it
 * manages its own transactions: each batch's SENT marks commit once the broker took the batch, so a run killed
 * midway sends again one batch at most.
 */
function sendAsynchronousEvents(source: PublisherSource): JobImplementation {
  return ownTransactions(async (ctx) => {
    const config = source.config();
    const publisher = await source.open(config);
    if (publisher === undefined) {
      return;
    }
    try {
      const result = await drainOutbox(ctx.db, publisher, {
        tenantId: ctx.tenantIdentifier,
        format: config.format,
        batchSize: await configurationValue(ctx, 'external-event-batch-size', DEFAULT_BATCH_SIZE),
        maxBatches: MAX_BATCHES_PER_RUN,
        sendAttempts: config.sendAttempts,
        backoffMs: BACKOFF_MS,
      });
      if (result.failure !== undefined) {
        const message = `External events: ${result.sent} sent, then ${publisher.description} failed ${config.sendAttempts} times: ${result.failure.message}`;
        throw new JobPartlyFailed(message, message);
      }
    } finally {
      await publisher.close();
    }
  });
}

/**
 * "Purge External Events" (EXE_PURG): deletes SENT rows raised more than `purge-external-events-older-than-days`
 * days before the business date. Unsent rows are never purged.
 */
async function purgeExternalEvents(ctx: JobContext): Promise<void> {
  const days = await configurationValue(ctx, 'purge-external-events-older-than-days', DEFAULT_PURGE_DAYS);
  await purgeSentEvents(ctx.db, (await ctx.clock.businessDate()).minusDays(days));
}

/** The jobs of this module, by Fineract short name, publishing through `source`. */
export function externalEventJobsWith(source: PublisherSource): ReadonlyMap<string, JobImplementation> {
  return new Map<string, JobImplementation>([
    ['ASE_SEND', sendAsynchronousEvents(source)],
    ['EXE_PURG', purgeExternalEvents],
  ]);
}

export const externalEventJobs = externalEventJobsWith(environmentPublisherSource);
