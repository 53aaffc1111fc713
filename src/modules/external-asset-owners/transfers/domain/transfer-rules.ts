import type { LocalDate } from '@js-joda/core';
import type { Decimal } from 'decimal.js';
import { TransferStatus, TransferSubStatus, type TransferSubStatusName } from './transfer-status.ts';

/** A transfer row as the rules see it. */
export interface TransferState {
  readonly id: number;
  readonly status: string;
  readonly settlementDate: LocalDate;
}

/**
 * Why a loan cannot be sold, given its effective transfers (those still applying after the business date,
 * newest first); undefined when it can. Fineract's messages, refused with 403.
 */
export function saleRefusal(effective: readonly TransferState[]): string | undefined {
  if (effective.length >= 2) {
    return 'This loan cannot be sold, there is already an in progress transfer';
  }
  const current = effective[0];
  if (current === undefined) {
    return undefined;
  }
  if (current.status === TransferStatus.PENDING) {
    return 'External asset owner transfer is already in PENDING state for this loan';
  }
  if (current.status === TransferStatus.ACTIVE) {
    return 'This loan cannot be sold, because it is owned by an external asset owner';
  }
  return `This loan cannot be sold, because it is incorrect state! (transferId = ${current.id})`;
}

/** The transfer a buy-back takes the loan back from, or why there is none (Fineract's messages, 403). */
export function buybackTarget(effective: readonly TransferState[], settlementDate: LocalDate): { readonly target: TransferState } | { readonly refusal: string } {
  const current = effective[0];
  if (current === undefined) {
    return { refusal: 'This loan cannot be bought back, it is not owned by an external asset owner' };
  }
  if (effective.length >= 2) {
    return { refusal: 'This loan cannot be bought back, external asset owner buyback transfer is already in progress' };
  }
  if (current.status !== TransferStatus.PENDING && current.status !== TransferStatus.ACTIVE) {
    return { refusal: `This loan cannot be bought back, effective transfer is not in right state: ${current.status}` };
  }
  if (settlementDate.isBefore(current.settlementDate)) {
    return { refusal: `This loan cannot be bought back, settlement date is earlier than effective transfer settlement date: ${current.settlementDate.toString()}` };
  }
  return { target: current };
}

/** Why the selected transfer cannot be cancelled: it must be the loan's latest effective one, pending or a buy-back. */
export function cancelRefusal(selected: TransferState, effective: readonly TransferState[]): string | undefined {
  const latest = effective[0];
  if (latest === undefined) {
    return 'This loan cannot be cancelled, there is no effective transfer for this loan';
  }
  if (latest.id !== selected.id) {
    return 'This loan cannot be cancelled, selected transfer is not the latest';
  }
  if (selected.status !== TransferStatus.PENDING && selected.status !== TransferStatus.BUYBACK) {
    return 'This loan cannot be cancelled, the selected transfer status is not pending or buyback';
  }
  return undefined;
}

/** What executing a loan's transfers due on one settlement date does. */
export type ExecutionStep =
  | { readonly kind: 'sale'; readonly transfer: TransferState }
  | { readonly kind: 'buyback'; readonly transfer: TransferState }
  /** A sale and a buy-back due the same day: both are cancelled (SAMEDAY_TRANSFERS). */
  | { readonly kind: 'sameDay'; readonly sale: TransferState; readonly buyback: TransferState }
  /** Rows that cannot be due together (a broken history): the loan is left as it is and reported. */
  | { readonly kind: 'invalid'; readonly message: string };

/** The step for the open PENDING and BUYBACK transfers of one loan due on one date, in id order. */
export function executionStep(due: readonly TransferState[]): ExecutionStep | undefined {
  const [first, second] = due;
  if (first === undefined) {
    return undefined;
  }
  if (second !== undefined) {
    if (due.length > 2 || first.status !== TransferStatus.PENDING || second.status !== TransferStatus.BUYBACK) {
      return { kind: 'invalid', message: `Illegal transfer found. Expected ${TransferStatus.PENDING} and ${TransferStatus.BUYBACK}, found: ${due.map((t) => t.status).join(' and ')}` };
    }
    return { kind: 'sameDay', sale: first, buyback: second };
  }
  return first.status === TransferStatus.PENDING ? { kind: 'sale', transfer: first } : { kind: 'buyback', transfer: first };
}

/** A due sale goes through while the loan has something outstanding; otherwise it is declined, saying why. */
export function saleOutcome(totalOutstanding: Decimal, totalOverpaid: Decimal): { readonly sold: true } | { readonly sold: false; readonly subStatus: TransferSubStatusName } {
  if (totalOutstanding.greaterThan(0)) {
    return { sold: true };
  }
  return { sold: false, subStatus: totalOverpaid.greaterThan(0) ? TransferSubStatus.BALANCE_NEGATIVE : TransferSubStatus.BALANCE_ZERO };
}
