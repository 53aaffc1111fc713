import { groupRecordSource } from '../groups/index.ts';
import { loanRecordSource, loanTransactionRecordSource } from '../loans/index.ts';
import type { ModuleDefinition } from '../module.ts';
import { savingsAccountRecordSource } from '../savings/index.ts';
import { noteCommandHandlers } from './notes/notes.commands.ts';
import { noteParentLookups } from './notes/notes.repository.ts';
import { noteRoutesOfAllTypes } from './notes/notes.routes.ts';

// Notes on groups (and centers) check the group through the groups module, notes on loans and loan
// transactions the loan or transaction through the loans module, notes on savings accounts the account
// through the savings module.
noteParentLookups.group.register(groupRecordSource);
noteParentLookups.loan.register(loanRecordSource);
noteParentLookups.loanTransaction.register(loanTransactionRecordSource);
noteParentLookups.savingsAccount.register(savingsAccountRecordSource);

/** Notes on clients, groups, loans (and their transactions) and savings accounts. */
export const notesModule: ModuleDefinition = {
  name: 'notes',
  routes: noteRoutesOfAllTypes,
  commandHandlers: noteCommandHandlers,
};
