import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { CommandResultWithChanges, TemplateQuery } from '../tax-components/tax-components.schemas.ts';
import { retrieveAllCharges, retrieveCharge, retrieveChargeTemplate } from './charges.queries.ts';
import { Charge, ChargeIdParams, ChargeList, ChargeRequest, ChargeTemplate } from './charges.schemas.ts';

const tags = ['Charges'];
const READ = { permission: 'READ_CHARGE' };
const ENTITY = 'CHARGE';

export const chargeRoutes = [
  defineQuery({
    method: 'GET',
    url: '/charges',
    summary: 'List charges',
    tags,
    access: READ,
    response: ChargeList,
    handle: (req) => retrieveAllCharges(req.tenant.database.db),
  }),
  defineQuery({
    method: 'GET',
    url: '/charges/template',
    summary: 'Charge template',
    tags,
    access: READ,
    response: ChargeTemplate,
    handle: (req) => retrieveChargeTemplate(req.tenant.database.db),
  }),
  defineQuery({
    method: 'GET',
    url: '/charges/:chargeId',
    summary: 'Get a charge (template=true adds the option lists)',
    tags,
    access: READ,
    params: ChargeIdParams,
    querystring: TemplateQuery,
    response: Charge,
    handle: (req) => retrieveCharge(req.tenant.database.db, req.params.chargeId, req.query),
  }),
  defineCommand({
    method: 'POST',
    url: '/charges',
    summary: 'Create a charge',
    tags,
    command: { entity: ENTITY, action: 'CREATE' },
    body: ChargeRequest,
    response: CommandResultWithChanges,
  }),
  defineCommand({
    method: 'PUT',
    url: '/charges/:chargeId',
    summary: 'Update a charge',
    tags,
    command: { entity: ENTITY, action: 'UPDATE' },
    params: ChargeIdParams,
    body: ChargeRequest,
    response: CommandResultWithChanges,
    ids: (req) => ({ entityId: req.params.chargeId }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/charges/:chargeId',
    summary: 'Delete a charge (a soft delete)',
    tags,
    command: { entity: ENTITY, action: 'DELETE' },
    params: ChargeIdParams,
    response: CommandResultWithChanges,
    ids: (req) => ({ entityId: req.params.chargeId }),
  }),
];
