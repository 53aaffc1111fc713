import type { ModuleDefinition } from '../module.ts';
import { schedulerJobCommandHandlers } from './scheduler-jobs/scheduler-jobs.commands.ts';
import { BUSINESS_DATE_JOBS } from './scheduler-jobs/scheduler-jobs.jobs.ts';
import { schedulerJobRoutes } from './scheduler-jobs/scheduler-jobs.routes.ts';

export { runJobNow, schedulerJobRunnerOptions, type RunOutcome } from './scheduler-jobs/scheduler-jobs.jobs.ts';
export { retrieveAllJobs } from './scheduler-jobs/scheduler-jobs.queries.ts';

/**
 * Scheduler jobs: Fineract's job list, run history, manual runs and the scheduler switch, and the jobs that
 * move the business dates. Other modules contribute their jobs through their own `jobs`.
 */
export const jobsModule: ModuleDefinition = {
  name: 'jobs',
  routes: schedulerJobRoutes,
  commandHandlers: schedulerJobCommandHandlers,
  jobs: BUSINESS_DATE_JOBS,
};
