import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { destinationOf, insertRefusal, parseSql, plainIdentifier, queryRefusal, type Destination } from './sql-policy.ts';

const reasonOf = (result: Destination | string): string => (typeof result === 'string' ? result : 'accepted');

describe('ad-hoc SQL policy: statements', () => {
  it('accepts plain SELECTs, also with ORDER BY, GROUP BY, arithmetic, joins, subqueries, UNION and read-only CTEs', async () => {
    for (const query of [
      'select c.id, c.display_name from m_client c where c.status_enum = 300',
      'select o.id, count(*) from m_office o join m_staff s on s.office_id = o.id group by o.id order by o.id desc',
      'select a - b, a * 2, -a from t where a > 1 -- a comment',
      'select id from t where exists (select 1 from u where u.t_id = t.id) union all select 1',
      'with x as (select id from m_office) select id from x',
      'select coalesce(name, \'-\'), nullif(a, b), greatest(a, b), case when a then 1 else 2 end from public.m_office',
      'select extract(year from opening_date), substring(name from 1 for 3), trim(both from name), date_trunc(\'month\', d) from m_office',
      'select pg_catalog.lower(name), upper(name) from m_office',
      'select \'2024-01-01\'::date, cast(id as text) from m_office;',
      'values (1, 2)',
    ]) {
      assert.equal(await queryRefusal(query), undefined, query);
    }
  });

  it('refuses everything but one SELECT', async () => {
    const cases: [string, RegExp][] = [
      ['delete from m_client', /only SELECT is allowed \(found DELETE\)/],
      ['update m_office set name = \'x\'', /found UPDATE/],
      ['insert into t select 1', /found INSERT/],
      ['drop table m_office', /found DROP/],
      ['select 1; select 2', /exactly one statement is allowed \(found 2\)/],
      ['select 1; delete from m_office', /exactly one statement/],
      ['', /not valid SQL/],
      ['-- nothing', /exactly one statement is allowed \(found 0\)/],
      ['with gone as (delete from m_office returning id) select id from gone', /found DELETE/],
      ['select id from t where id in (with x as (update t set a = 1 returning id) select id from x)', /found UPDATE/],
      ['select * from m_office for update', /row locks/],
      ['select * from (select * from m_office for share) s', /row locks/],
      ['select * into copy from m_office', /SELECT INTO/],
      ['selec 1', /not valid SQL: syntax error/],
      ['select \'unterminated', /not valid SQL/],
    ];
    for (const [query, reason] of cases) {
      assert.match((await queryRefusal(query)) ?? 'accepted', reason, query);
    }
  });

});

describe('ad-hoc SQL policy: functions and tables', () => {
  it('refuses functions outside the allow-list, wherever they are', async () => {
    const cases: [string, RegExp][] = [
      ['select pg_sleep(10)', /the function pg_sleep is not allowed/],
      ['select id from m_office where id = (select max(id) from m_office where pg_sleep(1) is null)', /pg_sleep/],
      ['select * from generate_series(1, 10)', /generate_series/],
      ['select nextval(\'m_office_id_seq\')', /nextval/],
      ['select public.lower(name) from m_office', /public\.lower is not allowed \(schema-qualified\)/],
      ['select now()', /the function now is not allowed/],
      ['select age(opening_date) from m_office', /the function age/],
      ['select current_date', /CURRENT_DATE/],
      ['select id from m_office where opening_date < current_timestamp', /CURRENT_DATE, CURRENT_TIMESTAMP/],
      ['select current_user', /CURRENT_USER/],
      ['select \'today\'::date', /'today' reads the server clock/],
      ['select id from m_office where opening_date = \' NOW \'', /'now' reads the server clock/],
      ['select xmlparse(document \'<a/>\')', /XML functions/],
      ['select id from m_office where id = $1', /parameters/],
    ];
    for (const [query, reason] of cases) {
      assert.match((await queryRefusal(query)) ?? 'accepted', reason, query);
    }
  });

  it('refuses other schemas, system catalogs and the credential tables', async () => {
    const cases: [string, RegExp][] = [
      ['select relname from pg_catalog.pg_class', /schema pg_catalog is not allowed/],
      ['select relname from pg_class', /system catalog pg_class/],
      ['select * from information_schema.tables', /schema information_schema/],
      ['select * from other.m_office', /schema other/],
      ['select * from db.public.m_office', /another database/],
      ['select pg_catalog.pg_class.relname from m_office', /column reference pg_catalog\.pg_class\.relname/],
      ['select username, password from m_appuser', /m_appuser may not be read/],
      ['select o.id from m_office o join m_oauth_signing_key k on true', /m_oauth_signing_key may not be read/],
    ];
    for (const [query, reason] of cases) {
      assert.match((await queryRefusal(query)) ?? 'accepted', reason, query);
    }
  });

});

describe('ad-hoc SQL policy: destination', () => {
  it('reads plain identifiers only, folded to lower case', () => {
    assert.equal(plainIdentifier(' Client_Snapshot '), 'client_snapshot');
    for (const bad of ['', 'a b', '"quoted"', 'public.t', 't;drop', '1abc', 'x'.repeat(64)]) {
      assert.equal(plainIdentifier(bad), undefined, bad);
    }
  });

  it('reads the destination table and fields, refusing protected tables and repeated fields', () => {
    assert.deepEqual(destinationOf('Client_Snapshot', 'client_id, client_name'), { table: 'client_snapshot', fields: ['client_id', 'client_name'] });
    assert.match(reasonOf(destinationOf('m_appuser_role', 'role_id')), /m_appuser_role may not be written/);
    assert.match(reasonOf(destinationOf('pg_x', 'a')), /may not be written/);
    assert.match(reasonOf(destinationOf('t; drop table x', 'a')), /not a plain identifier/);
    assert.match(reasonOf(destinationOf('t', 'a, (b)')), /table field \(b\) is not a plain identifier/);
    assert.match(reasonOf(destinationOf('t', 'a,,b')), /table field {2}is not a plain identifier/);
    assert.match(reasonOf(destinationOf('t', 'a, A')), /a is listed twice/);
  });

  it('checks that the query, placed after the INSERT, still is one INSERT … SELECT into the given columns', async () => {
    const check = async (text: string): Promise<string | undefined> => {
      const parsed = await parseSql(text);
      return 'refusal' in parsed ? parsed.refusal : insertRefusal(parsed.tree, 't', ['a', 'b']);
    };
    assert.equal(await check('insert into "t" ("a", "b") select 1, 2'), undefined);
    assert.equal(await check('insert into "t" ("a", "b") with x as (select 1 a, 2 b) select a, b from x'), undefined);
    assert.match((await check('insert into "t" ("a", "b") select 1, 2 on conflict do nothing')) ?? '', /changes the INSERT/);
    assert.match((await check('insert into "t" ("a", "b") select 1, 2 returning *')) ?? '', /changes the INSERT/);
    assert.match((await check('insert into "u" ("a", "b") select 1, 2')) ?? '', /changes the INSERT/);
    assert.match((await check('insert into "t" ("a") select 1')) ?? '', /changes the INSERT/);
    assert.match((await check('insert into "t" ("a", "b") select 1, 2; delete from t')) ?? '', /exactly one statement/);
    assert.match((await check('insert into "t" ("a", "b") select pg_sleep(1), 2')) ?? '', /pg_sleep/);
    assert.match((await check('select 1')) ?? '', /one INSERT/);
  });
});
