import { Decimal } from 'decimal.js';
import type { Kysely, Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';
import type { ShareCharge } from './domain/share-account-charges.ts';

type ShareChargeRow = Selectable<TenantDB['m_share_account_charge']>;
/** An account charge with its charge's name, active flag and currency (GET /accounts/share/{id}). */
export type ShareChargeViewRow = Awaited<ReturnType<typeof findShareChargeViews>>[number];

/** A stored account charge: its row id with the domain view of it. */
export interface StoredShareCharge {
  readonly id: number;
  readonly charge: ShareCharge;
}

/** One payment of an account charge by a share transaction (m_share_account_charge_paid_by). */
export interface ShareChargePaidBy {
  readonly shareTransactionId: number;
  readonly accountChargeId: number;
  readonly chargeId: number;
  readonly chargeTime: number;
  readonly amount: Decimal;
}

const decimalOrNull = (text: string | null): Decimal | null => (text === null ? null : new Decimal(text));
const textOrNull = (value: Decimal | null): string | null => (value === null ? null : value.toString());

function toDomain(row: ShareChargeRow): StoredShareCharge {
  return {
    id: row.id,
    charge: {
      chargeId: row.charge_id,
      chargeTime: row.charge_time_enum,
      chargeCalculation: row.charge_calculation_enum,
      amountOrPercentage: new Decimal(row.charge_amount_or_percentage ?? '0'),
      percentage: decimalOrNull(row.calculation_percentage),
      amountPercentageAppliedTo: decimalOrNull(row.calculation_on_amount),
      amount: new Decimal(row.amount),
      amountPaid: decimalOrNull(row.amount_paid_derived),
      amountOutstanding: new Decimal(row.amount_outstanding_derived),
    },
  };
}

function toRow(c: ShareCharge) {
  return {
    charge_time_enum: c.chargeTime,
    charge_calculation_enum: c.chargeCalculation,
    charge_amount_or_percentage: c.amountOrPercentage.toString(),
    calculation_percentage: textOrNull(c.percentage),
    calculation_on_amount: textOrNull(c.amountPercentageAppliedTo),
    amount: c.amount.toString(),
    amount_paid_derived: textOrNull(c.amountPaid),
    amount_outstanding_derived: c.amountOutstanding.toString(),
    is_paid_derived: c.amountOutstanding.isZero(),
  };
}

/** Charge definitions as an application needs them (deleted ones left out). */
export async function findChargeDefinitions(untyped: Kysely<object>, ids: readonly number[]) {
  if (ids.length === 0) {
    return [];
  }
  return tenantTables(untyped)
    .selectFrom('m_charge')
    .select(['id', 'currency_code', 'charge_applies_to_enum', 'charge_time_enum', 'charge_calculation_enum', 'amount'])
    .where('id', 'in', [...ids])
    .where('is_deleted', '=', false)
    .execute();
}

/** Inserts the account's charges (one statement) and returns them with their ids, in the given order. */
export async function insertShareCharges(untyped: Kysely<object>, accountId: number, charges: readonly ShareCharge[]): Promise<StoredShareCharge[]> {
  if (charges.length === 0) {
    return [];
  }
  const rows = await tenantTables(untyped)
    .insertInto('m_share_account_charge')
    .values(charges.map((c) => ({ account_id: accountId, charge_id: c.chargeId, is_active: true, ...toRow(c) })))
    .returning('id')
    .execute();
  return charges.map((charge, index) => ({ id: rows[index]?.id ?? 0, charge }));
}

/** The account's active charges, by id. */
export async function findActiveShareCharges(untyped: Kysely<object>, accountId: number): Promise<StoredShareCharge[]> {
  const rows = await tenantTables(untyped).selectFrom('m_share_account_charge').selectAll().where('account_id', '=', accountId).where('is_active', '=', true).orderBy('id').execute();
  return rows.map(toDomain);
}

export async function updateShareCharge(untyped: Kysely<object>, stored: StoredShareCharge): Promise<void> {
  await tenantTables(untyped).updateTable('m_share_account_charge').set(toRow(stored.charge)).where('id', '=', stored.id).execute();
}

/** Marks the account's charges inactive (an update of the application replaces them). */
export async function deactivateShareCharges(untyped: Kysely<object>, accountId: number): Promise<void> {
  await tenantTables(untyped).updateTable('m_share_account_charge').set({ is_active: false }).where('account_id', '=', accountId).where('is_active', '=', true).execute();
}

export async function insertChargesPaidBy(untyped: Kysely<object>, rows: ReadonlyArray<{ shareTransactionId: number; accountChargeId: number; amount: Decimal }>): Promise<void> {
  if (rows.length > 0) {
    await tenantTables(untyped)
      .insertInto('m_share_account_charge_paid_by')
      .values(rows.map((r) => ({ share_transaction_id: r.shareTransactionId, charge_transaction_id: r.accountChargeId, amount: r.amount.toString() })))
      .execute();
  }
}

export async function deleteChargesPaidBy(untyped: Kysely<object>, shareTransactionId: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_share_account_charge_paid_by').where('share_transaction_id', '=', shareTransactionId).execute();
}

/** What the transactions paid of which charges (with the charge definition's id, for the fee income accounts). */
export async function findChargesPaidBy(untyped: Kysely<object>, transactionIds: readonly number[]): Promise<ShareChargePaidBy[]> {
  if (transactionIds.length === 0) {
    return [];
  }
  const rows = await tenantTables(untyped)
    .selectFrom('m_share_account_charge_paid_by as pb')
    .innerJoin('m_share_account_charge as sc', 'sc.id', 'pb.charge_transaction_id')
    .select(['pb.share_transaction_id', 'pb.charge_transaction_id', 'pb.amount', 'sc.charge_id', 'sc.charge_time_enum'])
    .where('pb.share_transaction_id', 'in', [...transactionIds])
    .orderBy('pb.id')
    .execute();
  return rows.map((r) => ({
    shareTransactionId: r.share_transaction_id ?? 0,
    accountChargeId: r.charge_transaction_id ?? 0,
    chargeId: r.charge_id,
    chargeTime: r.charge_time_enum,
    amount: new Decimal(r.amount),
  }));
}

/** The account's active charges with their names and currencies, by charge time (GET /accounts/share/{id}). */
export async function findShareChargeViews(untyped: Kysely<object>, accountId: number) {
  return tenantTables(untyped)
    .selectFrom('m_share_account_charge as sc')
    .innerJoin('m_charge as c', 'c.id', 'sc.charge_id')
    .leftJoin('m_organisation_currency as oc', 'oc.code', 'c.currency_code')
    .selectAll('sc')
    .select([
      'c.name as charge_name',
      'c.is_active as charge_is_active',
      'c.currency_code',
      'oc.name as currency_name',
      'oc.decimal_places as currency_digits',
      'oc.currency_multiplesof',
      'oc.display_symbol as currency_display_symbol',
      'oc.internationalized_name_code as currency_name_code',
    ])
    .where('sc.account_id', '=', accountId)
    .where('sc.is_active', '=', true)
    .orderBy('sc.charge_time_enum')
    .orderBy('sc.id')
    .execute();
}
