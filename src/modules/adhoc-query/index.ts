import type { ModuleDefinition } from '../module.ts';

/** Saved ad-hoc queries and the "Generate AdhocClient Schedule" job that runs them. */
export const adhocQueryModule: ModuleDefinition = {
  name: 'adhoc-query',
  routes: [],
  commandHandlers: [],
};
