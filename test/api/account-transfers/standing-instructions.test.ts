import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { activeClient, activeSavings, codesOf, createSavingsProduct, DATES, savingsTransaction, setBusinessDate } from '../../support/savings.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type History = { standingInstructionId: number; status: string; amount: number; errorLog?: string };

/** /standinginstructions, /standinginstructionrunhistory and the "Execute Standing Instruction" job. */
describe('standing instructions', () => {
  let t: TestApp;
  let alice: number;
  let bob: number;
  let product: number;
  let seq = 0;

  const balanceOf = async (accountId: number): Promise<number> => ((await t.call('GET', `/api/v1/savingsaccounts/${accountId}`)).json.summary as { accountBalance: number }).accountBalance;
  const instructionBody = (from: number, to: number, overrides: Record<string, unknown> = {}) => {
    seq += 1;
    return {
      name: `Rent ${seq}`, fromOfficeId: 1, fromClientId: alice, fromAccountType: 2, fromAccountId: from, toOfficeId: 1, toClientId: bob, toAccountType: 2,
      toAccountId: to, transferType: 1, priority: 2, status: 1, instructionType: 1, amount: 25, validFrom: '01 January 2024', recurrenceType: 1,
      recurrenceFrequency: 0, recurrenceInterval: 1, ...DATES, ...overrides,
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
  const accountsWith = async (deposit: number): Promise<[number, number]> => {
    const from = await activeSavings(t, alice, product);
    const to = await activeSavings(t, bob, product);
    assert.equal((await savingsTransaction(t, from, 'deposit', '05 January 2024', deposit)).status, 200);
    return [from, to];
  };

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2024-02-01');
    alice = await activeClient(t, 'Alice');
    bob = await activeClient(t, 'Bob');
    product = await createSavingsProduct(t);
  });
  after(async () => t.close());

  it('creates, reads, lists, updates and deletes an instruction', async () => {
    const [from, to] = await accountsWith(100);
    const res = await expectStatements(t, 'POST', '/api/v1/standinginstructions', { max: 20, body: instructionBody(from, to, { name: 'Monthly rent', recurrenceFrequency: 2, recurrenceOnMonthDay: '15 January', monthDayFormat: 'dd MMMM' }) });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.json, { resourceId: res.json.resourceId, clientId: alice });
    const id = res.json.resourceId as number;
    const read = await expectStatements(t, 'GET', `/api/v1/standinginstructions/${id}`, { max: 1 });
    assert.equal(read.json.name, 'Monthly rent');
    assert.deepEqual(read.json.status, { id: 1, code: 'standingInstructionStatus.active', value: 'Active' });
    assert.deepEqual(read.json.recurrenceFrequency, { id: 2, code: 'periodFrequencyType.months', value: 'Months' });
    assert.deepEqual(read.json.recurrenceOnMonthDay, [1, 15]);
    assert.deepEqual(read.json.validFrom, [2024, 1, 1]);
    assert.deepEqual(read.json.fromAccount, { id: from, accountNo: (await t.call('GET', `/api/v1/savingsaccounts/${from}`)).json.accountNo });
    const list = await expectStatements(t, 'GET', `/api/v1/standinginstructions?clientId=${alice}&limit=50`, { max: 1 });
    assert.ok((list.json.pageItems as Array<{ id: number }>).some((i) => i.id === id));
    const update = await expectStatements(t, 'PUT', `/api/v1/standinginstructions/${id}?command=update`, { max: 8, body: { amount: 40, priority: 1, locale: 'en' } });
    assert.equal(update.status, 200, JSON.stringify(update.body));
    assert.deepEqual(update.json.changes, { amount: 40, priority: 1 });
    const updated = (await t.call('GET', `/api/v1/standinginstructions/${id}`)).json;
    assert.equal(updated.amount, 40);
    assert.deepEqual(updated.priority, { id: 1, code: 'standingInstructionPriority.urgent', value: 'Urgent Priority' });
    const removed = await expectStatements(t, 'PUT', `/api/v1/standinginstructions/${id}?command=delete`, { max: 8, body: {} });
    assert.deepEqual(removed.json.changes, { status: 3 });
    assert.equal((await t.call('GET', `/api/v1/standinginstructions/${id}`)).status, 404);
    // The name is free again once the instruction is deleted.
    assert.equal((await t.call('POST', '/api/v1/standinginstructions', { body: { ...instructionBody(from, to), name: 'Monthly rent' } })).status, 200);
  });

  it('refuses bad terms, transfer types that do not fit the sides, duplicate names and unknown instructions', async () => {
    const [from, to] = await accountsWith(10);
    const empty = await t.call('POST', '/api/v1/standinginstructions', { body: { locale: 'en', dateFormat: 'dd MMMM yyyy', priority: 9, recurrenceType: 1 } });
    assert.equal(empty.status, 400);
    const codes = codesOf(empty.body);
    for (const code of ['validation.msg.standinginstruction.name.cannot.be.blank', 'validation.msg.standinginstruction.priority.is.not.within.expected.range',
      'validation.msg.standinginstruction.fromAccountId.cannot.be.blank', 'validation.msg.standinginstruction.recurrenceInterval.cannot.be.blank',
      'validation.msg.standinginstruction.amount.cannot.be.blank', 'validation.msg.standinginstruction.validFrom.cannot.be.blank']) {
      assert.ok(codes.includes(code), `${code} in ${codes.join(', ')}`);
    }
    const before = await t.call('POST', '/api/v1/standinginstructions', { body: instructionBody(from, to, { validTill: '01 December 2023' }) });
    assert.deepEqual(codesOf(before.body), ['validation.msg.standinginstruction.validTill.is.less.than.date']);
    const dues = await t.call('POST', '/api/v1/standinginstructions', { body: instructionBody(from, to, { instructionType: 2 }) });
    assert.deepEqual(codesOf(dues.body), ['validation.msg.standinginstruction.instructionType.is.not.within.expected.range']);
    const loan = await t.call('POST', '/api/v1/standinginstructions', { body: instructionBody(from, to, { toAccountType: 1 }) });
    assert.equal(loan.status, 400);
    assert.deepEqual(codesOf(loan.body), ['validation.msg.standinginstruction.transferType.not.account.transfer']);
    const fromLoan = await t.call('POST', '/api/v1/standinginstructions', { body: instructionBody(from, to, { fromAccountType: 1, transferType: 2 }) });
    assert.deepEqual(codesOf(fromLoan.body), ['validation.msg.standinginstruction.transferType.not.loan.repayment']);
    const body = instructionBody(from, to);
    await create(body);
    const duplicate = await t.call('POST', '/api/v1/standinginstructions', { body });
    assert.equal(duplicate.status, 403);
    assert.deepEqual(codesOf(duplicate.body), ['error.msg.standinginstruction.duplicate.name']);
    const missing = await t.call('PUT', '/api/v1/standinginstructions/99999?command=update', { body: { amount: 1, locale: 'en' } });
    assert.equal(missing.status, 404);
    assert.deepEqual(codesOf(missing.body), ['error.msg.standinginstruction.id.invalid']);
    assert.deepEqual(codesOf((await t.call('PUT', '/api/v1/standinginstructions/1?command=update', { body: { name: 'x' } })).body), ['error.msg.parameter.unsupported']);
    const reader = await createUserWithPermissions(t.tenant.database.db, 'si-reader', ['READ_STANDINGINSTRUCTION']);
    assert.equal((await t.call('GET', '/api/v1/standinginstructions', { auth: reader })).status, 200);
    assert.equal((await t.call('POST', '/api/v1/standinginstructions', { auth: reader, body: instructionBody(from, to) })).status, 403);
  });

  it('runs due instructions, records each run, and keeps going after a failure', async () => {
    await setBusinessDate(t, '2024-02-01');
    const [richFrom, richTo] = await accountsWith(100);
    const [poorFrom, poorTo] = await accountsWith(10);
    const paid = await create(instructionBody(richFrom, richTo, { amount: 30 }));
    const refused = await create(instructionBody(poorFrom, poorTo, { amount: 30, priority: 4 }));
    const notDue = await create(instructionBody(richFrom, richTo, { amount: 5, recurrenceFrequency: 1, validFrom: '02 January 2024' }));
    await runJob();
    assert.equal(await balanceOf(richFrom), 70);
    assert.equal(await balanceOf(richTo), 30);
    assert.equal(await balanceOf(poorFrom), 10);
    assert.deepEqual((await historyOf(paid)).map((h) => [h.status, h.amount]), [['success', 30]]);
    const history = await expectStatements(t, 'GET', '/api/v1/standinginstructionrunhistory?limit=100', { max: 1 });
    assert.equal(history.json.totalFilteredRecords, (history.json.pageItems as unknown[]).length);
    const failed = await historyOf(refused);
    assert.deepEqual(failed.map((h) => h.status), ['failed']);
    assert.match(failed[0]?.errorLog ?? '', /insufficient\.account\.balance/);
    assert.deepEqual(await historyOf(notDue), []);
    // Run again on the same business date: nothing more for the instruction that already ran.
    await runJob();
    assert.equal(await balanceOf(richFrom), 70);
    const transfers = await t.call('GET', '/api/v1/accounttransfers?limit=100');
    const ofInstruction = (transfers.json.pageItems as Array<{ transferDescription: string; fromAccount: { id: number } }>).filter((x) => x.fromAccount.id === richFrom);
    assert.equal(ofInstruction.length, 1);
    await setBusinessDate(t, '2024-02-02');
    await runJob();
    assert.equal(await balanceOf(richFrom), 40);
    assert.deepEqual((await historyOf(paid)).map((h) => h.status), ['success', 'success']);
  });

  it('lists nothing, not a failure, for a transfer type beyond the column (found by the route fuzz)', async () => {
    const res = await t.call('GET', '/api/v1/standinginstructions?transferType=887962880');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body, { totalFilteredRecords: 0, pageItems: [] });
  });

  it('offers the option lists in the template', async () => {
    const res = await expectStatements(t, 'GET', `/api/v1/standinginstructions/template?fromClientId=${alice}&fromAccountType=2`, { max: 8 });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual((res.json.priorityOptions as Array<{ id: number }>).map((o) => o.id), [1, 2, 3, 4]);
    assert.deepEqual((res.json.statusOptions as Array<{ id: number }>).map((o) => o.id), [1, 2]);
    assert.deepEqual((res.json.recurrenceFrequencyOptions as Array<{ id: number }>).map((o) => o.id), [0, 1, 2, 3]);
    assert.equal((res.json.fromClient as { id: number }).id, alice);
  });
});
