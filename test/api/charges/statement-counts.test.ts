import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertListIndependentOfRows, expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const dated = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
const loanFee = { amount: 25, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 1, chargeCalculationType: 1, chargePaymentMode: 0, active: true, locale: 'en' };

/** Bounds are the route's own statements; the helper adds the authentication's (AUTH_STATEMENTS). */
describe('charges statement counts', () => {
  let t: TestApp;

  const create = async (url: string, body: Record<string, unknown>): Promise<number> => {
    const res = await t.call('POST', url, { body });
    assert.equal(res.status, 200, `POST ${url}: ${JSON.stringify(res.body)}`);
    return res.json.resourceId as number;
  };

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/currencies', { body: { currencies: ['USD', 'EUR'] } })).status, 200);
  });
  after(async () => t.close());

  it('tax components and tax groups: template, create, read, list and update', async () => {
    await expectStatements(t, 'GET', '/api/v1/taxes/component/template', { max: 1 });
    const vat = await expectStatements(t, 'POST', '/api/v1/taxes/component', { body: { ...dated, name: 'Counted VAT', percentage: 20, startDate: '01 January 2024' }, max: 5 });
    const component = vat.json.resourceId as number;
    await expectStatements(t, 'GET', `/api/v1/taxes/component/${component}`, { max: 2 });
    await expectStatements(t, 'GET', '/api/v1/taxes/component', { max: 2 });
    await expectStatements(t, 'PUT', `/api/v1/taxes/component/${component}`, { body: { name: 'Counted sales tax' }, max: 9 });
    await expectStatements(t, 'GET', '/api/v1/taxes/group/template', { max: 1 });
    const levy = await create('/api/v1/taxes/component', { ...dated, name: 'Counted levy', percentage: 2, startDate: '01 January 2024' });
    // Suspect: each tax component of the body read on its own, then all again in one batch.
    const group = await expectStatements(t, 'POST', '/api/v1/taxes/group', {
      body: { ...dated, name: 'Counted group', taxComponents: [{ taxComponentId: component }, { taxComponentId: levy }] },
      max: 11,
    });
    const groupId = group.json.resourceId as number;
    await expectStatements(t, 'GET', `/api/v1/taxes/group/${groupId}`, { max: 2 });
    await expectStatements(t, 'GET', '/api/v1/taxes/group', { max: 2 });
    await expectStatements(t, 'PUT', `/api/v1/taxes/group/${groupId}`, { body: { name: 'Counted group 2' }, max: 10 });
  });

  it('charges: template, create, read, list, update and delete', async () => {
    await expectStatements(t, 'GET', '/api/v1/charges/template', { max: 4 });
    const created = await expectStatements(t, 'POST', '/api/v1/charges', { body: { ...loanFee, name: 'Counted fee' }, max: 7 });
    const id = created.json.resourceId as number;
    await expectStatements(t, 'GET', `/api/v1/charges/${id}`, { max: 1 });
    await expectStatements(t, 'GET', '/api/v1/charges', { max: 1 });
    await expectStatements(t, 'PUT', `/api/v1/charges/${id}`, { body: { name: 'Counted fee 2', amount: 30, locale: 'en' }, max: 7 });
    // One usage check per module that keeps charges (loan, savings and share products, client charges, …).
    await expectStatements(t, 'DELETE', `/api/v1/charges/${id}`, { max: 9 });
  });

  it('charges and tax components with GL accounts: one more statement to read the accounts they name', async () => {
    const account = async (glCode: string, type: number) => create('/api/v1/glaccounts', { name: `Counted ${glCode}`, glCode, type, usage: 1, manualEntriesAllowed: true });
    const income = await account('C-4', 4);
    const liability = await account('C-2', 2);
    await expectStatements(t, 'GET', '/api/v1/charges/template', { max: 4 });
    const created = await expectStatements(t, 'POST', '/api/v1/charges', { body: { ...loanFee, name: 'Booked fee', incomeAccountId: income }, max: 8 });
    const id = created.json.resourceId as number;
    await expectStatements(t, 'GET', `/api/v1/charges/${id}`, { max: 2 });
    await expectStatements(t, 'GET', '/api/v1/charges', { max: 2 });
    await expectStatements(t, 'PUT', `/api/v1/charges/${id}`, { body: { incomeAccountId: liability }, max: 7 });
    await expectStatements(t, 'GET', '/api/v1/taxes/component/template', { max: 1 });
    const accounts = { debitAccountType: 2, debitAcountId: liability, creditAccountType: 4, creditAcountId: income };
    const component = await expectStatements(t, 'POST', '/api/v1/taxes/component', { body: { ...dated, name: 'Booked VAT', percentage: 5, startDate: '01 January 2024', ...accounts }, max: 7 });
    await expectStatements(t, 'GET', `/api/v1/taxes/component/${component.json.resourceId as number}`, { max: 3 });
    await expectStatements(t, 'GET', '/api/v1/taxes/component', { max: 3 });
    await expectStatements(t, 'DELETE', `/api/v1/glaccounts/${income}`, { max: 7, status: 403 });
  });

  it('runs the same statements for a list whatever its rows and page size', async () => {
    const lists = [
      {
        url: '/api/v1/charges',
        addRow: async (i: number) => void (await create('/api/v1/charges', { ...loanFee, name: `Listed fee ${i}`, currencyCode: i % 2 === 0 ? 'USD' : 'EUR' })),
      },
      {
        url: '/api/v1/taxes/component',
        addRow: async (i: number) => void (await create('/api/v1/taxes/component', { ...dated, name: `Listed tax ${i}`, percentage: i + 1, startDate: '01 January 2024' })),
      },
      {
        url: '/api/v1/taxes/group',
        addRow: async (i: number) => {
          const component = await create('/api/v1/taxes/component', { ...dated, name: `Grouped tax ${i}`, percentage: 1, startDate: '01 January 2024' });
          await create('/api/v1/taxes/group', { ...dated, name: `Listed group ${i}`, taxComponents: [{ taxComponentId: component }] });
        },
      },
    ];
    for (const list of lists) {
      await assertListIndependentOfRows(t, list);
    }
  });
});
