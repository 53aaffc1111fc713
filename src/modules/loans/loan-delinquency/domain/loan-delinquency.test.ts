import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { delinquencyTagChange, effectivePauses, isPausedOn, overdueCollectionData, pausedDaysBefore, planInstallmentTags, rangeFor, type DelinquencyInstallment, type LoanDelinquencyAction } from './loan-delinquency.ts';
import { delinquencyActionRefusal } from './delinquency-action-rules.ts';

const d = (text: string) => LocalDate.parse(text);
const installment = (due: string, owed: number, obligationsMet = false): DelinquencyInstallment => ({
  dueDate: d(due), obligationsMet, principalOutstanding: new Decimal(owed), interestOutstanding: new Decimal(0), feeOutstanding: new Decimal(0), penaltyOutstanding: new Decimal(0),
  fromDate: null, paid: new Decimal(0), last: false,
});
const pause = (id: number, start: string, end: string): LoanDelinquencyAction => ({ id, action: 'PAUSE', startDate: d(start), endDate: d(end) });
const resume = (id: number, start: string): LoanDelinquencyAction => ({ id, action: 'RESUME', startDate: d(start), endDate: null });

/** Fineract's e2e ranges: 1–3, 4–30, 31–60, 61 on. */
const RANGES = [{ id: 3, minimumAgeDays: 31, maximumAgeDays: 60 }, { id: 1, minimumAgeDays: 1, maximumAgeDays: 3 }, { id: 4, minimumAgeDays: 61, maximumAgeDays: null }, { id: 2, minimumAgeDays: 4, maximumAgeDays: 30 }];

describe('overdueCollectionData', () => {
  const schedule = [installment('2023-10-01', 250), installment('2023-10-16', 250), installment('2023-10-31', 250)];

  it('counts past-due days from the oldest unpaid installment due before the business date, less the grace and the days paused', () => {
    const rows = [
      // business date, pauses, [pastDueDays, delinquentDays, amount]  (LoanDelinquency.feature "full PAUSE period")
      ['2023-10-02', [], [1, 0, 250]],
      ['2023-10-05', [], [4, 1, 250]],
      ['2023-10-06', [pause(1, '2023-10-06', '2023-10-30')], [5, 2, 250]],
      ['2023-10-30', [pause(1, '2023-10-06', '2023-10-30')], [29, 2, 500]],
      ['2023-10-31', [pause(1, '2023-10-06', '2023-10-30')], [30, 3, 500]],
    ] as const;
    for (const [date, actions, expected] of rows) {
      const data = overdueCollectionData(schedule, 3, d(date), effectivePauses(actions));
      assert.deepEqual([data.pastDueDays, data.delinquentDays, data.delinquentAmount.toNumber()], expected, date);
      assert.equal(data.delinquentDate?.toString(), '2023-10-04');
    }
  });

  it('skips paid installments and has no delinquent date when nothing is overdue', () => {
    const data = overdueCollectionData([installment('2023-10-01', 0, true), installment('2023-10-16', 250)], 0, d('2023-10-10'), []);
    assert.deepEqual([data.pastDueDays, data.delinquentDays, data.delinquentDate, data.delinquentAmount.toNumber()], [0, 0, undefined, 0]);
  });

  it('counts a chargeback in an installment\'s period as overdue from its date once the paid amount no longer covers it (LoanChargeback.feature)', () => {
    // 3,000 over 3 months; 1,000 repaid on 01 Feb and 01 Mar 2022, the second charged back on 15 Mar (the third installment owes 2,000).
    const third = (paid: number): DelinquencyInstallment => ({ ...installment('2022-04-01', 2000 - paid), fromDate: d('2022-03-01'), paid: new Decimal(paid), last: true });
    const chargebacks = [{ date: d('2022-03-15'), amount: new Decimal(1000) }];
    const figures = (paid: number, on: string) => {
      const data = overdueCollectionData([installment('2022-02-01', 0, true), installment('2022-03-01', 0, true), third(paid)], 3, d(on), [], chargebacks);
      return [data.pastDueDays, data.delinquentDays, data.delinquentDate?.toString(), data.delinquentAmount.toNumber()];
    };
    assert.deepEqual(figures(0, '2022-04-07'), [23, 20, '2022-03-18', 2000]);
    assert.deepEqual(figures(1000, '2022-04-07'), [6, 3, '2022-04-04', 1000]);
    // Not yet due: only the part of the chargeback the paid amount does not cover is owed, since the chargeback's date.
    assert.deepEqual(figures(0, '2022-03-20'), [5, 2, '2022-03-18', 1000]);
    assert.deepEqual(figures(1000, '2022-03-20'), [0, 0, undefined, 0]);
    assert.deepEqual(figures(0, '2022-03-15'), [0, 0, undefined, 0]);
  });
});

describe('effectivePauses', () => {
  it('ends a pause on the day of a resume inside it, and counts paused days before a date', () => {
    const pauses = effectivePauses([pause(1, '2023-10-15', '2023-10-30'), resume(2, '2023-10-25')]);
    assert.deepEqual(pauses.map((p) => [p.startDate.toString(), p.endDate.toString()]), [['2023-10-15', '2023-10-25']]);
    assert.equal(pausedDaysBefore(pauses, d('2023-10-26')), 10);
    assert.equal(pausedDaysBefore(pauses, d('2023-10-20')), 5);
    assert.equal(pausedDaysBefore(pauses, d('2023-10-15')), 0);
    assert.equal(isPausedOn(d('2023-10-25'), pauses), true);
    assert.equal(isPausedOn(d('2023-10-26'), pauses), false);
  });
});

describe('delinquencyTagChange', () => {
  it('picks the range holding the days, lifts on zero, and leaves the history alone when no range holds them', () => {
    assert.equal(rangeFor(RANGES, 45)?.id, 3);
    assert.equal(rangeFor(RANGES, 400)?.id, 4);
    assert.deepEqual(delinquencyTagChange(RANGES, 1, undefined), { liftOpenTag: false, addRangeId: 1 });
    assert.deepEqual(delinquencyTagChange(RANGES, 2, 1), { liftOpenTag: false, addRangeId: undefined });
    assert.deepEqual(delinquencyTagChange(RANGES, 5, 1), { liftOpenTag: true, addRangeId: 2 });
    assert.deepEqual(delinquencyTagChange(RANGES, 0, 2), { liftOpenTag: true, addRangeId: undefined });
    assert.deepEqual(delinquencyTagChange(RANGES.slice(0, 1), 5, 1), { liftOpenTag: false, addRangeId: undefined });
  });
});

describe('delinquencyActionRefusal', () => {
  const loan = { active: true, disbursedOn: d('2023-10-01') };
  const code = (e: { errors: readonly { code: string }[] } | undefined) => e?.errors[0]?.code;

  it('refuses overlapping pauses but not touching ones (Fineract\'s overlap rule)', () => {
    const saved = [pause(1, '2023-10-16', '2023-10-30')];
    const today = d('2023-10-16');
    assert.equal(code(delinquencyActionRefusal({ action: 'PAUSE', startDate: d('2023-10-20'), endDate: d('2023-11-05') }, loan, saved, today)), 'loan-delinquency-action-overlapping');
    assert.equal(code(delinquencyActionRefusal({ action: 'PAUSE', startDate: d('2023-10-10'), endDate: d('2023-10-20') }, loan, saved, today)), 'loan-delinquency-action-overlapping');
    assert.equal(delinquencyActionRefusal({ action: 'PAUSE', startDate: d('2023-10-30'), endDate: d('2023-11-05') }, loan, saved, today), undefined);
    assert.equal(delinquencyActionRefusal({ action: 'PAUSE', startDate: d('2023-10-10'), endDate: d('2023-10-16') }, loan, saved, today), undefined);
  });

  it('accepts a resume only today, inside a pause, once', () => {
    const saved = [pause(1, '2023-10-16', '2023-10-30')];
    assert.equal(delinquencyActionRefusal({ action: 'RESUME', startDate: d('2023-10-20'), endDate: undefined }, loan, saved, d('2023-10-20')), undefined);
    assert.equal(code(delinquencyActionRefusal({ action: 'RESUME', startDate: d('2023-10-20'), endDate: undefined }, loan, [...saved, resume(2, '2023-10-20')], d('2023-10-20'))), 'loan-delinquency-action-resume-should-be-unique');
    assert.equal(code(delinquencyActionRefusal({ action: 'RESUME', startDate: d('2023-11-02'), endDate: undefined }, loan, saved, d('2023-11-02'))), 'loan-delinquency-action-resume-should-be-on-pause');
    assert.equal(code(delinquencyActionRefusal({ action: 'RESUME', startDate: d('2023-10-20'), endDate: undefined }, { ...loan, active: false }, saved, d('2023-10-20'))), 'loan-delinquency-action-invalid-loan-state');
  });
});

describe('planInstallmentTags', () => {
  it('ages each installment without the grace, replaces a tag whose range moved (keeping its first overdue date), and drops tags of paid or vanished installments', () => {
    const installments = [
      { ...installment('2023-10-16', 250), id: 11 },
      { ...installment('2023-10-31', 250), id: 12 },
      { ...installment('2023-11-15', 0, true), id: 13 },
      { ...installment('2023-11-30', 250), id: 14 },
    ];
    const tags = [
      { id: 1, installmentId: 11, rangeId: 2, firstOverdueDate: d('2023-10-16'), amount: new Decimal(250) },
      { id: 2, installmentId: 12, rangeId: 3, firstOverdueDate: d('2023-10-31'), amount: new Decimal(300) },
      { id: 3, installmentId: 13, rangeId: 1, firstOverdueDate: d('2023-11-15'), amount: new Decimal(250) },
      { id: 4, installmentId: 99, rangeId: 1, firstOverdueDate: d('2023-09-01'), amount: new Decimal(1) },
    ];
    const plan = planInstallmentTags(installments, tags, RANGES, d('2023-12-01'), []);
    assert.deepEqual(plan.deleteIds, [1, 3, 4]);
    assert.deepEqual(plan.inserts.map((i) => [i.installmentId, i.rangeId, i.firstOverdueDate.toString(), i.amount.toNumber()]), [[11, 3, '2023-10-16', 250], [14, 1, '2023-11-30', 250]]);
    assert.deepEqual(plan.updates.map((u) => [u.id, u.amount.toNumber()]), [[2, 250]]);
  });

  it('ages an installment from the chargeback that made it owe: overdue from its date, or not yet due owing the part not covered', () => {
    const chargebacks = [{ date: d('2022-03-15'), amount: new Decimal(1000) }];
    const third = { ...installment('2022-04-01', 2000), fromDate: d('2022-03-01'), paid: new Decimal(0), last: true, id: 3 };
    const tagged = (on: string) => planInstallmentTags([third], [], RANGES, d(on), [], chargebacks).inserts.map((i) => [i.rangeId, i.firstOverdueDate.toString(), i.amount.toNumber()]);
    assert.deepEqual(tagged('2022-04-07'), [[2, '2022-03-15', 2000]]);
    assert.deepEqual(tagged('2022-03-20'), [[2, '2022-03-15', 1000]]);
  });
});
