import type { FastifySchema } from 'fastify';
import type { RouteDefinition } from './route-kit.ts';

/** Words kept as they are when a name is made singular. */
const UNCHANGED = new Set(['staff', 'data', 'status', 'address', 'businessdate', 'access', 'details', 'permissions']);

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** `client-identifiers` → `ClientIdentifiers`. */
function pascal(segment: string): string {
  return segment.split(/[-_.]/).filter((w) => w !== '').map(capitalise).join('');
}

/** A plural path segment as one thing: `identifiers` → `identifier`, `families` → `family`, `addresses` → `address`. */
export function singular(segment: string): string {
  const word = segment.toLowerCase();
  if (UNCHANGED.has(word) || !word.endsWith('s') || word.endsWith('ss')) {
    return segment;
  }
  if (word.endsWith('ies')) {
    return `${segment.slice(0, -3)}y`;
  }
  if (/(sses|xes|ches|shes)$/.test(word)) {
    return segment.slice(0, -2);
  }
  return segment.slice(0, -1);
}

/**
 * The operationId of a route, unless it names one: Fineract's style, from the method and the path.
 * - `GET /offices` → `retrieveAllOffices`, `GET /offices/:officeId` → `retrieveOffice`;
 * - `GET /offices/template` → `retrieveOfficeTemplate` (also below an id: `retrieveClientIdentifierTemplate`);
 * - `POST /offices` → `createOffice`; `POST /clients/:clientId` (a `?command=` table) → `applyClientCommand`;
 * - `PUT` → `update<Thing>`, `DELETE` → `delete<Thing>`.
 * Nested paths name every resource on the way, singular: `GET /clients/:clientId/identifiers` →
 * `retrieveAllClientIdentifiers`.
 */
export function operationIdOf(route: RouteDefinition): string {
  if (route.operationId !== undefined) {
    return route.operationId;
  }
  const segments = route.url.split('/').filter((s) => s !== '');
  const endsWithId = segments.at(-1)?.startsWith(':') === true;
  const names = segments.filter((s) => !s.startsWith(':'));
  const isTemplate = names.at(-1) === 'template';
  const nouns = isTemplate ? names.slice(0, -1) : names;
  const last = nouns.at(-1) ?? 'root';
  const collection = route.method === 'GET' && !endsWithId && !isTemplate;
  const head = nouns.slice(0, -1).map((s) => pascal(singular(s))).join('');
  const noun = `${head}${pascal(collection ? last : singular(last))}`;
  if (isTemplate) {
    return `retrieve${noun}Template`;
  }
  switch (route.method) {
    case 'GET':
      return collection ? `retrieveAll${noun}` : `retrieve${noun}`;
    case 'POST':
      return endsWithId || (route.kind === 'command' && 'byQueryParam' in route.command) ? `apply${noun}Command` : `create${noun}`;
    case 'PUT':
      return `update${noun}`;
    case 'DELETE':
      return `delete${noun}`;
  }
}

/** Public routes need only the tenant; all others a signed-in user (Basic or Bearer) and the tenant. */
function securityOf(route: RouteDefinition): Record<string, string[]>[] {
  if (route.kind === 'query' && 'public' in route.access) {
    return [{ tenant: [] }];
  }
  return [
    { basicAuth: [], tenant: [] },
    { bearerAuth: [], tenant: [] },
    { oauth2: [], tenant: [] },
  ];
}

/** The answers a route documents: its success status with the response schema (no content for an empty body). */
function responsesOf(route: RouteDefinition): Record<string, unknown> | undefined {
  const success = route.kind === 'command' ? route.success : undefined;
  if (success?.emptyBody === true) {
    return { [success.status]: { description: 'Done; no body', type: 'null' } };
  }
  if (route.response === undefined) {
    return undefined;
  }
  // The summary describes the answer in the document (the schema keeps its own members).
  return { [success?.status ?? 200]: { ...route.response, description: route.summary } };
}

/**
 * The Fastify schema of an API route: what the OpenAPI document shows for it (operationId, summary, tags,
 * parameters, body, media types, answers, security). `hide` keeps alias copies (below /fineract-provider)
 * out of the document. The error answers every operation shares are added to the document as a whole
 * (server.ts).
 */
export function routeSchema(route: RouteDefinition, hide: boolean): FastifySchema {
  const responses = responsesOf(route);
  return {
    operationId: operationIdOf(route),
    summary: route.summary,
    tags: [...route.tags],
    hide,
    security: securityOf(route),
    ...(route.description === undefined ? {} : { description: route.description }),
    ...(route.params === undefined ? {} : { params: route.params }),
    ...(route.querystring === undefined ? {} : { querystring: route.querystring }),
    ...(route.body === undefined ? {} : { body: route.body }),
    ...(route.kind === 'command' && route.files?.upload !== undefined ? { consumes: [...route.files.upload.consumes] } : {}),
    ...(responses === undefined ? {} : { response: responses }),
  };
}
