import type { ModuleDefinition } from '../module.ts';
import { accountTransferCommandHandlers } from './account-transfers/account-transfers.commands.ts';
import { accountTransferRoutes } from './account-transfers/account-transfers.routes.ts';
import { disburseToSavingsCommandHandlers, reverseTransfersOnUndoDisbursal } from './disburse-to-savings/disburse-to-savings.commands.ts';
import { standingInstructionCommandHandlers } from './standing-instructions/standing-instructions.commands.ts';
import { standingInstructionJobs } from './standing-instructions/standing-instructions.jobs.ts';
import { standingInstructionRoutes } from './standing-instructions/standing-instructions.routes.ts';

// Undoing the disbursal of a loan disbursed into a savings account reverses the deposit with it.
reverseTransfersOnUndoDisbursal();

/** Account transfers (Fineract's accounttransfers area): transfers between savings accounts, standing instructions and loans disbursed into savings accounts. */
export const accountTransfersModule: ModuleDefinition = {
  name: 'account-transfers',
  routes: [...accountTransferRoutes, ...standingInstructionRoutes],
  commandHandlers: [...accountTransferCommandHandlers, ...standingInstructionCommandHandlers, ...disburseToSavingsCommandHandlers],
  jobs: standingInstructionJobs,
};
