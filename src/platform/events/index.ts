export { BusinessEvent, type BusinessEventContext, type BusinessEventListener } from './business-event.ts';
export { COMMAND_EVENT_TYPES, EXTERNAL_EVENT_TYPES, eventTypeOfCommand, type ExternalEventCategory, type ExternalEventType } from './external-event-types.ts';
export {
  ENABLED_TYPES_TTL_MS,
  ExternalEventStatus,
  captureCommandEventPayload,
  captureCommandStates,
  enabledExternalEventTypes,
  externalEventConfigurationChanged,
  findExternalEventConfigurations,
  lockUnsentEvents,
  markEventsSent,
  outboxBacklog,
  purgeSentEvents,
  recordBusinessEvents,
  recordCommandEvent,
  registerBatchEventPayload,
  registerExternalEventPayload,
  registerExternalEventPriorPayload,
  registerStateChangeEvent,
  updateExternalEventConfigurations,
  type BatchEventPayloadBuilder,
  type ExternalEventConfigurationRow,
  type ExternalEventPayload,
  type ExternalEventPayloadBuilder,
  type ExternalEventPriorPayloadBuilder,
  type OutboxBacklog,
  type OutboxBusinessEvent,
  type OutboxEvent,
  type StateChangeEvent,
} from './external-event-outbox.ts';
export {
  COMMAND_RESULT_SCHEMA,
  decodeMessage,
  encodeMessage,
  fromSingleObject,
  messageCreatedAt,
  registerPayloadCodec,
  singleObject,
  type CommandResultData,
  type EventPayloadData,
  type MessageFormat,
  type MessageV1,
  type PayloadCodec,
} from './message-v1.ts';
export { drainOutbox, type DrainOptions, type DrainResult } from './outbox-drain.ts';
export { messageOf, outboundMessageOf, PublishError, type ExternalEventPublisher, type OutboundMessage } from './publisher.ts';
export { publisherFor } from './publisher-factory.ts';
