import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { NotFoundError } from '../../../../shared/errors/api-errors.ts';
import { LoanTransactionType as T } from './loan-transaction.ts';
import { LoanStatus, loanStatusOutcome, loanTransactionSummary } from './loan-outcome.ts';
import { assertRows, date, installmentRows, lp1, replay, replayInput, tx } from './processor-fixtures.ts';
import { replayLoanTransactions } from './transaction-processor.ts';

const disbursed = (on: string, amount = 1000) => tx(T.DISBURSEMENT, on, amount);

/** Fineract e2e LoanCharge.feature / LoanChargeOff.feature scenarios on classic loans (mifos-standard-strategy). */
describe('replayLoanTransactions with charges', () => {
  it('pays a partially waived installment fee first and the rest as principal, in advance (LoanCharge: partially waived installment fee in reverse-replay)', () => {
    const terms = lp1({ charges: [{ chargeTime: 8, calculation: 3, amountOrPercentage: 10, penalty: false }] });
    const result = replay(terms, [disbursed('2023-01-01'), tx(T.REPAYMENT, '2023-01-15', 5), tx(T.REPAYMENT, '2023-01-18', 15)], {
      waivers: [{ installmentNumber: 1, penalty: false, amount: 95 }],
    });
    assertRows(
      result,
      [[1, '', '1000.00', '0.00', '100.00', '0.00', '20.00', '20.00', '0.00', '985.00']],
      [
        ['2023-01-01', T.DISBURSEMENT, '1000.00', '0.00', '0.00', '0.00', '0.00', '1000.00'],
        ['2023-01-15', T.REPAYMENT, '5.00', '0.00', '0.00', '5.00', '0.00', '1000.00'],
        ['2023-01-18', T.REPAYMENT, '15.00', '15.00', '0.00', '0.00', '0.00', '985.00'],
      ],
    );
    const summary = loanTransactionSummary(result, date('2023-01-20'));
    assert.equal(summary.fee.waived.toFixed(2), '95.00');
    assert.equal(summary.total.outstanding.toFixed(2), '985.00');
    assert.equal(summary.total.overdue.toFixed(2), '0.00');
  });

});

describe('replayLoanTransactions with charges after maturity', () => {
  it('adds a charge-only installment for a fee due after maturity; a partly repaid loan stays active (LoanCharge: N+1, partial repayment, LP1)', () => {
    const result = replay(lp1({ expectedDisbursementDate: date('2023-10-01') }), [disbursed('2023-10-01'), tx(T.REPAYMENT, '2023-10-31', 800)], {
      addedCharges: [{ penalty: false, amount: 20, dueDate: date('2023-11-01') }],
    });
    assertRows(
      result,
      [
        [1, '', '1000.00', '0.00', '0.00', '0.00', '800.00', '0.00', '0.00', '200.00'],
        [2, '', '0.00', '0.00', '20.00', '0.00', '0.00', '0.00', '0.00', '20.00'],
      ],
      [
        ['2023-10-01', T.DISBURSEMENT, '1000.00', '0.00', '0.00', '0.00', '0.00', '1000.00'],
        ['2023-10-31', T.REPAYMENT, '800.00', '800.00', '0.00', '0.00', '0.00', '200.00'],
      ],
    );
    assert.equal(result.installments[1]?.fromDate.toString(), '2023-10-31');
    assert.deepEqual(result.chargesPaid.map((p) => p.toFixed(2)), ['0.00']);
    assert.equal(loanTransactionSummary(result, date('2023-11-01')).total.outstanding.toFixed(2), '220.00');
    assert.equal(loanStatusOutcome(result, date('2023-11-01')).status, LoanStatus.ACTIVE);
  });

  it('closes the loan with obligations met on the repayment date, and a later fee reopens it (LoanCharge: N+1, closed loan, LP1)', () => {
    const terms = lp1({ expectedDisbursementDate: date('2023-10-01') });
    const repaid = replay(terms, [disbursed('2023-10-01'), tx(T.REPAYMENT, '2023-10-31', 1000)]);
    assert.deepEqual(loanStatusOutcome(repaid, date('2023-10-31')), { status: LoanStatus.CLOSED_OBLIGATIONS_MET, closedOnDate: date('2023-10-31'), overpaidOnDate: undefined });
    const charged = replay(terms, [disbursed('2023-10-01'), tx(T.REPAYMENT, '2023-10-31', 1000)], { addedCharges: [{ penalty: false, amount: 20, dueDate: date('2023-11-01') }] });
    assertRows(
      charged,
      [
        [1, '2023-10-31', '1000.00', '0.00', '0.00', '0.00', '1000.00', '0.00', '0.00', '0.00'],
        [2, '', '0.00', '0.00', '20.00', '0.00', '0.00', '0.00', '0.00', '20.00'],
      ],
      [
        ['2023-10-01', T.DISBURSEMENT, '1000.00', '0.00', '0.00', '0.00', '0.00', '1000.00'],
        ['2023-10-31', T.REPAYMENT, '1000.00', '1000.00', '0.00', '0.00', '0.00', '0.00'],
      ],
    );
    assert.equal(loanStatusOutcome(charged, date('2023-11-01')).status, LoanStatus.ACTIVE);
  });

});

describe('replayLoanTransactions closing a loan', () => {
  it('pays the last installment on time and an NSF penalty due after maturity in advance, closing the loan (LoanCharge: NSF on last installment)', () => {
    const terms = lp1({ principal: 750, numberOfRepayments: 3, repaymentEvery: 1, repaymentFrequencyType: 2, expectedDisbursementDate: date('2022-01-01') });
    const result = replay(
      terms,
      [disbursed('2022-01-01', 750), tx(T.REPAYMENT, '2022-02-01', 250), tx(T.REPAYMENT, '2022-03-01', 250), tx(T.REPAYMENT, '2022-04-01', 260)],
      { addedCharges: [{ penalty: true, amount: 10, dueDate: date('2022-04-05') }] },
    );
    assertRows(
      result,
      [
        [1, '2022-02-01', '250.00', '0.00', '0.00', '0.00', '250.00', '0.00', '0.00', '0.00'],
        [2, '2022-03-01', '250.00', '0.00', '0.00', '0.00', '250.00', '0.00', '0.00', '0.00'],
        [3, '2022-04-01', '250.00', '0.00', '0.00', '0.00', '250.00', '0.00', '0.00', '0.00'],
        [4, '2022-04-01', '0.00', '0.00', '0.00', '10.00', '10.00', '10.00', '0.00', '0.00'],
      ],
      [
        ['2022-01-01', T.DISBURSEMENT, '750.00', '0.00', '0.00', '0.00', '0.00', '750.00'],
        ['2022-02-01', T.REPAYMENT, '250.00', '250.00', '0.00', '0.00', '0.00', '500.00'],
        ['2022-03-01', T.REPAYMENT, '250.00', '250.00', '0.00', '0.00', '0.00', '250.00'],
        ['2022-04-01', T.REPAYMENT, '260.00', '250.00', '0.00', '0.00', '10.00', '0.00'],
      ],
    );
    assert.equal(loanStatusOutcome(result, date('2022-04-05')).status, LoanStatus.CLOSED_OBLIGATIONS_MET);
    assert.deepEqual(result.installments.map((i) => i.totalPaidOnTime().toFixed(2)), ['250.00', '250.00', '250.00', '0.00']);
  });

  it('records outstanding principal and interest on charge-off and pays them in advance afterwards (LoanChargeOff: interest-bearing loan)', () => {
    const terms = lp1({ interestRatePerPeriod: 12, numberOfRepayments: 1, repaymentEvery: 1, repaymentFrequencyType: 2, interestCalculationPeriodType: 0 });
    const chargedOff = replay(terms, [disbursed('2023-01-01'), tx(T.CHARGE_OFF, '2023-01-04', 0)]);
    assertRows(
      chargedOff,
      [[1, '', '1000.00', '10.19', '0.00', '0.00', '0.00', '0.00', '0.00', '1010.19']],
      [
        ['2023-01-01', T.DISBURSEMENT, '1000.00', '0.00', '0.00', '0.00', '0.00', '1000.00'],
        ['2023-01-04', T.CHARGE_OFF, '1010.19', '1000.00', '10.19', '0.00', '0.00', ''],
      ],
    );
    const repaid = replay(terms, [disbursed('2023-01-01'), tx(T.CHARGE_OFF, '2023-01-04', 0), tx(T.REPAYMENT, '2023-01-06', '1010.19')]);
    assertRows(
      repaid,
      [[1, '2023-01-06', '1000.00', '10.19', '0.00', '0.00', '1010.19', '1010.19', '0.00', '0.00']],
      [
        ['2023-01-01', T.DISBURSEMENT, '1000.00', '0.00', '0.00', '0.00', '0.00', '1000.00'],
        ['2023-01-04', T.CHARGE_OFF, '1010.19', '1000.00', '10.19', '0.00', '0.00', ''],
        ['2023-01-06', T.REPAYMENT, '1010.19', '1000.00', '10.19', '0.00', '0.00', '0.00'],
      ],
    );
  });

});

describe('replayLoanTransactions with overpayments and credits', () => {
  it('marks the loan overpaid with the excess as overpayment portion (LoanCharge: overpaid by repayment)', () => {
    const result = replay(lp1({}), [disbursed('2023-01-01'), tx(T.REPAYMENT, '2023-01-05', 700), tx(T.REPAYMENT, '2023-01-10', 500)]);
    const last = result.transactions[2];
    assert.equal(last?.principalPortion.toFixed(2), '300.00');
    assert.equal(last?.overpaymentPortion.toFixed(2), '200.00');
    assert.equal(last?.outstandingLoanBalance?.toFixed(2), '0.00');
    assert.deepEqual(loanStatusOutcome(result, date('2023-01-10')), { status: LoanStatus.OVERPAID, closedOnDate: undefined, overpaidOnDate: date('2023-01-10') });
    assert.equal(loanTransactionSummary(result, date('2023-01-10')).totalOverpaid.toFixed(2), '200.00');
  });

  it('reopens an overpaid loan with a chargeback: the overpaid part is repaid, the rest becomes principal (LoanCharge: reopened by chargeback)', () => {
    const result = replay(lp1({}), [disbursed('2023-01-01'), tx(T.REPAYMENT, '2023-01-10', 1200), tx(T.CHARGEBACK, '2023-01-10', 300)], {
      addedCharges: [{ penalty: false, amount: 10, dueDate: date('2023-01-10') }],
    });
    const [, repayment, chargeback] = result.transactions;
    assert.deepEqual([repayment?.feeChargesPortion.toFixed(2), repayment?.principalPortion.toFixed(2), repayment?.overpaymentPortion.toFixed(2)], ['10.00', '1000.00', '190.00']);
    assert.deepEqual([chargeback?.principalPortion.toFixed(2), chargeback?.overpaymentPortion.toFixed(2), chargeback?.outstandingLoanBalance?.toFixed(2)], ['110.00', '190.00', '110.00']);
    assert.equal(result.installments[0]?.due.principal.toFixed(2), '1300.00');
    assert.equal(result.installments[0]?.totalOutstanding().toFixed(2), '110.00');
    assert.equal(loanStatusOutcome(result, date('2023-01-10')).status, LoanStatus.ACTIVE);
    assert.deepEqual(result.chargesPaid.map((p) => p.toFixed(2)), ['10.00']);
  });

  it('books the fee part of a repayment to the charge due that day (LoanCharge: charge added after partial repayment)', () => {
    const result = replay(lp1({}), [disbursed('2023-01-01'), tx(T.REPAYMENT, '2023-01-10', 500)], { addedCharges: [{ penalty: false, amount: 10, dueDate: date('2023-01-10') }] });
    assert.deepEqual(result.chargesPaid.map((p) => p.toFixed(2)), ['10.00']);
    assert.deepEqual([result.transactions[1]?.feeChargesPortion.toFixed(2), result.transactions[1]?.principalPortion.toFixed(2)], ['10.00', '490.00']);
  });

});

describe('replayLoanTransactions with write-offs, charge payments and waivers', () => {
  it('writes off everything outstanding and closes the loan as written off', () => {
    const result = replay(lp1({}), [disbursed('2023-01-01'), tx(T.REPAYMENT, '2023-01-10', 400), tx(T.WRITEOFF, '2023-01-20', 0)]);
    const writeOff = result.transactions[2];
    assert.deepEqual([writeOff?.amount.toFixed(2), writeOff?.principalPortion.toFixed(2), writeOff?.outstandingLoanBalance?.toFixed(2)], ['600.00', '600.00', '0.00']);
    assert.equal(result.installments[0]?.writtenOff.principal.toFixed(2), '600.00');
    assert.equal(loanStatusOutcome(result, date('2023-01-20')).status, LoanStatus.CLOSED_WRITTEN_OFF);
    assert.equal(loanTransactionSummary(result, date('2023-01-20')).principal.writtenOff.toFixed(2), '600.00');
  });

  it('allocates a recovery repayment like a repayment without counting it as repaid: no overpaid total (undo write-off with a recovery)', () => {
    const result = replay(lp1({}), [disbursed('2023-01-01'), tx(T.RECOVERY_REPAYMENT, '2023-01-10', 50), tx(T.REPAYMENT, '2023-01-20', 100)], {
      addedCharges: [{ penalty: false, amount: 10, dueDate: date('2023-01-10') }],
    });
    const [, recovery, repayment] = result.transactions;
    assert.deepEqual([recovery?.feeChargesPortion.toFixed(2), recovery?.principalPortion.toFixed(2), recovery?.outstandingLoanBalance?.toFixed(2)], ['10.00', '40.00', '960.00']);
    assert.deepEqual([repayment?.principalPortion.toFixed(2), repayment?.outstandingLoanBalance?.toFixed(2)], ['100.00', '860.00']);
    assert.deepEqual(result.chargesPaid.map((p) => p.toFixed(2)), ['10.00']);
    const summary = loanTransactionSummary(result, date('2023-01-20'));
    assert.deepEqual([summary.principal.paid.toFixed(2), summary.total.paid.toFixed(2), summary.totalOverpaid.toFixed(2)], ['140.00', '150.00', '0.00']);
    assert.equal(loanStatusOutcome(result, date('2023-01-20')).status, LoanStatus.ACTIVE);
  });

  it('processes charge payments before every other transaction, up to the charge amount', () => {
    const charge = { penalty: true, amount: 10, dueDate: date('2023-01-10') };
    const result = replay(lp1({}), [disbursed('2023-01-01'), tx(T.REPAYMENT, '2023-01-05', 100), tx(T.CHARGE_PAYMENT, '2023-01-12', 15, { charge })], {
      addedCharges: [charge],
    });
    const payment = result.transactions.find((t) => t.input.type === T.CHARGE_PAYMENT);
    assert.deepEqual([payment?.penaltyChargesPortion.toFixed(2), payment?.overpaymentPortion.toFixed(2)], ['10.00', '5.00']);
    assert.equal(result.transactions[1]?.principalPortion.toFixed(2), '100.00');
    assert.equal(result.installments[0]?.totalPaidLate.toFixed(2), '0.00');
    assert.deepEqual(result.chargesPaid.map((p) => p.toFixed(2)), ['10.00']);
  });

});

describe('replayLoanTransactions with interest waivers', () => {
  it('keeps only the waived interest as the amount of an interest waiver larger than the interest', () => {
    const terms = lp1({ interestRatePerPeriod: 12, repaymentEvery: 1, repaymentFrequencyType: 2, interestCalculationPeriodType: 0 });
    const result = replay(terms, [disbursed('2023-01-01'), tx(T.WAIVE_INTEREST, '2023-01-10', 50)]);
    const waiver = result.transactions[1];
    assert.deepEqual([waiver?.amount.toFixed(2), waiver?.interestPortion.toFixed(2), waiver?.overpaymentPortion.toFixed(2)], ['10.19', '10.19', '0.00']);
    assert.equal(loanTransactionSummary(result, date('2023-03-01')).interest.waived.toFixed(2), '10.19');
    assert.equal(loanTransactionSummary(result, date('2023-03-01')).principal.overdue.toFixed(2), '1000.00');
  });

  it('refuses a strategy code it does not know with Fineract\'s not-found error', () => {
    const input = { ...replayInput(lp1({}), []), strategyCode: 'no-such-strategy' };
    assert.throws(() => replayLoanTransactions(input), (e: unknown) => e instanceof NotFoundError && e.code === 'error.msg.transactions.processing.strategy.code.invalid');
  });
});

describe('replayLoanTransactions with fees at disbursement', () => {
  it('shows the repayment at disbursement as fees, leaving the balance (LoanCharge: FEE01 disbursement percentage fee)', () => {
    const terms = lp1({ charges: [{ chargeTime: 1, calculation: 2, amountOrPercentage: '1.5', penalty: false }] });
    const result = replay(terms, [disbursed('2023-01-01'), tx(T.REPAYMENT_AT_DISBURSEMENT, '2023-01-01', 15)]);
    assertRows(
      result,
      [[1, '', '1000.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '1000.00']],
      [
        ['2023-01-01', T.DISBURSEMENT, '1000.00', '0.00', '0.00', '0.00', '0.00', '1000.00'],
        ['2023-01-01', T.REPAYMENT_AT_DISBURSEMENT, '15.00', '0.00', '0.00', '15.00', '0.00', '1000.00'],
      ],
    );
  });
});

describe('replayLoanTransactions with a down-payment installment', () => {
  it('pays a due penalty with its installment and later payments in advance (LoanDownPayment: single disbursement charge flow, auto disabled)', () => {
    const period = (n: number, from: string, due: string, penalty = 0) => ({ installmentNumber: n, fromDate: date(from), dueDate: date(due), principal: 250, interest: 0, feeCharges: 0, penaltyCharges: penalty });
    const result = replayLoanTransactions({
      ...replayInput(lp1({}), []),
      strategyCode: 'due-penalty-interest-principal-fee-in-advance-penalty-interest-principal-fee-strategy',
      disbursementDate: date('2022-01-01'),
      installments: [period(1, '2022-01-01', '2022-01-01'), period(2, '2022-01-01', '2022-02-01', 50), period(3, '2022-02-01', '2022-03-01'), period(4, '2022-03-01', '2022-04-01')],
      charges: [{ penalty: true, amount: 50, dueDate: date('2022-01-01') }],
      transactions: [disbursed('2022-01-01'), tx(T.DOWN_PAYMENT, '2022-01-01', 250), tx(T.REPAYMENT, '2022-02-01', 300), tx(T.REPAYMENT, '2022-02-15', 400)],
    });
    assertRows(
      result,
      [
        [1, '2022-01-01', '250.00', '0.00', '0.00', '0.00', '250.00', '0.00', '0.00', '0.00'],
        [2, '2022-02-01', '250.00', '0.00', '0.00', '50.00', '300.00', '0.00', '0.00', '0.00'],
        [3, '2022-02-15', '250.00', '0.00', '0.00', '0.00', '250.00', '250.00', '0.00', '0.00'],
        [4, '', '250.00', '0.00', '0.00', '0.00', '150.00', '150.00', '0.00', '100.00'],
      ],
      [
        ['2022-01-01', T.DISBURSEMENT, '1000.00', '0.00', '0.00', '0.00', '0.00', '1000.00'],
        ['2022-01-01', T.DOWN_PAYMENT, '250.00', '250.00', '0.00', '0.00', '0.00', '750.00'],
        ['2022-02-01', T.REPAYMENT, '300.00', '250.00', '0.00', '0.00', '50.00', '500.00'],
        ['2022-02-15', T.REPAYMENT, '400.00', '400.00', '0.00', '0.00', '0.00', '100.00'],
      ],
    );
    const summary = loanTransactionSummary(result, date('2022-02-15'));
    assert.deepEqual([summary.total.paid.toFixed(2), summary.totalPaidInAdvance.toFixed(2), summary.total.outstanding.toFixed(2)], ['950.00', '400.00', '100.00']);
  });
});

/** Fineract e2e LoanChargeback.feature: the customised loan (750 over 3 months) repaid 150, 350 and 500, then charged back. */
describe('replayLoanTransactions with chargebacks after an overpayment', () => {
  const terms = lp1({ principal: 750, numberOfRepayments: 3, repaymentEvery: 1, repaymentFrequencyType: 2 });
  const repayments = [tx(T.REPAYMENT, '2023-02-01', 150), tx(T.REPAYMENT, '2023-03-01', 350), tx(T.REPAYMENT, '2023-03-30', 500)];

  it('takes a chargeback smaller than the overpaid amount from the overpayment only (overpayment-2)', () => {
    const result = replay(terms, [disbursed('2023-01-01', 750), ...repayments, tx(T.CHARGEBACK, '2023-04-01', 150)]);
    assert.deepEqual(installmentRows(result), [
      [1, '2023-03-01', '250.00', '0.00', '0.00', '0.00', '250.00', '0.00', '100.00', '0.00'],
      [2, '2023-03-01', '250.00', '0.00', '0.00', '0.00', '250.00', '0.00', '0.00', '0.00'],
      [3, '2023-03-30', '250.00', '0.00', '0.00', '0.00', '250.00', '250.00', '0.00', '0.00'],
    ]);
    const chargeback = result.transactions[4];
    assert.deepEqual([chargeback?.principalPortion.toFixed(2), chargeback?.overpaymentPortion.toFixed(2)], ['0.00', '150.00']);
  });

  it('adds the part of a chargeback above the overpaid amount to the installment due that day (overpayment-3)', () => {
    const result = replay(terms, [disbursed('2023-01-01', 750), ...repayments, tx(T.CHARGEBACK, '2023-04-01', 350)]);
    assert.deepEqual(installmentRows(result), [
      [1, '2023-03-01', '250.00', '0.00', '0.00', '0.00', '250.00', '0.00', '100.00', '0.00'],
      [2, '2023-03-01', '250.00', '0.00', '0.00', '0.00', '250.00', '0.00', '0.00', '0.00'],
      [3, '', '600.00', '0.00', '0.00', '0.00', '500.00', '250.00', '0.00', '100.00'],
    ]);
    assert.equal(loanTransactionSummary(result, date('2023-04-01')).total.outstanding.toFixed(2), '100.00');
    assert.equal(loanStatusOutcome(result, date('2023-04-01')).status, LoanStatus.ACTIVE);
  });

  it('replays the chargeback against the smaller overpayment left when the first repayment is undone (overpayment-4)', () => {
    const result = replay(terms, [disbursed('2023-01-01', 750), ...repayments.slice(1), tx(T.CHARGEBACK, '2023-04-01', 350)]);
    assert.deepEqual(installmentRows(result), [
      [1, '2023-03-01', '250.00', '0.00', '0.00', '0.00', '250.00', '0.00', '250.00', '0.00'],
      [2, '2023-03-30', '250.00', '0.00', '0.00', '0.00', '250.00', '0.00', '150.00', '0.00'],
      [3, '', '600.00', '0.00', '0.00', '0.00', '350.00', '250.00', '0.00', '250.00'],
    ]);
    const summary = loanTransactionSummary(result, date('2023-04-01'));
    assert.deepEqual([summary.total.expected.toFixed(2), summary.total.paid.toFixed(2), summary.totalPaidLate.toFixed(2), summary.total.outstanding.toFixed(2)], ['1100.00', '850.00', '400.00', '250.00']);
  });
});

/** Fineract e2e LoanChargeback.feature: the customised loan repaid on time, charged back after maturity. */
describe('replayLoanTransactions with chargebacks after maturity', () => {
  const terms = lp1({ principal: 750, numberOfRepayments: 3, repaymentEvery: 1, repaymentFrequencyType: 2 });
  const repaid = [disbursed('2023-01-01', 750), tx(T.REPAYMENT, '2023-02-01', 250), tx(T.REPAYMENT, '2023-03-01', 250), tx(T.REPAYMENT, '2023-04-01', 250)];

  it('adds an installment from the last due date to the chargeback, then a repayment that day meets it', () => {
    const chargedBack = replay(terms, [...repaid, tx(T.CHARGEBACK, '2023-04-25', 250)]);
    assert.deepEqual(installmentRows(chargedBack).slice(2), [
      [3, '2023-04-01', '250.00', '0.00', '0.00', '0.00', '250.00', '0.00', '0.00', '0.00'],
      [4, '', '250.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '250.00'],
    ]);
    assert.deepEqual([chargedBack.installments[3]?.fromDate.toString(), chargedBack.installments[3]?.dueDate.toString()], ['2023-04-01', '2023-04-25']);
    assert.equal(chargedBack.transactions[4]?.outstandingLoanBalance?.toFixed(2), '250.00');
    const repaidAgain = replay(terms, [...repaid, tx(T.CHARGEBACK, '2023-04-25', 250), tx(T.REPAYMENT, '2023-04-25', 250)]);
    assert.deepEqual(installmentRows(repaidAgain)[3], [4, '2023-04-25', '250.00', '0.00', '0.00', '0.00', '250.00', '0.00', '0.00', '0.00']);
    assert.equal(loanStatusOutcome(repaidAgain, date('2023-04-25')).status, LoanStatus.CLOSED_OBLIGATIONS_MET);
  });

  it('puts a chargeback and a later NSF penalty on the same added installment, which one repayment closes (the LoanCharge N+1-by-chargeback flow)', () => {
    const result = replay(terms, [...repaid, tx(T.CHARGEBACK, '2023-05-01', 250), tx(T.REPAYMENT, '2023-05-10', 260)], {
      addedCharges: [{ penalty: true, amount: 10, dueDate: date('2023-05-05') }],
    });
    assert.deepEqual(installmentRows(result)[3], [4, '2023-05-10', '250.00', '0.00', '0.00', '10.00', '260.00', '0.00', '260.00', '0.00']);
    assert.equal(result.installments.length, 4);
    assert.equal(loanStatusOutcome(result, date('2023-05-10')).status, LoanStatus.CLOSED_OBLIGATIONS_MET);
  });
});
