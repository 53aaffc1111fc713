import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createGlAccount } from '../../support/accounting.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string };
const codesOf = (body: unknown): string[] => (((body as { errors?: Item[] }).errors) ?? []).map((e) => e.userMessageGlobalisationCode);
const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

function applicationBody(clientId: number, productId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    clientId, productId, loanType: 'individual', principal: 10000, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12,
    repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
    transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '15 January 2024', submittedOnDate: '10 January 2024',
    ...DATES, ...overrides,
  };
}

/** Disbursement and undo of disbursal: the loan, its transactions, schedule, summary and journal entries. */
describe('loan disbursement', () => {
  let t: TestApp;
  let clientId: number;
  let plainProduct: number;
  let gl: Record<string, number>;
  let cashProduct: number;
  let upfrontProduct: number;
  let feeId: number;
  let paymentTypeId: number;

  const db = () => tenantTables(t.tenant.database.db);
  const command = (loanId: number, name: string, body: Record<string, unknown>) => t.call('POST', `/api/v1/loans/${loanId}?command=${name}`, { body });
  const approvedLoan = async (productId: number, overrides: Record<string, unknown> = {}): Promise<number> => {
    const res = await t.call('POST', '/api/v1/loans', { body: applicationBody(clientId, productId, overrides) });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const loanId = res.json.loanId as number;
    const approve = await command(loanId, 'approve', { approvedOnDate: '12 January 2024', ...DATES });
    assert.equal(approve.status, 200, JSON.stringify(approve.body));
    return loanId;
  };
  const transactionsOf = (loanId: number) =>
    db().selectFrom('m_loan_transaction').select(['id', 'transaction_type_enum', 'amount', 'principal_portion_derived', 'interest_portion_derived', 'fee_charges_portion_derived', 'outstanding_loan_balance_derived', 'is_reversed', 'transaction_date'])
      .where('loan_id', '=', loanId).orderBy('id').execute();
  const entriesOf = (loanId: number) =>
    db().selectFrom('acc_gl_journal_entry').select(['transaction_id', 'account_id', 'type_enum', 'amount', 'entity_type_enum', 'entity_id', 'reversed', 'loan_transaction_id', 'office_id', 'entry_date'])
      .where('entity_id', '=', loanId).where('entity_type_enum', '=', 1).orderBy('id').execute();

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '2024-03-01', dateFormat: 'yyyy-MM-dd', locale: 'en' } })).status, 200);
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Ada', lastname: 'Disbursed', active: true, activationDate: '01 January 2024', ...DATES } });
    clientId = client.json.clientId as number;
    plainProduct = await createLoanProduct(t, {});
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
    cashProduct = await createLoanProduct(t, { name: 'Cash Loan', shortName: 'CSH', accountingRule: 2, ...accounts });
    upfrontProduct = await createLoanProduct(t, {
      name: 'Upfront Loan', shortName: 'UPF', accountingRule: 4, ...accounts,
      receivableInterestAccountId: gl.interestReceivable, receivableFeeAccountId: gl.feeReceivable, receivablePenaltyAccountId: gl.penaltyReceivable,
    });
    const fee = await t.call('POST', '/api/v1/charges', { body: { name: 'Disbursement fee', amount: 25, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 1, chargeCalculationType: 1, chargePaymentMode: 0, active: true, locale: 'en' } });
    assert.equal(fee.status, 200, JSON.stringify(fee.body));
    feeId = fee.json.resourceId as number;
    const pt = await t.call('POST', '/api/v1/paymenttypes', { body: { name: 'Bank transfer', description: 'bank', isCashPayment: false, position: 1 } });
    assert.equal(pt.status, 200, JSON.stringify(pt.body));
    paymentTypeId = pt.json.resourceId as number;
  });
  after(async () => t.close());

  it('disburses a plain loan: active, summary, transactions and the schedule from the disbursement', async () => {
    const loanId = await approvedLoan(plainProduct);
    const res = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}?command=disburse`, {
      max: 40, body: { actualDisbursementDate: '15 January 2024', transactionAmount: 10000, note: 'paid out', ...DATES },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.json.loanId, loanId);
    assert.equal(res.json.clientId, clientId);
    assert.equal(res.json.officeId, 1);
    const changes = res.json.changes as Record<string, unknown>;
    assert.equal((changes.status as { code: string }).code, 'loanStatusType.active');
    assert.equal(changes.actualDisbursementDate, '15 January 2024');
    assert.equal(changes.locale, 'en');

    const loan = (await t.call('GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule`)).json;
    assert.equal((loan.status as { id: number; active: boolean }).id, 300);
    const summary = loan.summary as Record<string, number>;
    const interest = summary.interestCharged ?? 0;
    assert.equal(summary.principalDisbursed, 10000);
    assert.equal(summary.principalOutstanding, 10000);
    assert.ok(interest > 0);
    assert.equal(summary.totalExpectedRepayment, 10000 + interest);
    assert.deepEqual((loan.timeline as Record<string, unknown>).actualDisbursementDate, [2024, 1, 15]);
    const periods = (loan.repaymentSchedule as { periods: { dueDate: number[]; principalDisbursed?: number }[] }).periods;
    assert.deepEqual(periods[0]?.dueDate, [2024, 1, 15]);
    assert.deepEqual(periods[1]?.dueDate, [2024, 2, 15]);

    const txs = await transactionsOf(loanId);
    assert.deepEqual(txs.map((x) => [x.transaction_type_enum, Number(x.amount), Number(x.outstanding_loan_balance_derived), x.is_reversed]), [
      [1, 10000, 10000, false],
      [10, interest, 10000, false],
    ]);
    assert.equal((await entriesOf(loanId)).length, 0, 'rule none posts nothing');
    const again = await command(loanId, 'disburse', { actualDisbursementDate: '15 January 2024', ...DATES });
    assert.equal(again.status, 400);
    assert.deepEqual(codesOf(again.body), ['error.msg.loan.disbursal.account.is.not.approve.not.disbursed.state']);
  });

  it('moves the schedule to the actual disbursement date and amount', async () => {
    const loanId = await approvedLoan(plainProduct);
    const res = await command(loanId, 'disburse', { actualDisbursementDate: '20 January 2024', transactionAmount: 8000, ...DATES });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const loan = (await t.call('GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule`)).json;
    const schedule = loan.repaymentSchedule as { periods: { dueDate: number[] }[]; totalPrincipalExpected: number };
    assert.deepEqual(schedule.periods[1]?.dueDate, [2024, 2, 20]);
    assert.equal(schedule.totalPrincipalExpected, 8000);
    assert.equal((loan.summary as Record<string, number>).principalDisbursed, 8000);
    const rows = await db().selectFrom('m_loan_repayment_schedule').select('installment').where('loan_id', '=', loanId).execute();
    assert.equal(rows.length, 12);
  });

  it('collects the disbursement fee and posts the cash rule entries exactly', async () => {
    const loanId = await approvedLoan(cashProduct, { charges: [{ chargeId: feeId, amount: 25 }] });
    const res = await command(loanId, 'disburse', { actualDisbursementDate: '15 January 2024', paymentTypeId, receiptNumber: 'R-1', ...DATES });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const txs = await transactionsOf(loanId);
    const [disbursement, collected] = txs;
    assert.deepEqual(txs.map((x) => x.transaction_type_enum), [1, 5, 10]);
    assert.equal(Number(collected?.fee_charges_portion_derived), 25);
    const entries = await entriesOf(loanId);
    assert.deepEqual(entries.map((e) => [e.transaction_id, e.account_id, e.type_enum, Number(e.amount), e.office_id, e.entry_date]), [
      [`L${disbursement?.id}`, gl.portfolio, 2, 10000, 1, '2024-01-15'],
      [`L${disbursement?.id}`, gl.fund, 1, 10000, 1, '2024-01-15'],
      [`L${collected?.id}`, gl.feeIncome, 1, 25, 1, '2024-01-15'],
      [`L${collected?.id}`, gl.fund, 2, 25, 1, '2024-01-15'],
    ]);
    const charge = await db().selectFrom('m_loan_charge').select(['is_paid_derived', 'amount_outstanding_derived']).where('loan_id', '=', loanId).executeTakeFirstOrThrow();
    assert.deepEqual([charge.is_paid_derived, Number(charge.amount_outstanding_derived)], [true, 0]);
    const summary = (await t.call('GET', `/api/v1/loans/${loanId}`)).json.summary as Record<string, number>;
    assert.deepEqual([summary.feeChargesCharged, summary.feeChargesPaid, summary.feeChargesOutstanding], [25, 25, 0]);
  });

  it('posts the interest accrued upfront under the accrual upfront rule', async () => {
    const loanId = await approvedLoan(upfrontProduct);
    assert.equal((await command(loanId, 'disburse', { actualDisbursementDate: '15 January 2024', ...DATES })).status, 200);
    const [disbursement, accrual] = await transactionsOf(loanId);
    const interest = Number(accrual?.interest_portion_derived);
    assert.ok(interest > 0);
    const entries = await entriesOf(loanId);
    assert.deepEqual(entries.map((e) => [e.transaction_id, e.account_id, e.type_enum, Number(e.amount)]), [
      [`L${disbursement?.id}`, gl.portfolio, 2, 10000],
      [`L${disbursement?.id}`, gl.fund, 1, 10000],
      [`L${accrual?.id}`, gl.interestReceivable, 2, interest],
      [`L${accrual?.id}`, gl.interestIncome, 1, interest],
    ]);
  });

  it('undoes a disbursal: approved again, transactions reversed, entries posted back', async () => {
    const loanId = await approvedLoan(cashProduct, { charges: [{ chargeId: feeId, amount: 25 }] });
    assert.equal((await command(loanId, 'disburse', { actualDisbursementDate: '18 January 2024', ...DATES })).status, 200);
    const res = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}?command=undoDisbursal`, { max: 40, body: { note: 'mistake' } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(((res.json.changes as Record<string, unknown>).status as { code: string }).code, 'loanStatusType.approved');
    const loan = (await t.call('GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule,transactions`)).json;
    assert.equal((loan.status as { id: number }).id, 200);
    assert.equal(loan.summary, undefined);
    assert.deepEqual(loan.transactions, [], 'reversed by the undo, not manually: not listed (as Fineract)');
    const schedule = loan.repaymentSchedule as { periods: { dueDate: number[] }[] };
    assert.deepEqual(schedule.periods[1]?.dueDate, [2024, 2, 15], 'schedule back on the expected date');
    const txs = await transactionsOf(loanId);
    assert.ok(txs.every((x) => x.is_reversed));
    const entries = await entriesOf(loanId);
    const net = new Map<number, number>();
    for (const e of entries) {
      net.set(e.account_id, (net.get(e.account_id) ?? 0) + (e.type_enum === 2 ? 1 : -1) * Number(e.amount));
    }
    assert.equal(entries.length, 8);
    assert.ok([...net.values()].every((v) => v === 0), 'every account nets to zero');
    const charge = await db().selectFrom('m_loan_charge').select(['is_paid_derived']).where('loan_id', '=', loanId).executeTakeFirstOrThrow();
    assert.equal(charge.is_paid_derived, false);
    const redo = await command(loanId, 'disburse', { actualDisbursementDate: '15 January 2024', ...DATES });
    assert.equal(redo.status, 200, JSON.stringify(redo.body));
    const undoApproved = await command(loanId, 'undoDisbursal', {});
    assert.equal(undoApproved.status, 200);
    const refused = await command(loanId, 'undoDisbursal', {});
    assert.equal(refused.status, 400);
    assert.deepEqual(codesOf(refused.body), ['error.msg.loan.undo.disbursal.account.is.not.active']);
  });

  it('deletes an application whose disbursal was undone with its reversed transactions, unless the ledger keeps them', async () => {
    const plain = await approvedLoan(plainProduct);
    assert.equal((await command(plain, 'disburse', { actualDisbursementDate: '15 January 2024', ...DATES })).status, 200);
    assert.equal((await command(plain, 'undoDisbursal', {})).status, 200);
    assert.equal((await command(plain, 'undoApproval', {})).status, 200);
    const deleted = await t.call('DELETE', `/api/v1/loans/${plain}`);
    assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
    assert.equal((await transactionsOf(plain)).length, 0);
    assert.equal((await t.call('GET', `/api/v1/loans/${plain}`)).status, 404);

    const booked = await approvedLoan(cashProduct);
    assert.equal((await command(booked, 'disburse', { actualDisbursementDate: '15 January 2024', ...DATES })).status, 200);
    assert.equal((await command(booked, 'undoDisbursal', {})).status, 200);
    assert.equal((await command(booked, 'undoApproval', {})).status, 200);
    const refused = await t.call('DELETE', `/api/v1/loans/${booked}`);
    assert.equal(refused.status, 403, JSON.stringify(refused.body));
    assert.deepEqual(codesOf(refused.body), ['error.msg.unknown.data.integrity.issue']);
    assert.ok((await transactionsOf(booked)).length > 0, 'the reversed transactions and their entries stay');
    assert.equal((await entriesOf(booked)).length > 0, true);
  });

  it('refuses what Fineract refuses, with its codes', async () => {
    const loanId = await approvedLoan(plainProduct);
    const submitted = (await t.call('POST', '/api/v1/loans', { body: applicationBody(clientId, plainProduct) })).json.loanId as number;
    const cases: Array<[number, Record<string, unknown>, number, string]> = [
      [submitted, { actualDisbursementDate: '15 January 2024', ...DATES }, 400, 'error.msg.loan.disbursal.account.is.not.approve.not.disbursed.state'],
      [loanId, { ...DATES }, 400, 'validation.msg.loan.disbursement.actualDisbursementDate.cannot.be.blank'],
      [loanId, { actualDisbursementDate: '15 January 2024', transactionAmount: -5, ...DATES }, 400, 'validation.msg.loan.disbursement.transactionAmount.not.greater.than.zero'],
      [loanId, { actualDisbursementDate: '15 January 2024', bogus: 1, ...DATES }, 400, 'error.msg.parameter.unsupported'],
      [loanId, { actualDisbursementDate: '11 January 2024', ...DATES }, 403, 'error.msg.loan.disbursal.cannot.be.before.approval.date'],
      [loanId, { actualDisbursementDate: '20 February 2024', ...DATES }, 403, 'error.msg.loan.disbursal.cannot.be.after.expected.first.repayment.date'],
      [loanId, { actualDisbursementDate: '15 January 2024', transactionAmount: 10001, ...DATES }, 403, 'error.msg.loan.disburse.amount.must.be.less.than.approved.amount'],
      [loanId, { actualDisbursementDate: '15 January 2024', paymentTypeId: 9999, ...DATES }, 404, 'error.msg.payment.type.invalid'],
    ];
    for (const [id, body, status, code] of cases) {
      const res = await command(id, 'disburse', body);
      assert.equal(res.status, status, `${code}: ${JSON.stringify(res.body)}`);
      assert.deepEqual(codesOf(res.body), [code], JSON.stringify(res.body));
    }
    const future = await approvedLoan(plainProduct, { expectedDisbursementDate: '15 January 2024', repaymentsStartingFromDate: '15 April 2024' });
    const inFuture = await command(future, 'disburse', { actualDisbursementDate: '02 March 2024', ...DATES });
    assert.equal(inFuture.status, 403);
    assert.deepEqual(codesOf(inFuture.body), ['error.msg.loan.disbursal.cannot.be.a.future.date']);
    // Without a linked savings account there is nowhere to pay the loan into.
    const toSavings = await command(loanId, 'disburseToSavings', { actualDisbursementDate: '15 January 2024', ...DATES });
    assert.equal(toSavings.status, 403);
    assert.deepEqual(codesOf(toSavings.body), ['error.msg.loan.disburse.to.savings.requires.linked.account']);
    assert.equal((await command(999999, 'disburse', { actualDisbursementDate: '15 January 2024', ...DATES })).status, 404);
    assert.equal((await transactionsOf(loanId)).length, 0, 'nothing written by a refusal');
  });

  it('refuses a disbursement on a non-working day unless the configuration allows it', async () => {
    const loanId = await approvedLoan(plainProduct);
    // 14 January 2024 is a Sunday.
    const week = await t.call('PUT', '/api/v1/workingdays', { body: { recurrence: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR', repaymentRescheduleType: 1, locale: 'en' } });
    assert.equal(week.status, 200, JSON.stringify(week.body));
    const sunday = await command(loanId, 'disburse', { actualDisbursementDate: '14 January 2024', ...DATES });
    assert.equal(sunday.status, 403, JSON.stringify(sunday.body));
    assert.deepEqual(codesOf(sunday.body), ['error.msg.loan.application.disbursement.date.on.non.working.day']);
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/allow-transactions-on-non-workingday', { body: { enabled: true } })).status, 200);
    const allowed = await command(loanId, 'disburse', { actualDisbursementDate: '14 January 2024', ...DATES });
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/allow-transactions-on-non-workingday', { body: { enabled: false } })).status, 200);
    assert.equal(allowed.status, 200, JSON.stringify(allowed.body));
  });

  it('itemises installment fees per installment (m_loan_installment_charge) and rebuilds them with the schedule', async () => {
    const fee = await t.call('POST', '/api/v1/charges', { body: { name: 'Installment fee', amount: 1.5, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 8, chargeCalculationType: 3, chargePaymentMode: 0, active: true, locale: 'en' } });
    assert.equal(fee.status, 200, JSON.stringify(fee.body));
    const installmentRows = (loanId: number) =>
      db().selectFrom('m_loan_installment_charge as ic').innerJoin('m_loan_repayment_schedule as s', 's.id', 'ic.loan_schedule_id').innerJoin('m_loan_charge as lc', 'lc.id', 'ic.loan_charge_id')
        .select(['s.installment', 'ic.due_date', 's.duedate', 'ic.amount', 'ic.amount_outstanding_derived', 's.fee_charges_amount', 'lc.loan_id'])
        .where('lc.loan_id', '=', loanId).orderBy('s.installment').execute();
    const loanId = await approvedLoan(plainProduct, { principal: 3000, numberOfRepayments: 3, loanTermFrequency: 3, interestType: 1, interestRatePerPeriod: 1, charges: [{ chargeId: fee.json.resourceId, amount: 1.5 }] });
    // Flat 1% a month on 3000 over three months: 1000 + 30 per installment, and a 1.5% fee on it: 15.45 each.
    const applied = await installmentRows(loanId);
    assert.deepEqual(applied.map((r) => [r.installment, Number(r.amount), Number(r.amount_outstanding_derived), Number(r.fee_charges_amount), r.due_date === r.duedate]), [
      [1, 15.45, 15.45, 15.45, true], [2, 15.45, 15.45, 15.45, true], [3, 15.45, 15.45, 15.45, true],
    ]);
    assert.equal((await command(loanId, 'disburse', { actualDisbursementDate: '22 January 2024', ...DATES })).status, 200);
    const moved = await installmentRows(loanId);
    assert.deepEqual(moved.map((r) => [r.installment, r.due_date, Number(r.amount)]), [[1, '2024-02-22', 15.45], [2, '2024-03-22', 15.45], [3, '2024-04-22', 15.45]]);
    assert.equal((await command(loanId, 'undoDisbursal', {})).status, 200);
    assert.deepEqual((await installmentRows(loanId)).map((r) => r.due_date), ['2024-02-15', '2024-03-15', '2024-04-15'], 'back on the expected schedule');
    assert.equal((await t.call('DELETE', `/api/v1/loans/${loanId}`)).status, 403, 'an approved loan stays');
  });

  it('refuses an undo of the last disbursal as Fineract does: a single-disbursement product, one tranche disbursed', async () => {
    const single = await approvedLoan(plainProduct);
    assert.equal((await command(single, 'disburse', { actualDisbursementDate: '15 January 2024', ...DATES })).status, 200);
    const notMulti = await expectStatements(t, 'POST', `/api/v1/loans/${single}?command=undolastdisbursal`, { max: 8, status: 403, body: {} });
    assert.deepEqual(codesOf(notMulti.body), ['error.msg.loan.product.does.not.support.multiple.disbursals.cannot.undo.last.disbursal']);
    const multi = await createLoanProduct(t, { name: 'Tranche Loan', shortName: 'TRL', multiDisburseLoan: true, maxTrancheCount: 2, outstandingLoanBalance: 10000 });
    const tranches = [{ expectedDisbursementDate: '15 January 2024', principal: 6000 }, { expectedDisbursementDate: '15 February 2024', principal: 4000 }];
    const loanId = await approvedLoan(multi, { disbursementData: tranches, externalId: 'undo-last-1' });
    const approved = await command(loanId, 'undoLastDisbursal', {});
    assert.deepEqual([approved.status, ...codesOf(approved.body)], [403, 'error.msg.tranches.should.be.disbursed.more.than.one.to.undo.last.disbursal']);
    assert.equal((await command(loanId, 'disburse', { actualDisbursementDate: '15 January 2024', transactionAmount: 6000, ...DATES })).status, 200);
    const oneTranche = await expectStatements(t, 'POST', '/api/v1/loans/external-id/undo-last-1?command=undolastdisbursal', { max: 10, status: 403, body: { note: 'no' } });
    assert.deepEqual(codesOf(oneTranche.body), ['error.msg.tranches.should.be.disbursed.more.than.one.to.undo.last.disbursal']);
    assert.equal((await t.call('POST', '/api/v1/loans/external-id/no-such-loan?command=undolastdisbursal', { body: {} })).status, 404);
    assert.equal((await command(999999, 'undolastdisbursal', {})).status, 404);
    const reader = await createUserWithPermissions(t.tenant.database.db, 'undo-last-reader', ['READ_LOAN', 'DISBURSALUNDO_LOAN']);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=undolastdisbursal`, { auth: reader, body: {} })).status, 403);
    const undoer = await createUserWithPermissions(t.tenant.database.db, 'undo-last', ['DISBURSALLASTUNDO_LOAN']);
    const allowed = await t.call('POST', `/api/v1/loans/${loanId}?command=undolastdisbursal`, { auth: undoer, body: {} });
    assert.deepEqual(codesOf(allowed.body), ['error.msg.tranches.should.be.disbursed.more.than.one.to.undo.last.disbursal'], 'past the permission check');
    assert.ok((await transactionsOf(loanId)).every((x) => !x.is_reversed), 'nothing reversed by a refusal');
  });

  it('needs DISBURSE_LOAN and DISBURSALUNDO_LOAN', async () => {
    const loanId = await approvedLoan(plainProduct);
    const reader = await createUserWithPermissions(t.tenant.database.db, 'disb-reader', ['READ_LOAN']);
    const disburser = await createUserWithPermissions(t.tenant.database.db, 'disb-writer', ['READ_LOAN', 'DISBURSE_LOAN']);
    const body = { actualDisbursementDate: '15 January 2024', ...DATES };
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { auth: reader, body })).status, 403);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { auth: disburser, body })).status, 200);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=undoDisbursal`, { auth: disburser, body: {} })).status, 403);
    const undoer = await createUserWithPermissions(t.tenant.database.db, 'disb-undo', ['DISBURSALUNDO_LOAN']);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=undodisbursal`, { auth: undoer, body: {} })).status, 200);
  });
});
