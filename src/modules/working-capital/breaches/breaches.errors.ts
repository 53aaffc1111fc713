import { NotFoundError } from '../../../shared/errors/api-errors.ts';

/** An unknown breach rule (Fineract's WorkingCapitalBreachNotFoundException). */
export function breachNotFound(breachId: number): NotFoundError {
  return new NotFoundError('error.msg.wcl.breach.not.found', `Working Capital Breach with id ${breachId} was not found.`, [breachId]);
}
