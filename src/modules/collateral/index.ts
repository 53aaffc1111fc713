import type { ModuleDefinition } from '../module.ts';
import { collateralTypeCommandHandlers } from './collateral-types/collateral-types.commands.ts';
import { collateralTypeRoutes } from './collateral-types/collateral-types.routes.ts';

export { collateralTypeUsage } from './collateral-types/collateral-types.commands.ts';
export { collateralTypesByIds, requireCollateralType } from './collateral-types/collateral-types.queries.ts';
export type { CollateralTypeRef } from './collateral-types/collateral-types.presenter.ts';

/** Collateral management: the collateral types clients hold and pledge to loans. */
export const collateralModule: ModuleDefinition = {
  name: 'collateral',
  routes: [...collateralTypeRoutes],
  commandHandlers: [...collateralTypeCommandHandlers],
};
