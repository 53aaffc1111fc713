import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { WorkingCapitalCommandResult } from '../breaches/breaches.schemas.ts';
import { retrieveNearBreach, retrieveNearBreaches } from './near-breaches.queries.ts';
import { NearBreach, NearBreachIdParams, NearBreachList, NearBreachRequest } from './near-breaches.schemas.ts';

const tags = ['Working Capital Near Breach'];
// Fineract checks the working-capital product's read permission on every read of the rules; the rule's own
// READ_WORKINGCAPITALNEARBREACH (which Fineract seeds) passes too.
const READ = { anyPermission: ['READ_WORKINGCAPITALLOANPRODUCT', 'READ_WORKINGCAPITALNEARBREACH'], refusedAs: 'READ_WORKINGCAPITALLOANPRODUCT' } as const;
const ENTITY = 'WORKINGCAPITALNEARBREACH';

export const nearBreachRoutes = [
  defineQuery({
    method: 'GET',
    url: '/working-capital/near-breach',
    summary: 'List working-capital near-breach rules',
    tags,
    access: READ,
    response: NearBreachList,
    handle: (req) => retrieveNearBreaches(req.tenant.database.db),
  }),
  defineQuery({
    method: 'GET',
    url: '/working-capital/near-breach/:breachId',
    summary: 'Get a working-capital near-breach rule',
    tags,
    access: READ,
    params: NearBreachIdParams,
    response: NearBreach,
    handle: (req) => retrieveNearBreach(req.tenant.database.db, req.params.breachId),
  }),
  defineCommand({
    method: 'POST',
    url: '/working-capital/near-breach',
    summary: 'Create a working-capital near-breach rule',
    tags,
    command: { entity: ENTITY, action: 'CREATE' },
    body: NearBreachRequest,
    response: WorkingCapitalCommandResult,
  }),
  defineCommand({
    method: 'PUT',
    url: '/working-capital/near-breach/:breachId',
    summary: 'Replace a working-capital near-breach rule',
    tags,
    command: { entity: ENTITY, action: 'UPDATE' },
    params: NearBreachIdParams,
    body: NearBreachRequest,
    response: WorkingCapitalCommandResult,
    ids: (req) => ({ entityId: req.params.breachId }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/working-capital/near-breach/:breachId',
    summary: 'Delete a working-capital near-breach rule',
    tags,
    command: { entity: ENTITY, action: 'DELETE' },
    params: NearBreachIdParams,
    response: WorkingCapitalCommandResult,
    ids: (req) => ({ entityId: req.params.breachId }),
  }),
];
