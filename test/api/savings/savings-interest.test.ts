import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Decimal } from 'decimal.js';
import { createGlAccount } from '../../support/accounting.ts';
import { activeClient, activeSavings, codesOf, createSavingsProduct, savingsCommand, savingsTransaction, setBusinessDate, submitSavings } from '../../support/savings.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Tx = { id: number; amount: number; date: number[]; runningBalance?: number; reversed: boolean; transactionType: { id: number; interestPosting: boolean } };
type Summary = { accountBalance: number; totalInterestEarned?: number; totalInterestPosted: number; interestPostedTillDate?: number[]; lastInterestCalculationDate?: number[] };
type Line = { glAccountId: number; entryType: { value: string }; amount: number };

/**
 * Daily compounding as Fineract's integration tests assert it (2.7397 then 2.7405 on 10000 at 10 %, 365
 * days): `days` days of interest on `principal` compounded daily, rounded to 4 decimals.
 */
function dailyCompounded(principal: string, days: number, fromDay = 0): number {
  const growth = (n: number) => new Decimal(1).plus(new Decimal('0.1').div(365)).pow(n);
  return new Decimal(principal).times(growth(days).minus(growth(fromDay))).toDecimalPlaces(4, Decimal.ROUND_HALF_EVEN).toNumber();
}

/** Savings interest: calculateInterest, postInterest (with re-posting), their journal entries, and the SA_PINT job. */
describe('savings interest', () => {
  let t: TestApp;
  let clientId: number;
  let plainProduct: number;
  let cashProduct: number;
  const gl = { control: 0, interest: 0 };

  const summaryOf = async (id: number): Promise<Summary> => (await t.call('GET', `/api/v1/savingsaccounts/${id}`)).json.summary as Summary;
  const transactions = async (id: number): Promise<Tx[]> => ((await t.call('GET', `/api/v1/savingsaccounts/${id}?associations=transactions`)).json.transactions as Tx[]) ?? [];
  const interestPostings = async (id: number): Promise<Tx[]> => (await transactions(id)).filter((x) => x.transactionType.id === 3 && !x.reversed);

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2024-02-15');
    clientId = await activeClient(t, 'Saver');
    const terms = { nominalAnnualInterestRate: 10, digitsAfterDecimal: 4 };
    plainProduct = await createSavingsProduct(t, terms);
    gl.control = await createGlAccount(t, 2, 'Interest savings control');
    gl.interest = await createGlAccount(t, 5, 'Interest on savings');
    cashProduct = await createSavingsProduct(t, {
      ...terms, accountingRule: 2, savingsReferenceAccountId: await createGlAccount(t, 1, 'Interest savings reference'), savingsControlAccountId: gl.control,
      overdraftPortfolioControlId: await createGlAccount(t, 1, 'Interest overdraft portfolio'), interestOnSavingsAccountId: gl.interest,
      incomeFromFeeAccountId: await createGlAccount(t, 4, 'Interest fees'), incomeFromPenaltyAccountId: await createGlAccount(t, 4, 'Interest penalties'),
      transfersInSuspenseAccountId: await createGlAccount(t, 2, 'Interest transfers'), incomeFromInterestId: await createGlAccount(t, 4, 'Interest overdraft income'),
      writeOffAccountId: await createGlAccount(t, 5, 'Interest write-off'),
    });
  });
  after(async () => t.close());

  it('calculateInterest stores the interest earned to the business date and posts nothing', async () => {
    const id = await activeSavings(t, clientId, plainProduct);
    assert.equal((await savingsTransaction(t, id, 'deposit', '04 January 2024', 10000)).status, 200);
    await expectStatements(t, 'POST', `/api/v1/savingsaccounts/${id}?command=calculateInterest`, { max: 12, body: {} });
    const summary = await summaryOf(id);
    // January (28 days, the period posted on 1 February) compounds into 1–15 February (15 more days, the
    // business date included); each period's interest is rounded on its own.
    assert.equal(summary.totalInterestEarned, new Decimal(dailyCompounded('10000', 28)).plus(dailyCompounded('10000', 43, 28)).toNumber());
    assert.deepEqual(summary.lastInterestCalculationDate, [2024, 2, 15]);
    assert.equal(summary.accountBalance, 10000);
    assert.equal((await interestPostings(id)).length, 0);
  });

  it('postInterest posts the ended January period on 1 February with cash-rule journal entries, once', async () => {
    const id = await activeSavings(t, clientId, cashProduct);
    assert.equal((await savingsTransaction(t, id, 'deposit', '04 January 2024', 10000)).status, 200);
    await expectStatements(t, 'POST', `/api/v1/savingsaccounts/${id}?command=postInterest`, { max: 21, body: {} });
    const january = dailyCompounded('10000', 28);
    const postings = await interestPostings(id);
    assert.deepEqual(postings.map((p) => [p.amount, p.date]), [[january, [2024, 2, 1]]]);
    const summary = await summaryOf(id);
    assert.equal(summary.totalInterestPosted, january);
    assert.equal(summary.accountBalance, new Decimal(10000).plus(january).toNumber());
    assert.deepEqual(summary.interestPostedTillDate, [2024, 2, 1]);
    const lines = (await t.call('GET', `/api/v1/journalentries?transactionId=S${postings[0]?.id}&orderBy=id`)).json.pageItems as Line[];
    assert.deepEqual(lines.map((l) => [l.glAccountId, l.entryType.value, l.amount]), [[gl.interest, 'DEBIT', january], [gl.control, 'CREDIT', january]]);

    assert.equal((await savingsCommand(t, id, 'postInterest', {})).status, 200);
    assert.equal((await interestPostings(id)).length, 1, 'an unchanged period is not posted again');
  });

  it('re-posts a period a back-dated deposit changed: the old posting reversed, the new amount posted', async () => {
    const id = await activeSavings(t, clientId, plainProduct);
    assert.equal((await savingsTransaction(t, id, 'deposit', '04 January 2024', 10000)).status, 200);
    assert.equal((await savingsCommand(t, id, 'postInterest', {})).status, 200);
    const [first] = await interestPostings(id);
    assert.equal(first?.amount, dailyCompounded('10000', 28));
    assert.equal((await savingsTransaction(t, id, 'deposit', '04 January 2024', 10000)).status, 200);
    assert.equal((await savingsCommand(t, id, 'postInterest', {})).status, 200);
    const all = (await transactions(id)).filter((x) => x.transactionType.id === 3);
    assert.deepEqual(all.filter((x) => x.reversed).map((x) => x.id), [first?.id]);
    assert.deepEqual((await interestPostings(id)).map((x) => x.amount), [dailyCompounded('20000', 28)]);
    assert.equal((await summaryOf(id)).totalInterestPosted, dailyCompounded('20000', 28));
  });

  it('refuses accounts that are not active, and unknown accounts', async () => {
    const pending = await submitSavings(t, clientId, plainProduct);
    for (const command of ['postInterest', 'calculateInterest']) {
      const res = await savingsCommand(t, pending, command, {});
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.deepEqual(codesOf(res.body), [`validation.msg.savingsaccount.${command}.account.is.not.active`]);
    }
    assert.equal((await savingsCommand(t, 999999, 'postInterest', {})).status, 404);
    const unsupported = await savingsCommand(t, pending, 'postInterest', { foo: 1 });
    assert.equal(unsupported.status, 400);
  });

  it('SA_PINT posts the ended periods of every active account with an interest rate', async () => {
    const first = await activeSavings(t, clientId, plainProduct);
    const second = await activeSavings(t, clientId, cashProduct);
    assert.equal((await savingsTransaction(t, first, 'deposit', '04 January 2024', 10000)).status, 200);
    assert.equal((await savingsTransaction(t, second, 'deposit', '04 January 2024', 20000)).status, 200);
    const run = await t.call('POST', '/api/v1/jobs/short-name/SA_PINT?command=executeJob');
    assert.ok(run.status < 300, JSON.stringify(run.body));
    assert.deepEqual((await interestPostings(first)).map((x) => x.amount), [dailyCompounded('10000', 28)]);
    assert.deepEqual((await interestPostings(second)).map((x) => x.amount), [dailyCompounded('20000', 28)]);
  });

  it('posts overdraft interest (type 17) on an overdrawn balance', async () => {
    const product = await createSavingsProduct(t, { nominalAnnualInterestRate: 0, digitsAfterDecimal: 4, allowOverdraft: true, overdraftLimit: 20000, nominalAnnualInterestRateOverdraft: 10 });
    const id = await activeSavings(t, clientId, product);
    assert.equal((await savingsTransaction(t, id, 'withdrawal', '04 January 2024', 10000)).status, 200);
    assert.equal((await savingsCommand(t, id, 'postInterest', {})).status, 200);
    const overdraft = (await transactions(id)).filter((x) => x.transactionType.id === 17);
    // Fineract's figure for the first day is 2.7397 on -10000 at 10 %; the product compounds daily, as for savings.
    assert.deepEqual(overdraft.map((x) => [x.amount, x.date]), [[dailyCompounded('10000', 28), [2024, 2, 1]]]);
    assert.equal((await summaryOf(id)).accountBalance, -new Decimal(10000).plus(dailyCompounded('10000', 28)).toNumber());
  });

  it('SA_UDOR makes idle accounts of dormancy-tracking products inactive, then dormant', async () => {
    const product = await createSavingsProduct(t, { isDormancyTrackingActive: true, daysToInactive: 20, daysToDormancy: 40, daysToEscheat: 400 });
    const idle = await activeSavings(t, clientId, product);
    const busy = await activeSavings(t, clientId, product);
    assert.equal((await savingsTransaction(t, idle, 'deposit', '10 January 2024', 10)).status, 200);
    assert.equal((await savingsTransaction(t, busy, 'deposit', '10 February 2024', 10)).status, 200);
    const subStatus = async (id: number) => ((await t.call('GET', `/api/v1/savingsaccounts/${id}`)).json.subStatus as { id: number }).id;
    assert.ok((await t.call('POST', '/api/v1/jobs/short-name/SA_UDOR?command=executeJob')).status < 300);
    // 36 days since 10 January: inactive (20), not yet dormant (40); 5 days since 10 February: untouched.
    assert.deepEqual([await subStatus(idle), await subStatus(busy)], [100, 0]);
    await setBusinessDate(t, '2024-03-05');
    assert.ok((await t.call('POST', '/api/v1/jobs/short-name/SA_UDOR?command=executeJob')).status < 300);
    assert.deepEqual([await subStatus(idle), await subStatus(busy)], [200, 100]);
    await setBusinessDate(t, '2024-02-15');
  });

  it('updateWithHoldTax switches the flag of an account with a tax group, and refuses one without', async () => {
    const dated = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
    const component = (await t.call('POST', '/api/v1/taxes/component', { body: { name: 'Interest tax', percentage: 10, startDate: '01 January 2024', ...dated } })).json.resourceId as number;
    const group = await t.call('POST', '/api/v1/taxes/group', { body: { name: 'Savings tax', taxComponents: [{ taxComponentId: component }], ...dated } });
    assert.equal(group.status, 200, JSON.stringify(group.body));
    const taxed = await createSavingsProduct(t, { withHoldTax: true, taxGroupId: group.json.resourceId });
    const id = await activeSavings(t, clientId, taxed);
    const withHoldTax = async (accountId: number) => (await t.call('GET', `/api/v1/savingsaccounts/${accountId}`)).json.withHoldTax;
    assert.equal(await withHoldTax(id), true);
    const off = await expectStatements(t, 'POST', `/api/v1/savingsaccounts/${id}?command=updateWithHoldTax`, { max: 6, body: { withHoldTax: false } });
    assert.deepEqual(off.json.changes, { withHoldTax: false });
    assert.equal(await withHoldTax(id), false);
    assert.equal((await savingsCommand(t, id, 'updateWithHoldTax', { withHoldTax: false })).json.changes, undefined);

    const plain = await activeSavings(t, clientId, plainProduct);
    const refused = await savingsCommand(t, plain, 'updateWithHoldTax', { withHoldTax: true });
    assert.equal(refused.status, 400);
    assert.deepEqual(codesOf(refused.body), ['validation.msg.account.withHoldTax.not.supported']);
    assert.equal(await withHoldTax(plain), false);
    assert.equal((await savingsCommand(t, plain, 'updateWithHoldTax', { withHoldTax: 'yes' })).status, 400);
  });
});
