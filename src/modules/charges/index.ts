import type { LocalDate } from '@js-joda/core';
import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { glAccountUsage } from '../accounting/index.ts';
import type { ModuleDefinition } from '../module.ts';
import { chargeLookup, currencyUsage, paymentTypeUsage } from '../organisation/index.ts';
import { chargeCommandHandlers } from './charges/charges.commands.ts';
import { activeChargeOptions, chargeRefersTo, glAccountUsesOf, liveChargeNames } from './charges/charges.repository.ts';
import { chargeRoutes } from './charges/charges.routes.ts';
import { taxComponentCommandHandlers } from './tax-components/tax-components.commands.ts';
import { listTaxComponents, loadComponentRates } from './tax-components/tax-components.repository.ts';
import { taxComponentRoutes } from './tax-components/tax-components.routes.ts';
import { appliesOn, componentPercentageOn } from './tax-groups/domain/tax-group-total.ts';
import { taxGroupCommandHandlers, taxGroupUsage } from './tax-groups/tax-groups.commands.ts';
import { listMappings, toMembership } from './tax-groups/tax-groups.repository.ts';
import { taxGroupRoutes } from './tax-groups/tax-groups.routes.ts';

export { chargeProductUsage, chargeUsage } from './charges/charges.commands.ts';
export { retrieveAllCharges } from './charges/charges.queries.ts';
export { chargeCalculationTypeOption, chargePaymentModeOption, chargeTimeTypeOption } from './charges/domain/charge-types.ts';
export { taxGroupUsage } from './tax-groups/tax-groups.commands.ts';

// The charges module's own references: a charge keeps its currency in use until it is deleted, and its
// payment type and tax group even then (the deleted row still refers to them, as in Fineract).
currencyUsage.registerUse('charge', (db, code) => chargeRefersTo(db, 'currency_code', code, true));
paymentTypeUsage.registerUse('charge', (db, id) => chargeRefersTo(db, 'payment_type_id', id, false));
taxGroupUsage.registerUse('charge', (db, id) => chargeRefersTo(db, 'tax_group_id', id, false));
// A GL account that a charge (deleted ones included) or a tax component names cannot be deleted.
glAccountUsage.register(glAccountUsesOf);
// Lower modules (entity-to-entity mappings) look charges up by id.
chargeLookup.register({ namesOf: liveChargeNames, options: activeChargeOptions });

/** Charges, tax components and tax groups. */
export const chargesModule: ModuleDefinition = {
  name: 'charges',
  routes: [...chargeRoutes, ...taxComponentRoutes, ...taxGroupRoutes],
  commandHandlers: [...chargeCommandHandlers, ...taxComponentCommandHandlers, ...taxGroupCommandHandlers],
};

/** One component's share of a tax (Fineract's TaxUtils.splitTax entry) with the GL account it is credited to. */
export interface TaxSplit {
  readonly taxComponentId: number;
  readonly creditAccountId: number | null;
  readonly amount: Decimal;
}

/**
 * The tax on `amount` on `date` by the group's components that are members then and have a rate then, each
 * `amount × percentage / 100` rounded to `scale` digits with `roundingMode`; zero shares are left out.
 */
export async function splitTax(db: Kysely<object>, taxGroupId: number, amount: Decimal, date: LocalDate, scale: number, roundingMode: Decimal.Rounding): Promise<TaxSplit[]> {
  const memberships = (await listMappings(db, taxGroupId)).map(toMembership).filter((m) => appliesOn(m, date));
  const rates = await loadComponentRates(db, memberships.map((m) => m.componentId));
  const accounts = new Map((await listTaxComponents(db)).map((c) => [c.id, c.credit_account_id]));
  const splits: TaxSplit[] = [];
  for (const { componentId } of memberships) {
    const rate = rates.get(componentId);
    const percentage = rate === undefined ? undefined : componentPercentageOn(rate, date);
    const tax = percentage === undefined ? new Decimal(0) : amount.times(percentage).div(100).toDecimalPlaces(scale, roundingMode);
    if (!tax.isZero()) {
      splits.push({ taxComponentId: componentId, creditAccountId: accounts.get(componentId) ?? null, amount: tax });
    }
  }
  return splits;
}

/** The credit GL account of each given tax component (null when it names none). */
export async function taxComponentCreditAccounts(db: Kysely<object>, componentIds: readonly number[]): Promise<Map<number, number | null>> {
  const wanted = new Set(componentIds);
  return new Map((await listTaxComponents(db)).filter((c) => wanted.has(c.id)).map((c) => [c.id, c.credit_account_id]));
}
