import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { Exact } from '../amounts.ts';

/**
 * A loan charge as the "due / in advance" strategies see it: its amount, due date and whether it is waived.
 * Installment fees are given once per installment, due on that installment's due date.
 */
export interface LoanChargeDue {
  readonly penalty: boolean;
  readonly amount: Decimal.Value;
  readonly dueDate: LocalDate;
  /** Waived in full (a waived charge is no longer pending). */
  readonly waivedInFull?: boolean;
}

interface Entry {
  readonly index: number;
  readonly charge: LoanChargeDue;
  readonly amount: Decimal;
  paid: Decimal;
}

/**
 * Tracks what each charge has been paid while transactions replay: the fee and penalty portions of every
 * transaction go to the earliest unpaid charges of that kind (Fineract's updateChargesPaidAmountBy); a charge
 * payment goes to its own charge. Charges due at disbursement are not given to it.
 */
export class ChargeLedger {
  private readonly entries: Entry[];

  constructor(charges: readonly LoanChargeDue[]) {
    this.entries = charges
      .map((charge, index) => ({ index, charge, amount: new Exact(charge.amount), paid: new Exact(0) }))
      .sort((a, b) => a.charge.dueDate.compareTo(b.charge.dueDate));
  }

  /** Sum of the amounts of pending (not fully paid, not waived) charges due on or before `date`, per kind. */
  dueBy(date: LocalDate): { readonly penalty: Decimal; readonly fee: Decimal } {
    let penalty = new Exact(0);
    let fee = new Exact(0);
    for (const entry of this.entries.filter((e) => this.isPending(e) && !e.charge.dueDate.isAfter(date))) {
      if (entry.charge.penalty) {
        penalty = penalty.plus(entry.amount);
      } else {
        fee = fee.plus(entry.amount);
      }
    }
    return { penalty, fee };
  }

  /** Books a transaction's fee or penalty portion to the earliest pending charges of that kind. */
  pay(penalty: boolean, amount: Decimal): void {
    let remaining = amount;
    for (const entry of this.entries.filter((e) => e.charge.penalty === penalty && this.isPending(e))) {
      if (remaining.isZero()) {
        return;
      }
      const portion = Exact.min(remaining, entry.amount.minus(entry.paid));
      entry.paid = entry.paid.plus(portion);
      remaining = remaining.minus(portion);
    }
  }

  /** Books a charge payment to the charge it names (same kind and due date), else like any payment. */
  payCharge(penalty: boolean, dueDate: LocalDate | undefined, amount: Decimal): void {
    const named = this.entries.find((e) => e.charge.penalty === penalty && dueDate !== undefined && e.charge.dueDate.equals(dueDate) && this.isPending(e));
    if (named === undefined) {
      this.pay(penalty, amount);
      return;
    }
    const portion = Exact.min(amount, named.amount.minus(named.paid));
    named.paid = named.paid.plus(portion);
    this.pay(penalty, amount.minus(portion));
  }

  /** Takes a refund's fee or penalty portion back from the latest paid charges of that kind (Fineract's undoChargesPaidAmountBy). */
  unpay(penalty: boolean, amount: Decimal): void {
    let remaining = amount;
    for (const entry of [...this.entries].reverse().filter((e) => e.charge.penalty === penalty && e.paid.greaterThan(0))) {
      if (remaining.isZero()) {
        return;
      }
      const portion = Exact.min(remaining, entry.paid);
      entry.paid = entry.paid.minus(portion);
      remaining = remaining.minus(portion);
    }
  }

  /** What each charge has been paid, in the order the charges were given. */
  paidAmounts(): Decimal[] {
    return [...this.entries].sort((a, b) => a.index - b.index).map((e) => e.paid);
  }

  private isPending(entry: Entry): boolean {
    return entry.charge.waivedInFull !== true && entry.paid.lessThan(entry.amount);
  }
}
