import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Type } from 'typebox';
import { allRoutes, MODULES } from '../../../src/app.ts';
import type { ModuleDefinition } from '../../../src/modules/module.ts';
import { defineQuery, LocalDateArray } from '../../../src/platform/http/index.ts';
import { parameterError, ValidationError } from '../../../src/shared/errors/api-errors.ts';
import { closeSchema, compileResponseCheck } from '../../../src/platform/http/response-check.ts';
import { createTestApp } from '../../support/test-app.ts';

/** Routes whose answer is no JSON (a file, a data URL, or a bare status): they have no response schema. */
const RAW_ANSWERS = new Set([
  'GET /:entityType/:entityId/documents/:documentId/attachment',
  'GET /clients/:clientId/images',
  // answers only a status, as Fineract's catch-up does: 202 started, 200 nothing to do, 400 already running
  'POST /loans/catch-up',
  // the merged template's text (text/html), as Fineract's mergeTemplate
  'POST /templates/:templateId',
]);

describe('response schemas', () => {
  it('gives every route a response schema, except raw downloads and commands that answer no body', () => {
    const missing = allRoutes(MODULES)
      .filter((route) => route.response === undefined)
      .filter((route) => !(route.kind === 'command' && route.success?.emptyBody === true))
      .map((route) => `${route.method} ${route.url}`)
      .filter((name) => !RAW_ANSWERS.has(name));
    assert.deepEqual(missing, []);
  });

  it('lists raw downloads only for routes that exist and still have no schema', () => {
    const names = new Map(allRoutes(MODULES).map((route) => [`${route.method} ${route.url}`, route]));
    for (const name of RAW_ANSWERS) {
      assert.equal(names.get(name)?.response, undefined, name);
    }
  });

  it('closes every object: an undeclared member, a missing member and a wrong type are violations', () => {
    const check = compileResponseCheck(Type.Object({ id: Type.Integer(), date: LocalDateArray, tags: Type.Array(Type.Object({ name: Type.String() })) }));
    assert.deepEqual(check({ id: 1, date: [2024, 1, 31], tags: [{ name: 'a' }] }), []);
    assert.deepEqual(
      check({ id: 1, date: [2024, 1, 31], tags: [{ name: 'a', extra: true }] }).map((v) => v.path),
      ['/tags/0/extra', '/tags/0'],
    );
    assert.ok(check({ id: 1, tags: [] }).length > 0, 'missing date');
    assert.deepEqual(check({ id: 1, date: [2024, 1], tags: [] }).map((v) => v.path), ['/date']);
    assert.deepEqual(check({ id: '1', date: [2024, 1, 31], tags: [] }).map((v) => v.path), ['/id']);
  });

  it('keeps objects open where the schema says so (records, additionalProperties)', () => {
    const schema = closeSchema(Type.Object({ changes: Type.Record(Type.String(), Type.Unknown()), row: Type.Object({}, { additionalProperties: true }) }));
    assert.deepEqual(schema, {
      type: 'object',
      required: ['changes', 'row'],
      properties: {
        changes: { type: 'object', patternProperties: { '^.*$': {} } },
        row: { type: 'object', properties: {}, additionalProperties: true },
      },
      additionalProperties: false,
    });
  });

  it('answers 500 naming the route and the member when an answer does not match its schema', async () => {
    const previous = process.env.RESPONSE_SCHEMA_CHECK;
    process.env.RESPONSE_SCHEMA_CHECK = 'strict';
    const probe: ModuleDefinition = {
      name: 'probe',
      commandHandlers: [],
      routes: [
        defineQuery({
          method: 'GET',
          url: '/probe/wrong',
          summary: 'An answer with a member its schema lacks',
          tags: ['Probe'],
          access: { authenticated: true },
          response: Type.Object({ id: Type.Integer() }),
          handle: () => Promise.resolve({ id: 1, secret: 'x' }),
        }),
        defineQuery({
          method: 'POST',
          url: '/probe/body',
          summary: 'Accepts a body whose schema lists one member; refuses a body without it',
          tags: ['Probe'],
          access: { authenticated: true },
          body: Type.Object({ name: Type.Optional(Type.String()), nested: Type.Optional(Type.Object({ a: Type.Optional(Type.Integer()) })) }),
          response: Type.Object({}),
          handle: (req) => {
            if (typeof req.body !== 'object' || req.body === null || !('name' in req.body)) {
              throw new ValidationError([parameterError('validation.msg.probe.name.cannot.be.blank', 'name is mandatory', 'name')]);
            }
            return Promise.resolve({});
          },
        }),
        defineQuery({
          method: 'GET',
          url: '/probe/right',
          summary: 'An answer that matches its schema, trimmed by fields=',
          tags: ['Probe'],
          access: { authenticated: true },
          response: Type.Object({ id: Type.Integer(), name: Type.String() }),
          handle: () => Promise.resolve({ id: 1, name: 'n' }),
        }),
      ],
    };
    const t = await createTestApp({ modules: [...MODULES, probe] });
    try {
      const wrong = await t.call('GET', '/api/v1/probe/wrong');
      assert.equal(wrong.status, 500);
      assert.equal(wrong.json.userMessageGlobalisationCode, 'error.msg.response.schema.violation');
      assert.match(String(wrong.json.developerMessage), /GET \/api\/v1\/probe\/wrong/);
      assert.match(String(wrong.json.developerMessage), /additionalProperties/);
      const right = await t.call('GET', '/api/v1/probe/right');
      assert.deepEqual([right.status, right.body], [200, { id: 1, name: 'n' }]);
      const trimmed = await t.call('GET', '/api/v1/probe/right?fields=id');
      assert.deepEqual([trimmed.status, trimmed.body], [200, { id: 1 }]);
      const accepted = await t.call('POST', '/api/v1/probe/body', { body: { name: 'n', nested: { a: 1 } } });
      assert.equal(accepted.status, 200);
      const undeclared = await t.call('POST', '/api/v1/probe/body', { body: { name: 'n', extra: 1, nested: { a: 1, b: 2 } } });
      assert.equal(undeclared.status, 500);
      assert.deepEqual(
        (undeclared.json.errors as { parameterName: string }[]).map((e) => e.parameterName),
        ['body/extra', 'body/nested/b'],
      );
      const refused = await t.call('POST', '/api/v1/probe/body', { body: { other: 1 } });
      assert.equal(refused.status, 400, 'a refused request is not a schema question');
      const office = await t.call('GET', '/api/v1/offices/1');
      assert.equal(office.status, 200);
    } finally {
      await t.close();
      if (previous === undefined) {
        delete process.env.RESPONSE_SCHEMA_CHECK;
      } else {
        process.env.RESPONSE_SCHEMA_CHECK = previous;
      }
    }
  });
});
