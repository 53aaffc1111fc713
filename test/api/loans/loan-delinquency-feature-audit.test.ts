import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createLoanProduct } from '../../support/loans.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Json = Record<string, unknown>;
const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** Fineract's e2e delinquency ranges (DelinquencyGlobalInitializerStep): RANGE_n from its minimum to its maximum age in days. */
const RANGES: readonly (readonly [number, number, number | undefined])[] = [[1, 1, 3], [3, 4, 30], [30, 31, 60], [60, 61, 90], [90, 91, 120], [120, 121, 150], [150, 151, 180], [180, 181, 240], [240, 241, undefined]];

/**
 * Scenarios of Fineract's LoanDelinquency.feature whose behaviour does not depend on the loan's schedule engine (the
 * delinquency-action API, installment-level ranges, pauses), on a classic loan; the ones
 * test/api/loans/loan-delinquency-feature.test.ts and test/api/loans/loan-delinquency.test.ts do not hold.
 * The feature's product (a 25 % down payment due on the disbursement day, then three installments of 250 every 15
 * days, three days of grace on arrears ageing, installment-level delinquency) has the schedule of a classic loan of
 * four installments of 250 every 15 days whose first falls 15 days after the disbursement: the loan is disbursed
 * on 01 October 2023 and every other date of a step is the feature's plus 15 days. Steps are written with the
 * feature's dates and figures; test names carry the feature's line.
 */
type Action =
  | readonly ['date', string]
  | readonly ['cob']
  | readonly ['pause', string, string, 'byExternalId'?]
  | readonly ['resume', string, 'byExternalId'?]
  | readonly ['repayment' | 'goodwillCredit', string, number]
  /** A refused action: body, Fineract's developer message. */
  | readonly ['refused', Json, string];
type Check =
  | readonly ['loan', string, number, string | null, number, number]
  | readonly ['installments', readonly (readonly [string, number])[] | null]
  | readonly ['pauses', readonly (readonly [boolean, string, string])[]]
  | readonly ['actions', readonly (readonly ['PAUSE' | 'RESUME', string, string | null])[]];
type Step = Action | Check;
const CHECKS: ReadonlySet<string> = new Set(['loan', 'installments', 'pauses', 'actions']);
const isCheck = (step: Step): step is Check => CHECKS.has(step[0]);

const PAUSE_16_30: Check = ['actions', [['PAUSE', '16 October 2023', '30 October 2023']]];
const PAUSED_AND_RESUMED: Check = ['actions', [['PAUSE', '16 October 2023', '30 October 2023'], ['RESUME', '20 October 2023', null]]];
const BY_AGE: Check = ['installments', [['RANGE_1', 250], ['RANGE_3', 250], ['RANGE_30', 500]]];
const OLDEST: Check = ['installments', [['RANGE_30', 500], ['RANGE_60', 500]]];
const PAUSE_06_30: readonly Step[] = [['pauses', [[true, '06 October 2023', '30 October 2023']]], ['actions', [['PAUSE', '06 October 2023', '30 October 2023']]]];

const SCENARIOS: readonly { readonly name: string; readonly steps: readonly Step[] }[] = [
  {
    name: 'LoanDelinquency.feature:5 PAUSE and RESUME by loan id',
    steps: [['date', '16 October 2023'], ['pause', '16 October 2023', '30 October 2023'], PAUSE_16_30, ['date', '20 October 2023'], ['resume', '20 October 2023'], PAUSED_AND_RESUMED],
  },
  {
    name: 'LoanDelinquency.feature:26 PAUSE and RESUME by loan external id',
    steps: [
      ['date', '16 October 2023'], ['pause', '16 October 2023', '30 October 2023', 'byExternalId'], PAUSE_16_30,
      ['date', '20 October 2023'], ['resume', '20 October 2023', 'byExternalId'], PAUSED_AND_RESUMED,
    ],
  },
  {
    name: 'LoanDelinquency.feature:47 only PAUSE and RESUME are actions',
    steps: [
      ['date', '16 October 2023'], ['refused', { action: 'TEST', startDate: '16 October 2023', endDate: '30 October 2023' }, 'Invalid Delinquency Action: TEST'],
      ['pause', '16 October 2023', '30 October 2023'], PAUSE_16_30, ['date', '20 October 2023'], ['resume', '20 October 2023', 'byExternalId'], PAUSED_AND_RESUMED,
    ],
  },
  { name: 'LoanDelinquency.feature:69 PAUSE starting on the business date', steps: [['date', '16 October 2023'], ['pause', '16 October 2023', '30 October 2023'], PAUSE_16_30] },
  {
    name: 'LoanDelinquency.feature:84 PAUSE starting after the business date',
    steps: [['date', '16 October 2023'], ['pause', '25 October 2023', '30 October 2023'], ['actions', [['PAUSE', '25 October 2023', '30 October 2023']]]],
  },
  {
    name: 'LoanDelinquency.feature:99 PAUSE starting before the business date',
    steps: [['date', '16 October 2023'], ['pause', '14 October 2023', '30 October 2023'], ['actions', [['PAUSE', '14 October 2023', '30 October 2023']]]],
  },
  {
    name: 'LoanDelinquency.feature:162 overlapping PAUSE periods are refused',
    steps: [
      ['date', '16 October 2023'], ['pause', '16 October 2023', '30 October 2023'], PAUSE_16_30, ['date', '20 October 2023'],
      ['refused', { action: 'pause', startDate: '20 October 2023', endDate: '30 October 2023' }, 'Delinquency pause period cannot overlap with another pause period'],
    ],
  },
  {
    name: 'LoanDelinquency.feature:179 RESUME without an active PAUSE is refused',
    steps: [['date', '01 October 2023'], ['refused', { action: 'resume', startDate: '01 October 2023' }, 'Resume Delinquency Action can only be created during an active pause']],
  },
  ...([['190', 'before', '01 October 2023'], ['207', 'later than', '21 October 2023']] as const).map(([line, when, start]) => ({
    name: `LoanDelinquency.feature:${line} RESUME starting ${when} the business date is refused`,
    steps: [
      ['date', '16 October 2023'], ['pause', '16 October 2023', '30 October 2023'], PAUSE_16_30, ['date', '20 October 2023'],
      ['refused', { action: 'resume', startDate: start }, 'Start date of the Resume Delinquency action must be the current business date'],
    ] as const,
  })),
  {
    name: 'LoanDelinquency.feature:224 RESUME with an end date is refused',
    steps: [
      ['date', '16 October 2023'], ['pause', '16 October 2023', '30 October 2023'], PAUSE_16_30, ['date', '20 October 2023'],
      ['refused', { action: 'resume', startDate: '20 October 2023', endDate: '30 October 2023' }, 'Resume Delinquency action can not have end date'],
    ],
  },
  { name: 'LoanDelinquency.feature:269 installments go into the delinquency bucket', steps: [['date', '16 December 2023'], ['cob'], OLDEST] },
  {
    name: 'LoanDelinquency.feature:286 installments move from one range to another',
    steps: [['date', '16 November 2023'], ['cob'], BY_AGE, ['date', '16 December 2023'], ['cob'], OLDEST],
  },
  {
    name: 'LoanDelinquency.feature:311 a late repayment takes the loan out of delinquency',
    steps: [['date', '16 December 2023'], ['cob'], OLDEST, ['date', '17 December 2023'], ['repayment', '17 December 2023', 1000], ['installments', null]],
  },
  {
    name: 'LoanDelinquency.feature:332 a late repayment takes some installments out of delinquency',
    steps: [
      ['date', '25 October 2023'], ['cob'], ['installments', [['RANGE_3', 500]]], ['date', '26 October 2023'], ['repayment', '26 October 2023', 250],
      ['installments', [['RANGE_3', 250]]],
    ],
  },
  {
    name: 'LoanDelinquency.feature:354 a goodwill credit takes the loan out of delinquency',
    steps: [['date', '16 December 2023'], ['cob'], OLDEST, ['date', '17 December 2023'], ['goodwillCredit', '17 December 2023', 1000], ['installments', null]],
  },
  {
    name: 'LoanDelinquency.feature:417 installment-level ranges stand still during a pause',
    steps: [
      ['date', '16 November 2023'], ['cob'], BY_AGE, ['date', '17 November 2023'], ['pause', '17 November 2023', '30 November 2023'],
      ['actions', [['PAUSE', '17 November 2023', '30 November 2023']]], ['cob'], BY_AGE, ['date', '30 November 2023'], ['cob'], BY_AGE,
      ['date', '01 January 2024'], ['cob'], OLDEST,
    ],
  },
  {
    name: 'LoanDelinquency.feature:462 installment-level ranges during a pause then a resume',
    steps: [
      ['date', '16 November 2023'], ['cob'], BY_AGE, ['date', '17 November 2023'], ['pause', '17 November 2023', '30 December 2023'],
      ['actions', [['PAUSE', '17 November 2023', '30 December 2023']]], ['cob'], BY_AGE, ['date', '01 December 2023'], ['resume', '01 December 2023'],
      ['actions', [['PAUSE', '17 November 2023', '30 December 2023'], ['RESUME', '01 December 2023', null]]], ['cob'], BY_AGE,
    ],
  },
  {
    name: 'LoanDelinquency.feature:537 a full PAUSE period: grace on the loan level only, days stand still while paused',
    steps: [
      ['date', '02 October 2023'], ['cob'], ['loan', 'NO_DELINQUENCY', 250, '04 October 2023', 0, 1], ['installments', null],
      ['date', '04 October 2023'], ['cob'], ['loan', 'NO_DELINQUENCY', 250, '04 October 2023', 0, 3], ['installments', null],
      ['date', '05 October 2023'], ['cob'], ['loan', 'RANGE_1', 250, '04 October 2023', 1, 4], ['installments', [['RANGE_3', 250]]],
      ['date', '06 October 2023'], ['pause', '06 October 2023', '30 October 2023'], ...PAUSE_06_30,
      ['cob'], ['loan', 'RANGE_1', 250, '04 October 2023', 2, 5], ['installments', [['RANGE_3', 250]]],
      ['date', '30 October 2023'], ['cob'], ['loan', 'RANGE_1', 500, '04 October 2023', 2, 29], ['pauses', [[true, '06 October 2023', '30 October 2023']]],
      ['installments', [['RANGE_3', 250]]],
      ['date', '31 October 2023'], ['cob'], ['loan', 'RANGE_1', 500, '04 October 2023', 3, 30], ['pauses', [[false, '06 October 2023', '30 October 2023']]],
      ['installments', [['RANGE_3', 250]]],
    ],
  },
  {
    name: 'LoanDelinquency.feature:608 a PAUSE period ended by a RESUME',
    steps: [
      ['date', '15 October 2023'], ['pause', '15 October 2023', '30 October 2023'], ['cob'], ['pauses', [[true, '15 October 2023', '30 October 2023']]],
      ['actions', [['PAUSE', '15 October 2023', '30 October 2023']]], ['loan', 'NO_DELINQUENCY', 250, '04 October 2023', 11, 14],
      ['date', '25 October 2023'], ['resume', '25 October 2023'], ['cob'], ['pauses', [[true, '15 October 2023', '25 October 2023']]],
      ['date', '26 October 2023'], ['pauses', [[false, '15 October 2023', '25 October 2023']]],
      ['actions', [['PAUSE', '15 October 2023', '30 October 2023'], ['RESUME', '25 October 2023', null]]],
      ['loan', 'NO_DELINQUENCY', 500, '04 October 2023', 12, 25],
    ],
  },
  {
    name: 'LoanDelinquency.feature:770 a full repayment of the late and due installments during a PAUSE',
    steps: [
      ['date', '06 October 2023'], ['pause', '06 October 2023', '30 October 2023'], ['cob'], ...PAUSE_06_30,
      ['loan', 'NO_DELINQUENCY', 250, '04 October 2023', 2, 5],
      ['date', '16 October 2023'], ...PAUSE_06_30, ['loan', 'NO_DELINQUENCY', 250, '04 October 2023', 2, 15],
      ['repayment', '16 October 2023', 500], ['cob'], ...PAUSE_06_30, ['loan', 'NO_DELINQUENCY', 0, null, 0, 0], ['installments', null],
    ],
  },
];

/** The feature's date moved to the classic loan's calendar (15 days later). */
function shifted(date: string): [number, number, number] {
  const [day, month, year] = date.split(' ');
  const d = new Date(Date.UTC(Number(year), MONTHS.indexOf(month ?? ''), Number(day) + 15));
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
}
const ours = (date: string): string => {
  const [y, m, d] = shifted(date);
  return `${String(d).padStart(2, '0')} ${MONTHS[m - 1] ?? ''} ${y}`;
};
const classification = (range: string): string => range === 'NO_DELINQUENCY' ? range : `Delinquency range ${range.slice('RANGE_'.length)}`;
const shiftedBody = (body: Json): Json =>
  Object.fromEntries(Object.entries(body).map(([k, v]) => [k, k.endsWith('Date') && typeof v === 'string' ? ours(v) : v]));

describe('loan delinquency: the rest of Fineract\'s LoanDelinquency.feature on a classic loan', () => {
  let t: TestApp;
  let clientId: number;
  let productId: number;
  let loans = 0;

  const ok = (res: { status: number; body: unknown }, status = 200) => assert.equal(res.status, status, JSON.stringify(res.body));
  const setDate = async (date: string) => ok(await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date, ...DATES } }));
  const loanOf = async (loanId: number) => {
    const res = await t.call('GET', `/api/v1/loans/${loanId}`);
    ok(res);
    return res.json;
  };
  const command = async (loanId: number, name: string, body: Json) => ok(await t.call('POST', `/api/v1/loans/${loanId}?command=${name}`, { body: { ...body, ...DATES } }));
  /** A loan submitted on 01 October 2023 with an external id; answers its id and external id. */
  const newLoan = async (): Promise<[number, string]> => {
    const externalId = `DLQ-AUDIT-${++loans}`;
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal: 1000, loanTermFrequency: 60, loanTermFrequencyType: 0, numberOfRepayments: 4, repaymentEvery: 15,
        repaymentFrequencyType: 0, interestRatePerPeriod: 0, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1, externalId,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 October 2023', submittedOnDate: '01 October 2023', ...DATES,
      },
    });
    ok(res);
    return [res.json.loanId as number, externalId];
  };
  const delinquencyAction = (path: string, body: Json) => t.call('POST', `/api/v1/loans/${path}/delinquency-actions`, { body: { ...DATES, ...body } });
  /** Fineract's refusal of a delinquency action: a 400 whose first error carries the message. */
  const refused = async (path: string, body: Json, message: string) => {
    const res = await delinquencyAction(path, body);
    ok(res, 400);
    assert.equal((res.json.errors as Json[])[0]?.developerMessage, message);
  };

  const act = async (loanId: number, externalId: string, step: Action): Promise<void> => {
    const path = (byExternalId?: string) => (byExternalId === undefined ? String(loanId) : `external-id/${externalId}`);
    switch (step[0]) {
      case 'date': return setDate(ours(step[1]));
      case 'cob': return ok(await t.call('POST', '/api/v1/jobs/LOAN_COB/inline', { body: { loanIds: [loanId] } }));
      case 'pause': return ok(await delinquencyAction(path(step[3]), { action: 'pause', startDate: ours(step[1]), endDate: ours(step[2]) }));
      case 'resume': return ok(await delinquencyAction(path(step[2]), { action: 'resume', startDate: ours(step[1]) }));
      case 'repayment': case 'goodwillCredit':
        return ok(await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=${step[0]}`, { body: { transactionDate: ours(step[1]), transactionAmount: step[2], ...DATES } }));
      case 'refused': return refused(String(loanId), shiftedBody(step[1]), step[2]);
    }
  };

  const expectStep = async (loanId: number, step: Check): Promise<void> => {
    const loan = await loanOf(loanId);
    const d = loan.delinquent as Json;
    const range = (loan.delinquencyRange as Json | undefined)?.classification ?? 'NO_DELINQUENCY';
    switch (step[0]) {
      case 'loan': {
        const [, cls, amount, date, days, pastDue] = step;
        assert.deepEqual([range, d.delinquentAmount, d.delinquentDate ?? null, d.delinquentDays, d.pastDueDays], [classification(cls), amount, date === null ? null : shifted(date), days, pastDue]);
        return;
      }
      case 'installments': {
        const rows = (d.installmentLevelDelinquency as Json[] | undefined)?.map((r) => [r.classification, r.delinquentAmount]) ?? null;
        return assert.deepEqual(rows, step[1]?.map(([r, amount]) => [classification(r), amount]) ?? null);
      }
      case 'pauses': return assert.deepEqual(d.delinquencyPausePeriods, step[1].map(([active, start, end]) => ({ active, pausePeriodStart: shifted(start), pausePeriodEnd: shifted(end) })));
      case 'actions': {
        const res = await t.call('GET', `/api/v1/loans/${loanId}/delinquency-actions`);
        ok(res);
        const actions = (res.json as unknown as Json[]).map((a) => [a.action, a.startDate, a.endDate ?? null]);
        return assert.deepEqual(actions, step[1].map(([action, start, end]) => [action, shifted(start), end === null ? null : shifted(end)]));
      }
    }
  };

  before(async () => {
    t = await createTestApp();
    ok(await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } }));
    await setDate('01 October 2023');
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Ada', lastname: 'Quent', active: true, activationDate: '01 January 2023', ...DATES } });
    clientId = client.json.clientId as number;
    const rangeIds: number[] = [];
    for (const [name, min, max] of RANGES) {
      const res = await t.call('POST', '/api/v1/delinquency/ranges', { body: { classification: `Delinquency range ${name}`, minimumAgeDays: min, ...(max === undefined ? {} : { maximumAgeDays: max }), locale: 'en' } });
      ok(res);
      rangeIds.push(res.json.resourceId as number);
    }
    const bucket = await t.call('POST', '/api/v1/delinquency/buckets', { body: { name: 'Default delinquency bucket', ranges: rangeIds } });
    ok(bucket);
    productId = await createLoanProduct(t, {
      name: 'Delinquent by installment', shortName: 'DLA', principal: 1000, numberOfRepayments: 4, repaymentEvery: 15, repaymentFrequencyType: 0, interestRatePerPeriod: 0,
      interestType: 1, graceOnArrearsAgeing: 3, delinquencyBucketId: bucket.json.resourceId, enableInstallmentLevelDelinquency: true,
    });
  });
  after(async () => t.close());

  for (const scenario of SCENARIOS) {
    it(scenario.name, async () => {
      await setDate('01 October 2023');
      const [loanId, externalId] = await newLoan();
      await command(loanId, 'approve', { approvedOnDate: '01 October 2023' });
      await command(loanId, 'disburse', { actualDisbursementDate: '01 October 2023' });
      for (const [index, step] of scenario.steps.entries()) {
        try {
          await (isCheck(step) ? expectStep(loanId, step) : act(loanId, externalId, step));
        } catch (error) {
          throw new Error(`step ${index} ${JSON.stringify(step)}: ${(error as Error).message}`, { cause: error });
        }
      }
    });
  }

  it('LoanDelinquency.feature:1179 close of business a month after submission classifies neither a pending nor an approved loan', async () => {
    await setDate('01 October 2023');
    const [loanId] = await newLoan();
    const classified = async () => {
      const loan = await loanOf(loanId);
      return [(loan.delinquencyRange as Json | undefined)?.classification ?? 'NO_DELINQUENCY', (loan.delinquent as Json).delinquentDate];
    };
    await setDate('01 November 2023');
    ok(await t.call('POST', '/api/v1/jobs/LOAN_COB/inline', { body: { loanIds: [loanId] } }));
    assert.deepEqual(await classified(), ['NO_DELINQUENCY', undefined]);
    await command(loanId, 'approve', { approvedOnDate: '01 November 2023', expectedDisbursementDate: '01 November 2023' });
    assert.deepEqual(await classified(), ['NO_DELINQUENCY', undefined]);
  });

  // The feature's loan has its 250 down payment made at disbursement: a repayment of 1,000 leaves it overpaid by 250.
  // On the classic loan the repayment is 1,250 for the same state.
  const notActive = 'Delinquency actions can be created only for active loans.';
  const pause = { action: 'pause', startDate: '31 October 2023', endDate: '14 November 2023' };

  it('LoanDelinquency.feature:114 PAUSE is refused on a pending, approved, overpaid and closed loan', async () => {
    await setDate('01 October 2023');
    const [loanId] = await newLoan();
    await refused(String(loanId), pause, notActive);
    await command(loanId, 'approve', { approvedOnDate: '01 October 2023' });
    await refused(String(loanId), pause, notActive);
    await command(loanId, 'disburse', { actualDisbursementDate: '01 October 2023' });
    ok(await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '01 October 2023', transactionAmount: 1250, ...DATES } }));
    assert.equal(((await loanOf(loanId)).status as Json).code, 'loanStatusType.overpaid');
    await refused(String(loanId), pause, notActive);
    ok(await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=creditBalanceRefund`, { body: { transactionDate: '01 October 2023', transactionAmount: 250, ...DATES } }));
    assert.equal(((await loanOf(loanId)).status as Json).code, 'loanStatusType.closed.obligations.met');
    await setDate('31 October 2023');
    await refused(String(loanId), pause, notActive);
  });

  it('LoanDelinquency.feature:139 RESUME is refused on an overpaid and a closed loan', async () => {
    await setDate('01 October 2023');
    const [loanId] = await newLoan();
    await command(loanId, 'approve', { approvedOnDate: '01 October 2023' });
    await command(loanId, 'disburse', { actualDisbursementDate: '01 October 2023' });
    ok(await delinquencyAction(String(loanId), pause));
    await setDate('31 October 2023');
    ok(await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '31 October 2023', transactionAmount: 1250, ...DATES } }));
    assert.equal(((await loanOf(loanId)).status as Json).code, 'loanStatusType.overpaid');
    await refused(String(loanId), { action: 'resume', startDate: '31 October 2023' }, notActive);
    ok(await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=creditBalanceRefund`, { body: { transactionDate: '31 October 2023', transactionAmount: 250, ...DATES } }));
    assert.equal(((await loanOf(loanId)).status as Json).code, 'loanStatusType.closed.obligations.met');
    await refused(String(loanId), { action: 'resume', startDate: '31 October 2023' }, notActive);
  });
});
