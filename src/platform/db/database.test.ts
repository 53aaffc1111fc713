import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import {
  dropPostgresDatabase,
  ensurePostgresDatabase,
  openMemoryDatabase,
  openPostgresDatabase,
  siblingDatabaseUrl,
  type Database,
} from './database.ts';
import { migrate } from './migrations.ts';
import { compiledQuery } from './compiled-query.ts';

const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const onPostgres = { skip: serverUrl === '' ? 'TEST_DATABASE_URL is not set' : false };

interface Tables {
  item: { id: number; label: string; amount: string };
}

interface PreparedRow {
  name: string;
  statement: string;
  generic_plans: number;
  custom_plans: number;
}

/** The named statements of the connection `executor` runs on (a parameterless statement: never named). */
async function preparedStatements(executor: Kysely<object>): Promise<PreparedRow[]> {
  const result = await sql<PreparedRow>`select name, statement, generic_plans::int, custom_plans::int from pg_prepared_statements order by name`.execute(
    executor,
  );
  return result.rows;
}

function items(database: Database): Kysely<Tables> {
  return database.db;
}

async function readItem(database: Database, id: number): Promise<Tables['item'] | undefined> {
  return items(database).selectFrom('item').select(['id', 'label', 'amount']).where('id', '=', id).executeTakeFirst();
}

describe('openPostgresDatabase (named prepared statements)', onPostgres, () => {
  const name = `corebank_test_prepared_${randomBytes(4).toString('hex')}`;
  const url = siblingDatabaseUrl(serverUrl === '' ? 'postgres://localhost/postgres' : serverUrl, name);
  const opened: Database[] = [];

  /** A database on one connection, so every statement below shares one session. */
  function open(preparedStatementsPerConnection?: number, maxConnections = 1): Database {
    const database = openPostgresDatabase(url, maxConnections, { preparedStatementsPerConnection });
    opened.push(database);
    return database;
  }

  /** Changes the schema from another session, as another server process would. */
  async function alterElsewhere(statement: string): Promise<void> {
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query(statement);
    } finally {
      await other.end();
    }
  }

  before(async () => {
    await ensurePostgresDatabase(serverUrl, name);
    const setup = open();
    await setup.runScript(
      setup.db,
      `create table item (id bigint primary key, label text not null, amount numeric(19, 6) not null);
       insert into item select n, 'item ' || n, n * 1.5 from generate_series(1, 20) as n;`,
    );
  });

  after(async () => {
    for (const database of opened) {
      await database.close();
    }
    await dropPostgresDatabase(serverUrl, name);
  });

  it('prepares a repeated parameterised statement once per connection and reuses it', async () => {
    const database = open();
    for (let id = 1; id <= 8; id += 1) {
      assert.deepEqual(await readItem(database, id), { id, label: `item ${id}`, amount: (id * 1.5).toFixed(6) });
    }
    const prepared = (await preparedStatements(database.db)).filter((row) => row.statement.includes('from "item"'));
    assert.equal(prepared.length, 1, JSON.stringify(prepared));
    const [statement] = prepared;
    assert.match(statement?.name ?? '', /^s_[0-9a-f]{40}$/);
    // The first run goes unnamed (a one-off statement never takes a name); the seven others use the name.
    assert.equal((statement?.generic_plans ?? 0) + (statement?.custom_plans ?? 0), 7);
    assert.ok((statement?.generic_plans ?? 0) > 0, 'PostgreSQL settles on the cached generic plan');
  });

  it('leaves parameterless statements, scripts and DDL unnamed', async () => {
    const database = open();
    for (let run = 0; run < 3; run += 1) {
      await sql`select count(*) from item`.execute(database.db);
      await database.runScript(database.db, 'create table if not exists unnamed_probe (id int); select 1; select 2;');
    }
    const statements = (await preparedStatements(database.db)).map((row) => row.statement);
    assert.deepEqual(
      statements.filter((text) => /count\(\*\)|unnamed_probe|select 1/.test(text)),
      [],
    );
  });

  it('returns the right rows to concurrent requests over several connections', async () => {
    const database = open(undefined, 3);
    const ids = Array.from({ length: 60 }, (_, index) => (index % 20) + 1);
    const rows = await Promise.all(ids.map((id) => readItem(database, id)));
    assert.deepEqual(
      rows.map((row) => row?.label),
      ids.map((id) => `item ${id}`),
    );
  });

  it('recovers when another session changes the result columns of a prepared statement', async () => {
    const database = open();
    const readAll = (id: number) => items(database).selectFrom('item').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await readAll(1);
    await readAll(2);
    await alterElsewhere('alter table item add column colour text default \'red\'');
    // "cached plan must not change result type": the connection drops the statement and prepares it again.
    assert.equal(((await readAll(3)) as Record<string, unknown>).colour, 'red');
    assert.equal(((await readAll(4)) as Record<string, unknown>).colour, 'red');
  });

  it('fails only the transaction that meets a changed statement, and the next statement recovers', async () => {
    const database = open();
    const readAll = (executor: Kysely<Tables>, id: number) => executor.selectFrom('item').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await readAll(items(database), 1);
    await readAll(items(database), 2);
    await alterElsewhere('alter table item add column size int default 3');
    await assert.rejects(
      items(database)
        .transaction()
        .execute((trx) => readAll(trx, 5)),
      (error: unknown) => error instanceof Error && 'code' in error && error.code === '0A000',
    );
    assert.equal(((await readAll(items(database), 6)) as Record<string, unknown>).size, 3);
    await items(database)
      .transaction()
      .execute(async (trx) => {
        assert.equal(((await readAll(trx, 7)) as Record<string, unknown>).size, 3);
      });
  });

  it('drops its prepared statements after DDL run through the same database', async () => {
    const database = open();
    const readAll = (id: number) => items(database).selectFrom('item').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await readAll(1);
    await readAll(2);
    assert.ok((await preparedStatements(database.db)).length > 0);
    await sql`alter table item add column weight int default 9`.execute(database.db);
    assert.equal(((await readAll(3)) as Record<string, unknown>).weight, 9);
    await database.runScript(database.db, 'alter table item add column height int default 4;');
    assert.equal(((await readAll(4)) as Record<string, unknown>).height, 4);
  });

  it('keeps at most the configured number of named statements on a connection', async () => {
    const cap = 3;
    const database = open(cap);
    const byColumn = [
      (id: number) => items(database).selectFrom('item').select('id').where('id', '=', id),
      (id: number) => items(database).selectFrom('item').select('label').where('id', '=', id),
      (id: number) => items(database).selectFrom('item').select('amount').where('id', '=', id),
      (id: number) => items(database).selectFrom('item').select(['id', 'label']).where('id', '=', id),
      (id: number) => items(database).selectFrom('item').select(['id', 'amount']).where('id', '=', id),
      (id: number) => items(database).selectFrom('item').select(['label', 'amount']).where('id', '=', id),
    ];
    for (let round = 0; round < 3; round += 1) {
      for (const [index, query] of byColumn.entries()) {
        const id = index + round + 1;
        const row = (await query(id).executeTakeFirstOrThrow()) as Partial<Tables['item']>;
        assert.ok(row.id === id || row.label === `item ${id}` || row.amount === (id * 1.5).toFixed(6), JSON.stringify(row));
        const count = (await preparedStatements(database.db)).length;
        assert.ok(count <= cap, `${count} named statements, cap ${cap}`);
      }
    }
    assert.equal((await preparedStatements(database.db)).length, cap);
  });

  it('survives the server dropping an idle connection, and the next statement gets a new one', async () => {
    const database = open(undefined, 2);
    const before = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
    const pid = before.rows[0]?.pid ?? 0;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
    // The idle client learns of the drop asynchronously; give the event a moment to arrive.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
    assert.notEqual(after.rows[0]?.pid, pid);
    assert.equal((await readItem(database, 3))?.label, 'item 3');
  });

  it('sends every statement unnamed when the cap is 0', async () => {
    const database = open(0);
    for (let id = 1; id <= 3; id += 1) {
      assert.equal((await readItem(database, id))?.label, `item ${id}`);
    }
    assert.deepEqual(await preparedStatements(database.db), []);
  });
});

describe('openMemoryDatabase (named prepared statements)', () => {
  const opened: Database[] = [];

  /** An embedded database with the `item` table, and a function that changes the table behind its back. */
  async function open(preparedStatementsPerConnection?: number): Promise<Database> {
    const database = await openMemoryDatabase(undefined, { preparedStatementsPerConnection });
    opened.push(database);
    await database.runScript(
      database.db,
      `create table item (id bigint primary key, label text not null, amount numeric(19, 6) not null);
       insert into item select n, 'item ' || n, n * 1.5 from generate_series(1, 20) as n;
       create function add_item_column(name text) returns void language plpgsql as
         $$ begin execute format('alter table item add column %I int default 1', name); end $$;`,
    );
    return database;
  }

  /** DDL the database layer cannot see: a function call looks like any read. */
  async function alterUnseen(database: Database, column: string): Promise<void> {
    await sql`select add_item_column(${column})`.execute(database.db);
  }

  after(async () => {
    for (const database of opened) {
      await database.close();
    }
  });

  it('migrates a new database, then finds an up-to-date one with two reads and runs nothing', async () => {
    const database = await open();
    assert.deepEqual(await migrate(database, 'tenant-store'), ['0001_tenants']);
    const before = database.statements.count;
    assert.deepEqual(await migrate(database, 'tenant-store'), []);
    assert.equal(database.statements.count - before, 2);
    await sql`delete from corebank_migration`.execute(database.db);
    // Not up to date: the migrator runs, and its failing step (the table exists) is reported, not skipped.
    await assert.rejects(migrate(database, 'tenant-store'), /already exists/);
  });

  it('prepares a repeated parameterised statement once and reuses it with the same results', async () => {
    const database = await open();
    for (let id = 1; id <= 8; id += 1) {
      assert.deepEqual(await readItem(database, id), { id, label: `item ${id}`, amount: (id * 1.5).toFixed(6) });
    }
    assert.equal(await readItem(database, 99), undefined);
    const prepared = (await preparedStatements(database.db)).filter((row) => row.statement.includes('from "item"'));
    assert.equal(prepared.length, 1, JSON.stringify(prepared));
    assert.match(prepared[0]?.name ?? '', /^s_[0-9a-f]{40}$/);
    assert.equal((prepared[0]?.generic_plans ?? 0) + (prepared[0]?.custom_plans ?? 0), 8);
  });

  it('writes through named statements and reports affected rows', async () => {
    const database = await open();
    for (let id = 1; id <= 3; id += 1) {
      const result = await items(database).updateTable('item').set({ label: `renamed ${id}` }).where('id', '=', id).executeTakeFirst();
      assert.equal(result.numUpdatedRows, 1n);
    }
    const inserted = await items(database).insertInto('item').values({ id: 21, label: 'new', amount: '2.5' }).returning('id').executeTakeFirst();
    assert.deepEqual(inserted, { id: 21 });
    assert.deepEqual(await readItem(database, 3), { id: 3, label: 'renamed 3', amount: '4.500000' });
  });

  it('runs a compiled query with each call\'s values, and refuses one that leaves a value unbound', async () => {
    const database = await open();
    const relabel = compiledQuery(['id', 'label'], (db, v) => (db as Kysely<Tables>).updateTable('item').set({ label: v.label }).where('id', '=', v.id).where('amount', '>', '0').returning(['id', 'label']));
    assert.deepEqual((await relabel(database.db, { id: 4, label: 'four' })).rows, [{ id: 4, label: 'four' }]);
    assert.deepEqual((await relabel(database.db, { id: 99, label: 'none' })).rows, []);
    assert.deepEqual((await relabel(database.db, { id: 6, label: 'six' })).rows, [{ id: 6, label: 'six' }]);
    assert.deepEqual(await readItem(database, 4), { id: 4, label: 'four', amount: '6.000000' });
    const before = database.statements.count;
    const unbound = compiledQuery(['id', 'label'], (db, v) => (db as Kysely<Tables>).selectFrom('item').select('label').where('id', '=', v.id));
    await assert.rejects(unbound(database.db, { id: 1, label: 'x' }), /leaves label unbound/);
    assert.equal(database.statements.count, before);
  });

  it('answers a failing named statement with the database error and stays usable', async () => {
    const database = await open();
    const insert = (id: number) => items(database).insertInto('item').values({ id, label: 'twice', amount: '1' }).execute();
    await insert(30);
    await insert(31);
    await assert.rejects(insert(31), (error: unknown) => error instanceof Error && 'code' in error && error.code === '23505');
    await items(database)
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('item').values({ id: 32, label: 'in transaction', amount: '1' }).execute();
      });
    assert.equal((await readItem(database, 32))?.label, 'in transaction');
  });

  it('recovers when the result columns of a prepared statement change', async () => {
    const database = await open();
    const readAll = (executor: Kysely<Tables>, id: number) => executor.selectFrom('item').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await readAll(items(database), 1);
    await readAll(items(database), 2);
    await alterUnseen(database, 'colour');
    assert.equal(((await readAll(items(database), 3)) as Record<string, unknown>).colour, 1);
    await alterUnseen(database, 'size');
    await assert.rejects(
      items(database)
        .transaction()
        .execute((trx) => readAll(trx, 4)),
      (error: unknown) => error instanceof Error && 'code' in error && error.code === '0A000',
    );
    assert.equal(((await readAll(items(database), 5)) as Record<string, unknown>).size, 1);
  });

  it('drops its prepared statements after DDL run through the database', async () => {
    const database = await open();
    const readAll = (id: number) => items(database).selectFrom('item').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await readAll(1);
    await readAll(2);
    await sql`alter table item add column weight int default 9`.execute(database.db);
    assert.equal(((await readAll(3)) as Record<string, unknown>).weight, 9);
    await database.runScript(database.db, 'alter table item add column height int default 4;');
    assert.equal(((await readAll(4)) as Record<string, unknown>).height, 4);
  });

  it('keeps at most the configured number of named statements', async () => {
    const cap = 2;
    const database = await open(cap);
    const columns = ['id', 'label', 'amount'] as const;
    for (let round = 0; round < 3; round += 1) {
      for (const column of columns) {
        const row = await items(database).selectFrom('item').select(column).where('id', '=', round + 1).executeTakeFirstOrThrow();
        assert.ok(column in row);
        const count = (await preparedStatements(database.db)).length;
        assert.ok(count <= cap, `${count} named statements, cap ${cap}`);
      }
    }
    assert.equal((await preparedStatements(database.db)).length, cap);
  });
});
