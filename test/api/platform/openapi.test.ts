import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import SwaggerParser from '@apidevtools/swagger-parser';
import { allRoutes, MODULES } from '../../../src/app.ts';
import { operationIdOf } from '../../../src/platform/http/route-schema.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Json = Record<string, unknown>;

function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every `$ref` in the document. */
function refsOf(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    value.forEach((item) => refsOf(item, found));
  } else if (isJson(value)) {
    for (const [key, member] of Object.entries(value)) {
      if (key === '$ref' && typeof member === 'string') {
        found.push(member);
      } else {
        refsOf(member, found);
      }
    }
  }
  return found;
}

function operations(document: Json): [string, Json][] {
  const paths = isJson(document.paths) ? document.paths : {};
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(isJson(item) ? item : {})
      .filter(([method, operation]) => ['get', 'post', 'put', 'delete'].includes(method) && isJson(operation))
      .map(([method, operation]): [string, Json] => [`${method.toUpperCase()} ${path}`, isJson(operation) ? operation : {}]),
  );
}

describe('OpenAPI document', () => {
  let t: TestApp;
  let document: Json;
  before(async () => {
    t = await createTestApp();
    const response = await t.call('GET', '/api/v1/openapi.json', { auth: null });
    assert.equal(response.status, 200);
    document = response.json;
  });
  after(async () => t.close());

  it('is a valid OpenAPI 3.1 document whose every $ref resolves', async () => {
    assert.equal(document.openapi, '3.1.0');
    await SwaggerParser.validate(structuredClone(document) as never);
    const components = isJson(document.components) ? document.components : {};
    for (const ref of new Set(refsOf(document))) {
      const [, section, name] = /^#\/components\/([^/]+)\/([^/]+)$/.exec(ref) ?? [];
      const listed = section === undefined || name === undefined ? undefined : (components[section] as Json | undefined)?.[name];
      assert.ok(listed !== undefined, `unresolved ${ref}`);
    }
  });

  it('declares the shared shapes once, under components.schemas', () => {
    const schemas = (document.components as Json).schemas as Json;
    for (const name of ['LocalDate', 'EnumOption', 'ErrorEnvelope', 'ErrorParameter', 'CommandResult', 'PendingCommandResult', 'Page']) {
      assert.ok(isJson(schemas[name]), name);
    }
    const refs = refsOf(document.paths);
    assert.ok(refs.includes('#/components/schemas/LocalDate'));
    assert.ok(refs.includes('#/components/schemas/EnumOption'));
    assert.ok(refs.includes('#/components/schemas/CommandResult'));
  });

  it('gives every operation a unique operationId, the one the route derives', () => {
    const ids = operations(document).map(([, operation]) => operation.operationId);
    assert.ok(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id)), 'operationIds are camelCase');
    assert.equal(new Set(ids).size, ids.length, 'operationIds are unique');
    const derived = allRoutes(MODULES).map(operationIdOf);
    assert.equal(new Set(derived).size, derived.length, 'routes derive unique operationIds');
    const byId = new Map(operations(document).map(([name, operation]) => [operation.operationId, name]));
    assert.equal(byId.get('retrieveAllOffices'), 'GET /api/v1/offices');
    assert.equal(byId.get('retrieveOffice'), 'GET /api/v1/offices/{officeId}');
    assert.equal(byId.get('createOffice'), 'POST /api/v1/offices');
    assert.equal(byId.get('updateOffice'), 'PUT /api/v1/offices/{officeId}');
    assert.equal(byId.get('retrieveOfficeTemplate'), 'GET /api/v1/offices/template');
    assert.equal(byId.get('retrieveAllClientIdentifiers'), 'GET /api/v1/clients/{clientId}/identifiers');
    assert.equal(byId.get('requestOAuthToken'), 'POST /api/oauth/token');
  });

  it('documents the error answers with the envelope on every operation', () => {
    const responses = (document.components as Json).responses as Json;
    for (const [name, operation] of operations(document)) {
      const answers = operation.responses as Json;
      for (const status of ['400', '401', '403', '404', '409', '422', '425', '429', '500']) {
        assert.ok(answers[status] !== undefined, `${name} documents no ${status}`);
      }
      if (name !== 'POST /api/oauth/token') {
        assert.deepEqual(answers['404'], { $ref: '#/components/responses/NotFound' });
      }
    }
    const notFound = responses.NotFound as Json;
    assert.deepEqual((notFound.content as Json)['application/json'], { schema: { $ref: '#/components/schemas/ErrorEnvelope' } });
  });

  it('declares Basic, Bearer (OAuth password and refresh at /api/oauth/token) and the tenant header', () => {
    const schemes = (document.components as Json).securitySchemes as Json;
    assert.deepEqual(schemes.basicAuth, { type: 'http', scheme: 'basic', description: 'User name and password' });
    assert.equal((schemes.bearerAuth as Json).scheme, 'bearer');
    assert.deepEqual(((schemes.oauth2 as Json).flows as Json).password, { tokenUrl: '/api/oauth/token', refreshUrl: '/api/oauth/token', scopes: {} });
    assert.deepEqual(schemes.tenant, { type: 'apiKey', in: 'header', name: 'Core-Platform-TenantId', description: 'The tenant (Fineract-Platform-TenantId is read too)' });
    const byName = new Map(operations(document));
    assert.deepEqual(byName.get('POST /api/v1/authentication')?.security, [{ tenant: [] }]);
    assert.deepEqual(byName.get('GET /api/v1/offices')?.security, [
      { basicAuth: [], tenant: [] },
      { bearerAuth: [], tenant: [] },
      { oauth2: [], tenant: [] },
    ]);
  });

  it('documents the token endpoint with its form body and token answer', () => {
    const token = new Map(operations(document)).get('POST /api/oauth/token');
    const body = ((token?.requestBody as Json).content as Json)['application/x-www-form-urlencoded'] as Json;
    const properties = (body.schema as Json).properties as Json;
    assert.deepEqual(Object.keys(properties), ['grant_type', 'client_id', 'client_secret', 'username', 'password', 'refresh_token']);
    const ok = ((token?.responses as Json)['200'] as Json).content as Json;
    assert.deepEqual(Object.keys(((ok['application/json'] as Json).schema as Json).properties as Json), ['access_token', 'token_type', 'expires_in', 'refresh_token', 'scope']);
  });

  it('is the document committed in clients/typescript/openapi.json (regenerate with npm run client:generate)', () => {
    const committed: unknown = JSON.parse(readFileSync(new URL('../../../clients/typescript/openapi.json', import.meta.url), 'utf8'));
    assert.deepEqual(committed, document);
  });
});
