import type { ModuleDefinition } from '../module.ts';
import { closeOfBusinessRoutes } from './close-of-business/close-of-business.routes.ts';
import { schedulerJobCommandHandlers } from './scheduler-jobs/scheduler-jobs.commands.ts';
import { BUSINESS_DATE_JOBS } from './scheduler-jobs/scheduler-jobs.jobs.ts';
import { schedulerJobRoutes } from './scheduler-jobs/scheduler-jobs.routes.ts';

export { runJobNow, schedulerJobRunnerOptions, type RunOutcome } from './scheduler-jobs/scheduler-jobs.jobs.ts';
export { retrieveAllJobs } from './scheduler-jobs/scheduler-jobs.queries.ts';

/**
 * Scheduler jobs: Fineract's job list, run history, manual runs and the scheduler switch, the jobs that
 * move the business dates, and the close-of-business state (catch-up, locked loans). Other modules
 * contribute their jobs through their own `jobs`.
 */
export const jobsModule: ModuleDefinition = {
  name: 'jobs',
  routes: [...schedulerJobRoutes, ...closeOfBusinessRoutes],
  commandHandlers: schedulerJobCommandHandlers,
  jobs: BUSINESS_DATE_JOBS,
};
