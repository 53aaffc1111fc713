import type { LocalDate } from '@js-joda/core';
import { DomainRuleError, parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';
import { GroupLevel, levelName, type GroupLevelId } from '../groups/domain/grouping.ts';

/** Our rule: a closure date after the business date is refused (as Fineract refuses future activations). */
export function closureDateInTheFuture(level: GroupLevelId, closureDate: LocalDate): ValidationError {
  const code = level === GroupLevel.CENTER ? 'error.msg.center.closureDate.in.the.future' : 'error.msg.group.closureDate.in.the.future';
  return new ValidationError([parameterError(code, 'The closureDate cannot be in the future.', 'closureDate', [closureDate.toString()])]);
}

export function closeWithActiveClients(): DomainRuleError {
  return new DomainRuleError('error.msg.Group.close.active.clients.exist', 'Group cannot be closed because of active clients associated with it.');
}

export function closeWithActiveGroups(): DomainRuleError {
  return new DomainRuleError('error.msg.Center.close.active.groups.exist', 'Center cannot be closed because of active groups associated with it.');
}

export function groupingAlreadyClosed(level: GroupLevelId, id: number): DomainRuleError {
  const code = level === GroupLevel.CENTER ? 'error.msg.Center.close.already.closed' : 'error.msg.Group.close.already.closed';
  return new DomainRuleError(code, `${levelName(level)} with identifier ${id} is already closed.`, [id]);
}

export function closureBeforeActivation(level: GroupLevelId, closureDate: LocalDate, activationDate: LocalDate): DomainRuleError {
  const code = level === GroupLevel.CENTER ? 'error.msg.Center.close.date.cannot.before.group.actvation.date' : 'error.msg.Group.close.date.cannot.before.group.actvation.date';
  return new DomainRuleError(code, `The ${levelName(level)} closure Date ${closureDate.toString()} cannot be before the ${levelName(level)} Activation Date ${activationDate.toString()}.`, [
    closureDate.toString(),
    activationDate.toString(),
  ]);
}

/** Closing while a registered check reports an account of the grouping that is not closed (Fineract's codes by kind). */
export function closeWithOpenAccounts(level: GroupLevelId): (uses: readonly string[]) => DomainRuleError {
  const center = level === GroupLevel.CENTER;
  return (uses) => {
    if (uses.includes('loan')) {
      return new DomainRuleError(center ? 'error.msg.Center.close.loan.not.closed' : 'error.msg.Group.close.loan.not.closed', `${levelName(level)} cannot be closed because of non-closed loans.`);
    }
    if (uses.includes('savings account')) {
      return new DomainRuleError(
        center ? 'error.msg.Center.close.savings.account.not.closed' : 'error.msg.Group.close.savings.account.not.closed',
        `${levelName(level)} cannot be closed with active savings accounts associated.`,
      );
    }
    return new DomainRuleError(center ? 'error.msg.Center.close.accounts.not.closed' : 'error.msg.Group.close.accounts.not.closed', `${levelName(level)} cannot be closed because of non-closed accounts: ${uses.join(', ')}.`, [
      ...uses,
    ]);
  };
}

/** Disassociating a client that holds group accounts in the group (Fineract's codes for loans and savings). */
export function disassociateWithAccounts(clientId: number, groupId: number): (uses: readonly string[]) => DomainRuleError {
  return (uses) => {
    if (uses.includes('loan')) {
      return new DomainRuleError('error.msg.group.disassociate.client.has.group.loan', `Client with identifier ${clientId} cannot be disassociated it has group loans.`, [clientId, groupId]);
    }
    if (uses.includes('savings account')) {
      return new DomainRuleError('error.msg.group.disassociate.client.has.group.saving', `Client with identifier ${clientId} cannot be disassociated it has group savings.`, [clientId, groupId]);
    }
    return new DomainRuleError('error.msg.group.disassociate.client.has.group.accounts', `Client with identifier ${clientId} cannot be disassociated it has group accounts: ${uses.join(', ')}.`, [
      clientId,
      groupId,
      ...uses,
    ]);
  };
}

export function transferToSameGroup(groupId: number): DomainRuleError {
  return new DomainRuleError('error.msg.groups.bulk.client.transfers.to.same.group', 'Source and destination groups for bulk client transfers should be different', [groupId, groupId]);
}

export function transferAcrossOffices(sourceId: number, destinationId: number): DomainRuleError {
  return new DomainRuleError('error.msg.groups.bulk.client.transfers.to.different.office', 'Bulk Transfers of clients between Groups in different branches not allowed ', [sourceId, destinationId]);
}
