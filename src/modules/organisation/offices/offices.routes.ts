import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { userHierarchy, retrieveAllOffices, retrieveNewOfficeTemplate, retrieveOfficeWithTemplate } from './offices.queries.ts';
import { Office, OfficeCommandResult, OfficeIdParams, OfficeList, OfficeListQuery, OfficeRequest, TemplateQuery } from './offices.schemas.ts';

const tags = ['Offices'];
const READ = { permission: 'READ_OFFICE' };

export const officeRoutes = [
  defineQuery({
    method: 'GET',
    url: '/offices',
    summary: 'List offices',
    tags,
    access: READ,
    querystring: OfficeListQuery,
    response: OfficeList,
    handle: (req) => retrieveAllOffices(req.tenant.database.db, req.query, userHierarchy(req.user)),
  }),
  defineQuery({
    method: 'GET',
    url: '/offices/template',
    summary: 'Template for a new office',
    tags,
    access: READ,
    response: Office,
    handle: async (req) => retrieveNewOfficeTemplate(req.tenant.database.db, await req.clock.businessDate(), userHierarchy(req.user)),
  }),
  defineQuery({
    method: 'GET',
    url: '/offices/:officeId',
    summary: 'Get an office',
    tags,
    access: READ,
    params: OfficeIdParams,
    querystring: TemplateQuery,
    response: Office,
    handle: (req) => retrieveOfficeWithTemplate(req.tenant.database.db, req.params.officeId, req.query, userHierarchy(req.user)),
  }),
  defineCommand({
    method: 'POST',
    url: '/offices',
    summary: 'Create an office',
    tags,
    command: { entity: 'OFFICE', action: 'CREATE' },
    body: OfficeRequest,
    response: OfficeCommandResult,
  }),
  defineCommand({
    method: 'PUT',
    url: '/offices/:officeId',
    summary: 'Update an office',
    tags,
    command: { entity: 'OFFICE', action: 'UPDATE' },
    params: OfficeIdParams,
    body: OfficeRequest,
    response: OfficeCommandResult,
    ids: (req) => ({ entityId: req.params.officeId }),
  }),
];
