export { CronExpressionError, isValidCronExpression, nextFireTime } from './cron.ts';
export { startJobRunner, type JobRunner, type JobRunnerOptions, type RunnerTenant, type ScheduledJob } from './job-runner.ts';
export type { JobContext, JobImplementation } from './job-implementation.ts';
