import type { ModuleDefinition } from '../module.ts';
import { breachCommandHandlers } from './breaches/breaches.commands.ts';
import { breachRoutes } from './breaches/breaches.routes.ts';
import { nearBreachCommandHandlers } from './near-breaches/near-breaches.commands.ts';
import { nearBreachRoutes } from './near-breaches/near-breaches.routes.ts';

/** Working capital: the reusable breach and near-breach rules working-capital loan products name. */
export const workingCapitalModule: ModuleDefinition = {
  name: 'working-capital',
  routes: [...breachRoutes, ...nearBreachRoutes],
  commandHandlers: [...breachCommandHandlers, ...nearBreachCommandHandlers],
};
