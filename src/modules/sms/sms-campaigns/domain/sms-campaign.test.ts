import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LocalDateTime } from '@js-joda/core';
import { activationRefusal, closureRefusal, compileMessage, mustBeClosedRefusal, nextTriggerTime, recurrenceRule, reportRowOf } from './sms-campaign.ts';

describe('compileMessage', () => {
  it('replaces each {{column}} by the row value and unknown ones by nothing', () => {
    assert.equal(compileMessage('Dear {{ firstName }}, {{amount}} due on {{date}}.{{constructor}}', { firstName: 'Ada', amount: 125.5, date: null }), 'Dear Ada, 125.5 due on .');
  });
});

describe('recurrenceRule', () => {
  it('writes Fineract rules, with BYDAY for weekly ones only', () => {
    assert.equal(recurrenceRule(2, 2, 'MO'), 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO');
    assert.equal(recurrenceRule(3, 1, 'MO'), 'FREQ=MONTHLY;INTERVAL=1');
  });
});

describe('nextTriggerTime', () => {
  const at = (text: string) => LocalDateTime.parse(text);
  it('keeps a start that is not yet past', () => {
    assert.equal(nextTriggerTime('FREQ=DAILY;INTERVAL=1', at('2024-03-05T09:00'), at('2024-03-01T00:00')).toString(), '2024-03-05T09:00');
  });
  it('steps the interval until it reaches now', () => {
    assert.equal(nextTriggerTime('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO', at('2024-01-01T08:00'), at('2024-01-20T00:00')).toString(), '2024-01-29T08:00');
    assert.equal(nextTriggerTime('FREQ=MONTHLY;INTERVAL=1', at('2024-01-31T00:00'), at('2024-02-15T00:00')).toString(), '2024-02-29T00:00');
  });
});

describe('campaign state refusals', () => {
  it('refuses activating an Active, closing a Closed, and reactivating or deleting an unclosed campaign', () => {
    assert.equal(activationRefusal(300)?.code, 'error.msg.campaign.already.active');
    assert.equal(activationRefusal(100), undefined);
    assert.equal(activationRefusal(600), undefined);
    assert.equal(closureRefusal(600)?.code, 'error.msg.campaign.already.closed');
    assert.equal(closureRefusal(100), undefined);
    assert.equal(mustBeClosedRefusal(100, 'reactivate')?.code, 'error.msg.campaign.must.be.closed');
    assert.equal(mustBeClosedRefusal(600, 'delete'), undefined);
  });
});

describe('reportRowOf', () => {
  it('gives numbers without their scale zeros, dates as d-m-yyyy and the rest unchanged', () => {
    const row = reportRowOf('{"id":7,"amount":125.500000,"whole":300.000000,"big":12345678901234567890.10,"dueDate":"2024-03-05","mobileNo":"+4917011","at":"2024-03-05T10:00:00","none":null,"active":true}');
    assert.deepEqual(row, { id: '7', amount: '125.5', whole: '300', big: '12345678901234567890.1', dueDate: '5-3-2024', mobileNo: '+4917011', at: '2024-03-05T10:00:00', none: null, active: true });
  });
});
