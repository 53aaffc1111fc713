import assert from 'node:assert/strict';
import type { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { moneyContext } from '../../../../shared/money/index.ts';
import { generateCumulativeSchedule } from '../cumulative-schedule.ts';
import type { CumulativeLoanTerms } from '../types.ts';
import type { LoanChargeDue } from './charge-ledger.ts';
import type { LoanTransactionInput, LoanTransactionType, PaidCharge, TransactionPortions } from './loan-transaction.ts';
import { installmentsFromSchedule, type AddedCharge, type InstallmentChargeWaiver } from './schedule-installments.ts';
import { replayLoanTransactions, type LoanReplay, type LoanReplayInput } from './transaction-processor.ts';

/** Shared set-up of the processor tests: Fineract's e2e loan products and row assertions. */

export const EUR = { code: 'EUR', digitsAfterDecimal: 2, inMultiplesOf: null };
export const money = moneyContext();

export function date(text: string): LocalDate {
  return LocalDate.parse(text);
}

/**
 * Fineract e2e product LP1 (EUR, no interest unless overridden, amounts in multiples of 1): the "default loan"
 * is 1000 over one 30-day repayment; the "customised loan" is monthly.
 */
export function lp1(overrides: Partial<CumulativeLoanTerms>): CumulativeLoanTerms {
  return {
    currency: EUR, principal: 1000, numberOfRepayments: 1, repaymentEvery: 30, repaymentFrequencyType: 0,
    interestRatePerPeriod: 0, interestRateFrequencyType: 3, interestType: 0, amortizationType: 1,
    interestCalculationPeriodType: 1, daysInYearType: 1, daysInMonthType: 1, installmentAmountInMultiplesOf: 1,
    expectedDisbursementDate: date('2023-01-01'), ...overrides,
  };
}

export interface Extras {
  readonly strategyCode?: string;
  readonly addedCharges?: readonly AddedCharge[];
  readonly waivers?: readonly InstallmentChargeWaiver[];
  /** The loan's charges for the due / in-advance strategies; defaults to the added charges. */
  readonly charges?: readonly LoanChargeDue[];
}

export function replayInput(terms: CumulativeLoanTerms, transactions: readonly LoanTransactionInput[], extras: Extras = {}): LoanReplayInput {
  const schedule = generateCumulativeSchedule(terms, { money });
  return {
    currency: EUR,
    money,
    strategyCode: extras.strategyCode ?? 'mifos-standard-strategy',
    disbursementDate: terms.expectedDisbursementDate,
    installments: installmentsFromSchedule(schedule, extras.addedCharges, extras.waivers),
    transactions,
    charges: extras.charges ?? (extras.addedCharges ?? []).map((c) => ({ penalty: c.penalty, amount: c.amount, dueDate: c.dueDate })),
  };
}

export function replay(terms: CumulativeLoanTerms, transactions: readonly LoanTransactionInput[], extras: Extras = {}): LoanReplay {
  return replayLoanTransactions(replayInput(terms, transactions, extras));
}

export function tx(type: LoanTransactionType, on: string, amount: Decimal.Value, more: { id?: number; charge?: PaidCharge; stored?: TransactionPortions } = {}): LoanTransactionInput {
  return { type, date: date(on), amount, ...more };
}

/** Stored figures: amount, principal, interest, fees, penalties, overpayment. */
export function stored(amount: Decimal.Value, principal: Decimal.Value, interest: Decimal.Value, fee: Decimal.Value, penalty: Decimal.Value, overpayment: Decimal.Value = 0): TransactionPortions {
  return { amount, principalPortion: principal, interestPortion: interest, feeChargesPortion: fee, penaltyChargesPortion: penalty, overpaymentPortion: overpayment };
}

/** An installment row as Fineract's schedule table: nr, paid date, principal, interest, fees, penalties, paid, in advance, late, outstanding. */
export type InstallmentRow = readonly [number, string, string, string, string, string, string, string, string, string];

export function installmentRows(result: LoanReplay): InstallmentRow[] {
  return result.installments.map((i) => {
    const paid = i.totalPaid();
    return [
      i.installmentNumber, i.obligationsMetOnDate?.toString() ?? '', i.due.principal.toFixed(2), i.due.interest.toFixed(2),
      i.due.fee.toFixed(2), i.due.penalty.toFixed(2), paid.toFixed(2), i.totalPaidInAdvance.toFixed(2), i.totalPaidLate.toFixed(2),
      i.totalOutstanding().toFixed(2),
    ];
  });
}

/** A transaction row as Fineract's transactions table: date, type id, amount, principal, interest, fees, penalties, loan balance. */
export type TransactionRow = readonly [string, number, string, string, string, string, string, string];

export function transactionRows(result: LoanReplay): TransactionRow[] {
  return result.transactions.map((t) => [
    t.input.date.toString(), t.input.type, t.amount.toFixed(2), t.principalPortion.toFixed(2), t.interestPortion.toFixed(2),
    t.feeChargesPortion.toFixed(2), t.penaltyChargesPortion.toFixed(2), t.outstandingLoanBalance?.toFixed(2) ?? '',
  ]);
}

export function assertRows(result: LoanReplay, installments: readonly InstallmentRow[], transactions: readonly TransactionRow[]): void {
  assert.deepEqual(installmentRows(result), installments);
  assert.deepEqual(transactionRows(result), transactions);
}
