import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import type { CurrencyView } from '../../organisation/index.ts';
import { savingsTransactionTypeView } from './domain/savings-transaction-type.ts';

/** A transaction row with its payment detail, account number and submitter (one statement). */
export interface SavingsTransactionRecord {
  readonly id: number;
  readonly savings_account_id: number;
  readonly account_no: string;
  readonly transaction_type_enum: number;
  readonly transaction_date: string;
  readonly amount: string;
  readonly running_balance_derived: string | null;
  readonly overdraft_amount_derived: string | null;
  readonly is_reversed: boolean;
  readonly is_reversal: boolean;
  readonly is_manual: boolean | null;
  readonly is_lien_transaction: boolean;
  readonly original_transaction_id: number | null;
  readonly reason_for_block: string | null;
  readonly submitted_on_date: string;
  readonly submitted_username: string | null;
  readonly payment_detail_id: number | null;
  readonly payment_type_id: number | null;
  readonly payment_type_name: string | null;
  readonly account_number: string | null;
  readonly check_number: string | null;
  readonly routing_code: string | null;
  readonly receipt_number: string | null;
  readonly bank_number: string | null;
}

function paymentDetailOf(r: SavingsTransactionRecord) {
  if (r.payment_detail_id === null) {
    return undefined;
  }
  return {
    id: r.payment_detail_id,
    paymentType: { id: r.payment_type_id ?? 0, name: r.payment_type_name ?? undefined },
    accountNumber: r.account_number ?? undefined,
    checkNumber: r.check_number ?? undefined,
    routingCode: r.routing_code ?? undefined,
    receiptNumber: r.receipt_number ?? undefined,
    bankNumber: r.bank_number ?? undefined,
  };
}

/** Fineract's SavingsAccountTransactionData. */
export function presentSavingsTransaction(r: SavingsTransactionRecord, currency: CurrencyView) {
  return {
    id: r.id,
    transactionType: savingsTransactionTypeView(r.transaction_type_enum),
    accountId: r.savings_account_id,
    accountNo: r.account_no,
    date: LocalDate.parse(r.transaction_date),
    currency,
    paymentDetailData: paymentDetailOf(r),
    amount: new Decimal(r.amount),
    runningBalance: r.running_balance_derived === null ? undefined : new Decimal(r.running_balance_derived),
    overdraftAmount: r.overdraft_amount_derived === null ? undefined : new Decimal(r.overdraft_amount_derived),
    reversed: r.is_reversed,
    submittedOnDate: LocalDate.parse(r.submitted_on_date),
    interestedPostedAsOn: false,
    submittedByUsername: r.submitted_username ?? undefined,
    isManualTransaction: r.is_manual === true,
    isReversal: r.is_reversal,
    originalTransactionId: r.original_transaction_id ?? undefined,
    lienTransaction: r.is_lien_transaction,
    reasonForBlock: r.reason_for_block ?? undefined,
    chargesPaidByData: [] as unknown[],
  };
}
