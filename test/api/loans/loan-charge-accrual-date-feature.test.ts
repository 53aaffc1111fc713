import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createGlAccount } from '../../support/accounting.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { setBusinessDate } from '../../support/savings.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * The `charge-accrual-date` scenarios of Fineract's e2e LoanAccrualTransaction.feature on its classic product LP1
 * (multi-disbursement, no interest, periodic accrual): the "default loan" of 1,000 in one 30-day repayment and the
 * "customised loan" of 3,000 over 3 monthly repayments, both from 01 February 2023, with snooze fees of 10. By
 * submitted date a fee accrues in close of business on the day it was added, however far ahead it falls due; by due
 * date on the day it falls due.
 */

type Step =
  | readonly ['date', string]
  /** A snooze fee of 10 due on the date. */
  | readonly ['fee', string]
  | readonly ['cob']
  | readonly ['repay', string, number]
  /** Undoes the first repayment. */
  | readonly ['undoRepayment']
  | readonly ['waive']
  | readonly ['undoWaive']
  | readonly ['disburse', string, number];

/** type code, date, amount, principal, interest, fees, penalties, loan balance. */
type TxRow = readonly [string, string, number, number, number, number, number, number];

interface Scenario {
  readonly name: string;
  readonly bySubmittedDate: boolean;
  readonly loan: 'default' | 'customised';
  /** The first disbursement, when less than the whole principal. */
  readonly disbursed?: number;
  readonly steps: readonly Step[];
  readonly transactions: readonly TxRow[];
  /** The transaction undone (type, date, amount): listed in `transactions` too, flagged as reverted as Fineract does. */
  readonly reverted?: readonly [number, string, number];
  /** Each installment's fees. */
  readonly fees: readonly number[];
}

const disbursement = (amount: number, on = '2023-02-01', balance = amount): TxRow => ['disbursement', on, amount, 0, 0, 0, 0, balance];
const accrual = (on: string, fees = 10): TxRow => ['accrual', on, fees, 0, 0, fees, 0, 0];
const twoFees: readonly Step[] = [['fee', '06 February 2023'], ['fee', '16 February 2023']];
const cobOn = (date: string): readonly Step[] => [['date', date], ['cob']];
const reversal: readonly Step[] = [
  ['fee', '06 March 2023'], ...cobOn('2023-02-02'), ['date', '2023-02-04'], ['repay', '04 February 2023', 500], ['cob'], ['date', '2023-02-05'], ['undoRepayment'], ['cob'], ...cobOn('2023-02-06'),
];
const waiver: readonly Step[] = [
  ['fee', '06 March 2023'], ...cobOn('2023-02-02'), ['date', '2023-02-04'], ['waive'], ['cob'], ['date', '2023-02-05'], ['undoWaive'], ['cob'], ...cobOn('2023-02-06'),
];
const early = (steps: readonly Step[]): readonly Step[] => steps.map((s) => (s[0] === 'fee' ? ['fee', '06 February 2023'] : s));

const scenarios: readonly Scenario[] = [
  {
    name: 'single installment loan, submitted-date, multiple charges with different due dates', bySubmittedDate: true, loan: 'default',
    steps: [...twoFees, ...cobOn('2023-02-02')], transactions: [disbursement(1000), accrual('2023-02-01', 20)], fees: [20],
  },
  {
    name: 'single installment loan, due-date, multiple charges with different due dates', bySubmittedDate: false, loan: 'default',
    steps: [...twoFees, ...cobOn('2023-02-07'), ...cobOn('2023-02-17')], transactions: [disbursement(1000), accrual('2023-02-06'), accrual('2023-02-16')], fees: [20],
  },
  {
    name: 'multiple installment loan, submitted-date, due dates in the same repayment period', bySubmittedDate: true, loan: 'customised',
    steps: [...twoFees, ...cobOn('2023-02-02')], transactions: [disbursement(3000), accrual('2023-02-01', 20)], fees: [20, 0, 0],
  },
  {
    name: 'multiple installment loan, due-date, due dates in the same repayment period', bySubmittedDate: false, loan: 'customised',
    steps: [...twoFees, ...cobOn('2023-02-07'), ...cobOn('2023-02-17')], transactions: [disbursement(3000), accrual('2023-02-06'), accrual('2023-02-16')], fees: [20, 0, 0],
  },
  {
    name: 'multiple installment loan, submitted-date, due dates in different repayment periods', bySubmittedDate: true, loan: 'customised',
    steps: [['fee', '06 February 2023'], ['fee', '06 March 2023'], ...cobOn('2023-02-02')],
    transactions: [disbursement(3000), accrual('2023-02-01'), accrual('2023-02-01')], fees: [10, 10, 0],
  },
  {
    name: 'multiple installment loan, due-date, due dates in different repayment periods', bySubmittedDate: false, loan: 'customised',
    steps: [['fee', '06 February 2023'], ['fee', '06 March 2023'], ...cobOn('2023-02-07'), ...cobOn('2023-03-07')],
    transactions: [disbursement(3000), accrual('2023-02-06'), accrual('2023-03-06')], fees: [10, 10, 0],
  },
  {
    name: 'single installment loan, submitted-date, multi disbursement', bySubmittedDate: true, loan: 'default', disbursed: 500,
    steps: [['fee', '06 February 2023'], ...cobOn('2023-02-02'), ['date', '2023-02-04'], ['disburse', '04 February 2023', 500], ['cob']],
    transactions: [disbursement(500), accrual('2023-02-01'), disbursement(500, '2023-02-04', 1000)], fees: [10],
  },
  {
    name: 'single installment loan, submitted-date, repayment reversal', bySubmittedDate: true, loan: 'default', steps: early(reversal),
    transactions: [disbursement(1000), accrual('2023-02-01'), ['repayment', '2023-02-04', 500, 490, 0, 10, 0, 510]], reverted: [2, '2023-02-04', 500], fees: [10],
  },
  {
    name: 'single installment loan, submitted-date, waive charge, undo waive', bySubmittedDate: true, loan: 'default', steps: early(waiver),
    transactions: [disbursement(1000), accrual('2023-02-01'), ['waiveCharges', '2023-02-04', 10, 0, 0, 10, 0, 1000]], reverted: [9, '2023-02-04', 10], fees: [10],
  },
  {
    name: 'multiple installment loan, submitted-date, multi disbursement', bySubmittedDate: true, loan: 'customised', disbursed: 2000,
    steps: [['fee', '06 March 2023'], ...cobOn('2023-02-02'), ['date', '2023-02-04'], ['disburse', '04 February 2023', 1000], ['cob']],
    transactions: [disbursement(2000), accrual('2023-02-01'), disbursement(1000, '2023-02-04', 3000)], fees: [0, 10, 0],
  },
  {
    name: 'multiple installment loan, submitted-date, repayment reversal', bySubmittedDate: true, loan: 'customised', steps: reversal,
    transactions: [disbursement(3000), accrual('2023-02-01'), ['repayment', '2023-02-04', 500, 500, 0, 0, 0, 2500]], reverted: [2, '2023-02-04', 500], fees: [0, 10, 0],
  },
  {
    name: 'multiple installment loan, submitted-date, waive charge, undo waive', bySubmittedDate: true, loan: 'customised', steps: waiver,
    transactions: [disbursement(3000), accrual('2023-02-01'), ['waiveCharges', '2023-02-04', 10, 0, 0, 10, 0, 3000]], reverted: [9, '2023-02-04', 10], fees: [0, 10, 0],
  },
];

describe('charge-accrual-date (LoanAccrualTransaction.feature)', () => {
  let t: TestApp;
  let clientId: number;
  let productId: number;
  let snoozeFee: number;

  const db = () => tenantTables(t.tenant.database.db);
  const post = async (url: string, body: Record<string, unknown>, method: 'POST' | 'PUT' = 'POST'): Promise<Record<string, unknown>> => {
    const res = await t.call(method, url, { body: { dateFormat: 'dd MMMM yyyy', locale: 'en', ...body } });
    assert.equal(res.status, 200, `${url} ${JSON.stringify(res.body)}`);
    return res.json;
  };
  const setChargeAccrualDate = async (value: string) => {
    const res = await t.call('PUT', '/api/v1/configurations/name/charge-accrual-date', { body: { stringValue: value } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  };

  const openLoan = async (loan: Scenario['loan'], disbursed: number | undefined): Promise<number> => {
    const on = '01 February 2023';
    const terms = loan === 'default'
      ? { principal: 1000, loanTermFrequency: 30, loanTermFrequencyType: 0, numberOfRepayments: 1, repaymentEvery: 30, repaymentFrequencyType: 0 }
      : { principal: 3000, loanTermFrequency: 3, loanTermFrequencyType: 2, numberOfRepayments: 3, repaymentEvery: 1, repaymentFrequencyType: 2 };
    const created = await post('/api/v1/loans', {
      clientId, productId, loanType: 'individual', ...terms, interestRatePerPeriod: 0, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1,
      transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: on, submittedOnDate: on, maxOutstandingLoanBalance: 10000,
      disbursementData: disbursed === undefined
        ? [{ expectedDisbursementDate: on, principal: terms.principal }]
        : [{ expectedDisbursementDate: on, principal: disbursed }, { expectedDisbursementDate: '04 February 2023', principal: terms.principal - disbursed }],
    });
    const loanId = created.loanId as number;
    await post(`/api/v1/loans/${loanId}?command=approve`, { approvedOnDate: on });
    await post(`/api/v1/loans/${loanId}?command=disburse`, { actualDisbursementDate: on, transactionAmount: disbursed ?? terms.principal });
    return loanId;
  };

  const transactionIdOf = (loanId: number, type: number) =>
    db().selectFrom('m_loan_transaction').select('id').where('loan_id', '=', loanId).where('transaction_type_enum', '=', type).orderBy('id').executeTakeFirstOrThrow().then((r) => r.id);

  const apply = async (loanId: number, step: Step): Promise<void> => {
    switch (step[0]) {
      case 'date':
        return setBusinessDate(t, step[1]);
      case 'fee':
        await post(`/api/v1/loans/${loanId}/charges`, { chargeId: snoozeFee, amount: 10, dueDate: step[1] });
        return;
      case 'cob': {
        const res = await t.call('POST', '/api/v1/jobs/LOAN_COB/inline', { body: { loanIds: [loanId] } });
        assert.equal(res.status, 200, JSON.stringify(res.body));
        return;
      }
      case 'repay':
        await post(`/api/v1/loans/${loanId}/transactions?command=repayment`, { transactionDate: step[1], transactionAmount: step[2], paymentTypeId: 1 });
        return;
      case 'undoRepayment':
        await post(`/api/v1/loans/${loanId}/transactions/${await transactionIdOf(loanId, 2)}`, { transactionDate: '04 February 2023', transactionAmount: 0 });
        return;
      case 'waive': {
        const charge = await db().selectFrom('m_loan_charge').select('id').where('loan_id', '=', loanId).executeTakeFirstOrThrow();
        await post(`/api/v1/loans/${loanId}/charges/${charge.id}?command=waive`, {});
        return;
      }
      case 'undoWaive':
        await post(`/api/v1/loans/${loanId}/transactions/${await transactionIdOf(loanId, 9)}`, {}, 'PUT');
        return;
      case 'disburse':
        await post(`/api/v1/loans/${loanId}?command=disburse`, { actualDisbursementDate: step[1], transactionAmount: step[2] });
        return;
    }
  };

  type Tx = { type: { id: number; code: string }; date: number[]; amount: number; principalPortion?: number; interestPortion?: number; feeChargesPortion?: number; penaltyChargesPortion?: number; outstandingLoanBalance?: number; manuallyReversed: boolean };
  const listed = async (loanId: number): Promise<Tx[]> => (await t.call('GET', `/api/v1/loans/${loanId}?associations=transactions`)).json.transactions as Tx[];
  /** The loan's transactions as Fineract's transactions tab lists them, undone ones included (flagged: {@link undoneOf}). */
  const transactionsOf = async (loanId: number): Promise<TxRow[]> =>
    (await listed(loanId)).map((x) => [
      x.type.code.replace('loanTransactionType.', ''), x.date.map((d) => String(d).padStart(2, '0')).join('-'), x.amount, x.principalPortion ?? 0,
      x.interestPortion ?? 0, x.feeChargesPortion ?? 0, x.penaltyChargesPortion ?? 0, x.outstandingLoanBalance ?? 0,
    ]);
  /** The undone transactions the listing shows flagged `manuallyReversed` (Fineract's "Reverted"): type, date, amount. */
  const undoneOf = async (loanId: number) => (await listed(loanId)).filter((x) => x.manuallyReversed)
    .map((x) => [x.type.id, x.date.map((d) => String(d).padStart(2, '0')).join('-'), x.amount]);
  const feesOf = async (loanId: number): Promise<number[]> => {
    const res = await t.call('GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule`);
    const periods = (res.json.repaymentSchedule as { periods: { period?: number; feeChargesDue?: number }[] }).periods;
    return periods.filter((p) => p.period !== undefined).map((p) => p.feeChargesDue ?? 0);
  };

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2023-02-01');
    clientId = (await post('/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Ada', lastname: 'Accrued', active: true, activationDate: '01 January 2023' })).clientId as number;
    const gl = {
      fund: await createGlAccount(t, 1, 'Suspense clearing'), portfolio: await createGlAccount(t, 1, 'Loans receivable'), receivable: await createGlAccount(t, 1, 'Interest fee receivable'),
      interest: await createGlAccount(t, 4, 'Interest income'), fee: await createGlAccount(t, 4, 'Fee income'), recovery: await createGlAccount(t, 4, 'Recoveries'),
      writeOff: await createGlAccount(t, 5, 'Written off'), transfer: await createGlAccount(t, 1, 'Transfer suspense'), overpayment: await createGlAccount(t, 2, 'Overpayment'),
    };
    productId = await createLoanProduct(t, {
      name: 'LP1', shortName: 'LP1', principal: 1000, numberOfRepayments: 1, repaymentEvery: 30, repaymentFrequencyType: 0, interestRatePerPeriod: 0, interestType: 0,
      installmentAmountInMultiplesOf: 1, graceOnArrearsAgeing: 3, accountingRule: 3, multiDisburseLoan: true, maxTrancheCount: 10, outstandingLoanBalance: 10000,
      fundSourceAccountId: gl.fund, loanPortfolioAccountId: gl.portfolio, receivableInterestAccountId: gl.receivable, receivableFeeAccountId: gl.receivable,
      receivablePenaltyAccountId: gl.receivable, interestOnLoanAccountId: gl.interest, incomeFromFeeAccountId: gl.fee, incomeFromPenaltyAccountId: gl.fee,
      incomeFromRecoveryAccountId: gl.recovery, writeOffAccountId: gl.writeOff, transfersInSuspenseAccountId: gl.transfer, overpaymentLiabilityAccountId: gl.overpayment,
    });
    const fee = await t.call('POST', '/api/v1/charges', {
      body: { name: 'Snooze fee', amount: 10, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 1, chargePaymentMode: 0, active: true, penalty: false, locale: 'en' },
    });
    assert.equal(fee.status, 200, JSON.stringify(fee.body));
    snoozeFee = fee.json.resourceId as number;
  });
  after(async () => t.close());

  it('is seeded due-date; by submitted-date close of business accrues a fee on the day it is added', async () => {
    const config = await t.call('GET', '/api/v1/configurations/name/charge-accrual-date');
    assert.deepEqual([config.json.stringValue, config.json.enabled], ['due-date', true]);
    await setChargeAccrualDate('submitted-date');
    await setBusinessDate(t, '2023-02-01');
    const loanId = await openLoan('default', undefined);
    await apply(loanId, ['fee', '06 February 2023']);
    await setBusinessDate(t, '2023-02-02');
    // One loan one day behind with the seeded steps, accruing: the configuration comes with the settings already read.
    await expectStatements(t, 'POST', '/api/v1/jobs/LOAN_COB/inline', { body: { loanIds: [loanId] }, max: process.env.TEST_DATABASE_URL === undefined ? 30 : 34 });
    assert.deepEqual((await transactionsOf(loanId)).slice(1), [accrual('2023-02-01')]);
  });

  for (const s of scenarios) {
    it(s.name, async () => {
      await setChargeAccrualDate(s.bySubmittedDate ? 'submitted-date' : 'due-date');
      await setBusinessDate(t, '2023-02-01');
      const loanId = await openLoan(s.loan, s.disbursed);
      for (const step of s.steps) {
        await apply(loanId, step);
      }
      assert.deepEqual(await transactionsOf(loanId), s.transactions);
      assert.deepEqual(await feesOf(loanId), s.fees);
      assert.deepEqual(await undoneOf(loanId), s.reverted === undefined ? [] : [s.reverted]);
    });
  }
});
