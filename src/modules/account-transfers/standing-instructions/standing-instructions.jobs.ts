import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import type { CommandContext } from '../../../platform/commands/index.ts';
import { JobCatalogue, JobPartlyFailed, type JobContext, type JobImplementation } from '../../../platform/jobs/index.ts';
import type { Principal } from '../../../platform/security/index.ts';
import { tenantMoneyContext } from '../../../platform/settings/index.ts';
import { JsonCommand } from '../../../shared/validation/index.ts';
import { transferBetweenSavings } from '../account-transfers/account-transfers.commands.ts';
import { isDueOn, RecurrenceType } from './domain/standing-instruction-enums.ts';
import { findRunnableStandingInstructions, inSavepoint, insertStandingInstructionHistory, updateStandingInstruction, type StandingInstructionWithAccounts } from './standing-instructions.repository.ts';

/** The job acts as the user it runs for; the transfer legs read only its id. */
function jobCommandContext(ctx: JobContext): CommandContext {
  const user: Principal = {
    id: ctx.userId, username: '', officeId: 1, officeName: '', officeHierarchy: '.', staffId: null, staffDisplayName: null, roles: [],
    permissions: new Set(), shouldRenewPassword: false, selfServiceUser: false,
  };
  return {
    db: ctx.db, json: new JsonCommand({}), entityId: undefined, subEntityId: undefined, entity: 'STANDINGINSTRUCTION', resourceName: undefined,
    subResourceName: undefined, user, commandId: 0, tenantIdentifier: ctx.tenantIdentifier, clock: ctx.clock, jobs: JobCatalogue.EMPTY, moneyContext: () => tenantMoneyContext(ctx.db),
  };
}

function isDue(row: StandingInstructionWithAccounts, today: LocalDate): boolean {
  return (
    row.recurrence_type === RecurrenceType.PERIODIC &&
    row.recurrence_frequency !== null &&
    isDueOn({ validFrom: LocalDate.parse(row.valid_from), frequency: row.recurrence_frequency, interval: row.recurrence_interval ?? 0, onDay: row.recurrence_on_day, onMonth: row.recurrence_on_month }, today)
  );
}

/** Why a transfer failed, as the run history keeps it. */
function errorLogOf(error: Error): string {
  const items = (error as Error & { errors?: ReadonlyArray<{ userMessageGlobalisationCode?: string }> }).errors;
  const code = (error as Error & { code?: string }).code ?? items?.[0]?.userMessageGlobalisationCode;
  return code === undefined ? error.message : `${code}: ${error.message}`;
}

/**
 * "Execute Standing Instruction" (STI_EXEC): every active periodic savings-to-savings instruction valid on the
 * business date, not yet run on it and falling due on it, is transferred through the account transfer service
 * under its own savepoint. Each run writes a history row ('success', or 'failed' with why); a success sets
 * last_run_date. One failure does not stop the others; when any failed the run ends failed, keeping the rest.
 */
async function executeStandingInstructions(ctx: JobContext): Promise<void> {
  const today = await ctx.clock.businessDate();
  const command = jobCommandContext(ctx);
  const failures: string[] = [];
  for (const row of await findRunnableStandingInstructions(ctx.db, today.toString())) {
    const amount = new Decimal(row.amount ?? 0);
    if (!isDue(row, today) || !amount.greaterThan(0) || row.from_savings_account_id === null || row.to_savings_account_id === null) {
      continue;
    }
    const error = await inSavepoint(ctx.db, 'standing_instruction', async () => {
      await transferBetweenSavings(command, {
        fromAccountId: row.from_savings_account_id ?? 0, toAccountId: row.to_savings_account_id ?? 0, amount, date: today,
        description: `${row.name} Standing instruction trasfer `, transferType: 1, detailsId: row.account_transfer_details_id,
      });
      await updateStandingInstruction(ctx.db, row.id, { last_run_date: today.toString() });
    });
    await insertStandingInstructionHistory(ctx.db, row.id, error === undefined ? 'success' : 'failed', amount.toString(), error === undefined ? null : errorLogOf(error));
    if (error !== undefined) {
      failures.push(`Standing instruction ${row.id} (${row.name}): ${errorLogOf(error)}`);
    }
  }
  if (failures.length > 0) {
    throw new JobPartlyFailed(`Standing instructions failed: ${failures.length}; the other due instructions ran`, failures.join('\n'));
  }
}

/** The jobs of the account transfers module, by Fineract short name. */
export const standingInstructionJobs: ReadonlyMap<string, JobImplementation> = new Map<string, JobImplementation>([['STI_EXEC', executeStandingInstructions]]);
