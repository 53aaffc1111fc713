import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MODULES } from '../../../src/app.ts';
import { externalEventJobsWith, externalEventsModule, type PublisherSource } from '../../../src/modules/external-events/index.ts';
import { schedulerJobRunnerOptions } from '../../../src/modules/jobs/index.ts';
import { loadConfig } from '../../../src/platform/config/config.ts';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { decodeMessage, PublishError, type ExternalEventPublisher, type MessageV1, type OutboundMessage } from '../../../src/platform/events/index.ts';
import { JobCatalogue, startJobRunner } from '../../../src/platform/jobs/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/** A broker that is down (refuses every publish) until `up` is set, then keeps what it takes. */
class SwitchableBroker implements ExternalEventPublisher {
  readonly description = 'switchable broker';
  readonly taken: MessageV1[] = [];
  up = false;
  refused = 0;

  publish(messages: readonly OutboundMessage[]): Promise<void> {
    if (!this.up) {
      this.refused += 1;
      return Promise.reject(new PublishError('connection refused', 0));
    }
    this.taken.push(...messages.map((m) => decodeMessage(m.body, 'avro')));
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * An event whose broker was down when its write committed is sent later by the scheduler alone: the
 * seeded "Send Asynchronous Events" job runs every minute for each tenant, so a tenant that writes nothing
 * more still has its backlog published once the broker is back (as Fineract schedules its job).
 */
describe('Send Asynchronous Events on its schedule, without new writes', () => {
  let t: TestApp;
  const broker = new SwitchableBroker();
  const source: PublisherSource = {
    config: () => ({ ...loadConfig({}).externalEvents, publisher: 'amqp', format: 'avro', sendAttempts: 1 }),
    open: () => Promise.resolve(broker),
  };
  const module = { ...externalEventsModule, jobs: externalEventJobsWith(source) };
  const modules = [...MODULES.filter((m) => m.name !== module.name), module];

  before(async () => {
    t = await createTestApp({ modules });
  });
  after(async () => t.close());

  it('is seeded active, every minute, with the scheduler running', async () => {
    const job = await tenantTables(t.tenant.database.db).selectFrom('job').select(['is_active', 'cron_expression']).where('short_name', '=', 'ASE_SEND').executeTakeFirstOrThrow();
    assert.deepEqual([job.is_active, job.cron_expression.replace(/\s+/g, ' ')], [true, '0 0/1 * * * ?']);
    const scheduler = await t.call('GET', '/api/v1/scheduler');
    assert.equal(scheduler.json.active, true);
  });

  it('publishes an event left unsent while the broker was down at the next scheduled run after it is back', async () => {
    const db = tenantTables(t.tenant.database.db);
    const enabled = await t.call('PUT', '/api/v1/externalevents/configuration', { body: { externalEventConfigurations: { ClientCreateBusinessEvent: true } } });
    assert.equal(enabled.status, 200);
    const created = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Late', lastname: 'Sender', active: false } });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const commands = async (): Promise<number> => Number((await db.selectFrom('m_portfolio_command_source').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const writes = await commands();
    const statuses = async (): Promise<string[]> => (await db.selectFrom('m_external_event').select('status').orderBy('id').execute()).map((r) => r.status);

    // Only this job runs here, so the other seeded jobs do not fire on the test clock.
    const send = module.jobs.get('ASE_SEND');
    assert.ok(send !== undefined);
    let clock = new Date('2030-01-01T10:00:30Z');
    const errors: unknown[] = [];
    const runner = startJobRunner(schedulerJobRunnerOptions(t.registry, JobCatalogue.of([new Map([['ASE_SEND', send]])]), {
      onError: (error) => errors.push(error),
      tickMs: 3_600_000,
      now: () => clock,
    }));
    try {
      await runner.tick();
      clock = new Date('2030-01-01T10:01:01Z');
      await runner.tick();
      assert.equal(broker.refused, 1, 'the scheduled run met the broker down');
      assert.deepEqual(await statuses(), ['TO_BE_SENT']);
      const failed = await t.call('GET', '/api/v1/jobs/short-name/ASE_SEND');
      assert.equal((failed.json.lastRunHistory as { status?: string } | undefined)?.status, 'failed');

      broker.up = true;
      clock = new Date('2030-01-01T10:02:01Z');
      await runner.tick();
      assert.deepEqual(broker.taken.map((m) => [m.type, (m.data as { id?: unknown }).id]), [['ClientCreateBusinessEvent', created.json.clientId]]);
      assert.deepEqual(await statuses(), ['SENT']);
      assert.equal(await commands(), writes, 'no write reached the tenant meanwhile');
      clock = new Date('2030-01-01T10:03:01Z');
      await runner.tick();
      assert.equal(broker.taken.length, 1, 'a later run finds nothing more to send');
      assert.deepEqual(errors, []);
    } finally {
      await runner.stop();
    }
  });
});
