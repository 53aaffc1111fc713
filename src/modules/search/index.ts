import type { ModuleDefinition } from '../module.ts';

/** Search across clients, groups and accounts. */
export const searchModule: ModuleDefinition = {
  name: 'search',
  routes: [],
  commandHandlers: [],
};
