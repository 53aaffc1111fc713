import type { Kysely } from 'kysely';
import { presentCurrency, type CurrencyConfigurationView, type CurrencyView } from './currencies.presenter.ts';
import { listOrganisationCurrencies, listPlatformCurrencies } from './currencies.repository.ts';

const sameCurrency = (a: CurrencyView, b: CurrencyView): boolean => JSON.stringify(a) === JSON.stringify(b);

/** GET /currencies: the selected currencies, and the platform currencies not selected (both by name). */
export async function retrieveCurrencyConfiguration(db: Kysely<object>): Promise<CurrencyConfigurationView> {
  const selectedCurrencyOptions = (await listOrganisationCurrencies(db)).map(presentCurrency);
  const currencyOptions = (await listPlatformCurrencies(db)).map(presentCurrency).filter((option) => !selectedCurrencyOptions.some((selected) => sameCurrency(option, selected)));
  return { selectedCurrencyOptions, currencyOptions };
}
