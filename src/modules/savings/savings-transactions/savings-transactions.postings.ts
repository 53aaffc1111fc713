import type { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import type { CommandContext } from '../../../platform/commands/index.ts';
import type { LocalDate } from '../../../shared/time/index.ts';
import { JournalEntryType, PortfolioProductType, postProductJournalEntries, requireBooksOpen, TransactionIdPrefix, type RoleLine } from '../../accounting/index.ts';
import { SavingsAccountRole } from '../savings-products/domain/savings-product-accounting.ts';
import { AccountingRule } from '../savings-products/domain/savings-product-enums.ts';

/** A deposit or withdrawal as the ledger sees it. */
export interface PostedSavingsTransaction {
  readonly id: number;
  readonly accountId: number;
  readonly productId: number;
  readonly accountingRule: number;
  readonly kind: 'deposit' | 'withdrawal';
  readonly officeId: number;
  readonly currencyCode: string;
  readonly date: LocalDate;
  readonly amount: Decimal;
  /** The part of the amount below zero (see overdraftPortion). */
  readonly overdraftAmount: Decimal;
  readonly paymentTypeId: number | null;
  readonly paymentDetailId: number | null;
  /** A leg of an account transfer: its cash side is the organisation's liability-transfer account, not the fund source. */
  readonly transferAccountId?: number;
}

/**
 * Fineract's cash rule for savings (CashBasedAccountingProcessorForSavings): a deposit debits the savings
 * reference account (the fund source, or the payment type's fund source when mapped) and credits savings
 * control; a withdrawal the other way. The part of a movement below zero goes to the overdraft portfolio
 * control account instead of savings control. A leg of an account transfer uses the organisation's
 * liability-transfer account (financial activity 200) in place of the savings reference account. `undo` swaps the sides (Fineract's reversal of a savings
 * transaction), under the same transaction id.
 */
export function savingsTransactionLines(t: PostedSavingsTransaction, undo: boolean): RoleLine[] {
  const ownSide = t.kind === 'deposit' ? JournalEntryType.CREDIT : JournalEntryType.DEBIT;
  const cashSide = ownSide === JournalEntryType.CREDIT ? JournalEntryType.DEBIT : JournalEntryType.CREDIT;
  const swap = (type: typeof ownSide) => (undo ? (type === JournalEntryType.CREDIT ? JournalEntryType.DEBIT : JournalEntryType.CREDIT) : type);
  const inCredit = t.amount.minus(t.overdraftAmount);
  const parts: Array<[role: number, amount: Decimal]> = [
    [SavingsAccountRole.SAVINGS_CONTROL, inCredit],
    [SavingsAccountRole.OVERDRAFT_PORTFOLIO_CONTROL, t.overdraftAmount],
  ];
  return parts
    .filter(([, amount]) => amount.greaterThan(0))
    .flatMap(([role, amount]) => [
      t.transferAccountId === undefined
        ? { role: SavingsAccountRole.SAVINGS_REFERENCE, type: swap(cashSide), amount, paymentTypeId: t.paymentTypeId }
        : { role: SavingsAccountRole.SAVINGS_REFERENCE, type: swap(cashSide), amount, glAccountId: t.transferAccountId },
      { role, type: swap(ownSide), amount },
    ]);
}

/** The savings transaction a set of journal entries belongs to. */
export interface SavingsLedgerEntry {
  readonly transactionId: number;
  readonly accountId: number;
  readonly productId: number;
  readonly accountingRule: number;
  readonly officeId: number;
  readonly currencyCode: string;
  readonly date: LocalDate;
}

/**
 * Posts role lines for a savings transaction under `S<transactionId>` through the product's mappings (the
 * books must be open on its date); nothing when the product has no accounting. `submittedOnDate` is read
 * only when something is posted.
 */
export async function postSavingsLines(
  db: Kysely<object>,
  userId: number,
  e: SavingsLedgerEntry,
  submittedOnDate: () => Promise<LocalDate>,
  lines: RoleLine[],
  paymentDetailId: number | null = null,
): Promise<void> {
  if (e.accountingRule === AccountingRule.NONE) {
    return;
  }
  await requireBooksOpen(db, e.officeId, e.date);
  await postProductJournalEntries(db, { userId }, { type: PortfolioProductType.SAVING, id: e.productId }, {
    officeId: e.officeId,
    currencyCode: e.currencyCode,
    entryDate: e.date,
    transactionId: `${TransactionIdPrefix.SAVINGS}${e.transactionId}`,
    entity: { type: PortfolioProductType.SAVING, id: e.accountId },
    savingsTransactionId: e.transactionId,
    paymentDetailId,
    submittedOnDate: await submittedOnDate(),
    lines,
  });
}

/** Posts the movement (or its reversal) under `S<id>`; nothing when the product has no accounting. */
export async function postSavingsTransaction(ctx: CommandContext, t: PostedSavingsTransaction, undo: boolean): Promise<void> {
  await postSavingsLines(ctx.db, ctx.user.id, { ...t, transactionId: t.id }, () => ctx.clock.businessDate(), savingsTransactionLines(t, undo), t.paymentDetailId);
}
