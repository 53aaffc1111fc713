import type { Kysely } from 'kysely';
import type { CommandResult } from '../../../platform/commands/index.ts';
import { tenantTables } from '../../../platform/db/index.ts';
import type { StateChangeEvent } from '../../../platform/events/index.ts';

/** The loan's status before the command ran. */
interface LoanStatusBefore {
  readonly loanId: number;
  readonly status: number;
}

/** The command entities whose `entityId` is the loan: the loan's own commands, its charges, waivers and tranches. */
const LOAN_ENTITIES: ReadonlySet<string> = new Set(['LOAN', 'LOANCHARGE', 'WAIVECHARGE', 'DISBURSEMENTDETAIL']);

async function loanStatusOf(trx: Kysely<object>, loanId: number): Promise<number | undefined> {
  const row = await tenantTables(trx).selectFrom('m_loan').select('loan_status_id').where('id', '=', loanId).executeTakeFirst();
  return row?.loan_status_id;
}

/**
 * LoanStatusChangedBusinessEvent: Fineract's loan state machine raises it at each transition of a loan's status
 * (approval and its undo, rejection, withdrawal, disbursement and its undo, repaid in full, overpaid, written off,
 * closed, reopened), never at the loan's creation (LoanCreatedBusinessEvent says it). A command of an existing loan
 * raises it when the loan's status differs after the command from before it: one read before the handler, one after,
 * only while the type is enabled. Its payload is the loan's LoanAccountDataV1 (a LoanBusinessEvent).
 */
export const loanStatusChangedEvent: StateChangeEvent = {
  type: { type: 'LoanStatusChangedBusinessEvent', category: 'Loan' },
  entities: LOAN_ENTITIES,
  capture: async (trx, request): Promise<LoanStatusBefore | undefined> => {
    if (request.entityId === undefined) {
      return undefined;
    }
    const status = await loanStatusOf(trx, request.entityId);
    return status === undefined ? undefined : { loanId: request.entityId, status };
  },
  changed: async (trx, captured, result): Promise<readonly CommandResult[]> => {
    const before = captured as LoanStatusBefore;
    if (result.loanId !== before.loanId) {
      return [];
    }
    const status = await loanStatusOf(trx, before.loanId);
    return status === undefined || status === before.status ? [] : [{ ...result, loanId: before.loanId, resourceId: before.loanId }];
  },
};
