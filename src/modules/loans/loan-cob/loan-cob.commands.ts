import { LocalDate } from '@js-joda/core';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { hasPermission } from '../../../platform/security/index.ts';
import { parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';
import { availableStepsOf } from './domain/business-steps.ts';
import { businessJobNotFound, INLINE_LOAN_COB_LIMIT, inlineJobFailed, inlineJobNotFound, inlineLoanIdsInvalid, inlineLoanIdsOverLimit } from './loan-cob.errors.ts';
import { runInlineLoanCOB } from './loan-cob.jobs.ts';
import { COB_LOAN_STATUSES, findBusinessSteps, replaceBusinessSteps, type BusinessStepRow } from './loan-cob.repository.ts';

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
 * Inline runs of this process that commit on the tenant database's pool. Each holds a second connection beside
 * its command's transaction; were every pooled connection held by such a command waiting for its second one, the
 * pool would be exhausted for good. Past this many, a run works inside its command's transaction (one connection,
 * committed whole), as on the embedded database.
 */
const MAX_POOLED_INLINE_RUNS = 2;
let pooledInlineRuns = 0;

/**
 * Fineract's EXECUTE INLINE_JOB (`POST /jobs/LOAN_COB/inline`, body `{loanIds}`): closes the given loans up to
 * the COB date at once. On PostgreSQL it works on the tenant database, each loan committed on its own as the
 * job does (at most {@link MAX_POOLED_INLINE_RUNS} at a time); otherwise inside the command's transaction. 500
 * when a loan's steps failed.
 */
async function executeInlineJob(ctx: CommandContext): Promise<CommandResult> {
  const jobName = ctx.resourceName ?? '';
  if (jobName !== INLINE_JOB_LOAN_COB) {
    throw inlineJobNotFound(jobName);
  }
  const loanIds = readLoanIds(ctx);
  const cobDate = await ctx.clock.cobDate();
  const database = ctx.database?.kind === 'postgres' && pooledInlineRuns < MAX_POOLED_INLINE_RUNS ? ctx.database : undefined;
  pooledInlineRuns += database === undefined ? 0 : 1;
  try {
    const result = await runInlineLoanCOB(database?.db ?? ctx.db, { loanIds, cobDate, userId: ctx.user.id });
    if (result.failed.length > 0) {
      throw inlineJobFailed();
    }
  } finally {
    pooledInlineRuns -= database === undefined ? 0 : 1;
  }
  return {};
}

/** Fineract's permission whose holders' loan writes skip the close-of-business checks (ALL_FUNCTIONS includes it, as in Fineract). */
export const BYPASS_LOAN_WRITE_PROTECTION = 'BYPASS_LOAN_WRITE_PROTECTION';

/**
 * Fineract's LoanCOBApiFilter before a write on a loan: a loan of the close-of-business statuses that was closed
 * before but not up to the COB date (a loan never closed is left alone, as Fineract's check) is closed up to it
 * by an inline run, inside the write's transaction, unless the user bypasses the check. Answers whether it ran;
 * reads nothing for a loan never closed and only the (cached) COB date for one up to date. 500 when a step failed.
 */
export async function closeLoanBehindBeforeWrite(ctx: CommandContext, loan: { id: number; loan_status_id: number; last_closed_business_date: string | null }): Promise<boolean> {
  if (loan.last_closed_business_date === null || !COB_LOAN_STATUSES.includes(loan.loan_status_id) || hasPermission(ctx.user, BYPASS_LOAN_WRITE_PROTECTION)) {
    return false;
  }
  const cobDate = await ctx.clock.cobDate();
  if (!LocalDate.parse(loan.last_closed_business_date).isBefore(cobDate)) {
    return false;
  }
  const result = await runInlineLoanCOB(ctx.db, { loanIds: [loan.id], cobDate, userId: ctx.user.id });
  if (result.failed.length > 0) {
    throw inlineJobFailed();
  }
  return result.closed.length > 0;
}

export const loanCOBCommandHandlers = [commandHandler('BATCH_BUSINESS_STEP', 'UPDATE', updateBusinessSteps), commandHandler('INLINE_JOB', 'EXECUTE', executeInlineJob)];
