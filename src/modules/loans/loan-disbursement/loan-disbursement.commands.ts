import { reversesBeforeOwnChargeRefund } from '../loan-transactions/domain/charge-refund-order.ts';
import { laterChargeRefundExists } from '../loan-transactions/loan-charge-refund.errors.ts';
import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { loadHolidayDetail, transactionDateRefusal } from '../../organisation/index.ts';
import { partiesOf, requireLoan } from '../loan-accounts/loan-accounts.commands.ts';
import { applicationDateRefused, invalidTransition, loanProductNotFound } from '../loan-accounts/loan-accounts.errors.ts';
import { applicationOfRow, findApplicationChildren, updateLoan, type BorrowerFacts, type LoanRow } from '../loan-accounts/loan-accounts.repository.ts';
import { findApplicationProduct } from '../loan-accounts/loan-accounts.repository.ts';
import { LoanStatus, loanStatusView } from '../loan-accounts/domain/loan-status.ts';
import { LoanChargeTime } from '../loan-accounts/domain/loan-charges.ts';
import { insertLoanNote } from '../loan-lifecycle/loan-lifecycle.repository.ts';
import { requireLoanDatatableEntries } from '../loan-registrations/loan-registrations.commands.ts';
import { proposeLoanSchedule } from '../loan-schedules/loan-schedules.queries.ts';
import { findStoredSchedule, insertSchedule } from '../loan-schedules/loan-schedules.repository.ts';
import { FinancialActivity, requireFinancialActivityAccount } from '../../accounting/index.ts';
import { postLoanTransactions, type StoredLoanTransaction } from '../loan-postings/loan-postings.commands.ts';
import { LoanTransactionType } from '../loan-postings/domain/loan-postings.ts';
import { AccountingRule } from '../loan-products/domain/loan-product-enums.ts';
import { chargesAppliedAtDisbursement, chargesCollectedAtDisbursement, chargesOfDisbursal, chargesPaidByTransferAtDisbursement, summaryAfterDisbursement, summaryBeforeDisbursement, type ScheduleTotals } from './domain/disbursement.ts';
import { amountAboveApproved, amountAboveApprovedPrincipal, notActiveForUndoDisbursal, notApprovedForDisbursal } from './loan-disbursement.errors.ts';
import {
  clearTrancheDisbursals,
  deleteSchedule,
  findActiveLoanCharges,
  firstDueDate,
  findNextTranche,
  findProductFacts,
  markChargesPaid,
  markTrancheDisbursed,
  resetLoanCharges,
  reverseLoanTransactions,
  type DisbursementCharge,
} from './loan-disbursement.repository.ts';
import { readDisburseRequest, type DisburseRequest } from './loan-disbursement.request.ts';
import { deactivateActiveLoanVariations } from './loan-term-variations.repository.ts';
import { recalculateStoredSchedule } from '../loan-transactions/loan-interest-recalculation.ts';
import { writeDisbursementTransactions, type ChargePaidByTransfer } from './loan-disbursement.transactions.ts';
import { disburseLaterTranche, recordDisbursalVariations, trancheChargesRepriced, undoLastDisbursal, type DisbursalVariations, type LaterTranche } from './loan-disbursement.tranches.ts';
import { activeBorrower, officeOf, paymentDetailOf, postedLoan, requireActiveBorrower } from './loan-disbursement.parties.ts';

export { activeBorrower, officeOf, paymentDetailOf, postedLoan, requireActiveBorrower };
import { applyLoanDelinquencyTag } from '../loan-delinquency/loan-delinquency.commands.ts';

const ENTITY = 'LOAN';

const feesAtDisbursementOf = (charges: readonly DisbursementCharge[]): Decimal =>
  charges.filter((c) => c.chargeTime === LoanChargeTime.DISBURSEMENT || c.chargeTime === LoanChargeTime.TRANCHE_DISBURSEMENT).reduce((s, c) => s.plus(c.amount), new Decimal(0));

/** Fineract's validator checks after the members: the calendar, the approval date; then the members' and the state's errors in one 400. */
async function checkRequestAgainstLoan(ctx: CommandContext, row: LoanRow, req: DisburseRequest, officeId: number, laterTranche: boolean): Promise<void> {
  if (row.loan_status_id !== LoanStatus.APPROVED && !laterTranche) {
    req.v.add(notApprovedForDisbursal());
  }
  if (req.date !== undefined) {
    const refusal = transactionDateRefusal(req.date, await loadHolidayDetail(ctx.db, officeId, req.date));
    if (refusal === 'non.working.day') {
      throw applicationDateRefused('disbursement.date.on.non.working.day', 'Expected disbursement date cannot be on a non working day', [req.date.toString()]);
    }
    if (refusal === 'holiday') {
      throw applicationDateRefused('disbursement.date.on.holiday', 'Expected disbursement date cannot be on a holiday', [req.date.toString()]);
    }
    if (row.approvedon_date !== null && req.date.toString() < row.approvedon_date) {
      throw invalidTransition('disbursal', 'cannot.be.before.approval.date', `The date on which a loan is disbursed cannot be before its approval date: ${row.approvedon_date}`, [req.date.toString(), row.approvedon_date]);
    }
  }
  req.v.throwIfErrors();
}

/** The loan's rules once the request stands: the date (transfer, first repayment, future) and the amount. */
function checkDisbursal(row: LoanRow, borrower: BorrowerFacts, date: LocalDate, amount: Decimal, today: LocalDate, firstDueDate: string | undefined): void {
  const approved = new Decimal(row.approved_principal);
  if (amount.greaterThan(approved)) {
    throw amountAboveApproved(amount.toString(), approved.toString());
  }
  const joined = borrower.client?.officeJoiningDate;
  if (joined !== null && joined !== undefined && date.toString() < joined) {
    throw invalidTransition('disbursal', 'cannot.be.before.client.transfer.date', "The date on which a loan is disbursed cannot be earlier than client's transfer date to this office", [joined]);
  }
  const firstRepayment = row.expected_firstrepaymenton_date ?? firstDueDate;
  if (firstRepayment !== undefined && date.toString() > firstRepayment) {
    throw invalidTransition('disbursal', 'cannot.be.after.expected.first.repayment.date', `submittedOnDate cannot be after the loans  expectedFirstRepaymentOnDate: ${firstRepayment}`, [date.toString(), firstRepayment]);
  }
  if (date.isAfter(today)) {
    throw invalidTransition('disbursal', 'cannot.be.a.future.date', `The date on which a loan with identifier : ${row.account_no} is disbursed cannot be in the future.`, [date.toString()]);
  }
}

/** The schedule from the actual date and amount (the engine), written with one insert, when either differs from the expected ones. */
async function regenerateSchedule(ctx: CommandContext, row: LoanRow, officeId: number, change: { date: LocalDate; amount: Decimal; charges: readonly DisbursementCharge[]; tranche?: { amount: Decimal }; variations?: DisbursalVariations }): Promise<void> {
  const product = await findApplicationProduct(ctx.db, row.product_id ?? 0);
  if (product === undefined) {
    throw loanProductNotFound(row.product_id ?? 0);
  }
  const children = product.multiDisburseLoan ? await findApplicationChildren(ctx.db, row.id) : { tranches: [] };
  const tranches = children.tranches.map((t, i) => (i === 0 ? { expectedDisbursementDate: change.date, principal: change.tranche?.amount ?? t.principal } : t));
  const v = change.variations;
  const app = {
    ...applicationOfRow(row), expectedDisbursementDate: change.date, principal: product.multiDisburseLoan ? new Decimal(row.approved_principal) : change.amount, tranches,
    ...(v?.dueDate === undefined ? {} : { dueDateVariations: [v.dueDate] }),
    ...(v?.emiAmount === undefined ? {} : { emiAmountVariations: [v.emiAmount] }),
    ...(v?.loanFixedEmi === undefined ? {} : { fixedEmiAmount: v.loanFixedEmi }),
  };
  const schedule = await proposeLoanSchedule(ctx.db, app, product, officeId, change.charges.map((c) => ({ chargeTime: c.chargeTime, calculation: c.calculation, amountOrPercentage: c.amountOrPercentage, penalty: c.penalty, dueDate: c.dueDate ?? undefined, ref: c.id })), await ctx.moneyContext());
  await deleteSchedule(ctx.db, row.id);
  await insertSchedule(ctx.db, row.id, schedule, ctx.user.id, (ref) => ref);
}

/**
 * A loan with interest recalculation whose first installment fell due before the business date is re-planned as of
 * that date at its disbursal, as Fineract's disbursal does (overdue principal earns on from the start); otherwise
 * the plan as of the business date is the one just written. Reads nothing for other loans.
 */
async function replanAtDisbursal(ctx: CommandContext, row: LoanRow, officeId: number, disbursed: { date: LocalDate; amount: Decimal; fixedEmiAmount: Decimal | undefined }): Promise<void> {
  if (!row.interest_recalculation_enabled) {
    return;
  }
  const today = await ctx.clock.businessDate();
  const stored = await findStoredSchedule(ctx.db, row.id);
  if (stored[0] === undefined || !stored[0].dueDate.isBefore(today)) {
    return;
  }
  const disbursedRow: LoanRow = {
    ...row, disbursedon_date: disbursed.date.toString(), principal_amount: disbursed.amount.toString(),
    ...(disbursed.fixedEmiAmount === undefined ? {} : { fixed_emi_amount: disbursed.fixedEmiAmount.toString() }),
  };
  await recalculateStoredSchedule(ctx, { row: disbursedRow, posted: { officeId } }, {}, stored, today);
}

async function scheduleTotals(ctx: CommandContext, loanId: number, principal: Decimal): Promise<ScheduleTotals & { maturity: string | null }> {
  const installments = await findStoredSchedule(ctx.db, loanId);
  const sum = (pick: (i: (typeof installments)[number]) => Decimal) => installments.reduce((s, i) => s.plus(pick(i)), new Decimal(0));
  return { principal, interest: sum((i) => i.interest), fees: sum((i) => i.feeCharges), penalties: sum((i) => i.penaltyCharges), maturity: installments.at(-1)?.dueDate.toString() ?? null };
}

/** What a disbursement made, for the command that disbursed into a savings account. */
export interface LoanDisbursal {
  readonly result: CommandResult;
  readonly loanId: number;
  readonly clientId: number | null;
  readonly officeId: number;
  readonly currencyCode: string;
  readonly date: LocalDate;
  readonly disbursementTransactionId: number;
  /** The disbursed amount less the charges collected with it: what reaches the borrower. */
  readonly netDisbursalAmount: Decimal;
  /** The disbursement charges paid from the linked savings account: their loan transactions (type 5), for the transfers. */
  readonly chargesPaidByTransfer: readonly ChargePaidByTransfer[];
}

/**
 * What another module does after a disbursal, in its transaction once the loan's writes are done (account
 * transfers: the savings withdrawals that pay the charges paid by account transfer); it may refuse (throw).
 */
export type AfterDisbursalStep = (ctx: CommandContext, disbursal: LoanDisbursal) => Promise<void>;
const afterSteps: AfterDisbursalStep[] = [];
const disbursalLocks: ((ctx: CommandContext, loanId: number) => Promise<void>)[] = [];

/** Modules above loans register their part of a disbursal here. */
export const afterDisbursalSteps = {
  register(step: AfterDisbursalStep): void {
    afterSteps.push(step);
  },
  /** Rows another module's step will change, locked before the loan (the order its own writes take them in). */
  registerLock(lock: (ctx: CommandContext, loanId: number) => Promise<void>): void {
    disbursalLocks.push(lock);
  },
};

async function runAfterDisbursalSteps(ctx: CommandContext, disbursal: LoanDisbursal): Promise<void> {
  if (disbursal.chargesPaidByTransfer.length > 0 && afterSteps.length === 0) {
    throw new Error(`loan ${disbursal.loanId}: charges paid by account transfer need the account transfers' disbursal step`);
  }
  for (const step of afterSteps) {
    await step(ctx, disbursal);
  }
}

/** The disbursement charges a disbursal pays: with the disbursement (cash) or from the linked savings account. */
async function chargesPaidAtDisbursal(ctx: CommandContext, charges: readonly DisbursementCharge[], accountingRule: number) {
  const collected = chargesCollectedAtDisbursement(charges);
  const byTransfer = chargesPaidByTransferAtDisbursement(charges);
  const sum = (list: readonly { amount: Decimal }[]) => list.reduce((s, c) => s.plus(c.amount), new Decimal(0));
  const transferAccountId = byTransfer.length === 0 || accountingRule === AccountingRule.NONE ? undefined : await requireFinancialActivityAccount(ctx.db, FinancialActivity.LIABILITY_TRANSFER);
  return { collected, byTransfer, transferAccountId, collectedFees: sum(collected), feesPaid: sum(collected).plus(sum(byTransfer)) };
}

/** The disbursement's and the charges' transactions marked as an account transfer (rules other than none). */
async function asAccountTransfer(ctx: CommandContext, accountingRule: number, written: readonly StoredLoanTransaction[]): Promise<StoredLoanTransaction[]> {
  if (accountingRule === AccountingRule.NONE) {
    return [...written];
  }
  const transferAccountId = await requireFinancialActivityAccount(ctx.db, FinancialActivity.LIABILITY_TRANSFER);
  return written.map((t) => (t.type === LoanTransactionType.DISBURSEMENT || t.type === LoanTransactionType.REPAYMENT_AT_DISBURSEMENT ? { ...t, transferAccountId } : t));
}

/**
 * Disburses the loan `ctx` names in the caller's transaction: ?command=disburse, or (`accountTransfer`) the loan
 * side of ?command=disburseToSavings, which takes no payment details and posts to the liability-transfer account
 * instead of the fund source; its `deposit` (the disbursed money into savings) runs once the loan's writes are done.
 * The rows other modules' steps change are locked before the loan; the steps run last (the savings side of the
 * charges paid by account transfer, after the deposit as in Fineract).
 */
export async function disburseLoanInTransaction(ctx: CommandContext, options: { accountTransfer: boolean; deposit?: (disbursal: LoanDisbursal) => Promise<void> }): Promise<LoanDisbursal> {
  return disburse(ctx, options);
}

/** The next tranche of an active multi-disbursement loan (one statement, only for such a loan). */
async function laterTrancheOf(ctx: CommandContext, row: LoanRow): Promise<{ id: number; principal: Decimal; expected: LocalDate } | undefined> {
  if (row.loan_status_id !== LoanStatus.ACTIVE || (await findProductFacts(ctx.db, row.product_id ?? 0))?.multiDisburseLoan !== true) {
    return undefined;
  }
  return findNextTranche(ctx.db, row.id);
}

/**
 * A later tranche (to the borrower, or into the linked savings account with `accountTransfer`: its fund-source side on
 * the liability-transfer account, then the deposit and the other modules' steps as after a first disbursal).
 */
async function disburseNextTranche(
  ctx: CommandContext, t: Omit<LaterTranche, 'transferAccountId'>, options: { accountTransfer: boolean; deposit?: (disbursal: LoanDisbursal) => Promise<void> },
): Promise<LoanDisbursal> {
  const transferAccountId = options.accountTransfer && t.loan.accountingRule !== AccountingRule.NONE ? await requireFinancialActivityAccount(ctx.db, FinancialActivity.LIABILITY_TRANSFER) : undefined;
  const done = await disburseLaterTranche(ctx, { ...t, transferAccountId });
  const disbursal: LoanDisbursal = {
    result: done.result, loanId: t.row.id, clientId: t.row.client_id, officeId: t.loan.officeId, currencyCode: t.row.currency_code, date: t.req.date as LocalDate,
    disbursementTransactionId: done.disbursementTransactionId, netDisbursalAmount: done.amount.minus(done.collected), chargesPaidByTransfer: done.paidByTransfer,
  };
  await options.deposit?.(disbursal);
  await runAfterDisbursalSteps(ctx, disbursal);
  return disbursal;
}

/** A first disbursal (approved → active), or the next tranche of an active multi-disbursement loan. */
async function disburse(ctx: CommandContext, options: { accountTransfer: boolean; deposit?: (disbursal: LoanDisbursal) => Promise<void> }): Promise<LoanDisbursal> {
  const req = readDisburseRequest(ctx, options.accountTransfer);
  for (const lock of disbursalLocks) {
    await lock(ctx, ctx.entityId ?? 0);
  }
  const row = await requireLoan(ctx);
  const borrower = await activeBorrower(ctx, row);
  const officeId = officeOf(borrower);
  const later = await laterTrancheOf(ctx, row);
  await checkRequestAgainstLoan(ctx, row, req, officeId, later !== undefined);
  await requireLoanDatatableEntries(ctx.db, row.id, row.product_id, 'DISBURSE');
  const date = req.date as LocalDate;
  const loan = await postedLoan(ctx, row, officeId);
  if (later !== undefined) {
    return disburseNextTranche(ctx, { row, req, borrower, loan, tranche: later }, options);
  }
  const tranche = loan.multiDisburseLoan ? await findNextTranche(ctx.db, row.id) : undefined;
  const amount = req.amount ?? tranche?.principal ?? new Decimal(row.principal_amount);
  checkDisbursal(row, borrower, date, amount, await ctx.clock.businessDate(), await firstDueDate(ctx.db, row.id));
  if (tranche !== undefined && amount.greaterThan(new Decimal(row.approved_principal))) {
    throw amountAboveApprovedPrincipal(amount.toString(), row.approved_principal);
  }
  const charges = await trancheChargesRepriced(ctx, await findActiveLoanCharges(ctx.db, row.id), tranche?.id, amount);
  const expected = row.expected_disbursedon_date;
  // At a first disbursal the only variations in force are the ones it brings (an undone disbursal's no longer apply).
  const variations = await recordDisbursalVariations(ctx, row, req, loan, tranche?.expected ?? (expected === null ? undefined : LocalDate.parse(expected)));
  const varied = variations.dueDate !== undefined || variations.emiAmount !== undefined || variations.loanFixedEmi !== undefined;
  if (expected !== date.toString() || !amount.equals(row.principal_amount) || varied || tranche !== undefined) {
    await regenerateSchedule(ctx, row, officeId, { date, amount, charges, variations, ...(tranche === undefined ? {} : { tranche: { amount } }) });
  }
  // The tranche is marked first: a re-plan at disbursal reads the loan's tranches.
  if (tranche !== undefined) {
    await markTrancheDisbursed(ctx.db, tranche.id, date, amount);
  }
  await replanAtDisbursal(ctx, row, officeId, { date, amount, fixedEmiAmount: variations.loanFixedEmi });
  const paymentDetailId = await paymentDetailOf(ctx, req);
  const { collected, byTransfer, transferAccountId, collectedFees, feesPaid } = await chargesPaidAtDisbursal(ctx, chargesOfDisbursal(charges, tranche?.id, true), loan.accountingRule);
  const totals = await scheduleTotals(ctx, row.id, amount);
  const atDisbursement = feesAtDisbursementOf(charges);
  const { transactions: written, paidByTransfer } = await writeDisbursementTransactions(ctx, {
    loanId: row.id, officeId, date, amount, paymentDetailId, paymentTypeId: req.paymentTypeId ?? null, externalId: req.externalId, collected, byTransfer, transferAccountId,
    applied: chargesAppliedAtDisbursement(charges, loan.accountingRule, tranche?.id), interest: totals.interest, accountingRule: loan.accountingRule,
  });
  await markChargesPaid(ctx.db, [...collected, ...byTransfer].map((c) => c.id));
  await updateLoan(ctx.db, row.id, {
    loan_status_id: LoanStatus.ACTIVE, disbursedon_date: date.toString(), disbursedon_userid: ctx.user.id, principal_amount: amount.toString(),
    net_disbursal_amount: (req.netDisbursalAmount ?? amount).toString(), ...(variations.loanFixedEmi === undefined ? {} : { fixed_emi_amount: variations.loanFixedEmi.toString() }),
    expected_maturedon_date: totals.maturity, ...summaryAfterDisbursement(totals, atDisbursement, feesPaid), last_modified_by: ctx.user.id, version: row.version + 1,
  });
  await insertLoanNote(ctx.db, row.id, req.note, ctx.user.id);
  await postLoanTransactions(ctx, loan, options.accountTransfer ? await asAccountTransfer(ctx, loan.accountingRule, written) : written);
  await applyLoanDelinquencyTag(ctx.db, row.id, await ctx.clock.businessDate(), ctx.user.id);
  const json = ctx.json.json;
  const changes: Record<string, unknown> = {
    status: loanStatusView(LoanStatus.ACTIVE), locale: json.locale, dateFormat: json.dateFormat, actualDisbursementDate: json.actualDisbursementDate,
    ...(req.amount === undefined ? {} : { transactionAmount: json.transactionAmount }), ...(req.paymentTypeId === undefined ? {} : { paymentTypeId: req.paymentTypeId }),
    ...(req.note === undefined ? {} : { note: req.note }),
  };
  const disbursal: LoanDisbursal = {
    result: { ...partiesOf(row, officeId), changes }, loanId: row.id, clientId: row.client_id, officeId, currencyCode: row.currency_code, date,
    disbursementTransactionId: written.find((t) => t.type === LoanTransactionType.DISBURSEMENT)?.id ?? 0, netDisbursalAmount: amount.minus(collectedFees),
    chargesPaidByTransfer: paidByTransfer,
  };
  await options.deposit?.(disbursal);
  await runAfterDisbursalSteps(ctx, disbursal);
  return disbursal;
}

/** ?command=disburse: the loan becomes active; its transactions, charges collected with it, schedule, summary and postings are written. */
async function disburseLoan(ctx: CommandContext): Promise<CommandResult> {
  return (await disburse(ctx, { accountTransfer: false })).result;
}

/**
 * What another module does when a disbursal is undone, inside the undo's transaction before the loan changes:
 * it may refuse (throw) or reverse what hangs on the disbursement (account transfers: the savings deposit).
 */
export type DisbursalUndoStep = (ctx: CommandContext, loanId: number) => Promise<DisbursalUndoOutcome>;

export interface DisbursalUndoOutcome {
  /** The loan transactions made by the account transfers the step reversed: their reversals post against the liability-transfer account. */
  readonly transferTransactionIds: readonly number[];
}
const undoSteps: DisbursalUndoStep[] = [];
const undoLocks: ((ctx: CommandContext, loanId: number) => Promise<void>)[] = [];

/** Modules above loans register their part of an undo disbursal here. */
export const disbursalUndoSteps = {
  register(step: DisbursalUndoStep): void {
    undoSteps.push(step);
  },
  /** Rows another module's step will change, locked before the loan (the order its own writes take them in). */
  registerLock(lock: (ctx: CommandContext, loanId: number) => Promise<void>): void {
    undoLocks.push(lock);
  },
};

/**
 * The reversals an undo disbursal posts: those of transactions made by an account transfer (a disbursement to
 * savings with the charges collected with it, repayments and charge payments from savings, refunds to savings)
 * post against the liability-transfer account, as their transactions did.
 */
async function reversalsOfTransfers(ctx: CommandContext, accountingRule: number, reversed: readonly StoredLoanTransaction[], transferIds: ReadonlySet<number>): Promise<StoredLoanTransaction[]> {
  if (accountingRule === AccountingRule.NONE || !reversed.some((t) => transferIds.has(t.id))) {
    return [...reversed];
  }
  const disbursedByTransfer = reversed.some((t) => t.type === LoanTransactionType.DISBURSEMENT && transferIds.has(t.id));
  const transferAccountId = await requireFinancialActivityAccount(ctx.db, FinancialActivity.LIABILITY_TRANSFER);
  const atDisbursement = (t: StoredLoanTransaction) => disbursedByTransfer && (t.type === LoanTransactionType.DISBURSEMENT || t.type === LoanTransactionType.REPAYMENT_AT_DISBURSEMENT);
  return reversed.map((t) => (atDisbursement(t) || transferIds.has(t.id) ? { ...t, transferAccountId } : t));
}

/** ?command=undoDisbursal: back to approved; every transaction reversed (its postings on the other sides), charges and schedule as before. */
async function undoDisbursal(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported(['note']);
  const note = ctx.json.trimmedString('note');
  for (const lock of undoLocks) {
    await lock(ctx, ctx.entityId ?? 0);
  }
  const row = await requireLoan(ctx);
  const borrower = await activeBorrower(ctx, row);
  if (row.loan_status_id !== LoanStatus.ACTIVE) {
    throw notActiveForUndoDisbursal();
  }
  const transferIds = new Set<number>();
  for (const step of undoSteps) {
    (await step(ctx, row.id)).transferTransactionIds.forEach((id) => transferIds.add(id));
  }
  const officeId = officeOf(borrower);
  const loan = await postedLoan(ctx, row, officeId);
  const today = await ctx.clock.businessDate();
  const reversed = await reverseLoanTransactions(ctx.db, row.id, today, ctx.user.id);
  if (reversesBeforeOwnChargeRefund(reversed)) {
    throw laterChargeRefundExists(row.id, 'reversed');
  }
  await resetLoanCharges(ctx.db, row.id);
  if (loan.multiDisburseLoan) {
    await clearTrancheDisbursals(ctx.db, row.id);
  }
  const expected = LocalDate.parse(row.expected_disbursedon_date ?? row.disbursedon_date ?? today.toString());
  const approved = new Decimal(row.approved_principal);
  const charges = await findActiveLoanCharges(ctx.db, row.id);
  if (loan.multiDisburseLoan) {
    await deactivateActiveLoanVariations(ctx.db, row.id);
  }
  // The approved loan gets back the plan as applied for: nothing paid, no principal added by chargebacks, no installment
  // they or charges added, no re-plan by interest recalculation (Fineract resets every installment's derived figures and credits).
  await regenerateSchedule(ctx, { ...row, principal_amount: approved.toString() }, officeId, { date: expected, amount: approved, charges });
  const totals = await scheduleTotals(ctx, row.id, approved);
  await updateLoan(ctx.db, row.id, {
    loan_status_id: LoanStatus.APPROVED, disbursedon_date: null, disbursedon_userid: null, principal_amount: approved.toString(), net_disbursal_amount: approved.toString(),
    expected_maturedon_date: totals.maturity, ...summaryBeforeDisbursement(totals, feesAtDisbursementOf(charges)), last_modified_by: ctx.user.id, version: row.version + 1,
  });
  await insertLoanNote(ctx.db, row.id, note, ctx.user.id);
  await postLoanTransactions(ctx, loan, await reversalsOfTransfers(ctx, loan.accountingRule, reversed, transferIds));
  return { ...partiesOf(row, officeId), changes: { status: loanStatusView(LoanStatus.APPROVED), actualDisbursementDate: '', ...(note === undefined ? {} : { note }) } };
}

export const loanDisbursementCommandHandlers = [
  commandHandler(ENTITY, 'DISBURSE', disburseLoan),
  commandHandler(ENTITY, 'DISBURSALUNDO', undoDisbursal),
  commandHandler(ENTITY, 'DISBURSALLASTUNDO', undoLastDisbursal),
];
