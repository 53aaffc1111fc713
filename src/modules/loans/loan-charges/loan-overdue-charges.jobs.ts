import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { sql, type Kysely } from 'kysely';
import type { CommandContext } from '../../../platform/commands/index.ts';
import { JobCatalogue, JobPartlyFailed, type JobContext, type JobImplementation } from '../../../platform/jobs/index.ts';
import type { Principal } from '../../../platform/security/index.ts';
import { readConfiguration, TenantClock, tenantMoneyContext } from '../../../platform/settings/index.ts';
import { Money } from '../../../shared/money/index.ts';
import { JsonCommand } from '../../../shared/validation/index.ts';
import { findBorrower, findLoanForUpdate, type LoanRow } from '../loan-accounts/loan-accounts.repository.ts';
import { LoanStatus } from '../loan-accounts/domain/loan-status.ts';
import { officeOf, postedLoan } from '../loan-disbursement/loan-disbursement.commands.ts';
import { findStoredSchedule, type StoredInstallment } from '../loan-schedules/loan-schedules.repository.ts';
import { applyLoanChange } from '../loan-transactions/loan-transactions.replay.ts';
import { ChargeTime } from './domain/loan-charge-figures.ts';
import { installmentOutstanding, isPenaltyDue, overdueChargeBase, overduePenaltyDates, type OverduePenaltySettings } from './domain/overdue-penalties.ts';
import { refreshChargeFigures, scheduleCharge } from './loan-charges.commands.ts';
import { insertLoanCharge } from './loan-charges.repository.ts';
import {
  findChargedFrequencies,
  findLoansWithOverdueInstallments,
  findLoanOverdueCharge,
  findRecalculatedInstallmentIds,
  insertOverdueInstallmentCharges,
  type OverdueChargeDefinition,
} from './loan-overdue-charges.repository.ts';

/** Fineract's short name of the job "Apply penalty to overdue loans". */
const APPLY_PENALTY_TO_OVERDUE_LOANS = 'LA_OPEN';

/** A clock fixed on one business date (close of business runs its steps on the day after the COB date). */
class FixedBusinessDate extends TenantClock {
  private readonly date: LocalDate;

  constructor(db: Kysely<object>, date: LocalDate) {
    super(db, 'UTC');
    this.date = date;
  }

  override businessDate(): Promise<LocalDate> {
    return Promise.resolve(this.date);
  }
}

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

/** Adds the penalties one installment earns; answers how many were added. */
async function chargeInstallment(ctx: CommandContext, loan: LoanRow, charge: OverdueChargeDefinition, installment: StoredInstallment, dates: Map<number, LocalDate>, today: LocalDate): Promise<number> {
  let added = 0;
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
    added += 1;
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
  let added = 0;
  for (const installment of schedule) {
    if (!isPenaltyDue({ ...installment, recalculatedInterestComponent: recalculated.has(installment.id) }, referenceDate, settings)) {
      continue;
    }
    const dates = overduePenaltyDates(installment.dueDate, charge, settings, today, charged.get(installment.id) ?? new Set());
    added += await chargeInstallment(ctx, row, charge, installment, dates, today);
  }
  if (added > 0) {
    const officeId = officeOf(await findBorrower(ctx.db, row.client_id ?? undefined, row.group_id ?? undefined));
    const posted = await postedLoan(ctx, row, officeId);
    await applyLoanChange(ctx, { row, posted }, {});
    await refreshChargeFigures(ctx, row);
  }
  return added;
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
  const ctx = systemCommandContext(step.db, step.loanId, step.userId, new FixedBusinessDate(step.db, step.businessDate), '');
  await applyOverdueChargesForLoan(ctx, step.businessDate, await overduePenaltySettings(step.db));
}

/**
 * {@link applyChargeToOverdueLoansStep} for a chunk of loans: one statement finds those with an installment that may
 * earn a penalty (active, a product with an overdue-installment charge, an installment not completed due on or
 * before the business date); the settings are read and each of those loans charged only when there is one.
 */
export async function applyChargeToOverdueLoansChunkStep(step: Omit<OverdueChargeStepContext, 'loanId'> & { readonly loanIds: readonly number[] }): Promise<void> {
  const candidates = await findLoansWithOverdueInstallments(step.db, step.businessDate, step.loanIds);
  if (candidates.length === 0) {
    return;
  }
  const settings = await overduePenaltySettings(step.db);
  const clock = new FixedBusinessDate(step.db, step.businessDate);
  for (const loanId of candidates) {
    await applyOverdueChargesForLoan(systemCommandContext(step.db, loanId, step.userId, clock, ''), step.businessDate, settings);
  }
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
 * an installment overdue since before today less the wait period. A loan that fails keeps nothing of its
 * penalties and the others go on; the run then fails naming the loans.
 */
async function applyPenaltyToOverdueLoans(job: JobContext): Promise<void> {
  const today = await job.clock.businessDate();
  const settings = await overduePenaltySettings(job.db);
  const referenceDate = today.minusDays(1);
  const loanIds = await findLoansWithOverdueInstallments(job.db, referenceDate.minusDays(settings.waitPeriodDays));
  const failures: string[] = [];
  let done = 0;
  for (const loanId of loanIds) {
    const ctx = systemCommandContext(job.db, loanId, job.userId, job.clock, job.tenantIdentifier);
    const error = await inSavepoint(job.db, () => applyOverdueChargesForLoan(ctx, referenceDate, settings));
    if (error !== undefined) {
      failures.push(`Apply Charges due for overdue loans failed for account ${loanId} with message: ${error.message}`);
    }
    done += 1;
    job.progress?.(done, loanIds.length);
  }
  if (failures.length > 0) {
    throw new JobPartlyFailed(`Penalties could not be applied to ${failures.length} loan(s)`, failures.join('\n'));
  }
}

/** The scheduler jobs of loan charges. */
export const loanChargeJobs: ReadonlyMap<string, JobImplementation> = new Map([[APPLY_PENALTY_TO_OVERDUE_LOANS, applyPenaltyToOverdueLoans]]);
