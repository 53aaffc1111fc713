import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createGlAccount, DEBIT } from '../../support/accounting.ts';
import { createLoanProduct, disbursedThirtyDayLoan } from '../../support/loans.ts';
import { DATES, setBusinessDate } from '../../support/savings.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * The schedule rows, totals, transactions tab and journal lines of Fineract's e2e LoanChargeOff.feature scenarios at
 * lines 639, 666, 695, 720, 741 and 1089 on its classic product LP1: the "default loan" of 1,000 in one 30-day
 * repayment from 01 January 2023, without interest, the penalties-fees-interest-principal order.
 */

/** A schedule row: principal, interest, fees, penalties, due, paid, in advance, late, outstanding (the total row alike). */
type Row = readonly [number, number, number, number, number, number, number, number, number];
/** A transactions tab row: date, type, amount, principal, interest, fees, penalties, loan balance, undone. */
type TxRow = readonly [string, string, number, number, number, number, number, number, boolean];
type Line = readonly [string, 'D' | 'C', number];

const unpaid: Row = [1000, 0, 0, 0, 1000, 0, 0, 0, 1000];
const disbursed: Line[] = [['fund', 'C', 1000], ['portfolio', 'D', 1000]];

describe('LoanChargeOff.feature, schedules and journals of classic loans', () => {
  let t: TestApp;
  let clientId: number;
  let productId: number;
  let names: Map<number, string>;

  const db = () => tenantTables(t.tenant.database.db);
  const call = (url: string, body: Record<string, unknown>) => t.call('POST', url, { body: { ...DATES, ...body } });
  const post = async (url: string, body: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const res = await call(url, body);
    assert.equal(res.status, 200, `${url} ${JSON.stringify(res.body)}`);
    return res.json;
  };
  const openLoan = async (): Promise<number> => {
    await setBusinessDate(t, '2023-01-01');
    return disbursedThirtyDayLoan(t, { clientId, productId, on: '01 January 2023' });
  };
  const repay = (loanId: number, on: string, amount: number) => post(`/api/v1/loans/${loanId}/transactions?command=repayment`, { transactionDate: on, transactionAmount: amount, paymentTypeId: 1 });
  const chargeOff = (loanId: number, on: string) => post(`/api/v1/loans/${loanId}/transactions?command=charge-off`, { transactionDate: on });
  const undo = (loanId: number, id: unknown, on: string) => post(`/api/v1/loans/${loanId}/transactions/${String(id)}`, { transactionDate: on, transactionAmount: 0 });

  const n = (v: unknown): number => (typeof v === 'number' ? v : 0);
  /** The schedule's one installment and its total row. */
  const scheduleOf = async (loanId: number): Promise<Row[]> => {
    const schedule = (await t.call('GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule`)).json.repaymentSchedule as Record<string, unknown> & { periods: Record<string, unknown>[] };
    const rows = schedule.periods.filter((p) => p.period !== undefined).map((p): Row => [n(p.principalDue), n(p.interestDue), n(p.feeChargesDue), n(p.penaltyChargesDue),
      n(p.totalDueForPeriod), n(p.totalPaidForPeriod), n(p.totalPaidInAdvanceForPeriod), n(p.totalPaidLateForPeriod), n(p.totalOutstandingForPeriod)]);
    const s = schedule;
    return [...rows, [n(s.totalPrincipalExpected), n(s.totalInterestCharged), n(s.totalFeeChargesCharged), n(s.totalPenaltyChargesCharged), n(s.totalRepaymentExpected),
      n(s.totalRepayment), n(s.totalPaidInAdvance), n(s.totalPaidLate), n(s.totalOutstanding)]];
  };
  const transactionsOf = async (loanId: number): Promise<TxRow[]> => {
    const list = ((await t.call('GET', `/api/v1/loans/${loanId}?associations=transactions`)).json.transactions ?? []) as Record<string, unknown>[];
    return list.map((x): TxRow => {
      const [y, m, d] = x.date as [number, number, number];
      return [`${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`, (x.type as { value: string }).value, n(x.amount), n(x.principalPortion), n(x.interestPortion),
        n(x.feeChargesPortion), n(x.penaltyChargesPortion), n(x.outstandingLoanBalance), x.manuallyReversed === true];
    });
  };
  /** Journal lines of the transactions of a type and date shown in the transactions tab (undone ones with their reversal). */
  const journalOf = async (loanId: number, type: number, on: string): Promise<Line[]> => {
    const ids = await db().selectFrom('m_loan_transaction').select('id').where('loan_id', '=', loanId).where('transaction_date', '=', on).where('transaction_type_enum', '=', type)
      .where((eb) => eb.or([eb('is_reversed', '=', false), eb('manually_adjusted_or_reversed', '=', true)])).execute();
    assert.ok(ids.length > 0, `${type} on ${on}`);
    const rows = await db().selectFrom('acc_gl_journal_entry').select(['account_id', 'type_enum', 'amount']).where('transaction_id', 'in', ids.map((r) => `L${r.id}`)).execute();
    return rows.map((r): Line => [names.get(r.account_id) ?? String(r.account_id), r.type_enum === DEBIT ? 'D' : 'C', Number(r.amount)]).sort(byLine);
  };
  const byLine = (a: Line, b: Line) => a.join().localeCompare(b.join());
  const sorted = (lines: readonly Line[]) => [...lines].sort(byLine);

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2023-01-01');
    clientId = (await post('/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Cora', lastname: 'Audited', active: true, activationDate: '01 January 2022' })).clientId as number;
    const gl = {
      fund: await createGlAccount(t, 1, 'Suspense/Clearing account'), portfolio: await createGlAccount(t, 1, 'Loans Receivable'), receivable: await createGlAccount(t, 1, 'Interest/Fee Receivable'),
      income: await createGlAccount(t, 4, 'Income'), recovery: await createGlAccount(t, 4, 'Recoveries'), writeOff: await createGlAccount(t, 5, 'Written off'),
      transfer: await createGlAccount(t, 1, 'Transfer in suspense'), overpayment: await createGlAccount(t, 2, 'Overpayment'), creditLoss: await createGlAccount(t, 5, 'Credit Loss/Bad Debt'),
      fraud: await createGlAccount(t, 5, 'Credit Loss/Bad Debt-Fraud'), chargeOffIncome: await createGlAccount(t, 4, 'Charge off income'),
    };
    names = new Map(Object.entries(gl).map(([k, v]) => [v, k]));
    productId = await createLoanProduct(t, {
      name: 'LP1', shortName: 'LP1', principal: 1000, numberOfRepayments: 1, repaymentEvery: 30, repaymentFrequencyType: 0, interestRatePerPeriod: 0, interestType: 0,
      installmentAmountInMultiplesOf: 1, graceOnArrearsAgeing: 3, accountingRule: 3, fundSourceAccountId: gl.fund, loanPortfolioAccountId: gl.portfolio,
      receivableInterestAccountId: gl.receivable, receivableFeeAccountId: gl.receivable, receivablePenaltyAccountId: gl.receivable, interestOnLoanAccountId: gl.income,
      incomeFromFeeAccountId: gl.income, incomeFromPenaltyAccountId: gl.income, incomeFromRecoveryAccountId: gl.recovery, writeOffAccountId: gl.writeOff,
      transfersInSuspenseAccountId: gl.transfer, overpaymentLiabilityAccountId: gl.overpayment, chargeOffExpenseAccountId: gl.creditLoss,
      chargeOffFraudExpenseAccountId: gl.fraud, incomeFromChargeOffInterestAccountId: gl.chargeOffIncome, incomeFromChargeOffFeesAccountId: gl.chargeOffIncome,
      incomeFromChargeOffPenaltyAccountId: gl.chargeOffIncome,
    });
  });
  after(async () => t.close());

  it('refuses a charge-off dated before a repayment and leaves schedule and journals as they were (lines 639 and 666)', async () => {
    for (const [line, repaid, on, paid] of [[639, ['22'], '21', 200], [666, ['22', '24'], '23', 400]] as const) {
      const loanId = await openLoan();
      for (const day of repaid) {
        await setBusinessDate(t, `2023-02-${day}`);
        await repay(loanId, `${day} February 2023`, 200);
      }
      await setBusinessDate(t, `2023-02-${String(Number(repaid.at(-1)) + 1)}`);
      const refused = await call(`/api/v1/loans/${loanId}/transactions?command=charge-off`, { transactionDate: `${on} February 2023` });
      assert.equal(refused.status, 403, `line ${line}`);
      const row: Row = [1000, 0, 0, 0, 1000, paid, 0, paid, 1000 - paid];
      assert.deepEqual(await scheduleOf(loanId), [row, row], `line ${line}`);
      assert.deepEqual(await journalOf(loanId, 1, '2023-01-01'), sorted(disbursed), `line ${line}`);
      assert.deepEqual(await journalOf(loanId, 2, '2023-02-22'), sorted([['portfolio', 'C', 200], ['fund', 'D', 200]]), `line ${line}`);
    }
  });

  it('charges off back-dated with only the disbursement, and keeps the whole principal owed when a repayment before the charge-off is undone (lines 695, 720 and 741)', async () => {
    const backdated = await openLoan();
    await setBusinessDate(t, '2023-02-22');
    await chargeOff(backdated, '10 February 2023');
    assert.deepEqual(await scheduleOf(backdated), [unpaid, unpaid], 'line 695');
    assert.deepEqual(await journalOf(backdated, 1, '2023-01-01'), sorted(disbursed), 'line 695');
    assert.deepEqual(await journalOf(backdated, 27, '2023-02-10'), sorted([['portfolio', 'C', 1000], ['creditLoss', 'D', 1000]]), 'line 695');
    for (const [line, chargeOffDay] of [[720, '23'], [741, '22']] as const) {
      const loanId = await openLoan();
      await setBusinessDate(t, '2023-02-22');
      const repayment = (await repay(loanId, '22 January 2023', 250)).resourceId;
      await setBusinessDate(t, `2023-02-${chargeOffDay}`);
      await chargeOff(loanId, `${chargeOffDay} February 2023`);
      await undo(loanId, repayment, '22 January 2023');
      assert.deepEqual(await scheduleOf(loanId), [unpaid, unpaid], `line ${line}`);
      assert.deepEqual((await transactionsOf(loanId)).filter((r) => r[1] === 'Repayment').map((r) => [r[0], r[8]]), [['2023-01-22', true]], `line ${line}`);
    }
  });

  it('restates the balance of a repayment after a charge-off when an earlier repayment is undone: a charge-off takes nothing off it (line 1089)', async () => {
    const loanId = await openLoan();
    await setBusinessDate(t, '2023-02-10');
    await repay(loanId, '10 February 2023', 500);
    await setBusinessDate(t, '2023-06-01');
    await chargeOff(loanId, '01 June 2023');
    await setBusinessDate(t, '2023-06-05');
    const recovery = (await repay(loanId, '05 June 2023', 500)).resourceId as number;
    assert.deepEqual(await scheduleOf(loanId), [[1000, 0, 0, 0, 1000, 1000, 0, 1000, 0], [1000, 0, 0, 0, 1000, 1000, 0, 1000, 0]], 'repaid');
    assert.deepEqual(await transactionsOf(loanId), [
      ['2023-01-01', 'Disbursement', 1000, 0, 0, 0, 0, 1000, false], ['2023-02-10', 'Repayment', 500, 500, 0, 0, 0, 500, false],
      ['2023-06-01', 'Charge-off', 500, 500, 0, 0, 0, 0, false], ['2023-06-05', 'Repayment', 500, 500, 0, 0, 0, 0, false],
    ], 'repaid');
    await setBusinessDate(t, '2023-06-10');
    const first = (await transactionsOf(loanId)).findIndex((r) => r[0] === '2023-02-10');
    assert.equal(first, 1);
    const list = ((await t.call('GET', `/api/v1/loans/${loanId}?associations=transactions`)).json.transactions ?? []) as { id: number }[];
    await undo(loanId, list[first]?.id, '10 February 2023');
    assert.deepEqual(await scheduleOf(loanId), [[1000, 0, 0, 0, 1000, 500, 0, 500, 500], [1000, 0, 0, 0, 1000, 500, 0, 500, 500]], 'undone');
    assert.deepEqual(await transactionsOf(loanId), [
      ['2023-01-01', 'Disbursement', 1000, 0, 0, 0, 0, 1000, false], ['2023-02-10', 'Repayment', 500, 500, 0, 0, 0, 500, true],
      ['2023-06-01', 'Charge-off', 1000, 1000, 0, 0, 0, 0, false], ['2023-06-05', 'Repayment', 500, 500, 0, 0, 0, 500, false],
    ], 'undone');
    // The 05 June repayment is kept, not replaced: the same transaction with its new balance, also when read alone.
    const kept = await t.call('GET', `/api/v1/loans/${loanId}/transactions/${recovery}`);
    assert.deepEqual([kept.json.outstandingLoanBalance, kept.json.manuallyReversed], [500, false]);
    assert.deepEqual(await journalOf(loanId, 2, '2023-02-10'), sorted([['portfolio', 'C', 500], ['fund', 'D', 500], ['portfolio', 'D', 500], ['fund', 'C', 500]]));
    assert.deepEqual(await journalOf(loanId, 27, '2023-06-01'), sorted([['portfolio', 'C', 1000], ['creditLoss', 'D', 1000]]));
    assert.deepEqual(await journalOf(loanId, 2, '2023-06-05'), sorted([['recovery', 'C', 500], ['fund', 'D', 500]]));
  });
});
