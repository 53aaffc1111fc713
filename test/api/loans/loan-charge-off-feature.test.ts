import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createGlAccount, DEBIT } from '../../support/accounting.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { setBusinessDate } from '../../support/savings.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * Classic scenarios of Fineract's e2e LoanChargeOff.feature on its product LP1 (no interest, periodic accrual): the
 * "default loan" of 1,000 in one 30-day repayment from 01 January 2023, charged off on 22 February 2023, with the
 * journal entries Fineract asserts.
 */

type Step =
  | readonly ['date', string]
  | readonly ['repay' | 'merchantIssuedRefund', string, number]
  /** Undoes the first repayment. */
  | readonly ['undoRepayment']
  /** The NSF fee (a penalty of 10), or a processing fee of 10 % of the principal, due on the date. */
  | readonly ['charge', string, 'nsf' | 'processing']
  | readonly ['chargeOff', string]
  /** Marks the loan as fraud (PUT ?command=markAsFraud). */
  | readonly ['fraud'];

/** Journal lines of the transactions of a type and date: account, D or C, amount (sorted). */
type Journal = readonly [string, string, readonly (readonly [string, 'D' | 'C', number])[]];

interface Scenario {
  readonly name: string;
  readonly line: number;
  readonly steps: readonly Step[];
  readonly journals: readonly Journal[];
  /** What the loan still owes: a charge-off moves nothing out of the loan's balances. */
  readonly outstanding: number;
}

const disbursed: Journal = ['disbursement', '2023-01-01', [['fund', 'C', 1000], ['portfolio', 'D', 1000]]];
const chargedOff = (principal: number, fees = 0, expense: 'creditLoss' | 'fraud' = 'creditLoss'): Journal => ['chargeOff', '2023-02-22', [
  [expense, 'D', principal], ['portfolio', 'C', principal], ...(fees === 0 ? [] : [['feeChargeOff', 'D', fees], ['receivable', 'C', fees]] as const),
]];
const chargeOffOn22: readonly Step[] = [['date', '2023-02-22'], ['chargeOff', '22 February 2023']];
const fraudChargeOffOn22: readonly Step[] = [['date', '2023-02-22'], ['fraud'], ['chargeOff', '22 February 2023']];
const undone250: Journal = ['repayment', '2023-01-05', [['fund', 'C', 250], ['fund', 'D', 250], ['portfolio', 'C', 250], ['portfolio', 'D', 250]]];
const nsfOn1: Step = ['charge', '01 January 2023', 'nsf'];
const repaid250: readonly Step[] = [['date', '2023-01-05'], ['repay', '05 January 2023', 250]];

const scenarios: readonly Scenario[] = [
  { name: 'charge-off after disbursement', line: 5, steps: chargeOffOn22, journals: [disbursed, chargedOff(1000)], outstanding: 1000 },
  {
    name: 'charge-off after a repayment', line: 24, steps: [...repaid250, ...chargeOffOn22],
    journals: [disbursed, ['repayment', '2023-01-05', [['fund', 'D', 250], ['portfolio', 'C', 250]]], chargedOff(750)], outstanding: 750,
  },
  {
    name: 'repayment undone after the charge-off: the charge-off is replayed for the whole principal', line: 51, steps: [...repaid250, ...chargeOffOn22, ['undoRepayment']],
    journals: [disbursed, undone250, chargedOff(1000)], outstanding: 1000,
  },
  { name: 'charge-off with an NSF fee', line: 81, steps: [nsfOn1, ...chargeOffOn22], journals: [disbursed, chargedOff(1000, 10)], outstanding: 1010 },
  {
    name: 'merchant issued refund after the charge-off: back from the charge-off accounts (fee portion)', line: 104,
    steps: [nsfOn1, ...chargeOffOn22, ['merchantIssuedRefund', '22 February 2023', 100]],
    journals: [disbursed, chargedOff(1000, 10), ['merchantIssuedRefund', '2023-02-22', [['creditLoss', 'C', 90], ['feeChargeOff', 'C', 10], ['fund', 'D', 100]]]], outstanding: 910,
  },
  {
    name: 'charge-off with a fee and a penalty: one line per account', line: 133,
    steps: [nsfOn1, ['date', '2023-02-22'], ['charge', '22 February 2023', 'processing'], ['chargeOff', '22 February 2023']],
    journals: [disbursed, chargedOff(1000, 110)], outstanding: 1110,
  },
  { name: 'fraud loan charged off after disbursement: to the fraud expense', line: 286, steps: fraudChargeOffOn22, journals: [disbursed, chargedOff(1000, 0, 'fraud')], outstanding: 1000 },
  {
    name: 'repayment undone after the charge-off of a fraud loan', line: 307, steps: [...repaid250, ...fraudChargeOffOn22, ['undoRepayment']],
    journals: [disbursed, undone250, chargedOff(1000, 0, 'fraud')], outstanding: 1000,
  },
  { name: 'fraud loan charged off with an NSF fee', line: 338, steps: [nsfOn1, ...fraudChargeOffOn22], journals: [disbursed, chargedOff(1000, 10, 'fraud')], outstanding: 1010 },
  {
    name: 'fraud loan charged off with a fee and a penalty', line: 362,
    steps: [nsfOn1, ['date', '2023-02-22'], ['charge', '22 February 2023', 'processing'], ['fraud'], ['chargeOff', '22 February 2023']],
    journals: [disbursed, chargedOff(1000, 110, 'fraud')], outstanding: 1110,
  },
];

const TYPES: Readonly<Record<string, number>> = { disbursement: 1, repayment: 2, merchantIssuedRefund: 21, chargeOff: 27 };

describe('loan charge-off (LoanChargeOff.feature)', () => {
  let t: TestApp;
  let clientId: number;
  let productId: number;
  let charges: Record<'nsf' | 'processing', number>;
  let names: Map<number, string>;

  const db = () => tenantTables(t.tenant.database.db);
  const post = async (url: string, body: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const res = await t.call('POST', url, { body: { dateFormat: 'dd MMMM yyyy', locale: 'en', ...body } });
    assert.equal(res.status, 200, `${url} ${JSON.stringify(res.body)}`);
    return res.json;
  };

  const openLoan = async (): Promise<number> => {
    const on = '01 January 2023';
    const created = await post('/api/v1/loans', {
      clientId, productId, loanType: 'individual', principal: 1000, loanTermFrequency: 30, loanTermFrequencyType: 0, numberOfRepayments: 1, repaymentEvery: 30,
      repaymentFrequencyType: 0, interestRatePerPeriod: 0, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1,
      transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: on, submittedOnDate: on,
    });
    const loanId = created.loanId as number;
    await post(`/api/v1/loans/${loanId}?command=approve`, { approvedOnDate: on });
    await post(`/api/v1/loans/${loanId}?command=disburse`, { actualDisbursementDate: on });
    return loanId;
  };

  const apply = async (loanId: number, step: Step): Promise<void> => {
    switch (step[0]) {
      case 'date':
        return setBusinessDate(t, step[1]);
      case 'repay':
        await post(`/api/v1/loans/${loanId}/transactions?command=repayment`, { transactionDate: step[1], transactionAmount: step[2], paymentTypeId: 1 });
        return;
      case 'merchantIssuedRefund':
        await post(`/api/v1/loans/${loanId}/transactions?command=merchantIssuedRefund`, { transactionDate: step[1], transactionAmount: step[2], paymentTypeId: 1 });
        return;
      case 'undoRepayment': {
        const repayment = await db().selectFrom('m_loan_transaction').select('id').where('loan_id', '=', loanId).where('transaction_type_enum', '=', 2).orderBy('id').executeTakeFirstOrThrow();
        await post(`/api/v1/loans/${loanId}/transactions/${repayment.id}`, { transactionDate: '05 January 2023', transactionAmount: 0 });
        return;
      }
      case 'charge':
        await post(`/api/v1/loans/${loanId}/charges`, { chargeId: charges[step[2]], amount: 10, dueDate: step[1] });
        return;
      case 'chargeOff':
        await post(`/api/v1/loans/${loanId}/transactions?command=chargeOff`, { transactionDate: step[1] });
        return;
      case 'fraud': {
        const res = await t.call('PUT', `/api/v1/loans/${loanId}?command=markAsFraud`, { body: { fraud: true } });
        assert.equal(res.status, 200, JSON.stringify(res.body));
        return;
      }
    }
  };

  const journalOf = async (loanId: number, type: string, on: string) => {
    const ids = await db().selectFrom('m_loan_transaction').select('id').where('loan_id', '=', loanId).where('transaction_date', '=', on)
      .where('transaction_type_enum', '=', TYPES[type] ?? 0)
      .where((eb) => eb.or([eb('is_reversed', '=', false), eb('manually_adjusted_or_reversed', '=', true)])).execute();
    assert.ok(ids.length > 0, `${type} on ${on}`);
    const rows = await db().selectFrom('acc_gl_journal_entry').select(['account_id', 'type_enum', 'amount']).where('transaction_id', 'in', ids.map((r) => `L${r.id}`)).execute();
    return rows.map((r) => [names.get(r.account_id) ?? String(r.account_id), r.type_enum === DEBIT ? 'D' : 'C', Number(r.amount)] as const).sort(byLine);
  };
  const byLine = (a: readonly [string, string, number], b: readonly [string, string, number]) => `${a[0]}${a[1]}${a[2]}`.localeCompare(`${b[0]}${b[1]}${b[2]}`);

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2023-01-01');
    clientId = (await post('/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Carla', lastname: 'Chargedoff', active: true, activationDate: '01 January 2022' })).clientId as number;
    const gl = {
      fund: await createGlAccount(t, 1, 'Suspense/Clearing account'), portfolio: await createGlAccount(t, 1, 'Loans Receivable'), receivable: await createGlAccount(t, 1, 'Interest/Fee Receivable'),
      interest: await createGlAccount(t, 4, 'Interest Income'), fee: await createGlAccount(t, 4, 'Fee Income'), recovery: await createGlAccount(t, 4, 'Recoveries'),
      writeOff: await createGlAccount(t, 5, 'Written off'), transfer: await createGlAccount(t, 1, 'Transfer in suspense'), overpayment: await createGlAccount(t, 2, 'Overpayment'),
      creditLoss: await createGlAccount(t, 5, 'Credit Loss/Bad Debt'), fraud: await createGlAccount(t, 5, 'Credit Loss/Bad Debt-Fraud'),
      interestChargeOff: await createGlAccount(t, 4, 'Interest Income Charge Off'), feeChargeOff: await createGlAccount(t, 4, 'Fee Charge Off'),
    };
    names = new Map(Object.entries(gl).map(([k, v]) => [v, k]));
    productId = await createLoanProduct(t, {
      name: 'LP1', shortName: 'LP1', principal: 1000, numberOfRepayments: 1, repaymentEvery: 30, repaymentFrequencyType: 0, interestRatePerPeriod: 0, interestType: 0,
      installmentAmountInMultiplesOf: 1, graceOnArrearsAgeing: 3, accountingRule: 3,
      fundSourceAccountId: gl.fund, loanPortfolioAccountId: gl.portfolio, receivableInterestAccountId: gl.receivable, receivableFeeAccountId: gl.receivable,
      receivablePenaltyAccountId: gl.receivable, interestOnLoanAccountId: gl.interest, incomeFromFeeAccountId: gl.fee, incomeFromPenaltyAccountId: gl.fee,
      incomeFromRecoveryAccountId: gl.recovery, writeOffAccountId: gl.writeOff, transfersInSuspenseAccountId: gl.transfer, overpaymentLiabilityAccountId: gl.overpayment,
      chargeOffExpenseAccountId: gl.creditLoss, chargeOffFraudExpenseAccountId: gl.fraud, incomeFromChargeOffInterestAccountId: gl.interestChargeOff,
      incomeFromChargeOffFeesAccountId: gl.feeChargeOff, incomeFromChargeOffPenaltyAccountId: gl.feeChargeOff,
    });
    const charge = async (name: string, penalty: boolean, calculation: number): Promise<number> => {
      const res = await t.call('POST', '/api/v1/charges', {
        body: { name, amount: 10, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: calculation, chargePaymentMode: 0, active: true, penalty, locale: 'en' },
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.json.resourceId as number;
    };
    charges = { nsf: await charge('NSF fee', true, 1), processing: await charge('Processing fee', false, 2) };
  });
  after(async () => t.close());

  const installmentOf = async (loanId: number) => {
    const res = await t.call('GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule`);
    const period = (res.json.repaymentSchedule as { periods: { period?: number; totalPaidForPeriod?: number; totalPaidLateForPeriod?: number; totalOutstandingForPeriod?: number }[] }).periods[1];
    return [period?.totalPaidForPeriod ?? 0, period?.totalPaidLateForPeriod ?? 0, period?.totalOutstandingForPeriod ?? 0];
  };

  it('refuses a charge-off dated before the last repayment (lines 639 and 666)', async () => {
    for (const [repaid, on, paid] of [[['22 February 2023'], '21 February 2023', 200], [['22 February 2023', '24 February 2023'], '23 February 2023', 400]] as const) {
      await setBusinessDate(t, '2023-01-01');
      const loanId = await openLoan();
      for (const date of repaid) {
        await setBusinessDate(t, `2023-02-${date.slice(0, 2)}`);
        await apply(loanId, ['repay', date, 200]);
      }
      const res = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=chargeOff`, { body: { transactionDate: on, dateFormat: 'dd MMMM yyyy', locale: 'en' } });
      assert.equal(res.status, 403, JSON.stringify(res.body));
      const error = (res.json.errors as { developerMessage: string }[])[0];
      assert.equal(error?.developerMessage, `Loan: ${loanId} charge-off cannot be executed. User transaction was found after the charge-off transaction date!`);
      assert.deepEqual(await installmentOf(loanId), [paid, paid, 1000 - paid]);
    }
  });

  it('charges off back-dated, and undoes a repayment made before the charge-off (lines 695, 720 and 741)', async () => {
    await setBusinessDate(t, '2023-01-01');
    const backdated = await openLoan();
    await setBusinessDate(t, '2023-02-22');
    await apply(backdated, ['chargeOff', '10 February 2023']);
    assert.deepEqual(await journalOf(backdated, 'chargeOff', '2023-02-10'), [['creditLoss', 'D', 1000], ['portfolio', 'C', 1000]]);
    assert.deepEqual(await installmentOf(backdated), [0, 0, 1000]);
    for (const chargeOffOn of ['23 February 2023', '22 February 2023']) {
      await setBusinessDate(t, '2023-01-01');
      const loanId = await openLoan();
      await setBusinessDate(t, '2023-02-22');
      await apply(loanId, ['repay', '22 January 2023', 250]);
      await setBusinessDate(t, `2023-02-${chargeOffOn.slice(0, 2)}`);
      await apply(loanId, ['chargeOff', chargeOffOn]);
      const repayment = await db().selectFrom('m_loan_transaction').select('id').where('loan_id', '=', loanId).where('transaction_type_enum', '=', 2).executeTakeFirstOrThrow();
      // The undo replays the charge-off: reversed and re-created for 1,000, with both postings in one insert.
      await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions/${repayment.id}`, { body: { transactionDate: '22 January 2023', transactionAmount: 0, dateFormat: 'dd MMMM yyyy', locale: 'en' }, max: 19 });
      assert.deepEqual(await installmentOf(loanId), [0, 0, 1000], chargeOffOn);
      const reverted = await db().selectFrom('m_loan_transaction').select('manually_adjusted_or_reversed').where('id', '=', repayment.id).executeTakeFirstOrThrow();
      assert.equal(reverted.manually_adjusted_or_reversed, true);
    }
    // A repayment entered on the charge-off day before the charge-off was posted as an ordinary one; its undo mirrors that.
    await setBusinessDate(t, '2023-01-01');
    const sameDay = await openLoan();
    await setBusinessDate(t, '2023-02-22');
    await apply(sameDay, ['repay', '22 February 2023', 250]);
    await apply(sameDay, ['chargeOff', '22 February 2023']);
    const repaid = await db().selectFrom('m_loan_transaction').select('id').where('loan_id', '=', sameDay).where('transaction_type_enum', '=', 2).executeTakeFirstOrThrow();
    await post(`/api/v1/loans/${sameDay}/transactions/${repaid.id}`, { transactionDate: '22 February 2023', transactionAmount: 0 });
    assert.deepEqual(await journalOf(sameDay, 'repayment', '2023-02-22'), [['fund', 'C', 250], ['fund', 'D', 250], ['portfolio', 'C', 250], ['portfolio', 'D', 250]]);
    assert.deepEqual(await journalOf(sameDay, 'chargeOff', '2023-02-22'), [['creditLoss', 'D', 1000], ['portfolio', 'C', 1000]]);
  });

  for (const s of scenarios) {
    it(`${s.name} (line ${s.line})`, async () => {
      await setBusinessDate(t, '2023-01-01');
      const loanId = await openLoan();
      for (const step of s.steps) {
        await apply(loanId, step);
      }
      const loan = await db().selectFrom('m_loan').select(['loan_status_id', 'is_charged_off', 'charged_off_on_date', 'total_outstanding_derived']).where('id', '=', loanId).executeTakeFirstOrThrow();
      assert.deepEqual([loan.loan_status_id, loan.is_charged_off, loan.charged_off_on_date, Number(loan.total_outstanding_derived)], [300, true, '2023-02-22', s.outstanding]);
      for (const [type, on, lines] of s.journals) {
        assert.deepEqual(await journalOf(loanId, type, on), [...lines].sort(byLine), `${type} on ${on}`);
      }
    });
  }
});
