import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LocalDate } from '@js-joda/core';
import { CUSTOM, DAILY, isDue, isReportRunFrequencyId, MONTHLY, REPORT_RUN_FREQUENCIES, WEEKLY, YEARLY, type ReportRunFrequencyId } from './report-run-frequency.ts';

const d = (text: string): LocalDate => LocalDate.parse(text);
const due = (frequency: ReportRunFrequencyId | null, lastRun: string | null, today: string, runEveryDays: number | null = null): boolean =>
  isDue({ frequency, runEveryDays, lastRunDate: lastRun === null ? null : d(lastRun) }, d(today));

describe('report run frequency', () => {
  it('lists Fineract\'s ids and codes with readable labels', () => {
    assert.deepEqual(
      REPORT_RUN_FREQUENCIES.map((o) => [o.id, o.code, o.value]),
      [
        [1, 'reportRunFrequency.daily', 'Daily'],
        [2, 'reportRunFrequency.weekly', 'Weekly'],
        [3, 'reportRunFrequency.monthly', 'Monthly'],
        [4, 'reportRunFrequency.yearly', 'Yearly'],
        [5, 'reportRunFrequency.custom', 'Custom'],
      ],
    );
    assert.equal(isReportRunFrequencyId(5), true);
    assert.equal(isReportRunFrequencyId(6), false);
  });

  it('runs a query without frequency, or one that never ran, on every run', () => {
    assert.equal(due(null, '2024-05-10', '2024-05-10'), true);
    assert.equal(due(YEARLY, null, '2024-05-10'), true);
  });

  it('counts whole days, weeks, months and years since the last run', () => {
    const table: [ReportRunFrequencyId, string, string, boolean][] = [
      [DAILY, '2024-05-10', '2024-05-10', false],
      [DAILY, '2024-05-10', '2024-05-11', true],
      [WEEKLY, '2024-05-10', '2024-05-16', false],
      [WEEKLY, '2024-05-10', '2024-05-17', true],
      [MONTHLY, '2024-01-31', '2024-02-29', false],
      [MONTHLY, '2024-01-31', '2024-03-01', true],
      [MONTHLY, '2024-05-10', '2024-06-09', false],
      [MONTHLY, '2024-05-10', '2024-06-10', true],
      [YEARLY, '2024-02-29', '2025-02-28', false],
      [YEARLY, '2024-02-29', '2025-03-01', true],
      [DAILY, '2024-05-10', '2024-05-01', false],
    ];
    for (const [frequency, last, today, expected] of table) {
      assert.equal(due(frequency, last, today), expected, `${frequency} ${last} → ${today}`);
    }
  });

  it('runs a Custom query every reportRunEvery days (every day when it has none)', () => {
    assert.equal(due(CUSTOM, '2024-05-10', '2024-05-12', 3), false);
    assert.equal(due(CUSTOM, '2024-05-10', '2024-05-13', 3), true);
    assert.equal(due(CUSTOM, '2024-05-10', '2024-05-10', null), false);
    assert.equal(due(CUSTOM, '2024-05-10', '2024-05-11', null), true);
  });
});
