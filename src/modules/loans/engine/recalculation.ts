import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { compoundedComponents, compoundedDrops, FEES, INTEREST, PENALTIES, PRINCIPAL, type LatePayment } from './compounding.ts';
import { repaymentStartDate } from './dates.ts';
import { interestToDate, repaysWithInterestToDate, type PeriodOpening } from './in-period-payoff.ts';
import type { Run } from './run.ts';

/** Fineract's LoanRescheduleStrategyMethod: what an early payment of principal does to the rest of the schedule. */
export const RescheduleStrategy = { RESCHEDULE_NEXT_REPAYMENTS: 1, REDUCE_NUMBER_OF_INSTALLMENTS: 2, REDUCE_EMI_AMOUNT: 3 } as const;
export type RescheduleStrategy = (typeof RescheduleStrategy)[keyof typeof RescheduleStrategy];

/** Fineract's RecalculationFrequencyType for the rest (when a principal change starts to count for interest). */
export const RestFrequency = { SAME_AS_REPAYMENT_PERIOD: 1, DAILY: 2, WEEKLY: 3, MONTHLY: 4 } as const;
export type RestFrequency = (typeof RestFrequency)[keyof typeof RestFrequency];

/** Fineract's LoanPreClosureInterestCalculationStrategy: how far interest runs when a payment repays the loan inside a period. */
export const PreClosureStrategy = { TILL_PRE_CLOSURE_DATE: 1, TILL_REST_FREQUENCY_DATE: 2 } as const;
export type PreClosureStrategy = (typeof PreClosureStrategy)[keyof typeof PreClosureStrategy];

/**
 * Fineract's InterestRecalculationCompoundingMethod: what unpaid amounts join the balance interest is charged on. The
 * engine plans all four (fees include penalties), with the compounding dates on the repayment dates.
 */
export const CompoundingMethod = { NONE: 0, INTEREST: 1, FEE: 2, INTEREST_AND_FEE: 3 } as const;
export type CompoundingMethod = (typeof CompoundingMethod)[keyof typeof CompoundingMethod];

/** A payment the recalculation replays while it plans: repayment-like transactions and interest waivers, in date order. */
export interface RecalculationPayment {
  readonly date: LocalDate;
  readonly amount: Decimal;
  /** An interest waiver: it waives interest of the installments planned so far, oldest first, and pays nothing else. */
  readonly waiver?: boolean;
}

/**
 * A fee or penalty waived (a waive-charges transaction): it waives the charge on the installment holding it, on
 * `date`, Fineract's waiver date (the charge's due date, or the installment's for an installment fee, unless that is
 * after the day the waiver was made). What is waived by the installment's due date never compounds.
 */
export interface RecalculationChargeWaiver {
  readonly date: LocalDate;
  readonly amount: Decimal;
  readonly penalty: boolean;
  /** The due date of a specified-due-date charge: the period holding it, (from, due] ([from, due] in the first). */
  readonly chargeDue?: LocalDate;
  /** The installment of an installment fee's share. */
  readonly installment?: number;
}

interface PendingPayment {
  readonly date: LocalDate;
  left: Decimal;
  readonly waiver: boolean;
}

/**
 * Interest recalculation of a classic loan (rest on the repayment dates or daily, compounding on the repayment dates):
 * the schedule is re-planned from the payments actually made up to the business date.
 */
export interface Recalculation {
  /** The tenant business date: overdue principal still unpaid counts for interest until the next rest date after it. */
  readonly businessDate: LocalDate;
  readonly rescheduleStrategy: RescheduleStrategy;
  /** Till the pre-close date (Fineract's default) or till the rest date, the period's due date here. */
  readonly preClosureStrategy: PreClosureStrategy;
  readonly payments: readonly RecalculationPayment[];
  /** Fees and penalties waived, each taken off its own installment before the payments are allocated to it. */
  readonly chargeWaivers?: readonly RecalculationChargeWaiver[];
  /**
   * Same as repayment period (the default) or daily (every day is a rest date). A weekly or monthly rest whose dates
   * are the repayment dates is passed as "same as repayment period"; one with dates inside the periods as well comes
   * with `restDateOf`.
   */
  readonly restFrequency?: RestFrequency;
  /**
   * A weekly or monthly rest calendar whose dates include every repayment date, with further dates inside the
   * periods: the first rest date on or after a day (Fineract's getNextRestScheduleDate). Planned with compounding none,
   * "reduce EMI amount" and interest till the pre-close date.
   */
  readonly restDateOf?: (date: LocalDate) => LocalDate;
  /**
   * None (the default), interest, fees (with penalties) or both, compounded on the repayment dates: what is neither
   * paid nor waived by its due date bears interest from that date until the rest date of its payment or waiver (or,
   * unpaid, until the rest date after the business date). Payments are allocated in the standard order, the one that
   * decides what is paid.
   */
  readonly compounding?: CompoundingMethod;
}

/** What one planned installment owes and has been paid, for the recalculation's own allocation. */
interface PlannedInstallment {
  readonly due: LocalDate;
  /** Penalties, fees, interest, principal: the standard allocation order, installment by installment. */
  readonly owed: Decimal[];
  readonly paid: Decimal[];
  /** Principal paid on another day than the due date (late, or before it with a daily rest), with the date it was paid. */
  readonly latePrincipal: { readonly date: LocalDate; readonly amount: Decimal }[];
  /** Penalties, fees and interest paid after the due date, with the date (they bear interest until then when compounded). */
  readonly lateIncome: LatePayment[];
}

/** A repayment period the recalculation may grow (principal paid ahead of the schedule joins the period it is paid in). */
export interface RecalculatedDraft {
  readonly period: number;
  readonly from: LocalDate;
  due: LocalDate;
  principal: Decimal;
  interest: Decimal;
  readonly fees: Decimal;
  readonly penalties: Decimal;
  balance: Decimal;
}

/** The parts of the running schedule the recalculation moves. */
export interface RecalculatedProgress {
  balance: Decimal;
  interestBalance: Decimal;
  cumulativePrincipal: Decimal;
  cumulativeInterest: Decimal;
  totalRepayment: Decimal;
  readonly principalScheduled: Decimal;
}

/** Where a period's interest starts: its date and the balance interest is charged on from it. */
export interface PeriodStart {
  readonly date: LocalDate;
  readonly balance: Decimal;
}

/**
 * Replays payments on the periods as they are planned (Fineract's AbstractCumulativeLoanScheduleGenerator with
 * recalculation): each payment is allocated once the period holding its date exists; what it pays beyond the
 * periods planned so far is principal paid early, added to the current period, and the reschedule strategy
 * then lowers the installment (reduce EMI) or lets the loan end sooner (reduce number of installments).
 *
 * The balance interest is charged on drops by each period's principal on its due date, except principal
 * that was paid late (it drops at the rest date after the payment) or is still unpaid after its due date (it
 * drops at the rest date after the business date): with a rest "same as repayment period", the rest date of a
 * day is the first repayment date on or after it; with a daily rest it is the day itself, the balance changes
 * inside a period too, and payments before a period's due date are replayed before it is planned (beforePeriod).
 */
export class Recalculator {
  private readonly run: Run;
  private readonly recalculation: Recalculation;
  private readonly installments: PlannedInstallment[] = [];
  private readonly earlyPrincipal: { readonly date: LocalDate; readonly amount: Decimal }[] = [];
  private readonly pending: PendingPayment[];
  private readonly restDates: LocalDate[] = [];
  /** Principal paid inside the period being planned, before its due date (daily rest). */
  private paidInPeriod: Decimal;
  private inPeriod: { readonly date: LocalDate; readonly amount: Decimal }[] = [];
  /** "Reschedule next repayments": principal paid early that the next installments' principal is taken from. */
  private prepaid: Decimal;
  /** Where the interest of the period being planned starts. */
  private opening: PeriodOpening | undefined;

  constructor(run: Run, recalculation: Recalculation) {
    this.run = run;
    this.recalculation = recalculation;
    this.paidInPeriod = run.zero;
    this.prepaid = run.zero;
    this.pending = recalculation.payments
      .map((p, index) => ({ date: p.date, left: run.m(p.amount), waiver: p.waiver === true, index }))
      .sort((a, b) => a.date.compareTo(b.date) || a.index - b.index)
      .map(({ date, left, waiver }) => ({ date, left, waiver }));
  }

  /** The rest date of a day: the day itself (daily), the rest calendar's next date, or the next regular repayment date. */
  restDate(date: LocalDate): LocalDate {
    if (this.daily) {
      return date;
    }
    if (this.recalculation.restDateOf !== undefined) {
      return this.recalculation.restDateOf(date);
    }
    let last = this.restDates[this.restDates.length - 1];
    while (last === undefined || last.isBefore(date)) {
      last = this.run.dates.next(last ?? repaymentStartDate(this.run.terms), last === undefined);
      this.restDates.push(last);
    }
    return this.restDates.find((d) => !d.isBefore(date)) ?? last;
  }

  private get daily(): boolean {
    return this.recalculation.restFrequency === RestFrequency.DAILY;
  }

  /** Does the balance interest is charged on change inside the periods (a daily rest, or rest dates inside them)? */
  private get insidePeriods(): boolean {
    return this.daily || this.recalculation.restDateOf !== undefined;
  }

  /**
   * With a daily rest (or rest dates inside the periods), replays the payments whose rest date is inside the period
   * before its due date, before the period is planned: they pay what the earlier installments still owe, and the rest
   * is principal of this period that stops bearing interest on that rest date. Answers that principal (the period's
   * principal is at least that much). A waiver there waives only the earlier installments' interest (Fineract drops
   * what it would waive of this one). A payment that repays the rest with the interest to its date is instead
   * allocated after the period is planned.
   */
  beforePeriod(due: LocalDate, balance: Decimal, opening?: PeriodOpening): Decimal {
    const run = this.run;
    this.paidInPeriod = run.zero;
    this.opening = opening;
    while (this.insidePeriods && this.pending[0] !== undefined && this.restDate(this.pending[0].date).isBefore(due)) {
      const payment = this.pending.shift() as PendingPayment;
      this.allocate(payment);
      if (payment.waiver) {
        continue;
      }
      const open = run.m(balance.minus(this.paidInPeriod));
      if (this.repaysInPeriod(payment, open)) {
        this.afterPlanned(payment, due);
        break;
      }
      const early = payment.left.greaterThan(open) ? open : payment.left;
      if (early.greaterThan(0)) {
        this.paidInPeriod = run.m(this.paidInPeriod.plus(early));
        this.inPeriod.push({ date: this.restDate(payment.date), amount: early });
      }
    }
    return this.paidInPeriod;
  }

  /**
   * Fineract's pre-closure check with "till pre-close date" (in-period-payoff.ts): the payment repays the principal
   * outstanding and the period's interest up to its date.
   */
  private repaysInPeriod(payment: PendingPayment, outstanding: Decimal): boolean {
    const opening = this.opening;
    if (opening === undefined || this.recalculation.preClosureStrategy !== PreClosureStrategy.TILL_PRE_CLOSURE_DATE) {
      return false;
    }
    return repaysWithInterestToDate(this.run, opening, this.balanceChanges(opening.interestFrom.date, payment.date), payment, outstanding);
  }

  /**
   * Keeps a payment for the allocation after the period is planned, behind the other payments due by then (Fineract
   * replays what is left of it as a repayment on its date after the period's other transactions).
   */
  private afterPlanned(payment: PendingPayment, due: LocalDate): void {
    const at = this.pending.findIndex((p) => p.date.isAfter(due));
    this.pending.splice(at === -1 ? this.pending.length : at, 0, payment);
  }

  /**
   * The principal the plan counts as scheduled before a period, for the last period's share: without the principal
   * paid early that the next installments' principal is still to be taken from (Fineract plans the period with the
   * cumulative principal less that amount, then takes it off the period's principal).
   */
  scheduledBefore(cumulativePrincipal: Decimal): Decimal {
    return this.prepaid.greaterThan(0) ? this.run.m(cumulativePrincipal.minus(this.prepaid)) : cumulativePrincipal;
  }

  /**
   * The principal of a period planned with `principal`: with "reschedule next repayments", principal paid early
   * pays the next installments' principal first (they keep only their interest until it is used up).
   */
  principalAfterPrepaid(principal: Decimal): Decimal {
    const run = this.run;
    if (this.paidInPeriod.greaterThan(principal) && this.recalculation.rescheduleStrategy === RescheduleStrategy.RESCHEDULE_NEXT_REPAYMENTS) {
      // Paid inside the period beyond its own principal: prepaid for the next installments.
      this.prepaid = run.m(this.prepaid.plus(this.paidInPeriod.minus(principal)));
      return principal;
    }
    const used = this.prepaid.lessThan(principal) ? this.prepaid : principal;
    if (used.lessThanOrEqualTo(0)) {
      return principal;
    }
    this.prepaid = run.m(this.prepaid.minus(used));
    return run.m(principal.minus(used));
  }

  /**
   * With a daily rest or rest dates inside the periods, the changes of the balance interest is charged on strictly
   * inside (from, due), as negative amounts in date order (with a rest "same as repayment period" the balance changes
   * only between periods).
   */
  balanceChanges(from: LocalDate, due: LocalDate): { date: LocalDate; amount: Decimal }[] {
    if (!this.insidePeriods) {
      return [];
    }
    return this.drops()
      .filter((d) => d.date.isAfter(from) && d.date.isBefore(due) && !d.amount.isZero())
      .map((d) => ({ date: d.date, amount: this.run.m(d.amount.negated()) }))
      .sort((a, b) => a.date.compareTo(b.date));
  }

  /**
   * Plans the period's payments, grows its principal by what was paid early, and sets the next interest balance.
   * Answers the period's due date (the pre-close date when a payment closed the loan inside it).
   */
  afterPeriod(draft: RecalculatedDraft, progress: RecalculatedProgress, interestFrom: PeriodStart): LocalDate {
    const run = this.run;
    this.installments.push({
      due: draft.due,
      owed: [draft.penalties, draft.fees, draft.interest, draft.principal],
      paid: [run.zero, run.zero, run.zero, run.zero],
      latePrincipal: [],
      lateIncome: [],
    });
    this.waiveCharges(draft);
    if (this.paidInPeriod.greaterThan(0)) {
      this.payInPeriod(draft, progress);
    }
    while (this.pending[0] !== undefined && !this.pending[0].date.isAfter(draft.due)) {
      const payment = this.pending.shift() as PendingPayment;
      this.allocate(payment);
      if (!payment.waiver && payment.left.greaterThan(0)) {
        this.payEarly(draft, progress, payment, interestFrom);
      }
    }
    progress.interestBalance = this.interestBalanceAfter(draft.due, progress.principalScheduled);
    return draft.due;
  }

  /**
   * The charge waivers of the installment just planned (Fineract replays a waive-charges transaction as waiving that
   * component): the waived fee or penalty is no longer owed, so payments do not pay it and, waived by the due date
   * as Fineract dates a waiver, it does not compound. Fineract's replay takes the waiver from the oldest installment
   * owing such a component and counts what it cannot place as principal paid early; here a waiver takes its own charge
   * only (docs/adr/0061-classic-interest-recalculation-scope.md).
   */
  private waiveCharges(draft: RecalculatedDraft): void {
    const run = this.run;
    const installment = this.installments[this.installments.length - 1] as PlannedInstallment;
    for (const waiver of this.recalculation.chargeWaivers ?? []) {
      const chargeDue = waiver.chargeDue;
      const holds = waiver.installment !== undefined ? waiver.installment === draft.period
        : chargeDue !== undefined && !chargeDue.isAfter(draft.due) && (chargeDue.isAfter(draft.from) || (draft.period === 1 && chargeDue.equals(draft.from)));
      if (!holds) {
        continue;
      }
      const component = waiver.penalty ? PENALTIES : FEES;
      const open = run.m((installment.owed[component] as Decimal).minus(installment.paid[component] as Decimal));
      const part = open.lessThan(waiver.amount) ? open : run.m(waiver.amount);
      if (part.greaterThan(0)) {
        installment.paid[component] = run.m((installment.paid[component] as Decimal).plus(part));
        if (waiver.date.isAfter(draft.due)) {
          installment.lateIncome.push({ component, date: waiver.date, amount: part });
        }
      }
    }
  }

  /**
   * Principal paid inside the period before its due date: it left the balance on the payment date, and it pays this
   * installment as a payment on the due date would, in the standard order (penalties, fees, interest, then principal,
   * Fineract's replay of the unprocessed amount on the due date): interest paid so is paid on time and never
   * compounds, and the principal it leaves open is overdue principal once the due date passes. Reduce EMI re-plans
   * the next installments.
   */
  private payInPeriod(draft: RecalculatedDraft, progress: RecalculatedProgress): void {
    const run = this.run;
    const installment = this.installments[this.installments.length - 1] as PlannedInstallment;
    let left = this.paidInPeriod;
    for (let component = 0; component < PRINCIPAL; component++) {
      const open = run.m((installment.owed[component] as Decimal).minus(installment.paid[component] as Decimal));
      const part = open.lessThan(left) ? open : left;
      if (part.greaterThan(0)) {
        installment.paid[component] = run.m((installment.paid[component] as Decimal).plus(part));
        left = run.m(left.minus(part));
      }
    }
    installment.paid[PRINCIPAL] = left;
    installment.latePrincipal.push(...this.inPeriod);
    this.inPeriod = [];
    if (this.recalculation.rescheduleStrategy === RescheduleStrategy.REDUCE_EMI_AMOUNT && run.terms.fixedEmiAmount === undefined && progress.balance.greaterThan(0)) {
      run.fixedEmi = undefined;
      run.emi(progress.balance, draft.period + 1);
    }
    this.paidInPeriod = run.zero;
  }

  /** The standard order, installment by installment: penalties, fees, interest, principal (a waiver: interest only). */
  private allocate(payment: PendingPayment): void {
    const run = this.run;
    for (const installment of this.installments) {
      for (let component = 0; component < installment.owed.length && payment.left.greaterThan(0); component++) {
        if (payment.waiver && component !== INTEREST) {
          continue;
        }
        const open = run.m((installment.owed[component] as Decimal).minus(installment.paid[component] as Decimal));
        const part = open.lessThan(payment.left) ? open : payment.left;
        if (part.lessThanOrEqualTo(0)) {
          continue;
        }
        installment.paid[component] = run.m((installment.paid[component] as Decimal).plus(part));
        payment.left = run.m(payment.left.minus(part));
        if (component === PRINCIPAL && payment.date.isAfter(installment.due)) {
          installment.latePrincipal.push({ date: payment.date, amount: part });
        }
        if (component !== PRINCIPAL && payment.date.isAfter(installment.due)) {
          installment.lateIncome.push({ component, date: payment.date, amount: part });
        }
      }
    }
  }

  /**
   * A payment inside the period that leaves no more than the period's interest outstanding pre-closes the loan:
   * with "till pre-close date", interest runs only to the payment date when that is enough to repay everything,
   * and the period ends on that date (the interest it no longer charges becomes principal paid).
   */
  private preClose(draft: RecalculatedDraft, progress: RecalculatedProgress, payment: PendingPayment, interestFrom: PeriodStart): void {
    const run = this.run;
    const outstanding = run.m(progress.balance.minus(payment.left));
    if (this.recalculation.preClosureStrategy !== PreClosureStrategy.TILL_PRE_CLOSURE_DATE || !payment.date.isBefore(draft.due) || outstanding.greaterThan(draft.interest)) {
      return;
    }
    const opening = this.opening ?? { period: draft.period, interestFrom, carried: run.zero, tranches: [] };
    const tillDate = interestToDate(run, opening, this.balanceChanges(interestFrom.date, payment.date), payment.date).interest;
    const diff = run.m(draft.interest.minus(tillDate));
    if (outstanding.minus(diff).greaterThan(0)) {
      return;
    }
    const installment = this.installments[this.installments.length - 1] as PlannedInstallment;
    installment.owed[INTEREST] = tillDate;
    installment.owed[PRINCIPAL] = run.m((installment.owed[PRINCIPAL] as Decimal).plus(diff));
    installment.paid[INTEREST] = run.m((installment.paid[INTEREST] as Decimal).minus(diff));
    installment.paid[PRINCIPAL] = run.m((installment.paid[PRINCIPAL] as Decimal).plus(diff));
    draft.interest = tillDate;
    draft.due = payment.date;
    draft.principal = run.m(draft.principal.plus(diff));
    draft.balance = run.m(draft.balance.minus(diff));
    progress.balance = run.m(progress.balance.minus(diff));
    progress.cumulativePrincipal = run.m(progress.cumulativePrincipal.plus(diff));
    progress.cumulativeInterest = run.m(progress.cumulativeInterest.minus(diff));
  }

  private payEarly(draft: RecalculatedDraft, progress: RecalculatedProgress, payment: PendingPayment, interestFrom: PeriodStart): void {
    const run = this.run;
    this.preClose(draft, progress, payment, interestFrom);
    const early = payment.left.greaterThan(progress.balance) ? progress.balance : payment.left;
    payment.left = run.m(payment.left.minus(early));
    draft.principal = run.m(draft.principal.plus(early));
    draft.balance = run.m(draft.balance.minus(early));
    progress.balance = run.m(progress.balance.minus(early));
    progress.cumulativePrincipal = run.m(progress.cumulativePrincipal.plus(early));
    progress.totalRepayment = run.m(progress.totalRepayment.plus(early));
    this.earlyPrincipal.push({ date: this.restDate(payment.date), amount: early });
    if (this.recalculation.rescheduleStrategy === RescheduleStrategy.RESCHEDULE_NEXT_REPAYMENTS) {
      this.prepaid = run.m(this.prepaid.plus(early));
    }
    if (this.recalculation.rescheduleStrategy === RescheduleStrategy.REDUCE_EMI_AMOUNT && run.terms.fixedEmiAmount === undefined && progress.balance.greaterThan(0)) {
      run.fixedEmi = undefined;
      run.emi(progress.balance, draft.period + 1);
    }
  }

  /** Every drop of the balance interest is charged on: principal paid on time, late, early, or still unpaid. */
  private drops(): { date: LocalDate; amount: Decimal }[] {
    const run = this.run;
    const today = this.recalculation.businessDate;
    const lastRest = this.restDate(today);
    const drops: { date: LocalDate; amount: Decimal }[] = [];
    for (const installment of this.installments) {
      const owed = installment.owed[PRINCIPAL] as Decimal;
      let onTime = installment.paid[PRINCIPAL] as Decimal;
      for (const late of installment.latePrincipal) {
        onTime = run.m(onTime.minus(late.amount));
        drops.push({ date: this.restDate(late.date), amount: late.amount });
      }
      const unpaid = run.m(owed.minus(installment.paid[PRINCIPAL] as Decimal));
      drops.push({ date: this.restDate(installment.due).isBefore(today) ? lastRest : installment.due, amount: unpaid });
      drops.push({ date: installment.due, amount: onTime });
      drops.push(...compoundedDrops(installment, compoundedComponents(this.recalculation.compounding), { restDate: (d) => this.restDate(d), lastRest, businessDate: today }, (v) => run.m(v)));
    }
    return [...drops, ...this.earlyPrincipal, ...this.inPeriod];
  }

  /** The principal interest is charged on after `date`: disbursed less every principal drop dated on or before it. */
  private interestBalanceAfter(date: LocalDate, disbursed: Decimal): Decimal {
    const run = this.run;
    let balance = disbursed;
    for (const drop of this.drops()) {
      if (!drop.date.isAfter(date)) {
        balance = run.m(balance.minus(drop.amount));
      }
    }
    return balance;
  }
}
