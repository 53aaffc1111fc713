import type { JobContext, JobImplementation } from '../../../platform/jobs/index.ts';
import { updateRunningBalances } from './running-balances.repository.ts';

/** "Update Accounting Running Balances" (ACC_RBAL): computes the running balances of every journal entry still without one. */
async function updateAccountingRunningBalances(ctx: JobContext): Promise<void> {
  await updateRunningBalances(ctx.db);
}

/** The jobs of the accounting module, by Fineract short name. */
export const runningBalanceJobs: ReadonlyMap<string, JobImplementation> = new Map<string, JobImplementation>([['ACC_RBAL', updateAccountingRunningBalances]]);
