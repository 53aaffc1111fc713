import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type KyselyPlugin } from 'kysely';
import { TenantClock } from '../../../src/platform/settings/index.ts';
import { sharesModule } from '../../../src/modules/shares/index.ts';
import { createGlAccount, mapFinancialActivity } from '../../support/accounting.ts';
import { activeClient, activeSavings, createSavingsProduct, setBusinessDate } from '../../support/savings.ts';
import { createShareProduct, shareAccountCommand, submitShareAccount } from '../../support/shares.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Allocation = { id: number; amount: number; status: { id: number }; savingsTransactionId?: number };
type Line = { entryType: { value: string }; amount: number };
type Tx = { transactionType: { id: number }; amount: number };

const YEAR_2024 = { dividendPeriodStartDate: '2024-01-01', dividendPeriodEndDate: '2024-12-31', dateFormat: 'yyyy-MM-dd', locale: 'en' };

/**
 * SH_PDIV interrupted midway, then run again: a real failure in the database while the second allocation is
 * marked posted (after its savings credit was written), and a run that dies between two allocations. Each allocation ends posted exactly once, and the
 * savings balances and journal totals are those of one posting each.
 */
describe('SH_PDIV interrupted midway', () => {
  let t: TestApp;
  let payable: number;
  let control: number;
  let cashSavings: number;

  const runJob = async () => t.call('POST', '/api/v1/jobs/short-name/SH_PDIV?command=executeJob');
  const transactionsOf = async (id: number): Promise<Tx[]> =>
    ((await t.call('GET', `/api/v1/savingsaccounts/${id}?associations=transactions`)).json.transactions as Tx[] | undefined) ?? [];
  const balanceOf = async (id: number): Promise<number> => ((await t.call('GET', `/api/v1/savingsaccounts/${id}`)).json.summary as { accountBalance: number }).accountBalance;
  /** Debits and credits on a GL account, in cents. */
  const totalsOf = async (glAccountId: number): Promise<{ debit: number; credit: number }> => {
    const lines = (await t.call('GET', `/api/v1/journalentries?glAccountId=${glAccountId}&limit=1000`)).json.pageItems as Line[];
    const sum = (type: string) => lines.filter((l) => l.entryType.value === type).reduce((total, l) => total + Math.round(l.amount * 100), 0);
    return { debit: sum('DEBIT'), credit: sum('CREDIT') };
  };

  /** Three share accounts of a new product (share-days 9025, 9150, 9025), a payout of 1000 declared and approved. */
  const approvedPayout = async (name: string) => {
    const product = await createShareProduct(t, { digitsAfterDecimal: '2' });
    const holders = [];
    for (const [index, days] of [['05 January 2024', '06 January 2024', '07 January 2024'], ['01 July 2024', '02 July 2024', '03 July 2024'], ['05 January 2024', '06 January 2024', '07 January 2024']].entries()) {
      const clientId = await activeClient(t, `${name} ${index}`);
      const savingsAccountId = await activeSavings(t, clientId, cashSavings);
      const id = await submitShareAccount(t, { clientId, productId: product, savingsAccountId, requestedShares: index === 1 ? 50 : 25, submittedDate: days[0], applicationDate: days[0] });
      assert.equal((await shareAccountCommand(t, id, 'approve', { approvedDate: days[1] })).status, 200);
      assert.equal((await shareAccountCommand(t, id, 'activate', { activatedDate: days[2] })).status, 200);
      holders.push(savingsAccountId);
    }
    const declared = await t.call('POST', `/api/v1/shareproduct/${product}/dividend`, { body: { ...YEAR_2024, dividendAmount: 1000 } });
    const dividendId = declared.json.subResourceId as number;
    assert.equal((await t.call('PUT', `/api/v1/shareproduct/${product}/dividend/${dividendId}?command=approve`, { body: {} })).status, 200);
    const allocations = async (): Promise<Allocation[]> => (await t.call('GET', `/api/v1/shareproduct/${product}/dividend/${dividendId}?orderBy=id`)).json.pageItems as Allocation[];
    return { holders, allocations };
  };

  /** Every allocation posted once: one dividend credit per savings account, balances and journal totals of one posting each. */
  const assertPostedOnce = async (holders: number[], allocations: () => Promise<Allocation[]>, before: { payable: { debit: number; credit: number }; control: { debit: number; credit: number } }) => {
    const posted = await allocations();
    assert.deepEqual(posted.map((a) => [a.status.id, a.amount]), [[300, 331.8], [300, 336.4], [300, 331.8]]);
    for (const [index, savingsAccountId] of holders.entries()) {
      const credits = await transactionsOf(savingsAccountId);
      assert.deepEqual(credits.map((tx) => [tx.transactionType.id, tx.amount]), [[8, posted[index]?.amount]], `savings account ${savingsAccountId}`);
      assert.equal(await balanceOf(savingsAccountId), posted[index]?.amount);
    }
    const [payableNow, controlNow] = [await totalsOf(payable), await totalsOf(control)];
    assert.deepEqual([payableNow.debit - before.payable.debit, payableNow.credit - before.payable.credit], [100000, 0], 'Payable Dividends debited 1000.00 once');
    assert.deepEqual([controlNow.credit - before.control.credit, controlNow.debit - before.control.debit], [100000, 0], 'savings control credited 1000.00 once');
  };

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2025-01-15');
    payable = await createGlAccount(t, 2, 'Dividends payable');
    await mapFinancialActivity(t, 201, payable);
    control = await createGlAccount(t, 2, 'Savings control');
    cashSavings = await createSavingsProduct(t, {
      accountingRule: 2, savingsReferenceAccountId: await createGlAccount(t, 1, 'Savings reference'), savingsControlAccountId: control,
      overdraftPortfolioControlId: await createGlAccount(t, 1, 'Overdraft'), interestOnSavingsAccountId: await createGlAccount(t, 5, 'Interest'),
      incomeFromFeeAccountId: await createGlAccount(t, 4, 'Fees'), incomeFromPenaltyAccountId: await createGlAccount(t, 4, 'Penalties'),
      transfersInSuspenseAccountId: await createGlAccount(t, 2, 'Transfers'), incomeFromInterestId: await createGlAccount(t, 4, 'Overdraft income'),
      writeOffAccountId: await createGlAccount(t, 5, 'Write-off'),
    });
  });
  after(async () => t.close());

  it('leaves nothing of a run that dies between two allocations, and the next run posts each allocation once', async () => {
    const db = t.tenant.database.db;
    const { holders, allocations } = await approvedPayout('Killed');
    const before = { payable: await totalsOf(payable), control: await totalsOf(control) };
    const postDividends = sharesModule.jobs?.get('SH_PDIV');
    assert.ok(postDividends !== undefined);
    // the run dies as it starts its third allocation, two already credited and marked in its transaction: the
    // database never sees a commit, as when the process is killed there
    let savepoints = 0;
    const death: KyselyPlugin = {
      transformQuery(args) {
        const fragments = args.node.kind === 'RawNode' ? args.node.sqlFragments : [];
        if (fragments[0]?.trim() === 'savepoint share_dividend' && ++savepoints === 3) {
          throw new Error('the run died');
        }
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    };
    const run = db.transaction().execute(async (trx) => postDividends({ db: trx.withPlugin(death), clock: new TenantClock(trx, 'UTC'), userId: 1, tenantIdentifier: 'default' }));
    await assert.rejects(run, /the run died/);
    assert.equal(savepoints, 3);
    assert.deepEqual((await allocations()).map((a) => a.status.id), [100, 100, 100], 'the dead run left no allocation posted');
    for (const savingsAccountId of holders) {
      assert.deepEqual(await transactionsOf(savingsAccountId), [], `no credit left on savings account ${savingsAccountId}`);
    }
    assert.deepEqual(await totalsOf(payable), before.payable);
    assert.ok((await runJob()).status < 300);
    await assertPostedOnce(holders, allocations, before);
    assert.ok((await runJob()).status < 300);
    await assertPostedOnce(holders, allocations, before);
  });

  it('rolls back the credit of an allocation whose marking fails, and posts it once on the next run', async () => {
    const db = t.tenant.database.db;
    const { holders, allocations } = await approvedPayout('Faulted');
    const second = (await allocations())[1]?.id ?? 0;
    const before = { payable: await totalsOf(payable), control: await totalsOf(control) };
    // a failure in the database after the second allocation's savings credit is written, as it is marked posted
    await sql`create or replace function test_fail_dividend_mark() returns trigger language plpgsql as $$ begin raise exception 'injected failure marking dividend allocation %', new.id; end $$`.execute(db);
    await sql.raw(`create trigger test_fail_dividend_mark before update on m_share_account_dividend_details for each row when (new.id = ${second} and new.status = 300) execute function test_fail_dividend_mark()`).execute(db);
    try {
      assert.ok((await runJob()).status < 300);
      assert.deepEqual((await allocations()).map((a) => a.status.id), [300, 100, 300]);
      assert.deepEqual(await transactionsOf(holders[1] ?? 0), [], 'the failed allocation left no credit behind');
      assert.equal((await totalsOf(payable)).debit - before.payable.debit, 66360, 'only the two posted allocations are in the books');
    } finally {
      await sql`drop trigger if exists test_fail_dividend_mark on m_share_account_dividend_details`.execute(db);
      await sql`drop function if exists test_fail_dividend_mark()`.execute(db);
    }
    assert.ok((await runJob()).status < 300);
    await assertPostedOnce(holders, allocations, before);
    assert.ok((await runJob()).status < 300);
    await assertPostedOnce(holders, allocations, before);
  });
});
