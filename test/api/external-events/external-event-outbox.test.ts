import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MODULES } from '../../../src/app.ts';
import { externalEventsModule } from '../../../src/modules/external-events/index.ts';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { activeClient, activeSavings, createSavingsProduct, DATES, savingsTransaction, setBusinessDate } from '../../support/savings.ts';
import { measureStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

const modules = MODULES.includes(externalEventsModule) ? MODULES : [...MODULES, externalEventsModule];
const CONFIG_URL = '/api/v1/externalevents/configuration';
const newClient = (lastname: string): Record<string, unknown> => ({ officeId: 1, legalFormId: 1, firstname: 'Eve', lastname, active: false });

describe('external event outbox', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ modules });
    await setBusinessDate(t, '2024-03-15');
  });
  after(async () => t.close());

  const outbox = async () => tenantTables(t.tenant.database.db).selectFrom('m_external_event').selectAll().orderBy('id').execute();
  const enable = async (types: Record<string, boolean>): Promise<void> => {
    const res = await t.call('PUT', CONFIG_URL, { body: { externalEventConfigurations: types } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  };

  it('writes no event, and runs no statement for one, while the command’s type is disabled', async () => {
    await t.call('POST', '/api/v1/clients', { body: newClient('Warm') });
    const m = await measureStatements(t, 'POST', '/api/v1/clients', { body: newClient('Quiet') });
    assert.equal(m.response.status, 200, JSON.stringify(m.response.body));
    assert.deepEqual(m.statements.filter((s) => s.sql.includes('m_external_event')), []);
    assert.equal((await outbox()).length, 0);
  });

  it('writes an enabled type’s event inside the command’s transaction, with its payload as data', async () => {
    await enable({ ClientCreateBusinessEvent: true });
    // The first command after the change reads the enabled types again; later ones use what it read.
    assert.equal((await t.call('POST', '/api/v1/clients', { body: newClient('First') })).status, 200);
    const m = await measureStatements(t, 'POST', '/api/v1/clients', { body: newClient('Loud') });
    assert.equal(m.response.status, 200, JSON.stringify(m.response.body));
    const sqls = m.statements.map((s) => s.sql.trim().toLowerCase());
    const insert = sqls.findIndex((s) => s.startsWith('insert into "m_external_event"'));
    assert.ok(insert > sqls.indexOf('begin') && insert < sqls.lastIndexOf('commit'), sqls.join('\n'));
    assert.equal(sqls.filter((s) => s.includes('m_external_event_configuration')).length, 0, 'the enabled types are read once, then kept');
    const clientId = m.response.json.clientId as number;
    const rows = await outbox();
    assert.equal(rows.length, 2);
    const row = rows[1];
    assert.ok(row !== undefined);
    assert.equal(row.type, 'ClientCreateBusinessEvent');
    assert.equal(row.category, 'Client');
    // The client events carry Fineract's ClientDataV1 (ADR 0051; external-event-loan-transaction-payload.test.ts).
    assert.equal(row.schema, 'org.apache.fineract.avro.client.v1.ClientDataV1');
    assert.equal(row.status, 'TO_BE_SENT');
    assert.equal(row.sent_at, null);
    assert.equal(row.business_date, '2024-03-15');
    assert.equal(row.aggregate_root_id, clientId);
    assert.match(row.idempotency_key, /^[0-9a-f-]{36}$/);
    const data = row.data as Record<string, unknown>;
    assert.deepEqual([data.id, data.lastname, data.officeId], [clientId, 'Loud', 1]);
  });

  it('leaves no event for a refused command', async () => {
    const before = (await outbox()).length;
    const res = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'No' } });
    assert.equal(res.status, 400);
    const missingOffice = await t.call('POST', '/api/v1/clients', { body: { ...newClient('Nowhere'), officeId: 999 } });
    assert.equal(missingOffice.status, 404);
    assert.equal((await outbox()).length, before);
  });

  it('leaves no event for a command rolled back as held for a checker, and writes it when the checker approves', async () => {
    const maker = await createUserWithPermissions(t.tenant.database.db, 'event-maker', ['CREATE_CLIENT']);
    await tenantTables(t.tenant.database.db).updateTable('m_permission').set({ can_maker_checker: true }).where('code', '=', 'CREATE_CLIENT').execute();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/maker-checker', { body: { enabled: true } })).status, 200);
    try {
      const before = (await outbox()).length;
      const held = await t.call('POST', '/api/v1/clients', { auth: maker, body: newClient('Held') });
      assert.equal(held.status, 200, JSON.stringify(held.body));
      assert.equal(held.json.rollbackTransaction, true);
      assert.equal((await outbox()).length, before, 'the trial run is rolled back with its event');
      const approved = await t.call('POST', `/api/v1/makercheckers/${held.json.commandId as number}?command=approve`);
      assert.equal(approved.status, 200, JSON.stringify(approved.body));
      const rows = await outbox();
      assert.equal(rows.length, before + 1);
      assert.equal(rows.at(-1)?.aggregate_root_id, approved.json.clientId);
    } finally {
      await t.call('PUT', '/api/v1/configurations/name/maker-checker', { body: { enabled: false } });
    }
  });

  it('writes savings deposits and withdrawals, keyed by the account, and stops when the type is disabled', async () => {
    await enable({ ClientCreateBusinessEvent: false, SavingsDepositBusinessEvent: true, SavingsWithdrawalBusinessEvent: true });
    const client = await activeClient(t, 'Saver');
    const account = await activeSavings(t, client, await createSavingsProduct(t));
    const first = (await outbox()).length;
    assert.equal((await savingsTransaction(t, account, 'deposit', '05 January 2024', 100)).status, 200);
    assert.equal((await savingsTransaction(t, account, 'withdrawal', '06 January 2024', 30)).status, 200);
    const refused = await savingsTransaction(t, account, 'withdrawal', '06 January 2024', 1000);
    assert.equal(refused.status, 403, JSON.stringify(refused.body));
    const rows = (await outbox()).slice(first);
    assert.deepEqual(rows.map((r) => [r.type, r.category, r.aggregate_root_id]), [
      ['SavingsDepositBusinessEvent', 'Savings', account],
      ['SavingsWithdrawalBusinessEvent', 'Savings', account],
    ]);
    assert.deepEqual(rows.map((r) => [(r.data as Record<string, unknown>).accountId, (r.data as Record<string, unknown>).amount]), [[account, '100'], [account, '30']]);
    await enable({ SavingsDepositBusinessEvent: false });
    assert.equal((await savingsTransaction(t, account, 'deposit', '07 January 2024', 5, DATES)).status, 200);
    assert.equal((await outbox()).length, first + 2);
  });
});
