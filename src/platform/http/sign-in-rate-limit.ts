import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../shared/errors/api-errors.ts';
import type { FailedSignIns } from '../security/failed-sign-ins.ts';
import type { Principal } from '../security/principal.ts';
import { basicCredentials, tenantIdentifierOf } from './request-auth.ts';

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

/** The user name an HTTP Basic header names, if any. */
function basicUsername(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return basicCredentials(typeof header === 'string' ? header : undefined)?.username;
}

/** Whether the request is a password sign-in whose user name comes in the body (read by preValidation). */
function isBodySignIn(request: FastifyRequest): boolean {
  const endpoint = endpointOf(request);
  if (endpoint === 'authentication') {
    return true;
  }
  const body: unknown = request.body;
  return endpoint === 'oauth-token' && typeof body === 'object' && body !== null && 'grant_type' in body && body.grant_type === 'password';
}

/** The tenant-qualified user of a sign-in attempt: HTTP Basic, or the body of a password sign-in. */
function attemptedUser(request: FastifyRequest, fromBody: boolean): string | undefined {
  const name = fromBody ? usernameOf(request) : basicUsername(request);
  return name === undefined ? undefined : `${(tenantIdentifierOf(request) ?? '').toLowerCase()}|${name.toLowerCase()}`;
}

/** Whether an answer means the credentials (password or second-factor code) were wrong. */
function isFailedSignIn(request: FastifyRequest, status: number, payload: unknown): boolean {
  if (status === 401) {
    return true;
  }
  const endpoint = endpointOf(request);
  if (endpoint === 'twofactor-validate') {
    return status === 400 || status === 403;
  }
  return endpoint === 'oauth-token' && status === 400 && typeof payload === 'string' && payload.includes('"invalid_grant"');
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant-qualified user name a sign-in attempt names, once the throttle has let it through. */
    signInAttempt?: string | null;
  }
}

/**
 * Throttles failed sign-ins on every way in (HTTP Basic on any call, POST /authentication, the OAuth password
 * grant, the second factor): before the password is looked at, an address or user over its failure count is
 * answered 429 (see FailedSignIns); after the answer, a refusal of the credentials counts as a failure, and
 * any other answer to HTTP Basic (or a success of a body sign-in) clears the address's count for that user. Counters live in this process's memory.
 */
export function registerFailedSignInThrottle(app: FastifyInstance, failures: FailedSignIns): void {
  const check = (request: FastifyRequest, user: string | undefined): void => {
    const wait = failures.refusal(normalizeIP(request.ip), user, Date.now());
    if (wait !== undefined) {
      request.log.warn({ endpoint: endpointOf(request) ?? 'basic', limit: 'failed-sign-ins' }, 'failed sign-in throttle');
      throw new TooManyRequestsError(wait);
    }
    request.signInAttempt = user ?? null;
  };
  app.addHook('onRequest', (request, _reply, done) => {
    const user = attemptedUser(request, false);
    try {
      if (user !== undefined || endpointOf(request) === 'twofactor-validate') {
        check(request, user);
      }
      done();
    } catch (error) {
      done(error as Error);
    }
  });
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      if (request.signInAttempt === undefined && isBodySignIn(request)) {
        check(request, attemptedUser(request, true));
      }
      done();
    } catch (error) {
      done(error as Error);
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const user = request.signInAttempt;
    if (user === undefined) {
      return payload;
    }
    const address = normalizeIP(request.ip);
    if (isFailedSignIn(request, reply.statusCode, payload)) {
      failures.failed(address, user ?? undefined, Date.now());
    } else if (user !== null && (reply.statusCode < 400 || !isBodySignIn(request))) {
      failures.succeeded(address, user);
    }
    return payload;
  });
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
