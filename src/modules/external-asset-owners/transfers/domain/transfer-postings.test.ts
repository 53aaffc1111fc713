import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Decimal } from 'decimal.js';
import { balanceRoles, mergeByAccount, transferLines, TransferAccountRole as R } from './transfer-postings.ts';

const d = (value: string | number): Decimal => new Decimal(value);
const balances = { principal: d('850.00'), interest: d('50.00'), fees: d(0), penalties: d('5.50'), overpaid: d(0) };
const plain = <T extends { amount: Decimal }>(rows: T[]) => rows.map((row) => ({ ...row, amount: row.amount.toString() }));

describe('balanceRoles', () => {
  it('puts each positive part on its receivable account, in Fineract order', () => {
    assert.deepEqual(plain(balanceRoles(balances, false, false)), [
      { role: R.LOAN_PORTFOLIO, amount: '850' }, { role: R.INTEREST_RECEIVABLE, amount: '50' }, { role: R.PENALTIES_RECEIVABLE, amount: '5.5' },
    ]);
  });

  it('uses the charge-off accounts for a charged-off loan (fraud expense for fraud) and the overpayment liability', () => {
    const overpaid = { ...balances, overpaid: d(3) };
    assert.deepEqual(balanceRoles(overpaid, true, true).map((r) => r.role), [R.CHARGE_OFF_FRAUD_EXPENSE, R.INCOME_FROM_CHARGE_OFF_INTEREST, R.INCOME_FROM_CHARGE_OFF_PENALTY, R.OVERPAYMENT]);
    assert.equal(balanceRoles(overpaid, true, false)[0]?.role, R.CHARGE_OFF_EXPENSE);
  });
});

describe('mergeByAccount', () => {
  it('sums parts on one account, keeping the order of first appearance', () => {
    assert.deepEqual(plain(mergeByAccount([{ glAccountId: 7, amount: d(1) }, { glAccountId: 3, amount: d(2) }, { glAccountId: 7, amount: d('0.5') }])), [
      { glAccountId: 7, amount: '1.5' }, { glAccountId: 3, amount: '2' },
    ]);
  });
});

describe('transferLines', () => {
  const accounts = [{ glAccountId: 10, amount: d(900) }, { glAccountId: 11, amount: d(50) }];

  it('sale: credits the loan accounts against the asset-transfer account, then debits them back; the debits are the owner\'s', () => {
    assert.deepEqual(plain(transferLines(accounts, 99, true)), [
      { glAccountId: 10, type: 1, amount: '900', ownerSide: false }, { glAccountId: 11, type: 1, amount: '50', ownerSide: false }, { glAccountId: 99, type: 2, amount: '950', ownerSide: false },
      { glAccountId: 10, type: 2, amount: '900', ownerSide: true }, { glAccountId: 11, type: 2, amount: '50', ownerSide: true }, { glAccountId: 99, type: 1, amount: '950', ownerSide: false },
    ]);
  });

  it('buy-back: the opposite halves; the credits are the owner\'s, the debits when the loan is overpaid', () => {
    const lines = transferLines(accounts, 99, false);
    assert.deepEqual(lines.map((l) => [l.glAccountId, l.type, l.ownerSide]), [[10, 2, false], [11, 2, false], [99, 1, false], [10, 1, true], [11, 1, true], [99, 2, false]]);
    assert.deepEqual(transferLines(accounts, 99, false, true).filter((l) => l.ownerSide).map((l) => [l.glAccountId, l.type]), [[10, 2], [11, 2]]);
  });

  it('balances, and posts nothing for nothing', () => {
    const lines = transferLines(accounts, 99, true);
    const sum = (type: number) => lines.filter((l) => l.type === type).reduce((s, l) => s.plus(l.amount), d(0)).toString();
    assert.equal(sum(1), sum(2));
    assert.deepEqual(transferLines([], 99, true), []);
  });
});
