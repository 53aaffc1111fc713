import { DataIntegrityError, NotFoundError } from '../../../shared/errors/api-errors.ts';

export function groupRoleNotFound(roleId: number): NotFoundError {
  return new NotFoundError('error.msg.group.role.id.invalid', `Group Role with identifier ${roleId} does not exist`, [roleId]);
}

export function duplicateGroupRole(roleId: number, clientId: number, groupId: number): DataIntegrityError {
  return new DataIntegrityError(
    'error.msg.group.role.already.exists',
    `Group Role with roleId \`${roleId}\`, clientId \`${clientId}\`, groupId \`${groupId}\` already exists.`,
    'clientId',
    [roleId, clientId, groupId],
  );
}
