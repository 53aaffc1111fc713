import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { disbursedLoan } from '../../support/loans.ts';
import { activeClient, createSavingsProduct, DATES, savingsCommand, savingsTransaction, submitSavings } from '../../support/savings.ts';
import { assertSameStatementCount, expectStatements, measureStatements } from '../../support/statement-count.ts';
import { createTestApp, type Credentials, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

const ADMIN_ID = 1;

interface Seen {
  objectType: string;
  objectId: number;
  action: string;
  content: string;
  actorId?: number;
}

const clientBody = (officeId: number, lastname: string): Record<string, unknown> => ({ officeId, legalFormId: 1, firstname: 'Nora', lastname, active: false });

describe('notifications from business events', () => {
  let t: TestApp;
  let activator: Credentials;
  let reader: Credentials;
  let branch: Credentials;
  let maker: Credentials;
  let superUser: Credentials;
  let lender: Credentials;
  let saver: Credentials;
  let branchOffice: number;
  let emptyOffice: number;

  const db = () => tenantTables(t.tenant.database.db);

  /** Every notification of the user, read or not, oldest first. */
  async function seenBy(user: Credentials): Promise<Seen[]> {
    const res = await t.call('GET', '/api/v1/notifications?isRead=true&orderBy=id&sortOrder=ASC', { auth: user });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return (res.json.pageItems as (Seen & Record<string, unknown>)[]).map(({ objectType, objectId, action, content, actorId }) => ({ objectType, objectId, action, content, actorId }));
  }

  const generated = async (): Promise<number> => Number((await db().selectFrom('notification_generator').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

  async function office(name: string): Promise<number> {
    const res = await t.call('POST', '/api/v1/offices', { body: { name, parentId: 1, openingDate: '01 January 2020', ...DATES } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.officeId as number;
  }

  async function createClient(officeId: number, lastname: string, auth?: Credentials): Promise<number> {
    const res = await t.call('POST', '/api/v1/clients', { body: clientBody(officeId, lastname), auth });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.clientId as number;
  }

  before(async () => {
    t = await createTestApp();
    const raw = t.tenant.database.db;
    branchOffice = await office('Notified branch');
    emptyOffice = await office('Branch without users');
    activator = await createUserWithPermissions(raw, 'ntf-activator', ['ACTIVATE_CLIENT']);
    reader = await createUserWithPermissions(raw, 'ntf-reader', ['READ_CLIENT']);
    branch = await createUserWithPermissions(raw, 'ntf-branch', ['ACTIVATE_CLIENT']);
    maker = await createUserWithPermissions(raw, 'ntf-maker', ['CREATE_CLIENT', 'ACTIVATE_CLIENT']);
    superUser = await createUserWithPermissions(raw, 'ntf-super', ['ALL_FUNCTIONS']);
    lender = await createUserWithPermissions(raw, 'ntf-lender', ['APPROVE_LOAN', 'DISBURSE_LOAN', 'READ_LOAN', 'READ_LOANPRODUCT']);
    saver = await createUserWithPermissions(raw, 'ntf-saver', ['APPROVE_SAVINGSACCOUNT', 'ACTIVATE_SAVINGSACCOUNT', 'READ_SAVINGSACCOUNT']);
    await db().updateTable('m_appuser').set({ office_id: branchOffice }).where('username', '=', 'ntf-branch').execute();
  });
  after(async () => t.close());

  it('tells the office users who may activate a new client, with Fineract’s object type, action and text', async () => {
    const clientId = await createClient(1, 'Created');
    const expected: Seen = { objectType: 'client', objectId: clientId, action: 'created', content: 'New client created', actorId: ADMIN_ID };
    assert.deepEqual(await seenBy(activator), [expected]);
    assert.deepEqual(await seenBy(maker), [expected]);
    assert.deepEqual(await seenBy(superUser), [expected], 'ALL_FUNCTIONS counts as the permission');
    assert.deepEqual(await seenBy(reader), [], 'a user without the permission is not told');
    assert.deepEqual(await seenBy(branch), [], 'a user of another office (even a child office) is not told');
    assert.deepEqual(await seenBy(lender), []);
    const res = await t.call('GET', '/api/v1/notifications', { auth: activator });
    assert.deepEqual(Object.keys((res.json.pageItems as Record<string, unknown>[])[0] ?? {}).sort(), ['action', 'actorId', 'content', 'createdAt', 'id', 'isRead', 'isSystemGenerated', 'objectId', 'objectType']);
    assert.equal((res.json.pageItems as { isRead: boolean }[])[0]?.isRead, false);
  });

  it('does not tell the acting user, and tells the administrator (ALL_FUNCTIONS) when another user acts', async () => {
    const clientId = await createClient(1, 'ByMaker', maker);
    const mine = (await seenBy(maker)).filter((n) => n.objectId === clientId);
    assert.deepEqual(mine, []);
    const expected: Seen = { objectType: 'client', objectId: clientId, action: 'created', content: 'New client created', actorId: (await db().selectFrom('m_appuser').select('id').where('username', '=', 'ntf-maker').executeTakeFirstOrThrow()).id };
    assert.deepEqual((await seenBy(activator)).at(-1), expected);
    const admin = await t.call('GET', '/api/v1/notifications');
    assert.deepEqual((admin.json.pageItems as Seen[]).map((n) => n.objectId), [clientId]);
  });

  it('addresses the users of the object’s own office', async () => {
    const clientId = await createClient(branchOffice, 'Branch');
    assert.deepEqual(await seenBy(branch), [{ objectType: 'client', objectId: clientId, action: 'created', content: 'New client created', actorId: ADMIN_ID }]);
    assert.equal((await seenBy(activator)).some((n) => n.objectId === clientId), false);
  });

  it('writes nothing for a refused command, nor for a command no notification follows', async () => {
    const before = await generated();
    const refused = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Nora', active: false } });
    assert.equal(refused.status, 400);
    const clientId = await createClient(emptyOffice, 'Quiet');
    assert.equal(await generated(), before + 1, 'the notification of the new client is written even though no one receives it (as Fineract)');
    const updated = await measureStatements(t, 'PUT', `/api/v1/clients/${clientId}`, { body: { firstname: 'Nora', lastname: 'Quieter' } });
    assert.equal(updated.response.status, 200, JSON.stringify(updated.response.body));
    assert.deepEqual(updated.statements.filter((s) => /notification_/.test(s.sql)), [], 'a command without a notification runs no statement for notifications');
    assert.equal(await generated(), before + 1);
  });

  it('notifies in one statement, with or without users to tell', async () => {
    const told = await measureStatements(t, 'POST', '/api/v1/clients', { body: clientBody(1, 'Counted') });
    const untold = await measureStatements(t, 'POST', '/api/v1/clients', { body: clientBody(emptyOffice, 'Uncounted') });
    for (const m of [told, untold]) {
      assert.equal(m.response.status, 200, JSON.stringify(m.response.body));
      assert.equal(m.statements.filter((s) => /notification_/.test(s.sql)).length, 1);
    }
    assertSameStatementCount(told, untold, 'POST /api/v1/clients with and without users to tell');
    await expectStatements(t, 'POST', '/api/v1/clients', { body: clientBody(1, 'Bounded'), max: 11 });
    await expectStatements(t, 'POST', '/api/v1/clients', { body: clientBody(emptyOffice, 'BoundedQuiet'), max: 11 });
  });

  it('follows a loan from product to repayment: approve, disburse and read permissions', async () => {
    const clientId = await activeClient(t, 'Borrower');
    const loanId = await disbursedLoan(t, clientId, 1000);
    const repaid = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, {
      body: { transactionDate: '15 February 2024', transactionAmount: 100, paymentTypeId: 1, ...DATES },
    });
    assert.equal(repaid.status, 200, JSON.stringify(repaid.body));
    const productId = (await db().selectFrom('m_loan').select('product_id').where('id', '=', loanId).executeTakeFirstOrThrow()).product_id;
    assert.deepEqual(
      (await seenBy(lender)).map(({ objectType, objectId, action, content }) => [objectType, objectId, action, content]),
      [
        ['loanProduct', productId, 'created', 'New loan product created'],
        ['loan', loanId, 'created', 'New loan created'],
        ['loan', loanId, 'approved', 'New loan approved'],
        ['loan', loanId, 'repaymentMade', 'Repayment made'],
      ],
    );
    assert.equal((await seenBy(activator)).some((n) => n.objectType === 'loan'), false);
  });

  it('follows a savings account: submitted, approved, deposit', async () => {
    const clientId = await activeClient(t, 'Saver');
    const productId = await createSavingsProduct(t);
    const accountId = await submitSavings(t, clientId, productId);
    assert.equal((await savingsCommand(t, accountId, 'approve', { approvedOnDate: '03 January 2024', ...DATES })).status, 200);
    assert.equal((await savingsCommand(t, accountId, 'activate', { activatedOnDate: '04 January 2024', ...DATES })).status, 200);
    const deposit = await savingsTransaction(t, accountId, 'deposit', '05 January 2024', 50);
    assert.equal(deposit.status, 200, JSON.stringify(deposit.body));
    assert.deepEqual(
      (await seenBy(saver)).map(({ objectType, objectId, action, content }) => [objectType, objectId, action, content]),
      [
        ['savingsAccount', accountId, 'created', 'New savings account created'],
        ['savingsAccount', accountId, 'approved', 'Savings account approved'],
        ['savingsAccount', accountId, 'depositMade', 'Deposit made'],
      ],
    );
  });
});
