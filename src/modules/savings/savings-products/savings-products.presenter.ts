import { Decimal } from 'decimal.js';
import { presentCurrency, type CurrencyView } from '../../organisation/index.ts';
import type { EnumOption } from '../../../shared/enum-option.ts';
import type { GlAccountOption, ProductAccountMapping } from '../../accounting/index.ts';
import { ROLE_PARAMETERS } from './domain/savings-product-accounting.ts';
import {
  AccountingRule,
  accountingRuleOption,
  calculationOption,
  compoundingOption,
  daysInYearOption,
  lockinFrequencyOption,
  postingOption,
  savingsProductEnumOptions,
} from './domain/savings-product-enums.ts';
import type { SavingsProductRow } from './savings-products.repository.ts';

/** A product as the queries read it: the row, its currency's names and its tax group's name. */
export interface SavingsProductRecord extends SavingsProductRow {
  readonly currency_name: string | null;
  readonly currency_display_symbol: string | null;
  readonly currency_name_code: string | null;
  readonly tax_group_name: string | null;
}

/** A savings product on the wire (Fineract's SavingsProductData). */
export interface SavingsProductView {
  readonly id?: number;
  readonly name?: string;
  readonly shortName?: string;
  readonly description?: string | null;
  readonly currency: CurrencyView;
  readonly nominalAnnualInterestRate?: Decimal;
  readonly interestCompoundingPeriodType: EnumOption;
  readonly interestPostingPeriodType: EnumOption;
  readonly interestCalculationType: EnumOption;
  readonly interestCalculationDaysInYearType: EnumOption;
  readonly minRequiredOpeningBalance?: Decimal | null;
  readonly lockinPeriodFrequency?: number | null;
  readonly lockinPeriodFrequencyType?: EnumOption | null;
  readonly withdrawalFeeForTransfers: boolean;
  readonly allowOverdraft: boolean;
  readonly overdraftLimit?: Decimal | null;
  readonly minRequiredBalance?: Decimal | null;
  readonly enforceMinRequiredBalance: boolean;
  readonly maxAllowedLienLimit?: Decimal | null;
  readonly lienAllowed: boolean;
  readonly minBalanceForInterestCalculation?: Decimal | null;
  readonly nominalAnnualInterestRateOverdraft?: Decimal | null;
  readonly minOverdraftForInterestCalculation?: Decimal | null;
  readonly withHoldTax: boolean;
  readonly taxGroup?: { readonly id: number; readonly name: string | null } | null;
  readonly accountingRule: EnumOption;
  readonly isDormancyTrackingActive: boolean;
  readonly daysToInactive?: number | null;
  readonly daysToDormancy?: number | null;
  readonly daysToEscheat?: number | null;
}

const amount = (value: string | null): Decimal | null => (value === null ? null : new Decimal(value));

export function presentSavingsProduct(r: SavingsProductRecord): SavingsProductView {
  return {
    id: r.id,
    name: r.name,
    shortName: r.short_name,
    description: r.description,
    currency: presentCurrency({
      code: r.currency_code,
      name: r.currency_name ?? '',
      decimal_places: r.currency_digits,
      currency_multiplesof: r.currency_multiplesof,
      display_symbol: r.currency_display_symbol,
      internationalized_name_code: r.currency_name_code ?? '',
    }),
    nominalAnnualInterestRate: new Decimal(r.nominal_annual_interest_rate),
    interestCompoundingPeriodType: compoundingOption(r.interest_compounding_period_enum),
    interestPostingPeriodType: postingOption(r.interest_posting_period_enum),
    interestCalculationType: calculationOption(r.interest_calculation_type_enum),
    interestCalculationDaysInYearType: daysInYearOption(r.interest_calculation_days_in_year_type_enum),
    minRequiredOpeningBalance: amount(r.min_required_opening_balance),
    lockinPeriodFrequency: r.lockin_period_frequency === null ? null : new Decimal(r.lockin_period_frequency).toNumber(),
    lockinPeriodFrequencyType: r.lockin_period_frequency_enum === null ? null : lockinFrequencyOption(r.lockin_period_frequency_enum),
    withdrawalFeeForTransfers: r.withdrawal_fee_for_transfer === true,
    allowOverdraft: r.allow_overdraft,
    overdraftLimit: amount(r.overdraft_limit),
    minRequiredBalance: amount(r.min_required_balance),
    enforceMinRequiredBalance: r.enforce_min_required_balance,
    maxAllowedLienLimit: amount(r.max_allowed_lien_limit),
    lienAllowed: r.is_lien_allowed === true,
    minBalanceForInterestCalculation: amount(r.min_balance_for_interest_calculation),
    nominalAnnualInterestRateOverdraft: amount(r.nominal_annual_interest_rate_overdraft),
    minOverdraftForInterestCalculation: amount(r.min_overdraft_for_interest_calculation),
    withHoldTax: r.withhold_tax,
    taxGroup: r.tax_group_id === null ? null : { id: r.tax_group_id, name: r.tax_group_name },
    accountingRule: accountingRuleOption(r.accounting_type),
    isDormancyTrackingActive: r.is_dormancy_tracking_active === true,
    daysToInactive: r.days_to_inactive,
    daysToDormancy: r.days_to_dormancy,
    daysToEscheat: r.days_to_escheat,
  };
}

/** Fineract's template defaults: the only currency (else a blank one), daily compounding, monthly posting, daily balance, 365 days, no accounting. */
export function presentNewSavingsProduct(currencies: readonly CurrencyView[]): SavingsProductView {
  const only = currencies.length === 1 ? currencies[0] : undefined;
  return {
    currency: only ?? presentCurrency({ code: '', name: '', decimal_places: 0, currency_multiplesof: 0, display_symbol: '', internationalized_name_code: '' }),
    interestCompoundingPeriodType: compoundingOption(1),
    interestPostingPeriodType: postingOption(4),
    interestCalculationType: calculationOption(1),
    interestCalculationDaysInYearType: daysInYearOption(365),
    withdrawalFeeForTransfers: false,
    allowOverdraft: false,
    enforceMinRequiredBalance: false,
    lienAllowed: false,
    withHoldTax: false,
    accountingRule: accountingRuleOption(AccountingRule.NONE),
    isDormancyTrackingActive: false,
  };
}

/** The accounting members of GET one: the role accounts by name and the three override lists. */
export function presentAccounting(mappings: readonly ProductAccountMapping[]) {
  const accountingMappings: Record<string, { id: number; name: string; glCode: string }> = {};
  for (const m of mappings) {
    const wireName = ROLE_PARAMETERS.find(([, role]) => role === m.role)?.[2];
    if (m.paymentType === undefined && m.charge === undefined && wireName !== undefined) {
      accountingMappings[wireName] = m.glAccount;
    }
  }
  const charges = (penalty: boolean) =>
    mappings.flatMap((m) => (m.charge !== undefined && m.charge.penalty === penalty ? [{ charge: m.charge, incomeAccount: m.glAccount }] : []));
  const fees = charges(false);
  const penalties = charges(true);
  const channels = mappings.flatMap((m) => (m.paymentType === undefined ? [] : [{ paymentType: m.paymentType, fundSourceAccount: m.glAccount }]));
  return {
    accountingMappings,
    ...(channels.length > 0 ? { paymentChannelToFundSourceMappings: channels } : {}),
    ...(fees.length > 0 ? { feeToIncomeAccountMappings: fees } : {}),
    ...(penalties.length > 0 ? { penaltyToIncomeAccountMappings: penalties } : {}),
  };
}

/** What the template offers besides the fixed option lists. */
export interface SavingsProductTemplateData {
  readonly currencyOptions: readonly CurrencyView[];
  readonly paymentTypeOptions: readonly unknown[];
  readonly accountingMappingOptions: ReadonlyMap<number, GlAccountOption[]>;
  readonly chargeOptions: readonly unknown[];
  readonly penaltyOptions: readonly unknown[];
  readonly taxGroupOptions: ReadonlyArray<{ readonly id: number; readonly name: string }>;
  readonly accountMappingForPayment: string;
}

/** The template's option lists (Fineract leaves the charge and penalty lists out when empty). */
export function presentTemplateOptions(data: SavingsProductTemplateData) {
  // A type without enabled detail accounts is left out, as Fineract leaves a null list out.
  const accounts = (type: number): GlAccountOption[] | undefined => {
    const list = data.accountingMappingOptions.get(type) ?? [];
    return list.length > 0 ? list : undefined;
  };
  return {
    currencyOptions: data.currencyOptions,
    ...savingsProductEnumOptions(),
    paymentTypeOptions: data.paymentTypeOptions,
    accountingMappingOptions: {
      assetAccountOptions: accounts(1),
      incomeAccountOptions: accounts(4),
      expenseAccountOptions: accounts(5),
      liabilityAccountOptions: accounts(2),
      equityAccountOptions: accounts(3),
    },
    ...(data.chargeOptions.length > 0 ? { chargeOptions: data.chargeOptions } : {}),
    ...(data.penaltyOptions.length > 0 ? { penaltyOptions: data.penaltyOptions } : {}),
    taxGroupOptions: data.taxGroupOptions,
    accountMappingForPayment: data.accountMappingForPayment,
  };
}
