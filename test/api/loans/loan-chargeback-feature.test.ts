import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LocalDate } from '@js-joda/core';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { applyLoanDelinquencyTag } from '../../../src/modules/loans/index.ts';
import { createGlAccount, DEBIT } from '../../support/accounting.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { DATES, setBusinessDate } from '../../support/savings.ts';
import { listStatements, recordStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * Scenarios of Fineract's e2e LoanChargeback.feature on its classic product LP1 (no interest, the
 * penalties-fees-interest-principal order, accrual accounting): the "default loan" of 1,000 in one 30-day
 * repayment and the "customised loan" of 750 over 3 monthly repayments, with Fineract's loan states, schedule rows,
 * transaction rows and journal lines.
 */

type Step =
  | readonly ['date', string]
  | readonly ['repay' | 'goodwillCredit' | 'payoutRefund' | 'merchantIssuedRefund', string, number]
  /** A chargeback on the business date of the nth repayment (by id), or of the last one made. */
  | readonly ['chargeback', number, number | 'last', 'refund'?]
  /** Undoes the nth repayment (by id). */
  | readonly ['undo', number]
  /** Fineract's "NSF fee" (a penalty of 10) or "LOAN_SNOOZE_FEE" (a fee of 20) due on the date. */
  | readonly ['charge', string, 'nsf' | 'snooze'];

/** nr, days, due date, paid date, balance, principal, fees, penalties, due, paid, in advance, late, outstanding. */
type Row = readonly [number, number, string, string, number, number, number, number, number, number, number, number, number];
/** Journal lines of every transaction of a type and date: account, D or C, amount (sorted). */
type Journal = readonly [string, string, readonly (readonly [string, 'D' | 'C', number])[]];
/** type code, date, amount, principal, interest, fees, penalties, loan balance. */
type TxRow = readonly [string, string, number, number, number, number, number, number];

interface Scenario {
  readonly name: string;
  readonly loan: 'default' | 'customised';
  readonly start: string;
  readonly steps: readonly Step[];
  /** status, outstanding, overpaid at the end. */
  readonly state: readonly [number, number, number];
  readonly schedule?: readonly Row[];
  readonly journals?: readonly Journal[];
  readonly transactions?: readonly TxRow[];
  /** The number of installments (Fineract adds at most one after the last). */
  readonly periods?: number;
}

const ACTIVE = 300;
const CLOSED = 600;
const OVERPAID = 700;

const repaid2023: readonly Step[] = [
  ['date', '2023-02-01'], ['repay', '01 February 2023', 250], ['date', '2023-03-01'], ['repay', '01 March 2023', 250],
];
const overpaid2023: readonly Step[] = [
  ['date', '2023-02-01'], ['repay', '01 February 2023', 150], ['date', '2023-03-01'], ['repay', '01 March 2023', 350],
  ['date', '2023-03-30'], ['repay', '30 March 2023', 500], ['date', '2023-04-01'],
];
const disbursed750: Journal = ['disbursement', '2023-01-01', [['fund', 'C', 750], ['portfolio', 'D', 750]]];
const repayment = (on: string, amount: number): Journal => ['repayment', on, [['fund', 'D', amount], ['portfolio', 'C', amount]]];
const undone = (on: string, amount: number): Journal => ['repayment', on, [['fund', 'C', amount], ['fund', 'D', amount], ['portfolio', 'C', amount], ['portfolio', 'D', amount]]];
const period0 = (balance: number): Row => [0, 0, '2023-01-01', '', balance, 0, 0, 0, 0, 0, 0, 0, 0];
const repaid2022: readonly Step[] = [
  ['date', '2022-02-01'], ['repay', '01 February 2022', 250], ['date', '2022-03-01'], ['repay', '01 March 2022', 250],
  ['date', '2022-04-01'], ['repay', '01 April 2022', 250], ['date', '2022-04-25'], ['chargeback', 250, 'last'],
];
/** Repaid 250 on 01 February and 01 March 2023, then the third repayment on 01 April and a chargeback of the second on 25 April. */
const chargedBackAfterMaturity: readonly Step[] = [
  ...repaid2023, ['date', '2023-04-01'], ['repay', '01 April 2023', 250], ['date', '2023-04-25'], ['chargeback', 250, 2], ['repay', '25 April 2023', 250],
];
const overpaidAfterMaturity: readonly Step[] = [
  ['date', '2023-02-01'], ['repay', '01 February 2023', 150], ['date', '2023-03-01'], ['repay', '01 March 2023', 350],
  ['date', '2023-04-01'], ['repay', '01 April 2023', 500], ['date', '2023-04-25'],
];
const onTime = (nr: number, due: string, balance: number): Row => [nr, nr === 2 ? 28 : 31, due, due, balance, 250, 0, 0, 250, 250, 0, 0, 0];
const chargebackOf = (on: string, amount: number): Journal => ['chargeback', on, [['fund', 'C', amount], ['portfolio', 'D', amount]]];

const scenarios: readonly Scenario[] = [
  {
    name: 'on a closed loan: the loan owes the chargeback and is active again',
    loan: 'default', start: '2022-01-01',
    steps: [['date', '2022-02-01'], ['repay', '01 February 2022', 1000], ['date', '2022-02-25'], ['chargeback', 250, 'last']],
    state: [ACTIVE, 250, 0],
  },
  {
    name: 'after an NSF fee was added to the loan then repaid',
    loan: 'customised', start: '2022-01-01',
    steps: [
      ['date', '2022-02-01'], ['repay', '01 February 2022', 250], ['date', '2022-03-01'], ['repay', '01 March 2022', 250],
      ['date', '2022-04-01'], ['repay', '01 April 2022', 250], ['undo', 3], ['charge', '01 April 2022', 'nsf'], ['date', '2022-04-05'],
      ['repay', '05 April 2022', 260], ['date', '2022-04-25'], ['chargeback', 250, 'last'],
    ],
    state: [ACTIVE, 250, 0],
  },
  {
    name: 'goodwill credit, payout refund and merchant issued refund dated before a chargeback of a fully paid loan',
    loan: 'default', start: '2022-01-01',
    steps: [
      ['date', '2022-02-01'], ['repay', '01 February 2022', 1000], ['date', '2022-02-25'], ['chargeback', 1000, 'last'],
      ['goodwillCredit', '15 January 2022', 1000], ['goodwillCredit', '17 January 2022', 100], ['payoutRefund', '18 January 2022', 100],
      ['merchantIssuedRefund', '19 January 2022', 100],
    ],
    state: [OVERPAID, 0, 300],
  },
  {
    name: 'when charge backs comes in after the loan is closed, before the maturity date',
    loan: 'customised', start: '2023-01-01',
    steps: [...repaid2023, ['date', '2023-03-30'], ['repay', '30 March 2023', 250], ['chargeback', 250, 2]],
    state: [ACTIVE, 250, 0],
    schedule: [
      period0(750),
      [1, 31, '2023-02-01', '2023-02-01', 500, 250, 0, 0, 250, 250, 0, 0, 0],
      [2, 28, '2023-03-01', '2023-03-01', 250, 250, 0, 0, 250, 250, 0, 0, 0],
      [3, 31, '2023-04-01', '', 0, 500, 0, 0, 500, 250, 250, 0, 250],
    ],
    journals: [
      disbursed750, repayment('2023-02-01', 250), repayment('2023-03-01', 250), repayment('2023-03-30', 250),
      ['chargeback', '2023-03-30', [['fund', 'C', 250], ['portfolio', 'D', 250]]],
    ],
  },
  {
    name: 'when repayment 1 is reversed',
    loan: 'customised', start: '2023-01-01',
    steps: [
      ...repaid2023, ['date', '2023-03-30'], ['repay', '30 March 2023', 250], ['chargeback', 250, 2], ['date', '2023-04-01'],
      ['repay', '01 April 2023', 250], ['undo', 1],
    ],
    state: [ACTIVE, 250, 0],
    schedule: [
      period0(750),
      [1, 31, '2023-02-01', '2023-03-01', 500, 250, 0, 0, 250, 250, 0, 250, 0],
      [2, 28, '2023-03-01', '2023-03-30', 250, 250, 0, 0, 250, 250, 0, 250, 0],
      [3, 31, '2023-04-01', '', 0, 500, 0, 0, 500, 250, 0, 0, 250],
    ],
    journals: [
      undone('2023-02-01', 250), repayment('2023-03-01', 250), repayment('2023-03-30', 250), repayment('2023-04-01', 250),
      ['chargeback', '2023-03-30', [['fund', 'C', 250], ['portfolio', 'D', 250]]],
    ],
  },
  {
    name: 'when 2 repayments are reversed (repayment 1 & 3)',
    loan: 'customised', start: '2023-01-01',
    steps: [
      ...repaid2023, ['date', '2023-03-30'], ['repay', '30 March 2023', 250], ['chargeback', 250, 2], ['date', '2023-04-01'],
      ['repay', '01 April 2023', 250], ['undo', 1], ['undo', 3],
    ],
    state: [ACTIVE, 500, 0],
    schedule: [
      period0(750),
      [1, 31, '2023-02-01', '2023-03-01', 500, 250, 0, 0, 250, 250, 0, 250, 0],
      [2, 28, '2023-03-01', '2023-04-01', 250, 250, 0, 0, 250, 250, 0, 250, 0],
      [3, 31, '2023-04-01', '', 0, 500, 0, 0, 500, 0, 0, 0, 500],
    ],
    journals: [undone('2023-02-01', 250), undone('2023-03-30', 250), ['chargeback', '2023-03-30', [['fund', 'C', 250], ['portfolio', 'D', 250]]]],
  },
  {
    name: 'when chargeback comes in after the loan overpayment-3: the overpaid part first, the rest lent again',
    loan: 'customised', start: '2023-01-01',
    steps: [...overpaid2023, ['chargeback', 350, 2]],
    state: [ACTIVE, 100, 0],
    schedule: [
      period0(750),
      [1, 31, '2023-02-01', '2023-03-01', 500, 250, 0, 0, 250, 250, 0, 100, 0],
      [2, 28, '2023-03-01', '2023-03-01', 250, 250, 0, 0, 250, 250, 0, 0, 0],
      [3, 31, '2023-04-01', '', 0, 600, 0, 0, 600, 500, 250, 0, 100],
    ],
    journals: [
      repayment('2023-02-01', 150), repayment('2023-03-01', 350),
      ['repayment', '2023-03-30', [['fund', 'D', 500], ['overpayment', 'C', 250], ['portfolio', 'C', 250]]],
      ['chargeback', '2023-04-01', [['fund', 'C', 350], ['overpayment', 'D', 250], ['portfolio', 'D', 100]]],
    ],
  },
  {
    name: 'when chargeback comes in after the loan overpayment-4 with reverse and replay',
    loan: 'customised', start: '2023-01-01',
    steps: [...overpaid2023, ['chargeback', 350, 2], ['undo', 1]],
    state: [ACTIVE, 250, 0],
    schedule: [
      period0(750),
      [1, 31, '2023-02-01', '2023-03-01', 500, 250, 0, 0, 250, 250, 0, 250, 0],
      [2, 28, '2023-03-01', '2023-03-30', 250, 250, 0, 0, 250, 250, 0, 150, 0],
      [3, 31, '2023-04-01', '', 0, 600, 0, 0, 600, 350, 250, 0, 250],
    ],
    journals: [
      undone('2023-02-01', 150),
      ['repayment', '2023-03-30', [['fund', 'D', 500], ['overpayment', 'C', 100], ['portfolio', 'C', 400]]],
      ['chargeback', '2023-04-01', [['fund', 'C', 350], ['overpayment', 'D', 100], ['portfolio', 'D', 250]]],
    ],
  },
  {
    name: 'when second charge back happens for the repayment 01-04-2022 (after maturity): one added installment takes both',
    loan: 'customised', start: '2023-01-01',
    steps: [
      ...repaid2023, ['date', '2023-04-01'], ['repay', '01 April 2023', 250], ['date', '2023-04-25'], ['chargeback', 250, 2],
      ['repay', '25 April 2023', 250], ['date', '2023-05-01'], ['chargeback', 200, 3],
    ],
    state: [ACTIVE, 200, 0],
    schedule: [
      period0(750),
      [1, 31, '2023-02-01', '2023-02-01', 500, 250, 0, 0, 250, 250, 0, 0, 0],
      [2, 28, '2023-03-01', '2023-03-01', 250, 250, 0, 0, 250, 250, 0, 0, 0],
      [3, 31, '2023-04-01', '2023-04-01', 0, 250, 0, 0, 250, 250, 0, 0, 0],
      [4, 30, '2023-05-01', '', 0, 450, 0, 0, 450, 250, 0, 0, 200],
    ],
    journals: [['chargeback', '2023-04-25', [['fund', 'C', 250], ['portfolio', 'D', 250]]], ['chargeback', '2023-05-01', [['fund', 'C', 200], ['portfolio', 'D', 200]]]],
  },
  {
    name: 'when chargeback happens after the charge addition on maturity date (after maturity): the charge installment takes the chargeback',
    loan: 'customised', start: '2023-01-01',
    steps: [
      ...repaid2023, ['date', '2023-04-01'], ['repay', '01 April 2023', 250], ['undo', 3], ['date', '2023-04-05'], ['charge', '05 April 2023', 'snooze'],
      ['repay', '05 April 2023', 270], ['chargeback', 250, 2],
    ],
    state: [ACTIVE, 250, 0],
    schedule: [
      period0(750),
      [1, 31, '2023-02-01', '2023-02-01', 500, 250, 0, 0, 250, 250, 0, 0, 0],
      [2, 28, '2023-03-01', '2023-03-01', 250, 250, 0, 0, 250, 250, 0, 0, 0],
      [3, 31, '2023-04-01', '2023-04-05', 0, 250, 0, 0, 250, 250, 0, 250, 0],
      [4, 4, '2023-04-05', '', 0, 250, 20, 0, 270, 20, 0, 0, 250],
    ],
    journals: [['chargeback', '2023-04-05', [['fund', 'C', 250], ['portfolio', 'D', 250]]]],
  },
  {
    name: 'LoanCharge.feature: a due date charge after maturity goes on the installment a chargeback added (N+1 by chargeback)',
    loan: 'customised', start: '2022-01-01',
    steps: [
      ['date', '2022-02-01'], ['repay', '01 February 2022', 250], ['date', '2022-03-01'], ['repay', '01 March 2022', 250],
      ['date', '2022-04-01'], ['repay', '01 April 2022', 250], ['date', '2022-05-01'], ['chargeback', 250, 'last'], ['repay', '01 May 2022', 250], ['undo', 4],
      ['date', '2022-05-05'], ['charge', '05 May 2022', 'nsf'], ['date', '2022-05-10'], ['repay', '10 May 2022', 260],
    ],
    state: [CLOSED, 0, 0],
    periods: 4,
  },
  {
    name: 'partial chargeback of an OVERPAID loan: principal portion and loan balance',
    loan: 'default', start: '2023-01-01',
    steps: [
      ['date', '2023-02-01'], ['repay', '01 February 2023', 500], ['date', '2023-03-01'], ['repay', '01 March 2023', 300],
      ['date', '2023-04-01'], ['repay', '01 April 2023', 300], ['date', '2023-04-04'], ['chargeback', 300, 2], ['date', '2023-04-07'],
      ['chargeback', 300, 1],
    ],
    state: [ACTIVE, 500, 0],
    transactions: [['chargeback', '2023-04-07', 300, 300, 0, 0, 0, 500]],
  },
  {
    name: 'on a closed loan in case of payment type: REPAYMENT_ADJUSTMENT_REFUND', loan: 'default', start: '2022-01-01',
    steps: [['date', '2022-02-01'], ['repay', '01 February 2022', 1000], ['date', '2022-02-25'], ['chargeback', 250, 'last', 'refund']], state: [ACTIVE, 250, 0],
  },
  { name: 'when chargeback comes after the loan was fully repaid and closed', loan: 'customised', start: '2022-01-01', steps: repaid2022, state: [ACTIVE, 250, 0] },
  { name: 'when repayment happens again after chargeback', loan: 'customised', start: '2022-01-01', steps: [...repaid2022, ['repay', '25 April 2022', 250]], state: [CLOSED, 0, 0] },
  {
    name: 'when a second chargeback happens after the repayment',
    loan: 'customised', start: '2022-01-01', steps: [...repaid2022, ['repay', '25 April 2022', 250], ['date', '2022-05-01'], ['chargeback', 200, 'last']],
    state: [ACTIVE, 200, 0],
  },
  {
    name: 'when repayment happens again on the charge backs',
    loan: 'customised', start: '2023-01-01',
    steps: [...repaid2023, ['date', '2023-03-30'], ['repay', '30 March 2023', 250], ['chargeback', 250, 2], ['date', '2023-04-01'], ['repay', '01 April 2023', 250]],
    state: [CLOSED, 0, 0],
    schedule: [period0(750), onTime(1, '2023-02-01', 500), onTime(2, '2023-03-01', 250), [3, 31, '2023-04-01', '2023-04-01', 0, 500, 0, 0, 500, 500, 250, 0, 0]],
    journals: [disbursed750, repayment('2023-02-01', 250), repayment('2023-03-01', 250), repayment('2023-03-30', 250), chargebackOf('2023-03-30', 250), repayment('2023-04-01', 250)],
  },
  {
    name: 'when chargeback comes in after the loan overpayment-1',
    loan: 'customised', start: '2023-01-01',
    steps: [...repaid2023, ['date', '2023-03-30'], ['repay', '30 March 2023', 500], ['date', '2023-04-01'], ['chargeback', 250, 2]],
    state: [CLOSED, 0, 0],
    schedule: [period0(750), onTime(1, '2023-02-01', 500), onTime(2, '2023-03-01', 250), [3, 31, '2023-04-01', '2023-03-30', 0, 250, 0, 0, 250, 250, 250, 0, 0]],
    journals: [['repayment', '2023-03-30', [['fund', 'D', 500], ['overpayment', 'C', 250], ['portfolio', 'C', 250]]], ['chargeback', '2023-04-01', [['fund', 'C', 250], ['overpayment', 'D', 250]]]],
  },
  {
    name: 'when repayment 1 is reversed (after maturity)',
    loan: 'customised', start: '2023-01-01', steps: [...chargedBackAfterMaturity, ['undo', 1]],
    state: [ACTIVE, 250, 0],
    schedule: [
      period0(750),
      [1, 31, '2023-02-01', '2023-03-01', 500, 250, 0, 0, 250, 250, 0, 250, 0],
      [2, 28, '2023-03-01', '2023-04-01', 250, 250, 0, 0, 250, 250, 0, 250, 0],
      [3, 31, '2023-04-01', '2023-04-25', 0, 250, 0, 0, 250, 250, 0, 250, 0],
      [4, 24, '2023-04-25', '', 0, 250, 0, 0, 250, 0, 0, 0, 250],
    ],
    journals: [undone('2023-02-01', 250), repayment('2023-03-01', 250), repayment('2023-04-01', 250), chargebackOf('2023-04-25', 250), repayment('2023-04-25', 250)],
  },
  {
    name: 'when 2 repayments are reversed (repayment 1 & 3) (after maturity)',
    loan: 'customised', start: '2023-01-01', steps: [...chargedBackAfterMaturity, ['undo', 1], ['undo', 3]],
    state: [ACTIVE, 500, 0],
    schedule: [
      period0(750),
      [1, 31, '2023-02-01', '2023-03-01', 500, 250, 0, 0, 250, 250, 0, 250, 0],
      [2, 28, '2023-03-01', '2023-04-25', 250, 250, 0, 0, 250, 250, 0, 250, 0],
      [3, 31, '2023-04-01', '', 0, 250, 0, 0, 250, 0, 0, 0, 250],
      [4, 24, '2023-04-25', '', 0, 250, 0, 0, 250, 0, 0, 0, 250],
    ],
    journals: [undone('2023-02-01', 250), repayment('2023-03-01', 250), undone('2023-04-01', 250), chargebackOf('2023-04-25', 250), repayment('2023-04-25', 250)],
  },
  {
    name: 'when chargeback comes in after the loan overpayment-1 (after maturity)',
    loan: 'customised', start: '2023-01-01',
    steps: [...repaid2023, ['date', '2023-04-01'], ['repay', '01 April 2023', 500], ['date', '2023-04-25'], ['chargeback', 250, 2]],
    state: [CLOSED, 0, 0],
    schedule: [period0(750), onTime(1, '2023-02-01', 500), onTime(2, '2023-03-01', 250), onTime(3, '2023-04-01', 0)],
    journals: [['repayment', '2023-04-01', [['fund', 'D', 500], ['overpayment', 'C', 250], ['portfolio', 'C', 250]]], ['chargeback', '2023-04-25', [['fund', 'C', 250], ['overpayment', 'D', 250]]]],
  },
  {
    name: 'when chargeback comes in after the loan overpayment-2 (after maturity)',
    loan: 'customised', start: '2023-01-01', steps: [...overpaidAfterMaturity, ['chargeback', 150, 1]],
    state: [OVERPAID, 0, 100],
    schedule: [period0(750), [1, 31, '2023-02-01', '2023-03-01', 500, 250, 0, 0, 250, 250, 0, 100, 0], onTime(2, '2023-03-01', 250), onTime(3, '2023-04-01', 0)],
    journals: [
      repayment('2023-02-01', 150), repayment('2023-03-01', 350),
      ['repayment', '2023-04-01', [['fund', 'D', 500], ['overpayment', 'C', 250], ['portfolio', 'C', 250]]],
      ['chargeback', '2023-04-25', [['fund', 'C', 150], ['overpayment', 'D', 150]]],
    ],
  },
  {
    name: 'when chargeback comes in after the loan overpayment-3 (after maturity)',
    loan: 'customised', start: '2023-01-01', steps: [...overpaidAfterMaturity, ['chargeback', 350, 2]],
    state: [ACTIVE, 100, 0],
    schedule: [
      period0(750), [1, 31, '2023-02-01', '2023-03-01', 500, 250, 0, 0, 250, 250, 0, 100, 0], onTime(2, '2023-03-01', 250), onTime(3, '2023-04-01', 0),
      [4, 24, '2023-04-25', '', 0, 350, 0, 0, 350, 250, 0, 0, 100],
    ],
    journals: [['chargeback', '2023-04-25', [['fund', 'C', 350], ['overpayment', 'D', 250], ['portfolio', 'D', 100]]]],
  },
  {
    name: 'when chargeback comes in after the loan overpayment-4 with reverse and replay (after maturity)',
    loan: 'customised', start: '2023-01-01', steps: [...overpaidAfterMaturity, ['chargeback', 350, 2], ['undo', 1]],
    state: [ACTIVE, 250, 0],
    schedule: [
      period0(750),
      [1, 31, '2023-02-01', '2023-03-01', 500, 250, 0, 0, 250, 250, 0, 250, 0],
      [2, 28, '2023-03-01', '2023-04-01', 250, 250, 0, 0, 250, 250, 0, 150, 0],
      onTime(3, '2023-04-01', 0),
      [4, 24, '2023-04-25', '', 0, 350, 0, 0, 350, 100, 0, 0, 250],
    ],
    journals: [
      undone('2023-02-01', 150), repayment('2023-03-01', 350),
      ['repayment', '2023-04-01', [['fund', 'D', 500], ['overpayment', 'C', 100], ['portfolio', 'C', 400]]],
      ['chargeback', '2023-04-25', [['fund', 'C', 350], ['overpayment', 'D', 100], ['portfolio', 'D', 250]]],
    ],
  },
];

/** A chargeback on an overpaid default loan (repaid 1,200, 1,300 or 1,250 on 1 February 2022, charged back 250 on 25 February). */
const overpaidChargebacks: readonly (readonly [string, number, readonly [number, number, number]])[] = [
  ['higher than the overpaid amount: ACTIVE', 1200, [ACTIVE, 50, 0]],
  ['lower than the overpaid amount: stays OVERPAID', 1300, [OVERPAID, 0, 50]],
  ['equal to the overpaid amount: CLOSED', 1250, [CLOSED, 0, 0]],
];

/** Fineract's e2e delinquency ranges (DelinquencyGlobalInitializerStep): RANGE_n from its minimum to its maximum age in days. */
const RANGES: readonly (readonly [number, number, number | undefined])[] = [[1, 1, 3], [3, 4, 30], [30, 31, 60], [60, 61, 90], [90, 91, 120], [120, 121, 150], [150, 151, 180], [180, 181, 240], [240, 241, undefined]];

/**
 * The feature's delinquency scenarios, each one step further: 3,000 over 3 months repaid 1,000 on 01 February and 01
 * March 2022, the second charged back on 15 March, the classification job run on 07 April; then repayments dated
 * 20 March and 01 April. Range, delinquent date and the amount overdue after each. The feature checks the amount as
 * the summary's `totalOverdue` (the first scenario leaves it out), which the loan read does not fill yet; here it is the
 * `delinquent` block's `delinquentAmount`, the same figure by Fineract's LoanDelinquencyDomainServiceImpl (the third
 * installment's outstanding: 2,000 with the chargeback, 1,000 after the 20 March repayment, 0 after the last).
 */
const chargebackDelinquency: readonly (readonly [string, string | undefined, string, readonly number[] | undefined, number])[] = [
  ['delinquency and overdue treatment of chargeback', undefined, 'RANGE_3', [2022, 3, 18], 2000],
  ['... when all the chargeback transactions are fully paid', '20 March 2022', 'RANGE_1', [2022, 4, 4], 1000],
  ['... when all the instalments are fully paid', '01 April 2022', 'NO_DELINQUENCY', undefined, 0],
];

describe('LoanChargeback.feature on the classic product', () => {
  let t: TestApp;
  let clientId: number;
  let productId: number;
  let charges: Record<'nsf' | 'snooze', number>;
  let names: Map<number, string>;
  let refundPaymentType: number;

  const db = () => tenantTables(t.tenant.database.db);
  const post = async (url: string, body: Record<string, unknown>, dated = true) => {
    const res = await t.call('POST', url, { body: dated ? { ...DATES, ...body } : { locale: 'en', ...body } });
    assert.equal(res.status, 200, `${url} ${JSON.stringify(body)} → ${JSON.stringify(res.body)}`);
    return res.json;
  };
  const isoToText = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' });

  const openLoan = async (kind: Scenario['loan'], start: string, customisedPrincipal = 750): Promise<number> => {
    await setBusinessDate(t, start);
    const on = isoToText(start);
    const terms = kind === 'default'
      ? { principal: 1000, loanTermFrequency: 30, loanTermFrequencyType: 0, numberOfRepayments: 1, repaymentEvery: 30, repaymentFrequencyType: 0 }
      : { principal: customisedPrincipal, loanTermFrequency: 3, loanTermFrequencyType: 2, numberOfRepayments: 3, repaymentEvery: 1, repaymentFrequencyType: 2 };
    const created = await post('/api/v1/loans', {
      clientId, productId, loanType: 'individual', ...terms, interestRatePerPeriod: 0, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1,
      transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: on, submittedOnDate: on, graceOnArrearsAgeing: 3,
    });
    const loanId = created.loanId as number;
    await post(`/api/v1/loans/${loanId}?command=approve`, { approvedOnDate: on });
    await post(`/api/v1/loans/${loanId}?command=disburse`, { actualDisbursementDate: on });
    return loanId;
  };

  const repaymentIds = (loanId: number) =>
    db().selectFrom('m_loan_transaction').select('id').where('loan_id', '=', loanId).where('transaction_type_enum', '=', 2).orderBy('id').execute().then((rows) => rows.map((r) => r.id));

  /** Applies one step; answers the last repayment made. */
  const apply = async (loanId: number, step: Step, last: number): Promise<number> => {
    switch (step[0]) {
      case 'date':
        await setBusinessDate(t, step[1]);
        return last;
      case 'charge':
        await post(`/api/v1/loans/${loanId}/charges`, { chargeId: charges[step[2]], amount: step[2] === 'nsf' ? 10 : 20, dueDate: step[1] });
        return last;
      case 'undo':
        await post(`/api/v1/loans/${loanId}/transactions/${(await repaymentIds(loanId))[step[1] - 1]}`, { transactionDate: isoToText('2023-01-01'), transactionAmount: 0 });
        return last;
      case 'chargeback': {
        const of = step[2] === 'last' ? last : (await repaymentIds(loanId))[step[2] - 1];
        const paymentTypeId = step[3] === 'refund' ? refundPaymentType : 1;
        await post(`/api/v1/loans/${loanId}/transactions/${of}?command=chargeback`, { transactionAmount: step[1], paymentTypeId }, false);
        return last;
      }
      case 'repay':
        return (await post(`/api/v1/loans/${loanId}/transactions?command=repayment`, { transactionDate: step[1], transactionAmount: step[2], paymentTypeId: 1 })).resourceId as number;
      case 'goodwillCredit':
      case 'payoutRefund':
      case 'merchantIssuedRefund':
        await post(`/api/v1/loans/${loanId}/transactions?command=${step[0]}`, { transactionDate: step[1], transactionAmount: step[2], paymentTypeId: 1 });
        return last;
    }
  };
  const run = async (loanId: number, steps: readonly Step[]): Promise<void> => {
    let last = 0;
    for (const step of steps) {
      last = await apply(loanId, step, last);
    }
  };

  const stateOf = (loanId: number) =>
    db().selectFrom('m_loan').select(['loan_status_id', 'total_outstanding_derived', 'total_overpaid_derived']).where('id', '=', loanId).executeTakeFirstOrThrow()
      .then((r) => [r.loan_status_id, Number(r.total_outstanding_derived ?? 0), Number(r.total_overpaid_derived ?? 0)]);

  const scheduleOf = async (loanId: number): Promise<Row[]> => {
    const res = await t.call('GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const iso = (d: unknown) => (Array.isArray(d) ? d.map((n: number) => String(n).padStart(2, '0')).join('-') : '');
    type Period = Record<string, unknown>;
    const periods = (res.json.repaymentSchedule as { periods: Period[] }).periods;
    const n = (v: unknown) => Number(v ?? 0);
    return periods.map((p) => [
      n(p.period), n(p.daysInPeriod), iso(p.dueDate), iso(p.obligationsMetOnDate), n(p.principalLoanBalanceOutstanding), n(p.principalDue),
      n(p.feeChargesDue), n(p.penaltyChargesDue), n(p.totalDueForPeriod), n(p.totalPaidForPeriod), n(p.totalPaidInAdvanceForPeriod),
      n(p.totalPaidLateForPeriod), n(p.totalOutstandingForPeriod),
    ]);
  };

  const journalOf = async (loanId: number, type: string, on: string) => {
    const ids = await db().selectFrom('m_loan_transaction').select('id').where('loan_id', '=', loanId).where('transaction_date', '=', on)
      .where('transaction_type_enum', '=', ({ disbursement: 1, repayment: 2, chargeback: 25 } as Record<string, number>)[type] ?? 0)
      // As Fineract's transaction list: an undone transaction shows, one replaced by a replay does not.
      .where((eb) => eb.or([eb('is_reversed', '=', false), eb('manually_adjusted_or_reversed', '=', true)])).execute();
    assert.ok(ids.length > 0, `${type} on ${on}`);
    const rows = await db().selectFrom('acc_gl_journal_entry').select(['account_id', 'type_enum', 'amount'])
      .where('transaction_id', 'in', ids.map((r) => `L${r.id}`)).execute();
    return rows.map((r) => [names.get(r.account_id) ?? String(r.account_id), r.type_enum === DEBIT ? 'D' : 'C', Number(r.amount)] as const)
      .sort((a, b) => `${a[0]}${a[1]}${a[2]}`.localeCompare(`${b[0]}${b[1]}${b[2]}`));
  };

  const transactionsOf = async (loanId: number) => {
    const res = await t.call('GET', `/api/v1/loans/${loanId}?associations=transactions`);
    type Tx = { type: { code: string }; date: number[]; amount: number; principalPortion?: number; interestPortion?: number; feeChargesPortion?: number; penaltyChargesPortion?: number; outstandingLoanBalance?: number };
    return (res.json.transactions as Tx[]).map((x) => [
      x.type.code.replace('loanTransactionType.', ''), x.date.map((d) => String(d).padStart(2, '0')).join('-'), x.amount, x.principalPortion ?? 0,
      x.interestPortion ?? 0, x.feeChargesPortion ?? 0, x.penaltyChargesPortion ?? 0, x.outstandingLoanBalance ?? 0,
    ] as const);
  };

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2022-01-01');
    clientId = (await post('/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Cora', lastname: 'Chargedback', active: true, activationDate: '01 January 2021' })).clientId as number;
    const gl = {
      fund: await createGlAccount(t, 1, 'Suspense clearing'), portfolio: await createGlAccount(t, 1, 'Loans receivable'), receivable: await createGlAccount(t, 1, 'Interest fee receivable'),
      interest: await createGlAccount(t, 4, 'Interest income'), fee: await createGlAccount(t, 4, 'Fee income'), recovery: await createGlAccount(t, 4, 'Recoveries'),
      writeOff: await createGlAccount(t, 5, 'Written off'), transfer: await createGlAccount(t, 1, 'Transfer suspense'), overpayment: await createGlAccount(t, 2, 'Overpayment'),
      goodwill: await createGlAccount(t, 5, 'Goodwill expense'),
    };
    names = new Map(Object.entries(gl).map(([k, v]) => [v, k]));
    const rangeIds: number[] = [];
    for (const [n, min, max] of RANGES) {
      rangeIds.push((await post('/api/v1/delinquency/ranges', { classification: `RANGE_${n}`, minimumAgeDays: min, ...(max === undefined ? {} : { maximumAgeDays: max }) }, false)).resourceId as number);
    }
    const bucket = await t.call('POST', '/api/v1/delinquency/buckets', { body: { name: 'Default delinquency bucket', ranges: rangeIds } });
    assert.equal(bucket.status, 200, JSON.stringify(bucket.body));
    const bucketId = bucket.json.resourceId as number;
    productId = await createLoanProduct(t, {
      name: 'LP1', shortName: 'LP1', principal: 1000, numberOfRepayments: 1, repaymentEvery: 30, repaymentFrequencyType: 0, interestRatePerPeriod: 0,
      interestType: 0, installmentAmountInMultiplesOf: 1, graceOnArrearsAgeing: 3, accountingRule: 3, delinquencyBucketId: bucketId,
      fundSourceAccountId: gl.fund, loanPortfolioAccountId: gl.portfolio, receivableInterestAccountId: gl.receivable, receivableFeeAccountId: gl.receivable,
      receivablePenaltyAccountId: gl.receivable, interestOnLoanAccountId: gl.interest, incomeFromFeeAccountId: gl.fee, incomeFromPenaltyAccountId: gl.fee,
      incomeFromRecoveryAccountId: gl.recovery, writeOffAccountId: gl.writeOff, transfersInSuspenseAccountId: gl.transfer, overpaymentLiabilityAccountId: gl.overpayment,
      goodwillCreditAccountId: gl.goodwill,
    });
    const charge = async (name: string, amount: number, penalty: boolean): Promise<number> => {
      const res = await t.call('POST', '/api/v1/charges', {
        body: { name, amount, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 1, chargePaymentMode: 0, active: true, penalty, locale: 'en' },
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.json.resourceId as number;
    };
    charges = { nsf: await charge('NSF fee', 10, true), snooze: await charge('Snooze fee', 20, false) };
    const paymentType = await t.call('POST', '/api/v1/paymenttypes', { body: { name: 'REPAYMENT_ADJUSTMENT_REFUND', description: 'Repayment adjustment refund', isCashPayment: false, position: 2 } });
    assert.equal(paymentType.status, 200, JSON.stringify(paymentType.body));
    refundPaymentType = paymentType.json.resourceId as number;
  });
  after(async () => t.close());

  it('refuses to undo a repayment that was charged back; a foreclosure and an undone disbursal count the chargeback once', async () => {
    const steps: readonly Step[] = [['date', '2023-02-01'], ['repay', '01 February 2023', 250], ['date', '2023-02-10'], ['chargeback', 100, 'last'], ['date', '2023-02-15']];
    const principalOf = async (loanId: number) => (await scheduleOf(loanId)).filter((r) => r[0] > 0).reduce((sum, r) => sum + r[5], 0);
    const foreclosed = await openLoan('customised', '2023-01-01');
    await run(foreclosed, steps);
    const undo = await t.call('POST', `/api/v1/loans/${foreclosed}/transactions/${(await repaymentIds(foreclosed))[0]}`, { body: { ...DATES, transactionDate: '01 February 2023', transactionAmount: 0 } });
    assert.equal(undo.status, 503, JSON.stringify(undo.body));
    assert.equal((undo.json as { userMessageGlobalisationCode?: string }).userMessageGlobalisationCode, 'error.msg.loan.transaction.update.not.allowed');
    await post(`/api/v1/loans/${foreclosed}/transactions?command=foreclosure`, { transactionDate: '15 February 2023' });
    assert.deepEqual(await stateOf(foreclosed), [CLOSED, 0, 0]);
    assert.equal(await principalOf(foreclosed), 850, 'the 750 lent and the 100 charged back, once');

    const undone = await openLoan('customised', '2023-01-01');
    await run(undone, steps);
    assert.equal((await t.call('POST', `/api/v1/loans/${undone}?command=undoDisbursal`, { body: {} })).status, 200);
    const schedule = (await scheduleOf(undone)).filter((r) => r[0] > 0);
    assert.deepEqual(schedule.map((r) => [r[5], r[9], r[12]]), [[250, 0, 250], [250, 0, 250], [250, 0, 250]], 'the plan as applied for: nothing paid, no chargeback principal');
  });

  for (const s of scenarios) {
    it(s.name, async () => {
      const loanId = await openLoan(s.loan, s.start);
      await run(loanId, s.steps);
      assert.deepEqual(await stateOf(loanId), s.state);
      if (s.schedule) {
        assert.deepEqual(await scheduleOf(loanId), s.schedule);
      }
      if (s.periods !== undefined) {
        assert.equal((await scheduleOf(loanId)).length - 1, s.periods);
      }
      for (const [type, on, lines] of s.journals ?? []) {
        const expected = [...lines].sort((a, b) => `${a[0]}${a[1]}${a[2]}`.localeCompare(`${b[0]}${b[1]}${b[2]}`));
        assert.deepEqual(await journalOf(loanId, type, on), expected, `${type} on ${on}`);
      }
      for (const row of s.transactions ?? []) {
        assert.deepEqual((await transactionsOf(loanId)).filter((x) => x[0] === row[0] && x[1] === row[1]), [row]);
      }
    });
  }

  it('a chargeback on an OVERPAID loan: higher, lower and equal to the overpaid amount', async () => {
    for (const [label, paid, state] of overpaidChargebacks) {
      const loanId = await openLoan('default', '2022-01-01');
      await run(loanId, [['date', '2022-02-01'], ['repay', '01 February 2022', paid], ['date', '2022-02-25'], ['chargeback', 250, 'last']]);
      assert.deepEqual(await stateOf(loanId), state, label);
    }
  });

  chargebackDelinquency.forEach(([name], stage) => {
    it(`delinquency: ${name}`, async () => {
      const loanId = await openLoan('customised', '2022-01-01', 3000);
      await run(loanId, [
        ['date', '2022-02-01'], ['repay', '01 February 2022', 1000], ['date', '2022-03-01'], ['repay', '01 March 2022', 1000],
        ['date', '2022-03-15'], ['chargeback', 1000, 'last'], ['date', '2022-04-07'],
      ]);
      const job = await t.call('POST', '/api/v1/jobs/short-name/LA_DECL?command=executeJob');
      assert.equal(job.status, 202, JSON.stringify(job.body));
      if (stage === 0) {
        // One loan's classification with a chargeback: the loan, its actions, its schedule, its chargebacks, the
        // bucket's ranges (the tag already holds the range: no write), whatever the number of installments.
        const again = await recordStatements(t, () => applyLoanDelinquencyTag(t.tenant.database.db, loanId, LocalDate.parse('2022-04-07'), 1));
        assert.equal(again.statements.length, 5, listStatements(again.statements));
      }
      for (const [label, repaidOn, range, delinquentDate, overdue] of chargebackDelinquency.slice(0, stage + 1)) {
        if (repaidOn !== undefined) {
          await run(loanId, [['repay', repaidOn, 1000]]);
        }
        const loan = (await t.call('GET', `/api/v1/loans/${loanId}`)).json as { delinquencyRange?: { classification: string }; delinquent: { delinquentDate?: number[]; delinquentAmount: number } };
        assert.equal(loan.delinquencyRange?.classification ?? 'NO_DELINQUENCY', range, label);
        assert.deepEqual(loan.delinquent.delinquentDate, delinquentDate, label);
        assert.equal(loan.delinquent.delinquentAmount, overdue, label);
      }
    });
  });
});
