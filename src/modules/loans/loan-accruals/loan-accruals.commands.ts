import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import type { LocalDate } from '@js-joda/core';
import { tenantMoneyContext } from '../../../platform/settings/index.ts';
import { AccountingRule } from '../loan-products/domain/loan-product-enums.ts';
import { postLoanTransactions, type StoredLoanTransaction } from '../loan-postings/loan-postings.commands.ts';
import { findStoredSchedule, type StoredInstallment } from '../loan-schedules/loan-schedules.repository.ts';
import { closureAccrual, loanAccruals, type AccrualInstallment, type AccrualMode, type InstallmentAccrual } from './domain/loan-accruals.ts';
import { ACCRUAL_TRANSACTION_TYPE, findAccrualCharges, findAccrualLoan, findExistingAccruals, insertAccruals, recordAccrued, type AccrualLoan } from './loan-accruals.repository.ts';

/** Where accruals are written: the caller's transaction, the acting user and the business date (the transactions' submitted date). */
export interface AccrualContext {
  readonly db: Kysely<object>;
  readonly userId: number;
  readonly businessDate: LocalDate;
}

function accrualInstallments(schedule: readonly StoredInstallment[]): AccrualInstallment[] {
  return schedule.flatMap((i, index) => {
    const fromDate = i.fromDate ?? schedule[index - 1]?.dueDate;
    return fromDate === undefined ? [] : [{ installmentNumber: i.installment, fromDate, dueDate: i.dueDate, interest: i.interest, interestWaived: i.interestWaived, downPayment: i.downPayment }];
  });
}

function postedOf(accrual: InstallmentAccrual, id: number): StoredLoanTransaction {
  const portions = (penalty: boolean) => accrual.charges.filter((c) => c.penalty === penalty).map((c) => ({ chargeId: c.chargeId, amount: c.amount }));
  return {
    id, type: ACCRUAL_TRANSACTION_TYPE, date: accrual.date, amount: accrual.amount, principal: new Decimal(0), interest: accrual.interest, fees: accrual.fees,
    penalties: accrual.penalties, paymentDetailId: null, paymentTypeId: null, feePayments: portions(false), penaltyPayments: portions(true), reversed: false,
  };
}

/** Whether the loan takes accruals at all: active, performing, not charged off, of a product with periodic accrual accounting. */
function accrues(loan: AccrualLoan): boolean {
  return loan.active && !loan.npa && !loan.chargedOff && loan.accountingRule === AccountingRule.ACCRUAL_PERIODIC;
}

/**
 * Adds the accrual transactions one loan needs up to `tillDate` (periodic: into the current installment pro rata;
 * due installments: only those already due), each carrying what was not accrued before, and posts their journal
 * entries (receivable debited, income credited). Installments' accrued figures and the loan's accrued-till date
 * follow. Loans that do not accrue, and loans already accrued up to the date, get nothing. Answers the new
 * transactions' ids.
 */
export async function addLoanAccruals(ctx: AccrualContext, loanId: number, tillDate: LocalDate, mode: AccrualMode): Promise<number[]> {
  const loan = await findAccrualLoan(ctx.db, loanId);
  if (loan === undefined || !accrues(loan)) {
    return [];
  }
  const schedule = await findStoredSchedule(ctx.db, loanId);
  const lastDueDate = schedule.at(-1)?.dueDate;
  const accruals = loanAccruals({
    installments: accrualInstallments(schedule),
    charges: await findAccrualCharges(ctx.db, loanId),
    existing: await findExistingAccruals(ctx.db, loanId),
    tillDate, mode, interestCalculatedFrom: loan.interestCalculatedFrom, currencyDigits: loan.currencyDigits, money: await tenantMoneyContext(ctx.db),
  });
  if (accruals.length === 0 || lastDueDate === undefined) {
    return [];
  }
  const ids = await insertAccruals(ctx.db, loan, accruals, ctx.businessDate, ctx.userId);
  await recordAccrued(ctx.db, loanId, accruals, tillDate.isAfter(lastDueDate) ? lastDueDate : tillDate, ctx.userId);
  const posting = { db: ctx.db, user: { id: ctx.userId }, clock: { businessDate: () => Promise.resolve(ctx.businessDate) } };
  await postLoanTransactions(posting, { id: loan.id, productId: loan.productId, accountingRule: loan.accountingRule, officeId: loan.officeId, currencyCode: loan.currencyCode },
    accruals.map((a, i) => postedOf(a, ids[i] ?? 0)));
  return ids;
}

/**
 * The accrual of a loan that has just closed (600) or become overpaid (700) on `date` (Fineract's accruals on loan
 * closure): under periodic accrual, for a performing loan not charged off, what its installments and charges earned
 * and was not accrued yet is accrued in one transaction on that date, with its journal entries; every installment's
 * accrued figures become its interest, fees and penalties less waived. Answers the new transaction's id, if any.
 */
export async function addLoanClosureAccrual(ctx: AccrualContext, loanId: number, date: LocalDate): Promise<number | undefined> {
  const loan = await findAccrualLoan(ctx.db, loanId);
  if (loan === undefined || loan.npa || loan.chargedOff || loan.accountingRule !== AccountingRule.ACCRUAL_PERIODIC) {
    return undefined;
  }
  const schedule = await findStoredSchedule(ctx.db, loanId);
  const accrual = closureAccrual({
    installments: accrualInstallments(schedule), charges: await findAccrualCharges(ctx.db, loanId), existing: await findExistingAccruals(ctx.db, loanId), date,
  });
  if (accrual === undefined) {
    return undefined;
  }
  const [id] = await insertAccruals(ctx.db, loan, [accrual], ctx.businessDate, ctx.userId);
  const whole = schedule.filter((i) => !i.downPayment).map((i) => ({
    installmentNumber: i.installment, accruedInterest: Decimal.max(i.interest.minus(i.interestWaived), 0),
    accruedFees: Decimal.max(i.feeCharges.minus(i.feeChargesWaived), 0), accruedPenalties: Decimal.max(i.penaltyCharges.minus(i.penaltyChargesWaived), 0),
  }));
  const lastDueDate = schedule.at(-1)?.dueDate ?? date;
  await recordAccrued(ctx.db, loanId, whole, date.isAfter(lastDueDate) ? lastDueDate : date, ctx.userId);
  const posting = { db: ctx.db, user: { id: ctx.userId }, clock: { businessDate: () => Promise.resolve(ctx.businessDate) } };
  await postLoanTransactions(posting, { id: loan.id, productId: loan.productId, accountingRule: loan.accountingRule, officeId: loan.officeId, currencyCode: loan.currencyCode }, [postedOf(accrual, id ?? 0)]);
  return id;
}
