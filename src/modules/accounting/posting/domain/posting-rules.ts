import { Decimal } from 'decimal.js';
import { assert } from '../../../../shared/assert.ts';
import { JournalEntryType, oppositeSide, type JournalEntryTypeId } from './journal-entry-enums.ts';

/** One line of a posting: an account, a side and a positive amount. */
export interface PostingLine {
  readonly glAccountId: number;
  readonly type: JournalEntryTypeId;
  readonly amount: Decimal;
  /** The line's own description (else the posting's). */
  readonly description?: string | null;
}

/** The sum of the amounts on one side. */
export function sideTotal(lines: readonly PostingLine[], type: JournalEntryTypeId): Decimal {
  return lines.filter((l) => l.type === type).reduce((sum, l) => sum.plus(l.amount), new Decimal(0));
}

/**
 * A posting the caller built is balanced: at least one line, every amount above zero, debits equal credits.
 * A failure is a programming error in the calling module, never a user's mistake.
 */
export function assertBalanced(lines: readonly PostingLine[]): void {
  assert(lines.length > 0, 'a posting needs at least one line');
  for (const line of lines) {
    assert(line.amount.isFinite() && line.amount.gt(0), `posting line amount must be above zero (account ${line.glAccountId})`);
  }
  const debits = sideTotal(lines, JournalEntryType.DEBIT);
  const credits = sideTotal(lines, JournalEntryType.CREDIT);
  assert(debits.eq(credits), `posting is unbalanced: debits ${debits.toString()} credits ${credits.toString()}`);
}

/** The part of a stored line that its reversal copies. */
export interface ReversibleLine {
  readonly id: number;
  readonly transactionId: string;
  readonly glAccountId: number;
  readonly type: JournalEntryTypeId;
  readonly amount: Decimal;
}

/** The default description of a reversal line (Fineract's wording, kept for reports that read it). */
export function reversalDescription(line: Pick<ReversibleLine, 'id' | 'transactionId'>): string {
  return `Reversal entry for Journal Entry with Entry Id  :${line.id} and transaction Id ${line.transactionId}`;
}

/** A reversal line per original: the same account and amount on the other side; the comment or the default text. */
export function reversalLines(originals: readonly ReversibleLine[], comments: string | undefined): PostingLine[] {
  const useDefault = comments === undefined || comments.trim() === '';
  return originals.map((line) => ({
    glAccountId: line.glAccountId,
    type: oppositeSide(line.type),
    amount: line.amount,
    description: useDefault ? reversalDescription(line) : comments,
  }));
}

/**
 * Fineract's generated transaction id: the milliseconds, the user id and the office id written one after
 * the other as a decimal number, in hexadecimal.
 */
export function generatedTransactionId(epochMillis: bigint, userId: number, officeId: number): string {
  return BigInt(`${epochMillis.toString()}${userId}${officeId}`).toString(16);
}
