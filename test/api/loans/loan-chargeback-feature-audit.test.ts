import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createGlAccount, DEBIT } from '../../support/accounting.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { DATES, setBusinessDate } from '../../support/savings.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * Fineract's e2e LoanChargeback.feature on its classic product LP1 (0 %, penalties-fees-interest-principal order,
 * accrual accounting, three days of grace on arrears ageing): the scenarios that
 * test/api/loans/loan-chargeback-feature.test.ts does not rebuild, and the feature's intermediate checks (status,
 * outstanding and overpaid amount after each step, the schedule's total row, the summary's total overdue) that it
 * leaves out. Test names carry the feature's line.
 */

type Step =
  | readonly ['date', string]
  | readonly ['repay' | 'goodwillCredit' | 'payoutRefund' | 'merchantIssuedRefund', string, number]
  /** A chargeback of the nth repayment (by id), or of the last one made, on the business date. */
  | readonly ['chargeback', number, number | 'last']
  /** Undoes the nth repayment (by id). */
  | readonly ['undo', number]
  /** Fineract's NSF fee (a penalty of 10) or snooze fee (a fee of 20) due on the date. */
  | readonly ['nsf' | 'snooze', string]
  /** Runs close of business for the loan. */
  | readonly ['cob']
  /** Runs the delinquency classification job. */
  | readonly ['classify']
  /** Status, outstanding, and the overpaid amount when given. */
  | readonly ['expect', Status, number, number?]
  /** Delinquency range, delinquent date, the summary's total overdue. */
  | readonly ['delinquency', string, readonly number[] | undefined, number];

type Status = 'ACTIVE' | 'CLOSED' | 'OVERPAID';
const STATUS: Record<Status, number> = { ACTIVE: 300, CLOSED: 600, OVERPAID: 700 };

/** nr, days, due date, paid date, balance, principal, fees, penalties, due, paid, in advance, late, outstanding. */
type Row = readonly [number, number, string, string, number, number, number, number, number, number, number, number, number];
/** The total row: principal, interest, fees, penalties, due, paid, in advance, late, outstanding. */
type Total = readonly [number, number, number, number, number, number, number, number, number];
/** Journal lines of the transactions of a type and date: account, D or C, amount. */
type Journal = readonly [string, string, readonly (readonly [string, 'D' | 'C', number])[]];

interface Scenario {
  readonly name: string;
  readonly loan: 'default' | 'customised';
  readonly principal?: number;
  readonly start: string;
  readonly steps: readonly Step[];
  readonly schedule?: readonly Row[];
  readonly total?: Total;
  readonly journals?: readonly Journal[];
}

const period0: Row = [0, 0, '2023-01-01', '', 750, 0, 0, 0, 0, 0, 0, 0, 0];
const onTime = (nr: number, due: string, balance: number): Row => [nr, nr === 2 ? 28 : 31, due, due, balance, 250, 0, 0, 250, 250, 0, 0, 0];
const repayment = (on: string, amount: number): Journal => ['repayment', on, [['fund', 'D', amount], ['portfolio', 'C', amount]]];
const disbursed: Journal = ['disbursement', '2023-01-01', [['fund', 'C', 750], ['portfolio', 'D', 750]]];
const undone = (on: string, amount: number): Journal => ['repayment', on, [['fund', 'C', amount], ['fund', 'D', amount], ['portfolio', 'C', amount], ['portfolio', 'D', amount]]];
const feeAccrued = (on: string): Journal => ['accrual', on, [['fee', 'C', 20], ['receivable', 'D', 20]]];
const feeRepaid = (on: string): Journal => ['repayment', on, [['fund', 'D', 270], ['portfolio', 'C', 250], ['receivable', 'C', 20]]];
const repaid2023: readonly Step[] = [['date', '2023-02-01'], ['repay', '01 February 2023', 250], ['date', '2023-03-01'], ['repay', '01 March 2023', 250]];
/** The customised loan repaid 250 on each due date, then one repayment charged back on 25 April 2023. */
const repaidThenChargedBack: readonly Step[] = [
  ...repaid2023, ['date', '2023-04-01'], ['repay', '01 April 2023', 250], ['date', '2023-04-25'], ['chargeback', 250, 2], ['expect', 'ACTIVE', 250],
];
const repaid2022: readonly Step[] = [
  ['date', '2022-02-01'], ['repay', '01 February 2022', 250], ['date', '2022-03-01'], ['repay', '01 March 2022', 250],
  ['date', '2022-04-01'], ['repay', '01 April 2022', 250], ['expect', 'CLOSED', 0],
];

const scenarios: readonly Scenario[] = [
  {
    name: 'LoanChargeback.feature:598 chargeback after the loan overpayment-2: taken from the overpaid amount',
    loan: 'customised', start: '2023-01-01',
    steps: [
      ['date', '2023-02-01'], ['repay', '01 February 2023', 150], ['date', '2023-03-01'], ['repay', '01 March 2023', 350],
      ['date', '2023-03-30'], ['repay', '30 March 2023', 500], ['expect', 'OVERPAID', 0, 250], ['date', '2023-04-01'], ['chargeback', 150, 1],
      ['expect', 'OVERPAID', 0, 100],
    ],
    schedule: [
      period0, [1, 31, '2023-02-01', '2023-03-01', 500, 250, 0, 0, 250, 250, 0, 100, 0], onTime(2, '2023-03-01', 250),
      [3, 31, '2023-04-01', '2023-03-30', 0, 250, 0, 0, 250, 250, 250, 0, 0],
    ],
    total: [750, 0, 0, 0, 750, 750, 250, 100, 0],
    journals: [
      disbursed, repayment('2023-02-01', 150), repayment('2023-03-01', 350),
      ['repayment', '2023-03-30', [['fund', 'D', 500], ['overpayment', 'C', 250], ['portfolio', 'C', 250]]],
      ['chargeback', '2023-04-01', [['fund', 'C', 150], ['overpayment', 'D', 150]]],
    ],
  },
  {
    name: 'LoanChargeback.feature:748 chargeback after the loan is closed, after maturity: an added installment on the chargeback date',
    loan: 'customised', start: '2023-01-01', steps: repaidThenChargedBack,
    schedule: [
      period0, onTime(1, '2023-02-01', 500), onTime(2, '2023-03-01', 250), onTime(3, '2023-04-01', 0),
      [4, 24, '2023-04-25', '', 0, 250, 0, 0, 250, 0, 0, 0, 250],
    ],
    total: [1000, 0, 0, 0, 1000, 750, 0, 0, 250],
    journals: [
      disbursed, repayment('2023-02-01', 250), repayment('2023-03-01', 250), repayment('2023-04-01', 250),
      ['chargeback', '2023-04-25', [['fund', 'C', 250], ['portfolio', 'D', 250]]],
    ],
  },
  {
    name: 'LoanChargeback.feature:795 repayment of the chargeback after maturity pays the added installment',
    loan: 'customised', start: '2023-01-01', steps: [...repaidThenChargedBack, ['repay', '25 April 2023', 250], ['expect', 'CLOSED', 0]],
    schedule: [
      period0, onTime(1, '2023-02-01', 500), onTime(2, '2023-03-01', 250), onTime(3, '2023-04-01', 0),
      [4, 24, '2023-04-25', '2023-04-25', 0, 250, 0, 0, 250, 250, 0, 0, 0],
    ],
    total: [1000, 0, 0, 0, 1000, 1000, 0, 0, 0],
    journals: [
      disbursed, repayment('2023-02-01', 250), repayment('2023-03-01', 250), repayment('2023-04-01', 250),
      ['chargeback', '2023-04-25', [['fund', 'C', 250], ['portfolio', 'D', 250]]], repayment('2023-04-25', 250),
    ],
  },
  {
    name: 'LoanChargeback.feature:485 (@Skip in Fineract) chargeback after a fee due on the last installment, with close of business accruals',
    loan: 'customised', start: '2023-01-01',
    steps: [
      ...repaid2023, ['date', '2023-03-30'], ['repay', '30 March 2023', 250], ['undo', 3], ['snooze', '30 March 2023'], ['expect', 'ACTIVE', 270],
      ['date', '2023-03-31'], ['cob'], ['date', '2023-04-01'], ['repay', '01 April 2023', 270], ['expect', 'CLOSED', 0], ['chargeback', 250, 2],
      ['expect', 'ACTIVE', 250],
    ],
    schedule: [
      period0, onTime(1, '2023-02-01', 500), onTime(2, '2023-03-01', 250), [3, 31, '2023-04-01', '', 0, 500, 20, 0, 520, 270, 0, 0, 250],
    ],
    total: [1000, 0, 20, 0, 1020, 770, 0, 0, 250],
    journals: [
      disbursed, repayment('2023-02-01', 250), repayment('2023-03-01', 250), undone('2023-03-30', 250), feeAccrued('2023-03-30'),
      feeRepaid('2023-04-01'), ['chargeback', '2023-04-01', [['fund', 'C', 250], ['portfolio', 'D', 250]]],
    ],
  },
  {
    name: 'LoanChargeback.feature:1022 chargeback after a fee added on maturity (after maturity): every journal, with close of business accruals',
    loan: 'customised', start: '2023-01-01',
    steps: [
      ...repaid2023, ['date', '2023-04-01'], ['repay', '01 April 2023', 250], ['undo', 3], ['date', '2023-04-05'], ['snooze', '05 April 2023'],
      ['expect', 'ACTIVE', 270], ['cob'], ['repay', '05 April 2023', 270], ['expect', 'CLOSED', 0], ['chargeback', 250, 2], ['expect', 'ACTIVE', 250],
    ],
    schedule: [
      period0, onTime(1, '2023-02-01', 500), onTime(2, '2023-03-01', 250), [3, 31, '2023-04-01', '2023-04-05', 0, 250, 0, 0, 250, 250, 0, 250, 0],
      [4, 4, '2023-04-05', '', 0, 250, 20, 0, 270, 20, 0, 0, 250],
    ],
    total: [1000, 0, 20, 0, 1020, 770, 0, 250, 250],
    journals: [
      disbursed, repayment('2023-02-01', 250), repayment('2023-03-01', 250), undone('2023-04-01', 250), feeAccrued('2023-04-05'),
      feeRepaid('2023-04-05'), ['chargeback', '2023-04-05', [['fund', 'C', 250], ['portfolio', 'D', 250]]],
    ],
  },
  {
    name: 'LoanChargeback.feature:5 closed loan, status and outstanding before and after the chargeback',
    loan: 'default', start: '2022-01-01',
    steps: [['date', '2022-02-01'], ['repay', '01 February 2022', 1000], ['expect', 'CLOSED', 0], ['date', '2022-02-25'], ['chargeback', 250, 'last'], ['expect', 'ACTIVE', 250]],
  },
  {
    name: 'LoanChargeback.feature:57 and :78 repayment after a chargeback, then a second chargeback: every intermediate state',
    loan: 'customised', start: '2022-01-01',
    steps: [
      ...repaid2022, ['date', '2022-04-25'], ['chargeback', 250, 'last'], ['expect', 'ACTIVE', 250], ['repay', '25 April 2022', 250],
      ['expect', 'CLOSED', 0], ['date', '2022-05-01'], ['chargeback', 200, 'last'], ['expect', 'ACTIVE', 200],
    ],
  },
  {
    name: 'LoanChargeback.feature:103 NSF fee after an undone repayment, repaid, then charged back: every intermediate state',
    loan: 'customised', start: '2022-01-01',
    steps: [
      ...repaid2022, ['undo', 3], ['expect', 'ACTIVE', 250], ['nsf', '01 April 2022'], ['expect', 'ACTIVE', 260], ['date', '2022-04-05'],
      ['repay', '05 April 2022', 260], ['expect', 'CLOSED', 0], ['date', '2022-04-25'], ['chargeback', 250, 'last'], ['expect', 'ACTIVE', 250],
    ],
  },
  {
    name: 'LoanChargeback.feature:133, :149, :165 an OVERPAID loan before the chargeback',
    loan: 'default', start: '2022-01-01',
    steps: [['date', '2022-02-01'], ['repay', '01 February 2022', 1200], ['expect', 'OVERPAID', 0, 200]],
  },
  {
    name: 'LoanChargeback.feature:243 goodwill credit, payout refund and merchant issued refund after a chargeback: every intermediate state',
    loan: 'default', start: '2022-01-01',
    steps: [
      ['date', '2022-02-01'], ['repay', '01 February 2022', 1000], ['expect', 'CLOSED', 0], ['date', '2022-02-25'], ['chargeback', 1000, 'last'],
      ['expect', 'ACTIVE', 1000], ['goodwillCredit', '15 January 2022', 1000], ['expect', 'CLOSED', 0], ['goodwillCredit', '17 January 2022', 100],
      ['expect', 'OVERPAID', 0, 100], ['payoutRefund', '18 January 2022', 100], ['expect', 'OVERPAID', 0, 200],
      ['merchantIssuedRefund', '19 January 2022', 100], ['expect', 'OVERPAID', 0, 300],
    ],
  },
  {
    name: 'LoanChargeback.feature:1288 partial chargebacks of an OVERPAID loan: every intermediate state',
    loan: 'default', start: '2023-01-01',
    steps: [
      ['date', '2023-02-01'], ['repay', '01 February 2023', 500], ['expect', 'ACTIVE', 500], ['date', '2023-03-01'], ['repay', '01 March 2023', 300],
      ['expect', 'ACTIVE', 200], ['date', '2023-04-01'], ['repay', '01 April 2023', 300], ['expect', 'OVERPAID', 0, 100], ['date', '2023-04-04'],
      ['chargeback', 300, 2], ['expect', 'ACTIVE', 200], ['date', '2023-04-07'], ['chargeback', 300, 1], ['expect', 'ACTIVE', 500],
    ],
  },
  {
    name: 'LoanChargeback.feature:200 and :220 the summary\'s total overdue after a chargeback and back-dated repayments',
    loan: 'customised', principal: 3000, start: '2022-01-01',
    steps: [
      ['date', '2022-02-01'], ['repay', '01 February 2022', 1000], ['date', '2022-03-01'], ['repay', '01 March 2022', 1000],
      ['date', '2022-03-15'], ['chargeback', 1000, 'last'], ['date', '2022-04-07'], ['classify'],
      ['delinquency', 'RANGE_3', [2022, 3, 18], 2000], ['repay', '20 March 2022', 1000], ['delinquency', 'RANGE_1', [2022, 4, 4], 1000],
      ['repay', '01 April 2022', 1000], ['delinquency', 'NO_DELINQUENCY', undefined, 0],
    ],
  },
];

const closedBeforeMaturity: readonly Step[] = [...repaid2023, ['date', '2023-03-30'], ['repay', '30 March 2023', 250], ['chargeback', 250, 2]];
const repaidOnChargeback: readonly Step[] = [...closedBeforeMaturity, ['date', '2023-04-01'], ['repay', '01 April 2023', 250]];
const overpaidBeforeMaturity: readonly Step[] = [
  ['date', '2023-02-01'], ['repay', '01 February 2023', 150], ['date', '2023-03-01'], ['repay', '01 March 2023', 350],
  ['date', '2023-03-30'], ['repay', '30 March 2023', 500], ['date', '2023-04-01'],
];
const overpaidAfterMaturity: readonly Step[] = [
  ['date', '2023-02-01'], ['repay', '01 February 2023', 150], ['date', '2023-03-01'], ['repay', '01 March 2023', 350],
  ['date', '2023-04-01'], ['repay', '01 April 2023', 500], ['date', '2023-04-25'],
];
const repaidAfterMaturity: readonly Step[] = [...repaidThenChargedBack, ['repay', '25 April 2023', 250]];

/**
 * The total row of the scenarios whose schedule rows test/api/loans/loan-chargeback-feature.test.ts asserts (the
 * same steps): principal, interest, fees, penalties, due, paid, in advance, late, outstanding.
 */
const totals: readonly (readonly [number, readonly Step[], Total])[] = [
  [273, closedBeforeMaturity, [1000, 0, 0, 0, 1000, 750, 250, 0, 250]],
  [319, repaidOnChargeback, [1000, 0, 0, 0, 1000, 1000, 250, 0, 0]],
  [371, [...repaidOnChargeback, ['undo', 1]], [1000, 0, 0, 0, 1000, 750, 0, 500, 250]],
  [426, [...repaidOnChargeback, ['undo', 1], ['undo', 3]], [1000, 0, 0, 0, 1000, 500, 0, 500, 500]],
  [550, [...repaid2023, ['date', '2023-03-30'], ['repay', '30 March 2023', 500], ['date', '2023-04-01'], ['chargeback', 250, 2]], [750, 0, 0, 0, 750, 750, 250, 0, 0]],
  [646, [...overpaidBeforeMaturity, ['chargeback', 350, 2]], [1100, 0, 0, 0, 1100, 1000, 250, 100, 100]],
  [695, [...overpaidBeforeMaturity, ['chargeback', 350, 2], ['undo', 1]], [1100, 0, 0, 0, 1100, 850, 250, 400, 250]],
  [848, [...repaidAfterMaturity, ['undo', 1]], [1000, 0, 0, 0, 1000, 750, 0, 750, 250]],
  [904, [...repaidAfterMaturity, ['undo', 1], ['undo', 3]], [1000, 0, 0, 0, 1000, 500, 0, 500, 500]],
  [963, [...repaidAfterMaturity, ['date', '2023-05-01'], ['chargeback', 200, 3]], [1200, 0, 0, 0, 1200, 1000, 0, 0, 200]],
  [1088, [...repaid2023, ['date', '2023-04-01'], ['repay', '01 April 2023', 500], ['date', '2023-04-25'], ['chargeback', 250, 2]], [750, 0, 0, 0, 750, 750, 0, 0, 0]],
  [1136, [...overpaidAfterMaturity, ['chargeback', 150, 1]], [750, 0, 0, 0, 750, 750, 0, 100, 0]],
  [1184, [...overpaidAfterMaturity, ['chargeback', 350, 2]], [1100, 0, 0, 0, 1100, 1000, 0, 100, 100]],
  [1234, [...overpaidAfterMaturity, ['chargeback', 350, 2], ['undo', 1]], [1100, 0, 0, 0, 1100, 850, 0, 400, 250]],
];

/** Fineract's e2e delinquency ranges: RANGE_n from its minimum to its maximum age in days. */
const RANGES: readonly (readonly [number, number, number | undefined])[] = [[1, 1, 3], [3, 4, 30], [30, 31, 60], [60, 61, 90], [90, 91, 120], [120, 121, 150], [150, 151, 180], [180, 181, 240], [240, 241, undefined]];

const isoToText = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' });
const byLine = (a: readonly [string, string, number], b: readonly [string, string, number]) => `${a[0]}${a[1]}${a[2]}`.localeCompare(`${b[0]}${b[1]}${b[2]}`);

describe('LoanChargeback.feature on the classic product: the rest of the scenarios and checks', () => {
  let t: TestApp;
  let clientId: number;
  let productId: number;
  let charges: Record<'nsf' | 'snooze', number>;
  let names: Map<number, string>;

  const db = () => tenantTables(t.tenant.database.db);
  const post = async (url: string, body: Record<string, unknown>, dated = true) => {
    const res = await t.call('POST', url, { body: dated ? { ...DATES, ...body } : { locale: 'en', ...body } });
    assert.equal(res.status, 200, `${url} ${JSON.stringify(body)} → ${JSON.stringify(res.body)}`);
    return res.json;
  };
  const loanOf = async (loanId: number, associations = '') => {
    const res = await t.call('GET', `/api/v1/loans/${loanId}${associations === '' ? '' : `?associations=${associations}`}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json;
  };

  const openLoan = async (s: Scenario): Promise<number> => {
    await setBusinessDate(t, s.start);
    const on = isoToText(s.start);
    const terms = s.loan === 'default'
      ? { principal: 1000, loanTermFrequency: 30, loanTermFrequencyType: 0, numberOfRepayments: 1, repaymentEvery: 30, repaymentFrequencyType: 0 }
      : { principal: s.principal ?? 750, loanTermFrequency: 3, loanTermFrequencyType: 2, numberOfRepayments: 3, repaymentEvery: 1, repaymentFrequencyType: 2 };
    const created = await post('/api/v1/loans', {
      clientId, productId, loanType: 'individual', ...terms, interestRatePerPeriod: 0, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1,
      transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: on, submittedOnDate: on, graceOnArrearsAgeing: 3,
    });
    const loanId = created.loanId as number;
    await post(`/api/v1/loans/${loanId}?command=approve`, { approvedOnDate: on });
    await post(`/api/v1/loans/${loanId}?command=disburse`, { actualDisbursementDate: on });
    return loanId;
  };

  const repaymentIds = (loanId: number) =>
    db().selectFrom('m_loan_transaction').select('id').where('loan_id', '=', loanId).where('transaction_type_enum', '=', 2).orderBy('id').execute().then((rows) => rows.map((r) => r.id));

  const check = async (loanId: number, step: Extract<Step, readonly ['expect' | 'delinquency', ...unknown[]]>) => {
    const loan = await loanOf(loanId);
    const summary = loan.summary as Record<string, number>;
    if (step[0] === 'expect') {
      const [, status, outstanding, overpaid] = step;
      const actual = [(loan.status as { id: number }).id, summary.totalOutstanding, ...(overpaid === undefined ? [] : [loan.totalOverpaid ?? 0])];
      assert.deepEqual(actual, [STATUS[status], outstanding, ...(overpaid === undefined ? [] : [overpaid])], JSON.stringify(step));
      return;
    }
    const [, range, delinquentDate, overdue] = step;
    const delinquent = loan.delinquent as { delinquentDate?: number[] };
    const classification = (loan.delinquencyRange as { classification?: string } | undefined)?.classification ?? 'NO_DELINQUENCY';
    assert.deepEqual([classification, delinquent.delinquentDate, summary.totalOverdue], [range, delinquentDate, overdue], JSON.stringify(step));
  };

  /** Applies one step; answers the last repayment made. */
  const apply = async (loanId: number, step: Step, last: number): Promise<number> => {
    switch (step[0]) {
      case 'date':
        await setBusinessDate(t, step[1]);
        return last;
      case 'nsf':
      case 'snooze':
        await post(`/api/v1/loans/${loanId}/charges`, { chargeId: charges[step[0]], amount: step[0] === 'nsf' ? 10 : 20, dueDate: step[1] });
        return last;
      case 'cob': {
        const cob = await t.call('POST', '/api/v1/jobs/LOAN_COB/inline', { body: { loanIds: [loanId] } });
        assert.equal(cob.status, 200, JSON.stringify(cob.body));
        return last;
      }
      case 'undo':
        await post(`/api/v1/loans/${loanId}/transactions/${(await repaymentIds(loanId))[step[1] - 1]}`, { transactionDate: '01 January 2022', transactionAmount: 0 });
        return last;
      case 'chargeback': {
        const of = step[2] === 'last' ? last : (await repaymentIds(loanId))[step[2] - 1];
        await post(`/api/v1/loans/${loanId}/transactions/${of}?command=chargeback`, { transactionAmount: step[1], paymentTypeId: 1 }, false);
        return last;
      }
      case 'repay':
        return (await post(`/api/v1/loans/${loanId}/transactions?command=repayment`, { transactionDate: step[1], transactionAmount: step[2], paymentTypeId: 1 })).resourceId as number;
      case 'goodwillCredit':
      case 'payoutRefund':
      case 'merchantIssuedRefund':
        await post(`/api/v1/loans/${loanId}/transactions?command=${step[0]}`, { transactionDate: step[1], transactionAmount: step[2], paymentTypeId: 1 });
        return last;
      case 'classify': {
        const job = await t.call('POST', '/api/v1/jobs/short-name/LA_DECL?command=executeJob');
        assert.equal(job.status, 202, JSON.stringify(job.body));
        return last;
      }
      case 'expect':
      case 'delinquency':
        await check(loanId, step);
        return last;
    }
  };

  const scheduleOf = async (loanId: number): Promise<{ rows: Row[]; total: Total }> => {
    const schedule = (await loanOf(loanId, 'repaymentSchedule')).repaymentSchedule as Record<string, unknown> & { periods: Record<string, unknown>[] };
    const iso = (d: unknown) => (Array.isArray(d) ? d.map((n: number) => String(n).padStart(2, '0')).join('-') : '');
    const n = (v: unknown) => Number(v ?? 0);
    const rows = schedule.periods.map((p): Row => [
      n(p.period), n(p.daysInPeriod), iso(p.dueDate), iso(p.obligationsMetOnDate), n(p.principalLoanBalanceOutstanding), n(p.principalDue),
      n(p.feeChargesDue), n(p.penaltyChargesDue), n(p.totalDueForPeriod), n(p.totalPaidForPeriod), n(p.totalPaidInAdvanceForPeriod),
      n(p.totalPaidLateForPeriod), n(p.totalOutstandingForPeriod),
    ]);
    const total: Total = [
      n(schedule.totalPrincipalExpected), n(schedule.totalInterestCharged), n(schedule.totalFeeChargesCharged), n(schedule.totalPenaltyChargesCharged),
      n(schedule.totalRepaymentExpected), n(schedule.totalRepayment), n(schedule.totalPaidInAdvance), n(schedule.totalPaidLate), n(schedule.totalOutstanding),
    ];
    return { rows, total };
  };

  const journalOf = async (loanId: number, type: string, on: string) => {
    const ids = await db().selectFrom('m_loan_transaction').select('id').where('loan_id', '=', loanId).where('transaction_date', '=', on)
      .where('transaction_type_enum', '=', ({ disbursement: 1, repayment: 2, accrual: 10, chargeback: 25 } as Record<string, number>)[type] ?? 0)
      .where((eb) => eb.or([eb('is_reversed', '=', false), eb('manually_adjusted_or_reversed', '=', true)])).execute();
    assert.ok(ids.length > 0, `${type} on ${on}`);
    const rows = await db().selectFrom('acc_gl_journal_entry').select(['account_id', 'type_enum', 'amount'])
      .where('transaction_id', 'in', ids.map((r) => `L${r.id}`)).execute();
    return rows.map((r) => [names.get(r.account_id) ?? String(r.account_id), r.type_enum === DEBIT ? 'D' : 'C', Number(r.amount)] as const).sort(byLine);
  };

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2022-01-01');
    clientId = (await post('/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Aldo', lastname: 'Chargedback', active: true, activationDate: '01 January 2021' })).clientId as number;
    const gl = {
      fund: await createGlAccount(t, 1, 'Suspense clearing'), portfolio: await createGlAccount(t, 1, 'Loans receivable'), receivable: await createGlAccount(t, 1, 'Interest fee receivable'),
      interest: await createGlAccount(t, 4, 'Interest income'), fee: await createGlAccount(t, 4, 'Fee income'), recovery: await createGlAccount(t, 4, 'Recoveries'),
      writeOff: await createGlAccount(t, 5, 'Written off'), transfer: await createGlAccount(t, 1, 'Transfer suspense'), overpayment: await createGlAccount(t, 2, 'Overpayment'),
      goodwill: await createGlAccount(t, 5, 'Goodwill expense'),
    };
    names = new Map(Object.entries(gl).map(([k, v]) => [v, k]));
    const rangeIds: number[] = [];
    for (const [n, min, max] of RANGES) {
      rangeIds.push((await post('/api/v1/delinquency/ranges', { classification: `RANGE_${n}`, minimumAgeDays: min, ...(max === undefined ? {} : { maximumAgeDays: max }) }, false)).resourceId as number);
    }
    const bucket = await t.call('POST', '/api/v1/delinquency/buckets', { body: { name: 'Default delinquency bucket', ranges: rangeIds } });
    assert.equal(bucket.status, 200, JSON.stringify(bucket.body));
    productId = await createLoanProduct(t, {
      name: 'LP1', shortName: 'LP1', principal: 1000, numberOfRepayments: 1, repaymentEvery: 30, repaymentFrequencyType: 0, interestRatePerPeriod: 0,
      interestType: 0, installmentAmountInMultiplesOf: 1, graceOnArrearsAgeing: 3, accountingRule: 3, delinquencyBucketId: bucket.json.resourceId,
      fundSourceAccountId: gl.fund, loanPortfolioAccountId: gl.portfolio, receivableInterestAccountId: gl.receivable, receivableFeeAccountId: gl.receivable,
      receivablePenaltyAccountId: gl.receivable, interestOnLoanAccountId: gl.interest, incomeFromFeeAccountId: gl.fee, incomeFromPenaltyAccountId: gl.fee,
      incomeFromRecoveryAccountId: gl.recovery, writeOffAccountId: gl.writeOff, transfersInSuspenseAccountId: gl.transfer, overpaymentLiabilityAccountId: gl.overpayment,
      goodwillCreditAccountId: gl.goodwill,
    });
    const charge = async (name: string, amount: number, penalty: boolean): Promise<number> => {
      const res = await t.call('POST', '/api/v1/charges', {
        body: { name, amount, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 1, chargePaymentMode: 0, active: true, penalty, locale: 'en' },
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.json.resourceId as number;
    };
    charges = { nsf: await charge('NSF fee', 10, true), snooze: await charge('Snooze fee', 20, false) };
  });
  after(async () => t.close());

  for (const s of scenarios) {
    it(s.name, async () => {
      const loanId = await openLoan(s);
      let last = 0;
      for (const step of s.steps) {
        last = await apply(loanId, step, last);
      }
      if (s.schedule !== undefined || s.total !== undefined) {
        const { rows, total } = await scheduleOf(loanId);
        assert.deepEqual(rows, s.schedule);
        assert.deepEqual(total, s.total);
      }
      for (const [type, on, lines] of s.journals ?? []) {
        assert.deepEqual(await journalOf(loanId, type, on), [...lines].sort(byLine), `${type} on ${on}`);
      }
    });
  }

  for (const [line, steps, total] of totals) {
    it(`LoanChargeback.feature:${line} the schedule's total row`, async () => {
      const loanId = await openLoan({ name: '', loan: 'customised', start: '2023-01-01', steps });
      let last = 0;
      for (const step of steps) {
        last = await apply(loanId, step, last);
      }
      assert.deepEqual((await scheduleOf(loanId)).total, total);
    });
  }
});
