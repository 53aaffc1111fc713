import { Producer, type MessageToProduce } from '@platformatic/kafka';
import { PublishError, type ExternalEventPublisher, type OutboundMessage } from './publisher.ts';

export interface KafkaPublisherOptions {
  /** `host:port` of the brokers to start from. */
  readonly bootstrapServers: readonly string[];
  readonly topic: string;
  /** How long a request to a broker may take. */
  readonly timeoutMs?: number;
}

/** A Kafka key as Fineract's producer writes it (`LongSerializer`): the aggregate id, 8 bytes big-endian. */
export function kafkaKeyOf(aggregateKey: number): Buffer {
  const key = Buffer.alloc(8);
  key.writeBigInt64BE(BigInt(aggregateKey));
  return key;
}

/**
 * The records of a batch: key the aggregate id (so one aggregate's events share a partition and keep
 * their order), value the encoded MessageV1, and headers naming the event for consumers that route
 * without decoding it.
 */
export function kafkaRecordsOf(messages: readonly OutboundMessage[], topic: string): MessageToProduce<Buffer, Buffer, Buffer, Buffer>[] {
  return messages.map((message) => ({
    topic,
    key: kafkaKeyOf(message.aggregateKey),
    value: message.body,
    headers: new Map<Buffer, Buffer>([
      [Buffer.from('type'), Buffer.from(message.type)],
      [Buffer.from('category'), Buffer.from(message.category)],
      [Buffer.from('tenantId'), Buffer.from(message.tenantId)],
      [Buffer.from('idempotencyKey'), Buffer.from(message.idempotencyKey)],
      [Buffer.from('content-type'), Buffer.from(message.contentType)],
    ]),
  }));
}

/**
 * Publishes to Kafka with @platformatic/kafka: every record acknowledged by all in-sync replicas
 * (`acks: -1`), by an idempotent producer (the broker drops a retried record it already has). A batch is
 * all-or-nothing from the outbox's point of view: on failure none of it counts as sent, and the next
 * attempt sends it again (consumers drop repeats by the idempotency key).
 */
export class KafkaPublisher implements ExternalEventPublisher {
  readonly description: string;
  private readonly options: KafkaPublisherOptions;
  private producer: Producer<Buffer, Buffer, Buffer, Buffer> | undefined;

  constructor(options: KafkaPublisherOptions) {
    this.options = options;
    this.description = `Kafka ${options.bootstrapServers.join(',')} → ${options.topic}`;
  }

  async publish(messages: readonly OutboundMessage[]): Promise<void> {
    if (messages.length === 0) {
      return;
    }
    this.producer ??= new Producer<Buffer, Buffer, Buffer, Buffer>({
      clientId: 'corebank-external-events',
      bootstrapBrokers: [...this.options.bootstrapServers],
      timeout: this.options.timeoutMs ?? 10_000,
      retries: 0,
      idempotent: true,
      acks: -1,
      autocreateTopics: true,
    });
    try {
      await this.producer.send({ messages: kafkaRecordsOf(messages, this.options.topic) });
    } catch (error) {
      await this.close();
      throw new PublishError(`cannot publish to Kafka (${this.description}): ${error instanceof Error ? error.message : String(error)}`, 0, error);
    }
  }

  async close(): Promise<void> {
    const producer = this.producer;
    this.producer = undefined;
    await producer?.close();
  }
}
