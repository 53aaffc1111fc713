import type { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import type { CommandContext } from '../../../platform/commands/index.ts';
import type { LocalDate } from '../../../shared/time/index.ts';
import { JournalEntryType, PortfolioProductType, postProductJournalEntries, requireBooksOpen, TransactionIdPrefix } from '../../accounting/index.ts';
import { SavingsAccountRole } from '../savings-products/domain/savings-product-accounting.ts';
import { AccountingRule } from '../savings-products/domain/savings-product-enums.ts';

/** An interest posting (or overdraft interest) transaction as the ledger sees it. */
export interface PostedInterest {
  readonly transactionId: number;
  readonly accountId: number;
  readonly productId: number;
  readonly accountingRule: number;
  readonly officeId: number;
  readonly currencyCode: string;
  readonly date: LocalDate;
  readonly amount: Decimal;
  readonly overdraft: boolean;
}

/**
 * Fineract's cash rule for interest: interest on savings debits the interest expense account and credits
 * savings control; overdraft interest debits the overdraft portfolio control and credits income from
 * interest. `reverse` swaps the sides (a re-posted period's old posting), under the same transaction id.
 */
export async function postInterestEntries(ctx: CommandContext, p: PostedInterest, reverse: boolean): Promise<void> {
  if (p.accountingRule === AccountingRule.NONE) {
    return;
  }
  await requireBooksOpen(ctx.db, p.officeId, p.date);
  const [debitRole, creditRole] = p.overdraft
    ? [SavingsAccountRole.OVERDRAFT_PORTFOLIO_CONTROL, SavingsAccountRole.INCOME_FROM_INTEREST]
    : [SavingsAccountRole.INTEREST_ON_SAVINGS, SavingsAccountRole.SAVINGS_CONTROL];
  await postProductJournalEntries(ctx.db, { userId: ctx.user.id }, { type: PortfolioProductType.SAVING, id: p.productId }, {
    officeId: p.officeId,
    currencyCode: p.currencyCode,
    entryDate: p.date,
    transactionId: `${TransactionIdPrefix.SAVINGS}${p.transactionId}`,
    entity: { type: PortfolioProductType.SAVING, id: p.accountId },
    savingsTransactionId: p.transactionId,
    paymentDetailId: null,
    submittedOnDate: await ctx.clock.businessDate(),
    lines: [
      { role: debitRole, type: reverse ? JournalEntryType.CREDIT : JournalEntryType.DEBIT, amount: p.amount },
      { role: creditRole, type: reverse ? JournalEntryType.DEBIT : JournalEntryType.CREDIT, amount: p.amount },
    ],
  });
}

/** A withhold tax transaction (type 18) as the ledger sees it: the total and each component's share. */
export interface PostedWithholdTax extends Omit<PostedInterest, 'overdraft'> {
  readonly shares: ReadonlyArray<{ readonly creditAccountId: number | null; readonly amount: Decimal }>;
}

/**
 * Fineract's cash rule for withheld tax: the total debits savings control; each component's share credits
 * the component's credit account, or savings reference when it names none. `reverse` swaps the sides.
 */
export async function postWithholdTaxEntries(ctx: CommandContext, p: PostedWithholdTax, reverse: boolean): Promise<void> {
  if (p.accountingRule === AccountingRule.NONE) {
    return;
  }
  await requireBooksOpen(ctx.db, p.officeId, p.date);
  const [debit, credit] = reverse ? [JournalEntryType.CREDIT, JournalEntryType.DEBIT] : [JournalEntryType.DEBIT, JournalEntryType.CREDIT];
  await postProductJournalEntries(ctx.db, { userId: ctx.user.id }, { type: PortfolioProductType.SAVING, id: p.productId }, {
    officeId: p.officeId,
    currencyCode: p.currencyCode,
    entryDate: p.date,
    transactionId: `${TransactionIdPrefix.SAVINGS}${p.transactionId}`,
    entity: { type: PortfolioProductType.SAVING, id: p.accountId },
    savingsTransactionId: p.transactionId,
    paymentDetailId: null,
    submittedOnDate: await ctx.clock.businessDate(),
    lines: [
      ...p.shares.map((s) => ({ role: SavingsAccountRole.SAVINGS_REFERENCE, type: credit, amount: s.amount, ...(s.creditAccountId === null ? {} : { glAccountId: s.creditAccountId }) })),
      { role: SavingsAccountRole.SAVINGS_CONTROL, type: debit, amount: p.amount },
    ],
  });
}

/** Fineract's cash rule for escheat: the balance debits savings control and credits the escheat liability. */
export async function postEscheatEntries(db: Kysely<object>, userId: number, p: Omit<PostedInterest, 'overdraft'>): Promise<void> {
  if (p.accountingRule === AccountingRule.NONE) {
    return;
  }
  await requireBooksOpen(db, p.officeId, p.date);
  await postProductJournalEntries(db, { userId }, { type: PortfolioProductType.SAVING, id: p.productId }, {
    officeId: p.officeId,
    currencyCode: p.currencyCode,
    entryDate: p.date,
    transactionId: `${TransactionIdPrefix.SAVINGS}${p.transactionId}`,
    entity: { type: PortfolioProductType.SAVING, id: p.accountId },
    savingsTransactionId: p.transactionId,
    paymentDetailId: null,
    submittedOnDate: p.date,
    lines: [
      { role: SavingsAccountRole.SAVINGS_CONTROL, type: JournalEntryType.DEBIT, amount: p.amount },
      { role: SavingsAccountRole.ESCHEAT_LIABILITY, type: JournalEntryType.CREDIT, amount: p.amount },
    ],
  });
}
