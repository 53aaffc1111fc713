import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { moneyContext } from '../../../../shared/money/index.ts';
import { closureActivities, dueInstallmentActivities, reopenedActivities, replayedActivities, type ActivityInstallment, type ActivityPlan, type ExistingActivity } from './accrual-activities.ts';
import { reprocessAccruals, type AccrualPortions, type AccrualReprocessing } from './accrual-reprocessing.ts';
import { closureAccrual, interestAccruedTillDate, loanAccruals, type AccrualCharge, type AccrualInstallment, type AccrualRequest, type ExistingAccrual, type InstallmentAccrual } from './loan-accruals.ts';

const money = moneyContext();
const date = (text: string) => LocalDate.parse(text);
const dec = (value: string | number) => new Decimal(value);

function installment(installmentNumber: number, fromDate: string, dueDate: string, interest: string | number, extra: Partial<AccrualInstallment> = {}): AccrualInstallment {
  return { installmentNumber, fromDate: date(fromDate), dueDate: date(dueDate), interest: dec(interest), interestWaived: dec(0), downPayment: false, ...extra };
}

function request(installments: AccrualInstallment[], tillDate: string, extra: Partial<AccrualRequest> = {}): AccrualRequest {
  return { installments, charges: [], existing: [], tillDate: date(tillDate), mode: 'periodic', chargeAccrualDate: 'due-date', interestCalculatedFrom: null, currencyDigits: 2, money, ...extra };
}

/** An accrual as text: date, amount, interest, fees, penalties. */
const brief = (a: InstallmentAccrual) => [a.date.toString(), a.amount.toString(), a.interest.toString(), a.fees.toString(), a.penalties.toString()];
const interestAccrual = (d: string, interest: string): ExistingAccrual => ({ date: date(d), interest: dec(interest), charges: [] });

// Fineract's e2e LoanChargeOff.feature: 1,000 at 12 % a year, declining balance, daily interest, one month — 10.19 of
// interest over 31 days (01 January to 01 February 2023), accrued by the close of business day by day.
const ONE_MONTH = [installment(1, '2023-01-01', '2023-02-01', '10.19')];

// Fineract's e2e LoanCharge.feature FEE04: 3,000 flat 12 % a year over three months (30 interest each) and a 15 % late
// fee applied on each missed due date.
const THREE_MONTHS = [installment(1, '2023-01-01', '2023-02-01', 30), installment(2, '2023-02-01', '2023-03-01', 30), installment(3, '2023-03-01', '2023-04-01', 30)];
const LATE_FEES: AccrualCharge[] = ['2023-02-01', '2023-03-01', '2023-04-01'].map((due, i) => ({
  loanChargeId: 10 + i, chargeId: 5, penalty: true, dueDate: date(due), amount: dec(15), waived: dec(0), unrecognized: dec(0), installmentShares: [],
}));

describe('interestAccruedTillDate', () => {
  it('accrues interest by days elapsed over days in the period, rounded half-even to the currency', () => {
    const period = ONE_MONTH[0];
    assert.ok(period !== undefined);
    assert.equal(interestAccruedTillDate(period, date('2023-01-01'), null, 2, money).toString(), '0');
    assert.equal(interestAccruedTillDate(period, date('2023-01-02'), null, 2, money).toString(), '0.33');
    assert.equal(interestAccruedTillDate(period, date('2023-01-03'), null, 2, money).toString(), '0.66');
    assert.equal(interestAccruedTillDate(period, date('2023-01-06'), null, 2, money).toString(), '1.64');
    assert.equal(interestAccruedTillDate(period, date('2023-02-01'), null, 2, money).toString(), '10.19');
  });

  it('counts from the interest-charged-from date when interest starts later', () => {
    const period = installment(1, '2023-01-01', '2023-01-31', 30);
    // 20 days from 11 January, 5 of them elapsed by 16 January.
    assert.equal(interestAccruedTillDate(period, date('2023-01-16'), date('2023-01-11'), 2, money).toString(), '7.5');
    assert.equal(interestAccruedTillDate(period, date('2023-01-05'), date('2023-01-11'), 2, money).toString(), '0');
  });
});

describe('loanAccruals', () => {
  it('accrues 5,000 at 12 % declining daily for one day: 1.64 (Fineract e2e, Add Periodic Accrual Transactions)', () => {
    const accruals = loanAccruals(request([installment(1, '2023-01-01', '2023-02-01', '50.96')], '2023-01-02'));
    assert.deepEqual(accruals.map(brief), [['2023-01-02', '1.64', '1.64', '0', '0']]);
  });

  it('adds day by day only the difference from what is accrued (0.33, 0.33, then 1.31 after a pause)', () => {
    assert.deepEqual(loanAccruals(request(ONE_MONTH, '2023-01-01')).map(brief), []);
    assert.deepEqual(loanAccruals(request(ONE_MONTH, '2023-01-02')).map(brief), [['2023-01-02', '0.33', '0.33', '0', '0']]);
    const afterDayOne = [interestAccrual('2023-01-02', '0.33')];
    assert.deepEqual(loanAccruals(request(ONE_MONTH, '2023-01-03', { existing: afterDayOne })).map(brief), [['2023-01-03', '0.33', '0.33', '0', '0']]);
    assert.deepEqual(loanAccruals(request(ONE_MONTH, '2023-01-06', { existing: afterDayOne })).map(brief), [['2023-01-06', '1.31', '1.31', '0', '0']]);
  });

  it('adds nothing when run again for the same or an earlier date', () => {
    const existing = [interestAccrual('2023-01-02', '0.33'), interestAccrual('2023-01-06', '1.31')];
    assert.deepEqual(loanAccruals(request(ONE_MONTH, '2023-01-06', { existing })), []);
    assert.deepEqual(loanAccruals(request(ONE_MONTH, '2023-01-04', { existing })), []);
  });

  it('accrues each past installment in full on its due date with its late fee (FEE04: three accruals of 45)', () => {
    const accruals = loanAccruals(request(THREE_MONTHS, '2023-04-30', { charges: LATE_FEES }));
    assert.deepEqual(accruals.map(brief), [
      ['2023-02-01', '45', '30', '0', '15'],
      ['2023-03-01', '45', '30', '0', '15'],
      ['2023-04-01', '45', '30', '0', '15'],
    ]);
    assert.deepEqual(accruals[0]?.charges.map((c) => [c.loanChargeId, c.chargeId, c.amount.toString()]), [[10, 5, '15']]);
    assert.deepEqual([accruals[2]?.accruedInterest.toString(), accruals[2]?.accruedPenalties.toString()], ['30', '15']);
  });

  it('in due-installments mode accrues only installments already due, and periodic mode the current one pro rata', () => {
    const due = loanAccruals(request(THREE_MONTHS, '2023-02-15', { mode: 'dueInstallments', charges: LATE_FEES }));
    assert.deepEqual(due.map(brief), [['2023-02-01', '45', '30', '0', '15']]);
    const existing: ExistingAccrual[] = [{ date: date('2023-02-01'), interest: dec(30), charges: [{ loanChargeId: 10, installmentNumber: 1, amount: dec(15) }] }];
    // 14 of 28 days of February.
    const periodic = loanAccruals(request(THREE_MONTHS, '2023-02-15', { charges: LATE_FEES, existing }));
    assert.deepEqual(periodic.map(brief), [['2023-02-15', '15', '15', '0', '0']]);
  });

  it('accrues a fee on the dates the accrual runs once its due date is reached (snooze fees due 06 and 16 February)', () => {
    const single = [installment(1, '2023-02-01', '2023-03-03', 0)];
    const fee = (loanChargeId: number, due: string): AccrualCharge => ({ loanChargeId, chargeId: 7, penalty: false, dueDate: date(due), amount: dec(10), waived: dec(0), unrecognized: dec(0), installmentShares: [] });
    const charges = [fee(1, '2023-02-06'), fee(2, '2023-02-16')];
    assert.deepEqual(loanAccruals(request(single, '2023-02-06', { charges })).map(brief), [['2023-02-06', '10', '0', '10', '0']]);
    const existing: ExistingAccrual[] = [{ date: date('2023-02-06'), interest: dec(0), charges: [{ loanChargeId: 1, installmentNumber: 1, amount: dec(10) }] }];
    assert.deepEqual(loanAccruals(request(single, '2023-02-16', { charges, existing })).map(brief), [['2023-02-16', '10', '0', '10', '0']]);
  });

  it('accrues an installment fee once its installment is due, net of waivers, and skips down payments', () => {
    const fee: AccrualCharge = {
      loanChargeId: 3, chargeId: 9, penalty: false, dueDate: null, amount: dec('46.35'), waived: dec('5.45'), unrecognized: dec('5.45'),
      installmentShares: [{ installmentNumber: 2, amount: dec('15.45'), waived: dec(0), unrecognized: dec(0) }, { installmentNumber: 3, amount: dec('15.45'), waived: dec('5.45'), unrecognized: dec('5.45') }],
    };
    const schedule = [installment(1, '2023-01-01', '2023-01-01', 0, { downPayment: true }), installment(2, '2023-01-01', '2023-02-01', 0), installment(3, '2023-02-01', '2023-03-01', 0)];
    const accruals = loanAccruals(request(schedule, '2023-03-10', { charges: [fee] }));
    assert.deepEqual(accruals.map(brief), [['2023-02-01', '15.45', '0', '15.45', '0'], ['2023-03-01', '10', '0', '10', '0']]);
    assert.deepEqual(accruals.map((a) => a.charges.map((c) => c.installmentNumber)), [[2], [3]]);
  });

  it('accrues a waived charge less the unrecognized income of its waiver, not less what was waived', () => {
    const single = [installment(1, '2023-02-01', '2023-03-03', 0)];
    // A fee of 10 accrued, then waived: all of the waiver was recognized income (unrecognized 0).
    const accruedThenWaived: AccrualCharge = { loanChargeId: 1, chargeId: 7, penalty: false, dueDate: date('2023-02-06'), amount: dec(10), waived: dec(10), unrecognized: dec(0), installmentShares: [] };
    const accrual: ExistingAccrual = { date: date('2023-02-06'), interest: dec(0), charges: [{ loanChargeId: 1, installmentNumber: 1, amount: dec(10) }] };
    assert.deepEqual(loanAccruals(request(single, '2023-02-10', { charges: [accruedThenWaived], existing: [accrual] })).map(brief), []);
    // Its accrual reversed since: the fee accrues again, as the waiver settled income that was recognized.
    assert.deepEqual(loanAccruals(request(single, '2023-02-10', { charges: [accruedThenWaived] })).map(brief), [['2023-02-10', '10', '0', '10', '0']]);
    // Waived before anything was accrued: all of it unrecognized, nothing to accrue.
    const waivedFirst: AccrualCharge = { ...accruedThenWaived, unrecognized: dec(10) };
    assert.deepEqual(loanAccruals(request(single, '2023-02-10', { charges: [waivedFirst] })).map(brief), []);
  });

  it('accrues interest net of the waived interest', () => {
    const waived = [installment(1, '2023-01-01', '2023-02-01', 30, { interestWaived: dec(10) })];
    assert.deepEqual(loanAccruals(request(waived, '2023-02-01')).map(brief), [['2023-02-01', '20', '20', '0', '0']]);
  });
});

describe('closureAccrual', () => {
  it('accrues the interest, less waived, and the charges no earlier accrual holds, on the closing date', () => {
    const installments = [THREE_MONTHS[0], THREE_MONTHS[1], installment(3, '2023-03-01', '2023-04-01', 30, { interestWaived: dec(5) })].filter((i) => i !== undefined);
    const existing: ExistingAccrual[] = [{ date: date('2023-02-01'), interest: dec(30), charges: [{ loanChargeId: 10, installmentNumber: 1, amount: dec(15) }] }, interestAccrual('2023-02-10', '9.64')];
    const accrual = closureAccrual({ installments, charges: LATE_FEES.slice(0, 2), existing, date: date('2023-02-10') });
    assert.ok(accrual !== undefined);
    // 85 earned (90 less 5 waived) less 39.64 accrued; the second late fee (due in installment 2) was never accrued.
    assert.deepEqual(brief(accrual), ['2023-02-10', '60.36', '45.36', '0', '15']);
    assert.deepEqual(accrual.charges.map((c) => [c.loanChargeId, c.installmentNumber, c.amount.toString()]), [[11, 2, '15']]);
  });

  it('answers nothing when everything earned is accrued', () => {
    const existing = [interestAccrual('2023-02-01', '10.19')];
    assert.equal(closureAccrual({ installments: ONE_MONTH, charges: [], existing, date: date('2023-01-20') }), undefined);
  });
});

// Fineract's e2e LoanAccrualActivity.feature UC5 (LP1_INTEREST_DECLINING_BALANCE_PERIOD_DAILY_ACCRUAL_ACTIVITY): 1,000 at
// 12 % a year over four installments five days apart from 01 January 2024, a fee of 10 and a penalty of 15 due on 06 January.
const UC5: ActivityInstallment[] = [
  ['2024-01-01', '2024-01-06', '1.64', 10, 15], ['2024-01-06', '2024-01-11', '1.23', 0, 0], ['2024-01-11', '2024-01-16', '0.82', 0, 0], ['2024-01-16', '2024-01-21', '0.41', 0, 0],
].map(([fromDate, dueDate, interest, fees, penalties], i) => ({
  installmentNumber: i + 1, fromDate: date(String(fromDate)), dueDate: date(String(dueDate)), interest: dec(interest ?? 0), fees: dec(fees ?? 0), penalties: dec(penalties ?? 0), downPayment: false,
}));
const activity = (id: number, d: string, interest: string, fees: number, penalties: number): ExistingActivity => ({ id, date: date(d), interest: dec(interest), fees: dec(fees), penalties: dec(penalties) });
const briefPlan = (plan: ActivityPlan) => ({ reverse: plan.reverse, create: plan.create.map((p) => [p.date.toString(), p.amount.toString(), p.interest.toString(), p.fees.toString(), p.penalties.toString(), p.replaces]) });

describe('dueInstallmentActivities', () => {
  it('posts each installment due by the date once, with its interest, fees and penalties (UC5: 26.64 on 06 January)', () => {
    assert.deepEqual(briefPlan(dueInstallmentActivities(UC5, [], date('2024-01-05'))), { reverse: [], create: [] });
    assert.deepEqual(briefPlan(dueInstallmentActivities(UC5, [], date('2024-01-06'))), { reverse: [], create: [['2024-01-06', '26.64', '1.64', '10', '15', null]] });
    assert.deepEqual(briefPlan(dueInstallmentActivities(UC5, [activity(7, '2024-01-06', '1.64', 10, 15)], date('2024-01-10'))), { reverse: [], create: [] });
    // A missed day is caught up; an activity that no longer matches is replaced; duplicates are reversed.
    assert.deepEqual(briefPlan(dueInstallmentActivities(UC5, [activity(7, '2024-01-06', '1.64', 10, 0), activity(8, '2024-01-06', '1.64', 10, 15)], date('2024-01-11'))), {
      reverse: [7, 8], create: [['2024-01-06', '26.64', '1.64', '10', '15', 7], ['2024-01-11', '1.23', '1.23', '0', '0', null]],
    });
  });
});

describe('replayedActivities', () => {
  it('replaces an activity whose installment figures moved, on the same date, and keeps the others', () => {
    const moved = UC5.map((i) => (i.installmentNumber === 1 ? { ...i, penalties: dec(20) } : i));
    const existing = [activity(7, '2024-01-06', '1.64', 10, 15), activity(9, '2024-01-11', '1.23', 0, 0)];
    assert.deepEqual(briefPlan(replayedActivities(UC5, existing)), { reverse: [], create: [] });
    assert.deepEqual(briefPlan(replayedActivities(moved, existing)), { reverse: [7], create: [['2024-01-06', '31.64', '1.64', '10', '20', 7]] });
  });
});

describe('closureActivities', () => {
  it('adds the due installments\' activities and one on the closing day with the rest; reverses activities after it', () => {
    const existing = [activity(7, '2024-01-06', '1.64', 10, 15), activity(9, '2024-01-11', '1.23', 0, 0)];
    assert.deepEqual(briefPlan(closureActivities(UC5, existing, date('2024-01-08'))), { reverse: [9], create: [['2024-01-08', '2.46', '2.46', '0', '0', null]] });
    assert.deepEqual(briefPlan(closureActivities(UC5, [], date('2024-01-21'))), {
      reverse: [], create: [['2024-01-06', '26.64', '1.64', '10', '15', null], ['2024-01-11', '1.23', '1.23', '0', '0', null], ['2024-01-16', '0.82', '0.82', '0', '0', null], ['2024-01-21', '0.41', '0.41', '0', '0', null]],
    });
  });
});

describe('reopenedActivities', () => {
  it('lets the closing activity give way to the installments due since it, or reverses it when none is', () => {
    const existing = [activity(7, '2024-01-06', '1.64', 10, 15), activity(9, '2024-01-08', '2.46', 0, 0)];
    assert.deepEqual(briefPlan(reopenedActivities(UC5, existing, date('2024-01-08'))), { reverse: [9], create: [] });
    assert.deepEqual(briefPlan(reopenedActivities(UC5, existing, date('2024-01-17'))), {
      reverse: [9], create: [['2024-01-11', '1.23', '1.23', '0', '0', 9], ['2024-01-16', '0.82', '0.82', '0', '0', null]],
    });
  });
});

describe('reprocessAccruals', () => {
  const portions = (id: number, d: string, interest: string, fees = 0, penalties = 0): AccrualPortions => ({ id, date: date(d), interest: dec(interest), fees: dec(fees), penalties: dec(penalties) });
  // UC5's accruals of the first installment: 0.33, 0.33, 0.32, 0.33 and 25.33 with the fee and the penalty on its due date.
  const accruals = [portions(1, '2024-01-02', '0.33'), portions(2, '2024-01-03', '0.33'), portions(3, '2024-01-04', '0.32'), portions(4, '2024-01-05', '0.33'), portions(5, '2024-01-06', '0.33', 10, 15)];
  const accruedOf = (plan: AccrualReprocessing) => plan.accrued.map((a) => [a.installmentNumber, a.accruedInterest.toString(), a.accruedFees.toString(), a.accruedPenalties.toString()]);

  it('keeps accruals that stay within what the installment charges', () => {
    const plan = reprocessAccruals(UC5, accruals, date('2024-01-06'), true, false);
    assert.deepEqual(plan.reverse, []);
    assert.deepEqual(accruedOf(plan)[0], [1, '1.64', '10', '15']);
  });

  it('reverses an accrual that would exceed the installment\'s charges (a penalty of 15 now 0)', () => {
    const lowered = UC5.map((i) => (i.installmentNumber === 1 ? { ...i, penalties: dec(0) } : i));
    const plan = reprocessAccruals(lowered, accruals, date('2024-01-06'), true, false);
    assert.deepEqual(plan.reverse, [5]);
    assert.deepEqual(accruedOf(plan)[0], [1, '1.31', '0', '0']);
  });

  it('reverses the latest accrual of an interest-bearing loan when it falls before its installment\'s due date', () => {
    assert.deepEqual(reprocessAccruals(UC5, accruals.slice(0, 3), date('2024-01-04'), true, false).reverse, [3]);
    assert.deepEqual(reprocessAccruals(UC5, accruals.slice(0, 3), date('2024-01-04'), false, false).reverse, []);
  });

  it('by submitted date, places an accrual of a charge in the installment the charge falls due in', () => {
    const charged = UC5.map((i) => ({ ...i, fees: dec(i.installmentNumber === 2 ? 10 : 0) }));
    const ahead = { ...portions(6, '2024-01-02', '0', 10), firstChargeDueDate: date('2024-01-08') };
    assert.deepEqual(reprocessAccruals(charged, [ahead], date('2024-01-02'), false, true).reverse, []);
    assert.deepEqual(accruedOf(reprocessAccruals(charged, [ahead], date('2024-01-02'), false, true)).slice(0, 2), [[1, '0', '0', '0'], [2, '0', '10', '0']]);
    assert.deepEqual(reprocessAccruals(charged, [ahead], date('2024-01-02'), false, false).reverse, [6], 'by its own date it exceeds the first installment');
  });

  it('reverses accruals dated after the last installment\'s due date (a re-plan that ends the loan sooner)', () => {
    const shortened = UC5.slice(0, 3);
    const plan = reprocessAccruals(shortened, [...accruals, portions(6, '2024-01-18', '0.25'), portions(7, '2024-01-21', '0.16')], date('2024-01-21'), true, false);
    assert.deepEqual(plan.reverse, [6, 7]);
    assert.deepEqual(accruedOf(plan), [[1, '1.64', '10', '15'], [2, '0', '0', '0'], [3, '0', '0', '0']]);
  });
});

describe('loanAccruals by submitted date', () => {
  it('by submitted date, accrues a fee on the day it was added, on the installment it falls due in (LoanAccrualTransaction.feature)', () => {
    const schedule = [installment(1, '2023-02-01', '2023-03-01', 0), installment(2, '2023-03-01', '2023-04-01', 0), installment(3, '2023-04-01', '2023-05-01', 0)];
    const fee = (loanChargeId: number, due: string, submitted: string): AccrualCharge => ({
      loanChargeId, chargeId: 7, penalty: false, dueDate: date(due), amount: dec(10), waived: dec(0), unrecognized: dec(0), submittedOnDate: date(submitted), installmentShares: [],
    });
    const charges = [fee(1, '2023-02-06', '2023-02-01'), fee(2, '2023-03-06', '2023-02-01'), fee(3, '2023-02-16', '2023-02-03')];
    const bySubmitted = { charges, chargeAccrualDate: 'submitted-date' as const };
    const first = loanAccruals(request(schedule, '2023-02-01', bySubmitted));
    assert.deepEqual(first.map(brief), [['2023-02-01', '10', '0', '10', '0'], ['2023-02-01', '10', '0', '10', '0']]);
    assert.deepEqual(first.map((a) => [a.installmentNumber, a.accruedFees.toString()]), [[1, '10'], [2, '10']]);
    // The accrual of the March fee, dated 01 February, counts for the second installment; the fee added on 03 February accrues then.
    const existing: ExistingAccrual[] = [1, 2].map((id) => ({ date: date('2023-02-01'), interest: dec(0), charges: [{ loanChargeId: id, installmentNumber: null, amount: dec(10) }] }));
    const later = loanAccruals(request(schedule, '2023-02-03', { ...bySubmitted, existing }));
    assert.deepEqual(later.map((a) => [...brief(a), a.accruedFees.toString()]), [['2023-02-03', '10', '0', '10', '0', '20']]);
    assert.deepEqual(loanAccruals(request(schedule, '2023-02-02', { ...bySubmitted, existing })), []);
    assert.deepEqual(loanAccruals(request(schedule, '2023-02-01', { charges })), [], 'by due date nothing is due yet');
  });
});
