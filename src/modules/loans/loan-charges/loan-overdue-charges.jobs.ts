import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { parseIsoDate } from '../../../shared/time/index.ts';
import { sql, type Kysely } from 'kysely';
import type { CommandContext } from '../../../platform/commands/index.ts';
import { JobCatalogue, JobPartlyFailed, type JobContext, type JobImplementation } from '../../../platform/jobs/index.ts';
import type { Principal } from '../../../platform/security/index.ts';
import { FixedDateClock, readConfiguration, tenantMoneyContext, type TenantClock } from '../../../platform/settings/index.ts';
import { Money, type MoneyContext } from '../../../shared/money/index.ts';
import { JsonCommand } from '../../../shared/validation/index.ts';
import { findBorrower, findLoanForUpdate, type LoanRow } from '../loan-accounts/loan-accounts.repository.ts';
import { LoanStatus } from '../loan-accounts/domain/loan-status.ts';
import { officeOf, postedLoan } from '../loan-disbursement/loan-disbursement.commands.ts';
import { findStoredSchedule, type StoredInstallment } from '../loan-schedules/loan-schedules.repository.ts';
import { applyLoanChange } from '../loan-transactions/loan-transactions.replay.ts';
import { applyLoanDelinquencyTags } from '../loan-delinquency/loan-delinquency.commands.ts';
import { ChargeTime, installmentHolding } from './domain/loan-charge-figures.ts';
import { chargeAppliedOn, recordsChargeApplied } from './domain/charge-applied.ts';
import { recordChargesApplied } from './loan-charge-applied.commands.ts';
import { installmentOutstanding, isPenaltyDue, overdueChargeBase, overduePenaltyDates, type OverduePenaltySettings } from './domain/overdue-penalties.ts';
import { refreshChargeFigures, scheduleCharge, withStartDates } from './loan-charges.commands.ts';
import { insertLoanCharge, type LoanChargeInsert } from './loan-charges.repository.ts';
import { raiseOverdueChargesApplied } from './loan-overdue-charges.events.ts';
import {
  addPenaltiesToLoans,
  findChargedFrequencies,
  findChargedFrequenciesOf,
  findOverdueChargeCandidates,
  findOverdueChargeSchedules,
  insertLoanCharges,
  insertOverdueInstallmentChargesBatched,
  lockLoans,
  type OverdueChargeCandidate,
  type OverdueChargeInstallment,
  findLoansWithOverdueInstallments,
  findLoanOverdueCharge,
  findRecalculatedInstallmentIds,
  insertOverdueInstallmentCharges,
  type OverdueChargeDefinition,
} from './loan-overdue-charges.repository.ts';

/** Fineract's short name of the job "Apply penalty to overdue loans". */
const APPLY_PENALTY_TO_OVERDUE_LOANS = 'LA_OPEN';

/** The penalties act as the user the job or close of business runs for; the loan's writes read only its id. */
function systemCommandContext(db: Kysely<object>, loanId: number, userId: number, clock: TenantClock, tenantIdentifier: string): CommandContext {
  const user: Principal = {
    id: userId, username: '', officeId: 1, officeName: '', officeHierarchy: '.', staffId: null, staffDisplayName: null, roles: [],
    permissions: new Set(), shouldRenewPassword: false, selfServiceUser: false,
  };
  return {
    db, json: new JsonCommand({}), entityId: loanId, subEntityId: undefined, entity: 'LOANCHARGE', resourceName: undefined, subResourceName: undefined, user, commandId: 0,
    tenantIdentifier, clock, jobs: JobCatalogue.EMPTY, moneyContext: () => tenantMoneyContext(db),
  };
}

/** `penalty-wait-period`, `grace-on-penalty-posting` (their values) and `backdate-penalties-enabled` (its flag). */
async function overduePenaltySettings(db: Kysely<object>): Promise<OverduePenaltySettings> {
  const wait = await readConfiguration(db, 'penalty-wait-period');
  const grace = await readConfiguration(db, 'grace-on-penalty-posting');
  const backdate = await readConfiguration(db, 'backdate-penalties-enabled');
  return { waitPeriodDays: wait?.value ?? 0, postingGraceDays: grace?.value ?? 0, backdate: backdate?.enabled ?? true };
}

/** The penalty's amount on an installment: the charge's amount, or its percentage of the installment's outstanding figures within the caps. */
async function penaltyAmount(ctx: CommandContext, loan: LoanRow, charge: OverdueChargeDefinition, installment: StoredInstallment) {
  const base = overdueChargeBase(charge.calculationType, installmentOutstanding(installment));
  const currency = { code: loan.currency_code, digitsAfterDecimal: loan.currency_digits, inMultiplesOf: loan.currency_multiplesof };
  const money = await ctx.moneyContext();
  if (base === undefined) {
    return { amount: Money.of(currency, charge.amount, money).amount, percentage: null, appliedTo: null };
  }
  let amount = base.times(charge.amount).dividedBy(100);
  if (charge.minCap !== null && amount.lessThan(charge.minCap)) {
    amount = new Decimal(charge.minCap);
  }
  if (charge.maxCap !== null && amount.greaterThan(charge.maxCap)) {
    amount = new Decimal(charge.maxCap);
  }
  return { amount: Money.of(currency, amount, money).amount, percentage: charge.amount, appliedTo: base };
}

/** A penalty just added: its loan charge, amount and due date. */
interface AddedPenalty {
  readonly loanChargeId: number;
  readonly amount: Decimal;
  readonly dueDate: LocalDate;
}

/** Adds the penalties one installment earns; answers them. */
async function chargeInstallment(ctx: CommandContext, loan: LoanRow, charge: OverdueChargeDefinition, installment: StoredInstallment, dates: Map<number, LocalDate>, today: LocalDate): Promise<AddedPenalty[]> {
  const added: AddedPenalty[] = [];
  for (const [frequencyNumber, dueDate] of dates) {
    const { amount, percentage, appliedTo } = await penaltyAmount(ctx, loan, charge, installment);
    if (amount.isZero()) {
      continue;
    }
    const loanChargeId = await insertLoanCharge(ctx.db, {
      loan_id: loan.id, charge_id: charge.id, is_penalty: charge.penalty, charge_time_enum: ChargeTime.OVERDUE_INSTALLMENT, due_for_collection_as_of_date: dueDate.toString(),
      charge_calculation_enum: charge.calculationType, charge_payment_mode_enum: charge.paymentMode ?? 0, calculation_percentage: percentage?.toString() ?? null,
      calculation_on_amount: appliedTo?.toString() ?? null, charge_amount_or_percentage: charge.amount.toString(), amount: amount.toString(), amount_outstanding_derived: amount.toString(),
      min_cap: charge.minCap, max_cap: charge.maxCap, external_id: null, submitted_on_date: today.toString(), created_by: ctx.user.id, last_modified_by: ctx.user.id,
    });
    await insertOverdueInstallmentCharges(ctx.db, [{ loanChargeId, scheduleId: installment.id, frequencyNumber }]);
    await scheduleCharge(ctx, loan, await findStoredSchedule(ctx.db, loan.id), charge.penalty, amount, dueDate);
    added.push({ loanChargeId, amount, dueDate });
  }
  return added;
}

/**
 * Fineract's applyOverdueChargesForLoan: on an active loan whose product has an overdue-installment charge, every
 * installment overdue on `referenceDate` (after the wait period) gets the penalties it has not had yet, each due
 * on its own date and held by the installment of that date (or a charge-only installment after the last); then
 * the loan's transactions are replayed once. A charged-off loan is left alone. Answers how many penalties were added.
 */
async function applyOverdueChargesForLoan(ctx: CommandContext, referenceDate: LocalDate, settings: OverduePenaltySettings): Promise<number> {
  const charge = await findLoanOverdueCharge(ctx.db, ctx.entityId ?? 0);
  if (charge === undefined) {
    return 0;
  }
  const found = await findLoanForUpdate(ctx.db, ctx.entityId ?? 0);
  if (found === undefined || found.loan_status_id !== LoanStatus.ACTIVE || found.is_charged_off) {
    return 0;
  }
  const row: LoanRow = found;
  const today = await ctx.clock.businessDate();
  const schedule = await findStoredSchedule(ctx.db, row.id);
  const recalculated = await findRecalculatedInstallmentIds(ctx.db, row.id);
  const charged = await findChargedFrequencies(ctx.db, row.id, charge.id);
  const added: AddedPenalty[] = [];
  for (const installment of schedule) {
    if (!isPenaltyDue({ ...installment, recalculatedInterestComponent: recalculated.has(installment.id) }, referenceDate, settings)) {
      continue;
    }
    const dates = overduePenaltyDates(installment.dueDate, charge, settings, today, charged.get(installment.id) ?? new Set());
    added.push(...await chargeInstallment(ctx, row, charge, installment, dates, today));
  }
  if (added.length > 0) {
    const officeId = officeOf(await findBorrower(ctx.db, row.client_id ?? undefined, row.group_id ?? undefined));
    const posted = await postedLoan(ctx, row, officeId);
    // Fineract adds each penalty as an added charge: applied at once under accounting none, cash and upfront accrual.
    if (recordsChargeApplied(row.loan_status_id, posted.accountingRule)) {
      await recordChargesApplied(ctx, added.map((p) => ({ loan: posted, loanChargeId: p.loanChargeId, chargeId: charge.id, penalty: charge.penalty, amount: p.amount, date: chargeAppliedOn(p.dueDate, today) })));
    }
    await applyLoanChange(ctx, { row, posted }, {});
    await refreshChargeFigures(ctx, row);
  }
  return added.length;
}

/** What the close-of-business step APPLY_CHARGE_TO_OVERDUE_LOANS gets: one locked loan and the business date it sees. */
export interface OverdueChargeStepContext {
  readonly db: Kysely<object>;
  readonly loanId: number;
  readonly businessDate: LocalDate;
  readonly userId: number;
}

/** Fineract's ApplyChargeToOverdueLoansBusinessStep: the loan's installments overdue on the business date. */
export async function applyChargeToOverdueLoansStep(step: OverdueChargeStepContext): Promise<void> {
  const ctx = systemCommandContext(step.db, step.loanId, step.userId, new FixedDateClock(step.db, step.businessDate), '');
  const added = await applyOverdueChargesForLoan(ctx, step.businessDate, await overduePenaltySettings(step.db));
  await raiseOverdueChargesApplied(step.db, added > 0 ? [step.loanId] : [], step.businessDate);
}

/** One penalty a chunk adds: the loan charge's row and the installment (and period) it charges. */
interface PlannedPenalty {
  readonly values: LoanChargeInsert;
  readonly scheduleId: number;
  readonly frequencyNumber: number;
  /** The installment holding its due date, whose penalty amount it adds to. */
  readonly holderId: number;
  readonly amount: Decimal;
}

/** The penalty's amount on an installment, as {@link penaltyAmount} with the tenant's money settings read once. */
function plannedAmount(candidate: OverdueChargeCandidate, installment: StoredInstallment, money: MoneyContext) {
  const charge = candidate.charge;
  const base = overdueChargeBase(charge.calculationType, installmentOutstanding(installment));
  if (base === undefined) {
    return { amount: Money.of(candidate.currency, charge.amount, money).amount, percentage: null, appliedTo: null };
  }
  let amount = base.times(charge.amount).dividedBy(100);
  if (charge.minCap !== null && amount.lessThan(charge.minCap)) {
    amount = new Decimal(charge.minCap);
  }
  if (charge.maxCap !== null && amount.greaterThan(charge.maxCap)) {
    amount = new Decimal(charge.maxCap);
  }
  return { amount: Money.of(candidate.currency, amount, money).amount, percentage: charge.amount, appliedTo: base };
}

/**
 * A run of penalties over many loans: the date installments are overdue on (the business date in close of business,
 * the day before it in the job), the business date the penalties are charged on, and who charges them.
 */
interface PenaltyRun {
  readonly db: Kysely<object>;
  readonly userId: number;
  readonly referenceDate: LocalDate;
  readonly clock: TenantClock;
  readonly today: LocalDate;
  readonly tenantIdentifier: string;
  readonly settings: OverduePenaltySettings;
}

/**
 * The penalties a loan earns, as {@link applyOverdueChargesForLoan} adds them; undefined when one falls after the
 * last installment (the charge-only installment is written by the loan's own replay).
 */
function planLoanPenalties(run: PenaltyRun, money: MoneyContext, candidate: OverdueChargeCandidate, schedule: readonly OverdueChargeInstallment[], charged: ReadonlyMap<number, Set<number>>): PlannedPenalty[] | undefined {
  const settings = run.settings;
  const today = run.today.toString();
  const charge = candidate.charge;
  const dated = withStartDates(schedule, candidate.disbursedOn);
  const planned: PlannedPenalty[] = [];
  for (const installment of schedule) {
    if (!isPenaltyDue({ ...installment, recalculatedInterestComponent: installment.recalculated }, run.referenceDate, settings)) {
      continue;
    }
    for (const [frequencyNumber, dueDate] of overduePenaltyDates(installment.dueDate, charge, settings, run.today, charged.get(installment.id) ?? new Set())) {
      const { amount, percentage, appliedTo } = plannedAmount(candidate, installment, money);
      if (amount.isZero()) {
        continue;
      }
      const holder = installmentHolding(dated, dueDate);
      if (holder === undefined) {
        return undefined;
      }
      planned.push({
        values: {
          loan_id: candidate.loanId, charge_id: charge.id, is_penalty: charge.penalty, charge_time_enum: ChargeTime.OVERDUE_INSTALLMENT, due_for_collection_as_of_date: dueDate.toString(),
          charge_calculation_enum: charge.calculationType, charge_payment_mode_enum: charge.paymentMode ?? 0, calculation_percentage: percentage?.toString() ?? null,
          calculation_on_amount: appliedTo?.toString() ?? null, charge_amount_or_percentage: charge.amount.toString(), amount: amount.toString(), amount_outstanding_derived: amount.toString(),
          min_cap: charge.minCap, max_cap: charge.maxCap, external_id: null, submitted_on_date: today, created_by: run.userId, last_modified_by: run.userId,
        },
        scheduleId: installment.id, frequencyNumber, holderId: holder.id, amount,
      });
    }
  }
  return planned;
}

const addTo = (sums: Map<number, Decimal>, id: number, amount: Decimal) => sums.set(id, (sums.get(id) ?? new Decimal(0)).plus(amount));

/**
 * The penalties of the chunk's loans that replay nothing but the penalties, written together: the schedules, the
 * charged periods and the money settings (one statement each), the loan charges, their installment links, the
 * installments' and the loans' figures (one statement each), then the loans' delinquency as their replay classifies
 * it. Answers the loans left to charge one by one (a penalty after the last installment) and the loans charged.
 */
async function chargeTogether(run: PenaltyRun, candidates: readonly OverdueChargeCandidate[]): Promise<{ oneByOne: OverdueChargeCandidate[]; charged: number[] }> {
  const db = run.db;
  const ids = candidates.map((c) => c.loanId);
  const schedules = await findOverdueChargeSchedules(db, ids);
  const charged = await findChargedFrequenciesOf(db, new Map(candidates.map((c) => [c.loanId, c.charge.id])));
  const money = await tenantMoneyContext(db);
  const penalties: PlannedPenalty[] = [];
  const oneByOne: OverdueChargeCandidate[] = [];
  for (const candidate of candidates) {
    const planned = planLoanPenalties(run, money, candidate, schedules.get(candidate.loanId) ?? [], charged.get(candidate.loanId) ?? new Map());
    if (planned === undefined) {
      oneByOne.push(candidate);
    } else {
      penalties.push(...planned);
    }
  }
  if (penalties.length === 0) {
    return { oneByOne, charged: [] };
  }
  const chargeIds = await insertLoanCharges(db, penalties.map((p) => p.values));
  await insertOverdueInstallmentChargesBatched(db, penalties.map((p, i) => ({ loanChargeId: chargeIds[i] ?? 0, scheduleId: p.scheduleId, frequencyNumber: p.frequencyNumber })));
  const byInstallment = new Map<number, Decimal>();
  const byLoan = new Map<number, Decimal>();
  for (const p of penalties) {
    addTo(byInstallment, p.holderId, p.amount);
    addTo(byLoan, p.values.loan_id, p.amount);
  }
  await addPenaltiesToLoans(db, byInstallment, byLoan, run.userId);
  const byId = new Map(candidates.map((c) => [c.loanId, c]));
  await recordChargesApplied({ db, user: { id: run.userId }, clock: { businessDate: () => Promise.resolve(run.today) } }, penalties.flatMap((p, i) => {
    const candidate = byId.get(p.values.loan_id);
    if (candidate === undefined || !recordsChargeApplied(LoanStatus.ACTIVE, candidate.posted.accountingRule)) {
      return [];
    }
    const dueDate = p.values.due_for_collection_as_of_date === null || p.values.due_for_collection_as_of_date === undefined ? run.today : parseIsoDate(p.values.due_for_collection_as_of_date);
    return [{ loan: candidate.posted, loanChargeId: chargeIds[i] ?? 0, chargeId: candidate.charge.id, penalty: candidate.charge.penalty, amount: p.amount, date: chargeAppliedOn(dueDate, run.today) }];
  }));
  await applyLoanDelinquencyTags(db, [...byLoan.keys()], run.today, run.userId);
  return { oneByOne, charged: [...byLoan.keys()] };
}

/**
 * The penalties of many loans: those whose replay would reprocess nothing else are written together
 * ({@link chargeTogether}); the others (and a loan with a penalty after its last installment) are charged and
 * replayed one by one, in loan order. Then the events of the loans charged, together.
 */
async function chargeCandidates(run: PenaltyRun, candidates: readonly OverdueChargeCandidate[]): Promise<void> {
  const together = candidates.filter((c) => !c.replays);
  const done = together.length === 0 ? { oneByOne: [], charged: [] } : await chargeTogether(run, together);
  const charged = [...done.charged];
  for (const candidate of [...candidates.filter((c) => c.replays), ...done.oneByOne].sort((a, b) => a.loanId - b.loanId)) {
    const added = await applyOverdueChargesForLoan(systemCommandContext(run.db, candidate.loanId, run.userId, run.clock, run.tenantIdentifier), run.referenceDate, run.settings);
    if (added > 0) {
      charged.push(candidate.loanId);
    }
  }
  await raiseOverdueChargesApplied(run.db, charged, run.today);
}

/**
 * {@link applyChargeToOverdueLoansStep} for a chunk of loans: one statement finds those with an installment that may
 * earn a penalty (active, not charged off, a product with an overdue-installment charge, an installment not
 * completed due on or before the business date); only when there is one, the settings are read and the loans
 * charged ({@link chargeCandidates}).
 */
export async function applyChargeToOverdueLoansChunkStep(step: Omit<OverdueChargeStepContext, 'loanId'> & { readonly loanIds: readonly number[] }): Promise<void> {
  const candidates = await findOverdueChargeCandidates(step.db, step.businessDate, step.loanIds);
  if (candidates.length === 0) {
    return;
  }
  const run: PenaltyRun = {
    db: step.db, userId: step.userId, referenceDate: step.businessDate, today: step.businessDate, clock: new FixedDateClock(step.db, step.businessDate),
    tenantIdentifier: '', settings: await overduePenaltySettings(step.db),
  };
  await chargeCandidates(run, candidates);
}

/** The loans the job charges together (as a close-of-business chunk does), each batch under one savepoint. */
const JOB_BATCH_SIZE = 250;

/** A batch that failed, again loan by loan, each under its own savepoint: answers the failures' messages. */
async function chargeOneByOne(run: PenaltyRun, loanIds: readonly number[]): Promise<string[]> {
  const failures: string[] = [];
  const charged: number[] = [];
  for (const loanId of loanIds) {
    const ctx = systemCommandContext(run.db, loanId, run.userId, run.clock, run.tenantIdentifier);
    let added = 0;
    const error = await inSavepoint(run.db, async () => {
      added = await applyOverdueChargesForLoan(ctx, run.referenceDate, run.settings);
    });
    if (error !== undefined) {
      failures.push(`Apply Charges due for overdue loans failed for account ${loanId} with message: ${error.message}`);
    } else if (added > 0) {
      charged.push(loanId);
    }
  }
  await raiseOverdueChargesApplied(run.db, charged, run.today);
  return failures;
}

async function inSavepoint(db: Kysely<object>, work: () => Promise<unknown>): Promise<Error | undefined> {
  await sql`savepoint overdue_penalty`.execute(db);
  try {
    await work();
    await sql`release savepoint overdue_penalty`.execute(db);
    return undefined;
  } catch (error) {
    await sql`rollback to savepoint overdue_penalty`.execute(db);
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * "Apply penalty to overdue loans" (Fineract's ApplyChargeToOverdueLoanInstallmentTasklet): every active loan with
 * an installment overdue since before today less the wait period, charged as close of business charges a chunk,
 * {@link JOB_BATCH_SIZE} loans at a time (their rows locked first). A batch that fails is charged again loan by loan:
 * a loan that fails keeps nothing of its penalties and the others go on; the run then fails naming the loans.
 */
async function applyPenaltyToOverdueLoans(job: JobContext): Promise<void> {
  const today = await job.clock.businessDate();
  const settings = await overduePenaltySettings(job.db);
  const run: PenaltyRun = { db: job.db, userId: job.userId, referenceDate: today.minusDays(1), today, clock: job.clock, tenantIdentifier: job.tenantIdentifier, settings };
  const loanIds = await findLoansWithOverdueInstallments(job.db, run.referenceDate.minusDays(settings.waitPeriodDays));
  const failures: string[] = [];
  let done = 0;
  for (let start = 0; start < loanIds.length; start += JOB_BATCH_SIZE) {
    const batch = loanIds.slice(start, start + JOB_BATCH_SIZE);
    const batchError = await inSavepoint(job.db, async () => {
      await lockLoans(job.db, batch);
      await chargeCandidates(run, await findOverdueChargeCandidates(job.db, run.referenceDate, batch));
    });
    if (batchError !== undefined) {
      failures.push(...(await chargeOneByOne(run, batch)));
    }
    done += batch.length;
    job.progress?.(done, loanIds.length);
  }
  if (failures.length > 0) {
    throw new JobPartlyFailed(`Penalties could not be applied to ${failures.length} loan(s)`, failures.join('\n'));
  }
}

/** The scheduler jobs of loan charges. */
export const loanChargeJobs: ReadonlyMap<string, JobImplementation> = new Map([[APPLY_PENALTY_TO_OVERDUE_LOANS, applyPenaltyToOverdueLoans]]);
