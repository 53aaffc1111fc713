import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { DataValidator } from '../../../shared/validation/index.ts';
import { findOfficeById } from '../../organisation/index.ts';
import { officeNotFound } from '../gl-closures/gl-closures.errors.ts';
import { updateOfficeRunningBalances, updateRunningBalances } from './running-balances.repository.ts';

/**
 * POST /journalentries?command=updateRunningBalance `{officeId?}`: without an office, what the ACC_RBAL job does
 * (answers `{}`); with one, recomputes that office's running balances only (answers `{officeId}`; 404 when the
 * office does not exist).
 */
async function updateRunningBalanceCommand(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported(['officeId']);
  const v = new DataValidator('GLJournalEntry');
  const officeId = ctx.json.long('officeId', v);
  if (officeId !== undefined && officeId < 1) {
    v.fail('officeId', 'not.greater.than.zero', 'The parameter `officeId` must be greater than 0.', [officeId, 0]);
  }
  v.throwIfErrors();
  if (officeId === undefined) {
    await updateRunningBalances(ctx.db);
    return {};
  }
  if ((await findOfficeById(ctx.db, officeId)) === undefined) {
    throw officeNotFound(officeId);
  }
  await updateOfficeRunningBalances(ctx.db, officeId);
  return { officeId };
}

/** Registered for (JOURNALENTRY, UPDATERUNNINGBALANCE); the journal-entries routes map the command to it. */
export const runningBalanceCommandHandlers = [commandHandler('JOURNALENTRY', 'UPDATERUNNINGBALANCE', updateRunningBalanceCommand)];
