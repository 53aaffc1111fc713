import type { Readable } from 'node:stream';
import type { Static, TObject, TSchema } from 'typebox';
import type { CommandPipeline } from '../commands/pipeline.ts';
import type { CommandRequest } from '../commands/command.ts';
import type { Tenant } from '../db/tenant-registry.ts';
import type { FileSettings } from '../files/index.ts';
import type { PasswordVerifier } from '../security/password.ts';
import type { Principal } from '../security/principal.ts';
import type { TenantClock } from '../settings/tenant-settings.ts';

/**
 * Who may call a route. Every route states it (there is no default):
 * - `permission`: a read permission code (passes with the code, ALL_FUNCTIONS or, for READ_*, ALL_FUNCTIONS_READ);
 * - `public`: no credentials (the tenant is still required), e.g. POST /authentication;
 * - `anyPermission`: any one of these codes (or ALL_FUNCTIONS, ALL_FUNCTIONS_READ), for reads Fineract guards
 *   without a read code of their own (ad-hoc queries); a refusal names `refusedAs`;
 * - `public`: no credentials (the tenant is still required), e.g. POST /authentication;
 * - `authenticated`: any signed-in user, e.g. reading one's own details.
 * Command routes take their permission from the command: `<ACTION>_<ENTITY>`.
 */
export type Access =
  | { readonly permission: string }
  | { readonly permissionOfPath: PathPermission }
  | { readonly anyPermission: readonly string[]; readonly refusedAs: string }
  | { readonly public: true }
  | { readonly authenticated: true };

/**
 * A permission named after a user-defined resource in the path: `<action>_<path parameter>` (Fineract's
 * datatables: `READ_extra_client_details`). Listed as `READ_{datatable}` in the route table.
 */
export interface PathPermission {
  readonly action: string;
  readonly param: string;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The API version a route is served under: `/api/v1` (the default) or `/api/v2` (Fineract's v2 resources). */
export type ApiVersion = 'v1' | 'v2';

interface RouteDocs<P extends TObject, Q extends TObject> {
  readonly method: HttpMethod;
  /** Path below the API prefix, Fastify style: `/configurations/:configId`. */
  readonly url: string;
  /** Served below `/api/v2` (and `/fineract-provider/api/v2`) instead of v1; Fineract has a few v2 resources. */
  readonly version?: ApiVersion;
  readonly summary: string;
  /** The OpenAPI operationId when the one derived from method and path does not fit (route-schema.ts). */
  readonly operationId?: string;
  readonly tags: readonly string[];
  readonly description?: string;
  readonly params?: P;
  readonly querystring?: Q;
  readonly body?: TSchema;
  readonly response?: TSchema;
}

/** What a handler receives. `user` is undefined only on public routes. */
export interface RouteRequest<P extends TObject, Q extends TObject> {
  readonly params: Static<P>;
  readonly query: Static<Q> & Readonly<Record<string, string | undefined>>;
  readonly body: unknown;
  readonly tenant: Tenant;
  readonly user: Principal | undefined;
  readonly clock: TenantClock;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly url: string;
}

export interface QueryRoute<P extends TObject = TObject, Q extends TObject = TObject> extends RouteDocs<P, Q> {
  readonly kind: 'query';
  readonly access: Access;
  handle(request: RouteRequest<P, Q>, services: RouteServices): Promise<unknown>;
}

export interface CommandSpec {
  readonly entity: string;
  readonly action: string;
}

/**
 * A command on a user-defined resource named in the path (a datatable's entries): its entity is the path
 * parameter's value, so permission and audit row read `<action>_<name>`; it always runs the handler
 * registered for any entity with that action, never a built-in entity's handler of the same name.
 */
export interface UserDefinedCommandSpec {
  readonly entityParam: string;
  readonly action: string;
}

/**
 * A value of a command route's `command` parameter that asks for an answer and changes nothing (Fineract's
 * `POST /loans?command=calculateLoanSchedule`): it runs like a query route, with its own access rule, outside
 * the command pipeline (no audit row, no transaction). The route's response schema must cover its answer.
 */
export interface CommandRouteRead<P extends TObject = TObject, Q extends TObject = TObject> {
  readonly access: Access;
  handle(request: RouteRequest<P, Q>, services: RouteServices): Promise<unknown>;
}

export interface CommandRoute<P extends TObject = TObject, Q extends TObject = TObject> extends RouteDocs<P, Q> {
  readonly kind: 'command';
  /** One command, or a table from the `command` query parameter to commands (`?command=activate`). */
  readonly command: CommandSpec | UserDefinedCommandSpec | { readonly byQueryParam: Readonly<Record<string, CommandSpec>> };
  /** `command` values answered by a read instead of a command (see CommandRouteRead). */
  readonly readsByQueryParam?: Readonly<Record<string, CommandRouteRead<P, Q>>>;
  /** The ids the command acts on, taken from the path (may look one up, e.g. a name → id). */
  ids?(request: RouteRequest<P, Q>): Ids | Promise<Ids>;
  /**
   * How a command that ran answers, when not 200 with its result: e.g. `{ status: 202, emptyBody: true }`
   * where Fineract answers 202 Accepted with no body. Refusals and commands held for approval are unchanged.
   */
  readonly success?: SuccessReply;
  /** A command whose request carries a file, or that makes a stored file obsolete (see `FileHandling`). */
  readonly files?: FileHandling<P, Q>;
}

/**
 * File work around a command, done by the HTTP layer so that the command itself stays a database change
 * in the pipeline's transaction (audit, permission, maker-checker, idempotency as for every command):
 * - `upload`: the body is a multipart form (or a `data:` URL as text); `prepare` checks it and builds the
 *   command JSON; the file is stored before the command runs, its location is added to the JSON as
 *   `location` (and the store's `storageType`), and the file is removed again when the command fails;
 * - `obsoleteFile`: the stored file the command replaces or deletes, looked up before it runs and removed
 *   once it has succeeded (kept while the command waits for a checker).
 */
export interface FileHandling<P extends TObject, Q extends TObject> {
  readonly upload?: UploadSpec<P, Q>;
  obsoleteFile?(request: RouteRequest<P, Q>): Promise<string | undefined>;
}

/**
 * An upload route accepts a multipart form, or a text body (text/plain, text/html, or JSON holding a string
 * or an object), which reaches `prepare` as `text` or `fields` (Fineract takes images as `data:` URLs).
 */
export interface UploadSpec<P extends TObject, Q extends TObject> {
  /** The body media types the OpenAPI document names (e.g. multipart/form-data, text/plain). */
  readonly consumes: readonly string[];
  /** Checks what arrived (throws the route's refusals) and says what to store and which JSON to run. */
  prepare(upload: ReceivedUpload, request: RouteRequest<P, Q>, files: FileSettings): PreparedUpload;
}

/** What an upload request carried. */
export interface ReceivedUpload {
  /** The form's text fields (or the members of a JSON object body), as strings. */
  readonly fields: Readonly<Record<string, string>>;
  /** The form's `file` part. */
  readonly file: ReceivedFile | undefined;
  /** The body as text when it was no form and no JSON object (a data URL). */
  readonly text: string | undefined;
  /** Form parts other than fields and the one file (a second file, say): refused as unsupported. */
  readonly extraParts: readonly string[];
}

export interface ReceivedFile {
  /** The file name the client gave (for the record only; never part of a storage path). */
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: Buffer;
  /** The file was longer than the size limit and was cut. */
  readonly truncated: boolean;
}

export interface PreparedUpload {
  readonly json: Readonly<Record<string, unknown>>;
  /** The file to store (none when the request only changes fields): folder of ids and fixed words only. */
  readonly file?: { readonly folder: readonly string[]; readonly bytes: Uint8Array; readonly extension?: string };
}

/**
 * A query answer sent as it is, not through the wire format: a file download or a text body, with its
 * headers. A `Readable` body is streamed to the client as it is produced (with back-pressure); the status
 * and headers are sent before its first byte, so a failure after that can only end the connection.
 */
export class RawReply {
  readonly body: Buffer | string | Readable;
  readonly contentType: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The HTTP status; 200 unless given (e.g. 202 Accepted for work started in the background). */
  readonly status: number;

  constructor(body: Buffer | string | Readable, contentType: string, headers: Readonly<Record<string, string>> = {}, status = 200) {
    this.body = body;
    this.contentType = contentType;
    this.headers = headers;
    this.status = status;
  }
}

export interface SuccessReply {
  readonly status: number;
  readonly emptyBody?: boolean;
}

type Ids = Pick<CommandRequest, 'entityId' | 'subEntityId' | 'resourceName' | 'subResourceName'>;

export type RouteDefinition = QueryRoute | CommandRoute;

/** The answer of a request this server made to itself ({@link RouteServices.localGet}). */
export interface LocalResponse {
  readonly status: number;
  readonly contentType: string | undefined;
  readonly body: string;
}

/** Services a query handler may call (commands go through the pipeline only). */
export interface RouteServices {
  readonly pipeline: CommandPipeline;
  readonly verifier: PasswordVerifier;
  readonly files: FileSettings;
  /**
   * A GET of one of this server's own paths (`/api/v1/clients/1`), answered in process through the whole
   * request flow (tenant, authentication, permission) with the headers given; nothing goes over the network.
   */
  localGet(pathAndQuery: string, headers: Readonly<Record<string, string>>): Promise<LocalResponse>;
}

export function defineQuery<P extends TObject, Q extends TObject>(route: Omit<QueryRoute<P, Q>, 'kind'>): RouteDefinition {
  return { kind: 'query', ...route } as unknown as RouteDefinition;
}

export function defineCommand<P extends TObject, Q extends TObject>(route: Omit<CommandRoute<P, Q>, 'kind'>): RouteDefinition {
  return { kind: 'command', ...route } as unknown as RouteDefinition;
}

/** The API version of a route: v1 unless it declares another. */
export function versionOf(route: RouteDefinition): ApiVersion {
  return route.version ?? 'v1';
}

/** The fixed permission codes a route may require (for the route table and its test). */
export function permissionsOf(route: RouteDefinition): string[] {
  if (route.kind === 'query') {
    if ('anyPermission' in route.access) {
      return [...route.access.anyPermission];
    }
    return 'permission' in route.access ? [route.access.permission] : [];
  }
  if ('entityParam' in route.command) {
    return [];
  }
  const specs = 'byQueryParam' in route.command ? Object.values(route.command.byQueryParam) : [route.command];
  const reads = Object.values(route.readsByQueryParam ?? {}).flatMap((read) => ('permission' in read.access ? [read.access.permission] : []));
  return [...specs.map((s) => `${s.action}_${s.entity}`), ...reads];
}

/** The read a command route answers for this `command` value instead of running a command, if any. */
export function commandRouteReadOf(route: RouteDefinition, command: string | undefined): CommandRouteRead | undefined {
  if (route.kind !== 'command' || route.readsByQueryParam === undefined || command === undefined) {
    return undefined;
  }
  return Object.hasOwn(route.readsByQueryParam, command) ? route.readsByQueryParam[command] : undefined;
}

/** The permission a route names after a path parameter, as a pattern (`READ_{datatable}`), if any. */
export function permissionPatternOf(route: RouteDefinition): string | undefined {
  if (route.kind === 'query') {
    return 'permissionOfPath' in route.access ? `${route.access.permissionOfPath.action}_{${route.access.permissionOfPath.param}}` : undefined;
  }
  return 'entityParam' in route.command ? `${route.command.action}_{${route.command.entityParam}}` : undefined;
}

/** The signed-in user of a route that is not public (the HTTP layer authenticated it before the handler). */
export function requireUser(user: Principal | undefined): Principal {
  if (user === undefined) {
    throw new Error('a route that needs a signed-in user ran without one');
  }
  return user;
}
