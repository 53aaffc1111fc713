import type { ExternalEventsConfig } from '../config/config.ts';
import type { ExternalEventPublisher } from './publisher.ts';

/** The publisher the configuration names; undefined for `none` (events stay in the outbox). */
export async function publisherFor(config: ExternalEventsConfig): Promise<ExternalEventPublisher | undefined> {
  switch (config.publisher) {
    case 'none':
      return undefined;
    case 'amqp': {
      const { AmqpPublisher } = await import('./amqp-publisher.ts');
      return new AmqpPublisher({ url: config.amqpUrl, address: config.amqpAddress });
    }
    case 'kafka': {
      const { KafkaPublisher } = await import('./kafka-publisher.ts');
      return new KafkaPublisher({ bootstrapServers: config.kafkaBootstrapServers, topic: config.kafkaTopic });
    }
  }
}
