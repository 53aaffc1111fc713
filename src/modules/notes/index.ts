import type { ModuleDefinition } from '../module.ts';

/** Notes on clients, groups, loans and savings accounts. */
export const notesModule: ModuleDefinition = {
  name: 'notes',
  routes: [],
  commandHandlers: [],
};
