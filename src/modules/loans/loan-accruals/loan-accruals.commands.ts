import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import type { LocalDate } from '@js-joda/core';
import { readConfiguration, tenantMoneyContext } from '../../../platform/settings/index.ts';
import { AccountingRule } from '../loan-products/domain/loan-product-enums.ts';
import { postLoansTransactions, postLoanTransactions, type StoredLoanTransaction } from '../loan-postings/loan-postings.commands.ts';
import { findStoredSchedule, findStoredSchedules, type StoredInstallment } from '../loan-schedules/loan-schedules.repository.ts';
import { insertReplayedRelations, reverseTransactions } from '../loan-transactions/loan-transactions.repository.ts';
import { reprocessAccruals } from './domain/accrual-reprocessing.ts';
import { closureActivities, dueInstallmentActivities, reopenedActivities, replayedActivities, type ActivityInstallment, type ActivityPlan } from './domain/accrual-activities.ts';
import { closureAccrual, loanAccruals, type AccrualInstallment, type AccrualMode, type ChargeAccrualDate, type InstallmentAccrual } from './domain/loan-accruals.ts';
import {
  ACCRUAL_TRANSACTION_TYPE,
  findAccrualActivities,
  findAccrualCharges,
  findAccrualChargesOf,
  findAccrualLoan,
  findAccrualLoans,
  findAccrualPortions,
  findExistingAccruals,
  findExistingAccrualsOf,
  insertAccrualActivities,
  insertAccruals,
  insertAccrualsOf,
  recordAccrued,
  recordAccruedOf,
  type AccrualLoan,
  type StoredAccrual,
} from './loan-accruals.repository.ts';
import { raiseAccrualActivitiesPosted, raiseAccrualsCreated } from './loan-accruals.events.ts';

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

/**
 * The global configuration `charge-accrual-date` (Fineract's getAccrualDateConfigForCharge: its string value, any
 * case; `due-date` when blank). Read from the settings snapshot the transaction already holds.
 */
async function chargeAccrualDateOf(db: Kysely<object>): Promise<ChargeAccrualDate> {
  const value = (await readConfiguration(db, 'charge-accrual-date'))?.stringValue?.trim().toLowerCase();
  return value === 'submitted-date' ? 'submitted-date' : 'due-date';
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
  return addLoansAccruals(ctx, await findAccrualLoans(ctx.db, [loanId]), tillDate, mode);
}

/**
 * {@link addLoanAccruals} for many loans at once (a close-of-business chunk), with the same rows in the same order
 * as loan after loan, in a number of statements that does not grow with the loans: the loans that accrue at all
 * (one: active, performing, not charged off, of a periodic-accrual product), then, when
 * some accrue, their schedules, charges and accruals so far (one each), the rounding mode, the new transactions
 * and their charges (two inserts), the accrued figures and dates (two updates) and the journal entries (the
 * mappings per product, the books per office, one insert). Answers the new transactions' ids.
 */
export async function addChunkAccruals(ctx: AccrualContext, loanIds: readonly number[], tillDate: LocalDate, mode: AccrualMode): Promise<number[]> {
  return addLoansAccruals(ctx, await findAccrualLoans(ctx.db, loanIds, { accruingOnly: true }), tillDate, mode);
}

async function addLoansAccruals(ctx: AccrualContext, found: readonly AccrualLoan[], tillDate: LocalDate, mode: AccrualMode): Promise<number[]> {
  const loans = found.filter(accrues);
  if (loans.length === 0) {
    return [];
  }
  const ids = loans.map((l) => l.id);
  const schedules = await findStoredSchedules(ctx.db, ids);
  const charges = await findAccrualChargesOf(ctx.db, ids);
  const existing = await findExistingAccrualsOf(ctx.db, ids);
  const money = await tenantMoneyContext(ctx.db);
  const chargeAccrualDate = await chargeAccrualDateOf(ctx.db);
  const planned = loans.flatMap((loan) => {
    const schedule = schedules.get(loan.id) ?? [];
    const lastDueDate = schedule.at(-1)?.dueDate;
    const accruals = loanAccruals({
      installments: accrualInstallments(schedule), charges: charges.get(loan.id) ?? [], existing: existing.get(loan.id) ?? [],
      tillDate, mode, chargeAccrualDate, interestCalculatedFrom: loan.interestCalculatedFrom, currencyDigits: loan.currencyDigits, money,
    });
    return accruals.length === 0 || lastDueDate === undefined ? [] : [{ loan, accruals, accruedTill: tillDate.isAfter(lastDueDate) ? lastDueDate : tillDate }];
  });
  const rows = planned.flatMap(({ loan, accruals }) => accruals.map((accrual) => ({ loan, accrual })));
  const inserted = await insertAccrualsOf(ctx.db, rows, ctx.businessDate, ctx.userId);
  await recordAccruedOf(ctx.db, planned.map((p) => ({ loanId: p.loan.id, accruals: p.accruals, accruedTill: p.accruedTill })), ctx.userId);
  let next = 0;
  const posted = planned.map(({ loan, accruals }) => ({
    loan: { id: loan.id, productId: loan.productId, accountingRule: loan.accountingRule, officeId: loan.officeId, currencyCode: loan.currencyCode },
    transactions: accruals.map((a) => postedOf(a, inserted[next++] ?? 0)),
  }));
  const posting = { db: ctx.db, user: { id: ctx.userId }, clock: { businessDate: () => Promise.resolve(ctx.businessDate) } };
  await postLoansTransactions(posting, posted);
  await raiseAccrualsCreated(ctx.db, rows.map((r, i) => ({ loanId: r.loan.id, transactionId: inserted[i] ?? 0 })), ctx.businessDate);
  return inserted;
}

/**
 * The accrual of a loan that has just closed (600) or become overpaid (700) on `date` (Fineract's accruals on loan
 * closure): under periodic accrual, for a performing loan not charged off, what its installments and charges earned
 * and was not accrued yet is accrued in one transaction on that date, with its journal entries; every installment's
 * accrued figures become its interest, fees and penalties less waived. A loan with accrual activity posting also
 * gets its closing accrual activities (see closureActivities). Answers the new accrual's id, if any.
 */
export async function addLoanClosureAccrual(ctx: AccrualContext, loanId: number, date: LocalDate): Promise<number | undefined> {
  const loan = await findAccrualLoan(ctx.db, loanId);
  if (loan === undefined) {
    return undefined;
  }
  const schedule = await findStoredSchedule(ctx.db, loanId);
  const id = await closingAccrual(ctx, loan, schedule, date);
  if (loan.accrualActivityPosting) {
    await applyActivityPlan(ctx, loan, closureActivities(activityInstallments(schedule), await findAccrualActivities(ctx.db, loanId), date));
  }
  return id;
}

async function closingAccrual(ctx: AccrualContext, loan: AccrualLoan, schedule: readonly StoredInstallment[], date: LocalDate): Promise<number | undefined> {
  if (loan.npa || loan.chargedOff || loan.accountingRule !== AccountingRule.ACCRUAL_PERIODIC) {
    return undefined;
  }
  const accrual = closureAccrual({
    installments: accrualInstallments(schedule), charges: await findAccrualCharges(ctx.db, loan.id), existing: await findExistingAccruals(ctx.db, loan.id), date,
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
  await recordAccrued(ctx.db, loan.id, whole, date.isAfter(lastDueDate) ? lastDueDate : date, ctx.userId);
  const posting = { db: ctx.db, user: { id: ctx.userId }, clock: { businessDate: () => Promise.resolve(ctx.businessDate) } };
  await postLoanTransactions(posting, { id: loan.id, productId: loan.productId, accountingRule: loan.accountingRule, officeId: loan.officeId, currencyCode: loan.currencyCode }, [postedOf(accrual, id ?? 0)]);
  await raiseAccrualsCreated(ctx.db, id === undefined ? [] : [{ loanId: loan.id, transactionId: id }], ctx.businessDate);
  return id;
}

function activityInstallments(schedule: readonly StoredInstallment[]): ActivityInstallment[] {
  return schedule.flatMap((i, index) => {
    const fromDate = i.fromDate ?? schedule[index - 1]?.dueDate;
    return fromDate === undefined ? [] : [{ installmentNumber: i.installment, fromDate, dueDate: i.dueDate, interest: i.interest, fees: i.feeCharges, penalties: i.penaltyCharges, downPayment: i.downPayment }];
  });
}

/**
 * Reverses the plan's activities (not as a manual reversal) and writes its new ones, each new one that replaces an
 * old one linked to it (relation REPLAYED). Accrual activities post no journal entries. Answers the new ids.
 */
async function applyActivityPlan(ctx: AccrualContext, loan: { id: number; officeId: number }, plan: ActivityPlan): Promise<number[]> {
  await reverseTransactions(ctx.db, plan.reverse, ctx.businessDate, ctx.userId, false);
  const ids = await insertAccrualActivities(ctx.db, loan, plan.create, ctx.businessDate, ctx.userId);
  await insertReplayedRelations(ctx.db, plan.create.flatMap((p, i) => (p.replaces === null ? [] : [{ from: ids[i] ?? 0, to: p.replaces }])), ctx.userId);
  await raiseAccrualActivitiesPosted(ctx.db, ids.map((transactionId) => ({ loanId: loan.id, transactionId })), ctx.businessDate);
  return ids;
}

/**
 * The close-of-business step ACCRUAL_ACTIVITY_POSTING for `currentDate` (the day being closed): an active loan whose
 * product enables accrual activity posting gets an accrual activity on each installment due by that date that has
 * none, carrying the installment's interest, fees and penalties; one that no longer matches is reversed and
 * replaced. Answers the new transactions' ids.
 */
export async function postAccrualActivities(ctx: AccrualContext, loanId: number, currentDate: LocalDate): Promise<number[]> {
  const loan = await findAccrualLoan(ctx.db, loanId);
  if (loan === undefined || !loan.active || !loan.accrualActivityPosting) {
    return [];
  }
  const schedule = await findStoredSchedule(ctx.db, loanId);
  return applyActivityPlan(ctx, loan, dueInstallmentActivities(activityInstallments(schedule), await findAccrualActivities(ctx.db, loanId), currentDate));
}

/** What the replay knows of the loan it replayed. */
export interface ReplayedLoan {
  readonly id: number;
  readonly officeId: number;
  readonly accountingRule: number;
  readonly accrualActivityPosting: boolean;
}

/** What the replay did: a transaction undone, the loan written off, its schedule written anew or re-planned, the loan reopened. */
export interface ReplayedHow {
  readonly transactionUndone: boolean;
  readonly writtenOff?: boolean;
  /** The schedule was written anew from the tranches (a later tranche disbursed, the last one undone: ADR 0063). */
  readonly scheduleRewritten?: boolean;
  /** The schedule was re-planned by interest recalculation. */
  readonly replanned?: boolean;
  readonly reopened: boolean;
}

/**
 * What a replay of the loan's transactions does to its accrual transactions. When a transaction was undone or
 * adjusted, the loan was written off (closed as written off, 601) or its schedule written anew by a later tranche or
 * the undo of the last one (Fineract reprocesses on every disbursal), a periodic-accrual loan's accruals are
 * reprocessed (Fineract's reprocessing of existing accruals): those that now exceed what their installment charges,
 * and the latest one when it falls before its installment's due date, are reversed with their journal entries; the
 * next accrual run accrues again what is missing. When the schedule was re-planned (`replanned`: a loan with
 * interest recalculation, whatever the change), the reprocessing is followed at once by a periodic accrual up to
 * the loan's accrued-till date ({@link reaccrueReplannedLoan}). Then each accrual activity is recomputed from the installment holding its date and, when its figures moved, reversed and
 * replaced on the same date — or, when the change reopened a closed or overpaid loan, the closing activity gives way
 * to the activities of the installments due since (reopenedActivities). Reads nothing for other loans; one
 * statement per part that finds nothing to do.
 */
export async function reprocessAccrualsAfterReplay(ctx: AccrualContext, loan: ReplayedLoan, how: ReplayedHow): Promise<void> {
  if (loan.accountingRule === AccountingRule.ACCRUAL_PERIODIC) {
    if (how.replanned === true) {
      await reaccrueReplannedLoan(ctx, loan.id);
    } else if (how.transactionUndone || how.writtenOff === true || how.scheduleRewritten === true) {
      await reverseExceedingAccruals(ctx, loan.id);
    }
  }
  if (!loan.accrualActivityPosting) {
    return;
  }
  const existing = await findAccrualActivities(ctx.db, loan.id);
  if (existing.length === 0) {
    return;
  }
  const installments = activityInstallments(await findStoredSchedule(ctx.db, loan.id));
  if (how.reopened) {
    await applyActivityPlan(ctx, loan, reopenedActivities(installments, existing, ctx.businessDate));
    return;
  }
  await applyActivityPlan(ctx, loan, replayedActivities(installments, existing));
}

function reversalOf(accrual: StoredAccrual): StoredLoanTransaction {
  const portions = (penalty: boolean) => accrual.chargePortions.filter((c) => c.penalty === penalty).map((c) => ({ chargeId: c.chargeId, amount: c.amount }));
  return {
    id: accrual.id, type: ACCRUAL_TRANSACTION_TYPE, date: accrual.date, amount: accrual.interest.plus(accrual.fees).plus(accrual.penalties), principal: new Decimal(0),
    interest: accrual.interest, fees: accrual.fees, penalties: accrual.penalties, paymentDetailId: null, paymentTypeId: null, feePayments: portions(false), penaltyPayments: portions(true), reversed: true,
  };
}

/**
 * Fineract's accruals of a loan whose schedule was re-planned — interest recalculation after each change to its
 * transactions and in close of business, as a reschedule's approval does too: its existing accruals are reprocessed against the re-planned installments
 * ({@link reverseExceedingAccruals}), then — for an active, performing loan not charged off that has accrued before —
 * accrued again up to its accrued-till date as periodic accrual does (processAccrualsForInterestRecalculation), so the
 * accruals follow the new interest. The latest, partial accrual is reversed and written again with the new figures.
 */
async function reaccrueReplannedLoan(ctx: AccrualContext, loanId: number): Promise<void> {
  const loan = await reverseExceedingAccruals(ctx, loanId);
  if (loan === undefined || loan.accruedTill === null || !accrues(loan)) {
    return;
  }
  await addLoansAccruals(ctx, [loan], loan.accruedTill, 'periodic');
}

/**
 * Reverses the accruals the reprocessing drops (also those dated after the last installment's due date), posts their
 * reversal and records what the installments keep accrued. Answers the loan as read, undefined when charged off.
 */
async function reverseExceedingAccruals(ctx: AccrualContext, loanId: number): Promise<AccrualLoan | undefined> {
  const loan = await findAccrualLoan(ctx.db, loanId);
  if (loan === undefined || loan.chargedOff) {
    return undefined;
  }
  const accruals = await findAccrualPortions(ctx.db, loanId);
  if (accruals.length === 0) {
    return loan;
  }
  const schedule = await findStoredSchedule(ctx.db, loanId);
  const bySubmittedDate = (await chargeAccrualDateOf(ctx.db)) === 'submitted-date';
  const plan = reprocessAccruals(activityInstallments(schedule), accruals, loan.accruedTill, loan.interestBearing, bySubmittedDate);
  if (plan.reverse.length === 0) {
    return loan;
  }
  await reverseTransactions(ctx.db, plan.reverse, ctx.businessDate, ctx.userId, false);
  await recordAccrued(ctx.db, loanId, plan.accrued, loan.accruedTill ?? ctx.businessDate, ctx.userId);
  const reversed = new Set(plan.reverse);
  const posting = { db: ctx.db, user: { id: ctx.userId }, clock: { businessDate: () => Promise.resolve(ctx.businessDate) } };
  await postLoanTransactions(posting, { id: loan.id, productId: loan.productId, accountingRule: loan.accountingRule, officeId: loan.officeId, currencyCode: loan.currencyCode },
    accruals.filter((a) => reversed.has(a.id)).map(reversalOf));
  return loan;
}
