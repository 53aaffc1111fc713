import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';
import { availableStepsOf } from './domain/business-steps.ts';
import { businessJobNotFound } from './loan-cob.errors.ts';
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

export const loanCOBCommandHandlers = [commandHandler('BATCH_BUSINESS_STEP', 'UPDATE', updateBusinessSteps)];
