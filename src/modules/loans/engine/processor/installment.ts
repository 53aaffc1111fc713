import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { Exact } from '../amounts.ts';

/** The four components of every installment and every transaction portion, in Fineract's naming. */
export type Component = 'principal' | 'interest' | 'fee' | 'penalty';
export const COMPONENTS: readonly Component[] = ['principal', 'interest', 'fee', 'penalty'];

/** What the processor starts from for one installment: the planned amounts (Fineract's LoanRepaymentScheduleInstallment). */
export interface InstallmentDue {
  readonly installmentNumber: number;
  readonly fromDate: LocalDate;
  readonly dueDate: LocalDate;
  readonly principal: Decimal.Value;
  readonly interest: Decimal.Value;
  readonly feeCharges: Decimal.Value;
  readonly penaltyCharges: Decimal.Value;
  /** Fees and penalties waived through charge waivers (they are kept on the charges and applied before any replay). */
  readonly feeChargesWaived?: Decimal.Value;
  readonly penaltyChargesWaived?: Decimal.Value;
  /** An installment added after the last planned one (charge due after maturity, or credit after maturity). */
  readonly additional?: boolean;
}

type Amounts = Record<Component, Decimal>;

function zeros(): Amounts {
  return { principal: new Exact(0), interest: new Exact(0), fee: new Exact(0), penalty: new Exact(0) };
}

/**
 * One installment while transactions are replayed: what is due, and what was paid, waived or written off per
 * component, the amounts paid before (in advance) and after (late) the due date, and when its obligations were met.
 */
export class InstallmentState {
  readonly installmentNumber: number;
  readonly fromDate: LocalDate;
  dueDate: LocalDate;
  readonly additional: boolean;
  readonly due: Amounts;
  /** Principal added by credits (credit balance refunds, chargebacks). */
  creditedPrincipal: Decimal = new Exact(0);
  readonly paid: Amounts = zeros();
  readonly waived: Amounts = zeros();
  readonly writtenOff: Amounts = zeros();
  totalPaidInAdvance: Decimal = new Exact(0);
  totalPaidLate: Decimal = new Exact(0);
  obligationsMet = false;
  obligationsMetOnDate: LocalDate | undefined;

  constructor(input: InstallmentDue) {
    this.installmentNumber = input.installmentNumber;
    this.fromDate = input.fromDate;
    this.dueDate = input.dueDate;
    this.additional = input.additional ?? false;
    this.due = {
      principal: new Exact(input.principal),
      interest: new Exact(input.interest),
      fee: new Exact(input.feeCharges),
      penalty: new Exact(input.penaltyCharges),
    };
    this.waived.fee = new Exact(input.feeChargesWaived ?? 0);
    this.waived.penalty = new Exact(input.penaltyChargesWaived ?? 0);
  }

  outstanding(component: Component): Decimal {
    return this.due[component].minus(this.paid[component]).minus(this.waived[component]).minus(this.writtenOff[component]);
  }

  totalOutstanding(): Decimal {
    return COMPONENTS.reduce((sum, c) => sum.plus(this.outstanding(c)), new Exact(0));
  }

  totalDue(): Decimal {
    return COMPONENTS.reduce((sum, c) => sum.plus(this.due[c]), new Exact(0));
  }

  /** Everything paid on this installment (not waived or written off). */
  totalPaid(): Decimal {
    return COMPONENTS.reduce((sum, c) => sum.plus(this.paid[c]), new Exact(0));
  }

  /** Paid on the due date itself: neither in advance nor late. */
  totalPaidOnTime(): Decimal {
    return this.totalPaid().minus(this.totalPaidInAdvance).minus(this.totalPaidLate);
  }

  isPrincipalCompleted(): boolean {
    return this.outstanding('principal').isZero();
  }

  /** Pays one component with up to `amount`; returns the part used. Tracks in-advance and late amounts. */
  pay(component: Component, date: LocalDate, amount: Decimal): Decimal {
    if (amount.isZero()) {
      return amount;
    }
    const portion = Exact.min(amount, this.outstanding(component));
    this.paid[component] = this.paid[component].plus(portion);
    this.checkObligationsMet(date);
    if (date.isBefore(this.dueDate)) {
      this.totalPaidInAdvance = this.totalPaidInAdvance.plus(portion);
    } else if (date.isAfter(this.dueDate)) {
      this.totalPaidLate = this.totalPaidLate.plus(portion);
    }
    return portion;
  }

  /** Waives one component with up to `amount`; returns the part used. */
  waive(component: Component, date: LocalDate, amount: Decimal): Decimal {
    if (amount.isZero()) {
      return amount;
    }
    const portion = Exact.min(amount, this.outstanding(component));
    this.waived[component] = this.waived[component].plus(portion);
    this.checkObligationsMet(date);
    return portion;
  }

  /**
   * Takes back up to `amount` of what one component was paid (a refund of an active loan); returns the part taken.
   * The in-advance or late total shrinks by it when the refund itself falls before or after the due date.
   */
  unpay(component: Component, date: LocalDate, amount: Decimal): Decimal {
    const portion = Exact.min(amount, this.paid[component]);
    this.paid[component] = this.paid[component].minus(portion);
    this.checkObligationsMet(date);
    if (date.isBefore(this.dueDate)) {
      this.totalPaidInAdvance = Exact.max(this.totalPaidInAdvance.minus(portion), 0);
    } else if (date.isAfter(this.dueDate)) {
      this.totalPaidLate = Exact.max(this.totalPaidLate.minus(portion), 0);
    }
    return portion;
  }

  /** Writes off whatever is outstanding of one component; returns it. */
  writeOff(component: Component, date: LocalDate): Decimal {
    const portion = this.outstanding(component);
    this.writtenOff[component] = portion;
    this.checkObligationsMet(date);
    return portion;
  }

  /** Adds credited principal (a credit after repayment) to this installment. */
  addCreditedPrincipal(date: LocalDate, amount: Decimal): void {
    this.creditedPrincipal = this.creditedPrincipal.plus(amount);
    this.due.principal = this.due.principal.plus(amount);
    this.checkObligationsMet(date);
  }

  /** As Fineract: met when nothing is outstanding, dated with the transaction that touched it last. */
  checkObligationsMet(date: LocalDate | undefined): void {
    this.obligationsMet = this.totalOutstanding().isZero();
    this.obligationsMetOnDate = this.obligationsMet ? date : undefined;
  }
}

/** What earlier transactions left on an installment, as stored after them (m_loan_repayment_schedule's derived columns). */
export interface InstallmentProgress {
  readonly paid: Readonly<Record<Component, Decimal.Value>>;
  readonly waived: Readonly<Record<Component, Decimal.Value>>;
  readonly writtenOff: Readonly<Record<Component, Decimal.Value>>;
  readonly paidInAdvance: Decimal.Value;
  readonly paidLate: Decimal.Value;
  readonly obligationsMet: boolean;
  readonly obligationsMetOnDate: LocalDate | undefined;
}

/** An installment in the state a replay of the earlier transactions leaves it, from its stored progress. */
export function restoredInstallment(due: InstallmentDue, progress: InstallmentProgress): InstallmentState {
  const state = new InstallmentState(due);
  for (const c of COMPONENTS) {
    state.paid[c] = new Exact(progress.paid[c]);
    state.waived[c] = new Exact(progress.waived[c]);
    state.writtenOff[c] = new Exact(progress.writtenOff[c]);
  }
  state.totalPaidInAdvance = new Exact(progress.paidInAdvance);
  state.totalPaidLate = new Exact(progress.paidLate);
  state.obligationsMet = progress.obligationsMet;
  state.obligationsMetOnDate = progress.obligationsMetOnDate;
  return state;
}
