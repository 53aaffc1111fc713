import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { activeClient, activeSavings, codesOf, createSavingsProduct, DATES, savingsTransaction, setBusinessDate } from '../../support/savings.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type History = { standingInstructionId: number; status: string; amount: number; errorLog?: string };

/**
 * Savings-to-loan transfers: standing instructions that repay a loan (Fineract's "Execute Standing Instruction" with
 * a loan destination, instruction type DUES (2) or FIXED (1)), and POST /accounttransfers to a loan. The loan is
 * 1,200 over 12 months at 1 % a month (equal installments of 106.62, the first due on 15 February 2024).
 */
describe('standing instructions and transfers to a loan', () => {
  let t: TestApp;
  let alice: number;
  let savingsProduct: number;
  let loanProduct: number;
  let seq = 0;

  const db = () => tenantTables(t.tenant.database.db);
  const newLoan = async (): Promise<number> => {
    const submitted = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId: alice, productId: loanProduct, loanType: 'individual', principal: 1200, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12,
        repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '15 January 2024', submittedOnDate: '10 January 2024', ...DATES,
      },
    });
    assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
    const loanId = submitted.json.loanId as number;
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '12 January 2024', ...DATES } })).status, 200);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '15 January 2024', ...DATES } })).status, 200);
    return loanId;
  };
  const savingsWith = async (deposit: number): Promise<number> => {
    const id = await activeSavings(t, alice, savingsProduct);
    assert.equal((await savingsTransaction(t, id, 'deposit', '05 January 2024', deposit)).status, 200);
    return id;
  };
  const instructionBody = (from: number, loanId: number, overrides: Record<string, unknown> = {}) => {
    seq += 1;
    return {
      name: `Loan dues ${seq}`, fromOfficeId: 1, fromClientId: alice, fromAccountType: 2, fromAccountId: from, toOfficeId: 1, toClientId: alice, toAccountType: 1,
      toAccountId: loanId, transferType: 2, priority: 2, status: 1, instructionType: 2, validFrom: '01 February 2024', recurrenceType: 2, ...DATES, ...overrides,
    };
  };
  const create = async (body: Record<string, unknown>): Promise<number> => {
    const res = await t.call('POST', '/api/v1/standinginstructions', { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };
  const runJob = async (): Promise<void> => {
    const res = await t.call('POST', '/api/v1/jobs/short-name/STI_EXEC?command=executeJob');
    assert.ok(res.status < 300, JSON.stringify(res.body));
  };
  const historyOf = async (id: number): Promise<History[]> => (await t.call('GET', `/api/v1/standinginstructionrunhistory?standingInstructionId=${id}`)).json.pageItems as History[];
  const balanceOf = async (savingsId: number): Promise<number> => Number((await db().selectFrom('m_savings_account').select('account_balance_derived').where('id', '=', savingsId).executeTakeFirstOrThrow()).account_balance_derived);
  const repaymentsOf = (loanId: number) =>
    db().selectFrom('m_loan_transaction').select(['id', 'transaction_date', 'amount', 'principal_portion_derived', 'interest_portion_derived']).where('loan_id', '=', loanId)
      .where('transaction_type_enum', '=', 2).where('is_reversed', '=', false).orderBy('id').execute()
      .then((rows) => rows.map((r) => ({ id: r.id, figures: [r.transaction_date, Number(r.amount), Number(r.principal_portion_derived), Number(r.interest_portion_derived)] })));
  const firstInstallment = (loanId: number) =>
    db().selectFrom('m_loan_repayment_schedule').select(['principal_amount', 'interest_amount', 'completed_derived']).where('loan_id', '=', loanId).where('installment', '=', 1).executeTakeFirstOrThrow()
      .then((r) => [Number(r.principal_amount), Number(r.interest_amount), r.completed_derived]);
  const linkOf = (repaymentId: number) =>
    db().selectFrom('m_account_transfer_transaction as tt').innerJoin('m_account_transfer_details as d', 'd.id', 'tt.account_transfer_details_id')
      .innerJoin('m_savings_account_transaction as st', 'st.id', 'tt.from_savings_transaction_id')
      .select(['d.transfer_type', 'd.to_loan_account_id', 'd.from_savings_account_id', 'st.transaction_type_enum', 'st.amount', 'tt.amount as transfer_amount'])
      .where('tt.to_loan_transaction_id', '=', repaymentId).executeTakeFirstOrThrow()
      .then((r) => [r.transfer_type, r.to_loan_account_id, r.from_savings_account_id, r.transaction_type_enum, Number(r.amount), Number(r.transfer_amount)]);

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2024-02-15');
    alice = await activeClient(t, 'Borrower');
    savingsProduct = await createSavingsProduct(t);
    loanProduct = await createLoanProduct(t, { name: 'Instalment loans', shortName: 'ILN', principal: 1200 });
  });
  after(async () => t.close());

  it('pays the installment due from savings on the due date (DUES, as per dues), once, and shows the loan as the destination', async () => {
    const loanId = await newLoan();
    const savingsId = await savingsWith(500);
    assert.deepEqual(await firstInstallment(loanId), [94.62, 12, false]);
    const created = await expectStatements(t, 'POST', '/api/v1/standinginstructions', { max: 9, body: instructionBody(savingsId, loanId) });
    const id = created.json.resourceId as number;
    assert.deepEqual(created.body, { resourceId: id, clientId: alice });
    const read = await t.call('GET', `/api/v1/standinginstructions/${id}`);
    assert.deepEqual([read.json.toAccountType, read.json.toAccount, read.json.transferType, read.json.instructionType, read.json.amount], [
      { id: 1, code: 'accountType.loan', value: 'Loan Account' }, { id: loanId, accountNo: (await db().selectFrom('m_loan').select('account_no').where('id', '=', loanId).executeTakeFirstOrThrow()).account_no },
      { id: 2, code: 'accountTransferType.loan.repayment', value: 'Loan Repayment' }, { id: 2, code: 'standingInstructionType.dues', value: 'Dues' }, undefined,
    ]);

    await runJob();
    const repayments = await repaymentsOf(loanId);
    assert.deepEqual(repayments.map((r) => r.figures), [['2024-02-15', 106.62, 94.62, 12]]);
    assert.deepEqual(await firstInstallment(loanId), [94.62, 12, true]);
    assert.equal(await balanceOf(savingsId), 500 - 106.62);
    assert.deepEqual(await linkOf(repayments[0]?.id ?? 0), [2, loanId, savingsId, 2, 106.62, 106.62]);
    assert.deepEqual((await historyOf(id)).map((h) => [h.status, h.amount]), [['success', 106.62]]);

    await runJob();
    await setBusinessDate(t, '2024-02-16');
    await runJob();
    assert.equal((await repaymentsOf(loanId)).length, 1, 'nothing more is due until the next installment');
    assert.deepEqual((await historyOf(id)).map((h) => h.status), ['success']);
    await setBusinessDate(t, '2024-02-15');
  });

  it('pays a fixed amount on its schedule (FIXED, periodic)', async () => {
    const loanId = await newLoan();
    const savingsId = await savingsWith(500);
    const id = await create(instructionBody(savingsId, loanId, { instructionType: 1, amount: 50, recurrenceType: 1, recurrenceFrequency: 0, recurrenceInterval: 1 }));
    await runJob();
    assert.deepEqual((await repaymentsOf(loanId)).map((r) => r.figures), [['2024-02-15', 50, 38, 12]]);
    assert.equal(await balanceOf(savingsId), 450);
    assert.deepEqual((await historyOf(id)).map((h) => [h.status, h.amount]), [['success', 50]]);
  });

  it('records a failed run when the savings balance does not cover the dues, and moves nothing', async () => {
    const loanId = await newLoan();
    const savingsId = await savingsWith(10);
    const id = await create(instructionBody(savingsId, loanId, { priority: 4 }));
    await runJob().catch(() => undefined);
    const history = await historyOf(id);
    assert.deepEqual(history.map((h) => [h.status, h.amount]), [['failed', 106.62]]);
    assert.match(history[0]?.errorLog ?? '', /insufficient\.account\.balance/);
    assert.deepEqual(await repaymentsOf(loanId), []);
    assert.equal(await balanceOf(savingsId), 10);
    assert.equal((await db().selectFrom('m_account_transfer_standing_instructions').select('last_run_date').where('id', '=', id).executeTakeFirstOrThrow()).last_run_date, null);
    await t.call('PUT', `/api/v1/standinginstructions/${id}?command=delete`, { body: {} });
  });

  it('refuses a loan instruction without a loan, a fixed one without an amount, and a repayment to savings', async () => {
    const savingsId = await savingsWith(10);
    const loanId = await newLoan();
    const unknown = await t.call('POST', '/api/v1/standinginstructions', { body: instructionBody(savingsId, 999999) });
    assert.deepEqual([unknown.status, ...codesOf(unknown.body)], [404, 'error.msg.loan.id.invalid']);
    const noAmount = await t.call('POST', '/api/v1/standinginstructions', { body: instructionBody(savingsId, loanId, { instructionType: 1 }) });
    assert.deepEqual([noAmount.status, ...codesOf(noAmount.body)], [400, 'validation.msg.standinginstruction.amount.cannot.be.blank']);
    const toSavings = await t.call('POST', '/api/v1/standinginstructions', { body: instructionBody(savingsId, savingsId, { toAccountType: 2, instructionType: 1, amount: 5, recurrenceType: 1, recurrenceFrequency: 0, recurrenceInterval: 1 }) });
    assert.deepEqual([toSavings.status, ...codesOf(toSavings.body)], [400, 'validation.msg.standinginstruction.transferType.not.loan.repayment']);
  });

  it('repays a loan through POST /accounttransfers: a repayment (type 2) linked to the withdrawal by a loan-repayment transfer', async () => {
    const loanId = await newLoan();
    const savingsId = await savingsWith(300);
    const body = {
      fromOfficeId: 1, fromClientId: alice, fromAccountType: 2, fromAccountId: savingsId, toOfficeId: 1, toClientId: alice, toAccountType: 1, toAccountId: loanId,
      transferDate: '15 February 2024', transferAmount: 120, transferDescription: 'pay ahead', ...DATES,
    };
    const res = await expectStatements(t, 'POST', '/api/v1/accounttransfers', { max: 23, body });
    assert.deepEqual(res.body, { savingsId, resourceId: res.json.resourceId });
    // The first installment (94.62 + 12) and the second's interest on the balance left (11.05), then 2.33 of its principal.
    const repayments = await repaymentsOf(loanId);
    assert.deepEqual(repayments.map((r) => r.figures), [['2024-02-15', 120, 96.95, 23.05]]);
    assert.deepEqual(await linkOf(repayments[0]?.id ?? 0), [2, loanId, savingsId, 2, 120, 120]);
    const transfers = await t.call('GET', `/api/v1/accounttransfers?accountDetailId=${res.json.resourceId as number}`);
    const item = (transfers.json.pageItems as Array<{ toAccountType: { id: number }; toAccount: { id: number }; transferAmount: number }>)[0];
    assert.deepEqual([item?.toAccountType.id, item?.toAccount.id, item?.transferAmount], [1, loanId, 120]);
    assert.equal(await balanceOf(savingsId), 180);
  });
  it('undoes the disbursal with the repayments from savings: the withdrawals are undone and the transfers marked reversed (Fineract reverseAllTransactions)', async () => {
    const loanId = await newLoan();
    const savingsId = await savingsWith(500);
    const instruction = await create(instructionBody(savingsId, loanId));
    await runJob();
    const transferred = await t.call('POST', '/api/v1/accounttransfers', { body: {
      fromOfficeId: 1, fromClientId: alice, fromAccountType: 2, fromAccountId: savingsId, toOfficeId: 1, toClientId: alice, toAccountType: 1, toAccountId: loanId,
      transferDate: '15 February 2024', transferAmount: 50, transferDescription: 'extra', ...DATES,
    } });
    assert.equal(transferred.status, 200, JSON.stringify(transferred.body));
    assert.equal(await balanceOf(savingsId), 500 - 106.62 - 50);
    assert.equal((await repaymentsOf(loanId)).length, 2);

    // A savings account that can no longer be changed refuses the whole undo: the loan and both transfers stay.
    await db().updateTable('m_savings_account').set({ status_enum: 600 }).where('id', '=', savingsId).execute();
    const refused = await t.call('POST', `/api/v1/loans/${loanId}?command=undoDisbursal`, { body: {} });
    assert.deepEqual([refused.status, codesOf(refused.body)], [400, ['validation.msg.savingsaccount.undotransaction.account.is.not.active']]);
    await db().updateTable('m_savings_account').set({ status_enum: 300 }).where('id', '=', savingsId).execute();
    assert.equal((await repaymentsOf(loanId)).length, 2);
    assert.equal(await balanceOf(savingsId), 500 - 106.62 - 50);
    const stillLive = await db().selectFrom('m_account_transfer_transaction as tt').innerJoin('m_account_transfer_details as d', 'd.id', 'tt.account_transfer_details_id')
      .select('tt.is_reversed').where('d.to_loan_account_id', '=', loanId).execute();
    assert.deepEqual(stillLive, [{ is_reversed: false }, { is_reversed: false }]);

    const undo = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}?command=undoDisbursal`, { max: 30, body: {} });
    assert.equal(undo.status, 200, JSON.stringify(undo.body));
    assert.equal(await balanceOf(savingsId), 500, 'both withdrawals are undone');
    assert.deepEqual(await repaymentsOf(loanId), []);
    const transfers = await db().selectFrom('m_account_transfer_transaction as tt').innerJoin('m_account_transfer_details as d', 'd.id', 'tt.account_transfer_details_id')
      .innerJoin('m_savings_account_transaction as st', 'st.id', 'tt.from_savings_transaction_id')
      .select(['tt.is_reversed', 'st.is_reversed as withdrawal_reversed']).where('d.to_loan_account_id', '=', loanId).orderBy('tt.id').execute();
    assert.deepEqual(transfers, [{ is_reversed: true, withdrawal_reversed: true }, { is_reversed: true, withdrawal_reversed: true }]);
    assert.deepEqual((await historyOf(instruction)).map((h) => h.status), ['success'], 'the run history stays');
  });
});
