import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Exact } from '../amounts.ts';
import { LoanTransactionType as T } from './loan-transaction.ts';
import { date, lp1, replay, tx } from './processor-fixtures.ts';
import { repaymentStrategy, supportedRepaymentStrategyCodes } from './repayment-strategy.ts';
import type { LoanReplay } from './transaction-processor.ts';

/**
 * The schedule of Fineract's e2e LoanRepayment.feature RS02 (5000 over 18 months, 12 % declining, from 1 November
 * 2022: period 1 is 255.00 principal + 50.00 interest due 1 December, period 2 257.55 + 47.45 due 1 January,
 * period 3 260.13 + 44.87 due 1 February), with a 5.00 fee and a 10.00 penalty due 20 November (period 1).
 * The expected portions follow each strategy's component order (Fineract's processors in transactionprocessor/impl).
 */
const terms = lp1({ principal: 5000, numberOfRepayments: 18, repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 12, allowPartialPeriodInterestCalculation: true, expectedDisbursementDate: date('2022-11-01') });
const charges = [
  { penalty: false, amount: 5, dueDate: date('2022-11-20') },
  { penalty: true, amount: 10, dueDate: date('2022-11-20') },
];

/** Per installment touched: number, principal, interest, fee, penalty paid (and interest waived). */
type Touched = readonly [number, string, string, string, string, string];

function run(strategyCode: string, on: string, amount: number): LoanReplay {
  return replay(terms, [tx(T.DISBURSEMENT, '2022-11-01', 5000), tx(T.REPAYMENT, on, amount)], { strategyCode, addedCharges: charges });
}

function touched(result: LoanReplay): Touched[] {
  return result.installments
    .filter((i) => !i.paid.principal.plus(i.paid.interest).plus(i.paid.fee).plus(i.paid.penalty).plus(i.waived.interest).isZero())
    .map((i) => [i.installmentNumber, i.paid.principal.toFixed(2), i.paid.interest.toFixed(2), i.paid.fee.toFixed(2), i.paid.penalty.toFixed(2), i.waived.interest.toFixed(2)]);
}

interface Case {
  readonly strategy: string;
  readonly on: string;
  readonly amount: number;
  readonly installments: readonly Touched[];
  /** In advance / late per touched installment. */
  readonly timing: readonly (readonly [string, string])[];
}

const cases: readonly Case[] = [
  { strategy: 'mifos-standard-strategy', on: '2022-12-01', amount: 100, installments: [[1, '35.00', '50.00', '5.00', '10.00', '0.00']], timing: [['0.00', '0.00']] },
  { strategy: 'creocore-strategy', on: '2022-12-01', amount: 100, installments: [[1, '35.00', '50.00', '5.00', '10.00', '0.00']], timing: [['0.00', '0.00']] },
  { strategy: 'principal-interest-penalties-fees-order-strategy', on: '2022-12-01', amount: 100, installments: [[1, '100.00', '0.00', '0.00', '0.00', '0.00']], timing: [['0.00', '0.00']] },
  { strategy: 'interest-principal-penalties-fees-order-strategy', on: '2022-12-01', amount: 100, installments: [[1, '50.00', '50.00', '0.00', '0.00', '0.00']], timing: [['0.00', '0.00']] },
  { strategy: 'heavensfamily-strategy', on: '2022-12-01', amount: 100, installments: [[1, '100.00', '0.00', '0.00', '0.00', '0.00']], timing: [['0.00', '0.00']] },
  {
    strategy: 'mifos-standard-strategy', on: '2022-12-01', amount: 400,
    installments: [[1, '255.00', '50.00', '5.00', '10.00', '0.00'], [2, '32.55', '47.45', '0.00', '0.00', '0.00']],
    timing: [['0.00', '0.00'], ['80.00', '0.00']],
  },
  {
    strategy: 'principal-interest-penalties-fees-order-strategy', on: '2022-12-01', amount: 400,
    installments: [[1, '255.00', '50.00', '5.00', '10.00', '0.00'], [2, '80.00', '0.00', '0.00', '0.00', '0.00']],
    timing: [['0.00', '0.00'], ['80.00', '0.00']],
  },
  {
    strategy: 'interest-principal-penalties-fees-order-strategy', on: '2022-12-01', amount: 400,
    installments: [[1, '255.00', '50.00', '5.00', '10.00', '0.00'], [2, '32.55', '47.45', '0.00', '0.00', '0.00']],
    timing: [['0.00', '0.00'], ['80.00', '0.00']],
  },
  {
    strategy: 'heavensfamily-strategy', on: '2022-12-01', amount: 400,
    installments: [[1, '255.00', '50.00', '5.00', '10.00', '0.00'], [2, '80.00', '0.00', '0.00', '0.00', '0.00']],
    timing: [['0.00', '0.00'], ['80.00', '0.00']],
  },
  {
    strategy: 'heavensfamily-strategy', on: '2022-11-15', amount: 400,
    installments: [[1, '255.00', '0.00', '5.00', '10.00', '50.00'], [2, '130.00', '0.00', '0.00', '0.00', '0.00']],
    timing: [['270.00', '0.00'], ['130.00', '0.00']],
  },
  {
    strategy: 'mifos-standard-strategy', on: '2023-01-15', amount: 700,
    installments: [[1, '255.00', '50.00', '5.00', '10.00', '0.00'], [2, '257.55', '47.45', '0.00', '0.00', '0.00'], [3, '30.13', '44.87', '0.00', '0.00', '0.00']],
    timing: [['0.00', '320.00'], ['0.00', '305.00'], ['75.00', '0.00']],
  },
  { strategy: 'early-repayment-strategy', on: '2022-11-15', amount: 100, installments: [[1, '100.00', '0.00', '0.00', '0.00', '0.00']], timing: [['100.00', '0.00']] },
  { strategy: 'early-repayment-strategy', on: '2022-12-01', amount: 100, installments: [[1, '50.00', '50.00', '0.00', '0.00', '0.00']], timing: [['0.00', '0.00']] },
  {
    strategy: 'early-repayment-strategy', on: '2022-12-10', amount: 400,
    installments: [[1, '255.00', '50.00', '5.00', '10.00', '0.00'], [2, '80.00', '0.00', '0.00', '0.00', '0.00']],
    timing: [['0.00', '320.00'], ['80.00', '0.00']],
  },
  { strategy: 'rbi-india-strategy', on: '2022-12-01', amount: 100, installments: [[1, '35.00', '50.00', '5.00', '10.00', '0.00']], timing: [['0.00', '0.00']] },
  // Late: charges and interest of the overdue and current installments first, then principal into the future.
  {
    strategy: 'rbi-india-strategy', on: '2023-01-15', amount: 700,
    installments: [[1, '255.00', '50.00', '5.00', '10.00', '0.00'], [2, '257.55', '47.45', '0.00', '0.00', '0.00'], [3, '75.00', '0.00', '0.00', '0.00', '0.00']],
    timing: [['0.00', '320.00'], ['0.00', '305.00'], ['75.00', '0.00']],
  },
  // Before the charges are due nothing caps them: in advance, principal first.
  { strategy: 'due-penalty-fee-interest-principal-in-advance-principal-penalty-fee-interest-strategy', on: '2022-11-15', amount: 100, installments: [[1, '100.00', '0.00', '0.00', '0.00', '0.00']], timing: [['100.00', '0.00']] },
  // Once due, the penalty and fee come first, then principal; interest only in the second pass.
  { strategy: 'due-penalty-fee-interest-principal-in-advance-principal-penalty-fee-interest-strategy', on: '2022-11-25', amount: 100, installments: [[1, '85.00', '0.00', '5.00', '10.00', '0.00']], timing: [['100.00', '0.00']] },
  { strategy: 'due-penalty-fee-interest-principal-in-advance-principal-penalty-fee-interest-strategy', on: '2022-11-25', amount: 300, installments: [[1, '255.00', '30.00', '5.00', '10.00', '0.00']], timing: [['300.00', '0.00']] },
  { strategy: 'due-penalty-interest-principal-fee-in-advance-penalty-interest-principal-fee-strategy', on: '2022-11-25', amount: 100, installments: [[1, '35.00', '50.00', '5.00', '10.00', '0.00']], timing: [['100.00', '0.00']] },
  // Nothing due yet: the second pass pays penalty, interest and principal without limits.
  { strategy: 'due-penalty-interest-principal-fee-in-advance-penalty-interest-principal-fee-strategy', on: '2022-11-15', amount: 100, installments: [[1, '40.00', '50.00', '0.00', '10.00', '0.00']], timing: [['100.00', '0.00']] },
  { strategy: 'due-penalty-interest-principal-fee-in-advance-penalty-interest-principal-fee-strategy', on: '2022-12-01', amount: 100, installments: [[1, '40.00', '50.00', '0.00', '10.00', '0.00']], timing: [['0.00', '0.00']] },
];

describe('repaymentStrategy', () => {
  for (const c of cases) {
    it(`${c.strategy} splits ${c.amount} paid on ${c.on} in its component order`, () => {
      const result = run(c.strategy, c.on, c.amount);
      assert.deepEqual(touched(result), c.installments);
      const timing = result.installments.filter((i) => c.installments.some((t) => t[0] === i.installmentNumber)).map((i) => [i.totalPaidInAdvance.toFixed(2), i.totalPaidLate.toFixed(2)]);
      assert.deepEqual(timing, c.timing);
      const repayment = result.transactions[1];
      const portions = c.installments.reduce((s, t) => s.plus(t[1]).plus(t[2]).plus(t[3]).plus(t[4]), new Exact(0));
      assert.equal(repayment?.amount.toFixed(2), portions.toFixed(2));
    });
  }

  it('leaves interest waived by HeavensFamily out of the transaction', () => {
    const repayment = run('heavensfamily-strategy', '2022-11-15', 400).transactions[1];
    assert.deepEqual(
      [repayment?.principalPortion.toFixed(2), repayment?.interestPortion.toFixed(2), repayment?.feeChargesPortion.toFixed(2), repayment?.penaltyChargesPortion.toFixed(2)],
      ['385.00', '0.00', '5.00', '10.00'],
    );
  });

  it('finds strategies by code or by Fineract name, and lists the implemented codes', () => {
    assert.equal(repaymentStrategy('Penalties, Fees, Interest, Principal order')?.code, 'mifos-standard-strategy');
    assert.equal(repaymentStrategy('Overdue/Due Fee/Int,Principal')?.code, 'rbi-india-strategy');
    assert.equal(repaymentStrategy('advanced-payment-allocation-strategy'), undefined);
    assert.deepEqual(supportedRepaymentStrategyCodes(), [
      'mifos-standard-strategy',
      'creocore-strategy',
      'principal-interest-penalties-fees-order-strategy',
      'interest-principal-penalties-fees-order-strategy',
      'heavensfamily-strategy',
      'early-repayment-strategy',
      'rbi-india-strategy',
      'due-penalty-fee-interest-principal-in-advance-principal-penalty-fee-interest-strategy',
      'due-penalty-interest-principal-fee-in-advance-penalty-interest-principal-fee-strategy',
    ]);
  });
});
