import { sql, type Kysely } from 'kysely';
import { SavingsAccountStatus, SavingsAccountSubStatus } from '../savings-accounts/domain/savings-account-status.ts';

type DaysColumn = 'days_to_inactive' | 'days_to_dormancy';

/**
 * Moves active accounts of products with dormancy tracking from one sub-status to the next when their last
 * deposit or withdrawal that is not reversed (else their activation) lies at least the product's days
 * before the business date (Fineract's retrieveSavingsIdsPendingInactive / PendingDormant). One statement;
 * answers the number of accounts moved.
 */
export async function advanceDormancy(untyped: Kysely<object>, today: string, userId: number, from: number, to: number, days: DaysColumn): Promise<number> {
  const result = await sql<{ id: number }>`
    update m_savings_account sa
    set sub_status_enum = ${to}, last_modified_by = ${userId}, last_modified_on_utc = current_timestamp, version = sa.version + 1
    from m_savings_product sp
    where sp.id = sa.product_id and sp.is_dormancy_tracking_active = true and sp.${sql.ref(days)} is not null
      and sa.status_enum = ${SavingsAccountStatus.ACTIVE} and sa.sub_status_enum = ${from}
      and ${today}::date - coalesce((
        select max(t.transaction_date) from m_savings_account_transaction t
        where t.savings_account_id = sa.id and not t.is_reversed and t.transaction_type_enum in (1, 2)), sa.activatedon_date) >= sp.${sql.ref(days)}
    returning sa.id`.execute(untyped);
  return result.rows.length;
}

/** The two steps of "Update Savings Dormant Accounts" (SA_UDOR) this service runs, in Fineract's order. */
export async function updateDormantAccounts(untyped: Kysely<object>, today: string, userId: number): Promise<void> {
  const S = SavingsAccountSubStatus;
  await advanceDormancy(untyped, today, userId, S.NONE, S.INACTIVE, 'days_to_inactive');
  await advanceDormancy(untyped, today, userId, S.INACTIVE, S.DORMANT, 'days_to_dormancy');
}
