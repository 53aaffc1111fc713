import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createSavingsProduct, DATES, savingsCommand, savingsTransaction, setBusinessDate, submitSavings } from '../../support/savings.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Tx = { id: number; amount: number; date: number[]; reversed: boolean; runningBalance?: number; transactionType: { id: number } };

/** Fineract's SavingsProductHelper defaults: 10 %, 4 decimals, daily balance, 365 days; daily compounding and posting as its tests set them. */
const DAILY = { nominalAnnualInterestRate: 10, digitsAfterDecimal: 4, interestCompoundingPeriodType: 1, interestPostingPeriodType: 1, interestCalculationType: 1, interestCalculationDaysInYearType: 365 };
const OVERDRAFT = { ...DAILY, allowOverdraft: true, overdraftLimit: 10000, nominalAnnualInterestRateOverdraft: 10 };

type Step =
  | { readonly kind: 'deposit' | 'withdrawal'; readonly date: string; readonly amount: number }
  | { readonly kind: 'job'; readonly businessDate: string }
  | { readonly kind: 'undoLastWithdrawal' };

interface Row {
  readonly name: string;
  readonly source: string;
  readonly product: Record<string, unknown>;
  /** A flat withdrawal fee on the account. */
  readonly withdrawalFee?: number;
  readonly opened: string;
  readonly steps: readonly Step[];
  /** Interest (3) and overdraft interest (17) postings not reversed, oldest first: [type, amount, date]; only the first ones listed are checked. */
  readonly postings?: ReadonlyArray<readonly [number, number, string]>;
  /** Running balance after the n-th posting (1-based). */
  readonly runningBalanceAfterPosting?: readonly [number, number];
  readonly balance?: number;
}

/**
 * Figures asserted by Fineract's savings integration tests (the test class named in each row), taken as
 * facts: the same product terms, dates and amounts, run through the API and SA_PINT.
 */
const ROWS: readonly Row[] = [
  {
    name: '1000 at 10 % from 1 November 2021 earns 0.274 posted on 2 November', source: 'SavingsInterestPostingIntegrationTest',
    product: DAILY, opened: '01 November 2021', steps: [{ kind: 'deposit', date: '01 November 2021', amount: 1000 }, { kind: 'job', businessDate: '2021-11-02' }],
    postings: [[3, 0.274, '2021-11-02']],
  },
  {
    name: '10000 from 10 April 2022 earns 2.7397 then 2.7405, compounding daily', source: 'SavingsInterestPostingJobIntegrationTest',
    product: DAILY, opened: '10 April 2022', steps: [{ kind: 'deposit', date: '10 April 2022', amount: 10000 }, { kind: 'job', businessDate: '2022-04-12' }],
    postings: [[3, 2.7397, '2022-04-11'], [3, 2.7405, '2022-04-12']],
  },
  {
    name: '10000 from 10 April 2022 stands at 10129.582 after 47 daily postings', source: 'SavingsInterestPostingJobIntegrationTest',
    product: DAILY, opened: '10 April 2022', steps: [{ kind: 'deposit', date: '10 April 2022', amount: 10000 }, { kind: 'job', businessDate: '2022-05-27' }],
    runningBalanceAfterPosting: [47, 10129.582],
  },
  {
    name: 'an overdraft of 10000 from 10 April 2022 costs 2.7397 on 11 April', source: 'SavingsInterestPostingJobIntegrationTest',
    product: OVERDRAFT, opened: '10 April 2022', steps: [{ kind: 'withdrawal', date: '10 April 2022', amount: 10000 }, { kind: 'job', businessDate: '2022-04-11' }],
    postings: [[17, 2.7397, '2022-04-11']],
  },
  {
    name: '800 after a 100 withdrawal fee earns 0.2192 twice: 800.4384', source: 'SavingsInterestPostingJobIntegrationTest',
    product: DAILY, withdrawalFee: 100, opened: '21 June 2022',
    steps: [{ kind: 'deposit', date: '21 June 2022', amount: 1000 }, { kind: 'withdrawal', date: '21 June 2022', amount: 100 }, { kind: 'job', businessDate: '2022-06-23' }],
    postings: [[3, 0.2192, '2022-06-22'], [3, 0.2192, '2022-06-23']], runningBalanceAfterPosting: [2, 800.4384],
  },
  {
    name: 'a back-dated deposit of 200 after overdraft interest was posted leaves 100.0822', source: 'ClientSavingsIntegrationTest (back-dated deposit)',
    product: OVERDRAFT, opened: '10 April 2022',
    steps: [{ kind: 'withdrawal', date: '10 April 2022', amount: 100 }, { kind: 'job', businessDate: '2022-04-15' }, { kind: 'deposit', date: '11 April 2022', amount: 200 }],
    balance: 100.0822,
  },
  {
    name: 'a back-dated withdrawal of 200 after interest was posted leaves -100.0822', source: 'ClientSavingsIntegrationTest (back-dated withdrawal)',
    product: OVERDRAFT, opened: '10 April 2022',
    steps: [{ kind: 'deposit', date: '10 April 2022', amount: 100 }, { kind: 'job', businessDate: '2022-04-15' }, { kind: 'withdrawal', date: '11 April 2022', amount: 200 }],
    balance: -100.0822,
  },
  {
    name: 'undoing that back-dated withdrawal restores 100.137', source: 'ClientSavingsIntegrationTest (withdrawal reversal)',
    product: OVERDRAFT, opened: '10 April 2022',
    steps: [{ kind: 'deposit', date: '10 April 2022', amount: 100 }, { kind: 'job', businessDate: '2022-04-15' }, { kind: 'withdrawal', date: '11 April 2022', amount: 200 }, { kind: 'undoLastWithdrawal' }],
    balance: 100.137,
  },
];

const isoOf = (date: readonly number[]) => `${date[0]}-${String(date[1]).padStart(2, '0')}-${String(date[2]).padStart(2, '0')}`;

describe('savings interest: Fineract integration test figures', () => {
  let t: TestApp;
  let clientId: number;

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2024-01-01');
    const res = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Fin', lastname: 'Eract', active: true, activationDate: '01 January 2013', ...DATES } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    clientId = res.json.clientId as number;
  });
  after(async () => t.close());

  for (const row of ROWS) {
    it(`${row.name} (${row.source})`, async () => {
      const firstJob = row.steps.find((s) => s.kind === 'job');
      await setBusinessDate(t, firstJob?.kind === 'job' ? firstJob.businessDate : '2024-01-01');
      const product = await createSavingsProduct(t, row.product);
      const id = await submitSavings(t, clientId, product, { submittedOnDate: row.opened });
      if (row.withdrawalFee !== undefined) {
        const charge = await t.call('POST', '/api/v1/charges', { body: { name: `Fineract withdrawal fee ${id}`, amount: row.withdrawalFee, currencyCode: 'USD', chargeAppliesTo: 2, chargeTimeType: 5, chargeCalculationType: 1, active: true, locale: 'en' } });
        assert.equal((await t.call('POST', `/api/v1/savingsaccounts/${id}/charges`, { body: { chargeId: charge.json.resourceId, amount: row.withdrawalFee, ...DATES } })).status, 200);
      }
      assert.equal((await savingsCommand(t, id, 'approve', { approvedOnDate: row.opened, ...DATES })).status, 200);
      assert.equal((await savingsCommand(t, id, 'activate', { activatedOnDate: row.opened, ...DATES })).status, 200);
      let lastWithdrawal = 0;
      for (const step of row.steps) {
        if (step.kind === 'job') {
          await setBusinessDate(t, step.businessDate);
          const run = await t.call('POST', '/api/v1/jobs/short-name/SA_PINT?command=executeJob');
          assert.ok(run.status < 300, JSON.stringify(run.body));
        } else if (step.kind === 'undoLastWithdrawal') {
          const undo = await t.call('POST', `/api/v1/savingsaccounts/${id}/transactions/${lastWithdrawal}?command=undo`, { body: {} });
          assert.equal(undo.status, 200, JSON.stringify(undo.body));
        } else {
          const res = await savingsTransaction(t, id, step.kind, step.date, step.amount);
          assert.equal(res.status, 200, JSON.stringify(res.body));
          lastWithdrawal = step.kind === 'withdrawal' ? (res.json.resourceId as number) : lastWithdrawal;
        }
      }
      const account = (await t.call('GET', `/api/v1/savingsaccounts/${id}?associations=transactions`)).json;
      const postings = ((account.transactions as Tx[]) ?? []).filter((x) => [3, 17].includes(x.transactionType.id) && !x.reversed).reverse();
      if (row.postings !== undefined) {
        assert.deepEqual(postings.slice(0, row.postings.length).map((p) => [p.transactionType.id, p.amount, isoOf(p.date)]), row.postings);
      }
      if (row.runningBalanceAfterPosting !== undefined) {
        const [n, balance] = row.runningBalanceAfterPosting;
        // Fineract's test reads the JSON number as a 32-bit float (10129.5818 prints as 10129.582): compare as it does.
        assert.equal(Math.fround(postings[n - 1]?.runningBalance ?? 0), Math.fround(balance));
      }
      if (row.balance !== undefined) {
        assert.equal((account.summary as { accountBalance: number }).accountBalance, row.balance);
      }
    });
  }
});
