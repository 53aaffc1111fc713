import { defineQuery } from '../../../platform/http/index.ts';
import { presentUserDetails } from './authentication.presenter.ts';
import { signIn, twoFactorRequired } from './authentication.queries.ts';
import { AuthenticationRequest, AuthenticationResponse } from './authentication.schemas.ts';

export const authenticationRoutes = [
  defineQuery({
    method: 'POST',
    url: '/authentication',
    operationId: 'authenticate',
    summary: 'Sign in: check a username and password and get the user, roles and permissions',
    tags: ['Authentication HTTP Basic'],
    access: { public: true },
    body: AuthenticationRequest,
    response: AuthenticationResponse,
    handle: (req, services) => signIn(req.tenant, services.verifier, req.body),
  }),
  defineQuery({
    method: 'GET',
    url: '/userdetails',
    summary: 'The signed-in user (OAuth 2.0 bearer or HTTP Basic): office, roles, permissions',
    tags: ['Fetch authenticated user details'],
    access: { authenticated: true },
    response: AuthenticationResponse,
    handle: (req, services) => {
      const header = typeof req.headers.authorization === 'string' ? req.headers.authorization : undefined;
      const token = header?.toLowerCase().startsWith('bearer ') === true ? header.slice(7).trim() : undefined;
      const user = req.user ?? unauthenticated();
      return Promise.resolve(presentUserDetails(user, token, twoFactorRequired(services.verifier, user)));
    },
  }),
];

function unauthenticated(): never {
  throw new Error('authenticated route without a user');
}
