import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { Exact } from '../amounts.ts';
import { COMPONENTS, type Component, type InstallmentState } from './installment.ts';
import { isRepaymentLike, LoanTransactionType, type ProcessedTransaction } from './loan-transaction.ts';
import type { LoanReplay } from './transaction-processor.ts';

/** Fineract's LoanStatus ids the transaction processing decides between. */
export const LoanStatus = { ACTIVE: 300, CLOSED_OBLIGATIONS_MET: 600, CLOSED_WRITTEN_OFF: 601, OVERPAID: 700 } as const;
export type LoanStatus = (typeof LoanStatus)[keyof typeof LoanStatus];

/** Per component: expected, paid, waived, written off, outstanding, and overdue as of the business date. */
export interface ComponentSummary {
  readonly expected: Decimal;
  readonly paid: Decimal;
  readonly waived: Decimal;
  readonly writtenOff: Decimal;
  readonly outstanding: Decimal;
  readonly overdue: Decimal;
}

/** The figures behind Fineract's LoanSummary for a classic loan. */
export interface LoanTransactionSummary {
  readonly principal: ComponentSummary;
  readonly interest: ComponentSummary;
  readonly fee: ComponentSummary;
  readonly penalty: ComponentSummary;
  readonly total: ComponentSummary;
  /** Paid in repayments beyond what the installments took (Fineract's totalOverpaid). */
  readonly totalOverpaid: Decimal;
  readonly totalPaidInAdvance: Decimal;
  readonly totalPaidLate: Decimal;
}

export interface LoanStatusOutcome {
  readonly status: LoanStatus;
  /** Closed (600/601): the date of the transaction that closed the loan. */
  readonly closedOnDate: LocalDate | undefined;
  /** Overpaid (700): the date of the transaction that overpaid it. */
  readonly overpaidOnDate: LocalDate | undefined;
}

function summarise(installments: readonly InstallmentState[], component: Component, businessDate: LocalDate): ComponentSummary {
  const sum = (value: (i: InstallmentState) => Decimal, rows = installments): Decimal => rows.reduce((s, i) => s.plus(value(i)), new Exact(0));
  return {
    expected: sum((i) => i.due[component]),
    paid: sum((i) => i.paid[component]),
    waived: sum((i) => i.waived[component]),
    writtenOff: sum((i) => i.writtenOff[component]),
    outstanding: sum((i) => i.outstanding(component)),
    overdue: sum((i) => i.outstanding(component), installments.filter((i) => businessDate.isAfter(i.dueDate))),
  };
}

function addUp(parts: readonly ComponentSummary[]): ComponentSummary {
  const total = (key: keyof ComponentSummary): Decimal => parts.reduce((s, p) => s.plus(p[key]), new Exact(0));
  return {
    expected: total('expected'),
    paid: total('paid'),
    waived: total('waived'),
    writtenOff: total('writtenOff'),
    outstanding: total('outstanding'),
    overdue: total('overdue'),
  };
}

/**
 * Fineract's total overpaid: the amounts of repayment-like transactions, less what every installment has been
 * paid (charge payments included, as Fineract counts them), less what refunds of an active loan and credits without
 * principal gave back.
 */
export function totalOverpaid(replay: LoanReplay): Decimal {
  let paidInRepayments = new Exact(0);
  for (const tx of replay.transactions) {
    if (isRepaymentLike(tx.input.type)) {
      paidInRepayments = paidInRepayments.plus(tx.amount);
    } else if (tx.input.type === LoanTransactionType.REFUND_FOR_ACTIVE_LOAN || tx.input.type === LoanTransactionType.REFUND) {
      paidInRepayments = paidInRepayments.minus(tx.amount);
    } else if (isCredit(tx) && tx.principalPortion.isZero()) {
      paidInRepayments = paidInRepayments.minus(tx.overpaymentPortion);
    }
  }
  const paidOnInstallments = replay.installments.reduce((s, i) => COMPONENTS.reduce((t, c) => t.plus(i.paid[c]), s), new Exact(0));
  // Never below zero: recoveries pay installments without counting as repayments (Fineract keeps no negative overpaid).
  return Exact.max(paidInRepayments.minus(paidOnInstallments), 0);
}

function isCredit(tx: ProcessedTransaction): boolean {
  return tx.input.type === LoanTransactionType.CREDIT_BALANCE_REFUND || tx.input.type === LoanTransactionType.CHARGEBACK;
}

/** Summary of the replayed loan; overdue counts installments due before the business date. */
export function loanTransactionSummary(replay: LoanReplay, businessDate: LocalDate): LoanTransactionSummary {
  return installmentsSummary(replay.installments, totalOverpaid(replay), businessDate);
}

/** The summary from the installments' state and the total overpaid (known without the transactions when a repayment is appended). */
export function installmentsSummary(installments: readonly InstallmentState[], overpaid: Decimal, businessDate: LocalDate): LoanTransactionSummary {
  const of = (component: Component): ComponentSummary => summarise(installments, component, businessDate);
  const principal = of('principal');
  const interest = of('interest');
  const fee = of('fee');
  const penalty = of('penalty');
  const sum = (value: (i: InstallmentState) => Decimal): Decimal => installments.reduce((s, i) => s.plus(value(i)), new Exact(0));
  return {
    principal,
    interest,
    fee,
    penalty,
    total: addUp([principal, interest, fee, penalty]),
    totalOverpaid: overpaid,
    totalPaidInAdvance: sum((i) => i.totalPaidInAdvance),
    totalPaidLate: sum((i) => i.totalPaidLate),
  };
}

/**
 * The status after a transaction on `transactionDate` (Fineract's Loan.doPostLoanTransactionChecks): overpaid
 * (700) when repayments exceed what the installments took, closed (600, or 601 after a write-off) when nothing is
 * outstanding, otherwise active (300).
 */
export function loanStatusOutcome(replay: LoanReplay, transactionDate: LocalDate): LoanStatusOutcome {
  const writtenOff = replay.transactions.some((t) => t.input.type === LoanTransactionType.WRITEOFF);
  return installmentsStatusOutcome(replay.installments, totalOverpaid(replay), writtenOff, transactionDate);
}

/** The status from the installments' state, the total overpaid and whether the loan has a write-off. */
export function installmentsStatusOutcome(installments: readonly InstallmentState[], overpaid: Decimal, writtenOff: boolean, transactionDate: LocalDate): LoanStatusOutcome {
  if (overpaid.greaterThan(0)) {
    return { status: LoanStatus.OVERPAID, closedOnDate: undefined, overpaidOnDate: transactionDate };
  }
  const outstanding = installments.reduce((s, i) => s.plus(i.totalOutstanding()), new Exact(0));
  if (outstanding.isZero()) {
    return { status: writtenOff ? LoanStatus.CLOSED_WRITTEN_OFF : LoanStatus.CLOSED_OBLIGATIONS_MET, closedOnDate: transactionDate, overpaidOnDate: undefined };
  }
  return { status: LoanStatus.ACTIVE, closedOnDate: undefined, overpaidOnDate: undefined };
}
