import type { JobContext, JobImplementation } from '../../../platform/jobs/index.ts';
import { tenantMoneyContext } from '../../../platform/settings/index.ts';
import { createProvisioningEntry } from './provisioning-entries.commands.ts';
import { anyCriteria, findProvisioningEntryOn } from './provisioning-entries.repository.ts';

/**
 * "Generate Loan Loss Provisioning" (LA_GLPR): the provisioning entry of the business date with its journal
 * entries, when a criteria exists and the date has no entry yet (Fineract logs and skips both cases).
 */
async function generateLoanLossProvisioning(ctx: JobContext): Promise<void> {
  const today = await ctx.clock.businessDate();
  if (!(await anyCriteria(ctx.db)) || (await findProvisioningEntryOn(ctx.db, today)) !== undefined) {
    return;
  }
  await createProvisioningEntry({ db: ctx.db, userId: ctx.userId, today, money: await tenantMoneyContext(ctx.db) }, today, true);
}

/** The provisioning jobs, by Fineract short name. */
export const provisioningJobs: ReadonlyMap<string, JobImplementation> = new Map<string, JobImplementation>([['LA_GLPR', generateLoanLossProvisioning]]);
