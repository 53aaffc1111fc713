import type { LocalDate } from '@js-joda/core';
import { LoanStatus } from '../../loan-accounts/domain/loan-status.ts';

/** One installment of a loan's schedule as the repayment checks of close of business see it. */
export interface InstallmentState {
  readonly installmentId: number;
  readonly installmentNumber: number;
  readonly dueDate: LocalDate;
  /** Fineract's obligations met (completed_derived). */
  readonly obligationsMet: boolean;
  /** Whether principal, interest, fees or penalties of the installment are still owed. */
  readonly hasOutstanding: boolean;
}

/** A loan as the repayment checks see it. */
export interface LoanRepaymentState {
  readonly statusId: number;
  /** Whether the loan's total outstanding is above zero. */
  readonly hasOutstanding: boolean;
  /** The product's days for the event, when set above zero; else the global configuration's. */
  readonly productDueDays: number | null;
  readonly productOverdueDays: number | null;
}

/** Statuses before disbursal, for which no repayment event is raised (Fineract's invalid, submitted, approved). */
const NOT_DISBURSED: readonly number[] = [0, LoanStatus.SUBMITTED_AND_PENDING_APPROVAL, LoanStatus.APPROVED];

function daysOf(productDays: number | null, configuredDays: number): number {
  return productDays !== null && productDays > 0 ? productDays : configuredDays;
}

/**
 * Fineract's CHECK_LOAN_REPAYMENT_DUE: the first installment due exactly N days after `today` (N the product's
 * due days, else `days-before-repayment-is-due`) with something owed, for a disbursed loan with an outstanding
 * balance; undefined when none.
 */
export function installmentDueSoon(loan: LoanRepaymentState, installments: readonly InstallmentState[], today: LocalDate, configuredDays: number): InstallmentState | undefined {
  if (NOT_DISBURSED.includes(loan.statusId) || !loan.hasOutstanding) {
    return undefined;
  }
  const days = daysOf(loan.productDueDays, configuredDays);
  return installments.find((i) => i.dueDate.minusDays(days).equals(today) && i.hasOutstanding);
}

/**
 * Fineract's CHECK_LOAN_REPAYMENT_OVERDUE: the first installment not fully met that fell due exactly N days
 * before `today` (N the product's overdue days, else `days-after-repayment-is-overdue`) with something owed, for
 * a disbursed loan with an outstanding balance; undefined when none.
 */
export function installmentJustOverdue(loan: LoanRepaymentState, installments: readonly InstallmentState[], today: LocalDate, configuredDays: number): InstallmentState | undefined {
  if (NOT_DISBURSED.includes(loan.statusId) || !loan.hasOutstanding) {
    return undefined;
  }
  const days = daysOf(loan.productOverdueDays, configuredDays);
  return installments.find((i) => !i.obligationsMet && i.dueDate.plusDays(days).equals(today) && i.hasOutstanding);
}

/** Fineract's CHECK_DUE_INSTALLMENTS: whether an installment falls due on `today` with something owed. */
export function hasInstallmentDueOn(installments: readonly InstallmentState[], today: LocalDate): boolean {
  return installments.some((i) => i.dueDate.equals(today) && i.hasOutstanding);
}
