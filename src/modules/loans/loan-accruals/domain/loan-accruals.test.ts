import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { moneyContext } from '../../../../shared/money/index.ts';
import { closureAccrual, interestAccruedTillDate, loanAccruals, type AccrualCharge, type AccrualInstallment, type AccrualRequest, type ExistingAccrual, type InstallmentAccrual } from './loan-accruals.ts';

const money = moneyContext();
const date = (text: string) => LocalDate.parse(text);
const dec = (value: string | number) => new Decimal(value);

function installment(installmentNumber: number, fromDate: string, dueDate: string, interest: string | number, extra: Partial<AccrualInstallment> = {}): AccrualInstallment {
  return { installmentNumber, fromDate: date(fromDate), dueDate: date(dueDate), interest: dec(interest), interestWaived: dec(0), downPayment: false, ...extra };
}

function request(installments: AccrualInstallment[], tillDate: string, extra: Partial<AccrualRequest> = {}): AccrualRequest {
  return { installments, charges: [], existing: [], tillDate: date(tillDate), mode: 'periodic', interestCalculatedFrom: null, currencyDigits: 2, money, ...extra };
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
  loanChargeId: 10 + i, chargeId: 5, penalty: true, dueDate: date(due), amount: dec(15), waived: dec(0), installmentShares: [],
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
    const fee = (loanChargeId: number, due: string): AccrualCharge => ({ loanChargeId, chargeId: 7, penalty: false, dueDate: date(due), amount: dec(10), waived: dec(0), installmentShares: [] });
    const charges = [fee(1, '2023-02-06'), fee(2, '2023-02-16')];
    assert.deepEqual(loanAccruals(request(single, '2023-02-06', { charges })).map(brief), [['2023-02-06', '10', '0', '10', '0']]);
    const existing: ExistingAccrual[] = [{ date: date('2023-02-06'), interest: dec(0), charges: [{ loanChargeId: 1, installmentNumber: 1, amount: dec(10) }] }];
    assert.deepEqual(loanAccruals(request(single, '2023-02-16', { charges, existing })).map(brief), [['2023-02-16', '10', '0', '10', '0']]);
  });

  it('accrues an installment fee once its installment is due, net of waivers, and skips down payments', () => {
    const fee: AccrualCharge = {
      loanChargeId: 3, chargeId: 9, penalty: false, dueDate: null, amount: dec('46.35'), waived: dec(0),
      installmentShares: [{ installmentNumber: 2, amount: dec('15.45'), waived: dec(0) }, { installmentNumber: 3, amount: dec('15.45'), waived: dec('5.45') }],
    };
    const schedule = [installment(1, '2023-01-01', '2023-01-01', 0, { downPayment: true }), installment(2, '2023-01-01', '2023-02-01', 0), installment(3, '2023-02-01', '2023-03-01', 0)];
    const accruals = loanAccruals(request(schedule, '2023-03-10', { charges: [fee] }));
    assert.deepEqual(accruals.map(brief), [['2023-02-01', '15.45', '0', '15.45', '0'], ['2023-03-01', '10', '0', '10', '0']]);
    assert.deepEqual(accruals.map((a) => a.charges.map((c) => c.installmentNumber)), [[2], [3]]);
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
