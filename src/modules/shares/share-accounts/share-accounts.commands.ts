import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { DataValidator } from '../../../shared/validation/index.ts';
import { shareProductNotFound } from '../share-products/share-products.errors.ts';
import { findShareProductById, type ShareProductRow } from '../share-products/share-products.repository.ts';
import { ShareAccountStatus, ShareTransactionStatus, ShareTransactionType } from './domain/share-account-enums.ts';
import { checkShareAccount, readShareAccountValues, RESOURCE, type ShareAccountInput } from './domain/share-account-input.ts';
import { chargeApplication, readApplicationCharges, replaceApplicationCharges } from './share-account-charges.commands.ts';
import { postSharePurchases, reverseShareTransactions, type ShareAccountBooks } from './share-account-postings.commands.ts';
import { clientNotFound, notPendingForUpdate, savingsAccountNotFound, shareAccountNotFound } from './share-accounts.errors.ts';
import {
  findClientOffice,
  findClientSavingsAccount,
  findProductMarketPrices,
  findShareTransactions,
  insertShareAccount,
  insertShareTransaction,
  lockShareAccount,
  nextShareAccountId,
  updateShareAccount,
  updateShareTransaction,
  type ShareAccountRow,
} from './share-accounts.repository.ts';

const SAVINGS_ACTIVE = 300;

/** Fineract's ShareProduct.deriveMarketPrice: the price of the last period started by the date, else the unit price. */
export async function marketPriceOn(db: Kysely<object>, product: ShareProductRow, date: LocalDate): Promise<Decimal> {
  let price = new Decimal(product.unit_price);
  for (const period of await findProductMarketPrices(db, product.id)) {
    if (period.from_date !== null && period.from_date <= date.toString()) {
      price = new Decimal(period.share_value);
    }
  }
  return price;
}

/** Fineract's default account number: the id, zero-padded to nine digits. */
const accountNumberOf = (id: number): string => String(id).padStart(9, '0');

/** The linked savings account must be an active savings account of the client in the product's currency (404 otherwise). */
async function checkSavingsAccount(db: Kysely<object>, savingsAccountId: number, clientId: number, currencyCode: string): Promise<void> {
  const savings = await findClientSavingsAccount(db, savingsAccountId, clientId, currencyCode);
  if (savings?.status_enum !== SAVINGS_ACTIVE) {
    throw savingsAccountNotFound(savingsAccountId);
  }
}

async function requireProduct(db: Kysely<object>, productId: number | undefined): Promise<ShareProductRow> {
  const product = productId === undefined ? undefined : await findShareProductById(db, productId);
  if (product === undefined) {
    throw shareProductNotFound(productId ?? 0);
  }
  return product;
}

function readApplication(ctx: CommandContext, product: ShareProductRow | undefined, forCreate: boolean): ShareAccountInput {
  const v = new DataValidator(RESOURCE);
  const input = readShareAccountValues(ctx.json, v);
  checkShareAccount(ctx.json, v, input, { minimumShares: product?.minimum_client_shares ?? null, maximumShares: product?.maximum_client_shares ?? null }, forCreate);
  v.throwIfErrors();
  return input;
}

const periodText = (value: number | undefined, fallback: string | null): string | null => (value === undefined ? fallback : String(value));

async function createShareAccount(ctx: CommandContext): Promise<CommandResult> {
  const productId = ctx.json.long('productId', new DataValidator(RESOURCE));
  const product = await requireProduct(ctx.db, productId);
  const input = readApplication(ctx, product, true);
  const clientId = input.clientId ?? 0;
  const client = await findClientOffice(ctx.db, clientId);
  if (client === undefined) {
    throw clientNotFound(clientId);
  }
  await checkSavingsAccount(ctx.db, input.savingsAccountId ?? 0, clientId, product.currency_code);
  const charges = (await readApplicationCharges(ctx.db, ctx.json, product.currency_code)) ?? [];
  const id = await nextShareAccountId(ctx.db);
  const shares = input.requestedShares ?? 0;
  await insertShareAccount(ctx.db, {
    id,
    account_no: accountNumberOf(id),
    product_id: product.id,
    client_id: clientId,
    external_id: input.externalId ?? null,
    status_enum: ShareAccountStatus.SUBMITTED,
    total_pending_shares: shares,
    submitted_date: input.submittedDate?.toString() ?? '',
    submitted_userid: ctx.user.id,
    currency_code: product.currency_code,
    currency_digits: product.currency_digits,
    currency_multiplesof: product.currency_multiplesof,
    savings_account_id: input.savingsAccountId ?? 0,
    minimum_active_period_frequency: periodText(input.minimumActivePeriod, product.minimum_active_period_frequency),
    minimum_active_period_frequency_enum: input.minimumActivePeriodFrequencyType ?? product.minimum_active_period_frequency_enum,
    lockin_period_frequency: periodText(input.lockinPeriodFrequency, product.lockin_period_frequency),
    lockin_period_frequency_enum: input.lockinPeriodFrequencyType ?? product.lockin_period_frequency_enum,
    allow_dividends_inactive_clients: input.allowDividendCalculationForInactiveClients ?? product.allow_dividends_inactive_clients ?? false,
    lastmodifiedby_id: ctx.user.id,
  });
  const applicationDate = input.applicationDate;
  const today = await ctx.clock.businessDate();
  const currency = { id, currency_code: product.currency_code, currency_digits: product.currency_digits, currency_multiplesof: product.currency_multiplesof };
  if (applicationDate === undefined) {
    await chargeApplication(ctx.db, currency, charges, undefined, today, await ctx.moneyContext());
  } else {
    const price = await marketPriceOn(ctx.db, product, applicationDate);
    const amount = price.times(shares).toFixed(2);
    const values = {
      account_id: id,
      transaction_date: applicationDate.toString(),
      total_shares: shares,
      unit_price: price.toString(),
      amount,
      charge_amount: '0',
      amount_paid: amount,
      status_enum: ShareTransactionStatus.APPLIED,
      type_enum: ShareTransactionType.PURCHASE,
      is_active: true,
    };
    const transactionId = await insertShareTransaction(ctx.db, values);
    const purchase = await chargeApplication(ctx.db, currency, charges, { ...values, id: transactionId }, today, await ctx.moneyContext());
    const books = { accountId: id, productId: product.id, accountingRule: product.accounting_type, officeId: client.office_id, currencyCode: product.currency_code };
    await postSharePurchases(ctx.db, ctx.user.id, books, purchase === undefined ? [] : [purchase], today);
  }
  return { officeId: client.office_id, clientId, resourceId: id };
}

/** The account (404 when unknown) and what its postings need. */
export async function loadShareAccount(ctx: CommandContext): Promise<{ account: ShareAccountRow; product: ShareProductRow; books: ShareAccountBooks }> {
  const accountId = ctx.entityId ?? 0;
  const account = await lockShareAccount(ctx.db, accountId);
  if (account === undefined) {
    throw shareAccountNotFound(accountId);
  }
  const product = await requireProduct(ctx.db, account.product_id);
  const client = await findClientOffice(ctx.db, account.client_id);
  const books = { accountId, productId: product.id, accountingRule: product.accounting_type, officeId: client?.office_id ?? 0, currencyCode: account.currency_code };
  return { account, product, books };
}

/**
 * PUT /accounts/share/{id}: a submitted application only. A change of the requested shares or application
 * date re-prices the purchase and replaces its journal entries (Fineract's reversalIds).
 */
async function updateShareAccountCommand(ctx: CommandContext): Promise<CommandResult> {
  const { account, product, books } = await loadShareAccount(ctx);
  if (account.status_enum !== ShareAccountStatus.SUBMITTED) {
    throw notPendingForUpdate();
  }
  const input = readApplication(ctx, product, false);
  const changes: Record<string, unknown> = {};
  if (input.savingsAccountId !== undefined && input.savingsAccountId !== account.savings_account_id) {
    await checkSavingsAccount(ctx.db, input.savingsAccountId, account.client_id, account.currency_code);
    changes.savingsAccountId = input.savingsAccountId;
  }
  if (input.externalId !== undefined && input.externalId !== account.external_id) {
    changes.externalId = input.externalId;
  }
  if (input.submittedDate !== undefined && input.submittedDate.toString() !== account.submitted_date) {
    changes.submittedDate = input.submittedDate.toString();
  }
  const newCharges = await readApplicationCharges(ctx.db, ctx.json, account.currency_code);
  const purchase = (await findShareTransactions(ctx.db, account.id)).find((t) => t.type_enum === ShareTransactionType.PURCHASE);
  const shares = input.requestedShares ?? purchase?.total_shares ?? 0;
  const date = input.applicationDate;
  const repriced = purchase !== undefined && (shares !== purchase.total_shares || (date !== undefined && date.toString() !== purchase.transaction_date));
  await updateShareAccount(ctx.db, account.id, ctx.user.id, {
    savings_account_id: input.savingsAccountId ?? account.savings_account_id,
    external_id: input.externalId ?? account.external_id,
    submitted_date: input.submittedDate?.toString() ?? account.submitted_date,
    total_pending_shares: shares,
  });
  if (purchase !== undefined && (repriced || newCharges !== undefined)) {
    const applied = date ?? LocalDate.parse(purchase.transaction_date ?? account.submitted_date);
    const price = await marketPriceOn(ctx.db, product, applied);
    const amount = price.times(shares).toFixed(2);
    const today = await ctx.clock.businessDate();
    await reverseShareTransactions(ctx.db, ctx.user.id, books, [purchase.id], today);
    const charges = await replaceApplicationCharges(ctx.db, account.id, purchase.id, newCharges);
    const repricedValues = { total_shares: shares, transaction_date: applied.toString(), unit_price: price.toString(), amount, charge_amount: '0', amount_paid: amount };
    await updateShareTransaction(ctx.db, purchase.id, repricedValues);
    const charged = await chargeApplication(ctx.db, account, charges, { ...purchase, ...repricedValues }, today, await ctx.moneyContext());
    await postSharePurchases(ctx.db, ctx.user.id, books, charged === undefined ? [] : [charged], today);
    if (repriced) {
      changes.requestedShares = shares;
    }
    if (repriced && date !== undefined) {
      changes.applicationDate = date.toString();
    }
    if (newCharges !== undefined) {
      changes.charges = newCharges.map((c) => c.chargeId);
    }
  }
  return { clientId: account.client_id, resourceId: account.id, changes };
}

export const shareAccountCommandHandlers = [
  commandHandler('SHAREACCOUNT', 'CREATE', createShareAccount),
  commandHandler('SHAREACCOUNT', 'UPDATE', updateShareAccountCommand),
];
