import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import type { CommandContext } from '../../../platform/commands/index.ts';
import { AccountingRule } from '../loan-products/domain/loan-product-enums.ts';
import { LoanTransactionType } from '../loan-postings/domain/loan-postings.ts';
import type { StoredLoanTransaction } from '../loan-postings/loan-postings.commands.ts';
import type { ChargeFacts } from './domain/disbursement.ts';
import { insertChargesPaidBy, insertLoanTransactions, type LoanTransactionValues } from './loan-disbursement.repository.ts';

/** What a disbursement writes as loan transactions. */
export interface DisbursementTransactions {
  readonly loanId: number;
  readonly officeId: number;
  readonly date: LocalDate;
  readonly amount: Decimal;
  /** The principal outstanding after it, when not the amount (a later tranche). */
  readonly balance?: Decimal;
  readonly paymentDetailId: number | null;
  readonly paymentTypeId: number | null;
  readonly externalId: string | undefined;
  /** Charges collected with the disbursement (one "repayment at disbursement"). */
  readonly collected: readonly ChargeFacts[];
  /** Charges paid from the linked savings account at disbursal (one "repayment at disbursement" each, no payment detail). */
  readonly byTransfer: readonly ChargeFacts[];
  /** The liability-transfer account their fund-source side posts to (undefined under rule none). */
  readonly transferAccountId: number | undefined;
  /** Charges recorded as applied (one accrual each). */
  readonly applied: readonly ChargeFacts[];
  /** The schedule's interest, accrued at once under rules none, cash and upfront accrual. */
  readonly interest: Decimal;
  readonly accountingRule: number;
}

interface Planned {
  readonly values: LoanTransactionValues;
  readonly posted: Omit<StoredLoanTransaction, 'id'>;
  readonly paidBy: readonly ChargeFacts[];
}

/** A disbursement charge paid by account transfer: its loan transaction (type 5). */
export interface ChargePaidByTransfer {
  readonly loanChargeId: number;
  readonly transactionId: number;
  readonly amount: Decimal;
}

/** What a disbursement wrote: its transactions for the ledger, and those that paid charges from savings. */
export interface WrittenDisbursement {
  readonly transactions: StoredLoanTransaction[];
  readonly paidByTransfer: ChargePaidByTransfer[];
}

const ZERO = new Decimal(0);

function planned(
  w: DisbursementTransactions, type: number, parts: { principal?: Decimal; interest?: Decimal; fees?: Decimal; penalties?: Decimal }, paidBy: readonly ChargeFacts[], ctx: CommandContext, today: LocalDate,
  extra: Partial<LoanTransactionValues> = {}, transferAccountId?: number,
): Planned {
  const amount = (parts.principal ?? ZERO).plus(parts.interest ?? ZERO).plus(parts.fees ?? ZERO).plus(parts.penalties ?? ZERO);
  const text = (d: Decimal | undefined) => (d === undefined ? null : d.toString());
  const withPayment = type !== LoanTransactionType.ACCRUAL && extra.payment_detail_id !== null;
  return {
    values: {
      loan_id: w.loanId, office_id: w.officeId, payment_detail_id: withPayment ? w.paymentDetailId : null, is_reversed: false, transaction_type_enum: type,
      transaction_date: w.date.toString(), amount: amount.toString(), principal_portion_derived: text(parts.principal), interest_portion_derived: text(parts.interest),
      fee_charges_portion_derived: text(parts.fees), penalty_charges_portion_derived: text(parts.penalties), outstanding_loan_balance_derived: (w.balance ?? w.amount).toString(),
      submitted_on_date: today.toString(), created_by: ctx.user.id, last_modified_by: ctx.user.id, ...extra,
    },
    posted: {
      type, date: w.date, amount, principal: parts.principal ?? ZERO, interest: parts.interest ?? ZERO, fees: parts.fees ?? ZERO, penalties: parts.penalties ?? ZERO,
      paymentTypeId: withPayment ? w.paymentTypeId : null, paymentDetailId: withPayment ? w.paymentDetailId : null, reversed: false,
      feePayments: paidBy.filter((c) => !c.penalty).map((c) => ({ chargeId: c.chargeId, amount: c.amount })),
      penaltyPayments: paidBy.filter((c) => c.penalty).map((c) => ({ chargeId: c.chargeId, amount: c.amount })),
      ...(transferAccountId === undefined ? {} : { transferAccountId }),
    },
    paidBy,
  };
}

const total = (charges: readonly ChargeFacts[], penalty: boolean) => charges.filter((c) => c.penalty === penalty).reduce((s, c) => s.plus(c.amount), ZERO);

/**
 * Fineract's transactions of a disbursement: the disbursement (type 1), the charges collected with it
 * (type 5, repayment at disbursement), the interest applied at once and one accrual per applied charge
 * (type 10) under rules none, cash and upfront accrual; last, one type 5 per charge paid from the linked
 * savings account (Fineract's makeChargePayment with REPAYMENT_AT_DISBURSEMENT: the charge's amount as fee,
 * no payment detail, the fund-source side on the liability-transfer account). Written with one insert;
 * answers them for the ledger.
 */
export async function writeDisbursementTransactions(ctx: CommandContext, w: DisbursementTransactions): Promise<WrittenDisbursement> {
  const today = await ctx.clock.businessDate();
  const plans: Planned[] = [planned(w, LoanTransactionType.DISBURSEMENT, { principal: w.amount }, [], ctx, today, { external_id: w.externalId ?? null })];
  if (w.collected.length > 0) {
    plans.push(planned(w, LoanTransactionType.REPAYMENT_AT_DISBURSEMENT, { fees: total(w.collected, false), penalties: total(w.collected, true) }, w.collected, ctx, today));
  }
  if (w.accountingRule !== AccountingRule.ACCRUAL_PERIODIC && w.interest.greaterThan(0)) {
    plans.push(planned(w, LoanTransactionType.ACCRUAL, { interest: w.interest }, [], ctx, today));
  }
  for (const charge of w.applied) {
    plans.push(planned(w, LoanTransactionType.ACCRUAL, charge.penalty ? { penalties: charge.amount } : { fees: charge.amount }, [charge], ctx, today));
  }
  const firstByTransfer = plans.length;
  for (const charge of w.byTransfer) {
    const parts = charge.penalty ? { penalties: charge.amount } : { fees: charge.amount };
    plans.push(planned(w, LoanTransactionType.REPAYMENT_AT_DISBURSEMENT, parts, [charge], ctx, today, { payment_detail_id: null }, w.transferAccountId));
  }
  const ids = await insertLoanTransactions(ctx.db, plans.map((p) => p.values));
  await insertChargesPaidBy(ctx.db, plans.flatMap((p, i) => p.paidBy.map((c) => ({ transactionId: ids[i] ?? 0, loanChargeId: c.id, amount: c.amount }))));
  return {
    transactions: plans.map((p, i) => ({ ...p.posted, id: ids[i] ?? 0 })),
    paidByTransfer: w.byTransfer.map((c, i) => ({ loanChargeId: c.id, transactionId: ids[firstByTransfer + i] ?? 0, amount: c.amount })),
  };
}
