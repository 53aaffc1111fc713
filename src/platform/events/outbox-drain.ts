import type { Kysely } from 'kysely';
import { lockUnsentEvents, markEventsSent } from './external-event-outbox.ts';
import type { MessageFormat } from './message-v1.ts';
import { outboundMessageOf, PublishError, type ExternalEventPublisher, type OutboundMessage } from './publisher.ts';

export interface DrainOptions {
  readonly tenantId: string;
  readonly format: MessageFormat;
  /** Rows read and published at a time (global configuration `external-event-batch-size`). */
  readonly batchSize: number;
  /** Batches one drain publishes at most (the rest waits for the next run). */
  readonly maxBatches: number;
  /** Attempts per batch; between them the wait doubles from `backoffMs`. */
  readonly sendAttempts: number;
  readonly backoffMs: number;
  /** Waits between attempts (tests pass a fake). */
  readonly sleep?: (ms: number) => Promise<void>;
}

/** What a drain did: rows published and marked SENT, and the failure that stopped it, if any. */
export interface DrainResult {
  readonly sent: number;
  readonly failure: PublishError | undefined;
}

const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Publishes one batch, retrying what the broker did not take with a doubling wait; marks each message
 * SENT once the broker took it. Answers how many were sent and, when attempts ran out, the last failure.
 */
async function publishBatch(trx: Kysely<object>, publisher: ExternalEventPublisher, batch: readonly OutboundMessage[], options: DrainOptions): Promise<DrainResult> {
  const sleep = options.sleep ?? realSleep;
  let remaining = batch;
  let sent = 0;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await publisher.publish(remaining);
      await markEventsSent(trx, remaining.map((m) => m.outboxId), new Date());
      return { sent: sent + remaining.length, failure: undefined };
    } catch (error) {
      const failure = error instanceof PublishError ? error : new PublishError(error instanceof Error ? error.message : String(error), 0, error);
      const taken = remaining.slice(0, failure.sentCount);
      await markEventsSent(trx, taken.map((m) => m.outboxId), new Date());
      sent += taken.length;
      remaining = remaining.slice(taken.length);
      if (attempt >= options.sendAttempts) {
        return { sent, failure };
      }
      await sleep(options.backoffMs * 2 ** (attempt - 1));
    }
  }
}

/**
 * Publishes the tenant's unsent outbox rows in id order, batch by batch, marking each SENT once the
 * broker took it (at least once: a crash before the marks commit sends the rows again, with the same
 * idempotency key). Rows are locked while they are published, so a second drain of the tenant waits and
 * then skips them. Given a transaction, every batch commits with it; given the database, batch by batch. A batch that still fails after its attempts stops the drain; what was sent stays SENT.
 */
export async function drainOutbox(db: Kysely<object>, publisher: ExternalEventPublisher, options: DrainOptions): Promise<DrainResult> {
  let sent = 0;
  for (let batchIndex = 0; batchIndex < options.maxBatches; batchIndex += 1) {
    const { size, result } = await inBatchTransaction(db, async (trx) => {
      const events = await lockUnsentEvents(trx, options.batchSize);
      return { size: events.length, result: events.length === 0 ? undefined : await publishBatch(trx, publisher, events.map((e) => outboundMessageOf(e, options.tenantId, options.format)), options) };
    });
    sent += result?.sent ?? 0;
    if (result?.failure !== undefined) {
      return { sent, failure: result.failure };
    }
    if (size < options.batchSize) {
      break;
    }
  }
  return { sent, failure: undefined };
}

/**
 * Runs one batch in the caller's transaction, or — given the database itself (a job that manages its own
 * transactions, on PostgreSQL) — in a transaction of its own, so each batch's SENT marks commit as soon as the
 * broker took it and a crash re-sends one batch at most.
 */
async function inBatchTransaction<T>(db: Kysely<object>, work: (trx: Kysely<object>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
