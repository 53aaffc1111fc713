/** A cash movement of a cashier, with Fineract's ids (CashierTxnType); stored in m_cashier_transactions.txn_type. */
export interface CashierTxnType {
  readonly id: number;
  readonly value: string;
}

export const CashierTxnTypes = {
  ALLOCATE: { id: 101, value: 'Allocate Cash' },
  SETTLE: { id: 102, value: 'Settle Cash' },
  INWARD_CASH_TXN: { id: 103, value: 'Cash In' },
  OUTWARD_CASH_TXN: { id: 104, value: 'Cash Out' },
} as const satisfies Record<string, CashierTxnType>;

/** The type with that id, or undefined for an id Fineract does not know. */
export function cashierTxnTypeOf(id: number): CashierTxnType | undefined {
  return Object.values(CashierTxnTypes).find((type) => type.id === id);
}
