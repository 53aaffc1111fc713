import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { isValidCronExpression } from '../../../platform/jobs/index.ts';
import { parameterError, unsupportedQueryValue } from '../../../shared/errors/api-errors.ts';
import { DataValidator } from '../../../shared/validation/index.ts';
import { jobNotImplemented } from './scheduler-jobs.errors.ts';
import { runJob, runOwnTransactionsJob, runsOwnTransactions } from './scheduler-jobs.jobs.ts';
import { requireJob } from './scheduler-jobs.queries.ts';
import { setSchedulerSuspended, updateJob, type JobChange, type JobRow } from './scheduler-jobs.repository.ts';

const UPDATE_PARAMETERS = ['displayName', 'cronExpression', 'active'];
const CRON_EXPRESSION_MAX_LENGTH = 20;

/** Reads PUT /jobs/{jobId}: every error at once; at least one member is required. */
function readUpdate(ctx: CommandContext): { displayName?: string; cronExpression?: string; active?: boolean } {
  const { json } = ctx;
  json.checkSupported(UPDATE_PARAMETERS);
  const v = new DataValidator('schedulerjob');
  const read: { displayName?: string; cronExpression?: string; active?: boolean } = {};
  if (json.has('displayName')) {
    const displayName = json.trimmedString('displayName');
    v.parameter('displayName', displayName).notBlank().notExceedingLengthOf(100);
    read.displayName = displayName ?? '';
  }
  if (json.has('cronExpression')) {
    const cronExpression = json.trimmedString('cronExpression');
    v.parameter('cronExpression', cronExpression).notBlank().notExceedingLengthOf(CRON_EXPRESSION_MAX_LENGTH);
    if (cronExpression !== undefined && cronExpression !== '' && !isValidCronExpression(cronExpression)) {
      v.fail('cronExpression', 'invalid', 'The parameter `cronExpression` value is not a valid cron expression', [cronExpression], cronExpression);
    }
    read.cronExpression = cronExpression ?? '';
  }
  if (json.has('active')) {
    const active = json.boolean('active', v);
    if (active === undefined && !v.hasErrorFor('active')) {
      v.parameter('active', active).notBlank();
    } else if (active !== undefined) {
      read.active = active;
    }
  }
  if (!json.has('displayName') && !json.has('cronExpression') && !json.has('active')) {
    v.add(parameterError('validation.msg.schedulerjob.no.parameters.for.update', 'No parameters passed for update.', 'id'));
  }
  v.throwIfErrors();
  return read;
}

/** Keeps what differs from the stored job, as Fineract reports and writes actual changes only. */
function actualChanges(row: JobRow, read: ReturnType<typeof readUpdate>): { change: JobChange; changes: Record<string, unknown> } {
  const change: JobChange = {};
  const changes: Record<string, unknown> = {};
  if (read.displayName !== undefined && read.displayName !== row.display_name) {
    change.display_name = read.displayName;
    changes.displayName = read.displayName;
  }
  if (read.cronExpression !== undefined && read.cronExpression !== row.cron_expression) {
    change.cron_expression = read.cronExpression;
    changes.cronExpression = read.cronExpression;
  }
  if (read.active !== undefined && read.active !== row.is_active) {
    change.is_active = read.active;
    changes.active = read.active;
  }
  return { change, changes };
}

/** PUT /jobs/{jobId}: display name, cron expression, active. A running job scheduler picks changes up at its next tick. */
async function updateJobDetail(ctx: CommandContext): Promise<CommandResult> {
  const jobId = ctx.entityId ?? 0;
  const read = readUpdate(ctx);
  const row = await requireJob(ctx.db, 'id', jobId);
  const { change, changes } = actualChanges(row, read);
  if (Object.keys(changes).length > 0) {
    await updateJob(ctx.db, jobId, change);
  }
  return { resourceId: jobId, changes: Object.keys(changes).length > 0 ? changes : undefined };
}

/**
 * POST /jobs/{jobId}?command=executeJob: runs the job now (trigger type `application`) and records the run;
 * the route answers 202 with no body, as Fineract. A job that manages its own transactions runs, on PostgreSQL,
 * outside the command's transaction (`runOwnTransactionsJob`). A job that fails is recorded as failed and still answers
 * 202; a job no module implements (not in the application's job catalogue) is refused (403), leaving no trace.
 */
async function executeJob(ctx: CommandContext): Promise<CommandResult> {
  const jobId = ctx.entityId ?? 0;
  const row = await requireJob(ctx.db, 'id', jobId);
  const implementation = ctx.jobs.get(row.short_name);
  if (implementation === undefined) {
    throw jobNotImplemented(row.short_name, row.display_name);
  }
  const context = { clock: ctx.clock, userId: ctx.user.id, tenantIdentifier: ctx.tenantIdentifier, triggerType: 'application' } as const;
  const database = ctx.database;
  if (database !== undefined && runsOwnTransactions(implementation, database)) {
    // Committed in parts on the tenant database, its run history recorded on its own: kept whatever the command does.
    await runOwnTransactionsJob(database.db, row, implementation, context);
  } else {
    await runJob(ctx.db, row, implementation, context);
  }
  return { resourceId: jobId };
}

export const schedulerJobCommandHandlers = [commandHandler('SCHEDULER', 'UPDATE', updateJobDetail), commandHandler('SCHEDULER', 'EXECUTEJOB', executeJob)];

const SCHEDULER_COMMANDS = ['start', 'stop'];

/**
 * POST /scheduler?command=start|stop: resumes or suspends the scheduled runs of this tenant's jobs
 * (Fineract reads the command case-insensitively and keeps no audit row for it).
 */
export async function changeSchedulerStatus(db: Kysely<object>, command: string | undefined): Promise<Record<string, never>> {
  const name = command?.trim().toLowerCase() ?? '';
  if (!SCHEDULER_COMMANDS.includes(name)) {
    throw unsupportedQueryValue('command', command ?? '', SCHEDULER_COMMANDS);
  }
  await setSchedulerSuspended(db, name === 'stop');
  return {};
}
