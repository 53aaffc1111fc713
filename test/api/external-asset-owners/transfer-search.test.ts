import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ISO, loanOf, ok, saleBody, transferWorld, type Body, type TransferWorld } from './transfer-fixtures.ts';

type Page = { content: Body[]; totalElements: number; totalPages: number; size: number; number: number; numberOfElements: number; first: boolean; last: boolean; empty: boolean };

describe('POST /external-asset-owners/search', () => {
  let world: TransferWorld;
  const search = async (body: Body): Promise<Page> => (await ok(world.t, 'POST', '/api/v1/external-asset-owners/search', body)) as unknown as Page;
  const ids = (page: Page): unknown[] => page.content.map((row) => row.transferExternalId);

  before(async () => {
    world = await transferWorld();
    const first = await loanOf(world, { externalId: 'SEARCH-LOAN-A' });
    const second = await loanOf(world, { externalId: 'SEARCH-LOAN-B' });
    await ok(world.t, 'POST', `/api/v1/external-asset-owners/transfers/loans/${first}?command=sale`, saleBody('2024-03-10', { ownerExternalId: 'FUND-ONE', transferExternalId: 'S-1' }));
    await ok(world.t, 'POST', `/api/v1/external-asset-owners/transfers/loans/${first}?command=buyback`, { settlementDate: '2024-04-10', transferExternalId: 'S-2', ...ISO });
    await ok(world.t, 'POST', `/api/v1/external-asset-owners/transfers/loans/${second}?command=sale`, saleBody('2024-03-20', { ownerExternalId: 'FUND-TWO', transferExternalId: 'S-3' }));
  });
  after(async () => world.t.close());

  it('answers every transfer, newest settlement first, as a Spring page of 50', async () => {
    const page = await search({});
    assert.deepEqual(ids(page), ['S-2', 'S-3', 'S-1']);
    assert.deepEqual([page.totalElements, page.totalPages, page.size, page.number, page.numberOfElements, page.first, page.last, page.empty], [3, 1, 50, 0, 3, true, true, false]);
    assert.deepEqual(page.content[1], {
      transferId: page.content[1]?.transferId, owner: { externalId: 'FUND-TWO' }, loan: { loanId: (page.content[1]?.loan as Body).loanId, externalId: 'SEARCH-LOAN-B' },
      transferExternalId: 'S-3', purchasePriceRatio: '1.05', settlementDate: '2024-03-20', status: 'PENDING', effectiveFrom: '2024-03-01', effectiveTo: '9999-12-31',
    });
  });

  it('matches the text inside the transfer, owner or loan external id', async () => {
    assert.deepEqual(ids(await search({ request: { text: 'S-3' } })), ['S-3']);
    assert.deepEqual(ids(await search({ request: { text: 'ONE' } })), ['S-2', 'S-1']);
    assert.deepEqual(ids(await search({ request: { text: 'LOAN-B' } })), ['S-3']);
    assert.deepEqual(ids(await search({ request: { text: '%' } })), [], 'wildcards are taken literally');
  });

  it('filters settlement dates with the submitted dates and effective periods with the effective dates', async () => {
    assert.deepEqual(ids(await search({ request: { submittedFromDate: '2024-03-15', submittedToDate: '2024-03-31' } })), ['S-3']);
    assert.deepEqual(ids(await search({ request: { submittedFromDate: '2024-03-20' } })), ['S-2', 'S-3']);
    assert.deepEqual(ids(await search({ request: { effectiveFromDate: '2024-03-01', effectiveToDate: '2024-12-31' } })), []);
    assert.deepEqual(ids(await search({ request: { effectiveToDate: '9999-12-31' } })), ['S-2', 'S-3', 'S-1']);
  });

  it('sorts by allowed properties and pages', async () => {
    assert.deepEqual(ids(await search({ sorts: [{ property: 'externalId', direction: 'ASC' }] })), ['S-1', 'S-2', 'S-3']);
    const second = await search({ page: 1, size: 2, sorts: [{ property: 'settlementDate' }] });
    assert.deepEqual(ids(second), ['S-2']);
    assert.deepEqual([second.totalElements, second.totalPages, second.number, second.first, second.last], [3, 2, 1, false, true]);
    const past = await search({ page: 4, size: 2 });
    assert.deepEqual([past.content, past.totalElements, past.empty], [[], 3, true]);
  });

  it('refuses unknown sort properties, bad directions, page sizes and dates with 400', async () => {
    const res = await world.t.call('POST', '/api/v1/external-asset-owners/search', {
      body: { request: { submittedFromDate: '01 March 2024' }, size: 0, sorts: [{ property: 'password' }, { property: 'id', direction: 'UP' }] },
    });
    assert.equal(res.status, 400);
    assert.deepEqual((res.json.errors as { userMessageGlobalisationCode: string }[]).map((e) => e.userMessageGlobalisationCode), [
      'validation.msg.external.asset.owner.search.submittedFromDate.invalid',
      'validation.msg.external.asset.owner.search.size.invalid',
      'validation.msg.external.asset.owner.search.sorts.property.invalid',
      'validation.msg.external.asset.owner.search.sorts.direction.invalid',
    ]);
    assert.equal((await world.t.call('GET', '/api/v1/external-asset-owners/search')).status, 405);
  });
});
