import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { smsReportRunners, type CampaignReportRow } from '../../../src/modules/sms/index.ts';
import { HttpCatcher } from '../../support/message-catchers.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; parameterName?: string };
type Json = Record<string, unknown>;
const codesOf = (body: unknown): string[] => ((body as { errors?: Item[] }).errors ?? []).map((e) => e.userMessageGlobalisationCode);
const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
const PENDING = { id: 100, code: 'smsCampaignStatus.pending', value: 'Pending' };
const ACTIVE = { id: 300, code: 'smsCampaignStatus.active', value: 'active' };
const CLOSED = { id: 600, code: 'smsCampaignStatus.closed', value: 'closed' };

/** /smscampaigns (E.9) and the two SMS jobs, with a local message gateway. */
describe('sms campaigns', () => {
  let t: TestApp;
  let gateway: HttpCatcher;
  let reportId: number;
  let clientId: number;
  let unregister: () => void;
  const reportRuns: { reportId: number; parameters: Readonly<Record<string, string>> }[] = [];

  const db = () => tenantTables(t.tenant.database.db);
  const campaignBody = (overrides: Json = {}): Json => ({
    campaignName: 'Repayment reminder', campaignType: 1, triggerType: 3, runReportId: reportId, providerId: 7,
    message: 'Dear {{firstName}}, your repayment of {{amount}} is due.', ...overrides,
  });
  const create = async (overrides: Json = {}): Promise<number> => {
    const res = await t.call('POST', '/api/v1/smscampaigns', { body: campaignBody(overrides) });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };
  const command = (id: number, name: string, body: Json) => t.call('POST', `/api/v1/smscampaigns/${id}?command=${name}`, { body: { ...DATES, ...body } });
  const get = async (id: number): Promise<Json> => (await t.call('GET', `/api/v1/smscampaigns/${id}`)).json;
  const runJob = async (shortName: string): Promise<void> => {
    assert.equal((await t.call('POST', `/api/v1/jobs/short-name/${shortName}?command=executeJob`)).status, 202);
  };

  before(async () => {
    t = await createTestApp();
    gateway = await HttpCatcher.start();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '2024-03-01', dateFormat: 'yyyy-MM-dd', locale: 'en' } })).status, 200);
    const report = await db()
      .insertInto('stretchy_report')
      .values({ report_name: 'Clients due SMS', report_type: 'SMS', report_subtype: 'Triggered', report_category: 'Loan', report_sql: 'select 1', description: 'clients with a repayment due', use_report: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    reportId = report.id;
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Ada', lastname: 'Texted', mobileNo: '+4917011', active: true, activationDate: '01 January 2024', ...DATES } });
    clientId = client.json.clientId as number;
    // The report's rows as the report runner answers them: a client with a number, one without.
    unregister = smsReportRunners.register({
      run: (_db, id, parameters): Promise<CampaignReportRow[]> => {
        reportRuns.push({ reportId: id, parameters });
        if (parameters.officeId === '2') {
          return Promise.resolve([{ id: 999999, mobileNo: '+4917099', firstName: 'Ghost', amount: '1.00' }]);
        }
        return Promise.resolve([{ id: clientId, mobileNo: '+4917011', firstName: 'Ada', amount: '125.50' }, { id: clientId, mobileNo: null, firstName: 'Nobody' }]);
      },
    });
    assert.equal((await t.call('PUT', '/api/v1/externalservice/SMS', { body: { host_name: '127.0.0.1', port_number: gateway.port, end_point: '/gw', tenant_app_key: 'app-1' } })).status, 200);
  });
  after(async () => {
    unregister();
    await gateway.close();
    await t.close();
  });

  it('offers campaign types, trigger types, the SMS reports as business rules and recurrence options', async () => {
    const res = await t.call('GET', '/api/v1/smscampaigns/template');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const body = res.json;
    assert.deepEqual(body.campaignTypeOptions, [{ id: 1, code: 'campaignType.sms', value: 'SMS' }, { id: 2, code: 'campaignType.notification', value: 'NOTIFICATION' }]);
    assert.deepEqual(body.triggerTypeOptions, [
      { id: 1, code: 'triggerType.direct', value: 'Direct' }, { id: 2, code: 'triggerType.schedule', value: 'Scheduled' }, { id: 3, code: 'triggerType.triggered', value: 'Triggered' },
    ]);
    assert.deepEqual(body.businessRulesOptions, [
      { reportId, reportName: 'Clients due SMS', reportType: 'SMS', reportSubType: 'Triggered', reportDescription: 'clients with a repayment due', reportParamName: {} },
    ]);
    assert.equal((body.months as unknown[]).length, 11);
    assert.deepEqual((body.weekDays as Json[])[0], { id: 1, code: 'calendarWeekDaysType.monday', value: 'MO' });
    assert.deepEqual((body.frequencyTypeOptions as Json[]).map((o) => o.id), [1, 2, 3, 4]);
    assert.deepEqual(body.smsProviderOptions, []);
  });

  it('creates a Pending campaign and answers it with its timeline', async () => {
    const id = await create();
    assert.deepEqual(await get(id), {
      id, campaignName: 'Repayment reminder', campaignType: { id: 1, code: 'campaignType.sms', value: 'SMS' }, runReportId: reportId, reportName: 'Clients due SMS',
      campaignStatus: PENDING, triggerType: { id: 3, code: 'triggerType.triggered', value: 'Triggered' }, campaignMessage: 'Dear {{firstName}}, your repayment of {{amount}} is due.',
      smsCampaignTimeLine: { submittedOnDate: [2024, 3, 1], submittedByUsername: 'mifos' }, providerId: 7, isNotification: false,
    });
  });

  it('refuses a body that breaks the rules, listing every failure', async () => {
    const empty = await t.call('POST', '/api/v1/smscampaigns', { body: {} });
    assert.equal(empty.status, 400);
    assert.deepEqual(codesOf(empty.body), [
      'validation.msg.sms.campaignName.cannot.be.blank', 'validation.msg.sms.campaignType.cannot.be.blank', 'validation.msg.sms.triggerType.cannot.be.blank',
      'validation.msg.sms.runReportId.cannot.be.blank', 'validation.msg.sms.message.cannot.be.blank', 'validation.msg.sms.paramValue.cannot.be.blank',
    ]);
    const direct = await t.call('POST', '/api/v1/smscampaigns', { body: campaignBody({ triggerType: 1, paramValue: { officeId: '' }, message: 'x'.repeat(481), campaignType: 5 }) });
    assert.deepEqual(codesOf(direct.body), ['validation.msg.sms.campaignType.is.not.one.of.expected.enumerations', 'validation.msg.sms.message.exceeds.max.length', 'validation.msg.sms.officeId.cannot.be.blank']);
    const schedule = await t.call('POST', '/api/v1/smscampaigns', { body: campaignBody({ triggerType: 2, paramValue: { officeId: '1' }, frequency: 2 }) });
    assert.deepEqual(codesOf(schedule.body), ['validation.msg.sms.interval.cannot.be.blank', 'validation.msg.sms.repeatsOnDay.cannot.be.blank', 'validation.msg.sms.recurrenceStartDate.cannot.be.blank']);
    const unknown = await t.call('POST', '/api/v1/smscampaigns', { body: campaignBody({ audience: 'all' }) });
    assert.deepEqual(codesOf(unknown.body), ['error.msg.parameter.unsupported']);
    const noReport = await t.call('POST', '/api/v1/smscampaigns', { body: campaignBody({ runReportId: 987654 }) });
    assert.equal(noReport.status, 404);
    assert.deepEqual(codesOf(noReport.body), ['error.msg.report.id.invalid']);
    const past = await t.call('POST', '/api/v1/smscampaigns', {
      body: campaignBody({ triggerType: 2, paramValue: { officeId: '1' }, frequency: 1, interval: '1', recurrenceStartDate: '29 February 2024 09:00', dateTimeFormat: 'dd MMMM yyyy HH:mm', locale: 'en' }),
    });
    assert.equal(past.status, 403);
    assert.deepEqual(codesOf(past.body), ['error.msg.campaign.recurrenceStartDate.in.the.past']);
  });

  it('walks Pending → Active → Closed → Active and refuses what each state forbids', async () => {
    const id = await create({ campaignName: 'Lifecycle' });
    assert.deepEqual(codesOf((await command(id, 'close', {})).body), ['validation.msg.sms.closureDate.cannot.be.blank']);
    const reactivatePending = await command(id, 'reactivate', { activationDate: '01 March 2024' });
    assert.equal(reactivatePending.status, 400);
    assert.deepEqual(codesOf(reactivatePending.body), ['error.msg.campaign.must.be.closed']);
    assert.deepEqual(codesOf((await command(id, 'activate', {})).body), ['validation.msg.sms.activationDate.cannot.be.blank']);
    assert.deepEqual(codesOf((await command(id, 'activate', { activationDate: '02 March 2024' })).body), ['error.msg.campaign.activationDate.in.the.future']);
    assert.deepEqual(codesOf((await command(id, 'activate', { activationDate: '29 February 2024' })).body), ['error.msg.campaign.submittedOnDate.after.activation.date']);

    assert.deepEqual((await command(id, 'activate', { activationDate: '01 March 2024' })).json, { resourceId: id });
    assert.deepEqual((await get(id)).campaignStatus, ACTIVE);
    const again = await command(id, 'activate', { activationDate: '01 March 2024' });
    assert.equal(again.status, 400);
    assert.deepEqual(again.json.errors, [{
      developerMessage: 'Cannot activate campaign. Campaign is already active.', defaultUserMessage: 'Cannot activate campaign. Campaign is already active.',
      userMessageGlobalisationCode: 'error.msg.campaign.already.active', parameterName: 'activationDate', value: '2024-03-01', args: [{ value: '2024-03-01' }],
    }]);
    const update = await t.call('PUT', `/api/v1/smscampaigns/${id}`, { body: campaignBody({ campaignName: 'Renamed' }) });
    assert.equal(update.status, 403);
    assert.deepEqual(codesOf(update.body), ['error.msg.sms.campaign.cannot.be.updated']);
    const remove = await t.call('DELETE', `/api/v1/smscampaigns/${id}`);
    assert.equal(remove.status, 403);
    assert.deepEqual(codesOf(remove.body), ['error.msg.sms.campaign.cannot.be.deleted']);

    assert.equal((await command(id, 'close', { closureDate: '01 March 2024' })).status, 200);
    const closed = await get(id);
    assert.deepEqual(closed.campaignStatus, CLOSED);
    assert.deepEqual(closed.smsCampaignTimeLine, { submittedOnDate: [2024, 3, 1], submittedByUsername: 'mifos', activatedOnDate: [2024, 3, 1], activatedByUsername: 'mifos', closedOnDate: [2024, 3, 1], closedByUsername: 'mifos' });
    assert.deepEqual(codesOf((await command(id, 'close', { closureDate: '01 March 2024' })).body), ['error.msg.campaign.already.closed']);
    assert.equal((await command(id, 'reactivate', { activationDate: '01 March 2024' })).status, 200);
    const reactivated = await get(id);
    assert.deepEqual(reactivated.campaignStatus, ACTIVE);
    assert.equal((reactivated.smsCampaignTimeLine as Json).closedOnDate, undefined);
    assert.equal((await command(id, 'pause', {})).status, 400);
  });

  it('updates a Pending campaign, reporting only what changed, and deletes only a Closed one', async () => {
    const id = await create({ campaignName: 'Editable' });
    const update = await t.call('PUT', `/api/v1/smscampaigns/${id}`, { body: campaignBody({ campaignName: 'Edited', message: 'Hello {{firstName}}' }) });
    assert.equal(update.status, 200, JSON.stringify(update.body));
    assert.deepEqual(update.json, { resourceId: id, changes: { campaignName: 'Edited', message: 'Hello {{firstName}}' } });
    assert.equal((await get(id)).campaignMessage, 'Hello {{firstName}}');
    const pending = await t.call('DELETE', `/api/v1/smscampaigns/${id}`);
    assert.equal(pending.status, 400);
    assert.deepEqual(codesOf(pending.body), ['error.msg.campaign.must.be.closed']);
    assert.equal((await command(id, 'activate', { activationDate: '01 March 2024' })).status, 200);
    assert.equal((await command(id, 'close', { closureDate: '01 March 2024' })).status, 200);
    assert.deepEqual((await t.call('DELETE', `/api/v1/smscampaigns/${id}`)).json, { resourceId: id });
    const gone = await t.call('GET', `/api/v1/smscampaigns/${id}`);
    assert.equal(gone.status, 404);
    assert.deepEqual(codesOf(gone.body), ['error.msg.sms.campaign.identifier.not.found']);
    // Kept, hidden (a soft delete).
    assert.equal((await db().selectFrom('sms_campaign').select('is_visible').where('id', '=', id).executeTakeFirstOrThrow()).is_visible, false);
    assert.equal((await t.call('PUT', `/api/v1/smscampaigns/${id}`, { body: campaignBody() })).status, 404);
  });

  it('queues a Direct campaign on activation and hands the messages to the gateway', async () => {
    const id = await create({ campaignName: 'Direct blast', triggerType: 1, paramValue: { officeId: '1' } });
    assert.equal((await command(id, 'activate', { activationDate: '01 March 2024' })).status, 200);
    assert.deepEqual(reportRuns.at(-1), { reportId, parameters: { officeId: '1' } });
    const queued = await db().selectFrom('sms_messages_outbound').select(['client_id', 'mobile_no', 'message', 'status_enum', 'submittedon_date']).where('campaign_id', '=', id).execute();
    assert.deepEqual(queued, [{ client_id: clientId, mobile_no: '+4917011', message: 'Dear Ada, your repayment of 125.50 is due.', status_enum: 100, submittedon_date: '2024-03-01' }]);

    await runJob('SMS_SMSG');
    const request = gateway.last();
    assert.equal(request.url, '/gw/sms');
    assert.equal(request.headers['fineract-tenant-app-key'], 'app-1');
    const sentId = (await db().selectFrom('sms_messages_outbound').select('id').where('campaign_id', '=', id).executeTakeFirstOrThrow()).id;
    assert.deepEqual(JSON.parse(request.body), [{ internalId: sentId, tenantId: 'default', mobileNumber: '+4917011', message: 'Dear Ada, your repayment of 125.50 is due.', providerId: 7 }]);
    assert.deepEqual(await db().selectFrom('sms_messages_outbound').select('status_enum').where('campaign_id', '=', id).execute(), [{ status_enum: 150 }]);
    const history = await t.call('GET', '/api/v1/jobs/short-name/SMS_SMSG/runhistory');
    assert.equal((history.json.pageItems as Json[])[0]?.status, 'success');

    // A gateway that refuses: the message fails and the run is recorded as failed.
    const second = await create({ campaignName: 'Refused blast', triggerType: 1, paramValue: { officeId: '1' } });
    assert.equal((await command(second, 'activate', { activationDate: '01 March 2024' })).status, 200);
    gateway.status = 500;
    await runJob('SMS_SMSG');
    gateway.status = 202;
    assert.deepEqual(await db().selectFrom('sms_messages_outbound').select('status_enum').where('campaign_id', '=', second).execute(), [{ status_enum: 400 }]);
    const failed = await t.call('GET', '/api/v1/jobs/short-name/SMS_SMSG/runhistory');
    assert.equal((failed.json.pageItems as Json[]).some((run) => run.status === 'failed'), true);
  });

  it('keeps the text of a report row whose client does not exist, without the client link', async () => {
    const id = await create({ campaignName: 'Ghost blast', triggerType: 1, paramValue: { officeId: '2' } });
    assert.equal((await command(id, 'activate', { activationDate: '01 March 2024' })).status, 200);
    const queued = await db().selectFrom('sms_messages_outbound').select(['client_id', 'mobile_no', 'message']).where('campaign_id', '=', id).execute();
    assert.deepEqual(queued, [{ client_id: null, mobile_no: '+4917099', message: 'Dear Ghost, your repayment of 1.00 is due.' }]);
  });

  it('triggers a Scheduled campaign from its recurrence through the outbound job', async () => {
    const id = await create({
      campaignName: 'Daily digest', triggerType: 2, paramValue: { officeId: '1' }, frequency: 1, interval: '1', recurrenceStartDate: '01 March 2024 00:00',
      dateTimeFormat: 'dd MMMM yyyy HH:mm', locale: 'en',
    });
    assert.equal((await get(id)).recurrence, 'FREQ=DAILY;INTERVAL=1');
    assert.equal((await command(id, 'activate', { activationDate: '01 March 2024' })).status, 200);
    const march1 = Date.UTC(2024, 2, 1);
    assert.equal((await get(id)).nextTriggerDate, march1);
    await runJob('SMS_UOUT');
    const campaign = await get(id);
    assert.equal(campaign.lastTriggerDate, march1);
    assert.equal(campaign.nextTriggerDate, Date.UTC(2024, 2, 2));
    const queued = await db().selectFrom('sms_messages_outbound').select(['message']).where('campaign_id', '=', id).execute();
    assert.deepEqual(queued, [{ message: 'Dear Ada, your repayment of 125.50 is due.' }]);
    // Not due again on the same business date.
    await runJob('SMS_UOUT');
    assert.equal((await db().selectFrom('sms_messages_outbound').select('id').where('campaign_id', '=', id).execute()).length, 1);
    assert.equal((await command(id, 'close', { closureDate: '01 March 2024' })).status, 200);
    const closed = await get(id);
    assert.equal(closed.nextTriggerDate, undefined);
    assert.equal(closed.lastTriggerDate, undefined);
  });

  it('previews a message over the rows of the report named in paramValue', async () => {
    const preview = await t.call('POST', '/api/v1/smscampaigns/preview', { body: { paramValue: { reportName: 'Clients due SMS', officeId: '1' }, message: 'Hi {{firstName}}, {{amount}} due' } });
    assert.equal(preview.status, 200, JSON.stringify(preview.body));
    assert.deepEqual(preview.json, { campaignMessage: 'Hi Ada, 125.50 due', totalNumberOfMessages: 2 });
    assert.deepEqual(reportRuns.at(-1), { reportId, parameters: { reportName: 'Clients due SMS', officeId: '1' } });
    const invalid = await t.call('POST', '/api/v1/smscampaigns/preview', { body: { paramValue: { officeId: ' ' } } });
    assert.deepEqual(codesOf(invalid.body), ['validation.msg.sms.officeId.cannot.be.blank', 'validation.msg.sms.message.cannot.be.blank']);
    const unknown = await t.call('POST', '/api/v1/smscampaigns/preview', { body: { paramValue: { reportName: 'No such report' }, message: 'x' } });
    assert.equal(unknown.status, 404);
    assert.deepEqual(codesOf(unknown.body), ['error.msg.report.name.not.found']);
    // Nothing was written: a preview is a read.
    assert.equal((await db().selectFrom('m_portfolio_command_source').select('id').where('entity_name', '=', 'SMSCAMPAIGN').where('action_name', '=', 'PREVIEW').execute()).length, 0);
  });

  it('answers the outbound messages at /sms, one by one and per campaign and status', async () => {
    const id = await create({ campaignName: 'Outbox', triggerType: 1, paramValue: { officeId: '1' } });
    assert.equal((await command(id, 'activate', { activationDate: '01 March 2024' })).status, 200);
    const queued = await db().selectFrom('sms_messages_outbound').select('id').where('campaign_id', '=', id).executeTakeFirstOrThrow();
    const expected = {
      id: queued.id, clientId, status: { id: 100, code: 'smsMessageStatusType.pending', value: 'pending' }, mobileNo: '+4917011',
      message: 'Dear Ada, your repayment of 125.50 is due.', providerId: 7, campaignName: 'Outbox',
    };
    assert.deepEqual((await t.call('GET', `/api/v1/sms/${queued.id}`)).json, expected);
    const all = await t.call('GET', '/api/v1/sms');
    assert.deepEqual((all.body as Json[]).find((m) => m.id === queued.id), expected);
    const byStatus = await t.call('GET', `/api/v1/sms/${id}/messageByStatus?status=100&fromDate=2024-03-01&toDate=2024-03-01`);
    assert.deepEqual(byStatus.json, { totalFilteredRecords: 1, pageItems: [expected] });
    assert.deepEqual((await t.call('GET', `/api/v1/sms/${id}/messageByStatus?status=400`)).json, { totalFilteredRecords: 0, pageItems: [] });
    assert.deepEqual(codesOf((await t.call('GET', `/api/v1/sms/${id}/messageByStatus`)).body), ['validation.msg.sms.status.cannot.be.blank']);
    const missing = await t.call('GET', '/api/v1/sms/999999');
    assert.equal(missing.status, 404);
    assert.deepEqual(codesOf(missing.body), ['error.msg.sms.identifier.not.found']);
    const reader = await createUserWithPermissions(t.tenant.database.db, 'sms-outbox-reader', ['READ_SMS']);
    assert.equal((await t.call('GET', '/api/v1/sms', { auth: reader })).status, 200);
    assert.equal((await t.call('GET', '/api/v1/smscampaigns', { auth: reader })).status, 403);
    await runJob('SMS_SMSG');
  });

  it('lists campaigns in pages, ordered as asked', async () => {
    const all = await t.call('GET', '/api/v1/smscampaigns?orderBy=campaignName&sortOrder=DESC');
    assert.equal(all.status, 200, JSON.stringify(all.body));
    const names = (all.json.pageItems as Json[]).map((c) => c.campaignName as string);
    assert.deepEqual(names, [...names].sort().reverse());
    assert.equal(all.json.totalFilteredRecords, names.length);
    const one = await t.call('GET', '/api/v1/smscampaigns?offset=1&limit=1');
    assert.equal((one.json.pageItems as unknown[]).length, 1);
    assert.equal(one.json.totalFilteredRecords, names.length);
    assert.equal((await t.call('GET', '/api/v1/smscampaigns?orderBy=message')).status, 400);
  });

  it('checks READ_SMSCAMPAIGN on reads and the command permission on writes', async () => {
    const reader = await createUserWithPermissions(t.tenant.database.db, 'sms-reader', ['READ_SMSCAMPAIGN']);
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'sms-nobody', []);
    const activator = await createUserWithPermissions(t.tenant.database.db, 'sms-activator', ['ACTIVATE_SMSCAMPAIGN']);
    assert.equal((await t.call('GET', '/api/v1/smscampaigns', { auth: reader })).status, 200);
    assert.equal((await t.call('GET', '/api/v1/smscampaigns/template', { auth: reader })).status, 200);
    for (const url of ['/api/v1/smscampaigns', '/api/v1/smscampaigns/template']) {
      const refused = await t.call('GET', url, { auth: nobody });
      assert.equal(refused.status, 403);
      assert.deepEqual(codesOf(refused.body), ['error.msg.not.authorized']);
    }
    assert.equal((await t.call('POST', '/api/v1/smscampaigns', { auth: reader, body: campaignBody() })).status, 403);
    const id = await create({ campaignName: 'Permission check' });
    assert.equal((await t.call('POST', `/api/v1/smscampaigns/${id}?command=close`, { auth: activator, body: { closureDate: '01 March 2024', ...DATES } })).status, 403);
    assert.equal((await t.call('POST', `/api/v1/smscampaigns/${id}?command=activate`, { auth: activator, body: { activationDate: '01 March 2024', ...DATES } })).status, 200);
  });

  it('runs a bounded number of statements', async () => {
    const id = await create({ campaignName: 'Counted' });
    await expectStatements(t, 'GET', '/api/v1/smscampaigns/template', { max: 2 });
    await expectStatements(t, 'GET', '/api/v1/smscampaigns', { max: 2 });
    await expectStatements(t, 'GET', `/api/v1/smscampaigns/${id}`, { max: 1 });
    await expectStatements(t, 'POST', '/api/v1/smscampaigns', { max: 8, body: campaignBody({ campaignName: 'Counted too' }) });
    await expectStatements(t, 'PUT', `/api/v1/smscampaigns/${id}`, { max: 8, body: campaignBody({ campaignName: 'Counted again' }) });
    await expectStatements(t, 'POST', `/api/v1/smscampaigns/${id}?command=activate`, { max: 8, body: { activationDate: '01 March 2024', ...DATES } });
    await expectStatements(t, 'POST', `/api/v1/smscampaigns/${id}?command=close`, { max: 8, body: { closureDate: '01 March 2024', ...DATES } });
    await expectStatements(t, 'DELETE', `/api/v1/smscampaigns/${id}`, { max: 8 });
    await expectStatements(t, 'GET', '/api/v1/sms', { max: 1 });
    await expectStatements(t, 'GET', `/api/v1/sms/${id}/messageByStatus?status=100`, { max: 2 });
    await expectStatements(t, 'POST', '/api/v1/smscampaigns/preview', { max: 2, body: { paramValue: { reportName: 'Clients due SMS' }, message: 'Hi' } });
  });
});
