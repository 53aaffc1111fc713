import { Decimal } from 'decimal.js';
import type { CollateralTypeRecord, PlatformCurrencyRow } from './collateral-types.repository.ts';

/** A collateral type on the wire (Fineract's CollateralManagementData); `currency` is the ISO code. */
export interface CollateralTypeView {
  readonly id: number;
  readonly name: string;
  readonly quality: string;
  readonly basePrice: Decimal;
  readonly unitType: string;
  readonly pctToBase: Decimal;
  readonly currency: string;
}

/** What other modules read of a type (client collateral values and currency filters). */
export interface CollateralTypeRef {
  readonly id: number;
  readonly name: string;
  readonly basePrice: Decimal;
  readonly pctToBase: Decimal;
  readonly currencyCode: string;
}

/** A platform currency as the template lists it (Fineract's CurrencyData). */
export interface CollateralCurrencyView {
  readonly code: string;
  readonly name: string;
  readonly decimalPlaces: number;
  readonly inMultiplesOf: number | null;
  readonly displaySymbol: string | null;
  readonly nameCode: string;
  readonly displayLabel: string;
}

export function presentCollateralType(record: CollateralTypeRecord): CollateralTypeView {
  return {
    id: record.id,
    name: record.name,
    quality: record.quality,
    basePrice: new Decimal(record.base_price),
    unitType: record.unit_type,
    pctToBase: new Decimal(record.pct_to_base),
    currency: record.currency_code,
  };
}

export function collateralTypeRef(record: CollateralTypeRecord): CollateralTypeRef {
  return {
    id: record.id,
    name: record.name,
    basePrice: new Decimal(record.base_price),
    pctToBase: new Decimal(record.pct_to_base),
    currencyCode: record.currency_code,
  };
}

/** "Name (symbol)", or "Name [CODE]" without a symbol, as Fineract labels a currency. */
export function presentCollateralCurrency(row: PlatformCurrencyRow): CollateralCurrencyView {
  const symbol = row.display_symbol;
  const suffix = symbol !== null && symbol.trim() !== '' ? `(${symbol})` : `[${row.code}]`;
  return {
    code: row.code,
    name: row.name,
    decimalPlaces: row.decimal_places,
    inMultiplesOf: row.currency_multiplesof,
    displaySymbol: row.display_symbol,
    nameCode: row.internationalized_name_code,
    displayLabel: `${row.name} ${suffix}`,
  };
}
