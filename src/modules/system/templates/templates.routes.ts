import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveAllTemplates, retrieveNewTemplateData, retrieveTemplate, retrieveTemplateData } from './templates.queries.ts';
import { Template, TemplateCommandResult, TemplateIdParams, TemplateList, TemplateListQuery, TemplateRequest, TemplateTemplate } from './templates.schemas.ts';

const tags = ['User Generated Documents'];
const READ_TEMPLATE = { permission: 'READ_TEMPLATE' };

export const templateRoutes = [
  defineQuery({
    method: 'GET',
    url: '/templates',
    summary: 'List templates (optionally of one type and entity)',
    tags,
    access: READ_TEMPLATE,
    querystring: TemplateListQuery,
    response: TemplateList,
    handle: (req) => retrieveAllTemplates(req.tenant.database.db, req.query.typeId, req.query.entityId),
  }),
  defineQuery({ method: 'GET', url: '/templates/template', summary: 'Template entity and type options', tags, access: READ_TEMPLATE, response: TemplateTemplate, handle: () => Promise.resolve(retrieveNewTemplateData()) }),
  defineCommand({ method: 'POST', url: '/templates', summary: 'Create a template', tags, command: { entity: 'TEMPLATE', action: 'CREATE' }, body: TemplateRequest, response: TemplateCommandResult }),
  defineQuery({
    method: 'GET',
    url: '/templates/:templateId',
    summary: 'Get a template',
    operationId: 'retrieveOneTemplate',
    tags,
    access: READ_TEMPLATE,
    params: TemplateIdParams,
    response: Template,
    handle: (req) => retrieveTemplate(req.tenant.database.db, req.params.templateId),
  }),
  defineQuery({
    method: 'GET',
    url: '/templates/:templateId/template',
    operationId: 'getTemplateByTemplate',
    summary: 'Get a template with the entity and type options',
    tags,
    access: READ_TEMPLATE,
    params: TemplateIdParams,
    response: TemplateTemplate,
    handle: (req) => retrieveTemplateData(req.tenant.database.db, req.params.templateId),
  }),
  defineCommand({
    method: 'PUT',
    url: '/templates/:templateId',
    summary: 'Replace a template (all members, mappers included)',
    operationId: 'saveTemplate',
    tags,
    command: { entity: 'TEMPLATE', action: 'UPDATE' },
    params: TemplateIdParams,
    body: TemplateRequest,
    response: TemplateCommandResult,
    ids: (req) => ({ entityId: req.params.templateId }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/templates/:templateId',
    summary: 'Delete a template',
    tags,
    command: { entity: 'TEMPLATE', action: 'DELETE' },
    params: TemplateIdParams,
    response: TemplateCommandResult,
    ids: (req) => ({ entityId: req.params.templateId }),
  }),
];
