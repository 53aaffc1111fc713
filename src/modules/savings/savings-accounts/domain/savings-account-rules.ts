import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';

/**
 * The day until which withdrawals are locked (Fineract's calculateDateAccountIsLockedUntil): the activation
 * date plus the lock-in period (type 0 days, 1 weeks, 2 months, 3 years); none without a lock-in.
 */
export function lockedInUntil(activation: LocalDate, frequency: number | null, frequencyType: number | null): LocalDate | null {
  if (frequency === null || frequencyType === null || frequency <= 0) {
    return null;
  }
  switch (frequencyType) {
    case 0:
      return activation.plusDays(frequency);
    case 1:
      return activation.plusWeeks(frequency);
    case 2:
      return activation.plusMonths(frequency);
    case 3:
      return activation.plusYears(frequency);
    default:
      return null;
  }
}

/** The terms that bound how low the balance may go. */
export interface BalanceFloorTerms {
  readonly enforceMinRequiredBalance: boolean;
  readonly minRequiredBalance: string | null;
  readonly allowOverdraft: boolean;
  readonly overdraftLimit: string | null;
}

/**
 * The lowest balance the account may show at any point (Fineract's minRequiredBalanceDerived): the minimum
 * required balance when enforced (else 0), less the overdraft limit when overdraft is allowed.
 */
export function balanceFloor(terms: BalanceFloorTerms): Decimal {
  const required = terms.enforceMinRequiredBalance ? new Decimal(terms.minRequiredBalance ?? 0) : new Decimal(0);
  return terms.allowOverdraft ? required.minus(terms.overdraftLimit ?? 0) : required;
}

/**
 * The part of a movement that lies below zero (Fineract's overdraft amount of a transaction): for a
 * withdrawal, how much of it the balance after it is overdrawn by; for a deposit, how much of it repays an
 * overdraft the balance before it showed. Zero when the account stays in credit.
 */
export function overdraftPortion(kind: 'deposit' | 'withdrawal', amount: Decimal, balanceAfter: Decimal): Decimal {
  const overdrawn = kind === 'withdrawal' ? balanceAfter.negated() : balanceAfter.minus(amount).negated();
  return Decimal.max(0, Decimal.min(amount, overdrawn));
}
