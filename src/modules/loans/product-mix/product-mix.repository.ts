import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import type { MixPair, MixProduct } from './domain/product-mix.ts';

/** Every loan product as mix lists show it, by id. */
export async function findMixProducts(untyped: Kysely<object>): Promise<MixProduct[]> {
  const rows = await tenantTables(untyped).selectFrom('m_product_loan').select(['id', 'name', 'allow_multiple_disbursals']).orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, multiDisburseLoan: r.allow_multiple_disbursals }));
}

/** Every pair of every mix. */
export async function findMixPairs(untyped: Kysely<object>): Promise<MixPair[]> {
  const rows = await tenantTables(untyped).selectFrom('m_product_mix').select(['product_id', 'restricted_product_id']).orderBy('id').execute();
  return rows.map((r) => ({ productId: r.product_id, restrictedProductId: r.restricted_product_id }));
}

/** The pairs that name the product on either side (its symmetric restrictions). */
export async function findPairsOf(untyped: Kysely<object>, productId: number): Promise<MixPair[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_product_mix')
    .select(['product_id', 'restricted_product_id'])
    .where((eb) => eb.or([eb('product_id', '=', productId), eb('restricted_product_id', '=', productId)]))
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ productId: r.product_id, restrictedProductId: r.restricted_product_id }));
}

/** The name of a loan product, if it exists. */
export async function findProductName(untyped: Kysely<object>, productId: number): Promise<string | undefined> {
  const row = await tenantTables(untyped).selectFrom('m_product_loan').select('name').where('id', '=', productId).executeTakeFirst();
  return row?.name;
}

/** The ids among `productIds` that name no loan product. */
export async function unknownProductIds(untyped: Kysely<object>, productIds: readonly number[]): Promise<number[]> {
  if (productIds.length === 0) {
    return [];
  }
  const rows = await tenantTables(untyped).selectFrom('m_product_loan').select('id').where('id', 'in', [...productIds]).execute();
  const known = new Set(rows.map((r) => r.id));
  return productIds.filter((id) => !known.has(id));
}

export async function insertPairs(untyped: Kysely<object>, productId: number, restrictedIds: readonly number[]): Promise<void> {
  if (restrictedIds.length > 0) {
    await tenantTables(untyped)
      .insertInto('m_product_mix')
      .values(restrictedIds.map((id) => ({ product_id: productId, restricted_product_id: id })))
      .onConflict((oc) => oc.columns(['product_id', 'restricted_product_id']).doNothing())
      .execute();
  }
}

/** Removes the pairs `productId → r` for every r in `restrictedIds`. */
export async function deleteOwnedPairs(untyped: Kysely<object>, productId: number, restrictedIds: readonly number[]): Promise<void> {
  if (restrictedIds.length > 0) {
    await tenantTables(untyped).deleteFrom('m_product_mix').where('product_id', '=', productId).where('restricted_product_id', 'in', [...restrictedIds]).execute();
  }
}

/** Removes the reverse pairs `o → productId` for every owner o in `ownerIds`. */
export async function deleteReversePairs(untyped: Kysely<object>, productId: number, ownerIds: readonly number[]): Promise<void> {
  if (ownerIds.length > 0) {
    await tenantTables(untyped).deleteFrom('m_product_mix').where('restricted_product_id', '=', productId).where('product_id', 'in', [...ownerIds]).execute();
  }
}
