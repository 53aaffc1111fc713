import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { assertAvroRoundTrip, dataOf, type OutboxRow } from '../../support/external-events.ts';
import { recordStatements } from '../../support/statement-count.ts';
import { DATES, historyOf, ISO, loanOf, ok, runTransferJob, saleBody, setBusinessDate, transferWorld, type Body, type TransferWorld } from './transfer-fixtures.ts';

/** CRC-64-AVRO of fineract-avro-schemas' LoanOwnershipTransferDataV1. */
const OWNERSHIP_FINGERPRINT = 0xd18d4e1c2d5b4da6n;
const CONFIGURATION = '/api/v1/configurations/name/asset-externalization-of-non-active-loans';

/**
 * Fineract's investor module ends the pending transfers of a loan that closes or becomes overpaid (its listener of
 * LoanStatusChangedBusinessEvent, while `asset-externalization-of-non-active-loans` is enabled): business date 2024-03-01.
 */
describe('the pending transfers of a loan that closes or becomes overpaid', () => {
  let world: TransferWorld;
  let seen = 0;

  async function ownershipEvents(): Promise<(OutboxRow & { aggregate_root_id: number | null })[]> {
    const rows = await tenantTables(world.t.tenant.database.db)
      .selectFrom('m_external_event')
      .select(['id', 'type', 'category', 'business_date', 'idempotency_key', 'schema', 'data', 'aggregate_root_id'])
      .where('id', '>', seen)
      .where('type', '=', 'LoanOwnershipTransferBusinessEvent')
      .orderBy('id')
      .execute();
    seen = rows.at(-1)?.id ?? seen;
    return rows.map((r) => ({ ...r, business_date: String(r.business_date) }));
  }

  /** Repays what the loan owes plus `extra` on 1 March 2024; answers the loan's status code. */
  async function repayAll(loanId: number, extra: number): Promise<string> {
    const owed = ((await ok(world.t, 'GET', `/api/v1/loans/${loanId}`)).summary as Record<string, number>).totalOutstanding ?? 0;
    await ok(world.t, 'POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { transactionDate: '01 March 2024', transactionAmount: owed + extra, ...DATES });
    return ((await ok(world.t, 'GET', `/api/v1/loans/${loanId}`)).status as Body).code as string;
  }

  before(async () => {
    world = await transferWorld();
    await ok(world.t, 'PUT', '/api/v1/externalevents/configuration', { externalEventConfigurations: { LoanOwnershipTransferBusinessEvent: true } });
  });
  after(async () => world.t.close());

  it('declines a pending sale (BALANCE_ZERO) when a repayment closes the loan, with its event', async () => {
    const { t } = world;
    const loanId = await loanOf(world, { externalId: 'LOAN-CL-1' });
    await ok(t, 'POST', `/api/v1/external-asset-owners/transfers/loans/${loanId}?command=sale`, saleBody('2024-03-20', { ownerExternalId: 'OWNER-CL', transferExternalId: 'TR-CL-SALE' }));
    await ownershipEvents();
    assert.equal(await repayAll(loanId, 0), 'loanStatusType.closed.obligations.met');
    assert.deepEqual(await historyOf(t, loanId), [['PENDING', '-', '2024-03-01', '2024-03-01'], ['DECLINED', 'BALANCE_ZERO', '2024-03-01', '2024-03-01']]);
    const events = await ownershipEvents();
    assert.deepEqual(events.map((e) => [e.category, e.aggregate_root_id, e.business_date]), [['Investor', loanId, '2024-03-01']]);
    const data = dataOf(events[0]);
    assert.deepEqual(
      [data?.loanId, data?.loanExternalId, data?.type, data?.transferExternalId, data?.assetOwnerExternalId, data?.transferStatus, data?.transferStatusReason, data?.settlementDate, data?.purchasePriceRatio, data?.totalOutstandingBalanceAmount],
      [loanId, 'LOAN-CL-1', 'SALE', 'TR-CL-SALE', 'OWNER-CL', 'DECLINED', 'BALANCE_ZERO', '2024-03-20', '1.05', null],
    );
    assertAvroRoundTrip(events[0] as OutboxRow, OWNERSHIP_FINGERPRINT);
    // The settled transfer no longer waits for its settlement date: the job finds nothing due.
    await setBusinessDate(t, '2024-03-21');
    assert.equal((await runTransferJob(t)).status, 'success');
    assert.equal((await historyOf(t, loanId)).length, 2);
    await setBusinessDate(t, '2024-03-01');
  });

  it('declines a pending sale when the loan is closed as rescheduled (602, closed for Fineract too)', async () => {
    const { t } = world;
    const loanId = await loanOf(world, { externalId: 'LOAN-CL-R' });
    await ok(t, 'POST', `/api/v1/external-asset-owners/transfers/loans/${loanId}?command=sale`, saleBody('2024-03-20', { ownerExternalId: 'OWNER-CL', transferExternalId: 'TR-CL-RESCHEDULED' }));
    await ownershipEvents();
    await ok(t, 'POST', `/api/v1/loans/${loanId}/transactions?command=close-rescheduled`, { transactionDate: '01 March 2024', ...DATES });
    assert.equal((((await ok(t, 'GET', `/api/v1/loans/${loanId}`)).status as Body).id), 602);
    assert.deepEqual((await historyOf(t, loanId)).map((h) => h.slice(0, 2)), [['PENDING', '-'], ['DECLINED', 'BALANCE_ZERO']]);
    assert.deepEqual((await ownershipEvents()).map((e) => [e.aggregate_root_id, dataOf(e)?.transferStatus]), [[loanId, 'DECLINED']]);
  });

  it('declines the sale (BALANCE_NEGATIVE) and cancels the later buy-back (UNSOLD) when the loan becomes overpaid', async () => {
    const { t } = world;
    const loanId = await loanOf(world);
    await ok(t, 'POST', `/api/v1/external-asset-owners/transfers/loans/${loanId}?command=sale`, saleBody('2024-03-20', { transferExternalId: 'TR-OV-SALE' }));
    await ok(t, 'POST', `/api/v1/external-asset-owners/transfers/loans/${loanId}?command=buyback`, { settlementDate: '2024-03-25', transferExternalId: 'TR-OV-BACK', ...ISO });
    await ownershipEvents();
    assert.equal(await repayAll(loanId, 10), 'loanStatusType.overpaid');
    assert.deepEqual(await historyOf(t, loanId), [
      ['PENDING', '-', '2024-03-01', '2024-03-01'], ['BUYBACK', '-', '2024-03-01', '2024-03-01'],
      ['DECLINED', 'BALANCE_NEGATIVE', '2024-03-01', '2024-03-01'], ['CANCELLED', 'UNSOLD', '2024-03-01', '2024-03-01'],
    ]);
    const facts = (await ownershipEvents()).map(dataOf).map((d) => [d?.type, d?.transferExternalId, d?.transferStatus, d?.transferStatusReason, d?.settlementDate]);
    assert.deepEqual(facts, [['SALE', 'TR-OV-SALE', 'DECLINED', 'BALANCE_NEGATIVE', '2024-03-20'], ['BUYBACK', 'TR-OV-BACK', 'CANCELLED', 'UNSOLD', '2024-03-25']]);
  });

  it('executes a lone pending buy-back at once when the loan closes (closed on the business date)', async () => {
    const { t } = world;
    const loanId = await loanOf(world);
    await ok(t, 'POST', `/api/v1/external-asset-owners/transfers/loans/${loanId}?command=sale`, saleBody('2024-03-01', { ownerExternalId: 'OWNER-BB', transferExternalId: 'TR-BB-SALE' }));
    await setBusinessDate(t, '2024-03-02');
    assert.equal((await runTransferJob(t)).status, 'success');
    await ok(t, 'POST', `/api/v1/external-asset-owners/transfers/loans/${loanId}?command=buyback`, { settlementDate: '2024-03-20', transferExternalId: 'TR-BB-BACK', ...ISO });
    await ownershipEvents();
    assert.equal(await repayAll(loanId, 0), 'loanStatusType.closed.obligations.met');
    assert.deepEqual(await historyOf(t, loanId), [['PENDING', '-', '2024-03-01', '2024-03-01'], ['ACTIVE', '-', '2024-03-02', '2024-03-02'], ['BUYBACK', '-', '2024-03-02', '2024-03-02']]);
    const active = await t.call('GET', `/api/v1/external-asset-owners/transfers/active-transfer?loanId=${loanId}`);
    assert.equal(active.body, undefined, 'the loan has no owner any more');
    const facts = (await ownershipEvents()).map(dataOf).map((d) => [d?.type, d?.transferExternalId, d?.transferStatus, d?.settlementDate]);
    assert.deepEqual(facts, [['BUYBACK', 'TR-BB-BACK', 'EXECUTED', '2024-03-20']]);
    await setBusinessDate(t, '2024-03-01');
  });

  it('costs a repayment that leaves the loan active nothing, one read when it closes a loan without transfers', async () => {
    const { t } = world;
    const loanId = await loanOf(world);
    const repay = (amount: number) => ok(t, 'POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { transactionDate: '01 March 2024', transactionAmount: amount, ...DATES });
    const touching = async (amount: number) =>
      (await recordStatements(t, () => repay(amount))).statements.filter((s) => /"m_external_asset_owner_transfer"|"c_configuration"/.test(s.sql)).length;
    assert.equal(await touching(100), 0);
    const owed = ((await ok(t, 'GET', `/api/v1/loans/${loanId}`)).summary as Record<string, number>).totalOutstanding ?? 0;
    assert.equal(await touching(owed), 1);
    assert.equal(((await ok(t, 'GET', `/api/v1/loans/${loanId}`)).status as Body).code, 'loanStatusType.closed.obligations.met');
  });

  it('leaves the transfers to their settlement date while the configuration is disabled', async () => {
    const { t } = world;
    await ok(t, 'PUT', CONFIGURATION, { enabled: false });
    const loanId = await loanOf(world);
    await ok(t, 'POST', `/api/v1/external-asset-owners/transfers/loans/${loanId}?command=sale`, saleBody('2024-03-20', { transferExternalId: 'TR-OFF-SALE' }));
    await ownershipEvents();
    assert.equal(await repayAll(loanId, 0), 'loanStatusType.closed.obligations.met');
    assert.deepEqual(await historyOf(t, loanId), [['PENDING', '-', '2024-03-01', '9999-12-31']]);
    assert.deepEqual(await ownershipEvents(), []);
    await ok(t, 'PUT', CONFIGURATION, { enabled: true });
  });
});
