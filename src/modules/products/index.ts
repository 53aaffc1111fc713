import type { ModuleDefinition } from '../module.ts';

/** Product configuration shared by the account modules: delinquency ranges and buckets. */
export const productsModule: ModuleDefinition = {
  name: 'products',
  routes: [],
  commandHandlers: [],
};
