import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

/** An account charge with its definition's name and withdrawal-fee terms (m_charge). */
export type SavingsChargeRow = Selectable<TenantDB['m_savings_account_charge']> & {
  readonly charge_name: string | null;
  readonly is_free_withdrawal: boolean;
  readonly free_withdrawal_charge_frequency: number | null;
  readonly restart_frequency: number | null;
  readonly restart_frequency_enum: number | null;
  readonly is_payment_type: boolean | null;
  readonly payment_type_id: number | null;
};

const DEFINITION_COLUMNS = [
  'ch.name as charge_name', 'ch.is_free_withdrawal', 'ch.free_withdrawal_charge_frequency', 'ch.restart_frequency', 'ch.restart_frequency_enum', 'ch.is_payment_type', 'ch.payment_type_id',
] as const;
type SavingsChargeChanges = Omit<Updateable<TenantDB['m_savings_account_charge']>, 'id' | 'savings_account_id'>;

const sqlNow = sql<Date>`current_timestamp`;

/** The account's charge with its definition's name, or undefined. */
export async function findSavingsCharge(untyped: Kysely<object>, accountId: number, chargeId: number): Promise<SavingsChargeRow | undefined> {
  return tenantTables(untyped)
    .selectFrom('m_savings_account_charge as ac')
    .innerJoin('m_charge as ch', 'ch.id', 'ac.charge_id')
    .selectAll('ac')
    .select(DEFINITION_COLUMNS)
    .where('ac.id', '=', chargeId)
    .where('ac.savings_account_id', '=', accountId)
    .executeTakeFirst();
}

/** The account's charges, in the order they were added. */
export async function listSavingsCharges(untyped: Kysely<object>, accountId: number): Promise<SavingsChargeRow[]> {
  return tenantTables(untyped)
    .selectFrom('m_savings_account_charge as ac')
    .innerJoin('m_charge as ch', 'ch.id', 'ac.charge_id')
    .selectAll('ac')
    .select(DEFINITION_COLUMNS)
    .where('ac.savings_account_id', '=', accountId)
    .orderBy('ac.id')
    .execute();
}

/**
 * The withdrawal-fee transactions (not reversed) that follow a withdrawal among the account's transactions
 * before any other kind (Fineract: the next transaction), with the charge each paid.
 */
export async function findWithdrawalFeesAfter(untyped: Kysely<object>, accountId: number, withdrawalId: number, feeType: number) {
  const db = tenantTables(untyped);
  return db
    .selectFrom('m_savings_account_transaction as t')
    .innerJoin('m_savings_account_charge_paid_by as pb', 'pb.savings_account_transaction_id', 't.id')
    .innerJoin('m_savings_account_charge as ac', 'ac.id', 'pb.savings_account_charge_id')
    .select(['t.id', 't.transaction_date', 't.amount', 'ac.id as account_charge_id', 'ac.charge_id', 'ac.is_penalty', 'ac.amount_paid_derived'])
    .where('t.savings_account_id', '=', accountId)
    .where('t.transaction_type_enum', '=', feeType)
    .where('t.is_reversed', '=', false)
    .where('t.id', '>', withdrawalId)
    .where((eb) =>
      eb.not(eb.exists(db.selectFrom('m_savings_account_transaction as o').select('o.id').where('o.savings_account_id', '=', accountId).where('o.transaction_type_enum', '<>', feeType).where('o.id', '>', withdrawalId).where('o.id', '<', eb.ref('t.id')))),
    )
    .orderBy('t.id')
    .execute();
}

export interface NewSavingsCharge {
  readonly accountId: number;
  readonly chargeId: number;
  readonly penalty: boolean;
  readonly timeType: number;
  readonly calculationType: number;
  readonly amount: string;
  readonly dueDate: string | null;
  readonly feeOnMonth: number | null;
  readonly feeOnDay: number | null;
  readonly feeInterval: number | null;
}

export async function insertSavingsCharge(untyped: Kysely<object>, c: NewSavingsCharge, userId: number): Promise<number> {
  const row = await tenantTables(untyped)
    .insertInto('m_savings_account_charge')
    .values({
      savings_account_id: c.accountId, charge_id: c.chargeId, is_penalty: c.penalty, charge_time_enum: c.timeType, charge_calculation_enum: c.calculationType,
      charge_due_date: c.dueDate, fee_on_month: c.feeOnMonth, fee_on_day: c.feeOnDay, fee_interval: c.feeInterval, amount: c.amount,
      amount_outstanding_derived: c.amount, created_by: userId, last_modified_by: userId, created_on_utc: sqlNow, last_modified_on_utc: sqlNow,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSavingsCharge(untyped: Kysely<object>, id: number, userId: number, changes: SavingsChargeChanges): Promise<void> {
  await tenantTables(untyped)
    .updateTable('m_savings_account_charge')
    .set({ ...changes, last_modified_by: userId, last_modified_on_utc: sqlNow })
    .where('id', '=', id)
    .execute();
}

export async function deleteSavingsCharge(untyped: Kysely<object>, id: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_savings_account_charge').where('id', '=', id).execute();
}

/** Records which transaction paid (or waived) how much of the charge. */
export async function insertChargePaidBy(untyped: Kysely<object>, transactionId: number, chargeId: number, amount: string): Promise<void> {
  await tenantTables(untyped).insertInto('m_savings_account_charge_paid_by').values({ savings_account_transaction_id: transactionId, savings_account_charge_id: chargeId, amount }).execute();
}

/** The unpaid, active charges of the given time types falling due by `today` on active accounts, oldest first. */
export async function findDueSavingsCharges(untyped: Kysely<object>, timeTypes: readonly number[], today: string, activeStatus: number) {
  return tenantTables(untyped)
    .selectFrom('m_savings_account_charge as ac')
    .innerJoin('m_savings_account as sa', 'sa.id', 'ac.savings_account_id')
    .select(['ac.id', 'ac.savings_account_id'])
    .where('ac.charge_time_enum', 'in', [...timeTypes])
    .where('ac.is_active', '=', true)
    .where('ac.is_paid_derived', '=', false)
    .where('ac.waived', '=', false)
    .where('ac.charge_due_date', '<=', today)
    .where('sa.status_enum', '=', activeStatus)
    .orderBy('ac.charge_due_date')
    .orderBy('ac.id')
    .execute();
}
