import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { beforeDueDate, payInOrder, RepaymentStrategyCode, zeroPortions, type InstallmentPayment, type RepaymentStrategy } from './allocation.ts';
import type { Component, InstallmentState } from './installment.ts';

const PENALTY_FEE_INTEREST_PRINCIPAL: readonly Component[] = ['penalty', 'fee', 'interest', 'principal'];
const PENALTY_FEE_INTEREST: readonly Component[] = ['penalty', 'fee', 'interest'];

/** The last installment due on or before the date (the first one when none is). */
function nearestInstallment(installments: readonly InstallmentState[], date: LocalDate): InstallmentState | undefined {
  let nearest = installments[0];
  for (const installment of installments) {
    if (date.isBefore(installment.dueDate)) {
      break;
    }
    nearest = installment;
  }
  return nearest;
}

function chargesOrInterestOutstanding(installment: InstallmentState): boolean {
  return PENALTY_FEE_INTEREST.some((c) => installment.outstanding(c).greaterThan(0));
}

/**
 * RBI (India): a late payment first pays penalties, fees and interest of every overdue installment and of the
 * installment current on the payment date, oldest first; what is left pays principal, installment after
 * installment, into the future. Payments in advance or on time pay penalty, fee, interest, principal.
 */
function payLateAcross(installments: readonly InstallmentState[], date: LocalDate, amount: Decimal): InstallmentPayment[] {
  const nearest = nearestInstallment(installments, date);
  const payments: InstallmentPayment[] = [];
  let remaining = amount;
  for (const installment of installments) {
    const overdueOrCurrent = date.isAfter(installment.dueDate) || installment === nearest;
    if (chargesOrInterestOutstanding(installment) && overdueOrCurrent) {
      const portions = payInOrder(installment, PENALTY_FEE_INTEREST, date, remaining);
      remaining = remaining.minus(portions.penalty).minus(portions.fee).minus(portions.interest);
      payments.push({ installment, portions });
    }
  }
  for (const installment of installments) {
    if (!installment.isPrincipalCompleted() && remaining.greaterThan(0)) {
      const principal = installment.pay('principal', date, remaining);
      remaining = remaining.minus(principal);
      payments.push({ installment, portions: { ...zeroPortions(), principal } });
    }
  }
  return payments;
}

export const rbiStrategy: RepaymentStrategy = {
  code: RepaymentStrategyCode.RBI_INDIA,
  name: 'Overdue/Due Fee/Int,Principal',
  isInAdvance: beforeDueDate,
  pay: (installment, _timing, date, amount) => payInOrder(installment, PENALTY_FEE_INTEREST_PRINCIPAL, date, amount),
  payLateAcross,
};
