import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import type { AccountHolder } from './savings-accounts.repository.ts';

/** The client's facts an application checks (status, activation, office), with its office's name. */
export async function findClientHolder(untyped: Kysely<object>, clientId: number): Promise<AccountHolder | undefined> {
  const row = await tenantTables(untyped)
    .selectFrom('m_client as c')
    .innerJoin('m_office as o', 'o.id', 'c.office_id')
    .select(['c.id', 'c.office_id', 'o.name as office_name', 'c.status_enum', 'c.activation_date', 'c.office_joining_date', 'c.staff_id'])
    .where('c.id', '=', clientId)
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : { kind: 'client', id: row.id, officeId: row.office_id, officeName: row.office_name, status: row.status_enum, activationDate: row.activation_date, officeJoiningDate: row.office_joining_date, staffId: row.staff_id };
}

/** The group's facts an application checks. */
export async function findGroupHolder(untyped: Kysely<object>, groupId: number): Promise<AccountHolder | undefined> {
  const row = await tenantTables(untyped)
    .selectFrom('m_group as g')
    .innerJoin('m_office as o', 'o.id', 'g.office_id')
    .select(['g.id', 'g.office_id', 'o.name as office_name', 'g.status_enum', 'g.activation_date', 'g.staff_id'])
    .where('g.id', '=', groupId)
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : { kind: 'group', id: row.id, officeId: row.office_id, officeName: row.office_name, status: row.status_enum, activationDate: row.activation_date, officeJoiningDate: null, staffId: row.staff_id };
}

export async function staffExists(untyped: Kysely<object>, staffId: number): Promise<boolean> {
  const row = await tenantTables(untyped).selectFrom('m_staff').select('id').where('id', '=', staffId).executeTakeFirst();
  return row !== undefined;
}

/** A charge as an account applies it: its definition (the live, savings ones among `ids`, or the product's). */
export interface AccountChargeDefinition {
  readonly id: number;
  readonly currency_code: string;
  readonly amount: string;
  readonly is_penalty: boolean;
  readonly charge_time_enum: number;
  readonly charge_calculation_enum: number;
  readonly charge_applies_to_enum: number;
  readonly fee_on_day: number | null;
  readonly fee_on_month: number | null;
  readonly fee_interval: number | null;
}

function chargeDefinitions(untyped: Kysely<object>) {
  return tenantTables(untyped)
    .selectFrom('m_charge as ch')
    .select(['ch.id', 'ch.currency_code', 'ch.amount', 'ch.is_penalty', 'ch.charge_time_enum', 'ch.charge_calculation_enum', 'ch.charge_applies_to_enum', 'ch.fee_on_day', 'ch.fee_on_month', 'ch.fee_interval'])
    .where('ch.is_deleted', '=', false);
}

export async function findChargeDefinitions(untyped: Kysely<object>, ids: readonly number[]): Promise<AccountChargeDefinition[]> {
  return ids.length === 0 ? [] : chargeDefinitions(untyped).where('ch.id', 'in', [...ids]).execute();
}

/** The active charges attached to the product (applied when an application names none). */
export async function findProductChargeDefinitions(untyped: Kysely<object>, productId: number): Promise<AccountChargeDefinition[]> {
  return chargeDefinitions(untyped)
    .innerJoin('m_savings_product_charge as pc', 'pc.charge_id', 'ch.id')
    .where('pc.savings_product_id', '=', productId)
    .where('ch.is_active', '=', true)
    .orderBy('ch.id')
    .execute();
}

/** Applies the charges to the account (one statement, none without charges). */
export async function insertAccountCharges(untyped: Kysely<object>, accountId: number, userId: number, charges: ReadonlyArray<{ definition: AccountChargeDefinition; amount: string }>): Promise<void> {
  if (charges.length === 0) {
    return;
  }
  await tenantTables(untyped)
    .insertInto('m_savings_account_charge')
    .values(
      charges.map(({ definition: d, amount }) => ({
        savings_account_id: accountId, charge_id: d.id, is_penalty: d.is_penalty, charge_time_enum: d.charge_time_enum, charge_calculation_enum: d.charge_calculation_enum,
        fee_on_day: d.fee_on_day, fee_on_month: d.fee_on_month, fee_interval: d.fee_interval, amount, amount_outstanding_derived: amount, created_by: userId, last_modified_by: userId,
      })),
    )
    .execute();
}
