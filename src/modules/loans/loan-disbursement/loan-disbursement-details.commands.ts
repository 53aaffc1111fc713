import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { DataValidator } from '../../../shared/validation/index.ts';
import { partiesOf, requireLoanAndBorrower } from '../loan-accounts/loan-accounts.commands.ts';
import { loanDisbursementDetailNotFound, loanProductNotFound, tooManyTranches, trancheDataNotAllowed, trancheDataRequired } from '../loan-accounts/loan-accounts.errors.ts';
import {
  chargeValuesOf,
  findApplicationProduct,
  findChargeDefinitions,
  insertLoanCharges,
  insertTranches,
  insertTrancheCharges,
  updateLoan,
  type BorrowerFacts,
  type LoanRow,
} from '../loan-accounts/loan-accounts.repository.ts';
import { LoanStatus } from '../loan-accounts/domain/loan-status.ts';
import type { ApplicationProduct } from '../loan-accounts/domain/application-product.ts';
import { applyLoanCharge, LoanChargeTime } from '../loan-accounts/domain/loan-charges.ts';
import { applyLoanChange } from '../loan-transactions/loan-transactions.replay.ts';
import { officeOf, postedLoan, requireActiveBorrower } from './loan-disbursement.parties.ts';
import { findActiveLoanCharges, updateChargeAmounts, type TrancheRow } from './loan-disbursement.repository.ts';
import { findTranchesAndTermVariations, type TermVariations } from './loan-term-variations.repository.ts';
import { findTrancheChargeDefinitionIds, removeTranches, updateTrancheExpectations } from './loan-disbursement-details.repository.ts';
import { replanTranches } from './loan-disbursement.tranches.ts';
import { repricedTrancheCharges } from './domain/disbursement.ts';
import { checkTrancheList, mergeTranches, readSentTranches, storedPrincipal, type EditedTranche, type TrancheMerge } from './domain/tranche-edit.ts';
import {
  notActiveForTrancheEdit,
  trancheEditAfterFullDisbursal,
  trancheEditNotAllowedInState,
  trancheEditOnChargedOff,
  trancheEditOnSingleDisbursement,
} from './loan-disbursement.errors.ts';

/** The members of PUT /loans/{loanId}/disbursements/{disbursementId} (Fineract's validateUpdateDisbursementDateAndAmount). */
const UPDATE_PARAMETERS = ['locale', 'dateFormat', 'disbursementData', 'approvedLoanAmount', 'updatedExpectedDisbursementDate', 'updatedPrincipal', 'expectedDisbursementDate'];
/** The members of PUT /loans/{loanId}/disbursements/editDisbursements. */
const EDIT_PARAMETERS = ['locale', 'dateFormat', 'approvedLoanAmount', 'expectedDisbursementDate', 'disbursementData'];
/** Loans whose tranches one PUT may change (Fineract refuses only closed ones; ours also the rejected and withdrawn). */
const OPEN_STATES: ReadonlySet<number> = new Set([LoanStatus.SUBMITTED_AND_PENDING_APPROVAL, LoanStatus.APPROVED, LoanStatus.ACTIVE]);
const ZERO = new Decimal(0);

/** The loan, locked, with its borrower active and not charged off (Fineract's checks before either edit). */
async function editableLoan(ctx: CommandContext): Promise<{ row: LoanRow; borrower: BorrowerFacts }> {
  const { row, borrower } = await requireLoanAndBorrower(ctx);
  requireActiveBorrower(borrower);
  if (row.is_charged_off) {
    throw trancheEditOnChargedOff(row.id);
  }
  return { row, borrower };
}

/** What the tranche rules check an edited list against: the loan's expected and first disbursement dates, its approved principal. */
const trancheRulesOf = (row: LoanRow): { expected: LocalDate; disbursedOn: LocalDate | null; approvedPrincipal: Decimal } => ({
  expected: LocalDate.parse(row.expected_disbursedon_date ?? row.submittedon_date ?? ''),
  disbursedOn: row.disbursedon_date === null ? null : LocalDate.parse(row.disbursedon_date),
  approvedPrincipal: new Decimal(row.approved_principal),
});

/** One loan charge per tranche-disbursement charge definition of the loan for each new tranche (Fineract's createOrUpdateDisbursementDetails). */
async function chargeNewTranches(ctx: CommandContext, row: LoanRow, added: readonly { id: number; principal: Decimal }[]): Promise<void> {
  const definitionIds = added.length === 0 ? [] : await findTrancheChargeDefinitionIds(ctx.db, row.id);
  if (definitionIds.length === 0) {
    return;
  }
  const definitions = await findChargeDefinitions(ctx.db, definitionIds);
  const today = await ctx.clock.businessDate();
  const applied = added.flatMap((t) => definitions.map((d) => ({
    trancheId: t.id, chargeId: d.id,
    charge: applyLoanCharge(d, { chargeId: d.id, amount: undefined, dueDate: undefined }, { principal: t.principal, totalInterest: ZERO, numberOfRepayments: row.number_of_repayments }),
  })));
  const chargeIds = await insertLoanCharges(ctx.db, applied.map((a) => chargeValuesOf(row.id, a.charge, today, ctx.user.id)));
  await insertTrancheCharges(ctx.db, row.id, applied.flatMap((a, i) => {
    const loanChargeId = chargeIds[i];
    return loanChargeId === undefined ? [] : [{ loanChargeId, trancheId: a.trancheId, chargeId: a.chargeId }];
  }), false);
}

/** The principal the schedule is planned for: the proposed one before approval, the approved one until disbursal, else the tranches'. */
function plannedPrincipal(row: LoanRow): Decimal | undefined {
  if (row.loan_status_id === LoanStatus.SUBMITTED_AND_PENDING_APPROVAL) {
    return new Decimal(row.principal_amount_proposed);
  }
  return row.loan_status_id === LoanStatus.APPROVED ? new Decimal(row.approved_principal) : undefined;
}

/**
 * Writes an edit of the tranches and plans the schedule again with them (Fineract's processLoanDisbursementDetail):
 * changed tranches and their percentage charges, removed ones with their charges, new ones with theirs; on an
 * active loan the transactions are replayed onto the new plan.
 */
async function applyTrancheEdit(ctx: CommandContext, loan: { row: LoanRow; borrower: BorrowerFacts; variations: TermVariations }, merge: Omit<TrancheMerge, 'unknownIds'>, product?: ApplicationProduct): Promise<void> {
  const { row, borrower } = loan;
  await updateTrancheExpectations(ctx.db, merge.changed);
  await removeTranches(ctx.db, row.id, merge.removedIds);
  const addedIds = await insertTranches(ctx.db, row.id, merge.added.map((t) => ({ expectedDisbursementDate: t.expected, principal: t.principal })));
  const idOf = new Map(merge.added.map((t, i) => [t, addedIds[i] ?? 0]));
  await chargeNewTranches(ctx, row, merge.added.map((t) => ({ id: idOf.get(t) ?? 0, principal: t.principal })));
  if (merge.changed.length > 0) {
    const charges = await findActiveLoanCharges(ctx.db, row.id);
    const repriced = merge.changed.flatMap((t) => (t.id === undefined ? [] : repricedTrancheCharges(charges, t.id, t.principal).map((c) => ({ id: c.id, amount: c.amount, calculatedOn: t.principal }))));
    await updateChargeAmounts(ctx.db, repriced);
  }
  const tranches: TrancheRow[] = merge.tranches.map((t) => ({ id: t.id ?? idOf.get(t) ?? 0, expected: t.expected, principal: t.principal, disbursedOn: t.disbursedOn }));
  const officeId = officeOf(borrower);
  const principal = plannedPrincipal(row);
  const plan = await replanTranches(ctx, row, officeId, tranches, { variations: loan.variations, ...(principal === undefined ? {} : { principal }), ...(product === undefined ? {} : { product }) });
  const atDisbursement = plan.charges.filter((c) => c.chargeTime === LoanChargeTime.DISBURSEMENT || c.chargeTime === LoanChargeTime.TRANCHE_DISBURSEMENT).reduce((s, c) => s.plus(c.amount), ZERO).toString();
  const loanColumns = { expected_maturedon_date: plan.maturity, total_charges_due_at_disbursement_derived: atDisbursement };
  if (row.loan_status_id !== LoanStatus.ACTIVE) {
    await updateLoan(ctx.db, row.id, loanColumns);
    return;
  }
  const posted = await postedLoan(ctx, row, officeId);
  await applyLoanChange(ctx, { row: { ...row, total_charges_due_at_disbursement_derived: atDisbursement }, posted }, { replayAll: true, scheduleRewritten: true, loanColumns });
}

const editedOf = (t: TrancheRow): EditedTranche => ({ id: t.id, expected: t.expected, principal: t.principal, disbursedOn: t.disbursedOn });
const byDate = (a: EditedTranche, b: EditedTranche): number => a.expected.compareTo(b.expected) || (a.id ?? 0) - (b.id ?? 0);

/**
 * PUT /loans/{loanId}/disbursements/{disbursementId}: a tranche not yet disbursed gets a new expected date and principal
 * (Fineract's updateDisbursementDateAndAmountForTranche); the tranches must still follow the loan's tranche rules.
 */
async function updateDisbursementDetail(ctx: CommandContext, trancheId: number): Promise<CommandResult> {
  const loan = await editableLoan(ctx);
  const { row } = loan;
  const { tranches: storedRows, ...variations } = await findTranchesAndTermVariations(ctx.db, row.id);
  const stored = storedRows.map(editedOf);
  const tranche = stored.find((t) => t.id === trancheId);
  if (tranche === undefined) {
    throw loanDisbursementDetailNotFound(row.id, trancheId);
  }
  ctx.json.checkSupported(UPDATE_PARAMETERS);
  const v = new DataValidator('loan.update.disbursement');
  const expected = ctx.json.localDate('expectedDisbursementDate', v);
  v.parameter('expectedDisbursementDate', expected?.toString()).notBlank();
  const principal = storedPrincipal(ctx.json.decimal('updatedPrincipal', v));
  // Fineract names the updated principal `principal` in its errors.
  v.parameter('principal', principal?.toFixed()).notBlank().positive();
  const date = ctx.json.localDate('updatedExpectedDisbursementDate', v);
  v.parameter('updatedExpectedDisbursementDate', date?.toString()).notBlank();
  if (tranche.disbursedOn !== null) {
    v.failWithCode('expectedDisbursementDate', 'can.not.change.disbursement.date');
  }
  if (!OPEN_STATES.has(row.loan_status_id)) {
    v.add(notActiveForTrancheEdit());
  }
  v.throwIfErrors();
  const edited = { ...tranche, expected: date ?? tranche.expected, principal: principal ?? tranche.principal };
  checkTrancheList(v, stored.map((t) => (t === tranche ? edited : t)).sort(byDate), trancheRulesOf(row));
  v.throwIfErrors();
  const unchanged = edited.expected.equals(tranche.expected) && edited.principal.equals(tranche.principal);
  if (!unchanged) {
    await applyTrancheEdit(ctx, { ...loan, variations }, { tranches: stored.map((t) => (t === tranche ? edited : t)).sort(byDate), added: [], changed: [edited], removedIds: [] });
  }
  const json = ctx.json.json;
  return {
    ...partiesOf(row, officeOf(loan.borrower)),
    // Fineract answers the request's `expectedDisbursementDate` and its top-level `id` and `principal`, which the
    // command does not accept: always null, so left out as every null is.
    changes: unchanged ? {} : { expectedDisbursementDate: typeof json.expectedDisbursementDate === 'string' ? json.expectedDisbursementDate : null },
  };
}

/** Fineract's checks of the edited list: the product's tranche rules on what was sent, then the dates and sum, then the count. */
async function checkEdit(ctx: CommandContext, row: LoanRow, stored: readonly EditedTranche[]): Promise<{ merge: TrancheMerge; product: ApplicationProduct }> {
  const product = await findApplicationProduct(ctx.db, row.product_id ?? 0);
  if (product === undefined) {
    throw loanProductNotFound(row.product_id ?? 0);
  }
  if (!product.multiDisburseLoan) {
    throw trancheEditOnSingleDisbursement();
  }
  if (row.loan_status_id !== LoanStatus.APPROVED && row.loan_status_id !== LoanStatus.ACTIVE) {
    throw trancheEditNotAllowedInState();
  }
  ctx.json.checkSupported(EDIT_PARAMETERS);
  const v = new DataValidator('loan');
  const sent = readSentTranches(ctx.json, v);
  if (product.disallowExpectedDisbursements && sent.length > 0) {
    throw trancheDataNotAllowed();
  }
  if (!product.disallowExpectedDisbursements && sent.length === 0 && !v.hasErrors()) {
    throw trancheDataRequired();
  }
  if (sent.some((t, i) => i > 0 && t.expected.isBefore(sent[i - 1]?.expected ?? t.expected))) {
    v.failWithCode('disbursementData', 'disbursement.date.must.be.in.order');
  }
  v.throwIfErrors();
  const merge = mergeTranches(stored, sent);
  const unknown = merge.unknownIds[0];
  if (unknown !== undefined) {
    throw loanDisbursementDetailNotFound(row.id, unknown);
  }
  checkTrancheList(v, merge.tranches, trancheRulesOf(row));
  v.throwIfErrors();
  const disbursed = stored.filter((t) => t.disbursedOn !== null).reduce((s, t) => s.plus(t.principal), ZERO);
  if (disbursed.equals(row.approved_principal)) {
    throw trancheEditAfterFullDisbursal();
  }
  if (product.maxTrancheCount !== null && merge.tranches.length > product.maxTrancheCount) {
    throw tooManyTranches(product.maxTrancheCount, merge.tranches.length);
  }
  return { merge, product };
}

/**
 * PUT /loans/{loanId}/disbursements/editDisbursements: the loan's tranches replaced by the list sent (Fineract's
 * addAndDeleteLoanDisburseDetails): new ones added with the loan's tranche-disbursement charges, undisbursed ones not
 * sent removed with theirs, disbursed ones kept unchanged; the schedule is planned again.
 */
async function editDisbursementDetails(ctx: CommandContext): Promise<CommandResult> {
  const loan = await editableLoan(ctx);
  const { row } = loan;
  const { tranches: storedRows, ...variations } = await findTranchesAndTermVariations(ctx.db, row.id);
  const stored = storedRows.map(editedOf);
  const { merge, product } = await checkEdit(ctx, row, stored);
  const lastAdded = merge.added.at(-1);
  const lastChanged = merge.changed.at(-1);
  const edited = merge.added.length + merge.changed.length + merge.removedIds.length > 0;
  if (edited) {
    await applyTrancheEdit(ctx, { ...loan, variations }, merge, product);
  }
  return {
    ...partiesOf(row, officeOf(loan.borrower)),
    changes: {
      ...(lastAdded === undefined ? {} : { disbursementData: `${lastAdded.expected.toString()}-${lastAdded.principal.toFixed()}` }),
      ...(lastChanged === undefined ? {} : { disbursementDetailId: lastChanged.id }),
      ...(edited ? { recalculateLoanSchedule: true } : {}),
    },
  };
}

/** Fineract's one command UPDATE_DISBURSEMENTDETAIL serves both edits: with a tranche id the single one, else the whole list. */
async function updateDisbursementDetails(ctx: CommandContext): Promise<CommandResult> {
  return ctx.subEntityId === undefined ? editDisbursementDetails(ctx) : updateDisbursementDetail(ctx, ctx.subEntityId);
}

export const loanDisbursementDetailCommandHandlers = [commandHandler('DISBURSEMENTDETAIL', 'UPDATE', updateDisbursementDetails)];
