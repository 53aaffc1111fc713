import type { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import type { CommandResult } from '../../../platform/commands/index.ts';
import { enabledExternalEventTypes, recordBusinessEvents, type ExternalEventType, type StateChangeEvent } from '../../../platform/events/index.ts';
import { findDelinquencySignatures } from './loan-delinquency.repository.ts';

/**
 * Fineract's LoanDelinquencyRangeChangeBusinessEvent: raised when a loan's delinquency range changes (it enters a
 * range, moves to another, leaves delinquency) or, for a loan classified by installment, an installment's range does.
 */
const LOAN_DELINQUENCY_RANGE_CHANGE: ExternalEventType = { type: 'LoanDelinquencyRangeChangeBusinessEvent', category: 'Loan' };

/** The command entities whose `entityId` is the loan. */
const LOAN_ENTITIES: ReadonlySet<string> = new Set(['LOAN', 'LOANCHARGE', 'WAIVECHARGE', 'DISBURSEMENTDETAIL', 'DELINQUENCY_ACTION']);

interface SignatureBefore {
  readonly loanId: number;
  readonly signature: string;
}

/**
 * The event raised by a command of a loan whose classification it changed (a repayment, a charge-back, a backdated
 * pause, `assigndelinquency`, …): the loan's ranges read before the handler and after it, only while the type is
 * enabled.
 */
export const loanDelinquencyRangeChangedEvent: StateChangeEvent = {
  type: LOAN_DELINQUENCY_RANGE_CHANGE,
  entities: LOAN_ENTITIES,
  capture: async (trx, request): Promise<SignatureBefore | undefined> => {
    if (request.entityId === undefined) {
      return undefined;
    }
    const signature = (await findDelinquencySignatures(trx, [request.entityId])).get(request.entityId);
    return signature === undefined ? undefined : { loanId: request.entityId, signature };
  },
  changed: async (trx, captured, result): Promise<readonly CommandResult[]> => {
    const before = captured as SignatureBefore;
    if (result.loanId !== before.loanId) {
      return [];
    }
    const after = (await findDelinquencySignatures(trx, [before.loanId])).get(before.loanId);
    return after === undefined || after === before.signature ? [] : [{ ...result, loanId: before.loanId, resourceId: before.loanId }];
  },
};

/** The loans' classifications before a job or a close-of-business step classifies them; undefined while the event is disabled. */
export async function watchDelinquencyRanges(db: Kysely<object>, loanIds: readonly number[]): Promise<ReadonlyMap<number, string> | undefined> {
  if (loanIds.length === 0 || !(await enabledExternalEventTypes(db)).has(LOAN_DELINQUENCY_RANGE_CHANGE.type)) {
    return undefined;
  }
  return findDelinquencySignatures(db, loanIds);
}

/**
 * After the loans were classified: the event for each loan whose classification changed, on `businessDate`, all in
 * one statement (and one read of the classifications, plus the payload's reads).
 */
export async function raiseDelinquencyRangeChanges(db: Kysely<object>, before: ReadonlyMap<number, string> | undefined, businessDate: LocalDate): Promise<void> {
  if (before === undefined) {
    return;
  }
  const after = await findDelinquencySignatures(db, [...before.keys()]);
  const changed = [...before].filter(([loanId, signature]) => after.has(loanId) && after.get(loanId) !== signature).map(([loanId]) => loanId);
  await recordBusinessEvents(db, changed.map((loanId) => ({ type: LOAN_DELINQUENCY_RANGE_CHANGE, businessDate, result: { loanId, resourceId: loanId } })));
}
