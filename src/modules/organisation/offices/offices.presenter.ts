import { LocalDate } from '@js-joda/core';
import { decoratedName } from './domain/office-hierarchy.ts';

/** An office as the list and detail queries read it. */
export interface OfficeRecord {
  readonly id: number;
  readonly name: string;
  readonly external_id: string | null;
  readonly opening_date: string;
  readonly hierarchy: string | null;
  readonly parent_id: number | null;
  readonly parent_name: string | null;
}

/** An office in a drop-down (allowedParents, allowedOffices). */
export interface OfficeOption {
  readonly id: number;
  readonly name: string;
  readonly nameDecorated: string;
}

/** An office on the wire (Fineract's OfficeData). */
export interface OfficeView {
  readonly id?: number;
  readonly name?: string;
  readonly nameDecorated?: string;
  readonly externalId?: string | null;
  readonly openingDate: LocalDate;
  readonly hierarchy?: string | null;
  readonly parentId?: number | null;
  readonly parentName?: string | null;
  readonly allowedParents?: readonly OfficeOption[];
}

export function presentOffice(record: OfficeRecord): OfficeView {
  return {
    id: record.id,
    name: record.name,
    nameDecorated: decoratedName(record.name, record.hierarchy),
    externalId: record.external_id,
    openingDate: LocalDate.parse(record.opening_date),
    hierarchy: record.hierarchy,
    parentId: record.parent_id,
    parentName: record.parent_name,
  };
}

export function presentOfficeOption(row: { id: number; name: string; hierarchy: string | null }): OfficeOption {
  return { id: row.id, name: row.name, nameDecorated: decoratedName(row.name, row.hierarchy) };
}
