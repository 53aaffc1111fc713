import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TObject } from 'typebox';
import { RouteNotFoundError, unsupportedParameters, unsupportedQueryValue } from '../../shared/errors/api-errors.ts';
import { requireValidIdempotencyKey, type CommandPipeline } from '../commands/pipeline.ts';
import type { Tenant, TenantRegistry } from '../db/tenant-registry.ts';
import type { FileSettings } from '../files/index.ts';
import type { OAuthTokens } from '../security/oauth-tokens.ts';
import type { PasswordVerifier } from '../security/password.ts';
import { requireAnyReadPermission, requireReadPermission, type Principal } from '../security/principal.ts';
import { inReferenceScope, ReferenceScope } from '../settings/reference-cache.ts';
import { withSettingsScope } from '../settings/settings-snapshot.ts';
import { TenantClock } from '../settings/tenant-settings.ts';
import { authenticateRequest, resolveTenant } from './request-auth.ts';
import { routeSchema } from './route-schema.ts';
import { commandRouteReadOf, RawReply, type Access, type CommandRoute, type CommandRouteRead, type CommandSpec, type LocalResponse, type RouteDefinition, type RouteRequest } from './route-kit.ts';
import { beginFileWork, registerUploadParsers, uploadBodyLimit } from './uploads.ts';
import { keepFields } from './wire-format.ts';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant | null;
    principal: Principal | null;
    /** What the request may read from the reference-data cache (src/platform/settings/reference-cache.ts). */
    referenceScope: ReferenceScope | null;
  }
}

export interface ApiDependencies {
  readonly registry: TenantRegistry;
  readonly verifier: PasswordVerifier;
  readonly tokens: OAuthTokens;
  readonly pipeline: CommandPipeline;
  /** Where uploaded files go, and the upload limits. */
  readonly files: FileSettings;
}

function accessOf(route: RouteDefinition): Access {
  return route.kind === 'query' ? route.access : { authenticated: true };
}

/** Path parameters declared as integers must be whole numbers; anything else names no resource (404). */
function parseParams(schema: TObject | undefined, raw: Record<string, string>): Record<string, unknown> {
  const parsed: Record<string, unknown> = { ...raw };
  const properties = (schema?.properties ?? {}) as Record<string, { type?: string }>;
  for (const [name, property] of Object.entries(properties)) {
    if (property.type === 'integer') {
      const text = raw[name] ?? '';
      if (!/^-?\d{1,15}$/.test(text)) {
        throw new RouteNotFoundError(`No resource at this path: ${name} must be a number.`);
      }
      parsed[name] = Number(text);
    }
  }
  return parsed;
}

function routeRequest(request: FastifyRequest, route: RouteDefinition): RouteRequest<TObject, TObject> {
  const tenant = request.tenant;
  if (tenant === null) {
    throw new Error('route reached without a tenant');
  }
  return {
    params: parseParams(route.params, request.params as Record<string, string>),
    query: request.query as Record<string, string | undefined>,
    body: request.body,
    tenant,
    user: request.principal ?? undefined,
    clock: new TenantClock(tenant.database.db, tenant.timezoneId),
    headers: request.headers,
    url: request.url,
  };
}

type Query = Readonly<Record<string, string | undefined>>;

type Params = Readonly<Record<string, string | undefined>>;

/** The command a request sends: the route's, the one its `command` parameter names, or one on a path-named entity. */
function commandOf(route: CommandRoute, query: Query, params: Params): CommandSpec & { readonly userDefined?: true } {
  if ('entityParam' in route.command) {
    return { entity: params[route.command.entityParam] ?? '', action: route.command.action, userDefined: true };
  }
  if (!('byQueryParam' in route.command)) {
    return route.command;
  }
  const name = query.command ?? '';
  // Own members only: `constructor` or `toString` name no command.
  const spec = Object.hasOwn(route.command.byQueryParam, name) ? route.command.byQueryParam[name] : undefined;
  if (spec === undefined) {
    throw unsupportedQueryValue('command', name, [...Object.keys(route.command.byQueryParam), ...Object.keys(route.readsByQueryParam ?? {})]);
  }
  return spec;
}

/** A command held for a checker answers its audit id (`rollbackTransaction: true`), whatever its route. */
function isHeldForApproval(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'rollbackTransaction' in body;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Who may call the route, checked in `onRequest`: before the body is read, and before any id is looked up
 * or file stored, so a refusal tells nothing about the records named in the path and writes nothing.
 * Reads: the route's read permission; commands: the command's (`<ACTION>_<ENTITY>`, by the pipeline's rule).
 */
function authorize(route: RouteDefinition, user: Principal, query: Query, params: Params, pipeline: CommandPipeline): void {
  const read = commandRouteReadOf(route, query.command);
  if (read !== undefined) {
    authorizeRead(read.access, user, params);
  } else if (route.kind === 'command') {
    pipeline.requirePermission(user, commandOf(route, query, params));
  } else {
    authorizeRead(route.access, user, params);
  }
}

function authorizeRead(access: Access, user: Principal, params: Params): void {
  if ('permissionOfPath' in access) {
    requireReadPermission(user, `${access.permissionOfPath.action}_${params[access.permissionOfPath.param] ?? ''}`);
  } else if ('permission' in access) {
    requireReadPermission(user, access.permission);
  } else if ('anyPermission' in access) {
    requireAnyReadPermission(user, access.anyPermission, access.refusedAs);
  }
}

/** Query parameters no route takes: refused on every route rather than ignored (Fineract's `sqlSearch` runs SQL). */
const UNSUPPORTED_QUERY_PARAMETERS = ['sqlSearch'];

function refuseUnsupportedQuery(query: Query): void {
  const sent = UNSUPPORTED_QUERY_PARAMETERS.filter((name) => Object.hasOwn(query, name));
  if (sent.length > 0) {
    throw unsupportedParameters(sent);
  }
}

/** Runs a read (a query route, or a read value of a command route) and sends its answer, trimmed by `fields=`. */
async function answerRead(read: Pick<CommandRouteRead, 'handle'>, req: RouteRequest<TObject, TObject>, reply: FastifyReply, deps: ApiDependencies): Promise<FastifyReply> {
  const localGet = async (pathAndQuery: string, headers: Readonly<Record<string, string>>): Promise<LocalResponse> => {
    const answer = await reply.server.inject({ method: 'GET', url: pathAndQuery, headers });
    const contentType = answer.headers['content-type'];
    return { status: answer.statusCode, contentType: typeof contentType === 'string' ? contentType : undefined, body: answer.body };
  };
  const result = await read.handle(req, { pipeline: deps.pipeline, verifier: deps.verifier, files: deps.files, localGet });
  if (result instanceof RawReply) {
    return reply.code(result.status).headers(result.headers).type(result.contentType).send(result.body);
  }
  const fields = req.query.fields;
  return reply.send(fields === undefined || fields === '' ? result : keepFields(result, fields.split(',').map((f) => f.trim())));
}

function takesUpload(route: RouteDefinition): boolean {
  return route.kind === 'command' && route.files?.upload !== undefined;
}

/**
 * Registers the API routes below the current prefix. `hide` keeps alias copies out of the OpenAPI document.
 * Routes that take a file get their own context with the multipart and text body parsers (docs/notes-documents-search.md).
 */
export function registerApiRoutes(app: FastifyInstance, routes: readonly RouteDefinition[], deps: ApiDependencies, hide: boolean): void {
  app.decorateRequest('tenant', null);
  app.decorateRequest('principal', null);
  app.decorateRequest('referenceScope', null);
  addRoutes(app, routes.filter((r) => !takesUpload(r)), deps, hide, undefined);
  const uploads = routes.filter(takesUpload);
  if (uploads.length > 0) {
    void app.register(async (context) => {
      await registerUploadParsers(context, deps.files);
      addRoutes(context, uploads, deps, hide, uploadBodyLimit(deps.files));
    });
  }
}

function addRoutes(app: FastifyInstance, routes: readonly RouteDefinition[], deps: ApiDependencies, hide: boolean, bodyLimit: number | undefined): void {
  for (const route of routes) {
    const access = accessOf(route);
    app.route({
      method: route.method,
      url: route.url,
      ...(bodyLimit === undefined ? {} : { bodyLimit }),
      schema: routeSchema(route, hide),
      onRequest: async (request: FastifyRequest) => {
        request.tenant = await resolveTenant(deps.registry, request);
        if (!('public' in access)) {
          const scope = new ReferenceScope();
          const tenant = request.tenant;
          request.principal = await inReferenceScope(scope, () => authenticateRequest(tenant, deps.verifier, deps.tokens, request));
          request.referenceScope = scope;
          authorize(route, request.principal, request.query as Query, request.params as Params, deps.pipeline);
        }
        refuseUnsupportedQuery(request.query as Query);
        if (route.kind === 'command' && commandRouteReadOf(route, (request.query as Query).command) === undefined) {
          requireValidIdempotencyKey(header(request, 'idempotency-key'));
        }
      },
      // One settings scope per request: configuration and business dates are read at most once (settings-snapshot.ts).
      // The reference scope: what the request's authentication learnt of the reference data's version (reference-cache.ts).
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const scope = request.referenceScope ?? new ReferenceScope();
        try {
          return await inReferenceScope(scope, () => withSettingsScope(() => handleRoute(route, request, reply, deps)));
        } finally {
          scope.closed = true;
        }
      },
    });
  }
}

/** Answers a request: a read, or a command through the pipeline (with its file work, when the route takes a file). */
async function handleRoute(route: RouteDefinition, request: FastifyRequest, reply: FastifyReply, deps: ApiDependencies): Promise<FastifyReply> {
  const req = routeRequest(request, route);
  if (route.kind === 'query') {
    return answerRead(route, req, reply, deps);
  }
  const read = commandRouteReadOf(route, req.query.command);
  if (read !== undefined) {
    return answerRead(read, req, reply, deps);
  }
  const spec = commandOf(route, req.query, request.params as Params);
  if (req.user === undefined) {
    throw new Error('command route reached without a user');
  }
  const ids = (await route.ids?.(req)) ?? {};
  const idempotencyKey = header(request, 'idempotency-key');
  const fileWork = route.files === undefined ? undefined : await beginFileWork(route.files, request, req, deps.files, idempotencyKey);
  let outcome;
  try {
    outcome = await deps.pipeline.execute(req.tenant, req.user, {
      entity: spec.entity,
      action: spec.action,
      ...(spec.userDefined === true ? { userDefinedEntity: true } : {}),
      json: fileWork === undefined ? (req.body ?? null) : fileWork.json,
      href: request.url,
      method: request.method,
      ...ids,
      ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
    });
  } catch (error) {
    await fileWork?.failed();
    throw error;
  }
  await fileWork?.answered(outcome, isHeldForApproval(outcome.body));
  if (outcome.servedFromCache) {
    void reply.header('x-served-from-cache', 'true');
  }
  const success = outcome.status === 200 && !isHeldForApproval(outcome.body) ? route.success : undefined;
  return reply.code(success?.status ?? outcome.status).send(success?.emptyBody === true ? undefined : outcome.body);
}
