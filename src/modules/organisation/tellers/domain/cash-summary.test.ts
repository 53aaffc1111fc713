import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cashierCashSummary } from './cash-summary.ts';
import { cashierTxnTypeOf } from './cashier-txn-type.ts';
import { tellerStatusName } from './teller-status.ts';

describe('cashierCashSummary', () => {
  it('nets allocations and cash in against cash out and settlements, exactly', () => {
    const summary = cashierCashSummary([
      { txnType: 101, total: '7000.000000' },
      { txnType: 102, total: '50.25' },
      { txnType: 103, total: '0.10' },
      { txnType: 104, total: '0.20' },
      { txnType: 105, total: '999' },
    ]);
    assert.equal(summary.sumCashAllocation.toString(), '7000');
    assert.equal(summary.sumCashSettlement.toString(), '50.25');
    assert.equal(summary.sumInwardCash.toString(), '0.1');
    assert.equal(summary.sumOutwardCash.toString(), '0.2');
    assert.equal(summary.netCash.toString(), '6949.65');
  });

  it('answers zeros for a cashier without transactions', () => {
    const summary = cashierCashSummary([]);
    assert.equal(summary.netCash.isZero(), true);
    assert.equal(summary.sumCashAllocation.isZero(), true);
  });

  it('keeps 19-digit amounts exact', () => {
    const summary = cashierCashSummary([
      { txnType: 101, total: '9999999999999.999999' },
      { txnType: 101, total: '0.000001' },
    ]);
    assert.equal(summary.netCash.toFixed(), '10000000000000');
  });
});

describe('teller enumerations', () => {
  it('names teller states by Fineract code, unknown codes as INVALID', () => {
    assert.equal(tellerStatusName(300), 'ACTIVE');
    assert.equal(tellerStatusName(600), 'CLOSED');
    assert.equal(tellerStatusName(7), 'INVALID');
    assert.equal(tellerStatusName(null), 'INVALID');
  });

  it('knows the cashier transaction types by id', () => {
    assert.deepEqual(cashierTxnTypeOf(101), { id: 101, value: 'Allocate Cash' });
    assert.deepEqual(cashierTxnTypeOf(104), { id: 104, value: 'Cash Out' });
    assert.equal(cashierTxnTypeOf(105), undefined);
  });
});
