import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createGlAccount, DEBIT } from '../../support/accounting.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { DATES, setBusinessDate } from '../../support/savings.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * Scenarios of Fineract's e2e LoanCBR.feature on its classic product LP1 (no interest, the
 * penalties-fees-interest-principal order, accrual accounting): the "default loan" of 1,000 disbursed on
 * 01 January 2023 in one repayment due 31 January. Each scenario runs twice, as the feature does: with its
 * transactions before the maturity date and with them after it. Loan state after each step the feature checks, and
 * the journal lines of each transaction it lists (an undone transaction shows its reversal lines too).
 */

/** ISO date of the action (the business date moves to it). */
type Step =
  | readonly ['repay' | 'payoutRefund' | 'cbr', string, number]
  /** A chargeback of the nth repayment (by id), on the date given. */
  | readonly ['chargeback', string, number, number]
  /** Undoes the nth repayment or payout refund (by id). */
  | readonly ['undo', 'repay' | 'payoutRefund', number]
  /** status (null: not checked), outstanding, overpaid. */
  | readonly ['state', number | null, number, number];
type Line = readonly ['fund' | 'portfolio' | 'overpayment', 'D' | 'C', number];
/** Journal lines of every transaction of a type and date. */
type Journal = readonly [keyof typeof TYPES, string, readonly Line[]];

const TYPES = { disbursement: 1, repay: 2, cbr: 20, payoutRefund: 22, chargeback: 25 } as const;
const ACTIVE = 300;
const CLOSED = 600;
const OVERPAID = 700;

/** The feature's dates: before maturity (January) and after it (February). */
interface Dates { readonly r1: string; readonly r2: string; readonly refund: string; readonly cbr: string; readonly cbrSingle: string; readonly later: string; readonly later2: string }
const BEFORE: Dates = { r1: '2023-01-10', r2: '2023-01-11', refund: '2023-01-11', cbr: '2023-01-13', cbrSingle: '2023-01-11', later: '2023-01-15', later2: '2023-01-17' };
const AFTER: Dates = { r1: '2023-02-01', r2: '2023-02-02', refund: '2023-02-10', cbr: '2023-02-11', cbrSingle: '2023-02-11', later: '2023-02-15', later2: '2023-02-17' };

const plain = (type: keyof typeof TYPES, on: string, amount: number, to: 'portfolio' | 'overpayment' = 'portfolio'): Journal =>
  [type, on, type === 'cbr' || type === 'chargeback' ? [['fund', 'C', amount], [to, 'D', amount]] : [['fund', 'D', amount], [to, 'C', amount]]];
const reversed = (lines: readonly Line[]): Line[] => [...lines, ...lines.map(([a, s, n]): Line => [a, s === 'D' ? 'C' : 'D', n])];
const undone = (type: keyof typeof TYPES, on: string, amount: number, to: 'portfolio' | 'overpayment' = 'portfolio'): Journal => [type, on, reversed(plain(type, on, amount, to)[2])];
const disbursed: Journal = ['disbursement', '2023-01-01', [['fund', 'C', 1000], ['portfolio', 'D', 1000]]];
/** 500 and 700 overpay the loan by 200, refunded. */
const twoRepayments = (d: Dates): Step[] => [['repay', d.r1, 500], ['repay', d.r2, 700], ['state', OVERPAID, 0, 200], ['cbr', d.cbr, 200], ['state', CLOSED, 0, 0]];
/** The 700 that overpaid by 200, undone. */
const secondOverpaying = (d: Dates): Journal => ['repay', d.r2, reversed([['fund', 'D', 700], ['portfolio', 'C', 500], ['overpayment', 'C', 200]])];

const scenarios = (d: Dates): readonly { readonly name: string; readonly steps: readonly Step[]; readonly journals: readonly Journal[] }[] => [
  {
    name: 'Single repayment reversal',
    steps: [['repay', d.r1, 1200], ['cbr', d.cbrSingle, 200], ['state', CLOSED, 0, 0], ['undo', 'repay', 1], ['state', ACTIVE, 1200, 0]],
    journals: [disbursed, ['repay', d.r1, reversed([['fund', 'D', 1200], ['portfolio', 'C', 1000], ['overpayment', 'C', 200]])], plain('cbr', d.cbrSingle, 200)],
  },
  {
    name: 'Multi repayment reversal',
    steps: [...twoRepayments(d), ['undo', 'repay', 1], ['state', ACTIVE, 500, 0]],
    journals: [disbursed, undone('repay', d.r1, 500), plain('repay', d.r2, 700), plain('cbr', d.cbr, 200)],
  },
  {
    name: 'Overpaid paid portion',
    steps: [['repay', d.r1, 100], ['repay', d.r2, 1100], ['state', OVERPAID, 0, 200], ['cbr', d.cbr, 200], ['state', CLOSED, 0, 0], ['undo', 'repay', 1], ['state', ACTIVE, 100, 0]],
    journals: [
      disbursed, undone('repay', d.r1, 100), ['repay', d.r2, [['fund', 'D', 1100], ['portfolio', 'C', 1000], ['overpayment', 'C', 100]]],
      ['cbr', d.cbr, [['fund', 'C', 200], ['portfolio', 'D', 100], ['overpayment', 'D', 100]]],
    ],
  },
  {
    name: 'Repayment reversal',
    steps: [
      ['repay', d.r1, 1000], ['payoutRefund', d.refund, 1000], ['state', OVERPAID, 0, 1000], ['cbr', d.cbr, 1000], ['state', CLOSED, 0, 0],
      ['undo', 'repay', 1], ['state', ACTIVE, 1000, 0],
    ],
    journals: [disbursed, undone('repay', d.r1, 1000), plain('payoutRefund', d.refund, 1000), plain('cbr', d.cbr, 1000)],
  },
  ...([1000, 500] as const).map((amount) => ({
    name: amount === 1000 ? 'Refund reversal' : 'Partial refund reversal',
    steps: [
      ['repay', d.r1, 1000], ['payoutRefund', d.refund, amount], ['state', OVERPAID, 0, amount], ['cbr', d.cbr, amount], ['state', CLOSED, 0, 0],
      ['undo', 'payoutRefund', 1], ['state', ACTIVE, amount, 0],
    ] satisfies Step[],
    journals: [disbursed, plain('repay', d.r1, 1000), undone('payoutRefund', d.refund, amount, 'overpayment'), plain('cbr', d.cbr, amount)],
  })),
  {
    name: 'Chargeback after CBR',
    steps: [...twoRepayments(d), ['chargeback', d.later, 500, 1], ['state', ACTIVE, 500, 0], ['undo', 'repay', 2], ['state', ACTIVE, 1200, 0]],
    journals: [disbursed, plain('repay', d.r1, 500), secondOverpaying(d), plain('cbr', d.cbr, 200), plain('chargeback', d.later, 500)],
  },
  {
    name: 'Refund after CBR scenario',
    steps: [
      ...twoRepayments(d), ['payoutRefund', d.later, 500], ['cbr', d.later2, 500], ['state', CLOSED, 0, 0], ['undo', 'repay', 2], ['state', null, 700, 0],
    ],
    journals: [disbursed, plain('repay', d.r1, 500), secondOverpaying(d), plain('cbr', d.cbr, 200), plain('payoutRefund', d.later, 500), plain('cbr', d.later2, 500)],
  },
];

describe('LoanCBR.feature on the classic product', () => {
  let t: TestApp;
  let clientId: number;
  let productId: number;
  let names: Map<number, string>;
  let snooze: number;

  const db = () => tenantTables(t.tenant.database.db);
  const post = async (url: string, body: Record<string, unknown>, dated = true) => {
    const res = await t.call('POST', url, { body: dated ? { ...DATES, ...body } : { locale: 'en', ...body } });
    assert.equal(res.status, 200, `${url} ${JSON.stringify(body)} → ${JSON.stringify(res.body)}`);
    return res.json;
  };
  const text = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' });

  const openLoan = async (): Promise<number> => {
    await setBusinessDate(t, '2023-01-01');
    const created = await post('/api/v1/loans', {
      clientId, productId, loanType: 'individual', principal: 1000, loanTermFrequency: 30, loanTermFrequencyType: 0, numberOfRepayments: 1, repaymentEvery: 30,
      repaymentFrequencyType: 0, interestRatePerPeriod: 0, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1,
      transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2023', submittedOnDate: '01 January 2023',
    });
    const loanId = created.loanId as number;
    await post(`/api/v1/loans/${loanId}?command=approve`, { approvedOnDate: '01 January 2023' });
    await post(`/api/v1/loans/${loanId}?command=disburse`, { actualDisbursementDate: '01 January 2023' });
    return loanId;
  };

  const idsOf = (loanId: number, type: keyof typeof TYPES) =>
    db().selectFrom('m_loan_transaction').select('id').where('loan_id', '=', loanId).where('transaction_type_enum', '=', TYPES[type]).orderBy('id').execute().then((rows) => rows.map((r) => r.id));

  const stateOf = (loanId: number) =>
    db().selectFrom('m_loan').select(['loan_status_id', 'total_outstanding_derived', 'total_overpaid_derived']).where('id', '=', loanId).executeTakeFirstOrThrow()
      .then((r) => [r.loan_status_id, Number(r.total_outstanding_derived ?? 0), Number(r.total_overpaid_derived ?? 0)]);

  const apply = async (loanId: number, step: Step): Promise<void> => {
    switch (step[0]) {
      case 'state': {
        const [status, outstanding, overpaid] = await stateOf(loanId);
        assert.deepEqual([step[1] === null ? null : status, outstanding, overpaid], step.slice(1));
        return;
      }
      case 'undo': {
        const id = (await idsOf(loanId, step[1]))[step[2] - 1];
        await post(`/api/v1/loans/${loanId}/transactions/${id}`, { transactionDate: '01 January 2023', transactionAmount: 0 });
        return;
      }
      case 'chargeback': {
        await setBusinessDate(t, step[1]);
        const id = (await idsOf(loanId, 'repay'))[step[3] - 1];
        await post(`/api/v1/loans/${loanId}/transactions/${id}?command=chargeback`, { transactionAmount: step[2], paymentTypeId: 1 }, false);
        return;
      }
      case 'repay':
      case 'payoutRefund':
      case 'cbr': {
        await setBusinessDate(t, step[1]);
        const command = step[0] === 'repay' ? 'repayment' : step[0] === 'cbr' ? 'creditBalanceRefund' : 'payoutRefund';
        await post(`/api/v1/loans/${loanId}/transactions?command=${command}`, { transactionDate: text(step[1]), transactionAmount: step[2], paymentTypeId: 1 });
      }
    }
  };

  const journalOf = async (loanId: number, type: keyof typeof TYPES, on: string) => {
    const ids = await db().selectFrom('m_loan_transaction').select('id').where('loan_id', '=', loanId).where('transaction_date', '=', on)
      .where('transaction_type_enum', '=', TYPES[type])
      // As Fineract's transaction list: an undone transaction shows, one replaced by a replay does not.
      .where((eb) => eb.or([eb('is_reversed', '=', false), eb('manually_adjusted_or_reversed', '=', true)])).execute();
    assert.ok(ids.length > 0, `${type} on ${on}`);
    const rows = await db().selectFrom('acc_gl_journal_entry').select(['account_id', 'type_enum', 'amount'])
      .where('transaction_id', 'in', ids.map((r) => `L${r.id}`)).execute();
    return rows.map((r) => [names.get(r.account_id) ?? String(r.account_id), r.type_enum === DEBIT ? 'D' : 'C', Number(r.amount)] as const).sort(byLine);
  };
  const byLine = (a: readonly unknown[], b: readonly unknown[]) => `${a.join()}`.localeCompare(`${b.join()}`);

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2023-01-01');
    clientId = (await post('/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Rhea', lastname: 'Refunded', active: true, activationDate: '01 January 2022' })).clientId as number;
    const gl = {
      fund: await createGlAccount(t, 1, 'Suspense clearing'), portfolio: await createGlAccount(t, 1, 'Loans receivable'), receivable: await createGlAccount(t, 1, 'Receivable'),
      income: await createGlAccount(t, 4, 'Income'), writeOff: await createGlAccount(t, 5, 'Written off'), transfer: await createGlAccount(t, 1, 'Transfer suspense'),
      overpayment: await createGlAccount(t, 2, 'Overpayment'), goodwill: await createGlAccount(t, 5, 'Goodwill expense'),
    };
    names = new Map(Object.entries(gl).map(([k, v]) => [v, k]));
    productId = await createLoanProduct(t, {
      name: 'LP1 CBR', shortName: 'LPC', principal: 1000, numberOfRepayments: 1, repaymentEvery: 30, repaymentFrequencyType: 0, interestRatePerPeriod: 0,
      interestType: 0, installmentAmountInMultiplesOf: 1, accountingRule: 3, fundSourceAccountId: gl.fund, loanPortfolioAccountId: gl.portfolio,
      receivableInterestAccountId: gl.receivable, receivableFeeAccountId: gl.receivable, receivablePenaltyAccountId: gl.receivable, interestOnLoanAccountId: gl.income,
      incomeFromFeeAccountId: gl.income, incomeFromPenaltyAccountId: gl.income, incomeFromRecoveryAccountId: gl.income, writeOffAccountId: gl.writeOff,
      transfersInSuspenseAccountId: gl.transfer, overpaymentLiabilityAccountId: gl.overpayment, goodwillCreditAccountId: gl.goodwill,
    });
    // Fineract's e2e LOAN_SNOOZE_FEE: a flat fee due on a specified date.
    const fee = await t.call('POST', '/api/v1/charges', {
      body: { name: 'LOAN_SNOOZE_FEE', amount: 10, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 1, chargePaymentMode: 0, active: true, penalty: false, locale: 'en' },
    });
    snooze = fee.json.resourceId as number;
  });
  after(async () => t.close());

  it('Verify that accruals created for charges after CBR post-maturity', async () => {
    await setBusinessDate(t, '2023-07-01');
    const created = await post('/api/v1/loans', {
      clientId, productId, loanType: 'individual', principal: 1000, loanTermFrequency: 30, loanTermFrequencyType: 0, numberOfRepayments: 1, repaymentEvery: 30,
      repaymentFrequencyType: 0, interestRatePerPeriod: 0, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1,
      transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 July 2023', submittedOnDate: '01 July 2023',
    });
    const loanId = created.loanId as number;
    await post(`/api/v1/loans/${loanId}?command=approve`, { approvedOnDate: '01 July 2023' });
    await post(`/api/v1/loans/${loanId}?command=disburse`, { actualDisbursementDate: '01 July 2023' });
    const cob = async () => assert.equal((await t.call('POST', '/api/v1/jobs/LOAN_COB/inline', { body: { loanIds: [loanId] } })).status, 200);
    const tx = async (command: string, iso: string, amount: number) => {
      await setBusinessDate(t, iso);
      await post(`/api/v1/loans/${loanId}/transactions?command=${command}`, { transactionDate: text(iso), transactionAmount: amount, paymentTypeId: 1 });
    };
    await tx('repayment', '2023-07-31', 1000);
    await tx('merchantIssuedRefund', '2023-08-01', 200);
    await cob();
    await tx('creditBalanceRefund', '2023-08-02', 200);
    await cob();
    await setBusinessDate(t, '2023-08-03');
    await post(`/api/v1/loans/${loanId}/charges`, { chargeId: snooze, amount: 10, dueDate: '03 August 2023' });
    await cob();
    await setBusinessDate(t, '2023-08-04');
    await cob();
    const loan = (await t.call('GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule,transactions`)).json;
    type Period = Record<string, number | number[] | undefined>;
    const n = (v: unknown) => Number(v ?? 0);
    const periods = (loan.repaymentSchedule as { periods: Period[] }).periods.filter((p) => p.period !== undefined)
      .map((p) => [p.period, p.daysInPeriod, p.principalDue, p.feeChargesDue, p.totalDueForPeriod, p.totalPaidForPeriod, p.totalPaidInAdvanceForPeriod, p.totalOutstandingForPeriod].map(n));
    assert.deepEqual(periods, [[1, 30, 1000, 0, 1000, 1000, 0, 0], [2, 3, 200, 10, 210, 200, 200, 10]]);
    type Tx = { type: { code: string }; amount: number; principalPortion?: number; feeChargesPortion?: number; outstandingLoanBalance?: number; manuallyReversed?: boolean };
    const rows = (loan.transactions as Tx[]).filter((x) => x.manuallyReversed !== true)
      .map((x) => [x.type.code.replace('loanTransactionType.', ''), x.amount, n(x.principalPortion), n(x.feeChargesPortion), n(x.outstandingLoanBalance)]);
    assert.deepEqual(rows, [
      ['disbursement', 1000, 0, 0, 1000], ['repayment', 1000, 1000, 0, 0], ['merchantIssuedRefund', 200, 0, 10, 0], ['creditBalanceRefund', 200, 10, 0, 10],
      ['accrual', 10, 0, 10, 0],
    ]);
  });

  for (const [when, dates] of [['', BEFORE], [' (after maturity)', AFTER]] as const) {
    for (const s of scenarios(dates)) {
      it(`${s.name}${when}`, async () => {
        const loanId = await openLoan();
        for (const [index, step] of s.steps.entries()) {
          try {
            await apply(loanId, step);
          } catch (error) {
            throw new Error(`step ${index} ${JSON.stringify(step)}: ${(error as Error).message}`, { cause: error });
          }
        }
        for (const [type, on, lines] of s.journals) {
          assert.deepEqual(await journalOf(loanId, type, on), [...lines].sort(byLine), `${type} on ${on}`);
        }
      });
    }
  }
});
