import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Kysely } from 'kysely';
import { UsageRegistry } from './usage-registry.ts';

// The checks here never touch the database handle, so any object stands in for it.
const db = {} as Kysely<object>;

describe('UsageRegistry', () => {
  it('reports nothing when no check is registered', async () => {
    assert.deepEqual(await new UsageRegistry<number>('code value').usesOf(db, 1), []);
  });

  it('collects every use once, in registration order, and forgets removed checks', async () => {
    const registry = new UsageRegistry<number>('staff');
    registry.register((_db, id) => Promise.resolve(id === 7 ? ['client', 'group'] : []));
    const removeLoans = registry.registerUse('loan', (_db, id) => Promise.resolve(id === 7));
    registry.registerUse('client', () => Promise.resolve(true));
    assert.deepEqual(await registry.usesOf(db, 7), ['client', 'group', 'loan']);
    assert.deepEqual(await registry.usesOf(db, 8), ['client']);
    removeLoans();
    assert.deepEqual(await registry.usesOf(db, 7), ['client', 'group']);
  });

  it('throws the owner\'s refusal with the uses, and passes when free', async () => {
    const registry = new UsageRegistry<string>('currency');
    registry.registerUse('savings product', (_db, code) => Promise.resolve(code === 'KES'));
    await registry.refuseIfUsed(db, 'USD', () => new Error('not expected'));
    await assert.rejects(registry.refuseIfUsed(db, 'KES', (uses) => new Error(`used by ${uses.join()}`)), /used by savings product/);
  });
});
