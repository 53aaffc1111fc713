import { NotFoundError } from '../../../shared/errors/api-errors.ts';

export function auditNotFound(auditId: number): NotFoundError {
  return new NotFoundError('error.msg.audit.id.invalid', `Audit entry with identifier ${auditId} does not exist`, [auditId]);
}
