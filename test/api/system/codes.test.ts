import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { codeValuesOf, codeValueUsage, requireCodeValue } from '../../../src/modules/system/index.ts';
import { NotFoundError } from '../../../src/shared/errors/api-errors.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; parameterName?: string };
const codesOf = (body: Record<string, unknown>): string[] => (body.errors as Item[]).map((e) => e.userMessageGlobalisationCode);
type Code = { id: number; name: string; systemDefined: boolean };

describe('codes and code values', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  async function createCode(name: string): Promise<number> {
    const res = await t.call('POST', '/api/v1/codes', { body: { name } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  }

  async function createValue(codeId: number, body: Record<string, unknown>): Promise<number> {
    const res = await t.call('POST', `/api/v1/codes/${codeId}/codevalues`, { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.json.resourceId, codeId);
    return res.json.subResourceId as number;
  }

  it("lists Fineract's system codes with their ids, by name", async () => {
    const res = await t.call('GET', '/api/v1/codes');
    assert.equal(res.status, 200);
    const codes = res.body as Code[];
    assert.equal(codes.length, 48);
    const byId = new Map(codes.map((c) => [c.id, c.name]));
    const expected: [number, string][] = [
      [1, 'Customer Identifier'],
      [3, 'LoanPurpose'],
      [4, 'Gender'],
      [16, 'ClientType'],
      [17, 'ClientClassification'],
      [23, 'LoanRescheduleReason'],
      [26, 'WriteOffReasons'],
      [35, 'SavingsAccountBlockReasons'],
      [39, 'ChargeOffReasons'],
      [42, 'ReAgeReasons'],
      [49, 'LoanOriginationChannelType'],
    ];
    for (const [id, name] of expected) {
      assert.equal(byId.get(id), name);
    }
    assert.equal(byId.has(12), false);
    assert.ok(codes.every((c) => c.systemDefined));
    const names = codes.map((c) => c.name.toLowerCase());
    assert.deepEqual(names, [...names].sort());
  });

  it('gets a code and its seeded values by position', async () => {
    assert.deepEqual((await t.call('GET', '/api/v1/codes/1')).body, { id: 1, name: 'Customer Identifier', systemDefined: true });
    const values = await t.call('GET', '/api/v1/codes/1/codevalues');
    assert.deepEqual(
      (values.body as { name: string }[]).map((v) => v.name),
      ['Passport', 'Id', 'Drivers License', 'Any Other Id Type'],
    );
    assert.deepEqual((values.body as unknown[])[0], { id: 1, name: 'Passport', position: 1, active: true, mandatory: false });
    assert.deepEqual((await t.call('GET', '/api/v1/codes/13/codevalues/13')).body, {
      id: 13, name: 'Leader', position: 1, description: 'Group Leader Role', active: true, mandatory: false,
    });
    assert.deepEqual((await t.call('GET', '/api/v1/codes/48/codevalues')).body, [
      { id: 15, name: 'MERCHANT', position: 1, active: true, mandatory: false },
      { id: 16, name: 'BROKER', position: 2, active: true, mandatory: false },
      { id: 17, name: 'AFFILIATE', position: 3, active: true, mandatory: false },
      { id: 18, name: 'PLATFORM', position: 4, active: true, mandatory: false },
    ]);
  });

  it('creates, renames and deletes a code of its own, with its values', async () => {
    const codeId = await createCode(' Hobbies ');
    assert.ok(codeId > 49);
    assert.deepEqual((await t.call('GET', `/api/v1/codes/${codeId}`)).body, { id: codeId, name: 'Hobbies', systemDefined: false });
    const renamed = await t.call('PUT', `/api/v1/codes/${codeId}`, { body: { name: 'Pastimes' } });
    assert.deepEqual(renamed.body, { resourceId: codeId, changes: { name: 'Pastimes' } });
    assert.deepEqual((await t.call('PUT', `/api/v1/codes/${codeId}`, { body: { name: 'Pastimes' } })).body, { resourceId: codeId });
    const valueId = await createValue(codeId, { name: 'Chess' });
    const deleted = await t.call('DELETE', `/api/v1/codes/${codeId}`);
    assert.deepEqual(deleted.body, { resourceId: codeId });
    assert.equal((await t.call('GET', `/api/v1/codes/${codeId}`)).status, 404);
    assert.equal((await t.call('GET', `/api/v1/codes/1/codevalues/${valueId}`)).status, 404);
  });

  it('adds, updates and deletes code values, reporting the actual changes', async () => {
    const codeId = await createCode('Hair colour');
    const dark = await createValue(codeId, { name: 'Dark', description: 'dark hair', position: 2, isActive: 'true', isMandatory: true });
    const fair = await createValue(codeId, { name: 'Fair' });
    assert.deepEqual((await t.call('GET', `/api/v1/codes/${codeId}/codevalues`)).body, [
      { id: fair, name: 'Fair', position: 0, active: true, mandatory: false },
      { id: dark, name: 'Dark', position: 2, description: 'dark hair', active: true, mandatory: true },
    ]);
    const updated = await t.call('PUT', `/api/v1/codes/${codeId}/codevalues/${fair}`, {
      body: { name: 'Blond', description: 'light', position: 5, isActive: false, isMandatory: true },
    });
    assert.deepEqual(updated.body, { resourceId: fair, changes: { name: 'Blond', description: 'light', position: 5, isActive: false } });
    assert.deepEqual((await t.call('GET', `/api/v1/codes/${codeId}/codevalues/${fair}`)).body, {
      id: fair, name: 'Blond', position: 5, description: 'light', active: false, mandatory: false,
    });
    assert.deepEqual((await t.call('PUT', `/api/v1/codes/${codeId}/codevalues/${fair}`, { body: { name: 'Blond', position: 5 } })).body, { resourceId: fair });
    const deleted = await t.call('DELETE', `/api/v1/codes/${codeId}/codevalues/${dark}`);
    assert.deepEqual(deleted.body, { resourceId: codeId, subResourceId: dark });
    assert.equal((await t.call('GET', `/api/v1/codes/${codeId}/codevalues/${dark}`)).status, 404);
  });

  it('lets values of system codes change, but never the system codes themselves', async () => {
    const male = await createValue(4, { name: 'Male', position: 1 });
    assert.ok(male > 22);
    for (const res of [await t.call('PUT', '/api/v1/codes/4', { body: { name: 'Sex' } }), await t.call('DELETE', '/api/v1/codes/4')]) {
      assert.equal(res.status, 403);
      assert.deepEqual(codesOf(res.json), ['error.msg.code.systemdefined']);
    }
    assert.deepEqual((await t.call('DELETE', `/api/v1/codes/4/codevalues/${male}`)).body, { resourceId: 4, subResourceId: male });
  });

  it('refuses duplicate names with 403', async () => {
    await createCode('Colours');
    const duplicate = await t.call('POST', '/api/v1/codes', { body: { name: 'Colours' } });
    assert.equal(duplicate.status, 403);
    assert.deepEqual(codesOf(duplicate.json), ['error.msg.code.duplicate.name']);
    const other = await createCode('Shades');
    assert.deepEqual(codesOf((await t.call('PUT', `/api/v1/codes/${other}`, { body: { name: 'Colours' } })).json), ['error.msg.code.duplicate.name']);
    const red = await createValue(other, { name: 'Red' });
    const blue = await createValue(other, { name: 'Blue' });
    assert.deepEqual(codesOf((await t.call('POST', `/api/v1/codes/${other}/codevalues`, { body: { name: 'Red' } })).json), ['error.msg.code.value.duplicate.label']);
    assert.deepEqual(codesOf((await t.call('PUT', `/api/v1/codes/${other}/codevalues/${blue}`, { body: { name: 'Red' } })).json), ['error.msg.code.value.duplicate.label']);
    assert.ok(red > 0);
    await createValue(5, { name: 'Red' });
  });

  it('refuses bad bodies with 400, listing every error', async () => {
    assert.deepEqual(codesOf((await t.call('POST', '/api/v1/codes', { body: {} })).json), ['validation.msg.code.name.cannot.be.blank']);
    assert.deepEqual(codesOf((await t.call('POST', '/api/v1/codes', { body: { name: 'x'.repeat(101) } })).json), ['validation.msg.code.name.exceeds.max.length']);
    assert.deepEqual(codesOf((await t.call('PUT', '/api/v1/codes/4', { body: { name: ' ' } })).json), ['validation.msg.code.name.cannot.be.blank']);
    assert.deepEqual(codesOf((await t.call('POST', '/api/v1/codes', { body: { name: 'A', systemDefined: true } })).json), ['error.msg.parameter.unsupported']);
    const codeId = await createCode('Sizes');
    const bad = await t.call('POST', `/api/v1/codes/${codeId}/codevalues`, {
      body: { name: '', description: 'd'.repeat(501), position: 'first', isActive: 'yes', isMandatory: 'no' },
    });
    assert.equal(bad.status, 400);
    assert.deepEqual(codesOf(bad.json), [
      'validation.msg.code.value.name.cannot.be.blank',
      'validation.msg.code.value.description.exceeds.max.length',
      'validation.msg.invalid.integer.format',
      'validation.msg.code.value.isActive.must.be.true.or.false',
      'validation.msg.code.value.isMandatory.must.be.true.or.false',
    ]);
    assert.deepEqual(codesOf((await t.call('POST', `/api/v1/codes/${codeId}/codevalues`, { body: { name: 'XL', position: 3_000_000_000 } })).json), ['validation.msg.invalid.integer.format']);
    assert.deepEqual(codesOf((await t.call('POST', `/api/v1/codes/${codeId}/codevalues`, { body: { name: 'XL', label: 'x' } })).json), ['error.msg.parameter.unsupported']);
  });

  it('answers 404 for unknown codes and for values outside their code', async () => {
    const cases: [string, string, string, unknown?][] = [
      ['GET', '/api/v1/codes/999', 'error.msg.code.identifier.not.found'],
      ['PUT', '/api/v1/codes/999', 'error.msg.code.not.found', { name: 'x' }],
      ['DELETE', '/api/v1/codes/999', 'error.msg.code.not.found'],
      ['GET', '/api/v1/codes/999/codevalues', 'error.msg.code.identifier.not.found'],
      ['POST', '/api/v1/codes/999/codevalues', 'error.msg.code.identifier.not.found', { name: 'x' }],
      ['GET', '/api/v1/codes/4/codevalues/1', 'error.msg.codevalue.id.invalid'],
      ['PUT', '/api/v1/codes/4/codevalues/1', 'error.msg.codevalue.id.invalid', { name: 'x' }],
      ['DELETE', '/api/v1/codes/4/codevalues/1', 'error.msg.codevalue.id.invalid'],
      ['GET', '/api/v1/codes/1/codevalues/9999', 'error.msg.codevalue.id.invalid'],
    ];
    for (const [method, url, code, body] of cases) {
      const res = await t.call(method as 'GET', url, { body });
      assert.equal(res.status, 404, `${method} ${url}`);
      assert.deepEqual(codesOf(res.json), [code], `${method} ${url}`);
    }
    assert.equal((await t.call('GET', '/api/v1/codes/1/codevalues/1')).status, 200);
  });

  it('refuses to delete a code value, or its code, while an in-use check reports it', async () => {
    const codeId = await createCode('Loan reasons');
    const used = await createValue(codeId, { name: 'Harvest' });
    const unregister = codeValueUsage.registerUse('loan', (_db, id) => Promise.resolve(id === used));
    try {
      for (const url of [`/api/v1/codes/${codeId}/codevalues/${used}`, `/api/v1/codes/${codeId}`]) {
        const res = await t.call('DELETE', url);
        assert.equal(res.status, 403, url);
        assert.deepEqual(codesOf(res.json), ['error.msg.codeValue.in.use']);
        assert.equal((res.json.errors as Item[])[0]?.parameterName, 'id');
      }
      assert.equal((await t.call('GET', `/api/v1/codes/${codeId}/codevalues/${used}`)).status, 200);
    } finally {
      unregister();
    }
    assert.deepEqual((await t.call('DELETE', `/api/v1/codes/${codeId}/codevalues/${used}`)).body, { resourceId: codeId, subResourceId: used });
  });

  it('gives other modules the active values of a code and checks a value belongs to its code', async () => {
    const db = t.tenant.database.db;
    const female = await createValue(4, { name: 'Female', position: 2 });
    const other = await createValue(4, { name: 'Other', position: 1 });
    const retired = await createValue(4, { name: 'Unknown', position: 0, isActive: false });
    const names = (await codeValuesOf(db, 'Gender')).map((v) => v.name);
    assert.deepEqual(names.slice(-2), ['Other', 'Female']);
    assert.ok(!names.includes('Unknown'));
    assert.deepEqual(await codeValuesOf(db, 'No such code'), []);
    assert.deepEqual(await requireCodeValue(db, 'Gender', female), { id: female, name: 'Female', position: 2, description: null, active: true, mandatory: false });
    assert.equal((await requireCodeValue(db, 'Gender', retired)).active, false);
    await assert.rejects(requireCodeValue(db, 'Customer Identifier', other), (error: unknown) => {
      assert.ok(error instanceof NotFoundError);
      assert.equal(error.code, 'error.msg.codevalue.codename.id.combination.invalid');
      return true;
    });
  });

  it('refuses users without the permission with 403', async () => {
    const db = t.tenant.database.db;
    const codeReader = await createUserWithPermissions(db, 'codereader', ['READ_CODE']);
    const valueReader = await createUserWithPermissions(db, 'valuereader', ['READ_CODEVALUE']);
    assert.equal((await t.call('GET', '/api/v1/codes', { auth: codeReader })).status, 200);
    assert.equal((await t.call('GET', '/api/v1/codes/1', { auth: codeReader })).status, 200);
    assert.equal((await t.call('GET', '/api/v1/codes/1/codevalues', { auth: codeReader })).status, 403);
    assert.equal((await t.call('GET', '/api/v1/codes/1/codevalues', { auth: valueReader })).status, 200);
    assert.equal((await t.call('GET', '/api/v1/codes/1/codevalues/1', { auth: valueReader })).status, 200);
    assert.equal((await t.call('GET', '/api/v1/codes', { auth: valueReader })).status, 403);
    assert.equal((await t.call('GET', '/api/v1/codes/1', { auth: valueReader })).status, 403);
    const writes: [string, string, unknown?][] = [
      ['POST', '/api/v1/codes', { name: 'No' }],
      ['PUT', '/api/v1/codes/1', { name: 'No' }],
      ['DELETE', '/api/v1/codes/1'],
      ['POST', '/api/v1/codes/1/codevalues', { name: 'No' }],
      ['PUT', '/api/v1/codes/1/codevalues/1', { name: 'No' }],
      ['DELETE', '/api/v1/codes/1/codevalues/1'],
    ];
    for (const [method, url, body] of writes) {
      const res = await t.call(method as 'POST', url, { auth: codeReader, body });
      assert.equal(res.status, 403, `${method} ${url}`);
      assert.equal(res.json.userMessageGlobalisationCode, 'error.msg.not.authorized');
    }
  });
});
