import { LocalDate } from '@js-joda/core';
import type { OfficeOption } from '../offices/offices.presenter.ts';

/** A staff member as the queries read it (with the office name). */
export interface StaffRecord {
  readonly id: number;
  readonly firstname: string | null;
  readonly lastname: string | null;
  readonly display_name: string;
  readonly office_id: number | null;
  readonly office_name: string | null;
  readonly is_loan_officer: boolean;
  readonly external_id: string | null;
  readonly mobile_no: string | null;
  readonly is_active: boolean;
  readonly joining_date: string | null;
}

/** A staff member on the wire (Fineract's StaffData). */
export interface StaffView {
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
  readonly allowedOffices?: readonly OfficeOption[];
}

export function presentStaff(record: StaffRecord): StaffView {
  return {
    id: record.id,
    firstname: record.firstname,
    lastname: record.lastname,
    displayName: record.display_name,
    officeId: record.office_id,
    officeName: record.office_name,
    isLoanOfficer: record.is_loan_officer,
    externalId: record.external_id,
    mobileNo: record.mobile_no,
    isActive: record.is_active,
    joiningDate: record.joining_date === null ? null : LocalDate.parse(record.joining_date),
  };
}
