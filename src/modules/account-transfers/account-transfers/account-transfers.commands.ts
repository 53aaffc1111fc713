import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { DataValidator } from '../../../shared/validation/index.ts';
import { refundLoanByTransfer, refundTransferReversals, replacedTransactionLinks, repayLoanByTransfer } from '../../loans/index.ts';
import { findSavingsAccountForUpdate, recordMovement, savingsAccountNotFound, undoTransferLeg, type LockedSavingsAccount } from '../../savings/index.ts';
import { AccountTransferType, PortfolioAccountType } from './domain/account-transfer-enums.ts';
import { differentCurrencies, loanTransferNotSupported, partyMismatch, sameAccount } from './account-transfers.errors.ts';
import { raiseSavingsLeg } from './account-transfers.events.ts';
import { markTransfersReversed } from '../disburse-to-savings/disburse-to-savings.repository.ts';
import { findTransfersFromLoanTransactions, insertTransferDetails, insertTransferTransaction, relinkToLoanTransactions } from './account-transfers.repository.ts';

const ENTITY = 'ACCOUNTTRANSFER';
const RESOURCE = 'accounttransfer';
const SIDES = ['fromOfficeId', 'fromClientId', 'fromAccountType', 'fromAccountId', 'toOfficeId', 'toClientId', 'toAccountType', 'toAccountId'] as const;
const SUPPORTED = ['locale', 'dateFormat', ...SIDES, 'transferDate', 'transferAmount', 'transferDescription'];

type Side = (typeof SIDES)[number];

/** The office and client a side names; checked against the account's holder when given. */
export interface TransferParties {
  readonly fromOfficeId: number;
  readonly fromClientId: number;
  readonly toOfficeId: number;
  readonly toClientId: number;
}

/** A transfer between two savings accounts, as a request or a standing instruction states it. */
export interface SavingsTransfer {
  readonly fromAccountId: number;
  readonly toAccountId: number;
  readonly amount: Decimal;
  readonly date: LocalDate;
  readonly description: string;
  readonly transferType: number;
  /** The details row to record the run under (a standing instruction's); a new one is written when absent. */
  readonly detailsId?: number;
  readonly parties?: TransferParties;
}

export interface SavingsTransferResult {
  readonly detailsId: number;
  readonly transferId: number;
  readonly withdrawalId: number;
  readonly depositId: number;
}

/** Fineract's AccountTransfersDataValidator (resource `accounttransfer`), all errors at once. */
function readTransfer(ctx: CommandContext): Record<Side, number> & { date: LocalDate; amount: Decimal; description: string } {
  ctx.json.checkSupported(SUPPORTED);
  const v = new DataValidator(RESOURCE);
  const ids: Partial<Record<Side, number>> = {};
  for (const name of SIDES) {
    const value = ctx.json.long(name, v);
    if (!v.hasErrorFor(name)) {
      const rules = v.parameter(name, value).notBlank();
      if (name.endsWith('AccountType')) {
        rules.isOneOf([PortfolioAccountType.LOAN, PortfolioAccountType.SAVINGS]);
      } else {
        rules.positive();
      }
    }
    ids[name] = value;
  }
  const date = ctx.json.localDate('transferDate', v);
  if (!v.hasErrorFor('transferDate')) {
    v.parameter('transferDate', date).notBlank();
  }
  const amount = ctx.json.decimal('transferAmount', v);
  if (!v.hasErrorFor('transferAmount')) {
    v.parameter('transferAmount', amount?.toString()).notBlank().positive();
  }
  const description = ctx.json.trimmedString('transferDescription');
  v.parameter('transferDescription', description).notBlank().notExceedingLengthOf(200);
  v.throwIfErrors();
  return { ...(ids as Record<Side, number>), date: date as LocalDate, amount: amount as Decimal, description: description ?? '' };
}

/** Locks both accounts in id order, so two opposite transfers queue instead of deadlocking. */
async function lockBoth(ctx: CommandContext, fromId: number, toId: number): Promise<{ from: LockedSavingsAccount; to: LockedSavingsAccount }> {
  const lock = async (id: number) => {
    const found = await findSavingsAccountForUpdate(ctx.db, id);
    if (found === undefined) {
      throw savingsAccountNotFound(id);
    }
    return found;
  };
  if (fromId < toId) {
    const from = await lock(fromId);
    return { from, to: await lock(toId) };
  }
  const to = await lock(toId);
  return { from: await lock(fromId), to };
}

function checkParties(parties: TransferParties, from: LockedSavingsAccount, to: LockedSavingsAccount): void {
  const checks: Array<[string, number, number | null]> = [
    ['fromOfficeId', parties.fromOfficeId, from.holder.officeId],
    ['fromClientId', parties.fromClientId, from.row.client_id],
    ['toOfficeId', parties.toOfficeId, to.holder.officeId],
    ['toClientId', parties.toClientId, to.row.client_id],
  ];
  for (const [name, given, actual] of checks) {
    if (given !== actual) {
      throw partyMismatch(name, given, actual);
    }
  }
}

/**
 * Moves money between two savings accounts in the caller's transaction: a withdrawal from one and a deposit
 * to the other (each with its balance rules, running balances and journal entries), then the details and
 * transfer rows linking them. Any refusal rolls back both legs.
 */
export async function transferBetweenSavings(ctx: CommandContext, t: SavingsTransfer): Promise<SavingsTransferResult> {
  if (t.fromAccountId === t.toAccountId) {
    throw sameAccount(t.fromAccountId);
  }
  const { from, to } = await lockBoth(ctx, t.fromAccountId, t.toAccountId);
  if (t.parties !== undefined) {
    checkParties(t.parties, from, to);
  }
  if (from.row.currency_code !== to.row.currency_code) {
    throw differentCurrencies(from.row.currency_code, to.row.currency_code);
  }
  const leg = { date: t.date, amount: t.amount, paymentTypeId: null, paymentDetails: {}, note: undefined, accountTransfer: true };
  const withdrawalId = await recordMovement(ctx, from, 'withdrawal', leg);
  await raiseSavingsLeg(ctx, 'withdrawal', { savingsId: from.row.id, transactionId: withdrawalId });
  const depositId = await recordMovement(ctx, to, 'deposit', leg);
  await raiseSavingsLeg(ctx, 'deposit', { savingsId: to.row.id, transactionId: depositId });
  const detailsId =
    t.detailsId ??
    (await insertTransferDetails(ctx.db, {
      from_office_id: from.holder.officeId, to_office_id: to.holder.officeId, from_client_id: from.row.client_id, to_client_id: to.row.client_id,
      from_savings_account_id: from.row.id, to_savings_account_id: to.row.id, transfer_type: t.transferType,
    }));
  const transferId = await insertTransferTransaction(ctx.db, {
    account_transfer_details_id: detailsId, from_savings_transaction_id: withdrawalId, to_savings_transaction_id: depositId, is_reversed: false,
    transaction_date: t.date.toString(), currency_code: from.row.currency_code, currency_digits: from.row.currency_digits,
    currency_multiplesof: from.row.currency_multiplesof, amount: t.amount.toString(), description: t.description,
  });
  return { detailsId, transferId, withdrawalId, depositId };
}

/** A loan repaid from a savings account, as a request or a standing instruction states it. */
export interface SavingsToLoanTransfer {
  readonly fromAccountId: number;
  readonly loanId: number;
  readonly amount: Decimal;
  readonly date: LocalDate;
  readonly description: string;
  /** The details row to record the run under (a standing instruction's); a new one is written when absent. */
  readonly detailsId?: number;
  readonly parties?: TransferParties;
}

/** The rows a savings-to-loan transfer wrote. */
export interface SavingsToLoanResult {
  readonly detailsId: number;
  readonly transferId: number;
  readonly withdrawalId: number;
  readonly repaymentId: number;
}

function checkSide(name: string, given: number | undefined, actual: number | null): void {
  if (given !== undefined && given !== actual) {
    throw partyMismatch(name, given, actual);
  }
}

/**
 * A loan repaid from a savings account in the caller's transaction: a withdrawal (an account transfer, its own
 * balance rules) and the loan's repayment (type 2) posted against the liability-transfer account, linked by the
 * details (transfer type 2, loan repayment) and transfer rows. Any refusal rolls back both legs.
 */
export async function transferSavingsToLoan(ctx: CommandContext, t: SavingsToLoanTransfer): Promise<SavingsToLoanResult> {
  const from = await findSavingsAccountForUpdate(ctx.db, t.fromAccountId);
  if (from === undefined) {
    throw savingsAccountNotFound(t.fromAccountId);
  }
  checkSide('fromOfficeId', t.parties?.fromOfficeId, from.holder.officeId);
  checkSide('fromClientId', t.parties?.fromClientId, from.row.client_id);
  const leg = { date: t.date, amount: t.amount, paymentTypeId: null, paymentDetails: {}, note: undefined, accountTransfer: true };
  const withdrawalId = await recordMovement(ctx, from, 'withdrawal', leg);
  await raiseSavingsLeg(ctx, 'withdrawal', { savingsId: from.row.id, transactionId: withdrawalId });
  const loan = await repayLoanByTransfer(ctx, { loanId: t.loanId, date: t.date, amount: t.amount });
  checkSide('toOfficeId', t.parties?.toOfficeId, loan.officeId);
  checkSide('toClientId', t.parties?.toClientId, loan.clientId);
  if (loan.currencyCode !== from.row.currency_code) {
    throw differentCurrencies(from.row.currency_code, loan.currencyCode);
  }
  const detailsId =
    t.detailsId ??
    (await insertTransferDetails(ctx.db, {
      from_office_id: from.holder.officeId, to_office_id: loan.officeId, from_client_id: from.row.client_id, to_client_id: loan.clientId,
      from_savings_account_id: from.row.id, to_loan_account_id: loan.loanId, transfer_type: AccountTransferType.LOAN_REPAYMENT,
    }));
  const transferId = await insertTransferTransaction(ctx.db, {
    account_transfer_details_id: detailsId, from_savings_transaction_id: withdrawalId, to_loan_transaction_id: loan.transactionId, is_reversed: false,
    transaction_date: t.date.toString(), currency_code: from.row.currency_code, currency_digits: from.row.currency_digits,
    currency_multiplesof: from.row.currency_multiplesof, amount: t.amount.toString(), description: t.description,
  });
  return { detailsId, transferId, withdrawalId, repaymentId: loan.transactionId };
}

/** An overpaid loan's money moved to a savings account, as a request states it. */
export interface LoanToSavingsTransfer {
  readonly loanId: number;
  readonly toAccountId: number;
  readonly amount: Decimal;
  readonly date: LocalDate;
  readonly description: string;
  readonly parties?: TransferParties;
}

/** The rows a loan-to-savings transfer wrote. */
export interface LoanToSavingsResult {
  readonly detailsId: number;
  readonly transferId: number;
  readonly refundId: number;
  readonly depositId: number;
}

/**
 * An overpaid loan's money moved to a savings account in the caller's transaction (Fineract's loan-to-savings
 * transfer): the loan's refund (type 16, up to the overpaid amount, against the liability-transfer account), then
 * the deposit (an account transfer, its own rules), linked by the details (transfer type 1) and transfer rows.
 * Any refusal rolls back both legs.
 */
export async function transferLoanToSavings(ctx: CommandContext, t: LoanToSavingsTransfer): Promise<LoanToSavingsResult> {
  // The savings account is locked before the loan, in the order savings-to-loan transfers lock them (no deadlock).
  const to = await findSavingsAccountForUpdate(ctx.db, t.toAccountId);
  if (to === undefined) {
    throw savingsAccountNotFound(t.toAccountId);
  }
  const loan = await refundLoanByTransfer(ctx, { loanId: t.loanId, date: t.date, amount: t.amount });
  checkSide('fromOfficeId', t.parties?.fromOfficeId, loan.officeId);
  checkSide('fromClientId', t.parties?.fromClientId, loan.clientId);
  checkSide('toOfficeId', t.parties?.toOfficeId, to.holder.officeId);
  checkSide('toClientId', t.parties?.toClientId, to.row.client_id);
  if (loan.currencyCode !== to.row.currency_code) {
    throw differentCurrencies(loan.currencyCode, to.row.currency_code);
  }
  const leg = { date: t.date, amount: t.amount, paymentTypeId: null, paymentDetails: {}, note: undefined, accountTransfer: true };
  const depositId = await recordMovement(ctx, to, 'deposit', leg);
  await raiseSavingsLeg(ctx, 'deposit', { savingsId: to.row.id, transactionId: depositId });
  const detailsId = await insertTransferDetails(ctx.db, {
    from_office_id: loan.officeId, to_office_id: to.holder.officeId, from_client_id: loan.clientId, to_client_id: to.row.client_id,
    from_loan_account_id: loan.loanId, to_savings_account_id: to.row.id, transfer_type: AccountTransferType.ACCOUNT_TRANSFER,
  });
  const transferId = await insertTransferTransaction(ctx.db, {
    account_transfer_details_id: detailsId, from_loan_transaction_id: loan.transactionId, to_savings_transaction_id: depositId, is_reversed: false,
    transaction_date: t.date.toString(), currency_code: to.row.currency_code, currency_digits: to.row.currency_digits,
    currency_multiplesof: to.row.currency_multiplesof, amount: t.amount.toString(), description: t.description,
  });
  return { detailsId, transferId, refundId: loan.transactionId, depositId };
}

/**
 * When an adjustment or undo of a loan transaction reverses the loan's refunds (Fineract's
 * reverseTransfersWithFromAccountTransactions), each transfer out of those refunds is reversed with them: its
 * savings deposit is undone (the savings undo's rules: an active account whose balance stays above its floor;
 * journal entries reversed against the liability-transfer account) and the transfer is marked reversed, all in
 * the adjustment's transaction, so a refusal keeps everything as it was.
 */
export function reverseRefundTransfersOnAdjustment(): void {
  refundTransferReversals.register(async (ctx, refundTransactionIds) => {
    const transfers = await findTransfersFromLoanTransactions(ctx.db, refundTransactionIds);
    for (const transfer of transfers) {
      await undoTransferLeg(ctx, transfer.savingsAccountId, transfer.savingsTransactionId);
    }
    await markTransfersReversed(ctx.db, transfers.map((t) => t.id));
  });
}

/**
 * A replay that replaces a repayment made by a savings-to-loan transfer (a back-dated transaction before it) keeps
 * the transfer on the live transaction: its loan side now points at the replacement, whose journal entries keep
 * the liability-transfer account (Fineract's updateLoanTransaction on each replayed transaction).
 */
export function keepTransfersOnReplacedTransactions(): void {
  replacedTransactionLinks.register(async (ctx, replacements) => relinkToLoanTransactions(ctx.db, replacements));
}

/** POST /accounttransfers: savings to savings, savings to a loan (a repayment), an overpaid loan to savings (a refund). */
async function createAccountTransfer(ctx: CommandContext): Promise<CommandResult> {
  const request = readTransfer(ctx);
  if (request.fromAccountType === PortfolioAccountType.LOAN) {
    if (request.toAccountType === PortfolioAccountType.LOAN) {
      throw loanTransferNotSupported('toAccountType');
    }
    const refunded = await transferLoanToSavings(ctx, {
      loanId: request.fromAccountId, toAccountId: request.toAccountId, amount: request.amount, date: request.date, description: request.description, parties: request,
    });
    return { loanId: request.fromAccountId, resourceId: refunded.detailsId };
  }
  if (request.toAccountType === PortfolioAccountType.LOAN) {
    const repaid = await transferSavingsToLoan(ctx, {
      fromAccountId: request.fromAccountId, loanId: request.toAccountId, amount: request.amount, date: request.date, description: request.description, parties: request,
    });
    return { savingsId: request.fromAccountId, resourceId: repaid.detailsId };
  }
  const result = await transferBetweenSavings(ctx, {
    fromAccountId: request.fromAccountId, toAccountId: request.toAccountId, amount: request.amount, date: request.date,
    description: request.description, transferType: AccountTransferType.ACCOUNT_TRANSFER, parties: request,
  });
  return { savingsId: request.fromAccountId, resourceId: result.detailsId };
}

export const accountTransferCommandHandlers = [commandHandler(ENTITY, 'CREATE', createAccountTransfer)];
