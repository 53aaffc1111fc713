import { DomainRuleError, NotFoundError } from '../../../shared/errors/api-errors.ts';

export function clientIdentifierNotFound(identifierId: number): NotFoundError {
  return new NotFoundError('error.msg.clientIdentifier.id.invalid', `Client Identifier with the primary key ${identifierId} does not exist`, [identifierId]);
}

/** The client already has an active identifier of that document type. */
export function duplicateIdentifierType(documentType: string): DomainRuleError {
  return new DomainRuleError('error.msg.clientIdentifier.type.duplicate', `Active Client identifier of type ${documentType} is already present for this client`, [documentType]);
}

/** A client (this one or another) already has that document key for the document type. */
export function duplicateIdentifierKey(holder: { clientName: string; officeName: string }, documentType: string, documentKey: string): DomainRuleError {
  return new DomainRuleError(
    'error.msg.clientIdentifier.identityKey.duplicate',
    `Client ${holder.clientName} under ${holder.officeName} Branch already has a ${documentType} with unique key ${documentKey}`,
    [holder.clientName, holder.officeName, documentType, documentKey],
  );
}
