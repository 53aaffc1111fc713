import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string };
const codesOf = (body: Record<string, unknown>): string[] => (body.errors as Item[]).map((e) => e.userMessageGlobalisationCode);
const dated = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

describe('client family members', () => {
  let t: TestApp;
  let branch: number;
  let client: number;
  let spouse: number;
  let child: number;
  let married: number;
  let female: number;
  let teacher: number;

  async function ok(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<Record<string, unknown>> {
    const res = await t.call(method, url, body === undefined ? {} : { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json;
  }
  const codeValue = async (codeId: number, name: string): Promise<number> => (await ok('POST', `/api/v1/codes/${codeId}/codevalues`, { name })).subResourceId as number;
  const add = (body: Record<string, unknown>, clientId = client) => t.call('POST', `/api/v1/clients/${clientId}/familymembers`, { body });
  const addId = async (body: Record<string, unknown>): Promise<number> => {
    const res = await add(body);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };

  before(async () => {
    t = await createTestApp();
    await ok('PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '2024-06-15', dateFormat: 'yyyy-MM-dd', locale: 'en' });
    branch = (await ok('POST', '/api/v1/offices', { ...dated, name: 'Family Branch', parentId: 1, openingDate: '01 January 2020' })).resourceId as number;
    // A pending client may have family members too.
    client = (await ok('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId: branch, firstname: 'Fay', lastname: 'Family' })).clientId as number;
    spouse = await codeValue(31, 'Spouse');
    child = await codeValue(31, 'Child');
    married = await codeValue(30, 'Married');
    female = await codeValue(4, 'Female');
    teacher = await codeValue(32, 'Teacher');
  });
  after(async () => t.close());

  it('offers relationships, genders, marital statuses and professions', async () => {
    const res = await t.call('GET', `/api/v1/clients/${client}/familymembers/template`);
    assert.equal(res.status, 200);
    const option = (id: number, name: string) => ({ id, name, position: 0, active: true, mandatory: false });
    assert.deepEqual(res.body, {
      relationshipIdOptions: [option(spouse, 'Spouse'), option(child, 'Child')],
      genderIdOptions: [option(female, 'Female')],
      maritalStatusIdOptions: [option(married, 'Married')],
      professionIdOptions: [option(teacher, 'Teacher')],
    });
  });

  it('adds a family member and reads it back as Fineract ClientFamilyMembersData', async () => {
    const res = await add({
      ...dated, firstName: 'Sam', middleName: 'J', lastName: 'Family', qualification: 'MSc', mobileNumber: '0700', age: 40, isDependent: false,
      relationshipId: spouse, maritalStatusId: married, genderId: female, professionId: teacher, dateOfBirth: '02 February 1984',
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const id = res.json.resourceId as number;
    assert.deepEqual(res.body, { officeId: branch, clientId: client, resourceId: id });
    assert.deepEqual((await t.call('GET', `/api/v1/clients/${client}/familymembers/${id}`)).body, {
      id, clientId: client, firstName: 'Sam', middleName: 'J', lastName: 'Family', qualification: 'MSc',
      relationshipId: spouse, relationship: 'Spouse', maritalStatusId: married, maritalStatus: 'Married', genderId: female, gender: 'Female',
      dateOfBirth: [1984, 2, 2], professionId: teacher, profession: 'Teacher', mobileNumber: '0700', age: 40, isDependent: false,
    });
  });

  it('reads absent code values and age as 0, as Fineract', async () => {
    const id = await addId({ firstName: 'Kim', relationshipId: child, isDependent: 'true' });
    assert.deepEqual((await t.call('GET', `/api/v1/clients/${client}/familymembers/${id}`)).body, {
      id, clientId: client, firstName: 'Kim', relationshipId: child, relationship: 'Child', maritalStatusId: 0, genderId: 0, professionId: 0, age: 0, isDependent: true,
    });
    const list = (await t.call('GET', `/api/v1/clients/${client}/familymembers`)).body as { firstName: string }[];
    assert.deepEqual(list.map((m) => m.firstName), ['Sam', 'Kim']);
  });

  it('updates the members sent and reports the actual changes', async () => {
    const id = await addId({ firstName: 'Lee', relationshipId: child, genderId: female, age: 5 });
    const res = await t.call('PUT', `/api/v1/clients/${client}/familymembers/${id}`, { body: { ...dated, firstName: 'Leo', age: 6, genderId: null, dateOfBirth: '01 March 2018', relationshipId: child } });
    assert.deepEqual(res.body, { officeId: branch, clientId: client, resourceId: id, changes: { firstName: 'Leo', age: 6, dateOfBirth: '01 March 2018', dateFormat: 'dd MMMM yyyy', locale: 'en' } });
    const read = (await t.call('GET', `/api/v1/clients/${client}/familymembers/${id}`)).json;
    assert.equal(read.firstName, 'Leo');
    assert.equal(read.genderId, 0);
    assert.deepEqual(read.dateOfBirth, [2018, 3, 1]);
    assert.deepEqual((await t.call('PUT', `/api/v1/clients/${client}/familymembers/${id}`, { body: { firstName: 'Leo' } })).body, { officeId: branch, clientId: client, resourceId: id });
  });

  it('deletes a family member', async () => {
    const id = await addId({ firstName: 'Gone', relationshipId: child });
    assert.deepEqual((await t.call('DELETE', `/api/v1/clients/${client}/familymembers/${id}`)).body, { officeId: branch, clientId: client, resourceId: id });
    assert.equal((await t.call('GET', `/api/v1/clients/${client}/familymembers/${id}`)).status, 404);
  });

  it('refuses missing, malformed and unknown members with Fineract codes', async () => {
    const empty = await add({});
    assert.equal(empty.status, 400);
    assert.deepEqual(codesOf(empty.json), ['validation.msg.FamilyMembers.firstName.cannot.be.blank', 'validation.msg.FamilyMembers.relationshipId.cannot.be.blank']);
    const bad = await add({ ...dated, firstName: 'f'.repeat(51), lastName: 'l'.repeat(51), relationshipId: 0, genderId: -1, age: 0, isDependent: 'maybe', dateOfBirth: '16 June 2024' });
    assert.deepEqual(codesOf(bad.json), [
      'validation.msg.FamilyMembers.firstName.exceeds.max.length',
      'validation.msg.FamilyMembers.lastName.exceeds.max.length',
      'validation.msg.FamilyMembers.relationshipId.not.greater.than.zero',
      'validation.msg.FamilyMembers.genderId.not.greater.than.zero',
      'validation.msg.FamilyMembers.age.not.greater.than.zero',
      'validation.msg.FamilyMembers.isDependent.must.be.true.or.false',
      'validation.msg.FamilyMembers.dateOfBirth.is.greater.than.date',
    ]);
    assert.deepEqual(codesOf((await add({ firstName: 'A', relationshipId: child, dateOfBirth: '01 May 2000' })).json), ['validation.msg.missing.dateFormat.parameter']);
    assert.deepEqual(codesOf((await add({ firstName: 'A', relationshipId: child, age: 151 })).json), ['validation.msg.FamilyMembers.age.is.not.within.expected.range']);
    assert.deepEqual(codesOf((await add({ firstName: 'A', relationshipId: child, familyMembers: [] })).json), ['error.msg.parameter.unsupported']);
    const id = await addId({ firstName: 'Upd', relationshipId: child });
    const update = await t.call('PUT', `/api/v1/clients/${client}/familymembers/${id}`, { body: { firstName: ' ', relationshipId: null } });
    assert.deepEqual(codesOf(update.json), ['validation.msg.FamilyMembers.firstName.cannot.be.blank', 'validation.msg.FamilyMembers.relationshipId.cannot.be.blank']);
  });

  it('refuses a code value of the wrong code with 404', async () => {
    const res = await add({ firstName: 'Wrong', relationshipId: married });
    assert.equal(res.status, 404);
    assert.deepEqual(codesOf(res.json), ['error.msg.codevalue.codename.id.combination.invalid']);
    assert.deepEqual(codesOf((await add({ firstName: 'Wrong', relationshipId: child, professionId: female })).json), ['error.msg.codevalue.codename.id.combination.invalid']);
  });

  it('answers 404 for an unknown client or family member, and for a member of another client', async () => {
    const otherClient = (await ok('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId: branch, firstname: 'Otto', lastname: 'Other' })).clientId as number;
    const mine = await addId({ firstName: 'Mine', relationshipId: child });
    for (const url of ['/api/v1/clients/9999/familymembers', '/api/v1/clients/9999/familymembers/template']) {
      assert.deepEqual(codesOf((await t.call('GET', url)).json), ['error.msg.client.id.invalid'], url);
    }
    assert.deepEqual(codesOf((await add({ firstName: 'X', relationshipId: child }, 9999)).json), ['error.msg.client.id.invalid']);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.call(method, `/api/v1/clients/${otherClient}/familymembers/${mine}`, method === 'PUT' ? { body: { firstName: 'Z' } } : {});
      assert.equal(res.status, 404, method);
      assert.deepEqual(codesOf(res.json), ['error.msg.familymember.id.invalid']);
    }
  });

  it('reads with READ_FAMILYMEMBERS (only ALL_FUNCTIONS or ALL_FUNCTIONS_READ grant it, as Fineract) and changes with the FAMILYMEMBERS permissions', async () => {
    const id = await addId({ firstName: 'Perm', relationshipId: child });
    const reader = await createUserWithPermissions(t.tenant.database.db, 'famreader', ['ALL_FUNCTIONS_READ']);
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'famnobody', ['READ_CLIENT', 'CREATE_FAMILYMEMBERS']);
    for (const url of [`/api/v1/clients/${client}/familymembers`, `/api/v1/clients/${client}/familymembers/template`, `/api/v1/clients/${client}/familymembers/${id}`]) {
      assert.equal((await t.call('GET', url, { auth: nobody })).status, 403, url);
      assert.equal((await t.call('GET', url, { auth: reader })).status, 200, url);
    }
    assert.equal((await t.call('POST', `/api/v1/clients/${client}/familymembers`, { auth: reader, body: { firstName: 'No', relationshipId: child } })).status, 403);
    assert.equal((await t.call('PUT', `/api/v1/clients/${client}/familymembers/${id}`, { auth: nobody, body: { firstName: 'No' } })).status, 403);
    assert.equal((await t.call('DELETE', `/api/v1/clients/${client}/familymembers/${id}`, { auth: nobody })).status, 403);
    const writer = await createUserWithPermissions(t.tenant.database.db, 'famwriter', ['UPDATE_FAMILYMEMBERS', 'DELETE_FAMILYMEMBERS']);
    assert.equal((await t.call('PUT', `/api/v1/clients/${client}/familymembers/${id}`, { auth: writer, body: { firstName: 'Yes' } })).status, 200);
    assert.equal((await t.call('DELETE', `/api/v1/clients/${client}/familymembers/${id}`, { auth: writer })).status, 200);
  });

  it('keeps a relationship in use, and deletes family members with their pending client', async () => {
    const cousin = await codeValue(31, 'Cousin');
    const pending = (await ok('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId: branch, firstname: 'Pat', lastname: 'Pending' })).clientId as number;
    assert.equal((await add({ firstName: 'Cos', relationshipId: cousin }, pending)).status, 200);
    const inUse = await t.call('DELETE', `/api/v1/codes/31/codevalues/${cousin}`);
    assert.equal(inUse.status, 403);
    assert.deepEqual(codesOf(inUse.json), ['error.msg.codeValue.in.use']);
    await ok('DELETE', `/api/v1/clients/${pending}`);
    await ok('DELETE', `/api/v1/codes/31/codevalues/${cousin}`);
  });
});
