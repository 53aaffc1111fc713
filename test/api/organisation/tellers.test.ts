import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { cashierUsage, tellerUsage } from '../../../src/modules/organisation/index.ts';
import { mapCashierAccounts } from '../../support/accounting.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; parameterName: string };
const codesOf = (body: Record<string, unknown>): string[] => (body.errors as Item[]).map((e) => e.userMessageGlobalisationCode);
const dated = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

describe('tellers and cashiers', () => {
  let t: TestApp;
  let branch: number;
  let subBranch: number;
  let headStaff: number;
  let branchStaff: number;
  let subStaff: number;
  before(async () => {
    t = await createTestApp();
    await mapCashierAccounts(t);
    const office = async (name: string, parentId: number) =>
      (await t.call('POST', '/api/v1/offices', { body: { ...dated, name, parentId, openingDate: '01 January 2020' } })).json.resourceId as number;
    branch = await office('Teller Branch', 1);
    subBranch = await office('Teller Sub Branch', branch);
    const staff = async (officeId: number, lastname: string) =>
      (await t.call('POST', '/api/v1/staff', { body: { ...dated, officeId, firstname: 'Cash', lastname, joiningDate: '01 January 2020' } })).json
        .resourceId as number;
    headStaff = await staff(1, 'Head');
    branchStaff = await staff(branch, 'Branch');
    subStaff = await staff(subBranch, 'Sub');
    await staff(branch, 'Gone').then((id) => t.call('PUT', `/api/v1/staff/${id}`, { body: { isActive: false } }));
  });
  after(async () => t.close());

  const createTeller = (body: Record<string, unknown>) =>
    t.call('POST', '/api/v1/tellers', { body: { ...dated, officeId: branch, status: 300, startDate: '01 January 2024', ...body } });
  const newTeller = async (name: string, body: Record<string, unknown> = {}) => (await createTeller({ name, ...body })).json.resourceId as number;
  const cashierBody = (staffId: number, body: Record<string, unknown> = {}) => ({
    ...dated,
    staffId,
    startDate: '01 February 2024',
    endDate: '29 February 2024',
    isFullDay: true,
    ...body,
  });
  const allocateCashier = (tellerId: number, staffId: number, body: Record<string, unknown> = {}) =>
    t.call('POST', `/api/v1/tellers/${tellerId}/cashiers`, { body: cashierBody(staffId, body) });
  const cash = (tellerId: number, cashierId: number, action: 'allocate' | 'settle', body: Record<string, unknown>) =>
    t.call('POST', `/api/v1/tellers/${tellerId}/cashiers/${cashierId}/${action}`, {
      body: { ...dated, txnDate: '05 February 2024', currencyCode: 'USD', ...body },
    });

  describe('tellers', () => {
    it('creates a teller and reads it back as Fineract TellerData', async () => {
      const res = await createTeller({ name: 'Counter 1', description: 'front desk', endDate: '31 December 2024' });
      assert.equal(res.status, 200);
      const id = res.json.resourceId as number;
      assert.deepEqual(res.body, { officeId: branch, resourceId: id });
      const teller = await t.call('GET', `/api/v1/tellers/${id}`);
      assert.deepEqual(teller.body, {
        id,
        officeId: branch,
        name: 'Counter 1',
        description: 'front desk',
        startDate: [2024, 1, 1],
        endDate: [2024, 12, 31],
        status: 'ACTIVE',
        officeName: 'Teller Branch',
      });
    });

    it('lists the tellers of the user offices by office hierarchy, filtered by officeId', async () => {
      const head = await newTeller('Head Counter', { officeId: 1, status: 100 });
      const sub = await newTeller('Sub Counter', { officeId: subBranch, status: 400 });
      const list = async (query: string) => ((await t.call('GET', `/api/v1/tellers${query}`)).body as { id: number; status: string }[]);
      const all = await list('');
      assert.equal(all[0]?.id, head);
      assert.equal(all.at(-1)?.id, sub);
      assert.deepEqual((await list(`?officeId=${subBranch}`)).map((x) => [x.id, x.status]), [[sub, 'INACTIVE']]);
      const bad = await t.call('GET', '/api/v1/tellers?officeId=abc');
      assert.equal(bad.status, 400);
      assert.deepEqual(codesOf(bad.json), ['error.msg.query.parameter.value.unsupported']);
    });

    it('refuses a create without the mandatory members, listing every error', async () => {
      const res = await t.call('POST', '/api/v1/tellers', { body: { description: 'd'.repeat(101) } });
      assert.equal(res.status, 400);
      assert.deepEqual(codesOf(res.json), [
        'validation.msg.teller.officeId.cannot.be.blank',
        'validation.msg.teller.name.cannot.be.blank',
        'validation.msg.teller.description.exceeds.max.length',
        'validation.msg.teller.startDate.cannot.be.blank',
        'validation.msg.teller.status.cannot.be.blank',
      ]);
    });

    it('refuses a long name, an unknown status, an end before the start and unknown members', async () => {
      const res = await createTeller({ name: 'n'.repeat(51), status: 7, endDate: '31 December 2023' });
      assert.equal(res.status, 400);
      assert.deepEqual(codesOf(res.json), [
        'validation.msg.teller.name.exceeds.max.length',
        'validation.msg.teller.status.is.not.one.of.expected.enumerations',
        'error.msg.invalid.endDate',
      ]);
      const unknown = await createTeller({ name: 'X', drawer: 1 });
      assert.deepEqual(codesOf(unknown.json), ['error.msg.parameter.unsupported']);
    });

    it('refuses an unknown office (404) and a duplicate name (403)', async () => {
      const office = await createTeller({ name: 'Nowhere', officeId: 9999 });
      assert.equal(office.status, 404);
      assert.deepEqual(codesOf(office.json), ['error.msg.office.id.invalid']);
      await newTeller('Twin');
      const twin = await createTeller({ name: 'Twin' });
      assert.equal(twin.status, 403);
      assert.deepEqual(codesOf(twin.json), ['error.msg.teller.duplicate.name']);
    });

    it('updates a teller and reports the actual changes with dateFormat and locale', async () => {
      const id = await newTeller('To Update');
      const res = await t.call('PUT', `/api/v1/tellers/${id}`, {
        body: { ...dated, officeId: 1, name: 'Updated', status: 600, startDate: '01 January 2024', endDate: '30 June 2024' },
      });
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, {
        officeId: 1,
        resourceId: id,
        changes: { officeId: 1, name: 'Updated', endDate: '30 June 2024', status: 600, dateFormat: 'dd MMMM yyyy', locale: 'en' },
      });
      const teller = await t.call('GET', `/api/v1/tellers/${id}`);
      assert.equal(teller.json.status, 'CLOSED');
      assert.deepEqual(teller.json.endDate, [2024, 6, 30]);
      const same = await t.call('PUT', `/api/v1/tellers/${id}`, { body: { ...dated, officeId: 1, name: 'Updated', status: 600, startDate: '01 January 2024' } });
      assert.deepEqual(same.body, { officeId: 1, resourceId: id });
      const late = await t.call('PUT', `/api/v1/tellers/${id}`, { body: { ...dated, officeId: 1, name: 'Updated', status: 600, startDate: '01 July 2024' } });
      assert.equal(late.status, 400);
      assert.deepEqual(codesOf(late.json), ['error.msg.invalid.endDate']);
    });

    it('answers 404 error.msg.teller.not.found for an unknown teller', async () => {
      for (const [method, url] of [
        ['GET', '/api/v1/tellers/9999'],
        ['GET', '/api/v1/tellers/9999/cashiers'],
        ['GET', '/api/v1/tellers/9999/cashiers/template'],
        ['DELETE', '/api/v1/tellers/9999'],
      ] as const) {
        const res = await t.call(method, url);
        assert.equal(res.status, 404, url);
        assert.deepEqual(codesOf(res.json), ['error.msg.teller.not.found']);
      }
      const put = await t.call('PUT', '/api/v1/tellers/9999', { body: { ...dated, officeId: 1, name: 'x', status: 300, startDate: '01 January 2024' } });
      assert.equal(put.status, 404);
    });
  });

  describe('cashiers', () => {
    it('offers the active staff of the teller office and the offices above it', async () => {
      const id = await newTeller('Template Counter');
      const res = await t.call('GET', `/api/v1/tellers/${id}/cashiers/template`);
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, {
        officeId: branch,
        officeName: 'Teller Branch',
        tellerId: id,
        tellerName: 'Template Counter',
        staffOptions: [
          { id: branchStaff, displayName: 'Branch, Cash' },
          { id: headStaff, displayName: 'Head, Cash' },
        ],
      });
    });

    it('allocates a cashier and reads it back as Fineract CashierData', async () => {
      const tellerId = await newTeller('Cashier Counter');
      const res = await allocateCashier(tellerId, branchStaff, { description: 'mornings', isFullDay: false, hourStartTime: 9, minStartTime: 0, hourEndTime: 12, minEndTime: 30 });
      assert.equal(res.status, 200);
      const cashierId = res.json.subResourceId as number;
      assert.deepEqual(res.body, { resourceId: tellerId, subResourceId: cashierId });
      const expected = {
        id: cashierId,
        tellerId,
        tellerName: 'Cashier Counter',
        staffId: branchStaff,
        staffName: 'Branch, Cash',
        description: 'mornings',
        startDate: [2024, 2, 1],
        endDate: [2024, 2, 29],
        isFullDay: false,
        startTime: '9:00',
        endTime: '12:30',
      };
      assert.deepEqual((await t.call('GET', `/api/v1/tellers/${tellerId}/cashiers/${cashierId}`)).body, expected);
      assert.deepEqual((await t.call('GET', `/api/v1/tellers/${tellerId}/cashiers?fromdate=20240201`)).body, {
        tellerId,
        tellerName: 'Cashier Counter',
        officeId: branch,
        officeName: 'Teller Branch',
        cashiers: [expected],
      });
      // The same staff member may work at another teller in the afternoons of the same days.
      const otherTeller = await newTeller('Afternoon Counter');
      const afternoon = await allocateCashier(otherTeller, branchStaff, { isFullDay: false, hourStartTime: 13, minStartTime: 0, hourEndTime: 17, minEndTime: 0 });
      assert.equal(afternoon.status, 200);
      const clash = await allocateCashier(otherTeller, branchStaff, { startDate: '29 February 2024', endDate: '29 February 2024' });
      assert.equal(clash.status, 403);
      assert.deepEqual(codesOf(clash.json), ['cashier.already.allocated.for.given.data.and.time.exception']);
    });

    it('refuses a cashier without the mandatory members, listing every error', async () => {
      const tellerId = await newTeller('Validation Counter');
      const res = await t.call('POST', `/api/v1/tellers/${tellerId}/cashiers`, { body: { description: 'd'.repeat(101) } });
      assert.equal(res.status, 400);
      assert.deepEqual(codesOf(res.json), [
        'validation.msg.teller.staffId.cannot.be.blank',
        'validation.msg.teller.description.exceeds.max.length',
        'validation.msg.teller.startDate.cannot.be.blank',
        'validation.msg.teller.endDate.cannot.be.blank',
        'validation.msg.teller.isFullDay.cannot.be.blank',
      ]);
      const times = await allocateCashier(tellerId, branchStaff, { isFullDay: 'false', hourEndTime: 24, minEndTime: 'x' });
      assert.deepEqual(codesOf(times.json), [
        'validation.msg.invalid.integer.format',
        'validation.msg.teller.startTime.cannot.be.blank',
        'validation.msg.teller.startTime.cannot.be.blank',
        'validation.msg.teller.hourEndTime.is.not.within.expected.range',
      ]);
      const backwards = await allocateCashier(tellerId, branchStaff, { isFullDay: false, hourStartTime: 10, minStartTime: 0, hourEndTime: 9, minEndTime: 0 });
      assert.deepEqual(codesOf(backwards.json), ['validation.msg.teller.hourEndTime.is.not.after.start.time']);
      const dates = await allocateCashier(tellerId, branchStaff, { startDate: '10 February 2024', endDate: '09 February 2024' });
      assert.deepEqual(codesOf(dates.json), ['error.msg.invalid.endDate']);
    });

    it('refuses an unknown staff member, one below the teller office, and dates outside the teller', async () => {
      const tellerId = await newTeller('Rules Counter', { startDate: '01 February 2024', endDate: '31 March 2024' });
      const unknown = await allocateCashier(tellerId, 9999);
      assert.equal(unknown.status, 404);
      assert.deepEqual(codesOf(unknown.json), ['error.msg.staff.id.invalid']);
      const below = await allocateCashier(tellerId, subStaff);
      assert.equal(below.status, 403);
      assert.deepEqual(codesOf(below.json), ['error.msg.teller.staff.not.in.office.hierarchy']);
      const early = await allocateCashier(tellerId, headStaff, { startDate: '31 January 2024' });
      assert.equal(early.status, 403);
      assert.deepEqual(codesOf(early.json), ['cashier.date.range.out.of.teller.date.range.exception']);
      const late = await allocateCashier(tellerId, headStaff, { endDate: '01 April 2024' });
      assert.deepEqual(codesOf(late.json), ['cashier.date.range.out.of.teller.date.range.exception']);
      assert.deepEqual(((await t.call('GET', `/api/v1/tellers/${tellerId}/cashiers`)).json.cashiers as unknown[]).length, 0);
    });

    it('updates a cashier allocation, reports the changes and checks the rules against the other allocations', async () => {
      const tellerId = await newTeller('Update Counter');
      const cashierId = (await allocateCashier(tellerId, headStaff, { startDate: '01 March 2024', endDate: '10 March 2024' })).json.subResourceId as number;
      const url = `/api/v1/tellers/${tellerId}/cashiers/${cashierId}`;
      const res = await t.call('PUT', url, {
        body: cashierBody(headStaff, { startDate: '01 March 2024', endDate: '15 March 2024', description: 'March', isFullDay: false, hourStartTime: 8, minStartTime: 5, hourEndTime: 16, minEndTime: 0 }),
      });
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, {
        resourceId: tellerId,
        subResourceId: cashierId,
        changes: {
          description: 'March',
          endDate: '15 March 2024',
          isFullDay: false,
          hourStartTime: 8,
          hourEndTime: 16,
          minStartTime: 5,
          minEndTime: 0,
          dateFormat: 'dd MMMM yyyy',
          locale: 'en',
        },
      });
      const cashier = await t.call('GET', url);
      assert.deepEqual([cashier.json.startTime, cashier.json.endTime, cashier.json.endDate], ['8:05', '16:00', [2024, 3, 15]]);
      const other = (await allocateCashier(tellerId, headStaff, { startDate: '20 March 2024', endDate: '25 March 2024' })).json.subResourceId as number;
      const clash = await t.call('PUT', `/api/v1/tellers/${tellerId}/cashiers/${other}`, { body: cashierBody(headStaff, { startDate: '15 March 2024', endDate: '25 March 2024' }) });
      assert.equal(clash.status, 403);
      assert.deepEqual(codesOf(clash.json), ['cashier.already.allocated.for.given.data.and.time.exception']);
      const missing = await t.call('PUT', `/api/v1/tellers/${tellerId}/cashiers/9999`, { body: cashierBody(headStaff) });
      assert.equal(missing.status, 404);
      assert.deepEqual(codesOf(missing.json), ['error.msg.cashier.not.found']);
    });

    it('answers 404 for a cashier of another teller', async () => {
      const a = await newTeller('Teller A');
      const b = await newTeller('Teller B');
      const cashierId = (await allocateCashier(a, headStaff, { startDate: '01 May 2024', endDate: '02 May 2024' })).json.subResourceId as number;
      for (const url of [`/api/v1/tellers/${b}/cashiers/${cashierId}`, `/api/v1/tellers/${b}/cashiers/${cashierId}/transactions`]) {
        const res = await t.call('GET', url);
        assert.equal(res.status, 404, url);
        assert.deepEqual(codesOf(res.json), ['error.msg.cashier.not.found']);
      }
      assert.equal((await t.call('DELETE', `/api/v1/tellers/${b}/cashiers/${cashierId}`)).status, 404);
      assert.equal((await cash(b, cashierId, 'allocate', { txnAmount: 1 })).status, 404);
    });
  });

  describe('cash', () => {
    let tellerId: number;
    let cashierId: number;
    before(async () => {
      await t.call('PUT', '/api/v1/currencies', { body: { currencies: ['USD', 'EUR'] } });
      tellerId = await newTeller('Cash Counter');
      cashierId = (await allocateCashier(tellerId, branchStaff, { startDate: '01 June 2024', endDate: '30 June 2024' })).json.subResourceId as number;
    });

    it('allocates and settles cash, rounded to the currency, and sums them per currency', async () => {
      const allocated = await cash(tellerId, cashierId, 'allocate', { txnAmount: '1,000.005', txnNote: 'opening float' });
      assert.equal(allocated.status, 200);
      assert.deepEqual(allocated.body, { resourceId: cashierId, subResourceId: allocated.json.subResourceId });
      assert.equal((await cash(tellerId, cashierId, 'allocate', { txnAmount: 50, currencyCode: 'EUR' })).status, 200);
      const settled = await cash(tellerId, cashierId, 'settle', { txnAmount: 300.25, txnDate: '06 February 2024' });
      assert.equal(settled.status, 200);
      const summary = await t.call('GET', `/api/v1/tellers/${tellerId}/cashiers/${cashierId}/summaryandtransactions?currencyCode=USD`);
      assert.equal(summary.status, 200);
      const { cashierTransactions, ...totals } = summary.json;
      assert.deepEqual(totals, {
        sumCashAllocation: 1000,
        sumInwardCash: 0,
        sumOutwardCash: 0,
        sumCashSettlement: 300.25,
        netCash: 699.75,
        officeName: 'Teller Branch',
        tellerId,
        tellerName: 'Cash Counter',
        cashierId,
        cashierName: 'Branch, Cash',
      });
      const page = cashierTransactions as { totalFilteredRecords: number; pageItems: Record<string, unknown>[] };
      assert.equal(page.totalFilteredRecords, 2);
      const { createdDate, ...first } = page.pageItems[0] ?? {};
      assert.match(String(createdDate), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
      assert.deepEqual(first, {
        id: allocated.json.subResourceId,
        cashierId,
        txnType: { id: 101, value: 'Allocate Cash' },
        txnAmount: 1000,
        txnDate: [2024, 2, 5],
        txnNote: 'opening float',
        currencyCode: 'USD',
        officeId: branch,
        officeName: 'Teller Branch',
        tellerId,
        tellerName: 'Cash Counter',
        cashierName: 'Branch, Cash',
      });
      assert.deepEqual(page.pageItems[1]?.txnType, { id: 102, value: 'Settle Cash' });
    });

    it('pages the transactions and filters them by currency', async () => {
      const url = `/api/v1/tellers/${tellerId}/cashiers/${cashierId}/transactions`;
      const all = await t.call('GET', url);
      assert.equal(all.json.totalFilteredRecords, 3);
      const eur = await t.call('GET', `${url}?currencyCode=EUR`);
      assert.deepEqual((eur.json.pageItems as { txnAmount: number }[]).map((x) => x.txnAmount), [50]);
      const paged = await t.call('GET', `${url}?orderBy=txnAmount&sortOrder=DESC&offset=1&limit=1`);
      assert.equal(paged.json.totalFilteredRecords, 3);
      assert.deepEqual((paged.json.pageItems as { txnAmount: number }[]).map((x) => x.txnAmount), [300.25]);
      const bad = await t.call('GET', `${url}?orderBy=txn_note`);
      assert.equal(bad.status, 400);
      assert.deepEqual(codesOf(bad.json), ['error.msg.query.parameter.value.unsupported']);
    });

    it('refuses to settle more than the cashier holds in that currency, recording nothing', async () => {
      const tooMuch = await cash(tellerId, cashierId, 'settle', { txnAmount: 699.76 });
      assert.equal(tooMuch.status, 403);
      assert.deepEqual(codesOf(tooMuch.json), ['cashier.insufficient.amount.exception']);
      const eur = await cash(tellerId, cashierId, 'settle', { txnAmount: 51, currencyCode: 'EUR' });
      assert.deepEqual(codesOf(eur.json), ['cashier.insufficient.amount.exception']);
      assert.equal((await t.call('GET', `/api/v1/tellers/${tellerId}/cashiers/${cashierId}/transactions`)).json.totalFilteredRecords, 3);
      assert.equal((await cash(tellerId, cashierId, 'settle', { txnAmount: 699.75 })).status, 200);
      const summary = await t.call('GET', `/api/v1/tellers/${tellerId}/cashiers/${cashierId}/summaryandtransactions?currencyCode=USD&limit=1`);
      assert.equal(summary.json.netCash, 0);
      assert.equal((summary.json.cashierTransactions as { pageItems: unknown[] }).pageItems.length, 1);
    });

    it('refuses a cash transaction without amount, date or currency, or with a currency the organisation does not use', async () => {
      const res = await t.call('POST', `/api/v1/tellers/${tellerId}/cashiers/${cashierId}/allocate`, { body: { txnNote: 'n'.repeat(201), entityId: 'x' } });
      assert.equal(res.status, 400);
      assert.deepEqual(codesOf(res.json), [
        'validation.msg.teller.txnAmount.cannot.be.blank',
        'validation.msg.teller.txnDate.cannot.be.blank',
        'validation.msg.teller.txnNote.exceeds.max.length',
        'validation.msg.teller.currencyCode.cannot.be.blank',
        'validation.msg.invalid.integer.format',
      ]);
      const zero = await cash(tellerId, cashierId, 'allocate', { txnAmount: 0 });
      assert.deepEqual(codesOf(zero.json), ['validation.msg.teller.txnAmount.not.greater.than.zero']);
      const roundsToZero = await cash(tellerId, cashierId, 'allocate', { txnAmount: 0.004 });
      assert.deepEqual(codesOf(roundsToZero.json), ['validation.msg.teller.txnAmount.not.greater.than.zero']);
      const currency = await cash(tellerId, cashierId, 'allocate', { txnAmount: 1, currencyCode: 'GBP' });
      assert.equal(currency.status, 404);
      assert.deepEqual(codesOf(currency.json), ['error.msg.currency.currencyCode.invalid']);
    });

    it('asks for the currency of a summary', async () => {
      const res = await t.call('GET', `/api/v1/tellers/${tellerId}/cashiers/${cashierId}/summaryandtransactions`);
      assert.equal(res.status, 400);
      assert.deepEqual(codesOf(res.json), ['validation.msg.teller.currencyCode.cannot.be.blank']);
    });

    it('offers the cashier and the organisation currencies as the transaction template', async () => {
      const res = await t.call('GET', `/api/v1/tellers/${tellerId}/cashiers/${cashierId}/transactions/template`);
      assert.equal(res.status, 200);
      assert.equal(res.json.cashierName, 'Branch, Cash');
      assert.equal(res.json.officeName, 'Teller Branch');
      assert.deepEqual(res.json.startDate, [2024, 6, 1]);
      assert.deepEqual((res.json.cashierData as { id: number }).id, cashierId);
      assert.deepEqual((res.json.currencyOptions as { code: string; decimalPlaces: number }[]).map((c) => [c.code, c.decimalPlaces]), [
        ['EUR', 2],
        ['USD', 2],
      ]);
    });
  });

  describe('deleting', () => {
    it('refuses to delete a cashier with transactions and a teller with cashiers', async () => {
      const tellerId = await newTeller('Delete Counter');
      const busy = (await allocateCashier(tellerId, headStaff, { startDate: '01 August 2024', endDate: '02 August 2024' })).json.subResourceId as number;
      assert.equal((await cash(tellerId, busy, 'allocate', { txnAmount: 10 })).status, 200);
      const cashierRefused = await t.call('DELETE', `/api/v1/tellers/${tellerId}/cashiers/${busy}`);
      assert.equal(cashierRefused.status, 403);
      assert.deepEqual(codesOf(cashierRefused.json), ['error.msg.cashier.has.transactions']);
      const tellerRefused = await t.call('DELETE', `/api/v1/tellers/${tellerId}`);
      assert.equal(tellerRefused.status, 403);
      assert.deepEqual(codesOf(tellerRefused.json), ['error.msg.cashier.is.associated.with.this.teller']);
    });

    it('deletes a cashier without transactions, then the teller without cashiers', async () => {
      const tellerId = await newTeller('Short Lived');
      const cashierId = (await allocateCashier(tellerId, headStaff, { startDate: '01 September 2024', endDate: '02 September 2024' })).json.subResourceId as number;
      const gone = await t.call('DELETE', `/api/v1/tellers/${tellerId}/cashiers/${cashierId}`);
      assert.equal(gone.status, 200);
      assert.deepEqual(gone.body, { resourceId: cashierId });
      const deleted = await t.call('DELETE', `/api/v1/tellers/${tellerId}`);
      assert.deepEqual(deleted.body, { resourceId: tellerId });
      assert.equal((await t.call('GET', `/api/v1/tellers/${tellerId}`)).status, 404);
    });

    it('asks every check registered in the usage registries', async () => {
      const tellerId = await newTeller('Registered Use');
      const cashierId = (await allocateCashier(tellerId, headStaff, { startDate: '01 October 2024', endDate: '02 October 2024' })).json.subResourceId as number;
      const unregisterCashier = cashierUsage.register((_db, id) => Promise.resolve(id === cashierId ? ['loan transaction'] : []));
      const unregisterTeller = tellerUsage.register((_db, id) => Promise.resolve(id === tellerId ? ['journal'] : []));
      try {
        const refused = await t.call('DELETE', `/api/v1/tellers/${tellerId}/cashiers/${cashierId}`);
        assert.equal(refused.status, 403);
        assert.deepEqual(codesOf(refused.json), ['error.msg.cashier.has.transactions']);
      } finally {
        unregisterCashier();
      }
      assert.equal((await t.call('DELETE', `/api/v1/tellers/${tellerId}/cashiers/${cashierId}`)).status, 200);
      try {
        assert.equal((await t.call('DELETE', `/api/v1/tellers/${tellerId}`)).status, 403);
      } finally {
        unregisterTeller();
      }
      assert.equal((await t.call('DELETE', `/api/v1/tellers/${tellerId}`)).status, 200);
    });
  });

  describe('access', () => {
    it('needs the command permission for each write', async () => {
      const tellerId = await newTeller('Access Counter');
      const user = await createUserWithPermissions(t.tenant.database.db, 'teller-reader', ['READ_STAFF']);
      const writes: [string, string, Record<string, unknown> | undefined][] = [
        ['POST', '/api/v1/tellers', { name: 'No' }],
        ['PUT', `/api/v1/tellers/${tellerId}`, { name: 'No' }],
        ['DELETE', `/api/v1/tellers/${tellerId}`, undefined],
        ['POST', `/api/v1/tellers/${tellerId}/cashiers`, {}],
        ['PUT', `/api/v1/tellers/${tellerId}/cashiers/1`, {}],
        ['DELETE', `/api/v1/tellers/${tellerId}/cashiers/1`, undefined],
        ['POST', `/api/v1/tellers/${tellerId}/cashiers/1/allocate`, {}],
        ['POST', `/api/v1/tellers/${tellerId}/cashiers/1/settle`, {}],
      ];
      const expected = [
        'CREATE_TELLER',
        'UPDATE_TELLER',
        'DELETE_TELLER',
        'ALLOCATECASHIER_TELLER',
        'UPDATECASHIERALLOCATION_TELLER',
        'DELETECASHIERALLOCATION_TELLER',
        'ALLOCATECASHTOCASHIER_TELLER',
        'SETTLECASHFROMCASHIER_TELLER',
      ];
      for (const [index, [method, url, body]] of writes.entries()) {
        const res = await t.call(method as 'POST', url, { auth: user, ...(body === undefined ? {} : { body }) });
        assert.equal(res.status, 403, url);
        assert.match(String((res.json.errors as { defaultUserMessage: string }[])[0]?.defaultUserMessage), new RegExp(expected[index] ?? ''));
      }
      const allowed = await createUserWithPermissions(t.tenant.database.db, 'teller-maker', ['CREATE_TELLER']);
      const made = await t.call('POST', '/api/v1/tellers', { auth: allowed, body: { ...dated, officeId: branch, status: 300, startDate: '01 January 2024', name: 'Maker Counter' } });
      assert.equal(made.status, 200);
    });

    it('lets any signed-in user read the tellers of their offices, and nobody else', async () => {
      const user = await createUserWithPermissions(t.tenant.database.db, 'teller-viewer', []);
      assert.equal((await t.call('GET', '/api/v1/tellers', { auth: user })).status, 200);
      assert.equal((await t.call('GET', '/api/v1/tellers', { auth: null })).status, 401);
      const sub = await newTeller('Hidden Counter', { officeId: 1 });
      const db = t.tenant.database.db.withTables<{ m_appuser: { username: string; office_id: number } }>();
      await db.updateTable('m_appuser').set({ office_id: subBranch }).where('username', '=', 'teller-viewer').execute();
      const seen = ((await t.call('GET', '/api/v1/tellers', { auth: user })).body as { officeId: number }[]).map((x) => x.officeId);
      assert.ok(seen.length > 0);
      assert.ok(seen.every((officeId) => officeId === subBranch));
      assert.equal((await t.call('GET', `/api/v1/tellers/${sub}`, { auth: user })).status, 404);
    });

    it('refuses writes on a teller outside the user office with 403', async () => {
      const headTeller = await newTeller('Head Office Counter', { officeId: 1 });
      const user = await createUserWithPermissions(t.tenant.database.db, 'branch-teller-admin', ['ALL_FUNCTIONS']);
      const db = t.tenant.database.db.withTables<{ m_appuser: { username: string; office_id: number } }>();
      await db.updateTable('m_appuser').set({ office_id: branch }).where('username', '=', 'branch-teller-admin').execute();
      const update = await t.call('PUT', `/api/v1/tellers/${headTeller}`, { auth: user, body: { ...dated, officeId: 1, name: 'Mine', status: 300, startDate: '01 January 2024' } });
      assert.equal(update.status, 403);
      assert.equal(update.json.userMessageGlobalisationCode, 'error.msg.not.authorized');
      const create = await t.call('POST', '/api/v1/tellers', { auth: user, body: { ...dated, officeId: 1, name: 'Not Mine', status: 300, startDate: '01 January 2024' } });
      assert.equal(create.status, 403);
      assert.equal((await t.call('POST', '/api/v1/tellers', { auth: user, body: { ...dated, officeId: subBranch, name: 'Below Mine', status: 300, startDate: '01 January 2024' } })).status, 200);
    });
  });
});
