import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { insertChargesPaidBy, insertLoanTransactions } from '../loan-disbursement/loan-disbursement.repository.ts';
import { raiseAccrualsCreated } from '../loan-accruals/loan-accruals.events.ts';
import { LoanTransactionType } from '../loan-postings/domain/loan-postings.ts';
import { postLoansTransactions, type PostedLoan, type PostingContext } from '../loan-postings/loan-postings.commands.ts';

/** A charge recorded as applied to its loan. */
export interface AppliedCharge {
  readonly loan: PostedLoan;
  readonly loanChargeId: number;
  /** The charge definition (m_charge), whose own income account the journal entry credits when mapped. */
  readonly chargeId: number;
  readonly penalty: boolean;
  readonly amount: Decimal;
  readonly date: LocalDate;
}

const ZERO = new Decimal(0);

/**
 * Fineract's handleChargeAppliedTransaction for charges added to active loans: per charge an accrual (type 10) of
 * its whole amount as fee or penalty portion on the given date, linked to the charge by its `m_loan_charge_paid_by`
 * row (no installment number). The transactions and the rows are written by one insert each, whatever the number
 * of charges; the journal entries as any accrual's (none under cash or none, receivable against income under
 * upfront accrual) by {@link postLoansTransactions}. Answers the transaction ids in the charges' order.
 */
export async function recordChargesApplied(ctx: PostingContext, charges: readonly AppliedCharge[]): Promise<number[]> {
  if (charges.length === 0) {
    return [];
  }
  const businessDate = await ctx.clock.businessDate();
  const today = businessDate.toString();
  const ids = await insertLoanTransactions(ctx.db, charges.map((c) => {
    const amount = c.amount.toString();
    return {
      loan_id: c.loan.id, office_id: c.loan.officeId, payment_detail_id: null, is_reversed: false, transaction_type_enum: LoanTransactionType.ACCRUAL,
      transaction_date: c.date.toString(), amount, fee_charges_portion_derived: c.penalty ? null : amount, penalty_charges_portion_derived: c.penalty ? amount : null,
      submitted_on_date: today, created_by: ctx.user.id, last_modified_by: ctx.user.id,
    };
  }));
  await insertChargesPaidBy(ctx.db, charges.map((c, i) => ({ transactionId: ids[i] ?? 0, loanChargeId: c.loanChargeId, amount: c.amount })));
  await postLoansTransactions(ctx, charges.map((c, i) => {
    const portion = [{ chargeId: c.chargeId, amount: c.amount }];
    return {
      loan: c.loan,
      transactions: [{
        id: ids[i] ?? 0, type: LoanTransactionType.ACCRUAL, date: c.date, paymentDetailId: null, paymentTypeId: null, amount: c.amount, principal: ZERO, interest: ZERO,
        fees: c.penalty ? ZERO : c.amount, penalties: c.penalty ? c.amount : ZERO, overpayment: ZERO,
        feePayments: c.penalty ? [] : portion, penaltyPayments: c.penalty ? portion : [], reversed: false,
      }],
    };
  }));
  await raiseAccrualsCreated(ctx.db, charges.map((c, i) => ({ loanId: c.loan.id, transactionId: ids[i] ?? 0 })), businessDate);
  return ids;
}
