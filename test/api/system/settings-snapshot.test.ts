import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LocalDate } from '@js-joda/core';
import { sql } from 'kysely';
import { MODULES } from '../../../src/app.ts';
import type { ModuleDefinition } from '../../../src/modules/module.ts';
import { setBusinessDate } from '../../../src/modules/system/index.ts';
import { updateConfiguration } from '../../../src/modules/system/configurations/configurations.repository.ts';
import { commandHandler, type CommandContext, type CommandResult } from '../../../src/platform/commands/index.ts';
import type { ObservedStatement } from '../../../src/platform/db/database.ts';
import { defineCommand, defineQuery } from '../../../src/platform/http/index.ts';
import { readConfiguration, TenantClock, tenantMoneyContext, withSettingsScope } from '../../../src/platform/settings/index.ts';
import { DataValidator } from '../../../src/shared/validation/index.ts';
import { assertStatementBound, measureStatements, recordStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const dated = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

/** The statements that read global configuration (one by name, or the whole settings snapshot). */
const configurationReads = (statements: readonly ObservedStatement[]): readonly ObservedStatement[] =>
  statements.filter((s) => /\bfrom "c_configuration"/i.test(s.sql));

const businessDateReads = (statements: readonly ObservedStatement[]): readonly ObservedStatement[] =>
  statements.filter((s) => /^select\b.*\bfrom "m_business_date"/is.test(s.sql.trim()) && !/\bfrom "c_configuration"/i.test(s.sql));

const enabled = async (db: CommandContext['db'], name: string): Promise<boolean> => (await readConfiguration(db, name))?.enabled === true;

/**
 * A command that reads settings many times and changes them in between, as handlers do through
 * `readConfiguration`, the clock and the money context.
 */
async function readChangeRead(ctx: CommandContext): Promise<CommandResult> {
  const addressId = ctx.json.long('addressConfigurationId', new DataValidator('settingsprobe')) ?? 0;
  const seen: Record<string, unknown> = {};
  seen.addressBefore = await enabled(ctx.db, 'enable-address');
  seen.addressAgain = await enabled(ctx.db, 'enable-address');
  seen.rounding = (await tenantMoneyContext(ctx.db)).roundingMode;
  seen.dateBefore = (await ctx.clock.businessDate()).toString();
  seen.cobBefore = (await ctx.clock.cobDate()).toString();
  await updateConfiguration(ctx.db, addressId, { enabled: !(seen.addressBefore as boolean) });
  seen.addressAfter = await enabled(ctx.db, 'enable-address');
  await setBusinessDate(ctx.db, 'BUSINESS_DATE', LocalDate.parse('2024-07-20'), ctx.user.id);
  seen.dateAfter = (await ctx.clock.businessDate()).toString();
  seen.cobAfter = (await ctx.clock.cobDate()).toString();
  seen.addressLast = await enabled(ctx.db, 'enable-address');
  return { changes: seen };
}

/** A read that asks for the same settings several times. */
async function readRepeatedly(db: CommandContext['db'], clock: TenantClock): Promise<Record<string, unknown>> {
  return {
    address: await enabled(db, 'enable-address'),
    makerChecker: await enabled(db, 'maker-checker'),
    rounding: (await tenantMoneyContext(db)).roundingMode,
    today: (await clock.businessDate()).toString(),
    cob: (await clock.cobDate()).toString(),
    again: (await clock.businessDate()).toString(),
  };
}

const probeModule: ModuleDefinition = {
  name: 'settings-probe',
  routes: [
    defineCommand({
      method: 'POST',
      url: '/settingsprobe',
      summary: 'Reads, changes and reads settings again',
      tags: ['Settings probe'],
      command: { entity: 'SETTINGSPROBE', action: 'RUN' },
    }),
    defineQuery({
      method: 'GET',
      url: '/settingsprobe',
      summary: 'Reads settings several times',
      tags: ['Settings probe'],
      access: { permission: 'READ_CONFIGURATION' },
      handle: (req) => readRepeatedly(req.tenant.database.db, req.clock),
    }),
  ],
  commandHandlers: [commandHandler('SETTINGSPROBE', 'RUN', readChangeRead)],
};

describe('settings snapshot', () => {
  let t: TestApp;
  let addressConfigurationId: number;

  before(async () => {
    t = await createTestApp({ modules: [...MODULES, probeModule] });
    addressConfigurationId = (await t.call('GET', '/api/v1/configurations/name/enable-address')).json.id as number;
    await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } });
    await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '15 June 2024', ...dated } });
  });
  after(async () => t.close());

  it('answers a read asking for configuration and business dates many times with one statement', async () => {
    const m = await measureStatements(t, 'GET', '/api/v1/settingsprobe');
    assert.equal(m.response.status, 200, JSON.stringify(m.response.body));
    assert.deepEqual(m.response.body, { address: false, makerChecker: false, rounding: 6, today: '2024-06-15', cob: '2024-06-14', again: '2024-06-15' });
    assert.equal(configurationReads(m.statements).length, 1, 'configuration is read once per request');
    assert.equal(businessDateReads(m.statements).length, 0, 'the business dates come with the configuration');
    assertStatementBound(m, 1, 'GET /settingsprobe');
  });

  it('reads no configuration in POST /clients, which asks for three configurations and the business date, while the reference version stands', async () => {
    const body = { officeId: 1, legalFormId: 1, firstname: 'Ada', lastname: 'Snapshot', active: true, activationDate: '15 June 2024', ...dated };
    const m = await measureStatements(t, 'POST', '/api/v1/clients', { body });
    assert.equal(m.response.status, 200, JSON.stringify(m.response.body));
    assert.equal(configurationReads(m.statements).length, 0, 'the snapshot the warm-up request read is kept');
    assert.equal(businessDateReads(m.statements).length, 0);
    // A change through another connection raises the reference version: the next request reads once.
    await sql`update c_configuration set enabled = enabled where name = 'enable-address'`.execute(t.tenant.database.db);
    const again = await measureStatements(t, 'POST', '/api/v1/clients', { body: { ...body, lastname: 'Snapshot Two' } });
    assert.equal(again.response.status, 200, JSON.stringify(again.response.body));
    assert.equal(configurationReads(again.statements).length, 1, 'configuration is read once after a change');
  });

  it('sees a configuration and a business date changed earlier in the same command', async () => {
    const m = await measureStatements(t, 'POST', '/api/v1/settingsprobe', { body: { addressConfigurationId } });
    assert.equal(m.response.status, 200, JSON.stringify(m.response.body));
    assert.deepEqual(m.response.json.changes, {
      addressBefore: false, addressAgain: false, rounding: 6, dateBefore: '2024-06-15', cobBefore: '2024-06-14',
      addressAfter: true, dateAfter: '2024-07-20', cobAfter: '2024-07-19', addressLast: true,
    });
    // Kept from the request before until the configuration change, read once after it (the request wrote a
    // reference table: nothing is kept for it any more); the business dates written are applied to that read.
    assert.equal(configurationReads(m.statements).length, 1);
    const after = await t.call('GET', '/api/v1/settingsprobe');
    assert.deepEqual(after.body, { address: true, makerChecker: false, rounding: 6, today: '2024-07-20', cob: '2024-07-19', again: '2024-07-20' });
  });

  it('sees in the next request what another connection changed since, and keeps nothing between requests', async () => {
    const db = t.tenant.database.db;
    await sql`update c_configuration set enabled = false where name = 'enable-address'`.execute(db);
    await sql`update m_business_date set date = '2024-08-01' where type = 'BUSINESS_DATE'`.execute(db);
    assert.deepEqual((await t.call('GET', '/api/v1/settingsprobe')).json.address, false);
    assert.deepEqual((await t.call('GET', '/api/v1/settingsprobe')).json.today, '2024-08-01');
    await sql`update c_configuration set enabled = false where name = 'enable-business-date'`.execute(db);
    const today = (await t.call('GET', '/api/v1/settingsprobe')).json.today as string;
    assert.notEqual(today, '2024-08-01', 'with enable-business-date off, today is the calendar date');
    await sql`update c_configuration set enabled = true where name = 'enable-business-date'`.execute(db);
  });

  it('sees after commit, through the pool, a change a transaction of the same request made; and not a rolled-back one', async () => {
    const db = t.tenant.database.db;
    const { result, statements } = await recordStatements(t, () =>
      withSettingsScope(async () => {
        const first = await enabled(db, 'enable-address');
        const cached = await enabled(db, 'enable-address');
        await db.transaction().execute(async (trx) => {
          assert.equal(await enabled(trx, 'enable-address'), false, 'the transaction shares the request’s snapshot until it writes');
          await updateConfiguration(trx, addressConfigurationId, { enabled: true });
          assert.equal(await enabled(trx, 'enable-address'), true, 'the transaction sees its own change');
        });
        const committed = await enabled(db, 'enable-address');
        const rolledBack = new Error('roll back');
        await assert.rejects(
          db.transaction().execute(async (trx) => {
            await updateConfiguration(trx, addressConfigurationId, { enabled: false });
            assert.equal(await enabled(trx, 'enable-address'), false);
            throw rolledBack;
          }),
          rolledBack,
        );
        return { first, cached, committed, afterRollback: await enabled(db, 'enable-address') };
      }),
    );
    assert.deepEqual(result, { first: false, cached: false, committed: true, afterRollback: true });
    // The snapshot, the first transaction's after its change, the pool's reads after a change (each one), the second transaction's.
    assert.equal(configurationReads(statements).length, 5);
    await updateConfiguration(db, addressConfigurationId, { enabled: false });
  });

  it('reads once per transaction outside a request (a job run), and keeps nothing outside a request or transaction', async () => {
    const db = t.tenant.database.db;
    const { result, statements } = await recordStatements(t, () =>
      db.transaction().execute(async (trx) => {
        const clock = new TenantClock(trx, 'UTC');
        return [await enabled(trx, 'enable-address'), (await clock.businessDate()).toString(), (await tenantMoneyContext(trx)).roundingMode, (await clock.cobDate()).toString()];
      }),
    );
    assert.deepEqual(result, [false, '2024-08-01', 6, '2024-07-19']);
    assert.equal(configurationReads(statements).length, 1);
    const outside = await recordStatements(t, async () => [await enabled(db, 'enable-address'), await enabled(db, 'enable-address')]);
    assert.equal(configurationReads(outside.statements).length, 2, 'outside a request or transaction nothing is kept');
  });

  it('sets the business date with one configuration read', async () => {
    const m = await measureStatements(t, 'POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '02 August 2024', ...dated } });
    assert.equal(m.response.status, 200, JSON.stringify(m.response.body));
    assert.deepEqual(m.response.json.changes, { BUSINESS_DATE: [2024, 8, 2], COB_DATE: [2024, 8, 1] });
    assert.equal(configurationReads(m.statements).length, 1);
    assertStatementBound(m, 9, 'POST /businessdate');
  });
});
