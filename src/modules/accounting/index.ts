import type { ModuleDefinition } from '../module.ts';
import { glAccountCommandHandlers } from './gl-accounts/gl-accounts.commands.ts';
import { glAccountRoutes } from './gl-accounts/gl-accounts.routes.ts';

/** Accounting: the chart of accounts (journal entries, mappings and closures build on its tables). */
export const accountingModule: ModuleDefinition = {
  name: 'accounting',
  routes: [...glAccountRoutes],
  commandHandlers: [...glAccountCommandHandlers],
};

// What other modules need: the account lookup for their mappings and the registry of their uses.
export { glAccountUsage } from './gl-accounts/gl-accounts.commands.ts';
export { requireGlAccount, type GlAccountRef } from './gl-accounts/gl-accounts.queries.ts';
export { GlAccountType, GlAccountUsage, type GlAccountTypeId } from './gl-accounts/domain/gl-account-enums.ts';
