import type { LocalDate } from '@js-joda/core';
import { parameterError, unsupportedParameters } from '../../../../shared/errors/api-errors.ts';
import { DataValidator, type JsonCommand } from '../../../../shared/validation/index.ts';
import { GroupLevel, resourceOf, type GroupLevelId } from './grouping.ts';

const NAME_MAX_LENGTH = 100;
const EXTERNAL_ID_MAX_LENGTH = 100;

/** The body members both levels accept on create and update (Fineract's request parameters). */
const COMMON_PARAMETERS = ['locale', 'dateFormat', 'id', 'name', 'externalId', 'officeId', 'staffId', 'active', 'activationDate', 'submittedOnDate', 'datatables'];

/** A create or update request of a group or center, read and checked. */
export interface GroupingInput {
  readonly name?: string;
  /** null: the request clears it (blank). */
  readonly externalId?: string | null;
  readonly officeId?: number;
  /** null: the request sends `staffId: null` (no staff member). */
  readonly staffId?: number | null;
  /** null: the request sends `centerId: null` (the group leaves its center). */
  readonly centerId?: number | null;
  readonly active?: boolean;
  readonly activationDate?: LocalDate;
  readonly submittedOnDate?: LocalDate;
  /** `clientMembers` of a new group or `groupMembers` of a new center, without repeats. */
  readonly memberIds: readonly number[];
}

function isId(value: unknown): boolean {
  return (typeof value === 'number' && Number.isSafeInteger(value)) || (typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value));
}

/** A list of ids (numbers or numeric strings) without repeats; undefined when absent; an error when not ids. */
export function readIds(json: JsonCommand, name: string, v: DataValidator): number[] | undefined {
  const value = json.json[name];
  if (value === undefined || value === null) {
    return undefined;
  }
  if (!Array.isArray(value) || !value.every(isId)) {
    v.add(parameterError('validation.msg.invalid.integer.format', `The parameter \`${name}\` must list whole numbers.`, name, [value], JSON.stringify(value)));
    return undefined;
  }
  return [...new Set(value.map((id) => Number(id)))];
}

/**
 * A meeting calendar (a feature that does not exist yet) is refused as unsupported. Answers whether
 * `datatables` came as an empty list (which Fineract refuses as empty); its entries are saved by the command.
 */
function refuseUnavailable(json: JsonCommand): boolean {
  if (json.has('collectionMeetingCalendar')) {
    throw unsupportedParameters(['collectionMeetingCalendar']);
  }
  const datatables = json.json.datatables;
  if (datatables === undefined || datatables === null) {
    return false;
  }
  return Array.isArray(datatables) && datatables.length === 0;
}

/** The member of an id that may also be sent as null; undefined when absent. */
function nullableId(json: JsonCommand, name: string, v: DataValidator): number | null | undefined {
  if (json.json[name] === null) {
    return null;
  }
  const id = json.long(name, v);
  if (id !== undefined && !v.hasErrorFor(name)) {
    v.parameter(name, id).positive();
  }
  return id;
}

function readOfficeId(json: JsonCommand, v: DataValidator, creating: boolean): number | undefined {
  const officeId = json.long('officeId', v);
  if ((creating || json.has('officeId')) && !v.hasErrorFor('officeId')) {
    v.parameter('officeId', officeId).notBlank().positive();
  }
  return officeId;
}

function readCenterId(json: JsonCommand, v: DataValidator, level: GroupLevelId, creating: boolean): number | null | undefined {
  if (level !== GroupLevel.GROUP || !(json.has('centerId') || json.json.centerId === null)) {
    return undefined;
  }
  if (creating) {
    const centerId = json.long('centerId', v);
    if (!v.hasErrorFor('centerId')) {
      v.parameter('centerId', centerId).notBlank().positive();
    }
    return centerId;
  }
  return nullableId(json, 'centerId', v);
}

/**
 * `activationDate` is mandatory with `active: true` and, on update, whenever it is sent; on update it may not
 * lie before the submission date (the new one, else the stored one).
 */
function checkActivationDate(json: JsonCommand, v: DataValidator, input: GroupingInput, creating: boolean, storedSubmittedOnDate: LocalDate | null): void {
  if (v.hasErrorFor('activationDate')) {
    return;
  }
  const mandatory = input.active === true || (!creating && json.has('activationDate'));
  if (!mandatory) {
    return;
  }
  v.parameter('activationDate', input.activationDate).notBlank();
  const submittedOnDate = input.submittedOnDate ?? storedSubmittedOnDate;
  if (!creating && input.activationDate !== undefined && submittedOnDate !== null && submittedOnDate.isAfter(input.activationDate)) {
    v.fail('activationDate', 'is.less.than.date', `The parameter \`activationDate\` must be greater than the provided date${submittedOnDate.toString()}`, [
      input.activationDate.toString(),
      submittedOnDate.toString(),
    ]);
  }
}

/**
 * Reads a create (`creating`) or update request of a group or center with Fineract's rules
 * (GroupingTypesDataValidator): `name` always mandatory (at most 100), `officeId` mandatory on create,
 * `centerId` only for groups, members only on create. Every error of the request is reported at once.
 */
export function readGrouping(json: JsonCommand, level: GroupLevelId, creating: boolean, storedSubmittedOnDate: LocalDate | null = null): GroupingInput {
  const memberParameter = level === GroupLevel.CENTER ? 'groupMembers' : 'clientMembers';
  json.checkSupported([...COMMON_PARAMETERS, ...(level === GroupLevel.GROUP ? ['centerId', 'collectionMeetingCalendar'] : []), ...(creating ? [memberParameter] : [])]);
  const emptyDatatables = refuseUnavailable(json);
  const v = new DataValidator(resourceOf(level));
  v.parameter('name', json.string('name')).notBlank().notExceedingLengthOf(NAME_MAX_LENGTH);
  if (json.has('externalId')) {
    v.parameter('externalId', json.string('externalId')).notExceedingLengthOf(EXTERNAL_ID_MAX_LENGTH);
  }
  const centerId = readCenterId(json, v, level, creating);
  const officeId = readOfficeId(json, v, creating);
  const staffId = nullableId(json, 'staffId', v);
  const active = json.boolean('active', v);
  const activationDate = json.localDate('activationDate', v);
  const submittedOnDate = json.localDate('submittedOnDate', v);
  if (json.has('submittedOnDate') && !v.hasErrorFor('submittedOnDate')) {
    v.parameter('submittedOnDate', submittedOnDate).notBlank();
  }
  if (emptyDatatables) {
    v.fail('datatables', 'cannot.be.empty', 'The parameter `datatables` cannot be empty. You must select at least one.');
  }
  const memberIds = readIds(json, memberParameter, v) ?? [];
  const input: GroupingInput = {
    name: json.trimmedString('name'),
    externalId: json.has('externalId') ? (json.trimmedString('externalId') ?? null) : undefined,
    officeId,
    staffId,
    centerId,
    active,
    activationDate,
    submittedOnDate,
    memberIds,
  };
  checkActivationDate(json, v, input, creating, storedSubmittedOnDate);
  v.throwIfErrors();
  return input;
}
