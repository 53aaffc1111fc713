import type { Kysely } from 'kysely';
import { commandHandler, UsageRegistry, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { isUniqueViolation } from '../../../platform/db/index.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { codeValueUsage, requireCodeValue } from '../../system/index.ts';
import { GlAccountType, GlAccountUsage, hierarchyOf, TAG_CODE_OF_TYPE } from './domain/gl-account-enums.ts';
import {
  attachedToProduct,
  glAccountNotFound,
  glCodeDuplicate,
  invalidDelete,
  parentIsDescendant,
  parentIsDetailAccount,
  parentSameAsAccount,
  parentTypeMismatch,
  typeChangeWithChildren,
  usageChangeWithChildren,
  usageChangeWithEntries,
} from './gl-accounts.errors.ts';
import {
  deleteGlAccount,
  findGlAccountById,
  findGlAccountReferences,
  insertGlAccount,
  isBelow,
  isTagOfAnAccount,
  rewriteHierarchy,
  updateGlAccount,
  type GlAccountRow,
  type GlAccountValues,
} from './gl-accounts.repository.ts';

/** What other modules record against an account (their own mappings): deleting it is refused while one does. */
export const glAccountUsage = new UsageRegistry<number>('GL account');

// A code value tagging an account cannot be deleted.
codeValueUsage.registerUse('GL account tag', isTagOfAnAccount);

const PARAMETERS = ['name', 'parentId', 'glCode', 'disabled', 'manualEntriesAllowed', 'type', 'usage', 'description', 'tagId'];
const RESOURCE = 'GLAccount';
const NAME_MAX_LENGTH = 200;
const GL_CODE_MAX_LENGTH = 45;
const DESCRIPTION_MAX_LENGTH = 500;

interface GlAccountInput {
  readonly name?: string;
  readonly glCode?: string;
  readonly parentId?: number;
  readonly type?: number;
  readonly usage?: number;
  readonly description?: string;
  readonly manualEntriesAllowed?: boolean;
  readonly disabled?: boolean;
  readonly tagId?: number;
}

/** Reads the body with Fineract's rules; on create name, glCode, type, usage and manualEntriesAllowed are mandatory. */
function readGlAccount(json: JsonCommand, forCreate: boolean): GlAccountInput {
  json.checkSupported(PARAMETERS);
  const v = new DataValidator(RESOURCE);
  const name = json.string('name');
  const glCode = json.string('glCode');
  const parentId = json.long('parentId', v);
  const type = json.long('type', v);
  const usage = json.long('usage', v);
  const description = json.string('description');
  const manualEntriesAllowed = json.boolean('manualEntriesAllowed', v);
  const disabled = json.boolean('disabled', v);
  const tagId = json.long('tagId', v);
  if (forCreate || name !== undefined) {
    v.parameter('name', name).notBlank().notExceedingLengthOf(NAME_MAX_LENGTH);
  }
  if (forCreate || glCode !== undefined) {
    v.parameter('glCode', glCode).notBlank().notExceedingLengthOf(GL_CODE_MAX_LENGTH);
  }
  if (parentId !== undefined && parentId <= 0) {
    v.fail('parentId', 'not.greater.than.zero', 'The parameter `parentId` must be greater than 0.', [parentId, 0]);
  }
  if (forCreate) {
    v.parameter('type', type).notBlank();
    v.parameter('usage', usage).notBlank();
  }
  v.parameter('type', type).inMinMaxRange(GlAccountType.ASSET, GlAccountType.EXPENSE);
  v.parameter('usage', usage).inMinMaxRange(GlAccountUsage.DETAIL, GlAccountUsage.HEADER);
  if (!forCreate && description !== undefined) {
    v.parameter('description', description).notBlank();
  }
  v.parameter('description', description).notExceedingLengthOf(DESCRIPTION_MAX_LENGTH);
  if (forCreate && !json.has('manualEntriesAllowed')) {
    v.parameter('manualEntriesAllowed', undefined).notBlank();
  }
  if (tagId !== undefined && tagId <= 0) {
    v.fail('tagId', 'not.greater.than.zero', 'The parameter `tagId` must be greater than 0.', [tagId, 0]);
  }
  if (!forCreate && !v.hasErrors() && PARAMETERS.every((p) => !json.has(p))) {
    v.fail('id', 'no.parameters.for.update', 'No parameters passed for update.');
  }
  v.throwIfErrors();
  return { name: name?.trim(), glCode: glCode?.trim(), parentId, type, usage, description: description?.trim(), manualEntriesAllowed, disabled, tagId };
}

async function loadGlAccount(db: Kysely<object>, glAccountId: number): Promise<GlAccountRow> {
  const row = await findGlAccountById(db, glAccountId);
  if (row === undefined) {
    throw glAccountNotFound(glAccountId);
  }
  return row;
}

/** The parent must exist (404), be a header account (403) and be of the account's type (403). */
async function loadParent(db: Kysely<object>, parentId: number, type: number): Promise<GlAccountRow> {
  const parent = await loadGlAccount(db, parentId);
  if (parent.account_usage !== GlAccountUsage.HEADER) {
    throw parentIsDetailAccount(parentId);
  }
  if (parent.classification_enum !== type) {
    throw parentTypeMismatch(parentId);
  }
  return parent;
}

/** A tag is a value of the code named for the account's type (404 when it is not). */
async function checkTag(db: Kysely<object>, tagId: number, type: number): Promise<void> {
  await requireCodeValue(db, TAG_CODE_OF_TYPE[type] ?? '', tagId);
}

function duplicateAware(glCode: string | undefined) {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) {
      throw glCodeDuplicate(glCode ?? '');
    }
    throw error;
  };
}

async function createGlAccount(ctx: CommandContext): Promise<CommandResult> {
  const input = readGlAccount(ctx.json, true);
  const type = input.type ?? GlAccountType.ASSET;
  const parent = input.parentId === undefined ? undefined : await loadParent(ctx.db, input.parentId, type);
  if (input.tagId !== undefined) {
    await checkTag(ctx.db, input.tagId, type);
  }
  const glAccountId = await insertGlAccount(
    ctx.db,
    {
      name: input.name ?? '',
      parent_id: parent?.id ?? null,
      gl_code: input.glCode ?? '',
      disabled: input.disabled ?? false,
      manual_journal_entries_allowed: input.manualEntriesAllowed ?? false,
      account_usage: input.usage ?? GlAccountUsage.DETAIL,
      classification_enum: type,
      tag_id: input.tagId ?? null,
      description: input.description ?? null,
    },
    parent?.hierarchy ?? null,
  ).catch(duplicateAware(input.glCode));
  return { resourceId: glAccountId };
}

/**
 * Updates what the body names and reports the changed members (Fineract's `changes`). Refused: being its
 * own parent, a parent that is a detail account, of another type or below the account; disabling an
 * account a product is mapped to; making a header with children a detail account, or changing its type;
 * changing the usage of an account with journal entries.
 */
async function updateGlAccountCommand(ctx: CommandContext): Promise<CommandResult> {
  const glAccountId = ctx.entityId ?? 0;
  const input = readGlAccount(ctx.json, false);
  if (input.parentId === glAccountId) {
    throw parentSameAsAccount(glAccountId, input.parentId);
  }
  const row = await loadGlAccount(ctx.db, glAccountId);
  const values: Partial<GlAccountValues> = {};
  const changes: Record<string, unknown> = {};
  const change = <K extends keyof GlAccountValues>(param: string, column: K, value: GlAccountValues[K] | undefined): void => {
    if (value !== undefined && value !== row[column]) {
      values[column] = value;
      changes[param] = value;
    }
  };
  change('description', 'description', input.description);
  change('disabled', 'disabled', input.disabled);
  change('glCode', 'gl_code', input.glCode);
  change('manualEntriesAllowed', 'manual_journal_entries_allowed', input.manualEntriesAllowed);
  change('name', 'name', input.name);
  change('parentId', 'parent_id', input.parentId);
  change('type', 'classification_enum', input.type);
  change('usage', 'account_usage', input.usage);
  change('tagId', 'tag_id', input.tagId);
  if (Object.keys(changes).length === 0) {
    return { resourceId: glAccountId, changes };
  }
  const type = values.classification_enum ?? row.classification_enum;
  const needsReferences = values.disabled === true || values.account_usage !== undefined || values.classification_enum !== undefined;
  const references = needsReferences ? await findGlAccountReferences(ctx.db, glAccountId) : undefined;
  if (values.disabled === true && references?.productMappings === true) {
    throw attachedToProduct(glAccountId);
  }
  if (values.account_usage !== undefined) {
    if (references?.journalEntries === true) {
      throw usageChangeWithEntries(glAccountId);
    }
    if (values.account_usage === GlAccountUsage.DETAIL && references?.children === true) {
      throw usageChangeWithChildren(glAccountId);
    }
  }
  if (values.classification_enum !== undefined && references?.children === true) {
    throw typeChangeWithChildren(glAccountId);
  }
  let hierarchy: string | undefined;
  if (values.parent_id !== undefined && values.parent_id !== null) {
    const parent = await loadParent(ctx.db, values.parent_id, type);
    if (await isBelow(ctx.db, parent.id, glAccountId)) {
      throw parentIsDescendant(glAccountId, parent.id);
    }
    hierarchy = hierarchyOf(parent.hierarchy, glAccountId);
  } else if (values.classification_enum !== undefined && row.parent_id !== null) {
    await loadParent(ctx.db, row.parent_id, type);
  }
  if (values.tag_id !== undefined && values.tag_id !== null) {
    await checkTag(ctx.db, values.tag_id, type);
  }
  await updateGlAccount(ctx.db, glAccountId, values).catch(duplicateAware(input.glCode));
  if (hierarchy !== undefined) {
    await rewriteHierarchy(ctx.db, glAccountId, hierarchy);
  }
  return { resourceId: glAccountId, changes };
}

/** Refused while the account has children, journal entries, or a product, financial activity or rule names it. */
async function deleteGlAccountCommand(ctx: CommandContext): Promise<CommandResult> {
  const glAccountId = ctx.entityId ?? 0;
  await loadGlAccount(ctx.db, glAccountId);
  const references = await findGlAccountReferences(ctx.db, glAccountId);
  if (references.children) {
    throw invalidDelete('hasChildren', glAccountId);
  }
  if (references.journalEntries) {
    throw invalidDelete('transactionsLogged', glAccountId);
  }
  if (references.productMappings) {
    throw invalidDelete('productMapping', glAccountId);
  }
  if (references.financialActivityMappings) {
    throw invalidDelete('financialActivityMapping', glAccountId);
  }
  if (references.accountingRules) {
    throw invalidDelete('accountingRule', glAccountId);
  }
  await glAccountUsage.refuseIfUsed(ctx.db, glAccountId, () => invalidDelete('inUse', glAccountId));
  await deleteGlAccount(ctx.db, glAccountId);
  return { resourceId: glAccountId };
}

export const glAccountCommandHandlers = [
  commandHandler('GLACCOUNT', 'CREATE', createGlAccount),
  commandHandler('GLACCOUNT', 'UPDATE', updateGlAccountCommand),
  commandHandler('GLACCOUNT', 'DELETE', deleteGlAccountCommand),
];
