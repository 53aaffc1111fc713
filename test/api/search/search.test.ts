import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';
import { createClient } from '../documents/upload-support.ts';

type Hit = Record<string, unknown>;
const dated = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
const PENDING = { id: 100, code: 'clientStatusType.pending', value: 'Pending' };

describe('search', () => {
  let t: TestApp;
  let branch: number;
  let ada: number;
  let bob: number;
  let far: number;
  let group: number;
  let identifier: number;

  async function search(query: string, auth?: { username: string; password: string }): Promise<Hit[]> {
    const res = await t.call('GET', `/api/v1/search?${query}`, auth === undefined ? {} : { auth });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body as Hit[];
  }
  const ids = (hits: Hit[]): [unknown, unknown][] => hits.map((h) => [h.entityType, h.entityId]);

  before(async () => {
    t = await createTestApp();
    const office = await t.call('POST', '/api/v1/offices', { body: { ...dated, name: 'Far Branch', parentId: 1, openingDate: '01 January 2020' } });
    branch = office.json.resourceId as number;
    ada = await createClient(t, 'Ada', { lastname: 'Lovelace', externalId: 'EXT-ADA', mobileNo: '0711 555 01' });
    bob = await createClient(t, 'Bob', { lastname: '100%_Sure', externalId: 'EXT-BOB' });
    far = await createClient(t, 'Fara', { lastname: 'Away', officeId: branch });
    const passport = (await t.call('POST', '/api/v1/codes/1/codevalues', { body: { name: 'Search Card' } })).json.subResourceId as number;
    const created = await t.call('POST', `/api/v1/clients/${ada}/identifiers`, { body: { documentTypeId: passport, documentKey: 'PASS-ADA-42', status: 'ACTIVE' } });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    identifier = created.json.resourceId as number;
    const grouping = await t.call('POST', '/api/v1/groups', { body: { officeId: 1, name: 'Ada Circle', externalId: 'EXT-GRP', active: false } });
    assert.equal(grouping.status, 200, JSON.stringify(grouping.body));
    group = grouping.json.groupId as number;
  });
  after(async () => t.close());

  it('finds clients by display name, account number, external id or mobile number, newest first', async () => {
    const hits = await search('query=ada&resource=clients');
    assert.equal(hits.length, 1);
    const accountNo = hits[0]?.entityAccountNo;
    assert.deepEqual(hits[0], {
      entityId: ada,
      entityAccountNo: accountNo,
      entityExternalId: 'EXT-ADA',
      entityName: 'Ada Lovelace',
      entityType: 'CLIENT',
      parentId: 1,
      parentName: 'Head Office',
      entityMobileNo: '0711 555 01',
      entityStatus: PENDING,
      subEntityType: 'depositAccountType.invalid',
    });
    assert.deepEqual(ids(await search(`query=${String(accountNo)}&resource=clients`)), [['CLIENT', ada]]);
    assert.deepEqual(ids(await search('query=555&resource=clients')), [['CLIENT', ada]]);
    assert.deepEqual(ids(await search('query=ext-&resource=clients')), [['CLIENT', bob], ['CLIENT', ada]]);
  });

  it('matches the whole value with exactMatch=true, ignoring case', async () => {
    assert.deepEqual(ids(await search('query=ext-ada&resource=clients&exactMatch=true')), [['CLIENT', ada]]);
    assert.deepEqual(await search('query=EXT-AD&resource=clients&exactMatch=true'), []);
  });

  it('takes LIKE wildcards in the query literally', async () => {
    assert.deepEqual(ids(await search(`query=${encodeURIComponent('100%_')}&resource=clients`)), [['CLIENT', bob]]);
    assert.deepEqual(await search(`query=${encodeURIComponent('%')}&resource=clients`).then((h) => ids(h)), [['CLIENT', bob]]);
    assert.deepEqual(await search(`query=${encodeURIComponent('_')}&resource=clients`).then((h) => ids(h)), [['CLIENT', bob]]);
    assert.deepEqual(await search(`query=${encodeURIComponent("' or 1=1 --")}`), []);
  });

  it('finds groups and client identifiers, and searches every resource without `resource`', async () => {
    const groups = await search('query=circle&resource=groups');
    assert.deepEqual(groups, [
      {
        entityId: group,
        entityAccountNo: groups[0]?.entityAccountNo,
        entityExternalId: 'EXT-GRP',
        entityName: 'Ada Circle',
        entityType: 'GROUP',
        parentId: 1,
        parentName: 'Head Office',
        entityStatus: { id: 100, code: 'groupingStatusType.pending', value: 'Pending' },
        subEntityType: 'depositAccountType.invalid',
      },
    ]);
    const identifiers = await search('query=PASS-ADA&resource=clientIdentifiers');
    assert.deepEqual(identifiers, [
      { entityId: identifier, entityName: 'PASS-ADA-42', entityType: 'CLIENTIDENTIFIER', parentId: ada, parentName: 'Ada Lovelace', entityStatus: PENDING, subEntityType: 'depositAccountType.invalid' },
    ]);
    assert.deepEqual(ids(await search('query=ada')), [['CLIENT', ada], ['CLIENTIDENTIFIER', identifier], ['GROUP', group]]);
    assert.deepEqual(ids(await search('query=ada&resource=groups,clients')), [['CLIENT', ada], ['GROUP', group]]);
    assert.deepEqual(await search('query=ada&resource=loans,savings,shares,planets'), []);
    assert.deepEqual(await search('resource=clients'), []);
  });

  it("shows only the records of the user's office and the offices below it", async () => {
    assert.deepEqual(ids(await search('query=fara')), [['CLIENT', far]]);
    const local = await createUserWithPermissions(t.tenant.database.db, 'branchclerk', []);
    await t.tenant.database.db.withTables<{ m_appuser: { username: string; office_id: number } }>().updateTable('m_appuser').set({ office_id: branch }).where('username', '=', 'branchclerk').execute();
    assert.deepEqual(ids(await search('query=a', local)), [['CLIENT', far]]);
  });

  it('answers at most 50 results', async () => {
    for (let i = 0; i < 52; i += 1) {
      await createClient(t, `Many${i}`);
    }
    assert.equal((await search('query=many&resource=clients')).length, 50);
  });

  it('offers the offices of the user in the template and needs a signed-in user', async () => {
    const template = await t.call('GET', '/api/v1/search/template');
    assert.deepEqual(template.body, {
      loanProducts: [],
      offices: [
        { id: 1, name: 'Head Office', nameDecorated: 'Head Office' },
        { id: branch, name: 'Far Branch', nameDecorated: '....Far Branch' },
      ],
    });
    assert.equal((await t.call('GET', '/api/v1/search?query=ada', { auth: null })).status, 401);
    assert.equal((await t.call('GET', '/api/v1/search/template', { auth: null })).status, 401);
  });
});
