import type { ModuleDefinition } from '../module.ts';
import { externalEventConfigurationCommandHandlers } from './external-event-configuration/external-event-configuration.commands.ts';
import { externalEventConfigurationRoutes } from './external-event-configuration/external-event-configuration.routes.ts';
import { externalEventJobs } from './external-event-publishing/external-event-publishing.jobs.ts';
import { registerExternalEventPayloads } from './external-event-payloads/external-event-payloads.ts';

export { externalEventJobsWith, type PublisherSource } from './external-event-publishing/external-event-publishing.jobs.ts';

// The event types with their own payload (Fineract's per-type records), known to the outbox and the encoder.
registerExternalEventPayloads();

/**
 * External business events: which event types are published (`/externalevents/configuration`), and the
 * jobs that publish the outbox to the broker ("Send Asynchronous Events") and purge what was sent
 * ("Purge External Events"). Commands write the events themselves, through the command pipeline.
 */
export const externalEventsModule: ModuleDefinition = {
  name: 'external-events',
  routes: externalEventConfigurationRoutes,
  commandHandlers: externalEventConfigurationCommandHandlers,
  jobs: externalEventJobs,
};
