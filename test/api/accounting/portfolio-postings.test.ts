import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createGlAccount, mapFinancialActivity } from '../../support/accounting.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Item = { userMessageGlobalisationCode: string };
const codeOf = (body: Record<string, unknown>): string | undefined => (body.errors as Item[] | undefined)?.[0]?.userMessageGlobalisationCode;
const dated = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
type Line = { glAccountId: number; entryType: { value: string }; amount: number; transactionId: string; entityType?: { value: string }; entityId?: number; transactionDate: number[]; officeId: number; comments?: string };

/** Postings other modules make through the posting service: a cashier's cash and client charge payments. */
describe('postings of teller cash and client charge payments', () => {
  let t: TestApp;
  let branch: number;

  async function ok(method: 'POST' | 'PUT', url: string, body: unknown): Promise<Record<string, unknown>> {
    const res = await t.call(method, url, { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json;
  }
  const linesOf = async (query: string): Promise<Line[]> => {
    const res = await t.call('GET', `/api/v1/journalentries?${query}&limit=100`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return (res.json.pageItems as Line[]).sort((a, b) => a.transactionId.localeCompare(b.transactionId) || a.entryType.value.localeCompare(b.entryType.value));
  };
  const brief = (lines: readonly Line[]) => lines.map((l) => [l.glAccountId, l.entryType.value, l.amount]);

  before(async () => {
    t = await createTestApp();
    await ok('PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '2024-06-15', dateFormat: 'yyyy-MM-dd', locale: 'en' });
    await ok('PUT', '/api/v1/currencies', { currencies: ['USD'] });
    branch = (await ok('POST', '/api/v1/offices', { ...dated, name: 'Posting Branch', parentId: 1, openingDate: '01 January 2020' })).resourceId as number;
  });
  after(async () => t.close());

  describe('teller cash', () => {
    let tellerId: number;
    let cashierId: number;
    const cash = (action: 'allocate' | 'settle', body: Record<string, unknown>) =>
      t.call('POST', `/api/v1/tellers/${tellerId}/cashiers/${cashierId}/${action}`, { body: { ...dated, txnDate: '05 June 2024', currencyCode: 'USD', ...body } });

    before(async () => {
      tellerId = (await ok('POST', '/api/v1/tellers', { ...dated, officeId: branch, name: 'Posting Counter', status: 300, startDate: '01 January 2024' })).resourceId as number;
      const staffId = (await ok('POST', '/api/v1/staff', { ...dated, officeId: branch, firstname: 'Cash', lastname: 'Poster', joiningDate: '01 January 2020' })).resourceId as number;
      cashierId = (await ok('POST', `/api/v1/tellers/${tellerId}/cashiers`, { ...dated, staffId, startDate: '01 June 2024', endDate: '30 June 2024', isFullDay: true }))
        .subResourceId as number;
    });

    it('refuses a cash movement while "cash at main vault" or "cash at teller" is not mapped, and keeps nothing of it', async () => {
      const refused = await cash('allocate', { txnAmount: 100 });
      assert.equal(refused.status, 404);
      assert.equal(codeOf(refused.json), 'error.msg.financialActivityAccount.not.found');
      const summary = await t.call('GET', `/api/v1/tellers/${tellerId}/cashiers/${cashierId}/summaryandtransactions?currencyCode=USD`);
      assert.equal(summary.json.sumCashAllocation, 0);
      assert.deepEqual(await linesOf(`officeId=${branch}`), []);
    });

    it('posts allocations as teller cash against the main vault and settlements the other way', async () => {
      const vault = await createGlAccount(t, 1, 'Vault');
      const till = await createGlAccount(t, 1, 'Till');
      await mapFinancialActivity(t, 101, vault);
      await mapFinancialActivity(t, 102, till);
      assert.equal((await cash('allocate', { txnAmount: '1,000.005', txnNote: 'float' })).status, 200);
      assert.equal((await cash('settle', { txnAmount: 250, txnDate: '07 June 2024' })).status, 200);
      const lines = await linesOf(`officeId=${branch}`);
      assert.equal(new Set(lines.map((l) => l.transactionId)).size, 2, 'one transaction per movement');
      const allocation = lines.filter((l) => l.transactionDate.join('-') === '2024-6-5');
      const settlement = lines.filter((l) => l.transactionDate.join('-') === '2024-6-7');
      assert.deepEqual(brief(allocation), [[vault, 'CREDIT', 1000], [till, 'DEBIT', 1000]]);
      assert.deepEqual(brief(settlement), [[till, 'CREDIT', 250], [vault, 'DEBIT', 250]]);
      assert.ok(allocation.every((l) => l.officeId === branch && l.comments === 'float'));
    });

    it('refuses a movement dated on or before a closure of the office or an office above it', async () => {
      await ok('POST', '/api/v1/glclosures', { ...dated, officeId: 1, closingDate: '10 June 2024' });
      const refused = await cash('allocate', { txnAmount: 5, txnDate: '10 June 2024' });
      assert.equal(refused.status, 403);
      assert.equal(codeOf(refused.json), 'error.msg.glJournalEntry.invalid.accounting.closed');
      assert.equal((await cash('allocate', { txnAmount: 5, txnDate: '11 June 2024' })).status, 200);
    });
  });

  describe('client charge payments', () => {
    let clientId: number;
    let income: number;
    const fee = { currencyCode: 'USD', chargeAppliesTo: 3, chargeTimeType: 2, chargeCalculationType: 1, active: true, locale: 'en' };
    const applyCharge = async (chargeId: number): Promise<number> =>
      (await ok('POST', `/api/v1/clients/${clientId}/charges`, { ...dated, chargeId, amount: 40, dueDate: '01 June 2024' })).resourceId as number;
    const pay = (clientChargeId: number, amount: number) =>
      t.call('POST', `/api/v1/clients/${clientId}/charges/${clientChargeId}?command=paycharge`, { body: { ...dated, transactionDate: '12 June 2024', amount } });

    before(async () => {
      clientId = (await ok('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId: branch, firstname: 'Paul', lastname: 'Payer', active: true, activationDate: '01 March 2024' }))
        .clientId as number;
      income = await createGlAccount(t, 4, 'Fee income');
    });

    it('posts nothing for a charge without an income account', async () => {
      const chargeId = (await ok('POST', '/api/v1/charges', { ...fee, name: 'Unaccounted fee', amount: 40 })).resourceId as number;
      const paid = await pay(await applyCharge(chargeId), 10);
      assert.equal(paid.status, 200, JSON.stringify(paid.body));
      assert.deepEqual(await linesOf(`transactionId=C${String(paid.json.subResourceId)}`), []);
    });

    it('refuses to pay an accounted charge while the fund source is not mapped', async () => {
      const chargeId = (await ok('POST', '/api/v1/charges', { ...fee, name: 'Accounted fee', amount: 40, incomeAccountId: income })).resourceId as number;
      const clientChargeId = await applyCharge(chargeId);
      const refused = await pay(clientChargeId, 10);
      assert.equal(refused.status, 404);
      assert.equal(codeOf(refused.json), 'error.msg.financialActivityAccount.not.found');
      const charge = (await t.call('GET', `/api/v1/clients/${clientId}/charges/${clientChargeId}`)).json;
      assert.equal(charge.amountPaid, 0, 'the refused payment left the charge as it was');
    });

    it('credits the income account and debits the fund source under C<transaction id>; undo swaps the sides', async () => {
      const fundSource = await createGlAccount(t, 1, 'Fund source');
      await mapFinancialActivity(t, 103, fundSource);
      const chargeId = (await ok('POST', '/api/v1/charges', { ...fee, name: 'Posted fee', amount: 40, incomeAccountId: income })).resourceId as number;
      const clientChargeId = await applyCharge(chargeId);
      const paid = await pay(clientChargeId, 15.5);
      assert.equal(paid.status, 200, JSON.stringify(paid.body));
      const transactionId = paid.json.subResourceId as number;
      const lines = await linesOf(`transactionId=C${transactionId}`);
      assert.deepEqual(brief(lines), [[income, 'CREDIT', 15.5], [fundSource, 'DEBIT', 15.5]]);
      assert.ok(lines.every((l) => l.entityType?.value === 'CLIENT' && l.entityId === clientId && l.transactionDate.join('-') === '2024-6-12'));

      const undone = await t.call('POST', `/api/v1/clients/${clientId}/transactions/${transactionId}?command=undo`, { body: {} });
      assert.equal(undone.status, 200, JSON.stringify(undone.body));
      const after = await linesOf(`transactionId=C${transactionId}`);
      const net = new Map<number, number>();
      for (const l of after) {
        net.set(l.glAccountId, (net.get(l.glAccountId) ?? 0) + (l.entryType.value === 'DEBIT' ? l.amount : -l.amount));
      }
      assert.equal(after.length, 4);
      assert.deepEqual([...net.values()], [0, 0], 'the undo nets every account to zero');
    });
  });
});
