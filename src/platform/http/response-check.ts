import { appendFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TProperties, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { PendingCommandResultSchema, SHARED_SCHEMAS } from './wire-schemas.ts';

/**
 * The response-schema check: every 2xx JSON answer of a route with a response schema is checked, as
 * serialized, against that schema with every object closed (a member the schema does not declare is a
 * violation). A violation answers 500 naming the route, the member and the rule, and is logged. It is
 * turned on by `RESPONSE_SCHEMA_CHECK=strict` (the API tests set it); production serves without it.
 */

interface Validator {
  Check(value: unknown): boolean;
  Errors(value: unknown): Iterable<{ instancePath: string; message: string; keyword: string; params: unknown }>;
}

export interface ResponseViolation {
  readonly path: string;
  readonly message: string;
}

type JsonSchema = Record<string, unknown>;
type Check = (body: unknown) => ResponseViolation[];

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A copy of `schema` whose objects admit only their declared members (unless the schema says otherwise
 * with `additionalProperties` or `patternProperties`); an intersection (`allOf`) admits the members of all
 * its parts (`unevaluatedProperties`). `open` drops `required` (for `fields=` answers).
 */
export function closeSchema(schema: unknown, open = false, part = false): unknown {
  if (Array.isArray(schema)) {
    return schema.map((item) => closeSchema(item, open));
  }
  if (!isSchema(schema)) {
    return schema;
  }
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'required' && open) {
      continue;
    }
    if (key === 'properties' && isSchema(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, member]) => [name, closeSchema(member, open)]));
    } else if (key === 'allOf' && Array.isArray(value)) {
      out[key] = value.map((item) => closeSchema(item, open, true));
    } else {
      out[key] = closeSchema(value, open);
    }
  }
  if (Array.isArray(schema.allOf) && schema.unevaluatedProperties === undefined && !part) {
    out.unevaluatedProperties = false;
  } else if (!part && isSchema(schema.properties) && schema.additionalProperties === undefined && schema.patternProperties === undefined) {
    out.additionalProperties = false;
  }
  return out;
}

function describeError(error: { instancePath: string; message: string; params: unknown }): ResponseViolation {
  const path = error.instancePath === '' ? '/' : error.instancePath;
  // A member of a closed object that its schema does not declare.
  if (error.message.startsWith('schema is false')) {
    return { path, message: 'member not declared in the response schema' };
  }
  return { path, message: `${error.message} ${JSON.stringify(error.params)}` };
}

/** Compiles the check of one response schema (shared schemas resolved by `$id`). */
export function compileResponseCheck(schema: TSchema, open = false): (body: unknown) => ResponseViolation[] {
  const context: TProperties = {};
  for (const shared of SHARED_SCHEMAS) {
    if ('$id' in shared && typeof shared.$id === 'string') {
      context[shared.$id] = closeSchema(shared, open) as TSchema;
    }
  }
  const validator = Compile(context, closeSchema(schema, open) as TSchema) as unknown as Validator;
  return (body) => (validator.Check(body) ? [] : [...validator.Errors(body)].slice(0, 20).map(describeError));
}

/** The response schema a route declares for a status (or for its status class, `2xx`). */
function responseSchemaOf(request: FastifyRequest, status: number): TSchema | undefined {
  const response = (request.routeOptions.schema as { response?: Record<string, unknown> } | undefined)?.response;
  const schema = response?.[String(status)] ?? response?.['2xx'];
  return isSchema(schema) && !('content' in schema) ? schema : undefined;
}

const SHARED_BY_ID = new Map(SHARED_SCHEMAS.map((schema) => [String((schema as { $id?: unknown }).$id), schema as unknown]));

function deref(schema: unknown): unknown {
  return isSchema(schema) && typeof schema.$ref === 'string' ? SHARED_BY_ID.get(schema.$ref.replace(/#$/, '')) : schema;
}

/** The members an object schema declares, with those of every part of an intersection. */
function declaredMembers(schema: JsonSchema): Record<string, unknown> | undefined {
  const parts = Array.isArray(schema.allOf) ? schema.allOf.map(deref).filter(isSchema) : [];
  const own = isSchema(schema.properties) ? schema.properties : undefined;
  if (own === undefined && parts.length === 0) {
    return undefined;
  }
  const members: Record<string, unknown> = {};
  for (const part of parts) {
    Object.assign(members, declaredMembers(part));
  }
  return Object.assign(members, own);
}

/**
 * The members of a request body that its schema does not declare (names only: Fineract accepts amounts and
 * booleans as strings, which the validators check). An alternative (`anyOf`) counts when one branch fits.
 */
export function undeclaredMembers(schema: unknown, value: unknown, path = ''): string[] {
  const resolved = deref(schema);
  if (!isSchema(resolved)) {
    return [];
  }
  const alternatives = Array.isArray(resolved.anyOf) ? resolved.anyOf : Array.isArray(resolved.oneOf) ? resolved.oneOf : undefined;
  if (alternatives !== undefined) {
    const results = alternatives.map((branch) => undeclaredMembers(branch, value, path));
    return results.reduce((best, result) => (result.length < best.length ? result : best), results[0] ?? []);
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => undeclaredMembers(resolved.items, item, `${path}/${index}`));
  }
  const members = declaredMembers(resolved);
  if (!isSchema(value) || members === undefined) {
    return [];
  }
  const open = (resolved.additionalProperties !== undefined && resolved.additionalProperties !== false) || resolved.patternProperties !== undefined;
  return Object.entries(value).flatMap(([name, member]) => {
    if (Object.hasOwn(members, name)) {
      return undeclaredMembers(members[name], member, `${path}/${name}`);
    }
    return open ? [] : [`${path}/${name}`];
  });
}

/** Members of an accepted JSON request body that the route's body schema does not list. */
function requestViolations(request: FastifyRequest): ResponseViolation[] {
  const schema = request.routeOptions.schema?.body;
  if (schema === undefined || !String(request.headers['content-type'] ?? '').includes('json')) {
    return [];
  }
  return undeclaredMembers(schema, request.body).map((member) => ({ path: `body${member}`, message: 'request member accepted but not declared in the body schema' }));
}

function violationBody(route: string, violations: readonly ResponseViolation[]): string {
  return JSON.stringify({
    developerMessage: `${route} does not match its schemas: ${violations.map((v) => `${v.path}: ${v.message}`).join('; ')}`,
    httpStatusCode: '500',
    defaultUserMessage: 'The request or response does not match its schema.',
    userMessageGlobalisationCode: 'error.msg.response.schema.violation',
    errors: violations.map((v) => ({ developerMessage: v.message, defaultUserMessage: v.message, userMessageGlobalisationCode: 'error.msg.response.schema.violation', parameterName: v.path })),
  });
}

function report(request: FastifyRequest, route: string, violations: readonly ResponseViolation[]): void {
  request.log.error({ route, violations }, 'answer or accepted request does not match its schema');
  // RESPONSE_SCHEMA_CHECK_REPORT names a file that collects every violation of a test run (one JSON line each).
  const file = process.env.RESPONSE_SCHEMA_CHECK_REPORT;
  if (file !== undefined && file !== '') {
    appendFileSync(file, `${JSON.stringify({ route, violations })}\n`);
  }
}

/**
 * Adds the check as an onSend hook (for tests: turned on by `RESPONSE_SCHEMA_CHECK=strict`). On a 2xx
 * answer it checks the answer against the response schema, and that the accepted JSON body held only
 * members the body schema lists.
 */
export function registerResponseCheck(app: FastifyInstance): void {
  // Compiled once per schema object (and once more, open, for answers trimmed by `fields=`).
  const compiled = { closed: new WeakMap<TSchema, Check>(), open: new WeakMap<TSchema, Check>() };
  const checkerFor = (schema: TSchema, open: boolean): Check => {
    const cache = open ? compiled.open : compiled.closed;
    let check = cache.get(schema);
    if (check === undefined) {
      check = compileResponseCheck(schema, open);
      cache.set(schema, check);
    }
    return check;
  };
  const responseViolations = (request: FastifyRequest, status: number, payload: string): ResponseViolation[] => {
    const declared = responseSchemaOf(request, status);
    if (declared === undefined) {
      return [];
    }
    const body: unknown = JSON.parse(payload);
    const pending = request.method !== 'GET' && isSchema(body) && 'rollbackTransaction' in body;
    const query = request.query as Record<string, unknown> | undefined;
    return checkerFor(pending ? PendingCommandResultSchema : declared, typeof query?.fields === 'string' && query.fields !== '')(body);
  };
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const status = reply.statusCode;
    if (status < 200 || status > 299 || request.routeOptions.schema === undefined) {
      return payload;
    }
    const json = typeof payload === 'string' && payload !== '' && String(reply.getHeader('content-type') ?? '').includes('json');
    const violations = [...requestViolations(request), ...(json ? responseViolations(request, status, payload) : [])];
    if (violations.length === 0) {
      return payload;
    }
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    report(request, route, violations);
    void reply.code(500).type('application/json; charset=utf-8');
    return violationBody(route, violations);
  });
}
