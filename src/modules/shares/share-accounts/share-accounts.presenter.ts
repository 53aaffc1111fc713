import { LocalDate } from '@js-joda/core';
import { Decimal } from 'decimal.js';
import { presentCurrency } from '../../organisation/index.ts';
import { lockinPeriodOption, minimumActivePeriodOption } from '../share-products/domain/share-product-enums.ts';
import { shareChargeCalculationOption, shareChargeTimeOption } from './domain/share-account-charges.ts';
import { shareAccountStatusOption, shareTransactionOption } from './domain/share-account-enums.ts';
import type { ShareChargeViewRow } from './share-account-charges.repository.ts';
import type { ShareAccountRow, ShareTransactionRow } from './share-accounts.repository.ts';

/** An account as the queries read it: the row with its product, client, savings account, currency and users' names. */
export interface ShareAccountRecord extends ShareAccountRow {
  readonly product_name: string;
  readonly product_short_name: string;
  readonly client_name: string | null;
  readonly savings_account_no: string | null;
  readonly currency_name: string | null;
  readonly currency_display_symbol: string | null;
  readonly currency_name_code: string | null;
  readonly submitted_username: string | null;
  readonly submitted_firstname: string | null;
  readonly submitted_lastname: string | null;
  readonly approved_username: string | null;
  readonly approved_firstname: string | null;
  readonly approved_lastname: string | null;
  readonly rejected_username: string | null;
  readonly rejected_firstname: string | null;
  readonly rejected_lastname: string | null;
  readonly activated_username: string | null;
  readonly activated_firstname: string | null;
  readonly activated_lastname: string | null;
}

const date = (text: string | null): LocalDate | null => (text === null ? null : LocalDate.parse(text));
const wholeNumber = (text: string | null): number | null => (text === null ? null : new Decimal(text).toNumber());

/** Fineract's ShareAccountApplicationTimelineData. */
function presentTimeline(r: ShareAccountRecord) {
  return {
    submittedOnDate: date(r.submitted_date),
    submittedByUsername: r.submitted_username,
    submittedByFirstname: r.submitted_firstname,
    submittedByLastname: r.submitted_lastname,
    rejectedDate: date(r.rejected_date),
    rejectedByUsername: r.rejected_username,
    rejectedByFirstname: r.rejected_firstname,
    rejectedByLastname: r.rejected_lastname,
    approvedDate: date(r.approved_date),
    approvedByUsername: r.approved_username,
    approvedByFirstname: r.approved_firstname,
    approvedByLastname: r.approved_lastname,
    activatedDate: date(r.activated_date),
    activatedByUsername: r.activated_username,
    activatedByFirstname: r.activated_firstname,
    activatedByLastname: r.activated_lastname,
  };
}

function currencyOf(r: ShareAccountRecord) {
  return presentCurrency({
    code: r.currency_code,
    name: r.currency_name ?? r.currency_code,
    decimal_places: r.currency_digits,
    currency_multiplesof: r.currency_multiplesof,
    display_symbol: r.currency_display_symbol,
    internationalized_name_code: r.currency_name_code ?? '',
  });
}

/** Fineract's ShareAccountSummaryData (the client's account list and the account's `summary`). */
export function presentShareAccountSummary(r: ShareAccountRecord) {
  return {
    id: r.id,
    accountNo: r.account_no,
    totalApprovedShares: r.total_approved_shares,
    totalPendingForApprovalShares: r.total_pending_shares,
    externalId: r.external_id,
    productId: r.product_id,
    productName: r.product_name,
    shortProductName: r.product_short_name,
    status: shareAccountStatusOption(r.status_enum),
    currency: currencyOf(r),
    timeline: presentTimeline(r),
  };
}

/** Fineract's ShareAccountTransactionData (`purchasedShares`). */
export function presentShareTransaction(t: ShareTransactionRow) {
  return {
    id: t.id,
    accountId: t.account_id,
    purchasedDate: date(t.transaction_date),
    numberOfShares: t.total_shares,
    purchasedPrice: t.unit_price === null ? null : new Decimal(t.unit_price),
    status: shareTransactionOption(t.status_enum),
    type: shareTransactionOption(t.type_enum),
    amount: t.amount === null ? null : new Decimal(t.amount),
    chargeAmount: new Decimal(t.charge_amount ?? '0'),
    amountPaid: new Decimal(t.amount_paid ?? '0'),
  };
}

/** Fineract's ShareAccountData without its transactions (the list) . */
export function presentShareAccount(r: ShareAccountRecord) {
  return {
    id: r.id,
    accountNo: r.account_no,
    externalId: r.external_id,
    savingsAccountId: r.savings_account_id,
    savingsAccountNumber: r.savings_account_no,
    clientId: r.client_id,
    clientName: r.client_name,
    productId: r.product_id,
    productName: r.product_name,
    status: shareAccountStatusOption(r.status_enum),
    timeline: presentTimeline(r),
    currency: currencyOf(r),
    summary: presentShareAccountSummary(r),
    allowDividendCalculationForInactiveClients: r.allow_dividends_inactive_clients === true,
    lockinPeriod: wholeNumber(r.lockin_period_frequency),
    lockPeriodTypeEnum: r.lockin_period_frequency_enum === null ? null : lockinPeriodOption(r.lockin_period_frequency_enum),
    minimumActivePeriod: wholeNumber(r.minimum_active_period_frequency),
    minimumActivePeriodTypeEnum: r.minimum_active_period_frequency_enum === null ? null : minimumActivePeriodOption(r.minimum_active_period_frequency_enum),
  };
}

const decimalOrZero = (text: string | null): Decimal => new Decimal(text ?? '0');

/** Fineract's ShareAccountChargeData (the account's `charges`); amounts not yet set read 0, as Fineract reads them. */
export function presentShareAccountCharge(r: ShareChargeViewRow) {
  return {
    id: r.id,
    chargeId: r.charge_id,
    accountId: r.account_id,
    name: r.charge_name,
    chargeTimeType: shareChargeTimeOption(r.charge_time_enum),
    chargeCalculationType: shareChargeCalculationOption(r.charge_calculation_enum),
    percentage: decimalOrZero(r.calculation_percentage),
    amountPercentageAppliedTo: decimalOrZero(r.calculation_on_amount),
    currency: presentCurrency({
      code: r.currency_code,
      name: r.currency_name ?? r.currency_code,
      decimal_places: r.currency_digits ?? 0,
      currency_multiplesof: r.currency_multiplesof,
      display_symbol: r.currency_display_symbol,
      internationalized_name_code: r.currency_name_code ?? '',
    }),
    amount: new Decimal(r.amount),
    amountPaid: decimalOrZero(r.amount_paid_derived),
    amountWaived: decimalOrZero(r.amount_waived_derived),
    amountWrittenOff: decimalOrZero(r.amount_writtenoff_derived),
    amountOutstanding: new Decimal(r.amount_outstanding_derived),
    amountOrPercentage: decimalOrZero(r.charge_amount_or_percentage),
    isActive: r.charge_is_active,
  };
}

/** A share charge as an application's default (Fineract's toShareAccountChargeData: the charge's amount, nothing paid). */
export function presentProductChargeDefault(c: { id: number; name: string | null; currency: unknown; amount: Decimal; chargeTimeType: unknown; chargeCalculationType: unknown }) {
  const zero = new Decimal(0);
  return {
    chargeId: c.id,
    name: c.name,
    currency: c.currency,
    amount: c.amount,
    amountPaid: zero,
    amountWaived: zero,
    amountWrittenOff: zero,
    amountOutstanding: zero,
    chargeTimeType: c.chargeTimeType,
    chargeCalculationType: c.chargeCalculationType,
    percentage: zero,
    amountPercentageAppliedTo: zero,
    amountOrPercentage: zero,
  };
}

/** A share charge as an option of the application form (the GET /charges members the form needs). */
export function presentChargeOption(c: { id: number; name: string | null; active: boolean; penalty: boolean; currency: unknown; amount: Decimal; chargeTimeType: unknown; chargeAppliesTo: unknown; chargeCalculationType: unknown; chargePaymentMode: unknown }) {
  return {
    id: c.id,
    name: c.name,
    active: c.active,
    penalty: c.penalty,
    currency: c.currency,
    amount: c.amount,
    chargeTimeType: c.chargeTimeType,
    chargeAppliesTo: c.chargeAppliesTo,
    chargeCalculationType: c.chargeCalculationType,
    chargePaymentMode: c.chargePaymentMode,
  };
}
