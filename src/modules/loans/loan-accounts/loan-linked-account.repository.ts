import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';

/** Fineract's AccountAssociationType: a loan's linked savings account. */
export const LINKED_ACCOUNT_ASSOCIATION = 1;
const SAVINGS_ACTIVE = 300;

/** The savings account a loan links to, as the link's checks and the loan read need it. */
export interface LinkableSavingsAccount {
  readonly id: number;
  readonly accountNo: string;
  readonly clientId: number | null;
  readonly active: boolean;
}

/** The savings account `linkAccountId` names (read model of savings' m_savings_account). */
export async function findLinkableSavingsAccount(untyped: Kysely<object>, savingsId: number): Promise<LinkableSavingsAccount | undefined> {
  const row = await tenantTables(untyped).selectFrom('m_savings_account').select(['id', 'account_no', 'client_id', 'status_enum']).where('id', '=', savingsId).executeTakeFirst();
  return row === undefined ? undefined : { id: row.id, accountNo: row.account_no, clientId: row.client_id, active: row.status_enum === SAVINGS_ACTIVE };
}

/** The loan's active linked savings account, with its account number; one statement. */
export async function findLinkedSavingsAccount(untyped: Kysely<object>, loanId: number): Promise<{ id: number; accountNo: string } | undefined> {
  const row = await tenantTables(untyped)
    .selectFrom('m_portfolio_account_associations as aa')
    .innerJoin('m_savings_account as s', 's.id', 'aa.linked_savings_account_id')
    .select(['s.id', 's.account_no'])
    .where('aa.loan_account_id', '=', loanId)
    .where('aa.association_type_enum', '=', LINKED_ACCOUNT_ASSOCIATION)
    .where('aa.is_active', '=', true)
    .executeTakeFirst();
  return row === undefined ? undefined : { id: row.id, accountNo: row.account_no };
}

/** Replaces the loan's linked-account row: none when `savingsId` is null. */
export async function replaceLinkedSavingsAccount(untyped: Kysely<object>, loanId: number, savingsId: number | null): Promise<void> {
  const db = tenantTables(untyped);
  await db.deleteFrom('m_portfolio_account_associations').where('loan_account_id', '=', loanId).where('association_type_enum', '=', LINKED_ACCOUNT_ASSOCIATION).execute();
  if (savingsId !== null) {
    await db.insertInto('m_portfolio_account_associations').values({ loan_account_id: loanId, linked_savings_account_id: savingsId, association_type_enum: LINKED_ACCOUNT_ASSOCIATION, is_active: true }).execute();
  }
}

/** A deleted application takes its links with it. */
export async function deleteLinkedAccounts(untyped: Kysely<object>, loanId: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_portfolio_account_associations').where('loan_account_id', '=', loanId).execute();
}
