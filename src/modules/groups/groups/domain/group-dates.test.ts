import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LocalDate } from '@js-joda/core';
import { activatedBeforeOfficeOpened, groupDateErrors } from './group-dates.ts';

const d = (text: string): LocalDate => LocalDate.parse(text);
const codes = (submitted: string | null, activation: string | null): string[] =>
  groupDateErrors({ today: d('2024-06-15'), submittedOnDate: submitted === null ? null : d(submitted), activationDate: activation === null ? null : d(activation) }).map((e) => e.code);

describe('groupDateErrors', () => {
  it('accepts dates up to the business date with submission not after activation', () => {
    assert.deepEqual(codes('2024-06-15', '2024-06-15'), []);
    assert.deepEqual(codes('2024-01-01', null), []);
  });

  it('reports every broken rule together, in Fineract\'s order', () => {
    assert.deepEqual(codes('2024-06-16', null), ['error.msg.group.submittedOnDate.in.the.future']);
    assert.deepEqual(codes('2024-03-02', '2024-03-01'), ['error.msg.group.submittedOnDate.after.activation.date']);
    assert.deepEqual(codes('2024-06-20', '2024-06-18'), [
      'error.msg.group.submittedOnDate.in.the.future',
      'error.msg.group.submittedOnDate.after.activation.date',
      'error.msg.group.activationDate.in.the.future',
    ]);
  });
});

describe('activatedBeforeOfficeOpened', () => {
  it('is true only for an activation before the opening day', () => {
    assert.equal(activatedBeforeOfficeOpened(d('2019-12-31'), d('2020-01-01')), true);
    assert.equal(activatedBeforeOfficeOpened(d('2020-01-01'), d('2020-01-01')), false);
    assert.equal(activatedBeforeOfficeOpened(null, d('2020-01-01')), false);
  });
});
