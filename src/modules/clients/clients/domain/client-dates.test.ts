import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LocalDate } from '@js-joda/core';
import { clientDateErrors } from './client-dates.ts';

const d = (text: string) => LocalDate.parse(text);
const base = { today: d('2024-06-15'), submittedOnDate: d('2024-03-01'), activationDate: d('2024-04-01'), reopenedDate: null, officeOpeningDate: d('2024-01-01') };
const codes = (dates: Parameters<typeof clientDateErrors>[0]) => clientDateErrors(dates).map((e) => e.code);

describe('clientDateErrors', () => {
  it('accepts consistent dates, including all on the business date', () => {
    assert.deepEqual(codes(base), []);
    assert.deepEqual(codes({ ...base, submittedOnDate: d('2024-06-15'), activationDate: d('2024-06-15'), officeOpeningDate: d('2024-06-15') }), []);
  });
  it('reports every broken rule at once', () => {
    assert.deepEqual(codes({ ...base, submittedOnDate: d('2024-07-01'), activationDate: d('2024-06-20'), reopenedDate: d('2024-06-30') }), [
      'error.msg.clients.submittedOnDate.in.the.future',
      'error.msg.clients.submittedOnDate.after.activation.date',
      'error.msg.clients.submittedOnDate.after.reopened.date',
      'error.msg.clients.activationDate.in.the.future',
    ]);
    assert.deepEqual(codes({ ...base, submittedOnDate: d('2023-01-01'), activationDate: d('2023-12-31') }), ['error.msg.clients.activationDate.cannot.be.before.office.activation.date']);
  });
  it('checks nothing about activation for a pending client', () => {
    assert.deepEqual(codes({ ...base, activationDate: null, reopenedDate: d('2024-05-01') }), []);
  });
});
