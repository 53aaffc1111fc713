import { DomainRuleError, NotFoundError, parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';

export function documentNotFound(entityType: string, entityId: number, documentId: number): NotFoundError {
  return new NotFoundError('error.msg.document.id.invalid', `Document with identifier ${documentId} does not exist for the ${entityType} with Identifier ${entityId}`, [documentId]);
}

/** 404 of a document looked up by id alone (a command after its path was resolved). */
export function documentIdNotFound(documentId: number): NotFoundError {
  return new NotFoundError('error.msg.document.id.invalid', `Document with identifier ${documentId} does not exist`, [documentId]);
}

/** 404 for a path word that names no kind of record documents attach to (Fineract's code, without `msg`). */
export function invalidDocumentEntityType(entityType: string): NotFoundError {
  return new NotFoundError('error.documentmanagement.entitytype.invalid', `Document Management is not support for the Entity Type: ${entityType}`, [entityType]);
}

/** 403: the file is larger than DOCUMENT_MAX_SIZE_MB. */
export function fileTooBig(name: string, maxBytes: number): DomainRuleError {
  const maxMb = maxBytes / (1024 * 1024);
  return new DomainRuleError('error.msg.document.file.too.big', `Unable to save the document with name ${name} since its file exceeds the max permissable file size of ${maxMb} MB`, [name, maxMb]);
}

/** 403: the file's content type is not allowed, or its bytes are not of the type it claims. */
export function contentTypeRefused(fileName: string, contentType: string): DomainRuleError {
  return new DomainRuleError('error.msg.document.save', `Error while manipulating file ${fileName}: content type ${contentType} is not allowed or does not match the file`, [fileName, contentType]);
}

/** 400: a form without its `file` part (Fineract's FileUploadValidator). */
export function fileMissing(): ValidationError {
  return new ValidationError([parameterError('validation.msg.fileUpload.InputStream.cannot.be.blank', 'The parameter `InputStream` is mandatory.', 'InputStream', [null])]);
}

export function clientNotFound(clientId: number): NotFoundError {
  return new NotFoundError('error.msg.client.id.invalid', `Client with identifier ${clientId} does not exist`, [clientId]);
}

export function clientIdentifierNotFound(identifierId: number): NotFoundError {
  return new NotFoundError('error.msg.clientIdentifier.id.invalid', `Client Identifier with the primary key ${identifierId} does not exist`, [identifierId]);
}

export function staffNotFound(staffId: number): NotFoundError {
  return new NotFoundError('error.msg.staff.id.invalid', `Staff with identifier ${staffId} does not exist`, [staffId]);
}

export function groupNotFound(groupId: number): NotFoundError {
  return new NotFoundError('error.msg.group.id.invalid', `Group with identifier ${groupId} does not exist`, [groupId]);
}

export function loanNotFound(loanId: number): NotFoundError {
  return new NotFoundError('error.msg.loan.id.invalid', `Loan with identifier ${loanId} does not exist`, [loanId]);
}

export function savingsAccountNotFound(savingsId: number): NotFoundError {
  return new NotFoundError('error.msg.saving.account.id.invalid', `Saving account with identifier ${savingsId} does not exist`, [savingsId]);
}
