import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { decimalOfDouble, divideAtScale, Exact, money, pmtDouble, roundToMultiple } from './amounts.ts';
import { repaymentStartDate, ScheduledDates } from './dates.ts';
import { annualNominalRate, periodicRate, type RateInputs } from './rates.ts';
import type { CumulativeLoanTerms, DueDateVariation, EmiAmountVariation, ScheduleContext } from './types.ts';

export interface GracePeriods {
  /** Periods without principal (grace on principal and the recurring moratorium). */
  readonly principal: ReadonlySet<number>;
  /** Periods whose interest is deferred to the first period after them. */
  readonly interestPayment: ReadonlySet<number>;
  /** The first this many periods charge no interest at all. */
  readonly interestFree: number;
}

/** Which periods carry which grace (Fineract numbers the periods from 1). */
export function gracePeriods(terms: CumulativeLoanTerms): GracePeriods {
  const principalGrace = terms.graceOnPrincipalPayment ?? 0;
  const interestGrace = terms.graceOnInterestPayment ?? 0;
  const principal = new Set<number>();
  const interestPayment = new Set<number>();
  for (let period = 1; period <= principalGrace; period++) {
    principal.add(period);
  }
  for (let period = 1; period <= interestGrace; period++) {
    interestPayment.add(period);
  }
  const moratorium = terms.recurringMoratoriumOnPrincipalPeriods ?? 0;
  if (moratorium > 0) {
    for (let period = 1; period <= terms.numberOfRepayments; period++) {
      if ((period - principalGrace) % (moratorium + 1) !== 1) {
        principal.add(period);
      }
    }
  }
  return { principal, interestPayment, interestFree: terms.graceOnInterestCharged ?? 0 };
}

/** The state of one schedule run: Fineract's schedule parameters plus the parts of the terms that change while it runs. */
export class Run {
  readonly terms: CumulativeLoanTerms;
  readonly context: ScheduleContext;
  readonly rates: RateInputs;
  readonly dates: ScheduledDates;
  readonly grace: GracePeriods;
  readonly n: number;
  readonly zero: Decimal;
  /** The whole (approved) principal the EMI, equal principal and flat interest are based on. */
  readonly approvedPrincipal: Decimal;
  /** The principal disbursed into the schedule so far (grows with each tranche). */
  principal: Decimal;
  fixedEmi: Decimal | undefined;
  fixedPrincipal: Decimal | undefined;
  /** Flat: interest over the term before interest-free grace, and after it. */
  flatInterestWithoutGrace: Decimal;
  flatInterestDue: Decimal;
  /** Tranches after the first disbursement date not yet in the balance, by date. */
  readonly pendingTranches = new Map<string, { readonly date: LocalDate; readonly amount: Decimal }>();
  /** Moved due dates not applied yet. */
  private readonly dueDateVariations: DueDateVariation[];
  /** Installment amounts from a date on not applied yet, by date. */
  private readonly emiAmountVariations: EmiAmountVariation[];

  constructor(terms: CumulativeLoanTerms, context: ScheduleContext) {
    this.terms = terms;
    this.context = context;
    this.dates = new ScheduledDates(terms);
    const seed = terms.repaymentsStartingFromDate ?? repaymentStartDate(terms);
    this.rates = { terms, ctx: context.money, annualRate: annualNominalRate(terms, context.money), seed };
    this.grace = gracePeriods(terms);
    this.n = terms.numberOfRepayments;
    this.zero = this.m(0);
    this.approvedPrincipal = this.m(terms.principal);
    this.principal = this.approvedPrincipal;
    this.fixedEmi = terms.fixedEmiAmount === undefined ? undefined : new Exact(terms.fixedEmiAmount);
    this.flatInterestWithoutGrace = this.zero;
    this.flatInterestDue = this.zero;
    this.dueDateVariations = [...(terms.dueDateVariations ?? [])].sort((a, b) => a.applicableFrom.compareTo(b.applicableFrom));
    this.emiAmountVariations = [...(terms.emiAmountVariations ?? [])].sort((a, b) => a.applicableFrom.compareTo(b.applicableFrom));
  }

  /**
   * The installment amounts applicable by a period due on `dueDate` (its due date after a moved due date, before the
   * holiday check that follows it) become the EMI from that period on, the latest last; each is used once.
   */
  applyEmiAmountVariations(dueDate: LocalDate): void {
    while (this.emiAmountVariations[0] !== undefined && !this.emiAmountVariations[0].applicableFrom.isAfter(dueDate)) {
      this.fixedEmi = new Exact(this.emiAmountVariations[0].amount);
      this.emiAmountVariations.shift();
    }
  }

  /** The date a due date of `dueDate` is moved to by a variation, if one applies to it (then it is used up). */
  takeDueDateVariation(dueDate: LocalDate): LocalDate | undefined {
    const index = this.dueDateVariations.findIndex((v) => v.applicableFrom.equals(dueDate));
    return index < 0 ? undefined : this.dueDateVariations.splice(index, 1)[0]?.dueDate;
  }

  /** The loan's end date, moved when a variation applies to its last regular due date (without using it up). */
  movedEndDate(loanEnd: LocalDate): LocalDate {
    return this.dueDateVariations.find((v) => v.applicableFrom.equals(loanEnd))?.dueDate ?? loanEnd;
  }

  /** Rounds as a new Money of the loan's currency. */
  m(value: Decimal.Value): Decimal {
    return money(value, this.terms.currency, this.context.money);
  }

  /** Money.dividedBy: quotient at the currency's scale. */
  div(amount: Decimal, divisor: Decimal.Value): Decimal {
    return divideAtScale(amount, divisor, this.terms.currency, this.context.money);
  }

  /**
   * Money.percentageOf: amount × percent ÷ 100, the quotient kept at the product's scale (the currency's digits
   * plus the percentage's decimals) with the rounding mode, then made money.
   */
  percentOf(amount: Decimal, percent: Decimal.Value): Decimal {
    const factor = new Exact(percent);
    const scale = this.terms.currency.digitsAfterDecimal + factor.decimalPlaces();
    return this.m(new Exact(amount).times(factor).dividedBy(100).toDecimalPlaces(scale, this.context.money.roundingMode));
  }

  /** Due date after holidays and non-working days, and the regular date the next period counts from. */
  adjust(date: LocalDate): { readonly due: LocalDate; readonly actual: LocalDate } {
    const adjuster = this.context.adjustDueDate;
    if (adjuster === undefined) {
      return { due: date, actual: date };
    }
    const result = adjuster(date, (d) => this.dates.next(d, false));
    return { due: result.changedScheduleDate, actual: result.changedActualRepaymentDate };
  }

  /** Periods after `elapsed` that repay principal. */
  remainingPrincipalPeriods(elapsed: number): number {
    return this.n - elapsed - [...this.grace.principal].filter((p) => p > elapsed).length;
  }

  /** Periods after `elapsed` that pay interest (no payment grace, not interest-free). */
  remainingInterestPeriods(elapsed: number): number {
    return this.n - elapsed - [...this.grace.interestPayment].filter((p) => p > elapsed).length - this.grace.interestFree;
  }

  /**
   * The equal installment. Fineract computes the PMT once, in doubles (the rate of a whole period with 30-day
   * months), turns it into a decimal through Double.toString, rounds it to installmentAmountInMultiplesOf,
   * and then reads it back through a double again before making it money.
   */
  emi(balance: Decimal, periodNumber: number): Decimal {
    if (this.fixedEmi === undefined) {
      const start = this.terms.expectedDisbursementDate.withDayOfMonth(1);
      const end = this.dates.next(start, false);
      const rate = periodicRate(this.rates, start, end, true).toNumber();
      const payment = pmtDouble(rate, this.remainingPrincipalPeriods(periodNumber - 1), new Exact(balance).negated().toNumber());
      let emi = decimalOfDouble(payment);
      const multiple = this.terms.installmentAmountInMultiplesOf;
      if (multiple !== undefined) {
        emi = roundToMultiple(emi, multiple, this.context.money);
      }
      this.fixedEmi = emi;
    }
    return this.m(decimalOfDouble(this.fixedEmi.toNumber()));
  }
}
