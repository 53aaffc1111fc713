import { sql, type Insertable, type Kysely } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type AccountTransferDetailsValues = Insertable<TenantDB['m_account_transfer_details']>;
export type AccountTransferTransactionValues = Insertable<TenantDB['m_account_transfer_transaction']>;

/** Who and what a transfer moves money between; answers the new id. */
export async function insertTransferDetails(untyped: Kysely<object>, values: AccountTransferDetailsValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_account_transfer_details').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** One executed transfer, linking the transactions it produced; answers the new id. */
export async function insertTransferTransaction(untyped: Kysely<object>, values: AccountTransferTransactionValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_account_transfer_transaction').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** An unreversed transfer out of a loan transaction into a savings account (a refund moved to savings). */
export interface TransferFromLoanTransaction {
  readonly id: number;
  readonly savingsAccountId: number;
  readonly savingsTransactionId: number;
}

/** The unreversed transfers whose loan side is one of the transactions, into savings accounts, oldest first (one statement). */
export async function findTransfersFromLoanTransactions(untyped: Kysely<object>, loanTransactionIds: readonly number[]): Promise<TransferFromLoanTransaction[]> {
  if (loanTransactionIds.length === 0) {
    return [];
  }
  const rows = await tenantTables(untyped)
    .selectFrom('m_account_transfer_transaction as att')
    .innerJoin('m_account_transfer_details as d', 'd.id', 'att.account_transfer_details_id')
    .select(['att.id', 'd.to_savings_account_id', 'att.to_savings_transaction_id'])
    .where('att.from_loan_transaction_id', 'in', [...loanTransactionIds])
    .where('att.is_reversed', '=', false)
    .orderBy('att.id')
    .execute();
  return rows.flatMap((r) => (r.to_savings_account_id === null || r.to_savings_transaction_id === null ? [] : [{ id: r.id, savingsAccountId: r.to_savings_account_id, savingsTransactionId: r.to_savings_transaction_id }]));
}

/**
 * Points the unreversed transfers into replaced loan transactions at their replacements (Fineract's
 * updateLoanTransaction); answers the replaced ids that were linked. One UPDATE … FROM (VALUES …) for them all.
 */
export async function relinkToLoanTransactions(untyped: Kysely<object>, replacements: readonly { readonly from: number; readonly to: number }[]): Promise<number[]> {
  if (replacements.length === 0) {
    return [];
  }
  const values = replacements.map((r) => sql`(${r.from}::bigint, ${r.to}::bigint)`);
  const { rows } = await sql<{ replaced: number | string }>`update m_account_transfer_transaction as att set to_loan_transaction_id = v.replacement
    from (values ${sql.join(values)}) as v(replaced, replacement)
    where att.to_loan_transaction_id = v.replaced and att.is_reversed = false
    returning v.replaced::integer as replaced`.execute(untyped);
  return rows.map((r) => Number(r.replaced));
}
