import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { JobCatalogue } from './job-catalogue.ts';
import type { JobImplementation } from './job-implementation.ts';

const noop: JobImplementation = () => Promise.resolve();

describe('JobCatalogue', () => {
  it('joins the contributions of several modules, skipping modules without jobs', () => {
    const other: JobImplementation = () => Promise.resolve();
    const catalogue = JobCatalogue.of([new Map([['B_JOB', noop]]), undefined, new Map([['A_JOB', other]])]);
    assert.deepEqual(catalogue.shortNames(), ['A_JOB', 'B_JOB']);
    assert.equal(catalogue.get('A_JOB'), other);
    assert.equal(catalogue.get('C_JOB'), undefined);
    assert.deepEqual(JobCatalogue.EMPTY.shortNames(), []);
  });

  it('refuses a short name implemented twice', () => {
    assert.throws(() => JobCatalogue.of([new Map([['A_JOB', noop]]), new Map([['A_JOB', noop]])]), /two implementations of job A_JOB/);
  });
});
