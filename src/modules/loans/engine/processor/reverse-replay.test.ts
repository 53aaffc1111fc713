import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LoanTransactionType as T } from './loan-transaction.ts';
import { LoanStatus, loanStatusOutcome } from './loan-outcome.ts';
import { assertRows, date, lp1, replay, replayInput, stored, tx } from './processor-fixtures.ts';
import { reverseReplay, type ReverseReplay } from './reverse-replay.ts';

const disbursed = (on: string, amount = 1000) => tx(T.DISBURSEMENT, on, amount, { id: 100, stored: stored(amount, 0, 0, 0, 0) });

function ids(result: ReverseReplay): Record<string, unknown[]> {
  return {
    replayed: result.replayed.map((r) => r.original.id),
    unchanged: result.unchanged.map((t) => t.input.id),
    updatedInPlace: result.updatedInPlace.map((t) => t.input.id),
    added: result.added.map((t) => t.input.date.toString()),
  };
}

/** RS02's schedule (5000 over 18 months, 12 % declining from 1 November 2022) under mifos-standard-strategy. */
const rs02 = lp1({ principal: 5000, numberOfRepayments: 18, repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 12, allowPartialPeriodInterestCalculation: true, expectedDisbursementDate: date('2022-11-01') });

describe('reverseReplay', () => {
  it('keeps a stored repayment whose figures do not change and adds the back-dated one (LoanCharge: partially waived installment fee)', () => {
    const terms = lp1({ charges: [{ chargeTime: 8, calculation: 3, amountOrPercentage: 10, penalty: false }] });
    const input = replayInput(terms, [disbursed('2023-01-01'), tx(T.REPAYMENT, '2023-01-15', 5, { id: 1, stored: stored(5, 0, 0, 5, 0) }), tx(T.REPAYMENT, '2023-01-18', 15)], {
      waivers: [{ installmentNumber: 1, penalty: false, amount: 95 }],
    });
    const result = reverseReplay(input);
    assert.deepEqual(ids(result), { replayed: [], unchanged: [100, 1], updatedInPlace: [], added: ['2023-01-18'] });
    assert.equal(result.added[0]?.principalPortion.toFixed(2), '15.00');
  });

  it('keeps a stored charge payment on its charge when a repayment is back-dated before it (ClientLoanIntegrationTest: a fee of 100 paid from savings)', () => {
    const charge = { penalty: false, amount: 100, dueDate: date('2023-01-10') };
    const payment = tx(T.CHARGE_PAYMENT, '2023-01-15', 100, { id: 5, charge, stored: stored(100, 0, 0, 100, 0) });
    const result = reverseReplay(replayInput(lp1({}), [disbursed('2023-01-01'), payment, tx(T.REPAYMENT, '2023-01-12', 250)], { addedCharges: [charge] }));
    assert.deepEqual(ids(result), { replayed: [], unchanged: [100, 5], updatedInPlace: [], added: ['2023-01-12'] });
    assert.deepEqual([result.added[0]?.feeChargesPortion.toFixed(2), result.added[0]?.principalPortion.toFixed(2)], ['0.00', '250.00']);
    assert.deepEqual([result.replay.installments[0]?.paid.fee.toFixed(2), result.replay.installments[0]?.outstanding('fee').toFixed(2)], ['100.00', '0.00']);
  });

  it('replays an overpaying repayment once an earlier one is undone, and again when a fee due that day is added (LoanCharge: reopened by payment undo)', () => {
    const undone = reverseReplay(replayInput(lp1({}), [disbursed('2023-01-01'), tx(T.REPAYMENT, '2023-01-10', 500, { id: 2, stored: stored(500, 300, 0, 0, 0, 200) })]));
    assert.deepEqual(ids(undone), { replayed: [2], unchanged: [100], updatedInPlace: [], added: [] });
    const replacement = undone.replayed[0]?.replacement;
    assert.deepEqual([replacement?.principalPortion.toFixed(2), replacement?.overpaymentPortion.toFixed(2), replacement?.outstandingLoanBalance?.toFixed(2)], ['500.00', '0.00', '500.00']);
    assert.equal(loanStatusOutcome(undone.replay, date('2023-01-10')).status, LoanStatus.ACTIVE);

    const charged = reverseReplay(
      replayInput(lp1({}), [disbursed('2023-01-01'), tx(T.REPAYMENT, '2023-01-10', 500, { id: 3, stored: stored(500, 500, 0, 0, 0) })], {
        addedCharges: [{ penalty: false, amount: 10, dueDate: date('2023-01-10') }],
      }),
    );
    assert.deepEqual(ids(charged), { replayed: [3], unchanged: [100], updatedInPlace: [], added: [] });
    const recharged = charged.replayed[0]?.replacement;
    assert.deepEqual([recharged?.feeChargesPortion.toFixed(2), recharged?.principalPortion.toFixed(2), recharged?.outstandingLoanBalance?.toFixed(2)], ['10.00', '490.00', '510.00']);
    assert.equal(charged.replay.installments[0]?.paid.fee.toFixed(2), '10.00');
  });

  it('replays every later repayment after a back-dated one moves the split, and recomputes a write-off in place', () => {
    const existing = [
      tx(T.DISBURSEMENT, '2022-11-01', 5000),
      tx(T.REPAYMENT, '2022-12-01', 305),
      tx(T.REPAYMENT, '2023-01-01', 305),
      tx(T.WRITEOFF, '2023-01-10', 0),
    ];
    const before = replay(rs02, existing);
    const storedTransactions = before.transactions.map((t, index) => ({
      ...t.input,
      id: index + 1,
      stored: stored(t.amount, t.principalPortion, t.interestPortion, t.feeChargesPortion, t.penaltyChargesPortion, t.overpaymentPortion),
    }));
    const result = reverseReplay(replayInput(rs02, [...storedTransactions, tx(T.REPAYMENT, '2022-11-20', 100)]));
    assert.deepEqual(ids(result), { replayed: [2, 3], unchanged: [1], updatedInPlace: [4], added: ['2022-11-20'] });
    const portions = result.replay.transactions.map((t) => [t.input.date.toString(), t.principalPortion.toFixed(2), t.interestPortion.toFixed(2), t.outstandingLoanBalance?.toFixed(2)]);
    assert.deepEqual(portions, [
      ['2022-11-01', '0.00', '0.00', '5000.00'],
      ['2022-11-20', '50.00', '50.00', '4950.00'],
      ['2022-12-01', '257.55', '47.45', '4692.45'],
      ['2023-01-01', '260.13', '44.87', '4432.32'],
      ['2023-01-10', '4432.32', '345.90', '0.00'], // interest: 488.22 − 50.00 − 47.45 − 44.87,
    ]);
    assert.equal(loanStatusOutcome(result.replay, date('2023-01-10')).status, LoanStatus.CLOSED_WRITTEN_OFF);
  });
});

describe('reverseReplay with charge-offs', () => {
  it('replays a charge-off when an earlier repayment is undone and keeps the later repayment (LoanChargeOff: partial payment, charge-off, payment, undo)', () => {
    const chargedOff = tx(T.CHARGE_OFF, '2023-06-01', 500, { id: 2, stored: stored(500, 500, 0, 0, 0) });
    const repaid = tx(T.REPAYMENT, '2023-06-05', 500, { id: 3, stored: stored(500, 500, 0, 0, 0) });
    const before = replay(lp1({}), [disbursed('2023-01-01'), tx(T.REPAYMENT, '2023-02-10', 500, { id: 1, stored: stored(500, 500, 0, 0, 0) }), chargedOff, repaid]);
    assertRows(
      before,
      [[1, '2023-06-05', '1000.00', '0.00', '0.00', '0.00', '1000.00', '0.00', '1000.00', '0.00']],
      [
        ['2023-01-01', T.DISBURSEMENT, '1000.00', '0.00', '0.00', '0.00', '0.00', '1000.00'],
        ['2023-02-10', T.REPAYMENT, '500.00', '500.00', '0.00', '0.00', '0.00', '500.00'],
        ['2023-06-01', T.CHARGE_OFF, '500.00', '500.00', '0.00', '0.00', '0.00', ''],
        ['2023-06-05', T.REPAYMENT, '500.00', '500.00', '0.00', '0.00', '0.00', '0.00'],
      ],
    );
    const undone = reverseReplay(replayInput(lp1({}), [disbursed('2023-01-01'), chargedOff, repaid]));
    assert.deepEqual(ids(undone), { replayed: [2], unchanged: [100, 3], updatedInPlace: [], added: [] });
    assertRows(
      undone.replay,
      [[1, '', '1000.00', '0.00', '0.00', '0.00', '500.00', '0.00', '500.00', '500.00']],
      [
        ['2023-01-01', T.DISBURSEMENT, '1000.00', '0.00', '0.00', '0.00', '0.00', '1000.00'],
        ['2023-06-01', T.CHARGE_OFF, '1000.00', '1000.00', '0.00', '0.00', '0.00', ''],
        ['2023-06-05', T.REPAYMENT, '500.00', '500.00', '0.00', '0.00', '0.00', '500.00'],
      ],
    );
  });
});
