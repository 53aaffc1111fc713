import rhea, { type Connection, type ConnectionOptions, type Delivery, type EventContext, type Message, type Sender } from 'rhea';
import { PublishError, type ExternalEventPublisher, type OutboundMessage } from './publisher.ts';

export interface AmqpPublisherOptions {
  /** `amqp://[user:password@]host:port` or `amqps://…`. */
  readonly url: string;
  /** Queue name, or `topic://name` for a topic (ActiveMQ's address prefixes). */
  readonly address: string;
  /** How long to wait for the connection and for the broker to settle a batch. */
  readonly timeoutMs?: number;
}

interface OpenLink {
  readonly connection: Connection;
  readonly sender: Sender;
}

/**
 * Publishes to an AMQP 1.0 broker with rhea: Fineract's JMS route, spoken as AMQP (ActiveMQ's AMQP
 * connector). Each message is durable, its body one data section (the encoded MessageV1, as Fineract's
 * JMS BytesMessage), its message-id the event's idempotency key and its group-id the aggregate (ActiveMQ
 * keeps a group on one consumer, in order). A batch is sent on one link, in order, and counts as taken
 * once the broker accepted every delivery.
 */
export class AmqpPublisher implements ExternalEventPublisher {
  readonly description: string;
  private readonly options: AmqpPublisherOptions;
  private link: Promise<OpenLink> | undefined;

  constructor(options: AmqpPublisherOptions) {
    this.options = options;
    const url = new URL(options.url);
    this.description = `AMQP ${url.protocol}//${url.host} → ${options.address}`;
  }

  async publish(messages: readonly OutboundMessage[]): Promise<void> {
    if (messages.length === 0) {
      return;
    }
    let link: OpenLink;
    try {
      link = await this.open();
    } catch (error) {
      throw new PublishError(`cannot reach the AMQP broker (${this.description}): ${errorText(error)}`, 0, error);
    }
    try {
      await sendAll(link.sender, messages, this.options.timeoutMs ?? 10_000);
    } catch (error) {
      // After a failure the link's state is unknown: the next publish opens a new one.
      await this.close();
      throw error;
    }
  }

  async close(): Promise<void> {
    const link = this.link;
    this.link = undefined;
    if (link === undefined) {
      return;
    }
    const open = await link.catch(() => undefined);
    if (open !== undefined && !open.connection.is_closed()) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 2_000);
        open.connection.once('connection_close', () => {
          clearTimeout(timer);
          resolve();
        });
        open.connection.once('disconnected', () => {
          clearTimeout(timer);
          resolve();
        });
        open.connection.close();
      });
    }
  }

  private open(): Promise<OpenLink> {
    this.link ??= connect(this.options).catch((error: unknown) => {
      this.link = undefined;
      throw error;
    });
    return this.link;
  }
}

function errorText(error: unknown): string {
  if (error instanceof Error) {
    return error.message;
  }
  if (typeof error === 'object' && error !== null && 'description' in error) {
    return String(error.description);
  }
  return String(error);
}

/** Opens a connection and a sender link; rejects when either fails or the timeout passes. */
function connect(options: AmqpPublisherOptions): Promise<OpenLink> {
  const url = new URL(options.url);
  const container = rhea.create_container({ id: `corebank-${process.pid}` });
  return new Promise<OpenLink>((resolve, reject) => {
    const base = {
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'amqps:' ? 5671 : 5672)),
      ...(url.username === '' ? {} : { username: decodeURIComponent(url.username), password: decodeURIComponent(url.password) }),
      reconnect: false,
      idle_time_out: 60_000,
    };
    const connectionOptions: ConnectionOptions = url.protocol === 'amqps:' ? { ...base, transport: 'tls' } : { ...base, transport: 'tcp' };
    const connection = container.connect(connectionOptions);
    const fail = (error: unknown): void => {
      clearTimeout(timer);
      connection.removeAllListeners();
      if (!connection.is_closed()) {
        connection.close();
      }
      reject(error instanceof Error ? error : new Error(errorText(error)));
    };
    const timer = setTimeout(() => fail(new Error(`no answer from ${url.host} within ${options.timeoutMs ?? 10_000} ms`)), options.timeoutMs ?? 10_000);
    connection.once('disconnected', (context: EventContext) => fail(context.error ?? new Error('disconnected')));
    connection.once('connection_error', (context: EventContext) => fail(context.connection.error ?? new Error('connection refused by the broker')));
    const sender = connection.open_sender({ target: { address: options.address, durable: 2 }, autosettle: true });
    sender.once('sender_open', () => {
      clearTimeout(timer);
      connection.removeAllListeners('disconnected');
      connection.removeAllListeners('connection_error');
      // Errors after opening surface through the deliveries of the next publish.
      connection.on('disconnected', () => undefined);
      connection.on('connection_error', () => undefined);
      resolve({ connection, sender });
    });
    sender.once('sender_error', (context: EventContext) => fail(context.sender?.error ?? new Error('sender refused by the broker')));
  });
}

/** Sends every message in order (as credit allows) and waits until the broker accepted all of them. */
function sendAll(sender: Sender, messages: readonly OutboundMessage[], timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const outcome = new Array<'accepted' | 'failed' | undefined>(messages.length);
    const indexOf = new Map<Delivery, number>();
    let next = 0;
    let done = false;
    const acceptedPrefix = (): number => {
      const failed = outcome.findIndex((o) => o !== 'accepted');
      return failed < 0 ? messages.length : failed;
    };
    const finish = (error?: Error): void => {
      if (done) {
        return;
      }
      done = true;
      clearTimeout(timer);
      sender.removeListener('sendable', pump);
      sender.removeListener('accepted', onAccepted);
      sender.removeListener('rejected', onFailed);
      sender.removeListener('released', onFailed);
      sender.removeListener('modified', onFailed);
      sender.connection.removeListener('disconnected', onDisconnected);
      if (error === undefined) {
        resolve();
      } else {
        reject(new PublishError(error.message, acceptedPrefix(), error));
      }
    };
    const settle = (context: EventContext, result: 'accepted' | 'failed'): void => {
      const index = context.delivery === undefined ? undefined : indexOf.get(context.delivery);
      if (index === undefined) {
        return;
      }
      outcome[index] = result;
      if (result === 'failed') {
        finish(new Error(`the broker refused message ${messages[index]?.outboxId ?? ''}`));
      } else if (acceptedPrefix() === messages.length) {
        finish();
      }
    };
    const onAccepted = (context: EventContext): void => settle(context, 'accepted');
    const onFailed = (context: EventContext): void => settle(context, 'failed');
    const onDisconnected = (context: EventContext): void => finish(new Error(`disconnected from the AMQP broker: ${errorText(context.error)}`));
    const pump = (): void => {
      while (next < messages.length && sender.sendable()) {
        const message = messages[next];
        if (message === undefined) {
          break;
        }
        indexOf.set(sender.send(toAmqp(message)), next);
        next += 1;
      }
    };
    const timer = setTimeout(() => finish(new Error(`the broker did not settle ${messages.length - acceptedPrefix()} messages within ${timeoutMs} ms`)), timeoutMs);
    sender.on('sendable', pump);
    sender.on('accepted', onAccepted);
    sender.on('rejected', onFailed);
    sender.on('released', onFailed);
    sender.on('modified', onFailed);
    sender.connection.on('disconnected', onDisconnected);
    pump();
  });
}

/** The AMQP message of an outbound message. */
export function toAmqp(message: OutboundMessage): Message {
  const body: unknown = rhea.message.data_section(message.body);
  return {
    durable: true,
    message_id: message.idempotencyKey,
    subject: message.type,
    group_id: String(message.aggregateKey),
    content_type: message.contentType,
    application_properties: {
      type: message.type,
      category: message.category,
      tenantId: message.tenantId,
      idempotencyKey: message.idempotencyKey,
      aggregateRootId: message.aggregateKey,
    },
    body,
  };
}
