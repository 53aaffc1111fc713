import type { ModuleDefinition } from '../module.ts';
import { delinquencyCommandHandlers } from './delinquency/delinquency.commands.ts';
import { delinquencyRoutes } from './delinquency/delinquency.routes.ts';

export { delinquencyBucketUsage, delinquencyRangeUsage } from './delinquency/delinquency.commands.ts';

/** Product configuration shared by the account modules: delinquency ranges and buckets. */
export const productsModule: ModuleDefinition = {
  name: 'products',
  routes: [...delinquencyRoutes],
  commandHandlers: [...delinquencyCommandHandlers],
};
