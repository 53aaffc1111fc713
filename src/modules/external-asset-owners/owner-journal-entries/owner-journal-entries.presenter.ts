import { Decimal } from 'decimal.js';

/** A journal entry line as the owner and transfer reads select it. */
export interface OwnerJournalEntryRow {
  readonly id: number;
  readonly office_id: number;
  readonly office_name: string;
  readonly account_id: number;
  readonly gl_account_name: string;
  readonly gl_code: string;
  readonly classification_enum: number;
  readonly entry_date: string;
  readonly submitted_on_date: string | null;
  readonly type_enum: number;
  readonly amount: string;
  readonly currency_code: string;
  readonly transaction_id: string;
  readonly manual_entry: boolean;
  readonly entity_type_enum: number | null;
  readonly entity_id: number | null;
  readonly reversed: boolean;
  readonly ref_num: string | null;
}

interface NumberedOption {
  readonly id: number;
  readonly code: string;
  readonly value: string;
}

/** Fineract's GLAccountType, JournalEntryType (its debit code carries a typo) and PortfolioProductType as options. */
const ACCOUNT_TYPES: Readonly<Record<number, readonly [string, string]>> = {
  1: ['accountType.asset', 'ASSET'],
  2: ['accountType.liability', 'LIABILITY'],
  3: ['accountType.equity', 'EQUITY'],
  4: ['accountType.income', 'INCOME'],
  5: ['accountType.expense', 'EXPENSE'],
};
const ENTRY_TYPES: Readonly<Record<number, readonly [string, string]>> = { 1: ['journalEntryType.credit', 'CREDIT'], 2: ['journalEntrytType.debit', 'DEBIT'] };
const ENTITY_TYPES: Readonly<Record<number, readonly [string, string]>> = {
  1: ['productType.loan', 'LOAN'],
  2: ['productType.saving', 'SAVING'],
  3: ['productType.provisioning', 'PROVISIONING'],
  4: ['productType.shares', 'SHARES'],
  5: ['productType.client', 'CLIENT'],
};

function option(table: Readonly<Record<number, readonly [string, string]>>, id: number): NumberedOption {
  const [code, value] = table[id] ?? ['invalid', 'INVALID'];
  return { id, code, value };
}

/** A journal entry on the wire (the members Fineract's JournalEntryMapper fills; dates as `yyyy-MM-dd`). */
export interface OwnerJournalEntryView {
  readonly id: number;
  readonly officeId: number;
  readonly officeName: string;
  readonly glAccountId: number;
  readonly glAccountCode: string;
  readonly glAccountName: string;
  readonly glAccountType: NumberedOption;
  readonly transactionDate: string;
  readonly entryType: NumberedOption;
  readonly amount: Decimal;
  readonly currency: { readonly code: string };
  readonly transactionId: string;
  readonly manualEntry: boolean;
  readonly entityType?: NumberedOption;
  readonly entityId?: number;
  readonly submittedOnDate?: string;
  readonly reversed: boolean;
  readonly referenceNumber?: string;
}

export function presentJournalEntry(row: OwnerJournalEntryRow): OwnerJournalEntryView {
  return {
    id: row.id,
    officeId: row.office_id,
    officeName: row.office_name,
    glAccountId: row.account_id,
    glAccountCode: row.gl_code,
    glAccountName: row.gl_account_name,
    glAccountType: option(ACCOUNT_TYPES, row.classification_enum),
    transactionDate: row.entry_date,
    entryType: option(ENTRY_TYPES, row.type_enum),
    amount: new Decimal(row.amount),
    currency: { code: row.currency_code },
    transactionId: row.transaction_id,
    manualEntry: row.manual_entry,
    ...(row.entity_type_enum === null ? {} : { entityType: option(ENTITY_TYPES, row.entity_type_enum) }),
    ...(row.entity_id === null ? {} : { entityId: row.entity_id }),
    ...(row.submitted_on_date === null ? {} : { submittedOnDate: row.submitted_on_date }),
    reversed: row.reversed,
    ...(row.ref_num === null ? {} : { referenceNumber: row.ref_num }),
  };
}
