import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { assertAvroRoundTrip, dataOf, type OutboxRow } from '../../support/external-events.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { createSavingsProduct, savingsCommand, savingsTransaction, submitSavings } from '../../support/savings.ts';
import { assertSameStatementCount, listStatements, measureStatements } from '../../support/statement-count.ts';
import { DATES, ISO, loanOf, ok, runTransferJob, saleBody, setBusinessDate, transferWorld, type Body, type TransferWorld } from '../external-asset-owners/transfer-fixtures.ts';

/** CRC-64-AVRO of fineract-avro-schemas' LoanTransactionDataV1. */
const LOAN_TRANSACTION_FINGERPRINT = 0x272438e73f13578cn;
const REPAYMENT = 'LoanTransactionMakeRepaymentPostBusinessEvent';
/** CRC-64-AVRO of fineract-avro-schemas' LoanChargeDataV1. */
const LOAN_CHARGE_FINGERPRINT = 0x937fe72a47c1c9edn;
const CHARGE_ADDED = 'LoanAddChargeBusinessEvent';
const CHARGE_WAIVED = 'LoanWaiveChargeBusinessEvent';
const TYPES = [
  'LoanOwnershipTransferBusinessEvent', 'LoanAccountSnapshotBusinessEvent', 'LoanStatusChangedBusinessEvent', 'LoanDelinquencyRangeChangeBusinessEvent',
  'LoanBalanceChangedBusinessEvent', REPAYMENT, 'LoanUndoDisbursalBusinessEvent', 'LoanDisbursalBusinessEvent', 'SavingsDepositBusinessEvent', 'SavingsWithdrawalBusinessEvent',
];

type EventRow = OutboxRow & { aggregate_root_id: number | null };

/**
 * The loan events of loans held by, or pending sale to, an external asset owner: business date 2024-03-02, loans of
 * 10,000 disbursed on 15 January 2024 (first installment due 15 February), sales settled by the transfer job.
 */
describe('loan events and the external asset owner', () => {
  let world: TransferWorld;
  let delinquentProduct: number;
  let seen = 0;
  /** Two loans sold to OWNER-TX (ACTIVE from 2024-03-02) and one never sold. */
  let sold: number;
  let soldToBuyBack: number;
  let unowned: number;

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

  const repayment = (loanId: number, amount: number) =>
    ok(world.t, 'POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { transactionDate: '02 March 2024', transactionAmount: amount, ...DATES });

  /** Repays all the loan owes on 2 March 2024. */
  async function repayAll(loanId: number): Promise<void> {
    const owed = ((await ok(world.t, 'GET', `/api/v1/loans/${loanId}`)).summary as Record<string, number>).totalOutstanding ?? 0;
    await repayment(loanId, owed);
    assert.equal(((await ok(world.t, 'GET', `/api/v1/loans/${loanId}`)).status as Body).code, 'loanStatusType.closed.obligations.met');
  }

  before(async () => {
    world = await transferWorld();
    const { t } = world;
    const ranges = [];
    for (const [name, min, max] of [['Owner range 1', 1, 3], ['Owner range 2', 4, 30]] as const) {
      ranges.push((await ok(t, 'POST', '/api/v1/delinquency/ranges', { classification: name, minimumAgeDays: min, maximumAgeDays: max, locale: 'en' })).resourceId);
    }
    const bucket = await ok(t, 'POST', '/api/v1/delinquency/buckets', { name: 'Owner bucket', ranges });
    delinquentProduct = await createLoanProduct(t, { name: 'Delinquent sellable', shortName: 'DSL', delinquencyBucketId: bucket.resourceId });
    sold = await loanOf(world, { externalId: 'LOAN-OWNED' });
    soldToBuyBack = await loanOf(world);
    unowned = await loanOf(world, { externalId: 'LOAN-UNOWNED' });
    for (const [loanId, transferExternalId] of [[sold, 'TR-TX-1'], [soldToBuyBack, 'TR-TX-2']] as const) {
      await ok(t, 'POST', `/api/v1/external-asset-owners/transfers/loans/${loanId}?command=sale`, saleBody('2024-03-01', { ownerExternalId: 'OWNER-TX', transferExternalId }));
    }
    await setBusinessDate(t, '2024-03-02');
    assert.equal((await runTransferJob(t)).status, 'success');
    await ok(t, 'PUT', '/api/v1/externalevents/configuration', { externalEventConfigurations: Object.fromEntries(TYPES.map((type) => [type, true])) });
    await newEvents();
  });
  after(async () => world.t.close());

  it('carries the external id of the loan’s owner as the repayment’s externalOwnerId (null without owner), read in the payload’s own statement', async () => {
    const { t } = world;
    const url = (loanId: number) => `/api/v1/loans/${loanId}/transactions?command=repayment`;
    const body = { transactionDate: '02 March 2024', transactionAmount: 100, ...DATES };
    await repayment(soldToBuyBack, 100); // the product's and the tenant's cached reads, once
    await newEvents();
    const owned = await measureStatements(t, 'POST', url(sold), { body });
    const plain = await measureStatements(t, 'POST', url(unowned), { body });
    assert.equal(owned.response.status, 200, JSON.stringify(owned.response.body));
    assert.equal(plain.response.status, 200, JSON.stringify(plain.response.body));
    assertSameStatementCount(owned, plain, 'a repayment of a sold loan and of a loan without owner');
    const ownerReads = plain.statements.filter((s) => s.sql.includes('m_external_asset_owner_transfer_loan_mapping'));
    // the loan account payload's totals read and the transaction's read, each with the owner as a sub-select
    assert.deepEqual(ownerReads.map((s) => /from "m_loan_transaction" as "t"/.test(s.sql)), [false, true], listStatements(ownerReads));

    const events = (await newEvents()).filter((e) => e.type === REPAYMENT || e.type === 'LoanBalanceChangedBusinessEvent');
    assert.deepEqual(events.map((e) => [e.type, e.aggregate_root_id, dataOf(e).externalOwnerId]), [
      ['LoanBalanceChangedBusinessEvent', sold, 'OWNER-TX'], [REPAYMENT, sold, 'OWNER-TX'],
      ['LoanBalanceChangedBusinessEvent', unowned, null], [REPAYMENT, unowned, null],
    ]);
    const owner = events[1];
    assert.ok(owner !== undefined);
    assert.deepEqual([dataOf(owner).loanId, dataOf(owner).externalLoanId, dataOf(owner).amount], [sold, 'LOAN-OWNED', '100']);
    assertAvroRoundTrip(owner, LOAN_TRANSACTION_FINGERPRINT);
  });

  it('carries the loan’s owner as a loan charge event’s externalOwnerId (null without owner), read in the loan’s own statement', async () => {
    const { t } = world;
    const chargeId = (await ok(t, 'POST', '/api/v1/charges', {
      name: 'Owner event fee', amount: 20, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 1, chargePaymentMode: 0, active: true, locale: 'en',
    })).resourceId as number;
    const body = { chargeId, amount: 25, dueDate: '20 March 2024', ...DATES };
    const addCharge = (loanId: number) => measureStatements(t, 'POST', `/api/v1/loans/${loanId}/charges`, { body });
    await ok(t, 'PUT', '/api/v1/externalevents/configuration', { externalEventConfigurations: { [CHARGE_ADDED]: true, [CHARGE_WAIVED]: true } });
    await addCharge(soldToBuyBack); // the charge's and the event configuration's cached reads, once
    await newEvents();
    const owned = await addCharge(sold);
    const plain = await addCharge(unowned);
    assert.equal(owned.response.status, 200, JSON.stringify(owned.response.body));
    assert.equal(plain.response.status, 200, JSON.stringify(plain.response.body));
    assertSameStatementCount(owned, plain, 'a charge added to a sold loan and to a loan without owner');
    // the loan's read (the loans module's, from m_loan with its client) carries the owner; no statement reads it alone
    const chargeOwnerReads = owned.statements.filter((s) => s.sql.includes('m_external_asset_owner_transfer_loan_mapping') && /from "m_loan" as "l" left join "m_client"/.test(s.sql));
    assert.equal(chargeOwnerReads.length, 1, listStatements(owned.statements));

    const events = (await newEvents()).filter((e) => e.type === CHARGE_ADDED);
    assert.deepEqual(events.map((e) => [e.aggregate_root_id, dataOf(e).loanId, dataOf(e).externalLoanId, dataOf(e).amount, dataOf(e).externalOwnerId]), [
      [sold, sold, 'LOAN-OWNED', '25', 'OWNER-TX'], [unowned, unowned, 'LOAN-UNOWNED', '25', null],
    ]);
    const [ownedCharge, plainCharge] = events;
    assert.ok(ownedCharge !== undefined && plainCharge !== undefined);
    assertAvroRoundTrip(ownedCharge, LOAN_CHARGE_FINGERPRINT);
    assertAvroRoundTrip(plainCharge, LOAN_CHARGE_FINGERPRINT);

    await ok(t, 'POST', `/api/v1/loans/${sold}/charges/${dataOf(ownedCharge).id as number}?command=waive`, {});
    const waived = (await newEvents()).filter((e) => e.type === CHARGE_WAIVED);
    assert.deepEqual(waived.map((e) => [e.aggregate_root_id, dataOf(e).waived, dataOf(e).externalOwnerId]), [[sold, true, 'OWNER-TX']]);
    await ok(t, 'PUT', '/api/v1/externalevents/configuration', { externalEventConfigurations: { [CHARGE_ADDED]: false, [CHARGE_WAIVED]: false } });
  });

  it('writes a closing repayment’s events in Fineract’s order: the declined sale, the status change, the range change, the balance change, the repayment', async () => {
    const { t } = world;
    const loanId = await loanOf(world, { productId: delinquentProduct });
    assert.equal(((await ok(t, 'GET', `/api/v1/loans/${loanId}`)).delinquencyRange as Body | undefined)?.classification, 'Owner range 2');
    await ok(t, 'POST', `/api/v1/external-asset-owners/transfers/loans/${loanId}?command=sale`, saleBody('2024-03-20', { ownerExternalId: 'OWNER-PENDING', transferExternalId: 'TR-ORDER' }));
    await newEvents();
    await repayAll(loanId);
    const events = await newEvents();
    const facts = (e: EventRow) => {
      const data = dataOf(e);
      return {
        LoanOwnershipTransferBusinessEvent: [data.transferExternalId, data.transferStatus, data.transferStatusReason],
        LoanStatusChangedBusinessEvent: [(data.status as Body | undefined)?.code],
        LoanDelinquencyRangeChangeBusinessEvent: [data.delinquencyRange],
        LoanBalanceChangedBusinessEvent: [(data.summary as Body | undefined)?.totalOutstanding, data.externalOwnerId],
        [REPAYMENT]: [data.outstandingLoanBalance, data.externalOwnerId],
      }[e.type];
    };
    assert.deepEqual(events.map((e) => [e.type, e.aggregate_root_id, facts(e)]), [
      ['LoanOwnershipTransferBusinessEvent', loanId, ['TR-ORDER', 'DECLINED', 'BALANCE_ZERO']],
      ['LoanStatusChangedBusinessEvent', loanId, ['loanStatusType.closed.obligations.met']],
      ['LoanDelinquencyRangeChangeBusinessEvent', loanId, [null]],
      ['LoanBalanceChangedBusinessEvent', loanId, ['0', null]],
      [REPAYMENT, loanId, ['0', null]],
    ]);
  });

  it('writes the executed buy-back and the loan’s snapshot before the status change; the repayment no longer names the owner', async () => {
    const { t } = world;
    await ok(t, 'POST', `/api/v1/external-asset-owners/transfers/loans/${soldToBuyBack}?command=buyback`, { settlementDate: '2024-03-20', transferExternalId: 'TR-TX-2-BACK', ...ISO });
    await newEvents();
    await repayAll(soldToBuyBack);
    const events = await newEvents();
    assert.deepEqual(events.map((e) => [e.type, e.aggregate_root_id]), [
      ['LoanOwnershipTransferBusinessEvent', soldToBuyBack], ['LoanAccountSnapshotBusinessEvent', soldToBuyBack], ['LoanStatusChangedBusinessEvent', soldToBuyBack],
      ['LoanBalanceChangedBusinessEvent', soldToBuyBack], [REPAYMENT, soldToBuyBack],
    ]);
    const [transfer, snapshot, , , repaid] = events.map(dataOf);
    assert.deepEqual([transfer?.transferExternalId, transfer?.transferStatus, snapshot?.externalOwnerId, repaid?.externalOwnerId], ['TR-TX-2-BACK', 'EXECUTED', null, null]);
  });

  it('keeps that order when the closing repayment comes from a savings account, after the withdrawal’s event', async () => {
    const { t } = world;
    const savingsId = await submitSavings(t, world.clientId, await createSavingsProduct(t), { submittedOnDate: '01 March 2024' });
    assert.equal((await savingsCommand(t, savingsId, 'approve', { approvedOnDate: '01 March 2024', ...DATES })).status, 200);
    assert.equal((await savingsCommand(t, savingsId, 'activate', { activatedOnDate: '01 March 2024', ...DATES })).status, 200);
    assert.equal((await savingsTransaction(t, savingsId, 'deposit', '01 March 2024', 20000)).status, 200);
    const loanId = await loanOf(world, { productId: world.plainProduct });
    await ok(t, 'POST', `/api/v1/external-asset-owners/transfers/loans/${loanId}?command=sale`, saleBody('2024-03-20', { transferExternalId: 'TR-ORDER-TRANSFER' }));
    const owed = ((await ok(t, 'GET', `/api/v1/loans/${loanId}`)).summary as Record<string, number>).totalOutstanding ?? 0;
    await newEvents();
    await ok(t, 'POST', '/api/v1/accounttransfers', {
      fromOfficeId: 1, fromClientId: world.clientId, fromAccountType: 2, fromAccountId: savingsId, toOfficeId: 1, toClientId: world.clientId, toAccountType: 1,
      toAccountId: loanId, transferDate: '02 March 2024', transferAmount: owed, transferDescription: 'pay off', ...DATES,
    });
    const events = await newEvents();
    assert.deepEqual(events.map((e) => [e.type, e.aggregate_root_id]), [
      ['SavingsWithdrawalBusinessEvent', savingsId], ['LoanOwnershipTransferBusinessEvent', loanId], ['LoanStatusChangedBusinessEvent', loanId],
      ['LoanBalanceChangedBusinessEvent', loanId], [REPAYMENT, loanId],
    ]);
    assert.deepEqual([dataOf(events[1]).transferStatus, (dataOf(events[2]).status as Body | undefined)?.id], ['DECLINED', 600]);
  });

  it('undoes a disbursement into savings with the status change and LoanUndoDisbursalBusinessEvent only: the deposit reversed without a savings event', async () => {
    const { t } = world;
    const savingsId = await submitSavings(t, world.clientId, await createSavingsProduct(t), { submittedOnDate: '01 March 2024' });
    assert.equal((await savingsCommand(t, savingsId, 'approve', { approvedOnDate: '01 March 2024', ...DATES })).status, 200);
    assert.equal((await savingsCommand(t, savingsId, 'activate', { activatedOnDate: '01 March 2024', ...DATES })).status, 200);
    const loanId = (await ok(t, 'POST', '/api/v1/loans', {
      clientId: world.clientId, productId: world.plainProduct, loanType: 'individual', principal: 10000, loanTermFrequency: 12, loanTermFrequencyType: 2,
      numberOfRepayments: 12, repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
      transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '02 March 2024', submittedOnDate: '01 March 2024', linkAccountId: savingsId, ...DATES,
    })).loanId as number;
    await ok(t, 'POST', `/api/v1/loans/${loanId}?command=approve`, { approvedOnDate: '01 March 2024', ...DATES });
    await ok(t, 'POST', `/api/v1/loans/${loanId}?command=disburseToSavings`, { actualDisbursementDate: '02 March 2024', transactionAmount: 10000, ...DATES });
    const balance = async () => ((await ok(t, 'GET', `/api/v1/savingsaccounts/${savingsId}`)).summary as Record<string, number>).accountBalance;
    assert.equal(await balance(), 10000);
    await newEvents();

    await ok(t, 'POST', `/api/v1/loans/${loanId}?command=undoDisbursal`, {});
    const events = await newEvents();
    assert.deepEqual(events.map((e) => [e.type, e.aggregate_root_id, (dataOf(e).status as Body | undefined)?.id]), [
      ['LoanStatusChangedBusinessEvent', loanId, 200], ['LoanUndoDisbursalBusinessEvent', loanId, 200],
    ]);
    assert.equal(await balance(), 0);
    const deposits = (await ok(t, 'GET', `/api/v1/savingsaccounts/${savingsId}?associations=transactions`)).transactions as Body[];
    assert.deepEqual(deposits.map((d) => [(d.transactionType as Body).value, d.amount, d.reversed]), [['Deposit', 10000, true]]);
  });
});
