import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveBreach, retrieveBreachTemplate, retrieveBreaches } from './breaches.queries.ts';
import { Breach, BreachIdParams, BreachList, BreachRequest, BreachTemplate, WorkingCapitalCommandResult } from './breaches.schemas.ts';

const tags = ['Working Capital Breach'];
// Fineract checks the working-capital product's read permission on every read of the rules; the rule's own
// READ_WORKINGCAPITALBREACH (which Fineract seeds) passes too.
const READ = { anyPermission: ['READ_WORKINGCAPITALLOANPRODUCT', 'READ_WORKINGCAPITALBREACH'], refusedAs: 'READ_WORKINGCAPITALLOANPRODUCT' } as const;
const ENTITY = 'WORKINGCAPITALBREACH';

export const breachRoutes = [
  defineQuery({
    method: 'GET',
    url: '/working-capital/breach/template',
    summary: 'Breach template: frequency types and amount calculation types',
    tags,
    access: READ,
    response: BreachTemplate,
    handle: () => retrieveBreachTemplate(),
  }),
  defineQuery({
    method: 'GET',
    url: '/working-capital/breach/breaches',
    summary: 'List working-capital breach rules',
    tags,
    access: READ,
    response: BreachList,
    handle: (req) => retrieveBreaches(req.tenant.database.db),
  }),
  defineQuery({
    method: 'GET',
    url: '/working-capital/breach/breaches/:breachId',
    summary: 'Get a working-capital breach rule',
    tags,
    access: READ,
    params: BreachIdParams,
    response: Breach,
    handle: (req) => retrieveBreach(req.tenant.database.db, req.params.breachId),
  }),
  defineCommand({
    method: 'POST',
    url: '/working-capital/breach/breaches',
    summary: 'Create a working-capital breach rule',
    tags,
    command: { entity: ENTITY, action: 'CREATE' },
    body: BreachRequest,
    response: WorkingCapitalCommandResult,
  }),
  defineCommand({
    method: 'PUT',
    url: '/working-capital/breach/breaches/:breachId',
    summary: 'Replace a working-capital breach rule',
    tags,
    command: { entity: ENTITY, action: 'UPDATE' },
    params: BreachIdParams,
    body: BreachRequest,
    response: WorkingCapitalCommandResult,
    ids: (req) => ({ entityId: req.params.breachId }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/working-capital/breach/breaches/:breachId',
    summary: 'Delete a working-capital breach rule',
    tags,
    command: { entity: ENTITY, action: 'DELETE' },
    params: BreachIdParams,
    response: WorkingCapitalCommandResult,
    ids: (req) => ({ entityId: req.params.breachId }),
  }),
];
