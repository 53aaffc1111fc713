import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import type { LoanTransactionType, PaidCharge, ProcessedTransaction, ReverseReplay } from '../engine/index.ts';
import type { LoanRow } from '../loan-accounts/loan-accounts.repository.ts';
import type { PostedLoan } from '../loan-postings/loan-postings.commands.ts';
import type { StoredTransaction } from './loan-transactions.repository.ts';

/** An active loan as a transaction command has loaded it. */
export interface ActiveLoan {
  readonly row: LoanRow;
  readonly posted: PostedLoan;
}

/** A transaction to add: the request's figures; the replay gives its portions. */
export interface NewTransaction {
  readonly type: LoanTransactionType;
  readonly date: LocalDate;
  readonly amount: Decimal;
  readonly paymentDetailId: number | null;
  readonly paymentTypeId: number | null;
  readonly externalId: string | null;
  /** Part of an account transfer: the fund-source side posts to this account (the liability-transfer account). */
  readonly transferAccountId?: number;
  /** A charge adjustment: the loan charge it adjusts (relation CHARGE_ADJUSTMENT). */
  readonly loanChargeId?: number;
  /** A charge payment (17): the charge it pays, the only thing it is allocated to. */
  readonly charge?: PaidCharge;
  /** A charge payment (17): the charge definition, whose own income account (when the product maps one) it credits. */
  readonly chargeId?: number;
  /** A charge refund (24): F for a fee, P for a penalty (its income account takes the refund). */
  readonly chargeRefundChargeType?: 'F' | 'P';
  /** The request's note: a repayment put on top writes it with its own rows ({@link AppliedChange.noteWritten}). */
  readonly note?: string;
}

/** What a change does: add a transaction, take one away (undo, or the old side of an adjustment), or both. */
export interface LoanChange {
  readonly added?: NewTransaction;
  readonly removed?: StoredTransaction;
  /** The removed transaction is reversed by the system (an undone write-off), not by the user: not marked manually reversed. */
  readonly removedBySystem?: boolean;
  /** The external id the removed transaction's reversal gets (an adjustment's `reversalExternalId`). */
  readonly removedReversalExternalId?: string;
  /** ?command=close within the arrears tolerance: the added write-off closes the loan as repaid in full (600) on this date. */
  readonly repaidInFullOn?: LocalDate;
  /** Further m_loan columns written with the summary (a foreclosure's sub-status). */
  readonly loanColumns?: Readonly<Record<string, string | number | null>>;
  /** The stored installment figures were just rewritten (a foreclosure's schedule): replay every transaction. */
  readonly replayAll?: boolean;
  /** The loan keeps its status and closing dates whatever the replay gives (a charge added to a written-off or rescheduled loan). */
  readonly keepStatus?: boolean;
  /** The schedule was written anew (a tranche disbursed or undone): the transactions the replay keeps get their installment mappings again. */
  readonly scheduleRewritten?: boolean;
  /** Refused (403) when a live charge refund is dated after this date: a repayment-like transaction created or reversed on it. */
  readonly beforeChargeRefund?: { readonly date: LocalDate; readonly action: 'created' | 'reversed' };
  /** The latest live charge refund's date (set by the replay): transactions it would replace before it are refused. */
  readonly liveChargeRefund?: string | null;
  /** The date of a change that adds no replayed transaction (a charge waiver's): a loan it leaves repaid closes on it. */
  readonly on?: LocalDate;
}

/** What the change wrote: the new transaction's id and the replay's figures. */
export interface AppliedChange {
  readonly addedId: number | undefined;
  readonly added: ProcessedTransaction | undefined;
  readonly replay: ReverseReplay;
  /** The added transaction's note is written (the caller writes it otherwise). */
  readonly noteWritten?: boolean;
}
