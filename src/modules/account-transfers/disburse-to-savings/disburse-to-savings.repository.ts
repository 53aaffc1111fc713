import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';

/** An unreversed transfer out of a loan into a savings account (a disbursement to savings). */
export interface TransferOutOfLoan {
  readonly id: number;
  readonly savingsAccountId: number;
  readonly savingsTransactionId: number;
}

/** The loan's unreversed transfers into savings accounts, oldest first (one statement). */
export async function findTransfersOutOfLoan(untyped: Kysely<object>, loanId: number): Promise<TransferOutOfLoan[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_account_transfer_transaction as att')
    .innerJoin('m_account_transfer_details as d', 'd.id', 'att.account_transfer_details_id')
    .select(['att.id', 'd.to_savings_account_id', 'att.to_savings_transaction_id'])
    .where('d.from_loan_account_id', '=', loanId)
    .where('att.is_reversed', '=', false)
    .orderBy('att.id')
    .execute();
  return rows.flatMap((r) => (r.to_savings_account_id === null || r.to_savings_transaction_id === null ? [] : [{ id: r.id, savingsAccountId: r.to_savings_account_id, savingsTransactionId: r.to_savings_transaction_id }]));
}

/** Marks transfers reversed (Fineract's AccountTransferTransaction.reverse). */
export async function markTransfersReversed(untyped: Kysely<object>, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) {
    await tenantTables(untyped).updateTable('m_account_transfer_transaction').set({ is_reversed: true }).where('id', 'in', [...ids]).execute();
  }
}
