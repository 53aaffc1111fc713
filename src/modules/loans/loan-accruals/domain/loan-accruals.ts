import { Decimal } from 'decimal.js';
import { ChronoUnit, type LocalDate } from '@js-joda/core';
import type { MoneyContext } from '../../../../shared/money/index.ts';

/** How far the accruals go: pro rata into the current installment (periodic), or only installments already due. */
export type AccrualMode = 'periodic' | 'dueInstallments';

/**
 * The global configuration `charge-accrual-date`: dated charges accrue once due (`due-date`, the default), or once
 * submitted (`submitted-date`), then on the run's date whatever their due date.
 */
export type ChargeAccrualDate = 'due-date' | 'submitted-date';

/** One installment of a cumulative schedule, as the accrual reads it. */
export interface AccrualInstallment {
  readonly installmentNumber: number;
  readonly fromDate: LocalDate;
  readonly dueDate: LocalDate;
  readonly interest: Decimal;
  readonly interestWaived: Decimal;
  readonly downPayment: boolean;
}

/** An installment fee's share of one installment. */
export interface InstallmentFeeShare {
  readonly installmentNumber: number;
  readonly amount: Decimal;
  readonly waived: Decimal;
  /** The unrecognized income of the standing waivers of this share (see {@link AccrualCharge.unrecognized}). */
  readonly unrecognized: Decimal;
}

/** An active loan charge that is not collected at disbursement. */
export interface AccrualCharge {
  readonly loanChargeId: number;
  /** The charge definition (m_charge) the posting maps to an income account. */
  readonly chargeId: number;
  readonly penalty: boolean;
  /** The specified due date (overdue fees: the date the penalty applies); null for installment fees. */
  readonly dueDate: LocalDate | null;
  readonly amount: Decimal;
  readonly waived: Decimal;
  /**
   * The unrecognized income of the charge's standing waivers (their `unrecognized_income_portion`): the part of the
   * waived amount that was never accrued. The periodic accrual accrues the amount less this, not less what was waived,
   * as a waiver's fee (penalty) portion already settled income that was recognized (Fineract's amountUnrecognized).
   */
  readonly unrecognized: Decimal;
  /** The date the charge was added to the loan; null (or absent) when unknown, which counts as long submitted. */
  readonly submittedOnDate?: LocalDate | null;
  /** Installment fees: the share of each installment; empty for dated charges. */
  readonly installmentShares: readonly InstallmentFeeShare[];
}

/** What an accrual accrued of one charge (m_loan_charge_paid_by of the accrual). */
export interface AccruedChargePortion {
  readonly loanChargeId: number;
  readonly installmentNumber: number | null;
  readonly amount: Decimal;
}

/** A stored, unreversed accrual transaction of the loan. */
export interface ExistingAccrual {
  readonly date: LocalDate;
  readonly interest: Decimal;
  readonly charges: readonly AccruedChargePortion[];
}

/** What one new accrual accrues of one charge. */
export interface ChargeAccrual {
  readonly loanChargeId: number;
  readonly chargeId: number;
  readonly penalty: boolean;
  readonly installmentNumber: number;
  readonly amount: Decimal;
}

/** One new accrual transaction: what an installment earned up to the date beyond what was accrued before. */
export interface InstallmentAccrual {
  readonly installmentNumber: number;
  readonly date: LocalDate;
  readonly interest: Decimal;
  readonly fees: Decimal;
  readonly penalties: Decimal;
  readonly amount: Decimal;
  readonly charges: readonly ChargeAccrual[];
  /** What the installment has accrued in all after this accrual (m_loan_repayment_schedule.accrual_*_derived). */
  readonly accruedInterest: Decimal;
  readonly accruedFees: Decimal;
  readonly accruedPenalties: Decimal;
}

/** Everything the calculation needs of one loan. */
export interface AccrualRequest {
  readonly installments: readonly AccrualInstallment[];
  readonly charges: readonly AccrualCharge[];
  readonly existing: readonly ExistingAccrual[];
  readonly tillDate: LocalDate;
  readonly mode: AccrualMode;
  readonly chargeAccrualDate: ChargeAccrualDate;
  /** The loan's interest-charged-from date, when interest starts later than the disbursement. */
  readonly interestCalculatedFrom: LocalDate | null;
  readonly currencyDigits: number;
  readonly money: MoneyContext;
}

const ZERO = new Decimal(0);
const nonNegative = (d: Decimal): Decimal => (d.isNegative() ? ZERO : d);
const earlier = (a: LocalDate, b: LocalDate): LocalDate => (a.isBefore(b) ? a : b);
const sum = (values: readonly Decimal[]): Decimal => values.reduce((s, v) => s.plus(v), ZERO);

/** Whether a date falls in the installment: after its start and up to its due date (the first installment also owns its start). */
function inInstallment(date: LocalDate, installment: AccrualInstallment, first: boolean, until: LocalDate): boolean {
  const afterStart = date.isAfter(installment.fromDate) || (first && date.isEqual(installment.fromDate));
  return afterStart && !date.isAfter(until);
}

/**
 * The interest an installment has earned by `tillDate`: its interest × days elapsed ÷ days in the period, rounded to
 * the currency's digits; the whole interest once the due date is reached. A later interest-charged-from date moves
 * the start of the count (Fineract's getInterestAccruedTillDate).
 */
export function interestAccruedTillDate(installment: AccrualInstallment, tillDate: LocalDate, interestCalculatedFrom: LocalDate | null, digits: number, money: MoneyContext): Decimal {
  const lateStart = interestCalculatedFrom !== null && installment.fromDate.isBefore(interestCalculatedFrom) ? interestCalculatedFrom : null;
  const periodStart = lateStart === null ? installment.fromDate : earlier(lateStart, installment.dueDate);
  const countStart = lateStart === null ? installment.fromDate : earlier(lateStart, tillDate);
  const periodDays = periodStart.until(installment.dueDate, ChronoUnit.DAYS);
  const elapsedDays = countStart.until(tillDate, ChronoUnit.DAYS);
  if (elapsedDays >= periodDays) {
    return installment.interest;
  }
  if (elapsedDays <= 0) {
    return ZERO;
  }
  return new money.Decimal(installment.interest).times(elapsedDays).dividedBy(periodDays).toDecimalPlaces(digits, money.roundingMode);
}

/**
 * Whether the installment takes part: periodic — it has started by the date, or, by submitted date, any installment
 * (a charge submitted already accrues however far ahead it falls due); due installments — it is due by the date.
 */
function isAccrued(installment: AccrualInstallment, first: boolean, till: LocalDate, request: AccrualRequest): boolean {
  if (request.mode === 'dueInstallments') {
    return !installment.dueDate.isAfter(till);
  }
  return request.chargeAccrualDate === 'submitted-date' || installment.fromDate.isBefore(till) || (first && installment.fromDate.isEqual(till));
}

/**
 * Whether a dated charge accrues with the installment by `until` (its due date, or the run's date when earlier).
 * By due date: the charge falls due in the installment by then. By submitted date (Fineract's
 * updateChargeForSubmittedOnDate): it falls due in the installment at all — after its start, or on the first
 * installment's start when also submitted that day — and was submitted by then.
 */
function datedChargeAccrues(by: ChargeAccrualDate, charge: AccrualCharge, dueDate: LocalDate, installment: AccrualInstallment, first: boolean, until: LocalDate): boolean {
  if (by === 'due-date') {
    return inInstallment(dueDate, installment, first, until);
  }
  const submitted = charge.submittedOnDate ?? null;
  const onFirstStart = first && dueDate.isEqual(installment.fromDate) && submitted !== null && submitted.isEqual(installment.fromDate);
  const inPeriod = (onFirstStart || dueDate.isAfter(installment.fromDate)) && !dueDate.isAfter(installment.dueDate);
  return inPeriod && (submitted === null || !submitted.isAfter(until));
}

/**
 * The charges an installment earns by the date: each its amount less the unrecognized income of its waivers (so a
 * charge accrued before it was waived is not accrued again, and one waived before it was accrued is not accrued at
 * all), less what earlier accruals accrued of it.
 */
function chargeAccruals(request: AccrualRequest, installment: AccrualInstallment, first: boolean, till: LocalDate): ChargeAccrual[] {
  const until = earlier(installment.dueDate, till);
  const full = !installment.dueDate.isAfter(till);
  return request.charges.flatMap((charge) => {
    let accruable: Decimal;
    let accruedNumber: number | null = null;
    if (charge.dueDate === null) {
      const share = charge.installmentShares.find((s) => s.installmentNumber === installment.installmentNumber);
      if (share === undefined || !full) {
        return [];
      }
      accruable = share.amount.minus(share.unrecognized);
      accruedNumber = installment.installmentNumber;
    } else {
      if (!datedChargeAccrues(request.chargeAccrualDate, charge, charge.dueDate, installment, first, until)) {
        return [];
      }
      accruable = charge.amount.minus(charge.unrecognized);
    }
    const accrued = sum(request.existing.flatMap((a) => a.charges.filter((c) => c.loanChargeId === charge.loanChargeId && (accruedNumber === null || c.installmentNumber === accruedNumber)).map((c) => c.amount)));
    const amount = nonNegative(accruable.minus(accrued));
    return amount.isZero() ? [] : [{ loanChargeId: charge.loanChargeId, chargeId: charge.chargeId, penalty: charge.penalty, installmentNumber: installment.installmentNumber, amount }];
  });
}

/**
 * The date that places an earlier accrual in an installment: its own date; by submitted date, the due date of the
 * first charge it accrued when it accrued one (Fineract's getDateForRangeCalculation), as such an accrual is dated
 * the run's date, not within the installment of the charge.
 */
function accrualRangeDate(request: AccrualRequest, accrual: ExistingAccrual): LocalDate {
  const firstCharge = request.chargeAccrualDate === 'submitted-date' ? accrual.charges[0] : undefined;
  const dueDate = firstCharge === undefined ? null : request.charges.find((c) => c.loanChargeId === firstCharge.loanChargeId)?.dueDate ?? null;
  return dueDate ?? accrual.date;
}

/** What earlier accruals accrued for the installment: interest by their dates, fees and penalties by their charges. */
function accruedBefore(request: AccrualRequest, installment: AccrualInstallment, first: boolean): { interest: Decimal; fees: Decimal; penalties: Decimal } {
  const inPeriod = request.existing.filter((a) => inInstallment(accrualRangeDate(request, a), installment, first, installment.dueDate));
  const penaltyIds = new Set(request.charges.filter((c) => c.penalty).map((c) => c.loanChargeId));
  const portions = inPeriod.flatMap((a) => a.charges);
  return {
    interest: sum(inPeriod.map((a) => a.interest)),
    fees: sum(portions.filter((c) => !penaltyIds.has(c.loanChargeId)).map((c) => c.amount)),
    penalties: sum(portions.filter((c) => penaltyIds.has(c.loanChargeId)).map((c) => c.amount)),
  };
}

/** The accrual of one installment, or undefined when it has nothing new to accrue. */
function installmentAccrual(request: AccrualRequest, installment: AccrualInstallment, first: boolean, till: LocalDate): InstallmentAccrual | undefined {
  const interestEarned = nonNegative(interestAccruedTillDate(installment, till, request.interestCalculatedFrom, request.currencyDigits, request.money).minus(installment.interestWaived));
  const before = accruedBefore(request, installment, first);
  const interest = nonNegative(interestEarned.minus(before.interest));
  const charges = chargeAccruals(request, installment, first, till);
  const fees = sum(charges.filter((c) => !c.penalty).map((c) => c.amount));
  const penalties = sum(charges.filter((c) => c.penalty).map((c) => c.amount));
  const amount = interest.plus(fees).plus(penalties);
  if (amount.isZero()) {
    return undefined;
  }
  return {
    installmentNumber: installment.installmentNumber, date: earlier(installment.dueDate, till), interest, fees, penalties, amount, charges,
    accruedInterest: before.interest.plus(interest), accruedFees: before.fees.plus(fees), accruedPenalties: before.penalties.plus(penalties),
  };
}

/**
 * The accrual transactions a cumulative loan needs up to `tillDate` (Fineract's periodic accrual for classic loans):
 * one per installment, dated its due date or `tillDate` when earlier. An installment due by the date accrues its
 * whole interest (less waived) and the charges due in it; the current one (periodic mode) its interest pro rata by
 * days and the charges due so far; installment fees accrue once their installment is due. Each accrual carries only
 * the difference from what earlier accruals of the installment (by date) and of each charge already hold, so
 * running it again, or for an earlier date, adds nothing. Down-payment installments accrue nothing; the date is
 * capped at the last due date. By submitted date (`chargeAccrualDate`) every installment takes part and a dated charge
 * accrues once submitted, however far ahead it falls due (docs/adr/0077-charge-accrual-date-by-submitted-date.md).
 */
export function loanAccruals(request: AccrualRequest): InstallmentAccrual[] {
  const normal = request.installments.filter((i) => !i.downPayment);
  const last = normal.at(-1);
  if (last === undefined) {
    return [];
  }
  const till = earlier(request.tillDate, last.dueDate);
  return normal.flatMap((installment, index) => {
    if (!isAccrued(installment, index === 0, till, request)) {
      return [];
    }
    const accrual = installmentAccrual(request, installment, index === 0, till);
    return accrual === undefined ? [] : [accrual];
  });
}

/** What a closing loan still has to accrue: its installments, charges and earlier accruals, and the closing date. */
export interface ClosureAccrualRequest {
  readonly installments: readonly AccrualInstallment[];
  readonly charges: readonly AccrualCharge[];
  readonly existing: readonly ExistingAccrual[];
  readonly date: LocalDate;
}

/** Each charge's income not accrued yet: installment fees share by share, dated charges on the installment holding them. */
function closureChargeAccruals(request: ClosureAccrualRequest, normal: readonly AccrualInstallment[], lastNumber: number): ChargeAccrual[] {
  const accruedOf = (loanChargeId: number, installmentNumber: number | null) =>
    sum(request.existing.flatMap((a) => a.charges.filter((c) => c.loanChargeId === loanChargeId && (installmentNumber === null || c.installmentNumber === installmentNumber)).map((c) => c.amount)));
  return request.charges.flatMap((charge) => {
    const parts: { installmentNumber: number; amount: Decimal }[] = [];
    if (charge.dueDate === null) {
      for (const share of charge.installmentShares) {
        parts.push({ installmentNumber: share.installmentNumber, amount: share.amount.minus(share.waived).minus(accruedOf(charge.loanChargeId, share.installmentNumber)) });
      }
    } else {
      const dueDate = charge.dueDate;
      const holder = normal.find((i, index) => inInstallment(dueDate, i, index === 0, i.dueDate));
      parts.push({ installmentNumber: holder?.installmentNumber ?? lastNumber, amount: charge.amount.minus(charge.waived).minus(accruedOf(charge.loanChargeId, null)) });
    }
    return parts.filter((p) => p.amount.greaterThan(0)).map((p) => ({ loanChargeId: charge.loanChargeId, chargeId: charge.chargeId, penalty: charge.penalty, installmentNumber: p.installmentNumber, amount: p.amount }));
  });
}

/**
 * The accrual a loan gets when it closes or becomes overpaid (Fineract's accruals on loan closure, periodic accrual
 * only): one transaction on the closing date with the interest (less waived) of every installment and each charge's
 * amount (less waived) not accrued before, so that what was accrued equals what the loan earned. Undefined when
 * nothing is left to accrue. Its accrued figures are the installments' whole figures, set by the caller.
 */
export function closureAccrual(request: ClosureAccrualRequest): InstallmentAccrual | undefined {
  const normal = request.installments.filter((i) => !i.downPayment);
  const last = normal.at(-1);
  if (last === undefined) {
    return undefined;
  }
  const earned = sum(normal.map((i) => nonNegative(i.interest.minus(i.interestWaived))));
  const interest = nonNegative(earned.minus(sum(request.existing.map((a) => a.interest))));
  const charges = closureChargeAccruals(request, normal, last.installmentNumber);
  const fees = sum(charges.filter((c) => !c.penalty).map((c) => c.amount));
  const penalties = sum(charges.filter((c) => c.penalty).map((c) => c.amount));
  const amount = interest.plus(fees).plus(penalties);
  if (amount.isZero()) {
    return undefined;
  }
  return { installmentNumber: last.installmentNumber, date: request.date, interest, fees, penalties, amount, charges, accruedInterest: ZERO, accruedFees: ZERO, accruedPenalties: ZERO };
}
