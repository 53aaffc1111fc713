import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import type { ChargedInstallment } from './accrual-reprocessing.ts';

/** One installment as the accrual activity reads it: its dates, what it charges (not less waived or paid), and whether it is a down payment. */
export interface ActivityInstallment extends ChargedInstallment {
  readonly downPayment: boolean;
}

/** A stored, unreversed accrual activity transaction (Fineract's LoanTransactionType ACCRUAL_ACTIVITY, 32). */
export interface ExistingActivity {
  readonly id: number;
  readonly date: LocalDate;
  readonly interest: Decimal;
  readonly fees: Decimal;
  readonly penalties: Decimal;
}

/** An accrual activity to write; `replaces` names the activity it takes the place of (relation REPLAYED). */
export interface ActivityPosting {
  readonly date: LocalDate;
  readonly interest: Decimal;
  readonly fees: Decimal;
  readonly penalties: Decimal;
  readonly amount: Decimal;
  readonly replaces: number | null;
}

/** What to do: the activities to reverse and those to write. */
export interface ActivityPlan {
  readonly reverse: readonly number[];
  readonly create: readonly ActivityPosting[];
}

const ZERO = new Decimal(0);
const NOTHING: ActivityPlan = { reverse: [], create: [] };

function postingOf(installment: ActivityInstallment, date: LocalDate, replaces: number | null): ActivityPosting | undefined {
  const amount = installment.interest.plus(installment.fees).plus(installment.penalties);
  return amount.isZero() ? undefined : { date, interest: installment.interest, fees: installment.fees, penalties: installment.penalties, amount, replaces };
}

/** Whether an activity carries exactly what the installment charges. */
function matches(activity: ExistingActivity, figures: { interest: Decimal; fees: Decimal; penalties: Decimal }): boolean {
  return activity.interest.equals(figures.interest) && activity.fees.equals(figures.fees) && activity.penalties.equals(figures.penalties);
}

/**
 * The activity of one installment given the activities already on its due date: none → a new one; one that no
 * longer matches the installment → reversed and replaced; more than one → the others reversed (Fineract's
 * makeOrReplayActivity). An installment that charges nothing gets no activity.
 */
function installmentPlan(installment: ActivityInstallment, onDueDate: readonly ExistingActivity[]): ActivityPlan {
  const [first, ...others] = onDueDate;
  const extra = others.map((a) => a.id);
  if (first === undefined) {
    const posting = postingOf(installment, installment.dueDate, null);
    return { reverse: [], create: posting === undefined ? [] : [posting] };
  }
  if (matches(first, installment)) {
    return { reverse: extra, create: [] };
  }
  const posting = postingOf(installment, installment.dueDate, first.id);
  return { reverse: [first.id, ...extra], create: posting === undefined ? [] : [posting] };
}

function merged(plans: readonly ActivityPlan[]): ActivityPlan {
  return plans.length === 0 ? NOTHING : { reverse: plans.flatMap((p) => p.reverse), create: plans.flatMap((p) => p.create) };
}

/**
 * The close-of-business step ACCRUAL_ACTIVITY_POSTING for `currentDate` (the day being closed): every installment
 * (down payments aside) due on or before that date gets one accrual activity dated its due date carrying its
 * interest, fees and penalties; an existing one that no longer matches is reversed and replaced, duplicates are
 * reversed. Running it again changes nothing.
 */
export function dueInstallmentActivities(installments: readonly ActivityInstallment[], existing: readonly ExistingActivity[], currentDate: LocalDate): ActivityPlan {
  return merged(installments.filter((i) => !i.downPayment && !i.dueDate.isAfter(currentDate))
    .map((i) => installmentPlan(i, existing.filter((a) => a.date.isEqual(i.dueDate)))));
}

/** The installment an activity's date falls in: after its start and up to its due date (the first also owns its start). */
function holderOf(installments: readonly ActivityInstallment[], date: LocalDate): ActivityInstallment | undefined {
  const normal = installments.filter((i) => !i.downPayment);
  return normal.find((i, index) => !date.isAfter(i.dueDate) && (date.isAfter(i.fromDate) || (index === 0 && date.isEqual(i.fromDate))));
}

/**
 * What a replay does to the accrual activities (Fineract's transaction processor): each is recomputed from the
 * installment holding its date — that installment's interest, fees and penalties — and, when they moved, reversed
 * and replaced by a new one on the same date. Activities outside every installment are left alone.
 */
export function replayedActivities(installments: readonly ActivityInstallment[], existing: readonly ExistingActivity[]): ActivityPlan {
  return merged(existing.flatMap((activity) => {
    const holder = holderOf(installments, activity.date);
    if (holder === undefined || matches(activity, holder)) {
      return [];
    }
    const posting = postingOf(holder, activity.date, activity.id);
    return [{ reverse: [activity.id], create: posting === undefined ? [] : [posting] }];
  }));
}

/**
 * The accrual activities of a loan that closes (or becomes overpaid) on `closedOn` (Fineract's accrual activity on
 * loan closure): activities dated after that day are reversed; every installment due before it gets its activity
 * (created, or replaced when it no longer matches); one more activity on the closing day carries what the
 * installments charge beyond the activities that remain.
 */
export function closureActivities(installments: readonly ActivityInstallment[], existing: readonly ExistingActivity[], closedOn: LocalDate): ActivityPlan {
  const after = existing.filter((a) => a.date.isAfter(closedOn));
  const kept = existing.filter((a) => !a.date.isAfter(closedOn));
  const normal = installments.filter((i) => !i.downPayment);
  const due = merged(normal.filter((i) => i.dueDate.isBefore(closedOn)).map((i) => installmentPlan(i, kept.filter((a) => a.date.isEqual(i.dueDate)))));
  const reversed = new Set([...after.map((a) => a.id), ...due.reverse]);
  const remaining = [...kept.filter((a) => !reversed.has(a.id)), ...due.create];
  const sum = (pick: (x: { interest: Decimal; fees: Decimal; penalties: Decimal }) => Decimal, rows: readonly { interest: Decimal; fees: Decimal; penalties: Decimal }[]) =>
    rows.reduce((s, r) => s.plus(pick(r)), ZERO);
  const interest = sum((x) => x.interest, normal).minus(sum((x) => x.interest, remaining));
  const fees = sum((x) => x.fees, normal).minus(sum((x) => x.fees, remaining));
  const penalties = sum((x) => x.penalties, normal).minus(sum((x) => x.penalties, remaining));
  const positive = interest.greaterThan(0) || fees.greaterThan(0) || penalties.greaterThan(0);
  const final = positive ? [{ date: closedOn, interest, fees, penalties, amount: interest.plus(fees).plus(penalties), replaces: null }] : [];
  return { reverse: [...reversed], create: [...due.create, ...final] };
}

/**
 * The accrual activities of a closed or overpaid loan that becomes active again on `today` (Fineract's accrual
 * activity on loan reopening): the latest activity — the closing one — gives way to the activities of the
 * installments due before today from its date on: the first of them takes its place (kept when it is already that
 * installment's, else reversed and replaced), the others get new ones. With no such installment it is reversed.
 */
export function reopenedActivities(installments: readonly ActivityInstallment[], existing: readonly ExistingActivity[], today: LocalDate): ActivityPlan {
  const last = existing.reduce<ExistingActivity | undefined>((latest, a) => (latest === undefined || !a.date.isBefore(latest.date) ? a : latest), undefined);
  const due = installments.filter((i) => !i.downPayment && i.dueDate.isBefore(today) && (last === undefined || !i.dueDate.isBefore(last.date)));
  const [first, ...others] = due;
  if (first === undefined) {
    return last === undefined ? NOTHING : { reverse: [last.id], create: [] };
  }
  const rest = others.flatMap((i) => {
    const posting = postingOf(i, i.dueDate, null);
    return posting === undefined ? [] : [posting];
  });
  if (last !== undefined && last.date.isEqual(first.dueDate) && matches(last, first)) {
    return { reverse: [], create: rest };
  }
  const replacement = postingOf(first, first.dueDate, last?.id ?? null);
  return { reverse: last === undefined ? [] : [last.id], create: [...(replacement === undefined ? [] : [replacement]), ...rest] };
}
