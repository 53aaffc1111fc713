import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { DataValidator } from '../../../shared/validation/index.ts';
import { currencyInUse, currencyNotFound } from './currencies.errors.ts';
import { findPlatformCurrency, organisationCurrencyCodes, replaceOrganisationCurrencies, type CurrencyRow } from './currencies.repository.ts';

/**
 * A currency in-use check: whether something (a loan or savings product, a charge) still uses the currency.
 * Removing a currency from the organisation's selection is refused while any registered check says so.
 */
export type CurrencyInUseCheck = (db: Kysely<object>, currencyCode: string) => Promise<boolean>;

// No module registers a check yet: products and charges will, through the organisation index.
const inUseChecks: CurrencyInUseCheck[] = [];

/** Adds an in-use check; returns a function that removes it again. */
export function registerCurrencyInUseCheck(check: CurrencyInUseCheck): () => void {
  inUseChecks.push(check);
  return () => {
    const index = inUseChecks.indexOf(check);
    if (index >= 0) {
      inUseChecks.splice(index, 1);
    }
  };
}

async function inUse(db: Kysely<object>, currencyCode: string): Promise<boolean> {
  for (const check of inUseChecks) {
    if (await check(db, currencyCode)) {
      return true;
    }
  }
  return false;
}

/** The `currencies` array as strings (Fineract reads each element as a string), or undefined when no array. */
function readCodes(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) {
    return undefined;
  }
  return value.map((element: unknown) => (typeof element === 'string' ? element : JSON.stringify(element)));
}

/** PUT /currencies: replaces the organisation's currencies; answers `changes.currencies` as sent. */
async function updateCurrencies(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported(['currencies']);
  const codes = readCodes(ctx.json.json.currencies);
  const v = new DataValidator('currencies');
  v.parameter('currencies', codes).arrayNotEmpty();
  v.throwIfErrors();
  const selected: CurrencyRow[] = [];
  for (const code of codes ?? []) {
    const currency = await findPlatformCurrency(ctx.db, code);
    if (currency === undefined) {
      throw currencyNotFound(code);
    }
    if (!selected.some((s) => s.code === code)) {
      selected.push(currency);
    }
  }
  for (const prior of await organisationCurrencyCodes(ctx.db)) {
    if (!selected.some((s) => s.code === prior) && (await inUse(ctx.db, prior))) {
      throw currencyInUse(prior);
    }
  }
  await replaceOrganisationCurrencies(ctx.db, selected);
  return { changes: { currencies: codes ?? [] } };
}

export const currencyCommandHandlers = [commandHandler('CURRENCY', 'UPDATE', updateCurrencies)];
