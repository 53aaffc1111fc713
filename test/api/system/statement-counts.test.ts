import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { assertListIndependentOfRows, expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';
import { addNotification } from '../../../src/modules/system/index.ts';

const dated = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

/** Bounds are the route's own statements; the helper adds the authentication's (AUTH_STATEMENTS). */
describe('system statement counts', () => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('global configurations: list, read by id and name, update by id and name', async () => {
    await expectStatements(t, 'GET', '/api/v1/configurations', { max: 1 });
    await expectStatements(t, 'GET', '/api/v1/configurations/10', { max: 1 });
    await expectStatements(t, 'GET', '/api/v1/configurations/name/rounding-mode', { max: 1 });
    await expectStatements(t, 'PUT', '/api/v1/configurations/10', { body: { value: 3 }, max: 6 });
    await expectStatements(t, 'PUT', '/api/v1/configurations/name/penalty-wait-period', { body: { value: 4 }, max: 7 });
  });

  it('codes and code values: create, read, list, update and delete', async () => {
    const created = await expectStatements(t, 'POST', '/api/v1/codes', { body: { name: 'Bounded hobbies' }, max: 6 });
    const codeId = created.json.resourceId as number;
    await expectStatements(t, 'GET', `/api/v1/codes/${codeId}`, { max: 1 });
    await expectStatements(t, 'GET', '/api/v1/codes', { max: 1 });
    await expectStatements(t, 'PUT', `/api/v1/codes/${codeId}`, { body: { name: 'Bounded pastimes' }, max: 7 });
    const value = await expectStatements(t, 'POST', `/api/v1/codes/${codeId}/codevalues`, { body: { name: 'Chess', position: 1 }, max: 7 });
    const valueId = value.json.subResourceId as number;
    await expectStatements(t, 'GET', `/api/v1/codes/${codeId}/codevalues/${valueId}`, { max: 2 });
    await expectStatements(t, 'GET', `/api/v1/codes/${codeId}/codevalues`, { max: 2 });
    await expectStatements(t, 'PUT', `/api/v1/codes/${codeId}/codevalues/${valueId}`, { body: { name: 'Go', position: 2 }, max: 8 });
    // Suspect: one "still in use" probe per referring table (6 today; every new referrer adds one).
    await expectStatements(t, 'DELETE', `/api/v1/codes/${codeId}/codevalues/${valueId}`, { max: 15 });
    await expectStatements(t, 'DELETE', `/api/v1/codes/${codeId}`, { max: 8 });
  });

  it('business date: read all, read one type and set', async () => {
    await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } });
    // Sets the business date and the COB date one after the other, each reading its row before writing it;
    // the configuration is read once (the request's settings snapshot).
    await expectStatements(t, 'POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '15 June 2024', ...dated }, max: 9 });
    await expectStatements(t, 'GET', '/api/v1/businessdate', { max: 1 });
    await expectStatements(t, 'GET', '/api/v1/businessdate/BUSINESS_DATE', { max: 1 });
  });

  it('audits: list, paged list, read one and search template', async () => {
    const audits = (await t.call('GET', '/api/v1/audits')).body as { id: number }[];
    const auditId = audits[0]?.id ?? 0;
    await expectStatements(t, 'GET', '/api/v1/audits', { max: 1 });
    await expectStatements(t, 'GET', '/api/v1/audits?paged=true&limit=10', { max: 2 });
    await expectStatements(t, 'GET', `/api/v1/audits/${auditId}`, { max: 1 });
    await expectStatements(t, 'GET', '/api/v1/audits/searchtemplate', { max: 3 });
  });

  it('maker-checker: a held command, the inbox, approve, reject and delete', async () => {
    const db = t.tenant.database.db;
    const maker = await createUserWithPermissions(db, 'countmaker', ['UPDATE_CONFIGURATION', 'READ_CONFIGURATION']);
    await sql`update m_permission set can_maker_checker = true where code = 'UPDATE_CONFIGURATION'`.execute(db);
    await t.call('PUT', '/api/v1/configurations/name/maker-checker', { body: { enabled: true } });
    const hold = async (value: number): Promise<number> => {
      const res = await expectStatements(t, 'PUT', '/api/v1/configurations/10', { auth: maker, body: { value }, max: 9 });
      return res.json.commandId as number;
    };
    const approved = await hold(5);
    await expectStatements(t, 'GET', '/api/v1/makercheckers', { max: 1 });
    await expectStatements(t, 'GET', '/api/v1/makercheckers/searchtemplate', { max: 3 });
    await expectStatements(t, 'POST', `/api/v1/makercheckers/${approved}?command=approve`, { max: 7 });
    const rejected = await hold(6);
    await expectStatements(t, 'POST', `/api/v1/makercheckers/${rejected}?command=reject`, { max: 2 });
    const deleted = await hold(7);
    await expectStatements(t, 'DELETE', `/api/v1/makercheckers/${deleted}`, { max: 2 });
    await t.call('PUT', '/api/v1/configurations/name/maker-checker', { body: { enabled: false } });
  });

  it('external services: read and update', async () => {
    await expectStatements(t, 'PUT', '/api/v1/externalservice/SMTP', { body: { host: 'mail.example.org', port: 2525 }, max: 7 });
    await expectStatements(t, 'GET', '/api/v1/externalservice/SMTP', { max: 1 });
  });

  it('entity datatable checks: template, create, list and delete', async () => {
    const db = t.tenant.database.db;
    await sql`create table bound_client_details (client_id bigint primary key, remark varchar(100))`.execute(db);
    await sql`insert into x_registered_table (registered_table_name, application_table_name, category) values ('bound_client_details', 'm_client', 100)`.execute(db);
    await expectStatements(t, 'GET', '/api/v1/entityDatatableChecks/template', { max: 3 });
    const created = await expectStatements(t, 'POST', '/api/v1/entityDatatableChecks', {
      body: { entity: 'm_client', status: 100, datatableName: 'bound_client_details' },
      max: 8,
    });
    await expectStatements(t, 'GET', '/api/v1/entityDatatableChecks', { max: 2 });
    await expectStatements(t, 'DELETE', `/api/v1/entityDatatableChecks/${created.json.resourceId as number}`, { max: 6 });
  });

  it('runs the same statements for a list whatever its rows and page size', async () => {
    let codeCount = 0;
    const addCode = async (): Promise<void> => {
      codeCount += 1;
      const res = await t.call('POST', '/api/v1/codes', { body: { name: `Listed code ${codeCount}` } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
    };
    const codeId = (await t.call('POST', '/api/v1/codes', { body: { name: 'Listed values' } })).json.resourceId as number;
    const lists = [
      { url: '/api/v1/codes', addRow: addCode },
      { url: `/api/v1/codes/${codeId}/codevalues`, addRow: async (i: number) => void (await t.call('POST', `/api/v1/codes/${codeId}/codevalues`, { body: { name: `V${i}` } })) },
      { url: '/api/v1/audits', addRow: addCode },
      { url: '/api/v1/audits?paged=true', addRow: addCode },
      { url: '/api/v1/configurations', addRow: async (i: number) => void (await t.call('PUT', '/api/v1/configurations/10', { body: { value: i } })) },
    ];
    for (const list of lists) {
      await assertListIndependentOfRows(t, list);
    }
  });
  it("notifications: the user's list and marking them read", async () => {
    const notify = async (i: number): Promise<void> => {
      await addNotification(t.tenant.database.db, { objectType: 'client', objectId: i, action: 'created', content: `Client ${i}`, actorId: 1, isSystemGenerated: false }, [1]);
    };
    await notify(0);
    await expectStatements(t, 'GET', '/api/v1/notifications?isRead=false&limit=9', { max: 2 });
    await expectStatements(t, 'GET', '/api/v1/notifications?isRead=true', { max: 2 });
    await expectStatements(t, 'PUT', '/api/v1/notifications', { max: 1 });
    await assertListIndependentOfRows(t, { url: '/api/v1/notifications?isRead=true', addRow: notify });
  });
});
