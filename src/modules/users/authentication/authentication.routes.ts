import { defineQuery } from '../../../platform/http/index.ts';
import { signIn } from './authentication.queries.ts';
import { AuthenticationRequest, AuthenticationResponse } from './authentication.schemas.ts';

export const authenticationRoutes = [
  defineQuery({
    method: 'POST',
    url: '/authentication',
    summary: 'Sign in: check a username and password and get the user, roles and permissions',
    tags: ['Authentication HTTP Basic'],
    access: { public: true },
    body: AuthenticationRequest,
    response: AuthenticationResponse,
    handle: (req, services) => signIn(req.tenant, services.verifier, req.body),
  }),
];
