import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';

/** Fineract's ChargeTimeType ids used here. */
export const ChargeTime = { DISBURSEMENT: 1, SPECIFIED_DUE_DATE: 2, INSTALMENT_FEE: 8, OVERDUE_INSTALLMENT: 9, TRANCHE_DISBURSEMENT: 12 } as const;

/** Charges that fall due on a date of their own and sit on the installment holding it: specified-due-date and overdue-installment charges. */
export function hasDueDate(chargeTime: number): boolean {
  return chargeTime === ChargeTime.SPECIFIED_DUE_DATE || chargeTime === ChargeTime.OVERDUE_INSTALLMENT;
}

/** A charge of the loan with a due date of its own (see {@link hasDueDate}). */
export interface DueCharge {
  readonly id: number;
  readonly penalty: boolean;
  readonly dueDate: LocalDate;
  readonly amount: Decimal;
  readonly waived: Decimal;
  readonly writtenOff: Decimal;
  /** What charge payments (17) paid this charge: taken from its installment's paid amounts before any other charge. */
  readonly paidByChargePayment?: Decimal;
}

/** An installment with what it holds and was paid of fees and penalties. */
export interface ChargeInstallment {
  readonly installment: number;
  readonly fromDate: LocalDate;
  readonly dueDate: LocalDate;
  readonly feePaid: Decimal;
  readonly penaltyPaid: Decimal;
}

export interface ChargeFigures {
  readonly id: number;
  readonly paid: Decimal;
  readonly waived: Decimal;
  readonly outstanding: Decimal;
}

/**
 * The installment whose period holds `date`: (from, due], the first one [from, due] (Fineract's
 * isPartOfThisInstallment, with the disbursement day in the first period).
 */
export function installmentHolding<T extends { fromDate: LocalDate; dueDate: LocalDate }>(installments: readonly T[], date: LocalDate): T | undefined {
  return installments.find((i, index) => (index === 0 ? !date.isBefore(i.fromDate) : date.isAfter(i.fromDate)) && !date.isAfter(i.dueDate));
}

/**
 * What each specified-due-date charge has been paid: the fees (penalties) an installment was paid go to the charges
 * it holds, earliest due date first (then oldest charge), each up to what is left of it after its waiver.
 */
export function dueChargeFigures(charges: readonly DueCharge[], installments: readonly ChargeInstallment[]): ChargeFigures[] {
  const pools = new Map(installments.map((i) => [i.installment, { fee: i.feePaid, penalty: i.penaltyPaid }]));
  const ordered = [...charges].sort((a, b) => a.dueDate.compareTo(b.dueDate) || a.id - b.id);
  const paidBy = new Map<number, Decimal>();
  const take = (c: DueCharge, wanted: Decimal): Decimal => {
    const holder = installmentHolding(installments, c.dueDate);
    const pool = holder === undefined ? undefined : pools.get(holder.installment);
    if (pool === undefined) {
      return new Decimal(0);
    }
    const paid = Decimal.max(Decimal.min(wanted, c.penalty ? pool.penalty : pool.fee), 0);
    if (c.penalty) {
      pool.penalty = pool.penalty.minus(paid);
    } else {
      pool.fee = pool.fee.minus(paid);
    }
    return paid;
  };
  const dueOf = (c: DueCharge) => Decimal.max(c.amount.minus(c.waived).minus(c.writtenOff), 0);
  // Charge payments paid their own charge: that share of the installment is theirs before the others are served.
  for (const c of ordered) {
    paidBy.set(c.id, take(c, Decimal.min(dueOf(c), c.paidByChargePayment ?? 0)));
  }
  const figures = new Map<number, ChargeFigures>();
  for (const c of ordered) {
    const due = dueOf(c);
    const direct = paidBy.get(c.id) ?? new Decimal(0);
    const paid = direct.plus(take(c, due.minus(direct)));
    figures.set(c.id, { id: c.id, paid, waived: c.waived, outstanding: due.minus(paid) });
  }
  return charges.map((c) => figures.get(c.id) ?? { id: c.id, paid: new Decimal(0), waived: c.waived, outstanding: c.amount });
}
