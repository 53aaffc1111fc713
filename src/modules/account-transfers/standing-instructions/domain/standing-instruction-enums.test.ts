import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LocalDate } from '@js-joda/core';
import { isDueOn, RecurrenceFrequency } from './standing-instruction-enums.ts';

const d = (text: string) => LocalDate.parse(text);
const due = (r: { validFrom: string; frequency: number; interval: number; onDay?: number; onMonth?: number }, dates: readonly string[]) =>
  dates.filter((date) => isDueOn({ validFrom: d(r.validFrom), frequency: r.frequency, interval: r.interval, onDay: r.onDay ?? null, onMonth: r.onMonth ?? null }, d(date)));

describe('isDueOn', () => {
  it('falls every interval days from validFrom', () => {
    assert.deepEqual(due({ validFrom: '2024-01-01', frequency: RecurrenceFrequency.DAYS, interval: 3 }, ['2024-01-01', '2024-01-02', '2024-01-04', '2024-01-06', '2024-01-07']), ['2024-01-01', '2024-01-04', '2024-01-07']);
  });

  it('falls every interval weeks on the weekday of validFrom', () => {
    assert.deepEqual(due({ validFrom: '2024-01-03', frequency: RecurrenceFrequency.WEEKS, interval: 2 }, ['2024-01-10', '2024-01-17', '2024-01-24', '2024-01-18']), ['2024-01-17']);
  });

  it('moves a monthly schedule to the chosen day, a month later when that is before validFrom', () => {
    const monthly = { validFrom: '2024-01-20', frequency: RecurrenceFrequency.MONTHS, interval: 1, onDay: 15, onMonth: 1 };
    assert.deepEqual(due(monthly, ['2024-01-15', '2024-01-20', '2024-02-15', '2024-03-15', '2024-03-16']), ['2024-02-15', '2024-03-15']);
    const everyOther = { ...monthly, validFrom: '2024-01-10', interval: 2 };
    assert.deepEqual(due(everyOther, ['2024-01-15', '2024-02-15', '2024-03-15']), ['2024-01-15', '2024-03-15']);
  });

  it('falls once a year on the chosen day of the year', () => {
    const yearly = { validFrom: '2024-06-01', frequency: RecurrenceFrequency.YEARS, interval: 1, onDay: 1, onMonth: 3 };
    assert.deepEqual(due(yearly, ['2024-03-01', '2025-03-01', '2025-06-01', '2026-03-01']), ['2025-03-01', '2026-03-01']);
  });

  it('is never due before its start or with an interval below one', () => {
    assert.deepEqual(due({ validFrom: '2024-01-10', frequency: RecurrenceFrequency.DAYS, interval: 1 }, ['2024-01-09']), []);
    assert.deepEqual(due({ validFrom: '2024-01-10', frequency: RecurrenceFrequency.DAYS, interval: 0 }, ['2024-01-10']), []);
  });
});
