import type { ModuleDefinition } from '../module.ts';
import { accountTransferCommandHandlers, keepTransfersOnReplacedTransactions, reverseRefundTransfersOnAdjustment } from './account-transfers/account-transfers.commands.ts';
import { accountTransferRoutes } from './account-transfers/account-transfers.routes.ts';
import { disburseToSavingsCommandHandlers, reverseTransferOnUndoLastDisbursal, reverseTransfersOnUndoDisbursal } from './disburse-to-savings/disburse-to-savings.commands.ts';
import { loanChargePaymentCommandHandlers, payDisbursementChargesFromSavings } from './loan-charge-payments/loan-charge-payments.commands.ts';
import { standingInstructionCommandHandlers } from './standing-instructions/standing-instructions.commands.ts';
import { standingInstructionJobs } from './standing-instructions/standing-instructions.jobs.ts';
import { standingInstructionRoutes } from './standing-instructions/standing-instructions.routes.ts';

// Undoing the disbursal of a loan disbursed into a savings account reverses the deposit with it.
reverseTransfersOnUndoDisbursal();
reverseTransferOnUndoLastDisbursal();
// Disbursing a loan pays its account-transfer disbursement charges from the linked savings account.
payDisbursementChargesFromSavings();
// Adjusting or undoing a transaction of a loan reverses the transfers out of its refunds with their deposits.
reverseRefundTransfersOnAdjustment();
// A replay that replaces a repayment made by a transfer from savings keeps the transfer on the replacement.
keepTransfersOnReplacedTransactions();

/** Account transfers (Fineract's accounttransfers area): transfers between savings accounts, standing instructions, loans disbursed into savings accounts and loan charges paid from them. */
export const accountTransfersModule: ModuleDefinition = {
  name: 'account-transfers',
  routes: [...accountTransferRoutes, ...standingInstructionRoutes],
  commandHandlers: [...accountTransferCommandHandlers, ...standingInstructionCommandHandlers, ...disburseToSavingsCommandHandlers, ...loanChargePaymentCommandHandlers],
  jobs: standingInstructionJobs,
};
