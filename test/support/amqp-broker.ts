import { connect } from 'node:net';
import rhea, { type Connection, type EventContext } from 'rhea';
import { decodeMessage, type MessageV1 } from '../../src/platform/events/index.ts';

/**
 * The AMQP 1.0 broker of the external-event tests (scripts/start-rabbitmq-amqp.sh prints its variables):
 * undefined when EXTERNAL_EVENTS_TEST_AMQP_URL is unset.
 */
export const TEST_AMQP_URL = process.env.EXTERNAL_EVENTS_TEST_AMQP_URL;

/** Whether something listens at the broker's host and port. */
export function amqpReachable(url: string): Promise<boolean> {
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

/**
 * A queue of one test's own: where publishers send (`address`) and where the test reads (`source`), in the
 * syntax the configured broker uses (RabbitMQ: `/queue/<name>` and `/amq/queue/<name>`). The name is fixed,
 * so runs leave no queues behind; a test ignores messages a run before it left there.
 */
export function testQueue(name: string): { readonly address: string; readonly source: string } {
  const rabbit = (process.env.EXTERNAL_EVENTS_TEST_AMQP_ADDRESS ?? '').startsWith('/queue/');
  return rabbit ? { address: `/queue/${name}`, source: `/amq/queue/${name}` } : { address: name, source: name };
}

/** The text of an AMQP error condition (rhea hands over `{ condition, description }` objects). */
function describe(error: unknown, fallback: string): string {
  if (error instanceof Error) {
    return error.message;
  }
  if (typeof error === 'object' && error !== null && 'description' in error) {
    return String(error.description);
  }
  return fallback;
}

function openConnection(url: string, id: string): Connection {
  const parsed = new URL(url);
  return rhea.create_container({ id }).connect({
    host: parsed.hostname,
    port: Number(parsed.port || 5672),
    ...(parsed.username === '' ? {} : { username: decodeURIComponent(parsed.username), password: decodeURIComponent(parsed.password) }),
    reconnect: false,
  });
}

/** One message as the consumer saw it: the decoded MessageV1 and the AMQP group (the aggregate). */
export interface ReceivedEvent {
  readonly message: MessageV1;
  readonly groupId: string | undefined;
}

/**
 * Reads a queue from the moment it is opened, accepting every message, in arrival order. Declares the queue
 * first (attaching a sender to its address), so messages published before the first publisher connects stay.
 */
export class AmqpCollector {
  readonly received: ReceivedEvent[] = [];
  private readonly connection: Connection;
  private failure: Error | undefined;

  private constructor(connection: Connection) {
    this.connection = connection;
  }

  static async open(url: string, queue: { readonly address: string; readonly source: string }): Promise<AmqpCollector> {
    const connection = openConnection(url, `collector-${process.pid}`);
    const collector = new AmqpCollector(connection);
    await new Promise<void>((resolve, reject) => {
      connection.once('connection_error', (context: EventContext) => reject(new Error(describe(context.connection.error, 'connection refused'))));
      connection.once('disconnected', (context: EventContext) => reject(new Error(`disconnected: ${String(context.error)}`)));
      const sender = connection.open_sender({ target: { address: queue.address, durable: 2 } });
      sender.once('sender_open', () => {
        sender.close();
        const receiver = connection.open_receiver({ source: { address: queue.source }, autoaccept: false, credit_window: 500 });
        receiver.once('receiver_open', () => resolve());
        receiver.once('receiver_error', (context: EventContext) => reject(new Error(describe(context.receiver?.error, 'receiver refused'))));
      });
    });
    connection.removeAllListeners('disconnected');
    connection.on('disconnected', (context: EventContext) => {
      collector.failure = new Error(`collector disconnected: ${String(context.error)}`);
    });
    connection.on('message', (context: EventContext) => {
      const body = (context.message?.body as { content?: Buffer } | undefined)?.content;
      if (body !== undefined) {
        const groupId = context.message?.group_id;
        collector.received.push({ message: decodeMessage(body, 'avro'), groupId: groupId === undefined ? undefined : String(groupId) });
      }
      context.delivery?.accept();
    });
    return collector;
  }

  /** Waits until `done` holds for what was received; throws after `timeoutMs` or when the connection dropped. */
  async until(done: (received: readonly ReceivedEvent[]) => boolean, timeoutMs: number, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done(this.received)) {
      if (this.failure !== undefined) {
        throw this.failure;
      }
      if (Date.now() > deadline) {
        throw new Error(`${what}: not within ${timeoutMs} ms (${this.received.length} messages received)`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async close(): Promise<void> {
    if (this.connection.is_closed()) {
      return;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2000);
      this.connection.once('connection_close', () => {
        clearTimeout(timer);
        resolve();
      });
      this.connection.close();
    });
  }
}
