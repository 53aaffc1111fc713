import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createLoanProduct } from '../../support/loans.ts';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { assertAvroRoundTrip, dataOf, type OutboxRow } from '../../support/external-events.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Json = Record<string, unknown>;
const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
const JOB = 'LA_DECL';
const RANGE_SCHEMA = 'org.apache.fineract.avro.loan.v1.LoanAccountDelinquencyRangeDataV1';

/**
 * Loan-level delinquency on a classic loan, after Fineract's LoanDelinquency.feature: 1,000 at 0 % in four
 * installments of 250 every 15 days from 01 October 2023 (due 16 Oct, 31 Oct, 15 Nov, 30 Nov), three days of
 * grace on arrears ageing, and Fineract's e2e ranges "Delinquency range 1" (1–3 days), "… 3" (4–30), "… 30"
 * (31–60) and "… 60" (61 on). The feature's dates are those below less 15 days (its first installment is due on
 * the disbursement day), so its numbers hold unchanged.
 */
describe('loan delinquency', () => {
  let t: TestApp;
  let clientId: number;
  let productId: number;
  let ranges: Record<string, number>;

  const setDate = async (date: string) => {
    const res = await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date, ...DATES } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  };
  const runJob = async () => {
    const res = await t.call('POST', `/api/v1/jobs/short-name/${JOB}?command=executeJob`);
    assert.equal(res.status, 202, JSON.stringify(res.body));
    const job = (await t.call('GET', `/api/v1/jobs/short-name/${JOB}`)).json as { lastRunHistory?: { status: string; jobRunErrorLog?: string } };
    assert.equal(job.lastRunHistory?.status, 'success', job.lastRunHistory?.jobRunErrorLog);
  };
  const newLoan = async (externalId?: string): Promise<number> => {
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal: 1000, loanTermFrequency: 60, loanTermFrequencyType: 0, numberOfRepayments: 4, repaymentEvery: 15,
        repaymentFrequencyType: 0, interestRatePerPeriod: 0, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 October 2023', submittedOnDate: '01 October 2023',
        ...(externalId === undefined ? {} : { externalId }), ...DATES,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.loanId as number;
  };
  const activeLoan = async (externalId?: string): Promise<number> => {
    const loanId = await newLoan(externalId);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '01 October 2023', ...DATES } })).status, 200);
    const disbursed = await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '01 October 2023', ...DATES } });
    assert.equal(disbursed.status, 200, JSON.stringify(disbursed.body));
    return loanId;
  };
  const delinquentOf = async (loanId: number) => {
    const res = await t.call('GET', `/api/v1/loans/${loanId}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const d = res.json.delinquent as Json;
    const range = res.json.delinquencyRange as Json | undefined;
    return { classification: range?.classification ?? 'NO_DELINQUENCY', delinquentAmount: d.delinquentAmount, delinquentDate: d.delinquentDate, delinquentDays: d.delinquentDays, pastDueDays: d.pastDueDays };
  };
  const historyOf = async (loanId: number) => {
    const res = await t.call('GET', `/api/v1/loans/${loanId}/delinquencytags`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return (res.json as unknown as Json[]).map((h) => [(h.delinquencyRange as Json).classification, h.addedOnDate, h.liftedOnDate ?? null]);
  };
  const act = (loanId: number, body: Json) => t.call('POST', `/api/v1/loans/${loanId}/delinquency-actions`, { body: { ...DATES, ...body } });
  const actionsOf = async (loanId: number) => {
    const res = await t.call('GET', `/api/v1/loans/${loanId}/delinquency-actions`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return (res.json as unknown as Json[]).map((a) => [a.action, a.startDate, a.endDate ?? null]);
  };
  const refusal = (res: { status: number; json: Json }) => {
    const errors = res.json.errors as Json[] | undefined;
    return [res.status, errors?.[0]?.userMessageGlobalisationCode, errors?.[0]?.parameterName];
  };

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    await setDate('01 October 2023');
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Della', lastname: 'Quent', active: true, activationDate: '01 January 2023', ...DATES } });
    clientId = client.json.clientId as number;
    ranges = {};
    for (const [name, min, max] of [['Delinquency range 1', 1, 3], ['Delinquency range 3', 4, 30], ['Delinquency range 30', 31, 60], ['Delinquency range 60', 61, undefined]] as const) {
      const res = await t.call('POST', '/api/v1/delinquency/ranges', { body: { classification: name, minimumAgeDays: min, ...(max === undefined ? {} : { maximumAgeDays: max }), locale: 'en' } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      ranges[name] = res.json.resourceId as number;
    }
    const bucket = await t.call('POST', '/api/v1/delinquency/buckets', { body: { name: 'Default delinquency bucket', ranges: Object.values(ranges) } });
    assert.equal(bucket.status, 200, JSON.stringify(bucket.body));
    productId = await createLoanProduct(t, {
      name: 'Delinquent', shortName: 'DLQ', principal: 1000, numberOfRepayments: 4, repaymentEvery: 15, repaymentFrequencyType: 0, interestRatePerPeriod: 0, interestType: 1,
      graceOnArrearsAgeing: 3, delinquencyBucketId: bucket.json.resourceId,
    });
  });
  after(async () => t.close());

  it('classifies after business-date moves (job LA_DECL), pauses the ageing, and keeps the tag history', async () => {
    await setDate('01 October 2023');
    const loanId = await activeLoan();
    assert.deepEqual(await delinquentOf(loanId), { classification: 'NO_DELINQUENCY', delinquentAmount: 0, delinquentDate: undefined, delinquentDays: 0, pastDueDays: 0 });

    await setDate('17 October 2023');
    await runJob();
    assert.deepEqual(await delinquentOf(loanId), { classification: 'NO_DELINQUENCY', delinquentAmount: 250, delinquentDate: [2023, 10, 19], delinquentDays: 0, pastDueDays: 1 });
    await setDate('19 October 2023');
    await runJob();
    assert.deepEqual(await delinquentOf(loanId), { classification: 'NO_DELINQUENCY', delinquentAmount: 250, delinquentDate: [2023, 10, 19], delinquentDays: 0, pastDueDays: 3 });
    await setDate('20 October 2023');
    await runJob();
    assert.deepEqual(await delinquentOf(loanId), { classification: 'Delinquency range 1', delinquentAmount: 250, delinquentDate: [2023, 10, 19], delinquentDays: 1, pastDueDays: 4 });

    await setDate('21 October 2023');
    const pause = await act(loanId, { action: 'pause', startDate: '21 October 2023', endDate: '14 November 2023' });
    assert.equal(pause.status, 200, JSON.stringify(pause.body));
    assert.deepEqual([pause.json.loanId, pause.json.clientId, pause.json.officeId], [loanId, clientId, 1]);
    await runJob();
    assert.deepEqual(await delinquentOf(loanId), { classification: 'Delinquency range 1', delinquentAmount: 250, delinquentDate: [2023, 10, 19], delinquentDays: 2, pastDueDays: 5 });
    const loan = (await t.call('GET', `/api/v1/loans/${loanId}`)).json;
    assert.deepEqual((loan.delinquent as Json).delinquencyPausePeriods, [{ active: true, pausePeriodStart: [2023, 10, 21], pausePeriodEnd: [2023, 11, 14] }]);

    await setDate('14 November 2023');
    await runJob();
    assert.deepEqual(await delinquentOf(loanId), { classification: 'Delinquency range 1', delinquentAmount: 500, delinquentDate: [2023, 10, 19], delinquentDays: 2, pastDueDays: 29 });
    await setDate('15 November 2023');
    await runJob();
    assert.deepEqual(await delinquentOf(loanId), { classification: 'Delinquency range 1', delinquentAmount: 500, delinquentDate: [2023, 10, 19], delinquentDays: 3, pastDueDays: 30 });
    const after = (await t.call('GET', `/api/v1/loans/${loanId}`)).json.delinquent as Json;
    assert.deepEqual(after.delinquencyPausePeriods, [{ active: false, pausePeriodStart: [2023, 10, 21], pausePeriodEnd: [2023, 11, 14] }]);
    assert.deepEqual([after.delinquentPrincipal, after.delinquentInterest, after.delinquentFee, after.delinquentPenalty, after.nextPaymentDueDate], [500, 0, 0, 0, [2023, 10, 16]]);

    await setDate('16 November 2023');
    await runJob();
    assert.equal((await delinquentOf(loanId)).classification, 'Delinquency range 3');
    assert.deepEqual(await historyOf(loanId), [
      ['Delinquency range 3', [2023, 11, 16], null],
      ['Delinquency range 1', [2023, 10, 20], [2023, 11, 16]],
    ]);
    assert.deepEqual(await actionsOf(loanId), [['PAUSE', [2023, 10, 21], [2023, 11, 14]]]);
  });

  it('lifts the tag when a repayment brings the loan up to date, in the repayment\'s transaction', async () => {
    await setDate('01 October 2023');
    const loanId = await activeLoan();
    await setDate('25 October 2023');
    await runJob();
    assert.deepEqual(await delinquentOf(loanId), { classification: 'Delinquency range 3', delinquentAmount: 250, delinquentDate: [2023, 10, 19], delinquentDays: 6, pastDueDays: 9 });
    const repaid = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '25 October 2023', transactionAmount: 250, ...DATES } });
    assert.equal(repaid.status, 200, JSON.stringify(repaid.body));
    const d = await delinquentOf(loanId);
    assert.deepEqual(d, { classification: 'NO_DELINQUENCY', delinquentAmount: 0, delinquentDate: undefined, delinquentDays: 0, pastDueDays: 0 });
    assert.deepEqual(await historyOf(loanId), [['Delinquency range 3', [2023, 10, 25], [2023, 10, 25]]]);
    const loan = (await t.call('GET', `/api/v1/loans/${loanId}`)).json.delinquent as Json;
    assert.deepEqual([loan.lastPaymentDate, loan.lastPaymentAmount, loan.lastRepaymentDate, loan.lastRepaymentAmount, loan.nextPaymentDueDate], [[2023, 10, 25], 250, [2023, 10, 25], 250, [2023, 10, 31]]);

    // A repayment undone puts the loan back into the range, on the business date.
    const undo = await t.call('POST', `/api/v1/loans/${loanId}/transactions/${repaid.json.resourceId as number}`, { body: { transactionDate: '25 October 2023', transactionAmount: 0, ...DATES } });
    assert.equal(undo.status, 200, JSON.stringify(undo.body));
    assert.equal((await delinquentOf(loanId)).classification, 'Delinquency range 3');
    assert.equal((await historyOf(loanId)).length, 2);
  });

  it('raises LoanDelinquencyRangeChangeBusinessEvent when the job, a repayment or its undo changes the loan\'s range', async () => {
    await setDate('01 October 2023');
    const loanId = await activeLoan();
    assert.equal((await t.call('PUT', '/api/v1/externalevents/configuration', { body: { externalEventConfigurations: { LoanDelinquencyRangeChangeBusinessEvent: true } } })).status, 200);
    const eventsOf = async () => (await tenantTables(t.tenant.database.db).selectFrom('m_external_event').selectAll().where('aggregate_root_id', '=', loanId).orderBy('id').execute())
      .map((row) => ({ row, data: dataOf(row) }));
    await setDate('25 October 2023');
    await runJob();
    await runJob();
    const [entered, ...none] = await eventsOf();
    assert.equal(none.length, 0, 'a second run that changes nothing raises nothing');
    assert.deepEqual([entered?.row.type, entered?.row.schema, entered?.row.business_date], ['LoanDelinquencyRangeChangeBusinessEvent', RANGE_SCHEMA, '2023-10-25']);
    const data = entered?.data ?? {};
    assert.deepEqual([data.loanId, (data.delinquencyRange as Json).classification, data.delinquentDate, data.charges, (data.currency as Json).code], [loanId, 'Delinquency range 3', '2023-10-19', [], 'USD']);
    assert.deepEqual(data.amount, { totalAmount: '250', principalAmount: '250', interestAmount: '0', feeAmount: '0', penaltyAmount: '0' });
    assertAvroRoundTrip(entered?.row as OutboxRow, 0xb2df2f0a829d26b6n);

    const repaid = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '25 October 2023', transactionAmount: 250, ...DATES } });
    assert.equal(repaid.status, 200, JSON.stringify(repaid.body));
    const undo = await t.call('POST', `/api/v1/loans/${loanId}/transactions/${repaid.json.resourceId as number}`, { body: { transactionDate: '25 October 2023', transactionAmount: 0, ...DATES } });
    assert.equal(undo.status, 200, JSON.stringify(undo.body));
    const [, left, back, ...more] = await eventsOf();
    assert.equal(more.length, 0);
    assert.deepEqual([left?.data.delinquencyRange, (left?.data.amount as Json).totalAmount], [null, '0']);
    assert.deepEqual([(back?.data.delinquencyRange as Json).classification, (back?.data.amount as Json).totalAmount], ['Delinquency range 3', '250']);
    assert.equal((await t.call('PUT', '/api/v1/externalevents/configuration', { body: { externalEventConfigurations: { LoanDelinquencyRangeChangeBusinessEvent: false } } })).status, 200);
  });

  it('classifies a back-dated disbursement at once, in the disbursement\'s transaction', async () => {
    await setDate('25 October 2023');
    const loanId = await activeLoan();
    assert.deepEqual(await delinquentOf(loanId), { classification: 'Delinquency range 3', delinquentAmount: 250, delinquentDate: [2023, 10, 19], delinquentDays: 6, pastDueDays: 9 });
    assert.deepEqual(await historyOf(loanId), [['Delinquency range 3', [2023, 10, 25], null]]);
    const assigned = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}?command=assigndelinquency`, { max: 9, body: {} });
    assert.deepEqual(assigned.json.changes, { overdueDays: 6, current: { id: ranges['Delinquency range 3'], classification: 'Delinquency range 3', minimumAgeDays: 4, maximumAgeDays: 30 } });
    assert.equal((await historyOf(loanId)).length, 1);
    const undone = await t.call('POST', `/api/v1/loans/${loanId}?command=undoDisbursal`, { body: {} });
    assert.equal(undone.status, 200, JSON.stringify(undone.body));
    assert.equal((await delinquentOf(loanId)).delinquentAmount, 0);
  });

  it('answers pauses and resumes by id and external id, with Fineract\'s refusals', async () => {
    await setDate('01 October 2023');
    const pending = await newLoan();
    assert.deepEqual(refusal(await act(pending, { action: 'pause', startDate: '01 October 2023', endDate: '10 October 2023' })), [400, 'loan-delinquency-action-invalid-loan-state', 'id']);
    const loanId = await activeLoan('DLQ-EXT-1');
    await setDate('16 October 2023');
    assert.deepEqual(refusal(await act(loanId, { action: 'stop', startDate: '16 October 2023' })), [400, 'loan-delinquency-action-invalid-action', 'action']);
    assert.deepEqual(refusal(await act(loanId, { startDate: '16 October 2023' })), [400, 'loan-delinquency-action-missing-action', 'action']);
    assert.deepEqual(refusal(await act(loanId, { action: 'pause', endDate: '30 October 2023' })), [400, 'loan-delinquency-action-pause-startDate-cannot-be-blank', 'startDate']);
    assert.deepEqual(refusal(await act(loanId, { action: 'pause', startDate: '16 October 2023' })), [400, 'loan-delinquency-action-pause-endDate-cannot-be-blank', 'endDate']);
    assert.deepEqual(refusal(await act(loanId, { action: 'pause', startDate: '16 October 2023', endDate: '16 October 2023' })), [400, 'loan-delinquency-action-invalid-start-date-and-end-date', 'id']);
    assert.deepEqual(refusal(await act(loanId, { action: 'pause', startDate: '30 September 2023', endDate: '16 October 2023' })), [400, 'loan-delinquency-action-invalid-start-date', 'startDate']);
    assert.deepEqual(refusal(await act(loanId, { action: 'resume', startDate: '16 October 2023' })), [400, 'loan-delinquency-action-resume-should-be-on-pause', 'id']);
    assert.deepEqual(refusal(await act(loanId, { action: 'pause', startDate: '16 October 2023', endDate: '30 October 2023', note: 'x' })), [400, 'error.msg.parameter.unsupported', 'note']);

    const created = await expectStatements(t, 'POST', '/api/v1/loans/external-id/DLQ-EXT-1/delinquency-actions', { max: 9, body: { action: 'PAUSE', startDate: '16 October 2023', endDate: '30 October 2023', ...DATES } });
    assert.deepEqual([created.json.loanId, typeof created.json.resourceId], [loanId, 'number']);
    assert.deepEqual(refusal(await act(loanId, { action: 'pause', startDate: '20 October 2023', endDate: '25 October 2023' })), [400, 'loan-delinquency-action-overlapping', 'id']);
    assert.deepEqual(refusal(await act(loanId, { action: 'pause', startDate: '16 October 2023', endDate: '30 October 2023' })), [400, 'loan-delinquency-action-overlapping', 'id']);
    const touching = await act(loanId, { action: 'pause', startDate: '30 October 2023', endDate: '05 November 2023' });
    assert.equal(touching.status, 200, JSON.stringify(touching.body));

    await setDate('20 October 2023');
    assert.deepEqual(refusal(await act(loanId, { action: 'resume', startDate: '19 October 2023' })), [400, 'loan-delinquency-action-invalid-start-date', 'startDate']);
    assert.deepEqual(refusal(await act(loanId, { action: 'resume', startDate: '21 October 2023' })), [400, 'loan-delinquency-action-invalid-start-date', 'startDate']);
    assert.deepEqual(refusal(await act(loanId, { action: 'resume', startDate: '20 October 2023', endDate: '25 October 2023' })), [400, 'loan-delinquency-action-resume-should-have-no-end-date', 'endDate']);
    const resumed = await t.call('POST', '/api/v1/loans/external-id/DLQ-EXT-1/delinquency-actions', { body: { action: 'resume', startDate: '20 October 2023', ...DATES } });
    assert.equal(resumed.status, 200, JSON.stringify(resumed.body));
    assert.deepEqual(refusal(await act(loanId, { action: 'resume', startDate: '20 October 2023' })), [400, 'loan-delinquency-action-resume-should-be-unique', 'id']);

    const listed = await expectStatements(t, 'GET', '/api/v1/loans/external-id/DLQ-EXT-1/delinquency-actions', { max: 2 });
    const actions = listed.json as unknown as Json[];
    assert.deepEqual(actions.map((a) => [a.action, a.startDate, a.endDate ?? null]), [
      ['PAUSE', [2023, 10, 16], [2023, 10, 30]],
      ['PAUSE', [2023, 10, 30], [2023, 11, 5]],
      ['RESUME', [2023, 10, 20], null],
    ]);
    assert.equal(typeof actions[0]?.createdOn, 'string');
    const periods = ((await t.call('GET', `/api/v1/loans/${loanId}`)).json.delinquent as Json).delinquencyPausePeriods;
    assert.deepEqual(periods, [
      { active: true, pausePeriodStart: [2023, 10, 16], pausePeriodEnd: [2023, 10, 20] },
      { active: false, pausePeriodStart: [2023, 10, 30], pausePeriodEnd: [2023, 11, 5] },
    ]);
    assert.equal((await t.call('GET', '/api/v1/loans/999999/delinquency-actions')).status, 404);
    assert.equal((await t.call('GET', '/api/v1/loans/external-id/nope/delinquency-actions')).status, 404);
    assert.equal((await t.call('POST', '/api/v1/loans/999999/delinquency-actions', { body: { action: 'pause', startDate: '20 October 2023', endDate: '25 October 2023', ...DATES } })).status, 404);
  });

  it('reclassifies at once on a back-dated pause, and answers the history by external id within its statement bound', async () => {
    await setDate('01 October 2023');
    const loanId = await activeLoan('DLQ-EXT-2');
    await setDate('25 October 2023');
    await runJob();
    assert.equal((await delinquentOf(loanId)).classification, 'Delinquency range 3');
    // Paused since 20 October: 9 days past due less 3 of grace less 5 paused = 1 day, range 1, at once.
    const pause = await act(loanId, { action: 'pause', startDate: '20 October 2023', endDate: '10 November 2023' });
    assert.equal(pause.status, 200, JSON.stringify(pause.body));
    assert.deepEqual(await delinquentOf(loanId), { classification: 'Delinquency range 1', delinquentAmount: 250, delinquentDate: [2023, 10, 19], delinquentDays: 1, pastDueDays: 9 });
    // The close-of-business classification leaves a paused loan alone.
    await setDate('05 November 2023');
    await runJob();
    assert.equal((await delinquentOf(loanId)).classification, 'Delinquency range 1');
    const history = await expectStatements(t, 'GET', '/api/v1/loans/external-id/DLQ-EXT-2/delinquencytags', { max: 2 });
    const rows = history.json as unknown as Json[];
    // Rows added on one day come in the order they were added (DelinquencyBucketsIntegrationTest reads them so).
    assert.deepEqual(rows.map((h) => [(h.delinquencyRange as Json).classification, h.addedOnDate, h.liftedOnDate ?? null]), [
      ['Delinquency range 3', [2023, 10, 25], [2023, 10, 25]],
      ['Delinquency range 1', [2023, 10, 25], null],
    ]);
    assert.deepEqual(rows[1], {
      id: rows[1]?.id, loanId, addedOnDate: [2023, 10, 25],
      delinquencyRange: { id: ranges['Delinquency range 1'], classification: 'Delinquency range 1', minimumAgeDays: 1, maximumAgeDays: 3 },
    });
    assert.equal((await t.call('GET', '/api/v1/loans/999999/delinquencytags')).status, 404);
    // A range that classified a loan cannot be deleted.
    const del = await t.call('DELETE', `/api/v1/delinquency/ranges/${ranges['Delinquency range 60'] ?? 0}`);
    assert.equal(del.status, 403);
    await expectStatements(t, 'GET', `/api/v1/loans/${loanId}`, { max: 4 });
  });

  it('tags each installment by its own age on products with installment-level delinquency (Fineract\'s feature, shifted 15 days)', async () => {
    const bucketId = (await t.call('GET', '/api/v1/delinquency/buckets')).json as unknown as Json[];
    const installmentProduct = await createLoanProduct(t, {
      name: 'Delinquent by installment', shortName: 'DLI', principal: 1000, numberOfRepayments: 4, repaymentEvery: 15, repaymentFrequencyType: 0, interestRatePerPeriod: 0,
      interestType: 1, graceOnArrearsAgeing: 3, delinquencyBucketId: bucketId[0]?.id, enableInstallmentLevelDelinquency: true,
    });
    const saved = productId;
    productId = installmentProduct;
    try {
      await setDate('01 October 2023');
      const loanId = await activeLoan();
      const installmentLevel = async () => ((await t.call('GET', `/api/v1/loans/${loanId}`)).json.delinquent as Json).installmentLevelDelinquency as Json[] | undefined;
      await setDate('01 December 2023');
      await runJob();
      assert.deepEqual(await installmentLevel(), [
        { rangeId: ranges['Delinquency range 1'], classification: 'Delinquency range 1', minimumAgeDays: 1, maximumAgeDays: 3, delinquentAmount: 250 },
        { rangeId: ranges['Delinquency range 3'], classification: 'Delinquency range 3', minimumAgeDays: 4, maximumAgeDays: 30, delinquentAmount: 250 },
        { rangeId: ranges['Delinquency range 30'], classification: 'Delinquency range 30', minimumAgeDays: 31, maximumAgeDays: 60, delinquentAmount: 500 },
      ]);
      await setDate('31 December 2023');
      await runJob();
      assert.deepEqual((await installmentLevel())?.map((r) => [r.classification, r.delinquentAmount]), [['Delinquency range 30', 500], ['Delinquency range 60', 500]]);
      await setDate('01 January 2024');
      const repaid = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '01 January 2024', transactionAmount: 1000, ...DATES } });
      assert.equal(repaid.status, 200, JSON.stringify(repaid.body));
      assert.equal(await installmentLevel(), undefined);
      assert.equal((await delinquentOf(loanId)).classification, 'NO_DELINQUENCY');
    } finally {
      productId = saved;
    }
  });

  it('needs READ_DELINQUENCY_TAGS and CREATE_DELINQUENCY_ACTION', async () => {
    await setDate('01 October 2023');
    const loanId = await activeLoan();
    const reader = await createUserWithPermissions(t.tenant.database.db, 'dlq-reader', ['READ_LOAN']);
    assert.equal((await t.call('GET', `/api/v1/loans/${loanId}/delinquencytags`, { auth: reader })).status, 403);
    assert.equal((await t.call('GET', `/api/v1/loans/${loanId}/delinquency-actions`, { auth: reader })).status, 200);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}/delinquency-actions`, { auth: reader, body: { action: 'pause', startDate: '01 October 2023', endDate: '05 October 2023', ...DATES } })).status, 403);
    const maker = await createUserWithPermissions(t.tenant.database.db, 'dlq-maker', ['CREATE_DELINQUENCY_ACTION', 'READ_DELINQUENCY_TAGS']);
    assert.equal((await t.call('GET', `/api/v1/loans/${loanId}/delinquencytags`, { auth: maker })).status, 200);
    const made = await t.call('POST', `/api/v1/loans/${loanId}/delinquency-actions`, { auth: maker, body: { action: 'pause', startDate: '01 October 2023', endDate: '05 October 2023', ...DATES } });
    assert.equal(made.status, 200, JSON.stringify(made.body));
  });
});
