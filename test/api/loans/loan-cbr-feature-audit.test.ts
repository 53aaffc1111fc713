import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createGlAccount, DEBIT } from '../../support/accounting.ts';
import { createLoanProduct, disbursedThirtyDayLoan } from '../../support/loans.ts';
import { DATES, setBusinessDate } from '../../support/savings.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * The first two scenarios of Fineract's e2e LoanCBR.feature (lines 5 and 52) on its classic product LP1: the
 * "default loan" of 1,000 disbursed on 01 January 2023 in one 30-day repayment, overpaid by 200 and refunded by a
 * credit balance refund. The loan's status, outstanding and overpaid amounts after each step the feature checks,
 * and the journal lines of every transaction it lists (an undone one shows its reversal lines; one replaced by a
 * replay shows only its replacement).
 */

type Line = readonly ['fund' | 'portfolio' | 'overpayment', 'D' | 'C', number];

const TYPES = { disbursement: 1, repayment: 2, cbr: 20 } as const;
const ACTIVE = 300;
const CLOSED = 600;
const OVERPAID = 700;

describe('LoanCBR.feature, credit balance refunds of an overpaid classic loan', () => {
  let t: TestApp;
  let clientId: number;
  let productId: number;
  let names: Map<number, string>;

  const db = () => tenantTables(t.tenant.database.db);
  const post = async (url: string, body: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const res = await t.call('POST', url, { body: { ...DATES, ...body } });
    assert.equal(res.status, 200, `${url} ${JSON.stringify(body)} → ${JSON.stringify(res.body)}`);
    return res.json;
  };

  const openLoan = async (): Promise<number> => {
    await setBusinessDate(t, '2023-01-01');
    return disbursedThirtyDayLoan(t, { clientId, productId, on: '01 January 2023' });
  };
  /** A repayment or credit balance refund on a day of January 2023, which becomes the business date. */
  const transact = async (loanId: number, command: 'repayment' | 'creditBalanceRefund', day: number, amount: number): Promise<number> => {
    await setBusinessDate(t, `2023-01-0${day}`);
    return (await post(`/api/v1/loans/${loanId}/transactions?command=${command}`, { transactionDate: `0${day} January 2023`, transactionAmount: amount, paymentTypeId: 1 })).resourceId as number;
  };
  /** Status, total outstanding and total overpaid. */
  const stateOf = async (loanId: number) => {
    const r = await db().selectFrom('m_loan').select(['loan_status_id', 'total_outstanding_derived', 'total_overpaid_derived']).where('id', '=', loanId).executeTakeFirstOrThrow();
    return [r.loan_status_id, Number(r.total_outstanding_derived ?? 0), Number(r.total_overpaid_derived ?? 0)];
  };
  /** Journal lines of each transaction of a type and date shown in the transactions tab, one list per transaction (by id). */
  const journalsOf = async (loanId: number, type: keyof typeof TYPES, on: string): Promise<Line[][]> => {
    const ids = await db().selectFrom('m_loan_transaction').select('id').where('loan_id', '=', loanId).where('transaction_date', '=', on)
      .where('transaction_type_enum', '=', TYPES[type]).where((eb) => eb.or([eb('is_reversed', '=', false), eb('manually_adjusted_or_reversed', '=', true)]))
      .orderBy('id').execute();
    const journals: Line[][] = [];
    for (const { id } of ids) {
      const rows = await db().selectFrom('acc_gl_journal_entry').select(['account_id', 'type_enum', 'amount']).where('transaction_id', '=', `L${id}`).execute();
      journals.push(rows.map((r) => [names.get(r.account_id), r.type_enum === DEBIT ? 'D' : 'C', Number(r.amount)] as Line).sort(byLine));
    }
    return journals;
  };
  const byLine = (a: Line, b: Line) => a.join().localeCompare(b.join());
  const sorted = (journals: readonly (readonly Line[])[]) => journals.map((lines) => [...lines].sort(byLine));
  const disbursed: Line[] = [['fund', 'C', 1000], ['portfolio', 'D', 1000]];

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2023-01-01');
    clientId = (await post('/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Olga', lastname: 'Overpaid', active: true, activationDate: '01 January 2022' })).clientId as number;
    const gl = {
      fund: await createGlAccount(t, 1, 'Suspense/Clearing account'), portfolio: await createGlAccount(t, 1, 'Loans Receivable'), receivable: await createGlAccount(t, 1, 'Interest/Fee Receivable'),
      income: await createGlAccount(t, 4, 'Income'), writeOff: await createGlAccount(t, 5, 'Written off'), transfer: await createGlAccount(t, 1, 'Transfer in suspense'),
      overpayment: await createGlAccount(t, 2, 'Overpayment account'),
    };
    names = new Map(Object.entries(gl).map(([k, v]) => [v, k]));
    productId = await createLoanProduct(t, {
      name: 'LP1', shortName: 'LP1', principal: 1000, numberOfRepayments: 1, repaymentEvery: 30, repaymentFrequencyType: 0, interestRatePerPeriod: 0,
      interestType: 0, installmentAmountInMultiplesOf: 1, accountingRule: 3, fundSourceAccountId: gl.fund, loanPortfolioAccountId: gl.portfolio,
      receivableInterestAccountId: gl.receivable, receivableFeeAccountId: gl.receivable, receivablePenaltyAccountId: gl.receivable, interestOnLoanAccountId: gl.income,
      incomeFromFeeAccountId: gl.income, incomeFromPenaltyAccountId: gl.income, incomeFromRecoveryAccountId: gl.income, writeOffAccountId: gl.writeOff,
      transfersInSuspenseAccountId: gl.transfer, overpaymentLiabilityAccountId: gl.overpayment,
    });
  });
  after(async () => t.close());

  it('re-opens an overpaid loan refunded by a CBR when an earlier repayment is undone: the replayed CBR lends 100 again (line 5)', async () => {
    const loanId = await openLoan();
    const first = await transact(loanId, 'repayment', 3, 100);
    await transact(loanId, 'repayment', 5, 500);
    await transact(loanId, 'repayment', 5, 600);
    assert.deepEqual(await stateOf(loanId), [OVERPAID, 0, 200], 'overpaid');
    await transact(loanId, 'creditBalanceRefund', 7, 200);
    assert.deepEqual((await stateOf(loanId)).slice(0, 2), [CLOSED, 0], 'refunded');
    await post(`/api/v1/loans/${loanId}/transactions/${first}`, { transactionDate: '03 January 2023', transactionAmount: 0 });
    assert.deepEqual((await stateOf(loanId)).slice(0, 2), [ACTIVE, 100], 'undone');
    assert.deepEqual(await journalsOf(loanId, 'disbursement', '2023-01-01'), sorted([disbursed]));
    assert.deepEqual(await journalsOf(loanId, 'repayment', '2023-01-03'), sorted([[['portfolio', 'C', 100], ['fund', 'D', 100], ['portfolio', 'D', 100], ['fund', 'C', 100]]]));
    assert.deepEqual(await journalsOf(loanId, 'repayment', '2023-01-05'), sorted([
      [['portfolio', 'C', 500], ['fund', 'D', 500]],
      [['portfolio', 'C', 500], ['overpayment', 'C', 100], ['fund', 'D', 600]],
    ]));
    assert.deepEqual(await journalsOf(loanId, 'cbr', '2023-01-07'), sorted([[['portfolio', 'D', 100], ['overpayment', 'D', 100], ['fund', 'C', 200]]]));
  });

  it('closes an overpaid loan when the CBR equals the overpaid amount, posting it from the overpayment liability (line 52)', async () => {
    const loanId = await openLoan();
    await transact(loanId, 'repayment', 3, 450);
    await transact(loanId, 'repayment', 5, 450);
    await transact(loanId, 'repayment', 5, 300);
    assert.deepEqual(await stateOf(loanId), [OVERPAID, 0, 200], 'overpaid');
    await transact(loanId, 'creditBalanceRefund', 5, 200);
    assert.deepEqual((await stateOf(loanId)).slice(0, 2), [CLOSED, 0], 'refunded');
    assert.deepEqual(await journalsOf(loanId, 'disbursement', '2023-01-01'), sorted([disbursed]));
    assert.deepEqual(await journalsOf(loanId, 'repayment', '2023-01-03'), sorted([[['portfolio', 'C', 450], ['fund', 'D', 450]]]));
    assert.deepEqual(await journalsOf(loanId, 'repayment', '2023-01-05'), sorted([
      [['portfolio', 'C', 450], ['fund', 'D', 450]],
      [['portfolio', 'C', 100], ['overpayment', 'C', 200], ['fund', 'D', 300]],
    ]));
    assert.deepEqual(await journalsOf(loanId, 'cbr', '2023-01-05'), sorted([[['overpayment', 'D', 200], ['fund', 'C', 200]]]));
  });
});
