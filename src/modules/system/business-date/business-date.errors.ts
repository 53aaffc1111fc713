import { DomainRuleError, NotFoundError } from '../../../shared/errors/api-errors.ts';

export function businessDateTypeNotExist(type: string): NotFoundError {
  return new NotFoundError('error.msg.businessdate.type.not.exist', `Business date with type \`${type}\` does not exist.`, [type]);
}

export function businessDateNotFound(type: string): NotFoundError {
  return new NotFoundError('error.msg.businessdate.not.found', `Business date with type \`${type}\` is not found.`, [type]);
}

export function businessDateNotEnabled(): DomainRuleError {
  return new DomainRuleError('business.date.is.not.enabled', 'Business date functionality is not enabled');
}
