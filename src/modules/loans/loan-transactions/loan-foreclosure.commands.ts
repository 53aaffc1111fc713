import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { LoanTransactionType } from '../engine/index.ts';
import type { LoanRow } from '../loan-accounts/loan-accounts.repository.ts';
import { LoanStatus } from '../loan-accounts/domain/loan-status.ts';
import { insertLoanNote } from '../loan-lifecycle/loan-lifecycle.repository.ts';
import { findStoredSchedule } from '../loan-schedules/loan-schedules.repository.ts';
import { foreclosureAmounts, foreclosureSchedule } from './domain/foreclosure.ts';
import { deactivateChargesDueAfter, findDatedCharges, foreclosedInstallments, hasUndisbursedTrancheBy, replaceInstallments } from './loan-foreclosure.repository.ts';
import { loadLoan, requireFreeExternalId } from './loan-transactions.commands.ts';
import { closeBeforeChargeOff, foreclosureRefused, notActiveForForeclosure } from './loan-transactions.errors.ts';
import { applyLoanChange } from './loan-transactions.replay.ts';
import { latestTransactionDate } from './loan-transactions.repository.ts';
import { readForeclosureRequest } from './loan-transactions.request.ts';

const ENTITY = 'LOAN';
/** Fineract's LoanSubStatus FORECLOSED. */
const FORECLOSED = 100;

/** The refusals Fineract makes before it closes the loan (validateAccountStatus, validateForForeclosure). */
async function checkForeclosure(ctx: CommandContext, row: LoanRow, date: LocalDate): Promise<void> {
  if (row.loan_status_id !== LoanStatus.ACTIVE) {
    throw notActiveForForeclosure();
  }
  if (row.interest_recalculation_enabled) {
    throw foreclosureRefused('loan.with.interest.recalculation.enabled.cannot.be.foreclosured', 'The loan with interest recalculation enabled cannot be foreclosed.', [row.id]);
  }
  if (date.isAfter(await ctx.clock.businessDate())) {
    throw foreclosureRefused('loan.foreclosure.transaction.date.is.in.future', 'The transactionDate cannot be in the future.', [date.toString()]);
  }
  const latest = await latestTransactionDate(ctx.db, row.id);
  if (latest !== undefined && date.toString() < latest) {
    throw foreclosureRefused('loan.foreclosure.transaction.date.cannot.before.the.last.transaction.date', 'The transactionDate cannot be earlier than the last transaction date.', [date.toString()]);
  }
}

/**
 * ?command=foreclosure (Fineract's forecloseLoan on a classic loan): the installments due on or after the date
 * make way for one installment holding their principal and the interest and charges accrued in the running
 * period; charges due later stop; one repayment of principal outstanding, interest, fees and penalties due by
 * the date closes the loan (600) with sub-status foreclosed (100).
 */
async function forecloseLoan(ctx: CommandContext): Promise<CommandResult> {
  const req = readForeclosureRequest(ctx);
  const loan = await loadLoan(ctx);
  const row = loan.row;
  if (loan.posted.multiDisburseLoan && (await hasUndisbursedTrancheBy(ctx.db, row.id, req.date))) {
    throw foreclosureRefused('loan.with.undisbursed.tranche.before.foreclosure.cannot.be.foreclosured', 'The loan with undisbursed tranche before foreclosure cannot be foreclosed.', [req.date.toString()]);
  }
  if (row.is_charged_off && row.charged_off_on_date !== null && req.date.toString() < row.charged_off_on_date) {
    throw closeBeforeChargeOff(row.id);
  }
  await checkForeclosure(ctx, row, req.date);
  await requireFreeExternalId(ctx, req.externalId);
  const disbursedOn = LocalDate.parse(row.disbursedon_date ?? req.date.toString());
  const currency = { code: row.currency_code, digitsAfterDecimal: row.currency_digits, inMultiplesOf: row.currency_multiplesof };
  const money = await ctx.moneyContext();
  const installments = foreclosedInstallments(await findStoredSchedule(ctx.db, row.id), disbursedOn);
  const charges = await findDatedCharges(ctx.db, row.id);
  const amounts = foreclosureAmounts(installments, charges, new Decimal(row.principal_outstanding_derived ?? 0), req.date, currency, money);
  const schedule = foreclosureSchedule(installments, charges, disbursedOn, req.date, currency, money);
  await replaceInstallments(ctx.db, row.id, schedule.removedIds, schedule.added, ctx.user.id);
  await deactivateChargesDueAfter(ctx.db, row.id, req.date);
  const total = amounts.principal.plus(amounts.interest).plus(amounts.fee).plus(amounts.penalty);
  const applied = await applyLoanChange(ctx, loan, {
    ...(total.greaterThan(0) ? { added: { type: LoanTransactionType.REPAYMENT, date: req.date, amount: total, paymentDetailId: null, paymentTypeId: null, externalId: req.externalId ?? null } } : {}),
    loanColumns: { loan_sub_status_id: FORECLOSED },
    replayAll: true,
  });
  await insertLoanNote(ctx.db, row.id, req.note, ctx.user.id);
  const json = ctx.json.json;
  const changes = {
    dateFormat: json.dateFormat, transactionDate: json.transactionDate, externalId: req.externalId ?? null, transactions: applied.addedId === undefined ? [] : [applied.addedId],
    eventAmount: amounts.principal.negated(), ...(req.note === undefined ? {} : { note: req.note }),
  };
  return { loanId: row.id, resourceId: applied.addedId ?? row.id, ...(req.externalId === undefined ? {} : { resourceExternalId: req.externalId }), changes };
}

export const loanForeclosureCommandHandlers = [commandHandler(ENTITY, 'FORECLOSURE', forecloseLoan)];
