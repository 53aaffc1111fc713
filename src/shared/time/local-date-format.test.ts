import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LocalDate } from '@js-joda/core';
import { formatLocalDate, parseLocalDate, toWireLocalDate } from './local-date-format.ts';

describe('parseLocalDate', () => {
  it('reads the Mifos web app\'s pattern, case-insensitively', () => {
    assert.ok(parseLocalDate('05 January 2024', 'dd MMMM yyyy')?.equals(LocalDate.of(2024, 1, 5)));
    assert.ok(parseLocalDate('05 january 2024', 'dd MMMM yyyy')?.equals(LocalDate.of(2024, 1, 5)));
  });

  it('reads ISO-like and other Java patterns', () => {
    assert.ok(parseLocalDate('2024-02-29', 'yyyy-MM-dd')?.equals(LocalDate.of(2024, 2, 29)));
    assert.ok(parseLocalDate('29/02/2024', 'dd/MM/yyyy')?.equals(LocalDate.of(2024, 2, 29)));
    assert.ok(parseLocalDate('5 Mar 2024', 'd MMM yyyy')?.equals(LocalDate.of(2024, 3, 5)));
  });

  it('tolerates a trailing time of day', () => {
    assert.ok(parseLocalDate('2024-03-05 10:20:30', 'yyyy-MM-dd')?.equals(LocalDate.of(2024, 3, 5)));
  });

  it('is strict on calendar validity and on the pattern', () => {
    assert.equal(parseLocalDate('31 February 2024', 'dd MMMM yyyy'), undefined);
    assert.equal(parseLocalDate('2023-02-29', 'yyyy-MM-dd'), undefined);
    assert.equal(parseLocalDate('2024-13-01', 'yyyy-MM-dd'), undefined);
    assert.equal(parseLocalDate('01-01-2024', 'yyyy-MM-dd'), undefined);
    assert.equal(parseLocalDate('2024-01-01', 'not a pattern [['), undefined);
  });

  it('reads month names of the request locale, and English ones whatever the locale', () => {
    assert.ok(parseLocalDate('05 janvier 2024', 'dd MMMM yyyy', 'fr')?.equals(LocalDate.of(2024, 1, 5)));
    assert.ok(parseLocalDate('5 März 2024', 'd MMMM yyyy', 'de')?.equals(LocalDate.of(2024, 3, 5)));
    assert.ok(parseLocalDate('05 January 2024', 'dd MMMM yyyy', 'fr')?.equals(LocalDate.of(2024, 1, 5)));
    assert.ok(parseLocalDate('05 Sept 2024', 'dd MMM yyyy', 'en-GB')?.equals(LocalDate.of(2024, 9, 5)));
    assert.equal(parseLocalDate('05 Smarch 2024', 'dd MMMM yyyy'), undefined);
  });

  it('keeps quoted pattern text literal', () => {
    assert.ok(parseLocalDate("2024-03-05'", "yyyy-MM-dd''", 'en')?.equals(LocalDate.of(2024, 3, 5)));
  });

  it('formats and writes the wire form', () => {
    assert.equal(formatLocalDate(LocalDate.of(2024, 1, 5), 'dd/MM/yyyy'), '05/01/2024');
    assert.deepEqual(toWireLocalDate(LocalDate.of(2024, 1, 5)), [2024, 1, 5]);
  });
});
