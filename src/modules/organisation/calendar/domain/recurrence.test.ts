import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DayOfWeek } from '@js-joda/core';
import { readWeeklyRule } from './recurrence.ts';

const kind = (text: string): string => readWeeklyRule(text).kind;

describe('readWeeklyRule', () => {
  it('reads a weekly BYDAY rule into its weekdays and interval', () => {
    const reading = readWeeklyRule('FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR');
    assert.equal(reading.kind, 'weekly');
    assert.ok(reading.kind === 'weekly');
    assert.deepEqual([...reading.weekdays], [DayOfWeek.MONDAY, DayOfWeek.TUESDAY, DayOfWeek.WEDNESDAY, DayOfWeek.THURSDAY, DayOfWeek.FRIDAY]);
    assert.equal(reading.intervalWeeks, 1);
  });

  it('accepts lower case, an RRULE: prefix, WKST, a trailing semicolon and repeated days', () => {
    const reading = readWeeklyRule(' rrule:freq=weekly;byday=sa,su,sa;wkst=MO; ');
    assert.ok(reading.kind === 'weekly');
    assert.deepEqual([...reading.weekdays], [DayOfWeek.SATURDAY, DayOfWeek.SUNDAY]);
    assert.equal(reading.intervalWeeks, 1);
  });

  it('calls text that is no RRULE unparsable', () => {
    for (const text of ['', 'garbage', 'FREQ=WEEKLY;BYDAY=XX', 'FREQ=FORTNIGHTLY;BYDAY=MO', 'FREQ=WEEKLY;INTERVAL=0;BYDAY=MO', 'FREQ=WEEKLY;FREQ=WEEKLY;BYDAY=MO', 'BYDAY=MO', 'FREQ=WEEKLY;COLOUR=RED', 'FREQ=WEEKLY;WKST=XY;BYDAY=MO']) {
      assert.equal(kind(text), 'unparsable', text);
    }
  });

  it('calls an RRULE that is not a plain weekly BYDAY rule not-weekly', () => {
    for (const text of ['FREQ=DAILY', 'FREQ=MONTHLY;BYDAY=MO', 'FREQ=WEEKLY', 'FREQ=WEEKLY;BYDAY=1MO', 'FREQ=WEEKLY;COUNT=3;BYDAY=MO', 'FREQ=WEEKLY;BYMONTH=1;BYDAY=MO']) {
      assert.equal(kind(text), 'not-weekly', text);
    }
  });
});
