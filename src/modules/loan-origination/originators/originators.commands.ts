import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { requireCodeValue } from '../../system/index.ts';
import { CHANNEL_TYPE_CODE, ORIGINATOR_TYPE_CODE, originatorStatusOf, type OriginatorStatus } from './domain/originator-status.ts';
import { originatorDuplicateExternalId, originatorInvalidStatus, originatorMappedToLoan, originatorNotFound } from './originators.errors.ts';
import {
  deleteOriginator,
  findOriginator,
  findOriginatorByExternalId,
  insertOriginator,
  isOriginatorMapped,
  updateOriginator,
  type OriginatorRow,
  type OriginatorValues,
} from './originators.repository.ts';

/** Fineract's validation resource name of originators. */
const RESOURCE = 'LOAN_ORIGINATOR';
const UPDATE_PARAMETERS = ['name', 'status', 'originatorTypeId', 'channelTypeId'];
const CREATE_PARAMETERS = ['externalId', ...UPDATE_PARAMETERS];
const MAX_EXTERNAL_ID_LENGTH = 100;
const MAX_NAME_LENGTH = 255;

/** The members an originator request may set; `undefined` = not sent, `null` = sent as null (cleared). */
interface OriginatorInput {
  readonly externalId: string | undefined;
  readonly name: string | null | undefined;
  readonly status: OriginatorStatus | undefined;
  readonly originatorTypeId: number | null | undefined;
  readonly channelTypeId: number | null | undefined;
}

/** A code value id member: undefined when not sent, null when sent as null or blank. */
function readCodeValueId(json: JsonCommand, v: DataValidator, name: string): number | null | undefined {
  if (!(name in json.json)) {
    return undefined;
  }
  return json.long(name, v) ?? null;
}

/**
 * The body of POST (`creating`: `externalId` mandatory) or PUT. A status that is no originator status is
 * refused at once with 403 `error.msg.loan.originator.invalid.status`, as Fineract does.
 */
function readOriginator(json: JsonCommand, creating: boolean): OriginatorInput {
  json.checkSupported(creating ? CREATE_PARAMETERS : UPDATE_PARAMETERS);
  const v = new DataValidator(RESOURCE);
  const externalId = creating ? json.trimmedString('externalId') : undefined;
  if (creating) {
    v.parameter('externalId', externalId).notBlank().notExceedingLengthOf(MAX_EXTERNAL_ID_LENGTH);
  }
  const name = 'name' in json.json ? (json.string('name') ?? null) : undefined;
  v.parameter('name', name).notExceedingLengthOf(MAX_NAME_LENGTH);
  let status: OriginatorStatus | undefined;
  if (json.has('status')) {
    const text = json.string('status') ?? '';
    v.parameter('status', text).notBlank();
    if (text.trim() !== '') {
      status = originatorStatusOf(text);
      if (status === undefined) {
        throw originatorInvalidStatus(text);
      }
    }
  }
  const originatorTypeId = readCodeValueId(json, v, 'originatorTypeId');
  const channelTypeId = readCodeValueId(json, v, 'channelTypeId');
  v.throwIfErrors();
  return { externalId, name, status, originatorTypeId, channelTypeId };
}

/** The code value id after checking it names a value of the code (404 otherwise); null stays null. */
async function checkedCodeValue(db: Kysely<object>, codeName: string, id: number | null): Promise<number | null> {
  return id === null ? null : (await requireCodeValue(db, codeName, id)).id;
}

/** POST /loan-originators: result `{resourceId, resourceExternalId}`. */
async function createOriginator(ctx: CommandContext): Promise<CommandResult> {
  const input = readOriginator(ctx.json, true);
  const externalId = input.externalId ?? '';
  if ((await findOriginatorByExternalId(ctx.db, externalId)) !== undefined) {
    throw originatorDuplicateExternalId(externalId);
  }
  const values: OriginatorValues = {
    external_id: externalId,
    name: input.name ?? null,
    status: input.status ?? 'ACTIVE',
    originator_type_cv_id: await checkedCodeValue(ctx.db, ORIGINATOR_TYPE_CODE, input.originatorTypeId ?? null),
    channel_type_cv_id: await checkedCodeValue(ctx.db, CHANNEL_TYPE_CODE, input.channelTypeId ?? null),
  };
  const id = await insertOriginator(ctx.db, values, ctx.user.id);
  return { resourceId: id, resourceExternalId: externalId };
}

async function loadOriginator(db: Kysely<object>, originatorId: number): Promise<OriginatorRow> {
  const row = await findOriginator(db, originatorId);
  if (row === undefined) {
    throw originatorNotFound(originatorId);
  }
  return row;
}

/**
 * PUT /loan-originators/{originatorId} (or by external id): applies the members sent that differ and
 * reports them in `changes`; a code value id sent as null clears it.
 */
async function updateOriginatorCommand(ctx: CommandContext): Promise<CommandResult> {
  const originatorId = ctx.entityId ?? 0;
  const input = readOriginator(ctx.json, false);
  const row = await loadOriginator(ctx.db, originatorId);
  const values: Partial<OriginatorValues> = {};
  const changes: Record<string, unknown> = {};
  if (input.name !== undefined && input.name !== row.name) {
    values.name = input.name;
    changes.name = input.name;
  }
  if (input.status !== undefined && input.status !== row.status) {
    values.status = input.status;
    changes.status = input.status;
  }
  if (input.originatorTypeId !== undefined && input.originatorTypeId !== row.originator_type_cv_id) {
    values.originator_type_cv_id = await checkedCodeValue(ctx.db, ORIGINATOR_TYPE_CODE, input.originatorTypeId);
    changes.originatorTypeId = input.originatorTypeId;
  }
  if (input.channelTypeId !== undefined && input.channelTypeId !== row.channel_type_cv_id) {
    values.channel_type_cv_id = await checkedCodeValue(ctx.db, CHANNEL_TYPE_CODE, input.channelTypeId);
    changes.channelTypeId = input.channelTypeId;
  }
  const result = { resourceId: originatorId, resourceExternalId: row.external_id };
  if (Object.keys(changes).length === 0) {
    return result;
  }
  await updateOriginator(ctx.db, originatorId, values, ctx.user.id);
  return { ...result, changes };
}

/** DELETE /loan-originators/{originatorId} (or by external id): refused while attached to any loan. */
async function deleteOriginatorCommand(ctx: CommandContext): Promise<CommandResult> {
  const originatorId = ctx.entityId ?? 0;
  const row = await loadOriginator(ctx.db, originatorId);
  if (await isOriginatorMapped(ctx.db, originatorId)) {
    throw originatorMappedToLoan(originatorId);
  }
  await deleteOriginator(ctx.db, originatorId);
  return { resourceId: originatorId, resourceExternalId: row.external_id };
}

export const originatorCommandHandlers = [
  commandHandler('LOAN_ORIGINATOR', 'CREATE', createOriginator),
  commandHandler('LOAN_ORIGINATOR', 'UPDATE', updateOriginatorCommand),
  commandHandler('LOAN_ORIGINATOR', 'DELETE', deleteOriginatorCommand),
];
