import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import type { CommandContext } from '../../../platform/commands/index.ts';
import { JobCatalogue, JobPartlyFailed, type JobContext, type JobImplementation } from '../../../platform/jobs/index.ts';
import type { Principal } from '../../../platform/security/index.ts';
import { tenantMoneyContext } from '../../../platform/settings/index.ts';
import { JsonCommand } from '../../../shared/validation/index.ts';
import { transferBetweenSavings, transferSavingsToLoan } from '../account-transfers/account-transfers.commands.ts';
import { isDueOn, RecurrenceType, StandingInstructionType } from './domain/standing-instruction-enums.ts';
import { findLoanDues, findRunnableStandingInstructions, inSavepoint, insertStandingInstructionHistory, updateStandingInstruction, type StandingInstructionWithAccounts } from './standing-instructions.repository.ts';

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

function isPeriodicDue(row: StandingInstructionWithAccounts, today: LocalDate): boolean {
  return (
    row.recurrence_type === RecurrenceType.PERIODIC &&
    row.recurrence_frequency !== null &&
    isDueOn({ validFrom: LocalDate.parse(row.valid_from), frequency: row.recurrence_frequency, interval: row.recurrence_interval ?? 0, onDay: row.recurrence_on_day, onMonth: row.recurrence_on_month }, today)
  );
}

/**
 * Whether an instruction runs on the date and for how much (Fineract's ExecuteStandingInstructionsTasklet): a periodic
 * one on its schedule; to a loan, a "dues" instruction transfers what the installments due by then still owe, and one
 * recurring "as per dues" runs once an unpaid installment has fallen due.
 */
async function runOf(db: JobContext['db'], row: StandingInstructionWithAccounts, today: LocalDate): Promise<{ due: boolean; amount: Decimal }> {
  let due = isPeriodicDue(row, today);
  let amount = new Decimal(row.amount ?? 0);
  const loanId = row.to_loan_account_id;
  const asPerDues = row.recurrence_type === RecurrenceType.AS_PER_DUES;
  if (loanId !== null && (asPerDues || (due && row.instruction_type === StandingInstructionType.DUES))) {
    const dues = await findLoanDues(db, loanId, today.toString());
    if (row.instruction_type === StandingInstructionType.DUES) {
      amount = dues.totalDue;
    }
    if (asPerDues) {
      due = dues.dueDate !== null && dues.dueDate <= today.toString();
    }
  }
  return { due, amount };
}

/** One run's transfer: to the loan it repays, or to the other savings account, recorded under the instruction's details row. */
async function transferOnce(command: CommandContext, row: StandingInstructionWithAccounts, amount: Decimal, today: LocalDate): Promise<void> {
  const description = `${row.name} Standing instruction trasfer `;
  const fromAccountId = row.from_savings_account_id ?? 0;
  if (row.to_loan_account_id !== null) {
    await transferSavingsToLoan(command, { fromAccountId, loanId: row.to_loan_account_id, amount, date: today, description, detailsId: row.account_transfer_details_id });
    return;
  }
  await transferBetweenSavings(command, {
    fromAccountId, toAccountId: row.to_savings_account_id ?? 0, amount, date: today, description, transferType: 1, detailsId: row.account_transfer_details_id,
  });
}

/** Why a transfer failed, as the run history keeps it. */
function errorLogOf(error: Error): string {
  const items = (error as Error & { errors?: ReadonlyArray<{ userMessageGlobalisationCode?: string }> }).errors;
  const code = (error as Error & { code?: string }).code ?? items?.[0]?.userMessageGlobalisationCode;
  return code === undefined ? error.message : `${code}: ${error.message}`;
}

/**
 * "Execute Standing Instruction" (STI_EXEC): every active instruction valid on the business date, not yet run on it
 * and falling due on it (see runOf), is transferred through the account transfer service under its own savepoint:
 * to another savings account, or to a loan as a repayment. Each run writes a history row ('success', or 'failed' with why); a success sets
 * last_run_date. One failure does not stop the others; when any failed the run ends failed, keeping the rest.
 */
async function executeStandingInstructions(ctx: JobContext): Promise<void> {
  const today = await ctx.clock.businessDate();
  const command = jobCommandContext(ctx);
  const failures: string[] = [];
  for (const row of await findRunnableStandingInstructions(ctx.db, today.toString())) {
    if (row.from_savings_account_id === null || (row.to_savings_account_id === null && row.to_loan_account_id === null)) {
      continue;
    }
    const { due, amount } = await runOf(ctx.db, row, today);
    if (!due || !amount.greaterThan(0)) {
      continue;
    }
    const error = await inSavepoint(ctx.db, 'standing_instruction', async () => {
      await transferOnce(command, row, amount, today);
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
