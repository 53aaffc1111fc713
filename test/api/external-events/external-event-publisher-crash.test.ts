import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { COMMAND_RESULT_SCHEMA, ExternalEventStatus } from '../../../src/platform/events/index.ts';
import { AmqpCollector, amqpReachable, testQueue, TEST_AMQP_URL, type ReceivedEvent } from '../../support/amqp-broker.ts';
import { startServerProcess, type ServerProcess } from '../../support/server-process.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * The publisher killed mid-stream, on a real broker: a server process whose scheduler runs "Send Asynchronous
 * Events" every second is killed with SIGKILL while it publishes a large outbox, a new process finishes the
 * job, and the consumer finds every event, repeats only under the event's own idempotency key, and each
 * aggregate's events in order. Needs the broker (EXTERNAL_EVENTS_TEST_AMQP_URL) and PostgreSQL
 * (TEST_DATABASE_URL: the server processes share the test's tenant store).
 */

const EVENTS = Number(process.env.EVENT_CRASH_EVENTS ?? 3000);
const AGGREGATES = 25;
/** `external-event-batch-size` for the run: each batch's SENT marks commit once the broker took it. */
const BATCH_SIZE = 100;
/** The kill comes once the consumer has this many messages: the first run is under way, far from done. */
const KILL_AFTER = 150;

const skip =
  TEST_AMQP_URL === undefined
    ? 'needs EXTERNAL_EVENTS_TEST_AMQP_URL (eval "$(scripts/start-rabbitmq-amqp.sh)")'
    : process.env.TEST_DATABASE_URL === undefined
      ? 'needs TEST_DATABASE_URL (server processes on the same PostgreSQL tenant store)'
      : false;

interface OutboxRow {
  readonly id: number;
  readonly key: string;
  readonly aggregate: number;
}

const resultData = (loanId: number, sequence: number): string =>
  JSON.stringify({
    commandId: sequence,
    officeId: 1,
    groupId: null,
    clientId: null,
    loanId,
    savingsId: null,
    resourceId: sequence,
    subResourceId: null,
    transactionId: String(sequence),
    resourceIdentifier: null,
    productId: null,
    changes: { transactionAmount: '10.00' },
  });

/** The aggregates whose messages break their id order with a message not seen before (a lost ordering). */
function orderBreaks(received: readonly ReceivedEvent[]): string[] {
  const lastId = new Map<string, number>();
  const seen = new Set<string>();
  const breaks: string[] = [];
  for (const { message, groupId } of received) {
    const group = groupId ?? '?';
    const previous = lastId.get(group) ?? 0;
    if (message.id < previous && !seen.has(message.idempotencyKey)) {
      breaks.push(`aggregate ${group}: event ${message.id} first arrived after ${previous}`);
    }
    lastId.set(group, message.id);
    seen.add(message.idempotencyKey);
  }
  return breaks;
}

describe('external events: the publisher killed mid-stream on a real broker', { skip }, () => {
  let t: TestApp;
  let server: ServerProcess | undefined;
  let collector: AmqpCollector | undefined;
  let available = false;
  const queue = testQueue('corebank-external-events-crash-test');

  before(async () => {
    available = TEST_AMQP_URL !== undefined && (await amqpReachable(TEST_AMQP_URL));
    if (!available) {
      return;
    }
    t = await createTestApp();
    const db = tenantTables(t.tenant.database.db);
    // Only ASE_SEND runs, every second; each run publishes up to 10 batches of BATCH_SIZE rows, each committed on its own.
    await db.updateTable('job').set({ is_active: false }).where('short_name', '<>', 'ASE_SEND').execute();
    await db.updateTable('job').set({ is_active: true, cron_expression: '0/1 * * * * ?' }).where('short_name', '=', 'ASE_SEND').execute();
    await db.updateTable('c_configuration').set({ value: BATCH_SIZE }).where('name', '=', 'external-event-batch-size').execute();
    const rows = Array.from({ length: EVENTS }, (_, i) => ({
      type: 'LoanTransactionMakeRepaymentPostBusinessEvent',
      category: 'Loan',
      schema: COMMAND_RESULT_SCHEMA,
      data: resultData(1000 + (i % AGGREGATES), i + 1),
      business_date: '2024-03-15',
      created_at: new Date(),
      status: ExternalEventStatus.TO_BE_SENT,
      sent_at: null,
      idempotency_key: randomUUID(),
      aggregate_root_id: 1000 + (i % AGGREGATES),
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await db.insertInto('m_external_event').values(rows.slice(i, i + 500)).execute();
    }
  });

  after(async () => {
    await server?.stop('SIGKILL');
    await collector?.close();
    await t?.close();
  });

  it('delivers every event after a SIGKILL and a restart: repeats keep their key, each aggregate keeps its order', async (context) => {
    if (!available || TEST_AMQP_URL === undefined) {
      context.skip(`no AMQP 1.0 broker at ${TEST_AMQP_URL ?? '(unset)'}`);
      return;
    }
    const storeUrl = t.storeUrl;
    assert.ok(storeUrl !== undefined);
    const db = tenantTables(t.tenant.database.db);
    const outbox: OutboxRow[] = (await db.selectFrom('m_external_event').select(['id', 'idempotency_key', 'aggregate_root_id']).orderBy('id').execute()).map((r) => ({
      id: r.id,
      key: r.idempotency_key,
      aggregate: r.aggregate_root_id ?? -1,
    }));
    assert.equal(outbox.length, EVENTS);
    const env = {
      JOB_RUNNER: 'in-process',
      EXTERNAL_EVENTS_PUBLISHER: 'amqp',
      EXTERNAL_EVENTS_FORMAT: 'avro',
      EXTERNAL_EVENTS_AMQP_URL: TEST_AMQP_URL,
      EXTERNAL_EVENTS_AMQP_ADDRESS: queue.address,
    };
    collector = await AmqpCollector.open(TEST_AMQP_URL, queue);
    const byKey = new Map(outbox.map((r) => [r.key, r]));
    const keys = new Set(byKey.keys());
    /** This run's messages (an interrupted earlier run may have left its own in the queue). */
    const ours = (all: readonly ReceivedEvent[]): ReceivedEvent[] => all.filter((r) => keys.has(r.message.idempotencyKey));
    const distinct = (all: readonly ReceivedEvent[]): number => new Set(ours(all).map((r) => r.message.idempotencyKey)).size;

    const victim = await startServerProcess(storeUrl, env);
    server = victim;
    await collector.until((r) => distinct(r) >= KILL_AFTER, 60_000, 'the first messages');
    await victim.stop('SIGKILL');
    const atKill = distinct(collector.received);
    assert.ok(atKill < EVENTS, `the kill came while publishing (${atKill} of ${EVENTS} delivered; raise EVENT_CRASH_EVENTS if it came after)`);
    const sentAtKill = Number((await db.selectFrom('m_external_event').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', ExternalEventStatus.SENT).executeTakeFirstOrThrow()).n);
    assert.ok(sentAtKill < EVENTS, 'rows were still waiting when the publisher died');

    // A new process: its scheduler finishes the outbox; no write reaches the tenant meanwhile.
    server = await startServerProcess(storeUrl, env);
    await collector.until((r) => distinct(r) >= EVENTS, 120_000, 'every event after the restart');
    const waiting = async (): Promise<number> =>
      Number((await db.selectFrom('m_external_event').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', ExternalEventStatus.TO_BE_SENT).executeTakeFirstOrThrow()).n);
    for (let i = 0; i < 100 && (await waiting()) > 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.equal(await waiting(), 0, 'the outbox is drained');
    await server.stop('SIGTERM');
    server = undefined;

    // Every event is there; a repeat carries its own event's key and id.
    const received = ours(collector.received);
    const strangers = received.filter((r) => byKey.get(r.message.idempotencyKey)?.id !== r.message.id);
    assert.deepEqual(strangers.map((r) => [r.message.id, r.message.idempotencyKey]), [], 'each message carries its outbox row’s id and idempotency key');
    assert.deepEqual(new Set(received.map((r) => r.message.idempotencyKey)), keys);
    const repeats = received.length - keys.size;
    assert.ok(repeats <= BATCH_SIZE, `at most the batch in flight is sent again (${repeats} repeats)`);
    // The aggregate travels as the AMQP group; within it, ids rise except where a message is sent again.
    const wrongGroup = received.filter((r) => r.groupId !== String(byKey.get(r.message.idempotencyKey)?.aggregate));
    assert.equal(wrongGroup.length, 0);
    assert.deepEqual(orderBreaks(received), []);
    context.diagnostic(`${EVENTS} events, ${atKill} delivered before the kill, ${repeats} sent again after the restart`);
  });
});
