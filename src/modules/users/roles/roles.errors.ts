import { DataIntegrityError, DomainRuleError, NoAuthorizationError, NotFoundError } from '../../../shared/errors/api-errors.ts';

export function roleNotFound(roleId: number): NotFoundError {
  return new NotFoundError('error.msg.role.id.invalid', `No role has the id ${roleId}`, [roleId]);
}

export function duplicateRoleName(name: string): DataIntegrityError {
  return new DataIntegrityError('error.msg.role.duplicate.name', `A role named \`${name}\` exists already`, 'name', [name]);
}

export function roleInUseCannotBeDeleted(roleId: number): DomainRuleError {
  return new DomainRuleError('error.msg.role.associated.with.users.deleted', `Role ${roleId} is held by users and cannot be deleted`, [roleId]);
}

export function roleInUseCannotBeDisabled(roleId: number): DomainRuleError {
  return new DomainRuleError('error.msg.role.associated.with.users.disabled', `Role ${roleId} is held by users and cannot be disabled`, [roleId]);
}

export function permissionNotFound(code: string): NotFoundError {
  return new NotFoundError('error.msg.permission.code.invalid', `No permission has the code ${code}`, [code]);
}

/** 403 `error.msg.not.authorized`: nobody grants a permission (directly, or through a role) they do not hold. */
export function permissionsNotHeld(codes: readonly string[]): NoAuthorizationError {
  return new NoAuthorizationError(`User has no authority to grant permissions it does not hold: ${codes.join(', ')}`);
}
