import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { DestinationStream } from 'pino';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ApiError, IdempotentRequestInProgressError, InvalidJsonError, RouteNotFoundError } from '../../shared/errors/api-errors.ts';
import type { TenantRegistry } from '../db/tenant-registry.ts';
import { registerApiRoutes, type ApiDependencies } from './api-routes.ts';
import { registerOAuthRoutes } from './oauth-routes.ts';
import { serverErrorEnvelope, toErrorResponse } from './error-envelope.ts';
import { loggerOptions } from './log-redaction.ts';
import type { RouteDefinition } from './route-kit.ts';
import { registerHttpSecurity, type SecuritySettings } from './security.ts';
import { registerSignInRateLimit, TooManyRequestsError } from './sign-in-rate-limit.ts';
import { serializeWire } from './wire-format.ts';

export const API_PREFIX = '/api/v1';
export const FINERACT_API_PREFIX = '/fineract-provider/api/v1';

export interface ServerOptions {
  readonly logLevel: string;
  readonly https?: { readonly cert: Buffer; readonly key: Buffer };
  /** Fastify's trustProxy: false, or comma-separated proxy addresses and ranges (TRUST_PROXY). */
  readonly trustProxy: false | string;
  readonly routes: readonly RouteDefinition[];
  readonly deps: ApiDependencies;
  readonly security: SecuritySettings;
  /** Where log lines go; default standard output. */
  readonly logStream?: DestinationStream;
}

const packageJson = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { name: string; version: string; description: string };

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error && typeof error.code === 'string';
}

function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ApiError) {
    const response = toErrorResponse(error);
    // A JSON parser's message quotes the body, which may hold a password: never logged.
    const logged = error instanceof InvalidJsonError ? 'the request body is not valid JSON' : error.message;
    request.log.info({ status: response.status, code: 'userMessageGlobalisationCode' in response.body ? response.body.userMessageGlobalisationCode : undefined }, logged);
    if (response.status === 401) {
      void reply.header('WWW-Authenticate', 'Basic realm="Fineract Platform API"');
    }
    if (error instanceof IdempotentRequestInProgressError) {
      void reply.header('x-served-from-cache', 'true');
    }
    if (error instanceof TooManyRequestsError) {
      void reply.header('retry-after', String(error.retryAfterSeconds));
    }
    return reply.code(response.status).send(response.body);
  }
  if (isFastifyError(error) && error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    const apiError = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code.startsWith('FST_ERR_CTP') ? new InvalidJsonError(error.message) : undefined;
    if (apiError !== undefined) {
      return reply.code(400).send(toErrorResponse(apiError).body);
    }
    const response = toErrorResponse(new RouteNotFoundError(error.message));
    return reply.code(error.statusCode).send({ ...response.body, httpStatusCode: String(error.statusCode) });
  }
  request.log.error({ err: error }, 'unexpected failure');
  const response = serverErrorEnvelope(String(request.id));
  return reply.code(response.status).send(response.body);
}

async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'corebank API', version: packageJson.version, description: `${packageJson.description}. Paths are also served below ${FINERACT_API_PREFIX}.` },
      components: {
        securitySchemes: {
          basicAuth: { type: 'http', scheme: 'basic' },
          tenant: { type: 'apiKey', in: 'header', name: 'Core-Platform-TenantId' },
        },
      },
      security: [{ basicAuth: [], tenant: [] }],
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api-docs' });
}

function registerPlatformRoutes(app: FastifyInstance, registry: TenantRegistry): void {
  const info = { app: { name: packageJson.name, description: packageJson.description, version: packageJson.version }, build: { name: packageJson.name, version: packageJson.version } };
  const readiness = async (_request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    try {
      const tenants = await registry.openAll();
      await Promise.all(tenants.map((t) => sql`select 1`.execute(t.database.db)));
      return reply.send({ status: 'UP' });
    } catch (error) {
      reply.log.error({ err: error }, 'readiness check failed');
      return reply.code(503).send({ status: 'DOWN' });
    }
  };
  for (const base of ['/actuator', '/fineract-provider/actuator']) {
    app.get(`${base}/health`, { schema: { hide: true } }, readiness);
    app.get(`${base}/health/readiness`, { schema: { hide: true } }, readiness);
    app.get(`${base}/health/liveness`, { schema: { hide: true } }, () => Promise.resolve({ status: 'UP' }));
    app.get(`${base}/info`, { schema: { hide: true } }, () => Promise.resolve(info));
  }
  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, (_request, reply) => reply.type('application/json').send(JSON.stringify(app.swagger())));
}

/** The HTTP server: Fineract's wire conventions, the API under both prefixes, health, OpenAPI. */
export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logLevel, options.logStream),
    trustProxy: options.trustProxy,
    requestIdHeader: 'x-correlation-id',
    genReqId: () => randomUUID(),
    ...(options.https === undefined ? {} : { https: { cert: options.https.cert, key: options.https.key } }),
  });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(new InvalidJsonError(error instanceof Error ? error.message : String(error)), undefined);
    }
  });
  // Request bodies are checked by Fineract-coded validators (all errors at once); schemas document them.
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => serializeWire);
  app.setReplySerializer(serializeWire);
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
  app.setNotFoundHandler((request, reply) => sendError(new RouteNotFoundError(`No resource at ${request.method} ${request.url.split('?')[0] ?? ''}`), request, reply));
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-correlation-id', request.id);
  });
  await registerHttpSecurity(app, options.security);
  await registerSignInRateLimit(app, { max: options.security.signInLimit, windowSeconds: options.security.signInWindowSeconds });
  await registerOpenApi(app);
  registerPlatformRoutes(app, options.deps.registry);
  await app.register((oauth, _options, done) => {
    registerOAuthRoutes(oauth, options.deps);
    done();
  });
  for (const [prefix, hide] of [[API_PREFIX, false], [FINERACT_API_PREFIX, true]] as const) {
    await app.register(
      (api, _options, done) => {
        registerApiRoutes(api, options.routes, options.deps, hide);
        done();
      },
      { prefix },
    );
  }
  return app;
}
