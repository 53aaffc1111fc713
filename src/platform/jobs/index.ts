export { CronExpressionError, isValidCronExpression, minuteCronOf, nextFireTime } from './cron.ts';
export { JobCatalogue } from './job-catalogue.ts';
export { startJobRunner, type JobRunner, type JobRunnerOptions, type RunnerTenant, type ScheduledJob } from './job-runner.ts';
export { JobPartlyFailed, ownTransactions, type JobContext, type JobImplementation, type JobProgress } from './job-implementation.ts';
export { startPgBossJobRunner, type PgBossRunnerOptions } from './pg-boss-runner.ts';
