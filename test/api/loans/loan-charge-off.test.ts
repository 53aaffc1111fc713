import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createGlAccount, CREDIT, DEBIT } from '../../support/accounting.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';
import { codesOf, DATES } from '../../support/savings.ts';

/** The system code ChargeOffReasons. */
const CHARGE_OFF_REASONS = 39;

/**
 * ?command=charge-off (also `chargeOff`) and ?command=undo-charge-off with the numbers of Fineract's LoanChargeOff.feature: 1,000 without
 * interest in one installment, 250 repaid on 5 January, charged off on 22 February 2023 (cash accounting); and a flat
 * loan of 1,000 at 1 % a month over 3 months under accrual accounting (30 interest outstanding).
 */
describe('loan charge-off', () => {
  let t: TestApp;
  let clientId: number;
  let cashProduct: number;
  let accrualProduct: number;
  let reasonId: number;
  let gl: Record<string, number>;

  const db = () => tenantTables(t.tenant.database.db);
  const transact = (loanId: number, name: string, body: Record<string, unknown>) => t.call('POST', `/api/v1/loans/${loanId}/transactions?command=${name}`, { body: { ...DATES, ...body } });
  const undoChargeOff = (loanId: number, body: Record<string, unknown>) => t.call('POST', `/api/v1/loans/${loanId}/transactions?command=undo-charge-off`, { body });
  const activeLoan = async (productId: number, terms: { repayments: number; rate: number }): Promise<number> => {
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal: 1000, loanTermFrequency: terms.repayments, loanTermFrequencyType: 2, numberOfRepayments: terms.repayments, repaymentEvery: 1,
        repaymentFrequencyType: 2, interestRatePerPeriod: terms.rate, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2023', submittedOnDate: '01 January 2023', ...DATES,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const loanId = res.json.loanId as number;
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '01 January 2023', ...DATES } })).status, 200);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '01 January 2023', ...DATES } })).status, 200);
    return loanId;
  };
  const entriesOf = (transactionId: number) =>
    db().selectFrom('acc_gl_journal_entry').select(['account_id', 'type_enum', 'amount']).where('transaction_id', '=', `L${transactionId}`).orderBy('id').execute()
      .then((rows) => rows.map((r) => [r.account_id, r.type_enum, Number(r.amount)]));
  const chargeOffState = (loanId: number) =>
    db().selectFrom('m_loan').select(['loan_status_id', 'is_charged_off', 'charged_off_on_date', 'charge_off_reason_cv_id']).where('id', '=', loanId).executeTakeFirstOrThrow()
      .then((r) => [r.loan_status_id, r.is_charged_off, r.charged_off_on_date, r.charge_off_reason_cv_id]);

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '2023-02-22', dateFormat: 'yyyy-MM-dd', locale: 'en' } })).status, 200);
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Carl', lastname: 'Chargedoff', active: true, activationDate: '01 January 2022', ...DATES } });
    clientId = client.json.clientId as number;
    const reason = await t.call('POST', `/api/v1/codes/${CHARGE_OFF_REASONS}/codevalues`, { body: { name: 'Bankruptcy' } });
    assert.equal(reason.status, 200, JSON.stringify(reason.body));
    reasonId = reason.json.subResourceId as number;
    gl = {
      fund: await createGlAccount(t, 1, 'Fund'), portfolio: await createGlAccount(t, 1, 'Portfolio'), interestIncome: await createGlAccount(t, 4, 'Interest'),
      feeIncome: await createGlAccount(t, 4, 'Fees'), penaltyIncome: await createGlAccount(t, 4, 'Penalties'), recovery: await createGlAccount(t, 4, 'Recovery'),
      writeOff: await createGlAccount(t, 5, 'Write-off'), suspense: await createGlAccount(t, 1, 'Suspense'), overpayment: await createGlAccount(t, 2, 'Overpaid'),
      interestReceivable: await createGlAccount(t, 1, 'Interest receivable'), feeReceivable: await createGlAccount(t, 1, 'Fee receivable'), penaltyReceivable: await createGlAccount(t, 1, 'Penalty receivable'),
      chargeOffExpense: await createGlAccount(t, 5, 'Credit loss'), fraudExpense: await createGlAccount(t, 5, 'Fraud loss'), chargeOffInterest: await createGlAccount(t, 4, 'Charge-off interest'),
      chargeOffFees: await createGlAccount(t, 4, 'Charge-off fees'), chargeOffPenalty: await createGlAccount(t, 4, 'Charge-off penalty'),
    };
    const accounts = {
      fundSourceAccountId: gl.fund, loanPortfolioAccountId: gl.portfolio, interestOnLoanAccountId: gl.interestIncome, incomeFromFeeAccountId: gl.feeIncome,
      incomeFromPenaltyAccountId: gl.penaltyIncome, incomeFromRecoveryAccountId: gl.recovery, writeOffAccountId: gl.writeOff, transfersInSuspenseAccountId: gl.suspense,
      overpaymentLiabilityAccountId: gl.overpayment, chargeOffExpenseAccountId: gl.chargeOffExpense, chargeOffFraudExpenseAccountId: gl.fraudExpense,
      incomeFromChargeOffInterestAccountId: gl.chargeOffInterest, incomeFromChargeOffFeesAccountId: gl.chargeOffFees, incomeFromChargeOffPenaltyAccountId: gl.chargeOffPenalty,
    };
    cashProduct = await createLoanProduct(t, { name: 'Charge-off Cash', shortName: 'COC', principal: 1000, numberOfRepayments: 1, interestRatePerPeriod: 0, interestType: 1, accountingRule: 2, ...accounts });
    accrualProduct = await createLoanProduct(t, {
      name: 'Charge-off Accrual', shortName: 'COA', principal: 1000, numberOfRepayments: 3, interestType: 1, accountingRule: 3, ...accounts,
      receivableInterestAccountId: gl.interestReceivable, receivableFeeAccountId: gl.feeReceivable, receivablePenaltyAccountId: gl.penaltyReceivable,
    });
  });
  after(async () => t.close());

  it('charges off what is outstanding to the charge-off expense, and undoes it', async () => {
    const loanId = await activeLoan(cashProduct, { repayments: 1, rate: 0 });
    assert.equal((await transact(loanId, 'repayment', { transactionDate: '05 January 2023', transactionAmount: 250 })).status, 200);
    const template = await t.call('GET', `/api/v1/loans/${loanId}/transactions/template?command=chargeOff`);
    assert.equal(template.status, 200, JSON.stringify(template.body));
    assert.deepEqual([(template.json.type as { id: number }).id, template.json.amount, template.json.principalPortion, template.json.date], [27, 750, 750, [2023, 2, 22]]);
    assert.deepEqual((template.json.chargeOffReasonOptions as { id: number; name: string }[]).map((o) => [o.id, o.name]), [[reasonId, 'Bankruptcy']]);

    const refusals: [Record<string, unknown>, number, string][] = [
      [{ transactionDate: '23 February 2023' }, 403, 'error.msg.loan.transaction.cannot.be.a.future.date'],
      [{ transactionDate: '04 January 2023' }, 403, 'error.msg.loan.charge.off.is.before.than.the.last.user.transaction'],
      [{ transactionDate: '22 February 2023', chargeOffReasonId: 999999 }, 404, 'error.msg.codevalue.codename.id.combination.invalid'],
      [{ transactionDate: '22 February 2023', chargeOffReasonId: -1 }, 400, 'validation.msg.loan.transaction.chargeOffReasonId.not.greater.than.zero'],
      [{ transactionDate: '22 February 2023', transactionAmount: 5 }, 400, 'error.msg.parameter.unsupported'],
    ];
    for (const [body, status, code] of refusals) {
      const res = await transact(loanId, 'chargeOff', body);
      assert.equal(res.status, status, `${JSON.stringify(body)} → ${JSON.stringify(res.body)}`);
      assert.deepEqual(codesOf(res.body), [code], JSON.stringify(body));
    }
    const notCharged = await undoChargeOff(loanId, {});
    assert.deepEqual([notCharged.status, ...codesOf(notCharged.body)], [403, 'error.msg.loan.is.not.charged.off']);

    const charged = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions?command=charge-off`, {
      max: 17, body: { transactionDate: '22 February 2023', chargeOffReasonId: reasonId, externalId: 'co-1', note: 'gone', ...DATES },
    });
    const id = charged.json.resourceId as number;
    assert.deepEqual(charged.body, {
      officeId: 1, clientId, loanId, resourceId: id, resourceExternalId: 'co-1',
      changes: { transactionDate: '22 February 2023', locale: 'en', dateFormat: 'dd MMMM yyyy', chargeOffReasonId: reasonId, note: 'gone' },
    });
    assert.deepEqual(await chargeOffState(loanId), [300, true, '2023-02-22', reasonId]);
    assert.deepEqual(await entriesOf(id), [[gl.portfolio, CREDIT, 750], [gl.chargeOffExpense, DEBIT, 750]]);
    const read = await t.call('GET', `/api/v1/loans/${loanId}/transactions/${id}`);
    assert.deepEqual([(read.json.type as { code: string }).code, read.json.amount, read.json.principalPortion], ['loanTransactionType.chargeOff', 750, 750]);
    const twice = await transact(loanId, 'chargeOff', { transactionDate: '22 February 2023' });
    assert.deepEqual([twice.status, ...codesOf(twice.body)], [403, 'error.msg.loan.is.already.charged.off']);
    const early = await transact(loanId, 'close', { transactionDate: '21 February 2023' });
    assert.deepEqual([early.status, ...codesOf(early.body)], [403, 'error.msg.transaction.date.cannot.be.earlier.than.charge.off.date']);
    const rescheduled = await transact(loanId, 'close-rescheduled', { transactionDate: '22 February 2023' });
    assert.deepEqual([rescheduled.status, ...codesOf(rescheduled.body)], [403, 'error.msg.loan.is.charged.off']);
    const reader = await createUserWithPermissions(t.tenant.database.db, 'charge-off-reader', ['READ_LOAN']);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=undo-charge-off`, { body: {}, auth: reader })).status, 403);

    const undone = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions?command=undo-charge-off`, { max: 14, body: { reversalExternalId: 'undo-co-1' } });
    assert.deepEqual(undone.body, { officeId: 1, clientId, loanId, resourceId: id, resourceExternalId: 'co-1' });
    assert.deepEqual(await chargeOffState(loanId), [300, false, null, null]);
    const reversed = await db().selectFrom('m_loan_transaction').select(['is_reversed', 'reversal_external_id', 'manually_adjusted_or_reversed']).where('id', '=', id).executeTakeFirstOrThrow();
    assert.deepEqual(reversed, { is_reversed: true, reversal_external_id: 'undo-co-1', manually_adjusted_or_reversed: true });
    assert.deepEqual(await entriesOf(id), [[gl.portfolio, CREDIT, 750], [gl.chargeOffExpense, DEBIT, 750], [gl.portfolio, DEBIT, 750], [gl.chargeOffExpense, CREDIT, 750]]);
  });

  it('marks a loan as fraud (PUT ?command=markAsFraud, LoanAccountFraudTest), and charges off a fraud loan to the fraud expense', async () => {
    const loanId = await activeLoan(cashProduct, { repayments: 1, rate: 0 });
    const mark = (body: unknown, url = `/api/v1/loans/${loanId}?command=markAsFraud`) => t.call('PUT', url, { body });
    const fraudOf = async () => (await t.call('GET', `/api/v1/loans/${loanId}`)).json.fraud;
    assert.equal(await fraudOf(), false);
    // The loan with its borrower (FOR UPDATE), the update, the audit row; begin and commit.
    const marked = await expectStatements(t, 'PUT', `/api/v1/loans/${loanId}?command=markAsFraud`, { body: { fraud: true }, max: 5 });
    assert.deepEqual(marked.body, { officeId: 1, clientId, loanId, resourceId: loanId, changes: { fraud: true } });
    assert.equal(await fraudOf(), true);
    // Unchanged: no `changes`; as strings too.
    assert.deepEqual((await mark({ fraud: 'true' })).body, { officeId: 1, clientId, loanId, resourceId: loanId });
    const [missing, invalid, extra] = [await mark({}), await mark({ fraud: 'perhaps' }), await mark({ fraud: true, note: 'x' })];
    assert.deepEqual([missing.status, ...codesOf(missing.body)], [400, 'validation.msg.loans.fraud.fraud.cannot.be.blank']);
    assert.deepEqual([invalid.status, ...codesOf(invalid.body)], [400, 'validation.msg.loans.fraud.fraud.must.be.true.or.false']);
    assert.deepEqual([extra.status, ...codesOf(extra.body)], [400, 'error.msg.parameter.unsupported']);
    assert.equal((await mark({ fraud: true }, '/api/v1/loans/999999?command=markAsFraud')).status, 404);
    assert.equal((await mark({ fraud: true }, `/api/v1/loans/${loanId}?command=markAsSomething`)).status, 400);
    const reader = await createUserWithPermissions(t.tenant.database.db, 'fraudreader', ['READ_LOAN']);
    assert.equal((await t.call('PUT', `/api/v1/loans/${loanId}?command=markAsFraud`, { body: { fraud: false }, auth: reader })).status, 403);
    const marker = await createUserWithPermissions(t.tenant.database.db, 'fraudmarker', ['SETFRAUD_LOAN']);
    assert.deepEqual((await t.call('PUT', `/api/v1/loans/${loanId}?command=markAsFraud`, { body: { fraud: false }, auth: marker })).json.changes, { fraud: false });
    assert.equal(await fraudOf(), false);
    assert.equal((await mark({ fraud: true })).status, 200);
    const charged = await transact(loanId, 'chargeOff', { transactionDate: '20 February 2023' });
    assert.equal(charged.status, 200, JSON.stringify(charged.body));
    assert.deepEqual(await entriesOf(charged.json.resourceId as number), [[gl.portfolio, CREDIT, 1000], [gl.fraudExpense, DEBIT, 1000]]);
    assert.equal((await transact(loanId, 'repayment', { transactionDate: '21 February 2023', transactionAmount: 5 })).status, 200);
    const undo = await undoChargeOff(loanId, {});
    assert.deepEqual([undo.status, ...codesOf(undo.body)], [403, 'error.msg.loan.charge.off.is.not.the.last.user.transaction']);
    const unsupported = await undoChargeOff(loanId, { note: 'x' });
    assert.deepEqual([unsupported.status, ...codesOf(unsupported.body)], [400, 'error.msg.parameter.unsupported']);
  });

  it('under accrual accounting takes the interest off its receivable to the charge-off interest income', async () => {
    const loanId = await activeLoan(accrualProduct, { repayments: 3, rate: 1 });
    const charged = await transact(loanId, 'chargeOff', { transactionDate: '10 January 2023' });
    assert.equal(charged.status, 200, JSON.stringify(charged.body));
    const row = await db().selectFrom('m_loan_transaction').select(['amount', 'principal_portion_derived', 'interest_portion_derived']).where('id', '=', charged.json.resourceId as number).executeTakeFirstOrThrow();
    assert.deepEqual([Number(row.amount), Number(row.principal_portion_derived), Number(row.interest_portion_derived)], [1030, 1000, 30]);
    assert.deepEqual(await entriesOf(charged.json.resourceId as number), [
      [gl.portfolio, CREDIT, 1000], [gl.interestReceivable, CREDIT, 30], [gl.chargeOffExpense, DEBIT, 1000], [gl.chargeOffInterest, DEBIT, 30],
    ]);
  });
});
