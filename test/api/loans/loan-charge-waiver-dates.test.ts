import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createGlAccount } from '../../support/accounting.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
const DEBIT = 2;
const CREDIT = 1;
type Row = { date: number[]; type: { id: number }; amount: number; principalPortion?: number; feeChargesPortion?: number; penaltyChargesPortion?: number; outstandingLoanBalance?: number };

/**
 * The date of a charge waiver (waive-charges, 9), as Fineract's Loan.waiveLoanCharge gives it: the charge's due date
 * (an installment fee's: its installment's), or the business date when that lies ahead. The transaction, its journal
 * entries, its place among the loan's transactions (and its balance there) and the loan's closing date follow it.
 */
describe('charge waiver dates', () => {
  let t: TestApp;
  let clientId: number;
  let gl: Record<string, number>;

  const db = () => tenantTables(t.tenant.database.db);
  const setDate = async (date: string) => assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date, ...DATES } })).status, 200);
  const ok = async (res: Promise<{ status: number; body: unknown; json: Record<string, unknown> }>) => {
    const done = await res;
    assert.equal(done.status, 200, JSON.stringify(done.body));
    return done.json;
  };
  const newCharge = (body: Record<string, unknown>) =>
    ok(t.call('POST', '/api/v1/charges', { body: { currencyCode: 'USD', chargeAppliesTo: 1, chargePaymentMode: 0, active: true, locale: 'en', ...body } })).then((j) => j.resourceId as number);
  const activeLoan = async (productId: number, terms: Record<string, unknown>): Promise<number> => {
    const loan = await ok(t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal: 1000, interestRatePerPeriod: 0, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2023', submittedOnDate: '01 January 2023', ...DATES, ...terms,
      },
    }));
    const loanId = loan.loanId as number;
    await ok(t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '01 January 2023', ...DATES } }));
    await ok(t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '01 January 2023', ...DATES } }));
    return loanId;
  };
  const repay = (loanId: number, date: string, amount: number) =>
    ok(t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: date, transactionAmount: amount, ...DATES } }));
  const waive = (loanId: number, loanChargeId: number) => ok(t.call('POST', `/api/v1/loans/${loanId}/charges/${loanChargeId}?command=waive`, { body: {} }));
  /** The transactions tab: date, type, amount, principal (none shown for a disbursement), fees, penalties, loan balance; accruals left out, as on Fineract's tab. */
  const transactionsOf = async (loanId: number) => {
    const loan = (await t.call('GET', `/api/v1/loans/${loanId}?associations=transactions`)).json as { transactions: Row[] };
    return loan.transactions.filter((r) => r.type.id !== 10).map((r) => [r.date.join('-'), r.type.id, r.amount, r.type.id === 1 ? 0 : r.principalPortion ?? 0, r.feeChargesPortion ?? 0, r.penaltyChargesPortion ?? 0, r.outstandingLoanBalance ?? 0]);
  };
  const entriesOf = (transactionId: number) =>
    db().selectFrom('acc_gl_journal_entry').select(['account_id', 'type_enum', 'amount', 'entry_date']).where('transaction_id', '=', `L${transactionId}`).orderBy('id').execute()
      .then((rows) => rows.map((r) => [r.account_id, r.type_enum, Number(r.amount), String(r.entry_date)]));

  /** The accounts of an accrual product. */
  const accountsOf = () => ({
    fundSourceAccountId: gl.fund, loanPortfolioAccountId: gl.portfolio, interestOnLoanAccountId: gl.interestIncome, incomeFromFeeAccountId: gl.feeIncome,
    incomeFromPenaltyAccountId: gl.penaltyIncome, incomeFromRecoveryAccountId: gl.recovery, writeOffAccountId: gl.writeOff, transfersInSuspenseAccountId: gl.suspense,
    overpaymentLiabilityAccountId: gl.overpayment, receivableInterestAccountId: gl.interestReceivable, receivableFeeAccountId: gl.feeReceivable, receivablePenaltyAccountId: gl.penaltyReceivable,
  });

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    await setDate('01 January 2023');
    clientId = (await ok(t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Wanda', lastname: 'Waiver', active: true, activationDate: '01 January 2022', ...DATES } }))).clientId as number;
    gl = {
      fund: await createGlAccount(t, 1, 'Fund'), portfolio: await createGlAccount(t, 1, 'Portfolio'), interestIncome: await createGlAccount(t, 4, 'Interest'),
      feeIncome: await createGlAccount(t, 4, 'Fees'), penaltyIncome: await createGlAccount(t, 4, 'Penalties'), recovery: await createGlAccount(t, 4, 'Recovery'),
      writeOff: await createGlAccount(t, 5, 'Write-off'), suspense: await createGlAccount(t, 1, 'Suspense'), overpayment: await createGlAccount(t, 2, 'Overpaid'),
      interestReceivable: await createGlAccount(t, 1, 'Interest receivable'), feeReceivable: await createGlAccount(t, 1, 'Fee receivable'), penaltyReceivable: await createGlAccount(t, 1, 'Penalty receivable'),
    };
  });
  after(async () => t.close());

  /**
   * LoanCharge.feature, "partially waived installment fee applied correctly in reverse-replay logic" (the default
   * product: 1000 in one installment after 30 days, no interest, mifos-standard-strategy). The installment fee (10 %
   * of the loan amount plus interest, 100) is paid 5 on 15 January; on 20 January its share (95) is waived, dated 20
   * January (the installment falls due on 31 January, after the business date); a repayment of 15 dated 18 January is
   * then placed before the waiver, which is listed after it with its balance (985). Fineract's feature product accrues
   * periodically and shows the waiver's 95 as unrecognized income; this product has no accounting, so the 95 is its fee portion.
   */
  it('dates an installment fee waiver on the business date before the installment falls due; a repayment dated before it moves its balance', async () => {
    const productId = await createLoanProduct(t, { name: 'Waiver default', shortName: 'WDF', principal: 1000, numberOfRepayments: 1, repaymentEvery: 30, repaymentFrequencyType: 0, interestRatePerPeriod: 0, interestType: 1 });
    const loanId = await activeLoan(productId, { loanTermFrequency: 30, loanTermFrequencyType: 0, numberOfRepayments: 1, repaymentEvery: 30, repaymentFrequencyType: 0 });
    const fee = await newCharge({ name: 'Installment percentage fee', amount: 10, chargeTimeType: 8, chargeCalculationType: 3 });
    const loanChargeId = (await ok(t.call('POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId: fee, amount: 10, ...DATES } }))).resourceId as number;
    await setDate('15 January 2023');
    await repay(loanId, '15 January 2023', 5);
    await setDate('20 January 2023');
    const waived = await waive(loanId, loanChargeId);
    assert.deepEqual(waived.changes, { amount: 95, installmentNumber: 1 });
    await repay(loanId, '18 January 2023', 15);
    assert.deepEqual(await transactionsOf(loanId), [
      ['2023-1-1', 1, 1000, 0, 0, 0, 1000],
      ['2023-1-15', 2, 5, 0, 5, 0, 1000],
      ['2023-1-18', 2, 15, 15, 0, 0, 985],
      ['2023-1-20', 9, 95, 0, 95, 0, 985],
    ]);
    const loan = (await t.call('GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule`)).json as { repaymentSchedule: { periods: Record<string, number | undefined>[] } };
    const period = loan.repaymentSchedule.periods.find((p) => p.period === 1);
    assert.deepEqual([period?.feeChargesDue, period?.totalPaidForPeriod, period?.totalPaidInAdvanceForPeriod, period?.totalOutstandingForPeriod], [100, 20, 20, 985]);
    const charge = (await t.call('GET', `/api/v1/loans/${loanId}/charges/${loanChargeId}`)).json as { amount: number; amountPaid: number; amountWaived: number; amountOutstanding: number };
    assert.deepEqual([charge.amount, charge.amountPaid, charge.amountWaived, charge.amountOutstanding], [100, 5, 95, 0]);
  });

  /**
   * The same scenario on the feature's own product, which accrues periodically (accounting rule 3): nothing of the
   * fee was accrued, so Fineract's waiveLoanCharge makes the whole 95 unrecognized income and the fee portion 0 (the
   * feature's row: 20 January 2023, Waive loan charges, 95.0, fees 0.0, balance 985.0); the journal entries post only
   * the fee portion, so the waiver has none. The installment and the charge still have the whole 95 waived, and the
   * undo brings back all of it.
   */
  it('splits a waiver under periodic accrual into the accrued fee portion and unrecognized income', async () => {
    const productId = await createLoanProduct(t, {
      name: 'Waiver periodic', shortName: 'WPA', principal: 1000, numberOfRepayments: 1, repaymentEvery: 30, repaymentFrequencyType: 0, interestRatePerPeriod: 0, interestType: 1,
      accountingRule: 3, ...accountsOf(),
    });
    await setDate('01 January 2023');
    const loanId = await activeLoan(productId, { loanTermFrequency: 30, loanTermFrequencyType: 0, numberOfRepayments: 1, repaymentEvery: 30, repaymentFrequencyType: 0 });
    const fee = await newCharge({ name: 'Installment fee periodic', amount: 10, chargeTimeType: 8, chargeCalculationType: 3 });
    const loanChargeId = (await ok(t.call('POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId: fee, amount: 10, ...DATES } }))).resourceId as number;
    await setDate('15 January 2023');
    await repay(loanId, '15 January 2023', 5);
    await setDate('20 January 2023');
    const waived = await waive(loanId, loanChargeId);
    assert.deepEqual(waived.changes, { amount: 95, installmentNumber: 1 });
    await repay(loanId, '18 January 2023', 15);
    assert.deepEqual((await transactionsOf(loanId)).at(-1), ['2023-1-20', 9, 95, 0, 0, 0, 985]);
    const transactionId = waived.subResourceId as number;
    const tx = (await t.call('GET', `/api/v1/loans/${loanId}/transactions/${transactionId}`)).json as { unrecognizedIncomePortion?: number; feeChargesPortion?: number };
    assert.deepEqual([tx.feeChargesPortion ?? 0, tx.unrecognizedIncomePortion], [0, 95]);
    assert.deepEqual(await entriesOf(transactionId), []);
    const period = async () => ((await t.call('GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule`)).json as { repaymentSchedule: { periods: Record<string, number | undefined>[] } })
      .repaymentSchedule.periods.find((p) => p.period === 1);
    assert.deepEqual([(await period())?.feeChargesWaived, (await period())?.totalOutstandingForPeriod], [95, 985]);
    await ok(t.call('PUT', `/api/v1/loans/${loanId}/transactions/${transactionId}`, { body: {} }));
    const charge = (await t.call('GET', `/api/v1/loans/${loanId}/charges/${loanChargeId}`)).json as { amountWaived: number; amountOutstanding: number };
    assert.deepEqual([charge.amountWaived, charge.amountOutstanding, (await period())?.feeChargesWaived ?? 0], [0, 95, 0]);
  });

  /**
   * A fee accrued in full (the "Add Accrual Transactions" job, once its installment is due) and partly repaid: what was accrued and
   * not paid (50 − 20 = 30) is the fee portion, nothing is unrecognized, and the 30 is posted as Fineract's accrual
   * processor posts a waiver: fee receivable credited, write-off debited.
   */
  it('keeps what was accrued and not paid as the fee portion under periodic accrual, journal entries included', async () => {
    const productId = await createLoanProduct(t, { name: 'Waiver accrued', shortName: 'WAC', principal: 1000, numberOfRepayments: 1, interestRatePerPeriod: 0, accountingRule: 3, ...accountsOf() });
    await setDate('01 January 2023');
    const loanId = await activeLoan(productId, { loanTermFrequency: 1, loanTermFrequencyType: 2, numberOfRepayments: 1, repaymentEvery: 1, repaymentFrequencyType: 2 });
    const flat = await newCharge({ name: 'Accrued fee', amount: 50, chargeTimeType: 2, chargeCalculationType: 1 });
    await setDate('10 January 2023');
    const loanChargeId = (await ok(t.call('POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId: flat, amount: 50, dueDate: '10 January 2023', ...DATES } }))).resourceId as number;
    await setDate('01 February 2023');
    assert.equal((await t.call('POST', '/api/v1/jobs/short-name/ACC_AATR?command=executeJob')).status, 202);
    await repay(loanId, '01 February 2023', 20);
    await setDate('02 February 2023');
    const waived = await waive(loanId, loanChargeId);
    assert.deepEqual(waived.changes, { amount: 30 });
    const transactionId = waived.subResourceId as number;
    const tx = (await t.call('GET', `/api/v1/loans/${loanId}/transactions/${transactionId}`)).json as { amount: number; unrecognizedIncomePortion?: number; feeChargesPortion?: number };
    assert.deepEqual([tx.amount, tx.feeChargesPortion, tx.unrecognizedIncomePortion ?? 0], [30, 30, 0]);
    assert.deepEqual(await entriesOf(transactionId), [[gl.feeReceivable, CREDIT, 30, '2023-01-10'], [gl.writeOff, DEBIT, 30, '2023-01-10']]);
  });

  /**
   * A penalty due on 22 February waived on 31 March is dated 22 February (Fineract's rule, as in LoanCharge.feature's
   * NSF fee waived on 31 March and listed on 22 February): it is listed before the repayment of 1 March, with the
   * balance it has there (1000), and its journal entries (accrual) are dated 22 February.
   */
  it('dates a penalty waiver on its due date when it has passed, journal entries included, and lists it in date order', async () => {
    const productId = await createLoanProduct(t, { name: 'Waiver upfront', shortName: 'WUP', principal: 1000, numberOfRepayments: 3, interestRatePerPeriod: 0, accountingRule: 4, ...accountsOf() });
    await setDate('01 January 2023');
    const loanId = await activeLoan(productId, { loanTermFrequency: 3, loanTermFrequencyType: 2, numberOfRepayments: 3, repaymentEvery: 1, repaymentFrequencyType: 2 });
    const nsf = await newCharge({ name: 'NSF fee', amount: 100, chargeTimeType: 2, chargeCalculationType: 1, penalty: true });
    await setDate('22 February 2023');
    const loanChargeId = (await ok(t.call('POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId: nsf, amount: 100, dueDate: '22 February 2023', ...DATES } }))).resourceId as number;
    await setDate('01 March 2023');
    // Penalties first: 100 pays the penalty of the first installment (none) and its principal; the NSF fee sits on the second.
    await repay(loanId, '01 March 2023', 100);
    await setDate('31 March 2023');
    const waived = await waive(loanId, loanChargeId);
    assert.deepEqual(waived.changes, { amount: 100 });
    assert.deepEqual(await transactionsOf(loanId), [
      ['2023-1-1', 1, 1000, 0, 0, 0, 1000],
      ['2023-2-22', 9, 100, 0, 0, 100, 1000],
      ['2023-3-1', 2, 100, 100, 0, 0, 900],
    ]);
    const transactionId = waived.subResourceId as number;
    const stored = await db().selectFrom('m_loan_transaction').select(['transaction_date', 'submitted_on_date']).where('id', '=', transactionId).executeTakeFirstOrThrow();
    assert.deepEqual([String(stored.transaction_date), String(stored.submitted_on_date)], ['2023-02-22', '2023-03-31']);
    assert.deepEqual(await entriesOf(transactionId), [[gl.penaltyReceivable, CREDIT, 100, '2023-02-22'], [gl.writeOff, DEBIT, 100, '2023-02-22']]);

    // Migration 0116 moves a waiver stored on the day it was made (as before this rule) to that date, entries included,
    // and changes nothing when run again.
    await db().updateTable('m_loan_transaction').set({ transaction_date: '2023-03-31' }).where('id', '=', transactionId).execute();
    await db().updateTable('acc_gl_journal_entry').set({ entry_date: '2023-03-31', transaction_date: '2023-03-31' }).where('loan_transaction_id', '=', transactionId).execute();
    const migration = readFileSync(new URL('../../../db/migrations/tenant/0116_charge_waiver_dates.sql', import.meta.url), 'utf8');
    for (let run = 0; run < 2; run++) {
      for (const statement of migration.split(/;\n/).filter((part) => /\bupdate\b/.test(part))) {
        await sql.raw(statement).execute(t.tenant.database.db);
      }
      const moved = await db().selectFrom('m_loan_transaction').select('transaction_date').where('id', '=', transactionId).executeTakeFirstOrThrow();
      assert.equal(String(moved.transaction_date), '2023-02-22');
      assert.deepEqual(await entriesOf(transactionId), [[gl.penaltyReceivable, CREDIT, 100, '2023-02-22'], [gl.writeOff, DEBIT, 100, '2023-02-22']]);
    }
  });

  /**
   * A waiver that leaves nothing outstanding closes the loan on the waiver's date (Fineract's
   * doPostLoanTransactionChecks on the transaction date): a fee due 10 January waived on 20 January closes the loan,
   * repaid in principal on 12 January, on 10 January.
   */
  it('closes the loan on the waiver date when the waiver leaves nothing outstanding', async () => {
    const productId = await createLoanProduct(t, { name: 'Waiver close', shortName: 'WCL', principal: 1000, numberOfRepayments: 1, interestRatePerPeriod: 0 });
    await setDate('01 January 2023');
    const loanId = await activeLoan(productId, {
      loanTermFrequency: 1, loanTermFrequencyType: 2, numberOfRepayments: 1, repaymentEvery: 1, repaymentFrequencyType: 2, transactionProcessingStrategyCode: 'principal-interest-penalties-fees-order-strategy',
    });
    const flat = await newCharge({ name: 'Snooze fee', amount: 50, chargeTimeType: 2, chargeCalculationType: 1 });
    await setDate('10 January 2023');
    const loanChargeId = (await ok(t.call('POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId: flat, amount: 50, dueDate: '10 January 2023', ...DATES } }))).resourceId as number;
    await setDate('12 January 2023');
    await repay(loanId, '12 January 2023', 1000);
    await setDate('20 January 2023');
    await waive(loanId, loanChargeId);
    assert.deepEqual(await transactionsOf(loanId), [
      ['2023-1-1', 1, 1000, 0, 0, 0, 1000],
      ['2023-1-10', 9, 50, 0, 50, 0, 1000],
      ['2023-1-12', 2, 1000, 1000, 0, 0, 0],
    ]);
    const loan = (await t.call('GET', `/api/v1/loans/${loanId}`)).json as { status: { id: number }; timeline: { closedOnDate?: number[] } };
    assert.deepEqual([loan.status.id, loan.timeline.closedOnDate], [600, [2023, 1, 10]]);
  });
});
