import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createGlAccount, CREDIT, DEBIT, mapFinancialActivity } from '../../support/accounting.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';
import { codesOf, createSavingsProduct, DATES, savingsCommand, savingsTransaction } from '../../support/savings.ts';


/**
 * ?command=refundByCash with the numbers of Fineract's ClientLoanIntegrationTest.testLoanRefundByCashCashBasedAccounting:
 * 12,000 over six months at a flat 2 % a month with an installment fee of 50 (2,290 an installment, cash accounting);
 * the first two installments repaid on time, the third and fourth with one repayment of 4,580, then refunds of 20 and
 * 2,000 while the fourth installment is not yet due.
 */
describe('refund by cash of an active loan', () => {
  let t: TestApp;
  let clientId: number;
  let productId: number;
  let feeId: number;
  let gl: Record<string, number>;

  const db = () => tenantTables(t.tenant.database.db);
  const transact = (loanId: number, name: string, body: Record<string, unknown>) => t.call('POST', `/api/v1/loans/${loanId}/transactions?command=${name}`, { body: { ...DATES, ...body } });
  const newLoan = async (principal: number, repayments: number, charges: unknown[], extra: Record<string, unknown> = {}): Promise<number> => {
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal, loanTermFrequency: repayments, loanTermFrequencyType: 2, numberOfRepayments: repayments, repaymentEvery: 1,
        repaymentFrequencyType: 2, interestRatePerPeriod: 2, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1, charges,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2023', submittedOnDate: '01 January 2023', ...DATES, ...extra,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const loanId = res.json.loanId as number;
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '01 January 2023', ...DATES } })).status, 200);
    const disbursed = await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '01 January 2023', ...DATES } });
    assert.equal(disbursed.status, 200, JSON.stringify(disbursed.body));
    return loanId;
  };
  const entriesOf = (transactionId: number) =>
    db().selectFrom('acc_gl_journal_entry').select(['account_id', 'type_enum', 'amount']).where('transaction_id', '=', `L${transactionId}`).orderBy('id').execute()
      .then((rows) => rows.map((r) => [r.account_id, r.type_enum, Number(r.amount)]));
  const installment = (loanId: number, number: number) =>
    db().selectFrom('m_loan_repayment_schedule').select(['principal_completed_derived', 'interest_completed_derived', 'fee_charges_completed_derived', 'completed_derived'])
      .where('loan_id', '=', loanId).where('installment', '=', number).executeTakeFirstOrThrow()
      .then((r) => [2000 - Number(r.principal_completed_derived ?? 0), 240 - Number(r.interest_completed_derived ?? 0), 50 - Number(r.fee_charges_completed_derived ?? 0), r.completed_derived]);
  const loanOf = (loanId: number) =>
    db().selectFrom('m_loan').select(['loan_status_id', 'total_overpaid_derived', 'total_outstanding_derived', 'principal_repaid_derived', 'interest_repaid_derived']).where('id', '=', loanId).executeTakeFirstOrThrow()
      .then((r) => [r.loan_status_id, Number(r.total_overpaid_derived ?? 0), Number(r.total_outstanding_derived), Number(r.principal_repaid_derived), Number(r.interest_repaid_derived)]);

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '2023-04-15', dateFormat: 'yyyy-MM-dd', locale: 'en' } })).status, 200);
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Cash', lastname: 'Back', active: true, activationDate: '01 January 2022', ...DATES } });
    clientId = client.json.clientId as number;
    gl = {
      fund: await createGlAccount(t, 1, 'Fund'), portfolio: await createGlAccount(t, 1, 'Portfolio'), interestIncome: await createGlAccount(t, 4, 'Interest'),
      feeIncome: await createGlAccount(t, 4, 'Fees'), penaltyIncome: await createGlAccount(t, 4, 'Penalties'), recovery: await createGlAccount(t, 4, 'Recovery'),
      writeOff: await createGlAccount(t, 5, 'Write-off'), suspense: await createGlAccount(t, 1, 'Suspense'), overpayment: await createGlAccount(t, 2, 'Overpaid'),
      installmentFeeIncome: await createGlAccount(t, 4, 'Installment fees'),
    };
    const fee = await t.call('POST', '/api/v1/charges', { body: { name: 'Installment fee 50', amount: 50, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 8, chargeCalculationType: 1, chargePaymentMode: 0, active: true, locale: 'en' } });
    assert.equal(fee.status, 200, JSON.stringify(fee.body));
    feeId = fee.json.resourceId as number;
    // The installment fee has its own income account (feeToIncomeAccountMappings): refunds take its fee back from there.
    productId = await createLoanProduct(t, {
      name: 'Cash refunds', shortName: 'CRF', principal: 12000, numberOfRepayments: 6, interestRatePerPeriod: 2, interestType: 1, accountingRule: 2,
      fundSourceAccountId: gl.fund, loanPortfolioAccountId: gl.portfolio, interestOnLoanAccountId: gl.interestIncome, incomeFromFeeAccountId: gl.feeIncome,
      incomeFromPenaltyAccountId: gl.penaltyIncome, incomeFromRecoveryAccountId: gl.recovery, writeOffAccountId: gl.writeOff, transfersInSuspenseAccountId: gl.suspense,
      overpaymentLiabilityAccountId: gl.overpayment, feeToIncomeAccountMappings: [{ chargeId: feeId, incomeAccountId: gl.installmentFeeIncome }],
    });
  });
  after(async () => t.close());

  /** The loan of Fineract's scenario after its three repayments: installments 1 to 4 paid, the fourth in advance. */
  const paidAhead = async (): Promise<number> => {
    const loanId = await newLoan(12000, 6, [{ chargeId: feeId, amount: 50 }]);
    for (const [date, amount] of [['01 February 2023', 2290], ['01 March 2023', 2290], ['01 April 2023', 4580]] as const) {
      const res = await transact(loanId, 'repayment', { transactionDate: date, transactionAmount: amount });
      assert.equal(res.status, 200, JSON.stringify(res.body));
    }
    assert.deepEqual(await installment(loanId, 4), [0, 0, 0, true]);
    return loanId;
  };

  it('un-pays the latest installment, principal first, and posts it back from the portfolio and income to the fund source', async () => {
    const loanId = await paidAhead();
    const template = await expectStatements(t, 'GET', `/api/v1/loans/${loanId}/transactions/template?command=refundbycash`, { max: 3 });
    assert.deepEqual(
      [(template.json.type as { id: number; code: string }).id, (template.json.type as { code: string }).code, template.json.amount, template.json.date, template.json.loanId, template.json.principalPortion],
      [18, 'loanTransactionType.refund', 2290, [2023, 4, 15], loanId, undefined],
    );
    assert.ok(Array.isArray(template.json.paymentTypeOptions));

    const refusals: [Record<string, unknown>, number, string][] = [
      [{ transactionDate: '15 April 2023', transactionAmount: 2290.01 }, 403, 'error.msg.loan.refund.amount.invalid'],
      [{ transactionDate: '31 March 2023', transactionAmount: 20 }, 403, 'error.msg.loan.refund.failed'],
      [{ transactionDate: '16 April 2023', transactionAmount: 20 }, 403, 'error.msg.loan.transaction.cannot.be.a.future.date'],
      [{ transactionDate: '15 April 2023', transactionAmount: 0 }, 400, 'validation.msg.loan.transaction.transactionAmount.not.greater.than.zero'],
      [{ transactionDate: '15 April 2023', transactionAmount: 20, loanId }, 400, 'error.msg.parameter.unsupported'],
    ];
    for (const [body, status, code] of refusals) {
      const res = await transact(loanId, 'refundByCash', body);
      assert.equal(res.status, status, `${JSON.stringify(body)} → ${JSON.stringify(res.body)}`);
      assert.deepEqual(codesOf(res.body), [code], JSON.stringify(body));
    }
    const tooMuch = await transact(loanId, 'refundByCash', { transactionDate: '15 April 2023', transactionAmount: 2290.01 });
    assert.match(String((tooMuch.json.errors as { defaultUserMessage: string }[])[0]?.defaultUserMessage), /`2290`/, 'the message names what was paid in advance');

    const first = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions?command=refundByCash`, {
      max: 24, body: { transactionDate: '15 April 2023', transactionAmount: 20, externalId: 'rbc-1', note: 'handed back', paymentTypeId: 1, ...DATES },
    });
    const firstId = first.json.resourceId as number;
    assert.deepEqual(first.body, {
      officeId: 1, clientId, loanId, resourceId: firstId, resourceExternalId: 'rbc-1',
      changes: { transactionDate: '15 April 2023', transactionAmount: 20, locale: 'en', dateFormat: 'dd MMMM yyyy', note: 'handed back', externalId: 'rbc-1' },
    });
    assert.deepEqual(await installment(loanId, 4), [20, 0, 0, false]);
    assert.deepEqual(await entriesOf(firstId), [[gl.portfolio, DEBIT, 20], [gl.fund, CREDIT, 20]]);

    const second = await transact(loanId, 'refundByCash', { transactionDate: '15 April 2023', transactionAmount: 2000 });
    assert.equal(second.status, 200, JSON.stringify(second.body));
    const secondId = second.json.resourceId as number;
    assert.deepEqual(await installment(loanId, 4), [2000, 20, 0, false]);
    assert.deepEqual(await entriesOf(secondId), [[gl.portfolio, DEBIT, 1980], [gl.interestIncome, DEBIT, 20], [gl.fund, CREDIT, 2000]]);
    // Paid 9,160 less refunds of 2,020: principal 8,000 - 2,000 and interest 960 - 20 repaid; 13,740 expected.
    assert.deepEqual(await loanOf(loanId), [300, 0, 13740 - 7140, 6000, 940]);

    const read = await t.call('GET', `/api/v1/loans/${loanId}/transactions/${secondId}`);
    const type = read.json.type as Record<string, unknown>;
    assert.deepEqual([type.id, type.code, type.refundForActiveLoans, read.json.amount, read.json.principalPortion, read.json.interestPortion], [18, 'loanTransactionType.refund', true, 2000, 1980, 20]);
    const left = await t.call('GET', `/api/v1/loans/${loanId}/transactions/template?command=refundbycash`);
    assert.equal(left.json.amount, 270);
    const beyond = await transact(loanId, 'refundByCash', { transactionDate: '15 April 2023', transactionAmount: 271 });
    assert.deepEqual([beyond.status, ...codesOf(beyond.body)], [403, 'error.msg.loan.refund.amount.invalid']);

    // The rest, 220 of interest and the fee of 50: the fee is taken back from the installment fee's fourth share with
    // a negative paid-by row (Fineract's handleRefund → undoChargesPaidAmountBy), and the charge's figures follow.
    const [fee] = await db().selectFrom('m_loan_charge').select('id').where('loan_id', '=', loanId).execute();
    const feeOf = async () => ({
      charge: await db().selectFrom('m_loan_charge').select(['amount_paid_derived', 'amount_outstanding_derived', 'is_paid_derived']).where('id', '=', fee?.id ?? 0).executeTakeFirstOrThrow()
        .then((c) => [Number(c.amount_paid_derived ?? 0), Number(c.amount_outstanding_derived), c.is_paid_derived]),
      shares: await db().selectFrom('m_loan_installment_charge').select(['amount_paid_derived', 'amount_outstanding_derived']).where('loan_charge_id', '=', fee?.id ?? 0).orderBy('id').execute()
        .then((rows) => rows.map((r) => [Number(r.amount_paid_derived ?? 0), Number(r.amount_outstanding_derived)])),
    });
    const third = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions?command=refundByCash`, { max: 24, body: { transactionDate: '15 April 2023', transactionAmount: 270, ...DATES } });
    const thirdId = third.json.resourceId as number;
    assert.deepEqual(await installment(loanId, 4), [2000, 240, 50, false]);
    const rows = await db().selectFrom('m_loan_charge_paid_by').select(['loan_charge_id', 'amount', 'installment_number']).where('loan_transaction_id', '=', thirdId).execute();
    assert.deepEqual(rows.map((r) => [r.loan_charge_id, Number(r.amount), r.installment_number]), [[fee?.id, -50, null]]);
    assert.deepEqual(await feeOf(), { charge: [150, 150, false], shares: [[50, 0], [50, 0], [50, 0], [0, 50], [0, 50], [0, 50]] });
    // Fineract's createJournalEntriesForRefundForActiveLoan: the fee portion is debited per charge, to the charge's own income account.
    assert.deepEqual(await entriesOf(thirdId), [[gl.interestIncome, DEBIT, 220], [gl.installmentFeeIncome, DEBIT, 50], [gl.fund, CREDIT, 270]]);
  });

  it('keeps a refund when an earlier repayment is undone, and replays it against the installments left paid', async () => {
    const loanId = await paidAhead();
    const repayments = await db().selectFrom('m_loan_transaction').select(['id', 'amount']).where('loan_id', '=', loanId).where('transaction_type_enum', '=', 2).orderBy('id').execute();
    assert.equal((await transact(loanId, 'refundByCash', { transactionDate: '15 April 2023', transactionAmount: 20 })).status, 200);
    const last = repayments[2]?.id ?? 0;
    const undo = await t.call('POST', `/api/v1/loans/${loanId}/transactions/${last}`, { body: { transactionDate: '01 April 2023', transactionAmount: 0, ...DATES } });
    assert.equal(undo.status, 200, JSON.stringify(undo.body));
    // Installments 1 and 2 stay paid; the refund now takes its 20 of principal from the second.
    assert.deepEqual(await installment(loanId, 2), [20, 0, 0, false]);
    assert.deepEqual(await installment(loanId, 4), [2000, 240, 50, false]);
    assert.deepEqual(await loanOf(loanId), [300, 0, 13740 - 4560, 3980, 480]);
    const refund = await db().selectFrom('m_loan_transaction').select(['amount', 'principal_portion_derived', 'is_reversed']).where('loan_id', '=', loanId).where('transaction_type_enum', '=', 18).execute();
    assert.deepEqual(refund.map((r) => [Number(r.amount), Number(r.principal_portion_derived), r.is_reversed]), [[20, 20, false]]);
  });

  it('writes a refund\'s paid-by rows again when a replay moves its fee portion', async () => {
    const loanId = await paidAhead();
    const refund = await transact(loanId, 'refundByCash', { transactionDate: '15 April 2023', transactionAmount: 2200 });
    assert.equal(refund.status, 200, JSON.stringify(refund.body));
    const refundId = refund.json.resourceId as number;
    const rowsOf = async () => (await db().selectFrom('m_loan_charge_paid_by').select(['loan_charge_id', 'amount']).where('loan_transaction_id', '=', refundId).execute())
      .map((r) => [r.loan_charge_id, Number(r.amount)]);
    // 2,000 of principal and 200 of interest from the fourth installment: no fee, no row.
    assert.deepEqual(await rowsOf(), []);
    // A repayment of 100 dated before the refund pays the fifth installment's fee and 50 of its interest; the refund,
    // recomputed in place, now takes those 100 back first, then 2,000 and 100 from the fourth: its fee portion is 50.
    const repaid = await transact(loanId, 'repayment', { transactionDate: '10 April 2023', transactionAmount: 100 });
    assert.equal(repaid.status, 200, JSON.stringify(repaid.body));
    const stored = await db().selectFrom('m_loan_transaction').select(['is_reversed', 'principal_portion_derived', 'interest_portion_derived', 'fee_charges_portion_derived']).where('id', '=', refundId).executeTakeFirstOrThrow();
    assert.deepEqual([stored.is_reversed, Number(stored.principal_portion_derived), Number(stored.interest_portion_derived), Number(stored.fee_charges_portion_derived)], [false, 2000, 150, 50]);
    const [fee] = await db().selectFrom('m_loan_charge').select('id').where('loan_id', '=', loanId).execute();
    assert.deepEqual(await rowsOf(), [[fee?.id, -50]]);
    const charge = await db().selectFrom('m_loan_charge').select(['amount_paid_derived', 'amount_outstanding_derived']).where('id', '=', fee?.id ?? 0).executeTakeFirstOrThrow();
    assert.deepEqual([Number(charge.amount_paid_derived), Number(charge.amount_outstanding_derived)], [200, 100]);
    // Its entries recomputed in place: the old ones reversed, the new fee portion debited to the fee's own income account.
    const fees = (await entriesOf(refundId)).filter(([account]) => account === gl.installmentFeeIncome || account === gl.feeIncome);
    assert.deepEqual(fees, [[gl.installmentFeeIncome, DEBIT, 50]]);
  });

  it('refuses a loan without payments in advance, a closed loan, and a user without REFUNDBYCASH_LOAN', async () => {
    const unpaid = await newLoan(1000, 1, []);
    const none = await transact(unpaid, 'refundByCash', { transactionDate: '15 April 2023', transactionAmount: 10 });
    assert.deepEqual([none.status, ...codesOf(none.body)], [403, 'error.msg.loan.refund.amount.invalid']);
    const template = await t.call('GET', `/api/v1/loans/${unpaid}/transactions/template?command=refundByCash`);
    assert.equal(template.json.amount, 0);

    const closed = await newLoan(1000, 6, []);
    assert.equal((await transact(closed, 'repayment', { transactionDate: '15 April 2023', transactionAmount: 1120 })).status, 200);
    assert.equal((await db().selectFrom('m_loan').select('loan_status_id').where('id', '=', closed).executeTakeFirstOrThrow()).loan_status_id, 600);
    const refused = await transact(closed, 'refundByCash', { transactionDate: '15 April 2023', transactionAmount: 10 });
    assert.deepEqual([refused.status, ...codesOf(refused.body)], [400, 'error.msg.loan.refund.account.is.not.active']);

    const loanId = await paidAhead();
    const reader = await createUserWithPermissions(t.tenant.database.db, 'cash-refund-reader', ['READ_LOAN']);
    const denied = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=refundByCash`, { body: { transactionDate: '15 April 2023', transactionAmount: 10, ...DATES }, auth: reader });
    assert.equal(denied.status, 403);
    assert.deepEqual(codesOf(denied.body), ['error.msg.not.authorized']);
  });

  /**
   * Fineract's getTotalPaidInRepayments counts repayment-like transactions only: a loan whose only payment is a
   * charge payment (17, a fee paid from the linked savings account) has paid in advance but "no payment yet".
   */
  it('refuses a loan whose only payment is a charge paid from its linked savings account', async () => {
    await mapFinancialActivity(t, 200, await createGlAccount(t, 2, 'Liability transfer'));
    const opened = await t.call('POST', '/api/v1/savingsaccounts', { body: { clientId, productId: await createSavingsProduct(t), submittedOnDate: '01 January 2023', ...DATES } });
    assert.equal(opened.status, 200, JSON.stringify(opened.body));
    const savingsId = opened.json.savingsId as number;
    assert.equal((await savingsCommand(t, savingsId, 'approve', { approvedOnDate: '01 January 2023', ...DATES })).status, 200);
    assert.equal((await savingsCommand(t, savingsId, 'activate', { activatedOnDate: '01 January 2023', ...DATES })).status, 200);
    assert.equal((await savingsTransaction(t, savingsId, 'deposit', '01 January 2023', 100)).status, 200);
    const loanId = await newLoan(1000, 6, [], { linkAccountId: savingsId });
    const byTransfer = await t.call('POST', '/api/v1/charges', { body: { name: 'Transfer fee 10', amount: 10, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 1, chargePaymentMode: 1, active: true, locale: 'en' } });
    const added = await t.call('POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId: byTransfer.json.resourceId, amount: 10, dueDate: '20 April 2023', ...DATES } });
    assert.equal(added.status, 200, JSON.stringify(added.body));
    const paid = await t.call('POST', `/api/v1/loans/${loanId}/charges/${added.json.resourceId as number}?command=pay`, { body: { transactionDate: '15 April 2023', ...DATES } });
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    // The fee sits on the fourth installment (April to May), not yet due: it is paid in advance.
    const fourth = await db().selectFrom('m_loan_repayment_schedule').select('fee_charges_completed_derived').where('loan_id', '=', loanId).where('installment', '=', 4).executeTakeFirstOrThrow();
    assert.equal(Number(fourth.fee_charges_completed_derived), 10);
    const refused = await transact(loanId, 'refundByCash', { transactionDate: '15 April 2023', transactionAmount: 5 });
    assert.deepEqual([refused.status, ...codesOf(refused.body)], [403, 'error.msg.loan.transaction.no.payment.yet.made.for.loan']);
  });

  it('refuses a multi-disbursement loan whose principal repaid is above its disbursed principal', async () => {
    // Tranches of 600 (disbursed) and 400 (due 01 June 2023): the schedule carries all 1,000, so paying ahead repays more principal than went out.
    const tranches = await createLoanProduct(t, { name: 'Cash refund tranches', shortName: 'CRT', principal: 1000, numberOfRepayments: 6, interestRatePerPeriod: 2, interestType: 1, multiDisburseLoan: true, maxTrancheCount: 2, outstandingLoanBalance: 1000 });
    const submitted = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId: tranches, loanType: 'individual', principal: 1000, loanTermFrequency: 6, loanTermFrequencyType: 2, numberOfRepayments: 6, repaymentEvery: 1,
        repaymentFrequencyType: 2, interestRatePerPeriod: 2, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2023', submittedOnDate: '01 January 2023', ...DATES,
        disbursementData: [{ expectedDisbursementDate: '01 January 2023', principal: 600 }, { expectedDisbursementDate: '01 June 2023', principal: 400 }],
      },
    });
    assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
    const loanId = submitted.json.loanId as number;
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '01 January 2023', ...DATES } })).status, 200);
    const disbursed = await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '01 January 2023', transactionAmount: 600, ...DATES } });
    assert.equal(disbursed.status, 200, JSON.stringify(disbursed.body));
    const repaid = await transact(loanId, 'repayment', { transactionDate: '15 April 2023', transactionAmount: 900 });
    assert.equal(repaid.status, 200, JSON.stringify(repaid.body));
    const loan = await db().selectFrom('m_loan').select(['loan_status_id', 'principal_disbursed_derived', 'principal_repaid_derived']).where('id', '=', loanId).executeTakeFirstOrThrow();
    assert.deepEqual([loan.loan_status_id, Number(loan.principal_disbursed_derived), Number(loan.principal_repaid_derived)], [300, 600, 780]);

    const refused = await transact(loanId, 'refundByCash', { transactionDate: '15 April 2023', transactionAmount: 10 });
    assert.deepEqual([refused.status, ...codesOf(refused.body)], [403, 'error.msg.loan.transaction.amount.exceeds.threshold']);
    assert.equal((await db().selectFrom('m_loan_transaction').select('id').where('loan_id', '=', loanId).where('transaction_type_enum', '=', 18).execute()).length, 0);
  });
});
