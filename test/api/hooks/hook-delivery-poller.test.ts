import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { HooksConfig } from '../../../src/platform/config/config.ts';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { hookDeliveryListener } from '../../../src/modules/hooks/hook-deliveries/hook-deliveries.events.ts';
import { HookDeliverySender } from '../../../src/modules/hooks/hook-deliveries/hook-deliveries.jobs.ts';
import { HookDeliveryStatus, insertDeliveries } from '../../../src/modules/hooks/hook-deliveries/hook-deliveries.repository.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const HOOKS = '/api/v1/hooks';
const SETTINGS: HooksConfig = { allowPrivateTargets: true, signingSecret: undefined, deliveryAttempts: 5, deliveryBackoffMs: 50, endpointUrl: undefined };

interface Call {
  readonly delivery: string;
  readonly attempt: string;
}

/**
 * A receiver that answers `status(callNumber)` after `delayMs`, and records each call and the largest
 * number of calls of one delivery it ever held open at once.
 */
async function startReceiver(status: (call: number) => number, delayMs = 0): Promise<{ server: Server; url: string; calls: Call[]; maxOpenPerDelivery: () => number }> {
  const calls: Call[] = [];
  const open = new Map<string, number>();
  let maxOpen = 0;
  const server = createServer((req, res) => {
    const delivery = String(req.headers['x-corebank-delivery']);
    open.set(delivery, (open.get(delivery) ?? 0) + 1);
    maxOpen = Math.max(maxOpen, open.get(delivery) ?? 0);
    req.resume();
    req.on('end', () => {
      calls.push({ delivery, attempt: String(req.headers['x-corebank-attempt']) });
      const answer = status(calls.length);
      setTimeout(() => {
        open.set(delivery, (open.get(delivery) ?? 1) - 1);
        res.statusCode = answer;
        res.end();
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/in`, calls, maxOpenPerDelivery: () => maxOpen };
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const until = performance.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || performance.now() > until) {
      return value;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The hook sender's poller: deliveries live in the tenant database; a sender claims what is due, and after a
 * failed attempt wakes itself when the retry is due. These tests write the delivery rows themselves (as a
 * committed command leaves them) and start senders as a server process does, with no command afterwards.
 */
describe('hook delivery poller', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { hooks: SETTINGS } });
  });
  after(async () => t.close());

  const db = () => tenantTables(t.tenant.database.db);
  const commands = async (): Promise<number> => Number((await db().selectFrom('m_portfolio_command_source').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

  /** A Web hook on an event no test raises (its deliveries come only from the rows written here). */
  async function hookTo(url: string): Promise<number> {
    const created = await t.call('POST', HOOKS, {
      body: { name: 'Web', displayName: `Poller ${randomUUID().slice(0, 8)}`, isActive: true, events: [{ actionName: 'CREATE', entityName: 'FLOATINGRATE' }], config: { 'Payload URL': url, 'Content Type': 'json' } },
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    return created.json.resourceId as number;
  }

  async function pending(hookId: number, count: number): Promise<string[]> {
    const ids = Array.from({ length: count }, () => randomUUID());
    await insertDeliveries(
      t.tenant.database.db,
      ids.map((deliveryId) => ({ hookId, deliveryId, commandId: 1, entityName: 'FLOATINGRATE', actionName: 'CREATE', payload: JSON.stringify({ entityName: 'FLOATINGRATE', actionName: 'CREATE' }), status: HookDeliveryStatus.PENDING, note: null })),
    );
    return ids;
  }

  const rowsOf = async (hookId: number) =>
    db().selectFrom('m_hook_delivery').select(['delivery_id', 'status', 'attempts', 'last_status_code']).where('hook_id', '=', hookId).orderBy('id').execute();

  it('retries a delivery whose first attempt failed, on its own timer, after a restart and without any new write', async () => {
    const receiver = await startReceiver((call) => (call === 1 ? 503 : 200));
    // A new process: its listener starts with the tenant (warm) and finds the waiting delivery.
    const listener = hookDeliveryListener(SETTINGS);
    try {
      const hookId = await hookTo(receiver.url);
      const [deliveryId] = await pending(hookId, 1);
      const writes = await commands();
      await listener.warm?.(t.tenant);
      const rows = await waitFor(() => rowsOf(hookId), (r) => r[0]?.status === HookDeliveryStatus.DELIVERED);
      assert.deepEqual(rows.map((r) => [r.delivery_id, r.status, r.attempts, r.last_status_code]), [[deliveryId, 'DELIVERED', 2, 200]]);
      assert.deepEqual(receiver.calls, [
        { delivery: deliveryId, attempt: '1' },
        { delivery: deliveryId, attempt: '2' },
      ]);
      assert.equal(await commands(), writes, 'nothing but the poller woke the sender');
    } finally {
      await listener.close?.();
      await new Promise((resolve) => receiver.server.close(resolve));
    }
  });

  it('never sends one delivery twice at once, though two senders poll the tenant side by side', async () => {
    const receiver = await startReceiver(() => 200, 150);
    const senders = [new HookDeliverySender(SETTINGS), new HookDeliverySender(SETTINGS)];
    try {
      const hookId = await hookTo(receiver.url);
      const ids = await pending(hookId, 30);
      for (const sender of senders) {
        sender.kick(t.tenant);
      }
      const rows = await waitFor(() => rowsOf(hookId), (r) => r.every((x) => x.status === HookDeliveryStatus.DELIVERED), 20_000);
      assert.deepEqual(rows.map((r) => [r.status, r.attempts]), ids.map(() => ['DELIVERED', 1]));
      assert.equal(receiver.maxOpenPerDelivery(), 1);
      assert.deepEqual(receiver.calls.map((c) => c.delivery).sort(), [...ids].sort(), 'each delivery called once');
      assert.ok(receiver.calls.every((c) => c.attempt === '1'));
    } finally {
      await Promise.all(senders.map((s) => s.stop()));
      await new Promise((resolve) => receiver.server.close(resolve));
    }
  });
});
