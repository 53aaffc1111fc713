import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { assertAvroRoundTrip, dataOf, type OutboxRow } from '../../support/external-events.ts';
import { DATES, ISO, loanOf, ok, saleBody, setBusinessDate, transferWorld, type Body, type TransferWorld } from './transfer-fixtures.ts';

/** CRC-64-AVRO of fineract-avro-schemas' LoanOwnershipTransferDataV1 (bigdecimal fields as decimals). */
const OWNERSHIP_FINGERPRINT = 0xd18d4e1c2d5b4da6n;
const OWNERSHIP_SCHEMA = 'org.apache.fineract.avro.loan.v1.LoanOwnershipTransferDataV1';
const SNAPSHOT_SCHEMA = 'org.apache.fineract.avro.loan.v1.LoanAccountDataV1';

type EventRow = OutboxRow & { aggregate_root_id: number | null };

/** The close-of-business step EXTERNAL_ASSET_OWNER_TRANSFER executes the transfers and raises Fineract's events (each COB run closes the day after the loans' last one). */
describe('the events of external asset owner transfers executed by close of business', () => {
  let world: TransferWorld;
  let sold: number;
  let owed: { principal: number; interest: number };
  let seen = 0;

  /** The outbox rows written since the last call, oldest first. */
  async function newEvents(): Promise<EventRow[]> {
    const rows = await tenantTables(world.t.tenant.database.db)
      .selectFrom('m_external_event')
      .select(['id', 'type', 'category', 'business_date', 'idempotency_key', 'schema', 'data', 'aggregate_root_id'])
      .where('id', '>', seen)
      .orderBy('id')
      .execute();
    seen = rows.at(-1)?.id ?? seen;
    return rows.map((r) => ({ ...r, business_date: String(r.business_date) }));
  }

  async function closeBusinessDay(date: string): Promise<void> {
    await setBusinessDate(world.t, date);
    assert.equal((await world.t.call('POST', '/api/v1/jobs/short-name/LA_ECOB?command=executeJob')).status, 202);
    const run = (await ok(world.t, 'GET', '/api/v1/jobs/short-name/LA_ECOB')).lastRunHistory as Body;
    assert.equal(run.status, 'success', String(run.jobRunErrorLog));
  }

  before(async () => {
    world = await transferWorld();
    const { t } = world;
    const steps = await t.call('PUT', '/api/v1/jobs/LOAN_CLOSE_OF_BUSINESS/steps', { body: { businessSteps: [{ stepName: 'EXTERNAL_ASSET_OWNER_TRANSFER', order: 1 }] } });
    assert.equal(steps.status, 204, JSON.stringify(steps.body));
    sold = await loanOf(world, { externalId: 'LOAN-EV-1' });
    const fee = await ok(t, 'POST', '/api/v1/charges', {
      name: 'Handling fee', amount: 25, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 1, chargePaymentMode: 0, active: true, penalty: false, locale: 'en',
    });
    await ok(t, 'POST', `/api/v1/loans/${sold}/charges`, { chargeId: fee.resourceId, amount: 25, dueDate: '20 February 2024', ...DATES });
    const summary = (await ok(t, 'GET', `/api/v1/loans/${sold}`)).summary as Record<string, number>;
    owed = { principal: summary.principalOutstanding ?? 0, interest: summary.interestOutstanding ?? 0 };
    assert.equal(owed.principal, 10000);
    await ok(t, 'PUT', '/api/v1/externalevents/configuration', { externalEventConfigurations: { LoanOwnershipTransferBusinessEvent: true, LoanAccountSnapshotBusinessEvent: true } });
    await newEvents();
  });
  after(async () => world.t.close());

  it('raises the transfer event then the loan snapshot for a sale, the event alone for each cancelled same-day transfer and for a declined sale', async () => {
    const { t } = world;
    await ok(t, 'POST', `/api/v1/external-asset-owners/transfers/loans/${sold}?command=sale`, saleBody('2024-03-05', { ownerExternalId: 'OWNER-EV', transferExternalId: 'TR-EV-SALE' }));
    const sameDay = await loanOf(world);
    await ok(t, 'POST', `/api/v1/external-asset-owners/transfers/loans/${sameDay}?command=sale`, saleBody('2024-03-05', { transferExternalId: 'TR-EV-SD-SALE' }));
    await ok(t, 'POST', `/api/v1/external-asset-owners/transfers/loans/${sameDay}?command=buyback`, { settlementDate: '2024-03-05', transferExternalId: 'TR-EV-SD-BACK', ...ISO });
    const overpaid = await loanOf(world);
    await ok(t, 'POST', `/api/v1/external-asset-owners/transfers/loans/${overpaid}?command=sale`, saleBody('2024-03-05', { transferExternalId: 'TR-EV-DECLINED' }));
    // As after an overpayment: nothing outstanding, 5 overpaid.
    await tenantTables(t.tenant.database.db)
      .updateTable('m_loan')
      .set({ principal_outstanding_derived: '0', interest_outstanding_derived: '0', total_outstanding_derived: '0', total_overpaid_derived: '5' })
      .where('id', '=', overpaid)
      .execute();
    await closeBusinessDay('2024-03-06');

    const events = await newEvents();
    assert.deepEqual(events.map((e) => [e.type, e.category, e.aggregate_root_id, e.business_date, e.schema]), [
      ['LoanOwnershipTransferBusinessEvent', 'Investor', sold, '2024-03-05', OWNERSHIP_SCHEMA],
      ['LoanAccountSnapshotBusinessEvent', 'Loan', sold, '2024-03-05', SNAPSHOT_SCHEMA],
      ['LoanOwnershipTransferBusinessEvent', 'Investor', sameDay, '2024-03-05', OWNERSHIP_SCHEMA],
      ['LoanOwnershipTransferBusinessEvent', 'Investor', sameDay, '2024-03-05', OWNERSHIP_SCHEMA],
      ['LoanOwnershipTransferBusinessEvent', 'Investor', overpaid, '2024-03-05', OWNERSHIP_SCHEMA],
    ]);
    const [sale, snapshot, sameDaySale, sameDayBuyback, declined] = events.map(dataOf);
    assert.deepEqual(sale, {
      loanId: sold, loanExternalId: 'LOAN-EV-1', type: 'SALE', transferExternalId: 'TR-EV-SALE', submittedDate: '2024-03-05', assetOwnerExternalId: 'OWNER-EV',
      currency: { code: 'USD', name: null, decimalPlaces: 2, inMultiplesOf: 0, displaySymbol: null, nameCode: null, displayLabel: null },
      totalOutstandingBalanceAmount: String(owed.principal + owed.interest + 25), outstandingPrincipalPortion: '10000', outstandingFeePortion: '25',
      outstandingPenaltyPortion: '0', outstandingInterestPortion: String(owed.interest), overPaymentPortion: '0', unrecognizedIncomePortion: null,
      unpaidChargeData: [{ chargeId: (sale?.unpaidChargeData as Body[])[0]?.chargeId, chargeName: 'Handling fee', outstandingAmount: '25' }],
      transferStatus: 'EXECUTED', transferStatusReason: null, settlementDate: '2024-03-05', purchasePriceRatio: '1.05',
    });
    assert.deepEqual([snapshot?.id, snapshot?.externalId, snapshot?.externalOwnerId, snapshot?.settlementDate, snapshot?.purchasePriceRatio], [sold, 'LOAN-EV-1', 'OWNER-EV', '2024-03-05', '1.05']);
    const statusOf = (data: Body | undefined) => [data?.type, data?.transferExternalId, data?.transferStatus, data?.transferStatusReason, data?.totalOutstandingBalanceAmount, data?.unpaidChargeData];
    assert.deepEqual(statusOf(sameDaySale), ['SALE', 'TR-EV-SD-SALE', 'CANCELLED', 'SAMEDAY_TRANSFERS', null, null]);
    assert.deepEqual(statusOf(sameDayBuyback), ['BUYBACK', 'TR-EV-SD-BACK', 'CANCELLED', 'SAMEDAY_TRANSFERS', null, null]);
    assert.deepEqual(statusOf(declined), ['SALE', 'TR-EV-DECLINED', 'DECLINED', 'BALANCE_NEGATIVE', null, null]);
    for (const [index, row] of events.entries()) {
      if (row.schema === OWNERSHIP_SCHEMA) {
        assertAvroRoundTrip(row, OWNERSHIP_FINGERPRINT);
      }
      assert.ok(index === 0 || row.id > (events[index - 1]?.id ?? 0));
    }
  });

  it('raises the transfer event then the loan snapshot, without the owner, for an executed buy-back', async () => {
    const { t } = world;
    await ok(t, 'POST', `/api/v1/external-asset-owners/transfers/loans/${sold}?command=buyback`, { settlementDate: '2024-03-06', transferExternalId: 'TR-EV-BACK', ...ISO });
    await closeBusinessDay('2024-03-07');
    const events = await newEvents();
    assert.deepEqual(events.map((e) => [e.type, e.aggregate_root_id, e.business_date]), [
      ['LoanOwnershipTransferBusinessEvent', sold, '2024-03-06'],
      ['LoanAccountSnapshotBusinessEvent', sold, '2024-03-06'],
    ]);
    const [buyback, snapshot] = events.map(dataOf);
    assert.deepEqual(
      [buyback?.type, buyback?.transferExternalId, buyback?.assetOwnerExternalId, buyback?.transferStatus, buyback?.transferStatusReason, buyback?.settlementDate, buyback?.outstandingPrincipalPortion],
      ['BUYBACK', 'TR-EV-BACK', 'OWNER-EV', 'EXECUTED', null, '2024-03-06', '10000'],
    );
    assert.deepEqual([snapshot?.id, snapshot?.externalOwnerId], [sold, null], 'the loan has no owner any more');
  });

  it('raises nothing while both types are disabled', async () => {
    const { t } = world;
    await ok(t, 'PUT', '/api/v1/externalevents/configuration', { externalEventConfigurations: { LoanOwnershipTransferBusinessEvent: false, LoanAccountSnapshotBusinessEvent: false } });
    const loanId = await loanOf(world);
    await ok(t, 'POST', `/api/v1/external-asset-owners/transfers/loans/${loanId}?command=sale`, saleBody('2024-03-11'));
    await closeBusinessDay('2024-03-12');
    assert.deepEqual((await ok(t, 'GET', `/api/v1/external-asset-owners/transfers/active-transfer?loanId=${loanId}`)).status, 'ACTIVE');
    assert.deepEqual(await newEvents(), []);
  });
});
