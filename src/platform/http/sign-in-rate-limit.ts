import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../shared/errors/api-errors.ts';
import type { Principal } from '../security/principal.ts';
import { tenantIdentifierOf } from './request-auth.ts';

/** 429: too many sign-in attempts; `Retry-After` says how many seconds until the window ends. */
export class TooManyRequestsError extends ApiError {
  readonly status = 429;
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super(`Too many sign-in attempts; retry in ${retryAfterSeconds} seconds.`);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

const PREFIXES = ['/api/v1', '/fineract-provider/api/v1'];

/** The limited endpoints by route (`METHOD url` as registered), each with the name its counters share. */
const SIGN_IN_ENDPOINTS: ReadonlyMap<string, string> = new Map([
  ...PREFIXES.flatMap((prefix) => [
    [`POST ${prefix}/authentication`, 'authentication'] as const,
    [`POST ${prefix}/twofactor`, 'twofactor'] as const,
    [`POST ${prefix}/twofactor/validate`, 'twofactor-validate'] as const,
  ]),
  ['POST /api/oauth/token', 'oauth-token'],
  ['POST /fineract-provider/api/oauth/token', 'oauth-token'],
]);

function endpointOf(request: FastifyRequest): string | undefined {
  return SIGN_IN_ENDPOINTS.get(`${request.method} ${request.routeOptions.url ?? ''}`);
}

/** The user a sign-in attempt is for: the signed-in principal, or `username` of the JSON or form body. */
function usernameOf(request: FastifyRequest): string | undefined {
  // Decorated inside the API prefixes only: absent (undefined) on the OAuth token endpoint.
  const principal: Principal | null | undefined = request.principal;
  if (principal !== null && principal !== undefined) {
    return principal.username;
  }
  const body: unknown = request.body;
  const username = typeof body === 'object' && body !== null && 'username' in body ? body.username : undefined;
  return typeof username === 'string' && username.trim() !== '' ? username.trim() : undefined;
}

function userKey(request: FastifyRequest): string {
  const tenant = (tenantIdentifierOf(request) ?? '').toLowerCase();
  return `${endpointOf(request) ?? ''}|${tenant}|${(usernameOf(request) ?? '').toLowerCase()}`;
}

function clientKey(request: FastifyRequest): string {
  return `${endpointOf(request) ?? ''}|${normalizeIP(request.ip)}`;
}

export interface SignInLimit {
  /** Requests per window and key; 0 = no limit. */
  readonly max: number;
  readonly windowSeconds: number;
}

/**
 * Limits POST /authentication, the OAuth token endpoint and the two-factor code endpoints (both prefixes):
 * per client address before anything else runs, and per tenant and username once the body is read (or the
 * user signed in). Counters live in this process's memory. Over the limit: 429 with `Retry-After`.
 */
export async function registerSignInRateLimit(app: FastifyInstance, limit: SignInLimit): Promise<void> {
  if (limit.max === 0) {
    return;
  }
  await app.register(fastifyRateLimit, { global: false });
  const options = { max: limit.max, timeWindow: limit.windowSeconds * 1000 };
  const byClient = app.createRateLimit({ ...options, keyGenerator: clientKey });
  const byUser = app.createRateLimit({ ...options, keyGenerator: userKey });
  const check = async (request: FastifyRequest, limiter: typeof byClient, kind: string): Promise<void> => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      request.log.warn({ endpoint: endpointOf(request), limit: kind }, 'sign-in rate limit exceeded');
      throw new TooManyRequestsError(result.ttlInSeconds);
    }
  };
  app.addHook('onRequest', async (request) => {
    if (endpointOf(request) !== undefined) {
      await check(request, byClient, 'client');
    }
  });
  app.addHook('preValidation', async (request) => {
    if (endpointOf(request) !== undefined && usernameOf(request) !== undefined) {
      await check(request, byUser, 'user');
    }
  });
}
