import { DataIntegrityError, NoAuthorizationError, NotFoundError, ValidationError, parameterError } from '../../../shared/errors/api-errors.ts';

export function userNotFound(userId: number): NotFoundError {
  return new NotFoundError('error.msg.user.id.invalid', `No user has the id ${userId}`, [userId]);
}

export function duplicateUsername(username: string): DataIntegrityError {
  return new DataIntegrityError('error.msg.user.duplicate.username', `A user named ${username} exists already.`, 'username', [username]);
}

export function officeNotFound(officeId: number): NotFoundError {
  return new NotFoundError('error.msg.office.id.invalid', `No office has the id ${officeId}`, [officeId]);
}

export function staffNotFound(staffId: number): NotFoundError {
  return new NotFoundError('error.msg.staff.id.invalid', `No staff member with the id ${staffId} works in the user's office`, [staffId]);
}

export function passwordPreviouslyUsed(): ValidationError {
  return new ValidationError([parameterError('error.msg.password.already.used', 'This password was used recently; choose another one.', 'password', [])]);
}

export function passwordNotModifiable(): NoAuthorizationError {
  return new NoAuthorizationError('The password of this user cannot be changed');
}
