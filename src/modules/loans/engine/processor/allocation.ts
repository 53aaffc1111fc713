import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { Exact } from '../amounts.ts';
import type { ChargeLedger } from './charge-ledger.ts';
import type { Component, InstallmentState } from './installment.ts';

/** Fineract's transaction processing strategy codes (LoanRepaymentScheduleTransactionProcessorFactory). */
export const RepaymentStrategyCode = {
  MIFOS_STANDARD: 'mifos-standard-strategy',
  HEAVENSFAMILY: 'heavensfamily-strategy',
  CREOCORE: 'creocore-strategy',
  RBI_INDIA: 'rbi-india-strategy',
  PRINCIPAL_INTEREST_PENALTIES_FEES: 'principal-interest-penalties-fees-order-strategy',
  INTEREST_PRINCIPAL_PENALTIES_FEES: 'interest-principal-penalties-fees-order-strategy',
  EARLY_REPAYMENT: 'early-repayment-strategy',
  DUE_PEN_FEE_INT_PRI_IN_ADVANCE_PRI_PEN_FEE_INT: 'due-penalty-fee-interest-principal-in-advance-principal-penalty-fee-interest-strategy',
  DUE_PEN_INT_PRI_FEE_IN_ADVANCE_PEN_INT_PRI_FEE: 'due-penalty-interest-principal-fee-in-advance-penalty-interest-principal-fee-strategy',
} as const;
export type RepaymentStrategyCode = (typeof RepaymentStrategyCode)[keyof typeof RepaymentStrategyCode];

/** Where a transaction falls against an installment's due date. */
export type Timing = 'inAdvance' | 'onTime' | 'late';

/** The portions one installment gave to a transaction. */
export type Portions = Record<Component, Decimal>;

export function zeroPortions(): Portions {
  return { principal: new Exact(0), interest: new Exact(0), fee: new Exact(0), penalty: new Exact(0) };
}

/**
 * A classic (installment by installment) repayment strategy: the component order for a payment that is in
 * advance of, on time for, or late on an installment, and how "in advance" is decided.
 */
export interface RepaymentStrategy {
  readonly code: RepaymentStrategyCode;
  /** Fineract's display name. */
  readonly name: string;
  /** Is a transaction on `date` in advance of installment `index` (installments sorted by due date)? */
  isInAdvance(installments: readonly InstallmentState[], index: number, date: LocalDate): boolean;
  /** Pays `amount` into one installment for a repayment-like transaction; returns the portions taken. */
  pay(installment: InstallmentState, timing: Timing, date: LocalDate, amount: Decimal, charges: ChargeLedger): Portions;
  /** A strategy whose late payments spread over several installments at once (RBI) pays them here instead. */
  payLateAcross?(installments: readonly InstallmentState[], date: LocalDate, amount: Decimal): readonly InstallmentPayment[];
}

/** The portions a payment gave one installment. */
export interface InstallmentPayment {
  readonly installment: InstallmentState;
  readonly portions: Portions;
}

/** Pays the components in `order`, each up to what is outstanding, from what is left of `amount`. */
export function payInOrder(installment: InstallmentState, order: readonly Component[], date: LocalDate, amount: Decimal): Portions {
  const portions = zeroPortions();
  let remaining = amount;
  for (const component of order) {
    const portion = installment.pay(component, date, remaining);
    portions[component] = portions[component].plus(portion);
    remaining = remaining.minus(portion);
  }
  return portions;
}

/** Is the transaction date before the installment's due date (the default "in advance" rule)? */
export function beforeDueDate(installments: readonly InstallmentState[], index: number, date: LocalDate): boolean {
  const installment = installments[index];
  return installment !== undefined && date.isBefore(installment.dueDate);
}
