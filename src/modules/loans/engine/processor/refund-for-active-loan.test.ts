import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LoanTransactionType } from './loan-transaction.ts';
import { totalOverpaid } from './loan-outcome.ts';
import { lp1, replay, transactionRows, tx } from './processor-fixtures.ts';
import { refundOrder } from './refund-for-active-loan.ts';

const { DISBURSEMENT, REPAYMENT, REFUND_FOR_ACTIVE_LOAN } = LoanTransactionType;

/** 1,200 over three months at a flat 10 % a month: 400 principal and 120 interest an installment. */
const terms = lp1({ principal: 1200, numberOfRepayments: 3, repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 10, interestRateFrequencyType: 2, interestType: 1 });

describe('unpayInstallments', () => {
  it('takes a refund back from the latest paid installment first, principal then interest under the standard strategy', () => {
    const result = replay(terms, [tx(DISBURSEMENT, '2023-01-01', 1200), tx(REPAYMENT, '2023-01-15', 1040), tx(REFUND_FOR_ACTIVE_LOAN, '2023-01-20', 450)]);
    assert.deepEqual(result.installments.map((i) => [i.paid.principal.toString(), i.paid.interest.toString(), i.obligationsMet]), [
      ['400', '120', true], ['0', '70', false], ['0', '0', false],
    ]);
    // Fineract's outstanding balance takes the refund's principal off, as a repayment's.
    assert.deepEqual(transactionRows(result)[2], ['2023-01-20', 18, '450.00', '400.00', '50.00', '0.00', '0.00', '0.00']);
    assert.equal(totalOverpaid(result).toString(), '0');
  });

  it('follows the strategy\'s own refund order', () => {
    assert.deepEqual(refundOrder('heavensfamily-strategy'), ['penalty', 'fee', 'interest', 'principal']);
    assert.deepEqual(refundOrder('principal-interest-penalties-fees-order-strategy'), ['fee', 'penalty', 'interest', 'principal']);
    const result = replay(terms, [tx(DISBURSEMENT, '2023-01-01', 1200), tx(REPAYMENT, '2023-02-01', 520), tx(REFUND_FOR_ACTIVE_LOAN, '2023-02-02', 130)], { strategyCode: 'heavensfamily-strategy' });
    assert.deepEqual(transactionRows(result)[2]?.slice(2, 5), ['130.00', '10.00', '120.00']);
  });
});
