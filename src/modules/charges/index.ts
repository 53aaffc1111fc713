import type { ModuleDefinition } from '../module.ts';

/** Charges, tax components and tax groups. */
export const chargesModule: ModuleDefinition = {
  name: 'charges',
  routes: [],
  commandHandlers: [],
};
