import { Decimal } from 'decimal.js';
import { ChronoUnit, type LocalDate } from '@js-joda/core';

/** Fineract's DelinquencyAction. */
export type DelinquencyAction = 'PAUSE' | 'RESUME';

/** One stored pause or resume (m_loan_delinquency_action). */
export interface LoanDelinquencyAction {
  readonly id: number;
  readonly action: DelinquencyAction;
  readonly startDate: LocalDate;
  readonly endDate: LocalDate | null;
}

/** A pause as it takes effect: its end moved to the day of a resume that falls inside it. */
export interface EffectivePause {
  readonly id: number;
  readonly startDate: LocalDate;
  readonly endDate: LocalDate;
}

/** What an installment still owes, for the overdue figures (Fineract's LoanRepaymentScheduleInstallment view). */
export interface DelinquencyInstallment {
  readonly dueDate: LocalDate;
  readonly obligationsMet: boolean;
  readonly principalOutstanding: Decimal;
  readonly interestOutstanding: Decimal;
  readonly feeOutstanding: Decimal;
  readonly penaltyOutstanding: Decimal;
  /** The start of its period (null on rows stored without one). */
  readonly fromDate: LocalDate | null;
  /** What was paid on it (all components). */
  readonly paid: Decimal;
  /** Whether it is the loan's last installment (its period then holds its due date too). */
  readonly last: boolean;
}

/** A chargeback not reversed: its date and amount. */
export interface DelinquencyChargeback {
  readonly date: LocalDate;
  readonly amount: Decimal;
}

/** Fineract's CollectionData as the classification computes it (the overdue part). */
export interface OverdueCollectionData {
  readonly pastDueDays: number;
  readonly delinquentDays: number;
  readonly delinquentDate: LocalDate | undefined;
  readonly delinquentAmount: Decimal;
  readonly delinquentPrincipal: Decimal;
  readonly delinquentInterest: Decimal;
  readonly delinquentFee: Decimal;
  readonly delinquentPenalty: Decimal;
}

/** A range of the loan product's bucket. */
export interface DelinquencyRangeAges {
  readonly id: number;
  readonly minimumAgeDays: number;
  readonly maximumAgeDays: number | null;
}

const ZERO = new Decimal(0);

/** The figures of a loan that is not delinquent, or not open (Fineract's CollectionData.template()). */
export const EMPTY_COLLECTION: OverdueCollectionData = {
  pastDueDays: 0, delinquentDays: 0, delinquentDate: undefined, delinquentAmount: ZERO,
  delinquentPrincipal: ZERO, delinquentInterest: ZERO, delinquentFee: ZERO, delinquentPenalty: ZERO,
};

/**
 * Every pause with the resume that cut it short (the first resume on or after its start and on or before its
 * end): Fineract's DelinquencyEffectivePauseHelper.calculateEffectiveDelinquencyList.
 */
export function effectivePauses(actions: readonly LoanDelinquencyAction[]): EffectivePause[] {
  const resumes = actions.filter((a) => a.action === 'RESUME');
  return actions.flatMap((pause) => {
    if (pause.action !== 'PAUSE' || pause.endDate === null) {
      return [];
    }
    const end = pause.endDate;
    const resume = resumes.find((r) => !pause.startDate.isAfter(r.startDate) && !r.startDate.isAfter(end));
    return [{ id: pause.id, startDate: pause.startDate, endDate: resume?.startDate ?? end }];
  });
}

/** Days paused before the date: closed pauses count whole, a running one up to the date. */
export function pausedDaysBefore(pauses: readonly EffectivePause[], date: LocalDate): number {
  return pauses
    .filter((p) => p.startDate.isBefore(date))
    .reduce((sum, p) => sum + p.startDate.until(p.endDate.isBefore(date) ? p.endDate : date, ChronoUnit.DAYS), 0);
}

/** Whether the date falls in a pause (both ends included): the close-of-business step skips such a loan. */
export function isPausedOn(date: LocalDate, pauses: readonly EffectivePause[]): boolean {
  return pauses.some((p) => !p.startDate.isAfter(date) && !p.endDate.isBefore(date));
}

/**
 * The day an overdue installment became overdue through chargebacks (Fineract's
 * calculateDelinquencyDataForOverdueInstallment): its paid amount less the chargebacks dated in its period (from its
 * start, before its due date, on it for the last installment), newest first; the first chargeback that takes it
 * below zero names the day. Undefined when none does (the due date counts).
 */
export function chargebackOverdueSince(installment: DelinquencyInstallment, chargebacksNewestFirst: readonly DelinquencyChargeback[]): LocalDate | undefined {
  const from = installment.fromDate;
  if (from === null) {
    return undefined;
  }
  let available = installment.paid;
  for (const chargeback of chargebacksNewestFirst) {
    const inPeriod = !chargeback.date.isBefore(from)
      && (installment.last ? !chargeback.date.isAfter(installment.dueDate) : chargeback.date.isBefore(installment.dueDate));
    if (inPeriod) {
      available = available.minus(chargeback.amount);
      if (available.lt(0)) {
        return chargeback.date;
      }
    }
  }
  return undefined;
}

/**
 * What an installment not yet due owes through chargebacks (Fineract's calculateDelinquencyDataForNonOverdueInstallment):
 * its paid amount less the chargebacks dated in its period and before the business date; below zero, the shortfall
 * is overdue since the last of those chargebacks (newest first, so the oldest) that left it below zero.
 */
export function chargebackOwedBeforeDue(installment: DelinquencyInstallment, chargebacksNewestFirst: readonly DelinquencyChargeback[], businessDate: LocalDate): { since: LocalDate | undefined; amount: Decimal } {
  const from = installment.fromDate;
  let available = installment.paid;
  let since: LocalDate | undefined;
  for (const chargeback of chargebacksNewestFirst) {
    if (from !== null && !chargeback.date.isBefore(from) && chargeback.date.isBefore(installment.dueDate) && chargeback.date.isBefore(businessDate)) {
      available = available.minus(chargeback.amount);
      since = available.lt(0) ? chargeback.date : since;
    }
  }
  return { since, amount: available.lt(0) ? available.neg() : ZERO };
}

/**
 * Fineract's LoanDelinquencyDomainService.getOverdueCollectionData: the amounts still owed on installments due before
 * the business date plus what chargebacks made owed on the first installment not yet due; past-due days counted from
 * the day the oldest overdue installment became overdue (its due date, or the chargeback that took its paid amount
 * below zero), else from the chargeback that made the first installment not yet due owe; the delinquent date that
 * day plus `graceOnArrearsAgeing`, and delinquent days = past-due days less the grace less the days paused.
 * `chargebacks`: the loan's chargebacks not reversed, newest first (Fineract's order).
 */
export function overdueCollectionData(installments: readonly DelinquencyInstallment[], graceDays: number, businessDate: LocalDate, pauses: readonly EffectivePause[], chargebacks: readonly DelinquencyChargeback[] = []): OverdueCollectionData {
  const overdue = installments.filter((i) => !i.obligationsMet && i.dueDate.isBefore(businessDate));
  const upcoming = installments.find((i) => !i.obligationsMet && !i.dueDate.isBefore(businessDate));
  const ahead = upcoming === undefined || chargebacks.length === 0 ? { since: undefined, amount: ZERO } : chargebackOwedBeforeDue(upcoming, chargebacks, businessDate);
  const sum = (pick: (i: DelinquencyInstallment) => Decimal) => overdue.reduce((s, i) => s.plus(pick(i)), ZERO);
  const principal = sum((i) => i.principalOutstanding);
  const interest = sum((i) => i.interestOutstanding);
  const fee = sum((i) => i.feeOutstanding);
  const penalty = sum((i) => i.penaltyOutstanding);
  const amounts = {
    delinquentAmount: principal.plus(interest).plus(fee).plus(penalty).plus(ahead.amount), delinquentPrincipal: principal, delinquentInterest: interest, delinquentFee: fee, delinquentPenalty: penalty,
  };
  const oldest = overdue[0];
  const since = oldest === undefined ? ahead.since : chargebackOverdueSince(oldest, chargebacks) ?? oldest.dueDate;
  if (since === undefined) {
    return { ...EMPTY_COLLECTION, ...amounts };
  }
  const pastDueDays = Math.max(0, since.until(businessDate, ChronoUnit.DAYS));
  const afterGrace = pastDueDays - graceDays;
  const delinquentDays = afterGrace > 0 ? Math.max(0, afterGrace - pausedDaysBefore(pauses, businessDate)) : 0;
  return { ...amounts, pastDueDays, delinquentDays, delinquentDate: since.plusDays(graceDays) };
}

/** The bucket's range that holds the days (the open-ended last range from its minimum on), or none. */
export function rangeFor<T extends DelinquencyRangeAges>(ranges: readonly T[], days: number): T | undefined {
  if (days <= 0) {
    return undefined;
  }
  const sorted = [...ranges].sort((a, b) => a.minimumAgeDays - b.minimumAgeDays);
  return sorted.find((r) => r.minimumAgeDays <= days && (r.maximumAgeDays === null || r.maximumAgeDays >= days));
}

/** What the tag history needs: lift the open tag, add a new one, both, or nothing. */
export interface TagChange {
  readonly liftOpenTag: boolean;
  readonly addRangeId: number | undefined;
}

/**
 * Fineract's applyDelinquencyForLoan + setLoanDelinquencyTag: not delinquent (0 days) lifts the open row; delinquent
 * days inside a range of the bucket open a row for that range when it differs from the open one (lifting that);
 * delinquent days that no range holds leave the history as it is.
 */
export function delinquencyTagChange(ranges: readonly DelinquencyRangeAges[], delinquentDays: number, openRangeId: number | undefined): TagChange {
  const none = { liftOpenTag: false, addRangeId: undefined };
  if (delinquentDays <= 0) {
    return openRangeId === undefined ? none : { liftOpenTag: true, addRangeId: undefined };
  }
  const range = rangeFor(ranges, delinquentDays);
  if (range === undefined || range.id === openRangeId) {
    return none;
  }
  return { liftOpenTag: openRangeId !== undefined, addRangeId: range.id };
}

/** An installment with its schedule row id, for installment-level delinquency. */
export interface IdentifiedInstallment extends DelinquencyInstallment {
  readonly id: number;
}

/** A stored installment tag (m_loan_installment_delinquency_tag). */
export interface InstallmentTag {
  readonly id: number;
  readonly installmentId: number;
  readonly rangeId: number;
  readonly firstOverdueDate: LocalDate;
  readonly amount: Decimal;
}

/** The writes that bring the installment tags in step. */
export interface InstallmentTagPlan {
  readonly deleteIds: readonly number[];
  readonly inserts: readonly { readonly installmentId: number; readonly rangeId: number; readonly firstOverdueDate: LocalDate; readonly amount: Decimal }[];
  readonly updates: readonly { readonly id: number; readonly amount: Decimal }[];
}

const owedOn = (i: DelinquencyInstallment): Decimal => i.principalOutstanding.plus(i.interestOutstanding).plus(i.feeOutstanding).plus(i.penaltyOutstanding);

/**
 * When an unpaid installment became delinquent and what it owes for that (Fineract's
 * getInstallmentOverdueCollectionData): one due before the business date from its due date (or the chargeback that
 * took its paid amount below zero), owing what it still owes; one not yet due from the chargeback that made it owe,
 * owing the shortfall.
 */
function installmentDelinquency(installment: DelinquencyInstallment, businessDate: LocalDate, chargebacks: readonly DelinquencyChargeback[]): { since: LocalDate | undefined; amount: Decimal } {
  if (installment.obligationsMet) {
    return { since: undefined, amount: ZERO };
  }
  if (installment.dueDate.isBefore(businessDate)) {
    return { since: chargebackOverdueSince(installment, chargebacks) ?? installment.dueDate, amount: owedOn(installment) };
  }
  return chargebacks.length === 0 ? { since: undefined, amount: ZERO } : chargebackOwedBeforeDue(installment, chargebacks, businessDate);
}

/**
 * Fineract's installment-level delinquency (setDelinquencyDetailsForInstallment): each unpaid installment is aged on
 * its own from the day it became delinquent ({@link installmentDelinquency}), without the grace, less the days
 * paused; a tag per installment holds its range, that day and what it owes. A new range replaces the tag (keeping the
 * first overdue date); no range deletes it; tags of installments that no longer exist go too.
 */
export function planInstallmentTags(
  installments: readonly IdentifiedInstallment[], tags: readonly InstallmentTag[], ranges: readonly DelinquencyRangeAges[], businessDate: LocalDate, pauses: readonly EffectivePause[],
  chargebacks: readonly DelinquencyChargeback[] = [],
): InstallmentTagPlan {
  const byInstallment = new Map(tags.map((t) => [t.installmentId, t]));
  const plan = { deleteIds: [] as number[], inserts: [] as InstallmentTagPlan['inserts'][number][], updates: [] as InstallmentTagPlan['updates'][number][] };
  for (const installment of installments) {
    const { since, amount } = installmentDelinquency(installment, businessDate, chargebacks);
    const pastDueDays = since === undefined ? 0 : Math.max(0, since.until(businessDate, ChronoUnit.DAYS));
    const days = pastDueDays > 0 ? Math.max(0, pastDueDays - pausedDaysBefore(pauses, businessDate)) : 0;
    const range = rangeFor(ranges, days);
    const tag = byInstallment.get(installment.id);
    if (range === undefined || since === undefined) {
      plan.deleteIds.push(...(tag === undefined ? [] : [tag.id]));
    } else if (tag === undefined) {
      plan.inserts.push({ installmentId: installment.id, rangeId: range.id, firstOverdueDate: since, amount });
    } else if (tag.rangeId !== range.id) {
      plan.deleteIds.push(tag.id);
      plan.inserts.push({ installmentId: installment.id, rangeId: range.id, firstOverdueDate: tag.firstOverdueDate, amount });
    } else if (!tag.amount.equals(amount)) {
      plan.updates.push({ id: tag.id, amount });
    }
  }
  const existing = new Set(installments.map((i) => i.id));
  plan.deleteIds.push(...tags.filter((t) => !existing.has(t.installmentId)).map((t) => t.id));
  return plan;
}
