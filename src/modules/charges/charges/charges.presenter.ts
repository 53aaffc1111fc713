import { Decimal } from 'decimal.js';
import { presentCurrency, type CurrencyView } from '../../organisation/index.ts';
import type { EnumOption } from '../../../shared/enum-option.ts';
import { GlAccountType, type GlAccountOption, type GlAccountSummary } from '../../accounting/index.ts';
import { chargeAppliesToOption, chargeCalculationTypeOption, chargePaymentModeOption, chargeTemplateOptions, chargeTimeTypeOption, feeFrequencyOption } from './domain/charge-types.ts';
import type { ChargeRow } from './charges.repository.ts';

/** An organisation currency as the queries read it. */
/** A charge as the queries read it: the row with its currency, tax group name and payment type name. */
export interface ChargeRecord extends ChargeRow {
  readonly currency_name: string;
  readonly currency_decimal_places: number;
  readonly currency_multiplesof: number | null;
  readonly currency_display_symbol: string | null;
  readonly currency_name_code: string;
  readonly tax_group_name: string | null;
  readonly payment_type_name: string | null;
}

export interface IdName {
  readonly id: number;
  readonly name: string | null;
}

/** A charge on the wire (Fineract's ChargeData). */
export interface ChargeView {
  readonly id: number;
  readonly name: string | null;
  readonly active: boolean;
  readonly penalty: boolean;
  readonly freeWithdrawal: boolean;
  readonly freeWithdrawalChargeFrequency: number;
  readonly restartFrequency: number;
  readonly restartFrequencyEnum: number;
  readonly isPaymentType: boolean;
  readonly paymentTypeOptions: IdName | null;
  readonly currency: CurrencyView;
  readonly amount: Decimal;
  readonly chargeTimeType: EnumOption;
  readonly chargeAppliesTo: EnumOption;
  readonly chargeCalculationType: EnumOption;
  readonly chargePaymentMode: EnumOption;
  readonly feeOnMonthDay: readonly [number, number] | null;
  readonly feeInterval: number | null;
  readonly minCap: Decimal | null;
  readonly maxCap: Decimal | null;
  readonly feeFrequency: EnumOption | null;
  readonly incomeOrLiabilityAccount: GlAccountSummary | null;
  readonly taxGroup: IdName | null;
}

const decimalOrNull = (value: string | null): Decimal | null => (value === null ? null : new Decimal(value));

/** The charge with its income or liability account (`accounts`: the accounts its rows name, by id). */
export function presentCharge(r: ChargeRecord, accounts: ReadonlyMap<number, GlAccountSummary>): ChargeView {
  return {
    id: r.id,
    name: r.name,
    active: r.is_active,
    penalty: r.is_penalty,
    freeWithdrawal: r.is_free_withdrawal,
    freeWithdrawalChargeFrequency: r.free_withdrawal_charge_frequency ?? 0,
    restartFrequency: r.restart_frequency ?? 0,
    restartFrequencyEnum: r.restart_frequency_enum ?? 0,
    isPaymentType: r.is_payment_type === true,
    paymentTypeOptions: r.payment_type_id === null ? null : { id: r.payment_type_id, name: r.payment_type_name },
    currency: presentCurrency({
      code: r.currency_code,
      name: r.currency_name,
      decimal_places: r.currency_decimal_places,
      currency_multiplesof: r.currency_multiplesof,
      display_symbol: r.currency_display_symbol,
      internationalized_name_code: r.currency_name_code,
    }),
    amount: new Decimal(r.amount),
    chargeTimeType: chargeTimeTypeOption(r.charge_time_enum),
    chargeAppliesTo: chargeAppliesToOption(r.charge_applies_to_enum),
    chargeCalculationType: chargeCalculationTypeOption(r.charge_calculation_enum),
    chargePaymentMode: chargePaymentModeOption(r.charge_payment_mode_enum),
    feeOnMonthDay: r.fee_on_month === null || r.fee_on_day === null ? null : [r.fee_on_month, r.fee_on_day],
    feeInterval: r.fee_interval,
    minCap: decimalOrNull(r.min_cap),
    maxCap: decimalOrNull(r.max_cap),
    feeFrequency: r.fee_frequency === null ? null : feeFrequencyOption(r.fee_frequency),
    incomeOrLiabilityAccount: r.income_or_liability_account_id === null ? null : (accounts.get(r.income_or_liability_account_id) ?? null),
    taxGroup: r.tax_group_id === null ? null : { id: r.tax_group_id, name: r.tax_group_name },
  };
}

/** What the template offers besides the fixed option lists. */
export interface ChargeTemplateData {
  readonly currencyOptions: readonly CurrencyView[];
  readonly taxGroupOptions: readonly IdName[];
  readonly accountMappingForChargeConfig: string;
  /** The enabled detail accounts of the income, liability, expense and asset types, by type. */
  readonly glAccountOptions: ReadonlyMap<number, readonly GlAccountOption[]>;
}

/** Fineract leaves out a list of `incomeOrLiabilityAccountOptions` that has no account. */
function nonEmpty(list: readonly GlAccountOption[] | undefined): readonly GlAccountOption[] | undefined {
  return list === undefined || list.length === 0 ? undefined : list;
}

/**
 * GET /charges/template (and `template=true` on one charge): Fineract's option lists, with the enabled detail
 * accounts a charge may be booked to. `chargePaymetModeOptions` is Fineract's spelling; the
 * correctly spelt `chargePaymentModeOptions` carries the same list.
 */
export function presentChargeTemplate(data: ChargeTemplateData) {
  const options = chargeTemplateOptions();
  return {
    active: false,
    penalty: false,
    freeWithdrawal: false,
    isPaymentType: false,
    ...options,
    chargePaymentModeOptions: options.chargePaymetModeOptions,
    currencyOptions: data.currencyOptions,
    taxGroupOptions: data.taxGroupOptions,
    incomeOrLiabilityAccountOptions: {
      incomeAccountOptions: nonEmpty(data.glAccountOptions.get(GlAccountType.INCOME)),
      liabilityAccountOptions: nonEmpty(data.glAccountOptions.get(GlAccountType.LIABILITY)),
    },
    accountMappingForChargeConfig: data.accountMappingForChargeConfig,
    expenseAccountOptions: data.glAccountOptions.get(GlAccountType.EXPENSE) ?? [],
    assetAccountOptions: data.glAccountOptions.get(GlAccountType.ASSET) ?? [],
  };
}
