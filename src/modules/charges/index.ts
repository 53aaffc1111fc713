import { glAccountUsage } from '../accounting/index.ts';
import type { ModuleDefinition } from '../module.ts';
import { chargeLookup, currencyUsage, paymentTypeUsage } from '../organisation/index.ts';
import { chargeCommandHandlers } from './charges/charges.commands.ts';
import { activeChargeOptions, chargeRefersTo, glAccountUsesOf, liveChargeNames } from './charges/charges.repository.ts';
import { chargeRoutes } from './charges/charges.routes.ts';
import { taxComponentCommandHandlers } from './tax-components/tax-components.commands.ts';
import { taxComponentRoutes } from './tax-components/tax-components.routes.ts';
import { taxGroupCommandHandlers, taxGroupUsage } from './tax-groups/tax-groups.commands.ts';
import { taxGroupRoutes } from './tax-groups/tax-groups.routes.ts';

export { chargeProductUsage, chargeUsage } from './charges/charges.commands.ts';
export { retrieveAllCharges } from './charges/charges.queries.ts';
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
