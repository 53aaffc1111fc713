import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { COMMAND_COMPANION_EVENT_TYPES, COMMAND_EVENT_TYPES, EXTERNAL_EVENT_TYPES, eventTypeOfCommand, eventTypesOfCommand } from './external-event-types.ts';

const root = new URL('../../../', import.meta.url);

describe('EXTERNAL_EVENT_TYPES', () => {
  it('is the list the migration seeds, each once, all disabled', () => {
    const migration = readFileSync(new URL('db/migrations/tenant/0093_external_events.sql', root), 'utf8');
    const seeded = [...migration.matchAll(/\('(\w+)', (true|false)\)/g)];
    assert.deepEqual(seeded.map((m) => m[1]), [...EXTERNAL_EVENT_TYPES]);
    assert.ok(seeded.every((m) => m[2] === 'false'));
    assert.equal(new Set(EXTERNAL_EVENT_TYPES).size, 105);
  });
});

describe('COMMAND_EVENT_TYPES', () => {
  it('maps only commands that have a permission code, to configured types', () => {
    const codes = new Set(
      readFileSync(new URL('db/seed/permissions.tsv', root), 'utf8')
        .split('\n')
        .slice(1)
        .map((line) => line.split('\t')[1]),
    );
    for (const [command, event] of COMMAND_EVENT_TYPES) {
      assert.ok(codes.has(command), `${command} is no permission code`);
      assert.ok(EXTERNAL_EVENT_TYPES.includes(event.type), `${event.type} is not configured`);
    }
    for (const [command, companions] of COMMAND_COMPANION_EVENT_TYPES) {
      assert.ok(COMMAND_EVENT_TYPES.has(command), `${command} raises no event of its own`);
      assert.ok([...companions.before, ...companions.after].every((e) => EXTERNAL_EVENT_TYPES.includes(e.type)), `${command}: a companion is not configured`);
    }
  });

  it('lists a command’s events in Fineract’s order: the companions raised before its own, its own, those after', () => {
    assert.deepEqual(eventTypesOfCommand('LOAN', 'REPAYMENT').map((e) => e.type), ['LoanBalanceChangedBusinessEvent', 'LoanTransactionMakeRepaymentPostBusinessEvent']);
    assert.deepEqual(eventTypesOfCommand('WAIVECHARGE', 'UNDO').map((e) => e.type), ['LoanWaiveChargeUndoBusinessEvent', 'LoanBalanceChangedBusinessEvent']);
    assert.deepEqual(eventTypesOfCommand('LOAN', 'DISBURSE').map((e) => e.type), ['LoanDisbursalBusinessEvent', 'LoanDisbursalTransactionBusinessEvent']);
    assert.deepEqual(eventTypesOfCommand('LOAN', 'DISBURSETOSAVINGS').map((e) => e.type), ['LoanDisbursalBusinessEvent']);
    assert.deepEqual(eventTypesOfCommand('CLIENT', 'UPDATE'), []);
  });

  it('names Fineract’s events of the common commands', () => {
    assert.deepEqual(eventTypeOfCommand('CLIENT', 'CREATE'), { type: 'ClientCreateBusinessEvent', category: 'Client' });
    assert.equal(eventTypeOfCommand('CLIENT', 'ACTIVATE')?.type, 'ClientActivateBusinessEvent');
    assert.equal(eventTypeOfCommand('LOAN', 'CREATE')?.type, 'LoanCreatedBusinessEvent');
    assert.equal(eventTypeOfCommand('LOAN', 'APPROVE')?.type, 'LoanApprovedBusinessEvent');
    assert.equal(eventTypeOfCommand('LOAN', 'DISBURSE')?.type, 'LoanDisbursalBusinessEvent');
    assert.equal(eventTypeOfCommand('LOAN', 'REPAYMENT')?.type, 'LoanTransactionMakeRepaymentPostBusinessEvent');
    assert.deepEqual(eventTypeOfCommand('SAVINGSACCOUNT', 'DEPOSIT'), { type: 'SavingsDepositBusinessEvent', category: 'Savings' });
    assert.equal(eventTypeOfCommand('SAVINGSACCOUNT', 'WITHDRAWAL')?.type, 'SavingsWithdrawalBusinessEvent');
    assert.equal(eventTypeOfCommand('CLIENT', 'UPDATE'), undefined);
  });
});
