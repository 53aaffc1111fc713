import { LocalDate } from '@js-joda/core';
import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { JournalEntryType, PortfolioProductType, postProductJournalEntries, reverseJournalEntries, type JournalEntryTypeId, type RoleLine } from '../../accounting/index.ts';
import { ShareAccountRole } from '../share-products/domain/share-product-accounting.ts';
import { ShareAccountingRule } from '../share-products/domain/share-product-enums.ts';
import { ShareTransactionStatus, ShareTransactionType } from './domain/share-account-enums.ts';
import { findChargesPaidBy } from './share-account-charges.repository.ts';
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

/** A fee a transaction paid: the charge definition (for a charge-specific income account) and the amount. */
interface FeePaid {
  readonly chargeId: number;
  readonly amount: Decimal;
}

/** One line per fee on the fee income role, with the charge so that a charge-specific income mapping wins. */
const feeLines = (type: JournalEntryTypeId, fees: readonly FeePaid[]): RoleLine[] =>
  fees.map((f) => ({ role: ShareAccountRole.INCOME_FROM_FEES, type, amount: f.amount, chargeId: f.chargeId }));

/**
 * The cash rule of a purchase (Fineract's CashBasedAccountingProcessorForShares): applied, shares reference to
 * suspense, the fee (part of the amount) to fee income; approved, suspense to equity without the fee; rejected
 * (its amount no longer holding the fee), suspense back to reference with the fee income taken back.
 */
function purchaseLines(status: number, amount: Decimal, fee: Decimal, fees: readonly FeePaid[]): RoleLine[] {
  const { SHARES_REFERENCE: reference, SHARES_SUSPENSE: suspense, SHARES_EQUITY: equity } = ShareAccountRole;
  const { DEBIT: debit, CREDIT: credit } = JournalEntryType;
  if (fee.isZero()) {
    if (status === ShareTransactionStatus.APPLIED) {
      return pair(reference, suspense, amount);
    }
    return status === ShareTransactionStatus.APPROVED ? pair(suspense, equity, amount) : pair(suspense, reference, amount);
  }
  if (status === ShareTransactionStatus.APPLIED) {
    return [{ role: reference, type: debit, amount }, { role: suspense, type: credit, amount: amount.minus(fee) }, ...feeLines(credit, fees)];
  }
  if (status === ShareTransactionStatus.APPROVED) {
    return pair(suspense, equity, amount.minus(fee));
  }
  return [...feeLines(debit, fees), { role: suspense, type: debit, amount }, { role: reference, type: credit, amount: amount.plus(fee) }];
}

/** The fees the transactions paid, by transaction (read only when one of them carries a fee). */
async function feesPaid(db: Kysely<object>, transactions: readonly ShareTransactionRow[]): Promise<Map<number, FeePaid[]>> {
  const charged = transactions.filter((t) => t.type_enum === ShareTransactionType.CHARGE_PAYMENT || !new Decimal(t.charge_amount ?? '0').isZero());
  const byTransaction = new Map<number, FeePaid[]>();
  for (const p of await findChargesPaidBy(db, charged.map((t) => t.id))) {
    byTransaction.set(p.shareTransactionId, [...(byTransaction.get(p.shareTransactionId) ?? []), { chargeId: p.chargeId, amount: p.amount }]);
  }
  return byTransaction;
}

async function post(db: Kysely<object>, userId: number, books: ShareAccountBooks, t: ShareTransactionRow, businessDate: LocalDate, lines: RoleLine[]): Promise<void> {
  await postProductJournalEntries(db, { userId }, { type: SHARES, id: books.productId }, {
    officeId: books.officeId,
    currencyCode: books.currencyCode,
    entryDate: LocalDate.parse(t.transaction_date ?? businessDate.toString()),
    transactionId: `SH${t.id}`,
    entity: { type: SHARES, id: books.accountId },
    shareTransactionId: t.id,
    submittedOnDate: businessDate,
    lines,
  });
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
  const purchases = transactions.filter((t) => t.type_enum === ShareTransactionType.PURCHASE && t.transaction_date !== null && !new Decimal(t.amount ?? '0').isZero());
  const fees = await feesPaid(db, purchases);
  for (const t of purchases) {
    const lines = purchaseLines(t.status_enum, new Decimal(t.amount ?? '0'), new Decimal(t.charge_amount ?? '0'), fees.get(t.id) ?? []);
    await post(db, userId, books, t, businessDate, lines);
  }
}

/**
 * Journal entries of an approved redemption (cash accounting only): shares equity to reference; with a fee (the
 * amount is what the client gets), equity by the shares' value, reference by the amount and fee income by the fee.
 */
export async function postShareRedemption(db: Kysely<object>, userId: number, books: ShareAccountBooks, t: ShareTransactionRow, businessDate: LocalDate): Promise<void> {
  const amount = new Decimal(t.amount ?? '0');
  const fee = new Decimal(t.charge_amount ?? '0');
  if (books.accountingRule !== ShareAccountingRule.CASH || amount.plus(fee).isZero() || t.transaction_date === null) {
    return;
  }
  const { SHARES_EQUITY: equity, SHARES_REFERENCE: reference } = ShareAccountRole;
  if (fee.isZero()) {
    await post(db, userId, books, t, businessDate, pair(equity, reference, amount));
    return;
  }
  const fees = (await feesPaid(db, [t])).get(t.id) ?? [];
  const lines: RoleLine[] = [{ role: equity, type: JournalEntryType.DEBIT, amount: amount.plus(fee) }, ...feeLines(JournalEntryType.CREDIT, fees)];
  await post(db, userId, books, t, businessDate, amount.isZero() ? lines : [...lines, { role: reference, type: JournalEntryType.CREDIT, amount }]);
}

/** Journal entries of paid charge payments (activation charges): shares reference to fee income. */
export async function postShareChargePayments(db: Kysely<object>, userId: number, books: ShareAccountBooks, transactions: readonly ShareTransactionRow[], businessDate: LocalDate): Promise<void> {
  if (books.accountingRule !== ShareAccountingRule.CASH) {
    return;
  }
  const payments = transactions.filter((t) => t.type_enum === ShareTransactionType.CHARGE_PAYMENT && !new Decimal(t.amount ?? '0').isZero());
  const fees = await feesPaid(db, payments);
  for (const t of payments) {
    const lines = [{ role: ShareAccountRole.SHARES_REFERENCE, type: JournalEntryType.DEBIT, amount: new Decimal(t.amount ?? '0') }, ...feeLines(JournalEntryType.CREDIT, fees.get(t.id) ?? [])];
    await post(db, userId, books, t, businessDate, lines);
  }
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
