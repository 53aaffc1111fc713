import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createGlAccount } from '../../support/accounting.ts';
import { activeClient, activeSavings, codesOf, createSavingsProduct, DATES, setBusinessDate, submitSavings } from '../../support/savings.ts';
import { activeShareAccount, createShareProduct, shareAccountCommand, submitShareAccount } from '../../support/shares.ts';
import { assertListIndependentOfRows, expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Line = { glAccountId: number; entryType: { value: string }; amount: number; reversed: boolean };
const APPLIED = { id: 100, code: 'purchasedSharesStatusType.applied', value: 'Pending Approval' };
const APPROVED = { id: 300, code: 'purchasedSharesStatusType.approved', value: 'Approved' };
const REJECTED = { id: 400, code: 'purchasedSharesStatusType.rejected', value: 'Rejected' };
const PURCHASE = { id: 500, code: 'purchasedSharesType.purchased', value: 'Purchase' };

describe('share accounts (/accounts/share)', () => {
  let t: TestApp;
  let clientId: number;
  let savingsAccountId: number;
  let productId: number;
  let gl: { reference: number; suspense: number; equity: number; income: number };

  const account = async (id: number): Promise<Record<string, unknown>> => {
    const res = await t.call('GET', `/api/v1/accounts/share/${id}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json;
  };
  const create = (body: Record<string, unknown>) =>
    t.call('POST', '/api/v1/accounts/share', { body: { clientId, productId, savingsAccountId, requestedShares: 25, submittedDate: '05 January 2024', applicationDate: '05 January 2024', ...DATES, ...body } });
  const purchaseId = async (id: number): Promise<number> => ((await account(id)).purchasedShares as Array<{ id: number }>)[0]?.id ?? 0;
  /** The journal lines of a share transaction: [account, side, amount, reversed]. */
  const entries = async (transactionId: number): Promise<Array<[number, string, number, boolean]>> => {
    const res = await t.call('GET', `/api/v1/journalentries?transactionId=SH${transactionId}&orderBy=id`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return (res.json.pageItems as Line[]).map((l) => [l.glAccountId, l.entryType.value, l.amount, l.reversed]);
  };

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2024-03-01');
    clientId = await activeClient(t, 'Shareholder');
    const savingsProduct = await createSavingsProduct(t);
    savingsAccountId = await activeSavings(t, clientId, savingsProduct);
    gl = { reference: await createGlAccount(t, 1), suspense: await createGlAccount(t, 2), equity: await createGlAccount(t, 3), income: await createGlAccount(t, 4) };
    productId = await createShareProduct(t, {
      accountingRule: 2,
      shareReferenceId: gl.reference,
      shareSuspenseId: gl.suspense,
      shareEquityId: gl.equity,
      incomeFromFeeAccountId: gl.income,
      sharesIssued: 1000,
      marketPricePeriods: [{ fromDate: '01 February 2024', shareValue: 3 }],
    });
  });
  after(async () => t.close());

  it('applies for shares at the unit price of the application date and posts reference to suspense', async () => {
    const res = await create({ externalId: 'sh-ext-1' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.json.clientId, clientId);
    const id = res.json.resourceId as number;
    const body = await account(id);
    assert.equal(body.accountNo, String(id).padStart(9, '0'));
    assert.equal(body.externalId, 'sh-ext-1');
    assert.equal(body.clientId, clientId);
    assert.equal(body.savingsAccountId, savingsAccountId);
    assert.equal(body.productId, productId);
    assert.equal((body.status as { id: number; submittedAndPendingApproval: boolean }).id, 100);
    assert.equal((body.status as { submittedAndPendingApproval: boolean }).submittedAndPendingApproval, true);
    assert.deepEqual((body.timeline as { submittedOnDate: unknown }).submittedOnDate, [2024, 1, 5]);
    assert.equal((body.summary as { totalPendingForApprovalShares: number }).totalPendingForApprovalShares, 25);
    assert.equal(body.currentMarketPrice, 3);
    const purchases = body.purchasedShares as Array<Record<string, unknown>>;
    assert.equal(purchases.length, 1);
    const { id: transactionId, ...purchase } = purchases[0] ?? {};
    assert.deepEqual(purchase, { accountId: id, purchasedDate: [2024, 1, 5], numberOfShares: 25, purchasedPrice: 2, status: APPLIED, type: PURCHASE, amount: 50, chargeAmount: 0, amountPaid: 50 });
    assert.deepEqual(await entries(transactionId as number), [[gl.reference, 'DEBIT', 50, false], [gl.suspense, 'CREDIT', 50, false]]);
  });

  it('approves into equity, activates, lists the account among the client\'s and keeps the client open', async () => {
    const id = await submitShareAccount(t, { clientId, productId, savingsAccountId, applicationDate: '02 February 2024' });
    const approve = await shareAccountCommand(t, id, 'approve', { approvedDate: '06 February 2024' });
    assert.equal(approve.status, 200, JSON.stringify(approve.body));
    const approved = await account(id);
    assert.equal((approved.status as { id: number }).id, 200);
    assert.equal((approved.summary as { totalApprovedShares: number }).totalApprovedShares, 25);
    const tx = (approved.purchasedShares as Array<{ id: number; status: unknown; amount: number }>)[0];
    assert.deepEqual(tx?.status, APPROVED);
    assert.equal(tx?.amount, 75);
    assert.deepEqual(await entries(tx?.id ?? 0), [
      [gl.reference, 'DEBIT', 75, false], [gl.suspense, 'CREDIT', 75, false], [gl.suspense, 'DEBIT', 75, false], [gl.equity, 'CREDIT', 75, false],
    ]);
    const early = await shareAccountCommand(t, id, 'activate', { activatedDate: '05 February 2024' });
    assert.equal(early.status, 400);
    assert.deepEqual(codesOf(early.body), ['validation.msg.sharesaccount.cannot.be.before.approved.date']);
    const activate = await shareAccountCommand(t, id, 'activate', { activatedDate: '07 February 2024' });
    assert.equal(activate.status, 200, JSON.stringify(activate.body));
    const active = await account(id);
    assert.equal((active.status as { active: boolean }).active, true);
    assert.deepEqual((active.timeline as { activatedDate: unknown }).activatedDate, [2024, 2, 7]);
    const summaries = (await t.call('GET', `/api/v1/clients/${clientId}/accounts`)).json.shareAccounts as Array<{ id: number; shortProductName: string }>;
    assert.ok(summaries.some((s) => s.id === id));
    const reason = (await t.call('POST', '/api/v1/codes/14/codevalues', { body: { name: 'Moved on' } })).json.subResourceId as number;
    const close = await t.call('POST', `/api/v1/clients/${clientId}?command=close`, { body: { closureDate: '10 February 2024', closureReasonId: reason, ...DATES } });
    assert.equal(close.status, 403);
  });

  it('refuses commands in the wrong state and dates before the previous step', async () => {
    const id = await submitShareAccount(t, { clientId, productId, savingsAccountId });
    const activate = await shareAccountCommand(t, id, 'activate', { activatedDate: '07 January 2024' });
    assert.deepEqual(codesOf(activate.body), ['validation.msg.sharesaccount.is.not.in.approved.status']);
    const undo = await shareAccountCommand(t, id, 'undoapproval');
    assert.deepEqual(codesOf(undo.body), ['validation.msg.sharesaccount.is.not.in.approved.status']);
    const early = await shareAccountCommand(t, id, 'approve', { approvedDate: '04 January 2024' });
    assert.deepEqual(codesOf(early.body), ['validation.msg.sharesaccount.approved.date.cannot.be.before.submitted.date']);
    const blank = await shareAccountCommand(t, id, 'approve', {});
    assert.deepEqual(codesOf(blank.body), ['validation.msg.sharesaccount.approvedDate.cannot.be.blank']);
    assert.equal((await shareAccountCommand(t, id, 'approve', { approvedDate: '06 January 2024' })).status, 200);
    const again = await shareAccountCommand(t, id, 'approve', { approvedDate: '06 January 2024' });
    assert.equal(again.status, 400);
    assert.deepEqual(codesOf(again.body), ['validation.msg.sharesaccount.is.not.pending.for.approval']);
    assert.deepEqual(codesOf((await shareAccountCommand(t, id, 'reject')).body), ['validation.msg.sharesaccount.is.not.pending.for.approval']);
    const closing = await shareAccountCommand(t, id, 'close', { closedDate: '08 January 2024' });
    assert.deepEqual(codesOf(closing.body), ['validation.msg.sharesaccount.is.not.in.active.state']);
    const unknown = await shareAccountCommand(t, id, 'withdraw', {});
    assert.equal(unknown.status, 400);
    const extra = await shareAccountCommand(t, id, 'activate', { activatedDate: '07 January 2024', colour: 'red' });
    assert.deepEqual(codesOf(extra.body), ['error.msg.parameter.unsupported']);
    const missing = await t.call('POST', '/api/v1/accounts/share/999999?command=approve', { body: { approvedDate: '06 January 2024', ...DATES } });
    assert.equal(missing.status, 404);
    assert.deepEqual(codesOf(missing.body), ['error.msg.shareaccount.id.invalid']);
  });

  it('undoes an approval: pending again, postings reversed and the application posted anew', async () => {
    const id = await submitShareAccount(t, { clientId, productId, savingsAccountId });
    assert.equal((await shareAccountCommand(t, id, 'approve', { approvedDate: '06 January 2024' })).status, 200);
    const res = await shareAccountCommand(t, id, 'undoapproval', {});
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const body = await account(id);
    assert.equal((body.status as { id: number }).id, 100);
    assert.equal((body.summary as { totalPendingForApprovalShares: number }).totalPendingForApprovalShares, 25);
    const tx = (body.purchasedShares as Array<{ id: number; status: unknown }>)[0];
    assert.deepEqual(tx?.status, APPLIED);
    const lines = await entries(tx?.id ?? 0);
    assert.equal(lines.length, 4 + 2, 'the applied and approved lines (reversed; their reversals have their own transaction id), the applied lines anew');
    assert.ok(lines.slice(0, 4).every((l) => l[3]));
    assert.deepEqual(lines.filter((l) => !l[3]), [[gl.reference, 'DEBIT', 50, false], [gl.suspense, 'CREDIT', 50, false]]);
    assert.equal((await shareAccountCommand(t, id, 'approve', { approvedDate: '06 January 2024' })).status, 200);
  });

  it('rejects an application on the business date and posts suspense back to reference', async () => {
    const id = await submitShareAccount(t, { clientId, productId, savingsAccountId });
    const res = await shareAccountCommand(t, id, 'reject', {});
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const body = await account(id);
    assert.equal((body.status as { id: number; rejected: boolean }).id, 500);
    assert.deepEqual((body.timeline as { rejectedDate: unknown }).rejectedDate, [2024, 3, 1]);
    const tx = (body.purchasedShares as Array<{ id: number; status: unknown }>)[0];
    assert.deepEqual(tx?.status, REJECTED);
    assert.deepEqual((await entries(tx?.id ?? 0)).slice(-2), [[gl.suspense, 'DEBIT', 50, false], [gl.reference, 'CREDIT', 50, false]]);
  });

  it('updates a submitted application: re-prices the purchase and replaces its postings', async () => {
    const id = await submitShareAccount(t, { clientId, productId, savingsAccountId });
    const before = await purchaseId(id);
    const res = await t.call('PUT', `/api/v1/accounts/share/${id}`, { body: { requestedShares: 30, applicationDate: '01 February 2024', externalId: 'sh-upd', ...DATES } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.json.changes, { externalId: 'sh-upd', requestedShares: 30, applicationDate: '2024-02-01' });
    const body = await account(id);
    const tx = (body.purchasedShares as Array<{ id: number; numberOfShares: number; purchasedPrice: number; amount: number }>)[0];
    assert.deepEqual([tx?.id, tx?.numberOfShares, tx?.purchasedPrice, tx?.amount], [before, 30, 3, 90]);
    const lines = await entries(before);
    assert.deepEqual(lines.filter((l) => !l[3] && l[2] === 90), [[gl.reference, 'DEBIT', 90, false], [gl.suspense, 'CREDIT', 90, false]]);
    assert.equal(lines.filter((l) => l[3]).length, 2);
    assert.equal((await shareAccountCommand(t, id, 'approve', { approvedDate: '06 February 2024' })).status, 200);
    const late = await t.call('PUT', `/api/v1/accounts/share/${id}`, { body: { requestedShares: 20 } });
    assert.equal(late.status, 400);
    assert.deepEqual(codesOf(late.body), ['validation.msg.sharesaccount.is.not.pending.for.approval']);
  });

  it('validates an application with Fineract\'s codes and checks the client, product and savings account', async () => {
    const blank = await t.call('POST', '/api/v1/accounts/share', { body: { productId, ...DATES } });
    assert.equal(blank.status, 400);
    assert.deepEqual(codesOf(blank.body).sort(), [
      'validation.msg.sharesaccount.applicationDate.cannot.be.blank',
      'validation.msg.sharesaccount.clientId.cannot.be.blank',
      'validation.msg.sharesaccount.requestedShares.cannot.be.blank',
      'validation.msg.sharesaccount.savingsAccountId.cannot.be.blank',
      'validation.msg.sharesaccount.submittedDate.cannot.be.blank',
    ]);
    assert.deepEqual(codesOf((await create({ requestedShares: 5 })).body), ['validation.msg.sharesaccount.requestedShares.client.can.not.purchase.shares.lessthan.product.definition']);
    assert.deepEqual(codesOf((await create({ requestedShares: 3001 })).body), ['validation.msg.sharesaccount.requestedShares.client.can.not.purchase.shares.morethan.product.definition']);
    assert.deepEqual(codesOf((await create({ minimumActivePeriod: 3, minimumActivePeriodFrequencyType: 1 })).body), ['validation.msg.sharesaccount.minimumActivePeriodFrequencyType.not.equal.to.specified.number']);
    assert.deepEqual(codesOf((await create({ colour: 'red' })).body), ['error.msg.parameter.unsupported']);
    const product = await create({ productId: 999999 });
    assert.equal(product.status, 404);
    assert.deepEqual(codesOf(product.body), ['error.msg.product.id.invalid']);
    const client = await create({ clientId: 999999 });
    assert.equal(client.status, 404);
    assert.deepEqual(codesOf(client.body), ['error.msg.client.id.invalid']);
    const other = await activeClient(t, 'Other');
    const othersSavings = await activeSavings(t, other, await createSavingsProduct(t));
    const pendingSavings = await submitSavings(t, clientId, await createSavingsProduct(t));
    for (const id of [othersSavings, pendingSavings, 999999]) {
      const res = await create({ savingsAccountId: id });
      assert.equal(res.status, 404, String(id));
      assert.deepEqual(codesOf(res.body), ['error.msg.saving.account.id.invalid']);
    }
    const charges = await create({ charges: [{ chargeId: 999999, amount: 5 }] });
    assert.equal(charges.status, 404);
    assert.deepEqual(codesOf(charges.body), ['error.msg.charge.id.invalid']);
    assert.equal((await create({ charges: [] })).status, 200);
  });

  it('refuses to approve more shares than the product issues', async () => {
    const small = await createShareProduct(t, { totalShares: 40, sharesIssued: 40 });
    const first = await submitShareAccount(t, { clientId, productId: small, savingsAccountId });
    const second = await submitShareAccount(t, { clientId, productId: small, savingsAccountId });
    assert.equal((await shareAccountCommand(t, first, 'approve', { approvedDate: '06 January 2024' })).status, 200);
    const res = await shareAccountCommand(t, second, 'approve', { approvedDate: '06 January 2024' });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.body), ['validation.msg.sharesaccount.shares.requested.can.not.be.approved.exceeding.totalshares.issuable']);
    assert.equal((await shareAccountCommand(t, first, 'undoapproval')).status, 200);
    assert.equal((await shareAccountCommand(t, second, 'approve', { approvedDate: '06 January 2024' })).status, 200);
  });

  it('lists accounts as a page and offers a template with the client\'s savings accounts', async () => {
    const id = await activeShareAccount(t, { clientId, productId, savingsAccountId });
    const list = (await t.call('GET', '/api/v1/accounts/share?limit=500')).json as { totalFilteredRecords: number; pageItems: Array<{ id: number; purchasedShares?: unknown }> };
    assert.ok(list.pageItems.some((a) => a.id === id));
    assert.equal(list.pageItems.length, list.totalFilteredRecords);
    assert.equal(list.pageItems[0]?.purchasedShares, undefined);
    const template = (await t.call('GET', `/api/v1/accounts/share/template?clientId=${clientId}&productId=${productId}`)).json;
    assert.equal(template.clientId, clientId);
    assert.ok((template.productOptions as Array<{ id: number }>).some((p) => p.id === productId));
    assert.deepEqual((template.clientSavingsAccounts as Array<{ id: number }>).map((s) => s.id), [savingsAccountId]);
    assert.equal(template.currentMarketPrice, 3);
    assert.equal((await t.call('GET', '/api/v1/accounts/share/template?clientId=999999')).status, 404);
    assert.equal((await t.call('GET', '/api/v1/accounts/share/999999')).status, 404);
  });

  it('lets any signed-in user read and asks <ACTION>_SHAREACCOUNT to write', async () => {
    const db = t.tenant.database.db;
    const reader = await createUserWithPermissions(db, 'shareader', ['READ_CLIENT']);
    const writer = await createUserWithPermissions(db, 'shawriter', ['CREATE_SHAREACCOUNT', 'APPROVE_SHAREACCOUNT']);
    const id = await submitShareAccount(t, { clientId, productId, savingsAccountId });
    for (const url of ['/api/v1/accounts/share', `/api/v1/accounts/share/${id}`, `/api/v1/accounts/share/template?clientId=${clientId}`]) {
      assert.equal((await t.call('GET', url, { auth: reader })).status, 200, url);
    }
    const body = { clientId, productId, savingsAccountId, requestedShares: 25, submittedDate: '05 January 2024', applicationDate: '05 January 2024', ...DATES };
    assert.equal((await t.call('POST', '/api/v1/accounts/share', { auth: reader, body })).status, 403);
    assert.equal((await t.call('POST', '/api/v1/accounts/share', { auth: writer, body })).status, 200);
    const approve = { approvedDate: '06 January 2024', ...DATES };
    assert.equal((await t.call('POST', `/api/v1/accounts/share/${id}?command=approve`, { auth: reader, body: approve })).status, 403);
    assert.equal((await t.call('POST', `/api/v1/accounts/share/${id}?command=approve`, { auth: writer, body: approve })).status, 200);
    assert.equal((await t.call('POST', `/api/v1/accounts/share/${id}?command=activate`, { auth: writer, body: { activatedDate: '07 January 2024', ...DATES } })).status, 403);
  });

  it('stays within its statement bounds, the list independent of its rows', async () => {
    const body = { clientId, productId, savingsAccountId, requestedShares: 25, submittedDate: '05 January 2024', applicationDate: '05 January 2024', ...DATES };
    const created = await expectStatements(t, 'POST', '/api/v1/accounts/share', { body, max: 16 });
    const id = created.json.resourceId as number;
    await expectStatements(t, 'GET', `/api/v1/accounts/share/${id}`, { max: 6 });
    await expectStatements(t, 'GET', `/api/v1/accounts/share/template?clientId=${clientId}&productId=${productId}`, { max: 9 });
    await expectStatements(t, 'PUT', `/api/v1/accounts/share/${id}`, { body: { requestedShares: 26 }, max: 20 });
    await expectStatements(t, 'POST', `/api/v1/accounts/share/${id}?command=approve`, { body: { approvedDate: '06 January 2024', ...DATES }, max: 18 });
    await expectStatements(t, 'POST', `/api/v1/accounts/share/${id}?command=undoapproval`, { body: {}, max: 24 });
    await expectStatements(t, 'POST', `/api/v1/accounts/share/${id}?command=reject`, { body: {}, max: 16 });
    await assertListIndependentOfRows(t, { url: '/api/v1/accounts/share', addRow: async () => void (await submitShareAccount(t, { clientId, productId, savingsAccountId })) });
  });
});
