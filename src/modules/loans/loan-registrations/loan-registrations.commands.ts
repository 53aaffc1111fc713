import type { Kysely } from 'kysely';
import { requireDatatableEntries } from '../../system/index.ts';

/** The loan statuses an entity datatable check on `m_loan` may name. */
export type LoanDatatableCheckStatus = 'CREATE' | 'APPROVE' | 'DISBURSE' | 'WITHDRAWN' | 'REJECTED' | 'WRITE_OFF';

/**
 * Refuses a loan command when a datatable that an entity datatable check names for the status the loan
 * reaches (for its product, or for any product) has no entry for the loan: 403
 * `error.msg.entry.required.in.datatable.[<names>]`. Called by the command that moves the loan there.
 */
export async function requireLoanDatatableEntries(db: Kysely<object>, loanId: number, productId: number | null, status: LoanDatatableCheckStatus): Promise<void> {
  await requireDatatableEntries(db, { entity: 'm_loan', statuses: [status], id: loanId, ...(productId === null ? {} : { productId }) });
}
