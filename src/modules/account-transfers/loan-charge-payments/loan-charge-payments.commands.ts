import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { afterDisbursalSteps, findLoanLinkedSavingsAccount, payRequiresLinkedAccount, prepareLoanChargePayment, readLoanChargePayment, recordLoanChargePayment, type LoanDisbursal } from '../../loans/index.ts';
import { findSavingsAccountForUpdate, recordMovement, savingsAccountNotFound, type LockedSavingsAccount } from '../../savings/index.ts';
import { AccountTransferType } from '../account-transfers/domain/account-transfer-enums.ts';
import { insertTransferDetails, insertTransferTransaction } from '../account-transfers/account-transfers.repository.ts';

/** Fineract's description of the transfer that pays a loan charge. */
const DESCRIPTION = 'Loan Charge Payment';

/** The loan side of a charge payment transfer: the loan, its office and client, and the loan transaction that paid the charge. */
interface ChargePaymentLoanSide {
  readonly loanId: number;
  readonly officeId: number;
  readonly clientId: number | null;
  readonly transactionId: number;
}

/**
 * A loan charge paid from a savings account, as Fineract's transferFunds (savings to loan, transfer type 3, charge
 * payment): the withdrawal, an account transfer with every withdrawal rule of the savings account, then the loan
 * side (`payLoan`), then the details and transfer rows linking both. Answers what `payLoan` answers.
 */
async function transferChargePayment<T>(
  ctx: CommandContext, account: LockedSavingsAccount, payment: { date: LocalDate; amount: Decimal }, payLoan: () => Promise<{ loan: ChargePaymentLoanSide; answer: T }>,
): Promise<T> {
  const withdrawalId = await recordMovement(ctx, account, 'withdrawal', {
    date: payment.date, amount: payment.amount, paymentTypeId: null, paymentDetails: {}, note: undefined, accountTransfer: true,
  });
  const { loan, answer } = await payLoan();
  const detailsId = await insertTransferDetails(ctx.db, {
    from_office_id: account.holder.officeId, to_office_id: loan.officeId, from_client_id: account.row.client_id, to_client_id: loan.clientId,
    from_savings_account_id: account.row.id, to_loan_account_id: loan.loanId, transfer_type: AccountTransferType.CHARGE_PAYMENT,
  });
  await insertTransferTransaction(ctx.db, {
    account_transfer_details_id: detailsId, from_savings_transaction_id: withdrawalId, to_loan_transaction_id: loan.transactionId, is_reversed: false,
    transaction_date: payment.date.toString(), currency_code: account.row.currency_code, currency_digits: account.row.currency_digits,
    currency_multiplesof: account.row.currency_multiplesof, amount: payment.amount.toString(), description: DESCRIPTION,
  });
  return answer;
}

/**
 * POST /loans/{loanId}/charges/{loanChargeId}?command=pay (PAY_LOANCHARGE; also `/charges?command=pay` with
 * `chargeId`, and the external-id forms): a charge whose payment mode is account transfer is paid from the loan's
 * linked savings account, as Fineract's payLoanCharge and transferFunds. The savings account is locked before the
 * loan, as every savings-to-loan transfer locks them. In the command's transaction: the loan's checks, the
 * withdrawal, the loan's charge payment (17), then the transfer rows. Any refusal rolls back everything.
 */
async function payLoanCharge(ctx: CommandContext): Promise<CommandResult> {
  const request = readLoanChargePayment(ctx);
  const linked = await findLoanLinkedSavingsAccount(ctx.db, ctx.entityId ?? 0);
  const account = linked === undefined ? undefined : await findSavingsAccountForUpdate(ctx.db, linked.id);
  const payment = await prepareLoanChargePayment(ctx, request);
  if (account === undefined || account.row.id !== payment.savingsAccountId) {
    throw savingsAccountNotFound(payment.savingsAccountId);
  }
  return transferChargePayment(ctx, account, { date: request.date, amount: payment.amount }, async () => {
    const paid = await recordLoanChargePayment(ctx, payment);
    const loan = payment.loan.row;
    return { loan: { loanId: loan.id, officeId: payment.loan.officeId, clientId: loan.client_id, transactionId: paid.transactionId }, answer: paid.result };
  });
}

/**
 * Fineract's disburseLoan pays every pending account-transfer charge due at disbursement from the linked savings
 * account (transferFunds with a charge payment of its outstanding amount, dated on the disbursement). The loans
 * module writes the loan side with the disbursal (one repayment at disbursement, type 5, per charge); this step,
 * last in the disbursal's transaction, withdraws each amount from the linked savings account and writes the
 * transfer rows. A refusal of a withdrawal (insufficient balance, an inactive account, …) refuses the disbursal.
 * The linked savings account is locked before the loan, as every savings-to-loan transfer locks them.
 */
export function payDisbursementChargesFromSavings(): void {
  // Every disbursal of a loan with a linked savings account locks that account first (also the disbursal into it).
  afterDisbursalSteps.registerLock(async (ctx, loanId) => {
    const linked = await findLoanLinkedSavingsAccount(ctx.db, loanId);
    if (linked !== undefined) {
      await findSavingsAccountForUpdate(ctx.db, linked.id);
    }
  });
  afterDisbursalSteps.register(async (ctx, disbursal: LoanDisbursal) => {
    const charges = disbursal.chargesPaidByTransfer;
    if (charges.length === 0) {
      return;
    }
    const linked = await findLoanLinkedSavingsAccount(ctx.db, disbursal.loanId);
    if (linked === undefined) {
      throw payRequiresLinkedAccount(charges[0]?.loanChargeId ?? 0);
    }
    for (const charge of charges) {
      const account = await findSavingsAccountForUpdate(ctx.db, linked.id);
      if (account === undefined) {
        throw savingsAccountNotFound(linked.id);
      }
      const loan = { loanId: disbursal.loanId, officeId: disbursal.officeId, clientId: disbursal.clientId, transactionId: charge.transactionId };
      await transferChargePayment(ctx, account, { date: disbursal.date, amount: charge.amount }, () => Promise.resolve({ loan, answer: undefined }));
    }
  });
}

export const loanChargePaymentCommandHandlers = [commandHandler('LOANCHARGE', 'PAY', payLoanCharge)];
