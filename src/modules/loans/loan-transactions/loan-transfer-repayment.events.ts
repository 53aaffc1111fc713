import type { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { enabledExternalEventTypes, recordBusinessEvents, type ExternalEventType, type OutboxBusinessEvent } from '../../../platform/events/index.ts';
import { findDelinquencySignatures } from '../loan-delinquency/loan-delinquency.repository.ts';

export const loanEvent = (type: string): ExternalEventType => ({ type, category: 'Loan' });
export const STATUS_CHANGED = loanEvent('LoanStatusChangedBusinessEvent');
const DELINQUENCY_RANGE_CHANGED = loanEvent('LoanDelinquencyRangeChangeBusinessEvent');
export const BALANCE_CHANGED = loanEvent('LoanBalanceChangedBusinessEvent');
const REPAYMENT_POSTED = loanEvent('LoanTransactionMakeRepaymentPostBusinessEvent');

/** What the repayment's events compare against: the loan's status and classification before it, as far as their types are enabled. */
interface TransferRepaymentWatch {
  readonly loanId: number;
  readonly status?: number;
  readonly signature?: string;
}

/** The loan's status as stored now. */
export async function loanStatusOf(db: Kysely<object>, loanId: number): Promise<number | undefined> {
  return (await tenantTables(db).selectFrom('m_loan').select('loan_status_id').where('id', '=', loanId).executeTakeFirst())?.loan_status_id;
}

/** Before a loan is repaid by an account transfer: its status and classification, each read only while its event type is enabled. */
export async function watchTransferRepayment(db: Kysely<object>, loanId: number): Promise<TransferRepaymentWatch> {
  const enabled = await enabledExternalEventTypes(db);
  const status = enabled.has(STATUS_CHANGED.type) ? await loanStatusOf(db, loanId) : undefined;
  const signature = enabled.has(DELINQUENCY_RANGE_CHANGED.type) ? (await findDelinquencySignatures(db, [loanId])).get(loanId) : undefined;
  return { loanId, ...(status === undefined ? {} : { status }), ...(signature === undefined ? {} : { signature }) };
}

/**
 * After a loan was repaid by an account transfer (a savings-to-loan transfer, a standing instruction): the events a
 * direct repayment raises, in the same order, as Fineract's repayment service raises them for both — the status change
 * when the repayment moved the loan (closed as repaid, overpaid), the delinquency range change when it reclassified it,
 * LoanBalanceChangedBusinessEvent, then LoanTransactionMakeRepaymentPostBusinessEvent with the repayment. One statement
 * for all (those of enabled types), their payloads built as for the events of close of business.
 */
export async function raiseTransferRepayment(db: Kysely<object>, before: TransferRepaymentWatch, transactionId: number, businessDate: LocalDate): Promise<void> {
  const { loanId } = before;
  const loanResult = { loanId, resourceId: loanId };
  const events: OutboxBusinessEvent[] = [];
  if (before.status !== undefined && (await loanStatusOf(db, loanId)) !== before.status) {
    events.push({ type: STATUS_CHANGED, businessDate, result: loanResult });
  }
  if (before.signature !== undefined && (await findDelinquencySignatures(db, [loanId])).get(loanId) !== before.signature) {
    events.push({ type: DELINQUENCY_RANGE_CHANGED, businessDate, result: loanResult });
  }
  events.push({ type: BALANCE_CHANGED, businessDate, result: loanResult }, { type: REPAYMENT_POSTED, businessDate, result: { loanId, resourceId: transactionId } });
  await recordBusinessEvents(db, events);
}
