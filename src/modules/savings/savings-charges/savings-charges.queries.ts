import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { requireAccountForRead } from '../savings-accounts/savings-account-records.queries.ts';
import { currencyOfAccount } from '../savings-accounts/savings-accounts.presenter.ts';
import type { CurrencyView } from '../../organisation/index.ts';
import { chargeCalculationView, chargeTimeView } from './domain/savings-charge-time.ts';
import { savingsChargeNotFound } from './savings-charges.errors.ts';
import { findSavingsCharge, listSavingsCharges, type SavingsChargeRow } from './savings-charges.repository.ts';

const CHARGE_APPLIES_TO_SAVINGS = 2;

/** Fineract's SavingsAccountChargeData. */
function presentCharge(c: SavingsChargeRow, accountId: number, currency: CurrencyView) {
  return {
    id: c.id, chargeId: c.charge_id, accountId, name: c.charge_name ?? undefined, penalty: c.is_penalty,
    chargeTimeType: chargeTimeView(c.charge_time_enum), chargeCalculationType: chargeCalculationView(c.charge_calculation_enum),
    dueDate: c.charge_due_date === null ? undefined : LocalDate.parse(c.charge_due_date), feeInterval: c.fee_interval ?? undefined,
    feeOnMonthDay: c.fee_on_month === null || c.fee_on_day === null ? undefined : [c.fee_on_month, c.fee_on_day],
    percentage: c.calculation_percentage === null ? undefined : new Decimal(c.calculation_percentage), currency,
    amount: new Decimal(c.amount), amountPaid: new Decimal(c.amount_paid_derived ?? 0), amountWaived: new Decimal(c.amount_waived_derived ?? 0),
    amountWrittenOff: new Decimal(c.amount_writtenoff_derived ?? 0), amountOutstanding: new Decimal(c.amount_outstanding_derived),
    amountOrPercentage: new Decimal(c.calculation_percentage ?? c.amount), isActive: c.is_active,
    inactivationDate: c.inactivated_on_date === null ? undefined : LocalDate.parse(c.inactivated_on_date),
  };
}

/** GET /savingsaccounts/{id}/charges (404 for an unknown account). */
export async function retrieveSavingsCharges(untyped: Kysely<object>, accountId: number) {
  const account = await requireAccountForRead(untyped, accountId);
  const currency = currencyOfAccount(account);
  return (await listSavingsCharges(untyped, accountId)).map((c) => presentCharge(c, accountId, currency));
}

/** GET /savingsaccounts/{id}/charges/{chargeId}. */
export async function retrieveSavingsCharge(untyped: Kysely<object>, accountId: number, chargeId: number) {
  const account = await requireAccountForRead(untyped, accountId);
  const charge = await findSavingsCharge(untyped, accountId, chargeId);
  if (charge === undefined) {
    throw savingsChargeNotFound(chargeId, accountId);
  }
  return presentCharge(charge, accountId, currencyOfAccount(account));
}

/** GET /savingsaccounts/{id}/charges/template: the active savings charges of the account's currency. */
export async function retrieveSavingsChargeTemplate(untyped: Kysely<object>, accountId: number) {
  const account = await requireAccountForRead(untyped, accountId);
  const rows = await tenantTables(untyped)
    .selectFrom('m_charge')
    .select(['id', 'name', 'amount', 'is_penalty', 'charge_time_enum', 'charge_calculation_enum', 'currency_code'])
    .where('is_deleted', '=', false)
    .where('is_active', '=', true)
    .where('charge_applies_to_enum', '=', CHARGE_APPLIES_TO_SAVINGS)
    .where('currency_code', '=', account.currency_code)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return {
    amountPaid: 0, amountWaived: 0, amountWrittenOff: 0, amountOutstanding: 0, amountOrPercentage: 0, penalty: false, isActive: true,
    chargeOptions: rows.map((r) => ({
      id: r.id, name: r.name, active: true, penalty: r.is_penalty, currency: currencyOfAccount(account), amount: new Decimal(r.amount),
      chargeTimeType: chargeTimeView(r.charge_time_enum), chargeCalculationType: chargeCalculationView(r.charge_calculation_enum),
    })),
  };
}
