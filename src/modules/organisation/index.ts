import type { ModuleDefinition } from '../module.ts';
import { currencyCommandHandlers } from './currencies/currencies.commands.ts';
import { currencyRoutes } from './currencies/currencies.routes.ts';
import { fundCommandHandlers } from './funds/funds.commands.ts';
import { fundRoutes } from './funds/funds.routes.ts';
import { officeCommandHandlers } from './offices/offices.commands.ts';
import { officeRoutes } from './offices/offices.routes.ts';
import { paymentTypeCommandHandlers } from './payment-types/payment-types.commands.ts';
import { paymentTypeRoutes } from './payment-types/payment-types.routes.ts';
import { staffCommandHandlers } from './staff/staff.commands.ts';
import { staffRoutes } from './staff/staff.routes.ts';

export { currencyUsage } from './currencies/currencies.commands.ts';
export { paymentTypeUsage } from './payment-types/payment-types.commands.ts';
export { staffPortfolio } from './staff/staff.commands.ts';

/** Offices, staff, funds, payment types and currencies. */
export const organisationModule: ModuleDefinition = {
  name: 'organisation',
  routes: [...officeRoutes, ...staffRoutes, ...fundRoutes, ...paymentTypeRoutes, ...currencyRoutes],
  commandHandlers: [...officeCommandHandlers, ...staffCommandHandlers, ...fundCommandHandlers, ...paymentTypeCommandHandlers, ...currencyCommandHandlers],
};
