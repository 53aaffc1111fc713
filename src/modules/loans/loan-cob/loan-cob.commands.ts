import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';
import { availableStepsOf } from './domain/business-steps.ts';
import { businessJobNotFound, INLINE_LOAN_COB_LIMIT, inlineJobFailed, inlineJobNotFound, inlineLoanIdsInvalid, inlineLoanIdsOverLimit } from './loan-cob.errors.ts';
import { runInlineLoanCOB } from './loan-cob.jobs.ts';
import { findBusinessSteps, replaceBusinessSteps, type BusinessStepRow } from './loan-cob.repository.ts';

function invalidSteps(message: string, args: readonly unknown[] = []): ValidationError {
  return new ValidationError([parameterError('validation.msg.batch.business.step.businessSteps.invalid', message, 'businessSteps', args)]);
}

/** The `businessSteps` of the request: a non-empty array of `{stepName, order}`, each a step the job offers. */
function readSteps(ctx: CommandContext, available: ReadonlySet<string>): BusinessStepRow[] {
  ctx.json.checkSupported(['businessSteps']);
  const raw = ctx.json.json.businessSteps;
  if (!Array.isArray(raw) || raw.length === 0) {
    throw invalidSteps('A job needs to have 1 business step at least.');
  }
  const steps: BusinessStepRow[] = [];
  for (const item of raw as unknown[]) {
    const entry: Readonly<Record<string, unknown>> = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    const stepName = entry.stepName;
    const order = entry.order;
    if (typeof stepName !== 'string' || typeof order !== 'number' || !Number.isInteger(order) || order < 0 || order > 32767) {
      throw invalidSteps('Each business step needs a `stepName` and a whole-number `order`.');
    }
    steps.push({ stepName, order });
  }
  const unknown = steps.map((s) => s.stepName).filter((name) => !available.has(name));
  if (unknown.length > 0) {
    throw invalidSteps(`[${unknown.join(', ')}] Business steps are not configurable for this job.`, unknown);
  }
  return steps;
}

/** Fineract's UPDATE BATCH_BUSINESS_STEP: replaces the configured steps of a job (`PUT /jobs/{jobName}/steps`). */
async function updateBusinessSteps(ctx: CommandContext): Promise<CommandResult> {
  const jobName = ctx.resourceName ?? '';
  const available = availableStepsOf(jobName);
  if (available === undefined) {
    throw businessJobNotFound(jobName);
  }
  const steps = readSteps(ctx, new Set(available.map((s) => s.stepName)));
  await replaceBusinessSteps(ctx.db, jobName, steps);
  const saved = await findBusinessSteps(ctx.db, jobName);
  return { resourceExternalId: jobName, changes: { businessSteps: saved } };
}

/** Fineract's only inline job (`POST /jobs/LOAN_COB/inline`). */
export const INLINE_JOB_LOAN_COB = 'LOAN_COB';

/** `loanIds` of an inline run: loan ids as numbers or digit strings (as Fineract reads them), at most the limit, each once. */
function readLoanIds(ctx: CommandContext): number[] {
  ctx.json.checkSupported(['loanIds']);
  const raw = ctx.json.json.loanIds;
  if (!Array.isArray(raw)) {
    throw inlineLoanIdsInvalid();
  }
  if (raw.length > INLINE_LOAN_COB_LIMIT) {
    throw inlineLoanIdsOverLimit();
  }
  const ids = (raw as unknown[]).map((item) => (typeof item === 'string' && /^\d{1,15}$/.test(item) ? Number(item) : item));
  if (!ids.every((id): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0)) {
    throw inlineLoanIdsInvalid();
  }
  return [...new Set(ids)];
}

/**
 * Fineract's EXECUTE INLINE_JOB (`POST /jobs/LOAN_COB/inline`, body `{loanIds}`): closes the given loans up to
 * the COB date at once. On PostgreSQL it works on the tenant database, each loan committed on its own as the
 * job does; on the embedded database inside the command's transaction. 500 when a loan's steps failed.
 */
async function executeInlineJob(ctx: CommandContext): Promise<CommandResult> {
  const jobName = ctx.resourceName ?? '';
  if (jobName !== INLINE_JOB_LOAN_COB) {
    throw inlineJobNotFound(jobName);
  }
  const loanIds = readLoanIds(ctx);
  const db = ctx.database?.kind === 'postgres' ? ctx.database.db : ctx.db;
  const result = await runInlineLoanCOB(db, { loanIds, cobDate: await ctx.clock.cobDate(), userId: ctx.user.id });
  if (result.failed.length > 0) {
    throw inlineJobFailed();
  }
  return {};
}

export const loanCOBCommandHandlers = [commandHandler('BATCH_BUSINESS_STEP', 'UPDATE', updateBusinessSteps), commandHandler('INLINE_JOB', 'EXECUTE', executeInlineJob)];
