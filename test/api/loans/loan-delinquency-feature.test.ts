import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createLoanProduct } from '../../support/loans.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Json = Record<string, unknown>;
const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** Fineract's e2e delinquency ranges (DelinquencyGlobalInitializerStep): "Delinquency range N". */
const RANGES: readonly (readonly [number, number, number | undefined])[] = [[1, 1, 3], [3, 4, 30], [30, 31, 60], [60, 61, 90], [90, 91, 120], [120, 121, 150], [150, 151, 180], [180, 181, 240], [240, 241, undefined]];

/**
 * Fineract's LoanDelinquency.feature, scenario by scenario, on a classic loan. Its product
 * (LP2_DOWNPAYMENT_ADV_PMT_ALLOC_PROGRESSIVE_LOAN_SCHEDULE_HORIZONTAL_INSTALLMENT_LEVEL_DELINQUENCY: 1,000 at 0 %,
 * a 25 % down payment due on the disbursement day and three installments of 250 every 15 days, three days of grace
 * on arrears ageing, installment-level delinquency) has the schedule of a classic loan of four installments of 250
 * every 15 days whose first falls 15 days after the disbursement. So the loan is disbursed on 01 October 2023 and
 * every date of a step (business dates, pauses, transactions, expected dates) is the feature's plus 15 days:
 * the steps below are written with the feature's dates and figures unchanged.
 */
type Action =
  | readonly ['date', string]
  | readonly ['cob']
  | readonly ['pause', string, string]
  | readonly ['resume', string]
  | readonly ['repayment' | 'goodwillCredit', string, number]
  | readonly ['config', 'earliest-unpaid-date' | 'next-unpaid-due-date']
  | readonly ['charge', 'LOAN_NSF_FEE' | 'LOAN_SNOOZE_FEE', string, number];
type Check =
  | readonly ['loan', string, number, string | null, number, number]
  | readonly ['installments', readonly (readonly [string, number])[] | null]
  | readonly ['pauses', readonly (readonly [boolean, string, string])[]]
  | readonly ['actions', readonly (readonly ['PAUSE' | 'RESUME', string, string | null])[]]
  | readonly ['range', string, string]
  | readonly ['nextPaymentDueDate', string];
type Step = Action | Check;
const CHECKS: ReadonlySet<string> = new Set(['loan', 'installments', 'pauses', 'actions', 'range', 'nextPaymentDueDate']);
const isCheck = (step: Step): step is Check => CHECKS.has(step[0]);

const SCENARIOS: readonly { readonly name: string; readonly steps: readonly Step[] }[] = [
  {
    name: 'Loan level loan delinquency - loan goes into delinquency pause then will be resumed',
    steps: [
      ['date', '05 October 2023'], ['cob'], ['range', 'RANGE_1', '04 October 2023'],
      ['date', '17 November 2023'], ['pause', '17 November 2023', '30 December 2023'], ['actions', [['PAUSE', '17 November 2023', '30 December 2023']]],
      ['cob'], ['range', 'RANGE_30', '04 October 2023'],
      ['date', '01 December 2023'], ['resume', '01 December 2023'],
      ['actions', [['PAUSE', '17 November 2023', '30 December 2023'], ['RESUME', '01 December 2023', null]]],
      ['cob'], ['range', 'RANGE_30', '04 October 2023'],
    ],
  },
  {
    name: 'Installment level loan delinquency - some of the installments go out from delinquency by Goodwill credit transaction',
    steps: [
      ['date', '25 October 2023'], ['cob'], ['installments', [['RANGE_3', 500]]],
      ['date', '26 October 2023'], ['goodwillCredit', '26 October 2023', 250], ['installments', [['RANGE_3', 250]]],
    ],
  },
  {
    name: 'Installment level loan delinquency - loan with charges goes into delinquency bucket',
    steps: [
      ['date', '01 October 2023'], ['charge', 'LOAN_NSF_FEE', '05 October 2023', 20],
      ['date', '20 October 2023'], ['charge', 'LOAN_SNOOZE_FEE', '20 October 2023', 20],
      ['date', '16 December 2023'], ['cob'], ['installments', [['RANGE_30', 520], ['RANGE_60', 520]]],
    ],
  },
  {
    name: 'Loan delinquency pause E2E - PAUSE period with RESUME and second PAUSE',
    steps: [
      ['date', '15 October 2023'], ['pause', '15 October 2023', '30 October 2023'], ['cob'],
      ['pauses', [[true, '15 October 2023', '30 October 2023']]],
      ['loan', 'NO_DELINQUENCY', 250, '04 October 2023', 11, 14],
      ['date', '25 October 2023'], ['resume', '25 October 2023'], ['cob'], ['pauses', [[true, '15 October 2023', '25 October 2023']]],
      ['date', '26 October 2023'], ['pauses', [[false, '15 October 2023', '25 October 2023']]],
      ['actions', [['PAUSE', '15 October 2023', '30 October 2023'], ['RESUME', '25 October 2023', null]]],
      ['loan', 'NO_DELINQUENCY', 500, '04 October 2023', 12, 25],
      ['date', '13 November 2023'], ['cob'], ['pauses', [[false, '15 October 2023', '25 October 2023']]],
      ['loan', 'RANGE_3', 750, '04 October 2023', 30, 43], ['installments', [['RANGE_1', 250], ['RANGE_3', 250], ['RANGE_30', 250]]],
      ['date', '14 November 2023'], ['pause', '14 November 2023', '30 November 2023'], ['cob'],
      ['pauses', [[false, '15 October 2023', '25 October 2023'], [true, '14 November 2023', '30 November 2023']]],
      ['actions', [['PAUSE', '15 October 2023', '30 October 2023'], ['RESUME', '25 October 2023', null], ['PAUSE', '14 November 2023', '30 November 2023']]],
      ['loan', 'RANGE_3', 750, '04 October 2023', 31, 44], ['installments', [['RANGE_1', 250], ['RANGE_3', 250], ['RANGE_30', 250]]],
      ['date', '30 November 2023'], ['cob'],
      ['loan', 'RANGE_3', 1000, '04 October 2023', 31, 60], ['installments', [['RANGE_1', 250], ['RANGE_3', 250], ['RANGE_30', 250]]],
      ['date', '01 December 2023'], ['cob'],
      ['pauses', [[false, '15 October 2023', '25 October 2023'], [false, '14 November 2023', '30 November 2023']]],
      ['loan', 'RANGE_30', 1000, '04 October 2023', 32, 61], ['installments', [['RANGE_3', 500], ['RANGE_30', 250]]],
    ],
  },
  {
    name: 'Loan delinquency pause E2E - partial repayment during PAUSE period',
    steps: [
      ['date', '06 October 2023'], ['pause', '06 October 2023', '30 October 2023'], ['cob'],
      ['pauses', [[true, '06 October 2023', '30 October 2023']]], ['loan', 'NO_DELINQUENCY', 250, '04 October 2023', 2, 5],
      ['date', '16 October 2023'], ['loan', 'NO_DELINQUENCY', 250, '04 October 2023', 2, 15],
      ['repayment', '16 October 2023', 150], ['cob'],
      ['pauses', [[true, '06 October 2023', '30 October 2023']]], ['actions', [['PAUSE', '06 October 2023', '30 October 2023']]],
      ['loan', 'RANGE_1', 100, '04 October 2023', 2, 15], ['installments', [['RANGE_3', 100]]],
    ],
  },
  {
    name: 'Loan delinquency pause E2E - full repayment (only late) during PAUSE period then RESUME',
    steps: [
      ['date', '06 October 2023'], ['pause', '06 October 2023', '30 October 2023'], ['cob'],
      ['loan', 'NO_DELINQUENCY', 250, '04 October 2023', 2, 5],
      ['date', '16 October 2023'], ['repayment', '16 October 2023', 250], ['cob'],
      ['loan', 'NO_DELINQUENCY', 0, null, 0, 0], ['installments', null],
      ['date', '25 October 2023'], ['resume', '25 October 2023'], ['cob'], ['pauses', [[true, '06 October 2023', '25 October 2023']]],
      ['date', '26 October 2023'], ['pauses', [[false, '06 October 2023', '25 October 2023']]],
      ['loan', 'NO_DELINQUENCY', 250, '19 October 2023', 0, 10], ['installments', null],
      ['date', '15 November 2023'], ['cob'],
      ['loan', 'RANGE_3', 500, '19 October 2023', 8, 30], ['installments', [['RANGE_3', 250]]],
    ],
  },
  {
    name: 'in case of resume on end/start date of continous pause periods first period ends automatically, second period ended by resume',
    steps: [
      ['date', '25 October 2023'], ['pause', '25 October 2023', '30 October 2023'], ['pauses', [[true, '25 October 2023', '30 October 2023']]],
      ['date', '30 October 2023'], ['pause', '30 October 2023', '15 November 2023'],
      ['pauses', [[true, '25 October 2023', '30 October 2023'], [true, '30 October 2023', '15 November 2023']]],
      ['loan', 'NO_DELINQUENCY', 500, '04 October 2023', 21, 29], ['installments', null],
      ['resume', '30 October 2023'], ['loan', 'NO_DELINQUENCY', 500, '04 October 2023', 21, 29], ['installments', null],
      ['cob'], ['pauses', [[true, '25 October 2023', '30 October 2023'], [true, '30 October 2023', '30 October 2023']]],
      ['loan', 'NO_DELINQUENCY', 500, '04 October 2023', 21, 29],
      ['date', '31 October 2023'], ['pauses', [[false, '25 October 2023', '30 October 2023'], [false, '30 October 2023', '30 October 2023']]],
      ['loan', 'NO_DELINQUENCY', 500, '04 October 2023', 22, 30],
    ],
  },
  {
    name: 'Backdated Pause Delinquency',
    steps: [
      ['date', '25 October 2023'], ['cob'],
      ['loan', 'RANGE_3', 500, '04 October 2023', 21, 24], ['installments', [['RANGE_3', 500]]],
      ['date', '27 October 2023'], ['pause', '25 October 2023', '15 November 2023'], ['range', 'RANGE_3', '04 October 2023'],
      ['pauses', [[true, '25 October 2023', '15 November 2023']]],
      ['loan', 'RANGE_3', 500, '04 October 2023', 21, 26], ['installments', [['RANGE_3', 500]]],
    ],
  },
  {
    name: 'for pause period calculations business date is being used instead of COB date',
    steps: [
      ['date', '01 October 2023'], ['repayment', '01 October 2023', 250],
      ['date', '05 October 2023'], ['pause', '16 October 2023', '25 October 2023'], ['cob'],
      ['date', '25 October 2023'], ['cob'],
      ['date', '26 October 2023'], ['cob'], ['loan', 'NO_DELINQUENCY', 250, '19 October 2023', 0, 10], ['installments', null],
      ['date', '28 October 2023'], ['cob'], ['loan', 'NO_DELINQUENCY', 250, '19 October 2023', 0, 12], ['installments', null],
      ['date', '29 October 2023'], ['cob'], ['loan', 'RANGE_1', 250, '19 October 2023', 1, 13], ['installments', [['RANGE_3', 250]]],
      ['pauses', [[false, '16 October 2023', '25 October 2023']]],
    ],
  },
  {
    name: 'Global configuration next-payment-due-date: earliest-unpaid-date, then next-unpaid-due-date',
    steps: [
      ['config', 'earliest-unpaid-date'],
      ['date', '11 October 2023'], ['nextPaymentDueDate', '01 October 2023'],
      ['date', '21 October 2023'], ['nextPaymentDueDate', '01 October 2023'],
      ['config', 'next-unpaid-due-date'],
      ['date', '11 October 2023'], ['nextPaymentDueDate', '16 October 2023'],
      ['date', '21 October 2023'], ['nextPaymentDueDate', '31 October 2023'],
      ['config', 'earliest-unpaid-date'],
    ],
  },
  {
    name: 'delinquencyRange is set on a delinquent loan',
    steps: [['date', '01 December 2023'], ['cob'], ['loan', 'RANGE_30', 1000, '04 October 2023', 58, 61]],
  },
];

/** The feature's date moved to the classic loan's calendar (15 days later), as `dd MMMM yyyy`. */
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

describe('loan delinquency: Fineract\'s LoanDelinquency.feature on a classic loan', () => {
  let t: TestApp;
  let clientId: number;
  let productId: number;
  const charges: Record<string, number> = {};

  const ok = (res: { status: number; body: unknown }, status = 200) => assert.equal(res.status, status, JSON.stringify(res.body));
  const setDate = async (date: string) => ok(await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date, ...DATES } }));
  const loanOf = async (loanId: number) => {
    const res = await t.call('GET', `/api/v1/loans/${loanId}`);
    ok(res);
    return res.json;
  };
  const newLoan = async (): Promise<number> => {
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal: 1000, loanTermFrequency: 60, loanTermFrequencyType: 0, numberOfRepayments: 4, repaymentEvery: 15,
        repaymentFrequencyType: 0, interestRatePerPeriod: 0, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 October 2023', submittedOnDate: '01 October 2023', ...DATES,
      },
    });
    ok(res);
    return res.json.loanId as number;
  };

  const act = async (loanId: number, step: Action): Promise<void> => {
    const tx = (command: string, date: string, amount: number) =>
      t.call('POST', `/api/v1/loans/${loanId}/transactions?command=${command}`, { body: { transactionDate: ours(date), transactionAmount: amount, ...DATES } });
    const delinquencyAction = (body: Json) => t.call('POST', `/api/v1/loans/${loanId}/delinquency-actions`, { body: { ...DATES, ...body } });
    switch (step[0]) {
      case 'date': return setDate(ours(step[1]));
      case 'cob': return ok(await t.call('POST', '/api/v1/jobs/LOAN_COB/inline', { body: { loanIds: [loanId] } }));
      case 'pause': return ok(await delinquencyAction({ action: 'pause', startDate: ours(step[1]), endDate: ours(step[2]) }));
      case 'resume': return ok(await delinquencyAction({ action: 'resume', startDate: ours(step[1]) }));
      case 'repayment': case 'goodwillCredit': return ok(await tx(step[0], step[1], step[2]));
      case 'charge': return ok(await t.call('POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId: charges[step[1]], dueDate: ours(step[2]), amount: step[3], ...DATES } }));
      case 'config': return ok(await t.call('PUT', '/api/v1/configurations/name/next-payment-due-date', { body: { stringValue: step[1] } }));
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
      case 'range': return assert.deepEqual([range, d.delinquentDate], [classification(step[1]), shifted(step[2])]);
      case 'installments': {
        const rows = (d.installmentLevelDelinquency as Json[] | undefined)?.map((r) => [r.classification, r.delinquentAmount]) ?? null;
        return assert.deepEqual(rows, step[1]?.map(([r, amount]) => [classification(r), amount]) ?? null);
      }
      case 'pauses': return assert.deepEqual(d.delinquencyPausePeriods, step[1].map(([active, start, end]) => ({ active, pausePeriodStart: shifted(start), pausePeriodEnd: shifted(end) })));
      case 'nextPaymentDueDate': return assert.deepEqual(d.nextPaymentDueDate, shifted(step[1]));
      case 'actions': {
        const res = await t.call('GET', `/api/v1/loans/${loanId}/delinquency-actions`);
        ok(res);
        const actions = (res.json as unknown as Json[]).map((a) => [a.action, a.startDate, a.endDate ?? null]);
        return assert.deepEqual(actions, step[1].map(([action, start, end]) => [action, shifted(start), end === null ? null : shifted(end)]));
      }
    }
  };

  const runStep = async (loanId: number, step: Step): Promise<void> => isCheck(step) ? expectStep(loanId, step) : act(loanId, step);

  before(async () => {
    t = await createTestApp();
    ok(await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } }));
    await setDate('01 October 2023');
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Lina', lastname: 'Quent', active: true, activationDate: '01 January 2023', ...DATES } });
    clientId = client.json.clientId as number;
    const rangeIds: number[] = [];
    for (const [name, min, max] of RANGES) {
      const res = await t.call('POST', '/api/v1/delinquency/ranges', { body: { classification: `Delinquency range ${name}`, minimumAgeDays: min, ...(max === undefined ? {} : { maximumAgeDays: max }), locale: 'en' } });
      ok(res);
      rangeIds.push(res.json.resourceId as number);
    }
    const bucket = await t.call('POST', '/api/v1/delinquency/buckets', { body: { name: 'Default delinquency bucket', ranges: rangeIds } });
    ok(bucket);
    // Fineract's e2e charges (ChargeGlobalInitializerStep): flat, on a specified due date; the NSF fee a penalty.
    for (const [name, penalty] of [['LOAN_NSF_FEE', true], ['LOAN_SNOOZE_FEE', false]] as const) {
      const charge = await t.call('POST', '/api/v1/charges', {
        body: { name, amount: 25, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 1, chargePaymentMode: 0, active: true, penalty, locale: 'en' },
      });
      ok(charge);
      charges[name] = charge.json.resourceId as number;
    }
    productId = await createLoanProduct(t, {
      name: 'Delinquent by installment', shortName: 'DLF', principal: 1000, numberOfRepayments: 4, repaymentEvery: 15, repaymentFrequencyType: 0, interestRatePerPeriod: 0,
      interestType: 1, graceOnArrearsAgeing: 3, delinquencyBucketId: bucket.json.resourceId, enableInstallmentLevelDelinquency: true,
    });
  });
  after(async () => t.close());

  for (const scenario of SCENARIOS) {
    it(scenario.name, async () => {
      await setDate('01 October 2023');
      const loanId = await newLoan();
      ok(await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '01 October 2023', ...DATES } }));
      ok(await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '01 October 2023', ...DATES } }));
      for (const [index, step] of scenario.steps.entries()) {
        try {
          await runStep(loanId, step);
        } catch (error) {
          throw new Error(`step ${index} ${JSON.stringify(step)}: ${(error as Error).message}`, { cause: error });
        }
      }
    });
  }

  it('delinquency is not applied after the loan is submitted and approved', async () => {
    await setDate('01 October 2023');
    const loanId = await newLoan();
    const empty = [undefined, 0, undefined, 0, 0];
    const figures = async () => {
      const loan = await loanOf(loanId);
      const d = loan.delinquent as Json;
      return [loan.delinquencyRange, d.delinquentAmount, d.delinquentDate, d.delinquentDays, d.pastDueDays];
    };
    await setDate(ours('30 October 2023'));
    assert.deepEqual(await figures(), empty);
    ok(await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '01 October 2023', ...DATES } }));
    ok(await t.call('POST', '/api/v1/jobs/LOAN_COB/inline', { body: { loanIds: [loanId] } }));
    assert.deepEqual(await figures(), empty);
  });

  it('refuses a loan with the advanced payment allocation strategy on a product not configured for it (403)', async () => {
    await setDate('01 October 2023');
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal: 1000, loanTermFrequency: 45, loanTermFrequencyType: 0, numberOfRepayments: 3, repaymentEvery: 15,
        repaymentFrequencyType: 0, interestRatePerPeriod: 0, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'advanced-payment-allocation-strategy', expectedDisbursementDate: '01 October 2023', submittedOnDate: '01 October 2023', ...DATES,
      },
    });
    ok(res, 403);
    assert.equal((res.json.errors as Json[])[0]?.userMessageGlobalisationCode, 'strategy.cannot.be.advanced.payment.allocation.if.not.configured');
  });
});
