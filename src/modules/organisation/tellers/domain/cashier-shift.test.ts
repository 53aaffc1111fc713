import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LocalDate } from '@js-joda/core';
import { hourAndMinuteOf, minutesOfShiftTime, shiftsOverlap, shiftTimeText, withinTellerPeriod, type CashierShift } from './cashier-shift.ts';

const d = (text: string): LocalDate => LocalDate.parse(text);
const fullDay = (from: string, to: string): CashierShift => ({ startDate: d(from), endDate: d(to), isFullDay: true });
const hours = (from: string, to: string, startMinute: number, endMinute: number): CashierShift => ({
  startDate: d(from),
  endDate: d(to),
  isFullDay: false,
  startMinute,
  endMinute,
});

describe('shiftTimeText', () => {
  it('writes hour and two-digit minutes as Fineract stores them', () => {
    assert.equal(shiftTimeText(9, 0), '9:00');
    assert.equal(shiftTimeText(9, 5), '9:05');
    assert.equal(shiftTimeText(17, 30), '17:30');
  });

  it('reads a stored time back, and nothing from blank text', () => {
    assert.equal(minutesOfShiftTime('9:05'), 545);
    assert.equal(minutesOfShiftTime('17:30'), 1050);
    assert.equal(minutesOfShiftTime(' '), undefined);
    assert.equal(minutesOfShiftTime(null), undefined);
    assert.deepEqual(hourAndMinuteOf('17:30'), { hour: 17, minute: 30 });
    assert.equal(hourAndMinuteOf(''), undefined);
  });
});

describe('shiftsOverlap', () => {
  it('finds full-day shifts that share a day, bounds included', () => {
    assert.equal(shiftsOverlap(fullDay('2024-01-01', '2024-01-10'), fullDay('2024-01-10', '2024-01-20')), true);
    assert.equal(shiftsOverlap(fullDay('2024-01-05', '2024-01-06'), fullDay('2024-01-01', '2024-01-31')), true);
    assert.equal(shiftsOverlap(fullDay('2024-01-01', '2024-01-09'), fullDay('2024-01-10', '2024-01-20')), false);
  });

  it('lets shifts on the same days share a staff member when their hours do not meet', () => {
    const morning = hours('2024-01-01', '2024-01-31', 8 * 60, 12 * 60);
    const afternoon = hours('2024-01-15', '2024-02-15', 13 * 60, 17 * 60);
    assert.equal(shiftsOverlap(morning, afternoon), false);
    assert.equal(shiftsOverlap(morning, hours('2024-01-15', '2024-01-16', 11 * 60, 14 * 60)), true);
    assert.equal(shiftsOverlap(morning, hours('2024-01-15', '2024-01-16', 12 * 60, 14 * 60)), true);
  });

  it('counts a full-day shift as covering every hour', () => {
    assert.equal(shiftsOverlap(fullDay('2024-01-01', '2024-01-01'), hours('2024-01-01', '2024-01-01', 600, 660)), true);
    assert.equal(shiftsOverlap(hours('2024-01-01', '2024-01-01', 600, 660), fullDay('2024-01-01', '2024-01-01')), true);
  });
});

describe('withinTellerPeriod', () => {
  it('keeps a shift inside the teller dates, an open end not limiting it', () => {
    const shift = fullDay('2024-02-01', '2024-02-28');
    assert.equal(withinTellerPeriod(shift, d('2024-02-01'), d('2024-02-28')), true);
    assert.equal(withinTellerPeriod(shift, d('2024-01-01'), null), true);
    assert.equal(withinTellerPeriod(shift, d('2024-02-02'), null), false);
    assert.equal(withinTellerPeriod(shift, d('2024-01-01'), d('2024-02-27')), false);
    assert.equal(withinTellerPeriod(shift, null, null), true);
  });
});
