/**
 * `node bench/external-events-amqp.ts`: external events published per second to an AMQP 1.0 broker. Creates one
 * client through the API with ClientCreateBusinessEvent enabled (its outbox row carries Fineract's ClientDataV1),
 * copies that row N times in SQL (each copy its own idempotency key, over 100 aggregates), then measures on the
 * same broker:
 *
 *   - publish: `drainOutbox`, the work of job ASE_SEND — lock a batch of unsent rows, encode each as Avro
 *     MessageV1, send the batch on one AMQP link, mark the rows SENT — until the outbox is empty;
 *   - baseline: the same encoded messages sent by the same AMQP publisher with no database at all.
 *
 * Then it reads the queue back and checks that every event arrived once per publishing. The broker is
 * EXTERNAL_EVENTS_TEST_AMQP_URL (RabbitMQ with its AMQP 1.0 plugin: `eval "$(scripts/start-rabbitmq-amqp.sh)"`),
 * on a queue of the run's own (`corebank-bench-events-<pid>`, left empty: AMQP 1.0 cannot delete it, `rabbitmqctl
 * delete_queue` can). PostgreSQL by default (as `npm run bench`); `--embedded` for PGlite.
 *
 *   node bench/external-events-amqp.ts [--events N] [--batch B] [--embedded]
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import rhea, { type EventContext } from 'rhea';
import { sql } from 'kysely';
import { AmqpPublisher } from '../src/platform/events/amqp-publisher.ts';
import { drainOutbox, lockUnsentEvents, outboundMessageOf, type OutboundMessage } from '../src/platform/events/index.ts';
import { createTestApp } from '../test/support/test-app.ts';
import { postgresServerUrl } from './postgres.ts';

const { values } = parseArgs({
  options: { events: { type: 'string', default: '20000' }, batch: { type: 'string', default: '1000' }, embedded: { type: 'boolean', default: false } },
});
const EVENTS = Number(values.events);
const BATCH = Number(values.batch);
if (!Number.isInteger(EVENTS) || EVENTS < 1 || !Number.isInteger(BATCH) || BATCH < 1) {
  process.stderr.write('--events and --batch must be whole numbers of at least 1\n');
  process.exit(2);
}
const AMQP_URL = process.env.EXTERNAL_EVENTS_TEST_AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const QUEUE = `corebank-bench-events-${process.pid}`;
// RabbitMQ's AMQP 1.0 addresses: send to /queue/<name> (declared durable), read from /amq/queue/<name>.
const ADDRESS = process.env.EXTERNAL_EVENTS_TEST_AMQP_ADDRESS === undefined ? QUEUE : `/queue/${QUEUE}`;
const SOURCE = process.env.EXTERNAL_EVENTS_TEST_AMQP_ADDRESS === undefined ? QUEUE : `/amq/queue/${QUEUE}`;

/** Reads `expected` messages off the queue (accepting them, which empties it); answers how many came. */
function drainQueue(expected: number, timeoutMs = 60_000): Promise<number> {
  const url = new URL(AMQP_URL);
  const container = rhea.create_container({ id: 'bench-reader' });
  // Deliveries in flight when the reader closes end in an error event: they go back to the queue, nothing to do.
  container.on('error', () => undefined);
  const connection = container.connect({
    host: url.hostname, port: Number(url.port || 5672), reconnect: false,
    ...(url.username === '' ? {} : { username: decodeURIComponent(url.username), password: decodeURIComponent(url.password) }),
  });
  let received = 0;
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      connection.close();
      resolve(received);
    };
    const timer = setTimeout(done, timeoutMs);
    connection.on('message', (context: EventContext) => {
      if (received >= expected) {
        context.delivery?.release();
        return;
      }
      received += 1;
      if (received >= expected) {
        done();
      }
    });
    connection.open_receiver({ source: { address: SOURCE }, credit_window: 1000 });
  });
}

if (!values.embedded) {
  process.env.TEST_DATABASE_URL = await postgresServerUrl();
}
const load = loadavg().map((l) => l.toFixed(1)).join(' / ');
const t = await createTestApp();
const publisher = new AmqpPublisher({ url: AMQP_URL, address: ADDRESS, timeoutMs: 60_000 });
try {
  const db = t.tenant.database.db;
  const call = async (method: 'POST' | 'PUT', url: string, body: Record<string, unknown>): Promise<void> => {
    const res = await t.call(method, url, { body });
    if (res.status !== 200) {
      throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(res.body)}`);
    }
  };
  await call('PUT', '/api/v1/externalevents/configuration', { externalEventConfigurations: { ClientCreateBusinessEvent: true } });
  await call('POST', '/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Bench', lastname: 'Events', active: true, activationDate: '01 January 2024', dateFormat: 'dd MMMM yyyy', locale: 'en' });
  await sql`insert into m_external_event (type, category, schema, data, business_date, created_at, status, idempotency_key, aggregate_root_id)
    select e.type, e.category, e.schema, e.data, e.business_date, e.created_at, e.status, gen_random_uuid()::text, 1 + (n % 100)
    from m_external_event e, generate_series(2, ${EVENTS}) n`.execute(db);
  const messages: OutboundMessage[] = await db.transaction().execute(async (trx) => (await lockUnsentEvents(trx, EVENTS)).map((e) => outboundMessageOf(e, t.tenant.identifier, 'avro')));
  const bytes = messages[0]?.body.length ?? 0;
  await publisher.publish(messages.slice(0, 1)); // opens the link
  await drainQueue(1);

  const publishStart = performance.now();
  const drained = await drainOutbox(db, publisher, { tenantId: t.tenant.identifier, format: 'avro', batchSize: BATCH, maxBatches: Number.MAX_SAFE_INTEGER, sendAttempts: 5, backoffMs: 200 });
  const publishMs = performance.now() - publishStart;
  if (drained.failure !== undefined) {
    throw drained.failure;
  }
  const publishedBack = await drainQueue(drained.sent);

  const rawStart = performance.now();
  for (let i = 0; i < messages.length; i += BATCH) {
    await publisher.publish(messages.slice(i, i + BATCH));
  }
  const rawMs = performance.now() - rawStart;
  const rawBack = await drainQueue(messages.length);

  const rate = (n: number, ms: number): string => Math.round((n * 1000) / ms).toLocaleString('en');
  console.log(`machine: ${availableParallelism()} CPUs (${cpus()[0]?.model ?? '?'}), load average before ${load}, after ${loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
  console.log(`${values.embedded ? 'embedded' : 'PostgreSQL'}; broker ${new URL(AMQP_URL).host} → ${ADDRESS}; ${EVENTS.toLocaleString('en')} ClientCreateBusinessEvent (ClientDataV1, ${bytes} bytes as Avro MessageV1), batches of ${BATCH}`);
  console.log('| run | events | seconds | events/s | read back |');
  console.log('|---|---:|---:|---:|---:|');
  console.log(`| publish (drainOutbox: lock, encode, send, mark SENT) | ${drained.sent.toLocaleString('en')} | ${(publishMs / 1000).toFixed(2)} | ${rate(drained.sent, publishMs)} | ${publishedBack.toLocaleString('en')} |`);
  console.log(`| baseline (the same messages, AMQP only) | ${messages.length.toLocaleString('en')} | ${(rawMs / 1000).toFixed(2)} | ${rate(messages.length, rawMs)} | ${rawBack.toLocaleString('en')} |`);
  console.log(`publish / baseline: ${(publishMs / rawMs).toFixed(2)}× the time`);
} finally {
  await publisher.close();
  await t.close();
}
