import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Decimal } from 'decimal.js';
import { activeClient, activeSavings, codesOf, createSavingsProduct, DATES, savingsCommand, savingsTransaction, setBusinessDate } from '../../support/savings.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Tx = { id: number; amount: number; date: number[]; reversed: boolean; transactionType: { id: number } };

/**
 * `days` days of daily-compounded interest at 10 % (365 days) on `principal`, from day `fromDay` of the
 * compounding, rounded to 4 decimals: Fineract's 2.7397 then 2.7405 on 10000 for the first two days.
 */
function dailyCompounded(principal: string, days: number, fromDay = 0): number {
  const growth = (n: number) => new Decimal(1).plus(new Decimal('0.1').div(365)).pow(n);
  return new Decimal(principal).times(growth(days).minus(growth(fromDay))).toDecimalPlaces(4, Decimal.ROUND_HALF_EVEN).toNumber();
}

/**
 * Interest posted again at once by back-dated transactions (Fineract's isBeforeLastPostingPeriod), and
 * postInterest on a posting date the user gives (`isPostInterestAsOn`).
 */
describe('savings interest re-posting and posting as on a date', () => {
  let t: TestApp;
  let clientId: number;
  let product: number;

  const transactions = async (id: number): Promise<Tx[]> => ((await t.call('GET', `/api/v1/savingsaccounts/${id}?associations=transactions`)).json.transactions as Tx[]) ?? [];
  const postings = async (id: number) =>
    (await transactions(id)).filter((x) => x.transactionType.id === 3 && !x.reversed).map((x) => [x.amount, x.date]).sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  const reversedPostings = async (id: number) => (await transactions(id)).filter((x) => x.transactionType.id === 3 && x.reversed).length;
  const summary = async (id: number) => (await t.call('GET', `/api/v1/savingsaccounts/${id}`)).json.summary as { accountBalance: number; totalInterestPosted: number };

  /** An account with 10000 deposited on 4 January 2024 and January's interest posted on 1 February. */
  async function postedAccount(): Promise<number> {
    const id = await activeSavings(t, clientId, product);
    assert.equal((await savingsTransaction(t, id, 'deposit', '04 January 2024', 10000)).status, 200);
    assert.equal((await savingsCommand(t, id, 'postInterest', {})).status, 200);
    assert.deepEqual(await postings(id), [[dailyCompounded('10000', 28), [2024, 2, 1]]]);
    return id;
  }

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2024-02-15');
    clientId = await activeClient(t, 'Reposter');
    product = await createSavingsProduct(t, { nominalAnnualInterestRate: 10, digitsAfterDecimal: 4 });
  });
  after(async () => t.close());

  it('a deposit dated before the last posting re-posts the changed period in the same request', async () => {
    const id = await postedAccount();
    await expectStatements(t, 'POST', `/api/v1/savingsaccounts/${id}/transactions?command=deposit`, {
      max: 20, body: { transactionDate: '04 January 2024', transactionAmount: 10000, paymentTypeId: 1, ...DATES },
    });
    const january = dailyCompounded('20000', 28);
    assert.deepEqual(await postings(id), [[january, [2024, 2, 1]]]);
    assert.equal(await reversedPostings(id), 1);
    assert.deepEqual(await summary(id), { ...(await summary(id)), accountBalance: new Decimal(20000).plus(january).toNumber(), totalInterestPosted: january });
    assert.equal((await savingsCommand(t, id, 'postInterest', {})).status, 200);
    assert.equal(await reversedPostings(id), 1, 'postInterest finds nothing left to change');
  });

  it('a deposit on or after the last posting date re-posts nothing and costs no more statements', async () => {
    const id = await postedAccount();
    for (const date of ['01 February 2024', '10 February 2024']) {
      await expectStatements(t, 'POST', `/api/v1/savingsaccounts/${id}/transactions?command=deposit`, {
        max: 12, body: { transactionDate: date, transactionAmount: 100, paymentTypeId: 1, ...DATES },
      });
    }
    assert.deepEqual(await postings(id), [[dailyCompounded('10000', 28), [2024, 2, 1]]]);
    assert.equal(await reversedPostings(id), 0);
  });

  it('a back-dated withdrawal, its undo and a modification each re-post at once', async () => {
    const id = await postedAccount();
    const withdrawal = await savingsTransaction(t, id, 'withdrawal', '18 January 2024', 5000);
    assert.equal(withdrawal.status, 200, JSON.stringify(withdrawal.body));
    // 4–17 January on 10000 (14 days), then 18–31 January on 5000 compounding on what was earned.
    const afterWithdrawal = new Decimal(10000).times(new Decimal(1).plus(new Decimal('0.1').div(365)).pow(14)).minus(5000)
      .times(new Decimal(1).plus(new Decimal('0.1').div(365)).pow(14)).minus(5000).toDecimalPlaces(4, Decimal.ROUND_HALF_EVEN).toNumber();
    assert.deepEqual(await postings(id), [[afterWithdrawal, [2024, 2, 1]]]);

    const undo = await t.call('POST', `/api/v1/savingsaccounts/${id}/transactions/${withdrawal.json.resourceId as number}?command=undo`, { body: {} });
    assert.equal(undo.status, 200, JSON.stringify(undo.body));
    assert.deepEqual(await postings(id), [[dailyCompounded('10000', 28), [2024, 2, 1]]]);

    const deposit = await savingsTransaction(t, id, 'deposit', '10 February 2024', 500);
    assert.equal(deposit.status, 200);
    const modified = await t.call('POST', `/api/v1/savingsaccounts/${id}/transactions/${deposit.json.resourceId as number}?command=modify`, {
      body: { transactionDate: '04 January 2024', transactionAmount: 500, paymentTypeId: 1, ...DATES },
    });
    assert.equal(modified.status, 200, JSON.stringify(modified.body));
    assert.deepEqual(await postings(id), [[dailyCompounded('10500', 28), [2024, 2, 1]]]);
    assert.equal(await reversedPostings(id), 3);
  });

  it('postInterest as on a date posts the running period on that date, and keeps it as a manual posting', async () => {
    const id = await activeSavings(t, clientId, product);
    assert.equal((await savingsTransaction(t, id, 'deposit', '04 January 2024', 10000)).status, 200);
    const res = await expectStatements(t, 'POST', `/api/v1/savingsaccounts/${id}?command=postInterest`, {
      max: 16, body: { isPostInterestAsOn: true, transactionDate: '20 January 2024', ...DATES },
    });
    assert.deepEqual(res.json, { officeId: 1, clientId, savingsId: id, resourceId: id });
    // 4–19 January posted on 20 January; 20–31 January (compounding on) posted on 1 February.
    const expected = [[dailyCompounded('10000', 16), [2024, 1, 20]], [dailyCompounded('10000', 28, 16), [2024, 2, 1]]];
    assert.deepEqual(await postings(id), expected);
    assert.equal((await savingsCommand(t, id, 'postInterest', {})).status, 200);
    assert.deepEqual(await postings(id), expected, 'the manual posting date is kept by a later run');
    assert.equal(await reversedPostings(id), 0);
  });

  it('refuses a posting date that is missing, before activation, before a transaction or in the future', async () => {
    const id = await activeSavings(t, clientId, product);
    assert.equal((await savingsTransaction(t, id, 'deposit', '10 January 2024', 100)).status, 200);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ isPostInterestAsOn: true }, 'error.msg.nullDatePassed'],
      [{ isPostInterestAsOn: true, transactionDate: '03 January 2024', ...DATES }, 'error.msg.before activation date'],
      [{ isPostInterestAsOn: true, transactionDate: '09 January 2024', ...DATES }, 'error.msg.countInterest'],
      [{ isPostInterestAsOn: true, transactionDate: '16 February 2024', ...DATES }, 'error.msg.futureDate'],
    ];
    for (const [body, code] of cases) {
      const res = await savingsCommand(t, id, 'postInterest', body);
      assert.equal(res.status, 403, JSON.stringify(res.body));
      assert.deepEqual(codesOf(res.body), [code]);
    }
    const malformed = await savingsCommand(t, id, 'postInterest', { isPostInterestAsOn: 'maybe' });
    assert.equal(malformed.status, 400);
    assert.equal((await transactions(id)).filter((x) => x.transactionType.id === 3).length, 0, 'nothing was posted');
    const plain = await savingsCommand(t, id, 'postInterest', { isPostInterestAsOn: false, transactionDate: '16 February 2024', ...DATES });
    assert.equal(plain.status, 200, 'without isPostInterestAsOn the date is not checked');
  });
});
