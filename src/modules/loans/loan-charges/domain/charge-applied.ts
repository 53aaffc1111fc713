import type { LocalDate } from '@js-joda/core';
import { LoanStatus } from '../../loan-accounts/domain/loan-status.ts';
import { AccountingRule } from '../../loan-products/domain/loan-product-enums.ts';

/**
 * Whether a charge added to a loan gets a "charge applied" accrual (Fineract's addCharge): the loan is active once
 * the charge is on it (active, or closed with its obligations met, which the charge reopens) and its product
 * records income when it is applied (accounting none, cash or upfront accrual), not periodically.
 */
export function recordsChargeApplied(statusBeforeCharge: number, accountingRule: number): boolean {
  const activeWithCharge = statusBeforeCharge === LoanStatus.ACTIVE || statusBeforeCharge === LoanStatus.CLOSED_OBLIGATIONS_MET;
  return activeWithCharge && accountingRule !== AccountingRule.ACCRUAL_PERIODIC;
}

/** The date of a "charge applied" accrual: the charge's due date, or the business date when it has none or it lies ahead. */
export function chargeAppliedOn(dueDate: LocalDate | undefined, today: LocalDate): LocalDate {
  return dueDate === undefined || dueDate.isAfter(today) ? today : dueDate;
}
