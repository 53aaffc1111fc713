import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; parameterName: string };
const codesOf = (body: Record<string, unknown>): string[] => (body.errors as Item[]).map((e) => e.userMessageGlobalisationCode);
const dated = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
const accountNo = (id: number): string => String(id).padStart(9, '0');

describe('clients', () => {
  let t: TestApp;
  let branch: number;
  let otherBranch: number;
  let loanOfficer: number;
  let male: number;
  let individual: number;
  let regular: number;
  let constitution: number;

  async function ok(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<Record<string, unknown>> {
    const res = await t.call(method, url, body === undefined ? {} : { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json;
  }

  const codeValue = async (codeId: number, name: string): Promise<number> =>
    (await ok('POST', `/api/v1/codes/${codeId}/codevalues`, { name })).subResourceId as number;
  const create = (body: Record<string, unknown>) => t.call('POST', '/api/v1/clients', { body: { ...dated, legalFormId: 1, officeId: branch, ...body } });
  const createId = async (body: Record<string, unknown>): Promise<number> => {
    const res = await create(body);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.clientId as number;
  };

  before(async () => {
    t = await createTestApp();
    await ok('PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '2024-06-15', dateFormat: 'yyyy-MM-dd', locale: 'en' });
    branch = (await ok('POST', '/api/v1/offices', { ...dated, name: 'Client Branch', parentId: 1, openingDate: '01 January 2020' })).resourceId as number;
    otherBranch = (await ok('POST', '/api/v1/offices', { ...dated, name: 'Other Branch', parentId: 1, openingDate: '01 January 2020' })).resourceId as number;
    loanOfficer = (await ok('POST', '/api/v1/staff', { ...dated, officeId: branch, firstname: 'Lena', lastname: 'Officer', isLoanOfficer: true, joiningDate: '01 January 2020' })).resourceId as number;
    male = await codeValue(4, 'Male');
    individual = await codeValue(16, 'Individual');
    regular = await codeValue(17, 'Regular');
    constitution = await codeValue(24, 'Partnership');
  });
  after(async () => t.close());

  it('offers the template: offices, staff, code value options, legal forms, empty savings products and datatables', async () => {
    const res = await t.call('GET', `/api/v1/clients/template?officeId=${branch}`);
    assert.equal(res.status, 200);
    const body = res.json;
    assert.equal(body.officeId, branch);
    assert.deepEqual(body.activationDate, [2024, 6, 15]);
    assert.deepEqual(body.officeOptions, [
      { id: 1, name: 'Head Office', nameDecorated: 'Head Office' },
      { id: branch, name: 'Client Branch', nameDecorated: '....Client Branch' },
      { id: otherBranch, name: 'Other Branch', nameDecorated: '....Other Branch' },
    ]);
    assert.deepEqual((body.staffOptions as { id: number; displayName: string }[]).map((s) => [s.id, s.displayName]), [[loanOfficer, 'Officer, Lena']]);
    assert.deepEqual(body.genderOptions, [{ id: male, name: 'Male', position: 0, active: true, mandatory: false }]);
    assert.deepEqual((body.clientTypeOptions as { id: number }[]).map((o) => o.id), [individual]);
    assert.deepEqual((body.clientClassificationOptions as { id: number }[]).map((o) => o.id), [regular]);
    assert.deepEqual((body.clientNonPersonConstitutionOptions as { id: number }[]).map((o) => o.id), [constitution]);
    assert.deepEqual(body.clientLegalFormOptions, [
      { id: 1, code: 'legalFormType.person', value: 'Person' },
      { id: 2, code: 'legalFormType.entity', value: 'Entity' },
    ]);
    assert.deepEqual(body.savingProductOptions, []);
    assert.deepEqual(body.datatables, []);
    assert.equal(body.isAddressEnabled, false);
    assert.equal(body.isStaff, false);
    const headOffice = await t.call('GET', '/api/v1/clients/template');
    assert.equal(headOffice.json.officeId, 1);
    assert.equal(headOffice.json.staffOptions, undefined);
  });

  it('offers the reasons of close, reject and withdraw as narrations', async () => {
    const reason = await codeValue(14, 'Moved away');
    const close = await t.call('GET', '/api/v1/clients/template?commandParam=close');
    assert.deepEqual(close.body, { narrations: [{ id: reason, name: 'Moved away', position: 0, active: true, mandatory: false }], isStaff: false });
    assert.deepEqual((await t.call('GET', '/api/v1/clients/template?commandParam=reject')).json.narrations, []);
    assert.equal((await t.call('GET', '/api/v1/clients/template?officeId=9999')).status, 404);
  });

  it('creates a pending person and reads it back as Fineract ClientData', async () => {
    const res = await create({ firstname: 'Ada', middlename: 'K', lastname: 'Lovelace', externalId: 'C-1', mobileNo: '0711', emailAddress: 'ada@example.org', dateOfBirth: '10 December 1990', genderId: male, clientTypeId: individual, clientClassificationId: regular, staffId: loanOfficer, submittedOnDate: '01 June 2024' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const id = res.json.clientId as number;
    assert.deepEqual(res.body, { officeId: branch, clientId: id, resourceId: id, resourceExternalId: 'C-1' });
    const client = await t.call('GET', `/api/v1/clients/${id}`);
    assert.deepEqual(client.body, {
      id, accountNo: accountNo(id), externalId: 'C-1',
      status: { id: 100, code: 'clientStatusType.pending', value: 'Pending' }, active: false,
      firstname: 'Ada', middlename: 'K', lastname: 'Lovelace', displayName: 'Ada K Lovelace',
      mobileNo: '0711', emailAddress: 'ada@example.org', dateOfBirth: [1990, 12, 10],
      gender: { id: male, name: 'Male', active: false, mandatory: false },
      clientType: { id: individual, name: 'Individual', active: false, mandatory: false },
      clientClassification: { id: regular, name: 'Regular', active: false, mandatory: false },
      isStaff: false, officeId: branch, officeName: 'Client Branch', staffId: loanOfficer, staffName: 'Officer, Lena',
      timeline: { submittedOnDate: [2024, 6, 1], submittedByUsername: 'mifos', submittedByFirstname: 'App', submittedByLastname: 'Administrator' },
      legalForm: { id: 1, code: 'legalFormType.person', value: 'Person' },
      groups: [], clientCollateralManagements: [],
    });
    const byExternalId = await t.call('GET', '/api/v1/clients/external-id/C-1');
    assert.equal(byExternalId.json.id, id);
  });

  it('creates an active client, moving the submission date back to the activation date', async () => {
    const id = await createId({ firstname: 'Alan', lastname: 'Turing', active: true, activationDate: '03 March 2024', submittedOnDate: '10 March 2024' });
    const client = (await t.call('GET', `/api/v1/clients/${id}`)).json;
    assert.deepEqual(client.status, { id: 300, code: 'clientStatusType.active', value: 'Active' });
    assert.equal(client.active, true);
    assert.deepEqual(client.activationDate, [2024, 3, 3]);
    assert.deepEqual(client.timeline, {
      submittedOnDate: [2024, 3, 3], submittedByUsername: 'mifos', submittedByFirstname: 'App', submittedByLastname: 'Administrator',
      activatedOnDate: [2024, 3, 3], activatedByUsername: 'mifos', activatedByFirstname: 'App', activatedByLastname: 'Administrator',
    });
    const pendingToday = await createId({ firstname: 'Grace', lastname: 'Hopper' });
    assert.deepEqual((await t.call('GET', `/api/v1/clients/${pendingToday}`)).json.timeline, {
      submittedOnDate: [2024, 6, 15], submittedByUsername: 'mifos', submittedByFirstname: 'App', submittedByLastname: 'Administrator',
    });
  });

  it('creates an entity with its full name and registration details', async () => {
    const id = await createId({ legalFormId: 2, fullname: 'Acme Traders', clientNonPersonDetails: { incorpNumber: 'INC-9', constitutionId: constitution, incorpValidityTillDate: '31 December 2030', remarks: 'ok' } });
    const client = (await t.call('GET', `/api/v1/clients/${id}`)).json;
    assert.equal(client.displayName, 'Acme Traders');
    assert.equal(client.fullname, 'Acme Traders');
    assert.deepEqual(client.legalForm, { id: 2, code: 'legalFormType.entity', value: 'Entity' });
    assert.deepEqual(client.clientNonPersonDetails, {
      constitution: { id: constitution, name: 'Partnership', active: false, mandatory: false },
      incorpNumber: 'INC-9', incorpValidityTillDate: [2030, 12, 31], remarks: 'ok',
    });
  });

  it('refuses a create without its mandatory members, listing every error', async () => {
    const res = await t.call('POST', '/api/v1/clients', { body: { active: true } });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.json), [
      'validation.msg.client.officeId.cannot.be.blank',
      'validation.msg.client.id..no.name.details.passed',
      'validation.msg.client.activationDate.cannot.be.blank',
      'validation.msg.client.legalFormId.cannot.be.blank',
    ]);
    const parts = await create({ middlename: 'x', legalFormId: 3, staffId: 0, mobileNo: '1'.repeat(51), active: 'maybe' });
    assert.deepEqual(codesOf(parts.json), [
      'validation.msg.client.staffId.not.greater.than.zero',
      'validation.msg.client.firstname.cannot.be.blank',
      'validation.msg.client.lastname.cannot.be.blank',
      'validation.msg.client.mobileNo.exceeds.max.length',
      'validation.msg.client.active.must.be.true.or.false',
      'validation.msg.client.legalFormId.is.not.within.expected.range',
    ]);
  });

  it('refuses a full name together with name parts, and an entity without a full name', async () => {
    const both = await create({ firstname: 'A', lastname: 'B', fullname: 'AB Ltd' });
    assert.deepEqual(codesOf(both.json), [
      'validation.msg.client.fullname.cannot.also.be.provided.when.firstname.is.populated',
      'validation.msg.client.fullname.cannot.also.be.provided.when.lastname.is.populated',
    ]);
    const entity = await create({ legalFormId: 2, firstname: 'A', lastname: 'B' });
    assert.deepEqual(codesOf(entity.json), ['validation.msg.client.fullname.cannot.be.blank']);
    const long = await create({ fullname: 'x'.repeat(161) });
    assert.deepEqual(codesOf(long.json), ['validation.msg.client.fullname.exceeds.max.length']);
  });

  it('refuses unknown members, and members of features that do not exist yet unless empty', async () => {
    const unknown = await create({ firstname: 'A', lastname: 'B', nickname: 'x' });
    assert.deepEqual(codesOf(unknown.json), ['error.msg.parameter.unsupported']);
    const family = await create({ firstname: 'A', lastname: 'B', familyMembers: [{ firstName: 'C' }] });
    assert.deepEqual(codesOf(family.json), ['error.msg.parameter.unsupported']);
    assert.equal((await create({ firstname: 'Empty', lastname: 'Lists', familyMembers: [], datatables: [] })).status, 200);
  });

  it('refuses dates in the future of the business date and activation before the office opened', async () => {
    const activation = await create({ firstname: 'F', lastname: 'Uture', active: true, activationDate: '16 June 2024' });
    assert.equal(activation.status, 400);
    assert.deepEqual(codesOf(activation.json), ['error.msg.clients.activationDate.in.the.future']);
    const submitted = await create({ firstname: 'F', lastname: 'Uture', submittedOnDate: '01 July 2024' });
    assert.deepEqual(codesOf(submitted.json), ['error.msg.clients.submittedOnDate.in.the.future']);
    const birth = await create({ firstname: 'F', lastname: 'Uture', dateOfBirth: '16 June 2024' });
    assert.deepEqual(codesOf(birth.json), ['validation.msg.client.dateOfBirth.is.greater.than.date']);
    const early = await create({ firstname: 'E', lastname: 'Arly', active: true, activationDate: '31 December 2019' });
    assert.deepEqual(codesOf(early.json), ['error.msg.clients.activationDate.cannot.be.before.office.activation.date']);
    const badDate = await create({ firstname: 'B', lastname: 'Ad', submittedOnDate: '31 February 2024' });
    assert.deepEqual(codesOf(badDate.json), ['validation.msg.invalid.dateFormat.format']);
  });

  it('refuses a duplicate external id, mobile number or account number with 403', async () => {
    await createId({ firstname: 'Uni', lastname: 'Que', externalId: 'DUP-1', mobileNo: '555-1', accountNo: 'ACC-1' });
    const cases: [Record<string, unknown>, string][] = [
      [{ externalId: 'DUP-1' }, 'error.msg.client.duplicate.externalId'],
      [{ mobileNo: '555-1' }, 'error.msg.client.duplicate.mobileNo'],
      [{ accountNo: 'ACC-1' }, 'error.msg.client.duplicate.accountNo'],
    ];
    for (const [body, code] of cases) {
      const res = await create({ firstname: 'An', lastname: 'Other', ...body });
      assert.equal(res.status, 403, code);
      assert.deepEqual(codesOf(res.json), [code]);
    }
  });

  it('refuses unknown or unreachable references with 404, and an inactive staff member with 403', async () => {
    const name = { firstname: 'Ref', lastname: 'Erence' };
    const otherStaff = (await ok('POST', '/api/v1/staff', { ...dated, officeId: otherBranch, firstname: 'Far', lastname: 'Away', joiningDate: '01 January 2020' })).resourceId as number;
    const idle = (await ok('POST', '/api/v1/staff', { ...dated, officeId: branch, firstname: 'Id', lastname: 'Le', joiningDate: '01 January 2020', isActive: false })).resourceId as number;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ officeId: 9999 }, 404, 'error.msg.office.id.invalid'],
      [{ staffId: 9999 }, 404, 'error.msg.staff.id.invalid'],
      [{ staffId: otherStaff }, 404, 'error.msg.staff.id.invalid'],
      [{ staffId: idle }, 403, 'error.msg.client.staff.not.active'],
      [{ genderId: individual }, 404, 'error.msg.codevalue.codename.id.combination.invalid'],
      [{ groupId: 5 }, 404, 'error.msg.group.id.invalid'],
      [{ savingsProductId: 1 }, 404, 'error.msg.savingproduct.id.invalid'],
    ];
    for (const [body, status, code] of cases) {
      const res = await create({ ...name, ...body });
      assert.equal(res.status, status, code);
      assert.deepEqual(codesOf(res.json), [code]);
    }
  });

  it('lists clients in pages with Fineract filters and allow-listed ordering', async () => {
    const office = (await ok('POST', '/api/v1/offices', { ...dated, name: 'List Branch', parentId: branch, openingDate: '01 January 2020' })).resourceId as number;
    const list = async (query: string) => (await t.call('GET', `/api/v1/clients?officeId=${office}${query}`)).json as { totalFilteredRecords: number; pageItems: { displayName: string }[] };
    await createId({ officeId: office, firstname: 'Zoe', lastname: 'Zed', externalId: 'L-1' });
    await createId({ officeId: office, firstname: 'Amy', lastname: 'Ant', active: true, activationDate: '01 May 2024' });
    await createId({ officeId: office, firstname: 'Mia', lastname: 'Moe' });
    const all = await list('');
    assert.equal(all.totalFilteredRecords, 3);
    assert.deepEqual(all.pageItems.map((c) => c.displayName), ['Zoe Zed', 'Amy Ant', 'Mia Moe']);
    const paged = await list('&orderBy=displayName&sortOrder=DESC&offset=1&limit=1');
    assert.deepEqual([paged.totalFilteredRecords, paged.pageItems.map((c) => c.displayName)], [3, ['Mia Moe']]);
    assert.deepEqual((await list('&status=active')).pageItems.map((c) => c.displayName), ['Amy Ant']);
    assert.deepEqual((await list('&status=PENDING&orderBy=lastname')).pageItems.map((c) => c.displayName), ['Mia Moe', 'Zoe Zed']);
    assert.deepEqual((await list('&displayName=mo')).pageItems.map((c) => c.displayName), ['Mia Moe']);
    assert.deepEqual((await list('&externalId=L-1')).pageItems.map((c) => c.displayName), ['Zoe Zed']);
    assert.deepEqual((await list('&firstName=amy&lastName=ant')).pageItems.map((c) => c.displayName), ['Amy Ant']);
    const hierarchy = (await t.call('GET', `/api/v1/clients?underHierarchy=.${branch}.${office}.&limit=0`)).json as { totalFilteredRecords: number };
    assert.equal(hierarchy.totalFilteredRecords, 3);
    const item = (await list('&status=active')).pageItems[0] as unknown as Record<string, unknown>;
    assert.equal(item.gender, undefined, 'an absent code value is omitted, in lists as in single reads');
    assert.equal(item.groups, undefined);
  });

  it('refuses unknown list parameters values instead of passing them to SQL', async () => {
    const cases: [string, string][] = [
      ['orderBy=display_name;drop table m_client', 'error.msg.query.parameter.value.unsupported'],
      ['sortOrder=sideways', 'error.msg.query.parameter.value.unsupported'],
      ['status=sleeping', 'validation.msg.client.status.value.is.not.supported'],
      ['underHierarchy=%25', 'error.msg.query.parameter.value.unsupported'],
      ['officeId=abc', 'error.msg.query.parameter.value.unsupported'],
      ['limit=-1', 'validation.msg.limit.not.zero.or.greater'],
    ];
    for (const [query, code] of cases) {
      const res = await t.call('GET', `/api/v1/clients?${query}`);
      assert.equal(res.status, 400, query);
      assert.deepEqual(codesOf(res.json), [code]);
    }
  });

  it('updates members and reports the actual changes', async () => {
    const id = await createId({ firstname: 'Up', lastname: 'Date', externalId: 'UPD-1' });
    const res = await t.call('PUT', `/api/v1/clients/${id}`, { body: { ...dated, firstname: 'Upd', lastname: 'Date', mobileNo: '0999', genderId: male, dateOfBirth: '01 January 1980', staffId: loanOfficer } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body, {
      officeId: branch, clientId: id, resourceId: id, resourceExternalId: 'UPD-1',
      changes: { mobileNo: '0999', firstname: 'Upd', staffId: loanOfficer, genderId: male, dateOfBirth: '01 January 1980', dateFormat: 'dd MMMM yyyy', locale: 'en' },
    });
    const client = (await t.call('GET', `/api/v1/clients/${id}`)).json;
    assert.equal(client.displayName, 'Upd Date');
    assert.deepEqual(client.dateOfBirth, [1980, 1, 1]);
    const entity = await t.call('PUT', `/api/v1/clients/external-id/UPD-1`, { body: { legalFormId: 2, fullname: 'Upd Holdings' } });
    assert.deepEqual(entity.json.changes, { fullname: 'Upd Holdings', legalFormId: { id: 2, code: 'legalFormType.entity', value: 'Entity' } });
    const after = (await t.call('GET', `/api/v1/clients/${id}`)).json;
    assert.deepEqual([after.displayName, after.firstname, after.lastname], ['Upd Holdings', undefined, undefined]);
  });

  it('refuses an empty update, a duplicate and a savings product', async () => {
    const id = await createId({ firstname: 'No', lastname: 'Change', mobileNo: '0800' });
    const empty = await t.call('PUT', `/api/v1/clients/${id}`, { body: { locale: 'en' } });
    assert.deepEqual(codesOf(empty.json), ['validation.msg.client.no.parameters.for.update']);
    const dup = await t.call('PUT', `/api/v1/clients/${id}`, { body: { externalId: 'C-1' } });
    assert.deepEqual([dup.status, codesOf(dup.json)], [403, ['error.msg.client.duplicate.externalId']]);
    const same = await t.call('PUT', `/api/v1/clients/${id}`, { body: { mobileNo: '0800' } });
    assert.deepEqual([same.status, same.json.changes], [200, undefined]);
    const product = await t.call('PUT', `/api/v1/clients/${id}`, { body: { savingsProductId: 3 } });
    assert.deepEqual([product.status, codesOf(product.json)], [404, ['error.msg.savingproduct.id.invalid']]);
    const savings = await t.call('POST', '/api/v1/savingsproducts', {
      body: {
        name: 'Client default savings', shortName: 'CDS', currencyCode: 'USD', digitsAfterDecimal: 2, inMultiplesOf: 0, locale: 'en', nominalAnnualInterestRate: 3,
        interestCompoundingPeriodType: 1, interestPostingPeriodType: 4, interestCalculationType: 1, interestCalculationDaysInYearType: 365, accountingRule: 1,
      },
    });
    assert.equal(savings.status, 200, JSON.stringify(savings.body));
    const chosen = await t.call('PUT', `/api/v1/clients/${id}`, { body: { savingsProductId: savings.json.resourceId } });
    assert.deepEqual([chosen.status, chosen.json.changes], [200, { savingsProductId: savings.json.resourceId }]);
    const future = await t.call('PUT', `/api/v1/clients/${id}`, { body: { ...dated, submittedOnDate: '20 June 2024' } });
    assert.deepEqual(codesOf(future.json), ['error.msg.clients.submittedOnDate.in.the.future']);
  });

  it('deletes only a pending client', async () => {
    const pending = await createId({ firstname: 'De', lastname: 'Lete', externalId: 'DEL-1' });
    const deleted = await t.call('DELETE', '/api/v1/clients/external-id/DEL-1');
    assert.deepEqual(deleted.body, { officeId: branch, clientId: pending, resourceId: pending, resourceExternalId: 'DEL-1' });
    assert.equal((await t.call('GET', `/api/v1/clients/${pending}`)).status, 404);
    const active = await createId({ firstname: 'Ke', lastname: 'Ep', active: true, activationDate: '01 June 2024' });
    const refused = await t.call('DELETE', `/api/v1/clients/${active}`);
    assert.deepEqual([refused.status, codesOf(refused.json)], [403, ['error.msg.clients.cannot.be.deleted']]);
  });

  it('answers 404 for an unknown client or external id', async () => {
    for (const [method, url] of [['GET', '/api/v1/clients/9999'], ['PUT', '/api/v1/clients/9999'], ['DELETE', '/api/v1/clients/9999'], ['GET', '/api/v1/clients/external-id/nope']] as const) {
      const res = await t.call(method, url, method === 'PUT' ? { body: { firstname: 'x', lastname: 'y' } } : {});
      assert.equal(res.status, 404, url);
      assert.deepEqual(codesOf(res.json), ['error.msg.client.id.invalid']);
    }
  });

  it('numbers clients with the client account number format', async () => {
    await ok('POST', '/api/v1/accountnumberformats', { accountType: 1, prefixType: 101 });
    const id = await createId({ firstname: 'Pre', lastname: 'Fixed', clientTypeId: individual });
    assert.equal((await t.call('GET', `/api/v1/clients/${id}`)).json.accountNo, `Individual${accountNo(id)}`);
  });

  it('shows a user only the clients of their office and the offices below', async () => {
    const headClient = await createId({ officeId: 1, firstname: 'Head', lastname: 'Quarter' });
    const user = await createUserWithPermissions(t.tenant.database.db, 'branchclerk', ['READ_CLIENT', 'UPDATE_CLIENT', 'CREATE_CLIENT']);
    await t.tenant.database.db.withTables<{ m_appuser: { username: string; office_id: number } }>().updateTable('m_appuser').set({ office_id: otherBranch }).where('username', '=', 'branchclerk').execute();
    assert.equal((await t.call('GET', `/api/v1/clients/${headClient}`, { auth: user })).status, 404);
    assert.equal(((await t.call('GET', '/api/v1/clients', { auth: user })).json as { totalFilteredRecords: number }).totalFilteredRecords, 0);
    assert.equal((await t.call('PUT', `/api/v1/clients/${headClient}`, { auth: user, body: { mobileNo: '1' } })).status, 403);
    assert.equal((await t.call('POST', '/api/v1/clients', { auth: user, body: { ...dated, legalFormId: 1, officeId: branch, firstname: 'X', lastname: 'Y' } })).status, 403);
  });

  it('refuses users without the permission with 403', async () => {
    const reader = await createUserWithPermissions(t.tenant.database.db, 'clientreader', ['READ_CLIENT']);
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'clientnobody', []);
    for (const url of ['/api/v1/clients', '/api/v1/clients/template', '/api/v1/clients/1']) {
      assert.equal((await t.call('GET', url, { auth: nobody })).status, 403, url);
    }
    assert.equal((await t.call('GET', '/api/v1/clients', { auth: reader })).status, 200);
    assert.equal((await t.call('POST', '/api/v1/clients', { auth: reader, body: { officeId: 1 } })).status, 403);
    assert.equal((await t.call('PUT', '/api/v1/clients/1', { auth: reader, body: { firstname: 'x' } })).status, 403);
    assert.equal((await t.call('DELETE', '/api/v1/clients/1', { auth: reader })).status, 403);
  });
});
