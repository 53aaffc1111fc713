import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { disbursedLoan } from '../support/loans.ts';
import { activeClient, activeSavings, createSavingsProduct, DATES, savingsTransaction } from '../support/savings.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * No lost update: many concurrent withdrawals on one savings account and repayments on one loan, spread
 * over several server processes sharing one PostgreSQL tenant database. Every accepted transaction is in
 * the balances, no withdrawal overdraws the account, and nothing answers 500 (docs/reliability.md).
 * Sizes: CONCURRENT_WRITES (default 64 of each) and SERVER_PROCESSES (default 3).
 */

const WRITES = Number(process.env.CONCURRENT_WRITES ?? 64);
const PROCESSES = Number(process.env.SERVER_PROCESSES ?? 3);
const WITHDRAWAL = 12;
const REPAYMENT = 10;
/** The opening deposit covers all but about a sixth of the withdrawals: the rest must be refused, not overdraw. */
const OPENING = WITHDRAWAL * Math.ceil((WRITES * 5) / 6) + 4;

interface Outcome {
  readonly status: number;
  readonly code: string | undefined;
}

describe('no lost update across server processes', { skip: process.env.TEST_DATABASE_URL === undefined ? 'needs TEST_DATABASE_URL (several processes share one PostgreSQL database)' : false }, () => {
  let t: TestApp;
  let savingsId: number;
  let loanId: number;
  const servers: ServerProcess[] = [];

  before(async () => {
    t = await createTestApp();
    const clientId = await activeClient(t, 'Contended');
    savingsId = await activeSavings(t, clientId, await createSavingsProduct(t));
    assert.equal((await savingsTransaction(t, savingsId, 'deposit', '05 January 2024', OPENING)).status, 200);
    loanId = await disbursedLoan(t, clientId, 100_000);

    const storeUrl = t.storeUrl;
    assert.ok(storeUrl !== undefined);
    for (let i = 0; i < PROCESSES; i++) {
      servers.push(await startServerProcess(storeUrl));
    }
  });

  after(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await t?.close();
  });

  const post = async (index: number, path: string, body: Record<string, unknown>): Promise<Outcome> => {
    const { status, code } = await (servers[index % servers.length] as ServerProcess).post(path, body);
    return { status, code };
  };

  it(`keeps every one of ${WRITES} concurrent withdrawals and ${WRITES} concurrent repayments from ${PROCESSES} processes`, async () => {
    const body = (amount: number) => ({ transactionDate: '20 January 2024', transactionAmount: amount, paymentTypeId: 1, ...DATES });
    const outcomes = await Promise.all([
      ...Array.from({ length: WRITES }, (_, i) => post(i, `/savingsaccounts/${savingsId}/transactions?command=withdrawal`, body(WITHDRAWAL)).then((o) => ({ kind: 'withdrawal', ...o }))),
      ...Array.from({ length: WRITES }, (_, i) => post(i + 1, `/loans/${loanId}/transactions?command=repayment`, body(REPAYMENT)).then((o) => ({ kind: 'repayment', ...o }))),
    ]);
    const unexpected = outcomes.filter(
      (o) => o.status !== 200 && !(o.kind === 'withdrawal' && o.status === 403 && o.code === 'error.msg.savingsaccount.transaction.insufficient.account.balance'),
    );
    assert.deepEqual(unexpected, [], 'every write is accepted, or refused for want of balance');
    const withdrawn = outcomes.filter((o) => o.kind === 'withdrawal' && o.status === 200).length;
    const repaid = outcomes.filter((o) => o.kind === 'repayment' && o.status === 200).length;
    assert.equal(withdrawn, Math.min(WRITES, Math.floor(OPENING / WITHDRAWAL)), 'withdrawals are refused only once the balance is spent');
    assert.equal(repaid, WRITES);

    const db = t.tenant.database.db;
    const savings = (
      await sql<{ balance: string; summed: string; withdrawals: number; negative: number }>`
        select a.account_balance_derived::text as balance,
               (select sum(case when x.transaction_type_enum = 1 then x.amount else -x.amount end) from m_savings_account_transaction x
                 where x.savings_account_id = a.id and not x.is_reversed and x.transaction_type_enum in (1, 2))::text as summed,
               (select count(*) from m_savings_account_transaction x where x.savings_account_id = a.id and not x.is_reversed and x.transaction_type_enum = 2)::int as withdrawals,
               (select count(*) from m_savings_account_transaction x where x.savings_account_id = a.id and x.running_balance_derived < 0)::int as negative
          from m_savings_account a where a.id = ${savingsId}`.execute(db)
    ).rows[0];
    assert.ok(savings !== undefined);
    assert.equal(Number(savings.balance), OPENING - withdrawn * WITHDRAWAL);
    assert.equal(Number(savings.summed), Number(savings.balance), 'the balance is the sum of its transactions');
    assert.equal(savings.withdrawals, withdrawn);
    assert.equal(savings.negative, 0, 'no running balance went below zero');

    const loan = (
      await sql<{ repaid: string; summed: string; portions: string; repayments: number }>`
        select l.total_repayment_derived::text as repaid,
               (select sum(x.amount) from m_loan_transaction x where x.loan_id = l.id and not x.is_reversed and x.transaction_type_enum = 2)::text as summed,
               (select sum(coalesce(x.principal_portion_derived, 0) + coalesce(x.interest_portion_derived, 0) + coalesce(x.fee_charges_portion_derived, 0)
                  + coalesce(x.penalty_charges_portion_derived, 0) + coalesce(x.overpayment_portion_derived, 0))
                  from m_loan_transaction x where x.loan_id = l.id and not x.is_reversed and x.transaction_type_enum = 2)::text as portions,
               (select count(*) from m_loan_transaction x where x.loan_id = l.id and not x.is_reversed and x.transaction_type_enum = 2)::int as repayments
          from m_loan l where l.id = ${loanId}`.execute(db)
    ).rows[0];
    assert.ok(loan !== undefined);
    assert.equal(loan.repayments, repaid);
    assert.equal(Number(loan.repaid), repaid * REPAYMENT);
    assert.equal(Number(loan.summed), repaid * REPAYMENT);
    assert.equal(Number(loan.portions), repaid * REPAYMENT, 'every repayment is fully allocated');

    const ledger = (
      await sql<{ unbalanced: number }>`
        select count(*)::int as unbalanced from (
          select office_id, currency_code from acc_gl_journal_entry
           group by office_id, currency_code
          having sum(case when type_enum = 2 then amount else 0 end) <> sum(case when type_enum = 1 then amount else 0 end)) u`.execute(db)
    ).rows[0];
    assert.equal(ledger?.unbalanced, 0, 'debits equal credits per office and currency');
  });
});
