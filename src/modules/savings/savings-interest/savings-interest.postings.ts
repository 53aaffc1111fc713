import type { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import type { CommandContext } from '../../../platform/commands/index.ts';
import type { LocalDate } from '../../../shared/time/index.ts';
import { JournalEntryType } from '../../accounting/index.ts';
import { SavingsAccountRole } from '../savings-products/domain/savings-product-accounting.ts';
import { postSavingsLines, type SavingsLedgerEntry } from '../savings-transactions/savings-transactions.postings.ts';

/** An interest posting (or overdraft interest) transaction as the ledger sees it. */
export interface PostedInterest extends SavingsLedgerEntry {
  readonly amount: Decimal;
  readonly overdraft: boolean;
  /** The day the entries are made (the business date), when the caller has read it already. */
  readonly submittedOnDate?: LocalDate;
}

function submittedOn(ctx: CommandContext, p: { readonly submittedOnDate?: LocalDate }): () => Promise<LocalDate> {
  const known = p.submittedOnDate;
  return known === undefined ? () => ctx.clock.businessDate() : () => Promise.resolve(known);
}

/**
 * Fineract's cash rule for interest: interest on savings debits the interest expense account and credits
 * savings control; overdraft interest debits the overdraft portfolio control and credits income from
 * interest. `reverse` swaps the sides (a re-posted period's old posting), under the same transaction id.
 */
export async function postInterestEntries(ctx: CommandContext, p: PostedInterest, reverse: boolean): Promise<void> {
  const [debitRole, creditRole] = p.overdraft
    ? [SavingsAccountRole.OVERDRAFT_PORTFOLIO_CONTROL, SavingsAccountRole.INCOME_FROM_INTEREST]
    : [SavingsAccountRole.INTEREST_ON_SAVINGS, SavingsAccountRole.SAVINGS_CONTROL];
  await postSavingsLines(ctx.db, ctx.user.id, p, submittedOn(ctx, p), [
    { role: debitRole, type: reverse ? JournalEntryType.CREDIT : JournalEntryType.DEBIT, amount: p.amount },
    { role: creditRole, type: reverse ? JournalEntryType.DEBIT : JournalEntryType.CREDIT, amount: p.amount },
  ]);
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
  const [debit, credit] = reverse ? [JournalEntryType.CREDIT, JournalEntryType.DEBIT] : [JournalEntryType.DEBIT, JournalEntryType.CREDIT];
  await postSavingsLines(ctx.db, ctx.user.id, p, submittedOn(ctx, p), [
    ...p.shares.map((s) => ({ role: SavingsAccountRole.SAVINGS_REFERENCE, type: credit, amount: s.amount, ...(s.creditAccountId === null ? {} : { glAccountId: s.creditAccountId }) })),
    { role: SavingsAccountRole.SAVINGS_CONTROL, type: debit, amount: p.amount },
  ]);
}

/** Fineract's cash rule for escheat: the balance debits savings control and credits the escheat liability. */
export async function postEscheatEntries(db: Kysely<object>, userId: number, p: Omit<PostedInterest, 'overdraft'>): Promise<void> {
  await postSavingsLines(db, userId, p, () => Promise.resolve(p.date), [
    { role: SavingsAccountRole.SAVINGS_CONTROL, type: JournalEntryType.DEBIT, amount: p.amount },
    { role: SavingsAccountRole.ESCHEAT_LIABILITY, type: JournalEntryType.CREDIT, amount: p.amount },
  ]);
}
