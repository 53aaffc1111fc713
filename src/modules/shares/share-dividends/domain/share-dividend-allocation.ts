import { ChronoUnit, type LocalDate } from '@js-joda/core';
import type { Decimal } from 'decimal.js';
import { Money, type CurrencyRules, type MoneyContext } from '../../../../shared/money/index.ts';

/** An approved share transaction of an account: a purchase adds shares, a redemption removes them. */
export interface DividendShareMovement {
  readonly date: LocalDate;
  readonly kind: 'purchase' | 'redemption';
  readonly shares: number;
}

export interface DividendCandidate {
  readonly accountId: number;
  /** Approved purchases and redemptions in stored order (charge payments left out). */
  readonly movements: readonly DividendShareMovement[];
}

export interface DividendDeclaration {
  readonly periodStart: LocalDate;
  readonly periodEnd: LocalDate;
  readonly amount: Decimal;
  /** Days a purchase must be held before the period end to count (0 when the product sets none). */
  readonly minimumActiveDays: number;
  readonly currency: CurrencyRules;
}

export interface DividendAllocation {
  readonly accountId: number;
  readonly shareDays: number;
  readonly amount: Money;
}

/**
 * Share-days of one account over the period: each movement counts from the later of its date and the
 * period start up to the period end (end exclusive), purchases adding and redemptions removing shares, which
 * is the running share count times each gap between movements. A purchase held fewer than the minimum
 * active days before the period end (or dated after it) is left out.
 */
export function shareDaysOf(movements: readonly DividendShareMovement[], declaration: Omit<DividendDeclaration, 'amount' | 'currency'>): number {
  let shareDays = 0;
  for (const movement of movements) {
    const effective = movement.date.isBefore(declaration.periodStart) ? declaration.periodStart : movement.date;
    const days = ChronoUnit.DAYS.between(effective, declaration.periodEnd);
    if (movement.kind === 'purchase' && days < declaration.minimumActiveDays) {
      continue;
    }
    shareDays += (movement.kind === 'purchase' ? movement.shares : -movement.shares) * days;
  }
  return shareDays;
}

/**
 * Splits the dividend over the candidates in proportion to their share-days; each amount is rounded to the
 * currency on its own (no remainder correction, so the allocations may not add up to the dividend exactly).
 * Answers undefined when no candidate holds any share-days (nothing is eligible).
 */
export function allocateDividend(candidates: readonly DividendCandidate[], declaration: DividendDeclaration, ctx: MoneyContext): DividendAllocation[] | undefined {
  const shareDays = candidates.map((c) => ({ accountId: c.accountId, shareDays: shareDaysOf(c.movements, declaration) }));
  const total = shareDays.reduce((sum, c) => sum + c.shareDays, 0);
  if (total <= 0) {
    return undefined;
  }
  const perShareDay = new ctx.Decimal(declaration.amount).dividedBy(total);
  return shareDays.map((c) => ({ ...c, amount: Money.of(declaration.currency, perShareDay.times(c.shareDays), ctx) }));
}
