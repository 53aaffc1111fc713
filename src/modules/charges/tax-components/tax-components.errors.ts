import { NotFoundError } from '../../../shared/errors/api-errors.ts';

export function taxComponentNotFound(taxComponentId: number): NotFoundError {
  return new NotFoundError('error.msg.tax.component.id.invalid', `tax component with identifier ${taxComponentId} does not exist`, [taxComponentId]);
}
