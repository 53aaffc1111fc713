import type { LocalDate } from '@js-joda/core';
import { DataIntegrityError, DomainRuleError, NotFoundError, parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';
import { GroupLevel, levelName, type GroupLevelId } from './domain/grouping.ts';

export function groupNotFound(groupId: number): NotFoundError {
  return new NotFoundError('error.msg.group.id.invalid', `Group with identifier ${groupId} does not exist`, [groupId]);
}

export function centerNotFound(centerId: number): NotFoundError {
  return new NotFoundError('error.msg.center.id.invalid', `Center with identifier ${centerId} does not exist`, [centerId]);
}

/** The 404 of a grouping of the level (a center asked for as a group, or the reverse, is unknown too). */
export function groupingNotFound(level: GroupLevelId, id: number): NotFoundError {
  return level === GroupLevel.CENTER ? centerNotFound(id) : groupNotFound(id);
}

export function officeNotFound(officeId: number): NotFoundError {
  return new NotFoundError('error.msg.office.id.invalid', `Office with identifier ${officeId} does not exist`, [officeId]);
}

export function staffNotFound(staffId: number): NotFoundError {
  return new NotFoundError('error.msg.staff.id.invalid', `Staff with identifier ${staffId} does not exist`, [staffId]);
}

export function clientNotFound(clientId: number): NotFoundError {
  return new NotFoundError('error.msg.client.id.invalid', `Client with identifier ${clientId} does not exist`, [clientId]);
}

export function groupHasNoStaff(groupId: number): NotFoundError {
  return new NotFoundError('error.msg.group.has.no.staff', `Group with identifier ${groupId} does not have staff`, [groupId]);
}

export function duplicateGroupingName(level: GroupLevelId, name: string): DataIntegrityError {
  const code = level === GroupLevel.CENTER ? 'error.msg.center.duplicate.name' : 'error.msg.group.duplicate.name';
  return new DataIntegrityError(code, `${levelName(level)} with name \`${name}\` already exists.`, 'name', [name]);
}

export function duplicateGroupingExternalId(level: GroupLevelId, externalId: string): DataIntegrityError {
  const code = level === GroupLevel.CENTER ? 'error.msg.center.duplicate.externalId' : 'error.msg.group.duplicate.externalId';
  return new DataIntegrityError(code, `${levelName(level)} with externalId \`${externalId}\` already exists.`, 'externalId', [externalId]);
}

/** Datatable entries refer to the group or center (Fineract's foreign keys refuse the delete). */
export function groupingHasDatatableEntries(id: number): DomainRuleError {
  return new DomainRuleError('error.msg.group.unknown.data.integrity.issue', `Group with identifier ${id} has datatable entries; delete them first.`, [id]);
}

export function groupingNotPendingForDelete(id: number): DomainRuleError {
  return new DomainRuleError('error.msg.group.cannot.be.deleted', `Group with identifier ${id} cannot be deleted as it is not in \`Pending\` state.`, [id]);
}

export function activationBeforeOfficeOpening(level: GroupLevelId, activationDate: LocalDate, openingDate: LocalDate): DomainRuleError {
  const code = level === GroupLevel.CENTER ? 'error.msg.center.activate.date.cannot.be.before.office.activation.date' : 'error.msg.group.activate.date.cannot.be.before.office.activation.date';
  return new DomainRuleError(code, `${levelName(level)} activation date should be greater than or equal to the parent Office's creation date ${activationDate.toString()}`, [
    activationDate.toString(),
    openingDate.toString(),
  ]);
}

export function groupingAlreadyActive(): ValidationError {
  return new ValidationError([parameterError('error.msg.group.already.active', 'Cannot activate group. Group is already active.', 'active', [true])]);
}

/** Our rule: only a pending grouping is activated (Fineract also activates closed ones, skipping any reopening). */
export function groupingNotPendingForActivation(level: GroupLevelId, id: number): DomainRuleError {
  const code = level === GroupLevel.CENTER ? 'error.msg.center.activate.not.pending' : 'error.msg.group.activate.not.pending';
  return new DomainRuleError(code, `${levelName(level)} with identifier ${id} is not pending and cannot be activated.`, [id]);
}

export function clientOfficeMismatch(clientId: number, officeId: number): DomainRuleError {
  return new DomainRuleError('error.msg.client.attach.to.group.invalid.office', `Client with identifier ${clientId} must have the same office as group.`, [clientId, officeId]);
}

export function parentOfficeMismatch(): DomainRuleError {
  return new DomainRuleError('error.msg.group.attach.to.parent.group.invalid.office', 'Group and parent group must have the same office');
}

export function parentNotACenter(): DomainRuleError {
  return new DomainRuleError('error.msg.group.add.invalid.level', "Parent group's level is  not equal to child level's parent level ");
}

export function clientAlreadyMember(clientId: number, groupId: number): DomainRuleError {
  return new DomainRuleError('error.msg.group.client.exist.in.group', `Client with identifier ${clientId} is already exists in Group with identifier ${groupId}`, [clientId, groupId]);
}

export function clientNotMember(clientId: number, groupId: number): DomainRuleError {
  return new DomainRuleError('error.msg.group.client.not.in.group', `Client with identifier ${clientId} is not in Group with identifier ${groupId}`, [clientId, groupId]);
}

export function clientClosed(clientId: number): DomainRuleError {
  return new DomainRuleError('error.msg.client.closed', `Client with identifier ${clientId} has already been closed`, [clientId]);
}

export function groupAlreadyInCenter(centerId: number, groupId: number): DomainRuleError {
  return new DomainRuleError('error.msg.group.is.already.member.of.center', `Group with identifier ${groupId} is already exists in Center with identifier ${centerId}`, [groupId, centerId]);
}

export function groupInOtherCenter(parentId: number, groupId: number): DomainRuleError {
  return new DomainRuleError('error.msg.group.already.associated.with.center', 'Group is already associated with a center', [parentId, groupId]);
}

export function centerAsChild(centerId: number): DomainRuleError {
  return new DomainRuleError('error.msg.center.cannot.be.assigned.as.child', 'Center can not assigned as a child', [centerId]);
}

export function groupNotInCenter(groupId: number, centerId: number): DomainRuleError {
  return new DomainRuleError('error.msg.group.not.in.center', `Group with identifier ${groupId} is not exists in Center with identifier ${centerId}`, [groupId, centerId]);
}

/** A closed group or center takes no new members (Fineract's not-active refusals). */
export function groupingClosed(level: GroupLevelId, id: number): DomainRuleError {
  return level === GroupLevel.CENTER
    ? new DomainRuleError('error.msg.center.not.active.exception', `The Center with id \`${id}\` is not active`, [id])
    : new DomainRuleError('error.msg.group.not.active.exception', `The Group with id \`${id}\` is not active`, [id]);
}

export function memberCountOutOfRange(groupId: number, minClients: number | null, maxClients: number | null): DomainRuleError {
  return new DomainRuleError(
    'error.msg.group.members.count.must.be.in.permissible.range',
    `Number of members in the group with Id ${groupId} should be between ${String(minClients)} and ${String(maxClients)}`,
    [groupId, minClients, maxClients],
  );
}

/** Our rule: an inactive staff member takes no new groups or centers (their portfolio keeps them from deactivation). */
export function staffNotActive(staffId: number): DomainRuleError {
  return new DomainRuleError('error.msg.group.staff.not.active', `Staff with identifier ${staffId} is not active and cannot be given groups or centers.`, [staffId]);
}

/** Our rule: unassigning names the staff member the grouping has (Fineract answers success and changes nothing). */
export function staffNotAssigned(groupId: number, staffId: number): DomainRuleError {
  return new DomainRuleError('error.msg.group.staff.not.assigned', `Staff with identifier ${staffId} is not the staff of group ${groupId}.`, [groupId, staffId]);
}

/** Our rule: a grouping keeps its office (Fineract reports the change and does not make it). */
export function officeChangeRefused(id: number): DomainRuleError {
  return new DomainRuleError('error.msg.group.office.cannot.be.changed', `The office of group ${id} cannot be changed.`, [id]);
}
