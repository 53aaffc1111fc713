import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { readerOf } from './grouping.queries.ts';
import { retrieveAllGroups, retrieveGroup, retrieveGroupTemplate } from './groups.queries.ts';
import { GroupCommandResult, GroupDetail, GroupIdParams, GroupList, GroupListQuery, GroupQuery, GroupRequest, GroupTemplate, GroupTemplateQuery } from './groups.schemas.ts';

const tags = ['Groups'];
const READ = { permission: 'READ_GROUP' };

export const groupRoutes = [
  defineQuery({
    method: 'GET',
    url: '/groups/template',
    summary: 'Group template: offices, staff, roles (centers with center=true; a center\'s group with centerId; closure reasons with command=close)',
    tags,
    access: READ,
    querystring: GroupTemplateQuery,
    response: GroupTemplate,
    handle: (req) => retrieveGroupTemplate(req.tenant.database.db, req.query, readerOf(req.user)),
  }),
  defineQuery({
    method: 'GET',
    url: '/groups',
    summary: 'List groups (array, or a page with paged=true)',
    tags,
    access: READ,
    querystring: GroupListQuery,
    response: GroupList,
    handle: (req) => retrieveAllGroups(req.tenant.database.db, req.query, readerOf(req.user)),
  }),
  defineQuery({
    method: 'GET',
    url: '/groups/:groupId',
    summary: 'Get a group (associations, roleId, template=true)',
    tags,
    access: READ,
    params: GroupIdParams,
    querystring: GroupQuery,
    response: GroupDetail,
    handle: (req) => retrieveGroup(req.tenant.database.db, req.params.groupId, req.query, readerOf(req.user)),
  }),
  defineCommand({
    method: 'POST',
    url: '/groups',
    summary: 'Create a group (pending, or active with active=true and activationDate; under a center with centerId)',
    tags,
    command: { entity: 'GROUP', action: 'CREATE' },
    body: GroupRequest,
    response: GroupCommandResult,
  }),
  defineCommand({
    method: 'PUT',
    url: '/groups/:groupId',
    summary: 'Update a group',
    tags,
    command: { entity: 'GROUP', action: 'UPDATE' },
    params: GroupIdParams,
    body: GroupRequest,
    response: GroupCommandResult,
    ids: (req) => ({ entityId: req.params.groupId }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/groups/:groupId',
    summary: 'Delete a pending group',
    tags,
    command: { entity: 'GROUP', action: 'DELETE' },
    params: GroupIdParams,
    response: GroupCommandResult,
    ids: (req) => ({ entityId: req.params.groupId }),
  }),
];
