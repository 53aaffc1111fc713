import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createGlAccount, CREDIT, DEBIT, mapFinancialActivity } from '../../support/accounting.ts';
import { createSavingsProduct, DATES, savingsCommand, savingsTransaction, submitSavings } from '../../support/savings.ts';
import { replayOptions } from '../../../src/modules/loans/loan-transactions/loan-transactions.replay.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string };
const codesOf = (body: unknown): string[] => {
  const b = body as { errors?: Item[]; userMessageGlobalisationCode?: string };
  return b.errors !== undefined && b.errors.length > 0 ? b.errors.map((e) => e.userMessageGlobalisationCode) : [b.userMessageGlobalisationCode ?? ''];
};

/**
 * Repayments and their kin on a flat-interest loan: 1,000 over 3 months at 1 % a month, so each installment is
 * 333.33 / 333.33 / 333.34 principal and 10.00 interest (Fineract's flat schedule), with the standard strategy
 * (penalties, fees, interest, principal per installment, in due-date order).
 */
describe('loan repayments', () => {
  let t: TestApp;
  let clientId: number;
  let cashProduct: number;
  let gl: Record<string, number>;

  const db = () => tenantTables(t.tenant.database.db);
  const loanCommand = (loanId: number, name: string, body: Record<string, unknown>) => t.call('POST', `/api/v1/loans/${loanId}?command=${name}`, { body });
  const transact = (loanId: number, name: string, body: Record<string, unknown>) => t.call('POST', `/api/v1/loans/${loanId}/transactions?command=${name}`, { body: { ...DATES, ...body } });
  const activeLoan = async (productId = cashProduct): Promise<number> => {
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
  const transactionsOf = (loanId: number) =>
    db().selectFrom('m_loan_transaction').select(['id', 'transaction_type_enum', 'amount', 'principal_portion_derived', 'interest_portion_derived', 'overpayment_portion_derived', 'outstanding_loan_balance_derived', 'is_reversed', 'external_id'])
      .where('loan_id', '=', loanId).orderBy('id').execute();
  const figures = (rows: Awaited<ReturnType<typeof transactionsOf>>) =>
    rows.map((r) => [r.transaction_type_enum, Number(r.amount), Number(r.principal_portion_derived ?? 0), Number(r.interest_portion_derived ?? 0), Number(r.overpayment_portion_derived ?? 0), r.is_reversed]);
  const entriesOf = (transactionId: number) =>
    db().selectFrom('acc_gl_journal_entry').select(['account_id', 'type_enum', 'amount']).where('transaction_id', '=', `L${transactionId}`).orderBy('id').execute()
      .then((rows) => rows.map((r) => [r.account_id, r.type_enum, Number(r.amount)]));
  const loanOf = async (loanId: number) => (await t.call('GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule`)).json;

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '2023-01-10', dateFormat: 'yyyy-MM-dd', locale: 'en' } })).status, 200);
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Rene', lastname: 'Repays', active: true, activationDate: '01 January 2022', ...DATES } });
    clientId = client.json.clientId as number;
    gl = {
      fund: await createGlAccount(t, 1, 'Fund'), portfolio: await createGlAccount(t, 1, 'Portfolio'), interestIncome: await createGlAccount(t, 4, 'Interest'),
      feeIncome: await createGlAccount(t, 4, 'Fees'), penaltyIncome: await createGlAccount(t, 4, 'Penalties'), recovery: await createGlAccount(t, 4, 'Recovery'),
      writeOff: await createGlAccount(t, 5, 'Write-off'), suspense: await createGlAccount(t, 1, 'Suspense'), overpayment: await createGlAccount(t, 2, 'Overpaid'),
      goodwill: await createGlAccount(t, 5, 'Goodwill'), goodwillInterest: await createGlAccount(t, 4, 'Goodwill interest'), goodwillFees: await createGlAccount(t, 4, 'Goodwill fees'),
    };
    cashProduct = await createLoanProduct(t, {
      name: 'Flat Cash', shortName: 'FLC', principal: 1000, numberOfRepayments: 3, interestType: 1, accountingRule: 2,
      fundSourceAccountId: gl.fund, loanPortfolioAccountId: gl.portfolio, interestOnLoanAccountId: gl.interestIncome, incomeFromFeeAccountId: gl.feeIncome,
      incomeFromPenaltyAccountId: gl.penaltyIncome, incomeFromRecoveryAccountId: gl.recovery, writeOffAccountId: gl.writeOff, transfersInSuspenseAccountId: gl.suspense,
      overpaymentLiabilityAccountId: gl.overpayment, goodwillCreditAccountId: gl.goodwill,
      incomeFromGoodwillCreditInterestAccountId: gl.goodwillInterest, incomeFromGoodwillCreditFeesAccountId: gl.goodwillFees, incomeFromGoodwillCreditPenaltyAccountId: gl.goodwillFees,
    });
  });
  after(async () => t.close());

  it('allocates repayments in advance, posts them, and answers the template and the transaction', async () => {
    const loanId = await activeLoan();
    const template = await t.call('GET', `/api/v1/loans/${loanId}/transactions/template?command=repayment`);
    assert.equal(template.status, 200, JSON.stringify(template.body));
    assert.deepEqual([template.json.amount, template.json.principalPortion, template.json.interestPortion, template.json.date], [343.33, 333.33, 10, [2023, 2, 1]]);

    const first = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { max: 7, body: { transactionDate: '10 January 2023', transactionAmount: 100, note: 'first', ...DATES } });
    assert.equal(first.json.loanId, loanId);
    const firstId = first.json.resourceId as number;
    const second = await transact(loanId, 'repayment', { transactionDate: '10 January 2023', transactionAmount: 500, externalId: 'rep-2' });
    assert.equal(second.status, 200, JSON.stringify(second.body));
    const txs = await transactionsOf(loanId);
    assert.deepEqual(figures(txs.filter((x) => x.transaction_type_enum === 2)), [
      [2, 100, 90, 10, 0, false],
      [2, 500, 490, 10, 0, false],
    ]);
    assert.deepEqual(txs.filter((x) => x.transaction_type_enum === 2).map((x) => Number(x.outstanding_loan_balance_derived)), [910, 420]);
    assert.deepEqual(await entriesOf(firstId), [[gl.portfolio, CREDIT, 90], [gl.interestIncome, CREDIT, 10], [gl.fund, DEBIT, 100]]);

    const loan = await loanOf(loanId);
    const summary = loan.summary as Record<string, number>;
    assert.deepEqual([summary.principalPaid, summary.interestPaid, summary.principalOutstanding, summary.interestOutstanding, summary.totalOutstanding], [580, 20, 420, 10, 430]);
    const periods = (loan.repaymentSchedule as { periods: Record<string, unknown>[] }).periods.slice(1);
    assert.deepEqual(periods.map((p) => [p.totalPaidForPeriod, p.totalPaidInAdvanceForPeriod, p.complete]), [[343.33, 343.33, true], [256.67, 256.67, false], [0, 0, false]]);

    const read = await t.call('GET', `/api/v1/loans/${loanId}/transactions/${firstId}`);
    assert.equal(read.status, 200, JSON.stringify(read.body));
    assert.deepEqual([read.json.amount, read.json.principalPortion, (read.json.type as { code: string }).code, read.json.date], [100, 90, 'loanTransactionType.repayment', [2023, 1, 10]]);
    const byExternal = await t.call('GET', `/api/v1/loans/${loanId}/transactions/external-id/rep-2`);
    assert.equal(byExternal.json.amount, 500);
    assert.equal((await t.call('GET', `/api/v1/loans/${loanId}/transactions/999999`)).status, 404);
  });

  it('undoes a repayment by adjusting it to zero and replays the later one (REPLAYED), then closes and overpays the loan', async () => {
    const loanId = await activeLoan();
    const first = (await transact(loanId, 'repayment', { transactionDate: '05 January 2023', transactionAmount: 100 })).json.resourceId as number;
    const second = (await transact(loanId, 'repayment', { transactionDate: '10 January 2023', transactionAmount: 500, externalId: 'keep-me' })).json.resourceId as number;
    const undo = await t.call('POST', `/api/v1/loans/${loanId}/transactions/${first}`, { body: { transactionDate: '05 January 2023', transactionAmount: 0, ...DATES } });
    assert.equal(undo.status, 200, JSON.stringify(undo.body));
    const txs = await transactionsOf(loanId);
    const repayments = txs.filter((x) => x.transaction_type_enum === 2);
    assert.deepEqual(figures(repayments), [
      [2, 100, 90, 10, 0, true],
      [2, 500, 490, 10, 0, true],
      [2, 500, 480, 20, 0, false],
    ]);
    const replacement = repayments[2];
    assert.equal(replacement?.external_id, 'keep-me', 'the replacement keeps the external id');
    const relation = await db().selectFrom('m_loan_transaction_relation').select(['from_loan_transaction_id', 'to_loan_transaction_id', 'relation_type_enum']).where('to_loan_transaction_id', '=', second).execute();
    assert.deepEqual(relation.map((r) => [r.from_loan_transaction_id, r.relation_type_enum]), [[replacement?.id, 3]]);
    assert.deepEqual(await entriesOf(second), [[gl.portfolio, CREDIT, 490], [gl.interestIncome, CREDIT, 10], [gl.fund, DEBIT, 500], [gl.portfolio, DEBIT, 490], [gl.interestIncome, DEBIT, 10], [gl.fund, CREDIT, 500]]);
    const again = await t.call('POST', `/api/v1/loans/${loanId}/transactions/${first}`, { body: { transactionDate: '05 January 2023', transactionAmount: 0, ...DATES } });
    assert.equal(again.status, 403);
    assert.deepEqual(codesOf(again.body), ['error.msg.loan.transaction.adjustment.is.only.allowed.to.repayment.or.waiver.or.creditbalancerefund.transactions']);

    const rest = await transact(loanId, 'repayment', { transactionDate: '10 January 2023', transactionAmount: 530 });
    assert.equal(rest.status, 200, JSON.stringify(rest.body));
    let loan = await loanOf(loanId);
    assert.equal((loan.status as { id: number }).id, 600);
    assert.deepEqual((loan.timeline as Record<string, unknown>).closedOnDate, [2023, 1, 10]);
    const over = await transact(loanId, 'repayment', { transactionDate: '10 January 2023', transactionAmount: 10 });
    assert.equal(over.status, 200, JSON.stringify(over.body));
    loan = await loanOf(loanId);
    assert.equal((loan.status as { id: number }).id, 700);
    assert.equal(loan.totalOverpaid, 10);
    assert.deepEqual(await entriesOf(over.json.resourceId as number), [[gl.overpayment, CREDIT, 10], [gl.fund, DEBIT, 10]]);
    const undoOver = await t.call('POST', `/api/v1/loans/${loanId}/transactions/${over.json.resourceId as number}`, { body: { transactionDate: '10 January 2023', transactionAmount: 0, ...DATES } });
    assert.equal(undoOver.status, 200, JSON.stringify(undoOver.body));
    assert.equal(((await loanOf(loanId)).status as { id: number }).id, 600);
  });

  it('refuses what Fineract refuses', async () => {
    const loanId = await activeLoan();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ transactionDate: '11 January 2023', transactionAmount: 10 }, 403, 'error.msg.loan.transaction.cannot.be.a.future.date'],
      [{ transactionDate: '31 December 2022', transactionAmount: 10 }, 403, 'error.msg.loan.transaction.cannot.be.before.disbursement.date'],
      [{ transactionDate: '10 January 2023' }, 400, 'validation.msg.loan.transaction.transactionAmount.cannot.be.blank'],
      [{ transactionDate: '10 January 2023', transactionAmount: -5 }, 400, 'validation.msg.loan.transaction.transactionAmount.not.greater.than.zero'],
      [{ transactionDate: '10 January 2023', transactionAmount: 5, colour: 'red' }, 400, 'error.msg.parameter.unsupported'],
      [{ transactionDate: '10 January 2023', transactionAmount: 5, paymentTypeId: 9999 }, 404, 'error.msg.payment.type.invalid'],
    ];
    for (const [body, status, code] of cases) {
      const res = await transact(loanId, 'repayment', body);
      assert.equal(res.status, status, `${JSON.stringify(body)} → ${JSON.stringify(res.body)}`);
      assert.deepEqual(codesOf(res.body), [code], JSON.stringify(body));
    }
    const waiver = await transact(loanId, 'waiveinterest', { transactionDate: '10 January 2023', transactionAmount: 31 });
    assert.equal(waiver.status, 403);
    assert.deepEqual(codesOf(waiver.body), ['error.msg.loan.waive.interest.amount.exceeds.total.outstanding.interest']);
    assert.equal((await transact(loanId, 'recoverypayment', { transactionDate: '10 January 2023', transactionAmount: 5 })).status, 400);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=reAge`, { body: { ...DATES } })).status, 400);
    assert.equal((await transact(999999, 'repayment', { transactionDate: '10 January 2023', transactionAmount: 5 })).status, 404);
    const reader = await createUserWithPermissions(t.tenant.database.db, 'loan-reader', ['READ_LOAN']);
    const denied = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '10 January 2023', transactionAmount: 5, ...DATES }, auth: reader });
    assert.equal(denied.status, 403);
    assert.equal((await transactionsOf(loanId)).filter((x) => x.transaction_type_enum === 2).length, 0, 'nothing was written');
  });

  it('waives interest, writes off the rest, and recovers on the written-off loan', async () => {
    const loanId = await activeLoan();
    const waived = await transact(loanId, 'waiveinterest', { transactionDate: '10 January 2023', transactionAmount: 10 });
    assert.equal(waived.status, 200, JSON.stringify(waived.body));
    assert.deepEqual(await entriesOf(waived.json.resourceId as number), [], 'cash rule: a waiver posts nothing');
    let loan = await loanOf(loanId);
    assert.equal((loan.summary as Record<string, number>).interestWaived, 10);
    const writeOff = await transact(loanId, 'writeoff', { transactionDate: '10 January 2023', note: 'gone' });
    assert.equal(writeOff.status, 200, JSON.stringify(writeOff.body));
    const txs = await transactionsOf(loanId);
    assert.deepEqual(figures(txs.filter((x) => x.transaction_type_enum === 6)), [[6, 1020, 1000, 20, 0, false]]);
    assert.deepEqual(await entriesOf(writeOff.json.resourceId as number), [[gl.writeOff, DEBIT, 1000], [gl.portfolio, CREDIT, 1000]]);
    loan = await loanOf(loanId);
    assert.equal((loan.status as { id: number }).id, 601);
    assert.equal((loan.summary as Record<string, number>).totalWrittenOff, 1020);
    const tooMuch = await transact(loanId, 'recoverypayment', { transactionDate: '10 January 2023', transactionAmount: 2000 });
    assert.equal(tooMuch.status, 403);
    assert.deepEqual(codesOf(tooMuch.body), ['error.msg.loan.transaction.cannot.be.greater.than.total.written.off']);
    const recovered = await transact(loanId, 'recoverypayment', { transactionDate: '10 January 2023', transactionAmount: 50 });
    assert.equal(recovered.status, 200, JSON.stringify(recovered.body));
    assert.deepEqual(await entriesOf(recovered.json.resourceId as number), [[gl.fund, DEBIT, 50], [gl.recovery, CREDIT, 50]]);
    const repay = await transact(loanId, 'repayment', { transactionDate: '10 January 2023', transactionAmount: 5 });
    assert.deepEqual(codesOf(repay.body), ['error.msg.loan.must.be.active.fully.paid.or.overpaid']);
  });

  it('posts a goodwill credit to the goodwill expense, and refuses to edit it', async () => {
    const loanId = await activeLoan();
    const credit = await transact(loanId, 'goodwillCredit', { transactionDate: '10 January 2023', transactionAmount: 300 });
    assert.equal(credit.status, 200, JSON.stringify(credit.body));
    const id = credit.json.resourceId as number;
    assert.deepEqual(await entriesOf(id), [[gl.portfolio, CREDIT, 290], [gl.interestIncome, CREDIT, 10], [gl.goodwill, DEBIT, 290], [gl.goodwillInterest, DEBIT, 10]]);
    const edit = await t.call('POST', `/api/v1/loans/${loanId}/transactions/${id}`, { body: { transactionDate: '10 January 2023', transactionAmount: 200, ...DATES } });
    assert.equal(edit.status, 403);
    assert.deepEqual(codesOf(edit.body), ['error.msg.loan.transaction.error.msg.loan.transaction.update.not.allowed']);
  });

  it('repays a loan from a savings account by account transfer, posting to the liability-transfer account', async () => {
    const transfer = await createGlAccount(t, 2, 'Liability transfer');
    await mapFinancialActivity(t, 200, transfer);
    const savingsId = await submitSavings(t, clientId, await createSavingsProduct(t), { submittedOnDate: '01 December 2022' });
    assert.equal((await savingsCommand(t, savingsId, 'approve', { approvedOnDate: '01 December 2022', ...DATES })).status, 200);
    assert.equal((await savingsCommand(t, savingsId, 'activate', { activatedOnDate: '01 December 2022', ...DATES })).status, 200);
    assert.equal((await savingsTransaction(t, savingsId, 'deposit', '02 December 2022', 1000)).status, 200);
    const loanId = await activeLoan();
    const body = {
      fromOfficeId: 1, fromClientId: clientId, fromAccountType: 2, fromAccountId: savingsId, toOfficeId: 1, toClientId: clientId, toAccountType: 1, toAccountId: loanId,
      transferDate: '10 January 2023', transferAmount: 100, transferDescription: 'instalment', ...DATES,
    };
    const res = await t.call('POST', '/api/v1/accounttransfers', { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const link = await db().selectFrom('m_account_transfer_transaction').select(['from_savings_transaction_id', 'to_loan_transaction_id']).where('account_transfer_details_id', '=', res.json.resourceId as number).executeTakeFirstOrThrow();
    const repayment = (await transactionsOf(loanId)).find((x) => x.id === link.to_loan_transaction_id);
    assert.deepEqual(figures(repayment === undefined ? [] : [repayment]), [[2, 100, 90, 10, 0, false]]);
    assert.deepEqual(await entriesOf(link.to_loan_transaction_id ?? 0), [[gl.portfolio, CREDIT, 90], [gl.interestIncome, CREDIT, 10], [transfer, DEBIT, 100]]);
    const balance = await db().selectFrom('m_savings_account').select('account_balance_derived').where('id', '=', savingsId).executeTakeFirstOrThrow();
    assert.equal(Number(balance.account_balance_derived), 900);
    const tooLate = await t.call('POST', '/api/v1/accounttransfers', { body: { ...body, transferDate: '31 December 2022' } });
    assert.equal(tooLate.status, 403, JSON.stringify(tooLate.body));
    assert.deepEqual(codesOf(tooLate.body), ['error.msg.loan.transaction.cannot.be.before.disbursement.date']);
    assert.equal(Number((await db().selectFrom('m_savings_account').select('account_balance_derived').where('id', '=', savingsId).executeTakeFirstOrThrow()).account_balance_derived), 900, 'the refused transfer left the savings account alone');
  });
  it('puts a repayment dated after the others on top of the stored figures, with what a full replay gives', async () => {
    const setDate = (date: string) => t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date, dateFormat: 'yyyy-MM-dd', locale: 'en' } });
    assert.equal((await setDate('2023-03-20')).status, 200);
    const steps: [string, string, number][] = [
      ['repayment', '10 January 2023', 100], ['waiveinterest', '10 January 2023', 5], ['repayment', '05 February 2023', 300],
      ['goodwillCredit', '05 February 2023', 50], ['repayment', '01 March 2023', 400], ['repayment', '20 March 2023', 700],
    ];
    const run = async (appendRepayments: boolean) => {
      const loanId = await activeLoan();
      replayOptions.appendRepayments = appendRepayments;
      try {
        for (const [command, transactionDate, transactionAmount] of steps) {
          const res = command === 'repayment' && transactionDate === '01 March 2023'
            ? (await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { max: appendRepayments ? 7 : 13, body: { transactionDate, transactionAmount, note: 'on top', ...DATES } }))
            : await transact(loanId, command, { transactionDate, transactionAmount });
          assert.equal(res.status, 200, JSON.stringify(res.body));
        }
      } finally {
        replayOptions.appendRepayments = true;
      }
      return loanId;
    };
    const appended = await run(true);
    const replayed = await run(false);
    assert.equal((await setDate('2023-01-10')).status, 200);
    const stateOf = async (loanId: number) => {
      const txs = await db().selectFrom('m_loan_transaction').select(['id', 'transaction_type_enum', 'transaction_date', 'amount', 'principal_portion_derived', 'interest_portion_derived',
        'fee_charges_portion_derived', 'penalty_charges_portion_derived', 'overpayment_portion_derived', 'outstanding_loan_balance_derived', 'is_reversed']).where('loan_id', '=', loanId).orderBy('id').execute();
      const mappings = await db().selectFrom('m_loan_transaction_repayment_schedule_mapping as m').innerJoin('m_loan_repayment_schedule as s', 's.id', 'm.loan_repayment_schedule_id')
        .select(['m.loan_transaction_id', 's.installment', 'm.amount', 'm.principal_portion_derived', 'm.interest_portion_derived']).where('s.loan_id', '=', loanId).orderBy('m.loan_transaction_id').orderBy('s.installment').execute();
      const schedule = await db().selectFrom('m_loan_repayment_schedule').selectAll().where('loan_id', '=', loanId).orderBy('installment').execute();
      const loan = await db().selectFrom('m_loan').selectAll().where('id', '=', loanId).executeTakeFirstOrThrow();
      const entries = await Promise.all(txs.map((x) => entriesOf(x.id)));
      const ids = new Map(txs.map((x, i) => [x.id, i]));
      const notes = await db().selectFrom('m_note').select(['loan_transaction_id', 'note', 'note_type_enum', 'created_by', 'last_modified_by']).where('loan_id', '=', loanId).orderBy('id').execute();
      const notifications = await db().selectFrom('notification_generator').select(['object_type', 'action', 'actor', 'is_system_generated', 'notification_content'])
        .where('object_type', '=', 'loan').where('object_identifier', '=', loanId).orderBy('id').execute();
      const keep = (row: Record<string, unknown>, drop: readonly string[]) => Object.fromEntries(Object.entries(row).filter(([k]) => !drop.includes(k)));
      return {
        txs: txs.map((x) => keep(x, ['id'])), entries, notes: notes.map((n) => ({ ...n, loan_transaction_id: ids.get(n.loan_transaction_id ?? 0) })), notifications, mappings: mappings.map((m) => ({ ...m, loan_transaction_id: ids.get(m.loan_transaction_id) })),
        schedule: schedule.map((r) => keep(r, ['id', 'loan_id', 'created_on_utc', 'last_modified_on_utc'])),
        loan: keep(loan, ['id', 'account_no', 'external_id', 'created_on_utc', 'last_modified_on_utc', 'approvedon_date', 'submittedon_date']),
      };
    };
    const [a, b] = [await stateOf(appended), await stateOf(replayed)];
    assert.deepEqual(a, b);
    assert.deepEqual(a.notes.map((n) => [n.loan_transaction_id, n.note, n.note_type_enum]), [[6, 'on top', 300]], 'the appended repayment wrote its note');
    assert.equal(a.notifications.filter((n) => n.action === 'repaymentMade').length, 4, 'each repayment notified once');
    assert.equal(a.loan.loan_status_id, 700, 'the last repayment overpays the loan');
    assert.equal(a.txs.filter((x) => x.is_reversed === true).length, 0, 'nothing was replayed');
  });
  it('replays in full when the stored installment figures do not add up to the repayments, which rewrites them', async () => {
    const loanId = await activeLoan();
    assert.equal((await transact(loanId, 'repayment', { transactionDate: '10 January 2023', transactionAmount: 100 })).status, 200);
    const first = () => db().selectFrom('m_loan_repayment_schedule').select(['principal_completed_derived', 'interest_completed_derived'])
      .where('loan_id', '=', loanId).where('installment', '=', 1).executeTakeFirstOrThrow();
    await db().updateTable('m_loan_repayment_schedule').set({ principal_completed_derived: '140' }).where('loan_id', '=', loanId).where('installment', '=', 1).execute();
    assert.equal((await transact(loanId, 'repayment', { transactionDate: '10 January 2023', transactionAmount: 100 })).status, 200);
    const row = await first();
    assert.deepEqual([Number(row.principal_completed_derived), Number(row.interest_completed_derived)], [190, 10]);
  });
});
