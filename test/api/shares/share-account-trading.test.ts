import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createGlAccount } from '../../support/accounting.ts';
import { activeClient, activeSavings, codesOf, createSavingsProduct, DATES, setBusinessDate } from '../../support/savings.ts';
import { activeShareAccount, createShareProduct, shareAccountCommand } from '../../support/shares.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Line = { glAccountId: number; entryType: { value: string }; amount: number; reversed: boolean };
type Purchase = { id: number; purchasedDate: number[]; numberOfShares: number; purchasedPrice: number; amount: number; status: { id: number }; type: { id: number } };

describe('share account trading (additional shares, redemption, closure)', () => {
  let t: TestApp;
  let clientId: number;
  let savingsAccountId: number;
  let productId: number;
  let gl: { reference: number; suspense: number; equity: number; income: number };

  const account = async (id: number): Promise<Record<string, unknown>> => (await t.call('GET', `/api/v1/accounts/share/${id}`)).json;
  const purchases = async (id: number): Promise<Purchase[]> => (await account(id)).purchasedShares as Purchase[];
  const approvedShares = async (id: number): Promise<number | undefined> => ((await account(id)).summary as { totalApprovedShares?: number }).totalApprovedShares;
  const entries = async (transactionId: number): Promise<Array<[number, string, number]>> => {
    const res = await t.call('GET', `/api/v1/journalentries?transactionId=SH${transactionId}&orderBy=id`);
    return (res.json.pageItems as Line[]).map((l) => [l.glAccountId, l.entryType.value, l.amount]);
  };
  const ok = async (id: number, command: string, body: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const res = await shareAccountCommand(t, id, command, body);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json;
  };
  const refused = async (id: number, command: string, body: Record<string, unknown>, code: string): Promise<void> => {
    const res = await shareAccountCommand(t, id, command, body);
    assert.equal(res.status, 400, JSON.stringify(res.body));
    assert.deepEqual(codesOf(res.body), [code]);
  };

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2024-03-01');
    clientId = await activeClient(t, 'Trader');
    savingsAccountId = await activeSavings(t, clientId, await createSavingsProduct(t));
    gl = { reference: await createGlAccount(t, 1), suspense: await createGlAccount(t, 2), equity: await createGlAccount(t, 3), income: await createGlAccount(t, 4) };
    productId = await createShareProduct(t, {
      accountingRule: 2,
      shareReferenceId: gl.reference,
      shareSuspenseId: gl.suspense,
      shareEquityId: gl.equity,
      incomeFromFeeAccountId: gl.income,
      lockinPeriodFrequency: 1,
      lockinPeriodFrequencyType: 2,
      marketPricePeriods: [{ fromDate: '01 February 2024', shareValue: 3 }],
    });
  });
  after(async () => t.close());

  it('applies for additional shares at the market price of the day, then approves or rejects them', async () => {
    const id = await activeShareAccount(t, { clientId, productId, savingsAccountId });
    await refused(id, 'applyadditionalshares', { requestedDate: '04 January 2024', requestedShares: 10 }, 'validation.msg.sharesaccount.purchase.transaction.date.cannot.be.before.existing.transactions');
    await refused(id, 'applyadditionalshares', { requestedDate: '10 February 2024', requestedShares: 2976 }, 'validation.msg.sharesaccount.requestedShares.exceeding.maximum.limit.defined.in.the.shareproduct');
    await refused(id, 'applyadditionalshares', { requestedDate: '10 February 2024' }, 'validation.msg.sharesaccount.requestedShares.cannot.be.blank');
    await ok(id, 'applyadditionalshares', { requestedDate: '10 February 2024', requestedShares: 10 });
    await ok(id, 'applyadditionalshares', { requestedDate: '11 February 2024', requestedShares: 4 });
    const [, extra, other] = await purchases(id);
    assert.deepEqual([extra?.purchasedDate, extra?.numberOfShares, extra?.purchasedPrice, extra?.amount, extra?.status.id], [[2024, 2, 10], 10, 3, 30, 100]);
    assert.equal(((await account(id)).summary as { totalPendingForApprovalShares: number }).totalPendingForApprovalShares, 14);
    await ok(id, 'approveadditionalshares', { requestedShares: [{ id: extra?.id }] });
    await ok(id, 'rejectadditionalshares', { requestedShares: [{ id: other?.id }] });
    const after = await purchases(id);
    assert.deepEqual(after.map((p) => p.status.id), [300, 300, 400]);
    assert.equal(await approvedShares(id), 35);
    assert.deepEqual(await entries(extra?.id ?? 0), [[gl.reference, 'DEBIT', 30], [gl.suspense, 'CREDIT', 30], [gl.suspense, 'DEBIT', 30], [gl.equity, 'CREDIT', 30]]);
    assert.deepEqual(await entries(other?.id ?? 0), [[gl.reference, 'DEBIT', 12], [gl.suspense, 'CREDIT', 12], [gl.suspense, 'DEBIT', 12], [gl.reference, 'CREDIT', 12]]);
  });

  it('redeems approved shares out of their lock-in, posting equity to reference', async () => {
    const id = await activeShareAccount(t, { clientId, productId, savingsAccountId });
    await refused(id, 'redeemshares', { requestedDate: '01 February 2024', requestedShares: 5 }, 'validation.msg.sharesaccount.cannot.be.redeemed.due.to.lockinperiod');
    await refused(id, 'redeemshares', { requestedDate: '10 February 2024', requestedShares: 26 }, 'validation.msg.sharesaccount.cannot.be.redeemed.due.to.insufficient.shares');
    await refused(id, 'redeemshares', { requestedDate: '04 January 2024', requestedShares: 5 }, 'validation.msg.sharesaccount.redeem.transaction.date.cannot.be.before.existing.transactions');
    await ok(id, 'redeemshares', { requestedDate: '10 February 2024', requestedShares: 5 });
    const redemption = (await purchases(id))[1];
    assert.deepEqual([redemption?.type.id, redemption?.status.id, redemption?.numberOfShares, redemption?.purchasedPrice, redemption?.amount], [600, 300, 5, 3, 15]);
    assert.equal(await approvedShares(id), 20);
    assert.deepEqual(await entries(redemption?.id ?? 0), [[gl.equity, 'DEBIT', 15], [gl.reference, 'CREDIT', 15]]);
  });

  it('closes an active account, redeeming its shares, and then lets the client close', async () => {
    const holder = await activeClient(t, 'Leaver');
    const savings = await activeSavings(t, holder, await createSavingsProduct(t));
    const id = await activeShareAccount(t, { clientId: holder, productId, savingsAccountId: savings });
    await refused(id, 'close', { closedDate: '04 January 2024' }, 'validation.msg.sharesaccount.share.account.cannot.be.closed.before.existing.transactions');
    await refused(id, 'close', {}, 'validation.msg.sharesaccount.closedDate.cannot.be.blank');
    const res = await ok(id, 'close', { closedDate: '20 February 2024' });
    const body = await account(id);
    assert.equal((body.status as { closed: boolean }).closed, true);
    const redemption = (body.purchasedShares as Purchase[])[1];
    assert.equal((res.changes as { requestedShares: number }).requestedShares, redemption?.id);
    assert.deepEqual([redemption?.type.id, redemption?.numberOfShares, redemption?.amount], [600, 25, 75]);
    await refused(id, 'redeemshares', { requestedDate: '21 February 2024', requestedShares: 1 }, 'validation.msg.sharesaccount.is.not.in.active.state');
    const summaries = (await t.call('GET', `/api/v1/clients/${holder}/accounts`)).json.shareAccounts as Array<{ status: { id: number } }>;
    assert.deepEqual(summaries.map((s) => s.status.id), [600]);
    assert.equal((await t.call('POST', `/api/v1/savingsaccounts/${savings}?command=close`, { body: { closedOnDate: '20 February 2024', ...DATES } })).status, 200);
    const reason = (await t.call('POST', '/api/v1/codes/14/codevalues', { body: { name: 'Left the society' } })).json.subResourceId as number;
    const close = await t.call('POST', `/api/v1/clients/${holder}?command=close`, { body: { closureDate: '21 February 2024', closureReasonId: reason, ...DATES } });
    assert.equal(close.status, 200, JSON.stringify(close.body));
  });

  it('keeps additional shares, redemption and closure within their statement bounds', async () => {
    const id = await activeShareAccount(t, { clientId, productId, savingsAccountId });
    const dated = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
    const url = `/api/v1/accounts/share/${id}`;
    await expectStatements(t, 'POST', `${url}?command=applyadditionalshares`, { body: { requestedDate: '10 February 2024', requestedShares: 10, ...dated }, max: 18 });
    const extra = (await purchases(id))[1]?.id;
    await expectStatements(t, 'POST', `${url}?command=approveadditionalshares`, { body: { requestedShares: [{ id: extra }] }, max: 18 });
    await expectStatements(t, 'POST', `${url}?command=redeemshares`, { body: { requestedDate: '10 February 2024', requestedShares: 5, ...dated }, max: 20 });
    await expectStatements(t, 'POST', `${url}?command=close`, { body: { closedDate: '20 February 2024', ...dated }, max: 20 });
  });
});
