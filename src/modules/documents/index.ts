import type { ModuleDefinition } from '../module.ts';

/** Documents attached to clients, groups and accounts, and client images. */
export const documentsModule: ModuleDefinition = {
  name: 'documents',
  routes: [],
  commandHandlers: [],
};
