import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createGlAccount } from '../../support/accounting.ts';
import { DATES } from '../../support/savings.ts';
import { replayOptions } from '../../../src/modules/loans/loan-transactions/loan-transactions.replay.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { expectStatements, recordStatements } from '../../support/statement-count.ts';
import { LocalDate } from '@js-joda/core';
import { applyChargeToOverdueLoansChunkStep, applyChargeToOverdueLoansStep } from '../../../src/modules/loans/loan-charges/loan-overdue-charges.jobs.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/** A repayment written on top of the stored schedule must leave the same rows as one written by a full replay. */
describe('loan repayment written in one statement', () => {
  let t: TestApp;
  let clientId: number;
  let products: Record<string, number>;
  let paymentTypeId: number;

  const db = () => tenantTables(t.tenant.database.db);
  const loanCommand = (loanId: number, name: string, body: Record<string, unknown>) => t.call('POST', `/api/v1/loans/${loanId}?command=${name}`, { body });
  const transact = (loanId: number, name: string, body: Record<string, unknown>) => t.call('POST', `/api/v1/loans/${loanId}/transactions?command=${name}`, { body: { ...DATES, ...body } });
  const activeLoan = async (productId: number): Promise<number> => {
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal: 1000, loanTermFrequency: 3, loanTermFrequencyType: 2, numberOfRepayments: 3, repaymentEvery: 1,
        repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2023', submittedOnDate: '01 January 2023', ...DATES,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const loanId = res.json.loanId as number;
    assert.equal((await loanCommand(loanId, 'approve', { approvedOnDate: '01 January 2023', ...DATES })).status, 200);
    const disbursed = await loanCommand(loanId, 'disburse', { actualDisbursementDate: '01 January 2023', ...DATES });
    assert.equal(disbursed.status, 200, JSON.stringify(disbursed.body));
    return loanId;
  };
  /** Everything a repayment wrote, ids relative to the loan and transaction so two loans compare. */
  const written = async (loanId: number, transactionId: number) => {
    const tx = await db().selectFrom('m_loan_transaction').selectAll().where('id', '=', transactionId).executeTakeFirstOrThrow();
    const entries = await db().selectFrom('acc_gl_journal_entry').selectAll().where('loan_transaction_id', '=', transactionId).orderBy('id').execute();
    const notes = await db().selectFrom('m_note').select(['note', 'note_type_enum']).where('loan_transaction_id', '=', transactionId).execute();
    const payment = tx.payment_detail_id === null ? undefined : await db().selectFrom('m_payment_detail').select(['payment_type_id', 'account_number', 'receipt_number']).where('id', '=', tx.payment_detail_id).executeTakeFirst();
    const mappings = await db().selectFrom('m_loan_transaction_repayment_schedule_mapping').select(['amount', 'principal_portion_derived', 'interest_portion_derived']).where('loan_transaction_id', '=', transactionId).orderBy('id').execute();
    const loan = await db().selectFrom('m_loan').select(['principal_repaid_derived', 'interest_repaid_derived', 'total_repayment_derived', 'total_outstanding_derived', 'loan_status_id']).where('id', '=', loanId).executeTakeFirstOrThrow();
    return {
      tx: { type: tx.transaction_type_enum, amount: tx.amount, principal: tx.principal_portion_derived, interest: tx.interest_portion_derived, balance: tx.outstanding_loan_balance_derived, office: tx.office_id, hasPayment: tx.payment_detail_id !== null, submitted: String(tx.submitted_on_date) },
      entries: entries.map((e) => ({
        account: e.account_id, office: e.office_id, currency: e.currency_code, transactionId: e.transaction_id === `L${transactionId}`, type: e.type_enum, amount: e.amount,
        entityType: e.entity_type_enum, entity: e.entity_id === loanId, paymentDetail: e.payment_details_id === tx.payment_detail_id, entryDate: String(e.entry_date), transactionDate: String(e.transaction_date),
        submitted: String(e.submitted_on_date), manual: e.manual_entry, reversed: e.reversed, runningCalculated: e.is_running_balance_calculated,
        officeRunning: e.office_running_balance, orgRunning: e.organization_running_balance, createdBy: e.created_by, description: e.description, refNum: e.ref_num,
      })),
      notes, payment, mappings, loan,
    };
  };

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '2023-01-10', dateFormat: 'yyyy-MM-dd', locale: 'en' } })).status, 200);
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Mia', lastname: 'Merge', active: true, activationDate: '01 January 2022', ...DATES } });
    clientId = client.json.clientId as number;
    const pt = await t.call('POST', '/api/v1/paymenttypes', { body: { name: 'Wire', description: 'wire', isCashPayment: false, position: 1 } });
    assert.equal(pt.status, 200, JSON.stringify(pt.body));
    paymentTypeId = pt.json.resourceId as number;
    const gl = {
      fund: await createGlAccount(t, 1, 'Fund'), portfolio: await createGlAccount(t, 1, 'Portfolio'), interestIncome: await createGlAccount(t, 4, 'Interest'),
      feeIncome: await createGlAccount(t, 4, 'Fees'), penaltyIncome: await createGlAccount(t, 4, 'Penalties'), recovery: await createGlAccount(t, 4, 'Recovery'),
      writeOff: await createGlAccount(t, 5, 'Write-off'), suspense: await createGlAccount(t, 1, 'Suspense'), overpayment: await createGlAccount(t, 2, 'Overpaid'),
      receivableInterest: await createGlAccount(t, 1, 'Interest receivable'), receivableFees: await createGlAccount(t, 1, 'Fees receivable'), receivablePenalties: await createGlAccount(t, 1, 'Penalties receivable'),
    };
    const mappings = {
      fundSourceAccountId: gl.fund, loanPortfolioAccountId: gl.portfolio, interestOnLoanAccountId: gl.interestIncome, incomeFromFeeAccountId: gl.feeIncome,
      incomeFromPenaltyAccountId: gl.penaltyIncome, incomeFromRecoveryAccountId: gl.recovery, writeOffAccountId: gl.writeOff, transfersInSuspenseAccountId: gl.suspense,
      overpaymentLiabilityAccountId: gl.overpayment,
    };
    products = {
      none: await createLoanProduct(t, { name: 'Merge none', shortName: 'MRN', principal: 1000, numberOfRepayments: 3, interestType: 1, accountingRule: 1 }),
      cash: await createLoanProduct(t, { name: 'Merge cash', shortName: 'MRC', principal: 1000, numberOfRepayments: 3, interestType: 1, accountingRule: 2, ...mappings }),
      accrual: await createLoanProduct(t, {
        name: 'Merge accrual', shortName: 'MRA', principal: 1000, numberOfRepayments: 3, interestType: 1, accountingRule: 3, ...mappings,
        receivableInterestAccountId: gl.receivableInterest, receivableFeeAccountId: gl.receivableFees, receivablePenaltyAccountId: gl.receivablePenalties,
      }),
    };
  });
  after(async () => t.close());

  for (const rule of ['none', 'cash', 'accrual'] as const) {
    it(`writes the same rows as a replay for a repayment with a payment type, note and external id (accounting ${rule})`, async () => {
      const results = [];
      for (const appendRepayments of [false, true]) {
        replayOptions.appendRepayments = appendRepayments;
        try {
          const loanId = await activeLoan(products[rule] ?? 0);
          const { result: res, statements } = await recordStatements(t, () => transact(loanId, 'repayment', {
            transactionDate: '05 January 2023', transactionAmount: 400, paymentTypeId, accountNumber: 'acc-1', receiptNumber: 'r-1', note: 'paid by wire', externalId: `mr-${rule}-${appendRepayments}`,
          }));
          assert.equal(res.status, 200, JSON.stringify(res.body));
          assert.equal(statements.some((x) => x.sql.includes('null::m_loan_transaction_repayment_schedule_mapping')), appendRepayments, 'the path under test');
          results.push(await written(loanId, res.json.resourceId as number));
        } finally {
          replayOptions.appendRepayments = true;
        }
      }
      assert.deepEqual(results[1], results[0]);
      if (rule !== 'none') {
        assert.ok((results[1]?.entries.length ?? 0) > 0, 'posted');
      }
    });
  }

  for (const [label, amount] of [['repays in full', 1030], ['overpays', 1100]] as const) {
    it(`writes the same rows as a replay for a repayment that ${label} (accounting accrual)`, async () => {
      const results = [];
      for (const appendRepayments of [false, true]) {
        replayOptions.appendRepayments = appendRepayments;
        try {
          const loanId = await activeLoan(products.accrual ?? 0);
          const { result: res, statements } = await recordStatements(t, () => transact(loanId, 'repayment', { transactionDate: '05 January 2023', transactionAmount: amount, paymentTypeId }));
          assert.equal(res.status, 200, JSON.stringify(res.body));
          const all = await db().selectFrom('m_loan_transaction').select(['transaction_type_enum', 'amount', 'interest_portion_derived', 'overpayment_portion_derived', 'is_reversed']).where('loan_id', '=', loanId).orderBy('id').execute();
          const loan = await db().selectFrom('m_loan').select(['loan_status_id', 'closedon_date', 'overpaidon_date', 'total_overpaid_derived', 'accrued_till']).where('id', '=', loanId).executeTakeFirstOrThrow();
          const entries = await db().selectFrom('acc_gl_journal_entry').select(['account_id', 'type_enum', 'amount']).where('entity_id', '=', loanId).where('entity_type_enum', '=', 1).orderBy('id').execute();
          results.push({
            path: statements.some((x) => x.sql.includes('null::m_loan_transaction_repayment_schedule_mapping')), written: await written(loanId, res.json.resourceId as number), all,
            loan: { ...loan, closedon_date: String(loan.closedon_date), overpaidon_date: String(loan.overpaidon_date), accrued_till: String(loan.accrued_till) }, entries,
          });
        } finally {
          replayOptions.appendRepayments = true;
        }
      }
      assert.deepEqual({ ...results[1], path: undefined }, { ...results[0], path: undefined });
    });
  }

  it('writes the same charge payments and postings as a replay for a repayment paying a fee and a penalty', async () => {
    const chargeOf = async (name: string, penalty: boolean, amount: number) => {
      const res = await t.call('POST', '/api/v1/charges', { body: { name, amount, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 1, chargePaymentMode: 0, active: true, penalty, locale: 'en' } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.json.resourceId as number;
    };
    const fee = await chargeOf('Merge fee', false, 20);
    const penalty = await chargeOf('Merge penalty', true, 7);
    const results = [];
    for (const appendRepayments of [false, true]) {
      replayOptions.appendRepayments = appendRepayments;
      try {
        const loanId = await activeLoan(products.accrual ?? 0);
        for (const chargeId of [fee, penalty]) {
          const added = await t.call('POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId, amount: chargeId === fee ? 20 : 7, dueDate: '03 January 2023', ...DATES } });
          assert.equal(added.status, 200, JSON.stringify(added.body));
        }
        const { result: res, statements } = await recordStatements(t, () => transact(loanId, 'repayment', { transactionDate: '05 January 2023', transactionAmount: 400, paymentTypeId }));
        assert.equal(res.status, 200, JSON.stringify(res.body));
        assert.equal(statements.some((x) => x.sql.includes('null::m_loan_transaction_repayment_schedule_mapping')), appendRepayments, 'the path under test');
        const id = res.json.resourceId as number;
        const paidBy = await db().selectFrom('m_loan_charge_paid_by as b').innerJoin('m_loan_charge as c', 'c.id', 'b.loan_charge_id').select(['c.charge_id', 'b.amount', 'b.loan_transaction_id'])
          .where('c.loan_id', '=', loanId).orderBy('b.id').execute();
        const charges = await db().selectFrom('m_loan_charge').select(['charge_id', 'amount_paid_derived', 'amount_outstanding_derived', 'is_paid_derived']).where('loan_id', '=', loanId).orderBy('id').execute();
        results.push({ written: await written(loanId, id), paidBy: paidBy.map((r) => [r.charge_id, Number(r.amount), r.loan_transaction_id === id]), charges });
      } finally {
        replayOptions.appendRepayments = true;
      }
    }
    assert.deepEqual(results[1], results[0]);
  });

  it('refuses a repayment with an external id already taken (403), writing nothing', async () => {
    const loanId = await activeLoan(products.cash ?? 0);
    assert.equal((await transact(loanId, 'repayment', { transactionDate: '05 January 2023', transactionAmount: 100, externalId: 'mr-dup' })).status, 200);
    const before = await db().selectFrom('m_loan_transaction').select((eb) => eb.fn.countAll().as('n')).where('loan_id', '=', loanId).executeTakeFirstOrThrow();
    const dup = await transact(loanId, 'repayment', { transactionDate: '06 January 2023', transactionAmount: 100, externalId: 'mr-dup' });
    assert.equal(dup.status, 403, JSON.stringify(dup.body));
    const afterCount = await db().selectFrom('m_loan_transaction').select((eb) => eb.fn.countAll().as('n')).where('loan_id', '=', loanId).executeTakeFirstOrThrow();
    assert.equal(Number(afterCount.n), Number(before.n));
  });

  it('refuses the second of two repayments sent at once with one external id on two loans (403), never a 500', async () => {
    const [one, two] = [await activeLoan(products.cash ?? 0), await activeLoan(products.cash ?? 0)];
    const answers = await Promise.all([one, two].map((loanId) => transact(loanId, 'repayment', { transactionDate: '05 January 2023', transactionAmount: 100, externalId: 'mr-race' })));
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 403], JSON.stringify(answers.map((a) => a.body)));
  });

  it('serializes two repayments at once on one loan: both stored, figures add up', async () => {
    const loanId = await activeLoan(products.cash ?? 0);
    const [a, b] = await Promise.all([
      transact(loanId, 'repayment', { transactionDate: '05 January 2023', transactionAmount: 100 }),
      transact(loanId, 'repayment', { transactionDate: '05 January 2023', transactionAmount: 250 }),
    ]);
    assert.equal(a.status, 200, JSON.stringify(a.body));
    assert.equal(b.status, 200, JSON.stringify(b.body));
    const loan = await db().selectFrom('m_loan').select(['total_repayment_derived', 'total_outstanding_derived']).where('id', '=', loanId).executeTakeFirstOrThrow();
    assert.equal(Number(loan.total_repayment_derived), 350);
    assert.equal(Number(loan.total_outstanding_derived), 1030 - 350);
    const mapped = await db().selectFrom('m_loan_transaction_repayment_schedule_mapping as m').innerJoin('m_loan_transaction as x', 'x.id', 'm.loan_transaction_id')
      .select((eb) => eb.fn.sum<string>('m.amount').as('s')).where('x.loan_id', '=', loanId).executeTakeFirstOrThrow();
    assert.equal(Number(mapped.s), 350);
    const entries = await db().selectFrom('acc_gl_journal_entry').select(['type_enum', 'amount']).where('entity_id', '=', loanId).where('entity_type_enum', '=', 1).execute();
    const debits = entries.filter((e) => e.type_enum === 2).reduce((s, e) => s + Number(e.amount), 0);
    assert.equal(debits, 1000 + 350);
  });

  it('refuses a repayment on a closed accounting date (403) on the one-statement path, writing nothing', async () => {
    for (const rule of ['cash', 'accrual'] as const) {
      const loanId = await activeLoan(products[rule] ?? 0);
      const closure = await t.call('POST', '/api/v1/glclosures', { body: { officeId: 1, closingDate: '06 January 2023', comments: 'closed', ...DATES } });
      assert.equal(closure.status, 200, JSON.stringify(closure.body));
      try {
        const res = await transact(loanId, 'repayment', { transactionDate: '05 January 2023', transactionAmount: 100 });
        assert.equal(res.status, 403, JSON.stringify(res.body));
        const rows = await db().selectFrom('m_loan_transaction').select('id').where('loan_id', '=', loanId).where('transaction_type_enum', '=', 2).execute();
        assert.equal(rows.length, 0);
      } finally {
        assert.equal((await t.call('DELETE', `/api/v1/glclosures/${closure.json.resourceId as number}`)).status, 200);
      }
    }
  });
});

/** Overdue penalties on a multi-disbursement loan whose later tranche re-plans the schedule. */
describe('overdue penalties and later tranches', () => {
  let t: TestApp;
  let clientId: number;
  let productId: number;

  const db = () => tenantTables(t.tenant.database.db);
  const setDate = async (date: string) => assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date, ...DATES } })).status, 200);
  const runPenaltyJob = async () => assert.equal((await t.call('POST', '/api/v1/jobs/short-name/LA_OPEN?command=executeJob')).status, 202);
  const command = (loanId: number, name: string, body: Record<string, unknown>) => t.call('POST', `/api/v1/loans/${loanId}?command=${name}`, { body: { ...DATES, ...body } });
  const penalties = async (loanId: number) => {
    const charges = await db().selectFrom('m_loan_charge').select(['amount', 'due_for_collection_as_of_date']).where('loan_id', '=', loanId).where('charge_time_enum', '=', 9).where('is_active', '=', true).orderBy('id').execute();
    const loan = await db().selectFrom('m_loan').select(['penalty_charges_charged_derived']).where('id', '=', loanId).executeTakeFirstOrThrow();
    return { charges: charges.map((c) => [Number(c.amount), String(c.due_for_collection_as_of_date)]), charged: Number(loan.penalty_charges_charged_derived ?? 0) };
  };
  const trancheLoan = async (): Promise<number> => {
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal: 2000, loanTermFrequency: 6, loanTermFrequencyType: 2, numberOfRepayments: 6, repaymentEvery: 1, repaymentFrequencyType: 2,
        interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1, transactionProcessingStrategyCode: 'mifos-standard-strategy',
        expectedDisbursementDate: '01 January 2024', submittedOnDate: '01 January 2024', maxOutstandingLoanBalance: 5000,
        disbursementData: [{ expectedDisbursementDate: '01 January 2024', principal: 1000 }, { expectedDisbursementDate: '10 February 2024', principal: 1000 }], ...DATES,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const loanId = res.json.loanId as number;
    assert.equal((await command(loanId, 'approve', { approvedOnDate: '01 January 2024' })).status, 200);
    const disbursed = await command(loanId, 'disburse', { actualDisbursementDate: '01 January 2024' });
    assert.equal(disbursed.status, 200, JSON.stringify(disbursed.body));
    return loanId;
  };

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    await setDate('01 January 2024');
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Pia', lastname: 'Penalty', active: true, activationDate: '01 January 2022', ...DATES } });
    clientId = client.json.clientId as number;
    const charge = await t.call('POST', '/api/v1/charges', {
      body: { name: 'Late flat', amount: 10, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 9, chargeCalculationType: 1, chargePaymentMode: 0, active: true, penalty: true, locale: 'en' },
    });
    assert.equal(charge.status, 200, JSON.stringify(charge.body));
    productId = await createLoanProduct(t, {
      name: 'Tranches late', shortName: 'TRL', multiDisburseLoan: true, maxTrancheCount: 3, outstandingLoanBalance: 5000, principal: 2000, numberOfRepayments: 6,
      charges: [{ id: charge.json.resourceId as number }],
    });
  });
  after(async () => t.close());

  // Fineract re-plans a later tranche keeping the overdue penalties; their links follow the installment numbers
  // (Loan.updateOverdueScheduleInstallment), so the next run does not charge the installment again (ADR 0063).
  it('keeps an overdue penalty once on the schedule a later tranche re-plans; the next run charges nothing new', async () => {
    await setDate('01 January 2024');
    const loanId = await trancheLoan();
    await setDate('05 February 2024');
    await runPenaltyJob();
    const first = await penalties(loanId);
    assert.deepEqual(first, { charges: [[10, '2024-02-01']], charged: 10 });
    await setDate('10 February 2024');
    const second = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}?command=disburse`, { max: 30, body: { actualDisbursementDate: '10 February 2024', ...DATES } });
    assert.equal(second.status, 200, JSON.stringify(second.body));
    const shown = async () => {
      const loan = (await t.call('GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule`)).json as { summary: Record<string, number>; repaymentSchedule: { periods: { period?: number; principalDue?: number; penaltyChargesDue?: number }[] } };
      const periods = loan.repaymentSchedule.periods.filter((p) => p.period !== undefined);
      return { penaltyPeriods: periods.filter((p) => (p.penaltyChargesDue ?? 0) > 0).map((p) => [p.period, p.penaltyChargesDue]), charged: loan.summary.penaltyChargesCharged, outstanding: loan.summary.penaltyChargesOutstanding };
    };
    assert.deepEqual(await shown(), { penaltyPeriods: [[1, 10]], charged: 10, outstanding: 10 });
    const links = await db().selectFrom('m_loan_overdue_installment_charge as o').innerJoin('m_loan_repayment_schedule as s', 's.id', 'o.loan_schedule_id').select(['s.installment', 'o.frequency_number'])
      .where('s.loan_id', '=', loanId).execute();
    assert.deepEqual(links.map((l) => [l.installment, l.frequency_number]), [[1, 1]]);
    await runPenaltyJob();
    assert.deepEqual(await penalties(loanId), first);
    assert.deepEqual(await shown(), { penaltyPeriods: [[1, 10]], charged: 10, outstanding: 10 });
  });

  it('keeps a paid specified-due-date fee charged and paid when a later tranche re-plans the schedule', async () => {
    await setDate('01 January 2024');
    const loanId = await trancheLoan();
    const fee = await t.call('POST', '/api/v1/charges', { body: { name: `Tranche fee ${loanId}`, amount: 20, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 1, chargePaymentMode: 0, active: true, penalty: false, locale: 'en' } });
    assert.equal(fee.status, 200, JSON.stringify(fee.body));
    await setDate('20 January 2024');
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId: fee.json.resourceId, amount: 20, dueDate: '15 January 2024', ...DATES } })).status, 200);
    const repaid = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '20 January 2024', transactionAmount: 50, ...DATES } });
    assert.equal(repaid.status, 200, JSON.stringify(repaid.body));
    const summaryOf = async () => {
      const loan = (await t.call('GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule`)).json as { summary: Record<string, number>; repaymentSchedule: { periods: { period?: number; feeChargesDue?: number; feeChargesPaid?: number }[] } };
      const charge = await db().selectFrom('m_loan_charge').select(['amount_paid_derived', 'amount_outstanding_derived', 'is_paid_derived']).where('loan_id', '=', loanId).where('charge_time_enum', '=', 2).executeTakeFirstOrThrow();
      const first = loan.repaymentSchedule.periods.find((p) => p.period === 1);
      return [loan.summary.feeChargesCharged, loan.summary.feeChargesPaid, loan.summary.feeChargesOutstanding, first?.feeChargesDue, first?.feeChargesPaid, Number(charge.amount_paid_derived ?? 0), Number(charge.amount_outstanding_derived ?? 0), charge.is_paid_derived];
    };
    const before = await summaryOf();
    assert.deepEqual(before, [20, 20, 0, 20, 20, 20, 0, true]);
    await setDate('25 January 2024');
    const second = await command(loanId, 'disburse', { actualDisbursementDate: '25 January 2024' });
    assert.equal(second.status, 200, JSON.stringify(second.body));
    assert.deepEqual(await summaryOf(), before);
  });

  // Fineract's undo of the last disbursal deactivates every overdue-installment charge (Loan.updateLoanToLastDisbursalState)
  // before the schedule is planned again; the transactions processed again leave them out.
  it('deactivates the overdue penalties on undolastdisbursal, as Fineract does', async () => {
    await setDate('01 January 2024');
    const loanId = await trancheLoan();
    await setDate('25 January 2024');
    assert.equal((await command(loanId, 'disburse', { actualDisbursementDate: '25 January 2024' })).status, 200);
    await setDate('05 February 2024');
    await runPenaltyJob();
    assert.equal((await penalties(loanId)).charged, 10);
    const undone = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}?command=undolastdisbursal`, { max: 29, body: {} });
    assert.equal(undone.status, 200, JSON.stringify(undone.body));
    const live = await db().selectFrom('m_loan_transaction').select('id').where('loan_id', '=', loanId).where('transaction_type_enum', '=', 1).where('is_reversed', '=', false).execute();
    assert.equal(live.length, 1);
    assert.deepEqual(await penalties(loanId), { charges: [], charged: 0 });
    const inactive = await db().selectFrom('m_loan_charge').select('is_active').where('loan_id', '=', loanId).where('charge_time_enum', '=', 9).execute();
    assert.deepEqual(inactive.map((c) => c.is_active), [false]);
    const loan = (await t.call('GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule`)).json as { summary: Record<string, number>; repaymentSchedule: { periods: { penaltyChargesDue?: number }[] } };
    assert.equal(loan.summary.penaltyChargesOutstanding, 0);
    assert.deepEqual(loan.repaymentSchedule.periods.filter((p) => (p.penaltyChargesDue ?? 0) > 0), []);
  });
});

/** Penalties charged chunk-wide must leave what the loan-by-loan step leaves, with a waiver and several overdue installments. */
describe('overdue penalties of a chunk after a waiver', () => {
  let t: TestApp;
  let clientId: number;
  let productId: number;

  const db = () => tenantTables(t.tenant.database.db);
  const setDate = async (date: string) => assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date, ...DATES } })).status, 200);
  const activeLoan = async (): Promise<number> => {
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal: 3000, loanTermFrequency: 3, loanTermFrequencyType: 2, numberOfRepayments: 3, repaymentEvery: 1,
        repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2023', submittedOnDate: '01 January 2023', ...DATES,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const loanId = res.json.loanId as number;
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '01 January 2023', ...DATES } })).status, 200);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '01 January 2023', ...DATES } })).status, 200);
    return loanId;
  };
  const snapshot = async (loanId: number) => {
    const loan = (await t.call('GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule`)).json as { summary: Record<string, unknown>; repaymentSchedule: { periods: Record<string, unknown>[] } };
    const charges = await db().selectFrom('m_loan_charge').select(['amount', 'amount_outstanding_derived', 'amount_waived_derived', 'due_for_collection_as_of_date', 'is_active', 'waived']).where('loan_id', '=', loanId).orderBy('id').execute();
    const row = await db().selectFrom('m_loan').select(['version', 'loan_status_id']).where('id', '=', loanId).executeTakeFirstOrThrow();
    return { summary: loan.summary, periods: loan.repaymentSchedule.periods, charges: charges.map((c) => ({ ...c, due_for_collection_as_of_date: String(c.due_for_collection_as_of_date) })), row };
  };

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    await setDate('01 January 2023');
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Wanda', lastname: 'Waiver', active: true, activationDate: '01 January 2022', ...DATES } });
    clientId = client.json.clientId as number;
    const charge = await t.call('POST', '/api/v1/charges', {
      body: { name: '% Late waiver', amount: 2, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 9, chargeCalculationType: 3, chargePaymentMode: 0, active: true, penalty: true, locale: 'en' },
    });
    assert.equal(charge.status, 200, JSON.stringify(charge.body));
    productId = await createLoanProduct(t, { name: 'Waived late', shortName: 'WLT', principal: 3000, numberOfRepayments: 3, interestType: 1, charges: [{ id: charge.json.resourceId as number }] });
  });
  after(async () => t.close());

  it('charges a chunk\'s loan with a waived penalty and two overdue installments as the loan-by-loan step does', async () => {
    const [alone, together] = [await activeLoan(), await activeLoan()];
    const tenantDb = t.tenant.database.db;
    await setDate('05 February 2023');
    const first = LocalDate.parse('2023-02-05');
    await tenantDb.transaction().execute((trx) => applyChargeToOverdueLoansStep({ db: trx, loanId: alone, businessDate: first, userId: 1 }));
    await tenantDb.transaction().execute((trx) => applyChargeToOverdueLoansChunkStep({ db: trx, loanIds: [together], businessDate: first, userId: 1 }));
    for (const loanId of [alone, together]) {
      const charge = await db().selectFrom('m_loan_charge').select('id').where('loan_id', '=', loanId).where('charge_time_enum', '=', 9).executeTakeFirstOrThrow();
      const waived = await t.call('POST', `/api/v1/loans/${loanId}/charges/${charge.id}?command=waive`, { body: {} });
      assert.equal(waived.status, 200, JSON.stringify(waived.body));
    }
    await setDate('20 March 2023');
    const second = LocalDate.parse('2023-03-20');
    await tenantDb.transaction().execute((trx) => applyChargeToOverdueLoansStep({ db: trx, loanId: alone, businessDate: second, userId: 1 }));
    await tenantDb.transaction().execute((trx) => applyChargeToOverdueLoansChunkStep({ db: trx, loanIds: [together], businessDate: second, userId: 1 }));
    const [a, b] = [await snapshot(alone), await snapshot(together)];
    assert.equal(a.charges.length, 2, JSON.stringify(a.charges));
    assert.deepEqual(b, a);
  });
});
