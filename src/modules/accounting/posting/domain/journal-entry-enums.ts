import type { EnumOptionView } from '../../gl-accounts/domain/gl-account-enums.ts';

/** Fineract's JournalEntryType: the side of a journal entry line. */
export const JournalEntryType = { CREDIT: 1, DEBIT: 2 } as const;
export type JournalEntryTypeId = (typeof JournalEntryType)[keyof typeof JournalEntryType];

/**
 * Fineract's PortfolioProductType: what a product mapping or a journal entry's entity is. The numbers are
 * Fineract's (client 5, provisioning 3, shares 4), kept for the stored `entity_type_enum` and `product_type`.
 */
export const PortfolioProductType = { LOAN: 1, SAVING: 2, PROVISIONING: 3, SHARES: 4, CLIENT: 5 } as const;
export type PortfolioProductTypeId = (typeof PortfolioProductType)[keyof typeof PortfolioProductType];

/** The prefixes of the transaction ids of postings made for portfolio transactions (Fineract's). */
export const TransactionIdPrefix = { LOAN: 'L', SAVINGS: 'S', CLIENT: 'C', SHARES: 'SH', PROVISIONING: 'P' } as const;

// Fineract's debit code carries a typo; it is kept for wire compatibility.
const ENTRY_TYPES: readonly EnumOptionView[] = [
  { id: 1, code: 'journalEntryType.credit', value: 'CREDIT' },
  { id: 2, code: 'journalEntrytType.debit', value: 'DEBIT' },
];

const PRODUCT_TYPES: readonly EnumOptionView[] = [
  { id: 1, code: 'productType.loan', value: 'LOAN' },
  { id: 2, code: 'productType.saving', value: 'SAVING' },
  { id: 3, code: 'productType.provisioning', value: 'PROVISIONING' },
  { id: 4, code: 'productType.shares', value: 'SHARES' },
  { id: 5, code: 'productType.client', value: 'CLIENT' },
];

export function journalEntryTypeOption(id: number): EnumOptionView {
  return ENTRY_TYPES.find((t) => t.id === id) ?? { id, code: 'journalEntryType.invalid', value: 'INVALID' };
}

export function portfolioProductTypeOption(id: number): EnumOptionView {
  return PRODUCT_TYPES.find((t) => t.id === id) ?? { id, code: 'productType.invalid', value: 'INVALID' };
}

export function isPortfolioProductType(id: number): boolean {
  return PRODUCT_TYPES.some((t) => t.id === id);
}

export function oppositeSide(type: JournalEntryTypeId): JournalEntryTypeId {
  return type === JournalEntryType.CREDIT ? JournalEntryType.DEBIT : JournalEntryType.CREDIT;
}
