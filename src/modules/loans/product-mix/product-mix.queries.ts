import type { Kysely } from 'kysely';
import { isTrueFlag } from '../../../platform/http/index.ts';
import { mixListsOf, ownsMix, productsWithoutMix, restrictedSetOf, type MixProduct } from './domain/product-mix.ts';
import { loanProductNotFound } from './product-mix.errors.ts';
import { presentProductMix, type ProductMixView } from './product-mix.presenter.ts';
import { findMixPairs, findMixProducts, findPairsOf, findProductName } from './product-mix.repository.ts';

/** GET /loanproducts/{productId}/productmix[?template=true]: 404 for an unknown product, never for one without a mix. */
export async function retrieveProductMix(db: Kysely<object>, productId: number, query: { readonly template?: string }): Promise<ProductMixView> {
  const [products, pairs] = await Promise.all([findMixProducts(db), findMixPairs(db)]);
  const product = products.find((p) => p.id === productId);
  if (product === undefined) {
    throw loanProductNotFound(productId);
  }
  const options = isTrueFlag(query.template) ? productsWithoutMix(products, pairs) : undefined;
  return presentProductMix(ownsMix(pairs, productId) ? product : undefined, mixListsOf(products, pairs, productId), options);
}

/** GET /loanproducts?associations=productMixes: one mix per product that owns pairs, by product id. */
export async function retrieveProductMixes(db: Kysely<object>): Promise<ProductMixView[]> {
  const [products, pairs] = await Promise.all([findMixProducts(db), findMixPairs(db)]);
  return products.filter((p) => ownsMix(pairs, p.id)).map((p) => presentProductMix(p, mixListsOf(products, pairs, p.id)));
}

/** GET /loanproducts/template?isProductMixTemplate=true: the products that own no pair yet. */
export async function retrieveProductMixTemplate(db: Kysely<object>): Promise<{ productOptions: MixProduct[] }> {
  const [products, pairs] = await Promise.all([findMixProducts(db), findMixPairs(db)]);
  return { productOptions: productsWithoutMix(products, pairs) };
}

/**
 * The loan application check (spec A.6): the first of `activeProductIds` (products of the borrower's active
 * loans) that the applied product's symmetric restricted set holds, with its name; undefined when none.
 */
export async function conflictingActiveProduct(db: Kysely<object>, productId: number, activeProductIds: readonly number[]): Promise<{ id: number; name: string } | undefined> {
  if (activeProductIds.length === 0) {
    return undefined;
  }
  const restricted = restrictedSetOf(await findPairsOf(db, productId), productId);
  const conflict = activeProductIds.find((id) => restricted.has(id));
  const name = conflict === undefined ? undefined : await findProductName(db, conflict);
  return conflict === undefined || name === undefined ? undefined : { id: conflict, name };
}
