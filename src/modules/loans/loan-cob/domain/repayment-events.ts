import type { LocalDate } from '@js-joda/core';
import { Decimal } from 'decimal.js';
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
  /** What the installment still owes by component (decimal text). */
  readonly outstanding: InstallmentOutstanding;
}

/** An installment's amounts still owed (due less paid, waived and written off), by component, as decimal text. */
export interface InstallmentOutstanding {
  readonly principal: string;
  readonly interest: string;
  readonly fees: string;
  readonly penalties: string;
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

/** The full name of Fineract's record the repayment due and overdue events carry. */
export const LOAN_REPAYMENT_DUE_SCHEMA = 'org.apache.fineract.avro.loan.v1.LoanRepaymentDueDataV1';

/** A loan as the repayment event's payload names it. */
export interface LoanRepaymentIdentity {
  readonly loanId: number;
  readonly accountNo: string;
  readonly externalId: string | null;
  readonly currency: { readonly code: string; readonly decimalPlaces: number; readonly inMultiplesOf: number | null };
}

const sumOf = (...amounts: readonly string[]): string => amounts.reduce((sum, a) => sum.plus(a), new Decimal(0)).toFixed();

/**
 * Fineract's LoanRepaymentDueDataV1 of an installment (the fields of its record, decimals as plain text): what the
 * installment still owes by component and in total, and what the loan owes on all installments not fully met that
 * fell due on or before `today` (its past-due amount).
 */
export function loanRepaymentDueData(loan: LoanRepaymentIdentity, installment: InstallmentState, installments: readonly InstallmentState[], today: LocalDate): Record<string, unknown> {
  const own = installment.outstanding;
  const pastDue = installments.filter((i) => !i.obligationsMet && !i.dueDate.isAfter(today)).map((i) => i.outstanding);
  const total = (pick: (o: InstallmentOutstanding) => string): string => sumOf(...pastDue.map(pick));
  return {
    loanId: loan.loanId,
    loanAccountNo: loan.accountNo,
    loanExternalId: loan.externalId,
    currency: { code: loan.currency.code, name: null, decimalPlaces: loan.currency.decimalPlaces, inMultiplesOf: loan.currency.inMultiplesOf, displaySymbol: null, nameCode: null, displayLabel: null },
    installment: {
      installmentNumber: installment.installmentNumber,
      installmentDueDate: installment.dueDate.toString(),
      principalAmountDue: sumOf(own.principal),
      interestAmountDue: sumOf(own.interest),
      feeChargeAmountDue: sumOf(own.fees),
      penaltyChargeAmountDue: sumOf(own.penalties),
      totalAmountDue: sumOf(own.principal, own.interest, own.fees, own.penalties),
    },
    pastDueAmount: {
      totalAmount: total((o) => sumOf(o.principal, o.interest, o.fees, o.penalties)),
      principalAmount: total((o) => o.principal),
      interestAmount: total((o) => o.interest),
      feeAmount: total((o) => o.fees),
      penaltyAmount: total((o) => o.penalties),
    },
  };
}
