import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { disbursalUndoSteps, disburseLoanInTransaction, findLoanLinkedSavingsAccount, linkedAccountRequired, type LoanDisbursal } from '../../loans/index.ts';
import { findSavingsAccountForUpdate, recordMovement, savingsAccountNotFound, undoTransferLeg, type LockedSavingsAccount } from '../../savings/index.ts';
import { AccountTransferType } from '../account-transfers/domain/account-transfer-enums.ts';
import { insertTransferDetails, insertTransferTransaction } from '../account-transfers/account-transfers.repository.ts';
import { findTransfersOutOfLoan, markTransfersReversed } from './disburse-to-savings.repository.ts';

/** Fineract's description of the transfer a disbursement to savings makes. */
const DESCRIPTION = 'Loan Disbursement';

async function lockLinkedAccount(ctx: CommandContext, loanId: number): Promise<LockedSavingsAccount> {
  const linked = await findLoanLinkedSavingsAccount(ctx.db, loanId);
  if (linked === undefined) {
    throw linkedAccountRequired(loanId);
  }
  const account = await findSavingsAccountForUpdate(ctx.db, linked.id);
  if (account === undefined) {
    throw savingsAccountNotFound(linked.id);
  }
  return account;
}

/** The loan-to-savings transfer rows linking the loan's disbursement to the savings deposit. */
async function recordTransfer(ctx: CommandContext, disbursal: LoanDisbursal, account: LockedSavingsAccount, depositId: number): Promise<void> {
  const detailsId = await insertTransferDetails(ctx.db, {
    from_office_id: disbursal.officeId, to_office_id: account.holder.officeId, from_client_id: disbursal.clientId, to_client_id: account.row.client_id,
    from_loan_account_id: disbursal.loanId, to_savings_account_id: account.row.id, transfer_type: AccountTransferType.ACCOUNT_TRANSFER,
  });
  await insertTransferTransaction(ctx.db, {
    account_transfer_details_id: detailsId, from_loan_transaction_id: disbursal.disbursementTransactionId, to_savings_transaction_id: depositId, is_reversed: false,
    transaction_date: disbursal.date.toString(), currency_code: account.row.currency_code, currency_digits: account.row.currency_digits,
    currency_multiplesof: account.row.currency_multiplesof, amount: disbursal.netDisbursalAmount.toString(), description: DESCRIPTION,
  });
}

/**
 * POST /loans/{id}?command=disburseToSavings (Fineract's disburseLoanToSavings): the loan is disbursed as by
 * ?command=disburse (without payment details; its postings credit the liability-transfer account), then the
 * net disbursal amount is deposited into the loan's linked savings account as an account transfer, all in the
 * command's transaction: any refusal (no linked account, an inactive savings account, …) undoes both.
 */
async function disburseToSavings(ctx: CommandContext): Promise<CommandResult> {
  const disbursal = await disburseLoanInTransaction(ctx, { accountTransfer: true });
  const account = await lockLinkedAccount(ctx, disbursal.loanId);
  const depositId = await recordMovement(ctx, account, 'deposit', {
    date: disbursal.date, amount: disbursal.netDisbursalAmount, paymentTypeId: null, paymentDetails: {}, note: undefined, accountTransfer: true,
  });
  await recordTransfer(ctx, disbursal, account, depositId);
  return disbursal.result;
}

/**
 * ?command=undoDisbursal of a loan disbursed into a savings account also reverses the transfer, as Fineract's
 * reverseAllTransactions: each deposit is undone on its savings account (the savings undo's rules: an active
 * account whose balance stays above its floor; journal entries reversed against the liability-transfer
 * account) and the transfer is marked reversed, all in the undo's transaction. The loan's own reversals then
 * post against the liability-transfer account as its disbursement did.
 */
export function reverseTransfersOnUndoDisbursal(): void {
  disbursalUndoSteps.register(async (ctx, loanId) => {
    const transfers = await findTransfersOutOfLoan(ctx.db, loanId);
    for (const transfer of transfers) {
      await undoTransferLeg(ctx, transfer.savingsAccountId, transfer.savingsTransactionId);
    }
    await markTransfersReversed(ctx.db, transfers.map((t) => t.id));
    return { accountTransfer: transfers.length > 0 };
  });
}

export const disburseToSavingsCommandHandlers = [commandHandler('LOAN', 'DISBURSETOSAVINGS', disburseToSavings)];
