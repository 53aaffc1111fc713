import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import rhea, { type EventContext } from 'rhea';
import { jobCatalogue, MODULES } from '../../../src/app.ts';
import { externalEventJobsWith, externalEventsModule } from '../../../src/modules/external-events/index.ts';
import { runJobNow } from '../../../src/modules/jobs/index.ts';
import { loadConfig } from '../../../src/platform/config/config.ts';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { decodeMessage, publisherFor, type MessageV1 } from '../../../src/platform/events/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * Publishes through a real AMQP 1.0 broker and reads the messages back. CI uses RabbitMQ with its AMQP 1.0
 * plugin (scripts/start-rabbitmq-amqp.sh prints the variables); scripts/start-activemq.sh starts ActiveMQ
 * where its AMQP transport is installed (EXTERNAL_EVENTS_TEST_AMQP_URL, default amqp://127.0.0.1:5673).
 * Without a broker listening there the test is skipped, saying so.
 */
const AMQP_URL = process.env.EXTERNAL_EVENTS_TEST_AMQP_URL ?? 'amqp://127.0.0.1:5673';
const ADDRESS = process.env.EXTERNAL_EVENTS_TEST_AMQP_ADDRESS ?? 'corebank-external-events-test';
/** Where the test reads: the same address on ActiveMQ; RabbitMQ names an existing queue `/amq/queue/<name>`. */
const SOURCE = process.env.EXTERNAL_EVENTS_TEST_AMQP_SOURCE ?? ADDRESS;

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 5672), timeout: 1000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Reads messages from the broker until `wanted` says it has them all (or the time runs out). */
function readBack(wanted: (messages: readonly MessageV1[]) => boolean, timeoutMs = 10_000): Promise<MessageV1[]> {
  const url = new URL(AMQP_URL);
  const container = rhea.create_container({ id: 'external-event-reader' });
  const messages: MessageV1[] = [];
  return new Promise((resolve, reject) => {
    const connection = container.connect({
      host: url.hostname,
      port: Number(url.port || 5672),
      ...(url.username === '' ? {} : { username: decodeURIComponent(url.username), password: decodeURIComponent(url.password) }),
      reconnect: false,
    });
    const done = (error?: Error): void => {
      clearTimeout(timer);
      connection.close();
      if (error === undefined) {
        resolve(messages);
      } else {
        reject(error);
      }
    };
    const timer = setTimeout(() => done(new Error(`read ${messages.length} messages back within ${timeoutMs} ms`)), timeoutMs);
    connection.on('message', (context: EventContext) => {
      const body = (context.message?.body as { content?: Buffer } | undefined)?.content;
      if (body !== undefined) {
        messages.push(decodeMessage(body, 'avro'));
      }
      context.delivery?.accept();
      if (wanted(messages)) {
        done();
      }
    });
    connection.on('disconnected', (context: EventContext) => done(new Error(`disconnected: ${String(context.error)}`)));
    connection.open_receiver({ source: { address: SOURCE }, autoaccept: false });
  });
}

describe('external events through an AMQP 1.0 broker', () => {
  let t: TestApp | undefined;
  let available = false;
  before(async () => {
    available = await reachable(AMQP_URL);
  });
  after(async () => t?.close());

  it('publishes each enabled event to the broker, read back in order as MessageV1', async (context) => {
    if (!available) {
      context.skip(`no AMQP 1.0 broker at ${AMQP_URL}: eval "$(scripts/start-rabbitmq-amqp.sh)" (or set EXTERNAL_EVENTS_TEST_AMQP_URL)`);
      return;
    }
    const config = { ...loadConfig({}).externalEvents, publisher: 'amqp' as const, amqpUrl: AMQP_URL, amqpAddress: ADDRESS, format: 'avro' as const };
    const module = { ...externalEventsModule, jobs: externalEventJobsWith({ config: () => config, open: publisherFor }) };
    const modules = [...MODULES.filter((m) => m.name !== module.name), module];
    t = await createTestApp({ modules });
    const enabled = await t.call('PUT', '/api/v1/externalevents/configuration', { body: { externalEventConfigurations: { ClientCreateBusinessEvent: true, ClientActivateBusinessEvent: true } } });
    assert.equal(enabled.status, 200);
    const created = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Bro', lastname: 'Ker', active: false, submittedOnDate: '01 January 2024', dateFormat: 'dd MMMM yyyy', locale: 'en' } });
    const clientId = created.json.clientId as number;
    const activated = await t.call('POST', `/api/v1/clients/${clientId}?command=activate`, { body: { activationDate: '01 January 2024', dateFormat: 'dd MMMM yyyy', locale: 'en' } });
    assert.equal(activated.status, 200, JSON.stringify(activated.body));
    const keys = (await tenantTables(t.tenant.database.db).selectFrom('m_external_event').select('idempotency_key').orderBy('id').execute()).map((r) => r.idempotency_key);
    assert.equal(keys.length, 2);
    const outcome = await runJobNow(t.tenant, 'ASE_SEND', jobCatalogue(modules));
    assert.equal(outcome?.status, 'success', outcome?.errorMessage ?? '');
    const ours = (messages: readonly MessageV1[]): MessageV1[] => messages.filter((m) => keys.includes(m.idempotencyKey));
    const received = ours(await readBack((messages) => ours(messages).length >= 2));
    assert.deepEqual(received.map((m) => [m.type, (m.data as { id?: unknown }).id, m.tenantId]), [
      ['ClientCreateBusinessEvent', clientId, 'default'],
      ['ClientActivateBusinessEvent', clientId, 'default'],
    ]);
  });
});
