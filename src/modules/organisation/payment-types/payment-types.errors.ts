import { DataIntegrityError, NotFoundError } from '../../../shared/errors/api-errors.ts';

export function paymentTypeNotFound(paymentTypeId: number): NotFoundError {
  return new NotFoundError('error.msg.payment.type.invalid', `Payment type ${paymentTypeId} does not exist`, [paymentTypeId]);
}

export function paymentTypeInUse(paymentTypeId: number): DataIntegrityError {
  return new DataIntegrityError('error.msg.payment.type.association.exist', 'The payment type is in use and cannot be deleted.', 'id', [paymentTypeId]);
}
