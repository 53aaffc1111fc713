import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { disbursalUndoSteps, disburseLoanInTransaction, lastDisbursalUndoSteps, findLoanLinkedSavingsAccount, linkedAccountRequired, type LoanDisbursal } from '../../loans/index.ts';
import { findSavingsAccountForUpdate, recordMovement, savingsAccountNotFound, undoTransferLeg, type LockedSavingsAccount } from '../../savings/index.ts';
import { AccountTransferType } from '../account-transfers/domain/account-transfer-enums.ts';
import { raiseSavingsLeg } from '../account-transfers/account-transfers.events.ts';
import { insertTransferDetails, insertTransferTransaction } from '../account-transfers/account-transfers.repository.ts';
import { findTransfersOfLoan, lockSavingsAccountsOfLoanTransfers, markTransfersReversed } from './disburse-to-savings.repository.ts';

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
 * net disbursal amount is deposited into the loan's linked savings account as an account transfer (before the
 * disbursal's charges paid from that account are withdrawn), all in the command's transaction: any refusal (no
 * linked account, an inactive savings account, …) undoes both. The deposit raises SavingsDepositBusinessEvent, as
 * every deposit of Fineract's savings domain service does.
 */
async function disburseToSavings(ctx: CommandContext): Promise<CommandResult> {
  const disbursal = await disburseLoanInTransaction(ctx, {
    accountTransfer: true,
    deposit: async (loan) => {
      const account = await lockLinkedAccount(ctx, loan.loanId);
      const depositId = await recordMovement(ctx, account, 'deposit', {
        date: loan.date, amount: loan.netDisbursalAmount, paymentTypeId: null, paymentDetails: {}, note: undefined, accountTransfer: true,
      });
      await raiseSavingsLeg(ctx, 'deposit', { savingsId: account.row.id, transactionId: depositId });
      await recordTransfer(ctx, loan, account, depositId);
    },
  });
  return disbursal.result;
}

/**
 * ?command=undoDisbursal reverses every transfer of the loan with it, as Fineract's reverseAllTransactions (newest
 * first): the disbursement into the linked savings account (its deposit undone), repayments and charge payments
 * from a savings account (their withdrawals undone) and refunds into one. Each savings leg is undone with the
 * savings undo's rules (an active account whose balance stays above its floor; journal entries reversed against
 * the liability-transfer account) and the transfer is marked reversed, all in the undo's transaction. The loan's
 * own reversals of the transactions those transfers made then post against the liability-transfer account too.
 */
export function reverseTransfersOnUndoDisbursal(): void {
  // Savings accounts before the loan, as transfers between them lock their rows: no deadlock with a transfer.
  disbursalUndoSteps.registerLock((ctx, loanId) => lockSavingsAccountsOfLoanTransfers(ctx.db, loanId));
  disbursalUndoSteps.register(async (ctx, loanId) => {
    const transfers = await findTransfersOfLoan(ctx.db, loanId);
    for (const transfer of transfers) {
      for (const leg of [transfer.fromSavings, transfer.toSavings]) {
        if (leg !== undefined) {
          await undoTransferLeg(ctx, leg.accountId, leg.transactionId);
        }
      }
    }
    await markTransfersReversed(ctx.db, transfers.map((t) => t.id));
    return { transferTransactionIds: transfers.flatMap((t) => [t.fromLoanTransactionId, t.toLoanTransactionId].filter((id) => id !== null)) };
  });
}

/** Fineract's LoanTransactionType.REPAYMENT_AT_DISBURSEMENT: a charge paid at disbursal, here from the linked savings account. */
const REPAYMENT_AT_DISBURSEMENT = 5;

/**
 * ?command=undolastdisbursal of a tranche disbursed into savings reverses that transfer with it: its deposit undone
 * with the savings undo's rules and the transfer marked reversed, in the undo's transaction; the loan's reversal of
 * the disbursement then posts against the liability-transfer account as the disbursement did. (Fineract leaves the
 * deposit in place; see ADR 0063.) The tranche's charges paid from the linked savings account at its disbursal
 * (repayments at disbursement after it) are given back the same way: their withdrawals undone.
 */
export function reverseTransferOnUndoLastDisbursal(): void {
  lastDisbursalUndoSteps.registerLock((ctx, loanId) => lockSavingsAccountsOfLoanTransfers(ctx.db, loanId));
  lastDisbursalUndoSteps.register(async (ctx, loanId, disbursementTransactionId) => {
    const transfers = (await findTransfersOfLoan(ctx.db, loanId)).filter((t) => t.fromLoanTransactionId === disbursementTransactionId
      || (t.toLoanTransactionType === REPAYMENT_AT_DISBURSEMENT && (t.toLoanTransactionId ?? 0) > disbursementTransactionId));
    for (const transfer of transfers) {
      for (const leg of [transfer.fromSavings, transfer.toSavings]) {
        if (leg !== undefined) {
          await undoTransferLeg(ctx, leg.accountId, leg.transactionId);
        }
      }
    }
    await markTransfersReversed(ctx.db, transfers.map((t) => t.id));
    return { transferTransactionIds: transfers.flatMap((t) => [t.fromLoanTransactionId, t.toLoanTransactionId].filter((id) => id !== null)) };
  });
}

export const disburseToSavingsCommandHandlers = [commandHandler('LOAN', 'DISBURSETOSAVINGS', disburseToSavings)];
