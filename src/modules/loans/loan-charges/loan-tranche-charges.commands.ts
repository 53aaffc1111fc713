import { Decimal } from 'decimal.js';
import type { CommandContext, CommandResult } from '../../../platform/commands/index.ts';
import { Money } from '../../../shared/money/index.ts';
import { partiesOf } from '../loan-accounts/loan-accounts.commands.ts';
import { chargeValuesOf, insertLoanCharges, insertTrancheCharges, recordTrancheChargeDefinition, updateLoan, type LoanRow } from '../loan-accounts/loan-accounts.repository.ts';
import { applyLoanCharge, ChargeCalculation } from '../loan-accounts/domain/loan-charges.ts';
import { findProductFacts, findTranches, type TrancheRow } from '../loan-disbursement/loan-disbursement.repository.ts';
import { postedLoan } from '../loan-disbursement/loan-disbursement.parties.ts';
import { applyLoanChange } from '../loan-transactions/loan-transactions.replay.ts';
import { externalIdInUse } from '../loan-transactions/loan-transactions.errors.ts';
import { chargeAppliedOn, recordsChargeApplied } from './domain/charge-applied.ts';
import { recordChargesApplied } from './loan-charge-applied.commands.ts';
import { ChargeTime } from './domain/loan-charge-figures.ts';
import { noPendingDisbursement, noTrancheToCharge } from './loan-charges.errors.ts';
import { loanChargeExternalIdTaken, type ChargeDefinition } from './loan-charges.repository.ts';

/** The loan a charge is added to, as the add command has loaded and checked it. */
interface ChargedLoan {
  readonly row: LoanRow;
  readonly officeId: number;
  /** Active once the charge is on it (active, overpaid, closed with its obligations met, written off, rescheduled). */
  readonly active: boolean;
  /** Written-off and rescheduled loans take the charge without leaving their status. */
  readonly keepsStatus: boolean;
}

/** What the request gave: the amount (a flat charge's; a percentage charge takes its definition's) and the external id. */
interface TrancheChargeRequest {
  readonly amount: Decimal;
  readonly externalId: string | undefined;
}

/**
 * POST /loans/{loanId}/charges with a tranche-disbursement charge (time 12), as Fineract's addLoanCharge: on a
 * multi-disbursement loan one loan charge per tranche not yet disbursed (not reversed), a percentage charge priced at
 * its definition's percentage of the tranche's principal, without a due date of its own (its tranche's date is its
 * due date), linked to its tranche in `m_loan_tranche_disbursement_charge`, the definition recorded once in
 * `m_loan_tranche_charges`; the loan's total due at disbursement follows. A flat one is kept per tranche as well (ADR
 * 0073). Refused on a disbursed loan without a tranche left to disburse, and (a percentage charge) on a loan without
 * tranches; answers undefined for a flat one on a single-disbursement loan not yet disbursed, which takes one charge
 * due at its disbursal. The answer names the last charge written, as Fineract's.
 */
export async function addTrancheCharge(ctx: CommandContext, loan: ChargedLoan, charge: ChargeDefinition, req: TrancheChargeRequest, known?: readonly TrancheRow[]): Promise<CommandResult | undefined> {
  const { row } = loan;
  const pending = known ?? (await pendingTranches(ctx, row));
  if (pending.length === 0 && row.disbursedon_date !== null) {
    throw noPendingDisbursement();
  }
  if (pending.length === 0) {
    if (charge.calculationType === ChargeCalculation.FLAT) {
      return undefined;
    }
    throw noTrancheToCharge(charge.id);
  }
  if (req.externalId !== undefined && (await loanChargeExternalIdTaken(ctx.db, req.externalId))) {
    throw externalIdInUse(req.externalId);
  }
  const currency = { code: row.currency_code, digitsAfterDecimal: row.currency_digits, inMultiplesOf: row.currency_multiplesof };
  const money = await ctx.moneyContext();
  const facts = {
    id: charge.id, amount: charge.amount, chargeTime: charge.timeType, calculation: charge.calculationType, penalty: charge.penalty, paymentMode: charge.paymentMode ?? 0,
    minCap: charge.minCap === null ? null : new Decimal(charge.minCap), maxCap: charge.maxCap === null ? null : new Decimal(charge.maxCap),
  };
  const given = charge.calculationType === ChargeCalculation.FLAT ? req.amount : undefined;
  const applied = pending.map((t) => {
    const c = applyLoanCharge(facts, { chargeId: charge.id, amount: given, dueDate: undefined }, { principal: t.principal, totalInterest: new Decimal(0), numberOfRepayments: row.number_of_repayments });
    return { trancheId: t.id, charge: { ...c, amount: Money.of(currency, c.amount, money).amount } };
  });
  const today = await ctx.clock.businessDate();
  // Only the first takes the request's external id (Fineract: the others get none unless ids are generated).
  const ids = await insertLoanCharges(ctx.db, applied.map((a, i) => ({ ...chargeValuesOf(row.id, a.charge, today, ctx.user.id), external_id: i === 0 ? req.externalId ?? null : null })));
  await insertTrancheCharges(ctx.db, row.id, applied.map((a, i) => ({ loanChargeId: ids[i] ?? 0, trancheId: a.trancheId, chargeId: charge.id })), false);
  await recordTrancheChargeDefinition(ctx.db, row.id, charge.id);
  const added = applied.reduce((sum, a) => sum.plus(a.charge.amount), new Decimal(0));
  const atDisbursement = new Decimal(row.total_charges_due_at_disbursement_derived ?? 0).plus(added).toString();
  if (loan.active) {
    await applyToActiveLoan(ctx, loan, applied.map((a, i) => ({ id: ids[i] ?? 0, amount: a.charge.amount })), charge, atDisbursement);
  } else {
    await updateLoan(ctx.db, row.id, { total_charges_due_at_disbursement_derived: atDisbursement });
  }
  const lastId = ids.at(-1) ?? 0;
  const externalId = ids.length === 1 ? req.externalId ?? null : null;
  return { ...partiesOf(row, loan.officeId), resourceId: lastId, ...(externalId === null ? {} : { resourceExternalId: externalId }) };
}

/**
 * An active loan takes the charges as Fineract's addCharge: under accounting none, cash and upfront accrual each is
 * recorded as applied (an accrual on the business date, as it has no due date of its own), then the loan's
 * transactions are processed again with its new total due at disbursement.
 */
async function applyToActiveLoan(ctx: CommandContext, loan: ChargedLoan, charges: readonly { id: number; amount: Decimal }[], charge: ChargeDefinition, atDisbursement: string): Promise<void> {
  const { row } = loan;
  const posted = await postedLoan(ctx, row, loan.officeId);
  if (recordsChargeApplied(row.loan_status_id, posted.accountingRule)) {
    const date = chargeAppliedOn(undefined, await ctx.clock.businessDate());
    await recordChargesApplied(ctx, charges.map((c) => ({ loan: posted, loanChargeId: c.id, chargeId: charge.id, penalty: charge.penalty, amount: c.amount, date })));
  }
  const columns = { total_charges_due_at_disbursement_derived: atDisbursement };
  await applyLoanChange(ctx, { row: { ...row, ...columns }, posted }, { loanColumns: columns, ...(loan.keepsStatus ? { keepStatus: true } : {}) });
}

/**
 * A disbursement or tranche-disbursement charge on a loan with a disbursement transaction needs a tranche still to
 * disburse (Fineract's validateAddingNewChargeAllowed, before any other rule on the charge definition).
 */
export async function refuseWithoutPendingDisbursement(ctx: CommandContext, row: LoanRow, chargeTime: number): Promise<readonly TrancheRow[] | undefined> {
  if (row.disbursedon_date === null || (chargeTime !== ChargeTime.DISBURSEMENT && chargeTime !== ChargeTime.TRANCHE_DISBURSEMENT)) {
    return undefined;
  }
  const pending = await pendingTranches(ctx, row);
  if (pending.length === 0) {
    throw noPendingDisbursement();
  }
  return pending;
}

/** The tranches of a multi-disbursement loan not yet disbursed (none for a loan of one disbursement). */
async function pendingTranches(ctx: CommandContext, row: LoanRow): Promise<readonly TrancheRow[]> {
  const multi = (await findProductFacts(ctx.db, row.product_id ?? 0))?.multiDisburseLoan === true;
  return multi ? (await findTranches(ctx.db, row.id)).filter((t) => t.disbursedOn === null) : [];
}

/** A loan not yet disbursed keeps its total due at disbursement with its charges' (Fineract's Loan summary on add, update and removal). */
export async function shiftChargesAtDisbursement(ctx: CommandContext, row: LoanRow, chargeTime: number, delta: Decimal): Promise<void> {
  if ((chargeTime !== ChargeTime.DISBURSEMENT && chargeTime !== ChargeTime.TRANCHE_DISBURSEMENT) || delta.isZero()) {
    return;
  }
  const total = new Decimal(row.total_charges_due_at_disbursement_derived ?? 0).plus(delta);
  await updateLoan(ctx.db, row.id, { total_charges_due_at_disbursement_derived: total.toString() });
}
