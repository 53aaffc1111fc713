import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { isUniqueViolation } from '../../../platform/db/index.ts';
import { DataValidator } from '../../../shared/validation/index.ts';
import { glAccountNotFound } from '../gl-accounts/gl-accounts.errors.ts';
import { anyOverlap, type ProvisioningDefinition } from './domain/provisioning-definitions.ts';
import {
  categoryInUse,
  criteriaUsedInEntries,
  duplicateCategoryName,
  duplicateCriteriaName,
  loanProductNotFound,
  overlappingDefinitions,
  productAlreadyCovered,
  provisioningCategoryNotFound,
  provisioningCriteriaNotFound,
} from './provisioning-criteria.errors.ts';
import { readCriteriaForCreate, readCriteriaForUpdate, type DefinitionInput } from './domain/criteria-request.ts';
import {
  allLoanProductIds,
  criteriaHasEntries,
  deleteCategory,
  deleteCriteria,
  findCategoryUse,
  insertCategory,
  existingReferences,
  findCriteriaName,
  findDefinitions,
  findMappedProducts,
  insertCriteria,
  insertDefinitions,
  replaceMappedProducts,
  updateCriteria,
  updateDefinition,
  type StoredDefinition,
} from './provisioning-criteria.repository.ts';

/** The categories, products and accounts named must exist (one statement): 404 for the first that does not. */
async function requireReferences(db: Kysely<object>, definitions: readonly Omit<ProvisioningDefinition, 'provisioningPercentage'>[], productIds: readonly number[]): Promise<void> {
  const categories = definitions.map((d) => d.categoryId);
  const accounts = definitions.flatMap((d) => [d.liabilityAccount, d.expenseAccount]);
  const found = await existingReferences(db, { categories, products: productIds, accounts });
  const missingProduct = productIds.find((id) => !found.products.has(id));
  if (missingProduct !== undefined) {
    throw loanProductNotFound(missingProduct);
  }
  const missingCategory = categories.find((id) => !found.categories.has(id));
  if (missingCategory !== undefined) {
    throw provisioningCategoryNotFound(missingCategory);
  }
  const missingAccount = accounts.find((id) => !found.accounts.has(id));
  if (missingAccount !== undefined) {
    throw glAccountNotFound(missingAccount);
  }
}

/** Turns the unique constraints' violations into Fineract's refusals. */
function integrityRefusal(error: unknown, name: string): unknown {
  if (!isUniqueViolation(error)) {
    return error;
  }
  const text = error instanceof Error ? error.message : '';
  return text.includes('m_provisioning_criteria_name_key') ? duplicateCriteriaName(name) : productAlreadyCovered();
}

/**
 * Creates a criteria with its age ranges and the loan products it covers (every loan product when the body
 * names none, as Fineract). Ranges must not overlap (404, as Fineract); a name or product already taken is 403.
 */
async function createProvisioningCriteria(ctx: CommandContext): Promise<CommandResult> {
  const input = readCriteriaForCreate(ctx.json);
  const productIds = input.loanProducts ?? (await allLoanProductIds(ctx.db));
  await requireReferences(ctx.db, input.definitions, productIds);
  if (anyOverlap(input.definitions)) {
    throw overlappingDefinitions();
  }
  try {
    const criteriaId = await insertCriteria(ctx.db, input.criteriaName, ctx.user.id);
    await insertDefinitions(ctx.db, criteriaId, input.definitions);
    await replaceMappedProducts(ctx.db, criteriaId, [], productIds);
    return { resourceId: criteriaId };
  } catch (error) {
    throw integrityRefusal(error, input.criteriaName);
  }
}

/** The definitions the body names by `id` with its changes applied (their category stays); others are ignored. */
function changedDefinitions(stored: readonly StoredDefinition[], changes: readonly DefinitionInput[]): StoredDefinition[] {
  return stored.flatMap((definition) => {
    const change = changes.find((c) => c.id === definition.id);
    return change === undefined ? [] : [{ ...change, id: definition.id, categoryId: definition.categoryId }];
  });
}

/**
 * Renames the criteria, replaces the products it covers (when `loanProducts` is sent) and changes the ages,
 * percentage and accounts of the definitions the body names by `id`.
 */
async function updateProvisioningCriteria(ctx: CommandContext): Promise<CommandResult> {
  const criteriaId = ctx.entityId ?? 0;
  const input = readCriteriaForUpdate(ctx.json);
  const name = await findCriteriaName(ctx.db, criteriaId);
  if (name === undefined) {
    throw provisioningCriteriaNotFound(criteriaId);
  }
  const stored = input.definitions === undefined ? [] : await findDefinitions(ctx.db, criteriaId);
  const changed = changedDefinitions(stored, input.definitions ?? []);
  await requireReferences(ctx.db, changed, input.loanProducts ?? []);
  if (anyOverlap(stored.map((d) => changed.find((c) => c.id === d.id) ?? d))) {
    throw overlappingDefinitions();
  }
  const changes: Record<string, unknown> = {};
  const newName = input.criteriaName ?? name;
  try {
    await updateCriteria(ctx.db, criteriaId, newName, ctx.user.id);
    if (newName !== name) {
      changes.criteriaName = newName;
    }
    if (input.loanProducts !== undefined) {
      await replaceMappedProducts(ctx.db, criteriaId, await findMappedProducts(ctx.db, criteriaId), input.loanProducts);
      changes.loanProducts = input.loanProducts;
    }
    for (const definition of changed) {
      await updateDefinition(ctx.db, criteriaId, definition);
    }
  } catch (error) {
    throw integrityRefusal(error, newName);
  }
  return { resourceId: criteriaId, changes };
}

/** Deletes a criteria that no provisioning entry used. */
async function deleteProvisioningCriteria(ctx: CommandContext): Promise<CommandResult> {
  const criteriaId = ctx.entityId ?? 0;
  if ((await findCriteriaName(ctx.db, criteriaId)) === undefined) {
    throw provisioningCriteriaNotFound(criteriaId);
  }
  if (await criteriaHasEntries(ctx.db, criteriaId)) {
    throw criteriaUsedInEntries(criteriaId);
  }
  await deleteCriteria(ctx.db, criteriaId);
  return { resourceId: criteriaId };
}

/**
 * POST /provisioningcategory `{categoryname, categorydescription}` (Fineract's lower-case names, resource
 * `provisioningcategories`): the name is mandatory, at most 100 and unique.
 */
async function createProvisioningCategory(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported(['categoryname', 'categorydescription']);
  const v = new DataValidator('provisioningcategories');
  const name = ctx.json.string('categoryname');
  const description = ctx.json.trimmedString('categorydescription') ?? null;
  v.parameter('categoryname', name).notBlank().notExceedingLengthOf(100);
  v.parameter('categorydescription', description).notExceedingLengthOf(300);
  v.throwIfErrors();
  const categoryName = (name ?? '').trim();
  const categoryId = await insertCategory(ctx.db, categoryName, description).catch((error: unknown) => {
    throw isUniqueViolation(error) ? duplicateCategoryName(categoryName) : error;
  });
  return { resourceId: categoryId };
}

/** DELETE /provisioningcategory/{id}: refused while a criteria definition or an entry names the category. */
async function deleteProvisioningCategory(ctx: CommandContext): Promise<CommandResult> {
  const categoryId = ctx.entityId ?? 0;
  const use = await findCategoryUse(ctx.db, categoryId);
  if (use === undefined) {
    throw provisioningCategoryNotFound(categoryId);
  }
  if (use.used) {
    throw categoryInUse(categoryId);
  }
  await deleteCategory(ctx.db, categoryId);
  return { resourceId: categoryId };
}

export const provisioningCriteriaCommandHandlers = [
  commandHandler('PROVISIONCATEGORY', 'CREATE', createProvisioningCategory),
  commandHandler('PROVISIONCATEGORY', 'DELETE', deleteProvisioningCategory),
  commandHandler('PROVISIONCRITERIA', 'CREATE', createProvisioningCriteria),
  commandHandler('PROVISIONCRITERIA', 'UPDATE', updateProvisioningCriteria),
  commandHandler('PROVISIONCRITERIA', 'DELETE', deleteProvisioningCriteria),
];
