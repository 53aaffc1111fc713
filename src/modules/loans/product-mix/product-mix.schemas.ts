import { Type } from 'typebox';

/** A loan product as mix lists show it. */
export const MixProduct = Type.Object({ id: Type.Integer(), name: Type.String(), multiDisburseLoan: Type.Boolean() });

const products = (description: string) => Type.Array(MixProduct, { description });

/** A product's mix: restrictions read symmetrically (spec A.3). */
export const ProductMix = Type.Object({
  productId: Type.Optional(Type.Integer({ description: 'the product, when it owns restrictions' })),
  productName: Type.Optional(Type.String()),
  restrictedProducts: products('products whose active loans may not co-exist with this one, both directions'),
  allowedProducts: products('every other product'),
  productOptions: Type.Optional(products('with template=true: products that own no mix yet')),
});
export const ProductMixList = Type.Array(ProductMix);
export const ProductMixTemplate = Type.Object({ productOptions: products('products that own no mix yet') });

export const ProductMixParams = Type.Object({ productId: Type.Integer() });
export const ProductMixQuery = Type.Object({ template: Type.Optional(Type.String({ description: 'true: add productOptions' })) });

export const ProductMixRequest = Type.Object({
  restrictedProducts: Type.Array(Type.Union([Type.Integer(), Type.String()]), { description: 'loan product ids, at least one, not the product itself' }),
});
export const ProductMixResult = Type.Object({
  productId: Type.Integer(),
  changes: Type.Object({
    restrictedProductsForMix: Type.Optional(Type.Array(Type.Integer())),
    removedProductsForMix: Type.Optional(Type.Array(Type.Integer())),
  }),
});
