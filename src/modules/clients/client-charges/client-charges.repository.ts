import type { Kysely, Selectable } from 'kysely';
import { Money, type CurrencyRules, type MoneyContext } from '../../../shared/money/index.ts';
import type { ClientChargeBalance } from './domain/client-charge-balance.ts';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type ClientChargeRow = Selectable<TenantDB['m_client_charge']>;
export type ClientChargeValues = Omit<ClientChargeRow, 'id'>;

/** A client charge with the currency of its charge (for its Money). */
export interface ClientChargeWithCurrency extends ClientChargeRow {
  readonly currency_code: string;
  readonly currency_digits: number;
  readonly currency_multiplesof: number | null;
  /** The charge definition's income account (Fineract's GL account of a client charge), if any. */
  readonly income_account_id: number | null;
}

/** A charge definition as applying it needs it: the charge with its currency's rounding. */
export interface ChargeDefinition {
  readonly id: number;
  readonly name: string | null;
  readonly currency: CurrencyRules;
  readonly appliesTo: number;
  readonly timeType: number;
  readonly calculationType: number;
  readonly amount: string;
  readonly penalty: boolean;
  readonly active: boolean;
}

const currencyRules = (code: string, digits: number, multiplesOf: number | null): CurrencyRules => ({ code, digitsAfterDecimal: digits, inMultiplesOf: multiplesOf });

/** A charge that is not deleted, with its organisation currency. */
export async function findChargeDefinition(untyped: Kysely<object>, chargeId: number): Promise<ChargeDefinition | undefined> {
  const row = await tenantTables(untyped)
    .selectFrom('m_charge as c')
    .innerJoin('m_organisation_currency as oc', 'oc.code', 'c.currency_code')
    .select(['c.id', 'c.name', 'c.currency_code', 'c.charge_applies_to_enum', 'c.charge_time_enum', 'c.charge_calculation_enum', 'c.amount', 'c.is_penalty', 'c.is_active'])
    .select(['oc.decimal_places', 'oc.currency_multiplesof'])
    .where('c.id', '=', chargeId)
    .where('c.is_deleted', '=', false)
    .executeTakeFirst();
  if (row === undefined) {
    return undefined;
  }
  return {
    id: row.id,
    name: row.name,
    currency: currencyRules(row.currency_code, row.decimal_places, row.currency_multiplesof),
    appliesTo: row.charge_applies_to_enum,
    timeType: row.charge_time_enum,
    calculationType: row.charge_calculation_enum,
    amount: row.amount,
    penalty: row.is_penalty,
    active: row.is_active,
  };
}

export async function insertClientCharge(untyped: Kysely<object>, values: ClientChargeValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_client_charge').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The client charge `clientChargeId` (of the client `clientId` when given), with its currency. */
export async function findClientCharge(untyped: Kysely<object>, clientChargeId: number, clientId?: number): Promise<ClientChargeWithCurrency | undefined> {
  let query = tenantTables(untyped)
    .selectFrom('m_client_charge as cc')
    .innerJoin('m_charge as c', 'c.id', 'cc.charge_id')
    .innerJoin('m_organisation_currency as oc', 'oc.code', 'c.currency_code')
    .selectAll('cc')
    .select(['c.currency_code', 'oc.decimal_places as currency_digits', 'oc.currency_multiplesof', 'c.income_or_liability_account_id as income_account_id'])
    .where('cc.id', '=', clientChargeId);
  if (clientId !== undefined) {
    query = query.where('cc.client_id', '=', clientId);
  }
  return query.executeTakeFirst();
}

export async function updateClientCharge(untyped: Kysely<object>, clientChargeId: number, values: Partial<ClientChargeValues>): Promise<void> {
  await tenantTables(untyped).updateTable('m_client_charge').set(values).where('id', '=', clientChargeId).execute();
}

export async function deleteClientCharge(untyped: Kysely<object>, clientChargeId: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_client_charge').where('id', '=', clientChargeId).execute();
}

/** Whether any client charge applies the charge (the charge cannot be deleted then). */
export async function chargeAppliedToClients(untyped: Kysely<object>, chargeId: number): Promise<boolean> {
  return (await tenantTables(untyped).selectFrom('m_client_charge').select('id').where('charge_id', '=', chargeId).executeTakeFirst()) !== undefined;
}

export function currencyOf(charge: ClientChargeWithCurrency): CurrencyRules {
  return currencyRules(charge.currency_code, charge.currency_digits, charge.currency_multiplesof);
}

/** The stored amounts and flags as a balance in the charge's currency. */
export function balanceOf(charge: ClientChargeWithCurrency, ctx: MoneyContext): ClientChargeBalance {
  const currency = currencyOf(charge);
  const money = (value: string | null): Money => Money.of(currency, value ?? '0', ctx);
  return {
    amount: money(charge.amount),
    paid: money(charge.amount_paid_derived),
    waived: money(charge.amount_waived_derived),
    writtenOff: money(charge.amount_writtenoff_derived),
    outstanding: money(charge.amount_outstanding_derived),
    isPaid: charge.is_paid_derived,
    isWaived: charge.waived,
    isActive: charge.is_active,
  };
}

/** The columns a balance writes. */
export function balanceValues(balance: ClientChargeBalance): Partial<ClientChargeValues> {
  return {
    amount: balance.amount.toFixed(),
    amount_paid_derived: balance.paid.toFixed(),
    amount_waived_derived: balance.waived.toFixed(),
    amount_writtenoff_derived: balance.writtenOff.toFixed(),
    amount_outstanding_derived: balance.outstanding.toFixed(),
    is_paid_derived: balance.isPaid,
    waived: balance.isWaived,
    is_active: balance.isActive,
  };
}
