import { sql, type Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import type { EditedTranche } from './domain/tranche-edit.ts';

/** New expected dates and principals of stored tranches (one update; none without changes). */
export async function updateTrancheExpectations(untyped: Kysely<object>, changed: readonly EditedTranche[]): Promise<void> {
  const rows = changed.flatMap((t) => (t.id === undefined ? [] : [{ ...t, id: t.id }]));
  if (rows.length === 0) {
    return;
  }
  const date = sql<string>`case ${sql.join(rows.map((t) => sql`when id = ${t.id} then ${t.expected.toString()}::date`), sql` `)} end`;
  const principal = sql<string>`case ${sql.join(rows.map((t) => sql`when id = ${t.id} then ${t.principal.toString()}::numeric`), sql` `)} end`;
  await tenantTables(untyped).updateTable('m_loan_disbursement_detail').set({ expected_disburse_date: date, principal }).where('id', 'in', rows.map((t) => t.id)).execute();
}

/**
 * Removes tranches not yet disbursed (two statements; none without ids): their charges are deactivated as Fineract's
 * removeLoanCharge does, then the tranches deleted (their links to the charges go with them).
 */
export async function removeTranches(untyped: Kysely<object>, loanId: number, trancheIds: readonly number[]): Promise<void> {
  if (trancheIds.length === 0) {
    return;
  }
  const db = tenantTables(untyped);
  const linked = db.selectFrom('m_loan_tranche_disbursement_charge').select('loan_charge_id').where('disbursement_detail_id', 'in', [...trancheIds]);
  await db.updateTable('m_loan_charge').set({ is_active: false }).where('loan_id', '=', loanId).where('id', 'in', linked).execute();
  await db.deleteFrom('m_loan_disbursement_detail').where('loan_id', '=', loanId).where('id', 'in', [...trancheIds]).execute();
}

/** The charge definitions kept per tranche on the loan (m_loan_tranche_charges; one statement). */
export async function findTrancheChargeDefinitionIds(untyped: Kysely<object>, loanId: number): Promise<number[]> {
  const rows = await tenantTables(untyped).selectFrom('m_loan_tranche_charges').select('charge_id').where('loan_id', '=', loanId).orderBy('id').execute();
  return [...new Set(rows.map((r) => r.charge_id))];
}
