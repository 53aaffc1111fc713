import type { FastifyRequest } from 'fastify';
import { InvalidTenantError, UnauthenticatedError } from '../../shared/errors/api-errors.ts';
import type { Tenant, TenantRegistry } from '../db/tenant-registry.ts';
import { authenticate } from '../security/app-users.ts';
import type { OAuthTokens } from '../security/oauth-tokens.ts';
import type { PasswordVerifier } from '../security/password.ts';
import type { Principal } from '../security/principal.ts';

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

/** HTTP Basic or an OAuth 2.0 bearer token; 401 when neither proves a usable user. */
export async function authenticateRequest(tenant: Tenant, verifier: PasswordVerifier, tokens: OAuthTokens, request: FastifyRequest): Promise<Principal> {
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
