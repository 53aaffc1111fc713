import type { Kysely } from 'kysely';
import type { Principal } from '../../../platform/security/index.ts';
import { requireDatatableEntries, saveDatatableEntries } from '../../system/index.ts';

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

/**
 * A new application's entity datatable entries: the ones it brings in `datatables` are saved, then the
 * CREATE checks of its product (or of every product) must be met.
 */
export async function saveLoanCreateDatatableEntries(db: Kysely<object>, user: Principal, loanId: number, productId: number, datatables: unknown): Promise<void> {
  await saveDatatableEntries(db, user, loanId, datatables);
  await requireLoanDatatableEntries(db, loanId, productId, 'CREATE');
}
