import type { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { enabledExternalEventTypes, recordBusinessEvents, type OutboxBusinessEvent } from '../../../platform/events/index.ts';
import { BALANCE_CHANGED, loanEvent, loanStatusOf, STATUS_CHANGED } from './loan-transfer-repayment.events.ts';

const REFUND_POSTED = loanEvent('LoanRefundPostBusinessEvent');

/** What the refund's events compare against: the loan's status before it, kept only while its event type is enabled. */
interface TransferRefundWatch {
  readonly loanId: number;
  readonly status?: number;
}

/** Before an overpaid loan gives money to a savings account: its status (already read with the loan: no statement). */
export async function watchTransferRefund(db: Kysely<object>, loanId: number, status: number): Promise<TransferRefundWatch> {
  return (await enabledExternalEventTypes(db)).has(STATUS_CHANGED.type) ? { loanId, status } : { loanId };
}

/**
 * After the loan side of a loan-to-savings transfer (Fineract's makeRefund): LoanStatusChangedBusinessEvent when the
 * refund took the whole overpayment and closed the loan, then LoanBalanceChangedBusinessEvent and
 * LoanRefundPostBusinessEvent with the refund (type 16), in Fineract's order. One statement for all (those of enabled
 * types; none while no type is enabled), payloads by the batch builders.
 */
export async function raiseTransferRefund(db: Kysely<object>, before: TransferRefundWatch, transactionId: number, businessDate: LocalDate): Promise<void> {
  const { loanId } = before;
  const loanResult = { loanId, resourceId: loanId };
  const events: OutboxBusinessEvent[] = [];
  if (before.status !== undefined && (await loanStatusOf(db, loanId)) !== before.status) {
    events.push({ type: STATUS_CHANGED, businessDate, result: loanResult });
  }
  events.push({ type: BALANCE_CHANGED, businessDate, result: loanResult }, { type: REFUND_POSTED, businessDate, result: { loanId, resourceId: transactionId } });
  await recordBusinessEvents(db, events);
}
