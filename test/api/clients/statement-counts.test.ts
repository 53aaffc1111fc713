import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertListIndependentOfRows, assertSameStatementCount, expectStatements, measureStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const dated = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

/** Bounds are the route's own statements; the helper adds the authentication's (AUTH_STATEMENTS). */
describe('clients statement counts', () => {
  let t: TestApp;
  let branch: number;
  let officer: number;
  let male: number;
  let passport: number;
  let counter = 0;

  const ok = async (method: 'POST' | 'PUT', url: string, body: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const res = await t.call(method, url, { body });
    assert.equal(res.status, 200, `${method} ${url}: ${JSON.stringify(res.body)}`);
    return res.json;
  };
  const codeValue = async (codeId: number, name: string): Promise<number> => (await ok('POST', `/api/v1/codes/${codeId}/codevalues`, { name })).subResourceId as number;
  const client = async (body: Record<string, unknown> = {}): Promise<number> => {
    counter += 1;
    const active = { active: true, activationDate: '01 March 2024' };
    return (await ok('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId: branch, firstname: 'Cora', lastname: `Count ${counter}`, ...active, ...body })).clientId as number;
  };

  before(async () => {
    t = await createTestApp();
    await ok('PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '2024-06-15', dateFormat: 'yyyy-MM-dd', locale: 'en' });
    await ok('PUT', '/api/v1/configurations/name/enable-address', { enabled: true });
    await ok('PUT', '/api/v1/currencies', { currencies: ['USD'] });
    branch = (await ok('POST', '/api/v1/offices', { ...dated, name: 'Counted Branch', parentId: 1, openingDate: '01 January 2020' })).resourceId as number;
    officer = (await ok('POST', '/api/v1/staff', { ...dated, officeId: branch, firstname: 'Lena', lastname: 'Officer', isLoanOfficer: true, joiningDate: '01 January 2020' }))
      .resourceId as number;
    male = await codeValue(4, 'Male');
    passport = await codeValue(1, 'Counted Card');
  });
  after(async () => t.close());

  it('clients: template, create, read, list, update and delete', async () => {
    // Suspect: one m_code_value query per option list (12), and the configuration read twice.
    await expectStatements(t, 'GET', `/api/v1/clients/template?officeId=${branch}`, { max: 20 });
    const body = { ...dated, legalFormId: 1, officeId: branch, firstname: 'Ada', lastname: 'Bound', externalId: 'CNT-1', genderId: male, staffId: officer, active: true, activationDate: '01 March 2024' };
    // High: global configuration read 3 times; the account number is written by a second UPDATE.
    const created = await expectStatements(t, 'POST', '/api/v1/clients', { body, max: 16 });
    const id = created.json.clientId as number;
    // The office scope is a subquery: no office rows are read for the hierarchy check.
    await expectStatements(t, 'GET', `/api/v1/clients/${id}`, { max: 2 });
    await expectStatements(t, 'GET', '/api/v1/clients/external-id/CNT-1', { max: 3 });
    await expectStatements(t, 'GET', '/api/v1/clients', { max: 2 });
    await expectStatements(t, 'GET', `/api/v1/clients?officeId=${branch}&limit=10&orderBy=displayName`, { max: 2 });
    await expectStatements(t, 'PUT', `/api/v1/clients/${id}`, { body: { ...dated, firstname: 'Adele', lastname: 'Bound', mobileNo: '0999', dateOfBirth: '01 January 1980' }, max: 10 });
    const pending = await client({ active: false, activationDate: undefined });
    await expectStatements(t, 'DELETE', `/api/v1/clients/${pending}`, { max: 10 });
  });

  it('client lifecycle commands: activate, assign and unassign staff, close and reactivate', async () => {
    const id = await client({ active: false, activationDate: undefined, submittedOnDate: '01 March 2024' });
    const closure = await codeValue(14, 'Moved away');
    await expectStatements(t, 'POST', `/api/v1/clients/${id}?command=activate`, { body: { ...dated, activationDate: '02 April 2024' }, max: 10 });
    await expectStatements(t, 'POST', `/api/v1/clients/${id}?command=assignStaff`, { body: { staffId: officer }, max: 8 });
    await expectStatements(t, 'POST', `/api/v1/clients/${id}?command=unassignStaff`, { body: { staffId: officer }, max: 7 });
    await expectStatements(t, 'POST', `/api/v1/clients/${id}?command=close`, { body: { ...dated, closureDate: '01 May 2024', closureReasonId: closure }, max: 14 });
    await expectStatements(t, 'POST', `/api/v1/clients/${id}?command=reactivate`, { body: { ...dated, reactivationDate: '10 May 2024' }, max: 9 });
  });

  it('identifiers: template, create, read, list, update and delete', async () => {
    const id = await client();
    await expectStatements(t, 'GET', `/api/v1/clients/${id}/identifiers/template`, { max: 3 });
    const created = await expectStatements(t, 'POST', `/api/v1/clients/${id}/identifiers`, { body: { documentTypeId: passport, documentKey: 'CNT-P-1', status: 'ACTIVE' }, max: 10 });
    const identifier = created.json.resourceId as number;
    await expectStatements(t, 'GET', `/api/v1/clients/${id}/identifiers/${identifier}`, { max: 3 });
    await expectStatements(t, 'GET', `/api/v1/clients/${id}/identifiers`, { max: 3 });
    await expectStatements(t, 'PUT', `/api/v1/clients/${id}/identifiers/${identifier}`, { body: { description: 'renewed' }, max: 8 });
    await expectStatements(t, 'DELETE', `/api/v1/clients/${id}/identifiers/${identifier}`, { max: 8 });
  });

  it('addresses: template, field configuration, create, list and update', async () => {
    const id = await client();
    const home = await codeValue(29, 'Home');
    const kenya = await codeValue(28, 'Kenya');
    await expectStatements(t, 'GET', '/api/v1/client/addresses/template', { max: 3 });
    await expectStatements(t, 'GET', '/api/v1/fieldconfiguration/ADDRESS', { max: 1 });
    // High: one code-value read per code id and the configuration read twice.
    const created = await expectStatements(t, 'POST', `/api/v1/client/${id}/addresses?type=${home}`, {
      body: { addressLine1: '1 Main Street', city: 'Nairobi', countryId: kenya, isActive: true },
      max: 14,
    });
    await expectStatements(t, 'GET', `/api/v1/client/${id}/addresses`, { max: 3 });
    await expectStatements(t, 'PUT', `/api/v1/client/${id}/addresses`, { body: { addressId: created.json.resourceId as number, city: 'Mombasa' }, max: 12 });
  });

  it('family members: template, create, read, list, update and delete', async () => {
    const id = await client();
    const spouse = await codeValue(31, 'Spouse');
    // Suspect: one m_code_value query per option list (4).
    await expectStatements(t, 'GET', `/api/v1/clients/${id}/familymembers/template`, { max: 6 });
    const created = await expectStatements(t, 'POST', `/api/v1/clients/${id}/familymembers`, {
      body: { ...dated, firstName: 'Mia', lastName: 'Bound', relationshipId: spouse, genderId: male, dateOfBirth: '02 February 1984' },
      max: 11,
    });
    const member = created.json.resourceId as number;
    await expectStatements(t, 'GET', `/api/v1/clients/${id}/familymembers/${member}`, { max: 3 });
    await expectStatements(t, 'GET', `/api/v1/clients/${id}/familymembers`, { max: 3 });
    await expectStatements(t, 'PUT', `/api/v1/clients/${id}/familymembers/${member}`, { body: { firstName: 'Mira' }, max: 10 });
    await expectStatements(t, 'DELETE', `/api/v1/clients/${id}/familymembers/${member}`, { max: 8 });
  });

  it('charges and transactions: template, apply, read, list, pay, waive, undo and delete', async () => {
    const id = await client();
    const fee = { name: 'Counted fee', amount: 10, currencyCode: 'USD', chargeAppliesTo: 3, chargeTimeType: 2, chargeCalculationType: 1, active: true, locale: 'en' };
    const chargeId = (await ok('POST', '/api/v1/charges', fee)).resourceId as number;
    await expectStatements(t, 'GET', `/api/v1/clients/${id}/charges/template`, { max: 3 });
    const apply = (): Promise<Awaited<ReturnType<TestApp['call']>>> =>
      // High: global configuration read 4 times (one per setting) inside the command.
      expectStatements(t, 'POST', `/api/v1/clients/${id}/charges`, { body: { ...dated, chargeId, amount: 50, dueDate: '01 June 2024' }, max: 14 });
    const applied = (await apply()).json.resourceId as number;
    await expectStatements(t, 'GET', `/api/v1/clients/${id}/charges/${applied}`, { max: 3 });
    await expectStatements(t, 'GET', `/api/v1/clients/${id}/charges`, { max: 4 });
    // Suspect: global configuration read 6 times and the business date twice in one command.
    const paid = await expectStatements(t, 'POST', `/api/v1/clients/${id}/charges/${applied}?command=paycharge`, {
      body: { ...dated, transactionDate: '10 June 2024', amount: 20 },
      max: 20,
    });
    const transaction = paid.json.subResourceId as number;
    await expectStatements(t, 'GET', `/api/v1/clients/${id}/transactions/${transaction}`, { max: 3 });
    await expectStatements(t, 'GET', `/api/v1/clients/${id}/transactions`, { max: 4 });
    await expectStatements(t, 'POST', `/api/v1/clients/${id}/transactions/${transaction}?command=undo`, { body: {}, max: 12 });
    await expectStatements(t, 'POST', `/api/v1/clients/${id}/charges/${applied}?command=waive`, { body: {}, max: 13 });
    const second = (await apply()).json.resourceId as number;
    await expectStatements(t, 'DELETE', `/api/v1/clients/${id}/charges/${second}`, { max: 10 });
  });

  it('runs the same statements for a list whatever its rows and page size', async () => {
    const otherOffice = (await ok('POST', '/api/v1/offices', { ...dated, name: 'Listed Branch', parentId: 1, openingDate: '01 January 2020' })).resourceId as number;
    const holder = await client();
    const child = await codeValue(31, 'Child');
    const fee = { name: 'Listed fee', amount: 10, currencyCode: 'USD', chargeAppliesTo: 3, chargeTimeType: 2, chargeCalculationType: 1, active: true, locale: 'en' };
    const chargeId = (await ok('POST', '/api/v1/charges', fee)).resourceId as number;
    const lists = [
      {
        url: '/api/v1/clients',
        addRow: async (i: number) =>
          void (await client(i % 2 === 0 ? { officeId: otherOffice, genderId: male } : { staffId: officer, externalId: `LIST-${i}`, active: false, activationDate: undefined })),
      },
      {
        url: `/api/v1/clients/${holder}/identifiers`,
        addRow: async (i: number) => {
          const documentTypeId = await codeValue(1, `Listed Card ${i}`);
          await ok('POST', `/api/v1/clients/${holder}/identifiers`, { documentTypeId, documentKey: `LIST-P-${i}`, status: 'ACTIVE' });
        },
      },
      {
        url: `/api/v1/clients/${holder}/familymembers`,
        addRow: async (i: number) => void (await ok('POST', `/api/v1/clients/${holder}/familymembers`, { firstName: `Kid ${i}`, lastName: 'Listed', relationshipId: child, genderId: male })),
      },
      {
        url: `/api/v1/clients/${holder}/charges`,
        addRow: async () => void (await ok('POST', `/api/v1/clients/${holder}/charges`, { ...dated, chargeId, amount: 5, dueDate: '01 June 2024' })),
      },
    ];
    for (const list of lists) {
      await assertListIndependentOfRows(t, list);
    }
  });
  it('client search v2 and client accounts', async () => {
    const search = { request: { text: 'count' }, page: 0, size: 20, sorts: [{ property: 'displayName', direction: 'ASC' }] };
    // One count and one page query: the office scope is a subquery.
    await expectStatements(t, 'POST', '/api/v2/clients/search', { body: search, max: 2 });
    const fewer = await measureStatements(t, 'POST', '/api/v2/clients/search', { body: search });
    for (let i = 0; i < 3; i += 1) {
      await client();
    }
    const more = await measureStatements(t, 'POST', '/api/v2/clients/search', { body: search });
    assertSameStatementCount(fewer, more, 'POST /api/v2/clients/search before and after adding 3 rows');
    const sizeOne = await measureStatements(t, 'POST', '/api/v2/clients/search', { body: { ...search, size: 1 } });
    assertSameStatementCount(sizeOne, more, 'POST /api/v2/clients/search with size 1 and 20');
    // The client's existence (office-scoped), then one statement per account module (loans, savings, shares).
    const id = await client();
    await expectStatements(t, 'GET', `/api/v1/clients/${id}/accounts`, { max: 4 });
  });
});
