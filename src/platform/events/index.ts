export { BusinessEvent, type BusinessEventContext, type BusinessEventListener } from './business-event.ts';
export { COMMAND_EVENT_TYPES, EXTERNAL_EVENT_TYPES, eventTypeOfCommand, type ExternalEventCategory, type ExternalEventType } from './external-event-types.ts';
export {
  ENABLED_TYPES_TTL_MS,
  ExternalEventStatus,
  enabledExternalEventTypes,
  externalEventConfigurationChanged,
  findExternalEventConfigurations,
  lockUnsentEvents,
  markEventsSent,
  outboxBacklog,
  purgeSentEvents,
  recordBusinessEvent,
  recordCommandEvent,
  updateExternalEventConfigurations,
  type ExternalEventConfigurationRow,
  type OutboxBacklog,
  type OutboxEvent,
} from './external-event-outbox.ts';
export { COMMAND_RESULT_SCHEMA, decodeMessage, encodeMessage, messageCreatedAt, type CommandResultData, type MessageFormat, type MessageV1 } from './message-v1.ts';
export { drainOutbox, type DrainOptions, type DrainResult } from './outbox-drain.ts';
export { messageOf, outboundMessageOf, PublishError, type ExternalEventPublisher, type OutboundMessage } from './publisher.ts';
export { publisherFor } from './publisher-factory.ts';
