import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { backlogLines, eventBacklogs } from '../../../src/cli/events.ts';
import { jobCatalogue, MODULES } from '../../../src/app.ts';
import { externalEventJobsWith, externalEventsModule, type PublisherSource } from '../../../src/modules/external-events/index.ts';
import { runJobNow } from '../../../src/modules/jobs/index.ts';
import { loadConfig } from '../../../src/platform/config/config.ts';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { decodeMessage, PublishError, type ExternalEventPublisher, type MessageV1, type OutboundMessage } from '../../../src/platform/events/index.ts';
import { setBusinessDate } from '../../support/savings.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/** A broker stand-in: what it took, in order, and how it fails (`take` says how many of a publish it takes before failing). */
class FakeBroker implements ExternalEventPublisher {
  readonly description = 'test broker';
  readonly taken: MessageV1[] = [];
  publishes = 0;
  /** Messages of a publish the broker takes before the publish fails; undefined = all, no failure. */
  take: ((publish: number) => number | undefined) | undefined;
  /** Takes every message, then fails as a crash would: nothing tells the drain they arrived. */
  crashAfterTaking = false;

  publish(messages: readonly OutboundMessage[]): Promise<void> {
    this.publishes += 1;
    if (this.crashAfterTaking) {
      this.crashAfterTaking = false;
      this.taken.push(...messages.map((m) => decodeMessage(m.body, 'avro')));
      return Promise.reject(new Error('connection lost before the acknowledgements'));
    }
    const count = this.take?.(this.publishes);
    this.taken.push(...messages.slice(0, count ?? messages.length).map((m) => decodeMessage(m.body, 'avro')));
    return count === undefined ? Promise.resolve() : Promise.reject(new PublishError('broker down', count));
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

describe('Send Asynchronous Events and Purge External Events', () => {
  let t: TestApp;
  let broker: FakeBroker | undefined;
  const source: PublisherSource = {
    config: () => ({ ...loadConfig({}).externalEvents, publisher: 'amqp', format: 'avro', sendAttempts: 2 }),
    open: () => Promise.resolve(broker),
  };
  const module = { ...externalEventsModule, jobs: externalEventJobsWith(source) };
  const modules = [...MODULES.filter((m) => m.name !== module.name), module];
  const catalogue = jobCatalogue(modules);

  before(async () => {
    t = await createTestApp({ modules });
    await setBusinessDate(t, '2024-03-15');
    const res = await t.call('PUT', '/api/v1/externalevents/configuration', { body: { externalEventConfigurations: { ClientCreateBusinessEvent: true } } });
    assert.equal(res.status, 200);
  });
  after(async () => t.close());

  const db = () => tenantTables(t.tenant.database.db);
  const clear = async (): Promise<void> => {
    await db().deleteFrom('m_external_event').execute();
  };
  const createClients = async (count: number): Promise<number[]> => {
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const res = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Pub', lastname: `Lisher ${i}`, active: false } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      ids.push(res.json.clientId as number);
    }
    return ids;
  };
  const send = () => runJobNow(t.tenant, 'ASE_SEND', catalogue);
  const statuses = async () => (await db().selectFrom('m_external_event').select(['id', 'status', 'idempotency_key']).orderBy('id').execute()).map((r) => r.status);

  beforeEach(async () => {
    broker = new FakeBroker();
    await clear();
  });

  it('publishes the outbox in id order as MessageV1 and marks every row SENT', async () => {
    const clients = await createClients(3);
    const [waiting] = await eventBacklogs(t.registry);
    assert.deepEqual([waiting?.tenant, waiting?.toBeSent, waiting?.sent], ['default', 3, 0]);
    assert.ok(waiting?.oldestToBeSentAt instanceof Date);
    const outcome = await send();
    assert.equal(outcome?.status, 'success', outcome?.errorMessage ?? '');
    assert.deepEqual(broker?.taken.map((m) => [m.type, m.category, m.tenantId, m.businessDate, (m.data as { id?: unknown }).id]), clients.map((id) => ['ClientCreateBusinessEvent', 'Client', 'default', '2024-03-15', id]));
    const ids = broker?.taken.map((m) => m.id) ?? [];
    assert.deepEqual(ids, [...ids].sort((a, b) => a - b));
    assert.deepEqual(await statuses(), ['SENT', 'SENT', 'SENT']);
    const [backlog] = await eventBacklogs(t.registry);
    assert.deepEqual(backlog, { tenant: 'default', toBeSent: 0, sent: 3, oldestToBeSentAt: null });
    assert.deepEqual(backlogLines(backlog === undefined ? [] : [backlog]), ['tenant\tto_be_sent\tsent\toldest_to_be_sent', 'default\t0\t3\t-']);
    assert.equal((await send())?.status, 'success');
    assert.equal(broker?.taken.length, 3, 'a second run finds nothing to send');
  });

  it('retries a failing broker after a wait and sends each event once', async () => {
    await createClients(2);
    const fake = broker;
    assert.ok(fake !== undefined);
    fake.take = (publish) => (publish === 1 ? 0 : undefined);
    const started = performance.now();
    const outcome = await send();
    assert.equal(outcome?.status, 'success', outcome?.errorMessage ?? '');
    assert.ok(performance.now() - started >= 190, 'waits before the second attempt');
    assert.equal(fake.publishes, 2);
    assert.equal(fake.taken.length, 2);
    assert.deepEqual(await statuses(), ['SENT', 'SENT']);
  });

  it('loses nothing when the broker dies mid-stream: what it took stays SENT, the next run sends the rest', async () => {
    await createClients(4);
    const fake = broker;
    assert.ok(fake !== undefined);
    fake.take = () => 1;
    const failed = await send();
    assert.equal(failed?.status, 'failed');
    assert.match(failed?.errorMessage ?? '', /2 sent, then test broker failed 2 times/);
    assert.deepEqual(await statuses(), ['SENT', 'SENT', 'TO_BE_SENT', 'TO_BE_SENT']);
    fake.take = undefined;
    assert.equal((await send())?.status, 'success');
    assert.deepEqual(await statuses(), ['SENT', 'SENT', 'SENT', 'SENT']);
    const keys = fake.taken.map((m) => m.idempotencyKey);
    assert.equal(new Set(keys).size, 4);
    assert.deepEqual(fake.taken.map((m) => m.id), [...fake.taken.map((m) => m.id)].sort((a, b) => a - b));
  });

  it('sends again, with the same idempotency keys, what a lost acknowledgement left unconfirmed', async () => {
    await createClients(2);
    const fake = broker;
    assert.ok(fake !== undefined);
    fake.crashAfterTaking = true;
    assert.equal((await send())?.status, 'success');
    const keys = fake.taken.map((m) => m.idempotencyKey);
    assert.equal(keys.length, 4);
    assert.deepEqual(keys.slice(2), keys.slice(0, 2), 'the repeats carry the keys consumers drop them by');
    assert.deepEqual(await statuses(), ['SENT', 'SENT']);
  });

  it('keeps the events when no publisher is configured', async () => {
    await createClients(1);
    broker = undefined;
    assert.equal((await send())?.status, 'success');
    assert.deepEqual(await statuses(), ['TO_BE_SENT']);
  });

  it('purges SENT events older than purge-external-events-older-than-days before the business date, never unsent ones', async () => {
    await createClients(4);
    const rows = await db().selectFrom('m_external_event').select('id').orderBy('id').execute();
    const [old, recent, oldUnsent] = rows.map((r) => r.id);
    await db().updateTable('m_external_event').set({ status: 'SENT', business_date: '2024-02-13' }).where('id', '=', old ?? 0).execute();
    await db().updateTable('m_external_event').set({ status: 'SENT', business_date: '2024-02-14' }).where('id', '=', recent ?? 0).execute();
    await db().updateTable('m_external_event').set({ business_date: '2024-01-01' }).where('id', '=', oldUnsent ?? 0).execute();
    const outcome = await runJobNow(t.tenant, 'EXE_PURG', catalogue);
    assert.equal(outcome?.status, 'success', outcome?.errorMessage ?? '');
    const left = await db().selectFrom('m_external_event').select('id').orderBy('id').execute();
    assert.deepEqual(left.map((r) => r.id), rows.slice(1).map((r) => r.id), '30 days before 15 March is 14 February: only the row of 13 February goes');
  });
});
