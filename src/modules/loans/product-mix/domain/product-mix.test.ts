import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createPlan, mixListsOf, productsWithoutMix, restrictedSetOf, updatePlan } from './product-mix.ts';

const product = (id: number) => ({ id, name: `P${id}`, multiDisburseLoan: false });
const products = [1, 2, 3, 4].map(product);
// 1 owns 1→2; 3 owns 3→1 (the specification's example).
const pairs = [
  { productId: 1, restrictedProductId: 2 },
  { productId: 3, restrictedProductId: 1 },
];

describe('product mix rules', () => {
  it('reads restrictions symmetrically and leaves the product itself out of the allowed list', () => {
    assert.deepEqual([...restrictedSetOf(pairs, 1)].sort(), [2, 3]);
    assert.deepEqual([...restrictedSetOf(pairs, 2)], [1]);
    const lists = mixListsOf(products, pairs, 1);
    assert.deepEqual(lists.restrictedProducts.map((p) => p.id), [2, 3]);
    assert.deepEqual(lists.allowedProducts.map((p) => p.id), [4]);
  });

  it('offers the products that own no pair as template options', () => {
    assert.deepEqual(productsWithoutMix(products, pairs).map((p) => p.id), [2, 4]);
  });

  it('on create adds the missing owned pairs and drops reverse pairs whose owner is not restricted again', () => {
    assert.deepEqual(createPlan(pairs, 1, [2, 4]), { insert: [4], removeReverseOwners: [3] });
    assert.deepEqual(createPlan(pairs, 1, [3]), { insert: [3], removeReverseOwners: [] });
  });

  it('on update makes the owned set equal the new list and leaves reverse pairs alone', () => {
    assert.deepEqual(updatePlan(pairs, 1, [4]), { insert: [4], remove: [2], kept: [] });
    assert.deepEqual(updatePlan(pairs, 3, [1, 2]), { insert: [2], remove: [], kept: [1] });
  });
});
