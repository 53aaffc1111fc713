import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import type { EffectivePause, OverdueCollectionData } from './domain/loan-delinquency.ts';

/** Fineract's DelinquencyRangeData (maximumAgeDays absent for the open-ended range). */
export interface DelinquencyRangeView {
  readonly id: number;
  readonly classification: string;
  readonly minimumAgeDays: number;
  readonly maximumAgeDays: number | undefined;
}

/** Fineract's LoanDelinquencyTagHistoryData. */
export interface LoanDelinquencyTagHistoryView {
  readonly id: number;
  readonly loanId: number;
  readonly delinquencyRange: DelinquencyRangeView;
  readonly addedOnDate: LocalDate;
  readonly liftedOnDate: LocalDate | undefined;
}

export function presentTagHistory(r: {
  id: number; loanId: number; addedOnDate: string; liftedOnDate: string | null;
  range: { id: number; classification: string; minimumAgeDays: number; maximumAgeDays: number | null };
}): LoanDelinquencyTagHistoryView {
  return {
    id: r.id, loanId: r.loanId,
    delinquencyRange: { id: r.range.id, classification: r.range.classification, minimumAgeDays: r.range.minimumAgeDays, maximumAgeDays: r.range.maximumAgeDays ?? undefined },
    addedOnDate: LocalDate.parse(r.addedOnDate), liftedOnDate: r.liftedOnDate === null ? undefined : LocalDate.parse(r.liftedOnDate),
  };
}

/** Fineract's LoanDelinquencyActionData (`createdOn`/`lastModifiedOn` as ISO offset date-times). */
export interface DelinquencyActionView {
  readonly id: number;
  readonly action: string;
  readonly startDate: LocalDate;
  readonly endDate: LocalDate | undefined;
  readonly createdById: number;
  readonly createdOn: string;
  readonly updatedById: number;
  readonly lastModifiedOn: string;
}

export function presentDelinquencyAction(r: {
  id: number; action: string; startDate: string; endDate: string | null; createdById: number; createdOn: Date; updatedById: number; lastModifiedOn: Date;
}): DelinquencyActionView {
  return {
    id: r.id, action: r.action, startDate: LocalDate.parse(r.startDate), endDate: r.endDate === null ? undefined : LocalDate.parse(r.endDate),
    createdById: r.createdById, createdOn: r.createdOn.toISOString(), updatedById: r.updatedById, lastModifiedOn: r.lastModifiedOn.toISOString(),
  };
}

/** Fineract's DelinquencyPausePeriod. */
export interface DelinquencyPausePeriodView {
  readonly active: boolean;
  readonly pausePeriodStart: LocalDate;
  readonly pausePeriodEnd: LocalDate;
}

/** Fineract's CollectionData (the `delinquent` block of a loan). */
export interface CollectionDataView {
  readonly availableDisbursementAmount: Decimal;
  readonly pastDueDays: number;
  readonly nextPaymentDueDate: LocalDate | undefined;
  readonly delinquentDays: number;
  readonly delinquentDate: LocalDate | undefined;
  readonly delinquentAmount: Decimal;
  readonly lastPaymentDate: LocalDate | undefined;
  readonly lastPaymentAmount: Decimal;
  readonly lastRepaymentDate: LocalDate | undefined;
  readonly lastRepaymentAmount: Decimal;
  readonly delinquencyPausePeriods: readonly DelinquencyPausePeriodView[] | undefined;
  readonly installmentLevelDelinquency: readonly InstallmentLevelDelinquencyView[] | undefined;
  readonly delinquentPrincipal: Decimal;
  readonly delinquentInterest: Decimal;
  readonly delinquentFee: Decimal;
  readonly delinquentPenalty: Decimal;
}

interface Payment { readonly date: LocalDate; readonly amount: Decimal }

/** Fineract's InstallmentLevelDelinquency: one range of the installment tags with what its installments owe. */
export interface InstallmentLevelDelinquencyView {
  readonly rangeId: number;
  readonly classification: string;
  readonly minimumAgeDays: number;
  readonly maximumAgeDays: number | undefined;
  readonly delinquentAmount: Decimal;
}

/** The rest of the block, beside the overdue figures. */
export interface CollectionExtras {
  readonly availableDisbursementAmount?: Decimal;
  readonly nextPaymentDueDate?: LocalDate | undefined;
  readonly lastPayment?: Payment | undefined;
  readonly lastRepayment?: Payment | undefined;
  readonly pauses?: readonly EffectivePause[];
  readonly today?: LocalDate;
  /** Loans with installment-level delinquency: the tags grouped by range (Fineract leaves the member out when there are none). */
  readonly installmentLevel?: readonly InstallmentLevelDelinquencyView[];
}

const ZERO = new Decimal(0);

export function presentCollectionData(data: OverdueCollectionData, extras: CollectionExtras): CollectionDataView {
  const today = extras.today;
  const pauses = extras.pauses === undefined || today === undefined ? undefined : [...extras.pauses]
    .sort((a, b) => a.startDate.compareTo(b.startDate))
    .map((p) => ({ active: !p.startDate.isAfter(today) && !today.isAfter(p.endDate), pausePeriodStart: p.startDate, pausePeriodEnd: p.endDate }));
  return {
    availableDisbursementAmount: extras.availableDisbursementAmount ?? ZERO, pastDueDays: data.pastDueDays, nextPaymentDueDate: extras.nextPaymentDueDate,
    delinquentDays: data.delinquentDays, delinquentDate: data.delinquentDate, delinquentAmount: data.delinquentAmount,
    lastPaymentDate: extras.lastPayment?.date, lastPaymentAmount: extras.lastPayment?.amount ?? ZERO,
    lastRepaymentDate: extras.lastRepayment?.date, lastRepaymentAmount: extras.lastRepayment?.amount ?? ZERO,
    delinquencyPausePeriods: pauses, installmentLevelDelinquency: extras.installmentLevel === undefined || extras.installmentLevel.length === 0 ? undefined : extras.installmentLevel,
    delinquentPrincipal: data.delinquentPrincipal, delinquentInterest: data.delinquentInterest, delinquentFee: data.delinquentFee, delinquentPenalty: data.delinquentPenalty,
  };
}
