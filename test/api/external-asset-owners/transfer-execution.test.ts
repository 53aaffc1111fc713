import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { historyOf, ISO, loanOf, ok, runTransferJob, saleBody, setBusinessDate, transferWorld, type Body, type TransferWorld } from './transfer-fixtures.ts';

type Entry = { glAccountId: number; entryType: { value: string }; amount: number; transactionId: string; transactionDate: string; entityId: number; manualEntry: boolean };

/** The job runs for the COB date: the business day before the business date. */
describe('executing external asset owner transfers on their settlement date', () => {
  let world: TransferWorld;
  let soldLoan: number;
  let principal: number;
  let interest: number;

  const entryRows = (entries: Entry[]) => entries.map((e) => [e.glAccountId, e.entryType.value, e.amount]);

  before(async () => {
    world = await transferWorld();
    soldLoan = await loanOf(world, { externalId: 'LOAN-EXEC-1' });
    const summary = (await ok(world.t, 'GET', `/api/v1/loans/${soldLoan}`)).summary as Record<string, number>;
    principal = summary.principalOutstanding ?? 0;
    interest = summary.interestOutstanding ?? 0;
    assert.equal(principal, 10000);
    assert.ok(interest > 0, 'upfront accrual: the interest is receivable');
  });
  after(async () => world.t.close());

  it('leaves a sale pending until its settlement day has closed, then makes the owner ACTIVE from the next day and posts the transfer', async () => {
    const sale = await ok(world.t, 'POST', `/api/v1/external-asset-owners/transfers/loans/${soldLoan}?command=sale`, saleBody('2024-03-05', { ownerExternalId: 'OWNER-EXEC', transferExternalId: 'TR-EXEC' }));
    await setBusinessDate(world.t, '2024-03-05');
    assert.deepEqual(await runTransferJob(world.t), { status: 'success' });
    assert.deepEqual(await historyOf(world.t, soldLoan), [['PENDING', '-', '2024-03-01', '9999-12-31']], 'the COB date 2024-03-04 is before the settlement');

    // The loan close-of-business step EXTERNAL_ASSET_OWNER_TRANSFER executes it (as Fineract), for the chunk's loans.
    await setBusinessDate(world.t, '2024-03-06');
    const steps = await world.t.call('PUT', '/api/v1/jobs/LOAN_CLOSE_OF_BUSINESS/steps', { body: { businessSteps: [{ stepName: 'EXTERNAL_ASSET_OWNER_TRANSFER', order: 1 }] } });
    assert.equal(steps.status, 204, JSON.stringify(steps.body));
    assert.equal((await world.t.call('POST', '/api/v1/jobs/short-name/LA_ECOB?command=executeJob')).status, 202);
    const cob = (await ok(world.t, 'GET', '/api/v1/jobs/short-name/LA_ECOB')).lastRunHistory as Body;
    assert.equal(cob.status, 'success', String(cob.jobRunErrorLog));
    assert.deepEqual(await runTransferJob(world.t), { status: 'success' }, 'nothing left for the job');
    assert.deepEqual(await historyOf(world.t, soldLoan), [
      ['PENDING', '-', '2024-03-01', '2024-03-05'],
      ['ACTIVE', '-', '2024-03-06', '9999-12-31'],
    ]);
    const active = await ok(world.t, 'GET', `/api/v1/external-asset-owners/transfers/active-transfer?loanId=${soldLoan}`);
    const activeId = active.transferId as number;
    assert.ok(activeId > (sale.resourceId as number));
    assert.deepEqual(active, {
      transferId: activeId, owner: { externalId: 'OWNER-EXEC' }, loan: { loanId: soldLoan, externalId: 'LOAN-EXEC-1' },
      details: {
        detailsId: (active.details as Body).detailsId, totalOutstanding: principal + interest, totalPrincipalOutstanding: principal, totalInterestOutstanding: interest,
        totalFeeChargesOutstanding: 0, totalPenaltyChargesOutstanding: 0, totalOverpaid: 0,
      },
      transferExternalId: 'TR-EXEC', purchasePriceRatio: '1.05', settlementDate: '2024-03-05', status: 'ACTIVE', effectiveFrom: '2024-03-06', effectiveTo: '9999-12-31',
    });
    for (const query of ['loanExternalId=LOAN-EXEC-1', 'transferExternalId=TR-EXEC']) {
      assert.equal((await ok(world.t, 'GET', `/api/v1/external-asset-owners/transfers/active-transfer?${query}`)).transferId, activeId, query);
    }

    const { gl } = world;
    const posted = await ok(world.t, 'GET', `/api/v1/external-asset-owners/transfers/${activeId}/journal-entries`);
    assert.equal((posted.transferData as Body).transferId, activeId);
    const entries = (posted.journalEntryData as { content: Entry[] }).content;
    assert.deepEqual(entryRows(entries), [
      [gl.portfolio, 'CREDIT', principal], [gl.interestReceivable, 'CREDIT', interest], [gl.assetTransfer, 'DEBIT', principal + interest],
      [gl.portfolio, 'DEBIT', principal], [gl.interestReceivable, 'DEBIT', interest], [gl.assetTransfer, 'CREDIT', principal + interest],
    ]);
    for (const entry of entries) {
      assert.deepEqual([entry.transactionId, entry.transactionDate, entry.entityId, entry.manualEntry], [`I${activeId}`, '2024-03-05', soldLoan, false]);
    }
    const owner = await ok(world.t, 'GET', '/api/v1/external-asset-owners/owners/external-id/OWNER-EXEC/journal-entries');
    assert.deepEqual(owner.ownerData, { externalId: 'OWNER-EXEC' });
    assert.deepEqual(entryRows((owner.journalEntryData as { content: Entry[] }).content), [[gl.portfolio, 'DEBIT', principal], [gl.interestReceivable, 'DEBIT', interest]]);
    assert.deepEqual(await ok(world.t, 'GET', '/api/v1/external-asset-owners/owners/external-id/NOBODY/journal-entries'), {});
    assert.deepEqual(await ok(world.t, 'GET', `/api/v1/external-asset-owners/transfers/${(sale.resourceId as number)}/journal-entries`), {}, 'the pending row posted nothing');

    const again = await world.t.call('POST', `/api/v1/external-asset-owners/transfers/loans/${soldLoan}?command=sale`, { body: saleBody('2024-03-07') });
    assert.equal((again.json.errors as { defaultUserMessage: string }[])[0]?.defaultUserMessage, 'This loan cannot be sold, because it is owned by an external asset owner');
    const cancel = await world.t.call('POST', `/api/v1/external-asset-owners/transfers/${activeId}?command=cancel`);
    assert.equal((cancel.json.errors as { defaultUserMessage: string }[])[0]?.defaultUserMessage, 'This loan cannot be cancelled, the selected transfer status is not pending or buyback');
  });

  it('executes a buy-back: the owner and the buy-back stop applying, the loan has no active transfer and the balances move back', async () => {
    const buyback = await ok(world.t, 'POST', `/api/v1/external-asset-owners/transfers/loans/${soldLoan}?command=buyback`, { settlementDate: '2024-03-10', transferExternalId: 'TR-EXEC-BACK', ...ISO });
    const buybackId = buyback.resourceId as number;
    await setBusinessDate(world.t, '2024-03-11');
    assert.deepEqual(await runTransferJob(world.t), { status: 'success' });
    assert.deepEqual(await historyOf(world.t, soldLoan), [
      ['PENDING', '-', '2024-03-01', '2024-03-05'],
      ['ACTIVE', '-', '2024-03-06', '2024-03-10'],
      ['BUYBACK', '-', '2024-03-06', '2024-03-10'],
    ]);
    const active = await world.t.call('GET', `/api/v1/external-asset-owners/transfers/active-transfer?loanId=${soldLoan}`);
    assert.equal(active.body, undefined);
    const { gl } = world;
    const posted = await ok(world.t, 'GET', `/api/v1/external-asset-owners/transfers/${buybackId}/journal-entries`);
    const transfer = posted.transferData as Body;
    assert.deepEqual([transfer.status, (transfer.details as Body).totalOutstanding], ['BUYBACK', principal + interest]);
    assert.deepEqual(entryRows((posted.journalEntryData as { content: Entry[] }).content), [
      [gl.portfolio, 'DEBIT', principal], [gl.interestReceivable, 'DEBIT', interest], [gl.assetTransfer, 'CREDIT', principal + interest],
      [gl.portfolio, 'CREDIT', principal], [gl.interestReceivable, 'CREDIT', interest], [gl.assetTransfer, 'DEBIT', principal + interest],
    ]);
    const owner = await ok(world.t, 'GET', '/api/v1/external-asset-owners/owners/external-id/OWNER-EXEC/journal-entries?offset=1&limit=2');
    const page = owner.journalEntryData as { content: Entry[]; totalElements: number; number: number };
    assert.deepEqual([page.totalElements, page.number], [4, 1]);
    assert.deepEqual(entryRows(page.content), [[gl.portfolio, 'CREDIT', principal], [gl.interestReceivable, 'CREDIT', interest]], "the buy-back's credits are the owner's");
    // Sold again after the buy-back.
    await ok(world.t, 'POST', `/api/v1/external-asset-owners/transfers/loans/${soldLoan}?command=sale`, saleBody('2024-03-12', { ownerExternalId: 'OWNER-NEXT' }));
  });

  it('cancels a sale and a buy-back due the same day, declines a sale of a loan with nothing outstanding and cancels the buy-back left unsold', async () => {
    const sameDay = await loanOf(world);
    await ok(world.t, 'POST', `/api/v1/external-asset-owners/transfers/loans/${sameDay}?command=sale`, saleBody('2024-03-12'));
    await ok(world.t, 'POST', `/api/v1/external-asset-owners/transfers/loans/${sameDay}?command=buyback`, { settlementDate: '2024-03-12', ...ISO });
    const repaid = await loanOf(world);
    await ok(world.t, 'POST', `/api/v1/external-asset-owners/transfers/loans/${repaid}?command=sale`, saleBody('2024-03-12'));
    await ok(world.t, 'POST', `/api/v1/external-asset-owners/transfers/loans/${repaid}?command=buyback`, { settlementDate: '2024-03-14', ...ISO });
    // As after an overpayment: nothing outstanding, 5 overpaid.
    await tenantTables(world.t.tenant.database.db)
      .updateTable('m_loan')
      .set({ principal_outstanding_derived: '0', interest_outstanding_derived: '0', total_outstanding_derived: '0', total_overpaid_derived: '5' })
      .where('id', '=', repaid)
      .execute();
    await setBusinessDate(world.t, '2024-03-13');
    assert.deepEqual(await runTransferJob(world.t), { status: 'success' });
    assert.deepEqual(await historyOf(world.t, sameDay), [
      ['PENDING', '-', '2024-03-11', '2024-03-12'],
      ['BUYBACK', '-', '2024-03-11', '2024-03-12'],
      ['CANCELLED', 'SAMEDAY_TRANSFERS', '2024-03-12', '2024-03-12'],
      ['CANCELLED', 'SAMEDAY_TRANSFERS', '2024-03-12', '2024-03-12'],
    ]);
    assert.deepEqual((await historyOf(world.t, repaid)).slice(2), [['DECLINED', 'BALANCE_NEGATIVE', '2024-03-12', '2024-03-12']]);
    await setBusinessDate(world.t, '2024-03-15');
    assert.deepEqual(await runTransferJob(world.t), { status: 'success' });
    assert.deepEqual(await historyOf(world.t, repaid), [
      ['PENDING', '-', '2024-03-11', '2024-03-12'],
      ['BUYBACK', '-', '2024-03-11', '2024-03-14'],
      ['DECLINED', 'BALANCE_NEGATIVE', '2024-03-12', '2024-03-12'],
      ['CANCELLED', 'UNSOLD', '2024-03-14', '2024-03-14'],
    ]);
    assert.deepEqual((await historyOf(world.t, soldLoan)).at(-1), ['ACTIVE', '-', '2024-03-13', '9999-12-31'], 'the resale went through with the others');
  });

  it('keeps the sales of a loan it cannot post for pending, reports them and executes the others', async () => {
    const unposted = await loanOf(world, { productId: world.plainProduct });
    const posted = await loanOf(world);
    await ok(world.t, 'POST', `/api/v1/external-asset-owners/transfers/loans/${unposted}?command=sale`, saleBody('2024-03-15'));
    await ok(world.t, 'POST', `/api/v1/external-asset-owners/transfers/loans/${posted}?command=sale`, saleBody('2024-03-15'));
    await setBusinessDate(world.t, '2024-03-16');
    // The COB step (configured above) executes the loan it can post; the other loan's close fails and it stays locked with the refusal.
    assert.equal((await world.t.call('POST', '/api/v1/jobs/short-name/LA_ECOB?command=executeJob')).status, 202);
    assert.equal(((await ok(world.t, 'GET', '/api/v1/jobs/short-name/LA_ECOB')).lastRunHistory as Body).status, 'failed');
    const locks = (await ok(world.t, 'GET', '/api/v1/loans/locked')).content as Body[];
    assert.deepEqual(locks.map((l) => l.loanId), [unposted]);
    assert.match(String(locks[0]?.error), new RegExp(`^loan ${unposted}: `));
    assert.deepEqual((await historyOf(world.t, posted)).at(-1), ['ACTIVE', '-', '2024-03-16', '9999-12-31']);
    const run = await runTransferJob(world.t);
    assert.equal(run.status, 'failed');
    assert.match(run.errorLog ?? '', new RegExp(`^loan ${unposted}: `));
    assert.deepEqual(await historyOf(world.t, unposted), [['PENDING', '-', '2024-03-15', '9999-12-31']]);
    assert.deepEqual((await historyOf(world.t, posted)).at(-1), ['ACTIVE', '-', '2024-03-16', '9999-12-31']);
  });
});
