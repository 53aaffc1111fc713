import { randomUUID } from 'node:crypto';
import { encodeMessage, messageCreatedAt, type MessageFormat, type MessageV1 } from './message-v1.ts';
import type { OutboxEvent } from './external-event-outbox.ts';

/** One message ready for the broker: the encoded MessageV1 and what brokers route and filter by. */
export interface OutboundMessage {
  readonly outboxId: number;
  /** The aggregate the event belongs to (-1 when none): Fineract's Kafka key, our AMQP group. */
  readonly aggregateKey: number;
  readonly type: string;
  readonly category: string;
  readonly tenantId: string;
  readonly idempotencyKey: string;
  readonly contentType: string;
  readonly body: Buffer;
}

/**
 * Publishes messages to a broker, in the given order. Resolves once the broker has taken every message;
 * otherwise rejects with a {@link PublishError} that says how many messages, from the first, it took.
 */
export interface ExternalEventPublisher {
  readonly description: string;
  publish(messages: readonly OutboundMessage[]): Promise<void>;
  close(): Promise<void>;
}

/** A publish that failed part-way: the first `sentCount` messages reached the broker, the rest did not. */
export class PublishError extends Error {
  readonly sentCount: number;

  constructor(message: string, sentCount: number, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'PublishError';
    this.sentCount = sentCount;
  }
}

/** Identifies this process as the messages' `source` (Fineract: one random UUID per process). */
const SOURCE = randomUUID();

/** The MessageV1 of an outbox row. */
export function messageOf(event: OutboxEvent, tenantId: string): MessageV1 {
  return {
    id: event.id,
    source: SOURCE,
    type: event.type,
    category: event.category,
    createdAt: messageCreatedAt(event.createdAt),
    businessDate: event.businessDate,
    tenantId,
    idempotencyKey: event.idempotencyKey,
    dataschema: event.schema,
    data: event.data,
  };
}

const CONTENT_TYPES: Readonly<Record<MessageFormat, string>> = { avro: 'application/avro', json: 'application/json' };

/** An outbox row encoded for the broker. */
export function outboundMessageOf(event: OutboxEvent, tenantId: string, format: MessageFormat): OutboundMessage {
  return {
    outboxId: event.id,
    aggregateKey: event.aggregateRootId ?? -1,
    type: event.type,
    category: event.category,
    tenantId,
    idempotencyKey: event.idempotencyKey,
    contentType: CONTENT_TYPES[format],
    body: encodeMessage(messageOf(event, tenantId), format),
  };
}
