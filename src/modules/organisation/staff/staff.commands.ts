import type { Kysely } from 'kysely';
import { commandHandler, UsageRegistry, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { parameterError } from '../../../shared/errors/api-errors.ts';
import { ChangeSet, DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { officeNotFound } from '../offices/offices.errors.ts';
import { findOfficeById } from '../offices/offices.repository.ts';
import { staffDisplayName } from './domain/staff-name.ts';
import { duplicateStaffDisplayName, duplicateStaffExternalId, staffNotFound } from './staff.errors.ts';
import { findStaffById, insertStaff, staffWithSame, updateStaff, type StaffRow, type StaffValues } from './staff.repository.ts';

/**
 * What a staff member still holds (clients, groups, loans, savings…): deactivating the staff member is
 * refused while any check registered here reports something. The modules owning those records register.
 */
export const staffPortfolio = new UsageRegistry<number>('staff');

const PARAMETERS = ['firstname', 'lastname', 'officeId', 'externalId', 'mobileNo', 'isLoanOfficer', 'isActive', 'joiningDate', 'dateFormat', 'locale', 'forceStatus'];
const NAME_MAX_LENGTH = 50;
const MOBILE_NO_MAX_LENGTH = 50;
const EXTERNAL_ID_MAX_LENGTH = 100;

/** Reads and checks the body; `creating` makes officeId, firstname, lastname and joiningDate mandatory. */
function readStaff(json: JsonCommand, v: DataValidator, creating: boolean) {
  json.checkSupported(PARAMETERS);
  const officeId = json.long('officeId', v);
  if ((creating || json.has('officeId')) && !v.hasErrorFor('officeId')) {
    v.parameter('officeId', officeId).notBlank().positive();
  }
  for (const name of ['firstname', 'lastname']) {
    if (creating || json.has(name)) {
      v.parameter(name, json.string(name)).notBlank().notExceedingLengthOf(NAME_MAX_LENGTH);
    }
  }
  v.parameter('mobileNo', json.string('mobileNo')).notExceedingLengthOf(MOBILE_NO_MAX_LENGTH);
  const isLoanOfficer = json.boolean('isLoanOfficer', v);
  const isActive = json.boolean('isActive', v);
  const forceStatus = json.boolean('forceStatus', v);
  const joiningDate = json.localDate('joiningDate', v);
  if ((creating || json.has('joiningDate')) && !v.hasErrorFor('joiningDate')) {
    v.parameter('joiningDate', joiningDate).notBlank();
  }
  if (json.has('externalId')) {
    v.parameter('externalId', json.string('externalId')).notBlank().notExceedingLengthOf(EXTERNAL_ID_MAX_LENGTH);
  }
  return {
    officeId,
    firstname: json.trimmedString('firstname'),
    lastname: json.trimmedString('lastname'),
    mobileNo: json.trimmedString('mobileNo'),
    externalId: json.trimmedString('externalId'),
    isLoanOfficer,
    isActive,
    forceStatus,
    joiningDate,
  };
}

async function checkOfficeExists(db: Kysely<object>, officeId: number): Promise<void> {
  if ((await findOfficeById(db, officeId)) === undefined) {
    throw officeNotFound(officeId);
  }
}

async function checkUnique(db: Kysely<object>, values: Partial<StaffValues>, exceptId?: number): Promise<void> {
  if (values.external_id !== undefined && values.external_id !== null && (await staffWithSame(db, 'external_id', values.external_id, exceptId))) {
    throw duplicateStaffExternalId(values.external_id);
  }
  if (values.display_name !== undefined && (await staffWithSame(db, 'display_name', values.display_name, exceptId))) {
    throw duplicateStaffDisplayName(values.display_name);
  }
}

async function createStaff(ctx: CommandContext): Promise<CommandResult> {
  const v = new DataValidator('staff');
  const input = readStaff(ctx.json, v, true);
  v.throwIfErrors();
  const officeId = input.officeId ?? 0;
  await checkOfficeExists(ctx.db, officeId);
  const values: StaffValues = {
    office_id: officeId,
    firstname: input.firstname ?? null,
    lastname: input.lastname ?? null,
    display_name: staffDisplayName(input.firstname ?? null, input.lastname ?? null),
    mobile_no: input.mobileNo ?? null,
    external_id: input.externalId ?? null,
    is_loan_officer: input.isLoanOfficer ?? false,
    is_active: input.isActive ?? true,
    joining_date: input.joiningDate?.toString() ?? null,
  };
  await checkUnique(ctx.db, values);
  const staffId = await insertStaff(ctx.db, values);
  return { officeId, resourceId: staffId };
}

/** The members that differ from the stored row: wire changes and column values. */
function changesOf(ctx: CommandContext, row: StaffRow, input: ReturnType<typeof readStaff>) {
  const set = new ChangeSet<StaffValues>(row)
    .track('officeId', 'office_id', input.officeId)
    .track('firstname', 'firstname', input.firstname)
    .track('lastname', 'lastname', input.lastname)
    .track('externalId', 'external_id', input.externalId)
    .track('mobileNo', 'mobile_no', ctx.json.has('mobileNo') ? (input.mobileNo ?? null) : undefined)
    .track('isLoanOfficer', 'is_loan_officer', input.isLoanOfficer)
    .track('isActive', 'is_active', input.isActive)
    .track('joiningDate', 'joining_date', input.joiningDate?.toString(), ctx.json.string('joiningDate'));
  if (set.has('firstname') || set.has('lastname')) {
    set.values.display_name = staffDisplayName(set.values.firstname ?? row.firstname, set.values.lastname ?? row.lastname);
  }
  return { changes: set.changes, values: set.values };
}

async function updateStaffCommand(ctx: CommandContext): Promise<CommandResult> {
  const staffId = ctx.entityId ?? 0;
  const v = new DataValidator('staff');
  const input = readStaff(ctx.json, v, false);
  // Fineract: deactivating is refused while the staff member holds a portfolio, unless forceStatus=false.
  if (input.isActive === false && input.forceStatus !== false) {
    const portfolio = await staffPortfolio.usesOf(ctx.db, staffId);
    if (portfolio.length > 0) {
      v.add(parameterError('validation.msg.staff.isactive.staff.is.assigned', `The staff member still has a portfolio: ${portfolio.join(', ')}.`, 'isactive', portfolio));
    }
  }
  v.throwIfErrors();
  const row = await findStaffById(ctx.db, staffId);
  if (row === undefined) {
    throw staffNotFound(staffId);
  }
  const { changes, values } = changesOf(ctx, row, input);
  if (values.office_id !== undefined && values.office_id !== null) {
    await checkOfficeExists(ctx.db, values.office_id);
  }
  await checkUnique(ctx.db, values, staffId);
  if (Object.keys(values).length > 0) {
    await updateStaff(ctx.db, staffId, values);
  }
  return { officeId: values.office_id ?? row.office_id, resourceId: staffId, changes: Object.keys(changes).length > 0 ? changes : undefined };
}

export const staffCommandHandlers = [commandHandler('STAFF', 'CREATE', createStaff), commandHandler('STAFF', 'UPDATE', updateStaffCommand)];
