import { NotFoundError, DataIntegrityError, ValidationError, parameterError } from '../../../shared/errors/api-errors.ts';

/** Fineract answers this code both for an unknown relation and for an unknown mapping. */
export function entityMappingNotFound(id: number): NotFoundError {
  return new NotFoundError('error.msg.entityaccess.id.invalid', `FineractEntityAccess with identifier ${id} does not exist`, [id]);
}

export function duplicateEntityMapping(fromId: number, toId: number): DataIntegrityError {
  return new DataIntegrityError('error.msg.duplicate.entity.mapping', `EntityMapping from ${fromId} to ${toId} already exist`, 'fromId', [fromId, toId]);
}

/** Fineract's code, answered as a 400 validation error (Fineract: 404); see docs/adr/0014. */
export function endDateBeforeStartDate(startDate: string, endDate: string): ValidationError {
  return new ValidationError([
    parameterError('error.msg.invalid.endDate', `EndDate ${endDate} cannot be before StartDate ${startDate}`, 'endDate', [startDate, endDate], endDate),
  ]);
}

export function roleNotFound(roleId: number): NotFoundError {
  return new NotFoundError('error.msg.role.id.invalid', `Role with identifier ${roleId} does not exist`, [roleId]);
}

export function chargeNotFound(chargeId: number): NotFoundError {
  return new NotFoundError('error.msg.charge.id.invalid', `Charge with identifier ${chargeId} does not exist`, [chargeId]);
}
