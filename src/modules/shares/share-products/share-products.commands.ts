import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { ChangeSet, DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { ShareAccountingRule } from './domain/share-product-enums.ts';
import { readShareProduct, type MarketPriceInput, type ShareProductInput, type StoredShareProduct } from './domain/share-product-input.ts';
import { saveShareProductMappings } from './share-product-mappings.commands.ts';
import { chargeCurrencyMismatch, chargeNotFound, currencyNotFound, shareProductNotFound } from './share-products.errors.ts';
import {
  currencyExists,
  findChargesForCheck,
  findMarketPrices,
  findProductChargeIds,
  findShareProductById,
  insertShareProduct,
  replaceMarketPrices,
  replaceProductCharges,
  updateShareProduct,
  type MarketPriceValues,
  type ShareProductRow,
  type ShareProductValues,
} from './share-products.repository.ts';

const RESOURCE = 'sharesproduct';

function readInput(json: JsonCommand, stored?: StoredShareProduct): ShareProductInput {
  const v = new DataValidator(RESOURCE);
  const input = readShareProduct(json, v, stored);
  v.throwIfErrors();
  return input;
}

/** Every charge must exist (404) and share the product's currency (403), as Fineract's serializer checks. */
async function checkCharges(db: Kysely<object>, chargeIds: readonly number[], currencyCode: string): Promise<void> {
  const rows = new Map((await findChargesForCheck(db, chargeIds)).map((row) => [row.id, row]));
  for (const chargeId of chargeIds) {
    const row = rows.get(chargeId);
    if (row === undefined) {
      throw chargeNotFound(chargeId);
    }
    if (row.currency_code !== currencyCode) {
      throw chargeCurrencyMismatch(chargeId);
    }
  }
}

/** The currency must be a known one (reads join m_currency for its names). */
async function checkCurrency(db: Kysely<object>, code: string): Promise<void> {
  if (!(await currencyExists(db, code))) {
    throw currencyNotFound(code);
  }
}

/** Share capital: shares issued × unit price; 1 when no shares are issued (as Fineract stores it). */
function shareCapital(sharesIssued: number | null | undefined, unitPrice: Decimal): string {
  return sharesIssued === null || sharesIssued === undefined ? '1' : unitPrice.times(sharesIssued).toFixed(2);
}

function marketPriceValues(prices: readonly MarketPriceInput[]): MarketPriceValues[] {
  return prices.map((p) => ({ from_date: p.fromDate?.toString() ?? null, share_value: p.shareValue?.toString() ?? '0' }));
}

function newProductValues(input: ShareProductInput): ShareProductValues {
  const unitPrice = input.unitPrice ?? new Decimal(0);
  return {
    name: input.name ?? '',
    short_name: input.shortName ?? '',
    external_id: input.externalId ?? null,
    description: input.description ?? '',
    currency_code: input.currencyCode ?? '',
    currency_digits: input.digitsAfterDecimal ?? 0,
    currency_multiplesof: input.inMultiplesOf ?? null,
    total_shares: input.totalShares ?? 0,
    issued_shares: input.sharesIssued ?? null,
    unit_price: unitPrice.toString(),
    capital_amount: shareCapital(input.sharesIssued, unitPrice),
    minimum_client_shares: input.minimumShares ?? null,
    nominal_client_shares: input.nominalShares ?? 0,
    maximum_client_shares: input.maximumShares ?? null,
    minimum_active_period_frequency: input.minimumActivePeriodForDividends === undefined ? null : String(input.minimumActivePeriodForDividends),
    minimum_active_period_frequency_enum: input.minimumactiveperiodFrequencyType ?? null,
    lockin_period_frequency: input.lockinPeriodFrequency === undefined ? null : String(input.lockinPeriodFrequency),
    lockin_period_frequency_enum: input.lockinPeriodFrequencyType ?? null,
    allow_dividends_inactive_clients: input.allowDividendCalculationForInactiveClients ?? false,
    accounting_type: input.accountingRule ?? ShareAccountingRule.NONE,
  };
}

async function createShareProduct(ctx: CommandContext): Promise<CommandResult> {
  const input = readInput(ctx.json);
  const values = newProductValues(input);
  await checkCurrency(ctx.db, values.currency_code);
  const chargeIds = input.chargeIds ?? [];
  await checkCharges(ctx.db, chargeIds, values.currency_code);
  const productId = await insertShareProduct(ctx.db, values, ctx.user.id);
  await replaceMarketPrices(ctx.db, productId, marketPriceValues(input.marketPricePeriods ?? []), false);
  await replaceProductCharges(ctx.db, productId, chargeIds, false);
  await saveShareProductMappings(ctx.db, productId, values.accounting_type, input.accounts, 'new-product');
  return { resourceId: productId };
}

/** The stored decimal text when the request sends a different amount (numeric comparison). */
function changedDecimal(stored: string | null, sent: Decimal | number | undefined): string | undefined {
  if (sent === undefined || (stored !== null && new Decimal(sent).equals(stored))) {
    return undefined;
  }
  return sent.toString();
}

/** Fineract's ShareProduct setters: the members the request changes, with their wire names. */
function productChanges(row: ShareProductRow, r: ShareProductInput): ChangeSet<ShareProductRow> {
  return new ChangeSet<ShareProductRow>(row)
    .track('name', 'name', r.name)
    .track('shortName', 'short_name', r.shortName)
    .track('description', 'description', r.description)
    .track('externalId', 'external_id', r.externalId)
    .track('currencyCode', 'currency_code', r.currencyCode)
    .track('digitsAfterDecimal', 'currency_digits', r.digitsAfterDecimal)
    .track('inMultiplesOf', 'currency_multiplesof', r.inMultiplesOf)
    .track('totalShares', 'total_shares', r.totalShares)
    .track('sharesIssued', 'issued_shares', r.sharesIssued)
    .track('unitPrice', 'unit_price', changedDecimal(row.unit_price, r.unitPrice), r.unitPrice)
    .track('accountingRule', 'accounting_type', r.accountingRule)
    .track('minimumShares', 'minimum_client_shares', r.minimumShares)
    .track('nominalShares', 'nominal_client_shares', r.nominalShares)
    .track('maximumShares', 'maximum_client_shares', r.maximumShares)
    .track('allowDividendCalculationForInactiveClients', 'allow_dividends_inactive_clients', r.allowDividendCalculationForInactiveClients)
    .track(
      'minimumActivePeriodForDividends',
      'minimum_active_period_frequency',
      changedDecimal(row.minimum_active_period_frequency, r.minimumActivePeriodForDividends),
      r.minimumActivePeriodForDividends,
    )
    .track('minimumactiveperiodFrequencyType', 'minimum_active_period_frequency_enum', r.minimumactiveperiodFrequencyType)
    .track('lockinPeriodFrequency', 'lockin_period_frequency', changedDecimal(row.lockin_period_frequency, r.lockinPeriodFrequency), r.lockinPeriodFrequency)
    .track('lockinPeriodFrequencyType', 'lockin_period_frequency_enum', r.lockinPeriodFrequencyType);
}

/** Replaces the charges when the request lists others than the product has; reports the new list. */
async function updateCharges(ctx: CommandContext, productId: number, chargeIds: readonly number[] | undefined, currencyCode: string): Promise<Record<string, unknown>> {
  if (chargeIds === undefined) {
    return {};
  }
  const current = await findProductChargeIds(ctx.db, productId);
  const wanted = [...chargeIds].sort((a, b) => a - b);
  if (wanted.length === current.length && wanted.every((id, i) => id === current[i])) {
    return {};
  }
  await checkCharges(ctx.db, wanted, currencyCode);
  await replaceProductCharges(ctx.db, productId, wanted, true);
  return { chargesSelected: wanted };
}

/** Replaces the market price periods when the request gives other ones; reports them. */
async function updateMarketPrices(ctx: CommandContext, productId: number, prices: readonly MarketPriceInput[] | undefined): Promise<Record<string, unknown>> {
  if (prices === undefined) {
    return {};
  }
  const key = (p: MarketPriceValues): string => `${p.from_date ?? ''}|${new Decimal(p.share_value).toString()}`;
  const wanted = marketPriceValues(prices);
  const stored = (await findMarketPrices(ctx.db, productId)).map(key).sort();
  if (JSON.stringify(wanted.map(key).sort()) === JSON.stringify(stored)) {
    return {};
  }
  await replaceMarketPrices(ctx.db, productId, wanted, true);
  return { marketPricePeriods: wanted.map((p) => ({ fromDate: p.from_date, shareValue: p.share_value })) };
}

/** Share capital again when shares issued or unit price change (shares issued, else total shares, × unit price). */
function capitalChange(row: ShareProductRow, set: ChangeSet<ShareProductRow>, input: ShareProductInput): Record<string, unknown> {
  if (input.sharesIssued === undefined && input.unitPrice === undefined) {
    return {};
  }
  const issued = input.sharesIssued ?? row.issued_shares ?? set.values.total_shares ?? row.total_shares;
  const capital = new Decimal(set.values.unit_price ?? row.unit_price).times(issued).toFixed(2);
  if (new Decimal(capital).equals(row.capital_amount)) {
    return {};
  }
  set.values.capital_amount = capital;
  return { shareCapital: capital };
}

async function updateShareProductCommand(ctx: CommandContext): Promise<CommandResult> {
  const productId = ctx.entityId ?? 0;
  const row = await findShareProductById(ctx.db, productId);
  if (row === undefined) {
    throw shareProductNotFound(productId);
  }
  const input = readInput(ctx.json, { accountingRule: row.accounting_type, totalShares: row.total_shares, subscribedShares: row.totalsubscribed_shares });
  const set = productChanges(row, input);
  if (set.values.currency_code !== undefined) {
    await checkCurrency(ctx.db, set.values.currency_code);
  }
  const capital = capitalChange(row, set, input);
  if (Object.keys(set.values).length > 0) {
    await updateShareProduct(ctx.db, productId, set.values, ctx.user.id);
  }
  const priceChanges = await updateMarketPrices(ctx, productId, input.marketPricePeriods);
  const chargeChanges = await updateCharges(ctx, productId, input.chargeIds, set.values.currency_code ?? row.currency_code);
  const rule = set.values.accounting_type ?? row.accounting_type;
  const mappingChanges = await saveShareProductMappings(ctx.db, productId, rule, input.accounts, set.has('accounting_type') ? 'new-rule' : 'same-rule');
  return { resourceId: productId, changes: { ...set.changes, ...capital, ...priceChanges, ...chargeChanges, ...mappingChanges } };
}

export const shareProductCommandHandlers = [
  commandHandler('SHAREPRODUCT', 'CREATE', createShareProduct),
  commandHandler('SHAREPRODUCT', 'UPDATE', updateShareProductCommand),
];
