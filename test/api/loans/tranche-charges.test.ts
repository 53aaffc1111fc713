import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createGlAccount, mapFinancialActivity } from '../../support/accounting.ts';
import { activeSavings, createSavingsProduct, savingsTransaction } from '../../support/savings.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
type Charge = { id: number; chargeId: number; amount: number; amountPaid: number; amountOutstanding: number; dueDate?: number[]; chargeTimeType: { id: number } };
const codesOf = (body: unknown) => ((body as { errors?: { userMessageGlobalisationCode: string }[] }).errors ?? []).map((e) => e.userMessageGlobalisationCode);
type Period = { period?: number; dueDate: number[]; principalDisbursed?: number; feeChargesDue?: number };

/**
 * Tranche-disbursement charges (charge time 12) of a multi-disbursement loan, as Fineract's LoanChargeAssembler and
 * Loan.handleDisbursementTransaction apply them: one loan charge per tranche, flat or a percentage of the tranche's
 * principal, due on its tranche's date and collected by that tranche's disbursal.
 */
describe('tranche-disbursement charges', () => {
  let t: TestApp;
  let gl: Record<string, number>;
  let loanId: number;
  let percentFee: number;
  let flatFee: number;
  let clientId: number;
  let product: number;

  const db = () => tenantTables(t.tenant.database.db);
  const command = (name: string, body: Record<string, unknown>) => t.call('POST', `/api/v1/loans/${loanId}?command=${name}`, { body });
  const chargesOf = async () => (await t.call('GET', `/api/v1/loans/${loanId}?associations=charges`)).json.charges as Charge[];
  const figures = (charges: Charge[]) => charges.map((c) => [c.chargeId, c.amount, c.amountPaid, c.amountOutstanding, c.dueDate?.join('-')]);
  const atDisbursement = (loan: number) =>
    db().selectFrom('m_loan_transaction').select(['id', 'transaction_date', 'amount', 'fee_charges_portion_derived', 'is_reversed']).where('loan_id', '=', loan)
      .where('transaction_type_enum', '=', 5).orderBy('id').execute();
  const chargesApplied = async () => (await db().selectFrom('m_loan_transaction').select(['transaction_date', 'amount']).where('loan_id', '=', loanId)
    .where('transaction_type_enum', '=', 10).where('fee_charges_portion_derived', 'is not', null).where('is_reversed', '=', false).orderBy('id').execute()).map((a) => [a.transaction_date, Number(a.amount)]);
  const entriesOf = (transactionId: number) =>
    db().selectFrom('acc_gl_journal_entry').select(['account_id', 'type_enum', 'amount']).where('loan_transaction_id', '=', transactionId).orderBy('id').execute();
  const charge = async (name: string, chargeCalculationType: number, amount: number, chargePaymentMode = 0): Promise<number> => {
    const res = await t.call('POST', '/api/v1/charges', {
      body: { name, amount, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 12, chargeCalculationType, chargePaymentMode, active: true, locale: 'en' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };

  /** An application for 10,000 in two tranches (6,000 on 15 January, 4,000 on 15 February 2024) with `extra` fields. */
  const applyForTranches = async (extra: Record<string, unknown>): Promise<number> => {
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId: product, loanType: 'individual', principal: 10000, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12,
        repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '15 January 2024', submittedOnDate: '10 January 2024', maxOutstandingLoanBalance: 10000,
        disbursementData: [{ expectedDisbursementDate: '15 January 2024', principal: 6000 }, { expectedDisbursementDate: '15 February 2024', principal: 4000 }],
        ...extra, ...DATES,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.loanId as number;
  };

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '2024-03-01', dateFormat: 'yyyy-MM-dd', locale: 'en' } })).status, 200);
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Tom', lastname: 'Tranche', active: true, activationDate: '01 January 2024', ...DATES } });
    clientId = client.json.clientId as number;
    gl = {
      fund: await createGlAccount(t, 1, 'Fund'), portfolio: await createGlAccount(t, 1, 'Portfolio'), interestIncome: await createGlAccount(t, 4, 'Interest'),
      feeIncome: await createGlAccount(t, 4, 'Fees'), penaltyIncome: await createGlAccount(t, 4, 'Penalties'), recovery: await createGlAccount(t, 4, 'Recovery'),
      writeOff: await createGlAccount(t, 5, 'Write-off'), suspense: await createGlAccount(t, 1, 'Suspense'), overpayment: await createGlAccount(t, 2, 'Overpaid'),
      liability: await createGlAccount(t, 2, 'Liability transfer'),
    };
    await mapFinancialActivity(t, 200, gl.liability ?? 0);
    product = await createLoanProduct(t, {
      name: 'Tranche Fees', shortName: 'TRF', multiDisburseLoan: true, maxTrancheCount: 3, outstandingLoanBalance: 10000, accountingRule: 2,
      fundSourceAccountId: gl.fund, loanPortfolioAccountId: gl.portfolio, interestOnLoanAccountId: gl.interestIncome, incomeFromFeeAccountId: gl.feeIncome,
      incomeFromPenaltyAccountId: gl.penaltyIncome, incomeFromRecoveryAccountId: gl.recovery, writeOffAccountId: gl.writeOff, transfersInSuspenseAccountId: gl.suspense,
      overpaymentLiabilityAccountId: gl.overpayment,
    });
    // "% Disbursement Amount" (5) of each tranche, and a flat fee per tranche.
    percentFee = await charge('Tranche percent fee', 5, 1.5);
    flatFee = await charge('Tranche flat fee', 1, 10);
    loanId = await applyForTranches({ charges: [{ chargeId: percentFee }, { chargeId: flatFee }] });
  });
  after(async () => t.close());

  it('applies each charge once per tranche at submission: 1.5 % of 6,000 and of 4,000, 10 flat each, due on the tranche dates', async () => {
    assert.deepEqual(figures(await chargesOf()), [
      [percentFee, 90, 0, 90, '2024-1-15'], [percentFee, 60, 0, 60, '2024-2-15'], [flatFee, 10, 0, 10, '2024-1-15'], [flatFee, 10, 0, 10, '2024-2-15'],
    ]);
    const links = await db().selectFrom('m_loan_tranche_disbursement_charge as tc').innerJoin('m_loan_disbursement_detail as dd', 'dd.id', 'tc.disbursement_detail_id')
      .select(['tc.loan_charge_id', 'dd.expected_disburse_date']).where('dd.loan_id', '=', loanId).orderBy('tc.loan_charge_id').execute();
    assert.deepEqual(links.map((l) => l.expected_disburse_date), ['2024-01-15', '2024-02-15', '2024-01-15', '2024-02-15']);
    const definitions = await db().selectFrom('m_loan_tranche_charges').select('charge_id').where('loan_id', '=', loanId).orderBy('charge_id').execute();
    assert.deepEqual(definitions.map((d) => d.charge_id), [percentFee, flatFee]);
    // A modification that does not resend the charges keeps one per tranche.
    const modified = await t.call('PUT', `/api/v1/loans/${loanId}`, { body: { externalId: 'tranche-fees-1', ...DATES } });
    assert.equal(modified.status, 200, JSON.stringify(modified.body));
    assert.deepEqual((await chargesOf()).map((c) => c.amount), [90, 60, 10, 10]);
    const loan = (await t.call('GET', `/api/v1/loans/${loanId}?associations=multiDisburseDetails`)).json;
    assert.equal(loan.feeChargesAtDisbursementCharged, 170);
    assert.deepEqual((loan.disbursementDetails as { principal: number; chargeAmount?: number }[]).map((d) => [d.principal, d.chargeAmount]), [[6000, 100], [4000, 70]]);
    // Sending back the charges as read (one entry per tranche, each with its id) applies each definition once per tranche.
    const read = (await t.call('GET', `/api/v1/loans/${loanId}?associations=charges`)).json.charges as { id: number; chargeId: number }[];
    const resent = await t.call('PUT', `/api/v1/loans/${loanId}`, { body: { charges: read.map((c) => ({ id: c.id, chargeId: c.chargeId })), ...DATES } });
    assert.equal(resent.status, 200, JSON.stringify(resent.body));
    assert.deepEqual((await chargesOf()).map((c) => c.amount), [90, 60, 10, 10]);
  });

  it('calculates the schedule with every charge due at disbursement on each tranche\'s disbursement row, as Fineract\'s generator', async () => {
    const body = {
      clientId, productId: product, loanType: 'individual', principal: 10000, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12,
      repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
      transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '15 January 2024', submittedOnDate: '10 January 2024', maxOutstandingLoanBalance: 10000,
      disbursementData: [{ expectedDisbursementDate: '15 January 2024', principal: 6000 }, { expectedDisbursementDate: '15 February 2024', principal: 4000 }],
      charges: [{ chargeId: percentFee }, { chargeId: flatFee }], ...DATES,
    };
    const res = await t.call('POST', '/api/v1/loans?command=calculateLoanSchedule', { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const schedule = res.json as { totalFeeChargesCharged: number; totalRepaymentExpected: number; periods: Period[] };
    const tranches = schedule.periods.filter((p) => p.period === undefined).map((p) => [p.dueDate.join('-'), p.principalDisbursed, p.feeChargesDue]);
    assert.deepEqual(tranches, [['2024-1-15', 6000, 170], ['2024-2-15', 4000, 170]]);
    assert.deepEqual([schedule.totalFeeChargesCharged, schedule.totalRepaymentExpected], [170, 10898.79]);
  });

  it('collects each tranche\'s charges with its disbursal, priced on the amount disbursed (5,000 then 3,000), and gives them back on the undos', async () => {
    assert.equal((await command('approve', { approvedOnDate: '12 January 2024', ...DATES })).status, 200);
    assert.equal((await command('disburse', { actualDisbursementDate: '15 January 2024', transactionAmount: 5000, ...DATES })).status, 200);
    const [first] = await atDisbursement(loanId);
    assert.ok(first !== undefined);
    assert.deepEqual([first.transaction_date, Number(first.amount), Number(first.fee_charges_portion_derived)], ['2024-01-15', 85, 85]);
    assert.deepEqual((await entriesOf(first.id)).map((e) => [e.account_id, e.type_enum, Number(e.amount)]), [[gl.feeIncome, 1, 75], [gl.feeIncome, 1, 10], [gl.fund, 2, 85]]);
    assert.deepEqual(figures(await chargesOf()).map((c) => c.slice(1, 4)), [[75, 75, 0], [60, 0, 60], [10, 10, 0], [10, 0, 10]]);
    // The later tranche's charges are recorded as applied at the first disbursal (Fineract's handleDisbursementTransaction
    // under rules none, cash and upfront accrual: every charge the disbursal does not take).
    assert.deepEqual(await chargesApplied(), [['2024-01-15', 60], ['2024-01-15', 10]]);
    const schedule = (await t.call('GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule`)).json.repaymentSchedule as { periods: Period[] };
    const tranches = schedule.periods.filter((p) => p.period === undefined).map((p) => [p.dueDate.join('-'), p.principalDisbursed, p.feeChargesDue]);
    assert.deepEqual(tranches, [['2024-1-15', 5000, 85], ['2024-2-15', 4000, 70]]);

    const res = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}?command=disburse`, { max: 29, body: { actualDisbursementDate: '20 February 2024', transactionAmount: 3000, ...DATES } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const second = (await atDisbursement(loanId))[1];
    assert.ok(second !== undefined);
    assert.deepEqual([second.transaction_date, Number(second.amount), Number(second.fee_charges_portion_derived), second.is_reversed], ['2024-02-20', 55, 55, false]);
    assert.deepEqual((await entriesOf(second.id)).map((e) => [e.account_id, e.type_enum, Number(e.amount)]), [[gl.feeIncome, 1, 45], [gl.feeIncome, 1, 10], [gl.fund, 2, 55]]);
    assert.deepEqual(figures(await chargesOf()).map((c) => c.slice(1)), [[75, 75, 0, '2024-1-15'], [45, 45, 0, '2024-2-20'], [10, 10, 0, '2024-1-15'], [10, 10, 0, '2024-2-20']]);
    const paidBy = await db().selectFrom('m_loan_charge_paid_by').select(['loan_charge_id', 'amount']).where('loan_transaction_id', '=', second.id).orderBy('loan_charge_id').execute();
    assert.deepEqual(paidBy.map((p) => Number(p.amount)), [45, 10]);
    const summary = (await t.call('GET', `/api/v1/loans/${loanId}`)).json.summary as Record<string, number>;
    assert.deepEqual([summary.feeChargesCharged, summary.feeChargesPaid, summary.feeChargesOutstanding], [140, 140, 0]);

    const undone = await command('undolastdisbursal', {});
    assert.equal(undone.status, 200, JSON.stringify(undone.body));
    assert.equal((await atDisbursement(loanId))[1]?.is_reversed, true);
    const details = (await t.call('GET', `/api/v1/loans/${loanId}?associations=multiDisburseDetails`)).json.disbursementDetails as { principal: number }[];
    assert.deepEqual(details.map((d) => d.principal), [5000], 'the reversed tranche is not listed');
    assert.deepEqual(figures(await chargesOf()).map((c) => c.slice(1, 4)), [[75, 75, 0], [45, 0, 45], [10, 10, 0], [10, 0, 10]]);
    const reversal = (await entriesOf(second.id)).map((e) => [e.account_id, e.type_enum, Number(e.amount)]);
    assert.deepEqual(reversal.slice(3), [[gl.feeIncome, 2, 45], [gl.feeIncome, 2, 10], [gl.fund, 1, 55]]);
    const back = (await t.call('GET', `/api/v1/loans/${loanId}`)).json.summary as Record<string, number>;
    assert.deepEqual([back.feeChargesCharged, back.feeChargesPaid], [140, 85]);

    // The undo of the disbursal gives every tranche's charges back.
    assert.equal((await command('undodisbursal', {})).status, 200);
    assert.deepEqual((await atDisbursement(loanId)).map((x) => x.is_reversed), [true, true]);
    assert.deepEqual(figures(await chargesOf()).map((c) => c.slice(1, 4)), [[75, 0, 75], [45, 0, 45], [10, 0, 10], [10, 0, 10]]);
  });

  it('adds a tranche charge after the application once per tranche not yet disbursed (Fineract\'s addLoanCharge), which tranche edits and disbursals treat as the application\'s', async () => {
    loanId = await applyForTranches({});
    const add = (chargeId: number, amount: number, extra: Record<string, unknown> = {}) => t.call('POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId, amount, ...extra } });
    // A percentage charge takes its definition's 1.5 % whatever the request's amount; only the first gets the external id.
    const percent = await add(percentFee, 2, { externalId: 'tranche-add-1' });
    assert.equal(percent.status, 200, JSON.stringify(percent.body));
    assert.equal(percent.json.resourceExternalId, undefined);
    assert.equal((await add(flatFee, 12)).status, 200);
    const added = await chargesOf();
    assert.deepEqual(figures(added), [[percentFee, 90, 0, 90, '2024-1-15'], [percentFee, 60, 0, 60, '2024-2-15'], [flatFee, 12, 0, 12, '2024-1-15'], [flatFee, 12, 0, 12, '2024-2-15']]);
    assert.equal(percent.json.resourceId, added[1]?.id, 'the answer names the last charge written');
    const stored = await db().selectFrom('m_loan_charge').select(['external_id', 'due_for_collection_as_of_date', 'charge_amount_or_percentage']).where('loan_id', '=', loanId).orderBy('id').execute();
    assert.deepEqual(stored.map((c) => [c.external_id, c.due_for_collection_as_of_date, Number(c.charge_amount_or_percentage)]), [['tranche-add-1', null, 1.5], [null, null, 1.5], [null, null, 12], [null, null, 12]]);
    const links = await db().selectFrom('m_loan_tranche_disbursement_charge as tc').innerJoin('m_loan_disbursement_detail as dd', 'dd.id', 'tc.disbursement_detail_id')
      .select('dd.expected_disburse_date').where('dd.loan_id', '=', loanId).orderBy('tc.loan_charge_id').execute();
    assert.deepEqual(links.map((l) => l.expected_disburse_date), ['2024-01-15', '2024-02-15', '2024-01-15', '2024-02-15']);
    const definitions = async () => (await db().selectFrom('m_loan_tranche_charges').select('charge_id').where('loan_id', '=', loanId).orderBy('id').execute()).map((d) => d.charge_id);
    assert.deepEqual(await definitions(), [percentFee, flatFee]);
    assert.equal((await t.call('GET', `/api/v1/loans/${loanId}`)).json.feeChargesAtDisbursementCharged, 174);

    // Approved, the second tranche changed to 3,000 on 20 February: its percentage charge priced again (45).
    assert.equal((await command('approve', { approvedOnDate: '12 January 2024', ...DATES })).status, 200);
    const second = (await t.call('GET', `/api/v1/loans/${loanId}?associations=multiDisburseDetails`)).json.disbursementDetails as { id: number }[];
    const edit = await t.call('PUT', `/api/v1/loans/${loanId}/disbursements/${second[1]?.id}`, {
      body: { expectedDisbursementDate: '15 February 2024', updatedExpectedDisbursementDate: '20 February 2024', updatedPrincipal: 3000, ...DATES },
    });
    assert.equal(edit.status, 200, JSON.stringify(edit.body));
    assert.deepEqual((await chargesOf()).map((c) => c.amount), [90, 45, 12, 12]);
    assert.equal((await command('disburse', { actualDisbursementDate: '15 January 2024', ...DATES })).status, 200);
    assert.deepEqual((await atDisbursement(loanId)).map((x) => Number(x.amount)), [102]);

    // Active: the percentage charge again, on the tranche left (1.5 % of 3,000), recorded as applied under cash accounting.
    const res = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/charges`, { max: 17, body: { chargeId: percentFee, amount: 1.5 } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(figures(await chargesOf()).slice(4), [[percentFee, 45, 0, 45, '2024-2-20']]);
    assert.deepEqual(await definitions(), [percentFee, flatFee], 'the definition is recorded once');
    // The second tranche's charges were recorded as applied at the first disbursal, the one added now today.
    assert.deepEqual(await chargesApplied(), [['2024-01-15', 45], ['2024-01-15', 12], ['2024-03-01', 45]]);
    const active = (await t.call('GET', `/api/v1/loans/${loanId}`)).json;
    const fees = (summary: Record<string, number>) => [summary.feeChargesCharged, summary.feeChargesPaid, summary.feeChargesOutstanding];
    assert.deepEqual([active.feeChargesAtDisbursementCharged, ...fees(active.summary as Record<string, number>)], [204, 204, 102, 102]);
    assert.equal((await command('disburse', { actualDisbursementDate: '20 February 2024', ...DATES })).status, 200);
    assert.deepEqual((await atDisbursement(loanId)).map((x) => Number(x.amount)), [102, 102]);
    assert.deepEqual((await chargesOf()).map((c) => c.amountOutstanding), [0, 0, 0, 0, 0]);
    assert.deepEqual(fees((await t.call('GET', `/api/v1/loans/${loanId}`)).json.summary as Record<string, number>), [204, 204, 0]);

    // Every tranche disbursed: refused (Fineract's validateAddingNewChargeAllowed).
    const refused = await add(percentFee, 1.5);
    assert.deepEqual([refused.status, codesOf(refused.body)], [403, ['error.msg.charge.cannot.be.updated.no.pending.disbursements.in.loan']]);
  });

  it('refuses a percentage tranche charge on a loan without tranches and takes a flat one as one charge due at its disbursal', async () => {
    const single = await createLoanProduct(t, { name: 'Single Fees', shortName: 'SGF' });
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId: single, loanType: 'individual', principal: 1000, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12, repaymentEvery: 1,
        repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '15 January 2024', submittedOnDate: '10 January 2024', ...DATES,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    loanId = res.json.loanId as number;
    const percent = await t.call('POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId: percentFee, amount: 1.5 } });
    assert.deepEqual([percent.status, codesOf(percent.body)], [403, ['error.msg.charge.cannot.be.applied.toloan']]);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId: flatFee, amount: 10 } })).status, 200);
    assert.deepEqual((await chargesOf()).map((c) => [c.chargeId, c.amount, c.chargeTimeType.id]), [[flatFee, 10, 12]]);
  });

  it('pays an account-transfer tranche charge from the linked savings account at each disbursal (the second into savings), and gives it back on the undo of the last one', async () => {
    const transferFee = await charge('Tranche fee from savings', 1, 25, 1);
    const deskFee = await charge('Tranche fee at the desk', 1, 5);
    const savings = await activeSavings(t, clientId, await createSavingsProduct(t, { nominalAnnualInterestRate: 0 }));
    assert.equal((await savingsTransaction(t, savings, 'deposit', '05 January 2024', 1000)).status, 200);
    const balanceOf = async () => ((await t.call('GET', `/api/v1/savingsaccounts/${savings}`)).json.summary as { accountBalance: number }).accountBalance;
    loanId = await applyForTranches({ linkAccountId: savings, charges: [{ chargeId: transferFee }, { chargeId: deskFee }] });
    assert.equal((await command('approve', { approvedOnDate: '12 January 2024', ...DATES })).status, 200);
    assert.equal((await command('disburse', { actualDisbursementDate: '15 January 2024', ...DATES })).status, 200);
    assert.equal(await balanceOf(), 975);
    assert.equal((await command('disburseToSavings', { actualDisbursementDate: '20 February 2024', ...DATES })).status, 200);
    assert.equal(await balanceOf(), 975 + 3995 - 25, 'the tranche less the desk fee deposited, the transfer fee withdrawn');
    const [, , desk, second] = await atDisbursement(loanId);
    assert.ok(second !== undefined && desk !== undefined);
    assert.deepEqual([desk.transaction_date, Number(desk.amount), second.transaction_date, Number(second.amount)], ['2024-02-20', 5, '2024-02-20', 25]);
    assert.deepEqual((await entriesOf(second.id)).map((e) => [e.account_id, e.type_enum, Number(e.amount)]), [[gl.feeIncome, 1, 25], [gl.liability, 2, 25]]);
    assert.deepEqual((await entriesOf(desk.id)).map((e) => [e.account_id, e.type_enum, Number(e.amount)]), [[gl.feeIncome, 1, 5], [gl.liability, 2, 5]]);
    assert.deepEqual(figures(await chargesOf()).map((c) => c.slice(1, 4)), [[25, 25, 0], [25, 25, 0], [5, 5, 0], [5, 5, 0]]);

    const undoLast = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}?command=undolastdisbursal`, { max: 39, body: {} });
    assert.equal(undoLast.status, 200, JSON.stringify(undoLast.body));
    assert.equal(await balanceOf(), 975, 'the withdrawal for the second tranche\'s fee is undone');
    assert.deepEqual(figures(await chargesOf()).map((c) => c.slice(1, 4)), [[25, 25, 0], [25, 0, 25], [5, 5, 0], [5, 0, 5]]);
    assert.deepEqual((await entriesOf(second.id)).map((e) => [e.account_id, e.type_enum, Number(e.amount)]).slice(2), [[gl.feeIncome, 2, 25], [gl.liability, 1, 25]]);
    assert.deepEqual((await entriesOf(desk.id)).map((e) => [e.account_id, e.type_enum, Number(e.amount)]).slice(2), [[gl.feeIncome, 2, 5], [gl.liability, 1, 5]]);
  });
});
