import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createGlAccount, mapFinancialActivity } from '../../support/accounting.ts';
import { activeClient, activeSavings, codesOf, createSavingsProduct, setBusinessDate } from '../../support/savings.ts';
import { activeShareAccount, createShareProduct, shareAccountCommand, submitShareAccount } from '../../support/shares.ts';
import { assertListIndependentOfRows, expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Allocation = { id: number; accountData: { id: number; accountNo: string; clientId: number; clientName: string }; amount: number; status: { id: number; value: string }; savingsTransactionId?: number };
type Payout = { id: number; productId: number; productName: string; productData: { id: number; name: string }; amount: number; status: { id: number; code: string }; dividendPeriodStartDate: number[]; dividendPeriodEndDate: number[] };
type Detail = Payout & { accountDividendsData: Allocation[]; totalFilteredRecords: number; pageItems: Allocation[] };

const YEAR_2024 = { dividendPeriodStartDate: '2024-01-01', dividendPeriodEndDate: '2024-12-31', dateFormat: 'yyyy-MM-dd', locale: 'en' };
const INITIATED = { id: 100, code: 'shareAccountDividendStatusType.initiated', value: 'Dividend Initiated' };
const APPROVED = { id: 300, code: 'shareAccountDividendStatusType.approved', value: 'Dividend Approved' };

describe('share product dividends', () => {
  let t: TestApp;
  let productId: number;
  let accounts: { a: number; b: number; c: number };
  const url = (path = '') => `/api/v1/shareproduct/${productId}/dividend${path}`;
  const declare = async (body: Record<string, unknown>, product = productId) => t.call('POST', `/api/v1/shareproduct/${product}/dividend`, { body });
  const declared = async (amount = 1000): Promise<number> => {
    const res = await declare({ ...YEAR_2024, dividendAmount: amount });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.subResourceId as number;
  };
  const detail = async (dividendId: number, query = ''): Promise<Detail> => {
    const res = await t.call('GET', `${url(`/${dividendId}`)}${query}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json as unknown as Detail;
  };
  /** A client with an active USD savings account; answers both ids. */
  const member = async (name: string, savingsProduct: number) => {
    const clientId = await activeClient(t, name);
    return { clientId, savingsAccountId: await activeSavings(t, clientId, savingsProduct) };
  };
  /** A share account (of the product, by default the one of the suite) applied for, approved and activated on the given days. */
  const shareAccountOn = async (holder: { clientId: number; savingsAccountId: number }, days: [string, string, string], requestedShares: number, product = productId) => {
    const id = await submitShareAccount(t, { ...holder, productId: product, requestedShares, submittedDate: days[0], applicationDate: days[0] });
    assert.equal((await shareAccountCommand(t, id, 'approve', { approvedDate: days[1] })).status, 200);
    assert.equal((await shareAccountCommand(t, id, 'activate', { activatedDate: days[2] })).status, 200);
    return id;
  };

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2025-01-15');
    const savingsProduct = await createSavingsProduct(t);
    productId = await createShareProduct(t, { digitsAfterDecimal: '2', minimumActivePeriodForDividends: '30' });
    const a = await member('Early', savingsProduct);
    const b = await member('Midyear', savingsProduct);
    const c = await member('Late', savingsProduct);
    const d = await member('Pending', savingsProduct);
    accounts = {
      // 25 shares bought 5 January 2024: 361 days to 31 December -> 9025 share-days
      a: await activeShareAccount(t, { ...a, productId }),
      // 50 shares bought 1 July 2024: 183 days -> 9150 share-days
      b: await shareAccountOn(b, ['01 July 2024', '02 July 2024', '03 July 2024'], 50),
      // 30 shares bought 20 December 2024: 11 days, below the product's 30 days -> 0 share-days
      c: await shareAccountOn(c, ['20 December 2024', '21 December 2024', '21 December 2024'], 30),
    };
    // an application never approved is no candidate
    await submitShareAccount(t, { ...d, productId });
  });
  after(async () => t.close());

  it('splits the amount by share-days, each allocation rounded half-even to the currency (D.3, D4)', async () => {
    const dividendId = await declared();
    const payout = await detail(dividendId);
    assert.deepEqual(
      [payout.id, payout.productId, payout.productData.id, payout.amount, payout.status, payout.dividendPeriodStartDate, payout.dividendPeriodEndDate],
      [dividendId, productId, productId, 1000, INITIATED, [2024, 1, 1], [2024, 12, 31]],
    );
    assert.equal(payout.productName, payout.productData.name);
    // 1000 x 9025/18175 = 496.5612... and 1000 x 9150/18175 = 503.4387...
    assert.deepEqual(
      payout.accountDividendsData.map((x) => [x.accountData.id, x.amount, x.status]),
      [
        [accounts.a, 496.56, INITIATED],
        [accounts.b, 503.44, INITIATED],
        [accounts.c, 0, INITIATED],
      ],
    );
    assert.equal(payout.accountDividendsData[0]?.accountData.clientName, 'Ada Early');
    assert.equal(payout.accountDividendsData[0]?.savingsTransactionId, undefined);
    // D2: the same allocations, paged
    assert.equal(payout.totalFilteredRecords, 3);
    assert.deepEqual(payout.pageItems, payout.accountDividendsData);
    const second = await detail(dividendId, '?offset=1&limit=1');
    assert.deepEqual([second.totalFilteredRecords, second.pageItems.map((x) => x.accountData.id)], [3, [accounts.b]]);
    const byNumber = await detail(dividendId, `?accountNo=${payout.accountDividendsData[2]?.accountData.accountNo}`);
    assert.deepEqual(byNumber.pageItems.map((x) => x.accountData.id), [accounts.c]);
    const sorted = await detail(dividendId, '?orderBy=amount&sortOrder=DESC');
    assert.deepEqual(sorted.pageItems.map((x) => x.amount), [503.44, 496.56, 0]);
  });

  it('validates the declaration (D.2, D3)', async () => {
    const refused = async (body: Record<string, unknown>, codes: string[], params?: string[]) => {
      const res = await declare(body);
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.deepEqual(codesOf(res.body), codes);
      if (params !== undefined) {
        assert.deepEqual((res.json.errors as Array<{ parameterName: string }>).map((e) => e.parameterName), params);
      }
    };
    const P = 'validation.msg.sharesproduct.dividend.processing';
    await refused({ dateFormat: 'yyyy-MM-dd', locale: 'en' }, [`${P}.dividendPeriodStartDate.cannot.be.blank`, `${P}.dividendPeriodEndDate.cannot.be.blank`, `${P}.dividendAmount.cannot.be.blank`]);
    await refused({ ...YEAR_2024, dividendPeriodEndDate: '2024-01-01', dividendAmount: 10 }, [`${P}.dividendPeriodEndDate.is.less.than.date`], ['dividendPeriodEndDate']);
    await refused({ ...YEAR_2024, dividendPeriodEndDate: '2023-12-31', dividendAmount: 10 }, [`${P}.dividendPeriodEndDate.is.less.than.date`]);
    await refused({ ...YEAR_2024, dividendAmount: 0 }, [`${P}.dividendAmount.not.greater.than.zero`]);
    await refused({ ...YEAR_2024, dividendAmount: 10, productId }, ['error.msg.parameter.unsupported']);
    await refused({ dividendPeriodStartDate: '2024-01-01', dividendPeriodEndDate: '2024-12-31', dividendAmount: 10, locale: 'en' }, ['validation.msg.missing.dateFormat.parameter', 'validation.msg.missing.dateFormat.parameter']);
    const unknown = await declare({ ...YEAR_2024, dividendAmount: 10 }, 999999);
    assert.equal(unknown.status, 404);
    assert.deepEqual(codesOf(unknown.body), ['error.msg.product.id.invalid']);
  });

  it('refuses with 403 when no share is eligible, also for a product without accounts (D.3, D1)', async () => {
    const eligible = 'error.msg.divident.processing.eligible.shares.not.found';
    const before2024 = await declare({ ...YEAR_2024, dividendPeriodStartDate: '2023-01-01', dividendPeriodEndDate: '2023-12-31', dividendAmount: 10 });
    assert.equal(before2024.status, 403, JSON.stringify(before2024.body));
    assert.deepEqual(codesOf(before2024.body), [eligible]);
    const empty = await declare({ ...YEAR_2024, dividendAmount: 10 }, await createShareProduct(t));
    assert.equal(empty.status, 403);
    assert.deepEqual(codesOf(empty.body), [eligible]);
  });

  it('lists payouts paged, filtered by status, and declares through /products/share?command=dividend (D.1, D.4)', async () => {
    const other = await createShareProduct(t, { digitsAfterDecimal: '2' });
    const holder = await member('Lister', await createSavingsProduct(t));
    await activeShareAccount(t, { ...holder, productId: other });
    const alias = await t.call('POST', `/api/v1/products/share/${other}?command=dividend`, { body: { ...YEAR_2024, dividendAmount: '1,250.50' } });
    assert.equal(alias.status, 200, JSON.stringify(alias.body));
    assert.equal(alias.json.resourceId, other);
    const first = alias.json.subResourceId as number;
    const res = await t.call('POST', `/api/v1/shareproduct/${other}/dividend`, { body: { ...YEAR_2024, dividendAmount: 20 } });
    const second = res.json.subResourceId as number;
    assert.equal((await t.call('PUT', `/api/v1/shareproduct/${other}/dividend/${second}?command=approve`, { body: { productId: other, dividendId: second } })).status, 200);
    const list = await t.call('GET', `/api/v1/shareproduct/${other}/dividend`);
    assert.equal(list.status, 200);
    const items = list.json.pageItems as Payout[];
    assert.deepEqual([list.json.totalFilteredRecords, items.map((p) => [p.id, p.amount, p.status.id])], [2, [[first, 1250.5, 100], [second, 20, 300]]]);
    assert.equal((items[0] as Record<string, unknown>).accountDividendsData, undefined);
    const approved = await t.call('GET', `/api/v1/shareproduct/${other}/dividend?status=300`);
    assert.deepEqual((approved.json.pageItems as Payout[]).map((p) => [p.id, p.status]), [[second, APPROVED]]);
    const paged = await t.call('GET', `/api/v1/shareproduct/${other}/dividend?offset=1&limit=1&orderBy=id&sortOrder=DESC`);
    assert.deepEqual([paged.json.totalFilteredRecords, (paged.json.pageItems as Payout[]).map((p) => p.id)], [2, [first]]);
    const bad = await t.call('GET', `/api/v1/shareproduct/${other}/dividend?orderBy=id;drop`);
    assert.equal(bad.status, 400);
    assert.equal((await t.call('GET', `/api/v1/shareproduct/${other}/dividend?status=abc`)).status, 400);
    assert.equal((await t.call('POST', `/api/v1/products/share/${other}?command=other`, { body: {} })).status, 400);
  });

  it('approves once, deletes only initiated payouts with their allocations, 404 for unknown ids (D.5)', async () => {
    const approvedId = await declared(10);
    const initiatedId = await declared(20);
    const approve = await t.call('PUT', url(`/${approvedId}?command=approve`), { body: {} });
    assert.equal(approve.status, 200, JSON.stringify(approve.body));
    assert.deepEqual(approve.json, { resourceId: approvedId });
    assert.deepEqual((await detail(approvedId)).status, APPROVED);
    const again = await t.call('PUT', url(`/${approvedId}?command=approve`), { body: {} });
    assert.equal(again.status, 403);
    assert.deepEqual(codesOf(again.body), ['error.msg.divident.processing.alreay.approved']);
    const deleteApproved = await t.call('DELETE', url(`/${approvedId}`));
    assert.equal(deleteApproved.status, 403);
    assert.deepEqual(codesOf(deleteApproved.body), ['error.msg.divident.processing.alreay.approved']);
    const removed = await t.call('DELETE', url(`/${initiatedId}`));
    assert.deepEqual([removed.status, removed.json], [200, { resourceId: initiatedId }]);
    const details = await t.tenant.database.db
      .selectFrom('m_share_account_dividend_details' as never)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('dividend_pay_out_id' as never, '=', initiatedId as never)
      .executeTakeFirstOrThrow();
    assert.equal(Number(details.count), 0);
    for (const [method, path] of [['GET', `/${initiatedId}`], ['DELETE', `/${initiatedId}`], ['PUT', '/999999?command=approve']] as const) {
      const res = await t.call(method, url(path), { body: method === 'PUT' ? {} : undefined });
      assert.equal(res.status, 404, `${method} ${path}`);
      assert.deepEqual(codesOf(res.body), ['error.msg.dividend.id.invalid']);
    }
    // a payout of another product is unknown under this one
    const wrongProduct = await t.call('PUT', `/api/v1/shareproduct/${productId + 1000}/dividend/${approvedId}?command=approve`, { body: {} });
    assert.equal(wrongProduct.status, 404);
    const noCommand = await t.call('PUT', url(`/${approvedId}?command=xyz`), { body: {} });
    assert.equal(noCommand.status, 400);
    assert.deepEqual(codesOf(noCommand.body), ['error.msg.query.parameter.value.unsupported']);
    const missing = await t.call('PUT', url(`/${approvedId}`), { body: {} });
    assert.equal(missing.status, 400);
    assert.deepEqual(codesOf(missing.body), ['error.msg.query.parameter.value.unsupported']);
  });

  it('asks READ_/CREATE_/APPROVE_/DELETE_DIVIDEND_SHAREPRODUCT', async () => {
    const db = t.tenant.database.db;
    const reader = await createUserWithPermissions(db, 'divreader', ['READ_DIVIDEND_SHAREPRODUCT']);
    const writer = await createUserWithPermissions(db, 'divwriter', ['CREATE_DIVIDEND_SHAREPRODUCT', 'APPROVE_DIVIDEND_SHAREPRODUCT', 'DELETE_DIVIDEND_SHAREPRODUCT']);
    const id = await declared(5);
    assert.equal((await t.call('GET', url(), { auth: reader })).status, 200);
    assert.equal((await t.call('GET', url(`/${id}`), { auth: reader })).status, 200);
    assert.equal((await t.call('GET', url(), { auth: writer })).status, 403);
    assert.equal((await t.call('POST', url(), { auth: reader, body: { ...YEAR_2024, dividendAmount: 5 } })).status, 403);
    assert.equal((await t.call('PUT', url(`/${id}?command=approve`), { auth: reader, body: {} })).status, 403);
    assert.equal((await t.call('DELETE', url(`/${id}`), { auth: reader })).status, 403);
    const created = await t.call('POST', url(), { auth: writer, body: { ...YEAR_2024, dividendAmount: 5 } });
    assert.equal(created.status, 200);
    assert.equal((await t.call('DELETE', url(`/${created.json.subResourceId as number}`), { auth: writer })).status, 200);
    assert.equal((await t.call('PUT', url(`/${id}?command=approve`), { auth: writer, body: {} })).status, 200);
  });

  it('counts accounts closed after the period start only when the product allows dividends for inactive clients (D.3)', async () => {
    const savingsProduct = await createSavingsProduct(t);
    const split = async (allow: string): Promise<Array<[boolean, number]>> => {
      const product = await createShareProduct(t, { digitsAfterDecimal: '2', allowDividendCalculationForInactiveClients: allow });
      const open = await activeShareAccount(t, { ...(await member('Open', savingsProduct)), productId: product });
      const closed = await activeShareAccount(t, { ...(await member('Closed', savingsProduct)), productId: product });
      const close = await shareAccountCommand(t, closed, 'close', { closedDate: '01 July 2024' });
      assert.equal(close.status, 200, JSON.stringify(close.body));
      const res = await t.call('POST', `/api/v1/shareproduct/${product}/dividend`, { body: { ...YEAR_2024, dividendAmount: 100 } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const payout = (await t.call('GET', `/api/v1/shareproduct/${product}/dividend/${res.json.subResourceId as number}`)).json as unknown as Detail;
      return payout.accountDividendsData.map((a) => [a.accountData.id === open, a.amount]);
    };
    // open: 25 x 361 = 9025; closed: 25 shares from 5 January redeemed on 1 July: 9025 - 25 x 183 = 4450
    // 100 x 9025/13475 = 66.975... -> 66.98; 100 x 4450/13475 = 33.024... -> 33.02
    assert.deepEqual(await split('true'), [[true, 66.98], [false, 33.02]]);
    assert.deepEqual(await split('false'), [[true, 100]]);
  });

  it('SH_PDIV credits each approved allocation to the linked savings account once, with its journal entries (D.4)', async () => {
    type Tx = { id: number; transactionType: { id: number; value: string }; amount: number; date: number[]; runningBalance: number; reversed: boolean };
    type Line = { glAccountId: number; entryType: { value: string }; amount: number };
    const transactionsOf = async (id: number): Promise<Tx[]> => ((await t.call('GET', `/api/v1/savingsaccounts/${id}?associations=transactions`)).json.transactions as Tx[] | undefined) ?? [];
    const runJob = async () => {
      const run = await t.call('POST', '/api/v1/jobs/short-name/SH_PDIV?command=executeJob');
      assert.ok(run.status < 300, JSON.stringify(run.body));
    };
    const payable = await createGlAccount(t, 2, 'Dividends payable');
    await mapFinancialActivity(t, 201, payable);
    const control = await createGlAccount(t, 2, 'Dividend savings control');
    const cashSavings = await createSavingsProduct(t, {
      accountingRule: 2, savingsReferenceAccountId: await createGlAccount(t, 1, 'Dividend savings reference'), savingsControlAccountId: control,
      overdraftPortfolioControlId: await createGlAccount(t, 1, 'Dividend overdraft'), interestOnSavingsAccountId: await createGlAccount(t, 5, 'Dividend interest'),
      incomeFromFeeAccountId: await createGlAccount(t, 4, 'Dividend fees'), incomeFromPenaltyAccountId: await createGlAccount(t, 4, 'Dividend penalties'),
      transfersInSuspenseAccountId: await createGlAccount(t, 2, 'Dividend transfers'), incomeFromInterestId: await createGlAccount(t, 4, 'Dividend overdraft income'),
      writeOffAccountId: await createGlAccount(t, 5, 'Dividend write-off'),
    });
    const product = await createShareProduct(t, { digitsAfterDecimal: '2' });
    const x = await member('Cash', cashSavings);
    const y = await member('Plain', await createSavingsProduct(t));
    const z = await member('Blocked', await createSavingsProduct(t));
    const accountX = await activeShareAccount(t, { ...x, productId: product });
    await shareAccountOn(y, ['01 July 2024', '02 July 2024', '03 July 2024'], 50, product);
    await activeShareAccount(t, { ...z, productId: product });
    const blockCredit = async (command: 'blockCredit' | 'unblockCredit') =>
      assert.equal((await t.call('POST', `/api/v1/savingsaccounts/${z.savingsAccountId}?command=${command}`, { body: {} })).status, 200);
    await blockCredit('blockCredit');
    const declaredRes = await t.call('POST', `/api/v1/shareproduct/${product}/dividend`, { body: { ...YEAR_2024, dividendAmount: 1000 } });
    const dividendId = declaredRes.json.subResourceId as number;
    const read = async () => (await t.call('GET', `/api/v1/shareproduct/${product}/dividend/${dividendId}`)).json as unknown as Detail;

    await runJob(); // not approved yet: nothing is posted
    assert.deepEqual((await read()).pageItems.map((a) => a.status.id), [100, 100, 100]);
    assert.deepEqual(await transactionsOf(x.savingsAccountId), []);

    assert.equal((await t.call('PUT', `/api/v1/shareproduct/${product}/dividend/${dividendId}?command=approve`, { body: {} })).status, 200);
    await runJob();
    const posted = await read();
    // share-days 9025, 9150, 9025 of 27200: 331.80, 336.40, 331.80; the blocked account's allocation stays initiated
    const POSTED = { id: 300, code: 'shareAccountDividendStatusType.posted', value: 'Dividend Posted' };
    assert.deepEqual(posted.pageItems.map((a) => [a.accountData.id === accountX, a.amount, a.status]), [
      [true, 331.8, POSTED],
      [false, 336.4, POSTED],
      [false, 331.8, INITIATED],
    ]);
    const [credit] = await transactionsOf(x.savingsAccountId);
    assert.deepEqual([credit?.id, credit?.transactionType.id, credit?.amount, credit?.date, credit?.runningBalance], [posted.pageItems[0]?.savingsTransactionId, 8, 331.8, [2025, 1, 15], 331.8]);
    assert.deepEqual((await transactionsOf(y.savingsAccountId)).map((tx) => [tx.transactionType.id, tx.amount]), [[8, 336.4]]);
    assert.deepEqual(await transactionsOf(z.savingsAccountId), []);
    const summary = (await t.call('GET', `/api/v1/savingsaccounts/${x.savingsAccountId}`)).json.summary as { totalDeposits?: number; accountBalance: number };
    assert.deepEqual([summary.totalDeposits, summary.accountBalance], [331.8, 331.8], 'a dividend payout counts among the deposits, as Fineract');
    const lines = (await t.call('GET', `/api/v1/journalentries?transactionId=S${credit?.id}&orderBy=id`)).json.pageItems as Line[];
    assert.deepEqual(lines.map((l) => [l.glAccountId, l.entryType.value, l.amount]), [[payable, 'DEBIT', 331.8], [control, 'CREDIT', 331.8]]);
    const job = (await t.call('GET', '/api/v1/jobs/short-name/SH_PDIV')).json as { jobId: number };
    const history = (await t.call('GET', `/api/v1/jobs/${job.jobId}/runhistory`)).json.pageItems as Array<{ status: string; jobRunErrorLog?: string }>;
    assert.ok(history.some((h) => h.jobRunErrorLog?.includes('error.msg.savings.account.credit.transaction.not.allowed') === true), JSON.stringify(history));

    await blockCredit('unblockCredit');
    await runJob(); // the next run posts what is left, and nothing twice
    assert.deepEqual((await read()).pageItems.map((a) => a.status.id), [300, 300, 300]);
    assert.deepEqual((await transactionsOf(z.savingsAccountId)).map((tx) => [tx.transactionType.id, tx.amount]), [[8, 331.8]]);
    await runJob();
    assert.equal((await transactionsOf(x.savingsAccountId)).length, 1);
    assert.equal((await transactionsOf(y.savingsAccountId)).length, 1);
    assert.equal((await transactionsOf(z.savingsAccountId)).length, 1);
  });

  it('keeps the statements of every endpoint bounded', async () => {
    const created = await expectStatements(t, 'POST', url(), { body: { ...YEAR_2024, dividendAmount: 7 }, max: 12 });
    const id = created.json.subResourceId as number;
    await expectStatements(t, 'GET', url(`/${id}`), { max: 2 });
    await expectStatements(t, 'GET', url(), { max: 2 });
    await expectStatements(t, 'PUT', url(`/${id}?command=approve`), { body: {}, max: 8 });
    const other = await declared(3);
    await expectStatements(t, 'DELETE', url(`/${other}`), { max: 9 });
    await assertListIndependentOfRows(t, { url: url(), addRow: async () => void (await declared(1)) });
  });
});
