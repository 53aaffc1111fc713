import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { findLoanLinkedSavingsAccount, prepareLoanChargePayment, readLoanChargePayment, recordLoanChargePayment } from '../../loans/index.ts';
import { findSavingsAccountForUpdate, recordMovement, savingsAccountNotFound } from '../../savings/index.ts';
import { AccountTransferType } from '../account-transfers/domain/account-transfer-enums.ts';
import { insertTransferDetails, insertTransferTransaction } from '../account-transfers/account-transfers.repository.ts';

/** Fineract's description of the transfer that pays a loan charge. */
const DESCRIPTION = 'Loan Charge Payment';

/**
 * POST /loans/{loanId}/charges/{loanChargeId}?command=pay (PAY_LOANCHARGE; also `/charges?command=pay` with
 * `chargeId`, and the external-id forms): a charge whose payment mode is account transfer is paid from the loan's
 * linked savings account, as Fineract's payLoanCharge and transferFunds (savings to loan, transfer type 3, charge
 * payment). The savings account is locked before the loan, as every savings-to-loan transfer locks them. In the
 * command's transaction: the loan's checks, the withdrawal (an account transfer, with its own rules: balance,
 * dates, blocks), the loan's charge payment (17), then the details and transfer rows linking both. Any refusal
 * rolls back everything.
 */
async function payLoanCharge(ctx: CommandContext): Promise<CommandResult> {
  const request = readLoanChargePayment(ctx);
  const linked = await findLoanLinkedSavingsAccount(ctx.db, ctx.entityId ?? 0);
  const account = linked === undefined ? undefined : await findSavingsAccountForUpdate(ctx.db, linked.id);
  const payment = await prepareLoanChargePayment(ctx, request);
  if (account === undefined || account.row.id !== payment.savingsAccountId) {
    throw savingsAccountNotFound(payment.savingsAccountId);
  }
  const withdrawalId = await recordMovement(ctx, account, 'withdrawal', {
    date: request.date, amount: payment.amount, paymentTypeId: null, paymentDetails: {}, note: undefined, accountTransfer: true,
  });
  const paid = await recordLoanChargePayment(ctx, payment);
  const loan = payment.loan.row;
  const detailsId = await insertTransferDetails(ctx.db, {
    from_office_id: account.holder.officeId, to_office_id: payment.loan.officeId, from_client_id: account.row.client_id, to_client_id: loan.client_id,
    from_savings_account_id: account.row.id, to_loan_account_id: loan.id, transfer_type: AccountTransferType.CHARGE_PAYMENT,
  });
  await insertTransferTransaction(ctx.db, {
    account_transfer_details_id: detailsId, from_savings_transaction_id: withdrawalId, to_loan_transaction_id: paid.transactionId, is_reversed: false,
    transaction_date: request.date.toString(), currency_code: account.row.currency_code, currency_digits: account.row.currency_digits,
    currency_multiplesof: account.row.currency_multiplesof, amount: payment.amount.toString(), description: DESCRIPTION,
  });
  return paid.result;
}

export const loanChargePaymentCommandHandlers = [commandHandler('LOANCHARGE', 'PAY', payLoanCharge)];
