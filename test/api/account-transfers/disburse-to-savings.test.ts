import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createGlAccount, mapFinancialActivity } from '../../support/accounting.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { activeClient, activeSavings, codesOf, createSavingsProduct, DATES, savingsTransaction, setBusinessDate, submitSavings } from '../../support/savings.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

function applicationBody(clientId: number, productId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    clientId, productId, loanType: 'individual', principal: 12000, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12,
    repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
    transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '15 January 2024', submittedOnDate: '10 January 2024',
    ...DATES, ...overrides,
  };
}

/** A loan's linked savings account (linkAccountId) and ?command=disburseToSavings, Fineract's disbursement by account transfer. */
describe('disburse to savings', () => {
  let t: TestApp;
  let alice: number;
  let bob: number;
  let loanProduct: number;
  let savingsProduct: number;

  const db = () => tenantTables(t.tenant.database.db);
  const command = (loanId: number, name: string, body: Record<string, unknown>) => t.call('POST', `/api/v1/loans/${loanId}?command=${name}`, { body });
  const disburseBody = { actualDisbursementDate: '20 January 2024', ...DATES };
  const balanceOf = async (accountId: number): Promise<number> => ((await t.call('GET', `/api/v1/savingsaccounts/${accountId}`)).json.summary as { accountBalance: number }).accountBalance;
  const submitLoan = async (productId: number, overrides: Record<string, unknown> = {}) => t.call('POST', '/api/v1/loans', { body: applicationBody(alice, productId, overrides) });
  const approvedLoan = async (productId: number, overrides: Record<string, unknown> = {}): Promise<number> => {
    const res = await submitLoan(productId, overrides);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const loanId = res.json.loanId as number;
    assert.equal((await command(loanId, 'approve', { approvedOnDate: '12 January 2024', ...DATES })).status, 200);
    return loanId;
  };
  const linkedAccountOf = async (loanId: number, associations: string) => (await t.call('GET', `/api/v1/loans/${loanId}?associations=${associations}`)).json.linkedAccount;
  const statusOf = async (loanId: number) => ((await t.call('GET', `/api/v1/loans/${loanId}`)).json.status as { id: number }).id;

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2024-03-01');
    alice = await activeClient(t, 'Alice');
    bob = await activeClient(t, 'Bob');
    loanProduct = await createLoanProduct(t, {});
    savingsProduct = await createSavingsProduct(t);
  });
  after(async () => t.close());

  it('stores linkAccountId and shows the linked account with associations=linkedAccount and all', async () => {
    const savings = await activeSavings(t, alice, savingsProduct);
    const res = await submitLoan(loanProduct, { linkAccountId: savings });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const loanId = res.json.loanId as number;
    const accountNo = (await t.call('GET', `/api/v1/savingsaccounts/${savings}`)).json.accountNo as string;
    const read = await expectStatements(t, 'GET', `/api/v1/loans/${loanId}?associations=linkedAccount`, { max: 2 });
    assert.deepEqual(read.json.linkedAccount, { id: savings, accountNo });
    assert.deepEqual(await linkedAccountOf(loanId, 'all'), { id: savings, accountNo });
    assert.equal(await linkedAccountOf(loanId, 'charges'), undefined);
    const rows = await db().selectFrom('m_portfolio_account_associations').select(['linked_savings_account_id', 'association_type_enum', 'is_active']).where('loan_account_id', '=', loanId).execute();
    assert.deepEqual(rows, [{ linked_savings_account_id: savings, association_type_enum: 1, is_active: true }]);
  });

  it('refuses a linkAccountId that is unknown, inactive or of another client, as Fineract', async () => {
    const unknown = await submitLoan(loanProduct, { linkAccountId: 999999 });
    assert.equal(unknown.status, 404);
    assert.deepEqual(codesOf(unknown.body), ['error.msg.saving.account.id.invalid']);
    const pending = await submitLoan(loanProduct, { linkAccountId: await submitSavings(t, alice, savingsProduct) });
    assert.equal(pending.status, 400);
    assert.deepEqual(codesOf(pending.body), ['validation.msg.loan.linked.savings.account.is.not.active']);
    const others = await submitLoan(loanProduct, { linkAccountId: await activeSavings(t, bob, savingsProduct) });
    assert.equal(others.status, 400);
    assert.deepEqual(codesOf(others.body), ['validation.msg.loan.linked.savings.account.not.belongs.to.same.client']);
  });

  it('changes the link on modification (reported in changes) and removes it with linkAccountId null', async () => {
    const first = await activeSavings(t, alice, savingsProduct);
    const second = await activeSavings(t, alice, savingsProduct);
    const loanId = (await submitLoan(loanProduct, { linkAccountId: first })).json.loanId as number;
    const moved = await t.call('PUT', `/api/v1/loans/${loanId}`, { body: { linkAccountId: second } });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    assert.deepEqual(moved.json.changes, { linkAccountId: second });
    assert.equal(((await linkedAccountOf(loanId, 'linkedAccount')) as { id: number }).id, second);
    const removed = await t.call('PUT', `/api/v1/loans/${loanId}`, { body: { linkAccountId: null } });
    assert.equal(removed.status, 200, JSON.stringify(removed.body));
    assert.equal(await linkedAccountOf(loanId, 'linkedAccount'), undefined);
  });

  it('disburses the loan and deposits the amount into the linked savings account as one transfer (Fineract: balance + 12,000)', async () => {
    const savings = await activeSavings(t, alice, savingsProduct);
    assert.equal((await savingsTransaction(t, savings, 'deposit', '05 January 2024', 1000)).status, 200);
    const loanId = await approvedLoan(loanProduct, { linkAccountId: savings });
    const res = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}?command=disburseToSavings`, { max: 60, body: { ...disburseBody, transactionAmount: 12000 } });
    assert.equal(res.json.loanId, loanId);
    assert.equal(await statusOf(loanId), 300);
    assert.equal(await balanceOf(savings), 13000);
    const link = await db()
      .selectFrom('m_account_transfer_transaction as att')
      .innerJoin('m_account_transfer_details as d', 'd.id', 'att.account_transfer_details_id')
      .innerJoin('m_loan_transaction as lt', 'lt.id', 'att.from_loan_transaction_id')
      .innerJoin('m_savings_account_transaction as st', 'st.id', 'att.to_savings_transaction_id')
      .select(['d.from_loan_account_id', 'd.to_savings_account_id', 'd.from_client_id', 'd.to_client_id', 'd.transfer_type', 'lt.transaction_type_enum as loan_type', 'st.transaction_type_enum as savings_type', 'st.amount', 'att.description', 'att.transaction_date'])
      .where('d.from_loan_account_id', '=', loanId)
      .execute();
    assert.deepEqual(link.map((l) => ({ ...l, amount: Number(l.amount) })), [{
      from_loan_account_id: loanId, to_savings_account_id: savings, from_client_id: alice, to_client_id: alice, transfer_type: 1,
      loan_type: 1, savings_type: 1, amount: 12000, description: 'Loan Disbursement', transaction_date: '2024-01-20',
    }]);

    const undo = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}?command=undoDisbursal`, { max: 70, body: {} });
    assert.equal(undo.status, 200, JSON.stringify(undo.body));
    assert.equal(await statusOf(loanId), 200, 'approved again');
    assert.equal(await balanceOf(savings), 1000, 'the deposit is reversed with the disbursal (Fineract reverseAllTransactions)');
    const legs = await db()
      .selectFrom('m_account_transfer_transaction as att')
      .innerJoin('m_account_transfer_details as d', 'd.id', 'att.account_transfer_details_id')
      .innerJoin('m_savings_account_transaction as st', 'st.id', 'att.to_savings_transaction_id')
      .select(['att.is_reversed', 'st.is_reversed as deposit_reversed'])
      .where('d.from_loan_account_id', '=', loanId)
      .execute();
    assert.deepEqual(legs, [{ is_reversed: true, deposit_reversed: true }]);
    assert.equal((await command(loanId, 'disburseToSavings', { ...disburseBody, transactionAmount: 12000 })).status, 200, 'it can be disbursed again');
    assert.equal(await balanceOf(savings), 13000);
  });

  it('keeps the disbursal when the savings account no longer holds the deposit, as the savings undo refuses', async () => {
    const savings = await activeSavings(t, alice, savingsProduct);
    const loanId = await approvedLoan(loanProduct, { linkAccountId: savings });
    assert.equal((await command(loanId, 'disburseToSavings', disburseBody)).status, 200);
    const before = await balanceOf(savings);
    const spent = await savingsTransaction(t, savings, 'withdrawal', '25 January 2024', before);
    assert.equal(spent.status, 200, JSON.stringify(spent.body));
    const undo = await command(loanId, 'undoDisbursal', {});
    assert.equal(undo.status, 400, JSON.stringify(undo.body));
    assert.deepEqual(codesOf(undo.body), ['validation.msg.savingsaccount.undotransaction.results.in.balance.going.negative']);
    assert.equal(await statusOf(loanId), 300, 'nothing of the undo is kept');
    assert.equal(await balanceOf(savings), 0);
  });

  it('undoes a repayment from the disbursed money before the deposit, newest transfer first (Fineract reverseAllTransactions)', async () => {
    const savings = await activeSavings(t, alice, savingsProduct);
    assert.equal((await savingsTransaction(t, savings, 'deposit', '05 January 2024', 1000)).status, 200);
    const loanId = await approvedLoan(loanProduct, { linkAccountId: savings });
    assert.equal((await command(loanId, 'disburseToSavings', disburseBody)).status, 200);
    const repaid = await t.call('POST', '/api/v1/accounttransfers', { body: {
      fromOfficeId: 1, fromClientId: alice, fromAccountType: 2, fromAccountId: savings, toOfficeId: 1, toClientId: alice, toAccountType: 1, toAccountId: loanId,
      transferDate: '01 March 2024', transferAmount: 5000, transferDescription: 'repay from the loan money', ...DATES,
    } });
    assert.equal(repaid.status, 200, JSON.stringify(repaid.body));
    assert.equal(await balanceOf(savings), 8000);
    // Taking the deposit of 12,000 back first would leave -4,000: the withdrawal of 5,000 is given back before it.
    const undo = await command(loanId, 'undoDisbursal', {});
    assert.equal(undo.status, 200, JSON.stringify(undo.body));
    assert.equal(await balanceOf(savings), 1000);
    const reversed = await db().selectFrom('m_account_transfer_transaction as att').innerJoin('m_account_transfer_details as d', 'd.id', 'att.account_transfer_details_id')
      .select(['d.transfer_type', 'att.is_reversed']).where((eb) => eb.or([eb('d.from_loan_account_id', '=', loanId), eb('d.to_loan_account_id', '=', loanId)])).orderBy('att.id').execute();
    assert.deepEqual(reversed, [{ transfer_type: 1, is_reversed: true }, { transfer_type: 2, is_reversed: true }]);
  });

  it('undoes the disbursal while a savings-to-loan transfer holds the savings account: they queue, no deadlock (savings locked before the loan)', {
    skip: process.env.TEST_DATABASE_URL === undefined ? 'needs TEST_DATABASE_URL: the embedded database has one connection' : false, timeout: 30_000,
  }, async () => {
    const savings = await activeSavings(t, alice, savingsProduct);
    assert.equal((await savingsTransaction(t, savings, 'deposit', '05 January 2024', 1000)).status, 200);
    const loanId = await approvedLoan(loanProduct, { linkAccountId: savings });
    assert.equal((await command(loanId, 'disburseToSavings', disburseBody)).status, 200);
    // A transfer from the savings account to the loan locks the savings account, then the loan (account-transfers.commands.ts).
    let undo: Promise<Awaited<ReturnType<typeof command>>> | undefined;
    const transfer = db().transaction().execute(async (trx) => {
      await trx.selectFrom('m_savings_account').select('id').where('id', '=', savings).forUpdate().execute();
      undo = command(loanId, 'undoDisbursal', {});
      await new Promise((resolve) => setTimeout(resolve, 300));
      await trx.selectFrom('m_loan').select('id').where('id', '=', loanId).forUpdate().execute();
    });
    const transferOutcome = await transfer.then(() => 'committed', (e: unknown) => String(e));
    const res = await undo;
    assert.equal(transferOutcome, 'committed');
    assert.equal(res?.status, 200, JSON.stringify(res?.body));
  });

  it('refuses a savings undo of a transfer leg (Fineract 503), so that undoing the disbursal can still reverse the transfer', async () => {
    const savings = await activeSavings(t, alice, savingsProduct);
    assert.equal((await savingsTransaction(t, savings, 'deposit', '05 January 2024', 1000)).status, 200);
    const loanId = await approvedLoan(loanProduct, { linkAccountId: savings });
    assert.equal((await command(loanId, 'disburseToSavings', disburseBody)).status, 200);
    const repaid = await t.call('POST', '/api/v1/accounttransfers', { body: {
      fromOfficeId: 1, fromClientId: alice, fromAccountType: 2, fromAccountId: savings, toOfficeId: 1, toClientId: alice, toAccountType: 1, toAccountId: loanId,
      transferDate: '01 March 2024', transferAmount: 500, transferDescription: 'repay', ...DATES,
    } });
    assert.equal(repaid.status, 200, JSON.stringify(repaid.body));
    const leg = await db().selectFrom('m_account_transfer_transaction').select('from_savings_transaction_id').where('id', '=', repaid.json.resourceId as number).executeTakeFirstOrThrow();
    const legUrl = `/api/v1/savingsaccounts/${savings}/transactions/${leg.from_savings_transaction_id ?? 0}`;
    const undoLeg = await t.call('POST', `${legUrl}?command=undo`, { body: {} });
    const modifyLeg = await t.call('POST', `${legUrl}?command=modify`, { body: { transactionDate: '01 March 2024', transactionAmount: 400, ...DATES } });
    const undo = await command(loanId, 'undoDisbursal', {});
    const refused = [503, ['error.msg.saving.account.transfer.transaction.update.not.allowed']];
    assert.deepEqual([undoLeg.status, codesOf(undoLeg.body)], refused, `then undoDisbursal answered ${undo.status} ${JSON.stringify(codesOf(undo.body))}`);
    assert.deepEqual([modifyLeg.status, codesOf(modifyLeg.body)], refused);
    assert.equal(undo.status, 200, JSON.stringify(undo.body));
  });

  it('refuses a loan without a linked account and leaves it approved', async () => {
    const loanId = await approvedLoan(loanProduct);
    const res = await command(loanId, 'disburseToSavings', disburseBody);
    assert.equal(res.status, 403);
    assert.deepEqual(codesOf(res.body), ['error.msg.loan.disburse.to.savings.requires.linked.account']);
    assert.equal(await statusOf(loanId), 200);
    const written = await db().selectFrom('m_loan_transaction').select('id').where('loan_id', '=', loanId).execute();
    assert.deepEqual(written, []);
  });

  it('refuses when the linked savings account is no longer active, keeping nothing', async () => {
    const savings = await activeSavings(t, alice, savingsProduct);
    const loanId = await approvedLoan(loanProduct, { linkAccountId: savings });
    await db().updateTable('m_savings_account').set({ status_enum: 600 }).where('id', '=', savings).execute();
    const res = await command(loanId, 'disburseToSavings', disburseBody);
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.body), ['error.msg.savingsaccount.transaction.account.is.not.active']);
    assert.equal(await statusOf(loanId), 200);
  });

  it('takes no payment type (400 unsupported parameter) and needs DISBURSETOSAVINGS_LOAN', async () => {
    const savings = await activeSavings(t, alice, savingsProduct);
    const loanId = await approvedLoan(loanProduct, { linkAccountId: savings });
    const withPayment = await command(loanId, 'disburseToSavings', { ...disburseBody, paymentTypeId: 1 });
    assert.equal(withPayment.status, 400);
    assert.deepEqual(codesOf(withPayment.body), ['error.msg.parameter.unsupported']);
    const disburser = await createUserWithPermissions(t.tenant.database.db, 'dts-disburser', ['READ_LOAN', 'DISBURSE_LOAN']);
    const transferer = await createUserWithPermissions(t.tenant.database.db, 'dts-transferer', ['READ_LOAN', 'DISBURSETOSAVINGS_LOAN']);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=disburseToSavings`, { auth: disburser, body: disburseBody })).status, 403);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=disburseToSavings`, { auth: transferer, body: disburseBody })).status, 200);
  });

  type Ledger = Record<'fund' | 'portfolio' | 'interest' | 'fees' | 'penalties' | 'recovery' | 'writeOff' | 'suspense' | 'overpayment' | 'liability', number>;
  let ledger: Ledger | undefined;
  /** Cash-accounting GL accounts, the liability-transfer one mapped (once per tenant). */
  const cashLedger = async (): Promise<Ledger> => {
    if (ledger === undefined) {
      ledger = {
        fund: await createGlAccount(t, 1, 'Fund'), portfolio: await createGlAccount(t, 1, 'Portfolio'), interest: await createGlAccount(t, 4, 'Interest'),
        fees: await createGlAccount(t, 4, 'Fees'), penalties: await createGlAccount(t, 4, 'Penalties'), recovery: await createGlAccount(t, 4, 'Recovery'),
        writeOff: await createGlAccount(t, 5, 'Write-off'), suspense: await createGlAccount(t, 1, 'Suspense'), overpayment: await createGlAccount(t, 2, 'Overpaid'),
        liability: await createGlAccount(t, 2, 'Liability transfer'),
      };
      await mapFinancialActivity(t, 200, ledger.liability);
    }
    return ledger;
  };
  const cashProductOf = async (gl: Ledger, fields: Record<string, unknown>) => createLoanProduct(t, {
    accountingRule: 2, fundSourceAccountId: gl.fund, loanPortfolioAccountId: gl.portfolio, interestOnLoanAccountId: gl.interest,
    incomeFromFeeAccountId: gl.fees, incomeFromPenaltyAccountId: gl.penalties, incomeFromRecoveryAccountId: gl.recovery, writeOffAccountId: gl.writeOff,
    transfersInSuspenseAccountId: gl.suspense, overpaymentLiabilityAccountId: gl.overpayment, ...fields,
  });
  const loanEntries = async (loanId: number) =>
    db().selectFrom('acc_gl_journal_entry').select(['account_id', 'type_enum', 'amount', 'loan_transaction_id']).where('entity_id', '=', loanId).where('entity_type_enum', '=', 1).orderBy('id').execute();

  it('credits the liability-transfer account instead of the fund source and deposits the net disbursal amount', async () => {
    const gl = await cashLedger();
    const cashProduct = await cashProductOf(gl, { name: 'Cash Loan', shortName: 'CSH' });
    const fee = await t.call('POST', '/api/v1/charges', { body: { name: 'Transfer disbursement fee', amount: 25, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 1, chargeCalculationType: 1, chargePaymentMode: 0, active: true, locale: 'en' } });
    assert.equal(fee.status, 200, JSON.stringify(fee.body));
    const savings = await activeSavings(t, alice, savingsProduct);
    const loanId = await approvedLoan(cashProduct, { linkAccountId: savings, charges: [{ chargeId: fee.json.resourceId, amount: 25 }] });
    const res = await command(loanId, 'disburseToSavings', disburseBody);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(await balanceOf(savings), 11975);
    const entries = await db().selectFrom('acc_gl_journal_entry').select(['account_id', 'type_enum', 'amount']).where('entity_id', '=', loanId).where('entity_type_enum', '=', 1).orderBy('id').execute();
    const lines = entries.map((e) => [e.account_id, e.type_enum, Number(e.amount)]).sort();
    assert.deepEqual(lines, [[gl.portfolio, 2, 12000], [gl.liability, 1, 12000], [gl.fees, 1, 25], [gl.liability, 2, 25]].sort());

    assert.equal((await command(loanId, 'undoDisbursal', {})).status, 200);
    assert.equal(await balanceOf(savings), 0);
    const after = await db().selectFrom('acc_gl_journal_entry').select(['account_id', 'type_enum', 'amount']).where('entity_id', '=', loanId).where('entity_type_enum', '=', 1).execute();
    const net = new Map<number, number>();
    for (const e of after) {
      net.set(e.account_id, (net.get(e.account_id) ?? 0) + (e.type_enum === 2 ? 1 : -1) * Number(e.amount));
    }
    assert.deepEqual([...net.values()].filter((v) => Math.abs(v) > 1e-9), [], 'every loan line is reversed, the transfer account included');
  });
  it('disburses a later tranche into the linked savings account (Fineract: disburseToSavings on an active loan), and undoes it with its deposit', async () => {
    const gl = await cashLedger();
    const trancheProduct = await cashProductOf(gl, { name: 'Tranche Transfer', shortName: 'TTR', multiDisburseLoan: true, maxTrancheCount: 3, outstandingLoanBalance: 12000 });
    const savings = await activeSavings(t, alice, savingsProduct);
    const loanId = await approvedLoan(trancheProduct, {
      linkAccountId: savings, maxOutstandingLoanBalance: 12000,
      disbursementData: [{ expectedDisbursementDate: '15 January 2024', principal: 8000 }, { expectedDisbursementDate: '15 February 2024', principal: 4000 }],
    });
    assert.equal((await command(loanId, 'disburseToSavings', { actualDisbursementDate: '15 January 2024', ...DATES })).status, 200);
    assert.equal(await balanceOf(savings), 8000);
    const res = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}?command=disburseToSavings`, { max: 36, body: { actualDisbursementDate: '15 February 2024', ...DATES } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(await balanceOf(savings), 12000, 'the second tranche deposited');
    const loan = (await t.call('GET', `/api/v1/loans/${loanId}`)).json;
    assert.deepEqual([loan.principal, (loan.summary as Record<string, number>).principalDisbursed], [12000, 12000]);
    const second = await db().selectFrom('m_loan_transaction').select('id').where('loan_id', '=', loanId).where('transaction_type_enum', '=', 1).where('transaction_date', '=', '2024-02-15').executeTakeFirstOrThrow();
    const transfers = await db()
      .selectFrom('m_account_transfer_transaction as att')
      .innerJoin('m_savings_account_transaction as st', 'st.id', 'att.to_savings_transaction_id')
      .select(['att.from_loan_transaction_id', 'att.amount', 'att.is_reversed', 'st.amount as deposited', 'att.transaction_date'])
      .where('att.from_loan_transaction_id', '=', second.id)
      .execute();
    assert.deepEqual(transfers.map((x) => [Number(x.amount), Number(x.deposited), x.is_reversed, x.transaction_date]), [[4000, 4000, false, '2024-02-15']]);
    const lines = (await loanEntries(loanId)).filter((e) => e.loan_transaction_id === second.id).map((e) => [e.account_id, e.type_enum, Number(e.amount)]);
    assert.deepEqual(lines.sort(), [[gl.portfolio, 2, 4000], [gl.liability, 1, 4000]].sort(), 'the liability-transfer account instead of the fund source');

    const undo = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}?command=undolastdisbursal`, { max: 34, body: {} });
    assert.equal(undo.status, 200, JSON.stringify(undo.body));
    assert.equal(await balanceOf(savings), 8000, 'the deposit of the undone tranche is reversed with it');
    const reversedTransfer = await db().selectFrom('m_account_transfer_transaction').select('is_reversed').where('from_loan_transaction_id', '=', second.id).executeTakeFirstOrThrow();
    assert.equal(reversedTransfer.is_reversed, true);
    const net = new Map<number, number>();
    for (const e of (await loanEntries(loanId)).filter((x) => x.loan_transaction_id === second.id)) {
      net.set(e.account_id, (net.get(e.account_id) ?? 0) + (e.type_enum === 2 ? 1 : -1) * Number(e.amount));
    }
    assert.deepEqual([...net.values()].filter((v) => Math.abs(v) > 1e-9), [], 'the tranche\'s lines reversed on the same accounts, the transfer account included');
    const first = await db().selectFrom('m_account_transfer_transaction').select('is_reversed').where('from_loan_transaction_id', '!=', second.id)
      .where('from_loan_transaction_id', 'in', db().selectFrom('m_loan_transaction').select('id').where('loan_id', '=', loanId)).execute();
    assert.deepEqual(first.map((x) => x.is_reversed), [false], 'the first tranche\'s transfer stays');
  });
});
