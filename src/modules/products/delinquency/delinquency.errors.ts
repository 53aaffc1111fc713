import { DataIntegrityError, DomainRuleError, NotFoundError } from '../../../shared/errors/api-errors.ts';

export function delinquencyRangeNotFound(rangeId: number): NotFoundError {
  return new NotFoundError('error.msg.delinquency.range.id.not.exist', `Delinquency range with id \`${rangeId}\` does not exist.`, [rangeId]);
}

export function delinquencyBucketNotFound(bucketId: number): NotFoundError {
  return new NotFoundError('error.msg.delinquency.bucket.id.not.exist', `Delinquency bucket with id \`${bucketId}\` does not exist.`, [bucketId]);
}

/** Fineract's code for both a repeated range classification and a repeated bucket name. */
export function duplicateDelinquencyRecord(parameterName: 'classification' | 'name', value: string): DataIntegrityError {
  const what = parameterName === 'classification' ? 'A delinquency range classified' : 'A delinquency bucket named';
  return new DataIntegrityError('error.msg.data.integrity.issue.entity.duplicated', `${what} \`${value}\` exists already.`, parameterName, [value]);
}

/** Fineract's code is `error.msg.loan.delinquency.age.days,invalid` (with a comma); see docs/adr/0014. */
export function delinquencyAgesInvalid(minimumAgeDays: number, maximumAgeDays: number): DomainRuleError {
  return new DomainRuleError(
    'error.msg.loan.delinquency.age.days.invalid',
    `The maximum age days (${maximumAgeDays}) cannot be lower than the minimum age days (${minimumAgeDays}).`,
    [minimumAgeDays, maximumAgeDays],
  );
}

export function delinquencyAgesOverlap(first: string, second: string): DomainRuleError {
  return new DomainRuleError(
    'error.msg.loan.delinquency.bucket.ages.overlaped',
    `The age days of the delinquency ranges \`${first}\` and \`${second}\` overlap.`,
    [first, second],
  );
}

/** A range or bucket that something still refers to (a bucket, a loan product, a loan's delinquency tag). */
export function delinquencyRecordLinked(resource: string, id: number, uses: readonly string[]): DataIntegrityError {
  return new DataIntegrityError(
    'error.msg.data.integrity.issue.entity.linked',
    `The ${resource} ${id} is still used by: ${uses.join(', ')}.`,
    'id',
    [id, ...uses],
  );
}
