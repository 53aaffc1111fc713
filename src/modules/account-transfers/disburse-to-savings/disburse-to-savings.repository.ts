import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';

/** An unreversed transfer into or out of a loan, with both legs (Fineract's AccountTransferTransaction). */
export interface TransferOfLoan {
  readonly id: number;
  readonly fromLoanTransactionId: number | null;
  readonly toLoanTransactionId: number | null;
  /** The type of the loan transaction the transfer paid into the loan (a repayment, a charge payment, …). */
  readonly toLoanTransactionType: number | null;
  readonly fromSavings: { readonly accountId: number; readonly transactionId: number } | undefined;
  readonly toSavings: { readonly accountId: number; readonly transactionId: number } | undefined;
}

function savingsLeg(accountId: number | null, transactionId: number | null): { accountId: number; transactionId: number } | undefined {
  return accountId === null || transactionId === null ? undefined : { accountId, transactionId };
}

/**
 * Every unreversed transfer whose details name the loan on either side (Fineract's findAllByLoanId: disbursements
 * to savings, refunds to savings, repayments and charge payments from savings), newest first (one statement).
 */
export async function findTransfersOfLoan(untyped: Kysely<object>, loanId: number): Promise<TransferOfLoan[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_account_transfer_transaction as att')
    .innerJoin('m_account_transfer_details as d', 'd.id', 'att.account_transfer_details_id')
    .leftJoin('m_loan_transaction as lt', 'lt.id', 'att.to_loan_transaction_id')
    .select(['att.id', 'att.from_loan_transaction_id', 'att.to_loan_transaction_id', 'd.from_savings_account_id', 'att.from_savings_transaction_id', 'd.to_savings_account_id', 'att.to_savings_transaction_id'])
    .select('lt.transaction_type_enum as to_loan_transaction_type')
    .where((eb) => eb.or([eb('d.from_loan_account_id', '=', loanId), eb('d.to_loan_account_id', '=', loanId)]))
    .where('att.is_reversed', '=', false)
    .orderBy('att.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id, fromLoanTransactionId: r.from_loan_transaction_id, toLoanTransactionId: r.to_loan_transaction_id, toLoanTransactionType: r.to_loan_transaction_type ?? null,
    fromSavings: savingsLeg(r.from_savings_account_id, r.from_savings_transaction_id), toSavings: savingsLeg(r.to_savings_account_id, r.to_savings_transaction_id),
  }));
}

/**
 * Locks, in id order, the savings accounts of the loan's unreversed transfers (one statement), so that an undo
 * disbursal takes them before the loan, in the order every transfer between savings and a loan takes its rows.
 */
export async function lockSavingsAccountsOfLoanTransfers(untyped: Kysely<object>, loanId: number): Promise<void> {
  const db = tenantTables(untyped);
  const legs = (side: 'd.from_savings_account_id' | 'd.to_savings_account_id') =>
    db
      .selectFrom('m_account_transfer_transaction as att')
      .innerJoin('m_account_transfer_details as d', 'd.id', 'att.account_transfer_details_id')
      .select(side)
      .where((eb) => eb.or([eb('d.from_loan_account_id', '=', loanId), eb('d.to_loan_account_id', '=', loanId)]))
      .where('att.is_reversed', '=', false)
      .where(side, 'is not', null);
  await db
    .selectFrom('m_savings_account as sa')
    .select('sa.id')
    .where((eb) => eb.or([eb('sa.id', 'in', legs('d.from_savings_account_id')), eb('sa.id', 'in', legs('d.to_savings_account_id'))]))
    .orderBy('sa.id')
    .forUpdate()
    .execute();
}

/** Marks transfers reversed (Fineract's AccountTransferTransaction.reverse). */
export async function markTransfersReversed(untyped: Kysely<object>, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) {
    await tenantTables(untyped).updateTable('m_account_transfer_transaction').set({ is_reversed: true }).where('id', 'in', [...ids]).execute();
  }
}
