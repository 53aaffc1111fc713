import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { sql, type Kysely } from 'kysely';
import type { CommandContext } from '../../../platform/commands/index.ts';
import { JobCatalogue, JobPartlyFailed, type JobContext, type JobImplementation } from '../../../platform/jobs/index.ts';
import type { Principal } from '../../../platform/security/index.ts';
import { tenantMoneyContext } from '../../../platform/settings/index.ts';
import { JsonCommand } from '../../../shared/validation/index.ts';
import { SavingsAccountStatus } from '../savings-accounts/domain/savings-account-status.ts';
import { findSavingsAccountForUpdate } from '../savings-accounts/savings-accounts.repository.ts';
import { requireActiveHolder } from '../savings-transactions/savings-transaction-guards.ts';
import { followingDueDate, SavingsChargeTime } from './domain/savings-charge-time.ts';
import { recordChargePayment } from './savings-charges.commands.ts';
import { findDueSavingsCharges, findSavingsCharge, updateSavingsCharge } from './savings-charges.repository.ts';

/** The job acts as the user it runs for; the payments read only its id. */
function jobCommandContext(ctx: JobContext): CommandContext {
  const user: Principal = {
    id: ctx.userId, username: '', officeId: 1, officeName: '', officeHierarchy: '.', staffId: null, staffDisplayName: null, roles: [],
    permissions: new Set(), shouldRenewPassword: false, selfServiceUser: false,
  };
  return {
    db: ctx.db, json: new JsonCommand({}), entityId: undefined, subEntityId: undefined, entity: 'SAVINGSACCOUNTCHARGE', resourceName: undefined,
    subResourceName: undefined, user, commandId: 0, tenantIdentifier: ctx.tenantIdentifier, clock: ctx.clock, jobs: JobCatalogue.EMPTY, moneyContext: () => tenantMoneyContext(ctx.db),
  };
}

async function inSavepoint(untyped: Kysely<object>, work: () => Promise<unknown>): Promise<Error | undefined> {
  await sql`savepoint savings_charge`.execute(untyped);
  try {
    await work();
    await sql`release savepoint savings_charge`.execute(untyped);
    return undefined;
  } catch (error) {
    await sql`rollback to savepoint savings_charge`.execute(untyped);
    return error instanceof Error ? error : new Error(String(error));
  }
}

function errorLogOf(error: Error): string {
  const items = (error as Error & { errors?: ReadonlyArray<{ userMessageGlobalisationCode?: string }> }).errors;
  const code = (error as Error & { code?: string }).code ?? items?.[0]?.userMessageGlobalisationCode;
  return code === undefined ? error.message : `${code}: ${error.message}`;
}

/**
 * Pays one due charge in full on its due date; a periodic fee then falls due again (next date, full
 * amount outstanding), a specified-due-date charge stays paid.
 */
async function payDueCharge(command: CommandContext, accountId: number, chargeId: number): Promise<void> {
  const account = await findSavingsAccountForUpdate(command.db, accountId);
  const charge = account === undefined ? undefined : await findSavingsCharge(command.db, accountId, chargeId);
  if (account === undefined || charge === undefined || charge.charge_due_date === null) {
    return;
  }
  requireActiveHolder(account);
  const due = LocalDate.parse(charge.charge_due_date);
  await recordChargePayment(command, account, charge, new Decimal(charge.amount_outstanding_derived), due);
  if (charge.charge_time_enum !== SavingsChargeTime.SPECIFIED_DUE_DATE) {
    const next = followingDueDate({ timeType: charge.charge_time_enum, feeOnMonth: charge.fee_on_month, feeOnDay: charge.fee_on_day, feeInterval: charge.fee_interval }, due);
    await updateSavingsCharge(command.db, charge.id, command.user.id, { charge_due_date: next.toString(), amount_outstanding_derived: charge.amount, is_paid_derived: false });
  }
}

/** Pays every due charge of the types, each under its own savepoint; failures are collected and end the run failed. */
function payDueCharges(name: string, timeTypes: readonly number[]): JobImplementation {
  return async (ctx: JobContext): Promise<void> => {
    const today = await ctx.clock.businessDate();
    const command = jobCommandContext(ctx);
    const failures: string[] = [];
    for (const due of await findDueSavingsCharges(ctx.db, timeTypes, today.toString(), SavingsAccountStatus.ACTIVE)) {
      const error = await inSavepoint(ctx.db, () => payDueCharge(command, due.savings_account_id, due.id));
      if (error !== undefined) {
        failures.push(`Savings account ${due.savings_account_id}, charge ${due.id}: ${errorLogOf(error)}`);
      }
    }
    if (failures.length > 0) {
      throw new JobPartlyFailed(`${name}: ${failures.length} charges could not be paid; the others were`, failures.join('\n'));
    }
  };
}

/**
 * "Apply Annual Fee For Savings" (SA_AANF) pays the annual fees due by the business date; "Pay Due Savings
 * Charges" (SA_PDCH) the specified-due-date, monthly and weekly charges due by then. Each due period of a
 * periodic fee is paid once per run (a fee several periods behind catches up one period per run).
 */
export const savingsChargeJobs: ReadonlyMap<string, JobImplementation> = new Map<string, JobImplementation>([
  ['SA_AANF', payDueCharges('Apply Annual Fee For Savings', [SavingsChargeTime.ANNUAL_FEE])],
  ['SA_PDCH', payDueCharges('Pay Due Savings Charges', [SavingsChargeTime.SPECIFIED_DUE_DATE, SavingsChargeTime.MONTHLY_FEE, SavingsChargeTime.WEEKLY_FEE])],
]);
