import { LocalDate } from '@js-joda/core';
import type { TaxGroupMappingRow, TaxGroupRow } from './tax-groups.repository.ts';

export interface TaxComponentLookup {
  readonly id: number;
  readonly name: string;
}

/** A membership on the wire (Fineract's TaxGroupMappingsData). */
export interface TaxGroupMappingView {
  readonly id: number;
  readonly taxComponent: TaxComponentLookup;
  readonly startDate: LocalDate;
  readonly endDate: LocalDate | null;
}

/** A tax group on the wire (Fineract's TaxGroupData); `taxComponents` is the template's list. */
export interface TaxGroupView {
  readonly id: number;
  readonly name: string;
  readonly taxAssociations: readonly TaxGroupMappingView[];
  readonly taxComponents?: readonly TaxComponentLookup[];
}

export function presentTaxGroup(group: TaxGroupRow, mappings: readonly (TaxGroupMappingRow & { component_name: string })[]): TaxGroupView {
  return {
    id: group.id,
    name: group.name,
    taxAssociations: mappings
      .filter((m) => m.tax_group_id === group.id)
      .map((m) => ({
        id: m.id,
        taxComponent: { id: m.tax_component_id, name: m.component_name },
        startDate: LocalDate.parse(m.start_date),
        endDate: m.end_date === null ? null : LocalDate.parse(m.end_date),
      })),
  };
}
