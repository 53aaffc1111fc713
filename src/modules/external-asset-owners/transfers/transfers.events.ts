import type { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { recordBusinessEvents, type ExternalEventType, type OutboxBusinessEvent } from '../../../platform/events/index.ts';

/** Fineract's LoanOwnershipTransferBusinessEvent (category Investor, ordered by the loan). */
const OWNERSHIP_TRANSFER: ExternalEventType = { type: 'LoanOwnershipTransferBusinessEvent', category: 'Investor' };
/** Fineract's LoanAccountSnapshotBusinessEvent: the loan as it stands after its owner changed. */
const ACCOUNT_SNAPSHOT: ExternalEventType = { type: 'LoanAccountSnapshotBusinessEvent', category: 'Loan' };

/** A transfer row an execution wrote, and whether the loan's snapshot follows its event. */
export interface TransferOutcome {
  readonly loanId: number;
  /** The row the consumer hears of: the new ACTIVE, DECLINED or CANCELLED row, or the executed buy-back. */
  readonly transferId: number;
  readonly snapshot: boolean;
}

/**
 * The events of the executed transfers, in execution order, as Fineract's COB step raises them: one
 * LoanOwnershipTransferBusinessEvent per transfer row, followed by a LoanAccountSnapshotBusinessEvent of the loan after a
 * sale that went through and after any buy-back (executed or cancelled as unsold); none after a declined sale or the
 * cancelled rows of a same-day sale and buy-back. One statement for all (none while both types are disabled); the
 * payloads are built for all at once.
 */
export async function raiseTransferEvents(db: Kysely<object>, outcomes: readonly TransferOutcome[], businessDate: LocalDate): Promise<void> {
  const events: OutboxBusinessEvent[] = outcomes.flatMap((o) => [
    { type: OWNERSHIP_TRANSFER, businessDate, result: { loanId: o.loanId, resourceId: o.transferId } },
    ...(o.snapshot ? [{ type: ACCOUNT_SNAPSHOT, businessDate, result: { loanId: o.loanId, resourceId: o.loanId } }] : []),
  ]);
  await recordBusinessEvents(db, events);
}
