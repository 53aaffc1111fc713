import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { activate, execute, rowsOf, setLastRunDate } from './adhoc-support.ts';

type Run = { version: number; status: string; triggerType: string; jobRunErrorMessage?: string; jobRunErrorLog?: string };

const ADH_GSCH = 29;

describe('job "Generate AdhocClient Schedule" (B4)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    const date = await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '2024-03-01', dateFormat: 'yyyy-MM-dd', locale: 'en' } });
    assert.equal(date.status, 200);
  });
  after(async () => t.close());

  beforeEach(async () => {
    const db = t.tenant.database.db;
    await execute(db, 'delete from m_adhoc');
    await execute(db, 'drop table if exists adhoc_runs');
    await execute(db, 'create table adhoc_runs (label varchar(40), office_id bigint)');
  });

  const save = async (label: string, extra: Record<string, unknown> = {}): Promise<number> => {
    const body = { name: label, query: `select '${label}', id from m_office`, tableName: 'adhoc_runs', tableFields: 'label, office_id', ...extra };
    const res = await t.call('POST', '/api/v1/adhocquery', { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };
  const runJob = async (): Promise<Run> => {
    const res = await t.call('POST', '/api/v1/jobs/short-name/ADH_GSCH?command=executeJob');
    assert.ok(res.status < 300, JSON.stringify(res.body));
    const history = (await t.call('GET', `/api/v1/jobs/${ADH_GSCH}/runhistory?orderBy=version&sortOrder=DESC&limit=1`)).json;
    const [last] = history.pageItems as Run[];
    assert.ok(last !== undefined);
    return last;
  };
  const labels = async (): Promise<string[]> => (await rowsOf<{ label: string }>(t.tenant.database.db, 'select label from adhoc_runs order by label')).map((r) => r.label);
  const lastRunDates = async (): Promise<Record<string, string | null>> => {
    const rows = await rowsOf<{ name: string; d: string | null }>(t.tenant.database.db, "select name, to_char(last_run_date, 'YYYY-MM-DD') as d from m_adhoc");
    return Object.fromEntries(rows.map((r) => [r.name, r.d]));
  };

  it('runs the active queries only, inserting their rows and setting lastRun (not updatedOn)', async () => {
    const always = await save('always');
    const inactive = await save('inactive');
    await activate(t.tenant.database.db, always);
    const before = (await t.call('GET', `/api/v1/adhocquery/${always}`)).json;
    const run = await runJob();
    assert.equal(run.status, 'success');
    assert.equal(run.triggerType, 'application');
    assert.deepEqual(await labels(), ['always']);
    const after = (await t.call('GET', `/api/v1/adhocquery/${always}`)).json;
    assert.equal(typeof after.lastRun, 'number');
    assert.equal(after.updatedOn, before.updatedOn);
    assert.equal(after.updatedById, before.updatedById);
    assert.equal('lastRun' in (await t.call('GET', `/api/v1/adhocquery/${inactive}`)).json, false);
    assert.deepEqual(await lastRunDates(), { always: '2024-03-01', inactive: null });
    assert.equal((await runJob()).status, 'success');
    assert.deepEqual(await labels(), ['always', 'always'], 'a query without frequency runs on every run');
  });

  it('runs a query when its frequency is due since its last run, on the business date', async () => {
    const db = t.tenant.database.db;
    const cases: [string, number, string | null, boolean, number?][] = [
      ['daily-due', 1, '2024-02-29', true],
      ['daily-not', 1, '2024-03-01', false],
      ['weekly-due', 2, '2024-02-23', true],
      ['weekly-not', 2, '2024-02-24', false],
      ['monthly-due', 3, '2024-01-31', true],
      ['monthly-not', 3, '2024-02-02', false],
      ['yearly-due', 4, '2023-03-01', true],
      ['yearly-not', 4, '2023-03-02', false],
      ['custom-due', 5, '2024-02-27', true, 3],
      ['custom-not', 5, '2024-02-28', false, 3],
      ['never-ran', 4, null, true],
    ];
    for (const [label, frequency, lastRun, , every] of cases) {
      const id = await save(label, { reportRunFrequency: frequency, ...(every === undefined ? {} : { reportRunEvery: every }) });
      await activate(db, id);
      await setLastRunDate(db, id, lastRun);
    }
    assert.equal((await runJob()).status, 'success');
    const due = cases.filter(([, , , isDue]) => isDue).map(([label]) => label);
    assert.deepEqual(await labels(), [...due].sort());
    const dates = await lastRunDates();
    for (const [label, , lastRun, isDue] of cases) {
      assert.equal(dates[label], isDue ? '2024-03-01' : lastRun, label);
    }
  });

  it('records a failing query in the run history without stopping or undoing the others', async () => {
    const db = t.tenant.database.db;
    await execute(db, 'create table soon_gone (label varchar(40), office_id bigint)');
    const first = await save('first');
    const broken = await save('broken', { tableName: 'soon_gone' });
    const tampered = await save('tampered');
    const last = await save('last');
    await activate(db, first, broken, tampered, last);
    await execute(db, 'drop table soon_gone');
    await execute(db, `update m_adhoc set query = 'select pg_sleep(0)::text, 1' where id = ${tampered}`);
    const run = await runJob();
    assert.equal(run.status, 'failed');
    assert.equal(run.jobRunErrorMessage, `Ad-hoc queries failed: ${broken} (broken), ${tampered} (tampered); the other due queries ran`);
    const log = (run.jobRunErrorLog ?? '').split('\n');
    assert.equal(log.length, 2);
    assert.match(log[0] ?? '', new RegExp(`^Ad-hoc query ${broken} \\(broken\\): .*soon_gone`));
    assert.match(log[1] ?? '', new RegExp(`^Ad-hoc query ${tampered} \\(tampered\\): SQL validation error: the function pg_sleep is not allowed`));
    assert.deepEqual(await labels(), ['first', 'last']);
    assert.deepEqual(await lastRunDates(), { first: '2024-03-01', broken: null, tampered: null, last: '2024-03-01' });
  });
});
