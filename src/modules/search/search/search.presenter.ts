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
