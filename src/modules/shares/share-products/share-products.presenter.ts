import { LocalDate } from '@js-joda/core';
import { presentCurrency, type CurrencyView } from '../../organisation/index.ts';
import { Decimal } from 'decimal.js';
import type { EnumOption } from '../../../shared/enum-option.ts';
import type { GlAccountOption } from '../../accounting/index.ts';
import { accountingRuleOption, lockinPeriodOption, minimumActivePeriodOption, shareProductEnumOptions } from './domain/share-product-enums.ts';
import type { ShareProductRow } from './share-products.repository.ts';

/** A currency row (m_currency or m_organisation_currency). */
/** A product as the queries read it: the row and its currency's names. */
export interface ShareProductRecord extends ShareProductRow {
  readonly currency_name: string | null;
  readonly currency_display_symbol: string | null;
  readonly currency_name_code: string | null;
}

/** A share product on the wire (Fineract's ShareProductData). */
export interface ShareProductView {
  readonly id: number;
  readonly name: string;
  readonly shortName: string;
  readonly description: string;
  readonly externalId: string | null;
  readonly currency: CurrencyView;
  readonly totalShares: number;
  readonly totalSharesIssued: number | null;
  readonly unitPrice: Decimal;
  readonly shareCapital: Decimal;
  readonly minimumShares: number | null;
  readonly nominalShares: number;
  readonly maximumShares: number | null;
  readonly allowDividendCalculationForInactiveClients: boolean;
  readonly lockinPeriod: number | null;
  readonly lockPeriodTypeEnum: EnumOption | null;
  readonly minimumActivePeriod: number | null;
  readonly minimumActivePeriodForDividendsTypeEnum: EnumOption | null;
  readonly accountingRule: EnumOption;
}

/** A stored whole number kept as NUMERIC (periods) as a JS integer, or null. */
const wholeNumber = (text: string | null): number | null => (text === null ? null : new Decimal(text).toNumber());

export function presentShareProduct(r: ShareProductRecord): ShareProductView {
  return {
    id: r.id,
    name: r.name,
    shortName: r.short_name,
    description: r.description,
    externalId: r.external_id,
    currency: presentCurrency({
      code: r.currency_code,
      name: r.currency_name ?? r.currency_code,
      decimal_places: r.currency_digits,
      currency_multiplesof: r.currency_multiplesof,
      display_symbol: r.currency_display_symbol,
      internationalized_name_code: r.currency_name_code ?? '',
    }),
    totalShares: r.total_shares,
    totalSharesIssued: r.issued_shares === 0 ? null : r.issued_shares,
    unitPrice: new Decimal(r.unit_price),
    shareCapital: new Decimal(r.capital_amount),
    minimumShares: r.minimum_client_shares,
    nominalShares: r.nominal_client_shares,
    maximumShares: r.maximum_client_shares,
    allowDividendCalculationForInactiveClients: r.allow_dividends_inactive_clients === true,
    lockinPeriod: wholeNumber(r.lockin_period_frequency),
    lockPeriodTypeEnum: r.lockin_period_frequency_enum === null ? null : lockinPeriodOption(r.lockin_period_frequency_enum),
    minimumActivePeriod: wholeNumber(r.minimum_active_period_frequency),
    minimumActivePeriodForDividendsTypeEnum: r.minimum_active_period_frequency_enum === null ? null : minimumActivePeriodOption(r.minimum_active_period_frequency_enum),
    accountingRule: accountingRuleOption(r.accounting_type),
  };
}

export function presentMarketPrice(r: { id: number; from_date: string | null; share_value: string }) {
  return { id: r.id, fromDate: r.from_date === null ? null : LocalDate.parse(r.from_date), shareValue: new Decimal(r.share_value) };
}

export interface ShareProductTemplateData {
  readonly currencyOptions: readonly CurrencyView[];
  readonly chargeOptions: readonly unknown[];
  readonly accountingMappingOptions: ReadonlyMap<number, GlAccountOption[]>;
}

/** The option lists of the template (Fineract's ShareProductData.template). */
export function presentTemplateOptions(data: ShareProductTemplateData) {
  const accounts = (type: number): GlAccountOption[] | undefined => {
    const list = data.accountingMappingOptions.get(type) ?? [];
    return list.length > 0 ? list : undefined;
  };
  return {
    currencyOptions: data.currencyOptions,
    chargeOptions: data.chargeOptions,
    ...shareProductEnumOptions(),
    accountingMappingOptions: {
      assetAccountOptions: accounts(1),
      incomeAccountOptions: accounts(4),
      equityAccountOptions: accounts(3),
      liabilityAccountOptions: accounts(2),
    },
  };
}
