import { defineCommand, defineQuery, isTrueFlag } from '../../../platform/http/index.ts';
import { CommandResultSchema, PermissionsRequest } from '../roles/roles.schemas.ts';
import { retrievePermissions } from './permissions.queries.ts';
import { PermissionList, PermissionsQuery } from './permissions.schemas.ts';

const tags = ['Permissions'];

export const permissionRoutes = [
  defineQuery({
    method: 'GET',
    url: '/permissions',
    summary: 'List permissions (or their maker-checker switches)',
    tags,
    access: { permission: 'READ_PERMISSION' },
    querystring: PermissionsQuery,
    response: PermissionList,
    handle: (req) => retrievePermissions(req.tenant.database.db, isTrueFlag(req.query.makerCheckerable)),
  }),
  defineCommand({
    method: 'PUT',
    url: '/permissions',
    summary: 'Switch maker-checker on or off per permission',
    tags,
    command: { entity: 'PERMISSION', action: 'UPDATE' },
    body: PermissionsRequest,
    response: CommandResultSchema,
  }),
];
