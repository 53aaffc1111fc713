/**
 * The configuration's reads and writes. `m_external_event_configuration` belongs to platform/events, which
 * reads it for every command (which event types to write to the outbox) and keeps a copy to drop on change.
 */
export {
  findExternalEventConfigurations,
  updateExternalEventConfigurations,
} from '../../../platform/events/index.ts';
