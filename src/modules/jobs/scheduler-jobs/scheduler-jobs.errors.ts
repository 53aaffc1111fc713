import { DomainRuleError, NotFoundError } from '../../../shared/errors/api-errors.ts';

/** How a request named the job: `/jobs/{jobId}` or `/jobs/short-name/{shortName}`. */
export type JobIdType = 'id' | 'short name';

export function jobNotFound(idType: JobIdType, identifier: string | number): NotFoundError {
  return new NotFoundError('error.msg.sheduler.job.id.invalid', `Job with ${idType} \`${identifier}\` does not exist`, [identifier]);
}

export function jobNotImplemented(shortName: string, displayName: string): DomainRuleError {
  return new DomainRuleError('error.msg.job.not.implemented', `Job \`${displayName}\` (${shortName}) cannot run yet: it is not implemented`, [shortName]);
}

