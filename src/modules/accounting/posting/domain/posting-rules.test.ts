import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Decimal } from 'decimal.js';
import { AssertionError } from '../../../../shared/assert.ts';
import { JournalEntryType } from './journal-entry-enums.ts';
import { assertBalanced, generatedTransactionId, reversalLines, sideTotal } from './posting-rules.ts';

const debit = (glAccountId: number, amount: string) => ({ glAccountId, type: JournalEntryType.DEBIT, amount: new Decimal(amount) });
const credit = (glAccountId: number, amount: string) => ({ glAccountId, type: JournalEntryType.CREDIT, amount: new Decimal(amount) });

describe('assertBalanced', () => {
  it('accepts debits equal to credits, compared as decimals', () => {
    assertBalanced([debit(1, '0.1'), debit(2, '0.2'), credit(3, '0.3')]);
    assert.equal(sideTotal([debit(1, '0.1'), debit(2, '0.2')], JournalEntryType.DEBIT).toString(), '0.3');
  });

  it('refuses an empty posting, a zero or negative amount and an unbalanced posting as programming errors', () => {
    assert.throws(() => assertBalanced([]), AssertionError);
    assert.throws(() => assertBalanced([debit(1, '0'), credit(2, '0')]), AssertionError);
    assert.throws(() => assertBalanced([debit(1, '-5'), credit(2, '-5')]), AssertionError);
    assert.throws(() => assertBalanced([debit(1, '10'), credit(2, '9.99')]), /unbalanced: debits 10 credits 9.99/);
  });
});

describe('reversalLines', () => {
  const originals = [
    { id: 7, transactionId: 'abc', glAccountId: 1, type: JournalEntryType.DEBIT, amount: new Decimal('12.5') },
    { id: 8, transactionId: 'abc', glAccountId: 2, type: JournalEntryType.CREDIT, amount: new Decimal('12.5') },
  ];

  it('puts each amount on the other side of the same account with the default description', () => {
    const lines = reversalLines(originals, undefined);
    assert.deepEqual(
      lines.map((l) => [l.glAccountId, l.type, l.amount.toString(), l.description]),
      [
        [1, JournalEntryType.CREDIT, '12.5', 'Reversal entry for Journal Entry with Entry Id  :7 and transaction Id abc'],
        [2, JournalEntryType.DEBIT, '12.5', 'Reversal entry for Journal Entry with Entry Id  :8 and transaction Id abc'],
      ],
    );
    assertBalanced(lines);
  });

  it('uses the given comment for every line, and the default for a blank one', () => {
    assert.deepEqual(reversalLines(originals, 'wrong account').map((l) => l.description), ['wrong account', 'wrong account']);
    assert.match(reversalLines(originals, '  ')[0]?.description ?? '', /^Reversal entry/);
  });
});

describe('generatedTransactionId', () => {
  it('writes millis, user and office one after the other, in hexadecimal', () => {
    assert.equal(generatedTransactionId(1700000000000n, 1, 1), BigInt('170000000000011').toString(16));
    assert.equal(generatedTransactionId(1700000000000n, 12, 3), '60a24181e407b');
  });
});
