import type { ModuleDefinition } from '../module.ts';
import { accountTransferCommandHandlers } from './account-transfers/account-transfers.commands.ts';
import { accountTransferRoutes } from './account-transfers/account-transfers.routes.ts';
import { standingInstructionCommandHandlers } from './standing-instructions/standing-instructions.commands.ts';
import { standingInstructionJobs } from './standing-instructions/standing-instructions.jobs.ts';
import { standingInstructionRoutes } from './standing-instructions/standing-instructions.routes.ts';

/** Account transfers (Fineract's accounttransfers area): transfers between savings accounts and standing instructions. */
export const accountTransfersModule: ModuleDefinition = {
  name: 'account-transfers',
  routes: [...accountTransferRoutes, ...standingInstructionRoutes],
  commandHandlers: [...accountTransferCommandHandlers, ...standingInstructionCommandHandlers],
  jobs: standingInstructionJobs,
};
