import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

const dated = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
const SEARCH = '/api/v2/clients/search';

type Searched = { id: number; displayName: string; accountNumber: string; externalId?: string; mobileNo?: string; officeId: number; officeName: string; status: { code: string }; activationDate?: string; createdDate?: string; legalForm?: { id: number } };
type SearchPage = { content: Searched[]; totalElements: number; totalPages: number; size: number; number: number; numberOfElements: number; first: boolean; last: boolean; empty: boolean; sort: { sorted: boolean }; pageable: { pageNumber: number; pageSize: number; offset: number } };

describe('client search v2', () => {
  let t: TestApp;
  let branch: number;
  const ids: Record<string, number> = {};

  const ok = async (method: 'POST' | 'PUT', url: string, body: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const res = await t.call(method, url, { body });
    assert.equal(res.status, 200, `${method} ${url}: ${JSON.stringify(res.body)}`);
    return res.json;
  };
  const search = async (body: unknown, auth?: { username: string; password: string }): Promise<SearchPage> => {
    const res = await t.call('POST', SEARCH, auth === undefined ? { body } : { body, auth });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body as SearchPage;
  };
  const names = (page: SearchPage) => page.content.map((c) => c.displayName);

  before(async () => {
    t = await createTestApp();
    branch = (await ok('POST', '/api/v1/offices', { ...dated, name: 'Search Branch', parentId: 1, openingDate: '01 January 2020' })).resourceId as number;
    const client = async (key: string, body: Record<string, unknown>) => {
      ids[key] = (await ok('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId: 1, ...body })).clientId as number;
    };
    await client('ada', { firstname: 'Ada', lastname: 'Lovelace', externalId: 'EXT-ADA', mobileNo: '0711000001', active: true, activationDate: '01 March 2024' });
    await client('bob', { firstname: 'Bob', lastname: 'Builder', externalId: 'EXT-BOB', mobileNo: '0722000002' });
    await client('cy', { firstname: 'Cy', lastname: 'Percent_Sign', officeId: branch });
    await client('dee', { firstname: 'Dee', lastname: 'Lovelace', officeId: branch, active: true, activationDate: '02 March 2024' });
  });
  after(async () => t.close());

  it('answers a Spring page of every visible client for an empty request, under both prefixes', async () => {
    const page = await search({});
    assert.deepEqual(names(page), ['Ada Lovelace', 'Bob Builder', 'Cy Percent_Sign', 'Dee Lovelace']);
    assert.deepEqual(
      [page.totalElements, page.totalPages, page.size, page.number, page.numberOfElements, page.first, page.last, page.empty, page.sort.sorted],
      [4, 1, 50, 0, 4, true, true, false, false],
    );
    assert.deepEqual(page.pageable, { pageNumber: 0, pageSize: 50, offset: 0, paged: true, unpaged: false, sort: { empty: true, sorted: false, unsorted: true } });
    const ada = page.content[0];
    assert.ok(ada !== undefined);
    assert.equal(ada.id, ids.ada);
    assert.deepEqual([ada.externalId, ada.mobileNo, ada.officeId, ada.officeName, ada.status.code, ada.activationDate, ada.legalForm?.id], ['EXT-ADA', '0711000001', 1, 'Head Office', 'clientStatusType.active', '2024-03-01', 1]);
    assert.match(ada.accountNumber, /^0*\d+$/);
    assert.match(ada.createdDate ?? '', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
    assert.equal(page.content[1]?.status.code, 'clientStatusType.pending');
    assert.equal(page.content[1]?.activationDate, undefined);
    const fineract = await t.call('POST', '/fineract-provider/api/v2/clients/search', { body: { request: { text: 'bob' } } });
    assert.deepEqual((fineract.body as SearchPage).content.map((c) => c.id), [ids.bob]);
    const noBody = await t.call('POST', SEARCH);
    assert.equal((noBody.body as SearchPage).totalElements, 4);
  });

  it('matches the text in name, account number, external id and mobile number, in any letter case', async () => {
    assert.deepEqual(names(await search({ request: { text: 'LOVElace' } })), ['Ada Lovelace', 'Dee Lovelace']);
    assert.deepEqual(names(await search({ request: { text: 'ext-b' } })), ['Bob Builder']);
    assert.deepEqual(names(await search({ request: { text: '0722' } })), ['Bob Builder']);
    const accountNo = (await search({ request: { text: 'Dee' } })).content[0]?.accountNumber ?? '';
    assert.deepEqual(names(await search({ request: { text: accountNo } })), ['Dee Lovelace']);
    assert.deepEqual(names(await search({ request: { text: '  ' } })).length, 4);
    // LIKE wildcards are literal characters of the text.
    assert.deepEqual(names(await search({ request: { text: 't_s' } })), ['Cy Percent_Sign']);
    assert.deepEqual(names(await search({ request: { text: '%' } })), []);
    const none = await search({ request: { text: 'nobody at all' } });
    assert.deepEqual([none.totalElements, none.totalPages, none.empty, none.last, none.first], [0, 0, true, true, true]);
  });

  it('pages and sorts', async () => {
    const second = await search({ page: 1, size: 3, sorts: [{ property: 'displayName', direction: 'DESC' }] });
    assert.deepEqual(names(second), ['Ada Lovelace']);
    assert.deepEqual([second.totalElements, second.totalPages, second.size, second.number, second.numberOfElements, second.first, second.last, second.sort.sorted], [4, 2, 3, 1, 1, false, true, true]);
    assert.equal(second.pageable.offset, 3);
    const first = await search({ page: 0, size: 3, sorts: [{ property: 'displayName', direction: 'desc' }] });
    assert.deepEqual(names(first), ['Dee Lovelace', 'Cy Percent_Sign', 'Bob Builder']);
    assert.equal(first.last, false);
    const byOffice = await search({ sorts: [{ property: 'officeName' }, { property: 'id', direction: 'DESC' }] });
    assert.deepEqual(names(byOffice), ['Bob Builder', 'Ada Lovelace', 'Dee Lovelace', 'Cy Percent_Sign']);
    assert.deepEqual(names(await search({ page: 5, size: 2 })), []);
  });

  it('refuses unknown sort properties and bad paging with 400', async () => {
    for (const [body, parameter] of [
      [{ sorts: [{ property: 'firstname; drop table m_client' }] }, 'sorts[0].property'],
      [{ sorts: [{ property: 'constructor' }] }, 'sorts[0].property'],
      [{ sorts: [{ property: 'id', direction: 'UP' }] }, 'sorts[0].direction'],
      [{ sorts: 'id' }, 'sorts'],
      [{ size: 0 }, 'size'],
      [{ size: 1001 }, 'size'],
      [{ page: -1 }, 'page'],
      [{ request: { text: 5 } }, 'request.text'],
    ] as const) {
      const res = await t.call('POST', SEARCH, { body });
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.deepEqual((res.json.errors as { parameterName: string }[]).map((e) => e.parameterName), [parameter]);
    }
    const badSort = await t.call('POST', SEARCH, { body: { sorts: [{ property: 'id' }, { property: 'password' }] } });
    assert.deepEqual(
      (badSort.json.errors as { userMessageGlobalisationCode: string; parameterName: string }[]).map((e) => [e.userMessageGlobalisationCode, e.parameterName]),
      [['validation.msg.clients.search.sorts.property.invalid', 'sorts[1].property']],
    );
    const notObject = await t.call('POST', SEARCH, { body: [1] });
    assert.equal(notObject.status, 400);
  });

  it('shows a branch user only the clients of its office hierarchy', async () => {
    const user = await createUserWithPermissions(t.tenant.database.db, 'searchclerk', ['READ_CLIENT']);
    await t.tenant.database.db.withTables<{ m_appuser: { username: string; office_id: number } }>().updateTable('m_appuser').set({ office_id: branch }).where('username', '=', 'searchclerk').execute();
    assert.deepEqual(names(await search({}, user)), ['Cy Percent_Sign', 'Dee Lovelace']);
    assert.deepEqual(names(await search({ request: { text: 'lovelace' } }, user)), ['Dee Lovelace']);
  });

  it('requires READ_CLIENT', async () => {
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'searchnobody', ['READ_OFFICE']);
    const refused = await t.call('POST', SEARCH, { auth: nobody, body: {} });
    assert.equal(refused.status, 403);
    assert.equal((await t.call('POST', SEARCH, { auth: null, body: {} })).status, 401);
    assert.equal((await t.call('POST', '/api/v3/clients/search', { body: {} })).status, 404);
    assert.equal((await t.call('GET', SEARCH)).status, 405);
  });
});
