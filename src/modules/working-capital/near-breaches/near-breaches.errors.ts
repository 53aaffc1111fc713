import { DataIntegrityError, NotFoundError } from '../../../shared/errors/api-errors.ts';

/** An unknown near-breach rule (named as Fineract names an unknown breach rule). */
export function nearBreachNotFound(nearBreachId: number): NotFoundError {
  return new NotFoundError('error.msg.wcl.near.breach.not.found', `Working Capital Near Breach with id ${nearBreachId} was not found.`, [nearBreachId]);
}

/** A second rule of the same name (Fineract's unique index uq_m_wc_near_breach_name, answered as a data-integrity refusal). */
export function nearBreachDuplicateName(name: string): DataIntegrityError {
  return new DataIntegrityError('error.msg.wcl.near.breach.duplicate.name', `Working Capital Near Breach with name \`${name}\` already exists`, 'nearBreachName', [name]);
}
