import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertListIndependentOfRows, assertSameStatementCount, assertStatementBound, expectStatements, measureStatements, recordStatements } from '../../support/statement-count.ts';
import { ISO, JOB_SHORT_NAME, loanOf, ok, saleBody, setBusinessDate, transferWorld, type TransferWorld } from './transfer-fixtures.ts';

/** Bounds are the route's own statements; the helpers add the authentication's (AUTH_STATEMENTS). */
describe('external asset owner statement counts', () => {
  let world: TransferWorld;

  before(async () => {
    world = await transferWorld();
  });
  after(async () => world.t.close());

  it('sale, buy-back, cancel by id and by external id', async () => {
    const { t } = world;
    const loanId = await loanOf(world, { externalId: 'COUNT-LOAN' });
    const sale = await expectStatements(t, 'POST', `/api/v1/external-asset-owners/transfers/loans/${loanId}?command=sale`, { body: saleBody('2024-03-05', { transferExternalId: 'COUNT-SALE' }), max: 11 });
    await expectStatements(t, 'POST', '/api/v1/external-asset-owners/transfers/loans/external-id/COUNT-LOAN?command=buyback', { body: { settlementDate: '2024-03-06', transferExternalId: 'COUNT-BACK', ...ISO }, max: 10 });
    await expectStatements(t, 'POST', '/api/v1/external-asset-owners/transfers/external-id/COUNT-BACK?command=cancel', { max: 11 });
    await expectStatements(t, 'POST', `/api/v1/external-asset-owners/transfers/${String(sale.json.resourceId)}?command=cancel`, { max: 10 });
  });

  it('reads: transfers, active transfer, search, journal entries', async () => {
    const { t } = world;
    await expectStatements(t, 'GET', '/api/v1/external-asset-owners/transfers?loanExternalId=COUNT-LOAN', { max: 1 });
    await expectStatements(t, 'GET', '/api/v1/external-asset-owners/transfers/active-transfer?loanExternalId=COUNT-LOAN', { max: 1 });
    await expectStatements(t, 'POST', '/api/v1/external-asset-owners/search', { body: { request: { text: 'COUNT' } }, max: 1 });
    await expectStatements(t, 'GET', '/api/v1/external-asset-owners/owners/external-id/OWNER-1/journal-entries', { max: 1 });
    await expectStatements(t, 'GET', '/api/v1/external-asset-owners/transfers/1/journal-entries', { max: 2 });
  });

  it('lists run the same statements whatever their rows', async () => {
    const loanId = await loanOf(world);
    await assertListIndependentOfRows(world.t, {
      url: `/api/v1/external-asset-owners/transfers?loanId=${loanId}`,
      addRow: async (index) => {
        // A sale, then alternately cancelled and sold again: one or two rows each time.
        const rows = (await ok(world.t, 'GET', `/api/v1/external-asset-owners/transfers?loanId=${loanId}`)).content as { transferId: number; status: string; effectiveTo: string }[];
        const open = rows.find((r) => r.status === 'PENDING' && r.effectiveTo === '9999-12-31');
        await ok(world.t, 'POST', open === undefined ? `/api/v1/external-asset-owners/transfers/loans/${loanId}?command=sale` : `/api/v1/external-asset-owners/transfers/${open.transferId}?command=cancel`, open === undefined ? saleBody('2024-03-20', { transferExternalId: `ROW-${index}` }) : undefined);
      },
    });
    const one = await measureStatements(world.t, 'POST', '/api/v1/external-asset-owners/search', { body: { size: 1 } });
    const many = await measureStatements(world.t, 'POST', '/api/v1/external-asset-owners/search', { body: { size: 500 } });
    assertSameStatementCount(one, many, 'POST /external-asset-owners/search with size 1 and 500');
  });

  it('executes a due sale with a bounded number of statements per loan', async () => {
    const { t } = world;
    const loanId = await loanOf(world);
    await ok(t, 'POST', `/api/v1/external-asset-owners/transfers/loans/${loanId}?command=sale`, saleBody('2024-03-25'));
    await setBusinessDate(t, '2024-03-26');
    const { result, statements } = await recordStatements(t, () => t.call('POST', `/api/v1/jobs/short-name/${JOB_SHORT_NAME}?command=executeJob`));
    assert.equal(result.status, 202);
    // The job run's own bookkeeping (job row, run history) plus, for the one loan: lock, accounts, activity account, closure, rows, mapping, details, postings.
    assertStatementBound({ statements }, 28, `execute ${JOB_SHORT_NAME} for one due sale`);
    assert.equal((await ok(t, 'GET', `/api/v1/external-asset-owners/transfers/active-transfer?loanId=${loanId}`)).status, 'ACTIVE');
  });
});
