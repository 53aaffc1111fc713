import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { isUniqueViolation } from '../../../platform/db/index.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { requireGlAccount } from '../gl-accounts/gl-accounts.queries.ts';
import { accountTypeName, FINANCIAL_ACTIVITY_IDS, findFinancialActivity } from './domain/financial-activity.ts';
import { financialActivityAccountExists, financialActivityAccountNotFound, financialActivityAccountTypeMismatch } from './financial-activity-accounts.errors.ts';
import {
  deleteFinancialActivityAccount,
  findFinancialActivityAccountById,
  insertFinancialActivityAccount,
  updateFinancialActivityAccount,
  type FinancialActivityAccountRow,
} from './financial-activity-accounts.repository.ts';

const PARAMETERS = ['financialActivityId', 'glAccountId'];
const RESOURCE = 'financialactivityaccount';

interface MappingInput {
  readonly financialActivityId?: number;
  readonly glAccountId?: number;
}

/** Fineract's rules: on create both members are mandatory; the activity is one of the seven, the account id positive. */
function readMapping(json: JsonCommand, forCreate: boolean): MappingInput {
  json.checkSupported(PARAMETERS);
  const v = new DataValidator(RESOURCE);
  const financialActivityId = json.long('financialActivityId', v);
  const glAccountId = json.long('glAccountId', v);
  if (forCreate) {
    v.parameter('financialActivityId', financialActivityId).notBlank();
  }
  v.parameter('financialActivityId', financialActivityId).isOneOf(FINANCIAL_ACTIVITY_IDS);
  if (forCreate) {
    v.parameter('glAccountId', glAccountId).notBlank();
  }
  v.parameter('glAccountId', glAccountId).positive();
  v.throwIfErrors();
  return { financialActivityId, glAccountId };
}

/** The account must be of the type the activity needs (403 `error.msg.financialActivityAccount.invalid`). */
async function checkAccountFitsActivity(db: Kysely<object>, financialActivityId: number, glAccountId: number): Promise<void> {
  const account = await requireGlAccount(db, glAccountId);
  const activity = findFinancialActivity(financialActivityId);
  if (activity !== undefined && activity.accountType !== account.type) {
    throw financialActivityAccountTypeMismatch({ id: activity.id, name: activity.name, typeName: accountTypeName(activity.accountType) }, account);
  }
}

/** One mapping per activity: the constraint `financial_activity_type` answers a second one. */
function duplicateAware(financialActivityId: number) {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) {
      throw financialActivityAccountExists(financialActivityId);
    }
    throw error;
  };
}

async function loadMapping(db: Kysely<object>, mappingId: number): Promise<FinancialActivityAccountRow> {
  const row = await findFinancialActivityAccountById(db, mappingId);
  if (row === undefined) {
    throw financialActivityAccountNotFound(mappingId);
  }
  return row;
}

async function createMapping(ctx: CommandContext): Promise<CommandResult> {
  const input = readMapping(ctx.json, true);
  const financialActivityId = input.financialActivityId ?? 0;
  const glAccountId = input.glAccountId ?? 0;
  await checkAccountFitsActivity(ctx.db, financialActivityId, glAccountId);
  const mappingId = await insertFinancialActivityAccount(ctx.db, financialActivityId, glAccountId).catch(duplicateAware(financialActivityId));
  return { resourceId: mappingId };
}

/** Changes the activity and/or the account; the pair that results must still fit, and the activity stay unique. */
async function updateMapping(ctx: CommandContext): Promise<CommandResult> {
  const mappingId = ctx.entityId ?? 0;
  const input = readMapping(ctx.json, false);
  const row = await loadMapping(ctx.db, mappingId);
  const changes: Record<string, unknown> = {};
  if (input.glAccountId !== undefined && input.glAccountId !== row.gl_account_id) {
    changes.glAccountId = input.glAccountId;
  }
  if (input.financialActivityId !== undefined && input.financialActivityId !== row.financial_activity_type) {
    changes.financialActivityId = input.financialActivityId;
  }
  if (Object.keys(changes).length === 0) {
    return { resourceId: mappingId, changes };
  }
  const values = { financial_activity_type: input.financialActivityId ?? row.financial_activity_type, gl_account_id: input.glAccountId ?? row.gl_account_id };
  await checkAccountFitsActivity(ctx.db, values.financial_activity_type, values.gl_account_id);
  await updateFinancialActivityAccount(ctx.db, mappingId, values).catch(duplicateAware(values.financial_activity_type));
  return { resourceId: mappingId, changes };
}

async function deleteMapping(ctx: CommandContext): Promise<CommandResult> {
  const mappingId = ctx.entityId ?? 0;
  await loadMapping(ctx.db, mappingId);
  await deleteFinancialActivityAccount(ctx.db, mappingId);
  return { resourceId: mappingId };
}

export const financialActivityAccountCommandHandlers = [
  commandHandler('FINANCIALACTIVITYACCOUNT', 'CREATE', createMapping),
  commandHandler('FINANCIALACTIVITYACCOUNT', 'UPDATE', updateMapping),
  commandHandler('FINANCIALACTIVITYACCOUNT', 'DELETE', deleteMapping),
];
