import assert from 'node:assert/strict';
import { LocalDate } from '@js-joda/core';
import { describe, it } from 'node:test';
import { LoanStatus } from '../../loan-accounts/domain/loan-status.ts';
import { hasInstallmentDueOn, installmentDueSoon, installmentJustOverdue, loanRepaymentDueData, type InstallmentState, type LoanRepaymentState } from './repayment-events.ts';

const active: LoanRepaymentState = { statusId: LoanStatus.ACTIVE, hasOutstanding: true, productDueDays: null, productOverdueDays: null };
const installment = (n: number, due: string, owed = true, met = false): InstallmentState => ({
  installmentId: 100 + n, installmentNumber: n, dueDate: LocalDate.parse(due), obligationsMet: met, hasOutstanding: owed,
  outstanding: owed ? { principal: '100.000000', interest: '10.5', fees: '2', penalties: '0' } : { principal: '0', interest: '0', fees: '0', penalties: '0' },
});
const schedule = [installment(1, '2023-10-16', false, true), installment(2, '2023-10-31'), installment(3, '2023-11-15')];
const day = (text: string): LocalDate => LocalDate.parse(text);

describe('repayment checks of close of business', () => {
  it('due: the first owed installment due exactly N days ahead; the product days win when above zero', () => {
    assert.equal(installmentDueSoon(active, schedule, day('2023-10-30'), 1)?.installmentNumber, 2);
    assert.equal(installmentDueSoon(active, schedule, day('2023-10-29'), 1), undefined);
    assert.equal(installmentDueSoon(active, schedule, day('2023-10-28'), 3)?.installmentNumber, 2);
    assert.equal(installmentDueSoon({ ...active, productDueDays: 5 }, schedule, day('2023-10-26'), 1)?.installmentNumber, 2);
    assert.equal(installmentDueSoon({ ...active, productDueDays: 0 }, schedule, day('2023-10-30'), 1)?.installmentNumber, 2);
    // Paid off: installment 1 raises nothing a day before its due date.
    assert.equal(installmentDueSoon(active, schedule, day('2023-10-15'), 1), undefined);
  });

  it('overdue: the first installment not met, fallen due exactly N days before', () => {
    assert.equal(installmentJustOverdue(active, schedule, day('2023-11-01'), 1)?.installmentNumber, 2);
    assert.equal(installmentJustOverdue(active, schedule, day('2023-10-17'), 1), undefined);
    assert.equal(installmentJustOverdue({ ...active, productOverdueDays: 3 }, schedule, day('2023-11-03'), 1)?.installmentNumber, 2);
  });

  it('neither for a loan not disbursed or with nothing outstanding', () => {
    for (const loan of [{ ...active, statusId: LoanStatus.APPROVED }, { ...active, statusId: LoanStatus.SUBMITTED_AND_PENDING_APPROVAL }, { ...active, hasOutstanding: false }]) {
      assert.equal(installmentDueSoon(loan, schedule, day('2023-10-30'), 1), undefined);
      assert.equal(installmentJustOverdue(loan, schedule, day('2023-11-01'), 1), undefined);
    }
  });

  it('due installments: an owed installment due on the day', () => {
    assert.equal(hasInstallmentDueOn(schedule, day('2023-10-31')), true);
    assert.equal(hasInstallmentDueOn(schedule, day('2023-10-16')), false);
  });
});

describe('LoanRepaymentDueDataV1 of a repayment event', () => {
  const loan = { loanId: 7, accountNo: '000000007', externalId: null, currency: { code: 'USD', decimalPlaces: 2, inMultiplesOf: 1 } };

  it('carries the installment’s outstanding amounts and the past-due sums of the installments not met due by today', () => {
    const withPenalty: InstallmentState = { ...installment(3, '2023-11-15'), outstanding: { principal: '50', interest: '0', fees: '0', penalties: '5.25' } };
    const data = loanRepaymentDueData(loan, withPenalty, [...schedule.slice(0, 2), withPenalty], day('2023-11-15'));
    assert.deepEqual(data.installment, {
      installmentNumber: 3, installmentDueDate: '2023-11-15', principalAmountDue: '50', interestAmountDue: '0', feeChargeAmountDue: '0', penaltyChargeAmountDue: '5.25', totalAmountDue: '55.25',
    });
    // Installment 1 is met; 2 (112.5 owed) and 3 (55.25) are due on or before the 15th.
    assert.deepEqual(data.pastDueAmount, { totalAmount: '167.75', principalAmount: '150', interestAmount: '10.5', feeAmount: '2', penaltyAmount: '5.25' });
    assert.deepEqual([data.loanId, data.loanAccountNo, data.loanExternalId, (data.currency as { code: string }).code], [7, '000000007', null, 'USD']);
  });

  it('has nothing past due before the first unmet installment falls due', () => {
    const data = loanRepaymentDueData(loan, schedule[1] ?? installment(2, '2023-10-31'), schedule, day('2023-10-30'));
    assert.deepEqual(data.pastDueAmount, { totalAmount: '0', principalAmount: '0', interestAmount: '0', feeAmount: '0', penaltyAmount: '0' });
    assert.equal((data.installment as { totalAmountDue: string }).totalAmountDue, '112.5');
  });
});
