import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { calculationOption, compoundingOption, daysInYearOption, lockinFrequencyOption, postingOption } from '../savings-products/domain/savings-product-enums.ts';
import { presentCurrency, type CurrencyView } from '../../organisation/index.ts';
import { accountTypeOption, savingsDepositTypeOption, savingsStatusView, savingsSubStatusView, type SavingsAccountStatusView, type SavingsAccountSubStatusView } from './domain/savings-account-status.ts';
import type { SavingsAccountRow } from './savings-accounts.repository.ts';

/** An account row with the names a read shows (one statement). */
export interface SavingsAccountRecord extends SavingsAccountRow {
  readonly client_name: string | null;
  readonly group_name: string | null;
  readonly product_name: string | null;
  readonly product_short_name: string | null;
  readonly officer_name: string | null;
  readonly tax_group_name: string | null;
  readonly currency_name: string | null;
  readonly currency_symbol: string | null;
  readonly currency_name_code: string | null;
  readonly submitted_username: string | null;
  readonly submitted_firstname: string | null;
  readonly submitted_lastname: string | null;
  readonly approved_username: string | null;
  readonly approved_firstname: string | null;
  readonly approved_lastname: string | null;
  readonly activated_username: string | null;
  readonly activated_firstname: string | null;
  readonly activated_lastname: string | null;
  readonly rejected_username: string | null;
  readonly withdrawn_username: string | null;
  readonly closed_username: string | null;
}

const date = (text: string | null): LocalDate | undefined => (text === null ? undefined : LocalDate.parse(text));
const amount = (text: string | null): Decimal | undefined => (text === null ? undefined : new Decimal(text));
const zeroIfNull = (text: string | null): Decimal => new Decimal(text ?? 0);

export function currencyOfAccount(r: SavingsAccountRecord): CurrencyView {
  return presentCurrency({
    code: r.currency_code, name: r.currency_name ?? '', decimal_places: r.currency_digits, currency_multiplesof: r.currency_multiplesof,
    display_symbol: r.currency_symbol, internationalized_name_code: r.currency_name_code ?? '',
  });
}

/** Fineract's SavingsAccountApplicationTimelineData: each step's date and who took it. */
function timelineOf(r: SavingsAccountRecord) {
  return {
    submittedOnDate: date(r.submittedon_date),
    submittedByUsername: r.submitted_username ?? undefined,
    submittedByFirstname: r.submitted_firstname ?? undefined,
    submittedByLastname: r.submitted_lastname ?? undefined,
    rejectedOnDate: date(r.rejectedon_date),
    rejectedByUsername: r.rejectedon_date === null ? undefined : (r.rejected_username ?? undefined),
    withdrawnOnDate: date(r.withdrawnon_date),
    withdrawnByUsername: r.withdrawnon_date === null ? undefined : (r.withdrawn_username ?? undefined),
    approvedOnDate: date(r.approvedon_date),
    approvedByUsername: r.approvedon_date === null ? undefined : (r.approved_username ?? undefined),
    approvedByFirstname: r.approvedon_date === null ? undefined : (r.approved_firstname ?? undefined),
    approvedByLastname: r.approvedon_date === null ? undefined : (r.approved_lastname ?? undefined),
    activatedOnDate: date(r.activatedon_date),
    activatedByUsername: r.activatedon_date === null ? undefined : (r.activated_username ?? undefined),
    activatedByFirstname: r.activatedon_date === null ? undefined : (r.activated_firstname ?? undefined),
    activatedByLastname: r.activatedon_date === null ? undefined : (r.activated_lastname ?? undefined),
    closedOnDate: r.status_enum === 600 ? date(r.closedon_date) : undefined,
    closedByUsername: r.status_enum === 600 ? (r.closed_username ?? undefined) : undefined,
  };
}

/** Fineract's SavingsAccountSummaryData of one account. */
function summaryOf(r: SavingsAccountRecord, currency: CurrencyView) {
  const balance = zeroIfNull(r.account_balance_derived);
  const onHold = zeroIfNull(r.on_hold_funds_derived).plus(zeroIfNull(r.total_savings_amount_on_hold));
  return {
    currency,
    totalDeposits: amount(r.total_deposits_derived),
    totalWithdrawals: amount(r.total_withdrawals_derived),
    totalWithdrawalFees: amount(r.total_withdrawal_fees_derived),
    totalAnnualFees: amount(r.total_annual_fees_derived),
    totalInterestEarned: amount(r.total_interest_earned_derived),
    totalInterestPosted: zeroIfNull(r.total_interest_posted_derived),
    accountBalance: balance,
    totalFeeCharge: amount(r.total_fees_charge_derived),
    totalPenaltyCharge: amount(r.total_penalty_charge_derived),
    totalOverdraftInterestDerived: amount(r.total_overdraft_interest_derived),
    totalWithholdTax: amount(r.total_withhold_tax_derived),
    interestNotPosted: zeroIfNull(r.total_interest_earned_derived).minus(zeroIfNull(r.total_interest_posted_derived)),
    lastInterestCalculationDate: date(r.last_interest_calculation_date),
    availableBalance: balance.minus(onHold),
    interestPostedTillDate: date(r.interest_posted_till_date),
  };
}

/** A savings account on the wire (Fineract's SavingsAccountData). */
export interface SavingsAccountView {
  readonly id: number;
  readonly accountNo: string;
  readonly status: SavingsAccountStatusView;
  readonly subStatus: SavingsAccountSubStatusView;
  readonly currency: CurrencyView;
  readonly [member: string]: unknown;
}

export function presentSavingsAccount(r: SavingsAccountRecord): SavingsAccountView {
  const currency = currencyOfAccount(r);
  const overdraft = r.allow_overdraft;
  return {
    id: r.id,
    accountNo: r.account_no,
    externalId: r.external_id ?? undefined,
    depositType: savingsDepositTypeOption(),
    groupId: r.group_id ?? undefined,
    groupName: r.group_name ?? undefined,
    clientId: r.client_id ?? undefined,
    clientName: r.client_name ?? undefined,
    savingsProductId: r.product_id ?? undefined,
    savingsProductName: r.product_name ?? undefined,
    fieldOfficerId: r.field_officer_id ?? 0,
    fieldOfficerName: r.officer_name ?? undefined,
    status: savingsStatusView(r.status_enum),
    subStatus: savingsSubStatusView(r.sub_status_enum),
    reasonForBlock: r.reason_for_block ?? undefined,
    timeline: timelineOf(r),
    currency,
    nominalAnnualInterestRate: new Decimal(r.nominal_annual_interest_rate),
    interestCompoundingPeriodType: compoundingOption(r.interest_compounding_period_enum),
    interestPostingPeriodType: postingOption(r.interest_posting_period_enum),
    interestCalculationType: calculationOption(r.interest_calculation_type_enum),
    interestCalculationDaysInYearType: daysInYearOption(r.interest_calculation_days_in_year_type_enum),
    minRequiredOpeningBalance: amount(r.min_required_opening_balance),
    lockinPeriodFrequency: r.lockin_period_frequency === null ? undefined : new Decimal(r.lockin_period_frequency).toNumber(),
    lockinPeriodFrequencyType: r.lockin_period_frequency_enum === null ? undefined : lockinFrequencyOption(r.lockin_period_frequency_enum),
    withdrawalFeeForTransfers: r.withdrawal_fee_for_transfer === true,
    allowOverdraft: overdraft,
    overdraftLimit: overdraft ? amount(r.overdraft_limit) : undefined,
    minRequiredBalance: amount(r.min_required_balance),
    enforceMinRequiredBalance: r.enforce_min_required_balance,
    maxAllowedLienLimit: amount(r.max_allowed_lien_limit),
    lienAllowed: r.is_lien_allowed,
    minBalanceForInterestCalculation: amount(r.min_balance_for_interest_calculation),
    onHoldFunds: amount(r.on_hold_funds_derived),
    nominalAnnualInterestRateOverdraft: amount(r.nominal_annual_interest_rate_overdraft),
    minOverdraftForInterestCalculation: amount(r.min_overdraft_for_interest_calculation),
    withHoldTax: r.withhold_tax,
    taxGroup: r.tax_group_id === null ? undefined : { id: r.tax_group_id, name: r.tax_group_name ?? undefined },
    lockedInUntilDate: date(r.lockedin_until_date_derived),
    savingsAmountOnHold: amount(r.total_savings_amount_on_hold),
    summary: summaryOf(r, currency),
  };
}

/** One account in a client's or group's account list (Fineract's accountdetails SavingsAccountSummaryData). */
export function presentAccountSummary(r: SavingsAccountRecord): { id: number } & Record<string, unknown> {
  return {
    id: r.id,
    accountNo: r.account_no,
    externalId: r.external_id ?? undefined,
    productId: r.product_id ?? undefined,
    productName: r.product_name ?? undefined,
    shortProductName: r.product_short_name ?? undefined,
    status: savingsStatusView(r.status_enum),
    currency: currencyOfAccount(r),
    accountBalance: r.status_enum === 300 || r.status_enum === 600 ? zeroIfNull(r.account_balance_derived) : undefined,
    accountType: accountTypeOption(r.account_type_enum),
    timeline: timelineOf(r),
    subStatus: savingsSubStatusView(r.sub_status_enum),
    depositType: savingsDepositTypeOption(),
  };
}

