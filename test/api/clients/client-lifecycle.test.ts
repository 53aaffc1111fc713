import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { clientAccounts } from '../../../src/modules/clients/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string };
const codesOf = (body: Record<string, unknown>): string[] => (body.errors as Item[]).map((e) => e.userMessageGlobalisationCode);
const dated = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

describe('client lifecycle commands', () => {
  let t: TestApp;
  let branch: number;
  let closure: number;
  let rejection: number;
  let withdrawal: number;

  async function ok(method: 'POST' | 'PUT', url: string, body: unknown): Promise<Record<string, unknown>> {
    const res = await t.call(method, url, { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json;
  }

  const reason = async (codeId: number, name: string) => (await ok('POST', `/api/v1/codes/${codeId}/codevalues`, { name })).subResourceId as number;
  const client = async (body: Record<string, unknown> = {}): Promise<number> =>
    (await ok('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId: branch, firstname: 'Life', lastname: 'Cycle', submittedOnDate: '01 March 2024', ...body })).clientId as number;
  const activeClient = () => client({ active: true, activationDate: '01 April 2024' });
  /** Commands with dates get dateFormat and locale; the staff and savings commands take nothing but their id (Fineract). */
  const command = (id: number, name: string, body: Record<string, unknown> = {}) =>
    t.call('POST', `/api/v1/clients/${id}?command=${name}`, { body: ['assignStaff', 'unassignStaff', 'updateSavingsAccount'].includes(name) ? body : { ...dated, ...body } });
  const statusOf = async (id: number) => ((await t.call('GET', `/api/v1/clients/${id}`)).json.status as { id: number }).id;
  const refused = async (id: number, name: string, body: Record<string, unknown>, status: number, code: string) => {
    const res = await command(id, name, body);
    assert.equal(res.status, status, `${name}: ${JSON.stringify(res.body)}`);
    assert.deepEqual(codesOf(res.json), [code]);
  };

  before(async () => {
    t = await createTestApp();
    await ok('PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '2024-06-15', dateFormat: 'yyyy-MM-dd', locale: 'en' });
    branch = (await ok('POST', '/api/v1/offices', { ...dated, name: 'Lifecycle Branch', parentId: 1, openingDate: '01 January 2024' })).resourceId as number;
    closure = await reason(14, 'Deceased');
    rejection = await reason(19, 'Bad credit');
    withdrawal = await reason(20, 'Changed mind');
  });
  after(async () => t.close());

  it('activates a pending client', async () => {
    const id = await client({ externalId: 'LC-1' });
    const res = await command(id, 'activate', { activationDate: '02 April 2024' });
    assert.deepEqual(res.body, { officeId: branch, clientId: id, resourceId: id, resourceExternalId: 'LC-1' });
    const view = (await t.call('GET', `/api/v1/clients/${id}`)).json;
    assert.deepEqual([view.status, view.active, view.activationDate], [{ id: 300, code: 'clientStatusType.active', value: 'Active' }, true, [2024, 4, 2]]);
    assert.equal((view.timeline as Record<string, unknown>).activatedByUsername, 'mifos');
    await refused(id, 'activate', { activationDate: '03 April 2024' }, 400, 'error.msg.clients.already.active');
  });

  it('refuses activation in the future, before submission or before the office opened', async () => {
    const id = await client();
    await refused(id, 'activate', { activationDate: '16 June 2024' }, 400, 'error.msg.clients.activationDate.in.the.future');
    await refused(id, 'activate', { activationDate: '28 February 2024' }, 400, 'error.msg.clients.submittedOnDate.after.activation.date');
    const early = await client({ submittedOnDate: '01 January 2023' });
    await refused(early, 'activate', { activationDate: '31 December 2023' }, 400, 'error.msg.clients.activationDate.cannot.be.before.office.activation.date');
    await refused(id, 'activate', {}, 400, 'validation.msg.client.activationDate.cannot.be.blank');
    await refused(id, 'activate', { activationDate: '02 April 2024', closureDate: 'x' }, 400, 'error.msg.parameter.unsupported');
    assert.equal(await statusOf(id), 100);
  });

  it('closes an active client with a reason, and reactivates it as pending', async () => {
    const id = await activeClient();
    const closed = await command(id, 'close', { closureDate: '01 May 2024', closureReasonId: closure });
    assert.deepEqual(closed.body, { clientId: id, resourceId: id });
    const view = (await t.call('GET', `/api/v1/clients/${id}`)).json;
    assert.deepEqual(view.status, { id: 600, code: 'clientStatusType.closed', value: 'Closed' });
    assert.deepEqual((view.timeline as Record<string, unknown>).closedOnDate, [2024, 5, 1]);
    await refused(id, 'close', { closureDate: '02 May 2024', closureReasonId: closure }, 403, 'error.msg.client.close.is.already.closed');
    await refused(id, 'reactivate', { reactivationDate: '30 April 2024' }, 403, 'error.msg.client.reactivation.date.cannot.before.client.closed.date');
    await refused(id, 'reactivate', { reactivationDate: '16 June 2024' }, 400, 'error.msg.clients.reactivationDate.in.the.future');
    assert.deepEqual((await command(id, 'reactivate', { reactivationDate: '10 May 2024' })).body, { clientId: id, resourceId: id });
    assert.equal(await statusOf(id), 100);
    const timeline = (await t.call('GET', `/api/v1/clients/${id}`)).json.timeline as Record<string, unknown>;
    assert.deepEqual(Object.keys(timeline), ['submittedOnDate', 'submittedByUsername', 'submittedByFirstname', 'submittedByLastname']);
    await refused(id, 'reactivate', { reactivationDate: '10 May 2024' }, 403, 'error.msg.client.reactivation.on.nonclosed.account');
    assert.equal((await command(id, 'activate', { activationDate: '11 May 2024' })).status, 200);
  });

  it('refuses a close without reason, with a future date, before activation or with an unknown reason', async () => {
    const id = await activeClient();
    const missing = await command(id, 'close', {});
    assert.deepEqual(codesOf(missing.json), ['validation.msg.client.closureDate.cannot.be.blank', 'validation.msg.client.closureReasonId.cannot.be.blank']);
    await refused(id, 'close', { closureDate: '16 June 2024', closureReasonId: closure }, 400, 'error.msg.clients.closureDate.in.the.future');
    await refused(id, 'close', { closureDate: '31 March 2024', closureReasonId: closure }, 403, 'error.msg.client.close.date.cannot.before.client.actvation.date');
    await refused(id, 'close', { closureDate: '01 May 2024', closureReasonId: rejection }, 404, 'error.msg.codevalue.codename.id.combination.invalid');
    assert.equal(await statusOf(id), 300);
  });

  it('refuses to close a client that still has open accounts', async () => {
    const id = await activeClient();
    const unregister = clientAccounts.registerUse('loan', (_db, clientId) => Promise.resolve(clientId === id));
    try {
      await refused(id, 'close', { closureDate: '01 May 2024', closureReasonId: closure }, 403, 'error.msg.client.close.loan.non-closed');
    } finally {
      unregister();
    }
    const savings = clientAccounts.registerUse('savings account', (_db, clientId) => Promise.resolve(clientId === id));
    try {
      await refused(id, 'close', { closureDate: '01 May 2024', closureReasonId: closure }, 403, 'error.msg.client.close.non-closed.savings.account');
    } finally {
      savings();
    }
    assert.equal((await command(id, 'close', { closureDate: '01 May 2024', closureReasonId: closure })).status, 200);
  });

  it('rejects a pending client and undoes the rejection', async () => {
    const id = await client();
    await refused(id, 'reject', { rejectionDate: '29 February 2024', rejectionReasonId: rejection }, 403, 'error.msg.client.rejection.date.cannot.before.client.submitted.date');
    await refused(id, 'reject', { rejectionDate: '16 June 2024', rejectionReasonId: rejection }, 400, 'error.msg.clients.rejectionDate.in.the.future');
    assert.deepEqual((await command(id, 'reject', { rejectionDate: '02 March 2024', rejectionReasonId: rejection })).body, { clientId: id, resourceId: id });
    assert.equal(await statusOf(id), 700);
    await refused(id, 'reject', { rejectionDate: '03 March 2024', rejectionReasonId: rejection }, 403, 'error.msg.client.rejection.on.account.not.in.pending.activation.status');
    await refused(id, 'activate', { activationDate: '03 March 2024' }, 403, 'error.msg.client.activation.on.account.not.in.pending.activation.status');
    await refused(id, 'close', { closureDate: '03 March 2024', closureReasonId: closure }, 403, 'error.msg.client.close.on.account.not.active.or.pending');
    await refused(id, 'undoWithdrawal', { reopenedDate: '03 March 2024' }, 403, 'error.msg.client.undoWithdrawal.on.nonwithdrawal.account');
    await refused(id, 'undoRejection', { reopenedDate: '01 March 2024' }, 403, 'error.msg.client.reopened.date.cannot.before.client.rejected.date');
    await refused(id, 'undoRejection', { reopenedDate: '16 June 2024' }, 400, 'validation.msg.client.reopenedDate.is.greater.than.date');
    assert.equal((await command(id, 'undoRejection', { reopenedDate: '04 March 2024' })).status, 200);
    assert.equal(await statusOf(id), 100);
    await refused(id, 'undoRejection', { reopenedDate: '04 March 2024' }, 403, 'error.msg.client.undorejection.on.nonrejected.account');
    await refused(id, 'activate', { activationDate: '03 March 2024' }, 400, 'error.msg.clients.submittedOnDate.after.reopened.date');
  });

  it('withdraws a pending client and undoes the withdrawal', async () => {
    const id = await client();
    await refused(id, 'withdraw', { withdrawalDate: '01 March 2024', withdrawalReasonId: rejection }, 404, 'error.msg.codevalue.codename.id.combination.invalid');
    await refused(id, 'withdraw', { withdrawalDate: '29 February 2024', withdrawalReasonId: withdrawal }, 403, 'error.msg.client.withdrawal.date.cannot.before.client.submitted.date');
    await refused(id, 'withdraw', { withdrawalDate: '16 June 2024', withdrawalReasonId: withdrawal }, 400, 'error.msg.clients.withdrawalDate.in.the.future');
    assert.equal((await command(id, 'withdraw', { withdrawalDate: '05 March 2024', withdrawalReasonId: withdrawal })).status, 200);
    assert.equal(await statusOf(id), 800);
    await refused(id, 'withdraw', { withdrawalDate: '05 March 2024', withdrawalReasonId: withdrawal }, 403, 'error.msg.client.withdrawal.on.account.not.in.pending.activation.status');
    await refused(id, 'undoRejection', { reopenedDate: '06 March 2024' }, 403, 'error.msg.client.undorejection.on.nonrejected.account');
    await refused(id, 'undoWithdrawal', { reopenedDate: '04 March 2024' }, 403, 'error.msg.client.reopened.date.cannot.before.client.withdrawal.date');
    assert.equal((await command(id, 'undoWithdrawal', { reopenedDate: '06 March 2024' })).status, 200);
    assert.equal(await statusOf(id), 100);
    const active = await activeClient();
    await refused(active, 'withdraw', { withdrawalDate: '05 April 2024', withdrawalReasonId: withdrawal }, 403, 'error.msg.client.withdrawal.on.account.not.in.pending.activation.status');
  });

  it('assigns and unassigns staff, and keeps a staff member with clients from being deactivated', async () => {
    const staffId = (await ok('POST', '/api/v1/staff', { ...dated, officeId: branch, firstname: 'Port', lastname: 'Folio', joiningDate: '01 January 2024' })).resourceId as number;
    const headStaff = (await ok('POST', '/api/v1/staff', { ...dated, officeId: 1, firstname: 'Head', lastname: 'Staff', joiningDate: '01 January 2024' })).resourceId as number;
    const id = await activeClient();
    const assigned = await command(id, 'assignStaff', { staffId });
    assert.deepEqual(assigned.body, { officeId: branch, clientId: id, resourceId: id, changes: { staffId } });
    assert.equal((await t.call('GET', `/api/v1/clients/${id}`)).json.staffName, 'Folio, Port');
    const deactivate = await t.call('PUT', `/api/v1/staff/${staffId}`, { body: { isActive: false } });
    assert.deepEqual([deactivate.status, codesOf(deactivate.json)], [400, ['validation.msg.staff.isactive.staff.is.assigned']]);
    await refused(id, 'unassignStaff', { staffId: headStaff }, 403, 'error.msg.client.staff.not.assigned');
    assert.deepEqual((await command(id, 'unassignStaff', { staffId })).json.changes, { staffId });
    await refused(id, 'unassignStaff', { staffId }, 404, 'error.msg.client.has.no.staff');
    assert.equal((await t.call('PUT', `/api/v1/staff/${staffId}`, { body: { isActive: false } })).status, 200);
    await refused(id, 'assignStaff', { staffId }, 403, 'error.msg.client.staff.not.active');
    await refused(id, 'assignStaff', { staffId: 9999 }, 404, 'error.msg.staff.id.invalid');
    await refused(id, 'assignStaff', {}, 400, 'validation.msg.client.staffId.cannot.be.blank');
    assert.equal((await command(id, 'assignStaff', { staffId: headStaff })).status, 200);
  });

  it('counts only clients that are not closed in a staff portfolio', async () => {
    const staffId = (await ok('POST', '/api/v1/staff', { ...dated, officeId: branch, firstname: 'Closed', lastname: 'Book', joiningDate: '01 January 2024' })).resourceId as number;
    const id = await client({ active: true, activationDate: '01 April 2024', staffId });
    assert.equal((await t.call('PUT', `/api/v1/staff/${staffId}`, { body: { isActive: false } })).status, 400);
    assert.equal((await command(id, 'close', { closureDate: '01 May 2024', closureReasonId: closure })).status, 200);
    assert.equal((await t.call('PUT', `/api/v1/staff/${staffId}`, { body: { isActive: false } })).status, 200);
  });

  it('refuses a default savings account while no savings accounts exist', async () => {
    const id = await activeClient();
    await refused(id, 'updateSavingsAccount', { savingsAccountId: 1 }, 404, 'error.msg.saving.account.id.invalid');
    await refused(id, 'updateSavingsAccount', { savingsAccountId: 0 }, 400, 'validation.msg.client.savingsAccountId.not.greater.than.zero');
  });

  it('refuses an unknown command, an unknown client and a command without its permission', async () => {
    const id = await client();
    const unknown = await command(id, 'hibernate');
    assert.deepEqual([unknown.status, codesOf(unknown.json)], [400, ['error.msg.query.parameter.value.unsupported']]);
    await refused(9999, 'activate', { activationDate: '01 April 2024' }, 404, 'error.msg.client.id.invalid');
    const clerk = await createUserWithPermissions(t.tenant.database.db, 'lifecycleclerk', ['READ_CLIENT', 'ACTIVATE_CLIENT']);
    const activate = await t.call('POST', `/api/v1/clients/${id}?command=activate`, { auth: clerk, body: { ...dated, activationDate: '01 April 2024' } });
    assert.equal(activate.status, 200);
    for (const name of ['close', 'reject', 'withdraw', 'reactivate', 'undoRejection', 'undoWithdrawal', 'assignStaff', 'unassignStaff', 'updateSavingsAccount', 'proposeTransfer', 'withdrawTransfer', 'acceptTransfer', 'rejectTransfer', 'proposeAndAcceptTransfer']) {
      const res = await t.call('POST', `/api/v1/clients/${id}?command=${name}`, { auth: clerk, body: {} });
      assert.equal(res.status, 403, name);
    }
  });

  it('runs a command by external id', async () => {
    const id = await client({ externalId: 'EXT-LC' });
    const res = await t.call('POST', '/api/v1/clients/external-id/EXT-LC?command=activate', { body: { ...dated, activationDate: '01 April 2024' } });
    assert.equal(res.status, 200);
    assert.equal(await statusOf(id), 300);
    assert.equal((await t.call('POST', '/api/v1/clients/external-id/none?command=activate', { body: {} })).status, 404);
  });
});
