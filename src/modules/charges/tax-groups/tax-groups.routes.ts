import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { CommandResultWithChanges, TemplateQuery } from '../tax-components/tax-components.schemas.ts';
import { retrieveAllTaxGroups, retrieveTaxGroup, retrieveTaxGroupTemplate } from './tax-groups.queries.ts';
import { TaxGroup, TaxGroupIdParams, TaxGroupList, TaxGroupRequest, TaxGroupTemplate } from './tax-groups.schemas.ts';

const tags = ['Tax Group'];
const READ = { permission: 'READ_TAXGROUP' };
const ENTITY = 'TAXGROUP';

export const taxGroupRoutes = [
  defineQuery({
    method: 'GET',
    url: '/taxes/group',
    summary: 'List tax groups',
    tags,
    access: READ,
    response: TaxGroupList,
    handle: (req) => retrieveAllTaxGroups(req.tenant.database.db),
  }),
  defineQuery({
    method: 'GET',
    url: '/taxes/group/template',
    summary: 'Tax group template',
    tags,
    access: READ,
    response: TaxGroupTemplate,
    handle: (req) => retrieveTaxGroupTemplate(req.tenant.database.db),
  }),
  defineQuery({
    method: 'GET',
    url: '/taxes/group/:taxGroupId',
    summary: 'Get a tax group (template=true adds taxComponents)',
    tags,
    access: READ,
    params: TaxGroupIdParams,
    querystring: TemplateQuery,
    response: TaxGroup,
    handle: (req) => retrieveTaxGroup(req.tenant.database.db, req.params.taxGroupId, req.query),
  }),
  defineCommand({
    method: 'POST',
    url: '/taxes/group',
    summary: 'Create a tax group',
    tags,
    command: { entity: ENTITY, action: 'CREATE' },
    body: TaxGroupRequest,
    response: CommandResultWithChanges,
  }),
  defineCommand({
    method: 'PUT',
    url: '/taxes/group/:taxGroupId',
    summary: 'Update a tax group (name, new components, end dates)',
    tags,
    command: { entity: ENTITY, action: 'UPDATE' },
    params: TaxGroupIdParams,
    body: TaxGroupRequest,
    response: CommandResultWithChanges,
    ids: (req) => ({ entityId: req.params.taxGroupId }),
  }),
];
