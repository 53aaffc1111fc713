import type { ModuleDefinition } from '../module.ts';
import { adhocCommandHandlers } from './adhoc-queries/adhoc-queries.commands.ts';
import { adhocQueryJobs } from './adhoc-queries/adhoc-queries.jobs.ts';
import { adhocQueryRoutes } from './adhoc-queries/adhoc-queries.routes.ts';

export { adhocQueryJobs } from './adhoc-queries/adhoc-queries.jobs.ts';

/** Saved ad-hoc queries and the "Generate AdhocClient Schedule" job that runs them. */
export const adhocQueryModule: ModuleDefinition = {
  name: 'adhoc-query',
  routes: adhocQueryRoutes,
  commandHandlers: adhocCommandHandlers,
  jobs: adhocQueryJobs,
};
export { queryRefusal } from './adhoc-queries/domain/sql-policy.ts';
export { sqlValidationError } from './adhoc-queries/adhoc-queries.errors.ts';
