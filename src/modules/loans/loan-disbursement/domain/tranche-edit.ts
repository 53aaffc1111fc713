import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import type { JsonCommand, DataValidator } from '../../../../shared/validation/index.ts';
import { arrayMemberElements } from '../../loan-accounts/domain/loan-application.ts';

/** A tranche of a loan as the edit sees it: stored ones have an id; `disbursedOn` is set once disbursed. */
export interface EditedTranche {
  readonly id?: number;
  readonly expected: LocalDate;
  readonly principal: Decimal;
  readonly disbursedOn: LocalDate | null;
}

/** A tranche as a request sends it in `disbursementData`. */
interface SentTranche {
  readonly id: number | undefined;
  readonly expected: LocalDate;
  readonly principal: Decimal;
}

/** The scale tranche principals are stored at (m_loan_disbursement_detail.principal, numeric(19,6)). */
const PRINCIPAL_SCALE = 6;

/** A sent principal as it would be stored, so that one too small to store is refused as not positive. */
export const storedPrincipal = (principal: Decimal | undefined): Decimal | undefined => principal?.toDecimalPlaces(PRINCIPAL_SCALE, Decimal.ROUND_HALF_UP);

/** The request's `disbursementData` (each item's `id`, `expectedDisbursementDate`, `principal`, dates in the request's format). */
export function readSentTranches(json: JsonCommand, v: DataValidator): SentTranche[] {
  return (arrayMemberElements(json, 'disbursementData', v) ?? []).flatMap(({ element }, index): SentTranche[] => {
    const id = element.long('id', v);
    const expected = element.localDate('expectedDisbursementDate', v);
    const principal = storedPrincipal(element.decimal('principal', v));
    v.parameter(`disbursementData[${index}].expectedDisbursementDate`, expected?.toString()).notBlank();
    v.parameter(`disbursementData[${index}].principal`, principal?.toFixed()).notBlank().positive();
    return expected === undefined || principal === undefined || !principal.greaterThan(0) ? [] : [{ id, expected, principal }];
  });
}

/** What an edit does to the stored tranches. */
export interface TrancheMerge {
  /** The tranches after the edit, by expected date (stored ones keep their ids). */
  readonly tranches: readonly EditedTranche[];
  readonly added: readonly EditedTranche[];
  readonly changed: readonly EditedTranche[];
  readonly removedIds: readonly number[];
  /** Ids sent that are not tranches of the loan. */
  readonly unknownIds: readonly number[];
}

const byDate = (a: EditedTranche, b: EditedTranche): number => a.expected.compareTo(b.expected) || (a.id ?? Number.MAX_SAFE_INTEGER) - (b.id ?? Number.MAX_SAFE_INTEGER);

/**
 * The stored tranches with the sent list applied (Fineract's updateDisbursementDetails): a sent id changes its tranche
 * unless disbursed, a tranche without id is new, an undisbursed tranche not sent is removed. Disbursed tranches are
 * kept unchanged whether sent or not.
 */
export function mergeTranches(stored: readonly EditedTranche[], sent: readonly SentTranche[]): TrancheMerge {
  const sentById = new Map(sent.flatMap((s) => (s.id === undefined ? [] : [[s.id, s] as const])));
  const storedIds = new Set(stored.map((t) => t.id));
  const changed: EditedTranche[] = [];
  const removedIds: number[] = [];
  const kept = stored.flatMap((t): EditedTranche[] => {
    const update = t.id === undefined ? undefined : sentById.get(t.id);
    if (t.disbursedOn !== null) {
      return [t];
    }
    if (update === undefined) {
      removedIds.push(t.id ?? 0);
      return [];
    }
    if (update.expected.equals(t.expected) && update.principal.equals(t.principal)) {
      return [t];
    }
    const edited = { ...t, expected: update.expected, principal: update.principal };
    changed.push(edited);
    return [edited];
  });
  const added = sent.filter((s) => s.id === undefined).map((s) => ({ expected: s.expected, principal: s.principal, disbursedOn: null }));
  const unknownIds = sent.flatMap((s) => (s.id !== undefined && !storedIds.has(s.id) ? [s.id] : []));
  return { tranches: [...kept, ...added].sort(byDate), added, changed, removedIds, unknownIds };
}

/**
 * Fineract's validateLoanMultiDisbursementDate on a tranche list: the first expected on the loan's expected
 * disbursement date, none before it, no two on one date, and their sum not above the approved principal. Once the
 * loan is disbursed (`disbursedOn`, its first disbursal), no undisbursed tranche may be expected before that date.
 */
export function checkTrancheList(v: DataValidator, tranches: readonly EditedTranche[], loan: { expected: LocalDate; disbursedOn: LocalDate | null; approvedPrincipal: Decimal }): void {
  const { expected: loanExpected, disbursedOn, approvedPrincipal } = loan;
  const [first, ...later] = tranches;
  if (first !== undefined && !first.expected.equals(loanExpected)) {
    v.failWithCode('expectedDisbursementDate', 'first.disbursement.date.must.start.with.expected.disbursement.date');
  }
  if (later.some((t) => t.expected.isBefore(loanExpected))) {
    v.failWithCode('disbursementData', 'disbursement.date.of.tranche.cannot.be.before.expected.disbursement.date');
  }
  if (disbursedOn !== null && tranches.some((t) => t.disbursedOn === null && t.expected.isBefore(disbursedOn))) {
    v.failWithCode('disbursementData', 'disbursement.date.of.tranche.cannot.be.before.disbursement.date');
  }
  if (new Set(tranches.map((t) => t.expected.toString())).size < tranches.length) {
    v.failWithCode('expectedDisbursementDate', 'disbursement.date.must.be.unique.for.tranches');
  }
  const total = tranches.reduce((s, t) => s.plus(t.principal), new Decimal(0));
  if (total.greaterThan(approvedPrincipal)) {
    v.failWithCode('principal', 'sum.of.multi.disburse.amounts.must.be.equal.to.or.lesser.than.approved.principal');
  }
}
