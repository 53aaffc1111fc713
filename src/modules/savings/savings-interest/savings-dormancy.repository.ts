import { sql, type Kysely } from 'kysely';
import { LocalDate } from '@js-joda/core';
import { Decimal } from 'decimal.js';
import { SavingsAccountStatus, SavingsAccountSubStatus } from '../savings-accounts/domain/savings-account-status.ts';
import { findSavingsAccountForUpdate, updateSavingsAccount } from '../savings-accounts/savings-accounts.repository.ts';
import { AccountingRule } from '../savings-products/domain/savings-product-enums.ts';
import { findSavingsProductById } from '../savings-products/savings-products.repository.ts';
import { SavingsTransactionType } from '../savings-transactions/domain/savings-transaction-type.ts';
import { insertSavingsTransaction, recomputeSavingsBalances } from '../savings-transactions/savings-transactions.repository.ts';
import { postEscheatEntries } from './savings-interest.postings.ts';

type DaysColumn = 'days_to_inactive' | 'days_to_dormancy';

/**
 * Moves active accounts of products with dormancy tracking from one sub-status to the next when their last
 * deposit or withdrawal that is not reversed (else their activation) lies at least the product's days
 * before the business date (Fineract's retrieveSavingsIdsPendingInactive / PendingDormant). One statement;
 * answers the ids of the accounts moved, in id order.
 */
export async function advanceDormancy(untyped: Kysely<object>, today: string, userId: number, from: number, to: number, days: DaysColumn): Promise<number[]> {
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
  return result.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/**
 * Dormant accounts of products with dormancy tracking whose last deposit or withdrawal that is not reversed
 * (else their activation) lies at least the product's `days_to_escheat` before the business date (Fineract's
 * retrieveSavingsIdsPendingEscheat), in id order.
 */
export async function findAccountsPendingEscheat(untyped: Kysely<object>, today: string): Promise<number[]> {
  const result = await sql<{ id: number }>`
    select sa.id from m_savings_account sa
    join m_savings_product sp on sp.id = sa.product_id and sp.is_dormancy_tracking_active = true and sp.days_to_escheat is not null
    where sa.status_enum = ${SavingsAccountStatus.ACTIVE} and sa.sub_status_enum = ${SavingsAccountSubStatus.DORMANT}
      and ${today}::date - coalesce((
        select max(t.transaction_date) from m_savings_account_transaction t
        where t.savings_account_id = sa.id and not t.is_reversed and t.transaction_type_enum in (1, 2)), sa.activatedon_date) >= sp.days_to_escheat
    order by sa.id`.execute(untyped);
  return result.rows.map((r) => Number(r.id));
}

/**
 * Fineract's escheat of one account: a positive balance leaves in an escheat transaction (type 19) on the
 * business date, posted from savings control to the escheat liability; the account is closed (600) on that
 * date with sub-status escheat (300).
 */
export async function escheatAccount(untyped: Kysely<object>, accountId: number, today: string, userId: number): Promise<void> {
  const account = await findSavingsAccountForUpdate(untyped, accountId);
  if (account === undefined) {
    return;
  }
  const { row, holder } = account;
  const balance = new Decimal(row.account_balance_derived);
  if (balance.greaterThan(0)) {
    const transactionId = await insertSavingsTransaction(untyped, {
      savings_account_id: row.id, office_id: holder.officeId, payment_detail_id: null, transaction_type_enum: SavingsTransactionType.ESCHEAT, is_reversed: false,
      transaction_date: today, amount: balance.toString(), submitted_on_date: today, created_by: userId,
    });
    await recomputeSavingsBalances(untyped, row.id, today, userId, transactionId);
    const accountingRule = (await findSavingsProductById(untyped, row.product_id ?? 0))?.accounting_type ?? AccountingRule.NONE;
    await postEscheatEntries(untyped, userId, {
      transactionId, accountId: row.id, productId: row.product_id ?? 0, accountingRule, officeId: holder.officeId, currencyCode: row.currency_code,
      date: LocalDate.parse(today), amount: balance,
    });
  }
  await updateSavingsAccount(untyped, row.id, userId, {
    status_enum: SavingsAccountStatus.CLOSED, sub_status_enum: SavingsAccountSubStatus.ESCHEAT, closedon_date: today, closedon_userid: userId,
  });
}

/**
 * The three steps of "Update Savings Dormant Accounts" (SA_UDOR), in Fineract's order: inactive, dormant,
 * escheat. `onInactive` runs for the accounts that have just become inactive (their no-activity fees) before
 * the dormant step.
 */
export async function updateDormantAccounts(untyped: Kysely<object>, today: string, userId: number, onInactive: (ids: readonly number[]) => Promise<void>): Promise<void> {
  const S = SavingsAccountSubStatus;
  await onInactive(await advanceDormancy(untyped, today, userId, S.NONE, S.INACTIVE, 'days_to_inactive'));
  await advanceDormancy(untyped, today, userId, S.INACTIVE, S.DORMANT, 'days_to_dormancy');
  for (const id of await findAccountsPendingEscheat(untyped, today)) {
    await escheatAccount(untyped, id, today, userId);
  }
}
