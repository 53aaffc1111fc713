import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createGlAccount, CREDIT, DEBIT, mapFinancialActivity } from '../../support/accounting.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { expectStatements, measureStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createSavingsProduct, DATES, savingsCommand, savingsTransaction } from '../../support/savings.ts';

type Item = { userMessageGlobalisationCode: string };
const codesOf = (body: unknown): string[] => {
  const b = body as { errors?: Item[]; userMessageGlobalisationCode?: string };
  return b.errors !== undefined && b.errors.length > 0 ? b.errors.map((e) => e.userMessageGlobalisationCode) : [b.userMessageGlobalisationCode ?? ''];
};
type Charge = { id: number; amount: number; amountPaid: number; amountWaived: number; amountOutstanding: number; paid: boolean; waived: boolean; penalty: boolean; dueDate: number[]; chargeTimeType: { id: number } };

/**
 * Charges added to active classic loans: the numbers of Fineract's LoanCharge.feature (750 over three months
 * without interest, disbursed on 1 January 2022; an NSF penalty of 10 after the last installment) and a fee that
 * moves a repayment's split by reverse-replay.
 */
describe('loan charges', () => {
  let t: TestApp;
  let clientId: number;
  let productId: number;
  let accrualProductId: number;
  let upfrontProductId: number;
  let nsf: number;
  let fee: number;
  let gl: Record<string, number>;

  const db = () => tenantTables(t.tenant.database.db);
  const setDate = async (date: string) => assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date, ...DATES } })).status, 200);
  const repay = async (loanId: number, date: string, amount: number) => {
    const res = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: date, transactionAmount: amount, ...DATES } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };
  const addCharge = (loanId: number, chargeId: number, amount: number, dueDate: string, extra: Record<string, unknown> = {}) =>
    t.call('POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId, amount, dueDate, ...DATES, ...extra } });
  const activeLoan = async (product = productId, extra: Record<string, unknown> = {}): Promise<number> => {
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId: product, loanType: 'individual', principal: 750, loanTermFrequency: 3, loanTermFrequencyType: 2, numberOfRepayments: 3, repaymentEvery: 1,
        repaymentFrequencyType: 2, interestRatePerPeriod: 0, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2022', submittedOnDate: '01 January 2022', ...DATES, ...extra,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const loanId = res.json.loanId as number;
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '01 January 2022', ...DATES } })).status, 200);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '01 January 2022', ...DATES } })).status, 200);
    return loanId;
  };
  const chargesOf = async (loanId: number) => {
    const res = await t.call('GET', `/api/v1/loans/${loanId}/charges`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body as Charge[];
  };
  const loanOf = async (loanId: number) => (await t.call('GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule,transactions`)).json as {
    status: { id: number }; summary: Record<string, number>; totalOverpaid?: number;
    repaymentSchedule: { periods: { period?: number; dueDate: number[]; feeChargesDue?: number; penaltyChargesDue?: number; penaltyChargesPaid?: number; feeChargesPaid?: number; feeChargesWaived?: number; totalOutstandingForPeriod?: number }[] };
    transactions: { id: number; type: { id: number }; amount: number; principalPortion: number; feeChargesPortion: number; penaltyChargesPortion: number; manuallyReversed: boolean }[];
  };
  const entriesOf = (transactionId: number) =>
    db().selectFrom('acc_gl_journal_entry').select(['account_id', 'type_enum', 'amount']).where('transaction_id', '=', `L${transactionId}`).orderBy('id').execute()
      .then((rows) => rows.map((r) => [r.account_id, r.type_enum, Number(r.amount)]));
  /** The loan's "charge applied" accruals (type 10 linked to a charge): date, amount, fee and penalty portions, charge, paid-by amount and installment, reversed. */
  const chargeAccruals = (loanId: number) =>
    db().selectFrom('m_loan_transaction as t').innerJoin('m_loan_charge_paid_by as b', 'b.loan_transaction_id', 't.id')
      .select(['t.id', 't.transaction_date', 't.amount', 't.fee_charges_portion_derived', 't.penalty_charges_portion_derived', 'b.loan_charge_id', 'b.amount as paid_by', 'b.installment_number', 't.is_reversed'])
      .where('t.loan_id', '=', loanId).where('t.transaction_type_enum', '=', 10).orderBy('t.id').execute()
      .then((rows) => rows.map((r) => ({
        id: r.id, row: [String(r.transaction_date), Number(r.amount), Number(r.fee_charges_portion_derived ?? 0), Number(r.penalty_charges_portion_derived ?? 0), r.loan_charge_id, Number(r.paid_by), r.installment_number, r.is_reversed],
      })));

  /** The liability-transfer mapping and a savings product with cash accounting, made once for the tests that pay from savings. */
  let transfers: { control: number; liability: number; savingsProduct: number } | undefined;
  const transferAccounts = async () => {
    if (transfers === undefined) {
      const control = await createGlAccount(t, 2, 'Savings control');
      const liability = await createGlAccount(t, 2, 'Liability transfer');
      await mapFinancialActivity(t, 200, liability);
      const savingsProduct = await createSavingsProduct(t, {
        accountingRule: 2, savingsReferenceAccountId: await createGlAccount(t, 1, 'Savings reference'), savingsControlAccountId: control,
        overdraftPortfolioControlId: await createGlAccount(t, 1, 'Overdraft'), interestOnSavingsAccountId: await createGlAccount(t, 5, 'Savings interest'),
        incomeFromFeeAccountId: await createGlAccount(t, 4, 'Savings fees'), incomeFromPenaltyAccountId: await createGlAccount(t, 4, 'Savings penalties'),
        transfersInSuspenseAccountId: await createGlAccount(t, 2, 'Savings suspense'), incomeFromInterestId: await createGlAccount(t, 4, 'Overdraft interest'),
        writeOffAccountId: await createGlAccount(t, 5, 'Savings write-off'), nominalAnnualInterestRate: 0,
      });
      transfers = { control, liability, savingsProduct };
    }
    return transfers;
  };
  /** An active savings account of the client opened on 1 January 2022 with a first deposit. */
  const linkedSavings = async (deposit: number): Promise<number> => {
    const opened = await t.call('POST', '/api/v1/savingsaccounts', { body: { clientId, productId: (await transferAccounts()).savingsProduct, submittedOnDate: '01 January 2022', ...DATES } });
    assert.equal(opened.status, 200, JSON.stringify(opened.body));
    const savingsId = opened.json.savingsId as number;
    assert.equal((await savingsCommand(t, savingsId, 'approve', { approvedOnDate: '01 January 2022', ...DATES })).status, 200);
    assert.equal((await savingsCommand(t, savingsId, 'activate', { activatedOnDate: '01 January 2022', ...DATES })).status, 200);
    assert.equal((await savingsTransaction(t, savingsId, 'deposit', '01 January 2022', deposit)).status, 200);
    return savingsId;
  };

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    await setDate('01 January 2022');
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Nora', lastname: 'Fee', active: true, activationDate: '01 January 2021', ...DATES } });
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
    productId = await createLoanProduct(t, { name: 'Charges Cash', shortName: 'CHC', principal: 750, numberOfRepayments: 3, interestRatePerPeriod: 0, accountingRule: 2, ...accounts });
    const receivables = { receivableInterestAccountId: gl.interestReceivable, receivableFeeAccountId: gl.feeReceivable, receivablePenaltyAccountId: gl.penaltyReceivable };
    accrualProductId = await createLoanProduct(t, { name: 'Charges Accrual', shortName: 'CHA', principal: 750, numberOfRepayments: 3, interestRatePerPeriod: 0, accountingRule: 3, ...accounts, ...receivables });
    upfrontProductId = await createLoanProduct(t, { name: 'Charges Upfront', shortName: 'CHU', principal: 750, numberOfRepayments: 3, interestRatePerPeriod: 0, accountingRule: 4, ...accounts, ...receivables });
    const charge = (name: string, penalty: boolean, extra: Record<string, unknown> = {}) =>
      t.call('POST', '/api/v1/charges', { body: { name, amount: 10, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 1, chargePaymentMode: 0, active: true, penalty, locale: 'en', ...extra } })
        .then((res) => {
          assert.equal(res.status, 200, JSON.stringify(res.body));
          return res.json.resourceId as number;
        });
    nsf = await charge('NSF fee', true);
    fee = await charge('Late fee', false);
  });
  after(async () => t.close());

  it('adds an NSF penalty after maturity as an N+1 installment; a back-dated repayment then closes the loan (LoanCharge.feature)', async () => {
    const loanId = await activeLoan();
    await setDate('01 April 2022');
    await repay(loanId, '01 February 2022', 250);
    await repay(loanId, '01 March 2022', 250);
    const third = await repay(loanId, '01 April 2022', 250);
    const undo = await t.call('POST', `/api/v1/loans/${loanId}/transactions/${third}`, { body: { transactionDate: '01 April 2022', transactionAmount: 0, ...DATES } });
    assert.equal(undo.status, 200, JSON.stringify(undo.body));
    await setDate('05 April 2022');
    const added = await addCharge(loanId, nsf, 10, '05 April 2022', { externalId: 'nsf-1' });
    assert.equal(added.status, 200, JSON.stringify(added.body));
    const loanChargeId = added.json.resourceId as number;
    assert.deepEqual([added.json.loanId, added.json.clientId, added.json.resourceExternalId], [loanId, clientId, 'nsf-1']);
    let loan = await loanOf(loanId);
    assert.equal(loan.status.id, 300);
    assert.equal(loan.summary.totalOutstanding, 260);
    const periods = loan.repaymentSchedule.periods.filter((p) => p.period !== undefined);
    assert.deepEqual(periods.map((p) => [p.period, p.dueDate, p.penaltyChargesDue]), [[1, [2022, 2, 1], 0], [2, [2022, 3, 1], 0], [3, [2022, 4, 1], 0], [4, [2022, 4, 5], 10]]);
    // Cash accounting: the charge is recorded as applied (Fineract's handleChargeAppliedTransaction), without journal entries.
    const [applied] = await chargeAccruals(loanId);
    assert.deepEqual(applied?.row, ['2022-04-05', 10, 0, 10, loanChargeId, 10, null, false]);
    assert.deepEqual(await entriesOf(applied?.id ?? 0), []);

    await repay(loanId, '01 April 2022', 260);
    loan = await loanOf(loanId);
    assert.deepEqual([loan.status.id, loan.summary.totalOutstanding, loan.summary.penaltyChargesPaid], [600, 0, 10]);
    const [charge] = await chargesOf(loanId);
    assert.deepEqual([charge?.id, charge?.amount, charge?.amountPaid, charge?.amountOutstanding, charge?.paid, charge?.penalty, charge?.dueDate], [loanChargeId, 10, 10, 0, true, true, [2022, 4, 5]]);
    const byExternal = await t.call('GET', `/api/v1/loans/${loanId}/charges/external-id/nsf-1`);
    assert.deepEqual([byExternal.status, byExternal.json.id, byExternal.json.amountPaid], [200, loanChargeId, 10]);
    // Fineract's LoanSpecificDueDateChargeAfterMaturityTest.reopenClosedLoan: a penalty of 100 added to the closed
    // loan (600) reopens it (300) with the penalty due on the N+1 installment; repaying it closes the loan again.
    const reopened = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId: nsf, amount: 100, dueDate: '05 April 2022', ...DATES }, max: 25 });
    loan = await loanOf(loanId);
    assert.deepEqual([loan.status.id, loan.summary.totalOutstanding, loan.summary.penaltyChargesOutstanding], [300, 100, 100]);
    const fourth = loan.repaymentSchedule.periods.find((p) => p.period === 4);
    assert.deepEqual([fourth?.dueDate, fourth?.penaltyChargesDue, fourth?.totalOutstandingForPeriod], [[2022, 4, 5], 110, 100]);
    const stored = await db().selectFrom('m_loan').select(['loan_status_id', 'closedon_date']).where('id', '=', loanId).executeTakeFirstOrThrow();
    assert.deepEqual(stored, { loan_status_id: 300, closedon_date: null });
    assert.deepEqual((await chargesOf(loanId)).map((c) => [c.id, c.amountOutstanding]), [[loanChargeId, 0], [reopened.json.resourceId, 100]]);
    // The closed loan is active once the penalty is on it: the penalty is recorded as applied too.
    assert.deepEqual((await chargeAccruals(loanId)).map((a) => a.row), [['2022-04-05', 10, 0, 10, loanChargeId, 10, null, false], ['2022-04-05', 100, 0, 100, reopened.json.resourceId, 100, null, false]]);
    await repay(loanId, '05 April 2022', 100);
    assert.equal((await loanOf(loanId)).status.id, 600);
  });

  it('re-allocates an earlier repayment over a fee added on an active loan (penalties, fees, interest, principal)', async () => {
    await setDate('01 January 2022');
    const loanId = await activeLoan();
    await setDate('01 February 2022');
    const repayment = await repay(loanId, '01 February 2022', 250);
    await setDate('05 February 2022');
    const added = await addCharge(loanId, fee, 10, '15 January 2022');
    assert.equal(added.status, 200, JSON.stringify(added.body));
    const loan = await loanOf(loanId);
    // The repayment is replayed: reversed by the system and re-created with its new split (relation REPLAYED).
    const original = await db().selectFrom('m_loan_transaction').select(['is_reversed', 'manually_adjusted_or_reversed']).where('id', '=', repayment).executeTakeFirstOrThrow();
    assert.deepEqual([original.is_reversed, original.manually_adjusted_or_reversed], [true, false]);
    const active = loan.transactions.filter((x) => x.type.id === 2 && x.id !== repayment);
    assert.equal(active.length, 1);
    assert.deepEqual([active[0]?.amount, active[0]?.feeChargesPortion, active[0]?.principalPortion], [250, 10, 240]);
    assert.deepEqual([loan.summary.feeChargesCharged, loan.summary.feeChargesPaid, loan.summary.principalOutstanding], [10, 10, 510]);
    // Cash accounting: the replayed repayment credits fee income with its fee portion.
    const entries = await entriesOf(active[0]?.id ?? 0);
    assert.deepEqual(entries.filter((e) => e[0] === gl.feeIncome), [[gl.feeIncome, CREDIT, 10]]);
    assert.deepEqual(entries.filter((e) => e[0] === gl.fund), [[gl.fund, DEBIT, 250]]);
    const [charge] = await chargesOf(loanId);
    assert.deepEqual([charge?.amountPaid, charge?.amountOutstanding, charge?.paid], [10, 0, true]);
    // Applied on its due date, which has passed; the replay leaves the accrual as it is.
    assert.deepEqual((await chargeAccruals(loanId)).map((a) => a.row), [['2022-01-15', 10, 10, 0, charge?.id, 10, null, false]]);
    // Paid: nothing left to waive.
    const waive = await t.call('POST', `/api/v1/loans/${loanId}/charges/${charge?.id}?command=waive`, { body: {} });
    assert.deepEqual([waive.status, codesOf(waive.body)], [403, ['error.msg.loan.charge.already.paid']]);
  });

  it('takes a fee on an overpaid loan out of the overpayment; the loan closes', async () => {
    await setDate('01 January 2022');
    const loanId = await activeLoan();
    await setDate('01 February 2022');
    await repay(loanId, '01 February 2022', 760);
    const overpaid = await loanOf(loanId);
    assert.deepEqual([overpaid.status.id, overpaid.totalOverpaid], [700, 10]);
    const added = await addCharge(loanId, fee, 10, '15 January 2022');
    assert.equal(added.status, 200, JSON.stringify(added.body));
    const loan = await loanOf(loanId);
    assert.deepEqual([loan.status.id, loan.summary.totalOutstanding, loan.summary.feeChargesPaid, loan.totalOverpaid ?? 0], [600, 0, 10, 0]);
    // Fineract records a charge as applied only on a loan active once the charge is on it: not on an overpaid one.
    assert.deepEqual(await chargeAccruals(loanId), []);
    // A charge adjustment on the closed loan is all overpayment: the loan is overpaid (cash: overpayment credited, fee income debited).
    const adjusted = await t.call('POST', `/api/v1/loans/${loanId}/charges/${added.json.resourceId as number}?command=adjustment`, { body: { amount: 2 } });
    assert.equal(adjusted.status, 200, JSON.stringify(adjusted.body));
    const after = await loanOf(loanId);
    assert.deepEqual([after.status.id, after.totalOverpaid], [700, 2]);
    assert.deepEqual(await entriesOf(adjusted.json.subResourceId as number), [[gl.overpayment, CREDIT, 2], [gl.feeIncome, DEBIT, 2]]);
  });

  it('computes a percentage charge on the principal', async () => {
    await setDate('01 January 2022');
    const loanId = await activeLoan();
    const percent = await t.call('POST', '/api/v1/charges', { body: { name: 'Review fee', amount: 1, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 2, chargePaymentMode: 0, active: true, locale: 'en' } });
    assert.equal(percent.status, 200, JSON.stringify(percent.body));
    const added = await addCharge(loanId, percent.json.resourceId as number, 1.5, '20 January 2022');
    assert.equal(added.status, 200, JSON.stringify(added.body));
    const one = await t.call('GET', `/api/v1/loans/${loanId}/charges/${added.json.resourceId as number}`);
    assert.deepEqual([one.json.amount, one.json.percentage, one.json.amountPercentageAppliedTo, one.json.amountOrPercentage, (one.json.chargeCalculationType as { id: number }).id], [11.25, 1.5, 750, 1.5, 2]);
    assert.equal((await loanOf(loanId)).summary.feeChargesOutstanding, 11.25);
  });

  it('waives a penalty with a waive-charges transaction (9); under periodic accrual nothing accrued is unrecognized income, not posted', async () => {
    await setDate('01 January 2022');
    const loanId = await activeLoan(accrualProductId);
    await setDate('20 January 2022');
    const added = await addCharge(loanId, nsf, 10, '15 January 2022');
    assert.equal(added.status, 200, JSON.stringify(added.body));
    const loanChargeId = added.json.resourceId as number;
    // Periodic accrual: the accrual runs accrue the charge, adding it records nothing.
    assert.deepEqual(await chargeAccruals(loanId), []);
    const waived = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/charges/${loanChargeId}?command=waive`, { body: { externalId: 'waive-1' }, max: 28 });
    assert.equal(waived.json.resourceId, loanChargeId);
    const transactionId = waived.json.subResourceId as number;
    const loan = await loanOf(loanId);
    const tx = loan.transactions.find((x) => x.id === transactionId);
    // Fineract's waiveLoanCharge: only what was accrued and not paid (nothing) is the penalty portion; the rest is unrecognized income.
    const unrecognized = (tx as { unrecognizedIncomePortion?: number } | undefined)?.unrecognizedIncomePortion;
    assert.deepEqual([tx?.type.id, tx?.amount, tx?.penaltyChargesPortion ?? 0, unrecognized], [9, 10, 0, 10]);
    assert.deepEqual([loan.summary.penaltyChargesWaived, loan.summary.penaltyChargesOutstanding, loan.summary.totalOutstanding], [10, 0, 750]);
    const [charge] = await chargesOf(loanId);
    assert.deepEqual([charge?.amountWaived, charge?.amountOutstanding, charge?.waived, charge?.paid], [10, 0, true, false]);
    // Only the penalty portion is posted (Fineract's accrual processor), so this waiver has no journal entries.
    assert.deepEqual(await entriesOf(transactionId), []);
    const again = await t.call('POST', `/api/v1/loans/${loanId}/charges/${loanChargeId}?command=waive`, { body: {} });
    assert.deepEqual([again.status, codesOf(again.body)], [403, ['error.msg.loan.charge.already.waived']]);
    // A repayment afterwards finds the penalty already waived.
    const repayment = await repay(loanId, '20 January 2022', 250);
    const after = await loanOf(loanId);
    assert.deepEqual(after.transactions.find((x) => x.id === repayment)?.penaltyChargesPortion, 0);
  });

  it('records a charge added under upfront accrual as applied: an accrual (10) with receivable and income entries, kept by a waiver', async () => {
    await setDate('01 January 2022');
    const loanId = await activeLoan(upfrontProductId);
    await setDate('10 January 2022');
    // Due ahead (20 January): applied on the business date.
    const added = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId: nsf, amount: 10, dueDate: '20 January 2022', ...DATES }, max: 25 });
    const penaltyId = added.json.resourceId as number;
    const installmentFee = await t.call('POST', '/api/v1/charges', { body: { name: 'Service fee', amount: 5, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 8, chargeCalculationType: 1, chargePaymentMode: 0, active: true, locale: 'en' } });
    assert.equal(installmentFee.status, 200, JSON.stringify(installmentFee.body));
    // An installment fee has no due date of its own: applied on the business date for its whole amount (5 on each of three installments), no installment number.
    const fee5 = await t.call('POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId: installmentFee.json.resourceId as number, amount: 5, ...DATES } });
    assert.equal(fee5.status, 200, JSON.stringify(fee5.body));
    const [penaltyAccrual, feeAccrual] = await chargeAccruals(loanId);
    assert.deepEqual([penaltyAccrual?.row, feeAccrual?.row], [['2022-01-10', 10, 0, 10, penaltyId, 10, null, false], ['2022-01-10', 15, 15, 0, fee5.json.resourceId, 15, null, false]]);
    assert.deepEqual(await entriesOf(penaltyAccrual?.id ?? 0), [[gl.penaltyReceivable, DEBIT, 10], [gl.penaltyIncome, CREDIT, 10]]);
    assert.deepEqual(await entriesOf(feeAccrual?.id ?? 0), [[gl.feeReceivable, DEBIT, 15], [gl.feeIncome, CREDIT, 15]]);
    const listed = (await loanOf(loanId)).transactions.find((x) => x.id === penaltyAccrual?.id) as unknown as { type: Record<string, unknown>; date: number[]; penaltyChargesPortion: number };
    assert.deepEqual([listed.type.id, listed.type.code, listed.type.value, listed.date, listed.penaltyChargesPortion], [10, 'loanTransactionType.accrual', 'Accrual', [2022, 1, 10], 10]);
    // A waiver keeps the accrual and settles the receivable (Fineract reverses no charge-applied accrual).
    const waived = await t.call('POST', `/api/v1/loans/${loanId}/charges/${penaltyId}?command=waive`, { body: {} });
    assert.equal(waived.status, 200, JSON.stringify(waived.body));
    assert.equal((await chargeAccruals(loanId))[0]?.row[7], false);
    assert.deepEqual(await entriesOf(waived.json.subResourceId as number), [[gl.penaltyReceivable, CREDIT, 10], [gl.writeOff, DEBIT, 10]]);
  });

  it('adjusts a penalty with a charge adjustment (26) that survives reverse-replay and undo (LoanCharge.feature)', async () => {
    await setDate('01 January 2022');
    const loanId = await activeLoan(accrualProductId);
    await setDate('02 January 2022');
    const added = await addCharge(loanId, nsf, 10, '02 January 2022', { externalId: 'nsf-adj' });
    assert.equal(added.status, 200, JSON.stringify(added.body));
    const loanChargeId = added.json.resourceId as number;
    await setDate('14 January 2022');
    const url = `/api/v1/loans/${loanId}/charges/${loanChargeId}?command=adjustment`;
    const adjusted = await expectStatements(t, 'POST', url, { body: { amount: 3, externalId: 'adj-1', note: 'goodwill', locale: 'en' }, max: 30 });
    assert.deepEqual([adjusted.json.loanId, adjusted.json.resourceId, adjusted.json.resourceExternalId], [loanId, loanChargeId, 'nsf-adj']);
    assert.deepEqual(adjusted.json.changes, { externalId: 'adj-1', amount: 3, transactionDate: '2022-01-14', locale: 'en', note: 'goodwill' });
    const first = adjusted.json.subResourceId as number;
    const read = await t.call('GET', `/api/v1/loans/${loanId}/transactions/${first}`);
    assert.equal(read.status, 200, JSON.stringify(read.body));
    const type = read.json.type as { id: number; code: string; chargeAdjustment: boolean };
    assert.deepEqual([type.id, type.code, type.chargeAdjustment, read.json.amount, read.json.penaltyChargesPortion, read.json.outstandingLoanBalance, read.json.externalId, read.json.date],
      [26, 'loanTransactionType.chargeAdjustment', true, 3, 3, 750, 'adj-1', [2022, 1, 14]]);
    let loan = await loanOf(loanId);
    assert.deepEqual([loan.summary.totalOutstanding, loan.summary.penaltyChargesPaid], [757, 3]);
    let [charge] = await chargesOf(loanId);
    assert.deepEqual([charge?.amountPaid, charge?.amountOutstanding], [3, 7]);
    // Accrual accounting: the portions leave the receivables (as a repayment's), the total is taken from penalty income.
    assert.deepEqual(await entriesOf(first), [[gl.penaltyReceivable, CREDIT, 3], [gl.penaltyIncome, DEBIT, 3]]);

    // A repayment dated before it takes 8 of the penalty: the adjustment is replayed (2 of penalty, 1 of principal).
    await repay(loanId, '04 January 2022', 8);
    loan = await loanOf(loanId);
    assert.equal(loan.summary.totalOutstanding, 749);
    const replayed = loan.transactions.find((x) => x.type.id === 26 && x.id !== first);
    assert.deepEqual([replayed?.amount, replayed?.principalPortion, replayed?.penaltyChargesPortion], [3, 1, 2]);
    assert.deepEqual(await entriesOf(first), [[gl.penaltyReceivable, CREDIT, 3], [gl.penaltyIncome, DEBIT, 3], [gl.penaltyReceivable, DEBIT, 3], [gl.penaltyIncome, CREDIT, 3]]);
    assert.deepEqual(await entriesOf(replayed?.id ?? 0), [[gl.portfolio, CREDIT, 1], [gl.penaltyReceivable, CREDIT, 2], [gl.penaltyIncome, DEBIT, 3]]);
    [charge] = await chargesOf(loanId);
    assert.deepEqual([charge?.amountPaid, charge?.amountOutstanding, charge?.paid], [10, 0, true]);

    // Fineract's refusals: above what is left to adjust (7), above the charge, the request's members.
    const refusals: [Record<string, unknown>, number, string[]][] = [
      [{ amount: 8, locale: 'en' }, 403, ['error.msg.loan.charge.adjustment.invalid.amount']],
      [{ amount: 11, locale: 'en' }, 403, ['error.msg.loan.charge.adjustment.invalid.amount']],
      [{ locale: 'en' }, 400, ['validation.msg.loan.charge.adjustment.request.amount.cannot.be.blank']],
      [{ amount: 1, transactionDate: '14 January 2022' }, 400, ['error.msg.parameter.unsupported']],
      [{ amount: 1, externalId: 'adj-1' }, 403, ['error.msg.loan.transaction.externalId.already.used']],
    ];
    for (const [body, status, codes] of refusals) {
      const res = await t.call('POST', url, { body });
      assert.deepEqual([res.status, codesOf(res.body)], [status, codes], JSON.stringify(body));
    }
    const unknown = await t.call('POST', `/api/v1/loans/${loanId}/charges/999999?command=adjustment`, { body: { amount: 1 } });
    assert.deepEqual([unknown.status, codesOf(unknown.body)], [404, ['error.msg.loanCharge.id.invalid.for.given.loan']]);
    const edit = await t.call('POST', `/api/v1/loans/${loanId}/transactions/${replayed?.id ?? 0}`, { body: { transactionDate: '14 January 2022', transactionAmount: 2, ...DATES } });
    assert.deepEqual([edit.status, codesOf(edit.body)], [403, ['error.msg.loan.transaction.error.msg.loan.transaction.update.not.allowed']]);

    // Undone through the transaction adjustment (amount 0): the penalty is paid 8 again, its entries are reversed.
    const undo = await t.call('POST', `/api/v1/loans/${loanId}/transactions/${replayed?.id ?? 0}`, { body: { transactionDate: '14 January 2022', transactionAmount: 0, ...DATES } });
    assert.equal(undo.status, 200, JSON.stringify(undo.body));
    loan = await loanOf(loanId);
    const undone = await db().selectFrom('m_loan_transaction').select(['is_reversed', 'manually_adjusted_or_reversed']).where('id', '=', replayed?.id ?? 0).executeTakeFirstOrThrow();
    assert.deepEqual([loan.summary.totalOutstanding, undone.is_reversed, undone.manually_adjusted_or_reversed], [752, true, true]);
    [charge] = await chargesOf(loanId);
    assert.deepEqual([charge?.amountPaid, charge?.amountOutstanding], [8, 2]);
    assert.deepEqual((await entriesOf(replayed?.id ?? 0)).slice(3), [[gl.portfolio, DEBIT, 1], [gl.penaltyReceivable, DEBIT, 2], [gl.penaltyIncome, CREDIT, 3]]);
    // With the adjustment undone, its amount can be adjusted again (by the charge's external id).
    const again = await t.call('POST', `/api/v1/loans/${loanId}/charges/external-id/nsf-adj?command=adjustment`, { body: { amount: 10 } });
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.equal((await loanOf(loanId)).summary.totalOutstanding, 742);
  });

  it('refuses what Fineract refuses', async () => {
    await setDate('01 January 2022');
    const loanId = await activeLoan();
    const clientCharge = await t.call('POST', '/api/v1/charges', { body: { name: 'Client fee', amount: 5, currencyCode: 'USD', chargeAppliesTo: 3, chargeTimeType: 2, chargeCalculationType: 1, active: true, locale: 'en' } });
    const inactive = await t.call('POST', '/api/v1/charges', { body: { name: 'Old fee', amount: 5, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 1, chargePaymentMode: 0, active: false, locale: 'en' } });
    const byTransfer = await t.call('POST', '/api/v1/charges', { body: { name: 'Transfer fee', amount: 5, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 1, chargePaymentMode: 1, active: true, locale: 'en' } });
    assert.equal(byTransfer.status, 200, JSON.stringify(byTransfer.body));
    const atDisbursement = await t.call('POST', '/api/v1/charges', { body: { name: 'Opening fee', amount: 5, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 1, chargeCalculationType: 1, chargePaymentMode: 0, active: true, locale: 'en' } });
    const cases: [Record<string, unknown>, number, string[]][] = [
      [{ chargeId: fee, dueDate: '10 January 2022', ...DATES }, 400, ['validation.msg.loanCharge.amount.cannot.be.blank']],
      [{ chargeId: fee, amount: 10, dueDate: '10 January 2022', unknown: 1, ...DATES }, 400, ['error.msg.parameter.unsupported']],
      [{ chargeId: 999999, amount: 10, dueDate: '10 January 2022', ...DATES }, 404, ['error.msg.charge.id.invalid']],
      [{ chargeId: clientCharge.json.resourceId, amount: 10, dueDate: '10 January 2022', ...DATES }, 403, ['error.msg.charge.cannot.be.applied.toloan']],
      [{ chargeId: inactive.json.resourceId, amount: 10, dueDate: '10 January 2022', ...DATES }, 403, ['error.msg.charge.is.not.active']],
      [{ chargeId: fee, amount: 10, ...DATES }, 403, ['error.msg.loanCharge.dueDate.cannot.be.blank']],
      [{ chargeId: fee, amount: 10, dueDate: '31 December 2021', ...DATES }, 403, ['error.msg.loanCharge.cannot.be.added.as.specified.due.date.outside.range']],
      [{ chargeId: byTransfer.json.resourceId, amount: 10, dueDate: '10 January 2022', ...DATES }, 403, ['error.msg.loanCharge.add.requires.linked.account']],
      // Fineract asks a disbursed loan for a pending tranche first (validateAddingNewChargeAllowed): a classic loan has none.
      [{ chargeId: atDisbursement.json.resourceId, amount: 10, ...DATES }, 403, ['error.msg.charge.cannot.be.updated.no.pending.disbursements.in.loan']],
    ];
    for (const [body, status, codes] of cases) {
      const res = await t.call('POST', `/api/v1/loans/${loanId}/charges`, { body });
      assert.deepEqual([res.status, codesOf(res.body)], [status, codes], JSON.stringify(body));
    }
    const missing = await t.call('GET', `/api/v1/loans/${loanId}/charges/999999`);
    assert.deepEqual([missing.status, codesOf(missing.body)], [404, ['error.msg.loanCharge.id.invalid.for.given.loan']]);
    const added = await addCharge(loanId, fee, 10, '10 January 2022');
    const loanChargeId = added.json.resourceId as number;
    const put = await t.call('PUT', `/api/v1/loans/${loanId}/charges/${loanChargeId}`, { body: { amount: 20, locale: 'en' } });
    assert.deepEqual([put.status, codesOf(put.body)], [403, ['error.msg.loan.charge.associated.loan.not.in.submitted.and.pending.approval.stage']]);
    const del = await t.call('DELETE', `/api/v1/loans/${loanId}/charges/${loanChargeId}`);
    assert.deepEqual([del.status, codesOf(del.body)], [403, ['error.msg.loan.charge.associated.loan.not.in.submitted.and.pending.approval.stage']]);
    assert.equal((await chargesOf(loanId)).length, 1);
    // ?command=pay: Fineract pays only account-transfer charges, from the linked savings account.
    const pays: [string, Record<string, unknown>, number, string[]][] = [
      [`/api/v1/loans/${loanId}/charges/${loanChargeId}?command=pay`, { ...DATES }, 400, ['validation.msg.loan.charge.payment.transaction.transactionDate.cannot.be.blank']],
      [`/api/v1/loans/${loanId}/charges/${loanChargeId}?command=pay`, { transactionDate: '10 January 2022', ...DATES }, 403, ['error.msg.loan.charge.payment.mode.not.account.transfer']],
      [`/api/v1/loans/${loanId}/charges?command=pay`, { chargeId: loanChargeId, transactionDate: '10 January 2022', ...DATES }, 403, ['error.msg.loan.charge.payment.mode.not.account.transfer']],
      [`/api/v1/loans/${loanId}/charges?command=pay`, { chargeId: 999999, transactionDate: '10 January 2022', ...DATES }, 404, ['error.msg.loanCharge.id.invalid.for.given.loan']],
    ];
    for (const [url, body, status, codes] of pays) {
      const res = await t.call('POST', url, { body });
      assert.deepEqual([res.status, codesOf(res.body)], [status, codes], url);
    }
  });

  /**
   * Fineract's ClientLoanIntegrationTest.testLoanCharges_SPECIFIED_DUE_DATE_FEE, last part: a fee of 100 and an
   * account-transfer fee of 100 due in the first installment; the first is waived, the second paid from the linked
   * savings account (?command=pay): charge paid 100, outstanding 0; the installment's fees due 200, waived 100, paid
   * 100, outstanding 0. The savings account gives the 100 (a withdrawal by account transfer); cash journal entries
   * through the liability-transfer account on both sides. A repayment back-dated before the payment then leaves it
   * on its charge (charge payments are replayed first): the repayment goes to principal.
   */
  it('pays an account-transfer fee from the linked savings account (charge payment 17), kept on its charge by reverse-replay', async () => {
    await setDate('01 January 2022');
    const { control, liability } = await transferAccounts();
    const savingsId = await linkedSavings(50);
    const balanceOf = async () => ((await t.call('GET', `/api/v1/savingsaccounts/${savingsId}`)).json.summary as { accountBalance: number }).accountBalance;

    const loanId = await activeLoan(productId, { linkAccountId: savingsId });
    const byTransfer = await t.call('POST', '/api/v1/charges', { body: { name: 'Transfer fee 100', amount: 100, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 1, chargePaymentMode: 1, active: true, locale: 'en' } });
    assert.equal(byTransfer.status, 200, JSON.stringify(byTransfer.body));
    const waivedId = (await addCharge(loanId, fee, 100, '10 January 2022')).json.resourceId as number;
    const added = await addCharge(loanId, byTransfer.json.resourceId as number, 100, '10 January 2022', { externalId: 'transfer-fee-1' });
    assert.equal(added.status, 200, JSON.stringify(added.body));
    const loanChargeId = added.json.resourceId as number;
    await setDate('15 January 2022');
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}/charges/${waivedId}?command=waive`, { body: {} })).status, 200);

    const payUrl = `/api/v1/loans/${loanId}/charges/${loanChargeId}?command=pay`;
    const payBody = (date: string) => ({ transactionDate: date, ...DATES });
    const refusals: [string, number, string][] = [
      // The withdrawal comes first, with the savings account's rules (as Fineract's transferFunds).
      ['15 January 2022', 403, 'error.msg.savingsaccount.transaction.insufficient.account.balance'],
      ['16 January 2022', 400, 'error.msg.savingsaccount.transaction.in.the.future'],
    ];
    for (const [date, status, code] of refusals) {
      const res = await t.call('POST', payUrl, { body: payBody(date) });
      assert.deepEqual([res.status, codesOf(res.body)], [status, [code]], date);
    }
    const waivedPay = await t.call('POST', `/api/v1/loans/${loanId}/charges/${waivedId}?command=pay`, { body: payBody('15 January 2022') });
    assert.deepEqual([waivedPay.status, codesOf(waivedPay.body)], [403, ['error.msg.loan.charge.already.waived']]);
    assert.equal(await balanceOf(), 50, 'a refused payment keeps nothing');
    assert.equal((await loanOf(loanId)).transactions.filter((x) => x.type.id === 17).length, 0);

    assert.equal((await savingsTransaction(t, savingsId, 'deposit', '01 January 2022', 450)).status, 200);
    const paid = await expectStatements(t, 'POST', payUrl, { body: payBody('15 January 2022'), max: 40 });
    const transactionId = paid.json.subResourceId as number;
    assert.deepEqual(paid.json, { officeId: 1, clientId, loanId, savingsId, resourceId: loanChargeId, resourceExternalId: 'transfer-fee-1', subResourceId: transactionId });
    assert.equal(await balanceOf(), 400);
    const charges = await chargesOf(loanId);
    const payCharge = charges.find((c) => c.id === loanChargeId);
    const waivedCharge = charges.find((c) => c.id === waivedId);
    assert.deepEqual([payCharge?.amount, payCharge?.amountPaid, payCharge?.amountOutstanding, payCharge?.paid], [100, 100, 0, true]);
    assert.deepEqual([waivedCharge?.amountWaived, waivedCharge?.amountOutstanding, waivedCharge?.waived], [100, 0, true]);
    let loan = await loanOf(loanId);
    const first = loan.repaymentSchedule.periods.find((p) => p.period === 1);
    assert.deepEqual([first?.feeChargesDue, first?.feeChargesWaived, first?.feeChargesPaid, (first as { feeChargesOutstanding?: number } | undefined)?.feeChargesOutstanding], [200, 100, 100, 0]);
    const payment = loan.transactions.find((x) => x.id === transactionId);
    assert.deepEqual([payment?.type.id, payment?.amount, payment?.feeChargesPortion, payment?.principalPortion], [17, 100, 100, 0]);
    const paidBy = await db().selectFrom('m_loan_charge_paid_by').select(['loan_charge_id', 'amount']).where('loan_transaction_id', '=', transactionId).execute();
    assert.deepEqual(paidBy.map((r) => [r.loan_charge_id, Number(r.amount)]), [[loanChargeId, 100]]);
    const link = await db().selectFrom('m_account_transfer_transaction as tt').innerJoin('m_account_transfer_details as d', 'd.id', 'tt.account_transfer_details_id')
      .select(['d.transfer_type', 'd.from_savings_account_id', 'd.to_loan_account_id', 'tt.from_savings_transaction_id', 'tt.to_loan_transaction_id', 'tt.amount', 'tt.description'])
      .where('tt.to_loan_transaction_id', '=', transactionId).executeTakeFirstOrThrow();
    assert.deepEqual([link.transfer_type, link.from_savings_account_id, link.to_loan_account_id, Number(link.amount), link.description], [3, savingsId, loanId, 100, 'Loan Charge Payment']);
    assert.deepEqual(await entriesOf(transactionId), [[gl.feeIncome, CREDIT, 100], [liability, DEBIT, 100]]);
    const savingsEntries = await db().selectFrom('acc_gl_journal_entry').select(['account_id', 'type_enum', 'amount']).where('transaction_id', '=', `S${link.from_savings_transaction_id ?? 0}`).orderBy('id').execute();
    assert.deepEqual(savingsEntries.map((r) => [r.account_id, r.type_enum, Number(r.amount)]).sort(), [[control, DEBIT, 100], [liability, CREDIT, 100]].sort());
    const again = await t.call('POST', `/api/v1/loans/${loanId}/charges?command=pay`, { body: { chargeId: loanChargeId, ...payBody('15 January 2022') } });
    assert.deepEqual([again.status, codesOf(again.body)], [403, ['error.msg.loan.charge.already.paid']]);

    // A fee due earlier in the same installment does not take what the charge payment paid its own charge.
    const earlier = await addCharge(loanId, fee, 10, '05 January 2022');
    assert.equal(earlier.status, 200, JSON.stringify(earlier.body));
    const figures = async () => (await chargesOf(loanId)).filter((c) => c.id !== waivedId).map((c) => [c.id, c.amountPaid, c.amountOutstanding]);
    assert.deepEqual(await figures(), [[loanChargeId, 100, 0], [earlier.json.resourceId, 0, 10]]);
    // A repayment dated before the charge payment: the strategy pays fees first, but the charge payment keeps its fee.
    await repay(loanId, '12 January 2022', 250);
    loan = await loanOf(loanId);
    const repayment = loan.transactions.find((x) => x.type.id === 2);
    assert.deepEqual([repayment?.feeChargesPortion, repayment?.principalPortion], [10, 240]);
    const kept = loan.transactions.find((x) => x.id === transactionId);
    assert.deepEqual([kept?.feeChargesPortion, kept?.manuallyReversed], [100, false]);
    assert.deepEqual(await figures(), [[loanChargeId, 100, 0], [earlier.json.resourceId, 10, 0]]);
    assert.deepEqual([loan.summary.feeChargesPaid, loan.summary.totalOutstanding], [110, 510]);
  });

  /**
   * Paying from the linked savings account, then undoing the disbursal (Fineract's undoLoanDisbursal with
   * reverseAllTransactions): a transfer fee of 50 whose charge has its own income account (the product's
   * feeToIncomeAccountMappings) is paid from savings (17) and credits that account; a savings-to-loan transfer of 250
   * repays the loan; a fee of 10 due before it replays that repayment, whose replacement keeps the transfer
   * (updateLoanTransaction) and the liability-transfer account. Undoing the disbursal reverses both transfers: the
   * withdrawals are undone, the transfers marked reversed, the liability-transfer account nets to zero.
   */
  it('keeps a replayed transfer repayment linked, posts a charge payment to its charge income, and undoes both transfers with the disbursal', async () => {
    await setDate('01 January 2022');
    const { liability } = await transferAccounts();
    const savingsId = await linkedSavings(1000);
    const balanceOf = async () => ((await t.call('GET', `/api/v1/savingsaccounts/${savingsId}`)).json.summary as { accountBalance: number }).accountBalance;
    const byTransfer = await t.call('POST', '/api/v1/charges', { body: { name: 'Transfer fee own income', amount: 50, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 1, chargePaymentMode: 1, active: true, locale: 'en' } });
    const transferCharge = byTransfer.json.resourceId as number;
    const ownIncome = await createGlAccount(t, 4, 'Transfer fee income');
    const mappedProduct = await createLoanProduct(t, {
      name: 'Charges Mapped', shortName: 'CHM', principal: 750, numberOfRepayments: 3, interestRatePerPeriod: 0, accountingRule: 2, fundSourceAccountId: gl.fund,
      loanPortfolioAccountId: gl.portfolio, interestOnLoanAccountId: gl.interestIncome, incomeFromFeeAccountId: gl.feeIncome, incomeFromPenaltyAccountId: gl.penaltyIncome,
      incomeFromRecoveryAccountId: gl.recovery, writeOffAccountId: gl.writeOff, transfersInSuspenseAccountId: gl.suspense, overpaymentLiabilityAccountId: gl.overpayment,
      charges: [{ id: transferCharge }], feeToIncomeAccountMappings: [{ chargeId: transferCharge, incomeAccountId: ownIncome }],
    });
    const loanId = await activeLoan(mappedProduct, { linkAccountId: savingsId });
    const loanChargeId = (await addCharge(loanId, transferCharge, 50, '10 January 2022')).json.resourceId as number;
    await setDate('20 January 2022');
    const paid = await t.call('POST', `/api/v1/loans/${loanId}/charges/${loanChargeId}?command=pay`, { body: { transactionDate: '15 January 2022', ...DATES } });
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    const chargePaymentId = paid.json.subResourceId as number;
    assert.deepEqual(await entriesOf(chargePaymentId), [[ownIncome, CREDIT, 50], [liability, DEBIT, 50]], "the charge's own income account");

    const transfer = await t.call('POST', '/api/v1/accounttransfers', { body: {
      fromOfficeId: 1, fromClientId: clientId, fromAccountType: 2, fromAccountId: savingsId, toOfficeId: 1, toClientId: clientId, toAccountType: 1, toAccountId: loanId,
      transferDate: '20 January 2022', transferAmount: 250, transferDescription: 'repay', ...DATES,
    } });
    assert.equal(transfer.status, 200, JSON.stringify(transfer.body));
    assert.equal(await balanceOf(), 700);
    const repaymentOf = async () => (await loanOf(loanId)).transactions.find((x) => x.type.id === 2 && !x.manuallyReversed);
    const original = await repaymentOf();
    assert.deepEqual([original?.principalPortion, original?.feeChargesPortion], [250, 0]);
    const linkedTo = async () => (await db().selectFrom('m_account_transfer_transaction').select(['to_loan_transaction_id', 'is_reversed']).where('account_transfer_details_id', '=', transfer.json.resourceId as number).executeTakeFirstOrThrow());
    assert.equal((await linkedTo()).to_loan_transaction_id, original?.id);

    // A fee due on 5 January: the repayment of the 20th now pays it first, so it is replaced.
    await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId: fee, amount: 10, dueDate: '05 January 2022', ...DATES }, max: 30 });
    const replacement = await repaymentOf();
    assert.notEqual(replacement?.id, original?.id);
    assert.deepEqual([replacement?.principalPortion, replacement?.feeChargesPortion], [240, 10]);
    assert.deepEqual(await linkedTo(), { to_loan_transaction_id: replacement?.id, is_reversed: false }, 'the transfer follows the live repayment');
    const sorted = async (id: number) => (await entriesOf(id)).sort();
    assert.deepEqual(await sorted(original?.id ?? 0), [[gl.portfolio, CREDIT, 250], [gl.portfolio, DEBIT, 250], [liability, CREDIT, 250], [liability, DEBIT, 250]].sort());
    assert.deepEqual(await sorted(replacement?.id ?? 0), [[gl.feeIncome, CREDIT, 10], [gl.portfolio, CREDIT, 240], [liability, DEBIT, 250]].sort());

    const undo = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}?command=undoDisbursal`, { body: {}, max: 40 });
    assert.equal(undo.status, 200, JSON.stringify(undo.body));
    assert.equal((await loanOf(loanId)).status.id, 200);
    assert.equal(await balanceOf(), 1000, 'both withdrawals are undone');
    const legs = await db().selectFrom('m_account_transfer_transaction as tt').innerJoin('m_savings_account_transaction as st', 'st.id', 'tt.from_savings_transaction_id')
      .innerJoin('m_account_transfer_details as d', 'd.id', 'tt.account_transfer_details_id')
      .select(['d.transfer_type', 'tt.is_reversed', 'st.is_reversed as withdrawal_reversed']).where('d.to_loan_account_id', '=', loanId).orderBy('tt.id').execute();
    assert.deepEqual(legs, [{ transfer_type: 3, is_reversed: true, withdrawal_reversed: true }, { transfer_type: 2, is_reversed: true, withdrawal_reversed: true }]);
    assert.deepEqual((await sorted(chargePaymentId)), [[ownIncome, CREDIT, 50], [ownIncome, DEBIT, 50], [liability, CREDIT, 50], [liability, DEBIT, 50]].sort());
    assert.deepEqual(await sorted(replacement?.id ?? 0), [[gl.feeIncome, CREDIT, 10], [gl.feeIncome, DEBIT, 10], [gl.portfolio, CREDIT, 240], [gl.portfolio, DEBIT, 240], [liability, CREDIT, 250], [liability, DEBIT, 250]].sort());
  });

  it('moves the transfers of every replaced transfer repayment with one statement, however many the replay replaces', async () => {
    await setDate('01 January 2022');
    await transferAccounts();
    const savingsId = await linkedSavings(1000);
    const loanId = await activeLoan(productId, { linkAccountId: savingsId });
    await setDate('20 January 2022');
    for (const day of ['10', '15', '20']) {
      const transfer = await t.call('POST', '/api/v1/accounttransfers', { body: {
        fromOfficeId: 1, fromClientId: clientId, fromAccountType: 2, fromAccountId: savingsId, toOfficeId: 1, toClientId: clientId, toAccountType: 1, toAccountId: loanId,
        transferDate: `${day} January 2022`, transferAmount: 50, transferDescription: 'repay', ...DATES,
      } });
      assert.equal(transfer.status, 200, JSON.stringify(transfer.body));
    }
    // A fee of 120 due on 5 January: the three repayments of 50 now pay it first (50, 50, 20), so all three are replaced.
    const added = await measureStatements(t, 'POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId: fee, amount: 120, dueDate: '05 January 2022', ...DATES } });
    assert.equal(added.response.status, 200, JSON.stringify(added.response.body));
    const repayments = (await db().selectFrom('m_account_transfer_transaction as tt').innerJoin('m_loan_transaction as lt', 'lt.id', 'tt.to_loan_transaction_id')
      .select(['lt.is_reversed']).where('lt.loan_id', '=', loanId).execute()).map((r) => r.is_reversed);
    assert.deepEqual(repayments, [false, false, false], 'every transfer follows its live replacement');
    const replaced = await db().selectFrom('m_loan_transaction').select('id').where('loan_id', '=', loanId).where('transaction_type_enum', '=', 2).where('is_reversed', '=', true).execute();
    assert.equal(replaced.length, 3, 'the three repayments are replaced');
    const relinks = added.statements.filter((s) => /update "?m_account_transfer_transaction\b/i.test(s.sql));
    assert.equal(relinks.length, 1, `one update for the replaced repayments' transfers, got ${relinks.length}`);
  });

  it('changes and deletes the charges of a pending loan, with the schedule', async () => {
    await setDate('01 January 2022');
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal: 750, loanTermFrequency: 3, loanTermFrequencyType: 2, numberOfRepayments: 3, repaymentEvery: 1,
        repaymentFrequencyType: 2, interestRatePerPeriod: 0, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2022', submittedOnDate: '01 January 2022', ...DATES,
      },
    });
    const loanId = res.json.loanId as number;
    const added = await addCharge(loanId, fee, 10, '10 February 2022');
    assert.equal(added.status, 200, JSON.stringify(added.body));
    const loanChargeId = added.json.resourceId as number;
    const fees = async () => (await db().selectFrom('m_loan_repayment_schedule').select(['installment', 'fee_charges_amount']).where('loan_id', '=', loanId).orderBy('installment').execute())
      .map((r) => Number(r.fee_charges_amount));
    assert.deepEqual(await fees(), [0, 10, 0]);
    const put = await expectStatements(t, 'PUT', `/api/v1/loans/${loanId}/charges/${loanChargeId}`, { body: { amount: 15, dueDate: '10 March 2022', ...DATES }, max: 18 });
    assert.deepEqual(put.json.changes, { amount: 15, dueDate: '10 March 2022' });
    assert.deepEqual(await fees(), [0, 0, 15]);
    const one = await t.call('GET', `/api/v1/loans/${loanId}/charges/${loanChargeId}`);
    assert.deepEqual([one.json.amount, one.json.amountOutstanding, one.json.dueDate], [15, 15, [2022, 3, 10]]);
    const adjustment = await t.call('POST', `/api/v1/loans/${loanId}/charges/${loanChargeId}?command=adjustment`, { body: { amount: 1 } });
    assert.deepEqual([adjustment.status, codesOf(adjustment.body)], [403, ['error.msg.loan.charge.adjustment.invalid.status']]);
    await expectStatements(t, 'DELETE', `/api/v1/loans/${loanId}/charges/${loanChargeId}`, { max: 14 });
    assert.deepEqual(await fees(), [0, 0, 0]);
    assert.deepEqual(await chargesOf(loanId), []);
    // A disbursement fee keeps the loan's total due at disbursement, and the schedule's disbursement row, as it changes.
    const opening = await t.call('POST', '/api/v1/charges', { body: { name: 'Pending opening fee', amount: 5, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 1, chargeCalculationType: 1, chargePaymentMode: 0, active: true, locale: 'en' } });
    const atDisbursement = async () => {
      const loan = (await t.call('GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule`)).json;
      const periods = (loan.repaymentSchedule as { periods: { period?: number; feeChargesDue?: number }[] }).periods;
      return [loan.feeChargesAtDisbursementCharged, periods.find((p) => p.period === undefined)?.feeChargesDue];
    };
    const openingFee = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId: opening.json.resourceId, amount: 5, locale: 'en' }, max: 8 });
    assert.deepEqual(await atDisbursement(), [5, 5]);
    const openingId = openingFee.json.resourceId as number;
    assert.equal((await t.call('PUT', `/api/v1/loans/${loanId}/charges/${openingId}`, { body: { amount: 7, locale: 'en' } })).status, 200);
    assert.deepEqual(await atDisbursement(), [7, 7]);
    assert.equal((await t.call('DELETE', `/api/v1/loans/${loanId}/charges/${openingId}`)).status, 200);
    assert.deepEqual(await atDisbursement(), [0, 0]);
    // A charge added while pending is in the schedule once the loan is disbursed.
    assert.equal((await addCharge(loanId, fee, 10, '10 February 2022')).status, 200);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '01 January 2022', ...DATES } })).status, 200);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '01 January 2022', ...DATES } })).status, 200);
    assert.deepEqual(await fees(), [0, 10, 0]);
    assert.equal((await loanOf(loanId)).summary.feeChargesCharged, 10);
  });

  it('answers the template and lists within a fixed number of statements whatever the number of charges', async () => {
    await setDate('01 January 2022');
    const loanId = await activeLoan();
    const template = await t.call('GET', `/api/v1/loans/${loanId}/charges/template`);
    assert.equal(template.status, 200, JSON.stringify(template.body));
    const names = (template.json.chargeOptions as { name: string }[]).map((c) => c.name);
    assert.ok(names.includes('NSF fee') && names.includes('Late fee') && !names.includes('Client fee') && !names.includes('Old fee'), names.join());
    await expectStatements(t, 'GET', `/api/v1/loans/${loanId}/charges/template`, { max: 3 });
    const one = await expectStatements(t, 'GET', `/api/v1/loans/${loanId}/charges`, { max: 3 });
    assert.deepEqual(one.body, []);
    const first = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId: fee, amount: 10, dueDate: '10 January 2022', ...DATES }, max: 24 });
    await addCharge(loanId, nsf, 10, '10 February 2022');
    // With charges already on the loan, adding one costs the same.
    await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId: fee, amount: 10, dueDate: '10 March 2022', ...DATES }, max: 24 });
    const list = await expectStatements(t, 'GET', `/api/v1/loans/${loanId}/charges`, { max: 3 });
    assert.equal((list.body as Charge[]).length, 3);
    await expectStatements(t, 'GET', `/api/v1/loans/${loanId}/charges/${first.json.resourceId as number}`, { max: 4 });
    const external = await t.call('GET', '/api/v1/loans/external-id/none/charges');
    assert.equal(external.status, 404);
  });
});
