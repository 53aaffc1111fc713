import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { externalServiceNamed } from './domain/external-service.ts';
import { externalServiceNotFound } from './external-services.errors.ts';
import { retrieveExternalService } from './external-services.queries.ts';
import { ExternalServiceCommandResult, ExternalServiceParams, ExternalServiceProperties, ExternalServiceRequest } from './external-services.schemas.ts';

const tags = ['External Services'];

function serviceId(name: string): number {
  const service = externalServiceNamed(name);
  if (service === undefined) {
    throw externalServiceNotFound(name);
  }
  return service.id;
}

export const externalServiceRoutes = [
  defineQuery({
    method: 'GET',
    url: '/externalservice/:servicename',
    summary: 'Get the settings of an external service (S3, SMTP, SMS, NOTIFICATION); secrets masked',
    tags,
    access: { permission: 'READ_CONFIGURATION' },
    params: ExternalServiceParams,
    response: ExternalServiceProperties,
    handle: (req) => retrieveExternalService(req.tenant.database.db, req.params.servicename),
  }),
  defineCommand({
    method: 'PUT',
    url: '/externalservice/:servicename',
    summary: 'Change settings of an external service',
    tags,
    command: { entity: 'EXTERNALSERVICES', action: 'UPDATE' },
    params: ExternalServiceParams,
    body: ExternalServiceRequest,
    response: ExternalServiceCommandResult,
    ids: (req) => ({ entityId: serviceId(req.params.servicename) }),
  }),
];
