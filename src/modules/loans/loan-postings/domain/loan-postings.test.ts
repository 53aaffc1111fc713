import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Decimal } from 'decimal.js';
import type { RoleLine } from '../../../accounting/index.ts';
import { LoanAccountRole as R, LoanTransactionType, loanTransactionLines, type PostedLoanTransaction } from './loan-postings.ts';

const CASH = 2;
const PERIODIC = 3;
const UPFRONT = 4;
const D = 2;
const C = 1;
const zero = new Decimal(0);

function tx(type: number, parts: Partial<Record<'amount' | 'principal' | 'interest' | 'fees' | 'penalties', number>>, extra: Partial<PostedLoanTransaction> = {}): PostedLoanTransaction {
  const d = (n: number | undefined) => (n === undefined ? zero : new Decimal(n));
  return {
    type, amount: d(parts.amount), principal: d(parts.principal), interest: d(parts.interest), fees: d(parts.fees), penalties: d(parts.penalties),
    paymentTypeId: null, feePayments: [], penaltyPayments: [], reversed: false, ...extra,
  };
}

const plain = (lines: readonly RoleLine[]) => lines.map((l) => [l.role, l.type, l.amount.toNumber(), l.chargeId ?? null, l.paymentTypeId ?? null]);

describe('loan transaction postings', () => {
  // Fineract's Loan.feature: a disbursement of 1000 debits Loans Receivable 1000 and credits the fund source 1000.
  it('posts a disbursement as debit loan portfolio, credit fund source under every rule but none', () => {
    const disbursement = tx(LoanTransactionType.DISBURSEMENT, { amount: 1000, principal: 1000 });
    for (const rule of [CASH, PERIODIC, UPFRONT]) {
      assert.deepEqual(plain(loanTransactionLines(disbursement, rule)), [[R.LOAN_PORTFOLIO, D, 1000, null, null], [R.FUND_SOURCE, C, 1000, null, null]]);
    }
    assert.deepEqual(loanTransactionLines(disbursement, 1), []);
  });

  it('passes the payment type on, so its fund source is used when mapped', () => {
    const lines = loanTransactionLines(tx(LoanTransactionType.DISBURSEMENT, { amount: 500, principal: 500 }, { paymentTypeId: 7 }), CASH);
    assert.deepEqual(plain(lines), [[R.LOAN_PORTFOLIO, D, 500, null, 7], [R.FUND_SOURCE, C, 500, null, 7]]);
  });

  it('posts the charges collected at disbursement as debit fund source, credit fee income per charge', () => {
    const collected = tx(LoanTransactionType.REPAYMENT_AT_DISBURSEMENT, { amount: 30, fees: 30 }, { feePayments: [{ chargeId: 4, amount: new Decimal(20) }, { chargeId: 5, amount: new Decimal(10) }] });
    for (const rule of [CASH, UPFRONT, PERIODIC]) {
      assert.deepEqual(plain(loanTransactionLines(collected, rule)), [[R.INCOME_FROM_FEES, C, 20, 4, null], [R.INCOME_FROM_FEES, C, 10, 5, null], [R.FUND_SOURCE, D, 30, null, null]]);
    }
  });

  // Fineract's LoanChargeOff.feature: an accrual of interest 30, fees 103 and penalties 10 debits the receivables and credits the incomes.
  it('posts accruals against receivables under the accrual rules only', () => {
    const accrual = tx(LoanTransactionType.ACCRUAL, { amount: 143, interest: 30, fees: 103, penalties: 10 });
    assert.deepEqual(plain(loanTransactionLines(accrual, UPFRONT)), [
      [R.INTEREST_RECEIVABLE, D, 30, null, null], [R.INTEREST_ON_LOANS, C, 30, null, null],
      [R.FEES_RECEIVABLE, D, 103, null, null], [R.INCOME_FROM_FEES, C, 103, null, null],
      [R.PENALTIES_RECEIVABLE, D, 10, null, null], [R.INCOME_FROM_PENALTIES, C, 10, null, null],
    ]);
    assert.deepEqual(loanTransactionLines(accrual, PERIODIC).length, 6);
    assert.deepEqual(loanTransactionLines(accrual, CASH), []);
  });

  it('puts every line of a reversed transaction on the other side', () => {
    const reversed = tx(LoanTransactionType.DISBURSEMENT, { amount: 1000, principal: 1000 }, { reversed: true });
    assert.deepEqual(plain(loanTransactionLines(reversed, CASH)), [[R.LOAN_PORTFOLIO, C, 1000, null, null], [R.FUND_SOURCE, D, 1000, null, null]]);
  });

  it('debits overpayment for the part of a disbursement that clears an overpaid balance', () => {
    const lines = loanTransactionLines(tx(LoanTransactionType.DISBURSEMENT, { amount: 1000 }, { overpayment: new Decimal(100) }), CASH);
    assert.deepEqual(plain(lines), [[R.LOAN_PORTFOLIO, D, 900, null, null], [R.OVERPAYMENT, D, 100, null, null], [R.FUND_SOURCE, C, 1000, null, null]]);
  });
  // Fineract's LoanChargeOff.feature: 750 outstanding moves from Loans Receivable to Credit Loss/Bad Debt.
  it('posts a charge-off from the portfolio and income (cash) or receivables (accrual) to the charge-off accounts, credits first', () => {
    const chargeOff = tx(LoanTransactionType.CHARGE_OFF, { amount: 1045, principal: 1000, interest: 30, fees: 10, penalties: 5 });
    assert.deepEqual(plain(loanTransactionLines(chargeOff, CASH)), [
      [R.LOAN_PORTFOLIO, C, 1000, null, null], [R.INTEREST_ON_LOANS, C, 30, null, null], [R.INCOME_FROM_FEES, C, 10, null, null], [R.INCOME_FROM_PENALTIES, C, 5, null, null],
      [R.CHARGE_OFF_EXPENSE, D, 1000, null, null], [R.INCOME_FROM_CHARGE_OFF_INTEREST, D, 30, null, null], [R.INCOME_FROM_CHARGE_OFF_FEES, D, 10, null, null],
      [R.INCOME_FROM_CHARGE_OFF_PENALTY, D, 5, null, null],
    ]);
    assert.deepEqual(plain(loanTransactionLines(chargeOff, PERIODIC)).slice(1, 4).map((l) => l[0]), [R.INTEREST_RECEIVABLE, R.FEES_RECEIVABLE, R.PENALTIES_RECEIVABLE]);
    assert.deepEqual(plain(loanTransactionLines({ ...chargeOff, fraud: true }, CASH))[4], [R.CHARGE_OFF_FRAUD_EXPENSE, D, 1000, null, null]);
  });

  // Fineract's LoanCBR.feature: a refund of 200 of which 100 is principal again debits Loans Receivable 100 and the overpayment account 100.
  it('posts a credit balance refund from the overpayment liability (and the portfolio for principal) to the fund source', () => {
    const refund = tx(LoanTransactionType.CREDIT_BALANCE_REFUND, { amount: 200, principal: 100 }, { overpayment: new Decimal(100), paymentTypeId: 3 });
    for (const rule of [CASH, PERIODIC]) {
      assert.deepEqual(plain(loanTransactionLines(refund, rule)), [[R.LOAN_PORTFOLIO, D, 100, null, null], [R.OVERPAYMENT, D, 100, null, null], [R.FUND_SOURCE, C, 200, null, 3]]);
    }
  });

  it('posts a chargeback to the portfolio whole under cash, split with the overpayment under accrual', () => {
    const chargeback = tx(LoanTransactionType.CHARGEBACK, { amount: 300, principal: 200 }, { overpayment: new Decimal(100) });
    assert.deepEqual(plain(loanTransactionLines(chargeback, CASH)), [[R.LOAN_PORTFOLIO, D, 300, null, null], [R.FUND_SOURCE, C, 300, null, null]]);
    assert.deepEqual(plain(loanTransactionLines(chargeback, PERIODIC)), [[R.FUND_SOURCE, C, 300, null, null], [R.OVERPAYMENT, D, 100, null, null], [R.LOAN_PORTFOLIO, D, 200, null, null]]);
  });

  // Fineract's createJournalEntriesForRefundForActiveLoan: the same lines under cash and accrual (income accounts, not receivables).
  it('posts a refund of an active loan as debits of what its payment credited and a credit of the fund source', () => {
    const refund = tx(LoanTransactionType.REFUND_FOR_ACTIVE_LOAN, { amount: 2070, principal: 1980, interest: 20, fees: 50, penalties: 20 });
    for (const rule of [CASH, PERIODIC, UPFRONT]) {
      assert.deepEqual(plain(loanTransactionLines(refund, rule)), [
        [R.LOAN_PORTFOLIO, D, 1980, null, null], [R.INTEREST_ON_LOANS, D, 20, null, null], [R.INCOME_FROM_FEES, D, 50, null, null],
        [R.INCOME_FROM_PENALTIES, D, 20, null, null], [R.FUND_SOURCE, C, 2070, null, null],
      ]);
    }
    assert.deepEqual(plain(loanTransactionLines({ ...refund, reversed: true }, CASH)).map((l) => l[1]), [C, C, C, C, D]);
    // With its paid-by rows (negative: what it took back), the fee portion is debited per charge (cash and accrual alike).
    const perCharge = { ...refund, feePayments: [{ chargeId: 4, amount: new Decimal(-30) }, { chargeId: 5, amount: new Decimal(-20) }] };
    assert.deepEqual(plain(loanTransactionLines(perCharge, PERIODIC)).slice(2, 4), [[R.INCOME_FROM_FEES, D, 30, 4, null], [R.INCOME_FROM_FEES, D, 20, 5, null]]);
  });
});

describe('repayment-like credit postings', () => {
  // Fineract's processors post these like repayments: cash credits fee income per charge, accrual the product's receivable;
  // a goodwill credit's fee portion is debited to the product's goodwill fee income, never per charge.
  it('posts the fee portion of merchant-issued and payout refunds and goodwill credits per charge under cash only', () => {
    const feePayments = [{ chargeId: 4, amount: new Decimal(30) }];
    for (const type of [LoanTransactionType.MERCHANT_ISSUED_REFUND, LoanTransactionType.PAYOUT_REFUND]) {
      const credit = tx(type, { amount: 130, principal: 100, fees: 30 }, { feePayments });
      assert.deepEqual(plain(loanTransactionLines(credit, CASH)), [[R.LOAN_PORTFOLIO, C, 100, null, null], [R.INCOME_FROM_FEES, C, 30, 4, null], [R.FUND_SOURCE, D, 130, null, null]]);
      assert.deepEqual(plain(loanTransactionLines(credit, PERIODIC)), [[R.LOAN_PORTFOLIO, C, 100, null, null], [R.FEES_RECEIVABLE, C, 30, null, null], [R.FUND_SOURCE, D, 130, null, null]]);
    }
    const goodwill = tx(LoanTransactionType.GOODWILL_CREDIT, { amount: 130, principal: 100, fees: 30 }, { feePayments });
    assert.deepEqual(plain(loanTransactionLines(goodwill, CASH)), [[R.LOAN_PORTFOLIO, C, 100, null, null], [R.INCOME_FROM_FEES, C, 30, 4, null], [13, D, 100, null, null], [20, D, 30, null, null]]);
  });
});

describe('charge adjustment postings', () => {
  // Fineract's LoanCharge.feature "Charge adjustment works properly": 3 on a penalty, replayed as 1 of principal and 2 of penalty.
  // ClientLoanChargeRefundIntegrationTest: a refund of 40 of a penalty on a repaid loan credits the overpayment 40 and debits the penalty income 40.
  it('posts a charge refund as a repayment plus its total debited to the fee or penalty income and credited to the fund source', () => {
    for (const rule of [CASH, PERIODIC]) {
      const refund = tx(LoanTransactionType.CHARGE_REFUND, { amount: 40 }, { overpayment: new Decimal(40), refundedPenalty: true });
      assert.deepEqual(plain(loanTransactionLines(refund, rule)), [
        [R.OVERPAYMENT, C, 40, null, null], [R.FUND_SOURCE, D, 40, null, null], [R.INCOME_FROM_PENALTIES, D, 40, null, null], [R.FUND_SOURCE, C, 40, null, null],
      ]);
    }
    const fee = tx(LoanTransactionType.CHARGE_REFUND, { amount: 40, principal: 40 }, { reversed: true });
    assert.deepEqual(plain(loanTransactionLines(fee, CASH)), [
      [R.LOAN_PORTFOLIO, D, 40, null, null], [R.FUND_SOURCE, C, 40, null, null], [R.INCOME_FROM_FEES, C, 40, null, null], [R.FUND_SOURCE, D, 40, null, null],
    ]);
  });

  it('posts a charge adjustment as a repayment\'s credits with the total debited to the charge\'s income', () => {
    const adjustment = tx(LoanTransactionType.CHARGE_ADJUSTMENT, { amount: 3, principal: 1, penalties: 2 }, { paymentTypeId: 7, adjustedCharge: { chargeId: 4, penalty: true } });
    assert.deepEqual(plain(loanTransactionLines(adjustment, PERIODIC)), [[R.LOAN_PORTFOLIO, C, 1, null, null], [R.PENALTIES_RECEIVABLE, C, 2, null, null], [R.INCOME_FROM_PENALTIES, D, 3, 4, null]]);
    const overpaid = tx(LoanTransactionType.CHARGE_ADJUSTMENT, { amount: 2 }, { overpayment: new Decimal(2), adjustedCharge: { chargeId: 5, penalty: false } });
    assert.deepEqual(plain(loanTransactionLines(overpaid, CASH)), [[R.OVERPAYMENT, C, 2, null, null], [R.INCOME_FROM_FEES, D, 2, 5, null]]);
    assert.deepEqual(plain(loanTransactionLines({ ...overpaid, reversed: true }, CASH)), [[R.OVERPAYMENT, D, 2, null, null], [R.INCOME_FROM_FEES, C, 2, 5, null]]);
  });

  // LoanChargeOff.feature: a merchant issued refund of 100 after the charge-off takes 90 back from the credit loss and 10
  // from the fee charge-off income; a repayment after the charge-off is a recovery (one line for all its components).
  it('posts repayment-like transactions of a charged-off loan to the charge-off and recovery accounts (cash and accrual rules)', () => {
    const refund = tx(LoanTransactionType.MERCHANT_ISSUED_REFUND, { amount: 100, principal: 90, penalties: 10 }, { chargedOff: true, paymentTypeId: 1 });
    assert.deepEqual(plain(loanTransactionLines(refund, PERIODIC)), [[R.CHARGE_OFF_EXPENSE, C, 90, null, null], [R.INCOME_FROM_CHARGE_OFF_PENALTY, C, 10, null, null], [R.FUND_SOURCE, D, 100, null, 1]]);
    assert.deepEqual(plain(loanTransactionLines({ ...refund, fraud: true }, PERIODIC))[0], [R.CHARGE_OFF_FRAUD_EXPENSE, C, 90, null, null]);
    const repayment = tx(LoanTransactionType.REPAYMENT, { amount: 60, principal: 50, fees: 10 }, { chargedOff: true });
    assert.deepEqual(plain(loanTransactionLines(repayment, PERIODIC)), [[12, C, 60, null, null], [R.FUND_SOURCE, D, 60, null, null]]);
    // Fineract's CashBasedAccountingProcessorForLoan.createJournalEntriesForChargeOffLoanRepayments: the same accounts.
    assert.deepEqual(plain(loanTransactionLines(repayment, CASH)), [[12, C, 60, null, null], [R.FUND_SOURCE, D, 60, null, null]]);
    assert.deepEqual(plain(loanTransactionLines(refund, CASH)), plain(loanTransactionLines(refund, PERIODIC)));
    const goodwill = tx(LoanTransactionType.GOODWILL_CREDIT, { amount: 60, principal: 50, fees: 10 }, { chargedOff: true });
    assert.deepEqual(plain(loanTransactionLines(goodwill, CASH)), [[12, C, 60, null, null], [13, D, 50, null, null], [20, D, 10, null, null]]);
    // Other repayment-like types keep their ordinary accounts.
    const downPayment = tx(LoanTransactionType.DOWN_PAYMENT, { amount: 50, principal: 50 }, { chargedOff: true });
    assert.deepEqual(plain(loanTransactionLines(downPayment, CASH)), [[R.LOAN_PORTFOLIO, C, 50, null, null], [R.FUND_SOURCE, D, 50, null, null]]);
  });

  // LoanTransactionInterestPaymentWaiverTest: a waiver of 340 credits Loans Receivable 250, penalty receivable 30, fee
  // receivable 40 and interest receivable 20, and debits the interest income 340.
  it('posts an interest payment waiver against the interest income (accrual rules), to the charge-off interest income once charged off', () => {
    const waiver = tx(LoanTransactionType.INTEREST_PAYMENT_WAIVER, { amount: 340, principal: 250, interest: 20, fees: 40, penalties: 30 }, { paymentTypeId: 1 });
    assert.deepEqual(plain(loanTransactionLines(waiver, PERIODIC)), [
      [R.LOAN_PORTFOLIO, C, 250, null, null], [R.INTEREST_RECEIVABLE, C, 20, null, null], [R.FEES_RECEIVABLE, C, 40, null, null],
      [R.PENALTIES_RECEIVABLE, C, 30, null, null], [R.INTEREST_ON_LOANS, D, 340, null, null],
    ]);
    assert.deepEqual(loanTransactionLines(waiver, CASH), []);
    const chargedOff = { ...waiver, overpayment: new Decimal(5), chargedOff: true };
    assert.deepEqual(plain(loanTransactionLines(chargedOff, UPFRONT)), [
      [R.INCOME_FROM_CHARGE_OFF_INTEREST, C, 340, null, null], [R.OVERPAYMENT, C, 5, null, null], [R.INTEREST_ON_LOANS, D, 345, null, null],
    ]);
  });

  it('posts a charge adjustment of a charged-off loan from the charge-off incomes to the charge\'s income (cash and accrual)', () => {
    const adjustment = tx(LoanTransactionType.CHARGE_ADJUSTMENT, { amount: 20, principal: 8, interest: 2, fees: 4, penalties: 6 }, { chargedOff: true, adjustedCharge: { chargeId: 4, penalty: true } });
    for (const rule of [CASH, PERIODIC]) {
      assert.deepEqual(plain(loanTransactionLines(adjustment, rule)), [
        [R.INCOME_FROM_CHARGE_OFF_FEES, C, 14, null, null], [R.INCOME_FROM_CHARGE_OFF_PENALTY, C, 6, null, null], [R.INCOME_FROM_PENALTIES, D, 20, 4, null],
      ]);
    }
    const overpaid = tx(LoanTransactionType.CHARGE_ADJUSTMENT, { amount: 2 }, { overpayment: new Decimal(2), chargedOff: true, adjustedCharge: { chargeId: 5, penalty: false } });
    assert.deepEqual(plain(loanTransactionLines(overpaid, CASH)), [[R.OVERPAYMENT, C, 2, null, null], [R.INCOME_FROM_FEES, D, 2, 5, null]]);
  });

  it('posts the principal of a chargeback or credit balance refund of a charged-off loan to the charge-off expense (accrual rules)', () => {
    const chargeback = tx(LoanTransactionType.CHARGEBACK, { amount: 300, principal: 200 }, { overpayment: new Decimal(100), chargedOff: true });
    assert.deepEqual(plain(loanTransactionLines(chargeback, PERIODIC)), [[R.FUND_SOURCE, C, 300, null, null], [R.OVERPAYMENT, D, 100, null, null], [R.CHARGE_OFF_EXPENSE, D, 200, null, null]]);
    assert.deepEqual(plain(loanTransactionLines({ ...chargeback, fraud: true }, PERIODIC))[2], [R.CHARGE_OFF_FRAUD_EXPENSE, D, 200, null, null]);
    assert.deepEqual(plain(loanTransactionLines(chargeback, CASH)), [[R.LOAN_PORTFOLIO, D, 300, null, null], [R.FUND_SOURCE, C, 300, null, null]]);
    const refund = tx(LoanTransactionType.CREDIT_BALANCE_REFUND, { amount: 200, principal: 100 }, { overpayment: new Decimal(100), chargedOff: true });
    assert.deepEqual(plain(loanTransactionLines(refund, PERIODIC))[0], [R.CHARGE_OFF_EXPENSE, D, 100, null, null]);
    assert.deepEqual(plain(loanTransactionLines(refund, CASH))[0], [R.LOAN_PORTFOLIO, D, 100, null, null]);
  });
});
