import type { JobContext, JobImplementation } from '../../../platform/jobs/index.ts';
import { applyLoanDelinquencyTag } from './loan-delinquency.commands.ts';
import { raiseDelinquencyRangeChanges, watchDelinquencyRanges } from './loan-delinquency.events.ts';
import { findLoansToClassify } from './loan-delinquency.repository.ts';

/** Fineract's short name of the job "Loan Delinquency Classification". */
const LOAN_DELINQUENCY_CLASSIFICATION = 'LA_DECL';

/**
 * "Loan Delinquency Classification" as Fineract's close-of-business step SetLoanDelinquencyTagsBusinessStep runs it
 * on the business date: every active loan of a product with a bucket that is overdue or still tagged is
 * classified, except a loan whose delinquency is paused on that date. Raises LoanDelinquencyRangeChangeBusinessEvent
 * for each loan whose classification changed, all in one insert, when that type is enabled.
 */
async function classifyLoans(ctx: JobContext): Promise<void> {
  const today = await ctx.clock.businessDate();
  const loanIds = await findLoansToClassify(ctx.db, today);
  const before = await watchDelinquencyRanges(ctx.db, loanIds);
  let done = 0;
  for (const loanId of loanIds) {
    await applyLoanDelinquencyTag(ctx.db, loanId, today, ctx.userId, { skipWhilePaused: true });
    done += 1;
    ctx.progress?.(done, loanIds.length);
  }
  await raiseDelinquencyRangeChanges(ctx.db, before, today);
}

export const loanDelinquencyJobs: ReadonlyMap<string, JobImplementation> = new Map([[LOAN_DELINQUENCY_CLASSIFICATION, classifyLoans]]);
