import type { Kysely, Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type CurrencyRow = Selectable<TenantDB['m_currency']>;

const COLUMNS = ['code', 'decimal_places', 'currency_multiplesof', 'display_symbol', 'name', 'internationalized_name_code'] as const;

/** All platform currencies, by name. */
export async function listPlatformCurrencies(untyped: Kysely<object>): Promise<CurrencyRow[]> {
  return tenantTables(untyped).selectFrom('m_currency').selectAll().orderBy('name').orderBy('id').execute();
}

/** The organisation's currencies, by name. */
export async function listOrganisationCurrencies(untyped: Kysely<object>): Promise<Omit<CurrencyRow, 'id'>[]> {
  return tenantTables(untyped).selectFrom('m_organisation_currency').select(COLUMNS).orderBy('name').orderBy('id').execute();
}

/** The organisation's currency codes in the order they were stored. */
export async function organisationCurrencyCodes(untyped: Kysely<object>): Promise<string[]> {
  const rows = await tenantTables(untyped).selectFrom('m_organisation_currency').select('code').orderBy('id').execute();
  return rows.map((row) => row.code);
}

export async function findPlatformCurrency(untyped: Kysely<object>, code: string): Promise<CurrencyRow | undefined> {
  return tenantTables(untyped).selectFrom('m_currency').selectAll().where('code', '=', code).executeTakeFirst();
}

/** Replaces the organisation's currencies with copies of the given platform currencies. */
export async function replaceOrganisationCurrencies(untyped: Kysely<object>, currencies: readonly CurrencyRow[]): Promise<void> {
  const db = tenantTables(untyped);
  await db.deleteFrom('m_organisation_currency').execute();
  if (currencies.length === 0) {
    return;
  }
  await db
    .insertInto('m_organisation_currency')
    .values(
      currencies.map((c) => ({
        code: c.code,
        decimal_places: c.decimal_places,
        currency_multiplesof: c.currency_multiplesof,
        display_symbol: c.display_symbol,
        name: c.name,
        internationalized_name_code: c.internationalized_name_code,
      })),
    )
    .execute();
}
