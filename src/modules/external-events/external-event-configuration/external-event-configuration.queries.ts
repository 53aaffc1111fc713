import type { Kysely } from 'kysely';
import { presentExternalEventConfiguration, type ExternalEventConfigurationView } from './external-event-configuration.presenter.ts';
import { findExternalEventConfigurations } from './external-event-configuration.repository.ts';

/** GET /externalevents/configuration: every type, by name. */
export async function retrieveExternalEventConfiguration(db: Kysely<object>): Promise<ExternalEventConfigurationView> {
  return presentExternalEventConfiguration(await findExternalEventConfigurations(db));
}
