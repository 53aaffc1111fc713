import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Kysely } from 'kysely';
import { inReferenceScope, noteReferenceVersion, noteStatement, outsideReferenceScope, ReferenceScope, referenceRead, writesReferenceTable } from './reference-cache.ts';

/** A stand-in database: the cache only asks for its executor's adapter (what identifies a database). */
const fakeDatabase = (): Kysely<object> => {
  const adapter = {};
  return { getExecutor: () => ({ adapter }) } as unknown as Kysely<object>;
};

/** A read that counts its loads and answers the load number. */
function countingRead(): { readonly read: (db: Kysely<object>, key: string) => Promise<string>; loads: () => number } {
  let loads = 0;
  const read = referenceRead((_db: Kysely<object>, key: string) => {
    loads += 1;
    return Promise.resolve(`${key}#${loads}`);
  });
  return { read, loads: () => loads };
}

/** One request: a scope whose authentication read `version`, then `work`. */
async function request<T>(version: number | undefined, work: () => Promise<T>): Promise<T> {
  const scope = new ReferenceScope();
  if (version !== undefined) {
    await inReferenceScope(scope, () => Promise.resolve(noteReferenceVersion(version)));
  }
  return inReferenceScope(scope, work);
}

describe('reference cache', () => {
  it('recognises the statements that write a reference table, and only those', () => {
    assert.equal(writesReferenceTable('update "c_configuration" set "enabled" = $1 where "id" = $2'), true);
    assert.equal(writesReferenceTable('insert into "m_holiday_office" ("holiday_id", "office_id") values ($1, $2)'), true);
    assert.equal(writesReferenceTable('delete from "acc_product_mapping" where "product_id" = $1'), true);
    assert.equal(writesReferenceTable('with x as (update m_business_date set date = $1 returning 1) select 1'), true);
    assert.equal(writesReferenceTable('truncate table m_working_days'), true);
    assert.equal(writesReferenceTable('update "m_office_transaction" set "amount" = $1'), false);
    assert.equal(writesReferenceTable('insert into "m_holiday_extra" values ($1)'), false);
    assert.equal(writesReferenceTable('update "m_loan" set "product_id" = $1'), false);
    assert.equal(writesReferenceTable('select * from "m_holiday"'), false);
  });

  it('keeps a value between requests of one version, and reads again when the version moves', async () => {
    const db = fakeDatabase();
    const { read, loads } = countingRead();
    assert.equal(await request(7, () => read(db, 'a')), 'a#1');
    assert.equal(await request(7, () => read(db, 'a')), 'a#1');
    assert.equal(await request(7, () => read(db, 'b')), 'b#2', 'the arguments name the value');
    assert.equal(await request(8, () => read(db, 'a')), 'a#3');
    assert.equal(await request(7, () => read(db, 'a')), 'a#4', 'a request that read an older version reads the database');
    assert.equal(await request(8, () => read(db, 'a')), 'a#3', 'and keeps nothing');
    assert.equal(loads(), 4);
    assert.equal(await request(8, () => read(fakeDatabase(), 'a')), 'a#5', 'each database has its own values');
  });

  it('reads the database outside a request, without a version, and after the request wrote a reference table', async () => {
    const db = fakeDatabase();
    const { read } = countingRead();
    assert.equal(await read(db, 'a'), 'a#1');
    assert.equal(await read(db, 'a'), 'a#2');
    assert.equal(await request(undefined, () => read(db, 'a')), 'a#3');
    assert.equal(await request(3, () => read(db, 'a')), 'a#4');
    const seen = await request(3, async () => {
      const before = await read(db, 'a');
      noteStatement('select * from "m_working_days"');
      const afterRead = await read(db, 'a');
      noteStatement('update "m_working_days" set "recurrence" = $1');
      return [before, afterRead, await read(db, 'a'), await read(db, 'a')];
    });
    assert.deepEqual(seen, ['a#4', 'a#4', 'a#5', 'a#6']);
    assert.equal(await request(3, () => read(db, 'a')), 'a#4', 'what the writing request read was not kept');
  });

  it('reads the database in what a request leaves running after it answered, and in jobs run within it', async () => {
    const db = fakeDatabase();
    const { read } = countingRead();
    const scope = new ReferenceScope();
    await inReferenceScope(scope, () => Promise.resolve(noteReferenceVersion(5)));
    let later: (() => Promise<string>) | undefined;
    const seen = await inReferenceScope(scope, async () => {
      later = () => read(db, 'a');
      return [await read(db, 'a'), await read(db, 'a'), await outsideReferenceScope(() => read(db, 'a'))];
    });
    assert.deepEqual(seen, ['a#1', 'a#1', 'a#2']);
    scope.closed = true;
    assert.equal(await later?.(), 'a#3', 'after the answer the request\'s scope keeps nothing');
  });

  it('does not keep a failed read', async () => {
    const db = fakeDatabase();
    let calls = 0;
    const read = referenceRead((_db: Kysely<object>) => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('connection lost')) : Promise.resolve(calls);
    });
    await assert.rejects(request(1, () => read(db)), /connection lost/);
    assert.equal(await request(1, () => read(db)), 2);
    assert.equal(await request(1, () => read(db)), 2);
  });
});
