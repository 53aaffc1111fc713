import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { clientAccounts } from '../../../src/modules/clients/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string };
const codesOf = (body: Record<string, unknown>): string[] => (body.errors as Item[]).map((e) => e.userMessageGlobalisationCode);
const dated = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

interface TransferRow {
  from_office_id: number;
  to_office_id: number;
  transfer_type: number;
  proposed_transfer_date: string | null;
}

describe('client transfers between offices', () => {
  let t: TestApp;
  let source: number;
  let destination: number;
  let destinationStaff: number;

  async function ok(method: 'POST' | 'PUT', url: string, body: unknown): Promise<Record<string, unknown>> {
    const res = await t.call(method, url, { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json;
  }

  const activeClient = async (body: Record<string, unknown> = {}): Promise<number> =>
    (await ok('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId: source, firstname: 'Mo', lastname: 'Ving', active: true, activationDate: '01 April 2024', ...body })).clientId as number;
  const command = (id: number, name: string, body: Record<string, unknown> = {}) => t.call('POST', `/api/v1/clients/${id}?command=${name}`, { body });
  const view = async (id: number) => (await t.call('GET', `/api/v1/clients/${id}`)).json;
  const refused = async (id: number, name: string, body: Record<string, unknown>, status: number, code: string) => {
    const res = await command(id, name, body);
    assert.equal(res.status, status, `${name}: ${JSON.stringify(res.body)}`);
    assert.deepEqual(codesOf(res.json), [code]);
  };
  const history = async (clientId: number): Promise<TransferRow[]> =>
    t.tenant.database.db
      .withTables<{ m_client_transfer_details: TransferRow & { id: number; client_id: number } }>()
      .selectFrom('m_client_transfer_details')
      .select(['from_office_id', 'to_office_id', 'transfer_type', 'proposed_transfer_date'])
      .where('client_id', '=', clientId)
      .orderBy('id')
      .execute();

  before(async () => {
    t = await createTestApp();
    await ok('PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '2024-06-15', dateFormat: 'yyyy-MM-dd', locale: 'en' });
    source = (await ok('POST', '/api/v1/offices', { ...dated, name: 'Source', parentId: 1, openingDate: '01 January 2024' })).resourceId as number;
    destination = (await ok('POST', '/api/v1/offices', { ...dated, name: 'Destination', parentId: 1, openingDate: '01 January 2024' })).resourceId as number;
    destinationStaff = (await ok('POST', '/api/v1/staff', { ...dated, officeId: destination, firstname: 'New', lastname: 'Officer', joiningDate: '01 January 2024' })).resourceId as number;
  });
  after(async () => t.close());

  it('proposes a transfer and lets the destination accept it', async () => {
    const id = await activeClient();
    const proposed = await command(id, 'proposeTransfer', { ...dated, destinationOfficeId: destination, transferDate: '10 June 2024', note: 'moving' });
    assert.deepEqual(proposed.body, { clientId: id, resourceId: id });
    const waiting = await view(id);
    assert.deepEqual([waiting.status, waiting.transferToOfficeId, waiting.transferToOfficeName, waiting.active], [
      { id: 303, code: 'clientStatusType.transfer.in.progress', value: 'Transfer in progress' }, destination, 'Destination', false,
    ]);
    assert.deepEqual((await t.call('GET', `/api/v1/clients/${id}/transferproposaldate`)).body, [2024, 6, 10]);
    const accepted = await command(id, 'acceptTransfer', { staffId: destinationStaff });
    assert.deepEqual(accepted.body, { clientId: id, resourceId: id });
    const moved = await view(id);
    assert.deepEqual([moved.status, moved.officeId, moved.officeName, moved.transferToOfficeId, moved.staffId], [
      { id: 300, code: 'clientStatusType.active', value: 'Active' }, destination, 'Destination', undefined, destinationStaff,
    ]);
    assert.equal((await t.call('GET', `/api/v1/clients/${id}/transferproposaldate`)).body, null);
    assert.deepEqual(await history(id), [
      { from_office_id: source, to_office_id: destination, transfer_type: 1, proposed_transfer_date: '2024-06-10' },
      { from_office_id: source, to_office_id: destination, transfer_type: 2, proposed_transfer_date: '2024-06-10' },
    ]);
  });

  it('lets the destination reject a transfer (on hold) and the source withdraw it', async () => {
    const id = await activeClient();
    assert.equal((await command(id, 'proposeTransfer', { destinationOfficeId: destination })).status, 200);
    assert.deepEqual((await t.call('GET', `/api/v1/clients/${id}/transferproposaldate`)).body, [2024, 6, 15]);
    assert.equal((await command(id, 'rejectTransfer', { note: 'no room' })).status, 200);
    const held = await view(id);
    assert.deepEqual([held.status, held.officeId, held.transferToOfficeId], [{ id: 304, code: 'clientStatusType.transfer.on.hold', value: 'Transfer on hold' }, source, undefined]);
    await refused(id, 'acceptTransfer', {}, 403, 'error.msg.client.not.awaiting.transfer.approval.exception');
    await refused(id, 'rejectTransfer', {}, 403, 'error.msg.client.not.awaiting.transfer.approval.exception');
    await refused(id, 'close', { ...dated, closureDate: '15 June 2024', closureReasonId: 1 }, 404, 'error.msg.codevalue.codename.id.combination.invalid');
    assert.equal((await command(id, 'withdrawTransfer', {})).status, 200);
    assert.deepEqual((await view(id)).status, { id: 300, code: 'clientStatusType.active', value: 'Active' });
    await refused(id, 'withdrawTransfer', {}, 403, 'error.msg.client.not.awaiting.transfer.approval.or.on.hold.exception');
    assert.deepEqual((await history(id)).map((row) => row.transfer_type), [1, 4, 3]);
  });

  it('refuses closing a client under transfer', async () => {
    const reason = (await ok('POST', '/api/v1/codes/14/codevalues', { name: 'Left' })).subResourceId as number;
    const id = await activeClient();
    assert.equal((await command(id, 'proposeTransfer', { destinationOfficeId: destination })).status, 200);
    await refused(id, 'close', { ...dated, closureDate: '15 June 2024', closureReasonId: reason }, 403, 'error.msg.client.close.is.under.transfer');
    await refused(id, 'proposeTransfer', { destinationOfficeId: destination }, 403, 'error.msg.client.not.active.exception');
  });

  it('transfers in one step with proposeAndAcceptTransfer, dropping staff the new office cannot reach', async () => {
    const sourceStaff = (await ok('POST', '/api/v1/staff', { ...dated, officeId: source, firstname: 'Old', lastname: 'Officer', joiningDate: '01 January 2024' })).resourceId as number;
    const id = await activeClient({ staffId: sourceStaff });
    const res = await command(id, 'proposeAndAcceptTransfer', { destinationOfficeId: destination, note: 'direct' });
    assert.deepEqual(res.body, { clientId: id, resourceId: id });
    const moved = await view(id);
    assert.deepEqual([moved.status, moved.officeId, moved.staffId], [{ id: 300, code: 'clientStatusType.active', value: 'Active' }, destination, undefined]);
    assert.deepEqual((await history(id)).map((row) => row.transfer_type), [1, 2]);
  });

  it('refuses a transfer to the same office, an unknown office, staff out of reach, a group and a future date', async () => {
    const id = await activeClient();
    await refused(id, 'proposeTransfer', { destinationOfficeId: source }, 403, 'error.msg.cannot.transfer.client.as.selected.office.and.current.office.are.same');
    await refused(id, 'proposeTransfer', { destinationOfficeId: 9999 }, 404, 'error.msg.office.id.invalid');
    await refused(id, 'proposeTransfer', {}, 400, 'validation.msg.client.destinationOfficeId.cannot.be.blank');
    await refused(id, 'proposeTransfer', { ...dated, destinationOfficeId: destination, transferDate: '16 June 2024' }, 400, 'error.msg.clients.transferDate.in.the.future');
    await refused(id, 'proposeTransfer', { destinationOfficeId: destination, note: 'x'.repeat(1001) }, 400, 'validation.msg.client.note.exceeds.max.length');
    await refused(id, 'proposeAndAcceptTransfer', { destinationOfficeId: destination, destinationGroupId: 4 }, 404, 'error.msg.group.id.invalid');
    const sourceOnly = (await ok('POST', '/api/v1/staff', { ...dated, officeId: source, firstname: 'Stay', lastname: 'Put', joiningDate: '01 January 2024' })).resourceId as number;
    await refused(id, 'proposeAndAcceptTransfer', { destinationOfficeId: destination, staffId: sourceOnly }, 404, 'error.msg.staff.id.invalid');
    await refused(id, 'acceptTransfer', {}, 403, 'error.msg.client.not.awaiting.transfer.approval.exception');
    await refused(id, 'proposeTransfer', { destinationOfficeId: destination, transferDate: '01 June 2024' }, 400, 'validation.msg.missing.dateFormat.parameter');
    assert.deepEqual((await view(id)).status, { id: 300, code: 'clientStatusType.active', value: 'Active' });
  });

  it('refuses transferring a pending client or one with open accounts', async () => {
    const pending = (await ok('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId: source, firstname: 'Not', lastname: 'Yet' })).clientId as number;
    await refused(pending, 'proposeTransfer', { destinationOfficeId: destination }, 403, 'error.msg.client.not.active.exception');
    const id = await activeClient();
    const unregister = clientAccounts.registerUse('loan', (_db, clientId) => Promise.resolve(clientId === id));
    try {
      await refused(id, 'proposeTransfer', { destinationOfficeId: destination }, 403, 'error.msg.client.transfer.non-closed.accounts');
      await refused(id, 'proposeAndAcceptTransfer', { destinationOfficeId: destination }, 403, 'error.msg.client.transfer.non-closed.accounts');
    } finally {
      unregister();
    }
  });

  it('lets a user of the destination office see and accept a client proposed to it', async () => {
    const id = await activeClient();
    const clerk = await createUserWithPermissions(t.tenant.database.db, 'destinationclerk', ['READ_CLIENT', 'ACCEPTTRANSFER_CLIENT']);
    await t.tenant.database.db.withTables<{ m_appuser: { username: string; office_id: number } }>().updateTable('m_appuser').set({ office_id: destination }).where('username', '=', 'destinationclerk').execute();
    assert.equal((await t.call('GET', `/api/v1/clients/${id}`, { auth: clerk })).status, 404);
    assert.equal((await command(id, 'proposeTransfer', { destinationOfficeId: destination })).status, 200);
    assert.equal((await t.call('GET', `/api/v1/clients/${id}`, { auth: clerk })).status, 200);
    assert.equal((await t.call('POST', `/api/v1/clients/${id}?command=acceptTransfer`, { auth: clerk, body: {} })).status, 200);
    assert.equal((await t.call('POST', `/api/v1/clients/${id}?command=proposeTransfer`, { auth: clerk, body: { destinationOfficeId: source } })).status, 403);
  });
});
