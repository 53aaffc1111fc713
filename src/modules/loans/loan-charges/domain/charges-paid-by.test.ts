import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { chargeShares, chargesPaidBy, type PayableCharge } from './charges-paid-by.ts';

const d = (v: number | string) => new Decimal(v);
const charge = (id: number, extra: Partial<PayableCharge> = {}): PayableCharge => ({
  id, chargeId: 100 + id, penalty: false, dueDate: null, amount: d(10), paid: d(0), waived: d(0), writtenOff: d(0), dueAtDisbursement: false, installments: [], ...extra,
});
const share = (n: number, due: string, extra: { paid?: number; waived?: number } = {}) => ({
  scheduleId: 50 + n, installmentNumber: n, dueDate: LocalDate.parse(due), amount: d(10), paid: d(extra.paid ?? 0), waived: d(extra.waived ?? 0),
});
const rowsOf = (result: ReturnType<typeof chargesPaidBy>) => result.paidBy.map((r) => [r.transactionId, r.loanChargeId, r.amount.toNumber()]);

describe('chargesPaidBy', () => {
  const installmentFee = charge(1, { amount: d(30), installments: [share(1, '2022-02-01'), share(2, '2022-03-01'), share(3, '2022-04-01')] });
  const dueDateFee = charge(2, { amount: d(20), dueDate: LocalDate.parse('2022-01-10') });

  it('pays the earliest due charge first, then the installment fee share by share', () => {
    const result = chargesPaidBy([installmentFee, dueDateFee], [{ id: 7, fee: d(35), penalty: d(0) }]);
    assert.deepEqual(rowsOf(result), [[7, 2, 20], [7, 1, 10], [7, 1, 5]]);
    assert.deepEqual(result.charges.map((c) => [c.id, c.paid.toNumber(), c.outstanding.toNumber()]), [[1, 15, 15], [2, 20, 0]]);
    assert.deepEqual(result.installmentCharges.map((s) => [s.scheduleId, s.paid.toNumber(), s.outstanding.toNumber()]), [[51, 10, 0], [52, 5, 5], [53, 0, 10]]);
  });

  it('on the same date the charge with its own due date comes before the installment fee share', () => {
    const sameDay = charge(3, { amount: d(20), dueDate: LocalDate.parse('2022-02-01') });
    assert.deepEqual(rowsOf(chargesPaidBy([installmentFee, sameDay], [{ id: 7, fee: d(25), penalty: d(0) }])), [[7, 3, 20], [7, 1, 5]]);
  });

  it('keeps fees and penalties apart, skips charges due at disbursement and what is waived, and starts from what was paid', () => {
    const penalty = charge(4, { penalty: true, amount: d(15), dueDate: LocalDate.parse('2022-01-20') });
    const atDisbursement = charge(5, { dueAtDisbursement: true, dueDate: LocalDate.parse('2022-01-01') });
    const waived = charge(6, { amount: d(30), installments: [share(1, '2022-02-01', { waived: 10 }), share(2, '2022-03-01', { paid: 4 }), share(3, '2022-04-01')], waived: d(10), paid: d(4) });
    const result = chargesPaidBy([penalty, atDisbursement, waived], [{ id: 8, fee: d(8), penalty: d(15) }, { id: 9, fee: d(20), penalty: d(1) }]);
    assert.deepEqual(rowsOf(result), [[8, 6, 6], [8, 6, 2], [8, 4, 15], [9, 6, 8]]);
    assert.deepEqual(result.charges.map((c) => [c.id, c.paid.toNumber(), c.outstanding.toNumber()]), [[4, 15, 0], [6, 20, 0]]);
  });

  it('gives posting shares only when the rows add up to the portion', () => {
    const result = chargesPaidBy([dueDateFee], [{ id: 7, fee: d(25), penalty: d(0) }]);
    assert.deepEqual(chargeShares(result.paidBy, 7, false, d(25)), []);
    assert.deepEqual(chargeShares(result.paidBy, 7, false, d(20)).map((s) => [s.chargeId, s.amount.toNumber()]), [[102, 20]]);
  });

  it('a refund takes back from the latest paid charge first, with negative rows (undoChargesPaidAmountBy)', () => {
    const early = charge(7, { amount: d(20), dueDate: LocalDate.parse('2022-01-10'), paid: d(20) });
    const late = charge(8, { amount: d(15), dueDate: LocalDate.parse('2022-02-10'), paid: d(15) });
    const result = chargesPaidBy([early, late], [{ id: 11, fee: d(25), penalty: d(0), undo: true }]);
    assert.deepEqual(rowsOf(result), [[11, 8, -15], [11, 7, -10]]);
    // Posted per charge without the sign (Fineract's refund postings): the fee income of each charge is debited.
    assert.deepEqual(chargeShares(result.paidBy, 11, false, d(25)).map((s) => [s.chargeId, s.amount.toNumber()]), [[108, 15], [107, 10]]);
    assert.deepEqual(result.charges.map((c) => [c.id, c.paid.toNumber(), c.outstanding.toNumber()]), [[7, 10, 10], [8, 0, 15]]);
  });

  it('a refund takes an installment fee back share by share from the last paid one, and stops when nothing is paid', () => {
    const fee = charge(1, { amount: d(30), paid: d(15), installments: [share(1, '2022-02-01', { paid: 10 }), share(2, '2022-03-01', { paid: 5 }), share(3, '2022-04-01')] });
    const result = chargesPaidBy([fee], [{ id: 12, fee: d(40), penalty: d(0), undo: true }]);
    assert.deepEqual(rowsOf(result), [[12, 1, -5], [12, 1, -10]]);
    assert.deepEqual(result.installmentCharges.map((s) => [s.scheduleId, s.paid.toNumber(), s.outstanding.toNumber()]), [[51, 0, 10], [52, 0, 10], [53, 0, 10]]);
    assert.deepEqual(result.charges.map((c) => [c.id, c.paid.toNumber(), c.outstanding.toNumber()]), [[1, 0, 30]]);
  });

  it('between a charge with a due date and an installment fee, keeps the one Fineract keeps', () => {
    const fee = charge(1, { amount: d(30), paid: d(10), installments: [share(1, '2022-02-01', { paid: 10 }), share(2, '2022-03-01'), share(3, '2022-04-01')] });
    const before = charge(2, { amount: d(20), dueDate: LocalDate.parse('2022-01-10'), paid: d(20) });
    assert.deepEqual(rowsOf(chargesPaidBy([fee, before], [{ id: 13, fee: d(5), penalty: d(0), undo: true }])), [[13, 2, -5]]);
    const after = charge(3, { amount: d(20), dueDate: LocalDate.parse('2022-02-10'), paid: d(20) });
    assert.deepEqual(rowsOf(chargesPaidBy([fee, after], [{ id: 13, fee: d(5), penalty: d(0), undo: true }])), [[13, 1, -5]]);
  });
});
