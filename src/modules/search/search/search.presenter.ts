import { Decimal } from 'decimal.js';
import type { MoneyContext } from '../../../shared/money/index.ts';
/** Fineract's sub-entity type of every result that is no savings account. */
export const NO_DEPOSIT_TYPE = 'depositAccountType.invalid';

/** An office offered by the search template (Fineract's OfficeData for drop-downs). */
export interface OfficeOptionView {
  readonly id: number;
  readonly name: string;
  readonly nameDecorated: string;
}

/** The name indented with four dots per level below the head office (at most 40), as office options show it. */
export function presentOfficeOption(row: { id: number; name: string; hierarchy: string | null }): OfficeOptionView {
  const levels = Math.max((row.hierarchy ?? '.').split('.').length - 2, 0);
  return { id: row.id, name: row.name, nameDecorated: `${'.'.repeat(Math.min(levels * 4, 40))}${row.name}` };
}

/** One office × loan product line of the advanced search. */
export interface AdvancedSearchView {
  readonly officeName: string;
  readonly loanProductName: string;
  readonly count: number;
  readonly loanOutStanding: Decimal;
  readonly percentage: Decimal;
}

/** Totals rounded to 2 decimals with the tenant's rounding mode (Fineract: scale 2, MoneyHelper's mode). */
export function presentAdvancedSearchRow(
  row: { office_name: string; product_name: string; loan_count: string | number | bigint; outstanding: string | null; percentage: string | null },
  money: MoneyContext,
): AdvancedSearchView {
  const round = (value: string | null): Decimal => new Decimal(value ?? '0').toDecimalPlaces(2, money.roundingMode);
  return {
    officeName: row.office_name,
    loanProductName: row.product_name,
    count: Number(row.loan_count),
    loanOutStanding: round(row.outstanding),
    percentage: round(row.percentage),
  };
}
