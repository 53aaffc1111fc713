import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MODULES } from '../../../src/app.ts';
import { externalEventsModule } from '../../../src/modules/external-events/index.ts';
import { EXTERNAL_EVENT_TYPES } from '../../../src/platform/events/index.ts';
import { codesOf } from '../../support/savings.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

const URL = '/api/v1/externalevents/configuration';
/** The application with the external events module (whether or not the shared list names it yet). */
const modules = MODULES.includes(externalEventsModule) ? MODULES : [...MODULES, externalEventsModule];

type Item = { type: string; enabled: boolean };
const itemsOf = (body: unknown): Item[] => (body as { externalEventConfiguration: Item[] }).externalEventConfiguration;

describe('external event configuration API', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ modules });
  });
  after(async () => t.close());

  const enabledTypes = async (): Promise<string[]> => itemsOf((await t.call('GET', URL)).body).filter((i) => i.enabled).map((i) => i.type);

  it('lists Fineract’s 105 seeded types by name, all disabled, in one statement', async () => {
    const res = await expectStatements(t, 'GET', URL, { max: 1 });
    const items = itemsOf(res.body);
    assert.equal(items.length, 105);
    assert.deepEqual(items.map((i) => i.type), [...EXTERNAL_EVENT_TYPES].sort());
    assert.ok(items.every((i) => !i.enabled));
    assert.deepEqual(items.find((i) => i.type === 'LoanTransactionMakeRepaymentPostBusinessEvent'), { type: 'LoanTransactionMakeRepaymentPostBusinessEvent', enabled: false });
  });

  it('enables and disables types, answering the sent map as changes', async () => {
    const body = { externalEventConfigurations: { ClientCreateBusinessEvent: true, LoanApprovedBusinessEvent: true, SavingsDepositBusinessEvent: false } };
    const res = await expectStatements(t, 'PUT', URL, { body, max: 5 });
    assert.deepEqual(res.body, { changes: body });
    assert.deepEqual(await enabledTypes(), ['ClientCreateBusinessEvent', 'LoanApprovedBusinessEvent']);
    const off = await t.call('PUT', URL, { body: { externalEventConfigurations: { LoanApprovedBusinessEvent: 'false' } } });
    assert.equal(off.status, 200, JSON.stringify(off.body));
    assert.deepEqual(off.body, { changes: { externalEventConfigurations: { LoanApprovedBusinessEvent: false } } });
    assert.deepEqual(await enabledTypes(), ['ClientCreateBusinessEvent']);
  });

  it('answers an empty map with no changes', async () => {
    const res = await t.call('PUT', URL, { body: { externalEventConfigurations: {} } });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, {});
  });

  it('refuses unknown types with 400, naming each, and changes nothing', async () => {
    const res = await t.call('PUT', URL, { body: { externalEventConfigurations: { NoSuchBusinessEvent: true, SavingsWithdrawalBusinessEvent: true, Other: false } } });
    assert.equal(res.status, 400, JSON.stringify(res.body));
    assert.equal(res.json.userMessageGlobalisationCode, 'validation.msg.validation.errors.exist');
    const errors = res.json.errors as { userMessageGlobalisationCode: string; parameterName: string; value: string; defaultUserMessage: string }[];
    assert.deepEqual(
      errors.map((e) => [e.userMessageGlobalisationCode, e.parameterName, e.value]),
      [
        ['error.msg.external.event.configuration.not.found', 'externalEventConfigurations', 'NoSuchBusinessEvent'],
        ['error.msg.external.event.configuration.not.found', 'externalEventConfigurations', 'Other'],
      ],
    );
    assert.equal(errors[0]?.defaultUserMessage, 'Configuration not found for external event NoSuchBusinessEvent');
    assert.ok(!(await enabledTypes()).includes('SavingsWithdrawalBusinessEvent'));
  });

  it('refuses a missing map, values other than true or false, and unknown members', async () => {
    assert.deepEqual(codesOf((await t.call('PUT', URL, { body: {} })).body), ['validation.msg.externalevent.configuration.externalEventConfigurations.cannot.be.blank']);
    assert.deepEqual(codesOf((await t.call('PUT', URL, { body: { externalEventConfigurations: [] } })).body), [
      'validation.msg.externalevent.configuration.externalEventConfigurations.cannot.be.blank',
    ]);
    const bad = await t.call('PUT', URL, { body: { externalEventConfigurations: { ClientCreateBusinessEvent: 1, ClientActivateBusinessEvent: 'yes' } } });
    assert.equal(bad.status, 400);
    assert.deepEqual(
      (bad.json.errors as { parameterName: string }[]).map((e) => e.parameterName),
      ['externalEventConfigurations.ClientCreateBusinessEvent', 'externalEventConfigurations.ClientActivateBusinessEvent'],
    );
    assert.deepEqual(codesOf(bad.body), Array(2).fill('validation.msg.externalevent.configuration.externalEventConfigurations.must.be.true.or.false'));
    const unsupported = await t.call('PUT', URL, { body: { externalEventConfigurations: {}, enabled: true } });
    assert.equal(unsupported.status, 400);
    assert.deepEqual(codesOf(unsupported.body), ['error.msg.parameter.unsupported']);
  });

  it('needs READ_EXTERNAL_EVENT_CONFIGURATION to read and UPDATE_EXTERNAL_EVENT_CONFIGURATION to change', async () => {
    const reader = await createUserWithPermissions(t.tenant.database.db, 'event-reader', ['READ_EXTERNAL_EVENT_CONFIGURATION']);
    const writer = await createUserWithPermissions(t.tenant.database.db, 'event-writer', ['UPDATE_EXTERNAL_EVENT_CONFIGURATION']);
    const body = { externalEventConfigurations: { GroupsCreateBusinessEvent: true } };
    assert.equal((await t.call('GET', URL, { auth: reader })).status, 200);
    const refused = await t.call('PUT', URL, { auth: reader, body });
    assert.equal(refused.status, 403);
    assert.equal(refused.json.userMessageGlobalisationCode, 'error.msg.not.authorized');
    assert.equal((await t.call('GET', URL, { auth: writer })).status, 403);
    assert.equal((await t.call('PUT', URL, { auth: writer, body })).status, 200);
    assert.ok((await enabledTypes()).includes('GroupsCreateBusinessEvent'));
    assert.equal((await t.call('GET', URL, { auth: null })).status, 401);
  });
});
