import { DataIntegrityError, NotFoundError } from '../../../shared/errors/api-errors.ts';

export function staffNotFound(staffId: number): NotFoundError {
  return new NotFoundError('error.msg.staff.id.invalid', `Staff with identifier ${staffId} does not exist`, [staffId]);
}

export function duplicateStaffExternalId(externalId: string): DataIntegrityError {
  return new DataIntegrityError('error.msg.staff.duplicate.externalId', `A staff member with external id \`${externalId}\` exists already`, 'externalId', [externalId]);
}

export function duplicateStaffDisplayName(displayName: string): DataIntegrityError {
  return new DataIntegrityError('error.msg.staff.duplicate.displayName', `A staff member named '${displayName}' exists already`, 'displayName', [displayName]);
}
