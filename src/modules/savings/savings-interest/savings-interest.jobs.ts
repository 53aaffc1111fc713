import { sql, type Kysely } from 'kysely';
import type { CommandContext } from '../../../platform/commands/index.ts';
import { JobCatalogue, JobPartlyFailed, type JobContext, type JobImplementation } from '../../../platform/jobs/index.ts';
import type { Principal } from '../../../platform/security/index.ts';
import { tenantMoneyContext } from '../../../platform/settings/index.ts';
import { JsonCommand } from '../../../shared/validation/index.ts';
import { SavingsAccountStatus } from '../savings-accounts/domain/savings-account-status.ts';
import { findSavingsAccountForUpdate } from '../savings-accounts/savings-accounts.repository.ts';
import { requireActiveHolder } from '../savings-transactions/savings-transaction-guards.ts';
import { interestPostingSettings, postAccountInterest, type InterestPostingSettings } from './savings-interest.commands.ts';
import { findAccountsForInterestPosting } from './savings-interest.repository.ts';
import { updateDormantAccounts } from './savings-dormancy.repository.ts';
import { applyNoActivityFees } from '../savings-charges/savings-charges.commands.ts';

/** Accounts read per chunk of the posting job. */
export const INTEREST_JOB_CHUNK = 500;

/** The job acts as the user it runs for; the postings read only its id. */
function jobCommandContext(ctx: JobContext): CommandContext {
  const user: Principal = {
    id: ctx.userId, username: '', officeId: 1, officeName: '', officeHierarchy: '.', staffId: null, staffDisplayName: null, roles: [],
    permissions: new Set(), shouldRenewPassword: false, selfServiceUser: false,
  };
  return {
    db: ctx.db, json: new JsonCommand({}), entityId: undefined, subEntityId: undefined, entity: 'SAVINGSACCOUNT', resourceName: undefined,
    subResourceName: undefined, user, commandId: 0, tenantIdentifier: ctx.tenantIdentifier, clock: ctx.clock, jobs: JobCatalogue.EMPTY, moneyContext: () => tenantMoneyContext(ctx.db),
  };
}

async function inSavepoint(untyped: Kysely<object>, work: () => Promise<unknown>): Promise<Error | undefined> {
  await sql`savepoint savings_interest`.execute(untyped);
  try {
    await work();
    await sql`release savepoint savings_interest`.execute(untyped);
    return undefined;
  } catch (error) {
    await sql`rollback to savepoint savings_interest`.execute(untyped);
    return error instanceof Error ? error : new Error(String(error));
  }
}

function errorLogOf(error: Error): string {
  const items = (error as Error & { errors?: ReadonlyArray<{ userMessageGlobalisationCode?: string }> }).errors;
  const code = (error as Error & { code?: string }).code ?? items?.[0]?.userMessageGlobalisationCode;
  return code === undefined ? error.message : `${code}: ${error.message}`;
}

async function postForAccount(command: CommandContext, settings: InterestPostingSettings, accountId: number): Promise<void> {
  const account = await findSavingsAccountForUpdate(command.db, accountId);
  if (account === undefined || account.row.status_enum !== SavingsAccountStatus.ACTIVE) {
    return;
  }
  requireActiveHolder(account);
  await postAccountInterest(command, account, settings);
}

/** How many accounts the run will visit (read only when someone watches the progress). */
async function accountsToPost(ctx: JobContext, today: string): Promise<number> {
  return ctx.progress === undefined ? 0 : (await findAccountsForInterestPosting(ctx.db, today, 0, Number.MAX_SAFE_INTEGER)).length;
}

/**
 * "Post Interest For Savings" (SA_PINT): every active account with an interest (or overdraft interest)
 * rate, activated before the business date, gets the interest of its ended posting periods posted. Accounts
 * are read in id chunks; each is posted under its own savepoint, and failures are collected per account
 * (the run then ends failed, the other accounts' postings kept). The business date, the interest
 * configurations, the money context and each product's accounting rule are read once per run. Reports
 * accounts done of the total to `ctx.progress` at the start and after each chunk.
 */
export async function postInterestForSavings(ctx: JobContext): Promise<void> {
  const command = jobCommandContext(ctx);
  const settings = await interestPostingSettings(command);
  const today = settings.today.toString();
  const failures: string[] = [];
  const total = await accountsToPost(ctx, today);
  let done = 0;
  ctx.progress?.(done, total);
  let afterId = 0;
  for (;;) {
    const ids = await findAccountsForInterestPosting(ctx.db, today, afterId, INTEREST_JOB_CHUNK);
    for (const id of ids) {
      const error = await inSavepoint(ctx.db, () => postForAccount(command, settings, id));
      if (error !== undefined) {
        failures.push(`Savings account ${id}: ${errorLogOf(error)}`);
      }
    }
    if (ids.length > 0) {
      done += ids.length;
      ctx.progress?.(done, Math.max(done, total));
    }
    const last = ids.at(-1);
    if (last === undefined || ids.length < INTEREST_JOB_CHUNK) {
      break;
    }
    afterId = last;
  }
  if (failures.length > 0) {
    throw new JobPartlyFailed(`Post Interest For Savings: ${failures.length} accounts could not be posted; the others were`, failures.join('\n'));
  }
}

/**
 * "Update Savings Dormant Accounts" (SA_UDOR): active accounts of products with dormancy tracking become
 * inactive (sub-status 100) and pay their no-activity fees, then inactive ones dormant (200), by the
 * product's days since the last deposit or withdrawal; dormant ones idle for the product's escheat days are
 * escheated (docs/savings.md). A fee that cannot be paid is listed in the run's error log; that account
 * stays inactive and the run ends failed.
 */
async function updateSavingsDormantAccounts(ctx: JobContext): Promise<void> {
  const today = await ctx.clock.businessDate();
  const command = jobCommandContext(ctx);
  const failures: string[] = [];
  await updateDormantAccounts(ctx.db, today.toString(), ctx.userId, async (ids) => {
    for (const id of ids) {
      const error = await inSavepoint(ctx.db, async () => {
        const account = await findSavingsAccountForUpdate(ctx.db, id);
        if (account !== undefined) {
          await applyNoActivityFees(command, account, today);
        }
      });
      if (error !== undefined) {
        failures.push(`Savings account ${id}: ${errorLogOf(error)}`);
      }
    }
  });
  if (failures.length > 0) {
    throw new JobPartlyFailed(`Update Savings Dormant Accounts: ${failures.length} no-activity fees could not be paid`, failures.join('\n'));
  }
}

export const savingsInterestJobs: ReadonlyMap<string, JobImplementation> = new Map<string, JobImplementation>([
  ['SA_PINT', postInterestForSavings],
  ['SA_UDOR', updateSavingsDormantAccounts],
]);
