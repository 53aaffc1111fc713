import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveActivePolicy, retrieveAllPolicies } from './password-preferences.queries.ts';
import {
  PasswordPreferencesResult,
  PasswordValidationPolicy,
  PasswordValidationPolicyList,
  UpdatePasswordPreferencesRequest,
} from './password-preferences.schemas.ts';

const tags = ['Password preferences'];

export const passwordPreferencesRoutes = [
  defineQuery({
    method: 'GET',
    url: '/passwordpreferences',
    summary: 'Get the active password validation policy',
    tags,
    access: { permission: 'READ_PASSWORD_PREFERENCES' },
    response: PasswordValidationPolicy,
    handle: (req) => retrieveActivePolicy(req.tenant.database.db),
  }),
  defineQuery({
    method: 'GET',
    url: '/passwordpreferences/template',
    summary: 'List every password validation policy',
    tags,
    access: { permission: 'READ_PASSWORD_PREFERENCES' },
    response: PasswordValidationPolicyList,
    handle: (req) => retrieveAllPolicies(req.tenant.database.db),
  }),
  defineCommand({
    method: 'PUT',
    url: '/passwordpreferences',
    summary: 'Choose the active password validation policy',
    tags,
    command: { entity: 'PASSWORD_PREFERENCES', action: 'UPDATE' },
    body: UpdatePasswordPreferencesRequest,
    response: PasswordPreferencesResult,
  }),
];
