import type { PaymentTypeRow } from './payment-types.repository.ts';

/** A payment type on the wire (Fineract's PaymentTypeData). */
export interface PaymentTypeView {
  readonly id: number;
  readonly name: string | null;
  readonly description: string | null;
  readonly isCashPayment: boolean | null;
  readonly position: number;
  readonly codeName: string | null;
  readonly isSystemDefined: boolean;
}

export function presentPaymentType(row: PaymentTypeRow): PaymentTypeView {
  return {
    id: row.id,
    name: row.value,
    description: row.description,
    isCashPayment: row.is_cash_payment,
    position: row.order_position,
    codeName: row.code_name,
    isSystemDefined: row.is_system_defined,
  };
}
