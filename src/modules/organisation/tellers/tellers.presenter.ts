import { LocalDate } from '@js-joda/core';
import { Decimal } from 'decimal.js';
import type { Page } from '../../../platform/http/index.ts';
import type { CurrencyView } from '../currencies/currencies.presenter.ts';
import type { CashierCashSummary } from './domain/cash-summary.ts';
import { cashierTxnTypeOf, type CashierTxnType } from './domain/cashier-txn-type.ts';
import { tellerStatusName, type TellerStatusName } from './domain/teller-status.ts';

const dateOrNull = (text: string | null): LocalDate | null => (text === null ? null : LocalDate.parse(text));

/** A teller as the queries read it (with its office name). */
export interface TellerRecord {
  readonly id: number;
  readonly office_id: number;
  readonly office_name: string;
  readonly debit_account_id: number | null;
  readonly credit_account_id: number | null;
  readonly name: string;
  readonly description: string | null;
  readonly valid_from: string | null;
  readonly valid_to: string | null;
  readonly state: number | null;
}

/** A teller on the wire (Fineract's TellerData); `status` is the state's name. */
export interface TellerView {
  readonly id: number;
  readonly officeId: number;
  readonly debitAccountId: number | null;
  readonly creditAccountId: number | null;
  readonly name: string;
  readonly description: string | null;
  readonly startDate: LocalDate | null;
  readonly endDate: LocalDate | null;
  readonly status: TellerStatusName;
  readonly officeName: string;
}

export function presentTeller(record: TellerRecord): TellerView {
  return {
    id: record.id,
    officeId: record.office_id,
    debitAccountId: record.debit_account_id,
    creditAccountId: record.credit_account_id,
    name: record.name,
    description: record.description,
    startDate: dateOrNull(record.valid_from),
    endDate: dateOrNull(record.valid_to),
    status: tellerStatusName(record.state),
    officeName: record.office_name,
  };
}

/** A cashier as the queries read it (with teller and staff names). */
export interface CashierRecord {
  readonly id: number;
  readonly teller_id: number | null;
  readonly teller_name: string;
  readonly staff_id: number | null;
  readonly staff_name: string;
  readonly description: string | null;
  readonly start_date: string | null;
  readonly end_date: string | null;
  readonly full_day: boolean | null;
  readonly start_time: string | null;
  readonly end_time: string | null;
}

/** A cashier on the wire (Fineract's CashierData). */
export interface CashierView {
  readonly id: number;
  readonly tellerId: number | null;
  readonly tellerName: string;
  readonly staffId: number | null;
  readonly staffName: string;
  readonly description: string | null;
  readonly startDate: LocalDate | null;
  readonly endDate: LocalDate | null;
  readonly isFullDay: boolean;
  readonly startTime: string | null;
  readonly endTime: string | null;
}

export function presentCashier(record: CashierRecord): CashierView {
  return {
    id: record.id,
    tellerId: record.teller_id,
    tellerName: record.teller_name,
    staffId: record.staff_id,
    staffName: record.staff_name,
    description: record.description,
    startDate: dateOrNull(record.start_date),
    endDate: dateOrNull(record.end_date),
    isFullDay: record.full_day === true,
    startTime: record.start_time,
    endTime: record.end_time,
  };
}

/** GET /tellers/{id}/cashiers: the teller and its cashiers. */
export interface TellerCashiersView {
  readonly tellerId: number;
  readonly tellerName: string;
  readonly officeId: number;
  readonly officeName: string;
  readonly cashiers: readonly CashierView[];
}

/** GET /tellers/{id}/cashiers/template: the staff who may become cashiers of the teller. */
export interface CashierTemplateView {
  readonly officeId: number;
  readonly officeName: string;
  readonly tellerId: number;
  readonly tellerName: string;
  readonly staffOptions: readonly { readonly id: number; readonly displayName: string }[] | null;
}

/** A cash transaction as the queries read it (with office, teller and cashier names). */
export interface CashierTransactionRecord {
  readonly id: number;
  readonly cashier_id: number;
  readonly txn_type: number;
  readonly txn_amount: string;
  readonly txn_date: string;
  readonly txn_note: string | null;
  readonly entity_type: string | null;
  readonly entity_id: number | null;
  readonly created_date: Date;
  readonly currency_code: string | null;
  readonly office_id: number;
  readonly office_name: string;
  readonly teller_id: number;
  readonly teller_name: string;
  readonly cashier_name: string;
}

/** A cash transaction on the wire (Fineract's CashierTransactionData, plus its currencyCode). */
export interface CashierTransactionView {
  readonly id: number;
  readonly cashierId: number;
  readonly txnType: CashierTxnType;
  readonly txnAmount: Decimal;
  readonly txnDate: LocalDate;
  readonly txnNote: string | null;
  readonly entityType: string | null;
  readonly entityId: number | null;
  /** ISO 8601 instant, as Fineract writes an OffsetDateTime. */
  readonly createdDate: string;
  readonly currencyCode: string | null;
  readonly officeId: number;
  readonly officeName: string;
  readonly tellerId: number;
  readonly tellerName: string;
  readonly cashierName: string;
}

export function presentCashierTransaction(record: CashierTransactionRecord): CashierTransactionView {
  return {
    id: record.id,
    cashierId: record.cashier_id,
    txnType: cashierTxnTypeOf(record.txn_type) ?? { id: record.txn_type, value: String(record.txn_type) },
    txnAmount: new Decimal(record.txn_amount),
    txnDate: LocalDate.parse(record.txn_date),
    txnNote: record.txn_note,
    entityType: record.entity_type,
    entityId: record.entity_id,
    createdDate: record.created_date.toISOString(),
    currencyCode: record.currency_code,
    officeId: record.office_id,
    officeName: record.office_name,
    tellerId: record.teller_id,
    tellerName: record.teller_name,
    cashierName: record.cashier_name,
  };
}

/** GET …/summaryandtransactions (Fineract's CashierTransactionsWithSummaryData). */
export interface CashierSummaryView extends CashierCashSummary {
  readonly officeName: string;
  readonly tellerId: number;
  readonly tellerName: string;
  readonly cashierId: number;
  readonly cashierName: string;
  readonly cashierTransactions: Page<CashierTransactionView>;
}

/** GET …/transactions/template (Fineract's CashierTransactionData template). */
export interface CashierTransactionTemplateView {
  readonly cashierId: number;
  readonly tellerId: number;
  readonly tellerName: string;
  readonly officeId: number;
  readonly officeName: string;
  readonly cashierName: string;
  readonly cashierData: CashierView;
  readonly startDate: LocalDate | null;
  readonly endDate: LocalDate | null;
  readonly currencyOptions: readonly CurrencyView[];
}
