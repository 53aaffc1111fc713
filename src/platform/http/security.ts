import fastifyCors from '@fastify/cors';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/** The HTTP hardening a server applies (docs/security.md). */
export interface SecuritySettings {
  /** Origins browsers may call the API from (CORS_ORIGINS); `['*']` = any; empty = no CORS headers at all. */
  readonly corsOrigins: readonly string[];
  /** Requests per window on each sign-in endpoint (AUTH_RATE_LIMIT_MAX); 0 = no limit. */
  readonly signInLimit: number;
  readonly signInWindowSeconds: number;
  /** Clients reach the server over TLS (its own, or a proxy's): send Strict-Transport-Security. */
  readonly hsts: boolean;
}

/** Request headers Fineract's clients send: tenant, second-factor token, idempotency key. */
const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept',
  'Fineract-Platform-TenantId',
  'Core-Platform-TenantId',
  'Fineract-Platform-TFA-Token',
  'Core-Platform-TFA-Token',
  'Idempotency-Key',
  'X-Correlation-ID',
] as const;

/** Response headers a browser script may read besides the safelisted ones. */
const CORS_EXPOSED_HEADERS = ['x-served-from-cache', 'x-correlation-id', 'retry-after', 'content-disposition'] as const;

/**
 * CORS for the listed origins only. The preflight (OPTIONS) is answered before any route runs, so it needs
 * neither tenant nor credentials. An origin not listed gets no CORS headers, and the browser refuses.
 */
async function registerCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  if (origins.length === 0) {
    return;
  }
  const listed = new Set(origins);
  await app.register(fastifyCors, {
    // A listed origin is echoed; any other request gets no CORS headers, and its preflight finds no route (404).
    origin: listed.has('*') ? '*' : (origin, callback) => callback(null, origin !== undefined && listed.has(origin) ? origin : false),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: [...CORS_ALLOWED_HEADERS],
    exposedHeaders: [...CORS_EXPOSED_HEADERS],
    credentials: false,
    maxAge: 600,
  });
}

/**
 * One content security policy for JSON answers and the Swagger UI page alike: everything from this origin
 * only, no inline script, no framing. The Swagger UI page loads its scripts and styles from /api-docs/static.
 */
const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    imgSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
  },
};

/**
 * The security headers as helmet sets them for this configuration. They are the same for every answer, so
 * they are worked out once at start (helmet builds and serialises its policies on each call).
 */
function securityHeaders(settings: SecuritySettings): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  const middleware = helmet({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    strictTransportSecurity: settings.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Listed origins may embed what the API answers (client images); otherwise same origin only.
    crossOriginResourcePolicy: { policy: settings.corsOrigins.length > 0 ? 'cross-origin' : 'same-origin' },
  });
  middleware({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Security headers on every answer; `Cache-Control: no-store` on API answers that set no caching of their own. */
function registerSecurityHeaders(app: FastifyInstance, settings: SecuritySettings): void {
  const headers = securityHeaders(settings);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'no-store');
    }
  });
}

const API_PATHS = /^\/(fineract-provider\/)?api\/(v\d+|oauth)\//;

function isApiPath(url: string): boolean {
  return API_PATHS.test(url);
}

/** CORS first (so refusals carry CORS headers too), then the security headers. */
export async function registerHttpSecurity(app: FastifyInstance, settings: SecuritySettings): Promise<void> {
  await registerCors(app, settings.corsOrigins);
  registerSecurityHeaders(app, settings);
}
