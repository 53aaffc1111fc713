import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { parse as parseQueryString } from 'node:querystring';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { DestinationStream } from 'pino';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ApiError, DataIntegrityError, HttpRefusalError, IdempotentRequestInProgressError, InvalidJsonError, RouteNotFoundError, invalidCharacters } from '../../shared/errors/api-errors.ts';
import { checkJsonInput, hasInvalidCharacters } from '../../shared/validation/json-command.ts';
import type { TenantRegistry } from '../db/tenant-registry.ts';
import { isNumericOverflow } from '../db/sql-state.ts';
import { registerApiRoutes, type ApiDependencies } from './api-routes.ts';
import { registerOAuthRoutes } from './oauth-routes.ts';
import { documentComponents, withErrorResponses } from './openapi-document.ts';
import { registerResponseCheck } from './response-check.ts';
import { frameworkRefusal, clientErrorResponse, serverErrorEnvelope, toErrorResponse } from './error-envelope.ts';
import { loggerOptions } from './log-redaction.ts';
import { versionOf, type ApiVersion, type RouteDefinition } from './route-kit.ts';
import { registerHttpSecurity, type SecuritySettings } from './security.ts';
import { registerFailedSignInThrottle, registerSignInRateLimit, TooManyRequestsError } from './sign-in-rate-limit.ts';
import { serializeWire } from './wire-format.ts';
import { SHARED_SCHEMAS } from './wire-schemas.ts';

export const API_PREFIX = '/api/v1';
export const FINERACT_API_PREFIX = '/fineract-provider/api/v1';

/** The prefixes a route is served below, for its API version: ours first, then Fineract's (hidden from OpenAPI). */
function prefixesOf(version: ApiVersion): readonly (readonly [string, boolean])[] {
  return [[`/api/${version}`, false], [`/fineract-provider/api/${version}`, true]];
}

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
  /** Check every 2xx answer against its route's response schema (also on with RESPONSE_SCHEMA_CHECK=strict). */
  readonly responseSchemaCheck?: boolean;
}

const packageJson = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { name: string; version: string; description: string };

/** Longest request URL (path and query) served; longer ones answer 414 in the envelope. */
export const MAX_URL_LENGTH = 8192;
/** Longest time to receive a whole request (headers and body); slower clients get 408. */
const REQUEST_TIMEOUT_MS = 120_000;
/** A caller's request id is echoed only when it looks like one (it goes into a response header and the log). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error && typeof error.code === 'string';
}

function logRefusal(request: FastifyRequest, status: number, code: string | undefined, message: string): void {
  request.log.info({ status, code }, message);
}

/**
 * A number too large for its column (the write was rolled back with the transaction): Fineract's answer to a
 * data-integrity failure it does not recognise, 403 `error.msg.unknown.data.integrity.issue`, not a server error.
 */
function numberTooLarge(): DataIntegrityError {
  return new DataIntegrityError('error.msg.unknown.data.integrity.issue', 'Unknown data integrity issue with resource: a number is too large for the field that holds it.', 'id');
}

function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  // Also set here: refusals made before routing (a malformed URL) skip the onSend hooks.
  void reply.header('x-request-id', request.id);
  void reply.header('x-correlation-id', request.id);
  const refusal = error instanceof ApiError ? error : isNumericOverflow(error) ? numberTooLarge() : isFastifyError(error) ? frameworkRefusal(error) : undefined;
  if (refusal !== undefined) {
    const response = toErrorResponse(refusal);
    // A JSON parser's message quotes the body, which may hold a password: never logged.
    const logged = refusal instanceof InvalidJsonError ? 'the request body is not valid JSON' : refusal.message;
    logRefusal(request, response.status, response.body.userMessageGlobalisationCode, logged);
    if (response.status === 401) {
      void reply.header('WWW-Authenticate', 'Basic realm="Fineract Platform API"');
    }
    if (refusal instanceof IdempotentRequestInProgressError) {
      void reply.header('x-served-from-cache', 'true');
    }
    if (refusal instanceof TooManyRequestsError) {
      void reply.header('retry-after', String(refusal.retryAfterSeconds));
    }
    return reply.code(response.status).send(response.body);
  }
  request.log.error({ err: error }, 'unexpected failure');
  const response = serverErrorEnvelope(String(request.id));
  return reply.code(response.status).send(response.body);
}

/**
 * Errors Node's HTTP parser raises before a request exists (headers or URL over 16 KiB, a request that
 * does not arrive in time, bytes that are no HTTP): a raw response whose body is the envelope.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) {
    return;
  }
  if (socket.writable && socket.bytesWritten === 0) {
    const response = clientErrorResponse(error.code);
    const body = JSON.stringify(response.body);
    socket.write(
      `HTTP/1.1 ${response.status} ${STATUS_CODES[response.status] ?? ''}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * The query string as name → value. A parameter sent more than once counts with its first value on every
 * route (as Fineract's servlet stack reads `getParameter`), so handlers only ever see strings.
 */
export function parseQuery(text: string): Record<string, string> {
  const query: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, value] of Object.entries(parseQueryString(text))) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) {
      query[name] = first;
    }
  }
  return query;
}

/** A JSON body: blank is no body; otherwise parsed, then checked for depth, characters and poisoning members. */
function parseJsonBody(text: string): unknown {
  if (text.trim() === '') {
    return undefined;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new InvalidJsonError(error instanceof Error ? error.message : String(error));
  }
  checkJsonInput(value);
  return value;
}

/** The user name and password of HTTP Basic credentials, as the authentication will read them. */
function basicCredentials(authorization: string | undefined): string | undefined {
  const match = /^Basic\s+(\S+)/i.exec(authorization ?? '');
  return match?.[1] === undefined ? undefined : Buffer.from(match[1], 'base64').toString('utf8');
}

/**
 * Refuses NUL and unpaired surrogates in path parameters, query parameters, header values and HTTP Basic
 * credentials (400 naming the parameter or header).
 */
function checkRequestText(request: FastifyRequest): void {
  const sources: [string, unknown][] = [
    ...Object.entries((request.params ?? {}) as Record<string, unknown>),
    ...Object.entries((request.query ?? {}) as Record<string, unknown>),
    ...Object.entries(request.headers),
    ['authorization', basicCredentials(request.headers.authorization)],
  ];
  for (const [name, value] of sources) {
    const texts = Array.isArray(value) ? value : [value];
    if (texts.some((text) => typeof text === 'string' && hasInvalidCharacters(text))) {
      throw invalidCharacters(name);
    }
  }
}

/** Compiled route paths, to tell a wrong method on a served path (405) from an unknown path (404). */
function methodsByPath(routes: readonly RouteDefinition[]): (path: string) => string[] {
  const patterns = routes.map((route) => ({
    method: route.method,
    pattern: new RegExp(`^(?:/api|/fineract-provider/api)/${versionOf(route)}${route.url.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+')}/?$`),
  }));
  return (path) => [...new Set(patterns.filter((p) => p.pattern.test(path)).map((p) => p.method))];
}

function notFound(allowedMethods: (path: string) => string[]): (request: FastifyRequest, reply: FastifyReply) => FastifyReply {
  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // OPTIONS stays 404: no preflight is served unless CORS is on (docs/security.md).
    const allowed = request.method === 'OPTIONS' ? [] : allowedMethods(path);
    if (allowed.length > 0) {
      void reply.header('allow', allowed.join(', '));
      return sendError(new HttpRefusalError(405, 'error.msg.method.not.allowed', `${request.method} is not supported at ${path}; use ${allowed.join(', ')}.`), request, reply);
    }
    return sendError(new RouteNotFoundError(`No resource at ${request.method} ${path}`), request, reply);
  };
}

async function registerOpenApi(app: FastifyInstance): Promise<void> {
  for (const schema of SHARED_SCHEMAS) {
    app.addSchema(schema);
  }
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'corebank API', version: packageJson.version, description: `${packageJson.description}. Paths are also served below ${FINERACT_API_PREFIX}.` },
      components: documentComponents(),
      security: [{ basicAuth: [], tenant: [] }],
    },
    // Shared schemas keep their `$id` as their name under components.schemas.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    transformObject: (documents) => ('openapiObject' in documents ? withErrorResponses(documents.openapiObject) : documents.swaggerObject),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api-docs' });
}

function registerPlatformRoutes(app: FastifyInstance, registry: TenantRegistry): void {
  // `git.build.version` and `build.version`: what the web app's footer shows as the server version.
  const info = {
    app: { name: packageJson.name, description: packageJson.description, version: packageJson.version },
    build: { name: packageJson.name, version: packageJson.version },
    git: { build: { version: packageJson.version } },
  };
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
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'] ?? request.headers['x-correlation-id'];
      return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    },
    requestTimeout: REQUEST_TIMEOUT_MS,
    routerOptions: { querystringParser: parseQuery },
    frameworkErrors: (error, request, reply) => {
      sendError(error, request, reply);
    },
    clientErrorHandler: answerClientError,
    ...(options.https === undefined ? {} : { https: { cert: options.https.cert, key: options.https.key } }),
  });
  // JSON only: a text/plain body on a JSON endpoint is 415, not a string the handler would refuse as "no JSON".
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(typeof body === 'string' ? body : body.toString('utf8')));
    } catch (error) {
      done(error instanceof Error ? error : new InvalidJsonError(), undefined);
    }
  });
  // Request bodies are checked by Fineract-coded validators (all errors at once); schemas document them.
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => serializeWire);
  app.setReplySerializer(serializeWire);
  // Answers are written by the wire format; the API tests check them against their schemas (response-check.ts).
  if (process.env.RESPONSE_SCHEMA_CHECK === 'strict' || options.responseSchemaCheck === true) {
    registerResponseCheck(app);
  }
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
  app.setNotFoundHandler(notFound(methodsByPath(options.routes)));
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.url.length > MAX_URL_LENGTH) {
      done(new HttpRefusalError(414, 'error.msg.request.uri.too.long', `The request URL is longer than ${MAX_URL_LENGTH} characters.`));
      return;
    }
    try {
      checkRequestText(request);
      done();
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)));
    }
  });
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
    void reply.header('x-correlation-id', request.id);
  });
  await registerHttpSecurity(app, options.security);
  await registerSignInRateLimit(app, { max: options.security.signInLimit, windowSeconds: options.security.signInWindowSeconds });
  registerFailedSignInThrottle(app, options.deps.verifier.failedSignIns);
  await registerOpenApi(app);
  registerPlatformRoutes(app, options.deps.registry);
  await app.register((oauth, _options, done) => {
    registerOAuthRoutes(oauth, options.deps);
    done();
  });
  const versions = [...new Set<ApiVersion>(['v1', ...options.routes.map(versionOf)])];
  for (const [version, prefix, hide] of versions.flatMap((v) => prefixesOf(v).map(([p, h]) => [v, p, h] as const))) {
    await app.register(
      (api, _options, done) => {
        registerApiRoutes(api, options.routes.filter((route) => versionOf(route) === version), options.deps, hide);
        done();
      },
      { prefix },
    );
  }
  return app;
}
