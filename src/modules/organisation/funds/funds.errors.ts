import { DataIntegrityError, NotFoundError } from '../../../shared/errors/api-errors.ts';

export function fundNotFound(fundId: number): NotFoundError {
  return new NotFoundError('error.msg.fund.id.invalid', `Fund with identifier ${fundId} does not exist`, [fundId]);
}

export function duplicateFundName(name: string): DataIntegrityError {
  return new DataIntegrityError('error.msg.fund.duplicate.name', `A fund named '${name}' exists already`, 'name', [name]);
}

export function duplicateFundExternalId(externalId: string): DataIntegrityError {
  return new DataIntegrityError('error.msg.fund.duplicate.externalId', `A fund with external id '${externalId}' exists already`, 'externalId', [externalId]);
}
