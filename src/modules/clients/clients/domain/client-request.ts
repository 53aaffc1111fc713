import type { LocalDate } from '@js-joda/core';
import { parameterError, unsupportedParameters } from '../../../../shared/errors/api-errors.ts';
import { DataValidator, JsonCommand } from '../../../../shared/validation/index.ts';
import { LegalForm } from './legal-form.ts';

/**
 * The body of POST and PUT /clients, read with Fineract's rules (ClientDataValidator). A member that is
 * `undefined` was not sent; `null` was sent empty (an update then clears the value).
 */
export interface ClientInput {
  readonly officeId?: number;
  readonly groupId?: number;
  readonly staffId?: number | null;
  readonly accountNo?: string | null;
  readonly savingsProductId?: number | null;
  readonly firstname?: string | null;
  readonly middlename?: string | null;
  readonly lastname?: string | null;
  readonly fullname?: string | null;
  readonly externalId?: string | null;
  readonly mobileNo?: string | null;
  readonly emailAddress?: string | null;
  readonly active?: boolean;
  readonly activationDate?: LocalDate;
  readonly submittedOnDate?: LocalDate;
  readonly dateOfBirth?: LocalDate;
  readonly genderId?: number | null;
  readonly clientTypeId?: number | null;
  readonly clientClassificationId?: number | null;
  readonly legalFormId?: number;
  readonly isStaff?: boolean;
  readonly nonPerson?: NonPersonInput;
}

/** `clientNonPersonDetails`: the registration details of an entity. */
export interface NonPersonInput {
  readonly incorpNumber?: string | null;
  readonly remarks?: string | null;
  readonly incorpValidityTillDate?: LocalDate | null;
  readonly constitutionId?: number | null;
  readonly mainBusinessLineId?: number | null;
}

const COMMON = [
  'locale', 'dateFormat', 'accountNo', 'externalId', 'mobileNo', 'emailAddress', 'firstname', 'middlename', 'lastname', 'fullname',
  'active', 'activationDate', 'staffId', 'savingsProductId', 'dateOfBirth', 'genderId', 'clientTypeId', 'clientClassificationId',
  'submittedOnDate', 'clientNonPersonDetails', 'displayname', 'legalFormId', 'isStaff',
];
const CREATE_PARAMETERS = [...COMMON, 'officeId', 'groupId', 'familyMembers', 'address', 'datatables'];
const NON_PERSON_PARAMETERS = ['locale', 'dateFormat', 'incorpNumber', 'remarks', 'incorpValidityTillDate', 'constitutionId', 'mainBusinessLineId'];
/** Members whose features do not exist yet: accepted only empty, so that nothing sent is silently dropped. */
const EMPTY_ONLY = ['familyMembers', 'address'];

const NAME_MAX_LENGTH = 50;
const FULLNAME_WITH_PART: Readonly<Record<string, string>> = {
  firstname: 'validation.msg.client.fullname.cannot.also.be.provided.when.firstname.is.populated',
  middlename: 'validation.msg.client.fullname.cannot.also.be.provided.when.middlename.is.populated',
  lastname: 'validation.msg.client.fullname.cannot.also.be.provided.when.lastname.is.populated',
};
const FULLNAME_MAX_LENGTH = 160;

function sent(json: JsonCommand, name: string): boolean {
  return Object.hasOwn(json.json, name);
}

function isBlank(value: string | undefined): boolean {
  return value === undefined || value.trim() === '';
}

/** A string member: undefined when not sent, null when sent empty. */
function text(json: JsonCommand, name: string): string | null | undefined {
  return sent(json, name) ? (json.trimmedString(name) ?? null) : undefined;
}

/** An id member: undefined when not sent, null when sent empty. */
function id(json: JsonCommand, v: DataValidator, name: string): number | null | undefined {
  if (!sent(json, name)) {
    return undefined;
  }
  return json.long(name, v) ?? null;
}

function checkEmptyOnly(json: JsonCommand): void {
  const filled = EMPTY_ONLY.filter((name) => {
    const value = json.json[name];
    return value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);
  });
  if (filled.length > 0) {
    throw unsupportedParameters(filled);
  }
}

function checkIndividualNames(json: JsonCommand, v: DataValidator): void {
  v.parameter('firstname', json.string('firstname')).notBlank().notExceedingLengthOf(NAME_MAX_LENGTH);
  v.parameter('middlename', json.string('middlename')).notExceedingLengthOf(NAME_MAX_LENGTH);
  v.parameter('lastname', json.string('lastname')).notBlank().notExceedingLengthOf(NAME_MAX_LENGTH);
}

/** Fineract's name rules: first and last name (middle optional) or a full name, never both. */
function checkNames(json: JsonCommand, v: DataValidator, creating: boolean): void {
  const parts = ['firstname', 'middlename', 'lastname'];
  const fullnameGiven = !isBlank(json.string('fullname'));
  const partsGiven = parts.some((part) => !isBlank(json.string(part)));
  const fullnameSent = sent(json, 'fullname');
  const partsSent = parts.some((part) => sent(json, part));
  if (fullnameGiven && partsGiven) {
    for (const part of parts.filter((name) => !isBlank(json.string(name)))) {
      v.add(parameterError((Object.hasOwn(FULLNAME_WITH_PART, part) ? FULLNAME_WITH_PART[part] : undefined) ?? '', `The parameter \`fullname\` cannot also be provided when \`${part}\` is populated.`, 'fullname', [json.string('fullname'), part, json.string(part)]));
    }
  } else if (fullnameGiven || (fullnameSent && !partsSent)) {
    v.parameter('fullname', json.string('fullname')).notBlank().notExceedingLengthOf(FULLNAME_MAX_LENGTH);
  } else if (partsGiven || (partsSent && !fullnameSent)) {
    checkIndividualNames(json, v);
  } else if (creating || (fullnameSent && partsSent)) {
    v.add(parameterError('validation.msg.client.id..no.name.details.passed', 'Failed data validation due to: .no.name.details.passed.', 'id'));
  }
}

function checkPositive(v: DataValidator, name: string, value: number | null | undefined): void {
  if (value !== undefined && value !== null && !v.hasErrorFor(name)) {
    v.parameter(name, value).positive();
  }
}

function readDates(json: JsonCommand, v: DataValidator, today: LocalDate) {
  const active = json.boolean('active', v);
  const activationDate = json.localDate('activationDate', v);
  if (active === true && !v.hasErrorFor('activationDate')) {
    v.parameter('activationDate', activationDate).notBlank();
  }
  const submittedOnDate = json.localDate('submittedOnDate', v);
  if (sent(json, 'submittedOnDate') && !v.hasErrorFor('submittedOnDate')) {
    v.parameter('submittedOnDate', submittedOnDate).notBlank();
  }
  const dateOfBirth = json.localDate('dateOfBirth', v);
  if (sent(json, 'dateOfBirth') && !v.hasErrorFor('dateOfBirth')) {
    v.parameter('dateOfBirth', dateOfBirth).notBlank();
    for (const limit of [today, submittedOnDate]) {
      if (dateOfBirth !== undefined && limit !== undefined && dateOfBirth.isAfter(limit) && !v.hasErrorFor('dateOfBirth')) {
        v.add(parameterError('validation.msg.client.dateOfBirth.is.greater.than.date', `The parameter \`dateOfBirth\` must be less than the provided date${limit.toString()}`, 'dateOfBirth', [dateOfBirth.toString(), limit.toString()]));
      }
    }
  }
  return { active, activationDate, submittedOnDate, dateOfBirth };
}

function readNonPerson(json: JsonCommand, v: DataValidator): NonPersonInput | undefined {
  const value = json.json.clientNonPersonDetails;
  if (value === undefined || value === null || typeof value !== 'object' || Array.isArray(value)) {
    return undefined;
  }
  const details = new JsonCommand({ dateFormat: json.json.dateFormat, locale: json.json.locale, ...value });
  details.checkSupported(NON_PERSON_PARAMETERS);
  v.parameter('incorpNumber', details.string('incorpNumber')).notExceedingLengthOf(50);
  v.parameter('remarks', details.string('remarks')).notExceedingLengthOf(150);
  const input: NonPersonInput = {
    incorpNumber: text(details, 'incorpNumber'),
    remarks: text(details, 'remarks'),
    incorpValidityTillDate: sent(details, 'incorpValidityTillDate') ? (details.localDate('incorpValidityTillDate', v) ?? null) : undefined,
    constitutionId: id(details, v, 'constitutionId'),
    mainBusinessLineId: id(details, v, 'mainBusinessLineId'),
  };
  checkPositive(v, 'constitutionId', input.constitutionId);
  checkPositive(v, 'mainBusinessLineId', input.mainBusinessLineId);
  return input;
}

function readCommon(json: JsonCommand, v: DataValidator, today: LocalDate, creating: boolean) {
  const staffId = id(json, v, 'staffId');
  checkPositive(v, 'staffId', staffId);
  const accountNo = text(json, 'accountNo');
  if (accountNo !== undefined) {
    v.parameter('accountNo', json.string('accountNo')).notBlank().notExceedingLengthOf(20);
  }
  const savingsProductId = id(json, v, 'savingsProductId');
  checkPositive(v, 'savingsProductId', savingsProductId);
  checkNames(json, v, creating);
  v.parameter('externalId', json.string('externalId')).notExceedingLengthOf(100);
  v.parameter('mobileNo', json.string('mobileNo')).notExceedingLengthOf(50);
  v.parameter('emailAddress', json.string('emailAddress')).notExceedingLengthOf(150);
  const dates = readDates(json, v, today);
  const codes = { genderId: id(json, v, 'genderId'), clientTypeId: id(json, v, 'clientTypeId'), clientClassificationId: id(json, v, 'clientClassificationId') };
  for (const [name, value] of Object.entries(codes)) {
    checkPositive(v, name, value);
  }
  return { staffId, accountNo, savingsProductId, ...dates, ...codes };
}

function readLegalForm(json: JsonCommand, v: DataValidator, creating: boolean): number | undefined {
  const legalFormId = json.long('legalFormId', v);
  if ((creating || sent(json, 'legalFormId')) && !v.hasErrorFor('legalFormId')) {
    v.parameter('legalFormId', legalFormId).notBlank().inMinMaxRange(LegalForm.PERSON, LegalForm.ENTITY);
  }
  return legalFormId;
}

function readIsStaff(json: JsonCommand, v: DataValidator): boolean | undefined {
  const isStaff = json.boolean('isStaff', v);
  if (sent(json, 'isStaff') && !v.hasErrorFor('isStaff')) {
    v.parameter('isStaff', isStaff).notBlank();
  }
  return isStaff;
}

/** Our rule on top of Fineract's: an entity is named by its full name. */
function checkEntityName(json: JsonCommand, v: DataValidator, legalFormId: number | undefined): void {
  if (legalFormId === LegalForm.ENTITY && isBlank(json.string('fullname')) && !v.hasErrorFor('fullname') && (sent(json, 'firstname') || sent(json, 'lastname'))) {
    v.parameter('fullname', json.string('fullname')).notBlank();
  }
}

function names(json: JsonCommand) {
  return {
    firstname: text(json, 'firstname'),
    middlename: text(json, 'middlename'),
    lastname: text(json, 'lastname'),
    fullname: text(json, 'fullname'),
    externalId: text(json, 'externalId'),
    mobileNo: text(json, 'mobileNo'),
    emailAddress: text(json, 'emailAddress'),
  };
}

/** Reads and checks a create body; throws 400 listing every broken rule. */
export function readClientForCreate(json: JsonCommand, today: LocalDate): ClientInput {
  json.checkSupported(CREATE_PARAMETERS);
  checkEmptyOnly(json);
  const v = new DataValidator('client');
  const officeId = json.long('officeId', v);
  if (!v.hasErrorFor('officeId')) {
    v.parameter('officeId', officeId).notBlank().positive();
  }
  const groupId = id(json, v, 'groupId');
  if (groupId !== undefined && !v.hasErrorFor('groupId')) {
    v.parameter('groupId', groupId).notBlank().positive();
  }
  const common = readCommon(json, v, today, true);
  const legalFormId = readLegalForm(json, v, true);
  checkEntityName(json, v, legalFormId);
  const isStaff = readIsStaff(json, v);
  const nonPerson = readNonPerson(json, v);
  v.throwIfErrors();
  return { officeId, groupId: groupId ?? undefined, ...common, ...names(json), legalFormId, isStaff, nonPerson };
}

/** Reads and checks an update body; at least one member must be given. */
export function readClientForUpdate(json: JsonCommand, today: LocalDate): ClientInput {
  json.checkSupported(COMMON);
  const v = new DataValidator('client');
  const common = readCommon(json, v, today, false);
  const legalFormId = readLegalForm(json, v, false);
  checkEntityName(json, v, legalFormId);
  const isStaff = readIsStaff(json, v);
  const nonPerson = readNonPerson(json, v);
  const updatable = COMMON.filter((name) => !['locale', 'dateFormat', 'displayname', 'clientNonPersonDetails'].includes(name));
  if (!updatable.some((name) => sent(json, name)) && !hasNonPersonMembers(nonPerson)) {
    v.add(parameterError('validation.msg.client.no.parameters.for.update', 'No parameters passed for update.', 'id'));
  }
  v.throwIfErrors();
  return { ...common, ...names(json), legalFormId, isStaff, nonPerson };
}

function hasNonPersonMembers(input: NonPersonInput | undefined): boolean {
  return input !== undefined && Object.values(input).some((value) => value !== undefined);
}
