import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { Exact } from '../amounts.ts';
import type { CumulativeSchedule, RepaymentPeriod } from '../types.ts';
import type { InstallmentDue } from './installment.ts';

/**
 * A specified-due-date charge added to the loan after its schedule was planned (e.g. an NSF fee), with what has
 * been waived of it. Charges planned with the schedule are already in its periods.
 */
export interface AddedCharge {
  readonly penalty: boolean;
  readonly amount: Decimal.Value;
  readonly dueDate: LocalDate;
  readonly waived?: Decimal.Value;
}

/** Waivers of charges that are already in the schedule (installment fees, planned due-date charges), per installment. */
export interface InstallmentChargeWaiver {
  readonly installmentNumber: number;
  readonly penalty: boolean;
  readonly amount: Decimal.Value;
}

interface Draft {
  installmentNumber: number;
  fromDate: LocalDate;
  dueDate: LocalDate;
  principal: Decimal;
  interest: Decimal;
  feeCharges: Decimal;
  penaltyCharges: Decimal;
  feeChargesWaived: Decimal;
  penaltyChargesWaived: Decimal;
  additional: boolean;
}

function draftOf(period: RepaymentPeriod): Draft {
  return {
    installmentNumber: period.period,
    fromDate: period.fromDate,
    dueDate: period.dueDate,
    principal: new Exact(period.principalDue),
    interest: new Exact(period.interestDue),
    feeCharges: new Exact(period.feeChargesDue),
    penaltyCharges: new Exact(period.penaltyChargesDue),
    feeChargesWaived: new Exact(0),
    penaltyChargesWaived: new Exact(0),
    additional: false,
  };
}

/**
 * The installments the transaction processor starts from: the schedule's repayment periods, plus charges added
 * after planning in the period whose (start, due] holds their due date ([start, due] for the first period). A
 * charge due after the last due date gets an added installment from the last due date to the latest such charge
 * (Fineract's charge-only "N+1" installment).
 */
export function installmentsFromSchedule(
  schedule: CumulativeSchedule,
  addedCharges: readonly AddedCharge[] = [],
  waivers: readonly InstallmentChargeWaiver[] = [],
): InstallmentDue[] {
  const drafts = schedule.periods.filter((p): p is RepaymentPeriod => p.kind === 'repayment').map(draftOf);
  addChargeOnlyInstallment(drafts, addedCharges);
  for (const charge of addedCharges) {
    const draft = drafts.find((d, index) => holds(d, index === 0, charge.dueDate));
    if (draft === undefined) {
      continue;
    }
    addCharge(draft, charge.penalty, new Exact(charge.amount), new Exact(charge.waived ?? 0));
  }
  for (const waiver of waivers) {
    const draft = drafts.find((d) => d.installmentNumber === waiver.installmentNumber);
    if (draft !== undefined) {
      addCharge(draft, waiver.penalty, new Exact(0), new Exact(waiver.amount));
    }
  }
  return drafts;
}

function holds(draft: Draft, first: boolean, date: LocalDate): boolean {
  const afterStart = first ? !date.isBefore(draft.fromDate) : date.isAfter(draft.fromDate);
  return afterStart && !date.isAfter(draft.dueDate);
}

function addCharge(draft: Draft, penalty: boolean, amount: Decimal, waived: Decimal): void {
  if (penalty) {
    draft.penaltyCharges = draft.penaltyCharges.plus(amount);
    draft.penaltyChargesWaived = draft.penaltyChargesWaived.plus(waived);
  } else {
    draft.feeCharges = draft.feeCharges.plus(amount);
    draft.feeChargesWaived = draft.feeChargesWaived.plus(waived);
  }
}

function addChargeOnlyInstallment(drafts: Draft[], addedCharges: readonly AddedCharge[]): void {
  const last = drafts[drafts.length - 1];
  if (last === undefined || addedCharges.length === 0) {
    return;
  }
  const latest = addedCharges.map((c) => c.dueDate).reduce((a, b) => (b.isAfter(a) ? b : a));
  if (!latest.isAfter(last.dueDate)) {
    return;
  }
  drafts.push({
    installmentNumber: drafts.length + 1,
    fromDate: last.dueDate,
    dueDate: latest,
    principal: new Exact(0),
    interest: new Exact(0),
    feeCharges: new Exact(0),
    penaltyCharges: new Exact(0),
    feeChargesWaived: new Exact(0),
    penaltyChargesWaived: new Exact(0),
    additional: true,
  });
}
