import { LocalDate } from '@js-joda/core';
import { Decimal } from 'decimal.js';
import type { EnumOption } from '../../../shared/enum-option.ts';
import { clientTransactionTypeOption } from './domain/client-transaction-type.ts';

/** A currency as the queries read it (m_currency or m_organisation_currency columns). */
export interface CurrencyRecord {
  readonly currency_code: string;
  readonly currency_name: string;
  readonly currency_digits: number;
  readonly currency_multiplesof: number | null;
  readonly currency_symbol: string | null;
  readonly currency_name_code: string;
}

/** Fineract's CurrencyData. */
export interface CurrencyView {
  readonly code: string;
  readonly name: string;
  readonly decimalPlaces: number;
  readonly inMultiplesOf: number | null;
  readonly displaySymbol: string | null;
  readonly nameCode: string;
  readonly displayLabel: string;
}

/** A client transaction as the queries read it: the row with its office, currency and payment detail. */
export interface ClientTransactionRecord extends CurrencyRecord {
  readonly id: number;
  readonly office_id: number;
  readonly office_name: string | null;
  readonly transaction_type_enum: number;
  readonly transaction_date: string;
  readonly submitted_on_date: string;
  readonly amount: string;
  readonly external_id: string | null;
  readonly is_reversed: boolean;
  readonly payment_detail_id: number | null;
  readonly payment_type_id: number | null;
  readonly payment_type_name: string | null;
  readonly account_number: string | null;
  readonly check_number: string | null;
  readonly routing_code: string | null;
  readonly receipt_number: string | null;
  readonly bank_number: string | null;
}

/** Fineract's PaymentDetailData. */
export interface PaymentDetailView {
  readonly id: number;
  readonly paymentType: { readonly id: number; readonly name: string | null };
  readonly accountNumber: string | null;
  readonly checkNumber: string | null;
  readonly routingCode: string | null;
  readonly receiptNumber: string | null;
  readonly bankNumber: string | null;
}

/** A client transaction on the wire (Fineract's ClientTransactionData). */
export interface ClientTransactionView {
  readonly id: number;
  readonly officeId: number;
  readonly officeName: string | null;
  readonly type: EnumOption;
  readonly date: LocalDate;
  readonly currency: CurrencyView;
  readonly paymentDetailData: PaymentDetailView | null;
  readonly amount: Decimal;
  readonly externalId: string | null;
  readonly submittedOnDate: LocalDate;
  readonly reversed: boolean;
}

/** "Name (symbol)", or "Name [CODE]" without a symbol, as Fineract labels a currency. */
export function presentCurrency(record: CurrencyRecord): CurrencyView {
  const symbol = record.currency_symbol;
  const suffix = symbol !== null && symbol.trim() !== '' ? `(${symbol})` : `[${record.currency_code}]`;
  return {
    code: record.currency_code,
    name: record.currency_name,
    decimalPlaces: record.currency_digits,
    inMultiplesOf: record.currency_multiplesof,
    displaySymbol: symbol,
    nameCode: record.currency_name_code,
    displayLabel: `${record.currency_name} ${suffix}`,
  };
}

function presentPaymentDetail(record: ClientTransactionRecord): PaymentDetailView | null {
  if (record.payment_detail_id === null || record.payment_type_id === null) {
    return null;
  }
  return {
    id: record.payment_detail_id,
    paymentType: { id: record.payment_type_id, name: record.payment_type_name },
    accountNumber: record.account_number,
    checkNumber: record.check_number,
    routingCode: record.routing_code,
    receiptNumber: record.receipt_number,
    bankNumber: record.bank_number,
  };
}

export function presentClientTransaction(record: ClientTransactionRecord): ClientTransactionView {
  return {
    id: record.id,
    officeId: record.office_id,
    officeName: record.office_name,
    type: clientTransactionTypeOption(record.transaction_type_enum),
    date: LocalDate.parse(record.transaction_date),
    currency: presentCurrency(record),
    paymentDetailData: presentPaymentDetail(record),
    amount: new Decimal(record.amount),
    externalId: record.external_id,
    submittedOnDate: LocalDate.parse(record.submitted_on_date),
    reversed: record.is_reversed,
  };
}
