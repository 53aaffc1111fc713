import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Exact } from '../amounts.ts';
import { COMPONENTS } from './installment.ts';
import { LoanTransactionType as T, type LoanTransactionInput } from './loan-transaction.ts';
import { date, lp1, replay } from './processor-fixtures.ts';
import { supportedRepaymentStrategyCodes } from './repayment-strategy.ts';

/** 5000 over 6 months at 12 % with a fee and a penalty, from 1 January 2023. */
const terms = lp1({ principal: 5000, numberOfRepayments: 6, repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 12 });
const charges = [
  { penalty: false, amount: 15, dueDate: date('2023-02-10') },
  { penalty: true, amount: 25, dueDate: date('2023-04-10') },
];

const transaction = fc.record({
  dayOffset: fc.integer({ min: 0, max: 240 }),
  cents: fc.integer({ min: 1, max: 200_000 }),
  type: fc.constantFrom(T.REPAYMENT, T.REPAYMENT, T.GOODWILL_CREDIT, T.WAIVE_INTEREST),
});

describe('replayLoanTransactions (properties)', () => {
  it('keeps every component within what is due and accounts every transaction to the cent, for every strategy', () => {
    fc.assert(
      fc.property(fc.constantFrom(...supportedRepaymentStrategyCodes()), fc.array(transaction, { maxLength: 12 }), fc.boolean(), (strategyCode, generated, writeOffAtEnd) => {
        const transactions: LoanTransactionInput[] = [{ type: T.DISBURSEMENT, date: date('2023-01-01'), amount: 5000 }];
        for (const g of generated) {
          transactions.push({ type: g.type, date: date('2023-01-01').plusDays(g.dayOffset), amount: new Exact(g.cents).dividedBy(100) });
        }
        if (writeOffAtEnd) {
          transactions.push({ type: T.WRITEOFF, date: date('2023-09-30'), amount: 0 });
        }
        const result = replay(terms, transactions, { strategyCode, addedCharges: charges });
        for (const installment of result.installments) {
          for (const c of COMPONENTS) {
            assert.ok(installment.outstanding(c).greaterThanOrEqualTo(0));
          }
          const paid = COMPONENTS.reduce((s, c) => s.plus(installment.paid[c]), new Exact(0));
          assert.ok(installment.totalPaidInAdvance.plus(installment.totalPaidLate).lessThanOrEqualTo(paid));
        }
        for (const tx of result.transactions.filter((t) => t.input.type !== T.DISBURSEMENT)) {
          const portions = tx.principalPortion.plus(tx.interestPortion).plus(tx.feeChargesPortion).plus(tx.penaltyChargesPortion);
          assert.equal(portions.plus(tx.overpaymentPortion).toFixed(2), tx.amount.toFixed(2));
        }
        const principalTaken = result.transactions.reduce((s, t) => (t.input.type === T.DISBURSEMENT ? s : s.plus(t.principalPortion)), new Exact(0));
        const principalAccounted = result.installments.reduce((s, i) => s.plus(i.paid.principal).plus(i.writtenOff.principal), new Exact(0));
        assert.equal(principalTaken.toFixed(2), principalAccounted.toFixed(2));
        const principalOutstanding = result.installments.reduce((s, i) => s.plus(i.outstanding('principal')), new Exact(0));
        assert.equal(result.transactions.at(-1)?.outstandingLoanBalance?.toFixed(2), principalOutstanding.toFixed(2));
      }),
      { numRuns: 150 },
    );
  });
});
