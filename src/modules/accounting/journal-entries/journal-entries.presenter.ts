import { Decimal } from 'decimal.js';
import { LocalDate } from '../../../shared/time/index.ts';
import { glAccountTypeOption, type EnumOptionView } from '../gl-accounts/domain/gl-account-enums.ts';
import { journalEntryTypeOption, portfolioProductTypeOption } from '../posting/domain/journal-entry-enums.ts';

/** A journal entry line as the read queries give it. */
export interface JournalEntryReadRow {
  readonly id: number;
  readonly office_id: number;
  readonly office_name: string | null;
  readonly gl_account_id: number;
  readonly gl_account_name: string | null;
  readonly gl_account_code: string | null;
  readonly classification_enum: number | null;
  readonly entry_date: string;
  readonly type_enum: number;
  readonly amount: string;
  readonly transaction_id: string;
  readonly manual_entry: boolean;
  readonly entity_type_enum: number | null;
  readonly entity_id: number | null;
  readonly created_by: number | null;
  readonly created_by_username: string | null;
  readonly description: string | null;
  readonly reversed: boolean;
  readonly ref_num: string | null;
  readonly submitted_on_date: string | null;
  readonly currency_code: string;
  readonly currency_name: string | null;
  readonly currency_name_code: string | null;
  readonly currency_symbol: string | null;
  readonly currency_digits: number | null;
  readonly currency_multiples_of: number | null;
  readonly is_running_balance_calculated?: boolean;
  readonly office_running_balance?: string;
  readonly organization_running_balance?: string;
  readonly payment_type_id?: number | null;
  readonly payment_type_name?: string | null;
  readonly account_number?: string | null;
  readonly check_number?: string | null;
  readonly routing_code?: string | null;
  readonly receipt_number?: string | null;
  readonly bank_number?: string | null;
}

export interface CurrencyView {
  readonly code: string;
  readonly name?: string | null;
  readonly decimalPlaces?: number | null;
  readonly inMultiplesOf?: number | null;
  readonly displaySymbol?: string | null;
  readonly nameCode?: string | null;
  readonly displayLabel: string;
}

/** Fineract's JournalEntryData. */
export interface JournalEntryView {
  readonly id?: number;
  readonly officeId?: number;
  readonly officeName?: string | null;
  readonly glAccountName?: string | null;
  readonly glAccountId: number;
  readonly glAccountCode?: string | null;
  readonly glAccountType?: EnumOptionView;
  readonly transactionDate?: LocalDate;
  readonly entryType?: EnumOptionView;
  readonly amount?: Decimal;
  readonly currency?: CurrencyView;
  readonly transactionId?: string;
  readonly manualEntry?: boolean;
  readonly entityType?: EnumOptionView;
  readonly entityId?: number | null;
  readonly createdByUserId?: number;
  readonly createdByUserName?: string | null;
  readonly comments?: string | null;
  readonly reversed?: boolean;
  readonly referenceNumber?: string | null;
  readonly officeRunningBalance?: Decimal;
  readonly organizationRunningBalance?: Decimal;
  readonly runningBalanceComputed?: boolean;
  readonly transactionDetails?: TransactionDetailView;
  readonly submittedOnDate?: LocalDate;
}

export interface TransactionDetailView {
  readonly transactionId?: number;
  readonly paymentDetails?: {
    readonly id: number;
    readonly paymentType: { readonly id: number; readonly name?: string | null };
    readonly accountNumber?: string | null;
    readonly checkNumber?: string | null;
    readonly routingCode?: string | null;
    readonly receiptNumber?: string | null;
    readonly bankNumber?: string | null;
  };
}

/** "Name (symbol)", or "Name [CODE]" without a symbol, as Fineract labels a currency. */
function currencyOf(row: JournalEntryReadRow): CurrencyView {
  const symbol = row.currency_symbol;
  const suffix = symbol !== null && symbol.trim() !== '' ? `(${symbol})` : `[${row.currency_code}]`;
  return {
    code: row.currency_code,
    name: row.currency_name,
    decimalPlaces: row.currency_digits,
    inMultiplesOf: row.currency_multiples_of,
    displaySymbol: row.currency_symbol,
    nameCode: row.currency_name_code,
    displayLabel: `${row.currency_name ?? row.currency_code} ${suffix}`,
  };
}

/** Payment details when the entry has some; the portfolio transaction's number from a prefixed transaction id. */
function transactionDetailsOf(row: JournalEntryReadRow): TransactionDetailView {
  const digits = row.entity_type_enum === null ? '' : row.transaction_id.replace(/\D/g, '');
  return {
    transactionId: digits === '' || digits.length > 15 ? undefined : Number(digits),
    paymentDetails:
      row.payment_type_id === null || row.payment_type_id === undefined
        ? undefined
        : {
            id: row.id,
            paymentType: { id: row.payment_type_id, name: row.payment_type_name },
            accountNumber: row.account_number,
            checkNumber: row.check_number,
            routingCode: row.routing_code,
            receiptNumber: row.receipt_number,
            bankNumber: row.bank_number,
          },
  };
}

export function presentJournalEntry(row: JournalEntryReadRow, options: { runningBalance: boolean; transactionDetails: boolean }): JournalEntryView {
  return {
    id: row.id,
    officeId: row.office_id,
    officeName: row.office_name,
    glAccountName: row.gl_account_name,
    glAccountId: row.gl_account_id,
    glAccountCode: row.gl_account_code,
    glAccountType: row.classification_enum === null ? undefined : glAccountTypeOption(row.classification_enum),
    transactionDate: LocalDate.parse(row.entry_date),
    entryType: journalEntryTypeOption(row.type_enum),
    amount: new Decimal(row.amount),
    currency: currencyOf(row),
    transactionId: row.transaction_id,
    manualEntry: row.manual_entry,
    entityType: row.entity_type_enum === null ? undefined : portfolioProductTypeOption(row.entity_type_enum),
    entityId: row.entity_id,
    createdByUserId: row.created_by ?? 0,
    createdByUserName: row.created_by_username,
    comments: row.description,
    reversed: row.reversed,
    referenceNumber: row.ref_num,
    officeRunningBalance: options.runningBalance ? new Decimal(row.office_running_balance ?? 0) : undefined,
    organizationRunningBalance: options.runningBalance ? new Decimal(row.organization_running_balance ?? 0) : undefined,
    runningBalanceComputed: options.runningBalance ? row.is_running_balance_calculated === true : undefined,
    transactionDetails: options.transactionDetails ? transactionDetailsOf(row) : undefined,
    submittedOnDate: row.submitted_on_date === null ? undefined : LocalDate.parse(row.submitted_on_date),
  };
}

/** An opening balance row for an account without one yet (Fineract's JournalEntryData.fromGLAccountData). */
export function presentAccountWithoutBalance(account: { id: number; name: string; gl_code: string; classification_enum: number }): JournalEntryView {
  return { glAccountId: account.id, glAccountName: account.name, glAccountCode: account.gl_code, glAccountType: glAccountTypeOption(account.classification_enum) };
}
