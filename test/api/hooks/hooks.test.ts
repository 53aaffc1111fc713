import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { HttpCatcher } from '../../support/message-catchers.ts';
import { expectStatements, measureStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

const SECRET = 'hook-test-secret';
const HOOKS = '/api/v1/hooks';
const newClient = (lastname: string): Record<string, unknown> => ({ officeId: 1, legalFormId: 1, firstname: 'Hank', lastname, active: false });
const webHook = (url: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Web',
  displayName: 'Client feed',
  isActive: true,
  events: [{ actionName: 'CREATE', entityName: 'CLIENT' }],
  config: { 'Payload URL': url, 'Content Type': 'json' },
  ...extra,
});

interface Received {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** A local receiver answering 503 to the first `failures` calls, then 200. */
async function startReceiver(failures: number): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = received.length <= failures ? 503 : 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/in`, received };
}

const codesOf = (body: Record<string, unknown>): string[] => ((body.errors as { userMessageGlobalisationCode: string }[] | undefined) ?? []).map((e) => e.userMessageGlobalisationCode);

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const until = performance.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || performance.now() > until) {
      return value;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('hooks', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { hooks: { allowPrivateTargets: true, signingSecret: SECRET, deliveryAttempts: 5, deliveryBackoffMs: 20, endpointUrl: 'https://bank.example.com/fineract-provider/api' } } });
  });
  after(async () => t.close());

  it('answers the template: the four seeded templates with their fields, and the event groupings', async () => {
    const res = await t.call('GET', `${HOOKS}/template`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const templates = res.json.templates as { id: number; name: string; schema: Record<string, unknown>[] }[];
    assert.deepEqual(templates[0], {
      id: 1,
      name: 'Web',
      schema: [
        { fieldName: 'Payload URL', fieldType: 'string', optional: false },
        { fieldName: 'Content Type', fieldType: 'string', optional: false, placeholder: 'json / form' },
      ],
    });
    assert.deepEqual(
      templates.map((tpl) => [tpl.id, tpl.name, tpl.schema.map((f) => f.fieldName)]),
      [
        [1, 'Web', ['Payload URL', 'Content Type']],
        [2, 'SMS Bridge', ['Payload URL', 'SMS Provider', 'Phone Number', 'SMS Provider Token', 'SMS Provider Account Id']],
        [3, 'Elastic Search', ['Payload URL', 'Content Type', 'Index Name']],
        [4, 'Message Gateway', ['SMS Provider Id']],
      ],
    );
    assert.deepEqual(templates[2]?.schema[0], { fieldName: 'Payload URL', fieldType: 'string', optional: false, placeholder: 'http://<host>/<index name>/<type name>' });
    assert.equal(templates[2]?.schema[2]?.optional, true);
    const groupings = res.json.groupings as { name: string; entities: { name: string; actions: string[] }[] }[];
    const names = groupings.map((g) => g.name);
    assert.deepEqual(names, [...names].sort());
    const client = groupings.find((g) => g.name === 'portfolio')?.entities.find((e) => e.name === 'CLIENT');
    assert.ok(client !== undefined && client.actions.includes('CREATE') && client.actions.includes('ACTIVATE'), JSON.stringify(client));
    assert.deepEqual(client.actions, [...client.actions].sort());
    const actions = groupings.flatMap((g) => g.entities.flatMap((e) => e.actions));
    assert.equal(actions.filter((a) => a.includes('READ') || a.includes('CHECKER')).length, 0);
  });

  it('creates, lists, reads, updates and deletes a Web hook', async () => {
    const created = await t.call('POST', HOOKS, { body: webHook('https://hooks.example.com/a') });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const hookId = created.json.resourceId as number;
    const one = await t.call('GET', `${HOOKS}/${hookId}`);
    assert.equal(one.status, 200);
    assert.equal(one.json.name, 'Web');
    assert.equal(one.json.displayName, 'Client feed');
    assert.equal(one.json.isActive, true);
    assert.deepEqual(one.json.events, [{ actionName: 'CREATE', entityName: 'CLIENT' }]);
    assert.deepEqual(one.json.config, [
      { fieldName: 'Content Type', fieldValue: 'json' },
      { fieldName: 'Payload URL', fieldValue: 'https://hooks.example.com/a' },
    ]);
    assert.equal((one.json.createdAt as number[]).length, 3);
    const withTemplate = await t.call('GET', `${HOOKS}/${hookId}?template=true`);
    assert.equal((withTemplate.json.templates as unknown[]).length, 4);
    const list = await t.call('GET', HOOKS);
    assert.ok((list.body as { id: number }[]).some((h) => h.id === hookId));

    const updated = await t.call('PUT', `${HOOKS}/${hookId}`, { body: { displayName: 'Renamed', isActive: false, events: [{ actionName: 'ACTIVATE', entityName: 'CLIENT' }] } });
    assert.equal(updated.status, 200, JSON.stringify(updated.body));
    assert.deepEqual(updated.json.changes, { displayName: 'Renamed', isActive: false, events: [{ entityName: 'CLIENT', actionName: 'ACTIVATE' }] });
    const after = await t.call('GET', `${HOOKS}/${hookId}`);
    assert.equal(after.json.displayName, 'Renamed');
    assert.equal(after.json.isActive, false);
    assert.deepEqual(after.json.events, [{ actionName: 'ACTIVATE', entityName: 'CLIENT' }]);

    assert.equal((await t.call('DELETE', `${HOOKS}/${hookId}`)).status, 200);
    const gone = await t.call('GET', `${HOOKS}/${hookId}`);
    assert.equal(gone.status, 404);
    assert.deepEqual(codesOf(gone.json), ['error.msg.hook.identifier.not.found']);
    assert.equal((await t.call('DELETE', `${HOOKS}/${hookId}`)).status, 404);
  });

  it('refuses invalid hooks with Fineract’s codes, all at once', async () => {
    const bad = await t.call('POST', HOOKS, { body: { name: 'Web', events: [], config: { 'Content Type': 'xml' } } });
    assert.equal(bad.status, 400);
    assert.deepEqual(codesOf(bad.json).sort(), [
      'validation.msg.hook.content.type.must.be.json.or.form',
      'validation.msg.hook.registered.events.cannot.be.empty',
      'validation.msg.hook.required.config.field.not.provided',
    ]);
    const blank = await t.call('POST', HOOKS, { body: { displayName: 'x' } });
    assert.deepEqual(codesOf(blank.json), ['validation.msg.hook.name.cannot.be.blank']);
    const unknown = await t.call('POST', HOOKS, { body: { ...webHook('https://hooks.example.com/'), name: 'Carrier pigeon' } });
    assert.equal(unknown.status, 404);
    assert.deepEqual(codesOf(unknown.json), ['error.msg.template.not.found']);
    const ugd = await t.call('POST', HOOKS, { body: webHook('https://hooks.example.com/', { templateId: 3 }) });
    assert.equal(ugd.status, 404);
    assert.deepEqual(codesOf(ugd.json), ['error.msg.template.id.invalid']);
    const extra = await t.call('POST', HOOKS, { body: webHook('https://hooks.example.com/', { colour: 'red' }) });
    assert.equal(extra.status, 400);
    assert.deepEqual(codesOf(extra.json), ['error.msg.parameter.unsupported']);
    const ftp = await t.call('POST', HOOKS, { body: webHook('ftp://hooks.example.com/') });
    assert.deepEqual(codesOf(ftp.json), ['validation.msg.hook.url.invalid']);
    const metadata = await t.call('POST', HOOKS, { body: webHook('http://169.254.169.254/latest') });
    assert.deepEqual(codesOf(metadata.json), ['validation.msg.hook.url.address.not.allowed']);
  });

  it('allows only the Web template more than one hook', async () => {
    const sms = { name: 'Message Gateway', isActive: true, events: [{ actionName: 'CREATE', entityName: 'CLIENT' }], config: { 'SMS Provider Id': '1' } };
    assert.equal((await t.call('POST', HOOKS, { body: sms })).status, 200);
    const second = await t.call('POST', HOOKS, { body: sms });
    assert.equal(second.status, 400);
    assert.deepEqual(codesOf(second.json), ['validation.msg.hook.multiple.non.web.template.hooks.not.supported']);
    assert.equal((await t.call('POST', HOOKS, { body: webHook('https://one.example.com/') })).status, 200);
    assert.equal((await t.call('POST', HOOKS, { body: webHook('https://two.example.com/', { isActive: false }) })).status, 200);
  });

  it('needs READ_HOOK to read and CREATE_HOOK to create', async () => {
    const reader = await createUserWithPermissions(t.tenant.database.db, 'hook-reader', ['READ_HOOK']);
    assert.equal((await t.call('GET', HOOKS, { auth: reader })).status, 200);
    assert.equal((await t.call('POST', HOOKS, { auth: reader, body: webHook('https://x.example.com/') })).status, 403);
  });

  it('keeps the hook endpoints within their statement bounds', async () => {
    await expectStatements(t, 'GET', HOOKS, { max: 3 });
    await expectStatements(t, 'GET', `${HOOKS}/template`, { max: 2 });
    const list = (await t.call('GET', HOOKS)).body as { id: number }[];
    const hookId = list[0]?.id ?? 0;
    await expectStatements(t, 'GET', `${HOOKS}/${hookId}`, { max: 3 });
    await expectStatements(t, 'GET', `${HOOKS}/${hookId}/deliveries`, { max: 2 });
    await expectStatements(t, 'POST', HOOKS, { max: 12, body: webHook('https://bound.example.com/') });
  });
});

describe('hook delivery', () => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  before(async () => {
    t = await createTestApp({ config: { hooks: { allowPrivateTargets: true, signingSecret: SECRET, deliveryAttempts: 5, deliveryBackoffMs: 20, endpointUrl: undefined } } });
    receiver = await startReceiver(2);
  });
  after(async () => {
    await t.close();
    await new Promise((resolve) => receiver.server.close(resolve));
  });

  it('runs no hook statement for a command while no hook is active', async () => {
    await t.call('POST', '/api/v1/clients', { body: newClient('Warm') });
    const m = await measureStatements(t, 'POST', '/api/v1/clients', { body: newClient('Quiet') });
    assert.equal(m.response.status, 200, JSON.stringify(m.response.body));
    assert.deepEqual(m.statements.filter((s) => s.sql.includes('m_hook')).map((s) => s.sql), []);
  });

  it('POSTs the committed command, signed, to the Web hook and retries until the receiver answers 2xx', async () => {
    const created = await t.call('POST', HOOKS, { body: webHook(receiver.url) });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const hookId = created.json.resourceId as number;
    const client = await t.call('POST', '/api/v1/clients', { body: newClient('Hooked') });
    assert.equal(client.status, 200);
    const deliveries = await waitFor(
      async () => (await t.call('GET', `${HOOKS}/${hookId}/deliveries`)).body as Record<string, unknown>[],
      (rows) => rows[0]?.status === 'DELIVERED',
    );
    assert.equal(deliveries.length, 1);
    const delivery = deliveries[0] ?? {};
    assert.equal(delivery.status, 'DELIVERED', JSON.stringify(delivery));
    assert.equal(delivery.attempts, 3);
    assert.equal(delivery.lastStatusCode, 200);
    assert.equal(delivery.entityName, 'CLIENT');
    assert.equal(delivery.actionName, 'CREATE');
    assert.equal(receiver.received.length, 3);
    const last = receiver.received[2];
    assert.ok(last !== undefined);
    assert.equal(last.headers['x-fineract-entity'], 'CLIENT');
    assert.equal(last.headers['x-fineract-action'], 'CREATE');
    assert.equal(last.headers['fineract-platform-tenantid'], 'default');
    assert.equal(last.headers['x-fineract-endpoint'], undefined);
    assert.match(String(last.headers['content-type']), /^application\/json/);
    assert.equal(last.headers['x-corebank-delivery'], delivery.deliveryId);
    assert.equal(last.headers['x-corebank-attempt'], '3');
    assert.equal(last.headers['x-corebank-signature'], `sha256=${createHmac('sha256', SECRET).update(last.body).digest('hex')}`);
    const payload = JSON.parse(last.body) as Record<string, unknown>;
    assert.equal(payload.entityName, 'CLIENT');
    assert.equal(payload.actionName, 'CREATE');
    assert.equal(payload.createdByName, 'mifos');
    assert.equal(payload.officeId, 1);
    assert.equal(payload.clientId, client.json.clientId);
    assert.deepEqual((payload.request as Record<string, unknown>).lastname, 'Hooked');
    assert.equal((payload.response as Record<string, unknown>).resourceId, client.json.resourceId);
    assert.equal((payload.response as Record<string, unknown>).officeId, undefined);
    assert.equal(typeof payload.timestamp, 'string');
    // Every attempt carries the same delivery id and body.
    assert.deepEqual(new Set(receiver.received.map((r) => r.headers['x-corebank-delivery'])).size, 1);
  });

  it('sends nothing for a refused command', async () => {
    const hooks = (await t.call('GET', HOOKS)).body as { id: number }[];
    const hookId = hooks[0]?.id ?? 0;
    const before = ((await t.call('GET', `${HOOKS}/${hookId}/deliveries`)).body as unknown[]).length;
    const calls = receiver.received.length;
    const refused = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'No' } });
    assert.equal(refused.status, 400);
    const missingOffice = await t.call('POST', '/api/v1/clients', { body: { ...newClient('Nowhere'), officeId: 999 } });
    assert.equal(missingOffice.status, 404);
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(((await t.call('GET', `${HOOKS}/${hookId}/deliveries`)).body as unknown[]).length, before);
    assert.equal(receiver.received.length, calls);
  });

  it('posts a form body to a hook whose Content Type is form', async () => {
    const formReceiver = await startReceiver(0);
    try {
      const body = webHook(formReceiver.url, { events: [{ actionName: 'CREATE', entityName: 'FUND' }], config: { 'Payload URL': formReceiver.url, 'Content Type': 'FORM' } });
      const created = await t.call('POST', HOOKS, { body });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      assert.equal((await t.call('POST', '/api/v1/funds', { body: { name: 'Hooked fund' } })).status, 200);
      const hookId = created.json.resourceId as number;
      await waitFor(async () => (await t.call('GET', `${HOOKS}/${hookId}/deliveries`)).body as Record<string, unknown>[], (r) => r[0]?.status === 'DELIVERED');
      const received = formReceiver.received[0];
      assert.ok(received !== undefined);
      assert.equal(received.headers['content-type'], 'application/x-www-form-urlencoded');
      const form = new URLSearchParams(received.body);
      assert.equal(form.get('entityName'), 'FUND');
      assert.equal((JSON.parse(form.get('request') ?? '{}') as Record<string, unknown>).name, 'Hooked fund');
      assert.equal(received.headers['x-corebank-signature'], `sha256=${createHmac('sha256', SECRET).update(received.body).digest('hex')}`);
    } finally {
      await new Promise((resolve) => formReceiver.server.close(resolve));
    }
  });

  it('sends a Message Gateway hook\'s SMS template, filled with the client, to the client through the message gateway', async () => {
    const gateway = await HttpCatcher.start();
    try {
      const sms = { host_name: '127.0.0.1', port_number: gateway.port, end_point: '/gw', tenant_app_key: 'app-1' };
      assert.equal((await t.call('PUT', '/api/v1/externalservice/SMS', { body: sms })).status, 200);
      const events = [{ actionName: 'CREATE', entityName: 'CODE' }, { actionName: 'CREATE', entityName: 'CLIENT' }];
      const created = await t.call('POST', HOOKS, { body: { name: 'Message Gateway', isActive: true, events, config: { 'SMS Provider Id': '7' } } });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const hookId = created.json.resourceId as number;
      const log = async (): Promise<Record<string, unknown>[]> => (await t.call('GET', `${HOOKS}/${hookId}/deliveries`)).body as Record<string, unknown>[];
      const settled = (rows: Record<string, unknown>[]): boolean => rows.every((r) => r.status !== 'PENDING' && r.status !== 'SENDING');

      // No template mapped to CODE_CREATE and none of the hook's own: Fineract's error.msg.templates.not.found.
      assert.equal((await t.call('POST', '/api/v1/codes', { body: { name: 'gateway-code' } })).status, 200);
      const failed = await waitFor(log, (rows) => rows.length === 1 && settled(rows));
      assert.equal(failed[0]?.status, 'FAILED', JSON.stringify(failed));
      assert.match(String(failed[0]?.lastError), /^error\.msg\.templates\.not\.found/);

      const mappers = [{ mappersorder: 0, mapperskey: 'SMS_template_Key', mappersvalue: 'CLIENT_CREATE' }];
      const template = await t.call('POST', '/api/v1/templates', { body: { name: 'Welcome SMS', text: 'Welcome {{clientName}} (client {{clientId}}) & co{{missing}}', entity: 0, type: 2, mappers } });
      assert.equal(template.status, 200, JSON.stringify(template.body));
      const client = await t.call('POST', '/api/v1/clients', { body: { ...newClient('Mobile'), mobileNo: '5551234' } });
      assert.equal(client.status, 200, JSON.stringify(client.body));
      const sent = await waitFor(log, (rows) => rows.length === 2 && settled(rows));
      assert.equal(sent[0]?.status, 'DELIVERED', JSON.stringify(sent));
      const request = gateway.last();
      assert.equal(request.url, '/gw/sms');
      assert.equal(request.headers['fineract-tenant-app-key'], 'app-1');
      const clientId = client.json.clientId as number;
      assert.deepEqual(JSON.parse(request.body), [{ tenantId: 'default', mobileNumber: '5551234', message: `Welcome Hank Mobile (client ${clientId}) & co`, providerId: 7 }]);

      // The hook's own template (templateId) stands in for an unmapped event; an event without a client sends nothing.
      assert.equal((await t.call('PUT', `${HOOKS}/${hookId}`, { body: { templateId: 9999 } })).status, 404);
      const own = await t.call('POST', '/api/v1/templates', { body: { name: 'Hook SMS', text: 'Code {{resourceId}}', entity: 0, type: 2 } });
      const put = await t.call('PUT', `${HOOKS}/${hookId}`, { body: { templateId: own.json.resourceId } });
      assert.equal(put.status, 200, JSON.stringify(put.body));
      assert.deepEqual(put.json.changes, { templateId: own.json.resourceId });
      assert.equal((await t.call('GET', `${HOOKS}/${hookId}`)).json.templateId, own.json.resourceId);
      assert.equal((await t.call('POST', '/api/v1/codes', { body: { name: 'gateway-code-2' } })).status, 200);
      const unsent = await waitFor(log, (rows) => rows.length === 3 && settled(rows));
      assert.equal(unsent[0]?.status, 'NOT_SENT', JSON.stringify(unsent));
      assert.equal(gateway.requests.length, 1);
      assert.equal((await t.call('DELETE', `${HOOKS}/${hookId}`)).status, 200);
    } finally {
      await gateway.close();
    }
  });

  it('calls Elastic Search hooks as Web hooks, and SMS Bridge hooks with the API key their bridge answered at registration', async () => {
    const calls: (Received & { url: string })[] = [];
    const bridge = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        calls.push({ url: req.url ?? '', headers: req.headers, body });
        res.writeHead(200, { 'content-type': 'application/json' }).end(req.url === '/configuration' ? '"bridge-key-1"' : '{}');
      });
    });
    await new Promise<void>((resolve) => bridge.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(bridge.address() as AddressInfo).port}`;
    try {
      const events = [{ actionName: 'CREATE', entityName: 'STAFF' }];
      const elastic = await t.call('POST', HOOKS, { body: { name: 'Elastic Search', isActive: true, events, config: { 'Payload URL': `${base}/bank/staff`, 'Content Type': 'json', 'Index Name': 'bank' } } });
      assert.equal(elastic.status, 200, JSON.stringify(elastic.body));
      const sms = {
        name: 'SMS Bridge', isActive: true, events,
        config: { 'Payload URL': `${base}/sms/in`, 'SMS Provider': 'twilio', 'Phone Number': '+15550100', 'SMS Provider Token': 'tok-9', 'SMS Provider Account Id': 'AC-1' },
      };
      const bridged = await t.call('POST', HOOKS, { body: sms });
      assert.equal(bridged.status, 200, JSON.stringify(bridged.body));
      const delivered = async (hookId: number, count: number) => {
        const rows = await waitFor(
          async () => (await t.call('GET', `${HOOKS}/${hookId}/deliveries`)).body as Record<string, unknown>[],
          (r) => r.length === count && r.every((d) => d.status === 'DELIVERED'),
        );
        assert.deepEqual(rows.map((d) => [d.status, d.attempts]), Array.from({ length: count }, () => ['DELIVERED', 1]), JSON.stringify(rows));
      };
      const staff = async (lastname: string) => {
        const res = await t.call('POST', '/api/v1/staff', { body: { officeId: 1, firstname: 'Sal', lastname, isActive: true, joiningDate: '01 January 2024', dateFormat: 'dd MMMM yyyy', locale: 'en' } });
        assert.equal(res.status, 200, JSON.stringify(res.body));
      };
      await staff('Indexed');
      await Promise.all([delivered(elastic.json.resourceId as number, 1), delivered(bridged.json.resourceId as number, 1)]);

      const indexed = calls.find((c) => c.url === '/bank/staff');
      assert.ok(indexed !== undefined, JSON.stringify(calls.map((c) => c.url)));
      assert.deepEqual([indexed.headers['x-fineract-entity'], indexed.headers['x-fineract-action'], indexed.headers['fineract-platform-tenantid']], ['STAFF', 'CREATE', 'default']);
      assert.match(String(indexed.headers['content-type']), /^application\/json/);
      assert.equal(indexed.headers['x-corebank-signature'], `sha256=${createHmac('sha256', SECRET).update(indexed.body).digest('hex')}`);
      assert.equal((JSON.parse(indexed.body) as { request: Record<string, unknown> }).request.lastname, 'Indexed');

      // Registration first, on the Payload URL's host, with the hook's provider settings and the tenant.
      const registration = calls.find((c) => c.url === '/configuration');
      assert.ok(registration !== undefined);
      const settings = JSON.parse(registration.body) as Record<string, unknown>;
      assert.deepEqual([settings.phoneNo, settings.smsProvider, settings.smsProviderAccountId, settings.smsProviderToken, settings.tenantId, settings.mifosToken], [
        '+15550100', 'twilio', 'AC-1', 'tok-9', 'default', undefined,
      ]);
      const smsCall = calls.find((c) => c.url === '/sms/in');
      assert.ok(smsCall !== undefined);
      assert.deepEqual([smsCall.headers['x-fineract-api-key'], smsCall.headers['x-fineract-entity'], smsCall.headers['x-fineract-action'], smsCall.headers['fineract-platform-tenantid']], [
        'bridge-key-1', 'STAFF', 'CREATE', 'default',
      ]);
      assert.equal((JSON.parse(smsCall.body) as Record<string, unknown>).entityName, 'STAFF');
      // The key is kept in the hook's configuration: the next call does not register again.
      const hook = await t.call('GET', `${HOOKS}/${bridged.json.resourceId as number}`);
      assert.ok((hook.json.config as { fieldName: string; fieldValue: string }[]).some((c) => c.fieldName === 'Api Key' && c.fieldValue === 'bridge-key-1'), JSON.stringify(hook.json.config));
      await staff('Texted');
      await delivered(bridged.json.resourceId as number, 2);
      assert.deepEqual(calls.map((c) => c.url).filter((u) => u !== '/bank/staff').sort(), ['/configuration', '/sms/in', '/sms/in']);
      assert.equal(calls.filter((c) => c.url === '/sms/in').at(-1)?.headers['x-fineract-api-key'], 'bridge-key-1');
    } finally {
      bridge.closeAllConnections();
      await new Promise((resolve) => bridge.close(resolve));
    }
  });

  it('gives up after the configured attempts and logs the failure', async () => {
    const failing = await startReceiver(1000);
    try {
      const created = await t.call('POST', HOOKS, { body: webHook(failing.url, { events: [{ actionName: 'CREATE', entityName: 'CODE' }] }) });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const hookId = created.json.resourceId as number;
      assert.equal((await t.call('POST', '/api/v1/codes', { body: { name: 'hooked-code' } })).status, 200);
      const rows = await waitFor(
        async () => (await t.call('GET', `${HOOKS}/${hookId}/deliveries`)).body as Record<string, unknown>[],
        (r) => r[0]?.status === 'FAILED',
      );
      assert.equal(rows[0]?.status, 'FAILED', JSON.stringify(rows));
      assert.equal(rows[0]?.attempts, 5);
      assert.equal(rows[0]?.lastStatusCode, 503);
      assert.equal(failing.received.length, 5);
    } finally {
      await new Promise((resolve) => failing.server.close(resolve));
    }
  });
});

describe('hook targets', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { hooks: { allowPrivateTargets: false, signingSecret: undefined, deliveryAttempts: 2, deliveryBackoffMs: 20, endpointUrl: undefined } } });
  });
  after(async () => t.close());

  it('refuses loopback and private addresses unless HOOKS_ALLOW_PRIVATE_TARGETS allows them', async () => {
    for (const url of ['http://127.0.0.1:9/x', 'http://localhost/x', 'http://10.0.0.5/x', 'http://[::1]/x']) {
      const res = await t.call('POST', HOOKS, { body: webHook(url) });
      assert.equal(res.status, 400, url);
      assert.deepEqual(codesOf(res.json), ['validation.msg.hook.url.address.not.allowed'], url);
    }
  });
});
