import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Json = Record<string, unknown>;
type Item = { userMessageGlobalisationCode: string; parameterName?: string };
const codesOf = (body: unknown): string[] => {
  const b = body as { errors?: Item[]; userMessageGlobalisationCode?: string };
  const items = (b.errors ?? []).map((e) => e.userMessageGlobalisationCode);
  return items.length > 0 ? items : [b.userMessageGlobalisationCode ?? ''];
};
const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

interface GatewayRequest {
  readonly url: string;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: unknown;
}

/** A local message gateway: takes messages at /<end point>/sms and answers delivery reports at /<end point>/sms/report. */
class Gateway {
  readonly requests: GatewayRequest[] = [];
  sendStatus = 202;
  reportStatus = 200;
  /** The delivery reports answered, by message id. */
  reports = new Map<number, Json>();
  port = 0;
  private readonly server: Server;

  private constructor() {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const body: unknown = text === '' ? undefined : JSON.parse(text);
        this.requests.push({ url: request.url ?? '', headers: request.headers, body });
        if (request.url?.endsWith('/sms/report') === true) {
          const asked = Array.isArray(body) ? (body as number[]) : [];
          const answer = [...asked.flatMap((id) => (this.reports.has(id) ? [this.reports.get(id)] : [])), { id: 987654321, deliveryStatus: 300, hasError: false }];
          response.writeHead(this.reportStatus, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
          return;
        }
        response.writeHead(this.sendStatus, { 'content-type': 'application/json' }).end('');
      });
    });
  }

  static async start(): Promise<Gateway> {
    const gateway = new Gateway();
    gateway.server.listen(0, '127.0.0.1');
    await once(gateway.server, 'listening');
    gateway.port = (gateway.server.address() as AddressInfo).port;
    return gateway;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** /sms writes (Fineract's SmsApiResource) and the gateway jobs: sending and delivery reports. */
describe('sms messages', () => {
  let t: TestApp;
  let gateway: Gateway;
  let clientId: number;
  let staffId: number;
  let groupId: number;

  const db = () => tenantTables(t.tenant.database.db);
  const row = (id: number) => db().selectFrom('sms_messages_outbound').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const post = (body: Json, auth?: { username: string; password: string }) => t.call('POST', '/api/v1/sms', { body, auth });
  const runJob = async (shortName: string): Promise<Json | undefined> => {
    assert.equal((await t.call('POST', `/api/v1/jobs/short-name/${shortName}?command=executeJob`)).status, 202);
    return ((await t.call('GET', `/api/v1/jobs/short-name/${shortName}/runhistory?orderBy=version&sortOrder=DESC&limit=1`)).json.pageItems as Json[])[0];
  };

  before(async () => {
    t = await createTestApp();
    gateway = await Gateway.start();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '2024-03-01', dateFormat: 'yyyy-MM-dd', locale: 'en' } })).status, 200);
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Ada', lastname: 'Texted', mobileNo: '+4917011', active: true, activationDate: '01 January 2024', ...DATES } });
    clientId = client.json.clientId as number;
    const staff = await t.call('POST', '/api/v1/staff', { body: { officeId: 1, firstname: 'Sam', lastname: 'Officer', mobileNo: '+4917022', isLoanOfficer: true, isActive: true, joiningDate: '01 January 2024', ...DATES } });
    assert.equal(staff.status, 200, JSON.stringify(staff.body));
    staffId = staff.json.resourceId as number;
    const group = await t.call('POST', '/api/v1/groups', { body: { officeId: 1, name: 'Texters', active: true, activationDate: '01 January 2024', ...DATES } });
    assert.equal(group.status, 200, JSON.stringify(group.body));
    groupId = group.json.groupId as number;
  });
  after(async () => {
    await gateway.close();
    await t.close();
  });

  it('queues a message to a client, a staff member or a group with their mobile number', async () => {
    const toClient = await post({ clientId, message: 'Your card is ready.' });
    assert.equal(toClient.status, 200, JSON.stringify(toClient.body));
    assert.deepEqual(Object.keys(toClient.json), ['resourceId']);
    const id = toClient.json.resourceId as number;
    assert.deepEqual((await t.call('GET', `/api/v1/sms/${id}`)).json, {
      id, clientId, status: { id: 100, code: 'smsMessageStatusType.pending', value: 'pending' }, mobileNo: '+4917011', message: 'Your card is ready.',
    });
    const stored = await row(id);
    assert.equal(stored.submittedon_date, '2024-03-01');
    const toStaff = await post({ staffId, message: 'Branch meeting at 9.' });
    assert.equal(toStaff.status, 200, JSON.stringify(toStaff.body));
    assert.equal((await row(toStaff.json.resourceId as number)).mobile_no, '+4917022');
    const toGroup = await post({ groupId, message: 'Group meeting moved.' });
    assert.equal(toGroup.status, 200, JSON.stringify(toGroup.body));
    const groupMessage = await row(toGroup.json.resourceId as number);
    assert.equal(groupMessage.group_id, groupId);
    assert.equal(groupMessage.mobile_no, null);
  });

  it('refuses a message without one recipient or text, listing every failure', async () => {
    const none = await post({ message: ' ' });
    assert.equal(none.status, 400);
    assert.deepEqual(codesOf(none.body), ['validation.msg.sms.no.entity.provided', 'validation.msg.sms.message.cannot.be.blank']);
    assert.equal((none.body as { errors: Item[] }).errors[0]?.parameterName, 'staffId');
    const two = await post({ clientId, staffId, groupId, message: 'x'.repeat(1001) });
    assert.deepEqual(codesOf(two.body), [
      'validation.msg.sms.clientId.cannot.be.passed.with.groupId', 'validation.msg.sms.staffId.cannot.be.passed.with.groupId', 'validation.msg.sms.message.exceeds.max.length',
    ]);
    assert.deepEqual(codesOf((await post({ clientId: 0, message: 'hi' })).body), ['validation.msg.sms.clientId.not.greater.than.zero']);
    assert.deepEqual(codesOf((await post({ clientId, message: 'hi', mobileNo: '+1' })).body), ['error.msg.parameter.unsupported']);
  });

  it('answers 404 for an unknown recipient, campaign or message', async () => {
    const cases: [Json, string][] = [
      [{ clientId: 999999, message: 'hi' }, 'error.msg.client.id.invalid'],
      [{ staffId: 999999, message: 'hi' }, 'error.msg.staff.id.invalid'],
      [{ groupId: 999999, message: 'hi' }, 'error.msg.group.id.invalid'],
      [{ clientId, campaignId: 999999, message: 'hi' }, 'error.msg.sms.campaign.identifier.not.found'],
    ];
    for (const [body, code] of cases) {
      const res = await post(body);
      assert.equal(res.status, 404, JSON.stringify(body));
      assert.deepEqual(codesOf(res.body), [code]);
    }
    assert.deepEqual(codesOf((await t.call('PUT', '/api/v1/sms/999999', { body: { message: 'x' } })).body), ['error.msg.sms.identifier.not.found']);
    assert.equal((await t.call('DELETE', '/api/v1/sms/999999')).status, 404);
  });

  it('changes only the text of a message and deletes it', async () => {
    const id = (await post({ clientId, message: 'First text' })).json.resourceId as number;
    const changed = await t.call('PUT', `/api/v1/sms/${id}`, { body: { message: 'Second text', campaignId: 5 } });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.deepEqual(changed.json, { resourceId: id, changes: { message: 'Second text' } });
    assert.equal((await row(id)).message, 'Second text');
    assert.deepEqual((await t.call('PUT', `/api/v1/sms/${id}`, { body: { message: 'Second text' } })).json, { resourceId: id });
    assert.deepEqual(codesOf((await t.call('PUT', `/api/v1/sms/${id}`, { body: { message: '' } })).body), ['validation.msg.sms.message.cannot.be.blank']);
    assert.deepEqual(codesOf((await t.call('PUT', `/api/v1/sms/${id}`, { body: { clientId } })).body), ['error.msg.parameter.unsupported']);
    const deleted = await t.call('DELETE', `/api/v1/sms/${id}`);
    assert.deepEqual(deleted.json, { resourceId: id });
    assert.equal((await t.call('GET', `/api/v1/sms/${id}`)).status, 404);
  });

  it('checks CREATE_SMS, UPDATE_SMS and DELETE_SMS', async () => {
    const writer = await createUserWithPermissions(t.tenant.database.db, 'sms-writer', ['CREATE_SMS']);
    assert.equal((await post({ clientId, message: 'hi' }, writer)).status, 200);
    const id = (await post({ clientId, message: 'hi' })).json.resourceId as number;
    assert.equal((await t.call('PUT', `/api/v1/sms/${id}`, { auth: writer, body: { message: 'changed' } })).status, 403);
    assert.equal((await t.call('DELETE', `/api/v1/sms/${id}`, { auth: writer })).status, 403);
    const reader = await createUserWithPermissions(t.tenant.database.db, 'sms-reader-only', ['READ_SMS']);
    assert.equal((await post({ clientId, message: 'hi' }, reader)).status, 403);
  });

  it('sends pending messages in one request per batch with their ids, then applies the delivery reports', async () => {
    await db().deleteFrom('sms_messages_outbound').execute();
    assert.equal((await t.call('PUT', '/api/v1/externalservice/SMS', { body: { host_name: '127.0.0.1', port_number: gateway.port, end_point: '/gw', tenant_app_key: 'app-1' } })).status, 200);
    const first = (await post({ clientId, message: 'One' })).json.resourceId as number;
    const second = (await post({ staffId, message: 'Two' })).json.resourceId as number;
    const third = (await post({ clientId, message: 'Three' })).json.resourceId as number;

    assert.equal((await runJob('SMS_SMSG'))?.status, 'success');
    const sent = gateway.requests.filter((r) => r.url === '/gw/sms');
    assert.equal(sent.length, 1);
    assert.equal(sent[0]?.headers['fineract-platform-tenantid'], 'default');
    assert.equal(sent[0]?.headers['fineract-tenant-app-key'], 'app-1');
    assert.deepEqual(sent[0]?.body, [
      { internalId: first, tenantId: 'default', mobileNumber: '+4917011', message: 'One' },
      { internalId: second, tenantId: 'default', mobileNumber: '+4917022', message: 'Two' },
      { internalId: third, tenantId: 'default', mobileNumber: '+4917011', message: 'Three' },
    ]);
    for (const id of [first, second, third]) {
      assert.equal((await row(id)).status_enum, 150);
    }

    gateway.reports = new Map<number, Json>([
      [first, { id: first, externalId: 'gw-1', deliveryStatus: 300, hasError: false }],
      [second, { id: second, externalId: 'gw-2', deliveryStatus: 400, hasError: true, errorMessage: 'no route' }],
      [third, { id: third, externalId: 'gw-3', deliveryStatus: 100, hasError: false }],
    ]);
    assert.equal((await runJob('SMS_DRPT'))?.status, 'success');
    const asked = gateway.requests.filter((r) => r.url === '/gw/sms/report');
    assert.deepEqual(asked.at(-1)?.body, [first, second, third]);
    assert.equal(asked.at(-1)?.headers['fineract-tenant-app-key'], 'app-1');
    assert.deepEqual(await db().selectFrom('sms_messages_outbound').select(['id', 'status_enum', 'external_id']).orderBy('id').execute(), [
      { id: first, status_enum: 300, external_id: 'gw-1' },
      { id: second, status_enum: 150, external_id: null },
      { id: third, status_enum: 150, external_id: null },
    ]);
    assert.deepEqual((await t.call('GET', `/api/v1/sms/${first}`)).json.status, { id: 300, code: 'smsMessageStatusType.delivered', value: 'delivered' });

    // The third is delivered later; a report of status 0 marks the second invalid.
    gateway.reports.set(third, { id: third, externalId: 'gw-3', deliveryStatus: 200, hasError: false });
    gateway.reports.set(second, { id: second, externalId: 'gw-2', deliveryStatus: 0, hasError: false });
    await runJob('SMS_DRPT');
    assert.deepEqual(gateway.requests.filter((r) => r.url === '/gw/sms/report').at(-1)?.body, [second, third]);
    assert.deepEqual((await row(third)).status_enum, 200);
    assert.deepEqual((await t.call('GET', `/api/v1/sms/${second}`)).json.status, { id: 0, code: 'smsMessageStatusType.invalid', value: 'Invalid' });
  });

  it('fails the send batch the gateway refuses and records a failed delivery-report run when it cannot answer', async () => {
    await db().deleteFrom('sms_messages_outbound').execute();
    const refused = (await post({ clientId, message: 'Refused' })).json.resourceId as number;
    gateway.sendStatus = 500;
    const sendRun = await runJob('SMS_SMSG');
    gateway.sendStatus = 202;
    assert.equal(sendRun?.status, 'failed');
    assert.equal((await row(refused)).status_enum, 400);

    const waiting = (await post({ clientId, message: 'Waiting' })).json.resourceId as number;
    await runJob('SMS_SMSG');
    gateway.reportStatus = 503;
    const reportRun = await runJob('SMS_DRPT');
    gateway.reportStatus = 200;
    assert.equal(reportRun?.status, 'failed');
    assert.match(String(reportRun?.jobRunErrorLog), new RegExp(`message ${waiting}: the message gateway answered 503`));
    assert.equal((await row(waiting)).status_enum, 150);
  });

  it('fails both gateway jobs while no gateway is configured, leaving the messages as they are', async () => {
    await db().deleteFrom('sms_messages_outbound').execute();
    assert.equal((await t.call('PUT', '/api/v1/externalservice/SMS', { body: { host_name: null } })).status, 200);
    const id = (await post({ clientId, message: 'Stays' })).json.resourceId as number;
    assert.equal((await runJob('SMS_SMSG'))?.status, 'failed');
    assert.equal((await runJob('SMS_DRPT'))?.status, 'failed');
    assert.equal((await row(id)).status_enum, 100);
  });

  it('writes messages in a bounded number of statements', async () => {
    await expectStatements(t, 'POST', '/api/v1/sms', { max: 8, body: { clientId, message: 'Counted' } });
    const id = (await post({ clientId, message: 'Counted too' })).json.resourceId as number;
    await expectStatements(t, 'PUT', `/api/v1/sms/${id}`, { max: 6, body: { message: 'Counted again' } });
    await expectStatements(t, 'DELETE', `/api/v1/sms/${id}`, { max: 6 });
  });
});
