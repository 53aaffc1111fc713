import type { ModuleDefinition } from '../module.ts';
import { businessDateCommandHandlers } from './business-date/business-date.commands.ts';
import { businessDateRoutes } from './business-date/business-date.routes.ts';
import { configurationCommandHandlers } from './configurations/configurations.commands.ts';
import { configurationRoutes } from './configurations/configurations.routes.ts';

/** Global configuration and business dates. */
export const systemModule: ModuleDefinition = {
  name: 'system',
  routes: [...configurationRoutes, ...businessDateRoutes],
  commandHandlers: [...configurationCommandHandlers, ...businessDateCommandHandlers],
};
