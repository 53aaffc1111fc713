import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BusinessEventContext } from './business-event.ts';
import { BusinessEvent } from './business-event.ts';

const ctx = {} as BusinessEventContext;

describe('BusinessEvent', () => {
  it('runs every listener in registration order with the payload, and stops running a removed one', async () => {
    const event = new BusinessEvent<{ amount: number }>('CashMoved');
    const seen: string[] = [];
    event.listen((_ctx, p) => Promise.resolve(void seen.push(`a${p.amount}`)));
    const remove = event.listen((_ctx, p) => Promise.resolve(void seen.push(`b${p.amount}`)));
    await event.publish(ctx, { amount: 1 });
    remove();
    await event.publish(ctx, { amount: 2 });
    assert.deepEqual(seen, ['a1', 'b1', 'a2']);
    assert.equal(event.type, 'CashMoved');
  });

  it('passes a listener’s failure to the publisher, so the command is refused', async () => {
    const event = new BusinessEvent<null>('Refused');
    event.listen(() => Promise.reject(new Error('no mapping')));
    await assert.rejects(event.publish(ctx, null), /no mapping/);
  });
});
