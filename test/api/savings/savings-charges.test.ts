import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createGlAccount } from '../../support/accounting.ts';
import { activeClient, activeSavings, codesOf, createSavingsProduct, DATES, savingsCommand, savingsTransaction, setBusinessDate, submitSavings } from '../../support/savings.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Charge = { id: number; chargeId: number; amount: number; amountPaid: number; amountWaived: number; amountOutstanding: number; isActive: boolean; chargeTimeType: { id: number; code: string }; dueDate?: number[] };
type Tx = { id: number; amount: number; runningBalance?: number; transactionType: { id: number; feeDeduction: boolean } };
type Line = { glAccountId: number; entryType: { value: string }; amount: number };

/** Charges of a savings account: add, list, pay, waive, inactivate, delete, and their transactions and postings. */
describe('savings account charges', () => {
  let t: TestApp;
  let clientId: number;
  let plainProduct: number;
  let cashProduct: number;
  const gl = { control: 0, fees: 0, penalties: 0 };
  let seq = 0;

  const createCharge = async (extra: Record<string, unknown>): Promise<number> => {
    seq += 1;
    const res = await t.call('POST', '/api/v1/charges', { body: { name: `Savings fee ${seq}`, amount: 5, currencyCode: 'USD', chargeAppliesTo: 2, chargeTimeType: 2, chargeCalculationType: 1, active: true, locale: 'en', ...extra } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };
  const add = (accountId: number, body: Record<string, unknown>) => t.call('POST', `/api/v1/savingsaccounts/${accountId}/charges`, { body: { ...DATES, ...body } });
  const addedId = async (accountId: number, body: Record<string, unknown>): Promise<number> => {
    const res = await add(accountId, body);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };
  const chargeCommand = (accountId: number, chargeId: number, command: string, body: Record<string, unknown> = {}) =>
    t.call('POST', `/api/v1/savingsaccounts/${accountId}/charges/${chargeId}?command=${command}`, { body });
  const getCharge = async (accountId: number, chargeId: number): Promise<Charge> => (await t.call('GET', `/api/v1/savingsaccounts/${accountId}/charges/${chargeId}`)).json as unknown as Charge;
  const balanceOf = async (accountId: number): Promise<number> => ((await t.call('GET', `/api/v1/savingsaccounts/${accountId}`)).json.summary as { accountBalance: number }).accountBalance;
  const feeTotals = async (accountId: number): Promise<Array<number | undefined>> => {
    const summary = (await t.call('GET', `/api/v1/savingsaccounts/${accountId}`)).json.summary as { totalFeeCharge?: number; totalWithdrawalFees?: number; totalAnnualFees?: number };
    return [summary.totalFeeCharge, summary.totalWithdrawalFees, summary.totalAnnualFees];
  };
  const transactions = async (accountId: number): Promise<Tx[]> => (await t.call('GET', `/api/v1/savingsaccounts/${accountId}?associations=transactions`)).json.transactions as Tx[];

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2024-03-01');
    clientId = await activeClient(t, 'Charged');
    plainProduct = await createSavingsProduct(t);
    gl.control = await createGlAccount(t, 2, 'Savings control');
    gl.fees = await createGlAccount(t, 4, 'Fees');
    gl.penalties = await createGlAccount(t, 4, 'Penalties');
    cashProduct = await createSavingsProduct(t, {
      accountingRule: 2, savingsReferenceAccountId: await createGlAccount(t, 1, 'Savings reference'), savingsControlAccountId: gl.control,
      overdraftPortfolioControlId: await createGlAccount(t, 1, 'Overdraft portfolio'), interestOnSavingsAccountId: await createGlAccount(t, 5, 'Interest on savings'),
      incomeFromFeeAccountId: gl.fees, incomeFromPenaltyAccountId: gl.penalties, transfersInSuspenseAccountId: await createGlAccount(t, 2, 'Transfers'),
      incomeFromInterestId: await createGlAccount(t, 4, 'Overdraft interest'), writeOffAccountId: await createGlAccount(t, 5, 'Write-off'),
    });
  });
  after(async () => t.close());

  it('adds a specified-due-date charge, lists it, and pays it in parts: type 7 debits with fee income posted', async () => {
    const id = await activeSavings(t, clientId, cashProduct);
    assert.equal((await savingsTransaction(t, id, 'deposit', '05 January 2024', 100)).status, 200);
    const definition = await createCharge({ amount: 10 });
    const added = await expectStatements(t, 'POST', `/api/v1/savingsaccounts/${id}/charges`, { max: 8, body: { chargeId: definition, amount: 12, dueDate: '20 January 2024', ...DATES } });
    const chargeId = added.json.resourceId as number;
    assert.deepEqual(added.json, { officeId: 1, clientId, savingsId: id, resourceId: chargeId });
    const list = (await t.call('GET', `/api/v1/savingsaccounts/${id}/charges`)).json as unknown as Charge[];
    assert.deepEqual(list.map((c) => [c.id, c.chargeId, c.amount, c.amountOutstanding, c.chargeTimeType.code, c.dueDate]), [[chargeId, definition, 12, 12, 'chargeTimeType.specifiedDueDate', [2024, 1, 20]]]);

    const paid = await expectStatements(t, 'POST', `/api/v1/savingsaccounts/${id}/charges/${chargeId}?command=paycharge`, { max: 20, body: { amount: 5, dueDate: '20 January 2024', ...DATES } });
    assert.equal(paid.json.resourceId, chargeId);
    const part = await getCharge(id, chargeId);
    assert.deepEqual([part.amountPaid, part.amountOutstanding], [5, 7]);
    assert.equal(await balanceOf(id), 95);
    const payTx = (await transactions(id))[0] as Tx;
    assert.deepEqual([payTx.transactionType.id, payTx.transactionType.feeDeduction, payTx.amount, payTx.runningBalance], [7, true, 5, 95]);
    const lines = (await t.call('GET', `/api/v1/journalentries?transactionId=S${payTx.id}&orderBy=id`)).json.pageItems as Line[];
    assert.deepEqual(lines.map((l) => [l.glAccountId, l.entryType.value, l.amount]), [[gl.control, 'DEBIT', 5], [gl.fees, 'CREDIT', 5]]);

    const excess = await chargeCommand(id, chargeId, 'paycharge', { amount: 7.01, dueDate: '20 January 2024', ...DATES });
    assert.equal(excess.status, 400);
    assert.deepEqual(codesOf(excess.body), ['validation.msg.savingsaccount.transaction.invalid.charge.amount.paid.in.access']);
    assert.equal((await chargeCommand(id, chargeId, 'paycharge', { amount: 7, dueDate: '21 January 2024', ...DATES })).status, 200);
    const settled = await chargeCommand(id, chargeId, 'paycharge', { amount: 1, dueDate: '21 January 2024', ...DATES });
    assert.deepEqual(codesOf(settled.body), ['validation.msg.savingsaccount.transaction.invalid.account.charge.is.paid']);
    assert.equal(await balanceOf(id), 88);
  });

  it('updates a charge: amount (outstanding follows what is paid), due date; answers the changes', async () => {
    const id = await activeSavings(t, clientId, plainProduct);
    assert.equal((await savingsTransaction(t, id, 'deposit', '05 January 2024', 50)).status, 200);
    const chargeId = await addedId(id, { chargeId: await createCharge({}), amount: 10, dueDate: '10 January 2024' });
    assert.equal((await chargeCommand(id, chargeId, 'paycharge', { amount: 4, dueDate: '10 January 2024', ...DATES })).status, 200);
    const res = await expectStatements(t, 'PUT', `/api/v1/savingsaccounts/${id}/charges/${chargeId}`, { max: 7, body: { amount: 15, dueDate: '12 January 2024', ...DATES } });
    assert.deepEqual(res.json.changes, { amount: 15, dueDate: '12 January 2024' });
    const charge = await getCharge(id, chargeId);
    assert.deepEqual([charge.amount, charge.amountPaid, charge.amountOutstanding, charge.dueDate], [15, 4, 11, [2024, 1, 12]]);
    const bad = await t.call('PUT', `/api/v1/savingsaccounts/${id}/charges/${chargeId}`, { body: { feeInterval: 13, ...DATES } });
    assert.equal(bad.status, 400);
    assert.deepEqual(codesOf(bad.body), ['validation.msg.savingsaccountcharge.amount.cannot.be.blank', 'validation.msg.savingsaccountcharge.feeInterval.is.not.within.expected.range']);
    assert.equal((await t.call('PUT', `/api/v1/savingsaccounts/${id}/charges/999999`, { body: { amount: 1 } })).status, 404);
  });

  it('refuses a payment beyond the balance, in the future, or before activation', async () => {
    const id = await activeSavings(t, clientId, plainProduct);
    assert.equal((await savingsTransaction(t, id, 'deposit', '05 January 2024', 3)).status, 200);
    const chargeId = await addedId(id, { chargeId: await createCharge({}), amount: 5, dueDate: '10 January 2024' });
    const poor = await chargeCommand(id, chargeId, 'paycharge', { amount: 5, dueDate: '10 January 2024', ...DATES });
    assert.equal(poor.status, 403);
    assert.deepEqual(codesOf(poor.body), ['error.msg.savingsaccount.transaction.insufficient.account.balance']);
    const future = await chargeCommand(id, chargeId, 'paycharge', { amount: 1, dueDate: '02 March 2024', ...DATES });
    assert.deepEqual(codesOf(future.body), ['validation.msg.savingsaccount.transaction.is.futureDate']);
    const early = await chargeCommand(id, chargeId, 'paycharge', { amount: 1, dueDate: '03 January 2024', ...DATES });
    assert.deepEqual(codesOf(early.body), ['validation.msg.savingsaccount.transaction.before.activationDate']);
    const blank = await chargeCommand(id, chargeId, 'paycharge', { ...DATES });
    assert.equal(blank.status, 400);
    assert.deepEqual(codesOf(blank.body), ['validation.msg.savingsaccountcharge.amount.cannot.be.blank', 'validation.msg.savingsaccountcharge.dueDate.cannot.be.blank']);
    assert.equal(await balanceOf(id), 3);
  });

  it('waives a charge (type 6, no balance moved) and refuses paying or waiving it again', async () => {
    const id = await activeSavings(t, clientId, plainProduct);
    assert.equal((await savingsTransaction(t, id, 'deposit', '05 January 2024', 50)).status, 200);
    const chargeId = await addedId(id, { chargeId: await createCharge({}), amount: 8, dueDate: '10 January 2024' });
    await expectStatements(t, 'POST', `/api/v1/savingsaccounts/${id}/charges/${chargeId}?command=waive`, { max: 11, body: {} });
    const charge = await getCharge(id, chargeId);
    assert.deepEqual([charge.amountWaived, charge.amountOutstanding], [8, 0]);
    const waiveTx = (await transactions(id))[0] as Tx;
    assert.deepEqual([waiveTx.transactionType.id, waiveTx.amount], [6, 8]);
    assert.equal(await balanceOf(id), 50);
    assert.deepEqual(codesOf((await chargeCommand(id, chargeId, 'waive')).body), ['validation.msg.savingsaccount.transaction.invalid.account.charge.is.already.waived']);
    assert.deepEqual(codesOf((await chargeCommand(id, chargeId, 'paycharge', { amount: 1, dueDate: '10 January 2024', ...DATES })).body), ['validation.msg.savingsaccount.transaction.invalid.account.charge.is.already.waived']);
  });

  it('inactivates a charge, which can then be neither paid nor waived; refuses waiving a withdrawal fee', async () => {
    const id = await activeSavings(t, clientId, plainProduct);
    const chargeId = await addedId(id, { chargeId: await createCharge({}), amount: 8, dueDate: '10 January 2024' });
    assert.equal((await chargeCommand(id, chargeId, 'inactivate')).status, 200);
    assert.equal((await getCharge(id, chargeId)).isActive, false);
    assert.deepEqual(codesOf((await chargeCommand(id, chargeId, 'waive')).body), ['validation.msg.savingsaccount.charge.is.not.active']);
    const fee = await addedId(id, { chargeId: await createCharge({ chargeTimeType: 5 }), amount: 1 });
    assert.deepEqual(codesOf((await chargeCommand(id, fee, 'waive')).body), ['validation.msg.savingsaccount.transaction.invalid.waiver.of.withdrawal.fee.not.supported']);
    assert.equal((await chargeCommand(id, fee, 'unknown')).status, 400);
  });

  it('charges withdrawal fees (type 4, flat and percentage) on each withdrawal and reverses them with the withdrawal', async () => {
    const id = await activeSavings(t, clientId, cashProduct);
    assert.equal((await savingsTransaction(t, id, 'deposit', '05 January 2024', 500)).status, 200);
    const flat = await addedId(id, { chargeId: await createCharge({ chargeTimeType: 5, amount: 2 }), amount: 2 });
    await addedId(id, { chargeId: await createCharge({ chargeTimeType: 5, chargeCalculationType: 2, amount: 1 }), amount: 1.5 });
    const withdrawal = (await savingsTransaction(t, id, 'withdrawal', '10 January 2024', 200)).json.resourceId as number;
    const list = await transactions(id);
    assert.deepEqual(list.slice(0, 3).map((x) => [x.transactionType.id, x.amount, x.runningBalance]), [[4, 3, 295], [4, 2, 298], [2, 200, 300]]);
    assert.equal(await balanceOf(id), 295);
    assert.deepEqual(await feeTotals(id), [5, 5, undefined]);
    assert.equal((await getCharge(id, flat)).amountPaid, 2);
    const feeTx = (list[1] as Tx).id;
    const lines = (await t.call('GET', `/api/v1/journalentries?transactionId=S${feeTx}&orderBy=id`)).json.pageItems as Line[];
    assert.deepEqual(lines.map((l) => [l.glAccountId, l.entryType.value, l.amount]), [[gl.control, 'DEBIT', 2], [gl.fees, 'CREDIT', 2]]);
    const tooMuch = await savingsTransaction(t, id, 'withdrawal', '11 January 2024', 290);
    assert.equal(tooMuch.status, 403);
    assert.deepEqual(codesOf(tooMuch.body), ['error.msg.savingsaccount.transaction.insufficient.account.balance']);
    assert.equal((await t.call('POST', `/api/v1/savingsaccounts/${id}/transactions/${withdrawal}?command=undo`, { body: {} })).status, 200);
    assert.equal(await balanceOf(id), 500);
    assert.deepEqual(await feeTotals(id), [undefined, undefined, undefined]);
    assert.equal((await getCharge(id, flat)).amountPaid, 0);
    const reversedLines = (await t.call('GET', `/api/v1/journalentries?transactionId=S${feeTx}&orderBy=id`)).json.pageItems as Line[];
    assert.deepEqual(reversedLines.map((l) => [l.glAccountId, l.entryType.value, l.amount]), [[gl.control, 'DEBIT', 2], [gl.fees, 'CREDIT', 2], [gl.control, 'CREDIT', 2], [gl.fees, 'DEBIT', 2]]);
  });

  it('jobs: SA_AANF pays due annual fees and rolls them a year on; SA_PDCH pays due charges, recording the ones it cannot', async () => {
    const id = await activeSavings(t, clientId, plainProduct);
    assert.equal((await savingsTransaction(t, id, 'deposit', '05 January 2024', 20)).status, 200);
    const annual = await addedId(id, { chargeId: await createCharge({ chargeTimeType: 6, feeOnMonthDay: '04 March', monthDayFormat: 'dd MMMM' }), amount: 6, feeOnMonthDay: '05 February', monthDayFormat: 'dd MMMM' });
    assert.deepEqual((await getCharge(id, annual)).dueDate, [2024, 2, 5]);
    const run = await t.call('POST', '/api/v1/jobs/short-name/SA_AANF?command=executeJob');
    assert.ok(run.status < 300, JSON.stringify(run.body));
    const rolled = await getCharge(id, annual);
    assert.deepEqual([rolled.dueDate, rolled.amountPaid, rolled.amountOutstanding], [[2025, 2, 5], 6, 6]);
    const paidTx = (await transactions(id))[0] as Tx & { date: number[] };
    assert.deepEqual([paidTx.transactionType.id, paidTx.amount, paidTx.date], [5, 6, [2024, 2, 5]]);
    assert.deepEqual(await feeTotals(id), [6, undefined, 6]);
    assert.equal(await balanceOf(id), 14);

    const due = await addedId(id, { chargeId: await createCharge({}), amount: 4, dueDate: '10 January 2024' });
    const poor = await activeSavings(t, clientId, plainProduct);
    const unpaid = await addedId(poor, { chargeId: await createCharge({}), amount: 4, dueDate: '10 January 2024' });
    const later = await addedId(id, { chargeId: await createCharge({}), amount: 4, dueDate: '10 March 2024' });
    assert.ok((await t.call('POST', '/api/v1/jobs/short-name/SA_PDCH?command=executeJob')).status < 300);
    assert.equal((await getCharge(id, due)).amountOutstanding, 0);
    assert.equal((await getCharge(poor, unpaid)).amountOutstanding, 4);
    assert.equal((await getCharge(id, later)).amountOutstanding, 4);
    assert.equal(await balanceOf(id), 10);
    const job = (await t.call('GET', '/api/v1/jobs/short-name/SA_PDCH')).json as { jobId: number };
    const history = (await t.call('GET', `/api/v1/jobs/${job.jobId}/runhistory`)).json.pageItems as Array<{ status: string; jobRunErrorLog?: string }>;
    assert.equal(history[0]?.status, 'failed');
    assert.match(history[0]?.jobRunErrorLog ?? '', new RegExp(`Savings account ${poor}, charge ${unpaid}: error.msg.savingsaccount.transaction.insufficient.account.balance`));
  });

  it('refuses invalid charges to add with Fineract\'s codes', async () => {
    const id = await activeSavings(t, clientId, plainProduct);
    const blank = await add(id, {});
    assert.equal(blank.status, 400);
    assert.deepEqual(codesOf(blank.body), ['validation.msg.savingsaccountcharge.chargeId.cannot.be.blank', 'validation.msg.savingsaccountcharge.amount.cannot.be.blank']);
    assert.deepEqual(codesOf((await add(id, { chargeId: 999999, amount: 1 })).body), ['error.msg.charge.id.invalid']);
    const early = await add(id, { chargeId: await createCharge({}), amount: 1, dueDate: '03 January 2024' });
    assert.deepEqual(codesOf(early.body), ['validation.msg.savingsaccount.before.activationDate']);
    const feeWithDate = await add(id, { chargeId: await createCharge({ chargeTimeType: 5 }), amount: 1, dueDate: '10 January 2024' });
    assert.deepEqual(codesOf(feeWithDate.body), ['validation.msg.savingsaccount.charge.due.date.is.invalid.for.chargeTimeType.withdrawalFee']);
    const activation = await add(id, { chargeId: await createCharge({ chargeTimeType: 3 }), amount: 1 });
    assert.deepEqual(codesOf(activation.body), ['validation.msg.savingsaccount.not.valid.account.status.cannot.add.activation.time.charge']);
    const annual = await createCharge({ chargeTimeType: 6, feeOnMonthDay: '04 March', monthDayFormat: 'dd MMMM' });
    assert.equal((await add(id, { chargeId: annual, amount: 1, feeOnMonthDay: '05 April', monthDayFormat: 'dd MMMM' })).status, 200);
    assert.deepEqual(codesOf((await add(id, { chargeId: annual, amount: 1 })).body), ['validation.msg.savingsaccount.multiple.annual.fee.per.account.not.supported']);
    const loanCharge = await t.call('POST', '/api/v1/charges', { body: { name: 'Loan fee', amount: 1, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 1, chargePaymentMode: 0, active: true, locale: 'en' } });
    assert.equal(loanCharge.status, 200, JSON.stringify(loanCharge.body));
    assert.deepEqual(codesOf((await add(id, { chargeId: loanCharge.json.resourceId, amount: 1 })).body), ['error.msg.charge.cannot.be.applied.tosavings.product']);
    assert.equal((await add(999999, { chargeId: annual, amount: 1 })).status, 404);
  });

  it('deletes a charge only while the account is pending approval; 404 for unknown charges', async () => {
    const pending = await submitSavings(t, clientId, plainProduct);
    const chargeId = await addedId(pending, { chargeId: await createCharge({}), amount: 2, dueDate: '10 January 2024' });
    await expectStatements(t, 'DELETE', `/api/v1/savingsaccounts/${pending}/charges/${chargeId}`, { max: 7 });
    const gone = await t.call('GET', `/api/v1/savingsaccounts/${pending}/charges/${chargeId}`);
    assert.equal(gone.status, 404);
    assert.deepEqual(codesOf(gone.body), ['error.msg.savings.account.charge.id.invalid.for.given.savings.account']);
    const other = await addedId(pending, { chargeId: await createCharge({}), amount: 2, dueDate: '10 January 2024' });
    assert.equal((await savingsCommand(t, pending, 'approve', { approvedOnDate: '03 January 2024', ...DATES })).status, 200);
    const refused = await t.call('DELETE', `/api/v1/savingsaccounts/${pending}/charges/${other}`);
    assert.equal(refused.status, 400);
    assert.deepEqual(codesOf(refused.body), ['validation.msg.savingsaccount.delete.transaction.invalid.account.is.active']);
    assert.equal((await t.call('GET', '/api/v1/savingsaccounts/999999/charges')).status, 404);
    const template = await expectStatements(t, 'GET', `/api/v1/savingsaccounts/${pending}/charges/template`, { max: 3 });
    assert.ok((template.json.chargeOptions as Array<{ id: number }>).length > 0);
  });
});
