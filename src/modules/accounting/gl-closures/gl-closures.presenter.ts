import { LocalDate } from '@js-joda/core';
import type { OfficeOption } from '../../organisation/index.ts';

/** A closure as the read queries give it: its row with the office's name and the users' names. */
export interface GlClosureReadRow {
  readonly id: number;
  readonly office_id: number;
  readonly office_name: string;
  readonly closing_date: string;
  readonly is_deleted: boolean;
  readonly created_on: string | null;
  readonly updated_on: string | null;
  readonly createdby_id: number | null;
  readonly created_by_username: string | null;
  readonly lastmodifiedby_id: number | null;
  readonly updated_by_username: string | null;
  readonly comments: string | null;
}

/** A closure on the wire (Fineract's GLClosureData; `allowedOffices` is filled with `template=true`). */
export interface GlClosureView {
  readonly id: number;
  readonly officeId: number;
  readonly officeName: string;
  readonly closingDate: LocalDate;
  readonly deleted: boolean;
  readonly createdDate: LocalDate | null;
  readonly lastUpdatedDate: LocalDate | null;
  readonly createdByUserId: number | null;
  readonly createdByUsername: string | null;
  readonly lastUpdatedByUserId: number | null;
  readonly lastUpdatedByUsername: string | null;
  readonly comments: string | null;
  readonly allowedOffices: readonly OfficeOption[];
}

const dateOf = (text: string | null): LocalDate | null => (text === null ? null : LocalDate.parse(text));

export function presentGlClosure(row: GlClosureReadRow, allowedOffices: readonly OfficeOption[] = []): GlClosureView {
  return {
    id: row.id,
    officeId: row.office_id,
    officeName: row.office_name,
    closingDate: LocalDate.parse(row.closing_date),
    deleted: row.is_deleted,
    createdDate: dateOf(row.created_on),
    lastUpdatedDate: dateOf(row.updated_on),
    createdByUserId: row.createdby_id,
    createdByUsername: row.created_by_username,
    lastUpdatedByUserId: row.lastmodifiedby_id,
    lastUpdatedByUsername: row.updated_by_username,
    comments: row.comments,
    allowedOffices,
  };
}
