import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';
import { CREDIT_TYPES, DEBIT_TYPES } from './domain/savings-transaction-type.ts';

export type SavingsTransactionRow = Selectable<TenantDB['m_savings_account_transaction']>;
type SavingsTransactionValues = Insertable<TenantDB['m_savings_account_transaction']>;

const sqlNow = sql<Date>`current_timestamp`;

export async function insertSavingsTransaction(
  untyped: Kysely<object>,
  values: Omit<SavingsTransactionValues, 'created_on_utc' | 'last_modified_on_utc' | 'created_date' | 'last_modified_by'>,
): Promise<number> {
  const row = await tenantTables(untyped)
    .insertInto('m_savings_account_transaction')
    .values({ ...values, last_modified_by: values.created_by, created_date: sqlNow, created_on_utc: sqlNow, last_modified_on_utc: sqlNow })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The transaction of the account (reversed or not), or undefined. */
export async function findSavingsTransaction(untyped: Kysely<object>, accountId: number, transactionId: number): Promise<SavingsTransactionRow | undefined> {
  return tenantTables(untyped)
    .selectFrom('m_savings_account_transaction')
    .selectAll()
    .where('id', '=', transactionId)
    .where('savings_account_id', '=', accountId)
    .executeTakeFirst();
}

/**
 * Whether the savings transaction is a leg of an account transfer (reversed transfers included, as Fineract's
 * isAccountTransfer): such a leg is undone only by reversing its transfer.
 */
export async function isSavingsTransferLeg(untyped: Kysely<object>, transactionId: number): Promise<boolean> {
  const row = await tenantTables(untyped)
    .selectFrom('m_account_transfer_transaction')
    .select('id')
    .where((eb) => eb.or([eb('from_savings_transaction_id', '=', transactionId), eb('to_savings_transaction_id', '=', transactionId)]))
    .executeTakeFirst();
  return row !== undefined;
}

export async function markSavingsTransactionReversed(untyped: Kysely<object>, transactionId: number, userId: number): Promise<void> {
  await tenantTables(untyped)
    .updateTable('m_savings_account_transaction')
    .set({ is_reversed: true, last_modified_by: userId, last_modified_on_utc: sqlNow })
    .where('id', '=', transactionId)
    .execute();
}

/** The date of the account's latest transaction that is not reversed. */
export async function lastTransactionDate(untyped: Kysely<object>, accountId: number): Promise<string | undefined> {
  const row = await tenantTables(untyped)
    .selectFrom('m_savings_account_transaction')
    .select((eb) => eb.fn.max('transaction_date').as('last'))
    .where('savings_account_id', '=', accountId)
    .where('is_reversed', '=', false)
    .executeTakeFirst();
  return row?.last ?? undefined;
}

/** What a recomputation found. Amounts are exact decimal text. */
export interface RecomputedBalances {
  /** The balance after the last transaction (the account's balance). */
  readonly balance: string;
  /** The lowest running balance from the recomputation date on (the balance before it when no transaction follows). */
  readonly minimumBalance: string;
  /** The running balance after the named transaction, when it is one of the account's. */
  readonly transactionBalance: string | null;
}

const credits = sql.join(CREDIT_TYPES.map((t) => sql.lit(t)));
const debits = sql.join(DEBIT_TYPES.map((t) => sql.lit(t)));

/**
 * Recomputes, in one statement, the running balance of every transaction of the account dated `from` or
 * later (window sum in (date, id) order over the transactions that are not reversed), and the account's
 * balance, deposit and withdrawal totals and fee totals (withdrawal fees, annual fees, fees and penalties
 * paid; null while zero). Only rows whose balance changes are written. A back-dated
 * transaction so moves every later balance.
 */
export async function recomputeSavingsBalances(untyped: Kysely<object>, accountId: number, from: string, userId: number, transactionId: number | null): Promise<RecomputedBalances> {
  const result = await sql<{ balance: string; minimum_balance: string; transaction_balance: string | null }>`
    with ordered as (
      select t.id, t.transaction_date, t.transaction_type_enum, t.amount,
        sum(case when t.transaction_type_enum in (${credits}) then t.amount when t.transaction_type_enum in (${debits}) then -t.amount else 0 end)
          over (order by t.transaction_date, t.id) as balance
      from m_savings_account_transaction t
      where t.savings_account_id = ${accountId} and not t.is_reversed
    ), changed as (
      update m_savings_account_transaction t set running_balance_derived = o.balance
      from ordered o
      where t.id = o.id and o.transaction_date >= ${from}::date and t.running_balance_derived is distinct from o.balance
      returning t.id
    ), totals as (
      select
        coalesce((array_agg(o.balance order by o.transaction_date desc, o.id desc))[1], 0) as balance,
        coalesce(min(o.balance) filter (where o.transaction_date >= ${from}::date),
          (array_agg(o.balance order by o.transaction_date desc, o.id desc) filter (where o.transaction_date < ${from}::date))[1], 0) as minimum_balance,
        coalesce(sum(o.amount) filter (where o.transaction_type_enum in (1, 8)), 0) as deposits,
        coalesce(sum(o.amount) filter (where o.transaction_type_enum = 2), 0) as withdrawals,
        max(o.balance) filter (where o.id = ${transactionId}) as transaction_balance
      from ordered o
    ), fees as (
      select
        coalesce(sum(t.amount) filter (where t.transaction_type_enum = 4), 0) as withdrawal_fees,
        coalesce(sum(t.amount) filter (where t.transaction_type_enum = 5), 0) as annual_fees,
        coalesce(sum(pb.amount) filter (where not ac.is_penalty), 0) as fee_charges,
        coalesce(sum(pb.amount) filter (where ac.is_penalty), 0) as penalty_charges
      from m_savings_account_transaction t
      join m_savings_account_charge_paid_by pb on pb.savings_account_transaction_id = t.id
      join m_savings_account_charge ac on ac.id = pb.savings_account_charge_id
      where t.savings_account_id = ${accountId} and not t.is_reversed and t.transaction_type_enum in (4, 5, 7)
    ), account as (
      update m_savings_account a
      set account_balance_derived = totals.balance, total_deposits_derived = totals.deposits, total_withdrawals_derived = totals.withdrawals,
        total_withdrawal_fees_derived = nullif(fees.withdrawal_fees, 0), total_annual_fees_derived = nullif(fees.annual_fees, 0),
        total_fees_charge_derived = nullif(fees.fee_charges, 0), total_penalty_charge_derived = nullif(fees.penalty_charges, 0),
        last_modified_by = ${userId}, last_modified_on_utc = current_timestamp, version = a.version + 1
      from totals, fees
      where a.id = ${accountId}
      returning a.id
    )
    select totals.balance::text as balance, totals.minimum_balance::text as minimum_balance, totals.transaction_balance::text as transaction_balance
    from totals, (select count(*) from account) as a, (select count(*) from changed) as c`.execute(untyped);
  const row = result.rows[0];
  return { balance: row?.balance ?? '0', minimumBalance: row?.minimum_balance ?? '0', transactionBalance: row?.transaction_balance ?? null };
}

export async function insertTransactionNote(untyped: Kysely<object>, accountId: number, transactionId: number, note: string | undefined, userId: number): Promise<void> {
  if (note !== undefined) {
    await tenantTables(untyped)
      .insertInto('m_note')
      .values({ savings_account_id: accountId, savings_account_transaction_id: transactionId, note, note_type_enum: 800, created_by: userId, last_modified_by: userId })
      .execute();
  }
}

/** Whether a payment detail of a savings transaction names the payment type. */
export async function savingsTransactionUsesPaymentType(untyped: Kysely<object>, paymentTypeId: number): Promise<boolean> {
  const row = await tenantTables(untyped)
    .selectFrom('m_savings_account_transaction as t')
    .innerJoin('m_payment_detail as pd', 'pd.id', 't.payment_detail_id')
    .select('t.id')
    .where('pd.payment_type_id', '=', paymentTypeId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setOverdraftAmount(untyped: Kysely<object>, transactionId: number, amount: string): Promise<void> {
  await tenantTables(untyped).updateTable('m_savings_account_transaction').set({ overdraft_amount_derived: amount }).where('id', '=', transactionId).execute();
}

/** The payment type of a payment detail. */
export async function paymentTypeOfDetail(untyped: Kysely<object>, paymentDetailId: number): Promise<number | null> {
  const row = await tenantTables(untyped).selectFrom('m_payment_detail').select('payment_type_id').where('id', '=', paymentDetailId).executeTakeFirst();
  return row?.payment_type_id ?? null;
}
