import assert from 'node:assert/strict';
import { LocalDate } from '@js-joda/core';
import { sql } from 'kysely';
import { after, before, describe, it } from 'node:test';
import { loanAccountPayload } from '../../../src/modules/external-events/external-event-payloads/loan-account-payload.ts';
import { runLoanCOB } from '../../../src/modules/loans/index.ts';
import { decodeMessage, enabledExternalEventTypes, encodeMessage } from '../../../src/platform/events/index.ts';
import { TenantClock } from '../../../src/platform/settings/index.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { listStatements, recordStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Json = Record<string, unknown>;
const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
const COB = 'LOAN_CLOSE_OF_BUSINESS';
const REPAYMENT_DUE_SCHEMA = 'org.apache.fineract.avro.loan.v1.LoanRepaymentDueDataV1';
const LOAN_ACCOUNT_SCHEMA = 'org.apache.fineract.avro.loan.v1.LoanAccountDataV1';
/**
 * What the snapshot events of a chunk cost close of business, whatever the number of loans: the step's reads of the
 * loans and their installments (which loans have one due), then the payloads' — the loans with their arrears, their
 * schedules, their charges, their delinquency, their transaction totals and owners — then the outbox row.
 */
const SNAPSHOT_EVENT_STATEMENTS = 8;

/** A clock fixed on a business date (the one the events are raised on). */
class FixedClock extends TenantClock {
  private readonly date: LocalDate;

  constructor(db: ConstructorParameters<typeof TenantClock>[0], date: string) {
    super(db, 'UTC');
    this.date = LocalDate.parse(date);
  }

  override businessDate(): Promise<LocalDate> {
    return Promise.resolve(this.date);
  }
}
const NOTHING_PAST_DUE = { totalAmount: '0', principalAmount: '0', interestAmount: '0', feeAmount: '0', penaltyAmount: '0' };
const pastDue = (principal: string) => ({ ...NOTHING_PAST_DUE, totalAmount: principal, principalAmount: principal });

/**
 * The close-of-business steps that raise business events (CHECK_LOAN_REPAYMENT_DUE, CHECK_LOAN_REPAYMENT_OVERDUE,
 * CHECK_DUE_INSTALLMENTS) and the arrears ageing (UPDATE_LOAN_ARREARS_AGING), on a loan of 1,000 at 0 % in four installments of 250 every 15 days from
 * 01 October 2023 (due 16 Oct, 31 Oct, 15 Nov, 30 Nov), and an approved loan that was never disbursed.
 */
describe('loan close of business steps: repayment events and arrears ageing', () => {
  let t: TestApp;
  let disbursed = 0;
  let approved = 0;
  let clientId = 0;
  let productId = 0;
  /** LoanRepaymentDueDataV1 of installment `n` of a loan: 250 of principal owed, and what is past due. */
  const repaymentDue = async (loanId: number, n: number, dueDate: string, past: Json) => {
    const row = await sql<{ account_no: string }>`select account_no from m_loan where id = ${loanId}`.execute(t.tenant.database.db);
    return {
      loanId, loanAccountNo: row.rows[0]?.account_no, loanExternalId: null,
      currency: { code: 'USD', name: null, decimalPlaces: 2, inMultiplesOf: 0, displaySymbol: null, nameCode: null, displayLabel: null },
      installment: {
        installmentNumber: n, installmentDueDate: dueDate, principalAmountDue: '250', interestAmountDue: '0', feeChargeAmountDue: '0', penaltyChargeAmountDue: '0', totalAmountDue: '250',
      },
      pastDueAmount: past,
    };
  };

  const ok = async (method: 'POST' | 'PUT', url: string, body: Json) => {
    const res = await t.call(method, url, { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json;
  };
  /** Closes the day before `businessDate`; the days between count as closed (a run claims loans closed up to the day before its COB date). */
  const closeDay = async (businessDate: string) => {
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: businessDate, ...DATES });
    await sql`update m_loan set last_closed_business_date = to_date(${businessDate}, 'DD FMMonth YYYY') - 2
      where last_closed_business_date < to_date(${businessDate}, 'DD FMMonth YYYY') - 2`.execute(t.tenant.database.db);
    const res = await t.call('POST', '/api/v1/jobs/short-name/LA_ECOB?command=executeJob');
    assert.equal(res.status, 202, JSON.stringify(res.body));
  };
  /** The LoanAccountDataV1 payloads of the snapshot events {@link newEvents} read last. */
  let snapshots: { type: string; businessDate: string; data: Json }[] = [];
  /** The events raised since the last call, oldest first. */
  const newEvents = async () => {
    const rows = await sql<{ type: string; business_date: string; schema: string; data: Json | string; aggregate_root_id: number }>`
      select type, business_date::text, schema, data, aggregate_root_id from m_external_event order by id`.execute(t.tenant.database.db);
    await sql`delete from m_external_event`.execute(t.tenant.database.db);
    snapshots = [];
    return rows.rows.map((r) => {
      const data = (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Json;
      if (r.schema === REPAYMENT_DUE_SCHEMA) {
        return { type: r.type, businessDate: r.business_date, data, aggregate: r.aggregate_root_id };
      }
      if (r.schema === LOAN_ACCOUNT_SCHEMA) {
        snapshots.push({ type: r.type, businessDate: r.business_date, data });
        return { type: r.type, businessDate: r.business_date, loanId: data.id, aggregate: r.aggregate_root_id };
      }
      return { type: r.type, businessDate: r.business_date, loanId: data.loanId, installmentId: data.subResourceId, changes: data.changes, aggregate: r.aggregate_root_id };
    });
  };
  const loan = async (submitted: string, disburse: boolean, clientId: number, productId: number) => {
    const created = await ok('POST', '/api/v1/loans', {
      clientId, productId, loanType: 'individual', principal: 1000, loanTermFrequency: 60, loanTermFrequencyType: 0, numberOfRepayments: 4, repaymentEvery: 15,
      repaymentFrequencyType: 0, interestRatePerPeriod: 0, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1,
      transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: submitted, submittedOnDate: submitted, ...DATES,
    });
    const loanId = created.loanId as number;
    await ok('POST', `/api/v1/loans/${loanId}?command=approve`, { approvedOnDate: submitted, ...DATES });
    if (disburse) {
      await ok('POST', `/api/v1/loans/${loanId}?command=disburse`, { actualDisbursementDate: submitted, ...DATES });
    }
    return loanId;
  };

  before(async () => {
    t = await createTestApp();
    await ok('PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '01 October 2023', ...DATES });
    const client = await ok('POST', '/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Due', lastname: 'Events', active: true, activationDate: '01 January 2023', ...DATES });
    clientId = client.clientId as number;
    productId = await createLoanProduct(t, { name: 'Due events', shortName: 'DEV', principal: 1000, numberOfRepayments: 4, repaymentEvery: 15, repaymentFrequencyType: 0, interestRatePerPeriod: 0, interestType: 1 });
    disbursed = await loan('01 October 2023', true, client.clientId as number, productId);
    approved = await loan('01 October 2023', false, client.clientId as number, productId);
    const steps = ['CHECK_LOAN_REPAYMENT_DUE', 'CHECK_LOAN_REPAYMENT_OVERDUE', 'CHECK_DUE_INSTALLMENTS'].map((stepName, i) => ({ stepName, order: i + 1 }));
    assert.equal((await t.call('PUT', `/api/v1/jobs/${COB}/steps`, { body: { businessSteps: steps } })).status, 204);
    await ok('PUT', '/api/v1/externalevents/configuration', {
      externalEventConfigurations: { LoanRepaymentDueBusinessEvent: true, LoanRepaymentOverdueBusinessEvent: true, LoanAccountCustomSnapshotBusinessEvent: true },
    });
    await newEvents();
  });
  after(async () => t.close());

  it('raises the due event a day before an installment is due (days-before-repayment-is-due 1), and the snapshot on its due date', async () => {
    await closeDay('15 October 2023');
    assert.deepEqual(await newEvents(), []);
    await closeDay('16 October 2023');
    assert.deepEqual(await newEvents(), [
      // Fineract's LoanRepaymentDueDataV1: installment 1 owes 250; nothing is past due on the COB date.
      { type: 'LoanRepaymentDueBusinessEvent', businessDate: '2023-10-15', data: await repaymentDue(disbursed, 1, '2023-10-16', NOTHING_PAST_DUE), aggregate: disbursed },
      { type: 'LoanAccountCustomSnapshotBusinessEvent', businessDate: '2023-10-16', loanId: disbursed, aggregate: disbursed },
      // As Fineract's CHECK_DUE_INSTALLMENTS, whatever the loan's status: the approved loan's schedule has the same due date.
      { type: 'LoanAccountCustomSnapshotBusinessEvent', businessDate: '2023-10-16', loanId: approved, aggregate: approved },
    ]);
  });

  it('gives the snapshot events Fineract\'s LoanAccountDataV1, the record the loan commands\' events carry', async () => {
    const [active, pending] = snapshots.map((s) => s.data);
    // The disbursed loan: active, 1,000 outstanding in four installments (the disbursement period first), not in arrears.
    assert.equal(active?.id, disbursed);
    assert.deepEqual(active?.status, {
      id: 300, code: 'loanStatusType.active', value: 'Active', pendingApproval: false, waitingForDisbursal: false, active: true,
      closedObligationsMet: false, closedWrittenOff: false, closedRescheduled: false, closed: false, overpaid: false,
    });
    const summary = active?.summary as Json;
    assert.equal(summary.principalDisbursed, '1000');
    assert.equal(summary.totalOutstanding, '1000');
    assert.equal(summary.totalRepaymentTransaction, '0');
    const periods = (active?.repaymentSchedule as { periods: Json[] }).periods;
    assert.deepEqual(periods.map((p) => [p.period ?? null, p.dueDate, p.principalDue ?? null]), [
      [null, '2023-10-01', null], [1, '2023-10-16', '250'], [2, '2023-10-31', '250'], [3, '2023-11-15', '250'], [4, '2023-11-30', '250'],
    ]);
    assert.equal(active?.inArrears, false);
    // The approved loan: its summary holds the currency alone, as before disbursement in Fineract.
    assert.equal(pending?.id, approved);
    assert.equal((pending?.status as Json).code, 'loanStatusType.approved');
    assert.equal((pending?.summary as Json).totalOutstanding, null);
    // The same record as the command events' builder makes of each loan on that business date.
    for (const snapshot of snapshots) {
      const own = await loanAccountPayload(t.tenant.database.db, { loanId: snapshot.data.id as number }, new FixedClock(t.tenant.database.db, '2023-10-16'));
      // Raised inside close of business, before the loan's last closed business date moves on to the COB date.
      assert.equal(snapshot.data.lastClosedBusinessDate, '2023-10-14');
      assert.deepEqual(snapshot.data, { ...(JSON.parse(JSON.stringify(own?.data)) as Json), lastClosedBusinessDate: '2023-10-14' });
      // Avro with Fineract's schema: the single-object encoding carries its fingerprint and decodes unchanged.
      const message = {
        id: 1, source: 'test', type: snapshot.type, category: 'Loan', createdAt: '2023-10-16T10:00:00.000000', businessDate: snapshot.businessDate,
        tenantId: 'default', idempotencyKey: 'k', dataschema: LOAN_ACCOUNT_SCHEMA, data: snapshot.data,
      };
      const encoded = encodeMessage(message, 'avro');
      assert.deepEqual(decodeMessage(encoded, 'avro'), message);
      const marker = Buffer.alloc(8);
      marker.writeBigUInt64LE(0xa524cd4cd5b6fa45n);
      assert.ok(encoded.includes(Buffer.concat([Buffer.from([0xc3, 0x01]), marker])));
    }
  });

  it('raises the overdue event a day after (days-after-repayment-is-overdue 1); nothing for a loan not disbursed', async () => {
    await closeDay('17 October 2023');
    assert.deepEqual(await newEvents(), []);
    await closeDay('18 October 2023');
    assert.deepEqual(await newEvents(), [
      { type: 'LoanRepaymentOverdueBusinessEvent', businessDate: '2023-10-17', data: await repaymentDue(disbursed, 1, '2023-10-16', pastDue('250')), aggregate: disbursed },
    ]);
    const approvedClosed = await t.call('GET', `/api/v1/loans/${approved}`);
    assert.deepEqual(approvedClosed.json.lastClosedBusinessDate, [2023, 10, 17]);
  });

  it('follows the configured days; a paid installment raises nothing', async () => {
    await ok('PUT', '/api/v1/configurations/name/days-before-repayment-is-due', { value: 3 });
    await ok('PUT', '/api/v1/configurations/name/days-after-repayment-is-overdue', { value: 2 });
    await closeDay('29 October 2023');
    assert.deepEqual(await newEvents(), [
      // Installment 1, unpaid, is past due.
      { type: 'LoanRepaymentDueBusinessEvent', businessDate: '2023-10-28', data: await repaymentDue(disbursed, 2, '2023-10-31', pastDue('250')), aggregate: disbursed },
    ]);
    // Installments 1 and 2 paid: no overdue event two days after the second falls due.
    await ok('POST', `/api/v1/loans/${disbursed}/transactions?command=repayment`, { transactionDate: '29 October 2023', transactionAmount: 500, ...DATES });
    await newEvents();
    await closeDay('03 November 2023');
    assert.deepEqual(await newEvents(), []);
  });

  it('keeps m_loan_arrears_aging for a loan in arrears on the COB date, and removes it once paid', async () => {
    const steps = [{ stepName: 'UPDATE_LOAN_ARREARS_AGING', order: 1 }];
    assert.equal((await t.call('PUT', `/api/v1/jobs/${COB}/steps`, { body: { businessSteps: steps } })).status, 204);
    const arrears = async () =>
      (await sql<Json>`select loan_id, principal_overdue_derived, interest_overdue_derived, fee_charges_overdue_derived, penalty_charges_overdue_derived,
        total_overdue_derived, overdue_since_date_derived::text as since from m_loan_arrears_aging order by loan_id`.execute(t.tenant.database.db)).rows;
    // Installment 3 falls due on 15 November: not yet in arrears when that day is closed.
    await closeDay('16 November 2023');
    assert.deepEqual(await arrears(), []);
    await closeDay('17 November 2023');
    assert.deepEqual(await arrears(), [
      {
        loan_id: disbursed, principal_overdue_derived: '250.000000', interest_overdue_derived: '0.000000', fee_charges_overdue_derived: '0.000000',
        penalty_charges_overdue_derived: '0.000000', total_overdue_derived: '250.000000', since: '2023-11-15',
      },
    ]);
    await ok('POST', `/api/v1/loans/${disbursed}/transactions?command=repayment`, { transactionDate: '17 November 2023', transactionAmount: 250, ...DATES });
    await closeDay('18 November 2023');
    assert.deepEqual(await arrears(), []);
  });

  it('writes the events of a chunk with as many statements for three loans as for one', async () => {
    const steps = ['CHECK_LOAN_REPAYMENT_DUE', 'CHECK_LOAN_REPAYMENT_OVERDUE', 'CHECK_DUE_INSTALLMENTS'].map((stepName, i) => ({ stepName, order: i + 1 }));
    assert.equal((await t.call('PUT', `/api/v1/jobs/${COB}/steps`, { body: { businessSteps: steps } })).status, 204);
    const others = [await loan('01 October 2023', true, clientId, productId), await loan('01 October 2023', true, clientId, productId)];
    const closeOn = async (ids: readonly number[], date: string) => {
      await sql`update m_loan set last_closed_business_date = ${date}::date where id in (${sql.join(ids)})`.execute(t.tenant.database.db);
    };
    const db = t.tenant.database.db;
    // Installment 4 falls due on 30 November: three days ahead (days-before-repayment-is-due 3) on the COB date 27 November.
    await closeOn([approved, ...others], '2023-11-27');
    await closeOn([disbursed], '2023-11-26');
    await newEvents();
    const one = await recordStatements(t, () => runLoanCOB(db, { cobDate: LocalDate.parse('2023-11-27'), userId: 1 }));
    assert.deepEqual(one.result, { closed: [disbursed], failed: [] });
    await closeOn([disbursed, ...others], '2023-11-26');
    await closeOn([approved], '2023-11-27');
    await newEvents();
    const three = await recordStatements(t, () => runLoanCOB(db, { cobDate: LocalDate.parse('2023-11-27'), userId: 1 }));
    assert.deepEqual(three.result, { closed: [disbursed, ...others], failed: [] });
    assert.equal(three.statements.length, one.statements.length, listStatements(three.statements));
    // Installments 1 to 3 of the new loans are past due; those of the first loan are paid.
    assert.deepEqual(await newEvents(), [
      { type: 'LoanRepaymentDueBusinessEvent', businessDate: '2023-11-27', data: await repaymentDue(disbursed, 4, '2023-11-30', NOTHING_PAST_DUE), aggregate: disbursed },
      ...(await Promise.all(others.map(async (id) => ({
        type: 'LoanRepaymentDueBusinessEvent', businessDate: '2023-11-27', data: await repaymentDue(id, 4, '2023-11-30', pastDue('750')), aggregate: id,
      })))),
    ]);
  });

  it('builds the snapshots of a chunk with as many statements for three loans as for one, and none with the type disabled', async () => {
    const db = t.tenant.database.db;
    const others = (await sql<{ id: number }>`select id from m_loan where id not in (${disbursed}, ${approved}) order by id`.execute(db)).rows.map((r) => r.id);
    const closeOn = async (ids: readonly number[], date: string) => {
      await sql`update m_loan set last_closed_business_date = ${date}::date where id in (${sql.join(ids)})`.execute(db);
    };
    // Installment 4 falls due on 30 November, the business date of the COB date 29 November; no due or overdue event that day.
    const run = async (behind: readonly number[], closed: readonly number[]) => {
      await closeOn(behind, '2023-11-28');
      await closeOn(closed, '2023-11-29');
      await newEvents();
      await enabledExternalEventTypes(db);
      return recordStatements(t, () => runLoanCOB(db, { cobDate: LocalDate.parse('2023-11-29'), userId: 1 }));
    };
    const one = await run([disbursed], [approved, ...others]);
    assert.deepEqual(one.result, { closed: [disbursed], failed: [] });
    assert.deepEqual((await newEvents()).map((e) => e.loanId), [disbursed]);
    const three = await run([disbursed, ...others], [approved]);
    assert.deepEqual(three.result, { closed: [disbursed, ...others], failed: [] });
    assert.deepEqual((await newEvents()).map((e) => e.loanId), [disbursed, ...others]);
    assert.equal(three.statements.length, one.statements.length, listStatements(three.statements));
    await ok('PUT', '/api/v1/externalevents/configuration', { externalEventConfigurations: { LoanAccountCustomSnapshotBusinessEvent: false } });
    const disabled = await run([disbursed], [approved, ...others]);
    assert.deepEqual(await newEvents(), []);
    assert.equal(one.statements.length - disabled.statements.length, SNAPSHOT_EVENT_STATEMENTS, `${listStatements(one.statements)}\n---\n${listStatements(disabled.statements)}`);
  });
});
