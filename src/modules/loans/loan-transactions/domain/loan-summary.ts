import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import type { ComponentSummary, LoanStatusOutcome, LoanTransactionSummary } from '../../engine/index.ts';

/** The charges due at disbursement: outside every installment, collected (or not) with the disbursement. */
export interface DisbursementFees {
  readonly charged: Decimal;
  readonly paid: Decimal;
}

const text = (d: Decimal): string => d.toString();

/** The principal the loan has been given: disbursed, and added by credits (credit balance refunds, chargebacks). */
export interface PrincipalGiven {
  readonly disbursed: Decimal;
  readonly credited: Decimal;
}

/**
 * The principal figures as Fineract counts them: what was disbursed (plus credits) less what was repaid and written
 * off. A multi-disbursement loan's schedule also carries the tranches not disbursed yet; their principal is left out.
 */
function givenPrincipal(principal: ComponentSummary, given: PrincipalGiven): ComponentSummary {
  const undisbursed = principal.expected.minus(given.credited).minus(given.disbursed);
  if (!undisbursed.greaterThan(0)) {
    return principal;
  }
  return { ...principal, expected: principal.expected.minus(undisbursed), outstanding: Decimal.max(principal.outstanding.minus(undisbursed), 0) };
}

/**
 * The m_loan summary columns after a replay (Fineract's LoanSummary.updateSummary): per component what was
 * expected, repaid, waived, written off and is outstanding; principal only as given; fees include those due at
 * disbursement; totals add up.
 */
export function summaryColumns(replayed: LoanTransactionSummary, given: PrincipalGiven, atDisbursement: DisbursementFees): Record<string, string> {
  const s = { ...replayed, principal: givenPrincipal(replayed.principal, given) };
  const principalDisbursed = given.disbursed;
  const fee: ComponentSummary = {
    ...s.fee,
    expected: s.fee.expected.plus(atDisbursement.charged),
    paid: s.fee.paid.plus(atDisbursement.paid),
    outstanding: s.fee.outstanding.plus(atDisbursement.charged.minus(atDisbursement.paid)),
  };
  const parts = [s.principal, s.interest, fee, s.penalty];
  const sum = (pick: (c: ComponentSummary) => Decimal): Decimal => parts.reduce((t, c) => t.plus(pick(c)), new Decimal(0));
  const expected = sum((c) => c.expected);
  const repaid = sum((c) => c.paid);
  return {
    principal_disbursed_derived: text(principalDisbursed), principal_repaid_derived: text(s.principal.paid), principal_writtenoff_derived: text(s.principal.writtenOff),
    principal_outstanding_derived: text(s.principal.outstanding),
    interest_charged_derived: text(s.interest.expected), interest_repaid_derived: text(s.interest.paid), interest_waived_derived: text(s.interest.waived),
    interest_writtenoff_derived: text(s.interest.writtenOff), interest_outstanding_derived: text(s.interest.outstanding),
    fee_charges_charged_derived: text(fee.expected), fee_charges_repaid_derived: text(fee.paid), fee_charges_waived_derived: text(fee.waived),
    fee_charges_writtenoff_derived: text(fee.writtenOff), fee_charges_outstanding_derived: text(fee.outstanding),
    penalty_charges_charged_derived: text(s.penalty.expected), penalty_charges_repaid_derived: text(s.penalty.paid), penalty_charges_waived_derived: text(s.penalty.waived),
    penalty_charges_writtenoff_derived: text(s.penalty.writtenOff), penalty_charges_outstanding_derived: text(s.penalty.outstanding),
    total_expected_repayment_derived: text(expected), total_repayment_derived: text(repaid),
    total_expected_costofloan_derived: text(expected.minus(s.principal.expected)), total_costofloan_derived: text(repaid.minus(s.principal.paid)),
    total_waived_derived: text(sum((c) => c.waived)), total_writtenoff_derived: text(sum((c) => c.writtenOff)), total_outstanding_derived: text(sum((c) => c.outstanding)),
    total_overpaid_derived: text(s.totalOverpaid),
  };
}

/** The status columns of the outcome: closed and overpaid dates set or cleared with it. */
export function statusColumns(outcome: LoanStatusOutcome, userId: number, writtenOffOn: LocalDate | undefined): Record<string, string | number | null> {
  const closed = outcome.closedOnDate?.toString() ?? null;
  return {
    loan_status_id: outcome.status,
    closedon_date: closed,
    closedon_userid: closed === null ? null : userId,
    overpaidon_date: outcome.overpaidOnDate?.toString() ?? null,
    writtenoffon_date: outcome.status === 601 ? (writtenOffOn?.toString() ?? closed) : null,
  };
}
