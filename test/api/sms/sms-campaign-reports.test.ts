import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Json = Record<string, unknown>;
type Item = { userMessageGlobalisationCode: string };
const codesOf = (body: unknown): string[] => {
  const b = body as { errors?: Item[]; userMessageGlobalisationCode?: string };
  const items = (b.errors ?? []).map((e) => e.userMessageGlobalisationCode);
  return items.length > 0 ? items : [b.userMessageGlobalisationCode ?? ''];
};
const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

/** SMS campaigns whose recipients come from running their stretchy report (type SMS) with their parameters. */
describe('sms campaign reports', () => {
  let t: TestApp;
  let reportId: number;
  let brokenReportId: number;
  let adaId: number;
  let adminId: number;

  const db = () => tenantTables(t.tenant.database.db);
  const messagesOf = async (campaignId: number) =>
    db().selectFrom('sms_messages_outbound').select(['client_id', 'mobile_no', 'message', 'status_enum']).where('campaign_id', '=', campaignId).orderBy('id').execute();
  const create = async (overrides: Json): Promise<number> => {
    const body = { campaignName: 'Report driven', campaignType: 1, triggerType: 1, runReportId: reportId, providerId: 3, message: 'Dear {{firstName}}, {{amount}} is due; client since {{activationDate}} (by {{userId}}).', ...overrides };
    const res = await t.call('POST', '/api/v1/smscampaigns', { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };
  const activate = (id: number, auth?: { username: string; password: string }) =>
    t.call('POST', `/api/v1/smscampaigns/${id}?command=activate`, { auth, body: { activationDate: '01 March 2024', ...DATES } });
  const status = async (id: number) => ((await t.call('GET', `/api/v1/smscampaigns/${id}`)).json.campaignStatus as Json).id;

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '2024-03-01', dateFormat: 'yyyy-MM-dd', locale: 'en' } })).status, 200);
    const clients = [
      { firstname: 'Ada', lastname: 'Texted', mobileNo: '+4917011' },
      { firstname: 'Bo', lastname: 'Silent' },
    ];
    const ids: number[] = [];
    for (const client of clients) {
      const res = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, active: true, activationDate: '01 January 2024', ...client, ...DATES } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      ids.push(res.json.clientId as number);
    }
    adaId = ids[0] ?? 0;
    adminId = (await db().selectFrom('m_appuser').select('id').where('username', '=', 'mifos').executeTakeFirstOrThrow()).id;
    const report = await db()
      .insertInto('stretchy_report')
      .values({
        report_name: 'Clients of an office SMS', report_type: 'SMS', report_category: 'Client', use_report: true, description: 'active clients of an office',
        report_sql:
          'select c.id as "id", c.firstname as "firstName", c.mobile_no as "mobileNo", c.activation_date as "activationDate", ' +
          'cast(125.5 as decimal(19,6)) as "amount", ${currentUserId} as "userId" from m_client c where c.office_id = ${officeId} order by c.id',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    reportId = report.id;
    const broken = await db()
      .insertInto('stretchy_report')
      .values({ report_name: 'Client by number SMS', report_type: 'SMS', report_category: 'Client', use_report: true, report_sql: 'select c.id, c.mobile_no as "mobileNo" from m_client c where c.id = cast(${clientNo} as integer)' })
      .returning('id')
      .executeTakeFirstOrThrow();
    brokenReportId = broken.id;
  });
  after(async () => {
    await t.close();
  });

  it('queues a Direct campaign for the rows of its report that have a mobile number, the row substituted into the message', async () => {
    const id = await create({ paramValue: { officeId: '1' } });
    const res = await activate(id);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(await status(id), 300);
    assert.deepEqual(await messagesOf(id), [
      { client_id: adaId, mobile_no: '+4917011', message: `Dear Ada, 125.5 is due; client since 1-1-2024 (by ${adminId}).`, status_enum: 100 },
    ]);
  });

  it('runs the report for the user who activates, without the report permission', async () => {
    const activator = await createUserWithPermissions(t.tenant.database.db, 'sms-report-activator', ['ACTIVATE_SMSCAMPAIGN']);
    const user = await db().selectFrom('m_appuser').select('id').where('username', '=', 'sms-report-activator').executeTakeFirstOrThrow();
    const id = await create({ campaignName: 'Activated by a clerk', paramValue: { officeId: '1' } });
    assert.equal((await activate(id, activator)).status, 200);
    assert.deepEqual((await messagesOf(id)).map((m) => m.message), [`Dear Ada, 125.5 is due; client since 1-1-2024 (by ${user.id}).`]);
  });

  it('refuses activation while the report lacks a parameter, and leaves the campaign Pending', async () => {
    const id = await create({ campaignName: 'Missing office', paramValue: { branch: '1' } });
    const res = await activate(id);
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.body), ['error.msg.report.parameter.missing']);
    assert.equal(await status(id), 100);
    assert.deepEqual(await messagesOf(id), []);
  });

  it('refuses activation when the report fails while it runs (403), writing nothing', async () => {
    const id = await create({ campaignName: 'Bad number', runReportId: brokenReportId, paramValue: { clientNo: 'abc' } });
    const res = await activate(id);
    assert.equal(res.status, 403, JSON.stringify(res.body));
    assert.deepEqual(codesOf(res.body), ['error.msg.sms.campaign.report.cannot.be.run']);
    assert.equal(await status(id), 100);
  });

  it('previews the message over the first row of the report named in paramValue', async () => {
    const preview = await t.call('POST', '/api/v1/smscampaigns/preview', {
      body: { paramValue: { reportName: 'Clients of an office SMS', officeId: '1' }, message: 'Hi {{firstName}}, {{amount}} due' },
    });
    assert.equal(preview.status, 200, JSON.stringify(preview.body));
    assert.deepEqual(preview.json, { campaignMessage: 'Hi Ada, 125.5 due', totalNumberOfMessages: 2 });
  });

  it('queues due Scheduled campaigns in the outbound job as its user; a failing report leaves the others queued', async () => {
    const schedule = { triggerType: 2, frequency: 1, interval: '1', recurrenceStartDate: '01 March 2024 00:00', dateTimeFormat: 'dd MMMM yyyy HH:mm', locale: 'en' };
    const failing = await create({ campaignName: 'Scheduled but broken', runReportId: brokenReportId, paramValue: { clientNo: 'abc' }, ...schedule });
    const working = await create({ campaignName: 'Scheduled daily', paramValue: { officeId: '1' }, ...schedule });
    assert.equal((await activate(failing)).status, 200);
    assert.equal((await activate(working)).status, 200);
    assert.equal((await t.call('POST', '/api/v1/jobs/short-name/SMS_UOUT?command=executeJob')).status, 202);
    assert.deepEqual((await messagesOf(working)).map((m) => m.message), [`Dear Ada, 125.5 is due; client since 1-1-2024 (by ${adminId}).`]);
    assert.deepEqual(await messagesOf(failing), []);
    const history = await t.call('GET', '/api/v1/jobs/short-name/SMS_UOUT/runhistory?orderBy=version&sortOrder=DESC&limit=1');
    const run = (history.json.pageItems as Json[])[0];
    assert.equal(run?.status, 'failed');
    assert.match(String(run?.jobRunErrorLog), new RegExp(`campaign ${failing}: error\\.msg\\.sms\\.campaign\\.report\\.cannot\\.be\\.run`));
  });

  it('activates a Direct campaign and previews in a bounded number of statements', async () => {
    const id = await create({ campaignName: 'Counted', paramValue: { officeId: '1' } });
    await expectStatements(t, 'POST', `/api/v1/smscampaigns/${id}?command=activate`, { max: 16, body: { activationDate: '01 March 2024', ...DATES } });
    await expectStatements(t, 'POST', '/api/v1/smscampaigns/preview', {
      max: 7, body: { paramValue: { reportName: 'Clients of an office SMS', officeId: '1' }, message: 'Hi {{firstName}}' },
    });
  });
});
