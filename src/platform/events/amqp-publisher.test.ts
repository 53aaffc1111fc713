import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import rhea, { type EventContext, type Message } from 'rhea';
import { AmqpPublisher } from './amqp-publisher.ts';
import { decodeMessage } from './message-v1.ts';
import { PublishError, type OutboundMessage } from './publisher.ts';

/** A minimal AMQP 1.0 peer standing in for the broker: records what it is sent, refuses what `refuse` says. */
interface FakeBroker {
  readonly url: string;
  readonly received: Message[];
  refuse: (message: Message) => boolean;
  close(): Promise<void>;
}

async function fakeBroker(): Promise<FakeBroker> {
  const container = rhea.create_container({ id: 'fake-broker' });
  const received: Message[] = [];
  const broker = { received, refuse: (_message: Message) => false };
  container.on('message', (context: EventContext) => {
    const message = context.message;
    if (message === undefined) {
      return;
    }
    if (broker.refuse(message)) {
      context.delivery?.reject({ condition: 'amqp:internal-error', description: 'refused by the test broker' });
      return;
    }
    received.push(message);
    context.delivery?.accept();
  });
  const server = container.listen({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return Object.assign(broker, {
    url: `amqp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

function outbound(id: number, aggregateKey = 9): OutboundMessage {
  const body = Buffer.from(JSON.stringify({ id, type: 'SavingsDepositBusinessEvent', data: { savingsId: aggregateKey } }));
  return {
    outboxId: id,
    aggregateKey,
    type: 'SavingsDepositBusinessEvent',
    category: 'Savings',
    tenantId: 'default',
    idempotencyKey: `key-${id}`,
    contentType: 'application/json',
    body,
  };
}

const bodyOf = (message: Message): Buffer => (message.body as { content: Buffer }).content;

describe('AmqpPublisher', () => {
  let broker: FakeBroker;
  before(async () => {
    broker = await fakeBroker();
  });
  after(async () => broker.close());

  it('sends a batch in order, durable, one data section each, keyed by idempotency key and grouped by aggregate', async () => {
    const publisher = new AmqpPublisher({ url: broker.url, address: 'external-events' });
    try {
      await publisher.publish([1, 2, 3].map((id) => outbound(id)));
      await publisher.publish([outbound(4, 11)]);
    } finally {
      await publisher.close();
    }
    assert.deepEqual(broker.received.map((m) => m.message_id), ['key-1', 'key-2', 'key-3', 'key-4']);
    const first = broker.received[0];
    assert.ok(first !== undefined);
    assert.equal(first.durable, true);
    assert.equal(first.subject, 'SavingsDepositBusinessEvent');
    assert.equal(first.group_id, '9');
    assert.equal(broker.received[3]?.group_id, '11');
    assert.equal(first.content_type, 'application/json');
    assert.deepEqual(first.application_properties, { type: 'SavingsDepositBusinessEvent', category: 'Savings', tenantId: 'default', idempotencyKey: 'key-1', aggregateRootId: 9 });
    assert.equal((decodeMessage(bodyOf(first), 'json') as unknown as { id: number }).id, 1);
  });

  it('reports how many messages, from the first, the broker took before it refused one', async () => {
    broker.received.length = 0;
    broker.refuse = (message) => message.message_id === 'key-7';
    const publisher = new AmqpPublisher({ url: broker.url, address: 'external-events', timeoutMs: 3000 });
    try {
      await assert.rejects(publisher.publish([5, 6, 7, 8].map((id) => outbound(id))), (error: unknown) => error instanceof PublishError && error.sentCount === 2);
      broker.refuse = () => false;
      await publisher.publish([7, 8].map((id) => outbound(id)));
    } finally {
      await publisher.close();
    }
    assert.deepEqual(broker.received.map((m) => m.message_id).filter((id) => id === 'key-7' || id === 'key-5'), ['key-5', 'key-7']);
  });

  it('fails with nothing sent when the broker cannot be reached', async () => {
    const publisher = new AmqpPublisher({ url: 'amqp://127.0.0.1:1', address: 'external-events', timeoutMs: 2000 });
    try {
      await assert.rejects(publisher.publish([outbound(1)]), (error: unknown) => error instanceof PublishError && error.sentCount === 0 && /cannot reach/.test(error.message));
    } finally {
      await publisher.close();
    }
  });
});
