import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { parseIsoDate } from '../../../shared/time/index.ts';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { tenantTables } from '../../../platform/db/index.ts';
import { Money } from '../../../shared/money/index.ts';
import { DataValidator } from '../../../shared/validation/index.ts';
import { LoanTransactionType } from '../engine/index.ts';
import { partiesOf, requireLoan } from '../loan-accounts/loan-accounts.commands.ts';
import type { LoanRow } from '../loan-accounts/loan-accounts.repository.ts';
import { LoanStatus } from '../loan-accounts/domain/loan-status.ts';
import { AccountingRule, ADVANCED_PAYMENT_ALLOCATION_STRATEGY } from '../loan-products/domain/loan-product-enums.ts';
import { activeBorrower, officeOf, postedLoan } from '../loan-disbursement/loan-disbursement.commands.ts';
import { insertChargesPaidBy, insertLoanTransactions } from '../loan-disbursement/loan-disbursement.repository.ts';
import { postLoanTransactions } from '../loan-postings/loan-postings.commands.ts';
import { findStoredSchedule, type StoredInstallment } from '../loan-schedules/loan-schedules.repository.ts';
import { externalIdInUse, loanTransactionNotFound } from '../loan-transactions/loan-transactions.errors.ts';
import { reverseTransactions } from '../loan-transactions/loan-transactions.repository.ts';
import { findLinkedSavingsAccount } from '../loan-accounts/loan-linked-account.repository.ts';
import { applyLoanChange } from '../loan-transactions/loan-transactions.replay.ts';
import { ChargeTime, hasDueDate, installmentHolding } from './domain/loan-charge-figures.ts';
import { installmentFeeShares } from './domain/installment-fee-shares.ts';
import { chargeAppliedOn, recordsChargeApplied } from './domain/charge-applied.ts';
import { chargeWaivedOn, waiverPortions } from './domain/charge-waiver.ts';
import { recordChargesApplied } from './loan-charge-applied.commands.ts';
import { addTrancheCharge, refuseWithoutPendingDisbursement, shiftChargesAtDisbursement } from './loan-tranche-charges.commands.ts';
import {
  chargeCurrencyMismatch,
  chargeInactive,
  chargeNotForLoans,
  chargeNotFound,
  loanChargeAlreadyPaid,
  loanChargeAlreadyWaived,
  loanChargeCannotBeAdded,
  loanChargeExternalIdNotFound,
  loanChargeMissingDueDate,
  loanChargeNotFound,
  loanIsChargedOff,
  notAWaiverTransaction,
  undoWaiverLoanInactive,
  waiverAlreadyReversed,
  loanNotPendingForChange,
  waivedLoanInactive,
  addRequiresLinkedAccount,
  installmentFeeNotForAdvancedAllocation,
} from './loan-charges.errors.ts';
import { chargeFiguresOf } from './loan-charges.queries.ts';
import {
  accruedChargeAmount,
  addToInstallment,
  deleteLoanCharge,
  findFeeBearingInstallments,
  insertInstallmentFeeShares,
  extendInstallment,
  findChargeDefinition,
  findInstallmentFeeShares,
  findLoanCharge,
  findLoanTransactionIdByExternalId,
  findWaiverTransaction,
  findLoanCharges,
  insertChargeInstallment,
  insertLoanCharge,
  loanChargeExternalIdTaken,
  updateLoanChargeFigures,
  setPaidByInstallment,
  unwaiveInstallmentFeeShare,
  updatePendingLoanCharge,
  waiveInstallmentFeeShare,
  waiveOnInstallment,
  type ChargeDefinition,
  type InstallmentFeeShare,
  type WaiverTransaction,
  type LoanChargeRow,
} from './loan-charges.repository.ts';

const ENTITY = 'LOANCHARGE';
/** Fineract's ChargeAppliesTo.LOAN and ChargeCalculationType ids. */
const APPLIES_TO_LOAN = 1;
const Calculation = { FLAT: 1, PERCENT_OF_AMOUNT: 2, PERCENT_OF_AMOUNT_AND_INTEREST: 3, PERCENT_OF_INTEREST: 4 } as const;
const ADD_PARAMETERS = ['chargeId', 'amount', 'dueDate', 'locale', 'dateFormat', 'externalId'];
const UPDATE_PARAMETERS = ['amount', 'dueDate', 'locale', 'dateFormat'];
const WAIVE_PARAMETERS = ['installmentNumber', 'dueDate', 'locale', 'dateFormat', 'externalId'];
/** Fineract's ChargePaymentMode.ACCOUNT_TRANSFER. */
const ACCOUNT_TRANSFER = 1;
/**
 * Statuses of a loan never disbursed that take a charge on their schedule alone: pending, approved, and (Fineract's
 * addLoanCharge has no status rule) withdrawn and rejected, which keep their status.
 */
const OPEN_BEFORE_DISBURSEMENT: ReadonlySet<number> = new Set([
  LoanStatus.SUBMITTED_AND_PENDING_APPROVAL, LoanStatus.APPROVED, LoanStatus.WITHDRAWN_BY_CLIENT, LoanStatus.REJECTED,
]);

/** The loan of a charge command: locked, its borrower active (Fineract's checkClientOrGroupActive). */
export async function loadLoan(ctx: CommandContext) {
  const row = await requireLoan(ctx);
  const borrower = await activeBorrower(ctx, row);
  return { row, officeId: officeOf(borrower), borrower };
}

async function requireLoanCharge(ctx: CommandContext, loanId: number): Promise<LoanChargeRow> {
  const id = ctx.subEntityId ?? 0;
  const charge = await findLoanCharge(ctx.db, loanId, { id });
  if (charge === undefined) {
    throw loanChargeNotFound(id, loanId);
  }
  return charge;
}

/** Fineract's LoanChargeApiJsonValidator.validateAddLoanCharge. */
function readAddRequest(ctx: CommandContext) {
  const json = ctx.json;
  json.checkSupported(ADD_PARAMETERS);
  const v = new DataValidator('loanCharge');
  const chargeId = json.long('chargeId', v);
  if (!v.hasErrorFor('chargeId')) {
    v.parameter('chargeId', chargeId).notBlank().positive();
  }
  const amount = json.decimal('amount', v);
  if (!v.hasErrorFor('amount')) {
    v.parameter('amount', amount).notBlank().positive();
  }
  const dueDate = json.has('dueDate') ? json.localDate('dueDate', v) : undefined;
  if (json.has('dueDate') && !v.hasErrorFor('dueDate')) {
    v.parameter('dueDate', dueDate).notBlank();
  }
  const externalId = json.trimmedString('externalId');
  v.throwIfErrors();
  return { chargeId: chargeId ?? 0, amount: amount ?? new Decimal(0), dueDate, externalId: externalId === '' ? undefined : externalId };
}

/** The charge's amount on this loan: flat as given, or the given percentage of principal, interest or both (within the charge's caps). */
async function chargeAmount(ctx: CommandContext, loan: LoanRow, charge: ChargeDefinition, given: Decimal): Promise<{ amount: Decimal; percentage: Decimal | null; appliedTo: Decimal | null }> {
  const principal = new Decimal(loan.principal_amount);
  const interest = new Decimal(loan.interest_charged_derived ?? 0);
  const base = charge.calculationType === Calculation.PERCENT_OF_AMOUNT ? principal
    : charge.calculationType === Calculation.PERCENT_OF_AMOUNT_AND_INTEREST ? principal.plus(interest)
      : charge.calculationType === Calculation.PERCENT_OF_INTEREST ? interest : undefined;
  const currency = { code: loan.currency_code, digitsAfterDecimal: loan.currency_digits, inMultiplesOf: loan.currency_multiplesof };
  const money = await ctx.moneyContext();
  if (base === undefined) {
    return { amount: Money.of(currency, given, money).amount, percentage: null, appliedTo: null };
  }
  let amount = base.times(given).dividedBy(100);
  if (charge.minCap !== null && amount.lessThan(charge.minCap)) {
    amount = new Decimal(charge.minCap);
  }
  if (charge.maxCap !== null && amount.greaterThan(charge.maxCap)) {
    amount = new Decimal(charge.maxCap);
  }
  return { amount: Money.of(currency, amount, money).amount, percentage: given, appliedTo: base };
}

/** The installments with their start dates (a missing one: the previous due date, the disbursement date for the first). */
export function withStartDates(schedule: readonly StoredInstallment[], disbursedOn: string | null): (StoredInstallment & { fromDate: LocalDate })[] {
  return schedule.map((i, index) => {
    const previous = index === 0 ? (disbursedOn === null ? i.dueDate : parseIsoDate(disbursedOn)) : (schedule[index - 1]?.dueDate ?? i.dueDate);
    return { ...i, fromDate: i.fromDate ?? previous };
  });
}

/** Puts a specified-due-date charge on the installment holding its due date, or on the charge-only installment after the last (N+1). */
export async function scheduleCharge(ctx: CommandContext, loan: LoanRow, schedule: readonly StoredInstallment[], penalty: boolean, amount: Decimal, dueDate: LocalDate): Promise<void> {
  const holder = installmentHolding(withStartDates(schedule, loan.disbursedon_date ?? loan.expected_disbursedon_date), dueDate);
  if (holder !== undefined) {
    await addToInstallment(ctx.db, holder.id, penalty, amount, ctx.user.id);
    return;
  }
  const last = schedule[schedule.length - 1];
  if (last === undefined) {
    return;
  }
  // As Fineract: an added installment (a charge's, or a credit's after maturity) is extended to the charge.
  if (last.additional) {
    await extendInstallment(ctx.db, last.id, dueDate);
    await addToInstallment(ctx.db, last.id, penalty, amount, ctx.user.id);
    return;
  }
  await insertChargeInstallment(ctx.db, loan.id, { number: last.installment + 1, fromDate: last.dueDate, dueDate, penalty, amount }, ctx.user.id);
}

/** Stores the per-charge figures the replay left (charges with a due date, paid through the installments). */
export async function refreshChargeFigures(ctx: CommandContext, loan: LoanRow): Promise<void> {
  const charges = await findLoanCharges(ctx.db, loan.id);
  const schedule = await findStoredSchedule(ctx.db, loan.id);
  const disbursedOn = loan.disbursedon_date === null ? null : (schedule[0]?.fromDate ?? null);
  const figures = chargeFiguresOf(charges, schedule, disbursedOn);
  const due = charges.filter((c) => hasDueDate(c.charge_time_enum) && c.is_active);
  await updateLoanChargeFigures(ctx.db, due.flatMap((c) => {
    const f = figures.get(c.id);
    return f === undefined ? [] : [f];
  }));
}

/** A charge command's answer: the loan's parties, the charge (and its external id) and any further members. */
export function resultOf(loan: { row: LoanRow; officeId: number }, loanChargeId: number, externalId: string | null, extra: Record<string, unknown> = {}): CommandResult {
  return { ...partiesOf(loan.row, loan.officeId), resourceId: loanChargeId, ...(externalId === null ? {} : { resourceExternalId: externalId }), ...extra };
}

/** Written-off (601) and rescheduled (602) loans take an added charge without leaving their status. */
const KEEP_STATUS_ON_ADD: ReadonlySet<number> = new Set([LoanStatus.CLOSED_WRITTEN_OFF, LoanStatus.CLOSED_RESCHEDULE_OUTSTANDING_AMOUNT]);

/** An installment fee's share of each installment, in the loan's currency. */
async function installmentFeeSharesOf(ctx: CommandContext, loan: LoanRow, charge: ChargeDefinition, given: Decimal) {
  const currency = { code: loan.currency_code, digitsAfterDecimal: loan.currency_digits, inMultiplesOf: loan.currency_multiplesof };
  const money = await ctx.moneyContext();
  return installmentFeeShares(await findFeeBearingInstallments(ctx.db, loan.id), charge.calculationType, given, (a) => Money.of(currency, a, money).amount);
}

/** POST /loans/{loanId}/charges (CREATE_LOANCHARGE). */
async function addLoanCharge(ctx: CommandContext): Promise<CommandResult> {
  const req = readAddRequest(ctx);
  const loan = await loadLoan(ctx);
  const row = loan.row;
  if (row.is_charged_off) {
    throw loanIsChargedOff(row.id);
  }
  const charge = await findChargeDefinition(ctx.db, req.chargeId);
  if (charge === undefined) {
    throw chargeNotFound(req.chargeId);
  }
  // Fineract refuses an installment fee on an advanced payment allocation loan whatever its status, before any other charge rule.
  if (charge.timeType === ChargeTime.INSTALMENT_FEE && row.loan_transaction_strategy_code === ADVANCED_PAYMENT_ALLOCATION_STRATEGY) {
    throw installmentFeeNotForAdvancedAllocation(charge.id);
  }
  const pending = await refuseWithoutPendingDisbursement(ctx, row, charge.timeType);
  if (charge.appliesTo !== APPLIES_TO_LOAN) {
    throw chargeNotForLoans(charge.id);
  }
  if (!charge.active) {
    throw chargeInactive(charge.id, charge.name);
  }
  if (charge.timeType === ChargeTime.SPECIFIED_DUE_DATE && req.dueDate === undefined) {
    throw loanChargeMissingDueDate(charge.id, charge.name);
  }
  if (charge.timeType === ChargeTime.OVERDUE_INSTALLMENT) {
    throw loanChargeCannotBeAdded('overdue.charge', [charge.name]);
  }
  // Fineract refuses an installment fee only on an active loan with interest recalculation (validateAddLoanCharge, before the currency and linked-account checks).
  if (charge.timeType === ChargeTime.INSTALMENT_FEE && row.loan_status_id === LoanStatus.ACTIVE && row.interest_recalculation_enabled) {
    throw loanChargeCannotBeAdded('installment.charge', [charge.name]);
  }
  if (charge.currencyCode !== row.currency_code) {
    throw chargeCurrencyMismatch();
  }
  if (charge.paymentMode === ACCOUNT_TRANSFER && (await findLinkedSavingsAccount(ctx.db, row.id)) === undefined) {
    throw addRequiresLinkedAccount(charge.name);
  }
  // A loan closed with its obligations met takes the charge and is active again (Fineract's LOAN_CHARGE_ADDED transition);
  // a written-off or rescheduled loan takes it and keeps its status (Fineract's addLoanCharge has no status rule).
  const keepsStatus = KEEP_STATUS_ON_ADD.has(row.loan_status_id);
  const active = row.loan_status_id === LoanStatus.ACTIVE || row.loan_status_id === LoanStatus.OVERPAID || row.loan_status_id === LoanStatus.CLOSED_OBLIGATIONS_MET || keepsStatus;
  if (!active && !OPEN_BEFORE_DISBURSEMENT.has(row.loan_status_id)) {
    throw loanChargeCannotBeAdded('loan.is.closed', [row.id, charge.name]);
  }
  if (charge.timeType === ChargeTime.TRANCHE_DISBURSEMENT) {
    const perTranche = await addTrancheCharge(ctx, { row, officeId: loan.officeId, active, keepsStatus }, charge, req, pending);
    if (perTranche !== undefined) {
      return perTranche;
    }
  }
  if (active && (charge.timeType === ChargeTime.DISBURSEMENT || charge.timeType === ChargeTime.TRANCHE_DISBURSEMENT)) {
    throw loanChargeCannotBeAdded('due.at.disbursement.and.loan.is.disbursed', [row.id, charge.name]);
  }
  const served = charge.timeType === ChargeTime.SPECIFIED_DUE_DATE || charge.timeType === ChargeTime.INSTALMENT_FEE || (!active && (charge.timeType === ChargeTime.DISBURSEMENT || charge.timeType === ChargeTime.TRANCHE_DISBURSEMENT));
  if (!served) {
    throw loanChargeCannotBeAdded('charge.time.not.supported', [charge.name]);
  }
  const disbursedOn = row.disbursedon_date ?? row.expected_disbursedon_date;
  if (req.dueDate !== undefined && charge.timeType === ChargeTime.SPECIFIED_DUE_DATE && disbursedOn !== null && req.dueDate.toString() < disbursedOn) {
    throw loanChargeCannotBeAdded('specified.due.date.outside.range', [disbursedOn, charge.name]);
  }
  if (req.externalId !== undefined && (await loanChargeExternalIdTaken(ctx.db, req.externalId))) {
    throw externalIdInUse(req.externalId);
  }
  const shares = charge.timeType === ChargeTime.INSTALMENT_FEE ? await installmentFeeSharesOf(ctx, row, charge, req.amount) : undefined;
  const figures = await chargeAmount(ctx, row, charge, req.amount);
  // An installment fee is the sum of its shares (Fineract's LoanCharge.update with the per-installment total).
  const { amount, percentage, appliedTo } = shares === undefined ? figures : { ...figures, amount: shares.reduce((sum, s) => sum.plus(s.amount), new Decimal(0)), appliedTo: null };
  const today = await ctx.clock.businessDate();
  const dueDate = charge.timeType === ChargeTime.SPECIFIED_DUE_DATE ? req.dueDate : undefined;
  const id = await insertLoanCharge(ctx.db, {
    loan_id: row.id, charge_id: charge.id, is_penalty: charge.penalty, charge_time_enum: charge.timeType, due_for_collection_as_of_date: dueDate?.toString() ?? null,
    charge_calculation_enum: charge.calculationType, charge_payment_mode_enum: charge.paymentMode ?? 0, calculation_percentage: percentage?.toString() ?? null,
    calculation_on_amount: appliedTo?.toString() ?? null, charge_amount_or_percentage: req.amount.toString(), amount: amount.toString(), amount_outstanding_derived: amount.toString(),
    min_cap: charge.minCap, max_cap: charge.maxCap, external_id: req.externalId ?? null, submitted_on_date: today.toString(), created_by: ctx.user.id, last_modified_by: ctx.user.id,
  });
  if (dueDate !== undefined) {
    await scheduleCharge(ctx, row, await findStoredSchedule(ctx.db, row.id), charge.penalty, amount, dueDate);
  }
  if (shares !== undefined) {
    await insertInstallmentFeeShares(ctx.db, id, charge.penalty, shares, ctx.user.id);
  }
  if (active) {
    const posted = await postedLoan(ctx, row, loan.officeId);
    // Under accounting none, cash and upfront accrual the charge is recorded as applied (accrued) at once.
    if (recordsChargeApplied(row.loan_status_id, posted.accountingRule)) {
      await recordChargesApplied(ctx, [{ loan: posted, loanChargeId: id, chargeId: charge.id, penalty: charge.penalty, amount, date: chargeAppliedOn(dueDate, today) }]);
    }
    await applyLoanChange(ctx, { row, posted }, keepsStatus ? { keepStatus: true } : {});
    await refreshChargeFigures(ctx, row);
  } else {
    await shiftChargesAtDisbursement(ctx, row, charge.timeType, amount);
  }
  return resultOf(loan, id, req.externalId ?? null);
}

/** ?command=waive (WAIVE_LOANCHARGE): waives what is outstanding of a charge with a waive-charges transaction (9), then replays the loan. */
async function waiveLoanCharge(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported(WAIVE_PARAMETERS);
  const externalId = ctx.json.trimmedString('externalId');
  const loan = await loadLoan(ctx);
  const row = loan.row;
  const charge = await requireLoanCharge(ctx, row.id);
  if (row.loan_status_id !== LoanStatus.ACTIVE) {
    throw waivedLoanInactive(charge.id);
  }
  const schedule = await findStoredSchedule(ctx.db, row.id);
  const disbursedOn = row.disbursedon_date === null ? null : (schedule[0]?.fromDate ?? null);
  const figures = chargeFiguresOf(await findLoanCharges(ctx.db, row.id), schedule, disbursedOn).get(charge.id);
  const outstanding = figures?.outstanding ?? new Decimal(charge.amount_outstanding_derived);
  if (outstanding.isZero()) {
    throw (figures?.paid.isZero() ?? true) && !(figures?.waived.isZero() ?? true) ? loanChargeAlreadyWaived(charge.id) : loanChargeAlreadyPaid(charge.id);
  }
  if (externalId !== undefined && externalId !== '' && (await tenantTables(ctx.db).selectFrom('m_loan_transaction').select('id').where('external_id', '=', externalId).executeTakeFirst()) !== undefined) {
    throw externalIdInUse(externalId);
  }
  if (charge.charge_time_enum === ChargeTime.INSTALMENT_FEE) {
    const share = await installmentFeeShareToWaive(ctx, charge);
    await waiveOnInstallment(ctx.db, share.scheduleId, false, share.outstanding);
    await waiveInstallmentFeeShare(ctx.db, share.id, share.waived.plus(share.outstanding));
    return recordChargeWaiver(ctx, loan, charge, { amount: share.outstanding, paid: share.paid, installmentNumber: share.installmentNumber, due: share.dueDate, externalId });
  }
  if (!hasDueDate(charge.charge_time_enum) || charge.due_for_collection_as_of_date === null) {
    throw loanChargeCannotBeAdded('charge.time.not.supported', [charge.name]);
  }
  const due = LocalDate.parse(charge.due_for_collection_as_of_date);
  const holder = installmentHolding(withStartDates(schedule, row.disbursedon_date ?? row.expected_disbursedon_date), due);
  if (holder !== undefined) {
    await waiveOnInstallment(ctx.db, holder.id, charge.is_penalty, outstanding);
  }
  const waived = new Decimal(charge.amount_waived_derived ?? 0).plus(outstanding);
  await updateLoanChargeFigures(ctx.db, [{ id: charge.id, paid: figures?.paid ?? new Decimal(0), waived, outstanding: new Decimal(0) }]);
  return recordChargeWaiver(ctx, loan, charge, { amount: outstanding, paid: figures?.paid ?? new Decimal(0), installmentNumber: null, due, externalId });
}

/**
 * The installment fee share a waiver takes (Fineract's waiveLoanCharge for installment fees): the share due on
 * `dueDate`, else the one of `installmentNumber`, else the first one unpaid; refused when it is waived or paid.
 */
async function installmentFeeShareToWaive(ctx: CommandContext, charge: LoanChargeRow): Promise<InstallmentFeeShare & { outstanding: Decimal }> {
  const v = new DataValidator('loanCharge');
  const dueDate = ctx.json.has('dueDate') ? ctx.json.localDate('dueDate', v) : undefined;
  const installmentNumber = ctx.json.has('installmentNumber') ? ctx.json.long('installmentNumber', v) : undefined;
  v.throwIfErrors();
  const shares = (await findInstallmentFeeShares(ctx.db, charge.id)).map((s) => ({ ...s, outstanding: Decimal.max(s.amount.minus(s.waived).minus(s.paid), 0) }));
  const chosen = dueDate !== undefined ? shares.find((s) => s.dueDate?.isEqual(dueDate) === true)
    : installmentNumber !== undefined ? shares.find((s) => s.installmentNumber === installmentNumber) : undefined;
  const share = chosen ?? shares.find((s) => !s.outstanding.isZero());
  if (share === undefined || share.outstanding.isZero()) {
    throw share !== undefined && !share.waived.isZero() ? loanChargeAlreadyWaived(charge.id) : loanChargeAlreadyPaid(charge.id);
  }
  return share;
}

/**
 * The waive-charges transaction (9) of a waiver, dated as Fineract dates it ({@link chargeWaivedOn}), with its
 * `m_loan_charge_paid_by` row (and installment number for an installment fee); the loan replayed (it closes on that
 * date when the waiver leaves nothing outstanding); its journal entries on that date (accrual rules only).
 */
async function recordChargeWaiver(ctx: CommandContext, loan: Awaited<ReturnType<typeof loadLoan>>, charge: LoanChargeRow, waiver: ChargeWaiver): Promise<CommandResult> {
  const { row } = loan;
  const { amount, externalId } = waiver;
  const today = await ctx.clock.businessDate();
  const date = chargeWaivedOn(waiver.due, parseIsoDate(row.disbursedon_date ?? today.toString()), today);
  const posted = await postedLoan(ctx, row, loan.officeId);
  const periodic = posted.accountingRule === AccountingRule.ACCRUAL_PERIODIC;
  const portions = waiverPortions(amount, periodic, periodic ? await accruedChargeAmount(ctx.db, charge.id, waiver.installmentNumber) : new Decimal(0), waiver.paid);
  const portion = portions.charge.isZero() ? null : portions.charge.toString();
  const [transactionId = 0] = await insertLoanTransactions(ctx.db, [{
    loan_id: row.id, office_id: loan.officeId, payment_detail_id: null, is_reversed: false, transaction_type_enum: LoanTransactionType.WAIVE_CHARGES, transaction_date: date.toString(),
    amount: amount.toString(), fee_charges_portion_derived: charge.is_penalty ? null : portion, penalty_charges_portion_derived: charge.is_penalty ? portion : null,
    unrecognized_income_portion: portions.unrecognized.isZero() ? null : portions.unrecognized.toString(),
    outstanding_loan_balance_derived: row.principal_outstanding_derived, external_id: externalId === '' ? null : externalId ?? null, submitted_on_date: today.toString(),
    created_by: ctx.user.id, last_modified_by: ctx.user.id,
  }]);
  await insertChargesPaidBy(ctx.db, [{ transactionId, loanChargeId: charge.id, amount }]);
  if (waiver.installmentNumber !== null) {
    await setPaidByInstallment(ctx.db, transactionId, waiver.installmentNumber);
  }
  await applyLoanChange(ctx, { row, posted }, { on: date });
  if (charge.charge_time_enum === ChargeTime.INSTALMENT_FEE) {
    await storeInstallmentFeeFigures(ctx, charge);
  }
  const zero = new Decimal(0);
  await postLoanTransactions(ctx, posted, [{
    id: transactionId, type: LoanTransactionType.WAIVE_CHARGES, date, paymentDetailId: null, paymentTypeId: null, amount, principal: zero, interest: zero,
    fees: charge.is_penalty ? zero : portions.charge, penalties: charge.is_penalty ? portions.charge : zero, overpayment: zero, feePayments: [], penaltyPayments: [], reversed: false,
  }]);
  const changes = { amount, ...(waiver.installmentNumber === null ? {} : { installmentNumber: waiver.installmentNumber }), ...(externalId === undefined ? {} : { externalId }) };
  return resultOf(loan, charge.id, charge.external_id, { subResourceId: transactionId, changes });
}

/** A waiver to record: the amount waived, what the charge (share) was paid, the installment of an installment fee's share, the due date it is dated by. */
interface ChargeWaiver {
  readonly amount: Decimal;
  readonly paid: Decimal;
  readonly installmentNumber: number | null;
  readonly due: LocalDate | undefined;
  readonly externalId: string | undefined;
}

/** PUT (UPDATE_LOANCHARGE): the amount and due date of a charge of a loan still pending approval. */
async function updateLoanCharge(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported(UPDATE_PARAMETERS);
  const v = new DataValidator('loanCharge');
  const amount = ctx.json.has('amount') ? ctx.json.decimal('amount', v) : undefined;
  if (ctx.json.has('amount') && !v.hasErrorFor('amount')) {
    v.parameter('amount', amount).notBlank().positive();
  }
  const dueDate = ctx.json.has('dueDate') ? ctx.json.localDate('dueDate', v) : undefined;
  v.throwIfErrors();
  const loan = await loadLoan(ctx);
  const charge = await requireLoanCharge(ctx, loan.row.id);
  if (loan.row.loan_status_id !== LoanStatus.SUBMITTED_AND_PENDING_APPROVAL) {
    throw loanNotPendingForChange(charge.id, 'updated');
  }
  const definition = await findChargeDefinition(ctx.db, charge.charge_id);
  const given = amount ?? new Decimal(charge.charge_amount_or_percentage ?? charge.amount);
  const newAmount = definition === undefined ? given : (await chargeAmount(ctx, loan.row, definition, given)).amount;
  const newDue = charge.charge_time_enum === ChargeTime.SPECIFIED_DUE_DATE ? (dueDate?.toString() ?? charge.due_for_collection_as_of_date) : charge.due_for_collection_as_of_date;
  if (charge.charge_time_enum === ChargeTime.SPECIFIED_DUE_DATE && charge.due_for_collection_as_of_date !== null && newDue !== null) {
    await unscheduleCharge(ctx, loan.row, charge.is_penalty, new Decimal(charge.amount), LocalDate.parse(charge.due_for_collection_as_of_date));
    await scheduleCharge(ctx, loan.row, await findStoredSchedule(ctx.db, loan.row.id), charge.is_penalty, newAmount, LocalDate.parse(newDue));
  }
  await updatePendingLoanCharge(ctx.db, charge.id, { amount: newAmount.toString(), dueDate: newDue, userId: ctx.user.id });
  await shiftChargesAtDisbursement(ctx, loan.row, charge.charge_time_enum, newAmount.minus(charge.amount));
  const changes: Record<string, unknown> = {};
  if (amount !== undefined) {
    changes.amount = amount;
  }
  if (dueDate !== undefined) {
    changes.dueDate = ctx.json.string('dueDate');
  }
  return resultOf(loan, charge.id, charge.external_id, { changes });
}

/** Takes a specified-due-date charge off the installment that holds it. */
async function unscheduleCharge(ctx: CommandContext, loan: LoanRow, penalty: boolean, amount: Decimal, dueDate: LocalDate): Promise<void> {
  const schedule = await findStoredSchedule(ctx.db, loan.id);
  const holder = installmentHolding(withStartDates(schedule, loan.disbursedon_date ?? loan.expected_disbursedon_date), dueDate);
  if (holder !== undefined) {
    await addToInstallment(ctx.db, holder.id, penalty, amount.negated(), ctx.user.id);
  }
}

/** DELETE (DELETE_LOANCHARGE): a charge of a loan still pending approval. */
async function removeLoanCharge(ctx: CommandContext): Promise<CommandResult> {
  const loan = await loadLoan(ctx);
  const charge = await requireLoanCharge(ctx, loan.row.id);
  if (loan.row.loan_status_id !== LoanStatus.SUBMITTED_AND_PENDING_APPROVAL) {
    throw loanNotPendingForChange(charge.id, 'deleted');
  }
  if (charge.charge_time_enum === ChargeTime.SPECIFIED_DUE_DATE && charge.due_for_collection_as_of_date !== null) {
    await unscheduleCharge(ctx, loan.row, charge.is_penalty, new Decimal(charge.amount), LocalDate.parse(charge.due_for_collection_as_of_date));
  }
  await removeInstallmentShares(ctx, charge.id);
  await deleteLoanCharge(ctx.db, charge.id);
  await shiftChargesAtDisbursement(ctx, loan.row, charge.charge_time_enum, new Decimal(charge.amount).negated());
  return resultOf(loan, charge.id, charge.external_id);
}

/** An installment fee's shares leave their installments with it. */
async function removeInstallmentShares(ctx: CommandContext, loanChargeId: number): Promise<void> {
  const db = tenantTables(ctx.db);
  const shares = await db.selectFrom('m_loan_installment_charge').select(['loan_schedule_id', 'amount']).where('loan_charge_id', '=', loanChargeId).execute();
  for (const share of shares) {
    await addToInstallment(ctx.db, share.loan_schedule_id, false, new Decimal(share.amount).negated(), ctx.user.id);
  }
  if (shares.length > 0) {
    await db.deleteFrom('m_loan_installment_charge').where('loan_charge_id', '=', loanChargeId).execute();
  }
}

/** The loan charge id of `/charges/external-id/{loanChargeExternalId}` routes. */
export async function requireLoanChargeIdByExternalId(db: CommandContext['db'], loanId: number, externalId: string): Promise<number> {
  const charge = await findLoanCharge(db, loanId, { externalId });
  if (charge === undefined) {
    throw loanChargeExternalIdNotFound(externalId);
  }
  return charge.id;
}

/**
 * PUT /loans/{loanId}/transactions/{transactionId} (UNDO_WAIVECHARGE, Fineract's undoWaiveLoanCharge): reverses a
 * waive-charges transaction; what it waived is due again on its installment (the installment fee's share, or the
 * installment holding the charge's due date) and the loan is replayed. Journal entries: the waiver's reversed.
 */
async function undoWaiveCharge(ctx: CommandContext): Promise<CommandResult> {
  const loanId = ctx.entityId ?? 0;
  const transactionId = ctx.subEntityId ?? 0;
  const tx = await findWaiverTransaction(ctx.db, loanId, transactionId);
  if (tx === undefined) {
    throw loanTransactionNotFound(transactionId, loanId);
  }
  if (tx.type !== LoanTransactionType.WAIVE_CHARGES) {
    throw notAWaiverTransaction();
  }
  if (tx.reversed) {
    throw waiverAlreadyReversed(tx.id);
  }
  const charge = tx.loanChargeId === undefined ? undefined : await findLoanCharge(ctx.db, loanId, { id: tx.loanChargeId });
  if (charge === undefined) {
    throw loanChargeNotFound(tx.loanChargeId ?? 0, loanId);
  }
  // Paid in full by payments (a charge partly waived is not: what the waiver took comes back).
  if (new Decimal(charge.amount_paid_derived ?? 0).greaterThanOrEqualTo(charge.amount)) {
    throw loanChargeAlreadyPaid(charge.id);
  }
  const loan = await loadLoan(ctx);
  if (loan.row.loan_status_id !== LoanStatus.ACTIVE) {
    throw undoWaiverLoanInactive(charge.id);
  }
  await unwaive(ctx, loan.row, charge, tx);
  const today = await ctx.clock.businessDate();
  await reverseTransactions(ctx.db, [tx.id], today, ctx.user.id, true);
  const posted = await postedLoan(ctx, loan.row, loan.officeId);
  await applyLoanChange(ctx, { row: loan.row, posted }, {});
  await refreshChargeFigures(ctx, loan.row);
  if (charge.charge_time_enum === ChargeTime.INSTALMENT_FEE) {
    await storeInstallmentFeeFigures(ctx, charge);
  }
  const zero = new Decimal(0);
  await postLoanTransactions(ctx, posted, [{
    id: tx.id, type: LoanTransactionType.WAIVE_CHARGES, date: tx.date, paymentDetailId: null, paymentTypeId: null, amount: tx.amount, principal: zero, interest: zero,
    fees: tx.fees, penalties: tx.penalties, overpayment: zero, feePayments: [], penaltyPayments: [], reversed: true,
  }]);
  const changes = {
    principalPortion: zero, interestPortion: zero, feeChargesPortion: tx.fees, penaltyChargesPortion: tx.penalties, ...(tx.balance === undefined ? {} : { outstandingLoanBalance: tx.balance }),
    id: tx.id, ...(tx.externalId === null ? {} : { externalId: tx.externalId }), date: tx.date.toString(),
  };
  return { loanId, resourceId: charge.id, ...(charge.external_id === null ? {} : { resourceExternalId: charge.external_id }), subResourceId: tx.id, changes };
}

/** What an undone waiver took off comes back: on the installment (and the installment fee's share) and on the charge. */
async function unwaive(ctx: CommandContext, row: LoanRow, charge: LoanChargeRow, tx: WaiverTransaction): Promise<void> {
  const amount = tx.amount;
  if (charge.charge_time_enum === ChargeTime.INSTALMENT_FEE) {
    const share = (await findInstallmentFeeShares(ctx.db, charge.id)).find((s) => s.installmentNumber === tx.installmentNumber);
    if (share !== undefined) {
      await waiveOnInstallment(ctx.db, share.scheduleId, false, amount.negated());
      const waived = Decimal.max(share.waived.minus(amount), 0);
      await unwaiveInstallmentFeeShare(ctx.db, share.id, waived, share.amount.minus(waived).minus(share.paid));
    }
    return;
  }
  if (charge.due_for_collection_as_of_date !== null) {
    const schedule = await findStoredSchedule(ctx.db, row.id);
    const holder = installmentHolding(withStartDates(schedule, row.disbursedon_date ?? row.expected_disbursedon_date), LocalDate.parse(charge.due_for_collection_as_of_date));
    if (holder !== undefined) {
      await waiveOnInstallment(ctx.db, holder.id, charge.is_penalty, amount.negated());
    }
  }
  const paid = new Decimal(charge.amount_paid_derived ?? 0);
  const waived = Decimal.max(new Decimal(charge.amount_waived_derived ?? 0).minus(amount), 0);
  await updateLoanChargeFigures(ctx.db, [{ id: charge.id, paid, waived, outstanding: Decimal.max(new Decimal(charge.amount).minus(paid).minus(waived), 0) }]);
}

/** An installment fee's figures as the sums of its shares' (paid from their installments' paid fees, waived as recorded). */
export async function storeInstallmentFeeFigures(ctx: CommandContext, charge: LoanChargeRow): Promise<void> {
  const shares = await findInstallmentFeeShares(ctx.db, charge.id);
  const paid = shares.reduce((sum, x) => sum.plus(x.paid), new Decimal(0));
  const waived = shares.reduce((sum, x) => sum.plus(x.waived), new Decimal(0));
  await updateLoanChargeFigures(ctx.db, [{ id: charge.id, paid, waived, outstanding: Decimal.max(new Decimal(charge.amount).minus(paid).minus(waived), 0) }]);
}

/** The transaction id of `/transactions/external-id/{externalTransactionId}` routes. */
export async function requireLoanTransactionIdByExternalId(db: CommandContext['db'], loanId: number, externalId: string): Promise<number> {
  const id = await findLoanTransactionIdByExternalId(db, loanId, externalId);
  if (id === undefined) {
    throw loanTransactionNotFound(externalId, loanId);
  }
  return id;
}

export const loanChargeCommandHandlers = [
  commandHandler(ENTITY, 'CREATE', addLoanCharge),
  commandHandler(ENTITY, 'WAIVE', waiveLoanCharge),
  commandHandler(ENTITY, 'UPDATE', updateLoanCharge),
  commandHandler(ENTITY, 'DELETE', removeLoanCharge),
  commandHandler('WAIVECHARGE', 'UNDO', undoWaiveCharge),
];
