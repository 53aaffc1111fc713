import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createGlAccount, DEBIT } from '../../support/accounting.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { DATES, setBusinessDate } from '../../support/savings.ts';
import { dataOf } from '../../support/external-events.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const ACCRUAL = 10;
const REPAYMENT = 2;
const WAIVE_CHARGES = 9;

type Tx = {
  id: number; type: { id: number; code: string }; date: number[]; amount: number; principalPortion?: number; interestPortion?: number; feeChargesPortion?: number;
  penaltyChargesPortion?: number; outstandingLoanBalance?: number; unrecognizedIncomePortion?: number; manuallyReversed: boolean;
};
/** type code, date, amount, principal, interest, fees, penalties, loan balance. */
type TxRow = readonly [string, string, number, number, number, number, number, number];

/** The feature's transactions tab check: every row listed, in any order, and no other. */
const sameRows = (actual: readonly TxRow[], expected: readonly TxRow[]) => assert.deepEqual([...actual].sort(), [...expected].sort());
const iso = (date: number[]) => date.map((d) => String(d).padStart(2, '0')).join('-');

/**
 * Scenarios of Fineract's e2e LoanAccrualTransaction.feature on its classic product LP1 (cumulative schedule, the
 * mifos-standard order, periodic accrual accounting): the "default loan" of 1,000 in one 30-day repayment, the
 * "customised loan" of months, and the snooze fee (10) and NSF penalty (10) the feature adds; plus the accrual of a
 * charge waived after it was accrued (Fineract's periodic accrual accrues a charge's amount less the unrecognized
 * income of its waivers).
 */
describe('loan accruals of LoanAccrualTransaction.feature on classic loans', () => {
  let t: TestApp;
  let clientId: number;
  let lp1: number;
  let interestProduct: number;
  let recalculating: number;
  let snooze: number;
  let nsf: number;
  let gl: Record<'fund' | 'portfolio' | 'receivable' | 'feeReceivable' | 'interest' | 'fee' | 'penalty' | 'writeOff' | 'overpayment', number>;

  const db = () => tenantTables(t.tenant.database.db);
  const post = async (url: string, body: Record<string, unknown>, dated = true): Promise<Record<string, unknown>> => {
    const res = await t.call('POST', url, { body: dated ? { ...DATES, ...body } : body });
    assert.equal(res.status, 200, `${url} ${JSON.stringify(res.body)}`);
    return res.json;
  };
  const runJob = async (shortName: string) => {
    const res = await t.call('POST', `/api/v1/jobs/short-name/${shortName}?command=executeJob`);
    assert.equal(res.status, 202, JSON.stringify(res.body));
    const job = (await t.call('GET', `/api/v1/jobs/short-name/${shortName}`)).json as { lastRunHistory?: { status: string; jobRunErrorLog?: string } };
    assert.equal(job.lastRunHistory?.status, 'success', job.lastRunHistory?.jobRunErrorLog);
  };
  const inlineCob = async (loanId: number) => assert.equal((await t.call('POST', '/api/v1/jobs/LOAN_COB/inline', { body: { loanIds: [loanId] } })).status, 200);
  const openLoan = async (productId: number, on: string, terms: Record<string, unknown>): Promise<number> => {
    const created = await post('/api/v1/loans', {
      clientId, productId, loanType: 'individual', amortizationType: 1, transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: on, submittedOnDate: on,
      maxOutstandingLoanBalance: 10000, ...terms,
    });
    const loanId = created.loanId as number;
    await post(`/api/v1/loans/${loanId}?command=approve`, { approvedOnDate: on });
    await post(`/api/v1/loans/${loanId}?command=disburse`, { actualDisbursementDate: on });
    return loanId;
  };
  /** The feature's default loan: 1,000 without interest in one repayment 30 days on. */
  const defaultLoan = (on: string) =>
    openLoan(lp1, on, { principal: 1000, loanTermFrequency: 30, loanTermFrequencyType: 0, numberOfRepayments: 1, repaymentEvery: 30, repaymentFrequencyType: 0, interestRatePerPeriod: 0, interestType: 1, interestCalculationPeriodType: 1 });
  /** The feature's customised loan: the principal over months, one repayment a month, no interest. */
  const customisedLoan = (on: string, principal: number, months: number) =>
    openLoan(lp1, on, { principal, loanTermFrequency: months, loanTermFrequencyType: 2, numberOfRepayments: months, repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 0, interestType: 1, interestCalculationPeriodType: 1 });
  const addCharge = async (loanId: number, chargeId: number, dueDate: string, amount = 10) => (await post(`/api/v1/loans/${loanId}/charges`, { chargeId, amount, dueDate })).resourceId as number;
  const repay = (loanId: number, on: string, amount: number) => post(`/api/v1/loans/${loanId}/transactions?command=repayment`, { transactionDate: on, transactionAmount: amount, paymentTypeId: 1 });
  /** Undoes the loan's latest standing repayment. */
  const undoLastRepayment = async (loanId: number, on: string) => {
    const last = await db().selectFrom('m_loan_transaction').select('id').where('loan_id', '=', loanId).where('transaction_type_enum', '=', REPAYMENT).where('is_reversed', '=', false)
      .orderBy('id', 'desc').executeTakeFirstOrThrow();
    await post(`/api/v1/loans/${loanId}/transactions/${last.id}`, { transactionDate: on, transactionAmount: 0 });
  };
  const listed = async (loanId: number): Promise<Tx[]> => (await t.call('GET', `/api/v1/loans/${loanId}?associations=transactions`)).json.transactions as Tx[];
  /** The standing transactions as the feature's transactions tab lists them. */
  const transactionsOf = async (loanId: number): Promise<TxRow[]> =>
    (await listed(loanId)).filter((x) => !x.manuallyReversed).map((x) => [
      x.type.code.replace('loanTransactionType.', ''), iso(x.date), x.amount, x.principalPortion ?? 0, x.interestPortion ?? 0, x.feeChargesPortion ?? 0,
      x.penaltyChargesPortion ?? 0, x.outstandingLoanBalance ?? 0,
    ]);
  /** The standing accruals: date, amount, interest, fees, penalties. */
  const accrualsOf = async (loanId: number) =>
    (await listed(loanId)).filter((x) => x.type.id === ACCRUAL && !x.manuallyReversed)
      .map((x) => [iso(x.date), x.amount, x.interestPortion ?? 0, x.feeChargesPortion ?? 0, x.penaltyChargesPortion ?? 0]);
  /** Debits less credits of the loan's journal entries on one account. */
  const balanceOf = async (loanId: number, accountId: number) => {
    const rows = await db().selectFrom('acc_gl_journal_entry as e').innerJoin('m_loan_transaction as tx', 'tx.id', 'e.loan_transaction_id')
      .select(['e.type_enum', 'e.amount']).where('tx.loan_id', '=', loanId).where('e.account_id', '=', accountId).execute();
    return Math.round(rows.reduce((s, r) => s + (r.type_enum === DEBIT ? 1 : -1) * Number(r.amount), 0) * 100) / 100;
  };
  /** Fineract's check: a LoanAccrualTransactionCreatedBusinessEvent carries the loan's accrual dated `on`. */
  const assertAccrualEvent = async (loanId: number, on: string) => {
    const accrual = (await listed(loanId)).find((x) => x.type.id === ACCRUAL && iso(x.date) === on);
    assert.ok(accrual !== undefined, `an accrual on ${on}`);
    const events = await db().selectFrom('m_external_event').select(['data']).where('type', '=', 'LoanAccrualTransactionCreatedBusinessEvent').where('aggregate_root_id', '=', loanId).execute();
    assert.ok(events.map((e) => dataOf(e).id).includes(accrual.id), `the event of accrual ${accrual.id}`);
  };
  const statusOf = async (loanId: number) => ((await t.call('GET', `/api/v1/loans/${loanId}`)).json.status as { code: string }).code.replace('loanStatusType.', '');

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2023-01-01');
    const events = await t.call('PUT', '/api/v1/externalevents/configuration', { body: { externalEventConfigurations: { LoanAccrualTransactionCreatedBusinessEvent: true } } });
    assert.equal(events.status, 200, JSON.stringify(events.body));
    clientId = (await post('/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Ada', lastname: 'Audited', active: true, activationDate: '01 January 2022' })).clientId as number;
    gl = {
      fund: await createGlAccount(t, 1, 'Suspense clearing'), portfolio: await createGlAccount(t, 1, 'Loans receivable'), receivable: await createGlAccount(t, 1, 'Interest receivable'),
      feeReceivable: await createGlAccount(t, 1, 'Fee receivable'), interest: await createGlAccount(t, 4, 'Interest income'), fee: await createGlAccount(t, 4, 'Fee income'),
      penalty: await createGlAccount(t, 4, 'Penalty income'), writeOff: await createGlAccount(t, 5, 'Written off'), overpayment: await createGlAccount(t, 2, 'Overpayment'),
    };
    const accounts = {
      accountingRule: 3, fundSourceAccountId: gl.fund, loanPortfolioAccountId: gl.portfolio, receivableInterestAccountId: gl.receivable, receivableFeeAccountId: gl.feeReceivable,
      receivablePenaltyAccountId: gl.receivable, interestOnLoanAccountId: gl.interest, incomeFromFeeAccountId: gl.fee, incomeFromPenaltyAccountId: gl.penalty,
      incomeFromRecoveryAccountId: gl.interest, writeOffAccountId: gl.writeOff, transfersInSuspenseAccountId: gl.fund, overpaymentLiabilityAccountId: gl.overpayment,
    };
    lp1 = await createLoanProduct(t, {
      name: 'LP1', shortName: 'LP1', principal: 1000, numberOfRepayments: 1, repaymentEvery: 30, repaymentFrequencyType: 0, interestRatePerPeriod: 0, interestType: 1,
      graceOnArrearsAgeing: 3, outstandingLoanBalance: 10000, ...accounts,
    });
    interestProduct = await createLoanProduct(t, {
      name: 'Accruing at 12 %', shortName: 'A12', principal: 1000, numberOfRepayments: 1, interestRatePerPeriod: 12, interestRateFrequencyType: 3, interestType: 0,
      interestCalculationPeriodType: 0, ...accounts,
    });
    recalculating = await createLoanProduct(t, {
      name: 'LP1 recalculating daily', shortName: 'LPR', principal: 1000, numberOfRepayments: 1, interestRatePerPeriod: 12, interestRateFrequencyType: 3, interestType: 0,
      interestCalculationPeriodType: 0, daysInYearType: 1, daysInMonthType: 1, isInterestRecalculationEnabled: true, interestRecalculationCompoundingMethod: 0,
      rescheduleStrategyMethod: 3, recalculationRestFrequencyType: 2, recalculationRestFrequencyInterval: 1, preClosureInterestCalculationStrategy: 1, ...accounts,
    });
    const charge = async (name: string, penalty: boolean) =>
      (await post('/api/v1/charges', { name, amount: 10, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 1, chargePaymentMode: 0, active: true, penalty, locale: 'en' }, false)).resourceId as number;
    snooze = await charge('Snooze fee', false);
    nsf = await charge('NSF fee', true);
  });
  after(async () => t.close());

  it('does not accrue again a fee accrued, then waived; re-accrues it when its accrual is reversed after the waiver (Fineract\'s unrecognized income)', async () => {
    // 1,000 at 12 % a year over January 2023 (10.19 of interest), a snooze fee of 10 due 05 January.
    await setBusinessDate(t, '2023-01-01');
    const loanId = await openLoan(interestProduct, '01 January 2023', { principal: 1000, loanTermFrequency: 1, loanTermFrequencyType: 2, numberOfRepayments: 1, repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 12, interestRateFrequencyType: 3, interestType: 0, interestCalculationPeriodType: 0 });
    const feeId = await addCharge(loanId, snooze, '05 January 2023');
    // 11 January: 10.19 × 10 ÷ 31 = 3.29 of interest and the fee.
    await setBusinessDate(t, '2023-01-11');
    await runJob('ACC_APTR');
    assert.deepEqual(await accrualsOf(loanId), [['2023-01-11', 13.29, 3.29, 10, 0]]);

    // The waiver: accrued 10, paid nothing, so all of it is the fee portion and none is unrecognized income.
    const waived = await post(`/api/v1/loans/${loanId}/charges/${feeId}?command=waive`, {});
    const waiver = (await listed(loanId)).find((x) => x.id === waived.subResourceId);
    assert.deepEqual([waiver?.type.id, waiver?.amount, waiver?.feeChargesPortion, waiver?.unrecognizedIncomePortion ?? 0], [WAIVE_CHARGES, 10, 10, 0]);
    // The jobs and close of business again: no extra accrual, nothing reversed.
    await runJob('ACC_APTR');
    await runJob('ACC_AATR');
    await setBusinessDate(t, '2023-01-12');
    await inlineCob(loanId);
    assert.deepEqual(await accrualsOf(loanId), [['2023-01-11', 13.29, 3.29, 10, 0]]);
    assert.equal(await balanceOf(loanId, gl.feeReceivable), 0, 'accrued 10, the waiver credited 10');

    // A repayment undone reprocesses the accruals: the latest, partial one (interest and the fee) is reversed.
    await repay(loanId, '12 January 2023', 100);
    await undoLastRepayment(loanId, '12 January 2023');
    assert.deepEqual(await accrualsOf(loanId), []);
    assert.equal(await balanceOf(loanId, gl.feeReceivable), -10);
    // The next run accrues the fee again: its amount less the waiver's unrecognized income (0) was not accrued. One
    // accruing loan, as before the waiver's unrecognized income was read (in the charges' statement): 28 statements,
    // and 2 for the accrual event this suite enables.
    await expectStatements(t, 'POST', '/api/v1/jobs/short-name/ACC_APTR?command=executeJob', { status: 202, max: 30 });
    assert.deepEqual(await accrualsOf(loanId), [['2023-01-12', 13.62, 3.62, 10, 0]]);
    assert.equal(await balanceOf(loanId, gl.feeReceivable), 0);
    assert.equal(await balanceOf(loanId, gl.fee), -10);
  });
  const disbursed = (amount: number, on: string): TxRow => ['disbursement', on, amount, 0, 0, 0, 0, amount];
  const accrued = (on: string, amount: number, part: 'fees' | 'penalties' | 'interest' = 'fees'): TxRow =>
    ['accrual', on, amount, 0, part === 'interest' ? amount : 0, part === 'fees' ? amount : 0, part === 'penalties' ? amount : 0, 0];
  const repaid = (on: string, amount: number, principal: number, fees: number, balance: number): TxRow => ['repayment', on, amount, principal, 0, fees, 0, balance];

  it('accrues a fee due on the disbursal date in close of business, with or without a partial repayment that day (lines 5, 20)', async () => {
    for (const repayment of [0, 500]) {
      await setBusinessDate(t, '2023-01-01');
      const loanId = await defaultLoan('01 January 2023');
      await addCharge(loanId, snooze, '01 January 2023');
      if (repayment > 0) {
        await repay(loanId, '01 January 2023', repayment);
      }
      await setBusinessDate(t, '2023-01-02');
      await inlineCob(loanId);
      assert.deepEqual((await transactionsOf(loanId)).filter((x) => x[0] === 'accrual'), [accrued('2023-01-01', 10)]);
      await assertAccrualEvent(loanId, '2023-01-01');
    }
  });

  it('accrues the fee on the closing date when a full repayment closes the loan (line 36)', async () => {
    await setBusinessDate(t, '2023-01-01');
    const loanId = await defaultLoan('01 January 2023');
    await addCharge(loanId, snooze, '01 January 2023');
    await setBusinessDate(t, '2023-01-02');
    await repay(loanId, '02 January 2023', 1010);
    assert.equal(await statusOf(loanId), 'closed.obligations.met');
    assert.deepEqual((await transactionsOf(loanId)).filter((x) => x[0] === 'accrual'), [accrued('2023-01-02', 10)]);
    await assertAccrualEvent(loanId, '2023-01-02');
  });

  it('accrues the fee on the closing repayment\'s date, kept after a chargeback reopens the loan (line 52)', async () => {
    await setBusinessDate(t, '2023-01-02');
    const loanId = await defaultLoan('01 January 2023');
    await repay(loanId, '02 January 2023', 250);
    await setBusinessDate(t, '2023-01-03');
    await repay(loanId, '03 January 2023', 250);
    await addCharge(loanId, snooze, '04 January 2023');
    await setBusinessDate(t, '2023-01-04');
    await inlineCob(loanId);
    await setBusinessDate(t, '2023-01-05');
    await repay(loanId, '05 January 2023', 510);
    const outstanding = async () => ((await t.call('GET', `/api/v1/loans/${loanId}`)).json.summary as { totalOutstanding: number }).totalOutstanding;
    assert.equal(await outstanding(), 0);
    const second = (await listed(loanId)).filter((x) => x.type.id === REPAYMENT)[1];
    await post(`/api/v1/loans/${loanId}/transactions/${second?.id}?command=chargeback`, { transactionAmount: 250, paymentTypeId: 1 }, false);
    assert.equal(await outstanding(), 250);
    assert.deepEqual((await transactionsOf(loanId)).filter((x) => x[0] === 'accrual'), [accrued('2023-01-05', 10)]);
    await assertAccrualEvent(loanId, '2023-01-05');
  });

  it('accrues an NSF penalty after maturity once its waiver is undone (line 76)', async () => {
    await setBusinessDate(t, '2023-01-01');
    const loanId = await customisedLoan('01 January 2023', 750, 3);
    for (const [date, on] of [['2023-02-01', '01 February 2023'], ['2023-03-01', '01 March 2023'], ['2023-04-01', '01 April 2023']] as const) {
      await setBusinessDate(t, date);
      await repay(loanId, on, 250);
    }
    await undoLastRepayment(loanId, '01 April 2023');
    await setBusinessDate(t, '2023-04-05');
    const penaltyId = await addCharge(loanId, nsf, '05 April 2023');
    await setBusinessDate(t, '2023-04-07');
    const waiverId = (await post(`/api/v1/loans/${loanId}/charges/${penaltyId}?command=waive`, {})).subResourceId as number;
    await setBusinessDate(t, '2023-04-08');
    const undone = await t.call('PUT', `/api/v1/loans/${loanId}/transactions/${waiverId}`, { body: {} });
    assert.equal(undone.status, 200, JSON.stringify(undone.body));
    assert.equal(await statusOf(loanId), 'active');
    assert.equal(((await t.call('GET', `/api/v1/loans/${loanId}`)).json.summary as { totalOutstanding: number }).totalOutstanding, 260);
    await runJob('ACC_APTR');
    assert.deepEqual((await transactionsOf(loanId)).filter((x) => x[0] === 'accrual'), [accrued('2023-04-05', 10, 'penalties')]);
    await assertAccrualEvent(loanId, '2023-04-05');
  });

  it('accrues a fee added to a closed loan, which it reopens, in the periodic accrual job (line 104)', async () => {
    await setBusinessDate(t, '2023-01-01');
    const loanId = await defaultLoan('01 January 2023');
    await setBusinessDate(t, '2023-01-02');
    await repay(loanId, '02 January 2023', 1000);
    assert.equal(await statusOf(loanId), 'closed.obligations.met');
    await addCharge(loanId, snooze, '02 January 2023');
    await runJob('ACC_APTR');
    assert.deepEqual((await transactionsOf(loanId)).filter((x) => x[0] === 'accrual'), [accrued('2023-01-02', 10)]);
    await assertAccrualEvent(loanId, '2023-01-02');
  });

  it('accrues a day of interest of a daily-recalculating loan (line 121); repaid in full the next day it accrues the month\'s interest (line 137)', async () => {
    const terms = (principal: number, months: number) => ({
      principal, loanTermFrequency: months, loanTermFrequencyType: 2, numberOfRepayments: months, repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 12,
      interestRateFrequencyType: 3, interestType: 0, interestCalculationPeriodType: 0,
    });
    await setBusinessDate(t, '2023-01-01');
    const sixMonths = await openLoan(recalculating, '01 January 2023', terms(5000, 6));
    const oneMonth = await openLoan(recalculating, '01 January 2023', terms(1000, 1));
    await setBusinessDate(t, '2023-01-02');
    await runJob('ACC_APTR');
    assert.deepEqual((await transactionsOf(sixMonths)).filter((x) => x[0] === 'accrual'), [accrued('2023-01-02', 1.64, 'interest')]);
    await assertAccrualEvent(sixMonths, '2023-01-02');
    // Line 137: 1,000 over one month repaid with 1,010.19 the next day. The payment repays the principal and the
    // interest to its date, so the re-plan keeps the month's interest (10.19) and the payment closes the loan.
    await repay(oneMonth, '02 January 2023', 1010.19);
    const loan = (await t.call('GET', `/api/v1/loans/${oneMonth}`)).json;
    assert.deepEqual([await statusOf(oneMonth), (loan.summary as Record<string, number>).interestCharged, loan.totalOverpaid ?? 0], ['closed.obligations.met', 10.19, 0]);
    assert.deepEqual((await transactionsOf(oneMonth)).filter((x) => x[0] === 'accrual'), [accrued('2023-01-02', 10.19, 'interest')]);
    await assertAccrualEvent(oneMonth, '2023-01-02');
  });

  const overpaidSchedule = async (loanId: number) => {
    const periods = ((await t.call('GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule`)).json.repaymentSchedule as { periods: Record<string, unknown>[] }).periods;
    return periods.filter((p) => p.period !== undefined).map((p) => [iso(p.dueDate as number[]), iso(p.obligationsMetOnDate as number[]), p.principalDue, p.feeChargesDue, p.totalDueForPeriod, p.totalPaidForPeriod, p.totalPaidInAdvanceForPeriod, p.totalOutstandingForPeriod]);
  };

  it('writes the final accrual when the loan goes overpaid; a credit balance refund closes it without another (lines 154, 178)', async () => {
    await setBusinessDate(t, '2023-07-01');
    const loanId = await customisedLoan('01 July 2023', 5000, 1);
    await addCharge(loanId, snooze, '10 July 2023');
    await setBusinessDate(t, '2023-07-06');
    await repay(loanId, '06 July 2023', 5011);
    assert.equal(await statusOf(loanId), 'overpaid');
    assert.deepEqual(await overpaidSchedule(loanId), [['2023-08-01', '2023-07-06', 5000, 10, 5010, 5010, 5010, 0]]);
    const expected = [disbursed(5000, '2023-07-01'), accrued('2023-07-06', 10), repaid('2023-07-06', 5011, 5000, 10, 0)];
    sameRows(await transactionsOf(loanId), expected);
    await post(`/api/v1/loans/${loanId}/transactions?command=creditBalanceRefund`, { transactionDate: '06 July 2023', transactionAmount: 1 });
    assert.equal(await statusOf(loanId), 'closed.obligations.met');
    sameRows(await transactionsOf(loanId), [...expected, ['creditBalanceRefund', '2023-07-06', 1, 0, 0, 0, 0, 0]]);
  });

  for (const extraFee of [false, true]) {
    it(`keeps the final accrual when the overpaying repayment is undone${extraFee ? ', and accrues the fee added before the next overpayment (line 263)' : ' and the loan overpaid again (line 217)'}`, async () => {
      await setBusinessDate(t, '2023-07-01');
      const loanId = await customisedLoan('01 July 2023', 5000, 1);
      await addCharge(loanId, snooze, '10 July 2023');
      await setBusinessDate(t, '2023-07-05');
      await repay(loanId, '05 July 2023', 1000);
      await setBusinessDate(t, '2023-07-06');
      await repay(loanId, '06 July 2023', 4011);
      assert.equal(await statusOf(loanId), 'overpaid');
      const first = [disbursed(5000, '2023-07-01'), repaid('2023-07-05', 1000, 990, 10, 4010), repaid('2023-07-06', 4011, 4010, 0, 0), accrued('2023-07-06', 10)];
      sameRows(await transactionsOf(loanId), first);
      await undoLastRepayment(loanId, '06 July 2023');
      assert.equal(await statusOf(loanId), 'active');
      await setBusinessDate(t, '2023-07-07');
      if (extraFee) {
        await addCharge(loanId, snooze, '20 July 2023', 50);
      }
      await repay(loanId, '07 July 2023', extraFee ? 4061 : 4011);
      assert.equal(await statusOf(loanId), 'overpaid');
      const fees = extraFee ? 60 : 10;
      assert.deepEqual(await overpaidSchedule(loanId), [['2023-08-01', '2023-07-07', 5000, fees, 5000 + fees, 5000 + fees, 5000 + fees, 0]]);
      sameRows(await transactionsOf(loanId), extraFee
        ? [disbursed(5000, '2023-07-01'), repaid('2023-07-05', 1000, 940, 60, 4060), accrued('2023-07-06', 10), repaid('2023-07-07', 4061, 4060, 0, 0), accrued('2023-07-07', 50)]
        : [disbursed(5000, '2023-07-01'), repaid('2023-07-05', 1000, 990, 10, 4010), accrued('2023-07-06', 10), repaid('2023-07-07', 4011, 4010, 0, 0)]);
    });
  }
});
