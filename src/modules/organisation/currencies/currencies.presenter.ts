/** The columns of `m_currency` a currency's wire form needs (other modules join them under these names). */
export interface CurrencyRecord {
  readonly code: string;
  readonly name: string;
  readonly decimal_places: number;
  readonly currency_multiplesof: number | null;
  readonly display_symbol: string | null;
  readonly internationalized_name_code: string;
}

/** A currency on the wire (Fineract's CurrencyData). */
export interface CurrencyView {
  readonly code: string;
  readonly name: string;
  readonly decimalPlaces: number;
  readonly inMultiplesOf: number | null;
  readonly displaySymbol: string | null;
  readonly nameCode: string;
  readonly displayLabel: string;
}

/** GET /currencies (Fineract's ApplicationCurrencyConfigurationData). */
export interface CurrencyConfigurationView {
  readonly selectedCurrencyOptions: CurrencyView[];
  readonly currencyOptions: CurrencyView[];
}

/** "Name (symbol)", or "Name [CODE]" without a symbol, as Fineract labels a currency. */
function displayLabel(row: CurrencyRecord): string {
  const symbol = row.display_symbol;
  const suffix = symbol !== null && symbol.trim() !== '' ? `(${symbol})` : `[${row.code}]`;
  return `${row.name} ${suffix}`;
}

export function presentCurrency(row: CurrencyRecord): CurrencyView {
  return {
    code: row.code,
    name: row.name,
    decimalPlaces: row.decimal_places,
    inMultiplesOf: row.currency_multiplesof,
    displaySymbol: row.display_symbol,
    nameCode: row.internationalized_name_code,
    displayLabel: displayLabel(row),
  };
}
