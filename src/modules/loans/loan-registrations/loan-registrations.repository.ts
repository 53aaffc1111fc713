import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { LoanStatus } from '../loan-accounts/domain/loan-status.ts';

/** The statuses of an open loan: submitted, approved, active or being transferred (Fineract refuses closing a client or group with one). */
const OPEN_STATUSES = [LoanStatus.SUBMITTED_AND_PENDING_APPROVAL, LoanStatus.APPROVED, LoanStatus.ACTIVE, LoanStatus.TRANSFER_IN_PROGRESS, LoanStatus.TRANSFER_ON_HOLD];

/** Whether the client (`client_id`) or group (`group_id`) has an open loan. */
export async function holderHasOpenLoans(untyped: Kysely<object>, column: 'client_id' | 'group_id', id: number): Promise<boolean> {
  const row = await tenantTables(untyped).selectFrom('m_loan').select('id').where(column, '=', id).where('loan_status_id', 'in', OPEN_STATUSES).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Whether the staff member is the officer of an open loan (their portfolio keeps them from being deactivated). */
export async function staffHasOpenLoans(untyped: Kysely<object>, staffId: number): Promise<boolean> {
  const row = await tenantTables(untyped).selectFrom('m_loan').select('id').where('loan_officer_id', '=', staffId).where('loan_status_id', 'in', OPEN_STATUSES).limit(1).executeTakeFirst();
  return row !== undefined;
}
