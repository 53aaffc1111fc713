import type { ModuleDefinition } from '../module.ts';
import { auditRoutes } from './audits/audits.routes.ts';
import { businessDateCommandHandlers } from './business-date/business-date.commands.ts';
import { businessDateRoutes } from './business-date/business-date.routes.ts';
import { configurationCommandHandlers } from './configurations/configurations.commands.ts';
import { configurationRoutes } from './configurations/configurations.routes.ts';

/** Global configuration, business dates and the audit trail. */
export const systemModule: ModuleDefinition = {
  name: 'system',
  routes: [...configurationRoutes, ...businessDateRoutes, ...auditRoutes],
  commandHandlers: [...configurationCommandHandlers, ...businessDateCommandHandlers],
};
