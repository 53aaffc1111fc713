import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createUserWithPermissions } from '../../support/users.ts';
import { historyOf, ISO, loanOf, ok, saleBody, transferWorld, type Body, type TransferWorld } from './transfer-fixtures.ts';

type Item = { userMessageGlobalisationCode: string; defaultUserMessage: string; parameterName: string };
const itemsOf = (body: Body): Item[] => body.errors as Item[];
const codesOf = (body: Body): string[] => itemsOf(body).map((e) => e.userMessageGlobalisationCode);

describe('external asset owner transfers: sale, buy-back and cancel', () => {
  let world: TransferWorld;
  const call = (method: 'POST' | 'GET', url: string, body?: Body, auth?: { username: string; password: string } | null) =>
    world.t.call(method, url, { ...(body === undefined ? {} : { body }), ...(auth === undefined ? {} : { auth }) });
  /** A 403 refusal of the transfer: its code and Fineract's message. */
  async function refused(url: string, body: Body | undefined, message: string): Promise<void> {
    const res = await call('POST', url, body);
    assert.equal(res.status, 403, JSON.stringify(res.body));
    assert.deepEqual(codesOf(res.json), ['error.msg.external.asset.owner.initiate']);
    assert.equal(itemsOf(res.json)[0]?.defaultUserMessage, message);
  }

  before(async () => {
    world = await transferWorld();
  });
  after(async () => world.t.close());

  it('records a sale as PENDING from the business date, answering the transfer and the loan', async () => {
    const loanId = await loanOf(world, { externalId: 'LOAN-SALE-1' });
    const res = await call('POST', `/api/v1/external-asset-owners/transfers/loans/${loanId}?command=sale`, saleBody('2024-03-05', { transferExternalId: 'TR-SALE-1' }));
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const transferId = res.json.resourceId as number;
    assert.deepEqual(res.body, { resourceId: transferId, resourceExternalId: 'TR-SALE-1', subResourceId: loanId, subResourceExternalId: 'LOAN-SALE-1' });
    const page = await ok(world.t, 'GET', `/api/v1/external-asset-owners/transfers?loanId=${loanId}`);
    assert.deepEqual(page.content, [{
      transferId, owner: { externalId: 'OWNER-1' }, loan: { loanId, externalId: 'LOAN-SALE-1' }, transferExternalId: 'TR-SALE-1', purchasePriceRatio: '1.05',
      settlementDate: '2024-03-05', status: 'PENDING', effectiveFrom: '2024-03-01', effectiveTo: '9999-12-31',
    }]);
    assert.deepEqual([page.totalElements, page.totalPages, page.size, page.number, page.first, page.last], [1, 1, 100, 0, true, true]);
    for (const query of ['loanExternalId=LOAN-SALE-1', 'transferExternalId=TR-SALE-1']) {
      const other = await ok(world.t, 'GET', `/api/v1/external-asset-owners/transfers?${query}`);
      assert.deepEqual(other.content, page.content, query);
    }
    const active = await world.t.call('GET', `/api/v1/external-asset-owners/transfers/active-transfer?loanId=${loanId}`);
    assert.equal(active.status, 200);
    assert.equal(active.body, undefined, 'no active transfer while the sale is pending');
  });

  it('sells by the loan external id and generates a transfer external id when none is given', async () => {
    await loanOf(world, { externalId: 'LOAN-SALE-2' });
    const res = await ok(world.t, 'POST', '/api/v1/external-asset-owners/transfers/loans/external-id/LOAN-SALE-2?command=sale', saleBody('2024-03-01', { ownerExternalId: 'OWNER-2' }));
    assert.match(String(res.resourceExternalId), /^[0-9a-f-]{36}$/);
    assert.equal(res.subResourceExternalId, 'LOAN-SALE-2');
    const missing = await call('POST', '/api/v1/external-asset-owners/transfers/loans/external-id/NO-SUCH-LOAN?command=sale', saleBody('2024-03-05'));
    assert.equal(missing.status, 404, JSON.stringify(missing.body));
  });

  it('validates the sale body: every rule at once, unknown members, lengths, date format', async () => {
    const loanId = await loanOf(world);
    const url = `/api/v1/external-asset-owners/transfers/loans/${loanId}?command=sale`;
    const empty = await call('POST', url, {});
    assert.equal(empty.status, 400);
    assert.deepEqual(codesOf(empty.json).sort(), [
      'validation.msg.loantransfer.ownerExternalId.cannot.be.blank',
      'validation.msg.loantransfer.purchasePriceRatio.cannot.be.blank',
      'validation.msg.loantransfer.settlementDate.cannot.be.blank',
    ]);
    const long = await call('POST', url, saleBody('2024-03-05', { ownerExternalId: 'O'.repeat(101), transferExternalId: 'T'.repeat(101), purchasePriceRatio: '1'.repeat(51) }));
    assert.deepEqual(codesOf(long.json).sort(), [
      'validation.msg.loantransfer.ownerExternalId.exceeds.max.length',
      'validation.msg.loantransfer.purchasePriceRatio.exceeds.max.length',
      'validation.msg.loantransfer.transferExternalId.exceeds.max.length',
    ]);
    const unknown = await call('POST', url, saleBody('2024-03-05', { price: 1 }));
    assert.equal(unknown.status, 400);
    assert.deepEqual(codesOf(unknown.json), ['error.msg.parameter.unsupported']);
    const noFormat = await call('POST', url, { settlementDate: '2024-03-05', ownerExternalId: 'O', purchasePriceRatio: '1', locale: 'en' });
    assert.deepEqual(codesOf(noFormat.json), ['validation.msg.missing.dateFormat.parameter']);
    const badDate = await call('POST', url, saleBody('05/03/2024'));
    assert.deepEqual(codesOf(badDate.json), ['validation.msg.invalid.dateFormat.format']);
    const buybackMember = await call('POST', `/api/v1/external-asset-owners/transfers/loans/${loanId}?command=buyback`, saleBody('2024-03-05'));
    assert.deepEqual(itemsOf(buybackMember.json).map((e) => e.parameterName).sort(), ['ownerExternalId', 'purchasePriceRatio']);
    const command = await call('POST', `/api/v1/external-asset-owners/transfers/loans/${loanId}?command=sell`, saleBody('2024-03-05'));
    assert.equal(command.status, 400);
    assert.deepEqual(codesOf(command.json), ['error.msg.query.parameter.value.unsupported']);
    assert.deepEqual(await historyOf(world.t, loanId), [], 'nothing written');
  });

  it('refuses a sale of a loan that is not active, in the past, twice, or under a taken external id', async () => {
    const submitted = await loanOf(world, { submittedOnly: true });
    await refused(`/api/v1/external-asset-owners/transfers/loans/${submitted}?command=sale`, saleBody('2024-03-05'), 'Loan is not in active status');
    const loanId = await loanOf(world);
    const url = `/api/v1/external-asset-owners/transfers/loans/${loanId}?command=sale`;
    await refused(url, saleBody('2024-02-29'), 'Settlement date cannot be in the past');
    await ok(world.t, 'POST', url, saleBody('2024-03-10', { transferExternalId: 'TR-TWICE' }));
    await refused(url, saleBody('2024-03-11'), 'External asset owner transfer is already in PENDING state for this loan');
    const other = await loanOf(world);
    await refused(`/api/v1/external-asset-owners/transfers/loans/${other}?command=sale`, saleBody('2024-03-10', { transferExternalId: 'TR-TWICE' }),
      'Already existing an asset transfer with the provided transfer external id: TR-TWICE');
    const unknown = await call('POST', '/api/v1/external-asset-owners/transfers/loans/999999?command=sale', saleBody('2024-03-05'));
    assert.equal(unknown.status, 404);
    assert.deepEqual(codesOf(unknown.json), ['error.msg.loan.id.invalid']);
  });

  it('buys back a pending or active sale no earlier than its settlement date, once', async () => {
    const loanId = await loanOf(world, { externalId: 'LOAN-BUY-1' });
    const loanUrl = `/api/v1/external-asset-owners/transfers/loans/${loanId}`;
    await refused(`${loanUrl}?command=buyback`, { settlementDate: '2024-03-10', ...ISO }, 'This loan cannot be bought back, it is not owned by an external asset owner');
    await ok(world.t, 'POST', `${loanUrl}?command=sale`, saleBody('2024-03-10', { ownerExternalId: 'OWNER-BUY', transferExternalId: 'TR-BUY-SALE' }));
    await refused(`${loanUrl}?command=buyback`, { settlementDate: '2024-03-09', ...ISO },
      'This loan cannot be bought back, settlement date is earlier than effective transfer settlement date: 2024-03-10');
    await refused(`${loanUrl}?command=buyback`, { settlementDate: '2024-02-01', ...ISO }, 'Settlement date cannot be in the past');
    const buyback = await ok(world.t, 'POST', `${loanUrl}?command=buyback`, { settlementDate: '2024-03-20', transferExternalId: 'TR-BUY-BACK', ...ISO });
    assert.deepEqual(buyback, { resourceId: buyback.resourceId, resourceExternalId: 'TR-BUY-BACK', subResourceId: loanId, subResourceExternalId: 'LOAN-BUY-1' });
    await refused(`${loanUrl}?command=buyback`, { settlementDate: '2024-03-21', ...ISO }, 'This loan cannot be bought back, external asset owner buyback transfer is already in progress');
    await refused(`${loanUrl}?command=sale`, saleBody('2024-03-21'), 'This loan cannot be sold, there is already an in progress transfer');
    const rows = ((await ok(world.t, 'GET', `/api/v1/external-asset-owners/transfers?loanId=${loanId}`)).content as Body[]);
    assert.deepEqual(rows.map((r) => [r.status, r.transferExternalId, (r.owner as Body).externalId, r.purchasePriceRatio, r.settlementDate]), [
      ['PENDING', 'TR-BUY-SALE', 'OWNER-BUY', '1.05', '2024-03-10'],
      ['BUYBACK', 'TR-BUY-BACK', 'OWNER-BUY', '1.05', '2024-03-20'],
    ]);
    const unsupported = await call('POST', `${loanUrl}?command=buyback`, { settlementDate: '2024-03-21', ownerExternalId: 'X', ...ISO });
    assert.deepEqual(codesOf(unsupported.json), ['error.msg.parameter.unsupported']);
  });

  it('cancels the latest pending transfer (by id or external id) and refuses any other', async () => {
    const loanId = await loanOf(world);
    const loanUrl = `/api/v1/external-asset-owners/transfers/loans/${loanId}`;
    const sale = await ok(world.t, 'POST', `${loanUrl}?command=sale`, saleBody('2024-03-10', { transferExternalId: 'TR-CANCEL-SALE' }));
    const buyback = await ok(world.t, 'POST', `${loanUrl}?command=buyback`, { settlementDate: '2024-03-15', transferExternalId: 'TR-CANCEL-BUY', ...ISO });
    await refused(`/api/v1/external-asset-owners/transfers/${String(sale.resourceId)}?command=cancel`, undefined, 'This loan cannot be cancelled, selected transfer is not the latest');
    const cancelled = await ok(world.t, 'POST', '/api/v1/external-asset-owners/transfers/external-id/TR-CANCEL-BUY?command=cancel');
    assert.equal(cancelled.resourceExternalId, 'TR-CANCEL-BUY');
    assert.notEqual(cancelled.resourceId, buyback.resourceId, 'the answer is the CANCELLED row');
    await ok(world.t, 'POST', `/api/v1/external-asset-owners/transfers/${String(sale.resourceId)}?command=cancel`);
    assert.deepEqual(await historyOf(world.t, loanId), [
      ['PENDING', '-', '2024-03-01', '2024-03-01'],
      ['BUYBACK', '-', '2024-03-01', '2024-03-01'],
      ['CANCELLED', 'USER_REQUESTED', '2024-03-01', '2024-03-01'],
      ['CANCELLED', 'USER_REQUESTED', '2024-03-01', '2024-03-01'],
    ]);
    await refused(`/api/v1/external-asset-owners/transfers/${String(sale.resourceId)}?command=cancel`, undefined, 'This loan cannot be cancelled, there is no effective transfer for this loan');
    await refused('/api/v1/external-asset-owners/transfers/999999?command=cancel', undefined, 'This loan cannot be cancelled, transfer with id 999999 does not exist');
    const unknown = await call('POST', '/api/v1/external-asset-owners/transfers/external-id/NO-SUCH?command=cancel');
    assert.equal(unknown.status, 404);
    assert.deepEqual(codesOf(unknown.json), ['error.msg.external.asset.owner.transfer.external.id']);
    const command = await call('POST', `/api/v1/external-asset-owners/transfers/${String(sale.resourceId)}?command=sale`);
    assert.equal(command.status, 400);
    // A new sale may follow once nothing is pending.
    await ok(world.t, 'POST', `${loanUrl}?command=sale`, saleBody('2024-03-10'));
  });

  it('asks for a loan or transfer to list, and pages with offset as the page number', async () => {
    const none = await call('GET', '/api/v1/external-asset-owners/transfers');
    assert.equal(none.status, 400);
    assert.deepEqual(codesOf(none.json), ['validation.msg.external.asset.owner.transfer.parameter.missing']);
    const loanId = await loanOf(world);
    const url = `/api/v1/external-asset-owners/transfers/loans/${loanId}`;
    await ok(world.t, 'POST', `${url}?command=sale`, saleBody('2024-03-10'));
    await ok(world.t, 'POST', `${url}?command=buyback`, { settlementDate: '2024-03-12', ...ISO });
    const second = await ok(world.t, 'GET', `/api/v1/external-asset-owners/transfers?loanId=${loanId}&offset=1&limit=1`);
    assert.deepEqual([(second.content as Body[])[0]?.status, second.totalElements, second.totalPages, second.number, second.size, second.last], ['BUYBACK', 2, 2, 1, 1, true]);
    const past = await ok(world.t, 'GET', `/api/v1/external-asset-owners/transfers?loanId=${loanId}&offset=5&limit=1`);
    assert.deepEqual([past.content, past.totalElements], [[], 2]);
    const zero = await call('GET', `/api/v1/external-asset-owners/transfers?loanId=${loanId}&limit=0`);
    assert.equal(zero.status, 400);
  });

  it('lets any signed-in user read, and asks SALE_LOAN, BUYBACK_LOAN and CANCEL_ASSET_OWNER_TRANSACTION for the commands', async () => {
    const db = world.t.tenant.database.db;
    const reader = await createUserWithPermissions(db, 'eao-reader', []);
    const seller = await createUserWithPermissions(db, 'eao-seller', ['SALE_LOAN']);
    const canceller = await createUserWithPermissions(db, 'eao-canceller', ['CANCEL_ASSET_OWNER_TRANSACTION', 'BUYBACK_LOAN']);
    const loanId = await loanOf(world);
    const url = `/api/v1/external-asset-owners/transfers/loans/${loanId}`;
    assert.equal((await call('GET', `/api/v1/external-asset-owners/transfers?loanId=${loanId}`, undefined, reader)).status, 200);
    assert.equal((await call('POST', '/api/v1/external-asset-owners/search', {}, reader)).status, 200);
    assert.equal((await call('GET', `/api/v1/external-asset-owners/transfers?loanId=${loanId}`, undefined, null)).status, 401);
    const denied = await call('POST', `${url}?command=sale`, saleBody('2024-03-10'), reader);
    assert.equal(denied.status, 403);
    assert.deepEqual(codesOf(denied.json), ['error.msg.not.authorized']);
    const sale = await call('POST', `${url}?command=sale`, saleBody('2024-03-10'), seller);
    assert.equal(sale.status, 200, JSON.stringify(sale.body));
    assert.equal((await call('POST', `${url}?command=buyback`, { settlementDate: '2024-03-12', ...ISO }, seller)).status, 403);
    assert.equal((await call('POST', `/api/v1/external-asset-owners/transfers/${String(sale.json.resourceId)}?command=cancel`, undefined, seller)).status, 403);
    assert.equal((await call('POST', `/api/v1/external-asset-owners/transfers/${String(sale.json.resourceId)}?command=cancel`, undefined, canceller)).status, 200);
  });
});
