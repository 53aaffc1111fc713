import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { parseIsoDate } from '../../../shared/time/index.ts';
import type { EnumOption } from '../../../shared/enum-option.ts';
import { amortizationTypeOption, currencyLabel, daysInMonthTypeOption, daysInYearTypeOption, interestCalculationPeriodTypeOption, interestRateFrequencyTypeOption, interestTypeOption, repaymentFrequencyTypeOption } from '../loan-products/domain/loan-product-enums.ts';
import type { LoanCurrencyView, LoanScheduleView } from '../loan-schedules/loan-schedules.presenter.ts';
import { loanTypeOption, termFrequencyTypeOption } from './domain/loan-enums.ts';
import { loanStatusView, type LoanStatusView } from './domain/loan-status.ts';
import type { LoanTermVariationView } from './domain/loan-term-variations.ts';
import { presentLoanRecalculation, type LoanRecalculationRow } from './loan-recalculation.presenter.ts';
import type { LoanDelinquencyView } from '../loan-delinquency/loan-delinquency.queries.ts';
import type { OverdueByComponent } from '../loan-schedules/loan-schedules.repository.ts';

/** One loan with the names a read shows (the one-statement read of m_loan and its joins). */
export interface LoanDetailRow {
  readonly id: number;
  readonly account_no: string;
  readonly external_id: string | null;
  readonly loan_status_id: number;
  readonly loan_type_enum: number;
  readonly client_id: number | null;
  readonly client_account_no: string | null;
  readonly client_name: string | null;
  readonly client_external_id: string | null;
  readonly client_office_id: number | null;
  readonly group_id: number | null;
  readonly group_account_no: string | null;
  readonly group_name: string | null;
  readonly group_external_id: string | null;
  readonly group_office_id: number | null;
  readonly product_id: number | null;
  readonly product_name: string | null;
  readonly product_description: string | null;
  readonly product_multi_disburse: boolean | null;
  readonly product_can_define_emi: boolean | null;
  readonly product_linked_to_floating: boolean | null;
  readonly product_can_use_for_topup: boolean | null;
  readonly product_disallow_expected: boolean | null;
  readonly fund_id: number | null;
  readonly fund_name: string | null;
  readonly loanpurpose_cv_id: number | null;
  readonly purpose_name: string | null;
  readonly loan_officer_id: number | null;
  readonly officer_name: string | null;
  readonly currency_code: string;
  readonly currency_digits: number;
  readonly currency_multiplesof: number | null;
  readonly currency_name: string | null;
  readonly currency_symbol: string | null;
  readonly currency_name_code: string | null;
  readonly principal_amount: string;
  readonly approved_principal: string;
  readonly principal_amount_proposed: string;
  readonly net_disbursal_amount: string;
  readonly term_frequency: number;
  readonly term_period_frequency_enum: number;
  readonly number_of_repayments: number;
  readonly repay_every: number;
  readonly fixed_length: number | null;
  readonly repayment_period_frequency_enum: number;
  readonly nominal_interest_rate_per_period: string | null;
  readonly interest_period_frequency_enum: number | null;
  readonly annual_nominal_interest_rate: string | null;
  readonly is_floating_interest_rate: boolean | null;
  readonly interest_rate_differential: string | null;
  readonly amortization_method_enum: number;
  readonly interest_method_enum: number;
  readonly interest_calculated_in_period_enum: number;
  readonly allow_partial_period_interest_calcualtion: boolean;
  readonly arrearstolerance_amount: string | null;
  readonly loan_transaction_strategy_code: string;
  readonly loan_transaction_strategy_name: string;
  readonly grace_on_principal_periods: number | null;
  readonly recurring_moratorium_principal_periods: number | null;
  readonly grace_on_interest_periods: number | null;
  readonly grace_interest_free_periods: number | null;
  readonly grace_on_arrears_ageing: number | null;
  readonly interest_calculated_from_date: string | null;
  readonly expected_firstrepaymenton_date: string | null;
  readonly sync_disbursement_with_meeting: boolean | null;
  readonly submittedon_date: string | null;
  readonly submitted_username: string | null;
  readonly submitted_firstname: string | null;
  readonly submitted_lastname: string | null;
  readonly approvedon_date: string | null;
  readonly approved_username: string | null;
  readonly approved_firstname: string | null;
  readonly approved_lastname: string | null;
  readonly rejectedon_date: string | null;
  readonly rejected_username: string | null;
  readonly rejected_firstname: string | null;
  readonly rejected_lastname: string | null;
  readonly withdrawnon_date: string | null;
  readonly withdrawn_username: string | null;
  readonly withdrawn_firstname: string | null;
  readonly withdrawn_lastname: string | null;
  readonly expected_disbursedon_date: string | null;
  readonly disbursedon_date: string | null;
  readonly expected_maturedon_date: string | null;
  readonly maturedon_date: string | null;
  readonly closedon_date: string | null;
  readonly total_charges_due_at_disbursement_derived: string | null;
  readonly total_overpaid_derived: string | null;
  readonly loan_counter: number | null;
  readonly loan_product_counter: number | null;
  readonly fixed_emi_amount: string | null;
  readonly max_outstanding_loan_balance: string | null;
  readonly is_npa: boolean;
  readonly days_in_month_enum: number;
  readonly days_in_year_enum: number;
  readonly interest_recalculation_enabled: boolean;
  readonly create_standing_instruction_at_disbursement: boolean | null;
  readonly is_topup: boolean;
  readonly is_fraud: boolean;
  readonly is_equal_amortization: boolean;
  readonly fixed_principal_percentage_per_installment: string | null;
  readonly overpaidon_date: string | null;
  readonly last_closed_business_date: string | null;
  readonly is_charged_off: boolean;
  readonly enable_down_payment: boolean;
  readonly disbursed_amount_percentage_for_down_payment: string | null;
  readonly enable_auto_repayment_for_down_payment: boolean;
  readonly enable_installment_level_delinquency: boolean;
  readonly loan_schedule_type: string;
  readonly loan_schedule_processing_type: string;
  readonly summary: Readonly<Record<string, string | null>>;
  readonly recalculation: LoanRecalculationRow | null;
}

const dec = (text: string | null): Decimal | undefined => (text === null ? undefined : new Decimal(text));
const date = (text: string | null): LocalDate | undefined => (text === null ? undefined : parseIsoDate(text));
const opt = <T>(value: T | null): T | undefined => value ?? undefined;

export function currencyOf(r: Pick<LoanDetailRow, 'currency_code' | 'currency_digits' | 'currency_multiplesof' | 'currency_name' | 'currency_symbol' | 'currency_name_code'>): LoanCurrencyView {
  const name = r.currency_name ?? r.currency_code;
  return {
    code: r.currency_code,
    name,
    decimalPlaces: r.currency_digits,
    inMultiplesOf: opt(r.currency_multiplesof),
    displaySymbol: opt(r.currency_symbol),
    nameCode: r.currency_name_code ?? `currency.${r.currency_code}`,
    displayLabel: currencyLabel(name, r.currency_code, r.currency_symbol),
  };
}

function timelineOf(r: LoanDetailRow): Record<string, unknown> {
  return {
    submittedOnDate: date(r.submittedon_date), submittedByUsername: opt(r.submitted_username), submittedByFirstname: opt(r.submitted_firstname), submittedByLastname: opt(r.submitted_lastname),
    rejectedOnDate: date(r.rejectedon_date), rejectedByUsername: opt(r.rejected_username), rejectedByFirstname: opt(r.rejected_firstname), rejectedByLastname: opt(r.rejected_lastname),
    withdrawnOnDate: date(r.withdrawnon_date), withdrawnByUsername: opt(r.withdrawn_username), withdrawnByFirstname: opt(r.withdrawn_firstname), withdrawnByLastname: opt(r.withdrawn_lastname),
    approvedOnDate: date(r.approvedon_date), approvedByUsername: opt(r.approved_username), approvedByFirstname: opt(r.approved_firstname), approvedByLastname: opt(r.approved_lastname),
    expectedDisbursementDate: date(r.expected_disbursedon_date), actualDisbursementDate: date(r.disbursedon_date),
    expectedMaturityDate: date(r.expected_maturedon_date), actualMaturityDate: date(r.maturedon_date), closedOnDate: date(r.closedon_date),
  };
}

const SUMMARY_MEMBERS = [
  'principalDisbursed', 'principalAdjustments', 'principalPaid', 'principalWrittenOff', 'principalOutstanding', 'interestCharged', 'interestPaid',
  'interestWaived', 'interestWrittenOff', 'interestOutstanding', 'feeChargesCharged', 'feeAdjustments', 'feeChargesPaid', 'feeChargesWaived',
  'feeChargesWrittenOff', 'feeChargesOutstanding', 'penaltyChargesCharged', 'penaltyAdjustments', 'penaltyChargesPaid', 'penaltyChargesWaived',
  'penaltyChargesWrittenOff', 'penaltyChargesOutstanding', 'totalExpectedRepayment', 'totalRepayment', 'totalExpectedCostOfLoan', 'totalCostOfLoan',
  'totalWaived', 'totalWrittenOff', 'totalOutstanding', 'totalRecovered',
] as const;

/** Whether the loan is in arrears, and for an active loan what is overdue by component. */
export interface LoanArrears {
  readonly inArrears: boolean;
  readonly overdue?: OverdueByComponent;
}

/** The summary block: only from disbursement on (status 300 and later), as Fineract; overdue amounts for an active loan. */
function summaryOf(r: LoanDetailRow, currency: LoanCurrencyView, overdue: OverdueByComponent | undefined): Record<string, unknown> | undefined {
  if (r.loan_status_id < 300) {
    return undefined;
  }
  const zero = new Decimal(0);
  const amounts = Object.fromEntries(SUMMARY_MEMBERS.map((m) => [m, dec(r.summary[m] ?? null) ?? zero]));
  return {
    currency, ...amounts, feeChargesDueAtDisbursementCharged: dec(r.total_charges_due_at_disbursement_derived) ?? zero,
    principalOverdue: overdue?.principal ?? zero, interestOverdue: overdue?.interest ?? zero, feeChargesOverdue: overdue?.fee ?? zero,
    penaltyChargesOverdue: overdue?.penalty ?? zero, totalOverdue: overdue?.total ?? zero, overdueSinceDate: overdue?.since,
  };
}

function termsOf(r: LoanDetailRow): Record<string, unknown> {
  const rateFrequency = r.interest_period_frequency_enum;
  return {
    principal: new Decimal(r.principal_amount), approvedPrincipal: new Decimal(r.approved_principal), proposedPrincipal: new Decimal(r.principal_amount_proposed),
    netDisbursalAmount: new Decimal(r.net_disbursal_amount), termFrequency: r.term_frequency, termPeriodFrequencyType: termFrequencyTypeOption(r.term_period_frequency_enum),
    numberOfRepayments: r.number_of_repayments, repaymentEvery: r.repay_every, fixedLength: opt(r.fixed_length),
    repaymentFrequencyType: repaymentFrequencyTypeOption(r.repayment_period_frequency_enum), interestRatePerPeriod: dec(r.nominal_interest_rate_per_period),
    interestRateFrequencyType: rateFrequency === null ? undefined : interestRateFrequencyTypeOption(rateFrequency), annualInterestRate: dec(r.annual_nominal_interest_rate),
    isFloatingInterestRate: r.is_floating_interest_rate ?? false, interestRateDifferential: dec(r.interest_rate_differential),
    amortizationType: amortizationTypeOption(r.amortization_method_enum), interestType: interestTypeOption(r.interest_method_enum),
    interestCalculationPeriodType: interestCalculationPeriodTypeOption(r.interest_calculated_in_period_enum),
    allowPartialPeriodInterestCalcualtion: r.allow_partial_period_interest_calcualtion, inArrearsTolerance: dec(r.arrearstolerance_amount),
    transactionProcessingStrategyCode: r.loan_transaction_strategy_code, transactionProcessingStrategyName: r.loan_transaction_strategy_name,
    graceOnPrincipalPayment: opt(r.grace_on_principal_periods), recurringMoratoriumOnPrincipalPeriods: opt(r.recurring_moratorium_principal_periods),
    graceOnInterestPayment: opt(r.grace_on_interest_periods), graceOnInterestCharged: opt(r.grace_interest_free_periods), graceOnArrearsAgeing: opt(r.grace_on_arrears_ageing),
    interestChargedFromDate: date(r.interest_calculated_from_date), expectedFirstRepaymentOnDate: date(r.expected_firstrepaymenton_date),
    fixedEmiAmount: dec(r.fixed_emi_amount), maxOutstandingLoanBalance: dec(r.max_outstanding_loan_balance),
    daysInMonthType: daysInMonthTypeOption(r.days_in_month_enum), daysInYearType: daysInYearTypeOption(r.days_in_year_enum),
    isInterestRecalculationEnabled: r.interest_recalculation_enabled, isEqualAmortization: r.is_equal_amortization,
    fixedPrincipalPercentagePerInstallment: dec(r.fixed_principal_percentage_per_installment),
    interestRecalculationData: presentLoanRecalculation(r.interest_recalculation_enabled, r.recalculation),
  };
}

/** Associations added to a loan read (`associations=`): each present only when asked for. */
export interface LoanAssociations {
  readonly repaymentSchedule?: LoanScheduleView;
  readonly originalSchedule?: LoanScheduleView;
  readonly transactions?: readonly unknown[];
  readonly charges?: readonly unknown[];
  readonly collateral?: readonly unknown[];
  readonly guarantors?: readonly unknown[];
  readonly disbursementDetails?: readonly unknown[];
  readonly linkedAccount?: unknown;
  readonly loanTermVariations?: readonly LoanTermVariationView[];
  readonly emiAmountVariations?: readonly LoanTermVariationView[];
}

export type LoanView = Readonly<Record<string, unknown>> & { readonly id: number; readonly status: LoanStatusView };

/** Fineract's LoanAccountData of one loan (explicit members; nulls are left out on the wire). */
export function presentLoan(r: LoanDetailRow, associations: LoanAssociations = {}, arrears: LoanArrears = { inArrears: false }, delinquency?: LoanDelinquencyView): LoanView {
  const currency = currencyOf(r);
  const loanType: EnumOption = loanTypeOption(r.loan_type_enum);
  return {
    id: r.id, accountNo: r.account_no, externalId: opt(r.external_id), status: loanStatusView(r.loan_status_id),
    clientId: opt(r.client_id), clientAccountNo: opt(r.client_account_no), clientName: opt(r.client_name), clientExternalId: opt(r.client_external_id),
    clientOfficeId: opt(r.client_office_id),
    group: r.group_id === null ? undefined : { id: r.group_id, accountNo: opt(r.group_account_no), name: opt(r.group_name), externalId: opt(r.group_external_id), officeId: opt(r.group_office_id) },
    loanProductId: opt(r.product_id), loanProductName: opt(r.product_name), loanProductDescription: opt(r.product_description),
    isLoanProductLinkedToFloatingRate: r.product_linked_to_floating ?? false, fundId: opt(r.fund_id), fundName: opt(r.fund_name),
    loanPurposeId: opt(r.loanpurpose_cv_id), loanPurposeName: opt(r.purpose_name), loanOfficerId: opt(r.loan_officer_id), loanOfficerName: opt(r.officer_name),
    loanType, currency, ...termsOf(r),
    syncDisbursementWithMeeting: opt(r.sync_disbursement_with_meeting), timeline: timelineOf(r), summary: summaryOf(r, currency, arrears.overdue),
    feeChargesAtDisbursementCharged: dec(r.total_charges_due_at_disbursement_derived), totalOverpaid: dec(r.total_overpaid_derived),
    loanCounter: opt(r.loan_counter), loanProductCounter: opt(r.loan_product_counter), multiDisburseLoan: r.product_multi_disburse ?? false,
    canDefineInstallmentAmount: r.product_can_define_emi ?? false, canDisburse: r.loan_status_id === 200, canUseForTopup: r.product_can_use_for_topup ?? false,
    isTopup: r.is_topup, fraud: r.is_fraud, inArrears: arrears.inArrears, isNPA: r.is_npa, disallowExpectedDisbursements: r.product_disallow_expected ?? false,
    createStandingInstructionAtDisbursement: r.create_standing_instruction_at_disbursement ?? false, overpaidOnDate: date(r.overpaidon_date),
    lastClosedBusinessDate: date(r.last_closed_business_date), chargedOff: r.is_charged_off, enableDownPayment: r.enable_down_payment,
    disbursedAmountPercentageForDownPayment: dec(r.disbursed_amount_percentage_for_down_payment), enableAutoRepaymentForDownPayment: r.enable_auto_repayment_for_down_payment,
    enableInstallmentLevelDelinquency: r.enable_installment_level_delinquency, delinquent: delinquency?.delinquent, delinquencyRange: delinquency?.delinquencyRange,
    loanScheduleType: { id: r.loan_schedule_type, code: r.loan_schedule_type, value: scheduleTypeName(r.loan_schedule_type) },
    loanScheduleProcessingType: { id: r.loan_schedule_processing_type, code: r.loan_schedule_processing_type, value: processingTypeName(r.loan_schedule_processing_type) },
    ...associations,
  };
}

const scheduleTypeName = (code: string): string => (code === 'PROGRESSIVE' ? 'Progressive' : 'Cumulative');
const processingTypeName = (code: string): string => (code === 'VERTICAL' ? 'Vertical' : 'Horizontal');
