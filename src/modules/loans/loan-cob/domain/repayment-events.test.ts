import assert from 'node:assert/strict';
import { LocalDate } from '@js-joda/core';
import { describe, it } from 'node:test';
import { LoanStatus } from '../../loan-accounts/domain/loan-status.ts';
import { hasInstallmentDueOn, installmentDueSoon, installmentJustOverdue, type InstallmentState, type LoanRepaymentState } from './repayment-events.ts';

const active: LoanRepaymentState = { statusId: LoanStatus.ACTIVE, hasOutstanding: true, productDueDays: null, productOverdueDays: null };
const installment = (n: number, due: string, owed = true, met = false): InstallmentState => ({
  installmentId: 100 + n, installmentNumber: n, dueDate: LocalDate.parse(due), obligationsMet: met, hasOutstanding: owed,
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
