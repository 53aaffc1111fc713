import type { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { ChangeSet, DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { codeValueUsage, requireCodeValue } from '../../system/index.ts';
import { requireClient } from '../clients/clients.commands.ts';
import { familyMemberNotFound } from './client-family-members.errors.ts';
import { FamilyMemberCodes } from './client-family-members.queries.ts';
import {
  deleteFamilyMember,
  familyMemberUsesCodeValue,
  findFamilyMember,
  insertFamilyMember,
  updateFamilyMember,
  type FamilyMemberRow,
} from './client-family-members.repository.ts';

// A code value that a family member names cannot be deleted.
codeValueUsage.registerUse('family member', familyMemberUsesCodeValue);

const TEXT_MEMBERS = ['firstName', 'middleName', 'lastName', 'qualification', 'mobileNumber'] as const;
const CODE_MEMBERS = ['relationshipId', 'maritalStatusId', 'genderId', 'professionId'] as const;
/** Fineract's supported members; `id` and `clientId` are accepted and ignored (the path names them). */
const PARAMETERS = [...TEXT_MEMBERS, ...CODE_MEMBERS, 'age', 'isDependent', 'dateOfBirth', 'dateFormat', 'locale', 'id', 'clientId'];
const TEXT_MAX_LENGTH = 50;
const AGE_MAX = 150;

const CODE_OF: Readonly<Record<(typeof CODE_MEMBERS)[number], string>> = {
  relationshipId: FamilyMemberCodes.RELATIONSHIP,
  maritalStatusId: FamilyMemberCodes.MARITAL_STATUS,
  genderId: FamilyMemberCodes.GENDER,
  professionId: FamilyMemberCodes.PROFESSION,
};

/** The members of a request: undefined when not sent, null when sent empty (clears an optional member). */
type FamilyMemberInput = Partial<Record<(typeof TEXT_MEMBERS)[number], string | null>> &
  Partial<Record<(typeof CODE_MEMBERS)[number], number | null>> & {
    readonly age?: number | null;
    readonly isDependent?: boolean | null;
    readonly dateOfBirth?: LocalDate | null;
  };

function sent(json: JsonCommand, name: string): boolean {
  return json.json[name] !== undefined;
}

function readTexts(json: JsonCommand, v: DataValidator, creating: boolean): Record<string, string | null> {
  const texts: Record<string, string | null> = {};
  for (const name of TEXT_MEMBERS) {
    const rules = v.parameter(name, json.string(name));
    if (name === 'firstName' && (creating || sent(json, name))) {
      rules.notBlank();
    }
    rules.notExceedingLengthOf(TEXT_MAX_LENGTH);
    if (sent(json, name)) {
      texts[name] = json.trimmedString(name) ?? null;
    }
  }
  return texts;
}

function readCodeIds(json: JsonCommand, v: DataValidator, creating: boolean): Record<string, number | null> {
  const ids: Record<string, number | null> = {};
  for (const name of CODE_MEMBERS) {
    const id = json.long(name, v);
    if (!v.hasErrorFor(name)) {
      const rules = v.parameter(name, id);
      if (name === 'relationshipId' && (creating || sent(json, name))) {
        rules.notBlank();
      }
      rules.positive();
    }
    if (sent(json, name)) {
      ids[name] = id ?? null;
    }
  }
  return ids;
}

/** The body of POST (`creating`) or PUT; Fineract's resource `FamilyMembers`. */
function readFamilyMember(json: JsonCommand, creating: boolean, today: LocalDate): FamilyMemberInput {
  json.checkSupported(PARAMETERS);
  const v = new DataValidator('FamilyMembers');
  const texts = readTexts(json, v, creating);
  const ids = readCodeIds(json, v, creating);
  const age = json.long('age', v);
  if (!v.hasErrorFor('age')) {
    v.parameter('age', age).positive().inMinMaxRange(1, AGE_MAX);
  }
  const isDependent = json.boolean('isDependent', v);
  const dateOfBirth = json.localDate('dateOfBirth', v);
  if (dateOfBirth !== undefined && dateOfBirth.isAfter(today)) {
    v.fail('dateOfBirth', 'is.greater.than.date', `The parameter \`dateOfBirth\` must be less than the provided date ${today.toString()}`, [dateOfBirth.toString(), today.toString()]);
  }
  v.throwIfErrors();
  return {
    ...texts,
    ...ids,
    ...(sent(json, 'age') ? { age: age ?? null } : {}),
    ...(sent(json, 'isDependent') ? { isDependent: isDependent ?? null } : {}),
    ...(sent(json, 'dateOfBirth') ? { dateOfBirth: dateOfBirth ?? null } : {}),
  };
}

/** 404 for a code value id that is not a value of its code (relationship, marital status, gender, profession). */
async function checkCodeValues(db: Kysely<object>, input: FamilyMemberInput): Promise<void> {
  for (const name of CODE_MEMBERS) {
    const id = input[name];
    if (id !== undefined && id !== null) {
      await requireCodeValue(db, CODE_OF[name], id);
    }
  }
}

/** POST /clients/{clientId}/familymembers. */
async function createFamilyMember(ctx: CommandContext): Promise<CommandResult> {
  const input = readFamilyMember(ctx.json, true, await ctx.clock.businessDate());
  const { client } = await requireClient(ctx);
  await checkCodeValues(ctx.db, input);
  const familyMemberId = await insertFamilyMember(ctx.db, {
    client_id: client.id,
    firstname: input.firstName ?? '',
    middlename: input.middleName ?? null,
    lastname: input.lastName ?? null,
    qualification: input.qualification ?? null,
    relationship_cv_id: input.relationshipId ?? 0,
    marital_status_cv_id: input.maritalStatusId ?? null,
    gender_cv_id: input.genderId ?? null,
    date_of_birth: input.dateOfBirth?.toString() ?? null,
    age: input.age ?? null,
    profession_cv_id: input.professionId ?? null,
    mobile_number: input.mobileNumber ?? null,
    is_dependent: input.isDependent ?? false,
  });
  return { officeId: client.office_id, clientId: client.id, resourceId: familyMemberId };
}

async function loadFamilyMember(db: Kysely<object>, clientId: number, familyMemberId: number): Promise<FamilyMemberRow> {
  const row = await findFamilyMember(db, clientId, familyMemberId);
  if (row === undefined) {
    throw familyMemberNotFound(familyMemberId);
  }
  return row;
}

function trackChanges(ctx: CommandContext, row: FamilyMemberRow, input: FamilyMemberInput): ChangeSet<FamilyMemberRow> {
  const set = new ChangeSet<FamilyMemberRow>(row)
    .track('firstName', 'firstname', input.firstName ?? undefined)
    .track('middleName', 'middlename', input.middleName)
    .track('lastName', 'lastname', input.lastName)
    .track('qualification', 'qualification', input.qualification)
    .track('mobileNumber', 'mobile_number', input.mobileNumber)
    .track('relationshipId', 'relationship_cv_id', input.relationshipId ?? undefined)
    .track('maritalStatusId', 'marital_status_cv_id', input.maritalStatusId)
    .track('genderId', 'gender_cv_id', input.genderId)
    .track('professionId', 'profession_cv_id', input.professionId)
    .track('age', 'age', input.age)
    .track('isDependent', 'is_dependent', input.isDependent)
    .track('dateOfBirth', 'date_of_birth', input.dateOfBirth === undefined ? undefined : (input.dateOfBirth?.toString() ?? null), ctx.json.string('dateOfBirth') ?? null);
  if (set.has('date_of_birth') && input.dateOfBirth !== null) {
    set.changes.dateFormat = ctx.json.string('dateFormat');
    set.changes.locale = ctx.json.string('locale');
  }
  return set;
}

/** PUT /clients/{clientId}/familymembers/{familyMemberId}: the members sent that differ (`changes`). */
async function updateFamilyMemberCommand(ctx: CommandContext): Promise<CommandResult> {
  const input = readFamilyMember(ctx.json, false, await ctx.clock.businessDate());
  const { client } = await requireClient(ctx);
  const row = await loadFamilyMember(ctx.db, client.id, ctx.subEntityId ?? 0);
  await checkCodeValues(ctx.db, input);
  const set = trackChanges(ctx, row, input);
  if (!set.isEmpty) {
    await updateFamilyMember(ctx.db, row.id, set.values);
  }
  return { officeId: client.office_id, clientId: client.id, resourceId: row.id, changes: set.isEmpty ? undefined : set.changes };
}

/** DELETE /clients/{clientId}/familymembers/{familyMemberId}. */
async function deleteFamilyMemberCommand(ctx: CommandContext): Promise<CommandResult> {
  const { client } = await requireClient(ctx);
  const row = await loadFamilyMember(ctx.db, client.id, ctx.subEntityId ?? 0);
  await deleteFamilyMember(ctx.db, row.id);
  return { officeId: client.office_id, clientId: client.id, resourceId: row.id };
}

export const familyMemberCommandHandlers = [
  commandHandler('FAMILYMEMBERS', 'CREATE', createFamilyMember),
  commandHandler('FAMILYMEMBERS', 'UPDATE', updateFamilyMemberCommand),
  commandHandler('FAMILYMEMBERS', 'DELETE', deleteFamilyMemberCommand),
];
