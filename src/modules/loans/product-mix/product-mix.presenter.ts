import type { MixProduct } from './domain/product-mix.ts';

/** A product's mix (spec A.3): the owner's id and name only when it owns pairs; options only on templates. */
export interface ProductMixView {
  readonly productId?: number;
  readonly productName?: string;
  readonly restrictedProducts: readonly MixProduct[];
  readonly allowedProducts: readonly MixProduct[];
  readonly productOptions?: readonly MixProduct[];
}

export function presentProductMix(
  owner: MixProduct | undefined,
  lists: { readonly restrictedProducts: readonly MixProduct[]; readonly allowedProducts: readonly MixProduct[] },
  productOptions?: readonly MixProduct[],
): ProductMixView {
  return {
    ...(owner === undefined ? {} : { productId: owner.id, productName: owner.name }),
    restrictedProducts: lists.restrictedProducts,
    allowedProducts: lists.allowedProducts,
    ...(productOptions === undefined ? {} : { productOptions }),
  };
}
