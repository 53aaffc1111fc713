import { DataIntegrityError, DomainRuleError, NoAuthorizationError, NotFoundError } from '../../../shared/errors/api-errors.ts';

export function officeNotFound(officeId: number): NotFoundError {
  return new NotFoundError('error.msg.office.id.invalid', `Office with identifier ${officeId} does not exist`, [officeId]);
}

export function duplicateOfficeName(name: string): DataIntegrityError {
  return new DataIntegrityError('error.msg.office.duplicate.name', `An office named \`${name}\` exists already`, 'name', [name]);
}

export function duplicateOfficeExternalId(externalId: string): DataIntegrityError {
  return new DataIntegrityError('error.msg.office.duplicate.externalId', `An office with external id \`${externalId}\` exists already`, 'externalId', [externalId]);
}

export function rootOfficeParentCannotBeUpdated(): DomainRuleError {
  return new DomainRuleError('error.msg.office.cannot.update.parent.office.of.root.office', 'The head office cannot be given a parent office.');
}

export function officeParentSameAsSelf(officeId: number): DomainRuleError {
  return new DomainRuleError('error.msg.office.parentId.same.as.id', `Office ${officeId} cannot be its own parent.`, [officeId, officeId]);
}

/** Our own rule (Fineract has none): moving an office below one of its own descendants would make a cycle. */
export function officeParentIsDescendant(officeId: number, parentId: number): DomainRuleError {
  return new DomainRuleError('error.msg.office.parentId.is.descendant', `Office ${parentId} lies below office ${officeId} and cannot become its parent.`, [officeId, parentId]);
}

export function officeOutsideUserHierarchy(): NoAuthorizationError {
  return new NoAuthorizationError('The user may act only on their own office and the offices below it.');
}
