import { Decimal } from 'decimal.js';
import { CashierTxnTypes } from './cashier-txn-type.ts';

/** Sums and differences of stored amounts are exact. */
const Exact = Decimal.clone({ precision: 60 });

/** What a cashier received and handed back in one currency (Fineract's summary members). */
export interface CashierCashSummary {
  readonly sumCashAllocation: Decimal;
  readonly sumInwardCash: Decimal;
  readonly sumOutwardCash: Decimal;
  readonly sumCashSettlement: Decimal;
  /** allocations + cash in − cash out − settlements: the cash the cashier holds. */
  readonly netCash: Decimal;
}

/** One total per transaction type, as the database sums them. */
export interface CashierTypeTotal {
  readonly txnType: number;
  readonly total: Decimal.Value;
}

function totalOf(totals: readonly CashierTypeTotal[], txnType: number): Decimal {
  return totals.filter((t) => t.txnType === txnType).reduce((sum, t) => sum.plus(t.total), new Exact(0));
}

/** The summary of a cashier's totals; types other than the four known ones do not count. */
export function cashierCashSummary(totals: readonly CashierTypeTotal[]): CashierCashSummary {
  const sumCashAllocation = totalOf(totals, CashierTxnTypes.ALLOCATE.id);
  const sumInwardCash = totalOf(totals, CashierTxnTypes.INWARD_CASH_TXN.id);
  const sumOutwardCash = totalOf(totals, CashierTxnTypes.OUTWARD_CASH_TXN.id);
  const sumCashSettlement = totalOf(totals, CashierTxnTypes.SETTLE.id);
  const netCash = sumCashAllocation.plus(sumInwardCash).minus(sumOutwardCash).minus(sumCashSettlement);
  return { sumCashAllocation, sumInwardCash, sumOutwardCash, sumCashSettlement, netCash };
}
