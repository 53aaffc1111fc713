import { ChronoUnit, type LocalDate } from '@js-joda/core';

/** The free-withdrawal and payment-type terms of a withdrawal-fee charge (m_charge). */
export interface WithdrawalFeeTerms {
  /** `is_free_withdrawal`: the first withdrawals of each window are free. */
  readonly freeWithdrawal: boolean;
  /** `free_withdrawal_charge_frequency`: how many withdrawals of a window are free. */
  readonly freeWithdrawalCount: number;
  /** `restart_frequency`: the window's length, in `restartFrequencyType` units. */
  readonly restartFrequency: number;
  /** `restart_frequency_enum` (PeriodFrequencyType): 2 months; any other value counts days, as in Fineract. */
  readonly restartFrequencyType: number;
  /** `is_payment_type` with `payment_type_id`: the charge applies only to withdrawals of that payment type. */
  readonly paymentTypeId: number | null;
}

/** Where the account charge's count stands (m_savings_account_charge `free_withdrawal_count`, `charge_reset_date`). */
export interface FreeWithdrawalState {
  readonly count: number;
  readonly resetDate: LocalDate | null;
}

/** What one withdrawal does to a withdrawal-fee charge. */
export type WithdrawalFeeDecision =
  | { readonly kind: 'not-applicable' }
  | { readonly kind: 'fee'; readonly state: FreeWithdrawalState }
  | { readonly kind: 'free'; readonly state: FreeWithdrawalState };

const MONTHS = 2;

/**
 * Fineract's withdrawal-fee rule with free withdrawals (SavingsAccount.payWithdrawalFee,
 * resetFreeChargeDaysCount, countValidation): a charge limited to a payment type ignores withdrawals of
 * other types; without free withdrawals the fee is taken. With them, the window starts at the last reset
 * (else the activation date) and is measured up to the business date: in months by calendar month (the
 * window is over once the business date's month reaches the start's month plus the frequency), else in
 * days. Within the window, a withdrawal is free while fewer than the free count have been; the others
 * pay. Once the window is over, the withdrawal is free and starts a new window on the business date with
 * a count of 1.
 */
export function withdrawalFeeDecision(terms: WithdrawalFeeTerms, state: FreeWithdrawalState, withdrawal: { paymentTypeId: number | null; activationDate: LocalDate; today: LocalDate }): WithdrawalFeeDecision {
  if (terms.paymentTypeId !== null && terms.paymentTypeId !== withdrawal.paymentTypeId) {
    return { kind: 'not-applicable' };
  }
  if (!terms.freeWithdrawal) {
    return { kind: 'fee', state };
  }
  const start = state.resetDate ?? withdrawal.activationDate;
  const windowOver =
    terms.restartFrequencyType === MONTHS
      ? monthIndex(withdrawal.today) >= monthIndex(start.plusMonths(terms.restartFrequency))
      : start.until(withdrawal.today, ChronoUnit.DAYS) >= terms.restartFrequency;
  if (windowOver) {
    return { kind: 'free', state: { count: 1, resetDate: withdrawal.today } };
  }
  if (state.count < terms.freeWithdrawalCount) {
    return { kind: 'free', state: { count: state.count + 1, resetDate: state.resetDate } };
  }
  return { kind: 'fee', state };
}

function monthIndex(date: LocalDate): number {
  return date.year() * 12 + date.monthValue();
}
