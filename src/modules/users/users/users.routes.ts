import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { CommandResultSchema } from '../roles/roles.schemas.ts';
import { retrieveAllUsers, retrieveUser, retrieveUserTemplate } from './users.queries.ts';
import { AppUser, AppUserList, AppUserTemplate, UserIdParams, UserRequest } from './users.schemas.ts';

const tags = ['Users'];

function caller<T>(user: T | undefined): T {
  if (user === undefined) {
    throw new Error('user route reached without a user');
  }
  return user;
}

export const userRoutes = [
  defineQuery({
    method: 'GET',
    url: '/users',
    summary: 'List the users of your office and the offices below it',
    tags,
    access: { permission: 'READ_USER' },
    response: AppUserList,
    handle: (req) => retrieveAllUsers(req.tenant.database.db, caller(req.user)),
  }),
  defineQuery({
    method: 'GET',
    url: '/users/template',
    summary: 'Options for a new user: offices and roles',
    tags,
    access: { permission: 'READ_USER' },
    response: AppUserTemplate,
    handle: (req) => retrieveUserTemplate(req.tenant.database.db, caller(req.user)),
  }),
  defineQuery({
    method: 'GET',
    url: '/users/:userId',
    summary: 'Get a user',
    tags,
    access: { permission: 'READ_USER' },
    params: UserIdParams,
    response: AppUser,
    handle: (req) => retrieveUser(req.tenant.database.db, req.params.userId),
  }),
  defineCommand({
    method: 'POST',
    url: '/users',
    summary: 'Create a user',
    tags,
    command: { entity: 'USER', action: 'CREATE' },
    body: UserRequest,
    response: CommandResultSchema,
  }),
  defineCommand({
    method: 'PUT',
    url: '/users/:userId',
    summary: 'Update a user (details, office, roles, password)',
    tags,
    command: { entity: 'USER', action: 'UPDATE' },
    params: UserIdParams,
    body: UserRequest,
    response: CommandResultSchema,
    ids: (req) => ({ entityId: req.params.userId }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/users/:userId',
    summary: 'Delete a user (kept, flagged deleted)',
    tags,
    command: { entity: 'USER', action: 'DELETE' },
    params: UserIdParams,
    response: CommandResultSchema,
    ids: (req) => ({ entityId: req.params.userId }),
  }),
];
