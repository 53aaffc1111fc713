import assert from 'node:assert/strict';
import { LocalDate } from '@js-joda/core';
import { after, before, describe, it } from 'node:test';
import { addLoanAccruals } from '../../../src/modules/loans/loan-accruals/loan-accruals.commands.ts';
import { addChunkPeriodicAccrualEntries } from '../../../src/modules/loans/loan-accruals/loan-accruals.jobs.ts';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createGlAccount, CREDIT, DEBIT } from '../../support/accounting.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { assertStatementBound, expectStatements, listStatements, measureStatements, recordStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { DATES } from '../../support/savings.ts';

const ACCRUAL = 10;
type Transaction = { id: number; type: Record<string, unknown> & { id: number }; date: number[]; amount: number; interestPortion?: number; feeChargesPortion?: number; penaltyChargesPortion?: number; manuallyReversed: boolean };
type Loan = { summary: Record<string, number>; transactions: Transaction[]; repaymentSchedule: { periods: { period?: number; interestDue?: number }[] } };

/**
 * Accrual transactions of classic loans ("Add Accrual Transactions" ACC_AATR, "Add Periodic Accrual Transactions"
 * ACC_APTR and the close-of-business step ADD_PERIODIC_ACCRUAL_ENTRIES) with the numbers of Fineract's scenarios:
 * 1,000 at 12 % a year, declining balance with daily interest over January 2023 (10.19 of interest), accrued
 * 0.33 a day; and 3,000 flat at 12 % a year over three months (30 of interest a month) with a penalty of 15.
 */
describe('loan accruals', () => {
  let t: TestApp;
  let clientId: number;
  let accrualProduct: number;
  let cashProduct: number;
  let penalty: number;
  let gl: Record<
    'fund' | 'portfolio' | 'interestIncome' | 'feeIncome' | 'penaltyIncome' | 'recovery' | 'writeOff' | 'suspense' | 'overpayment' | 'interestReceivable' | 'feeReceivable' | 'penaltyReceivable',
    number
  >;

  const db = () => tenantTables(t.tenant.database.db);
  const setDate = async (date: string) => assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date, ...DATES } })).status, 200);
  const runJob = async (shortName: string, max?: number) => {
    const url = `/api/v1/jobs/short-name/${shortName}?command=executeJob`;
    const res = max === undefined ? await t.call('POST', url) : await expectStatements(t, 'POST', url, { status: 202, max });
    assert.equal(res.status, 202, JSON.stringify(res.body));
    const job = (await t.call('GET', `/api/v1/jobs/short-name/${shortName}`)).json as { lastRunHistory?: { status: string; jobRunErrorLog?: string } };
    assert.equal(job.lastRunHistory?.status, 'success', job.lastRunHistory?.jobRunErrorLog);
  };
  const loanOf = async (loanId: number) => (await t.call('GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule,transactions`)).json as Loan;
  /** The loan's unreversed accruals as [date, amount, interest, fees, penalties]. */
  const accrualsOf = async (loanId: number) =>
    (await loanOf(loanId)).transactions.filter((tx) => tx.type.id === ACCRUAL && !tx.manuallyReversed)
      .map((tx) => [tx.date.join('-'), tx.amount, tx.interestPortion ?? 0, tx.feeChargesPortion ?? 0, tx.penaltyChargesPortion ?? 0]);
  const entriesOf = (transactionId: number) =>
    db().selectFrom('acc_gl_journal_entry').select(['account_id', 'type_enum', 'amount']).where('transaction_id', '=', `L${transactionId}`).orderBy('id').execute()
      .then((rows) => rows.map((r) => [r.account_id, r.type_enum, Number(r.amount)]));
  /** Debits less credits of the loan's journal entries, per account (accounts that net to zero left out). */
  const balancesOf = async (loanId: number) => {
    const rows = await db().selectFrom('acc_gl_journal_entry as e').innerJoin('m_loan_transaction as tx', 'tx.id', 'e.loan_transaction_id')
      .select(['e.account_id', 'e.type_enum', 'e.amount']).where('tx.loan_id', '=', loanId).execute();
    const net = new Map<number, number>();
    for (const r of rows) {
      net.set(r.account_id, Math.round(((net.get(r.account_id) ?? 0) + (r.type_enum === DEBIT ? 1 : -1) * Number(r.amount)) * 100) / 100);
    }
    const total = [...net.values()].reduce((a, b) => a + b, 0);
    assert.equal(Math.abs(Math.round(total * 100)), 0, 'debits and credits of the loan balance');
    return Object.fromEntries([...net].filter(([, v]) => v !== 0));
  };
  /** With `bounds`, the disbursal and its undo are measured, then the loan is disbursed again. */
  const newLoan = async (product: number, terms: Record<string, unknown>, date: string, bounds?: { disburse: number; undo: number }): Promise<number> => {
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId: product, loanType: 'individual', loanTermFrequencyType: 2, repaymentEvery: 1, repaymentFrequencyType: 2, interestRateFrequencyType: 3, amortizationType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: date, submittedOnDate: date, ...terms, ...DATES,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const loanId = res.json.loanId as number;
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: date, ...DATES } })).status, 200);
    const disburse = { body: { actualDisbursementDate: date, ...DATES } };
    if (bounds !== undefined) {
      await expectStatements(t, 'POST', `/api/v1/loans/${loanId}?command=disburse`, { ...disburse, max: bounds.disburse });
      await expectStatements(t, 'POST', `/api/v1/loans/${loanId}?command=undodisbursal`, { body: {}, max: bounds.undo });
    }
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, disburse)).status, 200);
    return loanId;
  };
  /** 1,000 at 12 % a year, declining balance, daily interest, one month from 01 January 2023. */
  const dailyLoan = (product = accrualProduct) =>
    newLoan(product, { principal: 1000, loanTermFrequency: 1, numberOfRepayments: 1, interestRatePerPeriod: 12, interestType: 0, interestCalculationPeriodType: 0 }, '01 January 2023');

  /**
   * A 1000 at 12 % declining-balance product with interest recalculation (daily rest, reduce number of installments,
   * compounding none) under cash (2) or periodic accrual (3) accounting, on this suite's accounts.
   */
  const dailyRestProduct = async (name: string, shortName: string, terms: { numberOfRepayments: number; recalculationRestFrequencyInterval: number }, accountingRule: 2 | 3): Promise<number> =>
    createLoanProduct(t, {
      name, shortName, principal: 1000, interestRatePerPeriod: 12, interestRateFrequencyType: 3, interestType: 0, interestCalculationPeriodType: 0, daysInYearType: 1,
      daysInMonthType: 1, isInterestRecalculationEnabled: true, interestRecalculationCompoundingMethod: 0, rescheduleStrategyMethod: 2, recalculationRestFrequencyType: 2,
      preClosureInterestCalculationStrategy: 1, ...terms, accountingRule, fundSourceAccountId: gl.fund, loanPortfolioAccountId: gl.portfolio, interestOnLoanAccountId: gl.interestIncome, incomeFromFeeAccountId: gl.feeIncome, incomeFromPenaltyAccountId: gl.penaltyIncome, incomeFromRecoveryAccountId: gl.recovery, writeOffAccountId: gl.writeOff, transfersInSuspenseAccountId: gl.suspense, overpaymentLiabilityAccountId: gl.overpayment,
      ...(accountingRule === 3 ? { receivableInterestAccountId: gl.interestReceivable, receivableFeeAccountId: gl.feeReceivable, receivablePenaltyAccountId: gl.penaltyReceivable } : {}),
    });

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    await setDate('01 January 2023');
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Ada', lastname: 'Accrual', active: true, activationDate: '01 January 2022', ...DATES } });
    clientId = client.json.clientId as number;
    gl = {
      fund: await createGlAccount(t, 1, 'Fund'), portfolio: await createGlAccount(t, 1, 'Portfolio'), interestIncome: await createGlAccount(t, 4, 'Interest'),
      feeIncome: await createGlAccount(t, 4, 'Fees'), penaltyIncome: await createGlAccount(t, 4, 'Penalties'), recovery: await createGlAccount(t, 4, 'Recovery'),
      writeOff: await createGlAccount(t, 5, 'Write-off'), suspense: await createGlAccount(t, 1, 'Suspense'), overpayment: await createGlAccount(t, 2, 'Overpaid'),
      interestReceivable: await createGlAccount(t, 1, 'Interest receivable'), feeReceivable: await createGlAccount(t, 1, 'Fee receivable'), penaltyReceivable: await createGlAccount(t, 1, 'Penalty receivable'),
    };
    const accounts = {
      fundSourceAccountId: gl.fund, loanPortfolioAccountId: gl.portfolio, interestOnLoanAccountId: gl.interestIncome, incomeFromFeeAccountId: gl.feeIncome,
      incomeFromPenaltyAccountId: gl.penaltyIncome, incomeFromRecoveryAccountId: gl.recovery, writeOffAccountId: gl.writeOff, transfersInSuspenseAccountId: gl.suspense,
      overpaymentLiabilityAccountId: gl.overpayment,
    };
    const terms = { principal: 1000, numberOfRepayments: 1, interestRatePerPeriod: 12, interestRateFrequencyType: 3, interestCalculationPeriodType: 0 };
    accrualProduct = await createLoanProduct(t, {
      name: 'Accruing', shortName: 'ACR', ...terms, accountingRule: 3, ...accounts,
      receivableInterestAccountId: gl.interestReceivable, receivableFeeAccountId: gl.feeReceivable, receivablePenaltyAccountId: gl.penaltyReceivable,
    });
    cashProduct = await createLoanProduct(t, { name: 'Cash based', shortName: 'CSB', ...terms, accountingRule: 2, ...accounts });
    const charge = await t.call('POST', '/api/v1/charges', {
      body: { name: 'Late penalty', amount: 15, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 1, chargePaymentMode: 0, active: true, penalty: true, locale: 'en' },
    });
    assert.equal(charge.status, 200, JSON.stringify(charge.body));
    penalty = charge.json.resourceId as number;
  });
  after(async () => t.close());

  it('accrues interest day by day through the jobs and close of business without accruing twice (LoanChargeOff.feature numbers)', async () => {
    await setDate('01 January 2023');
    const loanId = await dailyLoan();
    const cashLoanId = await dailyLoan(cashProduct);
    const before = await loanOf(loanId);
    assert.equal(before.repaymentSchedule.periods.find((p) => p.period === 1)?.interestDue, 10.19);

    await setDate('02 January 2023');
    await runJob('ACC_APTR', 28);
    assert.deepEqual(await accrualsOf(loanId), [['2023-1-2', 0.33, 0.33, 0, 0]]);
    // A second run, and the job for installments already due, add nothing.
    await runJob('ACC_APTR', 22);
    await runJob('ACC_AATR');
    assert.deepEqual(await accrualsOf(loanId), [['2023-1-2', 0.33, 0.33, 0, 0]]);

    // Close of business on 04 January closes 03 January: the accrual of that day is dated 03 January.
    await setDate('04 January 2023');
    await runJob('LA_ECOB');
    await runJob('ACC_APTR');
    assert.deepEqual(await accrualsOf(loanId), [['2023-1-2', 0.33, 0.33, 0, 0], ['2023-1-3', 0.33, 0.33, 0, 0], ['2023-1-4', 0.33, 0.33, 0, 0]]);

    // Once due, "Add Accrual Transactions" accrues the rest of the installment on its due date; the periodic job then adds nothing.
    await setDate('06 February 2023');
    await runJob('ACC_AATR');
    await runJob('ACC_APTR');
    const loan = await loanOf(loanId);
    assert.deepEqual(await accrualsOf(loanId), [['2023-1-2', 0.33, 0.33, 0, 0], ['2023-1-3', 0.33, 0.33, 0, 0], ['2023-1-4', 0.33, 0.33, 0, 0], ['2023-2-1', 9.2, 9.2, 0, 0]]);
    const accrual = loan.transactions.find((tx) => tx.type.id === ACCRUAL);
    assert.deepEqual([accrual?.type.code, accrual?.type.value, accrual?.type.accrual, accrual?.type.repayment], ['loanTransactionType.accrual', 'Accrual', true, false]);
    // The business date moved past the due date: only the overdue figures differ.
    const owedAndPaid = (summary: object) => Object.fromEntries(Object.entries(summary).filter(([key]) => !/overdue/i.test(key)));
    assert.deepEqual(owedAndPaid(loan.summary), owedAndPaid(before.summary), 'accruals leave the summary as it was');
    assert.deepEqual(await entriesOf(accrual?.id ?? 0), [[gl.interestReceivable, DEBIT, 0.33], [gl.interestIncome, CREDIT, 0.33]]);
    const installment = await db().selectFrom('m_loan_repayment_schedule').select(['accrual_interest_derived']).where('loan_id', '=', loanId).executeTakeFirstOrThrow();
    const accruedTill = await db().selectFrom('m_loan').select('accrued_till').where('id', '=', loanId).executeTakeFirstOrThrow();
    assert.deepEqual([Number(installment.accrual_interest_derived), accruedTill.accrued_till], [10.19, '2023-02-01']);

    // A cash-based loan keeps only the interest-applied accrual of its disbursement (as Fineract): the jobs add none.
    assert.deepEqual(await accrualsOf(cashLoanId), [['2023-1-1', 10.19, 10.19, 0, 0]]);
    assert.deepEqual(await balancesOf(loanId), { [gl.portfolio]: 1000, [gl.fund]: -1000, [gl.interestReceivable]: 10.19, [gl.interestIncome]: -10.19 });

    // The repayment of an accrual-based loan clears the interest receivable; undoing it leaves the accruals in place.
    const repaid = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '06 February 2023', transactionAmount: 1010.19, ...DATES } });
    assert.equal(repaid.status, 200, JSON.stringify(repaid.body));
    assert.deepEqual(await balancesOf(loanId), { [gl.fund]: 10.19, [gl.interestIncome]: -10.19 });
    const undo = await t.call('POST', `/api/v1/loans/${loanId}/transactions/${repaid.json.resourceId as number}`, { body: { transactionDate: '06 February 2023', transactionAmount: 0, ...DATES } });
    assert.equal(undo.status, 200, JSON.stringify(undo.body));
    assert.equal((await accrualsOf(loanId)).length, 4);
    await runJob('ACC_AATR');
    assert.equal((await accrualsOf(loanId)).length, 4);
  });

  it('close of business accrues a chunk in a fixed number of statements, whatever its number of loans, with the rows of loan-by-loan accrual', async () => {
    await setDate('01 January 2023');
    const alone = await dailyLoan();
    const reference = await dailyLoan();
    const chunk = [await dailyLoan(), await dailyLoan(cashProduct), await dailyLoan(), await dailyLoan()];
    await setDate('05 January 2023');
    const cobDate = LocalDate.parse('2023-01-04');
    const businessDate = LocalDate.parse('2023-01-05');
    const accrueChunk = (loanIds: number[]) =>
      recordStatements(t, () => t.tenant.database.db.transaction().execute((trx) => addChunkPeriodicAccrualEntries({ db: trx, loanIds, cobDate, businessDate, userId: 1 })));
    const one = await accrueChunk([alone]);
    const four = await accrueChunk(chunk);
    // Begin; the accruing loans; their schedules, charges and accruals so far; the rounding mode; the transactions
    // (their charges too when they accrue any); the accrued figures and dates; the product's mappings, the office's
    // books, the journal entries; commit. Loan by loan it was 11 statements per accruing loan.
    assert.equal(four.statements.length, one.statements.length, `one loan:\n${listStatements(one.statements)}\nfour loans:\n${listStatements(four.statements)}`);
    assert.equal(four.statements.length, 13, listStatements(four.statements));
    // Nothing left to accrue: the reads, nothing written.
    const again = await accrueChunk(chunk);
    assert.equal(again.statements.length, 7, listStatements(again.statements));

    // The same rows as one loan accrued on its own (the path of the accrual jobs), raising LoanAccrualTransactionCreatedBusinessEvent.
    const setEvent = async (on: boolean) => assert.equal((await t.call('PUT', '/api/v1/externalevents/configuration', { body: { externalEventConfigurations: { LoanAccrualTransactionCreatedBusinessEvent: on } } })).status, 200);
    await setEvent(true);
    await t.tenant.database.db.transaction().execute((trx) => addLoanAccruals({ db: trx, userId: 1, businessDate }, reference, cobDate, 'periodic'));
    await setEvent(false);
    const expected = await accrualsOf(reference);
    assert.deepEqual(expected, [['2023-1-4', 0.99, 0.99, 0, 0]]);
    const events = await db().selectFrom('m_external_event').select(['type', 'schema', 'data', 'business_date']).where('aggregate_root_id', '=', reference).execute();
    const accrued = events.map((e) => ({ ...e, data: (typeof e.data === 'string' ? JSON.parse(e.data) : e.data) as Record<string, unknown> }));
    assert.deepEqual(accrued.map((e) => [e.type, e.schema, e.business_date, e.data.amount, e.data.interestPortion, e.data.date, (e.data.type as Record<string, unknown>).accrual]), [
      ['LoanAccrualTransactionCreatedBusinessEvent', 'org.apache.fineract.avro.loan.v1.LoanTransactionDataV1', '2023-01-05', '0.99', '0.99', '2023-01-04', true],
    ]);
    for (const loanId of [alone, chunk[0], chunk[2], chunk[3]]) {
      assert.deepEqual(await accrualsOf(loanId ?? 0), expected);
      const accrual = (await loanOf(loanId ?? 0)).transactions.find((tx) => tx.type.id === ACCRUAL && tx.date.join('-') === '2023-1-4');
      assert.deepEqual(await entriesOf(accrual?.id ?? 0), [[gl.interestReceivable, DEBIT, 0.99], [gl.interestIncome, CREDIT, 0.99]]);
    }
    assert.deepEqual(await accrualsOf(chunk[1] ?? 0), [['2023-1-1', 10.19, 10.19, 0, 0]], 'a cash-based loan of the chunk gets none');
    const figures = await db().selectFrom('m_loan as l').innerJoin('m_loan_repayment_schedule as s', 's.loan_id', 'l.id')
      .select(['l.id', 'l.accrued_till', 's.accrual_interest_derived']).where('l.id', 'in', [reference, alone, ...chunk]).orderBy('l.id').execute();
    assert.deepEqual(figures.map((f) => [f.accrued_till, f.accrual_interest_derived === null ? null : Number(f.accrual_interest_derived)]), [
      ['2023-01-04', 0.99], ['2023-01-04', 0.99], ['2023-01-04', 0.99], [null, null], ['2023-01-04', 0.99], ['2023-01-04', 0.99],
    ]);
  });

  /**
   * Fineract's write-off (LoanWritePlatformServiceImpl.writeOff) reprocesses the existing accruals of the loan: per
   * installment, an accrual of an interest-bearing loan dated its accrued-till date, before the installment's due date,
   * is reversed (the latest, partial one), and the installment keeps what the others accrued. The loan is closed, so
   * nothing accrues it again.
   */
  it('reprocesses the accruals when a loan is written off: the latest partial accrual is reversed with its journal entries', async () => {
    await setDate('01 January 2023');
    const loanId = await dailyLoan();
    await setDate('03 January 2023');
    await runJob('ACC_APTR');
    await setDate('05 January 2023');
    await runJob('ACC_APTR');
    const accruals = () => db().selectFrom('m_loan_transaction').select(['id', 'transaction_date', 'amount', 'is_reversed']).where('loan_id', '=', loanId)
      .where('transaction_type_enum', '=', ACCRUAL).orderBy('id').execute().then((rows) => rows.map((r) => [r.transaction_date, Number(r.amount), r.is_reversed]));
    assert.deepEqual(await accruals(), [['2023-01-03', 0.66, false], ['2023-01-05', 0.65, false]]);
    // 25 statements: the write-off's own, 7 of the reprocessing (loan, accruals, schedule, reversal, accrued figures,
    // accrued-till, the reversal's journal entries) and the closed loan's open asset-owner transfers (none).
    const written = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions?command=writeoff`, { max: 25, body: { transactionDate: '05 January 2023', ...DATES } });
    assert.equal(written.status, 200, JSON.stringify(written.body));
    // The accrual dated 05 January (accrued till, before the due date 01 February) is reversed; 03 January's stays.
    assert.deepEqual(await accruals(), [['2023-01-03', 0.66, false], ['2023-01-05', 0.65, true]]);
    const installment = await db().selectFrom('m_loan_repayment_schedule').select('accrual_interest_derived').where('loan_id', '=', loanId).executeTakeFirstOrThrow();
    assert.equal(Number(installment.accrual_interest_derived), 0.66);
    // Income keeps 0.66; the write-off credits the whole interest (10.19) to the receivable, as Fineract's accrual write-off.
    assert.deepEqual(await balancesOf(loanId), { [gl.fund]: -1000, [gl.interestIncome]: -0.66, [gl.writeOff]: 1010.19, [gl.interestReceivable]: -9.53 });
  });

  /**
   * A later tranche re-plans the schedule (ADR 0063); Fineract reprocesses the existing accruals on every disbursal
   * (reprocessExistingAccruals in its disburseLoan), re-accruing at once only with interest recalculation: the latest
   * partial accrual is reversed and the next run accrues the new plan's interest.
   */
  it('reprocesses the accruals when a later tranche re-plans the schedule of a loan without interest recalculation', async () => {
    await setDate('01 January 2023');
    const tranches = await createLoanProduct(t, {
      name: 'Accruing tranches', shortName: 'ACT', principal: 2000, numberOfRepayments: 1, interestRatePerPeriod: 12, interestRateFrequencyType: 3, interestCalculationPeriodType: 0,
      multiDisburseLoan: true, maxTrancheCount: 2, outstandingLoanBalance: 2000, accountingRule: 3, fundSourceAccountId: gl.fund, loanPortfolioAccountId: gl.portfolio,
      interestOnLoanAccountId: gl.interestIncome, incomeFromFeeAccountId: gl.feeIncome, incomeFromPenaltyAccountId: gl.penaltyIncome, incomeFromRecoveryAccountId: gl.recovery,
      writeOffAccountId: gl.writeOff, transfersInSuspenseAccountId: gl.suspense, overpaymentLiabilityAccountId: gl.overpayment, receivableInterestAccountId: gl.interestReceivable,
      receivableFeeAccountId: gl.feeReceivable, receivablePenaltyAccountId: gl.penaltyReceivable,
    });
    // A flat tranche-disbursement fee of 10 per tranche: collected with each tranche, its income posted then, never accrued.
    const trancheFee = await t.call('POST', '/api/v1/charges', {
      body: { name: 'Accruing tranche fee', amount: 10, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 12, chargeCalculationType: 1, chargePaymentMode: 0, active: true, locale: 'en' },
    });
    assert.equal(trancheFee.status, 200, JSON.stringify(trancheFee.body));
    const loanId = await newLoan(tranches, {
      principal: 2000, loanTermFrequency: 1, numberOfRepayments: 1, interestRatePerPeriod: 12, interestType: 0, interestCalculationPeriodType: 0, maxOutstandingLoanBalance: 2000,
      disbursementData: [{ expectedDisbursementDate: '01 January 2023', principal: 1000 }, { expectedDisbursementDate: '20 January 2023', principal: 1000 }],
      charges: [{ chargeId: trancheFee.json.resourceId }],
    }, '01 January 2023');
    await setDate('05 January 2023');
    await runJob('ACC_APTR');
    const interestDue = async () => (await loanOf(loanId)).repaymentSchedule.periods.find((p) => p.period === 1)?.interestDue;
    // As planned: 10.19 on the first tranche over January, 3.95 on the second from 20 January; 14.14 × 4 / 31.
    assert.equal(await interestDue(), 14.14);
    assert.deepEqual(await accrualsOf(loanId), [['2023-1-5', 1.82, 1.82, 0, 0]]);
    // 39 statements, the reprocessing (loan, accruals, schedule, reversal, accrued figures, journal entries) and the tranche's fee included.
    const disbursed = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}?command=disburse`, { max: 39, body: { actualDisbursementDate: '05 January 2023', ...DATES } });
    assert.equal(disbursed.status, 200, JSON.stringify(disbursed.body));
    // The second tranche from 05 January: 10.19 + 8.88. The partial accrual of 05 January is reversed with its entries.
    assert.equal(await interestDue(), 19.07);
    assert.deepEqual(await accrualsOf(loanId), []);
    assert.equal((await balancesOf(loanId))[gl.interestReceivable], undefined);
    await runJob('ACC_APTR');
    assert.deepEqual(await accrualsOf(loanId), [['2023-1-5', 2.46, 2.46, 0, 0]]);
    assert.deepEqual(await balancesOf(loanId), { [gl.fund]: -1980, [gl.portfolio]: 2000, [gl.interestIncome]: -2.46, [gl.interestReceivable]: 2.46, [gl.feeIncome]: -20 });
  });

  it('accrues what is left when a loan is repaid early, so that accrued equals earned (Fineract\'s accruals on loan closure)', async () => {
    await setDate('01 January 2023');
    const loanId = await dailyLoan();
    await setDate('02 January 2023');
    await runJob('ACC_APTR');
    assert.deepEqual(await accrualsOf(loanId), [['2023-1-2', 0.33, 0.33, 0, 0]]);
    // Repaid in full (and 5 more) on 03 January: the loan is overpaid that day and accrues the other 9.86 of its 10.19.
    await setDate('03 January 2023');
    const repaid = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { max: 31, body: { transactionDate: '03 January 2023', transactionAmount: 1015.19, ...DATES } });
    assert.equal(repaid.status, 200, JSON.stringify(repaid.body));
    assert.deepEqual(await accrualsOf(loanId), [['2023-1-2', 0.33, 0.33, 0, 0], ['2023-1-3', 9.86, 9.86, 0, 0]]);
    const closing = (await loanOf(loanId)).transactions.filter((tx) => tx.type.id === ACCRUAL).at(-1);
    assert.deepEqual(await entriesOf(closing?.id ?? 0), [[gl.interestReceivable, DEBIT, 9.86], [gl.interestIncome, CREDIT, 9.86]]);
    const installment = await db().selectFrom('m_loan_repayment_schedule').select(['accrual_interest_derived']).where('loan_id', '=', loanId).executeTakeFirstOrThrow();
    assert.equal(Number(installment.accrual_interest_derived), 10.19);
    assert.deepEqual(await balancesOf(loanId), { [gl.fund]: 15.19, [gl.interestIncome]: -10.19, [gl.overpayment]: -5 });
    // Nothing is left to accrue: the jobs, and the loan closing when its overpayment is refunded, add none.
    await runJob('ACC_APTR');
    const refunded = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=creditBalanceRefund`, { body: { transactionDate: '03 January 2023', transactionAmount: 5, ...DATES } });
    assert.equal(refunded.status, 200, JSON.stringify(refunded.body));
    assert.equal((await db().selectFrom('m_loan').select('loan_status_id').where('id', '=', loanId).executeTakeFirstOrThrow()).loan_status_id, 600);
    assert.equal((await accrualsOf(loanId)).length, 2);
    // A cash-based loan gets no closing accrual.
    const cashLoanId = await dailyLoan(cashProduct);
    assert.equal((await t.call('POST', `/api/v1/loans/${cashLoanId}/transactions?command=repayment`, { body: { transactionDate: '03 January 2023', transactionAmount: 1010.19, ...DATES } })).status, 200);
    assert.deepEqual(await accrualsOf(cashLoanId), [['2023-1-1', 10.19, 10.19, 0, 0]]);
  });

  it('keeps accrued_till where periodic accrual took it when a back-dated repayment closes the loan earlier', async () => {
    await setDate('01 January 2023');
    const loanId = await dailyLoan();
    await setDate('06 January 2023');
    await runJob('ACC_APTR');
    const tillOf = async (): Promise<string | null> => (await db().selectFrom('m_loan').select('accrued_till').where('id', '=', loanId).executeTakeFirstOrThrow()).accrued_till;
    assert.equal(await tillOf(), '2023-01-06');
    const repaid = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '03 January 2023', transactionAmount: 1015.19, ...DATES } });
    assert.equal(repaid.status, 200, JSON.stringify(repaid.body));
    assert.equal((await db().selectFrom('m_loan').select('loan_status_id').where('id', '=', loanId).executeTakeFirstOrThrow()).loan_status_id, 700);
    assert.equal(await tillOf(), '2023-01-06', 'the closing accrual does not move accrued_till backwards');
  });

  it('accrues each due installment in full with the penalty due in it, and an undone disbursal reverses the accruals', async () => {
    await setDate('01 January 2023');
    const loanId = await newLoan(accrualProduct, { principal: 3000, loanTermFrequency: 3, numberOfRepayments: 3, interestRatePerPeriod: 12, interestType: 1, interestCalculationPeriodType: 1 }, '01 January 2023');
    await setDate('01 February 2023');
    const added = await t.call('POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId: penalty, amount: 15, dueDate: '01 February 2023', ...DATES } });
    assert.equal(added.status, 200, JSON.stringify(added.body));
    await setDate('01 May 2023');
    await runJob('ACC_AATR');
    assert.deepEqual(await accrualsOf(loanId), [['2023-2-1', 45, 30, 0, 15], ['2023-3-1', 30, 30, 0, 0], ['2023-4-1', 30, 30, 0, 0]]);
    const first = (await loanOf(loanId)).transactions.find((tx) => tx.type.id === ACCRUAL);
    assert.deepEqual(await entriesOf(first?.id ?? 0), [
      [gl.interestReceivable, DEBIT, 30], [gl.interestIncome, CREDIT, 30], [gl.penaltyReceivable, DEBIT, 15], [gl.penaltyIncome, CREDIT, 15],
    ]);
    const paidBy = await db().selectFrom('m_loan_charge_paid_by').select(['loan_charge_id', 'amount', 'installment_number']).where('loan_transaction_id', '=', first?.id ?? 0).execute();
    assert.deepEqual(paidBy.map((p) => [p.loan_charge_id, Number(p.amount), p.installment_number]), [[added.json.resourceId, 15, 1]]);
    await runJob('ACC_APTR');
    assert.equal((await accrualsOf(loanId)).length, 3);

    const undone = await t.call('POST', `/api/v1/loans/${loanId}?command=undoDisbursal`, { body: {} });
    assert.equal(undone.status, 200, JSON.stringify(undone.body));
    assert.deepEqual(await accrualsOf(loanId), []);
    assert.deepEqual(await balancesOf(loanId), {});
  });

  /**
   * ?command=close of an active loan that owes nothing (a state Fineract's loans reach; set here on the row): overpaid
   * within the arrears tolerance it closes (600) and gets the closing accrual on the closure date, as Fineract writes
   * it on the move to 600; not overpaid it only gets the date, stays active and accrues nothing.
   */
  it('writes the closing accrual when ?command=close closes a loan that owes nothing', async () => {
    await setDate('03 January 2023');
    const owingNothing = async (overpaid: number) => {
      const loanId = await newLoan(accrualProduct, { principal: 1000, loanTermFrequency: 1, numberOfRepayments: 1, interestRatePerPeriod: 12, interestType: 0, interestCalculationPeriodType: 0, inArrearsTolerance: 10 }, '01 January 2023');
      await db().updateTable('m_loan').set({ total_outstanding_derived: '0', total_overpaid_derived: String(overpaid) }).where('id', '=', loanId).execute();
      return loanId;
    };
    const close = (loanId: number) => t.call('POST', `/api/v1/loans/${loanId}/transactions?command=close`, { body: { transactionDate: '02 January 2023', ...DATES } });
    const rowOf = (loanId: number) => db().selectFrom('m_loan').select(['loan_status_id', 'closedon_date']).where('id', '=', loanId).executeTakeFirstOrThrow();

    const overpaid = await owingNothing(5);
    const closed = await close(overpaid);
    assert.equal(closed.status, 200, JSON.stringify(closed.body));
    assert.deepEqual(await rowOf(overpaid), { loan_status_id: 600, closedon_date: '2023-01-02' });
    assert.deepEqual(await accrualsOf(overpaid), [['2023-1-2', 10.19, 10.19, 0, 0]]);
    const accrual = (await loanOf(overpaid)).transactions.find((tx) => tx.type.id === ACCRUAL);
    assert.deepEqual(await entriesOf(accrual?.id ?? 0), [[gl.interestReceivable, DEBIT, 10.19], [gl.interestIncome, CREDIT, 10.19]]);

    const settled = await owingNothing(0);
    assert.equal((await close(settled)).status, 200);
    assert.deepEqual(await rowOf(settled), { loan_status_id: 300, closedon_date: '2023-01-02' });
    assert.deepEqual(await accrualsOf(settled), []);
  });

  /**
   * ?command=close within the arrears tolerance writes the rest off and closes the loan (600): the closing accrual
   * carries all interest not yet accrued, the part then written off included, as Fineract accrues on the move to 600
   * before the write-off is processed; the write-off takes that part off the receivable again, which ends at zero.
   */
  it('accrues the interest a tolerated closure writes off, and the write-off clears it from the receivable', async () => {
    await setDate('01 January 2023');
    const loanId = await newLoan(accrualProduct, {
      principal: 1000, loanTermFrequency: 1, numberOfRepayments: 1, interestRatePerPeriod: 12, interestType: 0, interestCalculationPeriodType: 0, inArrearsTolerance: 10,
      transactionProcessingStrategyCode: 'principal-interest-penalties-fees-order-strategy',
    }, '01 January 2023');
    await setDate('02 January 2023');
    await runJob('ACC_APTR');
    await setDate('03 January 2023');
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '03 January 2023', transactionAmount: 1005, ...DATES } })).status, 200);
    const closed = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=close`, { body: { transactionDate: '03 January 2023', ...DATES } });
    assert.equal(closed.status, 200, JSON.stringify(closed.body));
    const writeOff = (await loanOf(loanId)).transactions.find((tx) => tx.id === closed.json.resourceId);
    assert.deepEqual([writeOff?.type.id, writeOff?.amount, writeOff?.interestPortion], [6, 5.19, 5.19]);
    assert.deepEqual(await accrualsOf(loanId), [['2023-1-2', 0.33, 0.33, 0, 0], ['2023-1-3', 9.86, 9.86, 0, 0]]);
    assert.deepEqual(await balancesOf(loanId), { [gl.fund]: 5, [gl.interestIncome]: -10.19, [gl.writeOff]: 5.19 });
  });

  /**
   * LoanAccrualTransaction.feature ("the final accrual is created when the loan goes to overpaid state"): 5,000 without
   * interest over July 2023 with a fee of 10, repaid on 06 July with 11 more. Fineract writes the closing accrual when
   * the status moves to 600 or 700: a fee added to the loan that stays overpaid accrues nothing; the fee that then
   * closes it (600) accrues both fees on the closing date; accrued-till is not moved back.
   */
  it('writes the closing accrual when a fee closes an overpaid loan, and none while it stays overpaid', async () => {
    await setDate('01 July 2023');
    const loanId = await newLoan(accrualProduct, { principal: 5000, loanTermFrequency: 1, numberOfRepayments: 1, interestRatePerPeriod: 0, interestType: 1, interestCalculationPeriodType: 1 }, '01 July 2023');
    const fee = await t.call('POST', '/api/v1/charges', {
      body: { name: 'Snooze fee', amount: 10, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 1, chargePaymentMode: 0, active: true, penalty: false, locale: 'en' },
    });
    assert.equal(fee.status, 200, JSON.stringify(fee.body));
    const addFee = async (amount: number, dueDate: string) => {
      const res = await t.call('POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId: fee.json.resourceId, amount, dueDate, ...DATES } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
    };
    const statusOf = async () => {
      const row = await db().selectFrom('m_loan').select(['loan_status_id', 'total_overpaid_derived', 'closedon_date', 'accrued_till']).where('id', '=', loanId).executeTakeFirstOrThrow();
      return [row.loan_status_id, Number(row.total_overpaid_derived ?? 0), row.closedon_date, row.accrued_till];
    };
    await addFee(10, '10 July 2023');
    await setDate('06 July 2023');
    const repaid = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '06 July 2023', transactionAmount: 5021, ...DATES } });
    assert.equal(repaid.status, 200, JSON.stringify(repaid.body));
    assert.deepEqual(await accrualsOf(loanId), [['2023-7-6', 10, 0, 10, 0]]);
    assert.deepEqual(await statusOf(), [700, 11, null, '2023-07-06']);

    await setDate('08 July 2023');
    await addFee(5, '08 July 2023');
    assert.deepEqual((await statusOf()).slice(0, 3), [700, 6, null]);
    assert.deepEqual(await accrualsOf(loanId), [['2023-7-6', 10, 0, 10, 0]], 'no status change, no accrual');

    await addFee(6, '08 July 2023');
    assert.deepEqual(await statusOf(), [600, 0, '2023-07-08', '2023-07-08']);
    assert.deepEqual(await accrualsOf(loanId), [['2023-7-6', 10, 0, 10, 0], ['2023-7-8', 11, 0, 11, 0]]);
    assert.deepEqual(await balancesOf(loanId), { [gl.fund]: 21, [gl.feeIncome]: -21 });
  });

  /**
   * Fineract's LoanAccrualTransactionReversalTest (testLastAccrualTransactionReversalRecalculationForLoanAccountWith
   * InterestBearingScheduleWithDecliningBalance): a loan with interest recalculation (daily rest, reduce number of
   * installments) accrued till 08 May 2022 has its latest accrual, 0.82 of interest, reversed when a repayment
   * re-plans the schedule, and a new one of 0.71 written on the same date (reprocessExistingAccruals, then
   * processAccrualsForInterestRecalculation).
   */
  it('reverses and writes again the latest accrual when a repayment re-plans a loan with interest recalculation (LoanAccrualTransactionReversalTest)', async () => {
    await setDate('08 May 2022');
    const product = await dailyRestProduct('Accruing recalculated', 'ACRR', { numberOfRepayments: 12, recalculationRestFrequencyInterval: 0 }, 3);
    const loanId = await newLoan(product, {
      principal: 1000, loanTermFrequency: 12, numberOfRepayments: 12, interestRatePerPeriod: 12, interestType: 0, interestCalculationPeriodType: 0,
      graceOnPrincipalPayment: 2, graceOnInterestPayment: 2,
    }, '05 January 2022', { disburse: 23, undo: 18 });
    // The back-dated disbursal re-plans the loan (23 statements) and its undo restores the submitted plan (18); the
    // loan is then disbursed again.
    // Disbursed on 05 January with the business date on 08 May, the loan is re-planned at its disbursal as of 08 May
    // (Fineract's disburseLoan): installments 3 to 5 charge 29.59, 9.86 and 8.44, the unpaid principal earning on.
    const disbursedPlan = (await loanOf(loanId)).repaymentSchedule.periods.filter((p) => p.period !== undefined && p.period >= 3 && p.period <= 5).map((p) => p.interestDue);
    assert.deepEqual(disbursedPlan, [29.59, 9.86, 8.44]);
    await runJob('ACC_APTR');
    // Fineract's 0.82 on 08 May (8.44 × 3 / 31).
    assert.deepEqual(await accrualsOf(loanId), [['2022-4-5', 29.59, 29.59, 0, 0], ['2022-5-5', 9.86, 9.86, 0, 0], ['2022-5-8', 0.82, 0.82, 0, 0]]);
    // 34 statements: the re-planned repayment's own, 7 of the reprocessing (loan, accruals, schedule, reversal,
    // accrued figures, accrued-till, one insert of the three reversals' journal entries) and 7 of the new accruals.
    const repayment = await measureStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '05 February 2022', transactionAmount: 106.57, ...DATES } });
    const repaid = repayment.response;
    assert.equal(repaid.status, 200, JSON.stringify(repaid.body));
    assertStatementBound(repayment, 34, 'a repayment that re-plans and reprocesses the accruals');
    // Journal entries in three inserts: the repayment's, the three reversed accruals' together, the new accruals'.
    const journalInserts = repayment.statements.filter((st) => /^\s*insert into "acc_gl_journal_entry"/i.test(st.sql));
    assert.equal(journalInserts.length, 3, listStatements(repayment.statements));
    // The re-plan lowers installments 3 to 5 (interest 27.52, 8.81, 7.33): the accruals that now exceed their
    // installment and the partial one of 08 May are reversed, then accrued again till 08 May (7.33 × 3 / 31 = 0.71).
    assert.deepEqual(await accrualsOf(loanId), [['2022-4-5', 27.52, 27.52, 0, 0], ['2022-5-5', 8.81, 8.81, 0, 0], ['2022-5-8', 0.71, 0.71, 0, 0]]);
    const reversed = await db().selectFrom('m_loan_transaction').select(['amount']).where('loan_id', '=', loanId).where('transaction_type_enum', '=', ACCRUAL)
      .where('is_reversed', '=', true).orderBy('id').execute();
    assert.deepEqual(reversed.map((r) => Number(r.amount)), [29.59, 9.86, 0.82]);
    const accrued = await db().selectFrom('m_loan_repayment_schedule').select(['installment', 'accrual_interest_derived']).where('loan_id', '=', loanId).orderBy('installment').execute();
    assert.deepEqual(accrued.slice(2, 5).map((r) => Number(r.accrual_interest_derived)), [27.52, 8.81, 0.71]);
    // Each reversal posts its entries on the other side: income and receivable keep only the new accruals (37.04).
    assert.deepEqual(await balancesOf(loanId), { [gl.fund]: -893.43, [gl.portfolio]: 893.43, [gl.interestIncome]: -37.04, [gl.interestReceivable]: 37.04 });
    // Undoing the repayment re-plans as of 08 May without payments (installments 3 to 5: 29.59, 9.86 and 8.44, the
    // overdue principal earning on): the kept accruals stay within them, so only what they lack is accrued (2.07 and
    // 1.05 on the due dates); the partial one of 08 May is reversed and written again at Fineract's 0.82.
    const repaymentId = repaid.json.resourceId as number;
    // 35 statements, the reprocessing and the new accruals included.
    const undone = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions/${String(repaymentId)}`, { max: 35, body: { transactionDate: '08 May 2022', transactionAmount: 0, ...DATES } });
    assert.equal(undone.status, 200, JSON.stringify(undone.body));
    assert.deepEqual(await accrualsOf(loanId), [['2022-4-5', 27.52, 27.52, 0, 0], ['2022-4-5', 2.07, 2.07, 0, 0], ['2022-5-5', 8.81, 8.81, 0, 0], ['2022-5-5', 1.05, 1.05, 0, 0], ['2022-5-8', 0.82, 0.82, 0, 0]]);
    const replanned = (await loanOf(loanId)).repaymentSchedule.periods.filter((p) => p.period !== undefined && p.period >= 3 && p.period <= 5).map((p) => p.interestDue);
    assert.deepEqual(replanned, [29.59, 9.86, 8.44]);
    assert.deepEqual(await balancesOf(loanId), { [gl.fund]: -1000, [gl.portfolio]: 1000, [gl.interestIncome]: -40.27, [gl.interestReceivable]: 40.27 });
    // An undone disbursal gives back the plan as applied for (8.92 and 8.24 for installments 4 and 5).
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=undoDisbursal`, { body: {} })).status, 200);
    const applied = (await loanOf(loanId)).repaymentSchedule.periods.filter((p) => p.period !== undefined && p.period >= 3 && p.period <= 5).map((p) => p.interestDue);
    assert.deepEqual(applied, [29.59, 8.92, 8.24]);
  });

  /**
   * Fineract's LoanSpecificDueDateChargeAfterMaturityTest (checkPeriodicAccrualAccountingAPIFlow), dates moved to 2023:
   * 10,000 without interest in one installment due 04 April; charges due after maturity go to a charge-only
   * installment ending on the latest of their dates, which periodic accrual accrues like any other: the penalty of
   * 100 due 05 April on 05 April, then with a fee of 50 (06 April), a penalty of 105 (07 April) and a fee of 55
   * (08 April) added, a run on 07 April accrues 50 and 105 on 07 April, the fee due 08 April not yet.
   */
  it('accrues charges due after maturity on the charge-only installment (LoanSpecificDueDateChargeAfterMaturityTest)', async () => {
    await setDate('04 March 2023');
    const loanId = await newLoan(accrualProduct, { principal: 10000, loanTermFrequency: 1, numberOfRepayments: 1, interestRatePerPeriod: 0, interestType: 0, interestCalculationPeriodType: 1 }, '04 March 2023');
    const specifiedDue = async (amount: number, isPenalty: boolean) => {
      const res = await t.call('POST', '/api/v1/charges', {
        body: { name: `After maturity ${String(amount)}`, amount, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 1, chargePaymentMode: 0, active: true, penalty: isPenalty, locale: 'en' },
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.json.resourceId as number;
    };
    const addCharge = async (chargeId: number, amount: number, dueDate: string) =>
      assert.equal((await t.call('POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId, amount, dueDate, ...DATES } })).status, 200);
    await setDate('05 April 2023');
    await addCharge(await specifiedDue(100, true), 100, '05 April 2023');
    await runJob('ACC_APTR');
    assert.deepEqual(await accrualsOf(loanId), [['2023-4-5', 100, 0, 0, 100]]);
    await setDate('07 April 2023');
    await addCharge(await specifiedDue(50, false), 50, '06 April 2023');
    await addCharge(await specifiedDue(105, true), 105, '07 April 2023');
    await addCharge(await specifiedDue(55, false), 55, '08 April 2023');
    const periods = (await loanOf(loanId)).repaymentSchedule.periods.filter((p) => p.period !== undefined);
    assert.equal(periods.length, 2);
    await runJob('ACC_APTR');
    assert.deepEqual(await accrualsOf(loanId), [['2023-4-5', 100, 0, 0, 100], ['2023-4-7', 155, 0, 50, 105]]);
  });

  /**
   * Accruals of a re-planned loan never exceed what each installment charges, whatever the order of changes: a loan
   * with a daily rest (reduce number of installments) accrued, then close of business running
   * LOAN_INTEREST_RECALCULATION and ADD_PERIODIC_ACCRUAL_ENTRIES in one run, a late partial repayment, its undo (twice),
   * an adjustment and close of business again on the same day.
   */
  it('keeps the accruals of a re-planned, daily-rest loan within its installments through close of business, undo and adjustment', async () => {
    const day = (d: unknown) => (d instanceof Date ? LocalDate.of(d.getFullYear(), d.getMonth() + 1, d.getDate()).toString() : String(d).slice(0, 10));
    const within = async (loanId: number, when: string) => {
      const schedule = await db().selectFrom('m_loan_repayment_schedule').select(['installment', 'fromdate', 'duedate', 'interest_amount', 'accrual_interest_derived'])
        .where('loan_id', '=', loanId).orderBy('installment').execute();
      const accruals = await db().selectFrom('m_loan_transaction').select(['id', 'transaction_date', 'interest_portion_derived']).where('loan_id', '=', loanId)
        .where('transaction_type_enum', '=', ACCRUAL).where('is_reversed', '=', false).execute();
      const last = day(schedule.at(-1)?.duedate);
      assert.deepEqual(accruals.filter((a) => day(a.transaction_date) > last).map((a) => a.id), [], `${when}: accruals after the last due date`);
      schedule.forEach((i, index) => {
        const from = day(i.fromdate);
        const due = day(i.duedate);
        const accrued = accruals.filter((a) => (day(a.transaction_date) > from || (index === 0 && day(a.transaction_date) === from)) && day(a.transaction_date) <= due)
          .reduce((sum, a) => sum + Math.round(Number(a.interest_portion_derived ?? 0) * 100), 0);
        assert.ok(accrued <= Math.round(Number(i.interest_amount ?? 0) * 100), `${when}: installment ${i.installment} accrues ${accrued / 100} of ${String(i.interest_amount)}`);
      });
      const total = accruals.reduce((sum, a) => sum + Math.round(Number(a.interest_portion_derived ?? 0) * 100), 0);
      const balances = await balancesOf(loanId);
      assert.equal(Math.round(-(balances[gl.interestIncome] ?? 0) * 100), total, `${when}: interest income is the active accruals`);
      assert.equal(schedule.reduce((sum, i) => sum + Math.round(Number(i.accrual_interest_derived ?? 0) * 100), 0), total, `${when}: installments' accrued interest`);
    };
    await setDate('05 January 2022');
    const product = await dailyRestProduct('Accruing daily rest', 'ACCP', { numberOfRepayments: 6, recalculationRestFrequencyInterval: 1 }, 3);
    const loanId = await newLoan(product, { principal: 1000, loanTermFrequency: 6, numberOfRepayments: 6, interestRatePerPeriod: 12, interestType: 0, interestCalculationPeriodType: 0 }, '05 January 2022');
    const steps = ['LOAN_INTEREST_RECALCULATION', 'ADD_PERIODIC_ACCRUAL_ENTRIES'];
    assert.equal((await t.call('PUT', '/api/v1/jobs/LOAN_CLOSE_OF_BUSINESS/steps', { body: { businessSteps: steps.map((stepName, i) => ({ stepName, order: i + 1 })) } })).status, 204);
    await setDate('20 March 2022');
    await runJob('ACC_APTR');
    await within(loanId, 'accrued');
    await runJob('LA_ECOB');
    await within(loanId, 'close of business');
    const repaid = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '10 February 2022', transactionAmount: 5, ...DATES } });
    assert.equal(repaid.status, 200, JSON.stringify(repaid.body));
    await within(loanId, 'late partial interest payment');
    const second = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '07 March 2022', transactionAmount: 200, ...DATES } });
    assert.equal(second.status, 200, JSON.stringify(second.body));
    await within(loanId, 'second repayment');
    const undoUrl = `/api/v1/loans/${loanId}/transactions/${String(repaid.json.resourceId)}`;
    const undone = await t.call('POST', undoUrl, { body: { transactionDate: '10 February 2022', transactionAmount: 0, ...DATES } });
    assert.equal(undone.status, 200, JSON.stringify(undone.body));
    await within(loanId, 'undone');
    const again = await t.call('POST', undoUrl, { body: { transactionDate: '10 February 2022', transactionAmount: 0, ...DATES } });
    assert.ok(again.status >= 400 && again.status < 500, JSON.stringify(again.body));
    await within(loanId, 'undone twice');
    const active = await db().selectFrom('m_loan_transaction').select('id').where('loan_id', '=', loanId).where('transaction_type_enum', '=', 2).where('is_reversed', '=', false).executeTakeFirstOrThrow();
    const adjusted = await t.call('POST', `/api/v1/loans/${loanId}/transactions/${String(active.id)}`, { body: { transactionDate: '01 March 2022', transactionAmount: 150, ...DATES } });
    assert.equal(adjusted.status, 200, JSON.stringify(adjusted.body));
    await within(loanId, 'adjusted');
    await runJob('LA_ECOB');
    await runJob('ACC_APTR');
    await within(loanId, 'close of business again');
    const reversed = await db().selectFrom('m_loan_transaction').select('id').where('loan_id', '=', loanId).where('transaction_type_enum', '=', ACCRUAL).where('is_reversed', '=', true).execute();
    assert.ok(reversed.length > 0, 'the re-plans reprocessed the accruals');
    // The same loan under cash accounting: the re-plans post no accrual and touch no receivable.
    const cash = await dailyRestProduct('Cash daily rest', 'CSCP', { numberOfRepayments: 6, recalculationRestFrequencyInterval: 1 }, 2);
    await setDate('05 January 2022');
    const cashLoan = await newLoan(cash, { principal: 1000, loanTermFrequency: 6, numberOfRepayments: 6, interestRatePerPeriod: 12, interestType: 0, interestCalculationPeriodType: 0 }, '05 January 2022');
    // Fineract's income accrual of a cash-accounting loan on disbursement (no journal entries) is all there is.
    const disbursedAccruals = await accrualsOf(cashLoan);
    await setDate('20 March 2022');
    const cashRepaid = await t.call('POST', `/api/v1/loans/${cashLoan}/transactions?command=repayment`, { body: { transactionDate: '10 February 2022', transactionAmount: 5, ...DATES } });
    assert.equal(cashRepaid.status, 200, JSON.stringify(cashRepaid.body));
    assert.equal((await t.call('POST', `/api/v1/loans/${cashLoan}/transactions/${String(cashRepaid.json.resourceId)}`, { body: { transactionDate: '10 February 2022', transactionAmount: 0, ...DATES } })).status, 200);
    await runJob('LA_ECOB');
    assert.deepEqual(await accrualsOf(cashLoan), disbursedAccruals);
    assert.equal((await balancesOf(cashLoan))[gl.interestReceivable], undefined);
    assert.equal((await t.call('PUT', '/api/v1/jobs/LOAN_CLOSE_OF_BUSINESS/steps', { body: { businessSteps: [{ stepName: 'ADD_PERIODIC_ACCRUAL_ENTRIES', order: 1 }] } })).status, 204);
  });

  it('close of business accrues a chunk whose accruals need more journal lines than one statement can bind, as loan by loan does', { timeout: 300_000 }, async () => {
    await setDate('01 January 2023');
    // Daily installments over 500 days: each due installment accrues its interest (two journal lines per accrual).
    const daily = { principal: 1000, loanTermFrequency: 500, loanTermFrequencyType: 0, numberOfRepayments: 500, repaymentFrequencyType: 0, interestRatePerPeriod: 12, interestType: 0, interestCalculationPeriodType: 0 };
    const loans: number[] = [];
    for (let i = 0; i < 4; i++) {
      loans.push(await newLoan(accrualProduct, daily, '01 January 2023'));
    }
    const cobDate = LocalDate.parse('2024-05-01');
    const businessDate = LocalDate.parse('2024-05-02');
    // Loan by loan (each statement well under PostgreSQL's 65,535 bind parameters) this works; the chunk writes about
    // 3,900 journal lines of some 22 parameters each in one insert.
    await t.tenant.database.db.transaction().execute((trx) => addChunkPeriodicAccrualEntries({ db: trx, loanIds: loans, cobDate, businessDate, userId: 1 }));
    const accrued = await db().selectFrom('m_loan_transaction').select((eb) => eb.fn.countAll<string>().as('n')).where('loan_id', 'in', loans).where('transaction_type_enum', '=', ACCRUAL).executeTakeFirstOrThrow();
    assert.ok(Number(accrued.n) > 1500, String(accrued.n));
  });
});
