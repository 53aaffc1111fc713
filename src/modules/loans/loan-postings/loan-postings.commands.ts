import type { Kysely } from 'kysely';
import type { LocalDate } from '../../../shared/time/index.ts';
import {
  accountsForProduct,
  journalEntryRowsOf,
  PortfolioProductType,
  postJournalEntriesOf,
  requireBooksOpen,
  resolveRoleLines,
  TransactionIdPrefix,
  type JournalEntryInsert,
  type Posting,
  type ProductAccounts,
} from '../../accounting/index.ts';
import { AccountingRule } from '../loan-products/domain/loan-product-enums.ts';
import { LoanTransactionType, loanTransactionLines, type PostedLoanTransaction } from './domain/loan-postings.ts';

/** The loan a posting belongs to: its product (the mappings), rule, office and currency. */
export interface PostedLoan {
  readonly id: number;
  readonly productId: number;
  readonly accountingRule: number;
  readonly officeId: number;
  readonly currencyCode: string;
}

/** What posting needs of its caller (a command's context, or a job's): the transaction, the business date and the user. */
export interface PostingContext {
  readonly db: Kysely<object>;
  readonly clock: { businessDate(): Promise<LocalDate> };
  readonly user: { readonly id: number };
}

/** A stored loan transaction with what the ledger needs of it. */
export interface StoredLoanTransaction extends PostedLoanTransaction {
  readonly id: number;
  readonly date: LocalDate;
  readonly paymentDetailId: number | null;
}

/**
 * Posts the journal entries of loan transactions (or of their reversals: `t.reversed`) under `L<transaction id>`,
 * entity loan, in the loan's office, dated on the transaction date. The product's mappings are read once and the
 * books checked open once (on the earliest date: a closure that spares it spares the later ones); every line is
 * written by one insert, in the transactions' order. Nothing is posted under accounting rule none or for
 * transactions without lines.
 */
export async function postLoanTransactions(ctx: PostingContext, loan: PostedLoan, transactions: readonly StoredLoanTransaction[]): Promise<void> {
  await postLoansTransactions(ctx, [{ loan, transactions }]);
}

/**
 * The journal entry rows {@link postLoanTransactions} would write for one transaction not stored yet, for the
 * statement that writes the transaction and its entries together: the mappings resolved and the books checked
 * open as it does; `transaction_id` and `loan_transaction_id` are left for that statement to fill with the new
 * id (under the prefix {@link TransactionIdPrefix.LOAN}). None under accounting rule none or without lines.
 */
export async function pendingLoanTransactionEntries(ctx: PostingContext, loan: PostedLoan, t: Omit<StoredLoanTransaction, 'id'>): Promise<JournalEntryInsert[]> {
  const roleLines = loan.accountingRule === AccountingRule.NONE ? [] : loanTransactionLines(t, loan.accountingRule);
  if (roleLines.length === 0) {
    return [];
  }
  const accounts = await accountsForProduct(ctx.db, PortfolioProductType.LOAN, loan.productId);
  await requireBooksOpen(ctx.db, loan.officeId, t.date);
  const posting = loanPosting(loan, { ...t, id: 0 }, mergedPerAccount(t, resolveRoleLines(accounts, PortfolioProductType.LOAN, loan.productId, roleLines)), await ctx.clock.businessDate());
  return journalEntryRowsOf({ userId: ctx.user.id }, posting);
}

/**
 * Posts the journal entries of many loans' transactions as {@link postLoanTransactions} does for each loan in turn,
 * the same rows in the same order, with fewer statements: the mappings once per product, the books checked once per
 * office (on its earliest date), and every line written by one insert.
 */
export async function postLoansTransactions(ctx: PostingContext, items: readonly { loan: PostedLoan; transactions: readonly StoredLoanTransaction[] }[]): Promise<void> {
  const posted = items.flatMap(({ loan, transactions }) =>
    loan.accountingRule === AccountingRule.NONE ? [] : transactions.flatMap((t) => {
      const roleLines = loanTransactionLines(t, loan.accountingRule);
      return roleLines.length === 0 ? [] : [{ loan, t, roleLines }];
    }));
  if (posted.length === 0) {
    return;
  }
  const earliestByOffice = new Map<number, LocalDate>();
  for (const { loan, t } of posted) {
    const earliest = earliestByOffice.get(loan.officeId);
    earliestByOffice.set(loan.officeId, earliest === undefined || t.date.isBefore(earliest) ? t.date : earliest);
  }
  const accountsByProduct = new Map<number, ProductAccounts>();
  for (const productId of new Set(posted.map((p) => p.loan.productId))) {
    accountsByProduct.set(productId, await accountsForProduct(ctx.db, PortfolioProductType.LOAN, productId));
  }
  for (const [officeId, date] of earliestByOffice) {
    await requireBooksOpen(ctx.db, officeId, date);
  }
  const submittedOnDate = await ctx.clock.businessDate();
  const postings: Posting[] = posted.map(({ loan, t, roleLines }) => {
    const accounts = accountsByProduct.get(loan.productId) ?? { byRole: new Map(), byRoleAndPaymentType: new Map(), byRoleAndCharge: new Map() };
    return loanPosting(loan, t, mergedPerAccount(t, resolveRoleLines(accounts, PortfolioProductType.LOAN, loan.productId, roleLines)), submittedOnDate);
  });
  await postJournalEntriesOf(ctx.db, { userId: ctx.user.id }, postings);
}

/**
 * A charge-off, an interest payment waiver and a transaction of a charged-off loan add up their lines per account and
 * side, as Fineract's postings for them do (fees and penalties mapped to one income post one line); other postings
 * keep a line per role.
 */
function mergedPerAccount(t: Pick<PostedLoanTransaction, 'type' | 'chargedOff'>, lines: Posting['lines']): Posting['lines'] {
  if (t.type !== LoanTransactionType.CHARGE_OFF && t.type !== LoanTransactionType.INTEREST_PAYMENT_WAIVER && t.chargedOff !== true) {
    return lines;
  }
  const merged: Posting['lines'][number][] = [];
  for (const line of lines) {
    const index = merged.findIndex((m) => m.glAccountId === line.glAccountId && m.type === line.type);
    const existing = merged[index];
    if (existing === undefined) {
      merged.push(line);
    } else {
      merged[index] = { ...existing, amount: existing.amount.plus(line.amount) };
    }
  }
  return merged;
}

/** The posting of one loan transaction with its resolved lines (the same for one loan or a chunk of loans). */
function loanPosting(loan: PostedLoan, t: StoredLoanTransaction, lines: Posting['lines'], submittedOnDate: LocalDate): Posting {
  return {
    officeId: loan.officeId,
    currencyCode: loan.currencyCode,
    entryDate: t.date,
    transactionId: `${TransactionIdPrefix.LOAN}${t.id}`,
    entity: { type: PortfolioProductType.LOAN, id: loan.id },
    loanTransactionId: t.id,
    paymentDetailId: t.reversed ? null : t.paymentDetailId,
    submittedOnDate,
    lines,
  };
}
