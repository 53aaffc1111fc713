import type { TObject } from 'typebox';
import { defineCommand, defineQuery, RawReply, type RouteRequest, type RouteServices } from '../../../platform/http/index.ts';
import { mergeTemplate, retrieveAllTemplates, retrieveNewTemplateData, retrieveTemplate, retrieveTemplateData } from './templates.queries.ts';
import { MergeScope, Template, TemplateCommandResult, TemplateIdParams, TemplateList, TemplateListQuery, TemplateRequest, TemplateTemplate } from './templates.schemas.ts';

const tags = ['User Generated Documents'];
const READ_TEMPLATE = { permission: 'READ_TEMPLATE' };

const headerText = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** POST /templates/{id}: the merged text as HTML; mapper URLs are asked of this server with the caller's credentials and tenant. */
async function merge(req: RouteRequest<typeof TemplateIdParams, TObject>, services: RouteServices): Promise<RawReply> {
  const authorization = headerText(req.headers.authorization);
  const headers = { 'fineract-platform-tenantid': req.tenant.identifier, ...(authorization === undefined ? {} : { authorization }) };
  const html = await mergeTemplate(req.tenant.database.db, req.params.templateId, req.body, {
    host: headerText(req.headers.host) ?? 'localhost',
    requestUrl: req.url,
    headers,
    query: req.query,
    localGet: (pathAndQuery, sent) => services.localGet(pathAndQuery, sent),
  });
  return new RawReply(html, 'text/html; charset=utf-8');
}

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
  defineQuery({
    method: 'POST',
    url: '/templates/:templateId',
    summary: 'Merge a template with scope values into HTML (mapper URLs of this server\'s API are read as the caller)',
    operationId: 'mergeTemplate',
    tags,
    access: READ_TEMPLATE,
    params: TemplateIdParams,
    body: MergeScope,
    handle: merge,
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
