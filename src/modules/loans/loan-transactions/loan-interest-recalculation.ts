import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import type { CommandContext } from '../../../platform/commands/index.ts';
import { CompoundingMethod, isRepaymentLike, LoanTransactionType, PreClosureStrategy, RescheduleStrategy, RestFrequency, type RecalculationChargeWaiver, type RecalculationPayment, type RepaymentPeriod } from '../engine/index.ts';
import type { Kysely } from 'kysely';
import type { MoneyContext } from '../../../shared/money/index.ts';
import { findApplicationProduct, findBorrower, type LoanRow } from '../loan-accounts/loan-accounts.repository.ts';
import { findActiveLoanCharges } from '../loan-disbursement/loan-disbursement.repository.ts';
import { proposeLoanSchedule } from '../loan-schedules/loan-schedules.queries.ts';
import { findStoredSchedule, type StoredInstallment } from '../loan-schedules/loan-schedules.repository.ts';
import { findLoanRecalculationSettings, findLoanRow, findWaivedCharges, insertReplannedInstallments, rewriteInstallmentAmounts, type RecalculationSettings, type WaivedCharge } from './loan-interest-recalculation.repository.ts';
import { findActiveTransactions } from './loan-transactions.repository.ts';
import { recalculatedApplication } from './loan-interest-recalculation.tranches.ts';
import { calendarDateOnOrAfter, calendarOnRepaymentDates, repaymentDatesOnCalendar, restInsidePeriodsAllowed } from '../loan-products/domain/recalculation-calendars.ts';

/** The loan being changed: its row and office. */
interface RecalculatedLoan {
  readonly row: LoanRow;
  readonly posted: { readonly officeId: number };
}

/** The change about to be replayed: a transaction added, one taken away. */
interface PaymentChange {
  readonly added?: { readonly type: LoanTransactionType; readonly date: LocalDate; readonly amount: Decimal };
  readonly removed?: { readonly id: number };
}

/** The settings the classic engine recalculates with (docs/adr/0061-classic-interest-recalculation-scope.md). */
function recalculated(settings: RecalculationSettings | undefined): settings is RecalculationSettings {
  if (settings === undefined) {
    return false;
  }
  const strategy = settings.rescheduleStrategy;
  // Compounding none, or interest and/or fees compounded on the repayment dates (weekly on them: checked with the
  // loan's dates) at the start of the day, not posted.
  const compoundingDates = settings.compoundingFrequency !== null && settings.compoundingFrequency !== RestFrequency.DAILY;
  const compounding = settings.compounding === CompoundingMethod.NONE
    || ((Object.values(CompoundingMethod) as number[]).includes(settings.compounding) && compoundingDates && !settings.compoundingOnEod && !settings.compoundingPosted);
  if (settings.restFrequency !== RestFrequency.DAILY) {
    return compounding && (strategy === RescheduleStrategy.REDUCE_EMI_AMOUNT || strategy === RescheduleStrategy.RESCHEDULE_NEXT_REPAYMENTS);
  }
  // A daily rest (every day) re-plans with any of the three reschedule strategies.
  return compounding && settings.restFrequency === RestFrequency.DAILY && settings.restInterval <= 1 && (Object.values(RescheduleStrategy) as number[]).includes(strategy);
}

/** How a loan's weekly or monthly rest calendar is planned: on the repayment dates, with rest dates inside the periods too, or not at all. */
type CalendarPlan = { readonly restDateOf?: (date: LocalDate) => LocalDate } | undefined;

/**
 * Do the loan's weekly or monthly rest and compounding calendars (Fineract starts them on the expected disbursement
 * date) fall on its repayment dates (from the first repayment date, or counted from `repaymentsFrom`)? Or, with the
 * settings that allow it, is every repayment date a rest date (further rest dates then fall inside the periods: the
 * answer carries the calendar's next date)? A loan disbursed on another weekday or day of month does not keep its
 * repayment dates on them: it is not re-planned (undefined: its stored schedule stands).
 */
function calendarPlan(settings: RecalculationSettings, row: LoanRow, dates: { readonly firstRepaymentDate: LocalDate | undefined; readonly repaymentsFrom: LocalDate }, multiDisburseLoan: boolean): CalendarPlan {
  const { rest, compounding } = settings.calendars;
  if (rest === undefined && compounding === undefined) {
    return {};
  }
  const expected = row.expected_disbursedon_date ?? row.disbursedon_date;
  if (expected === null) {
    return undefined;
  }
  const seed = LocalDate.parse(expected);
  const loan = { repaymentEvery: row.repay_every, repaymentFrequencyType: row.repayment_period_frequency_enum, expectedDisbursementDate: seed, ...dates };
  if ([rest, compounding].every((calendar) => calendar === undefined || calendarOnRepaymentDates(calendar, loan))) {
    return {};
  }
  const inside = rest !== undefined && compounding === undefined && repaymentDatesOnCalendar(rest, loan) && restInsidePeriodsAllowed({ ...settings, multiDisburseLoan });
  return inside ? { restDateOf: (date) => calendarDateOnOrAfter(rest, seed, date) } : undefined;
}

/** Replayed by the re-plan: repayment-like transactions, and interest waivers (they waive interest only). */
function replayed(type: LoanTransactionType): boolean {
  return isRepaymentLike(type) || type === LoanTransactionType.WAIVE_INTEREST;
}

/** What the re-plan replays: the payments (repayment-like transactions and interest waivers) and the charge waivers. */
interface Replayed {
  readonly payments: RecalculationPayment[];
  readonly chargeWaivers: RecalculationChargeWaiver[];
}

/**
 * The repayment-like payments and interest waivers the loan has after the change, in date order (creation order
 * within a day), and its charge waivers (one more statement, only when it has some).
 */
async function paymentsAfter(db: Kysely<object>, loanId: number, change: PaymentChange): Promise<Replayed> {
  const stored = (await findActiveTransactions(db, loanId)).filter((t) => t.id !== change.removed?.id);
  const payment = (type: LoanTransactionType, date: LocalDate, amount: Decimal): RecalculationPayment => ({ date, amount, waiver: type === LoanTransactionType.WAIVE_INTEREST });
  const payments = stored.filter((t) => replayed(t.type as LoanTransactionType)).map((t) => payment(t.type as LoanTransactionType, t.date, t.amount));
  if (change.added !== undefined && replayed(change.added.type)) {
    payments.push(payment(change.added.type, change.added.date, change.added.amount));
  }
  const waivers = stored.filter((t) => t.type === LoanTransactionType.WAIVE_CHARGES);
  const charges = await findWaivedCharges(db, waivers.map((t) => t.id));
  const chargeWaivers = waivers.flatMap((t): RecalculationChargeWaiver[] => {
    const charge = charges.get(t.id);
    return charge === undefined ? [] : [chargeWaiverOf(t, charge)];
  });
  return { payments, chargeWaivers };
}

/**
 * A waive-charges transaction as the re-plan replays it: on its stored date, which is the one Fineract gives a charge
 * waiver (the charge's or its installment's due date, or the day it was waived when that came first), for its whole
 * amount (its unrecognized income portion included: the installment has the whole amount waived).
 */
function chargeWaiverOf(t: { readonly date: LocalDate; readonly amount: Decimal }, charge: WaivedCharge): RecalculationChargeWaiver {
  const waiver = { date: t.date, amount: t.amount, penalty: charge.penalty };
  return charge.installment !== undefined ? { ...waiver, installment: charge.installment } : { ...waiver, ...(charge.chargeDue === undefined ? {} : { chargeDue: charge.chargeDue }) };
}

/**
 * The loan's schedule re-planned from its disbursement and `payments` as of `businessDate`, or undefined when the
 * loan does not recalculate interest in the covered configuration (the stored schedule stands).
 */
async function replannedPeriods(db: Kysely<object>, money: MoneyContext, row: LoanRow, officeId: number, replay: Replayed, businessDate: LocalDate, payOff = false): Promise<RepaymentPeriod[] | undefined> {
  if (!row.interest_recalculation_enabled || row.loan_schedule_type !== 'CUMULATIVE' || row.disbursedon_date === null) {
    return undefined;
  }
  const settings = await findLoanRecalculationSettings(db, row.id);
  // Compounding is re-planned in the standard order only (a loan stored with another strategy keeps its schedule).
  if (!recalculated(settings) || (settings.compounding !== CompoundingMethod.NONE && row.loan_transaction_strategy_code !== 'mifos-standard-strategy')) {
    return undefined;
  }
  const product = await findApplicationProduct(db, row.product_id ?? 0);
  if (product === undefined) {
    return undefined;
  }
  const app = await recalculatedApplication(db, row, product.multiDisburseLoan, payOff);
  const plan = calendarPlan(settings, row, { firstRepaymentDate: app.repaymentsStartingFromDate, repaymentsFrom: product.repaymentStartDateType === 2 ? app.submittedOnDate : app.expectedDisbursementDate }, product.multiDisburseLoan);
  if (plan === undefined) {
    return undefined;
  }
  const preClosureStrategy = settings.preClosureStrategy === 2 ? PreClosureStrategy.TILL_REST_FREQUENCY_DATE : PreClosureStrategy.TILL_PRE_CLOSURE_DATE;
  const restFrequency = settings.restFrequency === RestFrequency.DAILY ? RestFrequency.DAILY : RestFrequency.SAME_AS_REPAYMENT_PERIOD;
  const strategies: readonly RescheduleStrategy[] = [RescheduleStrategy.RESCHEDULE_NEXT_REPAYMENTS, RescheduleStrategy.REDUCE_NUMBER_OF_INSTALLMENTS];
  const rescheduleStrategy = strategies.find((s) => s === settings.rescheduleStrategy) ?? RescheduleStrategy.REDUCE_EMI_AMOUNT;
  const compounding = (Object.values(CompoundingMethod) as CompoundingMethod[]).find((c) => c === settings.compounding) ?? CompoundingMethod.NONE;
  const recalculation = { businessDate, rescheduleStrategy, preClosureStrategy, restFrequency, ...plan, compounding, payments: replay.payments, chargeWaivers: replay.chargeWaivers };
  // The loan's charges are planned too, so that what a payment pays of fees and penalties is not taken as principal.
  const charges = (await findActiveLoanCharges(db, row.id)).map((c) => ({ chargeTime: c.chargeTime, calculation: c.calculation, amountOrPercentage: c.amountOrPercentage, penalty: c.penalty, dueDate: c.dueDate ?? undefined, ref: c.id }));
  const schedule = await proposeLoanSchedule(db, app, product, officeId, charges, money, undefined, recalculation);
  return schedule.periods.filter((p): p is RepaymentPeriod => p.kind === 'repayment');
}

/**
 * Interest recalculation of a classic loan (Fineract re-plans the schedule of such a loan whenever its transactions
 * change and in close of business): the schedule re-planned from the disbursed principal and the payments as of the
 * business date, its due dates, principal and interest written on the stored installments (those past the plan's
 * end removed). Answers the installments to replay on, or undefined when the loan does not recalculate.
 */
export async function recalculateStoredSchedule(ctx: CommandContext, loan: RecalculatedLoan, change: PaymentChange, stored: readonly StoredInstallment[], today: LocalDate): Promise<StoredInstallment[] | undefined> {
  const row = loan.row;
  if (!row.interest_recalculation_enabled || stored.some((i) => i.downPayment)) {
    return undefined;
  }
  const replanned = await replannedPeriods(ctx.db, await ctx.moneyContext(), row, loan.posted.officeId, await paymentsAfter(ctx.db, row.id, change), today);
  if (replanned === undefined) {
    return undefined;
  }
  const periods = new Map(replanned.map((p) => [p.period, p]));
  const kept: StoredInstallment[] = [];
  const changed: { id: number; dueDate: LocalDate; principal: Decimal; interest: Decimal }[] = [];
  const removed: number[] = [];
  for (const installment of stored) {
    const period = periods.get(installment.installment);
    if (period === undefined) {
      removed.push(installment.id);
      continue;
    }
    if (!period.principalDue.equals(installment.principal) || !period.interestDue.equals(installment.interest) || !period.dueDate.equals(installment.dueDate)) {
      changed.push({ id: installment.id, dueDate: period.dueDate, principal: period.principalDue, interest: period.interestDue });
    }
    kept.push({ ...installment, dueDate: period.dueDate, principal: period.principalDue, interest: period.interestDue });
  }
  await rewriteInstallmentAmounts(ctx.db, changed, removed, ctx.user.id);
  // Periods the stored schedule lost to an earlier pre-closure (undone since) come back as installments.
  const last = stored.reduce((n, i) => Math.max(n, i.installment), 0);
  const missing = replanned.filter((p) => p.period > last);
  if (missing.length === 0) {
    return kept;
  }
  await insertReplannedInstallments(ctx.db, row.id, missing, ctx.user.id);
  return findStoredSchedule(ctx.db, row.id);
}

/**
 * The principal and interest that repay a recalculating loan on `date` (Fineract's pre-close amount): the plan with a
 * payment repaying everything on that date — interest of the period holding it till that date, or till its due date
 * with the "till rest date" strategy — less what the installments were paid. Undefined for other loans.
 */
export async function recalculatedPayOff(db: Kysely<object>, money: MoneyContext, loanId: number, date: LocalDate, stored: readonly StoredInstallment[]): Promise<{ principal: Decimal; interest: Decimal } | undefined> {
  const row = await findLoanRow(db, loanId);
  if (row === undefined || !row.interest_recalculation_enabled) {
    return undefined;
  }
  const borrower = await findBorrower(db, row.client_id ?? undefined, row.group_id ?? undefined);
  const officeId = borrower.client?.officeId ?? borrower.group?.officeId ?? 0;
  const everything = stored.reduce((s, i) => s.plus(i.principal).plus(i.interest).plus(i.feeCharges).plus(i.penaltyCharges), new Decimal(0));
  const replay = await paymentsAfter(db, loanId, {});
  const payments = [...replay.payments, { date, amount: everything.plus(everything) }];
  const replanned = await replannedPeriods(db, money, row, officeId, { payments, chargeWaivers: replay.chargeWaivers }, date, true);
  if (replanned === undefined) {
    return undefined;
  }
  const paid = stored.reduce((s, i) => ({ principal: s.principal.plus(i.principalCompleted), interest: s.interest.plus(i.interestCompleted).plus(i.interestWaived) }), { principal: new Decimal(0), interest: new Decimal(0) });
  const planned = replanned.reduce((s, p) => ({ principal: s.principal.plus(p.principalDue), interest: s.interest.plus(p.interestDue) }), { principal: new Decimal(0), interest: new Decimal(0) });
  return { principal: planned.principal.minus(paid.principal), interest: Decimal.max(0, planned.interest.minus(paid.interest)) };
}
