import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveExternalEventConfiguration } from './external-event-configuration.queries.ts';
import { ExternalEventConfiguration, UpdateExternalEventConfigurationRequest, UpdateExternalEventConfigurationResult } from './external-event-configuration.schemas.ts';

const tags = ['External event configuration'];

export const externalEventConfigurationRoutes = [
  defineQuery({
    method: 'GET',
    url: '/externalevents/configuration',
    summary: 'List every external event type and whether it is published',
    tags,
    access: { permission: 'READ_EXTERNAL_EVENT_CONFIGURATION' },
    response: ExternalEventConfiguration,
    handle: (req) => retrieveExternalEventConfiguration(req.tenant.database.db),
  }),
  defineCommand({
    method: 'PUT',
    url: '/externalevents/configuration',
    summary: 'Enable or disable the publishing of external event types',
    tags,
    command: { entity: 'EXTERNAL_EVENT_CONFIGURATION', action: 'UPDATE' },
    body: UpdateExternalEventConfigurationRequest,
    response: UpdateExternalEventConfigurationResult,
  }),
];
