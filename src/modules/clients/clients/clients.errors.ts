import { DataIntegrityError, DomainRuleError, NoAuthorizationError, NotFoundError } from '../../../shared/errors/api-errors.ts';

export function clientNotFound(clientId: number | string): NotFoundError {
  return new NotFoundError('error.msg.client.id.invalid', `Client with identifier ${clientId} does not exist`, [clientId]);
}

export function duplicateClientExternalId(externalId: string): DataIntegrityError {
  return new DataIntegrityError('error.msg.client.duplicate.externalId', `Client with externalId \`${externalId}\` already exists`, 'externalId', [externalId]);
}

export function duplicateClientAccountNo(accountNo: string): DataIntegrityError {
  return new DataIntegrityError('error.msg.client.duplicate.accountNo', `Client with accountNo \`${accountNo}\` already exists`, 'accountNo', [accountNo]);
}

export function duplicateClientMobileNo(mobileNo: string): DataIntegrityError {
  return new DataIntegrityError('error.msg.client.duplicate.mobileNo', `Client with mobileNo \`${mobileNo}\` already exists`, 'mobileNo', [mobileNo]);
}

export function clientNotPendingForDelete(clientId: number): DomainRuleError {
  return new DomainRuleError('error.msg.clients.cannot.be.deleted', `Client with identifier ${clientId} cannot be deleted as it is not in Pending state.`, [clientId]);
}

/** Datatable entries refer to the client (Fineract's foreign keys refuse the delete as a data integrity issue). */
export function clientHasDatatableEntries(clientId: number): DomainRuleError {
  return new DomainRuleError('error.msg.client.unknown.data.integrity.issue', `Client with identifier ${clientId} has datatable entries; delete them first.`, [clientId]);
}

export function clientOfficeNotFound(officeId: number): NotFoundError {
  return new NotFoundError('error.msg.office.id.invalid', `Office with identifier ${officeId} does not exist`, [officeId]);
}

export function clientStaffNotFound(staffId: number): NotFoundError {
  return new NotFoundError('error.msg.staff.id.invalid', `Staff with identifier ${staffId} does not exist`, [staffId]);
}

/** Our rule: an inactive staff member takes no new clients (deactivation is refused while they have any). */
export function clientStaffNotActive(staffId: number): DomainRuleError {
  return new DomainRuleError('error.msg.client.staff.not.active', `Staff with identifier ${staffId} is not active and cannot be given clients.`, [staffId]);
}

/** A group named in a client command that is not a group of the destination office. */
export function clientGroupNotFound(groupId: number): NotFoundError {
  return new NotFoundError('error.msg.group.id.invalid', `Group with identifier ${groupId} does not exist`, [groupId]);
}

/** A transfer into a group that is not active. */
export function clientGroupNotActive(groupId: number): DomainRuleError {
  return new DomainRuleError('error.msg.group.not.active.exception', `Group with identifier ${groupId} is not active`, [groupId]);
}

/** Accepting a transfer of a client who belongs to a group needs the group it joins in the new office. */
export function clientDestinationGroupAbsent(clientId: number): DomainRuleError {
  return new DomainRuleError('error.msg.client.transfers.destination.group.absent', `Client with identifier ${clientId} belongs to a group: a destination group is required`, [clientId]);
}

/** Savings products come with the savings module; until then no savings product id names one. */
export function clientSavingsProductNotFound(productId: number): NotFoundError {
  return new NotFoundError('error.msg.savingproduct.id.invalid', `Saving product with identifier ${productId} does not exist`, [productId]);
}

/** Fineract's InvalidClientSavingProductException for a default savings account held by someone else. */
export function savingsAccountOfAnotherClient(savingsId: number, clientId: number): DomainRuleError {
  return new DomainRuleError('error.msg.client.saving.account.must.belongs.to.client', 'saving account must belongs to client', [savingsId, clientId]);
}

export function clientSavingsAccountNotFound(savingsId: number): NotFoundError {
  return new NotFoundError('error.msg.saving.account.id.invalid', `Savings account with identifier ${savingsId} does not exist`, [savingsId]);
}

export function clientActiveForSavingsProductUpdate(clientId: number): DomainRuleError {
  return new DomainRuleError('error.msg.client.active.for.update.parameter.savingsProductId', `The Client with id \`${clientId}\` is active,can't update parameter savingsProductId`, [clientId, 'savingsProductId']);
}

/** Fineract's access check: the client's office must lie at or below the user's office. */
export function clientOutsideUserHierarchy(): NoAuthorizationError {
  return new NoAuthorizationError("The user doesn't have enough permissions to access the resource.");
}
