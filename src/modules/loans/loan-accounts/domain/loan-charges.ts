import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import type { LoanChargeInput } from './loan-application.ts';

/** Fineract's ChargeCalculationType ids a loan charge may have. */
export const ChargeCalculation = { FLAT: 1, PERCENT_OF_AMOUNT: 2, PERCENT_OF_AMOUNT_AND_INTEREST: 3, PERCENT_OF_INTEREST: 4, PERCENT_OF_DISBURSEMENT_AMOUNT: 5 } as const;
/** Fineract's ChargeTimeType ids that loans use. */
export const LoanChargeTime = { DISBURSEMENT: 1, SPECIFIED_DUE_DATE: 2, INSTALMENT_FEE: 8, OVERDUE_INSTALLMENT: 9, TRANCHE_DISBURSEMENT: 12 } as const;
/** Fineract's ChargeAppliesTo id of loan charges. */
export const CHARGE_APPLIES_TO_LOAN = 1;

export interface ChargeDefinitionFacts {
  readonly id: number;
  readonly amount: Decimal;
  readonly chargeTime: number;
  readonly calculation: number;
  readonly penalty: boolean;
  readonly minCap: Decimal | null;
  readonly maxCap: Decimal | null;
  /** Fineract's ChargePaymentMode: 0 regular, 1 account transfer (paid from the linked savings account). */
  readonly paymentMode?: number;
}

/** A charge as applied to one loan: the amount (or percentage) in force, what it is computed on, the result. */
export interface AppliedLoanCharge {
  readonly chargeId: number;
  readonly chargeTime: number;
  readonly calculation: number;
  readonly penalty: boolean;
  readonly amountOrPercentage: Decimal;
  readonly percentage: Decimal | undefined;
  readonly calculatedOn: Decimal | undefined;
  readonly amount: Decimal;
  readonly dueDate: LocalDate | undefined;
  readonly minCap: Decimal | null;
  readonly maxCap: Decimal | null;
  /** The definition's payment mode, which the loan charge keeps (Fineract's LoanCharge). */
  readonly paymentMode: number;
}

/** What percentage charges are computed on: the principal, and the loan's total interest and installment count. */
export interface ChargeBases {
  readonly principal: Decimal;
  readonly totalInterest: Decimal;
  readonly numberOfRepayments: number;
}

function capped(amount: Decimal, min: Decimal | null, max: Decimal | null): Decimal {
  if (min !== null && amount.lessThan(min)) {
    return min;
  }
  if (max !== null && amount.greaterThan(max)) {
    return max;
  }
  return amount;
}

function baseOf(calculation: number, bases: ChargeBases): Decimal | undefined {
  switch (calculation) {
    case ChargeCalculation.PERCENT_OF_AMOUNT:
    case ChargeCalculation.PERCENT_OF_DISBURSEMENT_AMOUNT:
      return bases.principal;
    case ChargeCalculation.PERCENT_OF_AMOUNT_AND_INTEREST:
      return bases.principal.plus(bases.totalInterest);
    case ChargeCalculation.PERCENT_OF_INTEREST:
      return bases.totalInterest;
    default:
      return undefined;
  }
}

/**
 * The loan charge of a definition and the application's entry (Fineract's LoanCharge): the sent amount or
 * the definition's; percentage charges computed on their base and capped; installment fees count every period.
 */
export function applyLoanCharge(definition: ChargeDefinitionFacts, input: LoanChargeInput, bases: ChargeBases): AppliedLoanCharge {
  const amountOrPercentage = input.amount ?? definition.amount;
  const base = baseOf(definition.calculation, bases);
  const perPeriod = base === undefined ? amountOrPercentage : capped(base.times(amountOrPercentage).dividedBy(100), definition.minCap, definition.maxCap);
  const periods = definition.chargeTime === LoanChargeTime.INSTALMENT_FEE && base === undefined ? bases.numberOfRepayments : 1;
  return {
    chargeId: definition.id,
    chargeTime: definition.chargeTime,
    calculation: definition.calculation,
    penalty: definition.penalty,
    amountOrPercentage,
    percentage: base === undefined ? undefined : amountOrPercentage,
    calculatedOn: base,
    amount: perPeriod.times(periods),
    dueDate: definition.chargeTime === LoanChargeTime.SPECIFIED_DUE_DATE ? input.dueDate : undefined,
    minCap: definition.minCap,
    maxCap: definition.maxCap,
    paymentMode: definition.paymentMode ?? 0,
  };
}
