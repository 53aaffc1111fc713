import type { ModuleDefinition } from '../module.ts';
import { schedulerJobCommandHandlers } from './scheduler-jobs/scheduler-jobs.commands.ts';
import { schedulerJobRoutes } from './scheduler-jobs/scheduler-jobs.routes.ts';

export { JOB_IMPLEMENTATIONS, runJobNow, schedulerJobRunnerOptions } from './scheduler-jobs/scheduler-jobs.jobs.ts';
export { retrieveAllJobs } from './scheduler-jobs/scheduler-jobs.queries.ts';

/** Scheduler jobs: Fineract's job list, run history, manual runs and the scheduler switch. */
export const jobsModule: ModuleDefinition = {
  name: 'jobs',
  routes: schedulerJobRoutes,
  commandHandlers: schedulerJobCommandHandlers,
};
