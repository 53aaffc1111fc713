import { reversesBeforeOwnChargeRefund } from '../loan-transactions/domain/charge-refund-order.ts';
import { laterChargeRefundExists } from '../loan-transactions/loan-charge-refund.errors.ts';
import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import type { CommandContext, CommandResult } from '../../../platform/commands/index.ts';
import { partiesOf, requireLoan } from '../loan-accounts/loan-accounts.commands.ts';
import { invalidTransition, loanProductNotFound } from '../loan-accounts/loan-accounts.errors.ts';
import { applicationOfRow, findApplicationProduct, type BorrowerFacts, type LoanRow } from '../loan-accounts/loan-accounts.repository.ts';
import type { ApplicationProduct } from '../loan-accounts/domain/application-product.ts';
import { LoanStatus, loanStatusView } from '../loan-accounts/domain/loan-status.ts';
import { LoanChargeTime } from '../loan-accounts/domain/loan-charges.ts';
import { insertLoanNote } from '../loan-lifecycle/loan-lifecycle.repository.ts';
import { proposeLoanSchedule } from '../loan-schedules/loan-schedules.queries.ts';
import { findStoredSchedule, insertSchedule } from '../loan-schedules/loan-schedules.repository.ts';
import { postLoanTransactions, type PostedLoan, type StoredLoanTransaction } from '../loan-postings/loan-postings.commands.ts';
import { LoanTransactionType } from '../loan-postings/domain/loan-postings.ts';
import { AccountingRule } from '../loan-products/domain/loan-product-enums.ts';
import { FinancialActivity, requireFinancialActivityAccount } from '../../accounting/index.ts';
import { readConfiguration } from '../../../platform/settings/index.ts';
import { applyLoanChange } from '../loan-transactions/loan-transactions.replay.ts';
import { activeBorrower, officeOf, paymentDetailOf, postedLoan } from './loan-disbursement.parties.ts';
import { amountAboveApprovedPrincipal, notActiveForUndoLast, undoLastAfterRepayments, undoLastOnChargedOff, undoLastOnSingleDisbursement, undoLastWithOneTranche } from './loan-disbursement.errors.ts';
import {
  deactivateOverdueCharges,
  deleteSchedule,
  findActiveLoanCharges,
  findLastDisbursement,
  findOverdueLinks,
  findProductFacts,
  findTransactionAfter,
  insertOverdueLinks,
  markTrancheDisbursed,
  reverseLoanTransactions,
  reverseTranche,
  markChargesPaid,
  resetTrancheCharges,
  updateChargeAmounts,
  type DisbursementCharge,
  type TrancheRow,
} from './loan-disbursement.repository.ts';
import type { DisburseRequest } from './loan-disbursement.request.ts';
import { deleteVariationsOfLastDisbursal, findTermVariations, findTranchesAndTermVariations, insertDueDateVariation, insertEmiAmountVariation, nextPossibleRepaymentDate, type TermVariations } from './loan-term-variations.repository.ts';
import type { DueDateVariation } from '../engine/index.ts';
import { chargesCollectedAtDisbursement, chargesOfDisbursal, chargesPaidByTransferAtDisbursement, repricedTrancheCharges } from './domain/disbursement.ts';
import { writeDisbursementTransactions, type ChargePaidByTransfer } from './loan-disbursement.transactions.ts';

const ZERO = new Decimal(0);
/** Fineract's ChargeCalculationType.FLAT. */
const FLAT = 1;

/**
 * The schedule written anew from the loan's tranches (one insert): the disbursed ones on their dates and amounts, the
 * others as expected, from the first disbursal on, for their sum (Fineract's principal after an undone tranche); the engine refuses a plan above the maximum outstanding balance.
 * Answers the schedule's interest and maturity. `principal` replaces the tranches' sum (an approved loan plans its approved principal);
 * `product` and `variations` (the loan's moved due dates and installment amounts), when the caller has read them, save reading them again.
 */
export async function replanTranches(ctx: CommandContext, row: LoanRow, officeId: number, tranches: readonly TrancheRow[], options: { readonly undo?: boolean; readonly principal?: Decimal; readonly product?: ApplicationProduct; readonly variations?: TermVariations } = {}): Promise<{ interest: Decimal; maturity: string | null; charges: readonly DisbursementCharge[] }> {
  const product = options.product ?? (await findApplicationProduct(ctx.db, row.product_id ?? 0));
  if (product === undefined) {
    throw loanProductNotFound(row.product_id ?? 0);
  }
  const undo = options.undo === true;
  const active = await findActiveLoanCharges(ctx.db, row.id);
  const overdue = active.some((c) => c.chargeTime === LoanChargeTime.OVERDUE_INSTALLMENT);
  // The undo deactivates every overdue-installment penalty as Fineract's does; the replay then leaves them out. A later
  // tranche keeps them on the new schedule by their due dates, their links following the installment numbers
  // (Fineract's updateOverdueScheduleInstallment), so the next overdue run does not charge them again (ADR 0063).
  if (undo && overdue) {
    await deactivateOverdueCharges(ctx.db, row.id, LoanChargeTime.OVERDUE_INSTALLMENT);
  }
  const charges = undo ? active.filter((c) => c.chargeTime !== LoanChargeTime.OVERDUE_INSTALLMENT) : active;
  const links = overdue && !undo ? await findOverdueLinks(ctx.db, row.id) : [];
  const app = {
    ...applicationOfRow(row), expectedDisbursementDate: LocalDate.parse(row.disbursedon_date ?? row.expected_disbursedon_date ?? ''), principal: options.principal ?? tranches.reduce((sum, t) => sum.plus(t.principal), ZERO),
    tranches: tranches.map((t) => ({ expectedDisbursementDate: t.disbursedOn ?? t.expected, principal: t.principal })),
    ...(options.variations ?? (await findTermVariations(ctx.db, row.id))),
  };
  // Fineract's generator places an overdue-installment penalty as a due-date charge of its amount, in the period its due date falls in.
  const schedule = await proposeLoanSchedule(ctx.db, app, product, officeId, charges.map((c) => (c.chargeTime === LoanChargeTime.OVERDUE_INSTALLMENT
    ? { chargeTime: LoanChargeTime.SPECIFIED_DUE_DATE, calculation: FLAT, amountOrPercentage: c.amount, penalty: c.penalty, dueDate: c.dueDate ?? undefined, ref: c.id }
    : { chargeTime: c.chargeTime, calculation: c.calculation, amountOrPercentage: c.amountOrPercentage, penalty: c.penalty, dueDate: c.dueDate ?? undefined, ref: c.id })), await ctx.moneyContext());
  await deleteSchedule(ctx.db, row.id);
  await insertSchedule(ctx.db, row.id, schedule, ctx.user.id, (ref) => ref);
  const installments = await findStoredSchedule(ctx.db, row.id);
  if (links.length > 0) {
    const idOf = new Map(installments.map((i) => [i.installment, i.id]));
    await insertOverdueLinks(ctx.db, links.flatMap((l) => {
      const scheduleId = idOf.get(l.installment);
      return scheduleId === undefined ? [] : [{ loanChargeId: l.loanChargeId, scheduleId, frequencyNumber: l.frequencyNumber }];
    }));
  }
  return { interest: installments.reduce((s, i) => s.plus(i.interest), ZERO), maturity: installments.at(-1)?.dueDate.toString() ?? null, charges: active };
}

/** The loan's charges with the tranche's percentage charges priced on the amount it is disbursed with (stored when they change). */
export async function trancheChargesRepriced(ctx: CommandContext, charges: readonly DisbursementCharge[], trancheId: number | undefined, amount: Decimal): Promise<DisbursementCharge[]> {
  const repriced = trancheId === undefined ? [] : repricedTrancheCharges(charges, trancheId, amount);
  await updateChargeAmounts(ctx.db, repriced.map((c) => ({ id: c.id, amount: c.amount, calculatedOn: amount })));
  return charges.map((c) => repriced.find((r) => r.id === c.id) ?? c);
}

/** What a disbursal's fixedEmiAmount and adjustRepaymentDate wrote. */
export interface DisbursalVariations {
  /** The moved due date (multi-disbursement loans). */
  readonly dueDate?: DueDateVariation | undefined;
  /** The installment amount from the disbursal on (multi-disbursement loans). */
  readonly emiAmount?: { readonly applicableFrom: LocalDate; readonly amount: Decimal } | undefined;
  /** The loan's own fixed EMI, changed (a single-disbursement loan whose product lets the installment be defined). */
  readonly loanFixedEmi?: Decimal | undefined;
}

/**
 * A disbursal's fixedEmiAmount and adjustRepaymentDate (Fineract's regenerateScheduleOnDisbursement), on a first
 * disbursal or a later tranche. A multi-disbursement loan keeps an EMI that differs from its last one as an EMI-amount
 * variation from the disbursal date (the day after when it falls on the due date it would be repaid on first and
 * change-emi-if-repaymentdate-same-as-disbursementdate is disabled), and a moved due date as a due-date variation of
 * the due date the disbursal would be repaid on first as planned now (nextPossibleRepaymentDate); every later re-plan
 * applies both. A single-disbursement loan takes a different EMI as its own fixed EMI when its product lets the
 * installment be defined, and ignores both otherwise, as Fineract does.
 */
export async function recordDisbursalVariations(
  ctx: CommandContext, row: LoanRow, req: DisburseRequest, product: { readonly multiDisburseLoan: boolean; readonly canDefineInstallmentAmount: boolean }, nextTrancheExpected: LocalDate | undefined,
): Promise<DisbursalVariations> {
  const emi = req.fixedEmiAmount;
  if (!product.multiDisburseLoan) {
    const changed = emi !== undefined && product.canDefineInstallmentAmount && (row.fixed_emi_amount === null || !emi.equals(row.fixed_emi_amount));
    return changed ? { loanFixedEmi: emi } : {};
  }
  let next: LocalDate | undefined;
  const nextPossible = async (): Promise<LocalDate> => (next ??= nextPossibleRepaymentDate(await findStoredSchedule(ctx.db, row.id), nextTrancheExpected, await ctx.clock.businessDate()));
  const date = req.date as LocalDate;
  let emiAmount: DisbursalVariations['emiAmount'];
  if (emi !== undefined) {
    const sameDayChange = (await readConfiguration(ctx.db, 'change-emi-if-repaymentdate-same-as-disbursementdate'))?.enabled !== false;
    const applicableFrom = !sameDayChange && date.equals(await nextPossible()) ? date.plusDays(1) : date;
    const since = LocalDate.parse(row.disbursedon_date ?? row.expected_disbursedon_date ?? date.toString());
    const written = await insertEmiAmountVariation(ctx.db, row.id, { applicableFrom, amount: emi }, { since, loanFixedEmi: row.fixed_emi_amount });
    emiAmount = written ? { applicableFrom, amount: emi } : undefined;
  }
  if (req.adjustRepaymentDate === undefined) {
    return { emiAmount };
  }
  const dueDate = { applicableFrom: await nextPossible(), dueDate: req.adjustRepaymentDate };
  await insertDueDateVariation(ctx.db, row.id, dueDate, emi);
  return { emiAmount, dueDate };
}

const optionalOf = <T>(value: T | undefined): T[] => (value === undefined ? [] : [value]);

const sumOf = (charges: readonly { amount: Decimal }[]): Decimal => charges.reduce((s, c) => s.plus(c.amount), ZERO);

const disbursedTotal = (tranches: readonly TrancheRow[]): Decimal => tranches.filter((t) => t.disbursedOn !== null).reduce((s, t) => s.plus(t.principal), ZERO);

/** The loan's rules for a later tranche: the transfer date, not in the future, not before the first disbursal, the approved principal. */
function checkLaterTranche(row: LoanRow, borrower: BorrowerFacts, date: LocalDate, total: Decimal, today: LocalDate): void {
  const joined = borrower.client?.officeJoiningDate;
  if (joined !== null && joined !== undefined && date.toString() < joined) {
    throw invalidTransition('disbursal', 'cannot.be.before.client.transfer.date', "The date on which a loan is disbursed cannot be earlier than client's transfer date to this office", [joined]);
  }
  if (date.isAfter(today)) {
    throw invalidTransition('disbursal', 'cannot.be.a.future.date', `The date on which a loan with identifier : ${row.account_no} is disbursed cannot be in the future.`, [date.toString()]);
  }
  const first = row.disbursedon_date;
  if (first !== null && date.toString() < first) {
    throw invalidTransition('transaction', 'cannot.be.before.disbursement.date', `The transaction date cannot be before the loan disbursement date: ${first}`, [date.toString(), first]);
  }
  if (total.greaterThan(row.approved_principal)) {
    throw amountAboveApprovedPrincipal(total.toString(), row.approved_principal);
  }
}

/** What a later tranche's disbursal is given by ?command=disburse once the request and the loan's state stand. */
export interface LaterTranche {
  readonly row: LoanRow;
  readonly req: DisburseRequest;
  readonly borrower: BorrowerFacts;
  readonly loan: PostedLoan & { readonly multiDisburseLoan: boolean; readonly canDefineInstallmentAmount: boolean };
  readonly tranche: { readonly id: number; readonly principal: Decimal; readonly expected: LocalDate };
  /** Disbursed into the linked savings account: the fund-source side posts to the liability-transfer account. */
  readonly transferAccountId?: number | undefined;
}

/** What a later tranche wrote: the command's result, its disbursement transaction and amount. */
export interface LaterTrancheDisbursal {
  readonly result: CommandResult;
  readonly disbursementTransactionId: number;
  readonly amount: Decimal;
  /** The tranche's charges collected with it. */
  readonly collected: Decimal;
  /** The tranche's charges paid from the linked savings account: their loan transactions (type 5), for the transfers. */
  readonly paidByTransfer: readonly ChargePaidByTransfer[];
}

/**
 * A later tranche of an active multi-disbursement loan (Fineract's disburse on an active loan): the schedule is
 * planned again with the tranche's principal from its date, the disbursement (type 1) and the tranche's own charges
 * (docs/loan-charges.md) written and posted as the first one's, the interest the new plan adds accrued at once under
 * rules none, cash and upfront accrual, and the loan's transactions replayed onto the new plan (summary, status and
 * delinquency follow).
 */
export async function disburseLaterTranche(ctx: CommandContext, t: LaterTranche): Promise<LaterTrancheDisbursal> {
  const { row, req, borrower, loan } = t;
  const officeId = officeOf(borrower);
  const date = req.date as LocalDate;
  const amount = req.amount ?? t.tranche.principal;
  const { tranches, dueDateVariations, emiAmountVariations } = await findTranchesAndTermVariations(ctx.db, row.id);
  const total = disbursedTotal(tranches).plus(amount);
  checkLaterTranche(row, borrower, date, total, await ctx.clock.businessDate());
  const planned = tranches.map((x) => (x.id === t.tranche.id ? { ...x, disbursedOn: date, principal: amount } : x));
  const brought = await recordDisbursalVariations(ctx, row, req, loan, t.tranche.expected);
  const plan = await replanTranches(ctx, row, officeId, planned, {
    variations: { dueDateVariations: [...dueDateVariations, ...optionalOf(brought.dueDate)], emiAmountVariations: [...emiAmountVariations, ...optionalOf(brought.emiAmount)] },
  });
  await markTrancheDisbursed(ctx.db, t.tranche.id, date, amount);
  const paymentDetailId = await paymentDetailOf(ctx, req);
  const accrued = loan.accountingRule === AccountingRule.ACCRUAL_PERIODIC ? ZERO : Decimal.max(plan.interest.minus(row.interest_charged_derived ?? 0), ZERO);
  // The principal outstanding after it as stored now; the replay below gives the final one when repayments move.
  const expectedBalance = total.minus(row.principal_repaid_derived ?? 0);
  // The tranche's own charges are paid with it (Fineract's handleDisbursementTransaction, and disburseLoan's transfers
  // from the linked savings account), priced on the amount disbursed.
  const charges = await trancheChargesRepriced(ctx, plan.charges, t.tranche.id, amount);
  const atDisbursement = new Decimal(row.total_charges_due_at_disbursement_derived ?? 0).plus(sumOf(charges).minus(sumOf(plan.charges)));
  const due = chargesOfDisbursal(charges, t.tranche.id, false);
  const collected = chargesCollectedAtDisbursement(due);
  const byTransfer = chargesPaidByTransferAtDisbursement(due);
  const chargeTransferAccountId = byTransfer.length === 0 || loan.accountingRule === AccountingRule.NONE ? undefined : await requireFinancialActivityAccount(ctx.db, FinancialActivity.LIABILITY_TRANSFER);
  const { transactions: written, paidByTransfer } = await writeDisbursementTransactions(ctx, {
    loanId: row.id, officeId, date, amount, balance: expectedBalance, paymentDetailId, paymentTypeId: req.paymentTypeId ?? null, externalId: req.externalId,
    collected, byTransfer, transferAccountId: chargeTransferAccountId, applied: [], interest: accrued, accountingRule: loan.accountingRule,
  });
  await markChargesPaid(ctx.db, [...collected, ...byTransfer].map((c) => c.id));
  const disbursementId = written.find((x) => x.type === LoanTransactionType.DISBURSEMENT)?.id ?? 0;
  const onTransfer = (x: StoredLoanTransaction) => t.transferAccountId !== undefined && (x.type === LoanTransactionType.DISBURSEMENT || x.type === LoanTransactionType.REPAYMENT_AT_DISBURSEMENT);
  await postLoanTransactions(ctx, loan, written.map((x) => (onTransfer(x) ? { ...x, transferAccountId: t.transferAccountId } : x)));
  await applyLoanChange(ctx, { row: { ...row, total_charges_due_at_disbursement_derived: atDisbursement.toString() }, posted: loan }, {
    replayAll: true, scheduleRewritten: true,
    loanColumns: {
      principal_amount: total.toString(), net_disbursal_amount: total.toString(), expected_maturedon_date: plan.maturity, total_charges_due_at_disbursement_derived: atDisbursement.toString(),
    },
  });
  // The replay restates the disbursement's balance with every other transaction it keeps.
  await insertLoanNote(ctx.db, row.id, req.note, ctx.user.id);
  const json = ctx.json.json;
  const result = {
    ...partiesOf(row, officeId),
    changes: {
      status: loanStatusView(LoanStatus.ACTIVE), locale: json.locale, dateFormat: json.dateFormat, actualDisbursementDate: json.actualDisbursementDate,
      ...(req.amount === undefined ? {} : { transactionAmount: json.transactionAmount }), ...(req.paymentTypeId === undefined ? {} : { paymentTypeId: req.paymentTypeId }),
      ...(req.note === undefined ? {} : { note: req.note }),
    },
  };
  return { result, disbursementTransactionId: disbursementId, amount, collected: sumOf(collected), paidByTransfer };
}

/** Transactions after the last disbursal that forbid its undo (Fineract: repayment-like, waivers, charge payments). */
const BLOCKING_TYPES = [
  LoanTransactionType.REPAYMENT, LoanTransactionType.WAIVE_INTEREST, LoanTransactionType.WAIVE_CHARGES, LoanTransactionType.CHARGE_PAYMENT, LoanTransactionType.RECOVERY_REPAYMENT,
  LoanTransactionType.MERCHANT_ISSUED_REFUND, LoanTransactionType.PAYOUT_REFUND, LoanTransactionType.GOODWILL_CREDIT, LoanTransactionType.CHARGE_ADJUSTMENT,
  LoanTransactionType.DOWN_PAYMENT, LoanTransactionType.INTEREST_PAYMENT_WAIVER,
];

/** What the undo reverses from the last disbursement on (Fineract's isAllowTypeTransactionAtTheTimeOfLastUndo). */
const UNDONE_TYPES = [LoanTransactionType.DISBURSEMENT, LoanTransactionType.ACCRUAL, LoanTransactionType.REPAYMENT_AT_DISBURSEMENT, LoanTransactionType.REPAYMENT, 32];

/**
 * What another module does when the last disbursal is undone, inside the undo's transaction before the loan changes
 * (account transfers: the savings deposit of a tranche disbursed into savings); answers the loan transactions its
 * transfers made, whose reversals post against the liability-transfer account.
 */
export type LastDisbursalUndoStep = (ctx: CommandContext, loanId: number, disbursementTransactionId: number) => Promise<{ readonly transferTransactionIds: readonly number[] }>;
const undoLastSteps: LastDisbursalUndoStep[] = [];
const undoLastLocks: ((ctx: CommandContext, loanId: number) => Promise<void>)[] = [];

/** Modules above loans register their part of an undo of the last disbursal here. */
export const lastDisbursalUndoSteps = {
  register(step: LastDisbursalUndoStep): void {
    undoLastSteps.push(step);
  },
  /** Rows another module's step will change, locked before the loan (the order its own writes take them in). */
  registerLock(lock: (ctx: CommandContext, loanId: number) => Promise<void>): void {
    undoLastLocks.push(lock);
  },
};

/**
 * The reversals of the undone transactions, those a transfer made (the disbursement into savings, charges paid from
 * savings) against the liability-transfer account; after a disbursement into savings also the charges collected with
 * it, which posted there.
 */
async function reversalsOnTransfer(ctx: CommandContext, accountingRule: number, reversed: readonly StoredLoanTransaction[], transferIds: ReadonlySet<number>): Promise<StoredLoanTransaction[]> {
  if (accountingRule === AccountingRule.NONE || !reversed.some((t) => transferIds.has(t.id))) {
    return [...reversed];
  }
  const transferAccountId = await requireFinancialActivityAccount(ctx.db, FinancialActivity.LIABILITY_TRANSFER);
  const intoSavings = reversed.some((t) => t.type === LoanTransactionType.DISBURSEMENT && transferIds.has(t.id));
  const onTransfer = (t: StoredLoanTransaction) => transferIds.has(t.id) || (intoSavings && t.type === LoanTransactionType.REPAYMENT_AT_DISBURSEMENT);
  return reversed.map((t) => (onTransfer(t) ? { ...t, transferAccountId } : t));
}

/** Fineract's order: multi-disbursement product, more than one tranche disbursed, the loan open, the borrower active, not charged off. */
async function checkUndoLast(ctx: CommandContext, row: LoanRow): Promise<{ borrower: BorrowerFacts; tranches: TrancheRow[]; variations: TermVariations }> {
  const facts = await findProductFacts(ctx.db, row.product_id ?? 0);
  if (facts?.multiDisburseLoan !== true) {
    throw undoLastOnSingleDisbursement();
  }
  const { tranches, ...variations } = await findTranchesAndTermVariations(ctx.db, row.id);
  if (tranches.filter((t) => t.disbursedOn !== null).length <= 1) {
    throw undoLastWithOneTranche();
  }
  const borrower = await activeBorrower(ctx, row);
  if (row.is_charged_off) {
    throw undoLastOnChargedOff(row.id);
  }
  if (row.loan_status_id !== LoanStatus.ACTIVE && row.loan_status_id !== LoanStatus.OVERPAID) {
    throw notActiveForUndoLast();
  }
  return { borrower, tranches, variations };
}

/**
 * ?command=undolastdisbursal: Fineract's refusals in its order, then the last disbursement with the accruals and
 * repayments at disbursement from it on reversed (their postings on the other sides), its tranche reversed, the
 * schedule planned again without it and the remaining transactions replayed onto it.
 */
export async function undoLastDisbursal(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported(['note']);
  const note = ctx.json.trimmedString('note');
  for (const lock of undoLastLocks) {
    await lock(ctx, ctx.entityId ?? 0);
  }
  const row = await requireLoan(ctx);
  const { borrower, tranches, variations } = await checkUndoLast(ctx, row);
  const last = await findLastDisbursement(ctx.db, row.id);
  if (last === undefined) {
    throw undoLastWithOneTranche();
  }
  const blocking = await findTransactionAfter(ctx.db, row.id, last.date, BLOCKING_TYPES);
  if (blocking !== undefined) {
    throw undoLastAfterRepayments(blocking);
  }
  const transferIds = new Set<number>();
  for (const step of undoLastSteps) {
    (await step(ctx, row.id, last.id)).transferTransactionIds.forEach((id) => transferIds.add(id));
  }
  const officeId = officeOf(borrower);
  const loan = await postedLoan(ctx, row, officeId);
  const tranche = tranches.find((t) => t.disbursedOn?.equals(last.date) === true && t.principal.equals(last.amount)) ?? tranches.filter((t) => t.disbursedOn !== null).at(-1);
  if (tranche === undefined) {
    throw undoLastWithOneTranche();
  }
  const reversed = await reverseLoanTransactions(ctx.db, row.id, await ctx.clock.businessDate(), ctx.user.id, { id: last.id, date: last.date, types: UNDONE_TYPES });
  if (reversesBeforeOwnChargeRefund(reversed)) {
    throw laterChargeRefundExists(row.id, 'reversed');
  }
  await reverseTranche(ctx.db, tranche.id);
  // The variations the undone disbursal brought go: moved due dates to after it, installment amounts from its date on.
  const kept = {
    dueDateVariations: variations.dueDateVariations.filter((v) => !v.dueDate.isAfter(last.date) && !v.applicableFrom.isAfter(last.date)),
    emiAmountVariations: variations.emiAmountVariations.filter((v) => v.applicableFrom.isBefore(last.date)),
  };
  if (kept.dueDateVariations.length < variations.dueDateVariations.length || kept.emiAmountVariations.length < variations.emiAmountVariations.length) {
    await deleteVariationsOfLastDisbursal(ctx.db, row.id, last.date);
  }
  const remaining = tranches.filter((t) => t.id !== tranche.id);
  const plan = await replanTranches(ctx, row, officeId, remaining, { undo: true, variations: kept });
  // Its charges are owed again (Fineract's resetToOriginal); they stay with the reversed tranche.
  if (plan.charges.some((c) => c.trancheId === tranche.id && c.paid)) {
    await resetTrancheCharges(ctx.db, tranche.id);
  }
  await postLoanTransactions(ctx, loan, await reversalsOnTransfer(ctx, loan.accountingRule, reversed, transferIds));
  const disbursed = disbursedTotal(remaining);
  await applyLoanChange(ctx, { row, posted: loan }, {
    replayAll: true, scheduleRewritten: true,
    loanColumns: { principal_amount: disbursed.toString(), net_disbursal_amount: disbursed.toString(), expected_maturedon_date: plan.maturity },
  });
  await insertLoanNote(ctx.db, row.id, note, ctx.user.id);
  return { ...partiesOf(row, officeId), changes: { undolastdisbursal: 'true', disbursedAmount: Number(disbursed.toString()), ...(note === undefined ? {} : { note }) } };
}
