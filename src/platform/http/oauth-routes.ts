import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { Type } from 'typebox';
import { ApiError } from '../../shared/errors/api-errors.ts';
import type { TenantRegistry } from '../db/tenant-registry.ts';
import { authenticate, loadPrincipal, type OAuthTokens, type PasswordVerifier } from '../security/index.ts';
import { resolveTenant } from './request-auth.ts';

/** RFC 6749 §5.2 error codes. */
type OAuthErrorCode = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type';

class OAuthError extends Error {
  readonly code: OAuthErrorCode;
  readonly status: number;
  constructor(code: OAuthErrorCode, description: string, status = 400) {
    super(description);
    this.code = code;
    this.status = status;
  }
}

type Form = Readonly<Record<string, string | undefined>>;

function required(form: Form, name: string): string {
  const value = form[name]?.trim();
  if (value === undefined || value === '') {
    throw new OAuthError('invalid_request', `The parameter ${name} is missing.`);
  }
  return value;
}

interface TokenDeps {
  readonly registry: TenantRegistry;
  readonly verifier: PasswordVerifier;
  readonly tokens: OAuthTokens;
}

async function grantTokens(deps: TokenDeps, request: FastifyRequest) {
  let tenant;
  try {
    tenant = await resolveTenant(deps.registry, request);
  } catch (error) {
    throw new OAuthError('invalid_request', error instanceof ApiError ? error.message : 'Unknown tenant.');
  }
  const form = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Form;
  const grantType = required(form, 'grant_type');
  required(form, 'client_id');
  if (grantType === 'password') {
    const username = required(form, 'username');
    const user = await authenticate(tenant.database.db, deps.verifier, username, required(form, 'password'));
    const loaded = user === undefined ? undefined : await loadPrincipal(tenant.database.db, username);
    if (user === undefined || loaded === undefined) {
      throw new OAuthError('invalid_grant', 'Bad credentials.');
    }
    return deps.tokens.issue(tenant, user, loaded.passwordHash);
  }
  if (grantType === 'refresh_token') {
    const found = await deps.tokens.userOf(tenant, required(form, 'refresh_token'), 'refresh');
    if (found === undefined) {
      throw new OAuthError('invalid_grant', 'The refresh token is invalid, expired or revoked.');
    }
    return deps.tokens.issue(tenant, found.principal, found.passwordHash);
  }
  throw new OAuthError('unsupported_grant_type', `The grant type ${grantType} is not supported; use password or refresh_token.`);
}

/** The token request: a form (RFC 6749 §4.3 password grant, §6 refresh). */
const TokenRequest = Type.Object({
  grant_type: Type.Union([Type.Literal('password'), Type.Literal('refresh_token')]),
  client_id: Type.String({ description: 'any client name, e.g. community-app' }),
  client_secret: Type.Optional(Type.String({ description: 'accepted and not checked' })),
  username: Type.Optional(Type.String({ description: 'password grant' })),
  password: Type.Optional(Type.String({ description: 'password grant' })),
  refresh_token: Type.Optional(Type.String({ description: 'refresh_token grant' })),
});

const TokenResponse = Type.Object({
  access_token: Type.String({ description: 'a JWT for `Authorization: Bearer`' }),
  token_type: Type.Literal('bearer'),
  expires_in: Type.Integer({ description: 'seconds' }),
  refresh_token: Type.String(),
  scope: Type.String(),
});

const OAuthErrorBody = Type.Object({
  error: Type.Union([Type.Literal('invalid_request'), Type.Literal('invalid_client'), Type.Literal('invalid_grant'), Type.Literal('unsupported_grant_type')]),
  error_description: Type.String(),
});

function tokenSchema(hide: boolean): FastifySchema {
  return {
    operationId: 'requestOAuthToken',
    summary: 'OAuth 2.0 token (password and refresh_token grants)',
    tags: ['OAuth 2.0'],
    hide,
    security: [{ tenant: [] }],
    consumes: ['application/x-www-form-urlencoded'],
    body: TokenRequest,
    response: { 200: TokenResponse, 400: OAuthErrorBody },
  };
}

/**
 * The OAuth 2.0 token endpoint (RFC 6749 password and refresh_token grants), outside the versioned API:
 * /api/oauth/token and /fineract-provider/api/oauth/token. Form-encoded bodies are accepted here only.
 */
export function registerOAuthRoutes(app: FastifyInstance, deps: TokenDeps): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });
  const handler = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    void reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    try {
      return await reply.send(await grantTokens(deps, request));
    } catch (error) {
      if (error instanceof OAuthError) {
        return reply.code(error.status).send({ error: error.code, error_description: error.message });
      }
      throw error;
    }
  };
  for (const url of ['/api/oauth/token', '/fineract-provider/api/oauth/token']) {
    app.post(url, { schema: tokenSchema(url.startsWith('/fineract')) }, handler);
  }
}
