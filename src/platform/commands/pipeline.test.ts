import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { auditJson, CommandRegistry } from './pipeline.ts';
import { commandHandler } from './command.ts';

describe('auditJson', () => {
  it('masks passwords at any depth and keeps everything else', () => {
    const recorded = JSON.parse(auditJson({ username: 'ann', password: 'p1', repeatPassword: 'p1', nested: { newPassword: 'x', keep: 1 } })) as unknown;
    assert.deepEqual(recorded, { username: 'ann', password: '*****', repeatPassword: '*****', nested: { newPassword: '*****', keep: 1 } });
  });
});

describe('CommandRegistry', () => {
  it('refuses two handlers for one command', () => {
    const registry = new CommandRegistry();
    const handler = commandHandler('OFFICE', 'CREATE', () => Promise.resolve({}));
    registry.register([handler]);
    assert.throws(() => registry.register([handler]), /two handlers for command CREATE_OFFICE/);
    assert.equal(registry.has('OFFICE', 'CREATE'), true);
    assert.throws(() => registry.get('OFFICE', 'DELETE'), /no handler/);
  });
});
