import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createGlAccount, CREDIT, DEBIT, mapFinancialActivity } from '../../support/accounting.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { activeClient, activeSavings, codesOf, createSavingsProduct, DATES, savingsTransaction, setBusinessDate } from '../../support/savings.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type LoanRead = {
  status: { id: number };
  summary: { feeChargesCharged: number; feeChargesPaid: number; feeChargesOutstanding: number };
  transactions?: { id: number; type: { id: number }; amount: number; feeChargesPortion: number; manuallyReversed: boolean }[];
};
type ChargeRead = { id: number; amount: number; amountPaid: number; amountOutstanding: number; paid: boolean };

/**
 * Fineract's disburseLoan pays every pending disbursement charge whose payment mode is account transfer from the
 * loan's linked savings account (transferFunds: transfer type 3, the loan side a repayment at disbursement, 5).
 */
describe('disbursement charges paid from the linked savings account', () => {
  let t: TestApp;
  let alice: number;
  let loanProduct: number;
  let savingsProduct: number;
  let transferFee: number;
  let cashFee: number;
  const gl: Record<string, number> = {};

  const db = () => tenantTables(t.tenant.database.db);
  const command = (loanId: number, name: string, body: Record<string, unknown>) => t.call('POST', `/api/v1/loans/${loanId}?command=${name}`, { body });
  const disburseBody = { actualDisbursementDate: '20 January 2024', ...DATES };
  const balanceOf = async (accountId: number): Promise<number> => ((await t.call('GET', `/api/v1/savingsaccounts/${accountId}`)).json.summary as { accountBalance: number }).accountBalance;
  const loanOf = async (loanId: number) => (await t.call('GET', `/api/v1/loans/${loanId}?associations=transactions`)).json as LoanRead;
  const chargesOf = async (loanId: number) => (await t.call('GET', `/api/v1/loans/${loanId}/charges`)).body as ChargeRead[];
  /** A linked savings account holding `deposit`, and a loan approved with the charges given. */
  const approvedLoan = async (deposit: number, charges: { chargeId: number; amount: number }[]) => {
    const savings = await activeSavings(t, alice, savingsProduct);
    if (deposit > 0) {
      assert.equal((await savingsTransaction(t, savings, 'deposit', '05 January 2024', deposit)).status, 200);
    }
    const res = await t.call('POST', '/api/v1/loans', { body: {
      clientId: alice, productId: loanProduct, loanType: 'individual', principal: 12000, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12,
      repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
      transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '20 January 2024', submittedOnDate: '10 January 2024',
      linkAccountId: savings, charges, ...DATES,
    } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const loanId = res.json.loanId as number;
    assert.equal((await command(loanId, 'approve', { approvedOnDate: '12 January 2024', ...DATES })).status, 200);
    return { savings, loanId };
  };
  /** The loan's charge-payment transfers: their details, the savings withdrawal and the loan transaction. */
  const transfersOf = (loanId: number) => db()
    .selectFrom('m_account_transfer_transaction as att')
    .innerJoin('m_account_transfer_details as d', 'd.id', 'att.account_transfer_details_id')
    .innerJoin('m_savings_account_transaction as st', 'st.id', 'att.from_savings_transaction_id')
    .innerJoin('m_loan_transaction as lt', 'lt.id', 'att.to_loan_transaction_id')
    .select([
      'd.from_savings_account_id', 'd.to_loan_account_id', 'd.transfer_type', 'att.description', 'att.transaction_date', 'att.amount', 'att.is_reversed',
      'st.transaction_type_enum as savings_type', 'st.is_reversed as withdrawal_reversed', 'lt.id as loan_transaction_id', 'lt.transaction_type_enum as loan_type',
    ])
    .where('d.to_loan_account_id', '=', loanId)
    .orderBy('att.id')
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, amount: Number(r.amount) })));
  /** Debits less credits of an account over every journal entry. */
  const netOf = async (accountId: number) => {
    const row = await db().selectFrom('acc_gl_journal_entry')
      .select(sql<string>`coalesce(sum(case when type_enum = ${DEBIT} then amount else -amount end), 0)`.as('net'))
      .where('account_id', '=', accountId).executeTakeFirstOrThrow();
    return Number(row.net);
  };
  const unbalanced = async () => {
    const row = await db().selectFrom('acc_gl_journal_entry').select(sql<string>`coalesce(sum(case when type_enum = ${DEBIT} then amount else -amount end), 0)`.as('net')).executeTakeFirstOrThrow();
    return Number(row.net);
  };
  const entriesOf = (transactionId: string) =>
    db().selectFrom('acc_gl_journal_entry').select(['account_id', 'type_enum', 'amount']).where('transaction_id', '=', transactionId).orderBy('id').execute()
      .then((rows) => rows.map((r) => [r.account_id, r.type_enum, Number(r.amount)]).sort());

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2024-03-01');
    alice = await activeClient(t, 'Alice');
    for (const [name, type] of [['fund', 1], ['portfolio', 1], ['interest', 4], ['fees', 4], ['penalties', 4], ['recovery', 4], ['writeOff', 5], ['suspense', 1], ['overpaid', 2],
      ['liability', 2], ['savingsControl', 2], ['savingsReference', 1], ['overdraft', 1], ['savingsInterest', 5], ['savingsFees', 4], ['savingsPenalties', 4], ['savingsSuspense', 2],
      ['overdraftInterest', 4], ['savingsWriteOff', 5]] as const) {
      gl[name] = await createGlAccount(t, type, name);
    }
    await mapFinancialActivity(t, 200, gl.liability ?? 0);
    loanProduct = await createLoanProduct(t, {
      principal: 12000, accountingRule: 2, fundSourceAccountId: gl.fund, loanPortfolioAccountId: gl.portfolio, interestOnLoanAccountId: gl.interest,
      incomeFromFeeAccountId: gl.fees, incomeFromPenaltyAccountId: gl.penalties, incomeFromRecoveryAccountId: gl.recovery, writeOffAccountId: gl.writeOff,
      transfersInSuspenseAccountId: gl.suspense, overpaymentLiabilityAccountId: gl.overpaid,
    });
    savingsProduct = await createSavingsProduct(t, {
      nominalAnnualInterestRate: 0, accountingRule: 2, savingsReferenceAccountId: gl.savingsReference, savingsControlAccountId: gl.savingsControl,
      overdraftPortfolioControlId: gl.overdraft, interestOnSavingsAccountId: gl.savingsInterest, incomeFromFeeAccountId: gl.savingsFees,
      incomeFromPenaltyAccountId: gl.savingsPenalties, transfersInSuspenseAccountId: gl.savingsSuspense, incomeFromInterestId: gl.overdraftInterest, writeOffAccountId: gl.savingsWriteOff,
    });
    const charge = async (name: string, chargePaymentMode: number) => {
      const res = await t.call('POST', '/api/v1/charges', { body: {
        name, amount: 100, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 1, chargeCalculationType: 1, chargePaymentMode, active: true, locale: 'en',
      } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.json.resourceId as number;
    };
    transferFee = await charge('Disbursement fee by transfer', 1);
    cashFee = await charge('Disbursement fee at the desk', 0);
  });
  after(async () => t.close());

  it('pays the fee from savings at disbursal (repayment at disbursement, transfer rows, balanced entries), keeps it through a replay, gives it back on undo', async () => {
    const { savings, loanId } = await approvedLoan(1000, [{ chargeId: transferFee, amount: 100 }, { chargeId: cashFee, amount: 30 }]);
    const res = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}?command=disburse`, { max: 35, body: disburseBody });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(await balanceOf(savings), 900, 'the fee of 100 is withdrawn from the linked savings account');

    const loan = await loanOf(loanId);
    assert.equal(loan.status.id, 300);
    assert.deepEqual([loan.summary.feeChargesCharged, loan.summary.feeChargesPaid, loan.summary.feeChargesOutstanding], [130, 130, 0]);
    const atDisbursement = (loan.transactions ?? []).filter((x) => x.type.id === 5).map((x) => [x.amount, x.feeChargesPortion]);
    const atDisbursementIds = (loan.transactions ?? []).filter((x) => x.type.id === 5).map((x) => x.id);
    assert.deepEqual(atDisbursement, [[30, 30], [100, 100]], 'the desk fee with the disbursement, then one repayment at disbursement per transfer fee');
    assert.deepEqual((await chargesOf(loanId)).map((c) => [c.amount, c.amountPaid, c.amountOutstanding, c.paid]).sort(), [[100, 100, 0, true], [30, 30, 0, true]]);

    const transfers = await transfersOf(loanId);
    const paidBy = (loan.transactions ?? []).find((x) => x.type.id === 5 && x.amount === 100);
    assert.deepEqual(transfers, [{
      from_savings_account_id: savings, to_loan_account_id: loanId, transfer_type: 3, description: 'Loan Charge Payment', transaction_date: '2024-01-20', amount: 100,
      is_reversed: false, savings_type: 2, withdrawal_reversed: false, loan_transaction_id: paidBy?.id, loan_type: 5,
    }]);
    const paidByRows = await db().selectFrom('m_loan_charge_paid_by').select(['loan_transaction_id', 'amount']).where('loan_transaction_id', '=', paidBy?.id ?? 0).execute();
    assert.deepEqual(paidByRows.map((r) => [r.loan_transaction_id, Number(r.amount)]), [[paidBy?.id, 100]]);
    assert.deepEqual(await entriesOf(`L${paidBy?.id}`), [[gl.fees, CREDIT, 100], [gl.liability, DEBIT, 100]].sort(), 'fee income against the liability-transfer account');
    assert.equal(await netOf(gl.liability ?? 0), 0, 'the withdrawal credits what the charge payment debits');
    assert.equal(await netOf(gl.savingsControl ?? 0), -900);
    assert.equal(await unbalanced(), 0);

    // A back-dated repayment replays the loan: the charge's repayment at disbursement stays, and so does its transfer.
    for (const date of ['25 January 2024', '22 January 2024']) {
      const repaid = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: date, transactionAmount: 500, ...DATES } });
      assert.equal(repaid.status, 200, JSON.stringify(repaid.body));
    }
    const replayed = await loanOf(loanId);
    assert.deepEqual((replayed.transactions ?? []).filter((x) => x.type.id === 5).map((x) => [x.id, x.manuallyReversed]), [[atDisbursementIds[0], false], [paidBy?.id, false]]);
    assert.deepEqual((await transfersOf(loanId)).map((r) => [r.loan_transaction_id, r.is_reversed]), [[paidBy?.id, false]]);

    const undo = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}?command=undoDisbursal`, { max: 30, body: {} });
    assert.equal(undo.status, 200, JSON.stringify(undo.body));
    assert.equal(await balanceOf(savings), 1000, 'the withdrawal is undone with the disbursal');
    assert.deepEqual((await transfersOf(loanId)).map((r) => [r.is_reversed, r.withdrawal_reversed]), [[true, true]]);
    assert.deepEqual((await chargesOf(loanId)).map((c) => [c.amountPaid, c.amountOutstanding, c.paid]), [[0, 100, false], [0, 30, false]]);
    assert.deepEqual([await netOf(gl.liability ?? 0), await netOf(gl.fees ?? 0), await unbalanced()], [0, 0, 0]);

    const again = await command(loanId, 'disburse', disburseBody);
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.equal(await balanceOf(savings), 900, 'disbursed again, the fee is paid again');
    assert.deepEqual((await transfersOf(loanId)).map((r) => r.is_reversed), [true, false]);
  });

  it('refuses the whole disbursal when the savings balance cannot pay the fee, writing nothing', async () => {
    const { savings, loanId } = await approvedLoan(50, [{ chargeId: transferFee, amount: 100 }]);
    const entries = async () => Number((await db().selectFrom('acc_gl_journal_entry').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    const before = await entries();
    const res = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}?command=disburse`, { max: 30, status: 403, body: disburseBody });
    assert.deepEqual(codesOf(res.body), ['error.msg.savingsaccount.transaction.insufficient.account.balance']);
    assert.equal((await loanOf(loanId)).status.id, 200, 'still approved');
    assert.equal(await balanceOf(savings), 50);
    const loanTransactions = await db().selectFrom('m_loan_transaction').select('id').where('loan_id', '=', loanId).execute();
    assert.deepEqual([loanTransactions.length, (await transfersOf(loanId)).length, await entries()], [0, 0, before]);
    assert.deepEqual((await chargesOf(loanId)).map((c) => [c.amountPaid, c.amountOutstanding, c.paid]), [[0, 100, false]]);
  });

  it('pays the fee from the deposit of a disbursal into the same savings account (the whole amount deposited, the fee withdrawn)', async () => {
    const { savings, loanId } = await approvedLoan(0, [{ chargeId: transferFee, amount: 100 }]);
    const res = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}?command=disburseToSavings`, { max: 45, body: disburseBody });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(await balanceOf(savings), 11900);
    const moves = await db().selectFrom('m_savings_account_transaction').select(['transaction_type_enum', 'amount']).where('savings_account_id', '=', savings).orderBy('id').execute();
    assert.deepEqual(moves.map((m) => [m.transaction_type_enum, Number(m.amount)]), [[1, 12000], [2, 100]]);
    assert.deepEqual((await transfersOf(loanId)).map((r) => [r.transfer_type, r.loan_type, r.amount]), [[3, 5, 100]]);
    assert.deepEqual([await netOf(gl.liability ?? 0), await unbalanced()], [0, 0]);
  });
});
