import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { RepaymentStrategyCode, zeroPortions, type InstallmentPayment } from './allocation.ts';
import type { Component, InstallmentState } from './installment.ts';

const PRINCIPAL_FIRST: readonly Component[] = ['principal', 'interest', 'fee', 'penalty'];

/**
 * The order in which a refund of an active loan takes paid components back, per strategy (each classic strategy
 * of Fineract has its own handleRefundTransactionPaymentOfInstallment). Strategies not listed take principal first.
 */
const REFUND_ORDERS: ReadonlyMap<string, readonly Component[]> = new Map<string, readonly Component[]>([
  [RepaymentStrategyCode.MIFOS_STANDARD, PRINCIPAL_FIRST],
  [RepaymentStrategyCode.CREOCORE, PRINCIPAL_FIRST],
  [RepaymentStrategyCode.RBI_INDIA, PRINCIPAL_FIRST],
  [RepaymentStrategyCode.DUE_PEN_FEE_INT_PRI_IN_ADVANCE_PRI_PEN_FEE_INT, PRINCIPAL_FIRST],
  [RepaymentStrategyCode.DUE_PEN_INT_PRI_FEE_IN_ADVANCE_PEN_INT_PRI_FEE, PRINCIPAL_FIRST],
  [RepaymentStrategyCode.HEAVENSFAMILY, ['penalty', 'fee', 'interest', 'principal']],
  [RepaymentStrategyCode.EARLY_REPAYMENT, ['fee', 'penalty', 'principal', 'interest']],
  [RepaymentStrategyCode.INTEREST_PRINCIPAL_PENALTIES_FEES, ['fee', 'penalty', 'principal', 'interest']],
  [RepaymentStrategyCode.PRINCIPAL_INTEREST_PENALTIES_FEES, ['fee', 'penalty', 'interest', 'principal']],
]);

/** The component order a refund of an active loan follows under a strategy. */
export function refundOrder(strategyCode: string): readonly Component[] {
  return REFUND_ORDERS.get(strategyCode) ?? PRINCIPAL_FIRST;
}

/**
 * A refund of an active loan (Fineract's handleRefund): the installments are walked from the latest due date back,
 * and from each the paid components are taken back in the strategy's order until the amount is used up. Answers
 * what each installment gave back and the part of the amount nothing was paid for.
 */
export function unpayInstallments(
  installments: readonly InstallmentState[],
  order: readonly Component[],
  date: LocalDate,
  amount: Decimal,
): { readonly taken: readonly InstallmentPayment[]; readonly unprocessed: Decimal } {
  const latestFirst = [...installments].sort((a, b) => b.dueDate.compareTo(a.dueDate) || b.installmentNumber - a.installmentNumber);
  const taken: InstallmentPayment[] = [];
  let remaining = amount;
  for (const installment of latestFirst) {
    if (remaining.isZero()) {
      break;
    }
    if (!installment.totalOutstanding().lessThan(installment.totalDue())) {
      continue;
    }
    const portions = zeroPortions();
    for (const component of order) {
      const portion = installment.unpay(component, date, remaining);
      portions[component] = portion;
      remaining = remaining.minus(portion);
    }
    taken.push({ installment, portions });
  }
  return { taken, unprocessed: remaining };
}
