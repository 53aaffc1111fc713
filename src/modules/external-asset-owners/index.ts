import { loanClosedOrOverpaidSteps, loanCOBStepRegistry } from '../loans/index.ts';
import type { ModuleDefinition } from '../module.ts';
import { ownerJournalEntryRoutes } from './owner-journal-entries/owner-journal-entries.routes.ts';
import { transferSearchRoutes } from './transfer-search/transfer-search.routes.ts';
import { transferCommandHandlers } from './transfers/transfers.commands.ts';
import { executeDueTransfersStep, transferJobs } from './transfers/transfers.jobs.ts';
import { handleLoanClosedOrOverpaid } from './transfers/transfers.loan-closure.ts';
import { transferRoutes } from './transfers/transfers.routes.ts';

/**
 * External asset owners (Fineract's investor module): loans sold to and bought back from external owners,
 * the transfers' history and search, their execution on the settlement date and the owners' journal entries.
 */
export const externalAssetOwnersModule: ModuleDefinition = {
  name: 'external-asset-owners',
  routes: [...transferRoutes, ...ownerJournalEntryRoutes, ...transferSearchRoutes],
  commandHandlers: transferCommandHandlers,
  jobs: transferJobs,
};

// Fineract's close-of-business step: the due sales and buy-backs of the chunk's loans for the COB date.
loanCOBStepRegistry.register('EXTERNAL_ASSET_OWNER_TRANSFER', executeDueTransfersStep);

// Fineract's listener of loan status changes: a loan that closes or becomes overpaid ends its pending sale and buy-back.
loanClosedOrOverpaidSteps.register(handleLoanClosedOrOverpaid);
