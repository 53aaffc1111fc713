import { DomainRuleError, NotFoundError } from '../../../shared/errors/api-errors.ts';

export function originatorNotFound(originatorId: number): NotFoundError {
  return new NotFoundError('error.msg.loan.originator.id.not.found', `Loan Originator with id ${originatorId} not found`, [originatorId]);
}

export function originatorExternalIdNotFound(externalId: string): NotFoundError {
  return new NotFoundError('error.msg.loan.originator.external.id.not.found', `Loan Originator with external id ${externalId} not found`, [externalId]);
}

/** A status other than ACTIVE, PENDING or INACTIVE: Fineract answers 403, not 400. */
export function originatorInvalidStatus(status: string): DomainRuleError {
  return new DomainRuleError('error.msg.loan.originator.invalid.status', `Invalid loan originator status: ${status}. Valid values are: ACTIVE, PENDING, INACTIVE`, [status]);
}

export function originatorDuplicateExternalId(externalId: string): DomainRuleError {
  return new DomainRuleError('error.msg.loan.originator.duplicate.external.id', `Loan Originator with external id '${externalId}' already exists`, [externalId]);
}

export function originatorMappedToLoan(originatorId: number): DomainRuleError {
  return new DomainRuleError(
    'error.msg.loan.originator.cannot.be.deleted.mapped.to.loan',
    `Loan Originator with id ${originatorId} cannot be deleted as it is mapped to one or more loans`,
    [originatorId],
  );
}
