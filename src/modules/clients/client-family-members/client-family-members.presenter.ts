import { LocalDate } from '@js-joda/core';
import type { CodeValueView } from '../../system/index.ts';
import type { FamilyMemberRow } from './client-family-members.repository.ts';

/** A family member as the queries read it: the row with the names of its code values. */
export interface FamilyMemberRecord extends FamilyMemberRow {
  readonly relationship: string | null;
  readonly marital_status: string | null;
  readonly gender: string | null;
  readonly profession: string | null;
}

/**
 * A family member on the wire (Fineract's ClientFamilyMembersData). As Fineract, absent code value ids and
 * age read as 0 and an absent dependency as false.
 */
export interface FamilyMemberView {
  readonly id: number;
  readonly clientId: number;
  readonly firstName: string;
  readonly middleName: string | null;
  readonly lastName: string | null;
  readonly qualification: string | null;
  readonly relationshipId: number;
  readonly relationship: string | null;
  readonly maritalStatusId: number;
  readonly maritalStatus: string | null;
  readonly genderId: number;
  readonly gender: string | null;
  readonly dateOfBirth: LocalDate | null;
  readonly professionId: number;
  readonly profession: string | null;
  readonly mobileNumber: string | null;
  readonly age: number;
  readonly isDependent: boolean;
}

/** The options of GET /clients/{clientId}/familymembers/template. */
export interface FamilyMemberTemplateView {
  readonly relationshipIdOptions: readonly CodeValueView[];
  readonly genderIdOptions: readonly CodeValueView[];
  readonly maritalStatusIdOptions: readonly CodeValueView[];
  readonly professionIdOptions: readonly CodeValueView[];
}

export function presentFamilyMember(record: FamilyMemberRecord): FamilyMemberView {
  return {
    id: record.id,
    clientId: record.client_id,
    firstName: record.firstname,
    middleName: record.middlename,
    lastName: record.lastname,
    qualification: record.qualification,
    relationshipId: record.relationship_cv_id,
    relationship: record.relationship,
    maritalStatusId: record.marital_status_cv_id ?? 0,
    maritalStatus: record.marital_status,
    genderId: record.gender_cv_id ?? 0,
    gender: record.gender,
    dateOfBirth: record.date_of_birth === null ? null : LocalDate.parse(record.date_of_birth),
    professionId: record.profession_cv_id ?? 0,
    profession: record.profession,
    mobileNumber: record.mobile_number,
    age: record.age ?? 0,
    isDependent: record.is_dependent ?? false,
  };
}
