import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CronExpressionError, isValidCronExpression, minuteCronOf, nextFireTime } from './cron.ts';

describe('nextFireTime', () => {
  const from = new Date('2024-01-01T10:00:00Z'); // a Monday

  it('reads Fineract\'s seeded Quartz expressions, with seconds, `?` and the year field', () => {
    assert.equal(nextFireTime('0 1 0 1/1 * ? *', from, 'UTC').toISOString(), '2024-01-02T00:01:00.000Z');
    assert.equal(nextFireTime('0 0 12 * * ?', from, 'UTC').toISOString(), '2024-01-01T12:00:00.000Z');
    assert.equal(nextFireTime('0 0/15 * * * ?', from, 'UTC').toISOString(), '2024-01-01T10:15:00.000Z');
    assert.equal(nextFireTime('0 0/1 * * *  ?', from, 'UTC').toISOString(), '2024-01-01T10:01:00.000Z');
  });

  it('computes the time in the tenant\'s time zone', () => {
    assert.equal(nextFireTime('0 0 0 * * ?', from, 'Asia/Kolkata').toISOString(), '2024-01-01T18:30:00.000Z');
  });

  it('numbers days of the week as Quartz does (1 = Sunday)', () => {
    assert.equal(nextFireTime('0 0 0 ? * 1', from, 'UTC').toISOString(), '2024-01-07T00:00:00.000Z');
    assert.equal(nextFireTime('0 0 0 ? * 2-3', from, 'UTC').toISOString(), '2024-01-02T00:00:00.000Z');
    assert.equal(nextFireTime('0 0 0 ? * 7', from, 'UTC').toISOString(), '2024-01-06T00:00:00.000Z');
  });
});

describe('isValidCronExpression', () => {
  it('accepts six or seven Quartz fields and refuses anything else', () => {
    assert.equal(isValidCronExpression('0 0 22 1/1 * ? *'), true);
    assert.equal(isValidCronExpression('*/5 * * * * ?'), true);
    for (const bad of ['', 'not a cron', '0 0 * * *', '0 61 0 * * ?', '0 0 25 * * ?', '0 0 0 * * ? 2024 x', '0 0 0 * * ? 2030']) {
      assert.equal(isValidCronExpression(bad), false, bad);
    }
  });
});

describe('minuteCronOf', () => {
  it('drops seconds and year and renumbers days of the week (0 = Sunday)', () => {
    assert.equal(minuteCronOf('0 0 0 1/1 * ? *'), '0 0 1/1 * ?');
    assert.equal(minuteCronOf('30 0/15 8-17 ? * 2-6'), '0/15 8-17 ? * 1-5');
    assert.equal(minuteCronOf('0 0 12 ? * 6#3'), '0 12 ? * 5#3');
    assert.throws(() => minuteCronOf('0 0 * * *'), CronExpressionError);
  });
});
