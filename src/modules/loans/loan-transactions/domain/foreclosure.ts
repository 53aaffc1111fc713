import { Decimal } from 'decimal.js';
import { ChronoUnit, type LocalDate } from '@js-joda/core';
import { roundToCurrency, type CurrencyRules, type MoneyContext } from '../../../../shared/money/index.ts';

/** One stored installment as the foreclosure reads it. */
export interface ForeclosedInstallment {
  readonly id: number;
  readonly installment: number;
  readonly fromDate: LocalDate;
  readonly dueDate: LocalDate;
  readonly principal: Decimal;
  readonly principalOutstanding: Decimal;
  readonly interest: Decimal;
  readonly interestPaid: Decimal;
  readonly interestWaived: Decimal;
  readonly interestOutstanding: Decimal;
  readonly feeCharges: Decimal;
  readonly feePaid: Decimal;
  readonly feeOutstanding: Decimal;
  readonly penaltyCharges: Decimal;
  readonly penaltyPaid: Decimal;
  readonly penaltyOutstanding: Decimal;
}

/** An active loan charge with a due date (specified-due-date charges, penalties): what it asks and what it got. */
export interface DatedCharge {
  readonly dueDate: LocalDate;
  readonly penalty: boolean;
  readonly amount: Decimal;
  readonly paidOrWaived: Decimal;
}

/** The amounts a foreclosure on a date collects (Fineract's fetchLoanForeclosureDetail). */
export interface ForeclosureAmounts {
  readonly principal: Decimal;
  readonly interest: Decimal;
  readonly fee: Decimal;
  readonly penalty: Decimal;
}

/** What is charged for the part of a period up to the date: interest by days, charges falling due in it. */
interface PeriodShare {
  readonly interest: Decimal;
  readonly fee: Decimal;
  readonly penalty: Decimal;
  readonly interestAccounted: Decimal;
  readonly feeAccounted: Decimal;
  readonly penaltyAccounted: Decimal;
}

const ZERO = new Decimal(0);

/** Fineract's fetchInterestFeeAndPenaltyTillDate: interest charged pro rata by days, charges due in the period so far. */
function periodShare(i: ForeclosedInstallment, first: boolean, date: LocalDate, charges: readonly DatedCharge[], currency: CurrencyRules, ctx: MoneyContext): PeriodShare {
  const periodDays = i.fromDate.until(i.dueDate, ChronoUnit.DAYS);
  const days = i.fromDate.until(date, ChronoUnit.DAYS);
  const interest = i.interest.isZero() || periodDays === 0 ? ZERO : roundToCurrency(i.interest.div(periodDays).times(days), currency, ctx);
  const due = charges.filter((c) => (first ? !c.dueDate.isBefore(i.fromDate) : c.dueDate.isAfter(i.fromDate)) && !c.dueDate.isAfter(date));
  const sum = (penalty: boolean, pick: (c: DatedCharge) => Decimal) => due.filter((c) => c.penalty === penalty).reduce((s, c) => s.plus(pick(c)), ZERO);
  return {
    interest, fee: sum(false, (c) => c.amount), penalty: sum(true, (c) => c.amount),
    interestAccounted: i.interestPaid.plus(i.interestWaived), feeAccounted: sum(false, (c) => c.paidOrWaived), penaltyAccounted: sum(true, (c) => c.paidOrWaived),
  };
}

/**
 * What a foreclosure on `date` collects: the interest, fees and penalties outstanding on installments due by
 * then, and of the running period what has accrued to the date less what it was paid; the principal
 * outstanding less what future periods were paid beyond principal (Fineract's retriveIncomeOutstandingTillDate).
 */
export function foreclosureAmounts(installments: readonly ForeclosedInstallment[], charges: readonly DatedCharge[], principalOutstanding: Decimal, date: LocalDate, currency: CurrencyRules, ctx: MoneyContext): ForeclosureAmounts {
  let interest = ZERO;
  let fee = ZERO;
  let penalty = ZERO;
  let paidFromFuture = ZERO;
  const firstNumber = installments[0]?.installment;
  for (const i of installments) {
    if (!date.isBefore(i.dueDate)) {
      interest = interest.plus(i.interestOutstanding);
      fee = fee.plus(i.feeOutstanding);
      penalty = penalty.plus(i.penaltyOutstanding);
    } else if (date.isAfter(i.fromDate)) {
      const share = periodShare(i, i.installment === firstNumber, date, charges, currency, ctx);
      const [dueInterest, dueFee, duePenalty] = [share.interest.minus(share.interestAccounted), share.fee.minus(share.feeAccounted), share.penalty.minus(share.penaltyAccounted)];
      interest = dueInterest.greaterThan(ZERO) ? interest.plus(dueInterest) : interest;
      fee = dueFee.greaterThan(ZERO) ? fee.plus(dueFee) : fee;
      penalty = duePenalty.greaterThan(ZERO) ? penalty.plus(duePenalty) : penalty;
      paidFromFuture = [dueInterest, dueFee, duePenalty].reduce((s, d) => (d.greaterThan(ZERO) ? s : s.minus(d)), paidFromFuture);
    } else {
      paidFromFuture = paidFromFuture.plus(i.interestPaid).plus(i.penaltyPaid).plus(i.feePaid);
    }
  }
  return { principal: principalOutstanding.minus(paidFromFuture), interest, fee, penalty };
}

/** The installment that replaces every installment due on or after the foreclosure date. */
export interface ForeclosureInstallment {
  readonly installment: number;
  readonly fromDate: LocalDate;
  readonly dueDate: LocalDate;
  readonly principal: Decimal;
  readonly interest: Decimal;
  readonly fee: Decimal;
  readonly penalty: Decimal;
  /** The date falls inside a period: its interest is a part of that period's (Fineract's recalculated interest component). */
  readonly recalculatedInterestComponent: boolean;
}

/**
 * Fineract's updateInstallmentsPostDate: installments due on or after the date go; one installment from the last
 * kept due date (or the disbursement) to the date takes their principal and, of the period holding the date,
 * the whole period's interest and charges when the date is its due date, else the share accrued to the date.
 */
export function foreclosureSchedule(installments: readonly ForeclosedInstallment[], charges: readonly DatedCharge[], disbursedOn: LocalDate, date: LocalDate, currency: CurrencyRules, ctx: MoneyContext): { removedIds: number[]; added: ForeclosureInstallment } {
  const kept = installments.filter((i) => date.isAfter(i.dueDate));
  const removed = installments.filter((i) => !date.isAfter(i.dueDate));
  const firstNumber = installments[0]?.installment;
  const onDueDate = installments.find((i) => i.dueDate.equals(date));
  const holding = installments.find((i) => date.isAfter(i.fromDate) && date.isBefore(i.dueDate));
  let overlap = { interest: ZERO, fee: ZERO, penalty: ZERO };
  if (onDueDate !== undefined) {
    overlap = { interest: onDueDate.interest, fee: onDueDate.feeCharges, penalty: onDueDate.penaltyCharges };
  } else if (holding !== undefined) {
    overlap = periodShare(holding, holding.installment === firstNumber, date, charges, currency, ctx);
  }
  return {
    removedIds: removed.map((i) => i.id),
    added: {
      installment: kept.length + 1, fromDate: kept.at(-1)?.dueDate ?? disbursedOn, dueDate: date, principal: removed.reduce((s, i) => s.plus(i.principal), ZERO),
      interest: overlap.interest, fee: overlap.fee, penalty: overlap.penalty, recalculatedInterestComponent: onDueDate === undefined,
    },
  };
}
