/**
 * The parts of the OpenAPI 3.1 document that are not per route: security schemes, the shared error answers,
 * and the OAuth token endpoint (a form body outside the versioned API).
 */

const TOKEN_URL = '/api/oauth/token';

/** The refusals and failures every operation may answer, each with the error envelope. */
export const ERROR_RESPONSES: Readonly<Record<string, { readonly name: string; readonly description: string }>> = {
  400: { name: 'BadRequest', description: 'Validation failed (every failed rule listed), or an unsupported parameter' },
  401: { name: 'Unauthorized', description: 'No or bad credentials' },
  403: { name: 'Forbidden', description: 'Missing permission, or a business rule refuses the request' },
  404: { name: 'NotFound', description: 'No resource with this id, or no such path' },
  409: { name: 'Conflict', description: 'A request with this Idempotency-Key is still being processed, or the resource is locked' },
  422: { name: 'UnprocessableEntity', description: 'The Idempotency-Key was used before for another request' },
  425: { name: 'TooEarly', description: 'The request cannot be processed yet' },
  429: { name: 'TooManyRequests', description: 'Too many sign-in attempts; retry after the Retry-After seconds' },
  500: { name: 'InternalServerError', description: 'An unexpected failure (no internals are disclosed)' },
};

function errorResponseComponents(): Record<string, unknown> {
  return Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(({ name, description }) => [name, { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } }]),
  );
}

/** The components the document declares besides the shared schemas (added by Fastify from `addSchema`). */
export function documentComponents(): Record<string, unknown> {
  return {
    securitySchemes: {
      basicAuth: { type: 'http', scheme: 'basic', description: 'User name and password' },
      bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: `An access token from ${TOKEN_URL}` },
      oauth2: {
        type: 'oauth2',
        description: 'Password grant; the refresh_token grant renews the access token at the same URL',
        flows: { password: { tokenUrl: TOKEN_URL, refreshUrl: TOKEN_URL, scopes: {} } },
      },
      tenant: { type: 'apiKey', in: 'header', name: 'Core-Platform-TenantId', description: 'The tenant (Fineract-Platform-TenantId is read too)' },
    },
    responses: errorResponseComponents(),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Adds the shared error answers to every operation of the document (by `$ref`). */
export function withErrorResponses<T extends object>(document: T): T {
  const paths = 'paths' in document && isRecord(document.paths) ? document.paths : {};
  for (const item of Object.values(paths)) {
    for (const [method, operation] of Object.entries(isRecord(item) ? item : {})) {
      if (!['get', 'put', 'post', 'delete', 'patch'].includes(method) || !isRecord(operation)) {
        continue;
      }
      const responses: Record<string, unknown> = isRecord(operation.responses) ? { ...operation.responses } : {};
      for (const [status, { name }] of Object.entries(ERROR_RESPONSES)) {
        responses[status] ??= { $ref: `#/components/responses/${name}` };
      }
      operation.responses = responses;
    }
  }
  return document;
}
