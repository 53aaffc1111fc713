import { Decimal } from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import { JobPartlyFailed, type JobContext, type JobImplementation } from '../../../platform/jobs/index.ts';
import { recordSavingsDividendPayout } from '../../savings/index.ts';
import { findAllocationsToPost, lockInitiatedAllocation, markAllocationPosted } from './share-dividends.repository.ts';

async function inSavepoint(untyped: Kysely<object>, work: () => Promise<unknown>): Promise<Error | undefined> {
  await sql`savepoint share_dividend`.execute(untyped);
  try {
    await work();
    await sql`release savepoint share_dividend`.execute(untyped);
    return undefined;
  } catch (error) {
    await sql`rollback to savepoint share_dividend`.execute(untyped);
    return error instanceof Error ? error : new Error(String(error));
  }
}

function errorLogOf(error: Error): string {
  const items = (error as Error & { errors?: ReadonlyArray<{ userMessageGlobalisationCode?: string }> }).errors;
  const code = (error as Error & { code?: string }).code ?? items?.[0]?.userMessageGlobalisationCode;
  return code === undefined ? error.message : `${code}: ${error.message}`;
}

/**
 * Credits one allocation to the savings account and marks it posted with that transaction, both in one
 * savepoint; an allocation another run has posted meanwhile is left alone. A zero allocation has nothing
 * to credit: it is marked posted without a savings transaction.
 */
async function postAllocation(job: JobContext, allocation: { id: number; amount: string; savings_account_id: number }): Promise<void> {
  if (!(await lockInitiatedAllocation(job.db, allocation.id))) {
    return;
  }
  const amount = new Decimal(allocation.amount);
  const transactionId = amount.isZero() ? null : await recordSavingsDividendPayout(job, allocation.savings_account_id, amount);
  await markAllocationPosted(job.db, allocation.id, transactionId);
}

/**
 * "Post Dividends For Shares" (SH_PDIV): every initiated allocation of an approved payout is credited to the
 * share account's linked savings account as a dividend payout on the business date, exactly once. A failing
 * allocation (an account no longer active, say) is recorded in the run history and stays initiated for
 * the next run; the others are posted.
 */
async function postDividends(job: JobContext): Promise<void> {
  const failures: string[] = [];
  for (const allocation of await findAllocationsToPost(job.db)) {
    const error = await inSavepoint(job.db, () => postAllocation(job, allocation));
    if (error !== undefined) {
      failures.push(`Dividend allocation ${allocation.id}, savings account ${allocation.savings_account_id}: ${errorLogOf(error)}`);
    }
  }
  if (failures.length > 0) {
    throw new JobPartlyFailed(`Post Dividends For Shares: ${failures.length} dividends could not be posted; the others were`, failures.join('\n'));
  }
}

export const shareDividendJobs: ReadonlyMap<string, JobImplementation> = new Map<string, JobImplementation>([['SH_PDIV', postDividends]]);
