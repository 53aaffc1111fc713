import { defineCommand, defineQuery, isTrueFlag } from '../../../platform/http/index.ts';
import { retrieveHook, retrieveHooks, retrieveHookTemplate } from './hooks.queries.ts';
import { Hook, HookCommandResult, HookIdParams, HookList, HookQuery, HookRequest, HookTemplateResponse } from './hooks.schemas.ts';

const tags = ['Hooks'];
const READ_HOOK = { permission: 'READ_HOOK' };

export const hookRoutes = [
  defineQuery({ method: 'GET', url: '/hooks', summary: 'List hooks', tags, access: READ_HOOK, response: HookList, handle: (req) => retrieveHooks(req.tenant.database.db) }),
  defineQuery({
    method: 'GET',
    url: '/hooks/template',
    summary: 'Hook templates with their configuration fields, and the events hooks may listen to',
    tags,
    access: READ_HOOK,
    response: HookTemplateResponse,
    handle: (req) => retrieveHookTemplate(req.tenant.database.db),
  }),
  defineQuery({
    method: 'GET',
    url: '/hooks/:hookId',
    summary: 'Get a hook',
    tags,
    access: READ_HOOK,
    params: HookIdParams,
    querystring: HookQuery,
    response: Hook,
    handle: (req) => retrieveHook(req.tenant.database.db, req.params.hookId, isTrueFlag(req.query.template)),
  }),
  defineCommand({ method: 'POST', url: '/hooks', summary: 'Create a hook', tags, command: { entity: 'HOOK', action: 'CREATE' }, body: HookRequest, response: HookCommandResult }),
  defineCommand({
    method: 'PUT',
    url: '/hooks/:hookId',
    summary: 'Update a hook',
    tags,
    command: { entity: 'HOOK', action: 'UPDATE' },
    params: HookIdParams,
    body: HookRequest,
    response: HookCommandResult,
    ids: (req) => ({ entityId: req.params.hookId }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/hooks/:hookId',
    summary: 'Delete a hook with its delivery log',
    tags,
    command: { entity: 'HOOK', action: 'DELETE' },
    params: HookIdParams,
    response: HookCommandResult,
    ids: (req) => ({ entityId: req.params.hookId }),
  }),
];
