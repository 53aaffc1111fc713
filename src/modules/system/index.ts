import type { ModuleDefinition } from '../module.ts';
import { auditRoutes } from './audits/audits.routes.ts';
import { makerCheckerRoutes } from './maker-checker/maker-checker.routes.ts';
import { businessDateCommandHandlers } from './business-date/business-date.commands.ts';
import { businessDateRoutes } from './business-date/business-date.routes.ts';
import { configurationCommandHandlers } from './configurations/configurations.commands.ts';
import { configurationRoutes } from './configurations/configurations.routes.ts';

/** Global configuration, business dates, the audit trail and the maker-checker inbox. */
export const systemModule: ModuleDefinition = {
  name: 'system',
  routes: [...configurationRoutes, ...businessDateRoutes, ...auditRoutes, ...makerCheckerRoutes],
  commandHandlers: [...configurationCommandHandlers, ...businessDateCommandHandlers],
};
export { setBusinessDate } from './business-date/business-date.commands.ts';
