import type { ModuleDefinition } from '../module.ts';

/** Groups and centers: their members, staff, roles and lifecycles. */
export const groupsModule: ModuleDefinition = {
  name: 'groups',
  routes: [],
  commandHandlers: [],
};
