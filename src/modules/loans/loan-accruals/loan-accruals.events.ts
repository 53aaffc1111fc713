import type { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { recordBusinessEvents, type ExternalEventType } from '../../../platform/events/index.ts';

/** Fineract's LoanAccrualTransactionCreatedBusinessEvent: an accrual transaction (type 10) written. */
const ACCRUAL_CREATED: ExternalEventType = { type: 'LoanAccrualTransactionCreatedBusinessEvent', category: 'Loan' };
/** Fineract's LoanTransactionAccrualActivityPostBusinessEvent: an accrual activity transaction (type 32) written. */
const ACCRUAL_ACTIVITY_POSTED: ExternalEventType = { type: 'LoanTransactionAccrualActivityPostBusinessEvent', category: 'Loan' };

/** A transaction written and its loan. */
interface WrittenTransaction {
  readonly loanId: number;
  readonly transactionId: number;
}

async function raise(db: Kysely<object>, type: ExternalEventType, written: readonly WrittenTransaction[], businessDate: LocalDate): Promise<void> {
  await recordBusinessEvents(db, written.map((w) => ({ type, businessDate, result: { loanId: w.loanId, resourceId: w.transactionId } })));
}

/**
 * One LoanAccrualTransactionCreatedBusinessEvent per accrual written, with its LoanTransactionDataV1, all in one
 * statement (and one read of the transactions); none, and no statement, while the type is disabled.
 */
export async function raiseAccrualsCreated(db: Kysely<object>, written: readonly WrittenTransaction[], businessDate: LocalDate): Promise<void> {
  await raise(db, ACCRUAL_CREATED, written, businessDate);
}

/** The same for accrual activities: LoanTransactionAccrualActivityPostBusinessEvent. */
export async function raiseAccrualActivitiesPosted(db: Kysely<object>, written: readonly WrittenTransaction[], businessDate: LocalDate): Promise<void> {
  await raise(db, ACCRUAL_ACTIVITY_POSTED, written, businessDate);
}
