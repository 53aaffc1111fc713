import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { parseIsoDate } from '../../../../shared/time/index.ts';
import type { EnumOption } from '../../../../shared/enum-option.ts';

/** Fineract's LoanTermVariationType as its loanVariationType enumeration shows it (id → code, value). */
const TERM_TYPES: Readonly<Record<number, readonly [string, string]>> = {
  1: ['loanTermType.emiAmount', 'emiAmount'],
  2: ['loanTermType.interestRate', 'interestRate'],
  3: ['loanTermType.principalAmount', 'principalAmount'],
  4: ['loanTermType.dueDate', 'dueDate'],
  // Fineract labels an inserted installment with the due-date code.
  5: ['loanTermType.dueDate', 'insertInstallment'],
  6: ['loanTermType.deleteInstallment', 'deleteInstallment'],
  7: ['loanTermType.graceOnInterest', 'graceOnInterest'],
  8: ['loanTermType.graceOnPrincipal', 'graceOnPrincipal'],
  9: ['loanTermType.extendRepaymentPeriod', 'extendRepaymentPeriod'],
  10: ['loanTermType.interestRateFromInstallment', 'interestRateForInstallment'],
};

export const EMI_AMOUNT_TERM_TYPE = 1;

export function loanTermVariationTypeOption(id: number): EnumOption {
  const [code, value] = TERM_TYPES[id] ?? ['loanTermType.invalid', 'Invalid'];
  return { id: TERM_TYPES[id] === undefined ? 0 : id, code, value };
}

/** One row of m_loan_term_variations as the loan read selects it. */
export interface LoanTermVariationRow {
  readonly id: number;
  readonly termType: number;
  readonly applicableFrom: string;
  readonly decimalValue: string | null;
  readonly dateValue: string | null;
  readonly specificToInstallment: boolean;
}

/** Fineract's LoanTermVariationsData (`isProcessed` is never set on a read, so it is left out). */
export interface LoanTermVariationView {
  readonly id: number;
  readonly termType: EnumOption;
  readonly termVariationApplicableFrom: LocalDate;
  readonly decimalValue?: Decimal;
  readonly dateValue?: LocalDate;
  readonly isSpecificToInstallment: boolean;
}

export function loanTermVariationView(r: LoanTermVariationRow): LoanTermVariationView {
  return {
    id: r.id, termType: loanTermVariationTypeOption(r.termType), termVariationApplicableFrom: parseIsoDate(r.applicableFrom),
    ...(r.decimalValue === null ? {} : { decimalValue: new Decimal(r.decimalValue) }), ...(r.dateValue === null ? {} : { dateValue: parseIsoDate(r.dateValue) }),
    isSpecificToInstallment: r.specificToInstallment,
  };
}
