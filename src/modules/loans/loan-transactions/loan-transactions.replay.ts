import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import type { CommandContext } from '../../../platform/commands/index.ts';
import {
  isRepaymentLike,
  LoanStatus,
  LoanTransactionType,
  loanStatusOutcome,
  loanTransactionSummary,
  reverseReplay,
  type InstallmentState,
  type LoanTransactionInput,
  type ProcessedTransaction,
  type ReverseReplay,
} from '../engine/index.ts';
import { updateLoan, type LoanRow } from '../loan-accounts/loan-accounts.repository.ts';
import { insertLoanTransactions, type LoanTransactionValues } from '../loan-disbursement/loan-disbursement.repository.ts';
import { postLoanTransactions, type PostedLoan, type StoredLoanTransaction } from '../loan-postings/loan-postings.commands.ts';
import { findStoredSchedule, type StoredInstallment } from '../loan-schedules/loan-schedules.repository.ts';
import { applyLoanDelinquencyTag } from '../loan-delinquency/loan-delinquency.commands.ts';
import { statusColumns, summaryColumns } from './domain/loan-summary.ts';
import {
  deleteMappings,
  findActiveTransactions,
  findAdjustedCharges,
  insertMappings,
  insertReplayedRelations,
  linkChargeAdjustments,
  reverseTransactions,
  updateInstallments,
  updateTransactionFigures,
  type InstallmentFigures,
  type MappingRow,
  type StoredTransaction,
} from './loan-transactions.repository.ts';

/** The transaction types the processor replays; the others (accruals, recoveries) stay as they are. */
const REPLAYED_TYPES: ReadonlySet<number> = new Set([
  LoanTransactionType.DISBURSEMENT, LoanTransactionType.REPAYMENT, LoanTransactionType.WAIVE_INTEREST, LoanTransactionType.REPAYMENT_AT_DISBURSEMENT,
  LoanTransactionType.WRITEOFF, LoanTransactionType.MERCHANT_ISSUED_REFUND, LoanTransactionType.PAYOUT_REFUND, LoanTransactionType.GOODWILL_CREDIT,
  LoanTransactionType.INTEREST_PAYMENT_WAIVER, LoanTransactionType.CREDIT_BALANCE_REFUND, LoanTransactionType.CHARGEBACK, LoanTransactionType.REFUND_FOR_ACTIVE_LOAN,
  LoanTransactionType.CHARGE_ADJUSTMENT,
]);

/** Recomputed in place when their figures move, never reversed and re-created (Fineract resets and reprocesses them). */
const RECOMPUTED_IN_PLACE: ReadonlySet<number> = new Set([LoanTransactionType.WRITEOFF, LoanTransactionType.REFUND_FOR_ACTIVE_LOAN]);

/** An active loan as a transaction command has loaded it. */
export interface ActiveLoan {
  readonly row: LoanRow;
  readonly posted: PostedLoan;
}

/** A transaction to add: the request's figures; the replay gives its portions. */
export interface NewTransaction {
  readonly type: LoanTransactionType;
  readonly date: LocalDate;
  readonly amount: Decimal;
  readonly paymentDetailId: number | null;
  readonly paymentTypeId: number | null;
  readonly externalId: string | null;
  /** Part of an account transfer: the fund-source side posts to this account (the liability-transfer account). */
  readonly transferAccountId?: number;
  /** A charge adjustment: the loan charge it adjusts (relation CHARGE_ADJUSTMENT). */
  readonly loanChargeId?: number;
}

/** What a change does: add a transaction, take one away (undo, or the old side of an adjustment), or both. */
export interface LoanChange {
  readonly added?: NewTransaction;
  readonly removed?: StoredTransaction;
  /** The removed transaction is reversed by the system (an undone write-off), not by the user: not marked manually reversed. */
  readonly removedBySystem?: boolean;
  /** ?command=close within the arrears tolerance: the added write-off closes the loan as repaid in full (600) on this date. */
  readonly repaidInFullOn?: LocalDate;
  /** Further m_loan columns written with the summary (a foreclosure's sub-status). */
  readonly loanColumns?: Readonly<Record<string, string | number | null>>;
}

/** What the change wrote: the new transaction's id and the replay's figures. */
export interface AppliedChange {
  readonly addedId: number | undefined;
  readonly added: ProcessedTransaction | undefined;
  readonly replay: ReverseReplay;
}

const ZERO = new Decimal(0);

function inputOf(t: StoredTransaction): LoanTransactionInput {
  return {
    id: t.id, type: t.type as LoanTransactionType, date: t.date, amount: t.amount,
    stored: { amount: t.amount, principalPortion: t.principal, interestPortion: t.interest, feeChargesPortion: t.fees, penaltyChargesPortion: t.penalties, overpaymentPortion: t.overpayment },
  };
}

function installmentsOf(schedule: readonly StoredInstallment[], disbursedOn: LocalDate) {
  return schedule.map((i, index) => ({
    installmentNumber: i.installment, fromDate: i.fromDate ?? (index === 0 ? disbursedOn : schedule[index - 1]?.dueDate ?? disbursedOn), dueDate: i.dueDate,
    principal: i.principal, interest: i.interest, feeCharges: i.feeCharges, penaltyCharges: i.penaltyCharges,
    // Charge waivers sit on the installments before any transaction is replayed (docs/loan-charges.md).
    feeChargesWaived: i.feeChargesWaived, penaltyChargesWaived: i.penaltyChargesWaived,
  }));
}

function figuresOf(state: InstallmentState, id: number): InstallmentFigures {
  return {
    id, principalCompleted: state.paid.principal, principalWrittenOff: state.writtenOff.principal, interestCompleted: state.paid.interest,
    interestWaived: state.waived.interest, interestWrittenOff: state.writtenOff.interest, feeCompleted: state.paid.fee, feeWaived: state.waived.fee,
    feeWrittenOff: state.writtenOff.fee, penaltyCompleted: state.paid.penalty, penaltyWaived: state.waived.penalty, penaltyWrittenOff: state.writtenOff.penalty,
    paidInAdvance: state.totalPaidInAdvance, paidLate: state.totalPaidLate, completed: state.obligationsMet, obligationsMetOn: state.obligationsMetOnDate,
  };
}

function mappingsOf(tx: ProcessedTransaction, transactionId: number, scheduleIds: ReadonlyMap<number, number>): MappingRow[] {
  return tx.mappings.flatMap((m) => {
    const scheduleId = scheduleIds.get(m.installmentNumber);
    return scheduleId === undefined ? [] : [{ transactionId, scheduleId, principal: m.portions.principal, interest: m.portions.interest, fees: m.portions.fee, penalties: m.portions.penalty }];
  });
}

const nullIfZero = (d: Decimal): string | null => (d.isZero() ? null : d.toString());

/** The stored form of a replayed transaction (the added one, or a replacement that keeps its original's payment and external id). */
function valuesOf(ctx: CommandContext, loan: ActiveLoan, tx: ProcessedTransaction, origin: { paymentDetailId: number | null; externalId: string | null }, today: LocalDate): LoanTransactionValues {
  return {
    loan_id: loan.row.id, office_id: loan.posted.officeId, payment_detail_id: origin.paymentDetailId, is_reversed: false, transaction_type_enum: tx.input.type,
    transaction_date: tx.input.date.toString(), amount: tx.amount.toString(), principal_portion_derived: nullIfZero(tx.principalPortion),
    interest_portion_derived: nullIfZero(tx.interestPortion), fee_charges_portion_derived: nullIfZero(tx.feeChargesPortion),
    penalty_charges_portion_derived: nullIfZero(tx.penaltyChargesPortion), overpayment_portion_derived: nullIfZero(tx.overpaymentPortion),
    outstanding_loan_balance_derived: tx.outstandingLoanBalance?.toString() ?? null, external_id: origin.externalId, submitted_on_date: today.toString(),
    created_by: ctx.user.id, last_modified_by: ctx.user.id,
  };
}

function postedOf(t: { id: number; type: number; date: LocalDate; paymentDetailId: number | null; paymentTypeId: number | null }, figures: { amount: Decimal; principal: Decimal; interest: Decimal; fees: Decimal; penalties: Decimal; overpayment: Decimal }, reversed: boolean): StoredLoanTransaction {
  return { ...figures, id: t.id, type: t.type, date: t.date, paymentDetailId: t.paymentDetailId, paymentTypeId: t.paymentTypeId, feePayments: [], penaltyPayments: [], reversed };
}

const figuresOfProcessed = (tx: ProcessedTransaction) => ({
  amount: tx.amount, principal: tx.principalPortion, interest: tx.interestPortion, fees: tx.feeChargesPortion, penalties: tx.penaltyChargesPortion, overpayment: tx.overpaymentPortion,
});

const figuresOfStored = (t: StoredTransaction) => ({ amount: t.amount, principal: t.principal, interest: t.interest, fees: t.fees, penalties: t.penalties, overpayment: t.overpayment });

/**
 * Applies a change to an active loan as Fineract's reverse-replay does: every active transaction is replayed with
 * the change against the stored schedule; transactions whose figures moved are reversed and re-created (relation
 * REPLAYED), write-offs are recomputed in place; installments, summary, status and journal entries follow.
 */
export async function applyLoanChange(ctx: CommandContext, loan: ActiveLoan, change: LoanChange): Promise<AppliedChange> {
  const db = ctx.db;
  const today = await ctx.clock.businessDate();
  const schedule = await findStoredSchedule(db, loan.row.id);
  const stored = (await findActiveTransactions(db, loan.row.id)).filter((t) => t.id !== change.removed?.id);
  const replayable = stored.filter((t) => REPLAYED_TYPES.has(t.type));
  const disbursedOn = LocalDate.parse(loan.row.disbursedon_date ?? today.toString());
  const inputs: LoanTransactionInput[] = replayable.map(inputOf);
  if (change.added !== undefined) {
    inputs.push({ type: change.added.type, date: change.added.date, amount: change.added.amount });
  }
  const replay = reverseReplay({
    currency: { code: loan.row.currency_code, digitsAfterDecimal: loan.row.currency_digits, inMultiplesOf: loan.row.currency_multiplesof },
    money: await ctx.moneyContext(), strategyCode: loan.row.loan_transaction_strategy_code, disbursementDate: disbursedOn,
    installments: installmentsOf(schedule, disbursedOn), transactions: inputs,
  });
  const byId = new Map(stored.map((t) => [t.id, t]));
  const replacedIds = replay.replayed.map((r) => Number(r.original.id));
  await reverseTransactions(db, replacedIds, today, ctx.user.id, false);
  if (change.removed !== undefined) {
    await reverseTransactions(db, [change.removed.id], today, ctx.user.id, change.removedBySystem !== true);
  }
  const created = [
    ...replay.added.map((tx) => ({ tx, origin: { paymentDetailId: change.added?.paymentDetailId ?? null, paymentTypeId: change.added?.paymentTypeId ?? null, externalId: change.added?.externalId ?? null }, replaces: undefined })),
    ...replay.replayed.map((r) => {
      const original = byId.get(Number(r.original.id));
      return { tx: r.replacement, origin: { paymentDetailId: original?.paymentDetailId ?? null, paymentTypeId: original?.paymentTypeId ?? null, externalId: original?.externalId ?? null }, replaces: original };
    }),
  ];
  const ids = await insertLoanTransactions(db, created.map((c) => valuesOf(ctx, loan, c.tx, c.origin, today)));
  await insertReplayedRelations(db, created.flatMap((c, i) => (c.replaces === undefined ? [] : [{ from: ids[i] ?? 0, to: c.replaces.id }])), ctx.user.id);
  await linkChargeAdjustments(db, {
    linked: change.added?.loanChargeId === undefined || replay.added.length === 0 ? [] : [{ transactionId: ids[0] ?? 0, loanChargeId: change.added.loanChargeId }],
    copied: created.flatMap((c, i) => (c.replaces?.type === LoanTransactionType.CHARGE_ADJUSTMENT ? [{ from: ids[i] ?? 0, to: c.replaces.id }] : [])),
  }, ctx.user.id);
  const scheduleIds = new Map(schedule.map((i) => [i.installment, i.id]));
  // Disbursements keep their stored figures (the processor gives them no portions); write-offs and refunds of an active loan are recomputed in place.
  const inPlace = replay.updatedInPlace.filter((tx) => RECOMPUTED_IN_PLACE.has(tx.input.type));
  await deleteMappings(db, inPlace.map((tx) => Number(tx.input.id)));
  await insertMappings(db, [...created.flatMap((c, i) => mappingsOf(c.tx, ids[i] ?? 0, scheduleIds)), ...inPlace.flatMap((tx) => mappingsOf(tx, Number(tx.input.id), scheduleIds))]);
  for (const tx of inPlace) {
    await updateTransactionFigures(db, Number(tx.input.id), { ...figuresOfProcessed(tx), balance: tx.outstandingLoanBalance });
  }
  await updateInstallments(db, replay.replay.installments.flatMap((state) => {
    const id = scheduleIds.get(state.installmentNumber);
    return id === undefined ? [] : [figuresOf(state, id)];
  }), ctx.user.id);
  await updateLoanFigures(ctx, loan, replay, change, today);
  const reversedPostings = [
    ...replay.replayed.map((r) => byId.get(Number(r.original.id))).filter((t) => t !== undefined).map((t) => postedOf(t, figuresOfStored(t), true)),
    ...(change.removed === undefined ? [] : [postedOf(change.removed, figuresOfStored(change.removed), true)]),
    ...inPlace.map((tx) => byId.get(Number(tx.input.id))).filter((t) => t !== undefined).map((t) => postedOf(t, figuresOfStored(t), true)),
  ];
  const transferAccountId = change.added?.transferAccountId;
  const newPostings = [
    ...created.map((c, i) => {
      const posted = postedOf({ id: ids[i] ?? 0, type: c.tx.input.type, date: c.tx.input.date, paymentDetailId: c.origin.paymentDetailId, paymentTypeId: c.origin.paymentTypeId }, figuresOfProcessed(c.tx), false);
      return c.replaces === undefined && transferAccountId !== undefined ? { ...posted, transferAccountId } : posted;
    }),
    ...inPlace.map((tx) => {
      const t = byId.get(Number(tx.input.id));
      return postedOf({ id: Number(tx.input.id), type: tx.input.type, date: tx.input.date, paymentDetailId: t?.paymentDetailId ?? null, paymentTypeId: t?.paymentTypeId ?? null }, figuresOfProcessed(tx), false);
    }),
  ];
  await postLoanTransactions(ctx, loan.posted, await withAdjustedCharges(ctx, [...reversedPostings, ...newPostings]));
  await applyLoanDelinquencyTag(db, loan.row.id, today, ctx.user.id);
  return { addedId: replay.added.length > 0 ? ids[0] : undefined, added: replay.added[0], replay };
}

/** Charge adjustments post their total to the adjusted charge's income: each learns its charge (one read, only when there are some). */
async function withAdjustedCharges(ctx: CommandContext, postings: readonly StoredLoanTransaction[]): Promise<StoredLoanTransaction[]> {
  const ids = postings.filter((p) => p.type === LoanTransactionType.CHARGE_ADJUSTMENT).map((p) => p.id);
  if (ids.length === 0) {
    return [...postings];
  }
  const charges = await findAdjustedCharges(ctx.db, ids);
  return postings.map((p) => {
    const charge = p.type === LoanTransactionType.CHARGE_ADJUSTMENT ? charges.get(p.id) : undefined;
    return charge === undefined ? p : { ...p, adjustedCharge: { chargeId: charge.chargeId, penalty: charge.penalty } };
  });
}

/** Summary and status of the loan after the replay, in one update. */
async function updateLoanFigures(ctx: CommandContext, loan: ActiveLoan, replay: ReverseReplay, change: LoanChange, today: LocalDate): Promise<void> {
  const changeDate = change.added?.date ?? change.removed?.date ?? today;
  const summary = loanTransactionSummary(replay.replay, today);
  const disbursed = replay.replay.transactions.filter((t) => t.input.type === LoanTransactionType.DISBURSEMENT).reduce((s, t) => s.plus(t.amount), ZERO);
  const paidAtDisbursement = replay.replay.transactions.filter((t) => t.input.type === LoanTransactionType.REPAYMENT_AT_DISBURSEMENT).reduce((s, t) => s.plus(t.feeChargesPortion), ZERO);
  const atDisbursement = { charged: new Decimal(loan.row.total_charges_due_at_disbursement_derived ?? 0), paid: paidAtDisbursement };
  const lastDate = replay.replay.transactions.filter((t) => isRepaymentLike(t.input.type) || t.input.type === LoanTransactionType.WRITEOFF || t.input.type === LoanTransactionType.WAIVE_INTEREST)
    .reduce((d, t) => (t.input.date.isAfter(d) ? t.input.date : d), changeDate);
  const repaidOn = change.repaidInFullOn;
  const outcome = repaidOn === undefined ? loanStatusOutcome(replay.replay, lastDate) : { status: LoanStatus.CLOSED_OBLIGATIONS_MET, closedOnDate: repaidOn, overpaidOnDate: undefined };
  const writeOff = replay.replay.transactions.find((t) => t.input.type === LoanTransactionType.WRITEOFF);
  await updateLoan(ctx.db, loan.row.id, {
    ...summaryColumns(summary, disbursed, atDisbursement), ...statusColumns(outcome, ctx.user.id, writeOff?.input.date), ...change.loanColumns, last_modified_by: ctx.user.id, version: loan.row.version + 1,
  });
}
