import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { createPlan, ownsMix, updatePlan } from './domain/product-mix.ts';
import { loanProductNotFound, noProductMix } from './product-mix.errors.ts';
import { deleteOwnedPairs, deleteReversePairs, findPairsOf, findProductName, insertPairs, unknownProductIds } from './product-mix.repository.ts';

const RESOURCE = 'productmix';
const LIST = 'restrictedProducts';
const ELEMENT = 'restrictedProduct';

/**
 * The one accepted member, `restrictedProducts`: a non-empty array of positive product ids (numbers or
 * numeric strings), never the product itself (spec A.4, decision A3). Anything else is refused with 400.
 */
function readRestrictedProducts(json: JsonCommand, productId: number): number[] {
  json.checkSupported([LIST]);
  const v = new DataValidator(RESOURCE);
  const raw = json.json[LIST];
  if (raw !== undefined && raw !== null && !Array.isArray(raw)) {
    v.failWithCode(LIST, 'is.not.an.array');
    v.throwIfErrors();
  }
  const elements: readonly unknown[] = Array.isArray(raw) ? raw : [];
  v.parameter(LIST, elements).arrayNotEmpty();
  const ids: number[] = [];
  for (const element of elements) {
    if (element === null || (typeof element === 'string' && element.trim() === '')) {
      v.parameter(ELEMENT, undefined).notBlank();
      continue;
    }
    const id = typeof element === 'number' || typeof element === 'string' ? Number(element) : Number.NaN;
    if (!Number.isSafeInteger(id) || id <= 0) {
      v.fail(ELEMENT, 'not.greater.than.zero', `The parameter \`${ELEMENT}\` must be greater than 0.`, [element, 0]);
      continue;
    }
    ids.push(id);
  }
  if (ids.includes(productId)) {
    v.failWithCode(LIST, 'cannot.contain.itself', [productId]);
  }
  v.throwIfErrors();
  return [...new Set(ids)];
}

async function requireKnownProducts(ctx: CommandContext, ids: readonly number[]): Promise<void> {
  const unknown = await unknownProductIds(ctx.db, ids);
  const first = unknown[0];
  if (first !== undefined) {
    throw loanProductNotFound(first);
  }
}

/** POST /loanproducts/{productId}/productmix: adds the pairs and drops reverse pairs of owners no longer restricted (as Fineract). */
async function createProductMix(ctx: CommandContext): Promise<CommandResult> {
  const productId = ctx.entityId ?? 0;
  const restricted = readRestrictedProducts(ctx.json, productId);
  if ((await findProductName(ctx.db, productId)) === undefined) {
    throw loanProductNotFound(productId);
  }
  await requireKnownProducts(ctx, restricted);
  const plan = createPlan(await findPairsOf(ctx.db, productId), productId, restricted);
  await deleteReversePairs(ctx.db, productId, plan.removeReverseOwners);
  await insertPairs(ctx.db, productId, plan.insert);
  return { productId, changes: { restrictedProductsForMix: restricted, removedProductsForMix: plan.removeReverseOwners } };
}

/** PUT /loanproducts/{productId}/productmix: the owned pairs become exactly the new list; reverse pairs stay. */
async function updateProductMix(ctx: CommandContext): Promise<CommandResult> {
  const productId = ctx.entityId ?? 0;
  const pairs = await findPairsOf(ctx.db, productId);
  if (!ownsMix(pairs, productId)) {
    throw noProductMix(productId);
  }
  const restricted = readRestrictedProducts(ctx.json, productId);
  await requireKnownProducts(ctx, restricted);
  const plan = updatePlan(pairs, productId, restricted);
  await deleteOwnedPairs(ctx.db, productId, plan.remove);
  await insertPairs(ctx.db, productId, plan.insert);
  const changes = { restrictedProductsForMix: [...plan.kept, ...plan.insert], ...(plan.remove.length > 0 ? { removedProductsForMix: plan.remove } : {}) };
  return { productId, changes };
}

/** DELETE /loanproducts/{productId}/productmix: removes the pairs the product owns (decision A4). */
async function deleteProductMix(ctx: CommandContext): Promise<CommandResult> {
  const productId = ctx.entityId ?? 0;
  const pairs = await findPairsOf(ctx.db, productId);
  if (!ownsMix(pairs, productId)) {
    throw noProductMix(productId);
  }
  const owned = pairs.filter((p) => p.productId === productId).map((p) => p.restrictedProductId);
  await deleteOwnedPairs(ctx.db, productId, owned);
  return { productId, changes: { removedProductsForMix: owned } };
}

export const productMixCommandHandlers = [
  commandHandler('PRODUCTMIX', 'CREATE', createProductMix),
  commandHandler('PRODUCTMIX', 'UPDATE', updateProductMix),
  commandHandler('PRODUCTMIX', 'DELETE', deleteProductMix),
];
