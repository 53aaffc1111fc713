import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { isUniqueViolation } from '../../../platform/db/index.ts';
import { parameterError } from '../../../shared/errors/api-errors.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { findOfficeById } from '../../organisation/index.ts';
import { codeValueUsage } from '../../system/index.ts';
import { requireGlAccount } from '../gl-accounts/gl-accounts.queries.ts';
import { CREDIT_SIDE, DEBIT_SIDE, sameTagSet, sideIsAmbiguous, type RuleSide } from './domain/accounting-rule-side.ts';
import { accountingRuleDuplicate, accountingRuleNotFound, accountOrTagsRequired, officeNotFound, systemDefinedRule, tagNotFound } from './accounting-rules.errors.ts';
import {
  deleteAccountingRule,
  findAccountTagIds,
  findAccountingRuleById,
  findRuleTags,
  insertAccountingRule,
  isTagOfARule,
  replaceRuleTags,
  updateAccountingRule,
  type AccountingRuleRow,
  type AccountingRuleValues,
} from './accounting-rules.repository.ts';

// A code value a rule uses as a tag cannot be deleted (the tag table's foreign key would refuse it).
codeValueUsage.registerUse('accounting rule tag', isTagOfARule);

const PARAMETERS = ['id', 'officeId', 'accountToDebit', 'accountToCredit', 'name', 'description', 'systemDefined', 'debitTags', 'creditTags', 'allowMultipleCreditEntries', 'allowMultipleDebitEntries'];
const RESOURCE = 'AccountingRule';
const NAME_MAX_LENGTH = 100;
const DESCRIPTION_MAX_LENGTH = 500;

interface SideInput {
  readonly accountId?: number;
  readonly tagIds?: readonly number[];
  readonly allowMultiple?: boolean;
}

interface AccountingRuleInput {
  readonly officeId?: number;
  readonly name?: string;
  readonly description?: string;
  readonly debit: SideInput;
  readonly credit: SideInput;
}

/** A tag list: a non-empty array of positive ids (numbers or numeric strings). */
function readTags(json: JsonCommand, name: string, v: DataValidator): number[] | undefined {
  if (!json.has(name)) {
    return undefined;
  }
  const value = json.json[name];
  if (!Array.isArray(value) || value.length === 0) {
    v.parameter(name, value).arrayNotEmpty();
    return undefined;
  }
  const ids: number[] = [];
  for (const item of value as unknown[]) {
    const text = typeof item === 'number' ? String(item) : typeof item === 'string' ? item.trim() : '';
    if (!/^\d{1,15}$/.test(text) || Number(text) <= 0) {
      v.fail(name, 'not.greater.than.zero', `The parameter \`${name}\` must be greater than 0.`, [item, 0]);
      return undefined;
    }
    ids.push(Number(text));
  }
  return ids;
}

/** A side's account id: positive when present. */
function readSideAccount(json: JsonCommand, side: RuleSide, v: DataValidator): number | undefined {
  const accountId = json.long(side.accountParam, v);
  v.parameter(side.accountParam, accountId).positive();
  return accountId;
}

function requireOneOfSide(v: DataValidator, side: RuleSide, input: SideInput): void {
  if (input.accountId === undefined && input.tagIds === undefined && !v.hasErrorFor(side.accountParam) && !v.hasErrorFor(side.tagsParam)) {
    const code = `validation.msg.${side.accountParam}.or.${side.tagsParam}.required`;
    v.add(parameterError(code, `The parameter ${side.accountParam} or ${side.tagsParam} is required`, `${side.accountParam},${side.tagsParam}`, [side.accountParam, side.tagsParam]));
  }
}

/** Fineract's rules: on create `officeId`, `name` and an account or tags for each side are mandatory. */
function readAccountingRule(json: JsonCommand, forCreate: boolean): AccountingRuleInput {
  json.checkSupported(PARAMETERS);
  const v = new DataValidator(RESOURCE);
  const debitAccountId = readSideAccount(json, DEBIT_SIDE, v);
  const creditAccountId = readSideAccount(json, CREDIT_SIDE, v);
  const officeId = json.long('officeId', v);
  if (forCreate) {
    v.parameter('officeId', officeId).notBlank();
  }
  v.parameter('officeId', officeId).positive();
  const name = json.string('name');
  if (forCreate || name !== undefined) {
    v.parameter('name', name).notBlank().notExceedingLengthOf(NAME_MAX_LENGTH);
  }
  const description = json.string('description');
  v.parameter('description', description).notExceedingLengthOf(DESCRIPTION_MAX_LENGTH);
  const credit: SideInput = { accountId: creditAccountId, tagIds: readTags(json, 'creditTags', v) };
  const debit: SideInput = { accountId: debitAccountId, tagIds: readTags(json, 'debitTags', v) };
  if (forCreate) {
    requireOneOfSide(v, CREDIT_SIDE, credit);
    requireOneOfSide(v, DEBIT_SIDE, debit);
  }
  const allowCredit = json.boolean('allowMultipleCreditEntries', v);
  const allowDebit = json.boolean('allowMultipleDebitEntries', v);
  json.boolean('systemDefined', v);
  v.throwIfErrors();
  return {
    officeId,
    name: name?.trim(),
    description: description?.trim(),
    debit: { ...debit, allowMultiple: allowDebit },
    credit: { ...credit, allowMultiple: allowCredit },
  };
}

/** Each side names an account or tags, not both (and, on create, not neither): 403. */
function refuseAmbiguousSides(input: AccountingRuleInput, forCreate: boolean): void {
  for (const [side, values] of [[DEBIT_SIDE, input.debit], [CREDIT_SIDE, input.credit]] as const) {
    if (sideIsAmbiguous(values.accountId, values.tagIds, forCreate)) {
      throw accountOrTagsRequired(side.accountParam, side.tagsParam);
    }
  }
}

/** The accounts must exist (404 `error.msg.glaccount.id.invalid`), the tags be account tag values (404). */
async function checkReferences(db: Kysely<object>, accountIds: readonly (number | undefined)[], tagIds: readonly number[]): Promise<void> {
  for (const accountId of accountIds) {
    if (accountId !== undefined) {
      await requireGlAccount(db, accountId);
    }
  }
  const known = await findAccountTagIds(db, tagIds);
  const unknown = tagIds.find((id) => !known.has(id));
  if (unknown !== undefined) {
    throw tagNotFound(unknown);
  }
}

async function checkOffice(db: Kysely<object>, officeId: number): Promise<void> {
  if ((await findOfficeById(db, officeId)) === undefined) {
    throw officeNotFound(officeId);
  }
}

function duplicateAware(name: string | undefined) {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) {
      throw accountingRuleDuplicate(name ?? '');
    }
    throw error;
  };
}

async function loadChangeableRule(db: Kysely<object>, ruleId: number): Promise<AccountingRuleRow> {
  const row = await findAccountingRuleById(db, ruleId);
  if (row === undefined) {
    throw accountingRuleNotFound(ruleId);
  }
  if (row.system_defined) {
    throw systemDefinedRule(ruleId);
  }
  return row;
}

async function createRule(ctx: CommandContext): Promise<CommandResult> {
  const input = readAccountingRule(ctx.json, true);
  const officeId = input.officeId ?? 0;
  await checkOffice(ctx.db, officeId);
  refuseAmbiguousSides(input, true);
  await checkReferences(ctx.db, [input.debit.accountId, input.credit.accountId], [...(input.debit.tagIds ?? []), ...(input.credit.tagIds ?? [])]);
  const values: AccountingRuleValues = {
    name: input.name ?? '',
    office_id: officeId,
    debit_account_id: input.debit.accountId ?? null,
    credit_account_id: input.credit.accountId ?? null,
    allow_multiple_debits: input.debit.tagIds !== undefined && input.debit.allowMultiple === true,
    allow_multiple_credits: input.credit.tagIds !== undefined && input.credit.allowMultiple === true,
    description: input.description ?? null,
    system_defined: false,
  };
  const ruleId = await insertAccountingRule(ctx.db, values).catch(duplicateAware(input.name));
  const sides = [
    { type: DEBIT_SIDE.type, tagIds: input.debit.tagIds ?? [] },
    { type: CREDIT_SIDE.type, tagIds: input.credit.tagIds ?? [] },
  ].filter((s) => s.tagIds.length > 0);
  await replaceRuleTags(ctx.db, ruleId, sides);
  return { officeId, resourceId: ruleId };
}

interface RuleChanges {
  readonly values: Partial<AccountingRuleValues>;
  readonly tagSides: { type: number; tagIds: readonly number[] }[];
  readonly changes: Record<string, unknown>;
}

/** What one side's members change: an account replaces its tags, tags replace its account. */
function sideChanges(side: RuleSide, input: SideInput, row: AccountingRuleRow, existingTags: readonly number[], out: RuleChanges): void {
  const accountColumn = side === DEBIT_SIDE ? 'debit_account_id' : 'credit_account_id';
  const multipleColumn = side === DEBIT_SIDE ? 'allow_multiple_debits' : 'allow_multiple_credits';
  if (input.accountId !== undefined && input.accountId !== row[accountColumn]) {
    out.values[accountColumn] = input.accountId;
    out.values[multipleColumn] = false;
    out.changes[side.accountParam] = input.accountId;
    if (existingTags.length > 0) {
      out.tagSides.push({ type: side.type, tagIds: [] });
    }
  }
  const usesTags = input.tagIds !== undefined || (row[accountColumn] === null && input.accountId === undefined);
  if (input.tagIds !== undefined && (row[accountColumn] !== null || !sameTagSet(input.tagIds, existingTags))) {
    out.values[accountColumn] = null;
    out.tagSides.push({ type: side.type, tagIds: input.tagIds });
    out.changes[side.tagsParam] = [...new Set(input.tagIds)];
  }
  if (input.allowMultiple !== undefined && usesTags && input.allowMultiple !== row[multipleColumn]) {
    out.values[multipleColumn] = input.allowMultiple;
    out.changes[side.multipleParam] = input.allowMultiple;
  }
}

/** Updates what the body names; a system-defined rule cannot change (403). */
async function updateRule(ctx: CommandContext): Promise<CommandResult> {
  const ruleId = ctx.entityId ?? 0;
  const input = readAccountingRule(ctx.json, false);
  refuseAmbiguousSides(input, false);
  const row = await loadChangeableRule(ctx.db, ruleId);
  const out: RuleChanges = { values: {}, tagSides: [], changes: {} };
  if (input.officeId !== undefined && input.officeId !== row.office_id) {
    out.values.office_id = input.officeId;
    out.changes.officeId = input.officeId;
  }
  if (input.name !== undefined && input.name !== row.name) {
    out.values.name = input.name;
    out.changes.name = input.name;
  }
  if (input.description !== undefined && input.description !== (row.description ?? '')) {
    out.values.description = input.description;
    out.changes.description = input.description;
  }
  const tags = input.debit.tagIds !== undefined || input.credit.tagIds !== undefined || input.debit.accountId !== undefined || input.credit.accountId !== undefined ? await findRuleTags(ctx.db, ruleId) : [];
  const tagsOf = (type: number): number[] => tags.filter((t) => t.acc_type_enum === type).map((t) => t.tag_id);
  sideChanges(DEBIT_SIDE, input.debit, row, tagsOf(DEBIT_SIDE.type), out);
  sideChanges(CREDIT_SIDE, input.credit, row, tagsOf(CREDIT_SIDE.type), out);
  if (Object.keys(out.changes).length === 0) {
    return { officeId: row.office_id, resourceId: ruleId, changes: out.changes };
  }
  if (out.values.office_id !== undefined && out.values.office_id !== null) {
    await checkOffice(ctx.db, out.values.office_id);
  }
  await checkReferences(ctx.db, [out.values.debit_account_id ?? undefined, out.values.credit_account_id ?? undefined], out.tagSides.flatMap((t) => t.tagIds));
  if (Object.keys(out.values).length > 0) {
    await updateAccountingRule(ctx.db, ruleId, out.values).catch(duplicateAware(input.name));
  }
  await replaceRuleTags(ctx.db, ruleId, out.tagSides);
  return { officeId: out.values.office_id ?? row.office_id, resourceId: ruleId, changes: out.changes };
}

async function deleteRule(ctx: CommandContext): Promise<CommandResult> {
  const ruleId = ctx.entityId ?? 0;
  const row = await loadChangeableRule(ctx.db, ruleId);
  await deleteAccountingRule(ctx.db, ruleId);
  return { officeId: row.office_id, resourceId: ruleId };
}

export const accountingRuleCommandHandlers = [
  commandHandler('ACCOUNTINGRULE', 'CREATE', createRule),
  commandHandler('ACCOUNTINGRULE', 'UPDATE', updateRule),
  commandHandler('ACCOUNTINGRULE', 'DELETE', deleteRule),
];
