import { commandHandler, UsageRegistry, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { DataValidator } from '../../../shared/validation/index.ts';
import { currencyInUse, currencyNotFound } from './currencies.errors.ts';
import { findPlatformCurrency, organisationCurrencyCodes, replaceOrganisationCurrencies, type CurrencyRow } from './currencies.repository.ts';

/**
 * What still uses a currency (a loan or savings product, a charge): removing it from the organisation's
 * selection is refused while any check registered here reports something.
 */
export const currencyUsage = new UsageRegistry<string>('currency');

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
    if (!selected.some((s) => s.code === prior)) {
      await currencyUsage.refuseIfUsed(ctx.db, prior, () => currencyInUse(prior));
    }
  }
  await replaceOrganisationCurrencies(ctx.db, selected);
  return { changes: { currencies: codes ?? [] } };
}

export const currencyCommandHandlers = [commandHandler('CURRENCY', 'UPDATE', updateCurrencies)];
