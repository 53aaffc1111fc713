import { Decimal } from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import { LocalDate } from '../../../shared/time/index.ts';
import type { ApiError } from '../../../shared/errors/api-errors.ts';
import { JournalEntryType, portfolioProductTypeOption, type JournalEntryTypeId, type PortfolioProductTypeId } from './domain/journal-entry-enums.ts';
import { assertBalanced, reversalLines, type PostingLine } from './domain/posting-rules.ts';
import { accountingClosed, journalEntriesNotFound, productMappingNotFound } from './posting.errors.ts';
import {
  findProductMappings,
  insertJournalEntries,
  latestClosingDate,
  lockUnreversedLines,
  markReversed,
  nextTransactionId,
  type JournalEntryInsert,
} from './posting.repository.ts';

const sqlNow = sql<Date>`current_timestamp`;

/** Who writes the entries (audit columns). */
export interface PostingActor {
  readonly userId: number;
}

/** A balanced set of journal entry lines of one office, currency and date, under one transaction id. */
export interface Posting {
  readonly officeId: number;
  readonly currencyCode: string;
  readonly entryDate: LocalDate;
  /** Prefixed for portfolio transactions ('L', 'S', 'C', 'SH' + id); see `newTransactionId` for manual entries. */
  readonly transactionId: string;
  readonly manual?: boolean;
  readonly referenceNumber?: string | null;
  readonly description?: string | null;
  readonly paymentDetailId?: number | null;
  readonly entity?: { readonly type: PortfolioProductTypeId; readonly id: number };
  readonly loanTransactionId?: number | null;
  readonly savingsTransactionId?: number | null;
  readonly clientTransactionId?: number | null;
  readonly shareTransactionId?: number | null;
  /** The day the entry is recorded; the tenant's business date when absent (the caller passes it). */
  readonly submittedOnDate: LocalDate;
  readonly lines: readonly PostingLine[];
}

/** A new transaction id as Fineract generates for manual entries and reversals. */
export async function newTransactionId(db: Kysely<object>, actor: PostingActor, officeId: number): Promise<string> {
  return nextTransactionId(db, actor.userId, officeId);
}

/**
 * Writes the posting's lines with one statement and answers their ids. The posting must be balanced
 * (a broken one is a bug: 500). Running balances are left to the running balance job.
 */
export async function postJournalEntries(db: Kysely<object>, actor: PostingActor, posting: Posting): Promise<number[]> {
  return insertJournalEntries(db, journalEntryRowsOf(actor, posting));
}

/**
 * Writes the lines of many postings with one statement, in the postings' order (the same rows as
 * {@link postJournalEntries} one posting after another); answers their ids. Nothing is written for no posting.
 */
export async function postJournalEntriesOf(db: Kysely<object>, actor: PostingActor, postings: readonly Posting[]): Promise<number[]> {
  const rows = postings.flatMap((posting) => journalEntryRowsOf(actor, posting));
  return rows.length === 0 ? [] : insertJournalEntries(db, rows);
}

/**
 * The rows of a balanced posting (a broken one is a bug: 500), for a module that writes them inside a statement of
 * its own (a loan repayment writes its transaction and journal entries together, docs/loan-transactions.md).
 */
export function journalEntryRowsOf(actor: PostingActor, posting: Posting): JournalEntryInsert[] {
  assertBalanced(posting.lines);
  return posting.lines.map((line) => ({
    account_id: line.glAccountId,
    office_id: posting.officeId,
    currency_code: posting.currencyCode,
    transaction_id: posting.transactionId,
    loan_transaction_id: posting.loanTransactionId ?? null,
    savings_transaction_id: posting.savingsTransactionId ?? null,
    client_transaction_id: posting.clientTransactionId ?? null,
    share_transaction_id: posting.shareTransactionId ?? null,
    reversed: false,
    ref_num: posting.referenceNumber ?? null,
    manual_entry: posting.manual ?? false,
    entry_date: posting.entryDate.toString(),
    transaction_date: posting.entryDate.toString(),
    type_enum: line.type,
    amount: line.amount.toString(),
    description: line.description ?? posting.description ?? null,
    entity_type_enum: posting.entity?.type ?? null,
    entity_id: posting.entity?.id ?? null,
    created_by: actor.userId,
    last_modified_by: actor.userId,
    created_on_utc: sqlNow,
    last_modified_on_utc: sqlNow,
    is_running_balance_calculated: false,
    payment_details_id: posting.paymentDetailId ?? null,
    submitted_on_date: posting.submittedOnDate.toString(),
  }));
}

/**
 * The books-closed rule: an entry dated on or before the latest non-deleted closure of its office, or of
 * any office above it, is refused (403 `error.msg.glJournalEntry.invalid.accounting.closed`, or the
 * caller's own error through `onClosed`).
 */
export async function requireBooksOpen(db: Kysely<object>, officeId: number, date: LocalDate, onClosed: (closingDate: LocalDate) => ApiError = accountingClosed): Promise<void> {
  const closingDate = await latestClosingDate(db, officeId);
  if (closingDate !== undefined && !closingDate.isBefore(date)) {
    throw onClosed(closingDate);
  }
}

export interface ReversalOptions {
  readonly comments?: string;
  /** Only manual entries may be reversed (the journal entries API); modules reversing their own postings pass false. */
  readonly manualOnly?: boolean;
  /** The submitted-on date of the reversal lines (the business date). */
  readonly submittedOnDate: LocalDate;
}

/**
 * Fineract's reversal: every line of the transaction not yet reversed gets a line on the other side (same
 * account, office, currency, amount, entry date, payment detail and links) under a new transaction id;
 * the original is marked reversed and points at its reversal line. Nothing left to reverse (unknown,
 * reversed, or — as Fineract — a single line) is 404. The entry date must be after any closure.
 */
export async function reverseJournalEntries(db: Kysely<object>, actor: PostingActor, transactionId: string, options: ReversalOptions): Promise<string> {
  const originals = await lockUnreversedLines(db, transactionId, options.manualOnly ?? true);
  const first = originals[0];
  if (first === undefined || originals.length <= 1) {
    throw journalEntriesNotFound(transactionId);
  }
  const entryDate = LocalDate.parse(first.entry_date);
  await requireBooksOpen(db, first.office_id, entryDate);
  const reversalId = await newTransactionId(db, actor, first.office_id);
  const lines = reversalLines(
    originals.map((o) => ({ id: o.id, transactionId: o.transaction_id, glAccountId: o.account_id, type: o.type_enum === JournalEntryType.CREDIT ? JournalEntryType.CREDIT : JournalEntryType.DEBIT, amount: new Decimal(o.amount) })),
    options.comments,
  );
  const ids = await postJournalEntries(db, actor, {
    officeId: first.office_id,
    currencyCode: first.currency_code,
    entryDate,
    transactionId: reversalId,
    manual: true,
    referenceNumber: first.ref_num,
    paymentDetailId: first.payment_details_id,
    loanTransactionId: first.loan_transaction_id,
    savingsTransactionId: first.savings_transaction_id,
    clientTransactionId: first.client_transaction_id,
    shareTransactionId: first.share_transaction_id,
    submittedOnDate: options.submittedOnDate,
    lines,
  });
  await markReversed(db, originals.map((o) => o.id), ids, actor.userId);
  return reversalId;
}

/** A product's accounts: by role, and the payment type and charge overrides of a role. */
export interface ProductAccounts {
  readonly byRole: ReadonlyMap<number, number>;
  readonly byRoleAndPaymentType: ReadonlyMap<string, number>;
  readonly byRoleAndCharge: ReadonlyMap<string, number>;
}

/** Every mapping of the product, read with one statement (Fineract's acc_product_mapping). */
export async function accountsForProduct(db: Kysely<object>, productType: PortfolioProductTypeId, productId: number): Promise<ProductAccounts> {
  const byRole = new Map<number, number>();
  const byRoleAndPaymentType = new Map<string, number>();
  const byRoleAndCharge = new Map<string, number>();
  for (const row of await findProductMappings(db, productType, productId)) {
    if (row.financial_account_type === null || row.gl_account_id === null) {
      continue;
    }
    if (row.charge_id !== null) {
      byRoleAndCharge.set(`${row.financial_account_type}:${row.charge_id}`, row.gl_account_id);
    } else if (row.payment_type !== null) {
      byRoleAndPaymentType.set(`${row.financial_account_type}:${row.payment_type}`, row.gl_account_id);
    } else {
      byRole.set(row.financial_account_type, row.gl_account_id);
    }
  }
  return { byRole, byRoleAndPaymentType, byRoleAndCharge };
}

/** A posting line named by its account role; the payment type or charge pick an override when mapped. */
export interface RoleLine {
  readonly role: number;
  readonly type: JournalEntryTypeId;
  readonly amount: Decimal;
  readonly paymentTypeId?: number | null;
  readonly chargeId?: number | null;
  /** An account resolved by the caller (e.g. an organisation's financial activity account): used as is. */
  readonly glAccountId?: number;
}

/** Resolves role lines to accounts; a role without a mapping is 404 `error.msg.productToAccountMapping.not.found`. */
export function resolveRoleLines(accounts: ProductAccounts, productType: PortfolioProductTypeId, productId: number, lines: readonly RoleLine[]): PostingLine[] {
  return lines.map((line) => {
    const glAccountId =
      line.glAccountId ??
      (line.chargeId === undefined || line.chargeId === null ? undefined : accounts.byRoleAndCharge.get(`${line.role}:${line.chargeId}`)) ??
      (line.paymentTypeId === undefined || line.paymentTypeId === null ? undefined : accounts.byRoleAndPaymentType.get(`${line.role}:${line.paymentTypeId}`)) ??
      accounts.byRole.get(line.role);
    if (glAccountId === undefined) {
      throw productMappingNotFound(portfolioProductTypeOption(productType).value, productId, line.role);
    }
    return { glAccountId, type: line.type, amount: line.amount };
  });
}

/** Posts lines named by role for a product: one read of its mappings, then one insert. */
export async function postProductJournalEntries(
  db: Kysely<object>,
  actor: PostingActor,
  product: { readonly type: PortfolioProductTypeId; readonly id: number },
  posting: Omit<Posting, 'lines'> & { readonly lines: readonly RoleLine[] },
): Promise<number[]> {
  const accounts = await accountsForProduct(db, product.type, product.id);
  return postJournalEntries(db, actor, { ...posting, lines: resolveRoleLines(accounts, product.type, product.id, posting.lines) });
}
