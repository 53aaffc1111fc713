/** A directed restriction: loans of `productId` and of `restrictedProductId` may not be active together. */
export interface MixPair {
  readonly productId: number;
  readonly restrictedProductId: number;
}

/** A loan product as mix lists show it. */
export interface MixProduct {
  readonly id: number;
  readonly name: string;
  readonly multiDisburseLoan: boolean;
}

/** Whether the product owns at least one pair (it "has a mix"). */
export function ownsMix(pairs: readonly MixPair[], productId: number): boolean {
  return pairs.some((p) => p.productId === productId);
}

/** The products restricted for `productId`, read symmetrically: pairs it owns and pairs that name it. */
export function restrictedSetOf(pairs: readonly MixPair[], productId: number): Set<number> {
  const restricted = new Set<number>();
  for (const pair of pairs) {
    if (pair.productId === productId) {
      restricted.add(pair.restrictedProductId);
    } else if (pair.restrictedProductId === productId) {
      restricted.add(pair.productId);
    }
  }
  restricted.delete(productId);
  return restricted;
}

/** A product's mix lists: restricted (symmetric) and allowed (every other product; itself left out, as the specification says). */
export function mixListsOf(products: readonly MixProduct[], pairs: readonly MixPair[], productId: number): { restrictedProducts: MixProduct[]; allowedProducts: MixProduct[] } {
  const restricted = restrictedSetOf(pairs, productId);
  return {
    restrictedProducts: products.filter((p) => restricted.has(p.id)),
    allowedProducts: products.filter((p) => p.id !== productId && !restricted.has(p.id)),
  };
}

/** The general template's options: products that own no pair yet. */
export function productsWithoutMix(products: readonly MixProduct[], pairs: readonly MixPair[]): MixProduct[] {
  return products.filter((p) => !ownsMix(pairs, p.id));
}

/** What a create writes: the new owned pairs, and the reverse pairs (O → P) whose owner O is not in the new list. */
export function createPlan(pairs: readonly MixPair[], productId: number, restrictedIds: readonly number[]): { insert: number[]; removeReverseOwners: number[] } {
  const wanted = new Set(restrictedIds);
  const owned = new Set(pairs.filter((p) => p.productId === productId).map((p) => p.restrictedProductId));
  const reverseOwners = pairs.filter((p) => p.restrictedProductId === productId && p.productId !== productId).map((p) => p.productId);
  return {
    insert: [...wanted].filter((id) => !owned.has(id)),
    removeReverseOwners: [...new Set(reverseOwners)].filter((owner) => !wanted.has(owner)),
  };
}

/** What an update writes: owned pairs to add and to remove so that the owned set equals the new list. */
export function updatePlan(pairs: readonly MixPair[], productId: number, restrictedIds: readonly number[]): { insert: number[]; remove: number[]; kept: number[] } {
  const wanted = new Set(restrictedIds);
  const owned = [...new Set(pairs.filter((p) => p.productId === productId).map((p) => p.restrictedProductId))];
  return {
    insert: [...wanted].filter((id) => !owned.includes(id)),
    remove: owned.filter((id) => !wanted.has(id)),
    kept: owned.filter((id) => wanted.has(id)),
  };
}
