import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { DataValidator } from '../../../shared/validation/index.ts';
import { delinquencyRangeUsage } from '../../products/index.ts';
import { LoanStatus } from '../loan-accounts/domain/loan-status.ts';
import { loanNotFound } from '../loan-accounts/loan-accounts.errors.ts';
import { findStoredSchedule, type StoredInstallment } from '../loan-schedules/loan-schedules.repository.ts';
import { delinquencyActionRefusal, type RequestedAction } from './domain/delinquency-action-rules.ts';
import {
  delinquencyTagChange,
  effectivePauses,
  isPausedOn,
  overdueCollectionData,
  planInstallmentTags,
  type DelinquencyAction,
  type DelinquencyChargeback,
  type EffectivePause,
  type IdentifiedInstallment,
  type OverdueCollectionData,
} from './domain/loan-delinquency.ts';
import { invalidAction, missingAction } from './loan-delinquency.errors.ts';
import { raiseDelinquencyRangeChanges, watchDelinquencyRanges } from './loan-delinquency.events.ts';
import {
  applyInstallmentTagPlan,
  deleteInstallmentTags,
  findBucketRanges,
  findBucketRangesOf,
  findDelinquencyActions,
  findDelinquencyActionsOf,
  findDelinquencyLoan,
  findDelinquencyLoans,
  findInstallmentTags,
  findUnpaidInstallmentsOf,
  findChargebacksOf,
  insertDelinquencyAction,
  insertTag,
  insertTags,
  liftTag,
  liftTags,
  rangeUsedByLoanTags,
  type BucketRange,
  type DelinquencyLoanRow,
} from './loan-delinquency.repository.ts';

// A range that classified a loan stays (Fineract: error.msg.data.integrity.issue.entity.linked).
delinquencyRangeUsage.registerUse('loan delinquency tag', rangeUsedByLoanTags);

/** Loan statuses whose installments are classified; every other status lifts an open tag (Fineract's template data). */
const CLASSIFIED_STATUSES: ReadonlySet<number> = new Set([LoanStatus.ACTIVE, LoanStatus.TRANSFER_IN_PROGRESS, LoanStatus.TRANSFER_ON_HOLD]);

/** What an installment still owes, component by component. */
function delinquencyInstallmentOf(i: StoredInstallment, index: number, schedule: readonly StoredInstallment[]): IdentifiedInstallment {
  return {
    id: i.id, dueDate: i.dueDate, obligationsMet: i.completed, fromDate: i.fromDate, last: index === schedule.length - 1,
    paid: i.principalCompleted.plus(i.interestCompleted).plus(i.feeChargesCompleted).plus(i.penaltyChargesCompleted),
    principalOutstanding: Decimal.max(0, i.principal.minus(i.principalCompleted).minus(i.principalWrittenOff)),
    interestOutstanding: Decimal.max(0, i.interest.minus(i.interestCompleted).minus(i.interestWaived).minus(i.interestWrittenOff)),
    feeOutstanding: Decimal.max(0, i.feeCharges.minus(i.feeChargesCompleted).minus(i.feeChargesWaived).minus(i.feeChargesWrittenOff)),
    penaltyOutstanding: Decimal.max(0, i.penaltyCharges.minus(i.penaltyChargesCompleted).minus(i.penaltyChargesWaived).minus(i.penaltyChargesWrittenOff)),
  };
}

/** How a classification runs: from a transaction command (always) or from the close-of-business step (skipped while paused). */
export interface ClassificationOptions {
  readonly skipWhilePaused?: boolean;
  /** The pauses, when the caller has read them already. */
  readonly pauses?: readonly EffectivePause[];
  /** The loan's row as it stands now, when the caller has read it already (with the status it just wrote). */
  readonly loan?: DelinquencyLoanRow;
}

/** What a classification did (Fineract's `changes` of assigndelinquency): the delinquent days, the range lifted and the range now held. */
interface Classification {
  readonly overdueDays: number;
  readonly previousRangeId: number | undefined;
  readonly current: BucketRange | undefined;
}

/**
 * Installment-level delinquency (product flag `enableInstallmentLevelDelinquency`): with the loan delinquent each
 * installment is tagged by its own age; a loan out of delinquency loses every installment tag (as Fineract).
 */
async function classifyInstallments(
  db: Kysely<object>, loan: DelinquencyLoanRow,
  facts: { installments: readonly IdentifiedInstallment[]; data: OverdueCollectionData; ranges: readonly BucketRange[]; pauses: readonly EffectivePause[]; chargebacks: readonly DelinquencyChargeback[] },
  businessDate: LocalDate, userId: number,
): Promise<void> {
  if (!loan.installmentLevel) {
    return;
  }
  if (facts.data.delinquentDays <= 0) {
    await deleteInstallmentTags(db, loan.id);
    return;
  }
  const plan = planInstallmentTags(facts.installments, await findInstallmentTags(db, loan.id), facts.ranges, businessDate, facts.pauses, facts.chargebacks);
  await applyInstallmentTagPlan(db, loan.id, plan, businessDate, userId);
}

async function classify(db: Kysely<object>, loan: DelinquencyLoanRow, businessDate: LocalDate, userId: number, options: ClassificationOptions): Promise<Classification | undefined> {
  if (loan.bucketId === null) {
    return undefined;
  }
  const pauses = options.pauses ?? effectivePauses(await findDelinquencyActions(db, loan.id));
  if (options.skipWhilePaused === true && isPausedOn(businessDate, pauses)) {
    return undefined;
  }
  const schedule = CLASSIFIED_STATUSES.has(loan.statusId) ? await findStoredSchedule(db, loan.id) : [];
  const installments = schedule.map(delinquencyInstallmentOf);
  const credited = schedule.some((i) => !i.completed && !i.credits.isZero());
  const chargebacks = credited ? (await findChargebacksOf(db, [loan.id])).get(loan.id) ?? [] : [];
  const data = overdueCollectionData(installments, loan.graceOnArrearsAgeingDays, businessDate, pauses, chargebacks);
  const ranges = data.delinquentDays > 0 ? await findBucketRanges(db, loan.bucketId) : [];
  const change = delinquencyTagChange(ranges, data.delinquentDays, loan.openRangeId ?? undefined);
  if (change.liftOpenTag && loan.openTagId !== null) {
    await liftTag(db, loan.openTagId, businessDate, userId);
  }
  if (change.addRangeId !== undefined) {
    await insertTag(db, loan.id, change.addRangeId, businessDate, userId);
  }
  await classifyInstallments(db, loan, { installments, data, ranges, pauses, chargebacks }, businessDate, userId);
  const currentId = change.addRangeId ?? (change.liftOpenTag ? undefined : loan.openRangeId ?? undefined);
  return { overdueDays: data.delinquentDays, previousRangeId: change.liftOpenTag ? loan.openRangeId ?? undefined : undefined, current: ranges.find((r) => r.id === currentId) };
}

/**
 * Fineract's LoanAccountDomainService.setLoanDelinquencyTag: classifies the loan on the business date against its
 * product's bucket and keeps the tag history (a new row when the range changes; the open row lifted when the loan
 * is no longer delinquent or no longer open). A loan whose product has no bucket is left alone. Runs inside the
 * caller's transaction: the loan transaction commands call it after their changes, the classification job per loan.
 */
export async function applyLoanDelinquencyTag(db: Kysely<object>, loanId: number, businessDate: LocalDate, userId: number, options: ClassificationOptions = {}): Promise<void> {
  const loan = options.loan ?? (await findDelinquencyLoan(db, loanId));
  if (loan === undefined) {
    return;
  }
  if (!CLASSIFIED_STATUSES.has(loan.statusId)) {
    if (loan.openTagId !== null) {
      await liftTag(db, loan.openTagId, businessDate, userId);
    }
    if (loan.installmentLevel) {
      await deleteInstallmentTags(db, loan.id);
    }
    return;
  }
  await classify(db, loan, businessDate, userId, options);
}

/**
 * The close-of-business step LOAN_DELINQUENCY_CLASSIFICATION for a chunk of loans: {@link applyLoanDelinquencyTag}
 * with `skipWhilePaused` for each, with set-based reads (the loans, then the unpaid installments, the chargebacks of
 * those with credited principal on an unpaid installment (none read when no loan has) and the actions of those a
 * bucket classifies, then the ranges of their buckets: one statement each) and writes (the tags lifted, the tags
 * opened: one statement each). A loan of a product with installment-level delinquency is classified on its own.
 * With LoanDelinquencyRangeChangeBusinessEvent enabled, raises it for each loan whose classification changed (two
 * reads and one insert more, with the payload's reads); disabled, no statement more.
 */
export async function applyLoanDelinquencyTags(db: Kysely<object>, loanIds: readonly number[], businessDate: LocalDate, userId: number): Promise<void> {
  const before = await watchDelinquencyRanges(db, loanIds);
  await classifyLoans(db, loanIds, businessDate, userId);
  await raiseDelinquencyRangeChanges(db, before, businessDate);
}

async function classifyLoans(db: Kysely<object>, loanIds: readonly number[], businessDate: LocalDate, userId: number): Promise<void> {
  const loans = await findDelinquencyLoans(db, loanIds);
  const lift: number[] = [];
  const add: { loanId: number; rangeId: number }[] = [];
  const classified = loans.filter((l) => !l.installmentLevel && CLASSIFIED_STATUSES.has(l.statusId) && l.bucketId !== null);
  for (const loan of loans) {
    if (!loan.installmentLevel && !CLASSIFIED_STATUSES.has(loan.statusId) && loan.openTagId !== null) {
      lift.push(loan.openTagId);
    }
  }
  const classifiedIds = classified.map((l) => l.id);
  const unpaid = await findUnpaidInstallmentsOf(db, classifiedIds);
  const credited = classifiedIds.filter((id) => (unpaid.get(id) ?? []).some((i) => !i.credits.isZero()));
  const chargebacks = await findChargebacksOf(db, credited);
  const actions = await findDelinquencyActionsOf(db, classifiedIds);
  const facts = classified.flatMap((loan) => {
    const pauses = effectivePauses(actions.get(loan.id) ?? []);
    if (isPausedOn(businessDate, pauses)) {
      return [];
    }
    return [{ loan, data: overdueCollectionData(unpaid.get(loan.id) ?? [], loan.graceOnArrearsAgeingDays, businessDate, pauses, chargebacks.get(loan.id) ?? []) }];
  });
  const delinquentBuckets = facts.flatMap((f) => (f.data.delinquentDays > 0 && f.loan.bucketId !== null ? [f.loan.bucketId] : []));
  const ranges = await findBucketRangesOf(db, delinquentBuckets);
  for (const { loan, data } of facts) {
    const bucketRanges = data.delinquentDays > 0 && loan.bucketId !== null ? ranges.get(loan.bucketId) ?? [] : [];
    const change = delinquencyTagChange(bucketRanges, data.delinquentDays, loan.openRangeId ?? undefined);
    if (change.liftOpenTag && loan.openTagId !== null) {
      lift.push(loan.openTagId);
    }
    if (change.addRangeId !== undefined) {
      add.push({ loanId: loan.id, rangeId: change.addRangeId });
    }
  }
  await liftTags(db, lift, businessDate, userId);
  await insertTags(db, add, businessDate, userId);
  for (const loan of loans.filter((l) => l.installmentLevel)) {
    await applyLoanDelinquencyTag(db, loan.id, businessDate, userId, { skipWhilePaused: true });
  }
}

const ACTION_PARAMETERS = ['action', 'startDate', 'endDate', 'dateFormat', 'locale'];

/** The body of POST /loans/{id}/delinquency-actions: `action` pause or resume (any case), the dates with dateFormat and locale. */
function readAction(ctx: CommandContext): RequestedAction {
  const json = ctx.json;
  json.checkSupported(ACTION_PARAMETERS);
  const text = json.trimmedString('action');
  if (text === undefined) {
    throw missingAction();
  }
  const lower = text.toLowerCase();
  if (lower !== 'pause' && lower !== 'resume') {
    throw invalidAction(text);
  }
  const v = new DataValidator('loan.delinquency.action');
  const startDate = json.localDate('startDate', v);
  const endDate = json.localDate('endDate', v);
  v.throwIfErrors();
  return { action: lower.toUpperCase() as DelinquencyAction, startDate, endDate };
}

/**
 * POST /loans/{id}/delinquency-actions (CREATE_DELINQUENCY_ACTION): a pause (start and end) or a resume (today)
 * of the loan's delinquency ageing. A pause that began before today reclassifies the loan at once.
 */
async function createDelinquencyAction(ctx: CommandContext): Promise<CommandResult> {
  const loanId = ctx.entityId ?? 0;
  const req = readAction(ctx);
  const loan = await findDelinquencyLoan(ctx.db, loanId);
  if (loan === undefined) {
    throw loanNotFound(loanId);
  }
  const today = await ctx.clock.businessDate();
  const saved = await findDelinquencyActions(ctx.db, loanId);
  const refusal = delinquencyActionRefusal(req, { active: loan.statusId === LoanStatus.ACTIVE, disbursedOn: loan.disbursedOn }, saved, today);
  if (refusal !== undefined) {
    throw refusal;
  }
  const start = req.startDate as LocalDate;
  const id = await insertDelinquencyAction(ctx.db, loanId, req.action, start, req.endDate, ctx.user.id);
  if (req.action === 'PAUSE' && start.isBefore(today)) {
    const pauses = effectivePauses([...saved, { id, action: req.action, startDate: start, endDate: req.endDate ?? null }]);
    await classify(ctx.db, loan, today, ctx.user.id, { pauses });
  }
  return { resourceId: id, loanId, officeId: loan.officeId ?? undefined, clientId: loan.clientId ?? undefined, groupId: loan.groupId ?? undefined };
}

/**
 * POST /loans/{id}?command=assigndelinquency (UPDATEDELINQUENCY_LOAN): classifies the loan on the business date at
 * once, pause or not (Fineract's applyDelinquencyTagToLoan); `changes` has `overdueDays` and the ranges lifted and held.
 */
async function assignDelinquency(ctx: CommandContext): Promise<CommandResult> {
  const loanId = ctx.entityId ?? 0;
  const loan = await findDelinquencyLoan(ctx.db, loanId);
  if (loan === undefined) {
    throw loanNotFound(loanId);
  }
  const done = await classify(ctx.db, loan, await ctx.clock.businessDate(), ctx.user.id, {});
  const range = (r: BucketRange) => ({ id: r.id, classification: r.classification, minimumAgeDays: r.minimumAgeDays, ...(r.maximumAgeDays === null ? {} : { maximumAgeDays: r.maximumAgeDays }) });
  const changes = done === undefined ? {} : {
    overdueDays: done.overdueDays, ...(done.previousRangeId === undefined ? {} : { previous: { id: done.previousRangeId } }), ...(done.current === undefined ? {} : { current: range(done.current) }),
  };
  return { resourceId: loan.id, loanId: loan.id, officeId: loan.officeId ?? undefined, clientId: loan.clientId ?? undefined, groupId: loan.groupId ?? undefined, resourceExternalId: loan.externalId ?? undefined, changes };
}

export const loanDelinquencyCommandHandlers = [
  commandHandler('DELINQUENCY_ACTION', 'CREATE', createDelinquencyAction),
  commandHandler('LOAN', 'UPDATEDELINQUENCY', assignDelinquency),
];
