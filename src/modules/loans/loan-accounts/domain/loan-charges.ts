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
  /** What is stored as outstanding when it is not `amount` (a capped installment fee, {@link withInstallmentFeeTotals}). */
  readonly amountOutstanding?: Decimal;
  readonly dueDate: LocalDate | undefined;
  readonly minCap: Decimal | null;
  readonly maxCap: Decimal | null;
  /** The definition's payment mode, which the loan charge keeps (Fineract's LoanCharge). */
  readonly paymentMode: number;
  /** A tranche-disbursement charge of a multi-disbursement loan: the index of its tranche in the application's. */
  readonly trancheIndex?: number;
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

/** One installment fee's share of one installment of the proposed schedule: the charge's ref (its index) and the amount. */
interface InstallmentFeeShare {
  readonly ref: number | undefined;
  readonly amount: Decimal;
}

/**
 * The application's charges once the schedule is known (Fineract's recalculateAllCharges, LoanCharge.update): an
 * installment fee's amount is the sum of its shares of the installments, each the flat amount or the percentage of
 * its own installment and never capped. The caps bound only the total a percentage fee is first given, which Fineract
 * then keeps as its amount outstanding until the charge's figures are next worked out (a payment, a replay).
 * `shares` name each charge by its index in `charges`.
 */
export function withInstallmentFeeTotals(charges: readonly AppliedLoanCharge[], shares: readonly InstallmentFeeShare[]): AppliedLoanCharge[] {
  return charges.map((charge, ref) => {
    if (charge.chargeTime !== LoanChargeTime.INSTALMENT_FEE) {
      return charge;
    }
    const total = shares.filter((s) => s.ref === ref).reduce<Decimal | undefined>((sum, s) => (sum === undefined ? s.amount : sum.plus(s.amount)), undefined);
    if (total === undefined) {
      return charge;
    }
    const outstanding = charge.percentage === undefined ? total : capped(total, charge.minCap, charge.maxCap);
    return { ...charge, amount: total, ...(outstanding.equals(total) ? {} : { amountOutstanding: outstanding }) };
  });
}

/**
 * A tranche-disbursement charge of a multi-disbursement application (Fineract's LoanChargeAssembler): one loan charge
 * per tranche, flat or the percentage of that tranche's principal, without a due date of its own (its tranche's date
 * is its due date). With no tranche there is no charge.
 */
export function applyTrancheCharge(definition: ChargeDefinitionFacts, input: LoanChargeInput, bases: ChargeBases, tranches: readonly { readonly principal: Decimal }[]): AppliedLoanCharge[] {
  return tranches.map((t, trancheIndex) => ({ ...applyLoanCharge(definition, input, { ...bases, principal: t.principal }), trancheIndex }));
}
