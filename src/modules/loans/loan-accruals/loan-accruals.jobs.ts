import { sql, type Kysely } from 'kysely';
import type { LocalDate } from '@js-joda/core';
import { JobPartlyFailed, type JobContext, type JobImplementation } from '../../../platform/jobs/index.ts';
import type { AccrualMode } from './domain/loan-accruals.ts';
import { addChunkAccruals, addLoanAccruals, postAccrualActivities } from './loan-accruals.commands.ts';
import { findLoansToAccrue } from './loan-accruals.repository.ts';

/** Fineract's short name of the job "Add Accrual Transactions": installments already due, accrued in full. */
const ADD_ACCRUAL_TRANSACTIONS = 'ACC_AATR';

/** Fineract's short name of the job "Add Periodic Accrual Transactions": also the current installment, pro rata. */
const ADD_PERIODIC_ACCRUAL_TRANSACTIONS = 'ACC_APTR';

/** Runs one loan's work under a savepoint of the job's transaction: a failure undoes that loan only and is answered. */
async function inSavepoint(db: Kysely<object>, work: () => Promise<unknown>): Promise<unknown> {
  await sql`savepoint loan_accrual`.execute(db);
  try {
    await work();
    await sql`release savepoint loan_accrual`.execute(db);
    return undefined;
  } catch (error) {
    await sql`rollback to savepoint loan_accrual`.execute(db);
    return error ?? 'failed';
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = 'code' in error && typeof error.code === 'string' ? `${error.code}: ` : '';
    return `${code}${error.message}`;
  }
  return String(error);
}

/**
 * A job that accrues every loan of a periodic-accrual product up to the business date, loan by loan; a loan that
 * fails keeps nothing of its own run and is listed in the run's error log while the others keep their accruals
 * (Fineract's job collects the failures the same way).
 */
function accrualJob(mode: AccrualMode): JobImplementation {
  return async (ctx: JobContext): Promise<void> => {
    const today = await ctx.clock.businessDate();
    const loanIds = await findLoansToAccrue(ctx.db);
    const failures: string[] = [];
    let done = 0;
    for (const loanId of loanIds) {
      const error = await inSavepoint(ctx.db, () => addLoanAccruals({ db: ctx.db, userId: ctx.userId, businessDate: today }, loanId, today, mode));
      if (error !== undefined) {
        failures.push(`loan ${loanId}: ${describe(error)}`);
      }
      done += 1;
      ctx.progress?.(done, loanIds.length);
    }
    if (failures.length > 0) {
      throw new JobPartlyFailed(`Failed to add accrual transactions for ${failures.length} loan(s)`, failures.join('\n'));
    }
  };
}

export const loanAccrualJobs: ReadonlyMap<string, JobImplementation> = new Map([
  [ADD_ACCRUAL_TRANSACTIONS, accrualJob('dueInstallments')],
  [ADD_PERIODIC_ACCRUAL_TRANSACTIONS, accrualJob('periodic')],
]);

/** What the close-of-business step gives: the locked loan's transaction, the loan, the COB date and business date, the user. */
export interface AccrualStepContext {
  readonly db: Kysely<object>;
  readonly loanId: number;
  readonly cobDate: LocalDate;
  readonly businessDate: LocalDate;
  readonly userId: number;
}

/**
 * The close-of-business step ADD_PERIODIC_ACCRUAL_ENTRIES over a chunk: the periodic accruals of its loans up to the
 * COB date (the day being closed; Fineract's scenarios show the accrual of day D dated D), the same rows as loan
 * after loan, in statements that do not grow with the chunk (one when no loan of the chunk accrues). A failure
 * fails the step (the chunk is then closed loan by loan).
 */
export async function addChunkPeriodicAccrualEntries(ctx: Omit<AccrualStepContext, 'loanId'> & { readonly loanIds: readonly number[] }): Promise<void> {
  await addChunkAccruals({ db: ctx.db, userId: ctx.userId, businessDate: ctx.businessDate }, ctx.loanIds, ctx.cobDate, 'periodic');
}

/**
 * The close-of-business step ACCRUAL_ACTIVITY_POSTING: for a loan whose product enables accrual activity posting,
 * an accrual activity on each installment due by the COB date (Fineract's business date inside close of business).
 */
export async function postAccrualActivityEntries(ctx: AccrualStepContext): Promise<void> {
  await postAccrualActivities({ db: ctx.db, userId: ctx.userId, businessDate: ctx.businessDate }, ctx.loanId, ctx.cobDate);
}
