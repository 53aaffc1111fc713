import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { replayOptions } from '../../../src/modules/loans/loan-transactions/loan-transactions.replay.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { measureStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

/**
 * A repayment put on top of the stored schedule (the appended path) on a product with a delinquency bucket writes
 * the same tag history, installment tags, status and notes as a full replay: the loan becomes delinquent, is cured,
 * becomes delinquent again and is closed (600) by its last repayment.
 */
describe('appended repayments with delinquency', () => {
  let t: TestApp;
  let clientId: number;
  const products: Record<string, number> = {};

  const db = () => tenantTables(t.tenant.database.db);
  const setDate = async (date: string) => {
    const res = await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date, ...DATES } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  };
  const activeLoan = async (productId: number): Promise<number> => {
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal: 1000, loanTermFrequency: 60, loanTermFrequencyType: 0, numberOfRepayments: 4, repaymentEvery: 15,
        repaymentFrequencyType: 0, interestRatePerPeriod: 0, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 October 2023', submittedOnDate: '01 October 2023', ...DATES,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const loanId = res.json.loanId as number;
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '01 October 2023', ...DATES } })).status, 200);
    const disbursed = await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '01 October 2023', ...DATES } });
    assert.equal(disbursed.status, 200, JSON.stringify(disbursed.body));
    return loanId;
  };
  const repay = async (loanId: number, transactionDate: string, transactionAmount: number, note?: string) => {
    const res = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate, transactionAmount, ...(note === undefined ? {} : { note }), ...DATES } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  };
  const stateOf = async (loanId: number) => {
    const tags = await db().selectFrom('m_loan_delinquency_tag_history').select(['delinquency_range_id', 'addedon_date', 'liftedon_date', 'created_by'])
      .where('loan_id', '=', loanId).orderBy('id').execute();
    const installmentTags = await db().selectFrom('m_loan_installment_delinquency_tag as it').innerJoin('m_loan_repayment_schedule as s', 's.id', 'it.installment_id')
      .select(['s.installment', 'it.delinquency_range_id', 'it.first_overdue_date', 'it.outstanding_amount']).where('it.loan_id', '=', loanId).orderBy('s.installment').execute();
    const loan = await db().selectFrom('m_loan').select(['loan_status_id', 'closedon_date', 'total_outstanding_derived']).where('id', '=', loanId).executeTakeFirstOrThrow();
    const notes = await db().selectFrom('m_note').select(['note', 'note_type_enum']).where('loan_id', '=', loanId).orderBy('id').execute();
    const reversed = await db().selectFrom('m_loan_transaction').select('id').where('loan_id', '=', loanId).where('is_reversed', '=', true).execute();
    return { tags, installmentTags, loan, notes, reversed: reversed.length };
  };
  const run = async (productId: number, appendRepayments: boolean) => {
    await setDate('01 October 2023');
    const loanId = await activeLoan(productId);
    replayOptions.appendRepayments = appendRepayments;
    try {
      await setDate('10 November 2023');
      await repay(loanId, '10 November 2023', 100, 'late: "quoted" \\ back\u00e9 \u{1F600}');
      const long = await measureStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '10 November 2023', transactionAmount: 400, note: 'x'.repeat(1000), ...DATES } });
      assert.equal(long.response.status, 200, JSON.stringify(long.response.body));
      assert.equal(long.statements.some((s) => s.sql.includes('null::m_note')), appendRepayments, 'the repayment is put on top only when appending');
      await setDate('20 November 2023');
      await repay(loanId, '20 November 2023', 200);
      await repay(loanId, '20 November 2023', 300, 'closing');
    } finally {
      replayOptions.appendRepayments = true;
    }
    return stateOf(loanId);
  };

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    await setDate('01 October 2023');
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Della', lastname: 'Append', active: true, activationDate: '01 January 2023', ...DATES } });
    clientId = client.json.clientId as number;
    const ranges: number[] = [];
    for (const [name, min, max] of [['Range 1', 1, 3], ['Range 3', 4, 30], ['Range 30', 31, undefined]] as const) {
      const res = await t.call('POST', '/api/v1/delinquency/ranges', { body: { classification: name, minimumAgeDays: min, ...(max === undefined ? {} : { maximumAgeDays: max }), locale: 'en' } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      ranges.push(res.json.resourceId as number);
    }
    const bucket = await t.call('POST', '/api/v1/delinquency/buckets', { body: { name: 'Append bucket', ranges } });
    assert.equal(bucket.status, 200, JSON.stringify(bucket.body));
    for (const installmentLevel of [false, true]) {
      products[String(installmentLevel)] = await createLoanProduct(t, {
        name: `Append delinquent ${installmentLevel}`, shortName: installmentLevel ? 'AD1' : 'AD0', principal: 1000, numberOfRepayments: 4, repaymentEvery: 15,
        repaymentFrequencyType: 0, interestRatePerPeriod: 0, interestType: 1, graceOnArrearsAgeing: 3, delinquencyBucketId: bucket.json.resourceId,
        enableInstallmentLevelDelinquency: installmentLevel,
      });
    }
  });
  after(async () => t.close());

  for (const installmentLevel of [false, true]) {
    it(`writes the tag history of a full replay (installment level ${installmentLevel}), through cure and closure`, async () => {
      const productId = products[String(installmentLevel)] ?? 0;
      const appended = await run(productId, true);
      const replayed = await run(productId, false);
      assert.deepEqual(appended, replayed);
      assert.equal(appended.loan.loan_status_id, 600, 'the last repayment closes the loan');
      assert.equal(appended.tags.length >= 2, true, 'the loan became delinquent twice');
      assert.equal(appended.tags.every((tag) => tag.liftedon_date !== null), true, 'closing lifts the open tag');
      assert.equal(appended.notes.length, 3);
      assert.equal(appended.reversed, 0);
    });
  }

  it('notifies the office users with the permission once, with or without an Idempotency-Key, none when nobody holds it', async () => {
    await setDate('01 October 2023');
    const loanId = await activeLoan(products.false ?? 0);
    await setDate('10 November 2023');
    const mapped = async (transactionId: number) => {
      const rows = await db().selectFrom('notification_generator as ng').leftJoin('notification_mapper as nm', 'nm.notification_id', 'ng.id')
        .select(['ng.id', 'nm.user_id']).where('ng.action', '=', 'repaymentMade').where('ng.object_identifier', '=', loanId).execute();
      return { notifications: new Set(rows.map((r) => r.id)).size, users: rows.flatMap((r) => (r.user_id === null ? [] : [r.user_id])).sort(), transactionId };
    };
    // Nobody but the actor (the admin) in office 1 holds READ_LOAN or ALL_FUNCTIONS yet: the notification is written, delivered to nobody.
    const before = await db().selectFrom('m_appuser').select('id').execute();
    const first = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '10 November 2023', transactionAmount: 10, ...DATES } });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const none = await mapped(first.json.resourceId as number);
    assert.equal(none.notifications, 1);
    assert.equal(before.length >= 1, true);
    await createUserWithPermissions(t.tenant.database.db, 'reader-a', ['READ_LOAN']);
    await createUserWithPermissions(t.tenant.database.db, 'reader-b', ['READ_LOAN']);
    await createUserWithPermissions(t.tenant.database.db, 'no-reader', ['READ_CLIENT']);
    const second = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '10 November 2023', transactionAmount: 10, ...DATES } });
    assert.equal(second.status, 200, JSON.stringify(second.body));
    const keyed = { headers: { 'Idempotency-Key': 'append-review-1' }, body: { transactionDate: '10 November 2023', transactionAmount: 10, ...DATES } };
    const third = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, keyed);
    assert.equal(third.status, 200, JSON.stringify(third.body));
    const again = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, keyed);
    assert.equal(again.status, 200, JSON.stringify(again.body));
    const all = await mapped(0);
    assert.equal(all.notifications, 3, 'one notification per repayment, the replayed key none');
    assert.equal(all.users.length, 4, 'two readers for each of the last two repayments');
  });
});
