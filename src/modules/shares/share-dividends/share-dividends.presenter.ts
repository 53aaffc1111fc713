import { LocalDate } from '@js-joda/core';
import { Decimal } from 'decimal.js';
import { allocationStatusOption, dividendStatusOption } from './domain/share-dividend-status.ts';

/** A payout as the queries read it, with its product's name. */
export interface DividendPayoutRecord {
  readonly id: number;
  readonly product_id: number;
  readonly product_name: string;
  readonly amount: string;
  readonly status: number;
  readonly dividend_period_start_date: string;
  readonly dividend_period_end_date: string;
}

/** An allocation as the queries read it, with its account's number and client. */
export interface DividendAllocationRecord {
  readonly id: number;
  readonly account_id: number;
  readonly account_no: string;
  readonly client_id: number;
  readonly client_name: string | null;
  readonly amount: string;
  readonly status: number;
  readonly savings_transaction_id: number | null;
}

/** Fineract's ShareProductDividendPayOutData, with the product also as `productId`/`productName`. */
export function presentDividendPayout(r: DividendPayoutRecord) {
  return {
    id: r.id,
    productId: r.product_id,
    productName: r.product_name,
    productData: { id: r.product_id, name: r.product_name },
    amount: new Decimal(r.amount),
    status: dividendStatusOption(r.status),
    dividendPeriodStartDate: LocalDate.parse(r.dividend_period_start_date),
    dividendPeriodEndDate: LocalDate.parse(r.dividend_period_end_date),
  };
}

/** Fineract's ShareAccountDividendData. */
export function presentDividendAllocation(r: DividendAllocationRecord) {
  return {
    id: r.id,
    accountData: { id: r.account_id, accountNo: r.account_no, clientId: r.client_id, clientName: r.client_name },
    amount: new Decimal(r.amount),
    status: allocationStatusOption(r.status),
    savingsTransactionId: r.savings_transaction_id,
  };
}
