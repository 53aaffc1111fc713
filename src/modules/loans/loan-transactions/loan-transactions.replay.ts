import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { parseIsoDate } from '../../../shared/time/index.ts';
import type { CommandContext } from '../../../platform/commands/index.ts';
import {
  appendTransaction,
  COMPONENTS,
  installmentsStatusOutcome,
  installmentsSummary,
  isRepaymentLike,
  LoanStatus,
  LoanTransactionType,
  restoredInstallment,
  reverseReplay,
  totalOverpaid,
  type InstallmentDue,
  type InstallmentState,
  type LoanTransactionInput,
  type PaidCharge,
  type ProcessedTransaction,
  type ReverseReplay,
} from '../engine/index.ts';
import { updateLoan } from '../loan-accounts/loan-accounts.repository.ts';
import { insertLoanTransactions, type LoanTransactionValues } from '../loan-disbursement/loan-disbursement.repository.ts';
import { pendingLoanTransactionEntries, postLoanTransactions, type StoredLoanTransaction } from '../loan-postings/loan-postings.commands.ts';
import { chargeOffState, fromChargeOff } from './loan-charge-off-state.ts';
import type { StoredInstallment } from '../loan-schedules/loan-schedules.repository.ts';
import { applyLoanDelinquencyTag } from '../loan-delinquency/loan-delinquency.commands.ts';
import { addLoanClosureAccrual, reprocessAccrualsAfterReplay } from '../loan-accruals/loan-accruals.commands.ts';
import { afterLoanStatusChange } from './loan-closure-hooks.ts';
import { AccountingRule } from '../loan-products/domain/loan-product-enums.ts';
import { FinancialActivity, requireFinancialActivityAccount, TransactionIdPrefix } from '../../accounting/index.ts';
import { findPaidCharges, findPayableCharges, saveChargesPaid } from '../loan-charges/loan-charges.repository.ts';
import { chargeShares, chargesPaidBy, type ChargePaidBy, type ChargesPaid } from '../loan-charges/domain/charges-paid-by.ts';
import { statusColumns, summaryColumns } from './domain/loan-summary.ts';
import { recalculateStoredSchedule } from './loan-interest-recalculation.ts';
import { writeAppendedRepayment } from './loan-repayment-append.repository.ts';
import { copyChargeRefundElements, refundedChargeTypes, withRefundedCharge } from './loan-charge-refund.repository.ts';
import { laterChargeRefundExists } from './loan-charge-refund.errors.ts';
import { reversesBeforeChargeRefund } from './domain/charge-refund-order.ts';
import { storeCreditedInstallments, uncreditedInstallments } from './loan-credited-installments.repository.ts';
import { restatedKeptBalances, restatedWaiverBalances, restatementTimeline } from './domain/restated-balances.ts';
import {
  deleteMappings,
  findActiveTransactions,
  findAdjustedCharges,
  findScheduleWithTotals,
  insertMappings,
  insertReplayedRelations,
  linkChargeAdjustments,
  reverseTransactions,
  updateInstallments,
  updateTransactionBalances,
  updateTransactionFigures,
  type InstallmentFigures,
  type MappingRow,
  type StoredTransaction,
  type TransactionKinds,
  type TransactionTotals,
} from './loan-transactions.repository.ts';

const ACCRUAL = 10;
const ACCRUAL_ACTIVITY = 32;

/**
 * The transaction types the processor replays; the others (accruals, charge waivers) stay as they are. Recovery
 * repayments are replayed like repayments (Fineract reprocesses every monetary transaction), which only moves them
 * once the write-off is undone: until then the write-off is the loan's last transaction.
 */
export const REPLAYED_TYPES: ReadonlySet<number> = new Set([
  LoanTransactionType.DISBURSEMENT, LoanTransactionType.REPAYMENT, LoanTransactionType.WAIVE_INTEREST, LoanTransactionType.REPAYMENT_AT_DISBURSEMENT,
  LoanTransactionType.WRITEOFF, LoanTransactionType.MERCHANT_ISSUED_REFUND, LoanTransactionType.PAYOUT_REFUND, LoanTransactionType.GOODWILL_CREDIT,
  LoanTransactionType.INTEREST_PAYMENT_WAIVER, LoanTransactionType.CREDIT_BALANCE_REFUND, LoanTransactionType.CHARGEBACK, LoanTransactionType.REFUND_FOR_ACTIVE_LOAN,
  LoanTransactionType.CHARGE_ADJUSTMENT, LoanTransactionType.CHARGE_REFUND,
  LoanTransactionType.REFUND,
  LoanTransactionType.CHARGE_PAYMENT,
  LoanTransactionType.CHARGE_OFF,
  LoanTransactionType.RECOVERY_REPAYMENT,
]);

/**
 * The types a repayment can be put on top of without replaying them: those whose stored figures are what a replay
 * gives (the replay rewrites them whenever they would move), and those the replay leaves alone and that change no
 * installment (accruals, charge waivers, which sit on the installments before any replay).
 */
const KINDS: TransactionKinds = {
  replayed: [...REPLAYED_TYPES],
  appendable: [
    LoanTransactionType.DISBURSEMENT, LoanTransactionType.REPAYMENT, LoanTransactionType.WAIVE_INTEREST, LoanTransactionType.REPAYMENT_AT_DISBURSEMENT,
    LoanTransactionType.MERCHANT_ISSUED_REFUND, LoanTransactionType.PAYOUT_REFUND, LoanTransactionType.GOODWILL_CREDIT, LoanTransactionType.INTEREST_PAYMENT_WAIVER,
    LoanTransactionType.WAIVE_CHARGES, ACCRUAL, ACCRUAL_ACTIVITY,
  ],
  ordered: [...REPLAYED_TYPES, LoanTransactionType.WAIVE_CHARGES],
  repaymentLike: [...REPLAYED_TYPES].filter((t) => isRepaymentLike(t as LoanTransactionType)),
};

/** Recomputed in place when their figures move, never reversed and re-created (Fineract resets and reprocesses them). */
const RECOMPUTED_IN_PLACE: ReadonlySet<number> = new Set([LoanTransactionType.WRITEOFF, LoanTransactionType.REFUND_FOR_ACTIVE_LOAN, LoanTransactionType.CHARGE_PAYMENT]);

import type { ActiveLoan, AppliedChange, LoanChange, NewTransaction } from './loan-change.ts';
export type { ActiveLoan, AppliedChange, LoanChange, NewTransaction };

const ZERO = new Decimal(0);

function inputOf(t: StoredTransaction, charge: PaidCharge | undefined): LoanTransactionInput {
  return {
    id: t.id, type: t.type as LoanTransactionType, date: t.date, amount: t.amount, ...(charge === undefined ? {} : { charge }),
    stored: { amount: t.amount, principalPortion: t.principal, interestPortion: t.interest, feeChargesPortion: t.fees, penaltyChargesPortion: t.penalties, overpaymentPortion: t.overpayment },
  };
}

function installmentsOf(schedule: readonly StoredInstallment[], disbursedOn: LocalDate) {
  return schedule.map((i, index) => ({
    installmentNumber: i.installment, fromDate: i.fromDate ?? (index === 0 ? disbursedOn : schedule[index - 1]?.dueDate ?? disbursedOn), dueDate: i.dueDate,
    principal: i.principal, interest: i.interest, feeCharges: i.feeCharges, penaltyCharges: i.penaltyCharges, additional: i.additional,
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
function valuesOf(ctx: CommandContext, loan: ActiveLoan, tx: ProcessedTransaction, origin: { paymentDetailId: number | null; externalId: string | null; chargeRefundChargeType?: string | null }, today: LocalDate, balance = tx.outstandingLoanBalance): LoanTransactionValues {
  return {
    loan_id: loan.row.id, office_id: loan.posted.officeId, payment_detail_id: origin.paymentDetailId, is_reversed: false, transaction_type_enum: tx.input.type,
    transaction_date: tx.input.date.toString(), amount: tx.amount.toString(), principal_portion_derived: nullIfZero(tx.principalPortion),
    interest_portion_derived: nullIfZero(tx.interestPortion), fee_charges_portion_derived: nullIfZero(tx.feeChargesPortion),
    penalty_charges_portion_derived: nullIfZero(tx.penaltyChargesPortion), overpayment_portion_derived: nullIfZero(tx.overpaymentPortion),
    outstanding_loan_balance_derived: balance?.toString() ?? null, external_id: origin.externalId, submitted_on_date: today.toString(),
    created_by: ctx.user.id, last_modified_by: ctx.user.id, ...((origin.chargeRefundChargeType ?? null) === null ? {} : { charge_refund_charge_type: origin.chargeRefundChargeType }),
  };
}

/**
 * A charge payment (17) credits its charge's own income account when the product maps one (Fineract's charge
 * payments post fees and penalties per charge), else the product's fee or penalty income.
 */
function withChargeIncome(p: StoredLoanTransaction, charge: { readonly chargeId: number; readonly penalty: boolean } | undefined): StoredLoanTransaction {
  if (p.type !== LoanTransactionType.CHARGE_PAYMENT || charge === undefined) {
    return p;
  }
  return charge.penalty ? { ...p, penaltyPayments: [{ chargeId: charge.chargeId, amount: p.penalties }] } : { ...p, feePayments: [{ chargeId: charge.chargeId, amount: p.fees }] };
}

function postedOf(t: { id: number; type: number; date: LocalDate; paymentDetailId: number | null; paymentTypeId: number | null }, figures: { amount: Decimal; principal: Decimal; interest: Decimal; fees: Decimal; penalties: Decimal; overpayment: Decimal }, reversed: boolean, paidBy: readonly ChargePaidBy[] = []): StoredLoanTransaction {
  return {
    ...figures, id: t.id, type: t.type, date: t.date, paymentDetailId: t.paymentDetailId, paymentTypeId: t.paymentTypeId,
    feePayments: chargeShares(paidBy, t.id, false, figures.fees), penaltyPayments: chargeShares(paidBy, t.id, true, figures.penalties), reversed,
  };
}

/** A stored transaction reversed: its postings go back to the charges' income accounts its paid-by rows named. */
function reversedPostingOf(t: StoredTransaction): StoredLoanTransaction {
  return postedOf(t, figuresOfStored(t), true, storedPaidBy(t));
}

/** The stored paid-by rows of a transaction that pays (or, a refund, takes back from) the charges; none for others. */
function storedPaidBy(t: StoredTransaction): ChargePaidBy[] {
  if (!PAYS_CHARGES(t.type) && !UNPAYS_CHARGES(t.type)) {
    return [];
  }
  return [...t.feePayments.map((p) => ({ ...p, penalty: false })), ...t.penaltyPayments.map((p) => ({ ...p, penalty: true }))]
    .map((p) => ({ transactionId: t.id, loanChargeId: 0, chargeId: p.chargeId, penalty: p.penalty, amount: p.amount }));
}

/** The transactions whose fee and penalty portions pay the loan's charges one by one (Fineract's updateChargesPaidAmountBy); charge payments and adjustments keep their own. */
const PAYS_CHARGES = (type: number): boolean => isRepaymentLike(type as LoanTransactionType) && type !== LoanTransactionType.CHARGE_PAYMENT
  && type !== LoanTransactionType.CHARGE_ADJUSTMENT && type !== LoanTransactionType.REPAYMENT_AT_DISBURSEMENT;

/** A refund of an active loan takes back what the charges were paid (Fineract's handleRefund, undoChargesPaidAmountBy). */
const UNPAYS_CHARGES = (type: number): boolean => type === LoanTransactionType.REFUND_FOR_ACTIVE_LOAN;

const movesCharges = (t: { type: number; fees: Decimal; penalties: Decimal }): boolean => (PAYS_CHARGES(t.type) || UNPAYS_CHARGES(t.type)) && !(t.fees.isZero() && t.penalties.isZero());

/**
 * Gives the fee and penalty portions of the loan's repayment-like transactions (in processing order) to its charges
 * and stores the paid-by rows of the new ones with the charges' figures (docs/loan-charges.md). Nothing is read or
 * written unless a transaction the change touches moves a fee or penalty. `from: 'stored'` starts from the stored
 * charge figures (the transactions are added on top); `'chargePayments'` gives every portion again.
 */
/** What the transactions' fee and penalty portions pay of the loan's charges; undefined when none moves a charge. */
async function planChargePayments(db: CommandContext['db'], loanId: number, from: 'stored' | 'chargePayments', transactions: readonly { id: number; tx: ProcessedTransaction }[], touched: readonly { type: number; fees: Decimal; penalties: Decimal }[]): Promise<ChargesPaid | undefined> {
  // A charge payment taken back changes what the charges were paid even when no repayment's split moves.
  if (!touched.some((t) => movesCharges(t) || (from === 'chargePayments' && t.type === LoanTransactionType.CHARGE_PAYMENT))) {
    return undefined;
  }
  const paying = transactions.filter((t) => PAYS_CHARGES(t.tx.input.type) || UNPAYS_CHARGES(t.tx.input.type))
    .map((t) => ({ id: t.id, fee: t.tx.feeChargesPortion, penalty: t.tx.penaltyChargesPortion, undo: UNPAYS_CHARGES(t.tx.input.type) }));
  return chargesPaidBy(await findPayableCharges(db, loanId, from), paying);
}

async function payLoanCharges(db: CommandContext['db'], loanId: number, from: 'stored' | 'chargePayments', transactions: readonly { id: number; tx: ProcessedTransaction }[], touched: readonly { type: number; fees: Decimal; penalties: Decimal }[], ids: { readonly created: ReadonlySet<number>; readonly rewritten: ReadonlySet<number> }): Promise<ChargePaidBy[]> {
  const paid = await planChargePayments(db, loanId, from, transactions, touched);
  if (paid === undefined) {
    return [];
  }
  await saveChargesPaid(db, paid, ids.created, ids.rewritten);
  return paid.paidBy.filter((r) => ids.created.has(r.transactionId) || ids.rewritten.has(r.transactionId));
}

const figuresOfProcessed = (tx: ProcessedTransaction) => ({
  amount: tx.amount, principal: tx.principalPortion, interest: tx.interestPortion, fees: tx.feeChargesPortion, penalties: tx.penaltyChargesPortion, overpayment: tx.overpaymentPortion,
});

const figuresOfStored = (t: StoredTransaction) => ({ amount: t.amount, principal: t.principal, interest: t.interest, fees: t.fees, penalties: t.penalties, overpayment: t.overpayment });

/**
 * Applies a change to an active loan as Fineract's reverse-replay does: every active transaction is replayed with
 * the change against the stored schedule; transactions whose figures moved are reversed and re-created (relation
 * REPLAYED), write-offs are recomputed in place; installments, summary, status and journal entries follow. A loan
 * of a periodic-accrual product that closes or becomes overpaid gets its closing accrual (docs/loan-accruals.md).
 * A repayment that a replay would process last is put on top of the stored figures instead ({@link appendRepayment}).
 */
export async function applyLoanChange(ctx: CommandContext, loan: ActiveLoan, change: LoanChange): Promise<AppliedChange> {
  const today = await ctx.clock.businessDate();
  const found = await findScheduleWithTotals(ctx.db, loan.row.id, KINDS);
  const refund = found.totals?.latestChargeRefund ?? null;
  if (change.beforeChargeRefund !== undefined && refund !== null && change.beforeChargeRefund.date.toString() < refund) {
    throw laterChargeRefundExists(loan.row.id, change.beforeChargeRefund.action);
  }
  // Interest recalculation re-plans the installments first; the payments then always replay on the new plan.
  const recalculated = await recalculateStoredSchedule(ctx, loan, change, found.schedule, today);
  const { schedule, totals } = { schedule: recalculated ?? found.schedule, totals: recalculated === undefined ? found.totals : undefined };
  const added = change.added;
  if (added !== undefined && totals !== undefined && appendable(loan, change, added, schedule, totals)) {
    return appendRepayment(ctx, loan, { ...change, added }, schedule, totals, today);
  }
  return replayChange(ctx, loan, { ...change, liveChargeRefund: refund }, schedule, today);
}

/** Switches the shortcut of {@link appendRepayment} off (every change replays): to compare both ways in tests. */
export const replayOptions = { appendRepayments: true };

/**
 * Whether the change is a repayment-like transaction that a full replay would process last, on an active loan whose
 * stored figures are all a replay's: dated on or after every replayed transaction, no removal, no other types,
 * and the installments' paid figures add up to the repayment-like amounts.
 * A charge adjustment always replays: it is linked to its charge and posted against the charge's income.
 */
function appendable(loan: ActiveLoan, change: LoanChange, added: NewTransaction, schedule: readonly StoredInstallment[], totals: TransactionTotals): boolean {
  return replayOptions.appendRepayments && change.replayAll !== true && change.scheduleRewritten !== true && change.removed === undefined && change.repaidInFullOn === undefined && change.loanColumns === undefined
    && loan.row.loan_status_id === LoanStatus.ACTIVE
    && REPLAYED_TYPES.has(added.type) && isRepaymentLike(added.type) && added.type !== LoanTransactionType.CHARGE_ADJUSTMENT && totals.others === 0 && schedule.length > 0
    && (totals.latestReplayed === null || added.date.toString() >= totals.latestReplayed) && schedule.every((i) => i.credits.isZero())
    && paidOnSchedule(schedule).equals(totals.repaid);
}

/**
 * What the stored installments say was paid. On an active loan it equals the repayment-like amounts; when it
 * does not, the stored figures are not a replay's (stale) and the change replays in full, which rewrites them.
 */
function paidOnSchedule(schedule: readonly StoredInstallment[]): Decimal {
  return schedule.reduce((sum, i) => sum.plus(i.principalCompleted).plus(i.interestCompleted).plus(i.feeChargesCompleted).plus(i.penaltyChargesCompleted), ZERO);
}

/**
 * What a module above loans does when a replay replaces transactions (Fineract's updateLoanTransaction on each new
 * transaction mapping): it moves its links from each replaced transaction to its replacement and answers the ids
 * of the replaced transactions it linked.
 */
export type ReplacedTransactionLinks = (ctx: CommandContext, replacements: readonly { readonly from: number; readonly to: number }[]) => Promise<readonly number[]>;
const replacementLinkSteps: ReplacedTransactionLinks[] = [];

/** Modules above loans register here the links they keep from a replayed transaction to its replacement (the account transfers). */
export const replacedTransactionLinks = {
  register(step: ReplacedTransactionLinks): void {
    replacementLinkSteps.push(step);
  },
};

/**
 * Moves the links of replaced repayments to their replacements; answers the liability-transfer account when some
 * came from an account transfer (rules other than none) and the replaced ids linked, whose reversals and
 * replacements keep posting against it. No statement when no repayment is replaced.
 */
async function relinkReplacements(ctx: CommandContext, loan: ActiveLoan, replacements: readonly { from: number; to: number }[]): Promise<{ linked: ReadonlySet<number>; transferAccountId: number | undefined }> {
  const linked = new Set<number>();
  if (replacements.length > 0) {
    for (const step of replacementLinkSteps) {
      (await step(ctx, replacements)).forEach((id) => linked.add(id));
    }
  }
  const transferAccountId = linked.size > 0 && loan.posted.accountingRule !== AccountingRule.NONE ? await requireFinancialActivityAccount(ctx.db, FinancialActivity.LIABILITY_TRANSFER) : undefined;
  return { linked, transferAccountId };
}

/** Every active transaction replayed with the change (the general case). */
async function replayChange(ctx: CommandContext, loan: ActiveLoan, change: LoanChange, schedule: readonly StoredInstallment[], today: LocalDate): Promise<AppliedChange> {
  const db = ctx.db;
  const stored = (await findActiveTransactions(db, loan.row.id)).filter((t) => t.id !== change.removed?.id);
  const replayable = stored.filter((t) => REPLAYED_TYPES.has(t.type));
  const disbursedOn = loan.row.disbursedon_date === null ? today : parseIsoDate(loan.row.disbursedon_date);
  // Charge payments (17) keep to their charge: each learns it from its paid-by row (one read, only when there are some).
  const paidCharges = await findPaidCharges(db, replayable.filter((t) => t.type === LoanTransactionType.CHARGE_PAYMENT).map((t) => t.id));
  const inputs: LoanTransactionInput[] = replayable.map((t) => inputOf(t, paidCharges.get(t.id)));
  if (change.added !== undefined) {
    inputs.push({ type: change.added.type, date: change.added.date, amount: change.added.amount, ...(change.added.charge === undefined ? {} : { charge: change.added.charge }) });
  }
  const replay = reverseReplay({
    currency: { code: loan.row.currency_code, digitsAfterDecimal: loan.row.currency_digits, inMultiplesOf: loan.row.currency_multiplesof },
    money: await ctx.moneyContext(), strategyCode: loan.row.loan_transaction_strategy_code, disbursementDate: disbursedOn,
    installments: installmentsOf(uncreditedInstallments(schedule), disbursedOn), transactions: inputs,
  });
  const byId = new Map(stored.map((t) => [t.id, t]));
  const replacedIds = replay.replayed.map((r) => Number(r.original.id));
  if (reversesBeforeChargeRefund(replacedIds.flatMap((id) => byId.get(id) ?? []), change.liveChargeRefund ?? null)) {
    throw laterChargeRefundExists(loan.row.id, 'reversed');
  }
  await reverseTransactions(db, replacedIds, today, ctx.user.id, false);
  if (change.removed !== undefined) {
    await reverseTransactions(db, [change.removed.id], today, ctx.user.id, change.removedBySystem !== true, change.removedReversalExternalId);
  }
  const created = [
    ...replay.added.map((tx) => ({ tx, origin: { paymentDetailId: change.added?.paymentDetailId ?? null, paymentTypeId: change.added?.paymentTypeId ?? null, externalId: change.added?.externalId ?? null, chargeRefundChargeType: change.added?.chargeRefundChargeType ?? null }, replaces: undefined })),
    ...replay.replayed.map((r) => {
      const original = byId.get(Number(r.original.id));
      return { tx: r.replacement, origin: { paymentDetailId: original?.paymentDetailId ?? null, paymentTypeId: original?.paymentTypeId ?? null, externalId: original?.externalId ?? null, chargeRefundChargeType: original?.chargeRefundChargeType ?? null }, replaces: original };
    }),
  ];
  // Balances as Fineract restates them (created transactions after the stored ones of their day, also after a waiver).
  const timeline = restatementTimeline(replay.replay.transactions, created.map((c) => c.tx));
  const balances = new Map(timeline.map((r) => [r.tx, r.balance]));
  const ids = await insertLoanTransactions(db, created.map((c) => valuesOf(ctx, loan, c.tx, c.origin, today, balances.get(c.tx))));
  await insertReplayedRelations(db, created.flatMap((c, i) => (c.replaces === undefined ? [] : [{ from: ids[i] ?? 0, to: c.replaces.id }])), ctx.user.id);
  await copyChargeRefundElements(db, created.flatMap((c, i) => (c.replaces?.type === LoanTransactionType.CHARGE_REFUND ? [{ from: c.replaces.id, to: ids[i] ?? 0 }] : [])));
  const relinked = await relinkReplacements(ctx, loan, created.flatMap((c, i) => (c.replaces?.type === LoanTransactionType.REPAYMENT ? [{ from: c.replaces.id, to: ids[i] ?? 0 }] : [])));
  const keepTransfer = (p: StoredLoanTransaction, originalId: number | undefined): StoredLoanTransaction =>
    (originalId !== undefined && relinked.transferAccountId !== undefined && relinked.linked.has(originalId) ? { ...p, transferAccountId: relinked.transferAccountId } : p);
  await linkChargeAdjustments(db, {
    linked: change.added?.loanChargeId === undefined || replay.added.length === 0 ? [] : [{ transactionId: ids[0] ?? 0, loanChargeId: change.added.loanChargeId }],
    copied: created.flatMap((c, i) => (c.replaces?.type === LoanTransactionType.CHARGE_ADJUSTMENT ? [{ from: ids[i] ?? 0, to: c.replaces.id }] : [])),
  }, ctx.user.id);
  const createdIds = new Map(created.map((c, i) => [c.tx, ids[i] ?? 0]));
  // Refunds recomputed in place get their paid-by rows written again; a refund whose fee or penalty portion was
  // taken away (before the replay) moves the charges as much as one that gets one.
  const refundsInPlace = replay.updatedInPlace.filter((tx) => UNPAYS_CHARGES(tx.input.type));
  const refundsBefore = refundsInPlace.map((tx) => byId.get(Number(tx.input.id))).filter((t) => t !== undefined);
  const paidBy = await payLoanCharges(db, loan.row.id, 'chargePayments', replay.replay.transactions.map((tx) => ({ id: createdIds.get(tx) ?? Number(tx.input.id ?? 0), tx })), [
    ...created.map((c) => ({ type: c.tx.input.type, fees: c.tx.feeChargesPortion, penalties: c.tx.penaltyChargesPortion })),
    ...created.flatMap((c) => (c.replaces === undefined ? [] : [c.replaces])), ...(change.removed === undefined ? [] : [change.removed]),
    ...refundsInPlace.map((tx) => ({ type: tx.input.type, fees: tx.feeChargesPortion, penalties: tx.penaltyChargesPortion })), ...refundsBefore,
  ], { created: new Set(ids), rewritten: new Set(refundsInPlace.map((tx) => Number(tx.input.id))) });
  const scheduleIds = await storeCreditedInstallments(db, loan.row.id, schedule, replay.replay.installments, ctx.user.id);
  // Disbursements keep their stored figures (the processor gives them no portions); write-offs and refunds of an active loan are recomputed in place.
  const inPlace = replay.updatedInPlace.filter((tx) => RECOMPUTED_IN_PLACE.has(tx.input.type));
  await deleteMappings(db, inPlace.map((tx) => Number(tx.input.id)));
  const rewrittenIds = new Set([...replacedIds, ...inPlace.map((tx) => Number(tx.input.id))]);
  const kept = change.scheduleRewritten === true ? replay.replay.transactions.filter((tx) => tx.input.id !== undefined && !rewrittenIds.has(Number(tx.input.id))) : [];
  await insertMappings(db, [
    ...created.flatMap((c, i) => mappingsOf(c.tx, ids[i] ?? 0, scheduleIds)), ...inPlace.flatMap((tx) => mappingsOf(tx, Number(tx.input.id), scheduleIds)),
    ...kept.flatMap((tx) => mappingsOf(tx, Number(tx.input.id), scheduleIds)),
  ]);
  for (const tx of inPlace) {
    await updateTransactionFigures(db, Number(tx.input.id), { ...figuresOfProcessed(tx), balance: balances.get(tx) });
  }
  await updateInstallments(db, replay.replay.installments.flatMap((state) => {
    const id = scheduleIds.get(state.installmentNumber);
    return id === undefined ? [] : [figuresOf(state, id)];
  }), ctx.user.id);
  await updateTransactionBalances(db, [
    ...restatedWaiverBalances(stored.filter((t) => t.type === LoanTransactionType.WAIVE_CHARGES), timeline),
    ...restatedKeptBalances(stored.filter((t) => REPLAYED_TYPES.has(t.type) && !rewrittenIds.has(t.id)), timeline),
  ]);
  const outcome = await updateLoanFigures(ctx, loan, replayFacts(replay, change, today), change, today);
  // Charge payments (17) came from a savings account: recomputed in place, both postings keep the liability-transfer account.
  const chargePaymentTransfer = inPlace.some((tx) => tx.input.type === LoanTransactionType.CHARGE_PAYMENT) && loan.posted.accountingRule !== AccountingRule.NONE
    ? await requireFinancialActivityAccount(db, FinancialActivity.LIABILITY_TRANSFER) : undefined;
  const viaTransfer = (p: StoredLoanTransaction): StoredLoanTransaction =>
    (p.type === LoanTransactionType.CHARGE_PAYMENT && chargePaymentTransfer !== undefined ? { ...p, transferAccountId: chargePaymentTransfer } : p);
  const reversedPostings = [
    ...replay.replayed.map((r) => byId.get(Number(r.original.id))).filter((t) => t !== undefined).map((t) => keepTransfer(reversedPostingOf(t), t.id)),
    ...(change.removed === undefined ? [] : [reversedPostingOf(change.removed)]),
    ...inPlace.map((tx) => byId.get(Number(tx.input.id))).filter((t) => t !== undefined).map((t) => viaTransfer(postedOf(t, figuresOfStored(t), true, storedPaidBy(t)))),
  ];
  const transferAccountId = change.added?.transferAccountId;
  const newPostings = [
    ...created.map((c, i) => {
      const posted = postedOf({ id: ids[i] ?? 0, type: c.tx.input.type, date: c.tx.input.date, paymentDetailId: c.origin.paymentDetailId, paymentTypeId: c.origin.paymentTypeId }, figuresOfProcessed(c.tx), false, paidBy);
      return c.replaces === undefined && transferAccountId !== undefined ? { ...posted, transferAccountId } : keepTransfer(posted, c.replaces?.id);
    }),
    ...inPlace.map((tx) => {
      const t = byId.get(Number(tx.input.id));
      return viaTransfer(postedOf({ id: Number(tx.input.id), type: tx.input.type, date: tx.input.date, paymentDetailId: t?.paymentDetailId ?? null, paymentTypeId: t?.paymentTypeId ?? null }, figuresOfProcessed(tx), false, paidBy));
    }),
  ];
  const addedCharge = change.added?.charge !== undefined && change.added.chargeId !== undefined && replay.added.length > 0
    ? new Map([[ids[0] ?? 0, { chargeId: change.added.chargeId, penalty: change.added.charge.penalty }]]) : new Map<number, { chargeId: number; penalty: boolean }>();
  const chargeIncome = (p: StoredLoanTransaction) => withChargeIncome(p, paidCharges.get(p.id) ?? addedCharge.get(p.id));
  const storedOrder = [...stored, ...(change.removed === undefined ? [] : [change.removed])].sort((a, b) => a.date.compareTo(b.date) || a.id - b.id);
  const chargedOffBefore = fromChargeOff(storedOrder, (t) => t.type, (t) => t.id);
  const chargedOffAfter = fromChargeOff(replay.replay.transactions, (tx) => tx.input.type, (tx) => createdIds.get(tx) ?? Number(tx.input.id ?? 0));
  const refunded = refundedChargeTypes(storedOrder, created.map((c, i) => ({ id: ids[i] ?? 0, chargeRefundChargeType: c.origin.chargeRefundChargeType })));
  const postings = [
    ...reversedPostings.map(chargeIncome).map((p) => chargeOffState(loan, p, chargedOffBefore)),
    ...newPostings.map(chargeIncome).map((p) => chargeOffState(loan, p, chargedOffAfter)),
  ].map((p) => withRefundedCharge(p, refunded));
  await postLoanTransactions(ctx, loan.posted, await withAdjustedCharges(ctx, postings));
  await reprocessAccrualsAfterReplay({ db, userId: ctx.user.id, businessDate: today }, {
    id: loan.row.id, officeId: loan.posted.officeId, accountingRule: loan.posted.accountingRule, accrualActivityPosting: loan.row.enable_accrual_activity_posting,
  }, { transactionUndone: change.removed !== undefined, scheduleRewritten: change.scheduleRewritten === true, replanned: loan.row.interest_recalculation_enabled, writtenOff: change.added?.type === LoanTransactionType.WRITEOFF && outcome.status === LoanStatus.CLOSED_WRITTEN_OFF, reopened: outcome.status === LoanStatus.ACTIVE && loan.row.loan_status_id !== LoanStatus.ACTIVE });
  await accrueOnClosure(ctx, loan, outcome, today);
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

/** What the loan's summary and status are computed from. */
interface LoanFacts {
  readonly installments: readonly InstallmentState[];
  readonly overpaid: Decimal;
  readonly disbursed: Decimal;
  readonly paidAtDisbursement: Decimal;
  /** The date of the latest repayment-like transaction, write-off or interest waiver (or of the change); a charge waiver's own date. */
  readonly lastDate: LocalDate;
  readonly writeOffDate: LocalDate | undefined;
}

function replayFacts(replay: ReverseReplay, change: LoanChange, today: LocalDate): LoanFacts {
  const changeDate = change.added?.date ?? change.removed?.date ?? today;
  const transactions = replay.replay.transactions;
  return {
    installments: replay.replay.installments,
    overpaid: totalOverpaid(replay.replay),
    disbursed: transactions.filter((t) => t.input.type === LoanTransactionType.DISBURSEMENT).reduce((s, t) => s.plus(t.amount), ZERO),
    paidAtDisbursement: transactions.filter((t) => t.input.type === LoanTransactionType.REPAYMENT_AT_DISBURSEMENT).reduce((s, t) => s.plus(t.feeChargesPortion), ZERO),
    lastDate: change.on ?? transactions.filter((t) => isRepaymentLike(t.input.type) || t.input.type === LoanTransactionType.WRITEOFF || t.input.type === LoanTransactionType.WAIVE_INTEREST)
      .reduce((d, t) => (t.input.date.isAfter(d) ? t.input.date : d), changeDate),
    writeOffDate: transactions.find((t) => t.input.type === LoanTransactionType.WRITEOFF)?.input.date,
  };
}

type StatusOutcome = ReturnType<typeof installmentsStatusOutcome>;

/**
 * A loan closing or becoming overpaid accrues what it earned and was not accrued yet (periodic accrual only), then
 * the modules above loans react to the new status (loan-closure-hooks.ts).
 */
async function accrueOnClosure(ctx: CommandContext, loan: ActiveLoan, outcome: StatusOutcome, today: LocalDate): Promise<void> {
  const closedOn = outcome.status === LoanStatus.CLOSED_OBLIGATIONS_MET ? outcome.closedOnDate : outcome.status === LoanStatus.OVERPAID ? outcome.overpaidOnDate : undefined;
  if (closedOn !== undefined && outcome.status !== loan.row.loan_status_id && loan.posted.accountingRule === AccountingRule.ACCRUAL_PERIODIC) {
    await addLoanClosureAccrual({ db: ctx.db, userId: ctx.user.id, businessDate: today }, loan.row.id, closedOn);
  }
  await afterLoanStatusChange(ctx, loan.row.id, loan.row.loan_status_id, outcome.status);
}

/** The loan's summary and status columns after the change, and the status outcome. */
function loanFigures(ctx: CommandContext, loan: ActiveLoan, facts: LoanFacts, change: LoanChange, today: LocalDate): { columns: Record<string, string | number | null>; outcome: StatusOutcome } {
  const summary = installmentsSummary(facts.installments, facts.overpaid, today);
  const atDisbursement = { charged: new Decimal(loan.row.total_charges_due_at_disbursement_derived ?? 0), paid: facts.paidAtDisbursement };
  const given = { disbursed: facts.disbursed, credited: facts.installments.reduce((sum, i) => sum.plus(i.creditedPrincipal), ZERO) };
  const repaidOn = change.repaidInFullOn;
  if (change.keepStatus === true) {
    const kept = { status: loan.row.loan_status_id as LoanStatus, closedOnDate: undefined, overpaidOnDate: undefined };
    return { columns: { ...summaryColumns(summary, given, atDisbursement), ...change.loanColumns, last_modified_by: ctx.user.id, version: loan.row.version + 1 }, outcome: kept };
  }
  const outcome = repaidOn === undefined
    ? installmentsStatusOutcome(facts.installments, facts.overpaid, facts.writeOffDate !== undefined, facts.lastDate)
    : { status: LoanStatus.CLOSED_OBLIGATIONS_MET, closedOnDate: repaidOn, overpaidOnDate: undefined };
  const columns = {
    ...summaryColumns(summary, given, atDisbursement), ...statusColumns(outcome, ctx.user.id, facts.writeOffDate), ...change.loanColumns,
    last_modified_by: ctx.user.id, version: loan.row.version + 1,
  };
  return { columns, outcome };
}

/** Summary and status of the loan after the change, in one update; answers the status outcome. */
async function updateLoanFigures(ctx: CommandContext, loan: ActiveLoan, facts: LoanFacts, change: LoanChange, today: LocalDate): Promise<StatusOutcome> {
  const { columns, outcome } = loanFigures(ctx, loan, facts, change, today);
  await updateLoan(ctx.db, loan.row.id, columns);
  return outcome;
}

function restoredOf(stored: StoredInstallment, due: InstallmentDue): InstallmentState {
  return restoredInstallment(due, {
    paid: { principal: stored.principalCompleted, interest: stored.interestCompleted, fee: stored.feeChargesCompleted, penalty: stored.penaltyChargesCompleted },
    waived: { principal: 0, interest: stored.interestWaived, fee: stored.feeChargesWaived, penalty: stored.penaltyChargesWaived },
    writtenOff: { principal: stored.principalWrittenOff, interest: stored.interestWrittenOff, fee: stored.feeChargesWrittenOff, penalty: stored.penaltyChargesWrittenOff },
    paidInAdvance: stored.paidInAdvance, paidLate: stored.paidLate, obligationsMet: stored.completed, obligationsMetOnDate: stored.obligationsMetOnDate ?? undefined,
  });
}

const sameFigures = (a: InstallmentFigures, b: InstallmentFigures): boolean =>
  (Object.keys(a) as (keyof InstallmentFigures)[]).every((k) => {
    const x = a[k];
    const y = b[k];
    return x instanceof Decimal && y instanceof Decimal ? x.equals(y) : x instanceof LocalDate && y instanceof LocalDate ? x.equals(y) : x === y;
  });

/**
 * A repayment that a full replay would process last: every earlier transaction would keep its figures, so it is
 * allocated on the installments as stored and written on top of them — the rows a full replay writes, without
 * reading and replaying the loan's history. `replay.replay.transactions` then holds the added transaction alone.
 */
async function appendRepayment(ctx: CommandContext, loan: ActiveLoan, change: LoanChange & { added: NewTransaction }, schedule: readonly StoredInstallment[], totals: TransactionTotals, today: LocalDate): Promise<AppliedChange> {
  const db = ctx.db;
  const disbursedOn = loan.row.disbursedon_date === null ? today : parseIsoDate(loan.row.disbursedon_date);
  const dues = installmentsOf(schedule, disbursedOn);
  const installments = schedule.flatMap((stored, index) => {
    const due = dues[index];
    return due === undefined ? [] : [restoredOf(stored, due)];
  });
  const before = new Map(installments.map((state, index) => [state.installmentNumber, figuresOf(state, schedule[index]?.id ?? 0)]));
  const added = change.added;
  const { transaction: tx } = appendTransaction({
    currency: { code: loan.row.currency_code, digitsAfterDecimal: loan.row.currency_digits, inMultiplesOf: loan.row.currency_multiplesof },
    money: await ctx.moneyContext(), strategyCode: loan.row.loan_transaction_strategy_code, installments,
    transaction: { type: added.type, date: added.date, amount: added.amount }, balanceBefore: totals.disbursed.minus(totals.principalRepaid),
  });
  const origin = { paymentDetailId: added.paymentDetailId, paymentTypeId: added.paymentTypeId, externalId: added.externalId };
  const scheduleIds = new Map(schedule.map((i) => [i.installment, i.id]));
  // Only the installments the repayment moved: the others keep the figures a full replay would write again.
  const moved = installments.flatMap((state) => {
    const old = before.get(state.installmentNumber);
    const figures = old === undefined ? undefined : figuresOf(state, old.id);
    return figures === undefined || old === undefined || sameFigures(old, figures) ? [] : [figures];
  });
  const paidOnInstallments = installments.reduce((s, i) => COMPONENTS.reduce((t, c) => t.plus(i.paid[c]), s), ZERO);
  const { columns, outcome } = loanFigures(ctx, loan, {
    installments, overpaid: totals.repaid.plus(tx.amount).minus(paidOnInstallments), disbursed: totals.disbursed, paidAtDisbursement: totals.paidAtDisbursement,
    lastDate: added.date, writeOffDate: undefined,
  }, change, today);
  // The charges it pays are known before the write; the rows take the transaction's id after it.
  const paid = await planChargePayments(db, loan.row.id, 'stored', [{ id: 0, tx }], [{ type: added.type, fees: tx.feeChargesPortion, penalties: tx.penaltyChargesPortion }]);
  const posted = postedOf({ id: 0, type: added.type, date: added.date, paymentDetailId: added.paymentDetailId, paymentTypeId: added.paymentTypeId }, figuresOfProcessed(tx), false, paid?.paidBy);
  const charge = added.charge !== undefined && added.chargeId !== undefined ? { chargeId: added.chargeId, penalty: added.charge.penalty } : undefined;
  const journalEntries = await pendingLoanTransactionEntries(ctx, loan.posted, withChargeIncome(added.transferAccountId === undefined ? posted : { ...posted, transferAccountId: added.transferAccountId }, charge));
  // The transaction, its mappings, the installments, the loan, the journal entries and the note: one statement, which
  // also answers the loan's delinquency row (with the status just written) for the classification below.
  const { id, delinquencyLoan } = await writeAppendedRepayment(db, {
    transaction: valuesOf(ctx, loan, tx, origin, today), mappings: mappingsOf(tx, 0, scheduleIds), installments: moved, loan: { id: loan.row.id, columns },
    journalEntries, transactionIdPrefix: TransactionIdPrefix.LOAN, userId: ctx.user.id, note: added.note,
  });
  if (paid !== undefined) {
    await saveChargesPaid(db, { ...paid, paidBy: paid.paidBy.map((r) => (r.transactionId === 0 ? { ...r, transactionId: id } : r)) }, new Set([id]));
  }
  await accrueOnClosure(ctx, loan, outcome, today);
  await applyLoanDelinquencyTag(db, loan.row.id, today, ctx.user.id, delinquencyLoan === undefined ? {} : { loan: delinquencyLoan });
  const replay = { installments, transactions: [tx], chargesPaid: [] };
  return { addedId: id, added: tx, replay: { replay, replayed: [], unchanged: [], updatedInPlace: [], added: [tx] }, noteWritten: added.note !== undefined };
}
