import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Type } from 'typebox';
import { defineCommand, defineQuery, type HttpMethod, type RouteDefinition } from './route-kit.ts';
import { operationIdOf, routeSchema, singular } from './route-schema.ts';

function query(method: HttpMethod, url: string, extra: { operationId?: string } = {}): RouteDefinition {
  return defineQuery({ method, url, summary: 's', tags: ['t'], access: { permission: 'READ_X' }, handle: () => Promise.resolve({}), ...extra });
}

function command(method: HttpMethod, url: string, byQueryParam = false): RouteDefinition {
  const spec = { entity: 'X', action: 'CREATE' };
  return defineCommand({ method, url, summary: 's', tags: ['t'], command: byQueryParam ? { byQueryParam: { activate: spec } } : spec });
}

describe('operationIdOf', () => {
  it('derives Fineract-style names from the method and the path', () => {
    assert.equal(operationIdOf(query('GET', '/offices')), 'retrieveAllOffices');
    assert.equal(operationIdOf(query('GET', '/offices/:officeId')), 'retrieveOffice');
    assert.equal(operationIdOf(query('GET', '/offices/template')), 'retrieveOfficeTemplate');
    assert.equal(operationIdOf(command('POST', '/offices')), 'createOffice');
    assert.equal(operationIdOf(command('PUT', '/offices/:officeId')), 'updateOffice');
    assert.equal(operationIdOf(command('DELETE', '/offices/:officeId')), 'deleteOffice');
    assert.equal(operationIdOf(command('POST', '/clients/:clientId', true)), 'applyClientCommand');
  });

  it('names every resource of a nested path, singular, and skips the parameters', () => {
    assert.equal(operationIdOf(query('GET', '/clients/:clientId/identifiers')), 'retrieveAllClientIdentifiers');
    assert.equal(operationIdOf(query('GET', '/clients/:clientId/identifiers/:identifierId')), 'retrieveClientIdentifier');
    assert.equal(operationIdOf(query('GET', '/clients/:clientId/identifiers/template')), 'retrieveClientIdentifierTemplate');
    assert.equal(operationIdOf(command('POST', '/client/:clientId/addresses')), 'createClientAddress');
    assert.equal(operationIdOf(query('GET', '/tax-groups')), 'retrieveAllTaxGroups');
  });

  it('keeps a name the route gives', () => {
    assert.equal(operationIdOf(query('POST', '/authentication', { operationId: 'authenticate' })), 'authenticate');
  });
});

describe('singular', () => {
  it('makes plural path words singular and leaves others', () => {
    assert.deepEqual(
      ['offices', 'families', 'addresses', 'taxes', 'staff', 'businessdate', 'status', 'codevalues'].map(singular),
      ['office', 'family', 'address', 'tax', 'staff', 'businessdate', 'status', 'codevalue'],
    );
  });
});

describe('routeSchema', () => {
  it('documents the success status, the operationId and who may call', () => {
    const response = Type.Object({ resourceId: Type.Integer() });
    const route = defineCommand({ method: 'POST', url: '/jobs/:jobId', summary: 'Run', tags: ['Jobs'], command: { entity: 'JOB', action: 'EXECUTE' }, success: { status: 202, emptyBody: true } });
    const schema = routeSchema(route, false) as Record<string, unknown>;
    assert.equal(schema.operationId, 'applyJobCommand');
    assert.deepEqual(schema.response, { 202: { description: 'Done; no body', type: 'null' } });
    const open = routeSchema(defineQuery({ method: 'POST', url: '/authentication', summary: 's', tags: ['t'], access: { public: true }, response, handle: () => Promise.resolve({}) }), true) as Record<string, unknown>;
    assert.deepEqual(open.security, [{ tenant: [] }]);
    assert.equal(open.hide, true);
    assert.deepEqual(open.response, { 200: { ...response, description: 's' } });
  });
});
