import { LocalDate } from '@js-joda/core';
import type { EnumOption } from '../../../shared/enum-option.ts';
import { centerStatusOption, GroupingStatus, groupStatusOption } from './domain/grouping.ts';

/** A grouping row as the queries read it, with the names of what it refers to. */
export interface GroupRecord {
  readonly id: number;
  readonly account_no: string;
  readonly external_id: string | null;
  readonly display_name: string;
  readonly status_enum: number;
  readonly activation_date: string | null;
  readonly office_id: number;
  readonly office_name: string;
  readonly parent_id: number | null;
  readonly center_name: string | null;
  readonly staff_id: number | null;
  readonly staff_name: string | null;
  readonly hierarchy: string | null;
  readonly level_id: number;
  readonly submittedon_date: string | null;
  readonly submitted_by_username: string | null;
  readonly submitted_by_firstname: string | null;
  readonly submitted_by_lastname: string | null;
  readonly activated_by_username: string | null;
  readonly activated_by_firstname: string | null;
  readonly activated_by_lastname: string | null;
  readonly closedon_date: string | null;
  readonly closed_by_username: string | null;
  readonly closed_by_firstname: string | null;
  readonly closed_by_lastname: string | null;
}

/** Fineract's GroupTimelineData. */
export interface GroupTimelineView {
  readonly submittedOnDate: LocalDate | null;
  readonly submittedByUsername: string | null;
  readonly submittedByFirstname: string | null;
  readonly submittedByLastname: string | null;
  readonly activatedOnDate: LocalDate | null;
  readonly activatedByUsername: string | null;
  readonly activatedByFirstname: string | null;
  readonly activatedByLastname: string | null;
  readonly closedOnDate: LocalDate | null;
  readonly closedByUsername: string | null;
  readonly closedByFirstname: string | null;
  readonly closedByLastname: string | null;
}

/** A group on the wire (Fineract's GroupGeneralData); associations and template members are added by the queries. */
export interface GroupView {
  readonly id: number;
  readonly accountNo: string;
  readonly name: string;
  readonly externalId: string | null;
  readonly status: EnumOption;
  readonly active: boolean;
  readonly activationDate: LocalDate | null;
  readonly officeId: number;
  readonly officeName: string;
  readonly centerId: number | null;
  readonly centerName: string | null;
  readonly staffId: number | null;
  readonly staffName: string | null;
  readonly hierarchy: string | null;
  /** The level id as text ("2"), as Fineract reads it. */
  readonly groupLevel: string;
  readonly timeline: GroupTimelineView;
}

/** A center on the wire (Fineract's CenterData); associations and template members are added by the queries. */
export interface CenterView {
  readonly id: number;
  readonly accountNo: string;
  readonly name: string;
  readonly externalId: string | null;
  readonly officeId: number;
  readonly officeName: string;
  readonly staffId: number | null;
  readonly staffName: string | null;
  readonly hierarchy: string | null;
  readonly status: EnumOption;
  readonly active: boolean;
  readonly activationDate: LocalDate | null;
  readonly timeline: GroupTimelineView;
}

function date(value: string | null): LocalDate | null {
  return value === null ? null : LocalDate.parse(value);
}

export function presentTimeline(record: GroupRecord): GroupTimelineView {
  return {
    submittedOnDate: date(record.submittedon_date),
    submittedByUsername: record.submitted_by_username,
    submittedByFirstname: record.submitted_by_firstname,
    submittedByLastname: record.submitted_by_lastname,
    activatedOnDate: date(record.activation_date),
    activatedByUsername: record.activated_by_username,
    activatedByFirstname: record.activated_by_firstname,
    activatedByLastname: record.activated_by_lastname,
    closedOnDate: date(record.closedon_date),
    closedByUsername: record.closed_by_username,
    closedByFirstname: record.closed_by_firstname,
    closedByLastname: record.closed_by_lastname,
  };
}

/** A group; `withCenter: false` leaves out the center (Fineract's list of a center's groups). */
export function presentGroup(record: GroupRecord, withCenter = true): GroupView {
  return {
    id: record.id,
    accountNo: record.account_no,
    name: record.display_name,
    externalId: record.external_id,
    status: groupStatusOption(record.status_enum),
    active: record.status_enum === GroupingStatus.ACTIVE,
    activationDate: date(record.activation_date),
    officeId: record.office_id,
    officeName: record.office_name,
    centerId: withCenter ? record.parent_id : null,
    centerName: withCenter ? record.center_name : null,
    staffId: record.staff_id,
    staffName: record.staff_name,
    hierarchy: record.hierarchy,
    groupLevel: String(record.level_id),
    timeline: presentTimeline(record),
  };
}

export function presentCenter(record: GroupRecord): CenterView {
  return {
    id: record.id,
    accountNo: record.account_no,
    name: record.display_name,
    externalId: record.external_id,
    officeId: record.office_id,
    officeName: record.office_name,
    staffId: record.staff_id,
    staffName: record.staff_name,
    hierarchy: record.hierarchy,
    status: centerStatusOption(record.status_enum),
    active: record.status_enum === GroupingStatus.ACTIVE,
    activationDate: date(record.activation_date),
    timeline: presentTimeline(record),
  };
}

/** An office in `officeOptions` (Fineract's OfficeData for drop-downs). */
export interface OfficeOptionView {
  readonly id: number;
  readonly name: string;
  readonly nameDecorated: string;
}

const INDENT_PER_LEVEL = 4;
const MAX_INDENT = 40;

/** The office name indented by four dots per level below the head office, as Fineract decorates it. */
export function presentOfficeOption(row: { id: number; name: string; hierarchy: string | null }): OfficeOptionView {
  const dots = [...(row.hierarchy ?? '.')].filter((c) => c === '.').length;
  const indent = Math.min(Math.max(dots - 1, 0) * INDENT_PER_LEVEL, MAX_INDENT);
  return { id: row.id, name: row.name, nameDecorated: `${'.'.repeat(indent)}${row.name}` };
}

/** A staff member in `staffOptions` (Fineract's StaffData). */
export interface StaffOptionView {
  readonly id: number;
  readonly firstname: string | null;
  readonly lastname: string | null;
  readonly displayName: string;
  readonly officeId: number | null;
  readonly officeName: string | null;
  readonly isLoanOfficer: boolean;
  readonly externalId: string | null;
  readonly mobileNo: string | null;
  readonly isActive: boolean;
  readonly joiningDate: LocalDate | null;
}

export function presentStaffOption(row: {
  id: number;
  firstname: string | null;
  lastname: string | null;
  display_name: string;
  office_id: number | null;
  office_name: string | null;
  is_loan_officer: boolean;
  external_id: string | null;
  mobile_no: string | null;
  is_active: boolean;
  joining_date: string | null;
}): StaffOptionView {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    displayName: row.display_name,
    officeId: row.office_id,
    officeName: row.office_name,
    isLoanOfficer: row.is_loan_officer,
    externalId: row.external_id,
    mobileNo: row.mobile_no,
    isActive: row.is_active,
    joiningDate: date(row.joining_date),
  };
}
