import { LocalDate } from '@js-joda/core';
import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { JournalEntryType, PortfolioProductType, postProductJournalEntries, reverseJournalEntries, type RoleLine } from '../../accounting/index.ts';
import { ShareAccountRole } from '../share-products/domain/share-product-accounting.ts';
import { ShareAccountingRule } from '../share-products/domain/share-product-enums.ts';
import { ShareTransactionStatus, ShareTransactionType } from './domain/share-account-enums.ts';
import type { ShareTransactionRow } from './share-accounts.repository.ts';

/** What a posting needs of the account: its product (and its accounting rule), office and currency. */
export interface ShareAccountBooks {
  readonly accountId: number;
  readonly productId: number;
  readonly accountingRule: number;
  readonly officeId: number;
  readonly currencyCode: string;
}

const SHARES = PortfolioProductType.SHARES;

/** One debit and one credit line of the amount. */
function pair(debitRole: number, creditRole: number, amount: Decimal): RoleLine[] {
  return [
    { role: debitRole, type: JournalEntryType.DEBIT, amount },
    { role: creditRole, type: JournalEntryType.CREDIT, amount },
  ];
}

/**
 * The cash rule of a purchase (Fineract's CashBasedAccountingProcessorForShares): applied, shares reference
 * to suspense; approved, suspense to equity; rejected, suspense back to reference.
 */
function purchaseLines(status: number, amount: Decimal): RoleLine[] {
  const { SHARES_REFERENCE: reference, SHARES_SUSPENSE: suspense, SHARES_EQUITY: equity } = ShareAccountRole;
  if (status === ShareTransactionStatus.APPLIED) {
    return pair(reference, suspense, amount);
  }
  return status === ShareTransactionStatus.APPROVED ? pair(suspense, equity, amount) : pair(suspense, reference, amount);
}

/** Journal entries of the purchases in their current status (cash accounting only), under `SH<transaction id>`. */
export async function postSharePurchases(
  db: Kysely<object>,
  userId: number,
  books: ShareAccountBooks,
  transactions: readonly ShareTransactionRow[],
  businessDate: LocalDate,
): Promise<void> {
  if (books.accountingRule !== ShareAccountingRule.CASH) {
    return;
  }
  for (const t of transactions) {
    const amount = new Decimal(t.amount ?? '0');
    if (t.type_enum !== ShareTransactionType.PURCHASE || amount.isZero() || t.transaction_date === null) {
      continue;
    }
    await postProductJournalEntries(db, { userId }, { type: SHARES, id: books.productId }, {
      officeId: books.officeId,
      currencyCode: books.currencyCode,
      entryDate: LocalDate.parse(t.transaction_date),
      transactionId: `SH${t.id}`,
      entity: { type: SHARES, id: books.accountId },
      shareTransactionId: t.id,
      submittedOnDate: businessDate,
      lines: purchaseLines(t.status_enum, amount),
    });
  }
}

/** Journal entries of an approved redemption (cash accounting only): shares equity to reference (Fineract's createJournalEntriesForRedeem). */
export async function postShareRedemption(db: Kysely<object>, userId: number, books: ShareAccountBooks, t: ShareTransactionRow, businessDate: LocalDate): Promise<void> {
  const amount = new Decimal(t.amount ?? '0');
  if (books.accountingRule !== ShareAccountingRule.CASH || amount.isZero() || t.transaction_date === null) {
    return;
  }
  await postProductJournalEntries(db, { userId }, { type: SHARES, id: books.productId }, {
    officeId: books.officeId,
    currencyCode: books.currencyCode,
    entryDate: LocalDate.parse(t.transaction_date),
    transactionId: `SH${t.id}`,
    entity: { type: SHARES, id: books.accountId },
    shareTransactionId: t.id,
    submittedOnDate: businessDate,
    lines: pair(ShareAccountRole.SHARES_EQUITY, ShareAccountRole.SHARES_REFERENCE, amount),
  });
}

/** Reverses every journal entry of the transactions (Fineract's revertShareAccountJournalEntries). */
export async function reverseShareTransactions(db: Kysely<object>, userId: number, books: ShareAccountBooks, transactionIds: readonly number[], businessDate: LocalDate): Promise<void> {
  if (books.accountingRule !== ShareAccountingRule.CASH) {
    return;
  }
  for (const id of transactionIds) {
    await reverseJournalEntries(db, { userId }, `SH${id}`, { manualOnly: false, submittedOnDate: businessDate });
  }
}
