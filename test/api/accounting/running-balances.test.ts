import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LocalDate } from '@js-joda/core';
import { sql, type Kysely } from 'kysely';
import { MODULES } from '../../../src/app.ts';
import { ledgerBalances, updateRunningBalances } from '../../../src/modules/accounting/index.ts';
import type { ModuleDefinition } from '../../../src/modules/module.ts';
import { defineCommand } from '../../../src/platform/http/index.ts';
import { expectStatements, recordStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';
import { CREDIT, DEBIT } from '../../support/accounting.ts';

const FORMAT = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

/** Until the journal-entries routes name the command, a route of its own reaches the registered handler. */
const probe: ModuleDefinition = {
  name: 'running-balance-probe',
  routes: [
    defineCommand({
      method: 'POST',
      url: '/test-update-running-balance',
      summary: 'updateRunningBalance',
      tags: ['test'],
      command: { entity: 'JOURNALENTRY', action: 'UPDATERUNNINGBALANCE' },
    }),
  ],
  commandHandlers: [],
};

interface Balances {
  readonly org: string;
  readonly office: string;
  readonly done: boolean;
}

describe('running balances (ACC_RBAL) and ledger balances', () => {
  let t: TestApp;
  let db: Kysely<object>;
  let seq = 0;
  let officeA = 0;
  let officeB = 0;
  let asset = 0;
  let liability = 0;

  const account = async (type: number): Promise<number> => {
    seq += 1;
    const res = await t.call('POST', '/api/v1/glaccounts', { body: { name: `RB ${seq}`, glCode: `RB-${seq}`, type, usage: 1, manualEntriesAllowed: true } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };
  const office = async (name: string, parentId = 1): Promise<number> => {
    const res = await t.call('POST', '/api/v1/offices', { body: { name, parentId, openingDate: '01 January 2020', ...FORMAT } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };
  const entry = async (accountId: number, officeId: number, date: string, side: number, amount: string, extra: { currency?: string; reversed?: boolean } = {}): Promise<number> => {
    const res = await sql<{ id: number }>`insert into acc_gl_journal_entry
      (account_id, office_id, currency_code, transaction_id, entry_date, type_enum, amount, reversed, created_on_utc, last_modified_on_utc)
      values (${accountId}, ${officeId}, ${extra.currency ?? 'USD'}, ${`RB${seq}`}, ${date}, ${side}, ${amount}, ${extra.reversed ?? false}, now(), now()) returning id`.execute(db);
    const row = res.rows[0];
    assert.ok(row !== undefined);
    return row.id;
  };
  const balancesOf = async (ids: readonly number[]): Promise<Record<number, Balances>> => {
    const res = await sql<{ id: number; org: string; office: string; done: boolean }>`select id, cast(organization_running_balance as varchar) as org,
      cast(office_running_balance as varchar) as office, is_running_balance_calculated as done from acc_gl_journal_entry where id in (${sql.join(ids)})`.execute(db);
    const trim = (value: string): string => value.replace(/\.?0+$/, '');
    return Object.fromEntries(res.rows.map((r) => [r.id, { org: trim(r.org), office: trim(r.office), done: r.done }]));
  };
  const expectBalances = async (expected: Record<number, [string, string]>): Promise<void> => {
    const ids = Object.keys(expected).map(Number);
    const actual = await balancesOf(ids);
    for (const id of ids) {
      const [org, officeBalance] = expected[id] ?? ['', ''];
      assert.deepEqual(actual[id], { org, office: officeBalance, done: true }, `entry ${id}`);
    }
  };

  before(async () => {
    t = await createTestApp({ modules: [...MODULES, probe] });
    db = t.tenant.database.db;
    officeA = await office('RB Office A');
    officeB = await office('RB Office B');
    asset = await account(1);
    liability = await account(2);
  });
  after(async () => t.close());

  it('computes organisation and office running balances by account type, and recomputes after a back-dated entry', async () => {
    const e1 = await entry(asset, officeA, '2024-01-10', DEBIT, '100');
    const e2 = await entry(liability, officeA, '2024-01-10', CREDIT, '100');
    const e3 = await entry(asset, officeB, '2024-01-12', DEBIT, '50');
    const e4 = await entry(liability, officeB, '2024-01-12', CREDIT, '50');
    const e5 = await entry(asset, officeA, '2024-01-15', CREDIT, '30.5');
    const e6 = await entry(liability, officeA, '2024-01-15', DEBIT, '30.5');
    const first = await recordStatements(t, () => updateRunningBalances(db));
    assert.deepEqual(first.result, { entries: 6 });
    assert.equal(first.statements.length, 1);
    // Asset: debits add; liability: credits add.
    await expectBalances({ [e1]: ['100', '100'], [e3]: ['150', '50'], [e5]: ['119.5', '69.5'], [e2]: ['100', '100'], [e4]: ['150', '50'], [e6]: ['119.5', '69.5'] });

    // Back-dated entries on 11 January and a new one on 20 January.
    const e7 = await entry(asset, officeB, '2024-01-11', DEBIT, '20');
    const e8 = await entry(liability, officeB, '2024-01-11', CREDIT, '20');
    const e9 = await entry(asset, officeA, '2024-01-20', DEBIT, '5');
    // Same date as e9, later id: after it.
    const e10 = await entry(asset, officeA, '2024-01-20', CREDIT, '1');
    assert.deepEqual(await updateRunningBalances(db), { entries: 8 });
    await expectBalances({
      [e1]: ['100', '100'],
      [e7]: ['120', '20'],
      [e3]: ['170', '70'],
      [e5]: ['139.5', '69.5'],
      [e9]: ['144.5', '74.5'],
      [e10]: ['143.5', '73.5'],
      [e2]: ['100', '100'],
      [e8]: ['120', '20'],
      [e4]: ['170', '70'],
      [e6]: ['139.5', '69.5'],
    });
    assert.deepEqual(await updateRunningBalances(db), { entries: 0 });

    // GET /glaccounts?fetchRunningBalance=true reads the latest computed balance.
    const read = await t.call('GET', `/api/v1/glaccounts/${asset}?fetchRunningBalance=true`);
    assert.equal(read.json.organizationRunningBalance, 143.5);
  });

  it('runs as the ACC_RBAL job', async () => {
    const income = await account(4);
    const e1 = await entry(income, officeA, '2024-02-01', CREDIT, '12');
    const e2 = await entry(income, officeB, '2024-02-02', DEBIT, '2');
    const res = await t.call('POST', '/api/v1/jobs/short-name/ACC_RBAL?command=executeJob');
    assert.ok(res.status < 300, JSON.stringify(res.body));
    await expectBalances({ [e1]: ['12', '12'], [e2]: ['10', '-2'] });
    const history = (await t.call('GET', '/api/v1/jobs/short-name/ACC_RBAL/runhistory?orderBy=version&sortOrder=DESC&limit=1')).json;
    assert.equal((history.pageItems as { status: string }[])[0]?.status, 'success');
  });

  it('answers the updateRunningBalance command for all offices or one office', async () => {
    const expense = await account(5);
    const e1 = await entry(expense, officeA, '2024-03-01', DEBIT, '7');
    const e2 = await entry(expense, officeB, '2024-03-01', DEBIT, '3');
    const one = await t.call('POST', '/api/v1/test-update-running-balance', { body: { officeId: officeB } });
    assert.equal(one.status, 200, JSON.stringify(one.body));
    assert.equal(one.json.officeId, officeB);
    // One office: only its office balance, and the entries stay uncomputed for the job.
    const partly = await balancesOf([e1, e2]);
    assert.deepEqual(partly[e2], { org: '0', office: '3', done: false });
    assert.deepEqual(partly[e1], { org: '0', office: '0', done: false });
    const all = await expectStatements(t, 'POST', '/api/v1/test-update-running-balance', { body: {}, max: 5 });
    assert.equal(all.json.officeId, undefined);
    await expectBalances({ [e1]: ['7', '7'], [e2]: ['10', '3'] });

    const refused = async (body: unknown, status: number, code: string): Promise<void> => {
      const res = await t.call('POST', '/api/v1/test-update-running-balance', { body });
      assert.equal(res.status, status, JSON.stringify(res.body));
      assert.equal((res.json.errors as { userMessageGlobalisationCode: string }[])[0]?.userMessageGlobalisationCode, code);
    };
    await refused({ officeId: 99999 }, 404, 'error.msg.office.id.invalid');
    await refused({ officeId: 0 }, 400, 'validation.msg.GLJournalEntry.officeId.not.greater.than.zero');
    await refused({ officeId: 'x' }, 400, 'validation.msg.invalid.integer.format');
    await refused({ accountId: 1 }, 400, 'error.msg.parameter.unsupported');

    const reader = await createUserWithPermissions(db, 'rbreader', ['READ_JOURNALENTRY']);
    const denied = await t.call('POST', '/api/v1/test-update-running-balance', { auth: reader, body: {} });
    assert.equal(denied.status, 403);
    const runner = await createUserWithPermissions(db, 'rbrunner', ['UPDATERUNNINGBALANCE_JOURNALENTRY']);
    assert.equal((await t.call('POST', '/api/v1/test-update-running-balance', { auth: runner, body: {} })).status, 200);
  });

  it('totals debits and credits per account up to a date, by office, office tree and currency', async () => {
    const child = await office('RB Office A1', officeA);
    const cash = await account(1);
    const deposits = await account(2);
    await entry(cash, officeA, '2024-04-01', DEBIT, '100');
    await entry(deposits, officeA, '2024-04-01', CREDIT, '100');
    await entry(cash, child, '2024-04-02', DEBIT, '40');
    await entry(deposits, child, '2024-04-02', CREDIT, '40');
    // A reversed posting and its reversal: both count and net to zero.
    await entry(cash, officeB, '2024-04-03', DEBIT, '25', { reversed: true });
    await entry(cash, officeB, '2024-04-03', CREDIT, '25', { reversed: true });
    await entry(cash, officeA, '2024-04-05', CREDIT, '10');
    await entry(cash, officeA, '2024-04-02', DEBIT, '9', { currency: 'EUR' });

    const ours = (rows: Awaited<ReturnType<typeof ledgerBalances>>) =>
      rows.filter((r) => r.id === cash || r.id === deposits).map((r) => [r.id, r.type, r.debits.toString(), r.credits.toString(), r.balance.toString()]);
    const at = LocalDate.parse('2024-04-04');
    assert.deepEqual(ours(await ledgerBalances(db, { asOf: at, currencyCode: 'USD' })), [
      [cash, 1, '165', '25', '140'],
      [deposits, 2, '0', '140', '140'],
    ]);
    assert.deepEqual(ours(await ledgerBalances(db, { asOf: LocalDate.parse('2024-04-05') })), [
      [cash, 1, '174', '35', '139'],
      [deposits, 2, '0', '140', '140'],
    ]);
    assert.deepEqual(ours(await ledgerBalances(db, { asOf: at, officeId: officeA, currencyCode: 'USD' })), [
      [cash, 1, '100', '0', '100'],
      [deposits, 2, '0', '100', '100'],
    ]);
    assert.deepEqual(ours(await ledgerBalances(db, { asOf: at, officeId: officeA, includeChildOffices: true, currencyCode: 'USD' })), [
      [cash, 1, '140', '0', '140'],
      [deposits, 2, '0', '140', '140'],
    ]);
    assert.deepEqual(ours(await ledgerBalances(db, { asOf: at, officeId: officeB })), [[cash, 1, '25', '25', '0']]);
    assert.deepEqual(ours(await ledgerBalances(db, { asOf: LocalDate.parse('2024-03-31') })), []);
    const counted = await recordStatements(t, () => ledgerBalances(db, { asOf: at, officeId: 1, includeChildOffices: true }));
    assert.equal(counted.statements.length, 1);
    const headOffice = ours(counted.result);
    assert.deepEqual(headOffice, [
      [cash, 1, '174', '25', '149'],
      [deposits, 2, '0', '140', '140'],
    ]);
  });
});
