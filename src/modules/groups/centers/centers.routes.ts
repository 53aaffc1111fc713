import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { GroupCommandResult } from '../groups/groups.schemas.ts';
import { readerOf } from '../groups/grouping.queries.ts';
import { retrieveAllCenters, retrieveCenter, retrieveCenterTemplate } from './centers.queries.ts';
import {
  CenterCommandQuery,
  CenterCommandRequest,
  CenterDetail,
  CenterIdParams,
  CenterList,
  CenterListQuery,
  CenterQuery,
  CenterRequest,
  CenterTemplate,
  CenterTemplateQuery,
} from './centers.schemas.ts';

const tags = ['Centers'];
const READ = { permission: 'READ_CENTER' };

export const centerRoutes = [
  defineQuery({
    method: 'GET',
    url: '/centers/template',
    summary: 'Center template: offices, staff (closure reasons with command=close)',
    tags,
    access: READ,
    querystring: CenterTemplateQuery,
    response: CenterTemplate,
    handle: async (req) => retrieveCenterTemplate(req.tenant.database.db, req.query, readerOf(req.user), await req.clock.businessDate()),
  }),
  defineQuery({
    method: 'GET',
    url: '/centers',
    summary: 'List centers (array, or a page with paged=true)',
    tags,
    access: READ,
    querystring: CenterListQuery,
    response: CenterList,
    handle: (req) => retrieveAllCenters(req.tenant.database.db, req.query, readerOf(req.user)),
  }),
  defineQuery({
    method: 'GET',
    url: '/centers/:centerId',
    summary: 'Get a center (associations=groupMembers, template=true)',
    tags,
    access: READ,
    params: CenterIdParams,
    querystring: CenterQuery,
    response: CenterDetail,
    handle: (req) => retrieveCenter(req.tenant.database.db, req.params.centerId, req.query, readerOf(req.user)),
  }),
  defineCommand({
    method: 'POST',
    url: '/centers',
    summary: 'Create a center (pending, or active with active=true and activationDate)',
    tags,
    command: { entity: 'CENTER', action: 'CREATE' },
    body: CenterRequest,
    response: GroupCommandResult,
  }),
  defineCommand({
    method: 'PUT',
    url: '/centers/:centerId',
    summary: 'Update a center',
    tags,
    command: { entity: 'CENTER', action: 'UPDATE' },
    params: CenterIdParams,
    body: CenterRequest,
    response: GroupCommandResult,
    ids: (req) => ({ entityId: req.params.centerId }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/centers/:centerId',
    summary: 'Delete a pending center',
    tags,
    command: { entity: 'CENTER', action: 'DELETE' },
    params: CenterIdParams,
    response: GroupCommandResult,
    ids: (req) => ({ entityId: req.params.centerId }),
  }),
  defineCommand({
    method: 'POST',
    url: '/centers/:centerId',
    summary: 'Center commands: activate, close, associate / disassociate groups',
    tags,
    command: {
      byQueryParam: {
        activate: { entity: 'CENTER', action: 'ACTIVATE' },
        close: { entity: 'CENTER', action: 'CLOSE' },
        associateGroups: { entity: 'CENTER', action: 'ASSOCIATEGROUPS' },
        disassociateGroups: { entity: 'CENTER', action: 'DISASSOCIATEGROUPS' },
      },
    },
    params: CenterIdParams,
    querystring: CenterCommandQuery,
    body: CenterCommandRequest,
    response: GroupCommandResult,
    ids: (req) => ({ entityId: req.params.centerId }),
  }),
];
