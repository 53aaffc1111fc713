import type { Kysely } from 'kysely';
import { isTrueFlag } from '../../../platform/http/index.ts';
import { paymentTypeNotFound } from './payment-types.errors.ts';
import { presentPaymentType, type PaymentTypeView } from './payment-types.presenter.ts';
import { findPaymentTypeById, listPaymentTypes } from './payment-types.repository.ts';

/** GET /paymenttypes; `onlyWithCode=true` keeps those with a code name. */
export async function retrieveAllPaymentTypes(db: Kysely<object>, query: Readonly<Record<string, string | undefined>>): Promise<PaymentTypeView[]> {
  return (await listPaymentTypes(db, isTrueFlag(query.onlyWithCode))).map(presentPaymentType);
}

export async function retrievePaymentType(db: Kysely<object>, paymentTypeId: number): Promise<PaymentTypeView> {
  const row = await findPaymentTypeById(db, paymentTypeId);
  if (row === undefined) {
    throw paymentTypeNotFound(paymentTypeId);
  }
  return presentPaymentType(row);
}
