import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { jobCatalogue, MODULES } from '../../src/app.ts';
import { runJobNow } from '../../src/modules/jobs/index.ts';
import { createGlAccount } from '../support/accounting.ts';
import { disbursedLoan } from '../support/loans.ts';
import { activeClient, activeSavings, createSavingsProduct, DATES, savingsTransaction, setBusinessDate } from '../support/savings.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Crash safety: a server process killed with SIGKILL in the middle of a stream of deposits and repayments
 * and of a running "Post Interest For Savings" job. After a restart every acknowledged write is there,
 * no transaction is half-written (each savings transaction has its balanced journal entries, each balance
 * is the sum of its transactions), and the job run twice afterwards leaves the same ledger as run once
 * (docs/reliability.md). Sizes: CRASH_ACCOUNTS (default 40) and CRASH_AFTER_ACKS (default 30).
 */

const ACCOUNTS = Number(process.env.CRASH_ACCOUNTS ?? 40);
const KILL_AFTER = Number(process.env.CRASH_AFTER_ACKS ?? 30);
const STREAMS = 4;

interface Ack {
  readonly kind: 'deposit' | 'repayment';
  readonly transactionId: number;
}

interface LedgerState {
  readonly entries: number;
  readonly debits: string;
  readonly credits: string;
  readonly balances: string;
  readonly postings: number;
}

describe('crash safety: SIGKILL during writes and a job', { skip: process.env.TEST_DATABASE_URL === undefined ? 'needs TEST_DATABASE_URL (a server process on the same PostgreSQL database)' : false }, () => {
  let t: TestApp;
  const savingsIds: number[] = [];
  let loanId: number;
  let server: ServerProcess | undefined;

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2025-01-01');
    const product = await createSavingsProduct(t, {
      accountingRule: 2,
      savingsReferenceAccountId: await createGlAccount(t, 1, 'Savings reference'), savingsControlAccountId: await createGlAccount(t, 2, 'Savings control'),
      interestOnSavingsAccountId: await createGlAccount(t, 5, 'Interest on savings'), incomeFromFeeAccountId: await createGlAccount(t, 4, 'Fees'),
      incomeFromPenaltyAccountId: await createGlAccount(t, 4, 'Penalties'), transfersInSuspenseAccountId: await createGlAccount(t, 2, 'Transfers'),
      overdraftPortfolioControlId: await createGlAccount(t, 1, 'Overdraft portfolio'), incomeFromInterestId: await createGlAccount(t, 4, 'Overdraft interest'),
      writeOffAccountId: await createGlAccount(t, 5, 'Write-off'),
    });
    const clientId = await activeClient(t, 'Crash');
    for (let i = 0; i < ACCOUNTS; i++) {
      const id = await activeSavings(t, clientId, product);
      assert.equal((await savingsTransaction(t, id, 'deposit', '05 January 2024', 1000 + i)).status, 200);
      savingsIds.push(id);
    }
    loanId = await disbursedLoan(t, clientId, 100_000);
  });

  after(async () => {
    await server?.stop('SIGKILL');
    await t?.close();
  });

  const ledgerState = async (): Promise<LedgerState> => {
    const row = (
      await sql<LedgerState>`
        select (select count(*) from acc_gl_journal_entry)::int as entries,
               (select coalesce(sum(amount), 0) from acc_gl_journal_entry where type_enum = 2)::text as debits,
               (select coalesce(sum(amount), 0) from acc_gl_journal_entry where type_enum = 1)::text as credits,
               (select string_agg(account_balance_derived::text, ',' order by id) from m_savings_account)::text as balances,
               (select count(*) from m_savings_account_transaction where transaction_type_enum = 3 and not is_reversed)::int as postings`.execute(t.tenant.database.db)
    ).rows[0];
    assert.ok(row !== undefined);
    return row;
  };

  it('keeps every acknowledged write, half-writes nothing, and runs the job once after a restart', async () => {
    const storeUrl = t.storeUrl;
    assert.ok(storeUrl !== undefined);
    const victim = await startServerProcess(storeUrl);
    server = victim;
    const acks: Ack[] = [];
    let killed = false;
    const job = victim.post('/jobs/short-name/SA_PINT?command=executeJob', {}).then(
      (answer) => answer.status,
      () => 'cut off' as const,
    );
    const stream = async (lane: number): Promise<void> => {
      for (let i = lane; !killed; i += STREAMS) {
        const deposit = i % 2 === 0;
        const path = deposit ? `/savingsaccounts/${savingsIds[i % savingsIds.length]}/transactions?command=deposit` : `/loans/${loanId}/transactions?command=repayment`;
        try {
          const answer = await victim.post(path, { transactionDate: '01 January 2025', transactionAmount: 5, paymentTypeId: 1, ...DATES });
          assert.equal(answer.status, 200, JSON.stringify(answer.json));
          acks.push({ kind: deposit ? 'deposit' : 'repayment', transactionId: answer.json.resourceId as number });
        } catch (error) {
          if (killed) {
            return;
          }
          throw error;
        }
        if (acks.length >= KILL_AFTER && !killed) {
          killed = true;
          await victim.stop('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: STREAMS }, (_, lane) => stream(lane)));
    const jobOutcome = await job;
    assert.ok(acks.length >= KILL_AFTER);
    assert.equal(jobOutcome, 'cut off', 'the kill came while the job was running (raise CRASH_ACCOUNTS if the job ends first)');

    // A new process serves the same tenant.
    server = await startServerProcess(storeUrl);
    const after = await server.post(`/savingsaccounts/${savingsIds[0]}/transactions?command=deposit`, { transactionDate: '01 January 2025', transactionAmount: 1, paymentTypeId: 1, ...DATES });
    assert.equal(after.status, 200, JSON.stringify(after.json));

    const db = t.tenant.database.db;
    for (const kind of ['deposit', 'repayment'] as const) {
      const ids = acks.filter((a) => a.kind === kind).map((a) => a.transactionId);
      if (ids.length === 0) {
        continue;
      }
      const table = kind === 'deposit' ? sql`m_savings_account_transaction` : sql`m_loan_transaction`;
      const kept = (await sql<{ n: number }>`select count(*)::int as n from ${table} where id in (${sql.join(ids)}) and not is_reversed`.execute(db)).rows[0];
      assert.equal(kept?.n, ids.length, `every acknowledged ${kind} is kept`);
    }
    const invariants = (
      await sql<{ unbalancedAccounts: number; withoutEntries: number; unbalancedEntries: number; unallocated: number }>`
        select (select count(*) from m_savings_account a
                 where a.account_balance_derived <> coalesce((select sum(case when x.transaction_type_enum in (1, 3) then x.amount else -x.amount end)
                   from m_savings_account_transaction x where x.savings_account_id = a.id and not x.is_reversed), 0))::int as "unbalancedAccounts",
               (select count(*) from m_savings_account_transaction x
                 where not x.is_reversed and not exists (select 1 from acc_gl_journal_entry j where j.savings_transaction_id = x.id))::int as "withoutEntries",
               (select count(*) from (select transaction_id from acc_gl_journal_entry group by transaction_id
                 having sum(case when type_enum = 2 then amount else -amount end) <> 0) u)::int as "unbalancedEntries",
               (select count(*) from m_loan_transaction x where x.loan_id = ${loanId} and not x.is_reversed and x.transaction_type_enum = 2
                 and x.amount <> coalesce(x.principal_portion_derived, 0) + coalesce(x.interest_portion_derived, 0) + coalesce(x.fee_charges_portion_derived, 0)
                   + coalesce(x.penalty_charges_portion_derived, 0) + coalesce(x.overpayment_portion_derived, 0))::int as unallocated`.execute(db)
    ).rows[0];
    assert.deepEqual(invariants, { unbalancedAccounts: 0, withoutEntries: 0, unbalancedEntries: 0, unallocated: 0 }, `after the kill (job answered: ${String(jobOutcome)})`);
    const repaid = (await sql<{ total: string; summed: string }>`
      select l.total_repayment_derived::text as total,
             (select coalesce(sum(amount), 0) from m_loan_transaction where loan_id = l.id and not is_reversed and transaction_type_enum = 2)::text as summed
        from m_loan l where l.id = ${loanId}`.execute(db)).rows[0];
    assert.equal(Number(repaid?.total), Number(repaid?.summed), "the loan's repaid total is the sum of its live repayments");

    const catalogue = jobCatalogue(MODULES);
    assert.equal((await runJobNow(t.tenant, 'SA_PINT', catalogue))?.status, 'success');
    const once = await ledgerState();
    assert.equal(once.postings, ACCOUNTS * 12, 'one interest posting per account and month of 2024');
    assert.equal(once.debits, once.credits);
    assert.equal((await runJobNow(t.tenant, 'SA_PINT', catalogue))?.status, 'success');
    assert.deepEqual(await ledgerState(), once, 'a second run changes nothing');
  });
});
