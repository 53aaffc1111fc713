import type { LocalDate } from '@js-joda/core';
import { BusinessEvent } from '../../../platform/events/index.ts';
import type { Money } from '../../../shared/money/index.ts';

/** A cashier's cash movement: cash allocated from the main vault to the cashier, or settled back to it. */
export interface CashierCashMovement {
  readonly cashierTransactionId: number;
  readonly direction: 'allocate' | 'settle';
  /** The teller's office. */
  readonly officeId: number;
  readonly amount: Money;
  readonly date: LocalDate;
  readonly note: string | null;
}

/** Stated by allocate-cash and settle-cash, inside their transaction (the ledger posts it). */
export const cashierCashMoved = new BusinessEvent<CashierCashMovement>('CashierCashMovedBusinessEvent');
