import type { FastifyRequest } from 'fastify';
import { InvalidTenantError, NoAuthorizationError, UnauthenticatedError, ValidationError, parameterError } from '../../shared/errors/api-errors.ts';
import type { Tenant, TenantRegistry } from '../db/tenant-registry.ts';
import { authenticate } from '../security/app-users.ts';
import type { OAuthTokens } from '../security/oauth-tokens.ts';
import type { PasswordVerifier } from '../security/password.ts';
import { withPasswordExpiry } from '../security/password-expiry.ts';
import type { Principal } from '../security/principal.ts';
import { BYPASS_TWOFACTOR, findValidAccessToken, TWO_FACTOR_TOKEN_HEADERS } from '../security/two-factor-tokens.ts';

export const TENANT_HEADERS = ['core-platform-tenantid', 'fineract-platform-tenantid'] as const;

function firstHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first.trim() === '' ? undefined : first.trim();
}

/** Tenant from Core-Platform-TenantId, else Fineract-Platform-TenantId, else ?tenantIdentifier=. */
export function tenantIdentifierOf(request: FastifyRequest): string | undefined {
  for (const header of TENANT_HEADERS) {
    const value = firstHeader(request, header);
    if (value !== undefined) {
      return value;
    }
  }
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.tenantIdentifier;
  return typeof fromQuery === 'string' && fromQuery.trim() !== '' ? fromQuery.trim() : undefined;
}

export async function resolveTenant(registry: TenantRegistry, request: FastifyRequest): Promise<Tenant> {
  const identifier = tenantIdentifierOf(request);
  if (identifier === undefined) {
    throw new InvalidTenantError(undefined);
  }
  const tenant = await registry.get(identifier);
  if (tenant === undefined) {
    throw new InvalidTenantError(identifier);
  }
  return tenant;
}

/** `Authorization: Basic base64(username:password)` → the pair, or undefined when absent or malformed. */
export function basicCredentials(header: string | undefined): { username: string; password: string } | undefined {
  const match = header === undefined ? null : /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (match === null) {
    return undefined;
  }
  const decoded = Buffer.from(match[1] ?? '', 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) {
    return undefined;
  }
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** `Authorization: Bearer <token>` → the token, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header === undefined ? null : /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header);
  return match?.[1];
}

/** The user of HTTP Basic or an OAuth 2.0 bearer token; 401 when neither proves a usable user. */
async function signedInUser(tenant: Tenant, verifier: PasswordVerifier, tokens: OAuthTokens, request: FastifyRequest): Promise<Principal> {
  const header = firstHeader(request, 'authorization');
  const token = bearerToken(header);
  if (token !== undefined) {
    const user = await tokens.userOf(tenant, token, 'access');
    if (user === undefined) {
      throw new UnauthenticatedError();
    }
    return user.principal;
  }
  const credentials = basicCredentials(header);
  if (credentials === undefined) {
    throw new UnauthenticatedError();
  }
  const principal = await authenticate(tenant.database.db, verifier, credentials.username, credentials.password);
  if (principal === undefined) {
    throw new UnauthenticatedError();
  }
  return principal;
}

/** `METHOD /path` of the route below the API prefix, e.g. `PUT /users/:userId`. */
export function routeKeyOf(request: FastifyRequest): string {
  const url = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
  const at = url.indexOf('/api/v1/');
  return `${request.method} ${at >= 0 ? url.slice(at + '/api/v1'.length) : url}`;
}

/** The two-factor endpoints themselves: reachable without a two-factor access token. */
const TWO_FACTOR_EXEMPT = new Set([
  'GET /twofactor',
  'POST /twofactor',
  'POST /twofactor/validate',
  'POST /twofactor/invalidate',
  'GET /twofactor/configure',
  'PUT /twofactor/configure',
]);

/** What a user whose password expired may still call: own details, the password change, and the second factor. */
const RENEWAL_ALLOWED = new Set(['GET /userdetails', 'PUT /users/:userId', 'GET /twofactor', 'POST /twofactor', 'POST /twofactor/validate', 'POST /twofactor/invalidate']);

/**
 * With two-factor sign-in on, every call except the two-factor endpoints needs a valid access token of the
 * user in `Fineract-Platform-TFA-Token` (or `Core-Platform-TFA-Token`): none → 403, an unknown, expired or
 * revoked one → 401. Users holding BYPASS_TWOFACTOR by name are exempt.
 */
async function requireSecondFactor(tenant: Tenant, principal: Principal, request: FastifyRequest): Promise<void> {
  if (principal.permissions.has(BYPASS_TWOFACTOR) || TWO_FACTOR_EXEMPT.has(routeKeyOf(request))) {
    return;
  }
  const token = TWO_FACTOR_TOKEN_HEADERS.map((name) => firstHeader(request, name)).find((value) => value !== undefined);
  if (token === undefined) {
    throw new NoAuthorizationError(
      'Two-factor authentication is required: send the header Fineract-Platform-TFA-Token with an access token from POST /twofactor/validate.',
    );
  }
  if ((await findValidAccessToken(tenant.database.db, principal.id, token)) === undefined) {
    throw new UnauthenticatedError('Invalid two-factor access token provided');
  }
}

/** Fineract's refusal of any call but the password change while the password is expired (400). */
function passwordOutdated(userId: number): ValidationError {
  const message = `The password of the user with id ${userId} has expired, please reset it`;
  return new ValidationError([parameterError('error.msg.password.outdated', message, 'userId', [userId])], 'error.msg.password.outdated', message);
}

/**
 * HTTP Basic or an OAuth 2.0 bearer token (401 when neither proves a usable user); then, when enabled, the
 * second factor; then the password's age: an expired password allows only what renews it.
 */
export async function authenticateRequest(tenant: Tenant, verifier: PasswordVerifier, tokens: OAuthTokens, request: FastifyRequest): Promise<Principal> {
  const user = await signedInUser(tenant, verifier, tokens, request);
  if (verifier.twoFactorEnabled) {
    await requireSecondFactor(tenant, user, request);
  }
  const principal = await withPasswordExpiry(tenant.database.db, tenant.timezoneId, user);
  if (principal.shouldRenewPassword && !RENEWAL_ALLOWED.has(routeKeyOf(request))) {
    throw passwordOutdated(principal.id);
  }
  return principal;
}
