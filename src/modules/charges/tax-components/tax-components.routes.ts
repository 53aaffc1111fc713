import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveAllTaxComponents, retrieveTaxComponent, retrieveTaxComponentTemplate } from './tax-components.queries.ts';
import { CommandResultWithChanges, TaxComponent, TaxComponentIdParams, TaxComponentList, TaxComponentRequest, TaxComponentTemplate } from './tax-components.schemas.ts';

const tags = ['Tax Components'];
const READ = { permission: 'READ_TAXCOMPONENT' };
const ENTITY = 'TAXCOMPONENT';

export const taxComponentRoutes = [
  defineQuery({
    method: 'GET',
    url: '/taxes/component',
    summary: 'List tax components',
    tags,
    access: READ,
    response: TaxComponentList,
    handle: (req) => retrieveAllTaxComponents(req.tenant.database.db),
  }),
  defineQuery({
    method: 'GET',
    url: '/taxes/component/template',
    summary: 'Tax component template',
    tags,
    access: READ,
    response: TaxComponentTemplate,
    handle: (req) => retrieveTaxComponentTemplate(req.tenant.database.db),
  }),
  defineQuery({
    method: 'GET',
    url: '/taxes/component/:taxComponentId',
    summary: 'Get a tax component',
    tags,
    access: READ,
    params: TaxComponentIdParams,
    response: TaxComponent,
    handle: (req) => retrieveTaxComponent(req.tenant.database.db, req.params.taxComponentId),
  }),
  defineCommand({
    method: 'POST',
    url: '/taxes/component',
    summary: 'Create a tax component',
    tags,
    command: { entity: ENTITY, action: 'CREATE' },
    body: TaxComponentRequest,
    response: CommandResultWithChanges,
  }),
  defineCommand({
    method: 'PUT',
    url: '/taxes/component/:taxComponentId',
    summary: 'Update a tax component (name, or a new percentage from a start date)',
    tags,
    command: { entity: ENTITY, action: 'UPDATE' },
    params: TaxComponentIdParams,
    body: TaxComponentRequest,
    response: CommandResultWithChanges,
    ids: (req) => ({ entityId: req.params.taxComponentId }),
  }),
];
