import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LocalDate } from '@js-joda/core';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { runLoanCOB } from '../../../src/modules/loans/index.ts';
import { applyChargeToOverdueLoansChunkStep, applyChargeToOverdueLoansStep } from '../../../src/modules/loans/loan-charges/loan-overdue-charges.jobs.ts';
import { CREDIT, DEBIT, createLoanProductGl, type LoanProductGl, loanProductGlMappings } from '../../support/accounting.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { dataOf } from '../../support/external-events.ts';
import { expectStatements, listStatements, recordStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { DATES } from '../../support/savings.ts';

const JOB = '/api/v1/jobs/short-name/LA_OPEN?command=executeJob';
type Charge = { amount: number; amountOutstanding: number; penalty: boolean; dueDate: number[]; chargeTimeType: { id: number }; chargeCalculationType: { id: number } };
type Period = { period?: number; dueDate: number[]; penaltyChargesDue?: number; totalOutstandingForPeriod?: number };

/**
 * Penalties on overdue installments, by the job "Apply penalty to overdue loans" (LA_OPEN) and the close-of-business
 * step APPLY_CHARGE_TO_OVERDUE_LOANS, with the numbers of Fineract's LoanCharge.feature FEE04 and FEE05 (3000 over
 * three months at a flat 12 % a year, disbursed on 1 January 2023, a 1.5 % late fee).
 */
describe('overdue installment penalties', () => {
  let t: TestApp;
  let clientId: number;
  let gl: LoanProductGl;

  const db = () => tenantTables(t.tenant.database.db);
  const setDate = async (date: string) => assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date, ...DATES } })).status, 200);
  const runJob = async () => {
    const res = await t.call('POST', JOB);
    assert.equal(res.status, 202, JSON.stringify(res.body));
  };
  const overdueCharge = async (name: string, calculation: number, amount: number, extra: Record<string, unknown> = {}) => {
    const res = await t.call('POST', '/api/v1/charges', {
      body: { name, amount, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 9, chargeCalculationType: calculation, chargePaymentMode: 0, active: true, penalty: true, locale: 'en', ...extra },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };
  const product = async (shortName: string, chargeId: number, extra: Record<string, unknown> = {}) => createLoanProduct(t, {
    name: `Overdue ${shortName}`, shortName, principal: 3000, numberOfRepayments: 3, interestRatePerPeriod: 12, interestRateFrequencyType: 3, interestType: 1,
    charges: [{ id: chargeId }], ...extra,
  });
  const activeLoan = async (productId: number): Promise<number> => {
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal: 3000, loanTermFrequency: 3, loanTermFrequencyType: 2, numberOfRepayments: 3, repaymentEvery: 1,
        repaymentFrequencyType: 2, interestRatePerPeriod: 12, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2023', submittedOnDate: '01 January 2023', ...DATES,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const loanId = res.json.loanId as number;
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '01 January 2023', ...DATES } })).status, 200);
    const disbursed = await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '01 January 2023', ...DATES } });
    assert.equal(disbursed.status, 200, JSON.stringify(disbursed.body));
    return loanId;
  };
  const chargesOf = async (loanId: number) => {
    const res = await t.call('GET', `/api/v1/loans/${loanId}/charges`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return (res.body as Charge[]).map((c) => [c.dueDate, c.amount, c.amountOutstanding, c.chargeTimeType.id, c.penalty]);
  };
  const loanOf = async (loanId: number) => (await t.call('GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule,transactions`)).json as {
    summary: Record<string, number>;
    repaymentSchedule: { periods: Period[] };
    transactions: { id: number; type: { id: number }; amount: number; penaltyChargesPortion: number; interestPortion: number; principalPortion: number; manuallyReversed: boolean }[];
  };
  const penaltiesByPeriod = async (loanId: number) => (await loanOf(loanId)).repaymentSchedule.periods.filter((p) => p.period !== undefined).map((p) => [p.period, p.dueDate, p.penaltyChargesDue]);

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    await setDate('01 January 2023');
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Olga', lastname: 'Late', active: true, activationDate: '01 January 2022', ...DATES } });
    clientId = client.json.clientId as number;
    gl = await createLoanProductGl(t);
  });
  after(async () => t.close());

  it('charges 1.5 % of each overdue installment\'s principal once, by the job LA_OPEN (FEE04)', async () => {
    const lateFee = await overdueCharge('% Late fee', 2, 1.5);
    const loanId = await activeLoan(await product('OD4', lateFee));
    await setDate('01 May 2023');
    // The loans charged together (a batch of the job): the same statements for one loan as for a chunk.
    await expectStatements(t, 'POST', JOB, { status: 202, max: 30 });
    assert.deepEqual(await chargesOf(loanId), [[[2023, 2, 1], 15, 15, 9, true], [[2023, 3, 1], 15, 15, 9, true], [[2023, 4, 1], 15, 15, 9, true]]);
    assert.deepEqual(await penaltiesByPeriod(loanId), [[1, [2023, 2, 1], 15], [2, [2023, 3, 1], 15], [3, [2023, 4, 1], 15]]);
    const loan = await loanOf(loanId);
    assert.deepEqual([loan.summary.penaltyChargesCharged, loan.summary.totalExpectedRepayment, loan.summary.totalOutstanding], [45, 3135, 3135]);
    await runJob();
    assert.equal((await chargesOf(loanId)).length, 3, 'an installment is charged once for the same period');
    const links = await db().selectFrom('m_loan_overdue_installment_charge').select('frequency_number').execute();
    assert.deepEqual(links.map((l) => l.frequency_number), [1, 1, 1]);
  });

  it('charges 1.5 % of principal and interest (15.45) by the close-of-business step APPLY_CHARGE_TO_OVERDUE_LOANS (FEE05)', async () => {
    await setDate('01 January 2023');
    const lateFee = await overdueCharge('% Late fee amount+interest', 3, 1.5);
    const loanId = await activeLoan(await product('OD5', lateFee));
    await setDate('01 May 2023');
    const events = { LoanApplyOverdueChargeBusinessEvent: true, LoanBalanceChangedBusinessEvent: true };
    assert.equal((await t.call('PUT', '/api/v1/externalevents/configuration', { body: { externalEventConfigurations: events } })).status, 200);
    const result = await runLoanCOB(t.tenant.database.db, { cobDate: LocalDate.parse('2023-04-30'), userId: 1 });
    assert.ok(result.closed.includes(loanId), JSON.stringify(result));
    assert.deepEqual(await chargesOf(loanId), [[[2023, 2, 1], 15.45, 15.45, 9, true], [[2023, 3, 1], 15.45, 15.45, 9, true], [[2023, 4, 1], 15.45, 15.45, 9, true]]);
    const loan = await loanOf(loanId);
    assert.deepEqual([loan.summary.penaltyChargesCharged, loan.summary.totalOutstanding], [46.35, 3136.35]);
    // Fineract's applyOverdueChargesForLoan raises LoanApplyOverdueChargeBusinessEvent, then LoanBalanceChangedBusinessEvent.
    const rows = await db().selectFrom('m_external_event').selectAll().where('aggregate_root_id', '=', loanId).orderBy('id').execute();
    assert.deepEqual(rows.map((r) => [r.type, r.schema]), [
      ['LoanApplyOverdueChargeBusinessEvent', 'org.apache.fineract.avro.loan.v1.LoanAccountDataV1'], ['LoanBalanceChangedBusinessEvent', 'org.apache.fineract.avro.loan.v1.LoanAccountDataV1'],
    ]);
    const summary = dataOf(rows[0]).summary as Record<string, unknown>;
    assert.deepEqual([dataOf(rows[0]).id, summary.penaltyChargesCharged, summary.totalOutstanding], [loanId, '46.35', '3136.35']);
    assert.equal((await t.call('PUT', '/api/v1/externalevents/configuration', { body: { externalEventConfigurations: { LoanApplyOverdueChargeBusinessEvent: false, LoanBalanceChangedBusinessEvent: false } } })).status, 200);
    assert.deepEqual(loan.repaymentSchedule.periods.filter((p) => p.period !== undefined).map((p) => p.totalOutstandingForPeriod), [1045.45, 1045.45, 1045.45]);
    // An undone disbursal deactivates the overdue penalties charged on it (Fineract's updateLoanToPreDisbursalState).
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=undodisbursal`, { body: {} })).status, 200);
    const active = await db().selectFrom('m_loan_charge').select('is_active').where('loan_id', '=', loanId).execute();
    assert.deepEqual(active.map((c) => c.is_active), [false, false, false]);
    assert.deepEqual((await penaltiesByPeriod(loanId)).map((p) => p[2] ?? 0), [0, 0, 0]);
  });

  it('repeats a weekly penalty per period after the wait period, and replays an earlier repayment with its journal entries (cash)', async () => {
    await setDate('01 January 2023');
    const weekly = await overdueCharge('Weekly late fee', 1, 10, { feeFrequency: 1, feeInterval: 1 });
    const accounts = {
      accountingRule: 2, ...loanProductGlMappings(gl),
    };
    const loanId = await activeLoan(await product('ODW', weekly, accounts));
    await setDate('10 February 2023');
    const repaid = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '10 February 2023', transactionAmount: 500, ...DATES } });
    assert.equal(repaid.status, 200, JSON.stringify(repaid.body));
    // Installment 1 is still open (a repayment short of it on 10 February): the wait period of 2 days puts the first period's start on 4 February.
    await setDate('20 February 2023');
    await runJob();
    assert.deepEqual((await chargesOf(loanId)).map((c) => [c[0], c[1]]), [[[2023, 2, 1], 10], [[2023, 2, 8], 10], [[2023, 2, 15], 10]]);
    assert.deepEqual((await penaltiesByPeriod(loanId)).map((p) => p[2]), [10, 20, 0]);
    const loan = await loanOf(loanId);
    const replacement = loan.transactions.find((x) => x.type.id === 2 && !x.manuallyReversed && x.id !== repaid.json.resourceId);
    assert.deepEqual([replacement?.amount, replacement?.penaltyChargesPortion, replacement?.interestPortion, replacement?.principalPortion], [500, 10, 30, 460]);
    const entries = await db().selectFrom('acc_gl_journal_entry').select(['account_id', 'type_enum', 'amount']).where('transaction_id', '=', `L${replacement?.id ?? 0}`).orderBy('id').execute();
    assert.deepEqual(entries.map((e) => [e.account_id, e.type_enum, Number(e.amount)]).sort(), [
      [gl.fund, DEBIT, 500], [gl.interestIncome, CREDIT, 30], [gl.penaltyIncome, CREDIT, 10], [gl.portfolio, CREDIT, 460],
    ].sort());
    await setDate('25 February 2023');
    await runJob();
    assert.deepEqual((await chargesOf(loanId)).map((c) => c[0]), [[2023, 2, 1], [2023, 2, 8], [2023, 2, 15], [2023, 2, 22]]);
  });

  it('leaves installments that fell due before the wait period when backdating is disabled', async () => {
    await setDate('01 January 2023');
    const flat = await overdueCharge('Flat late fee', 1, 25);
    const loanId = await activeLoan(await product('ODB', flat));
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/backdate-penalties-enabled', { body: { enabled: false } })).status, 200);
    try {
      // Installment 2 (1 March) is the one overdue since exactly the wait period (2 days) before yesterday.
      await setDate('04 March 2023');
      await runJob();
      assert.deepEqual(await chargesOf(loanId), [[[2023, 3, 1], 25, 25, 9, true]]);
    } finally {
      assert.equal((await t.call('PUT', '/api/v1/configurations/name/backdate-penalties-enabled', { body: { enabled: true } })).status, 200);
    }
  });

  it('charges a chunk\'s loans together with the figures a loan-by-loan run gives, in statements that do not grow with the chunk', async () => {
    await setDate('01 January 2023');
    const weekly = await product('ODC', await overdueCharge('Weekly chunk fee', 1, 10, { feeFrequency: 1, feeInterval: 1 }));
    const percent = await product('ODP', await overdueCharge('% chunk fee', 3, 1.5));
    const twins = [[await activeLoan(weekly), await activeLoan(weekly)], [await activeLoan(percent), await activeLoan(percent)]] as const;
    const many: number[] = [];
    for (let i = 0; i < 33; i += 1) {
      many.push(await activeLoan(i % 2 === 0 ? percent : weekly));
    }
    // A loan with a repayment to replay is charged on its own within the chunk, as its twin alone.
    const repaid = [await activeLoan(weekly), await activeLoan(weekly)] as const;
    await setDate('10 February 2023');
    for (const loanId of repaid) {
      const res = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '10 February 2023', transactionAmount: 500, ...DATES } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
    }
    await setDate('20 February 2023');
    const businessDate = LocalDate.parse('2023-02-20');
    const tenantDb = t.tenant.database.db;
    const snapshot = async (loanId: number) => {
      const loan = await loanOf(loanId);
      const row = await db().selectFrom('m_loan').select(['version', 'last_modified_by']).where('id', '=', loanId).executeTakeFirstOrThrow();
      const links = await db().selectFrom('m_loan_overdue_installment_charge as o').innerJoin('m_loan_charge as lc', 'lc.id', 'o.loan_charge_id')
        .innerJoin('m_loan_repayment_schedule as s', 's.id', 'o.loan_schedule_id').select(['s.installment', 'o.frequency_number']).where('lc.loan_id', '=', loanId).orderBy('lc.id').execute();
      return { charges: await chargesOf(loanId), summary: loan.summary, periods: loan.repaymentSchedule.periods, row, links };
    };
    for (const [alone] of [...twins, repaid]) {
      await tenantDb.transaction().execute((trx) => applyChargeToOverdueLoansStep({ db: trx, loanId: alone, businessDate, userId: 1 }));
    }
    await tenantDb.transaction().execute((trx) => applyChargeToOverdueLoansChunkStep({ db: trx, loanIds: [twins[0][1], twins[1][1], repaid[1]], businessDate, userId: 1 }));
    for (const [alone, together] of [...twins, repaid]) {
      assert.deepEqual(await snapshot(together), await snapshot(alone));
    }
    assert.deepEqual((await penaltiesByPeriod(repaid[1])).map((p) => p[2]), [10, 20, 0]);
    // Weekly from 3 February (1 February + the wait period of 2 days): 3, 10 and 17 February on installment 1; 1.5 % of 1030 once.
    assert.deepEqual((await chargesOf(twins[0][1])).map((c) => [c[0], c[1]]), [[[2023, 2, 1], 10], [[2023, 2, 8], 10], [[2023, 2, 15], 10]]);
    assert.deepEqual((await chargesOf(twins[1][1])).map((c) => [c[0], c[1]]), [[[2023, 2, 1], 15.45]]);
    // Accounting none: each penalty is recorded as applied (accrual 10 on its due date), together as alone.
    const applied = (loanId: number) => db().selectFrom('m_loan_transaction').select(['transaction_date', 'amount', 'penalty_charges_portion_derived'])
      .where('loan_id', '=', loanId).where('transaction_type_enum', '=', 10).where('penalty_charges_portion_derived', 'is not', null).orderBy('id').execute()
      .then((rows) => rows.map((r) => [String(r.transaction_date), Number(r.amount), Number(r.penalty_charges_portion_derived)]));
    assert.deepEqual(await applied(twins[0][1]), [['2023-02-01', 10, 10], ['2023-02-08', 10, 10], ['2023-02-15', 10, 10]]);
    for (const [alone, together] of [...twins, repaid]) {
      assert.deepEqual(await applied(together), await applied(alone));
    }

    const chunk = async (loanIds: readonly number[]) => recordStatements(t, () => tenantDb.transaction().execute((trx) => applyChargeToOverdueLoansChunkStep({ db: trx, loanIds, businessDate, userId: 1 })));
    const three = await chunk(many.slice(0, 3));
    const thirty = await chunk(many.slice(3));
    assert.equal(thirty.statements.length, three.statements.length, listStatements(thirty.statements));
    assert.ok(three.statements.length <= 13, listStatements(three.statements));
    const charged = await db().selectFrom('m_loan_charge').select(({ fn }) => ['loan_id', fn.countAll<string>().as('n')]).where('loan_id', 'in', many).groupBy('loan_id').orderBy('loan_id').execute();
    assert.deepEqual(charged.map((c) => [c.loan_id, Number(c.n)]), many.map((id, i) => [id, i % 2 === 0 ? 1 : 3]));
    // Charged once: a second run finds every period charged and writes nothing.
    const again = await chunk(many);
    assert.equal(again.statements.filter((s) => /^\s*(insert|update)/i.test(s.sql)).length, 0, listStatements(again.statements));
  });
});
