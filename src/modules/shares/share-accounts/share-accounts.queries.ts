import type { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import type { AccountOwner, AccountSummaryLists } from '../../../platform/accounts/index.ts';
import { tenantTables } from '../../../platform/db/index.ts';
import { page, parsePaging } from '../../../platform/http/index.ts';
import { shareProductEnumOptions } from '../share-products/domain/share-product-enums.ts';
import { shareProductNotFound } from '../share-products/share-products.errors.ts';
import { retrieveAllCharges } from '../../charges/index.ts';
import { findProductChargeIds, findShareProductById } from '../share-products/share-products.repository.ts';
import { findShareChargeViews } from './share-account-charges.repository.ts';
import { marketPriceOn } from './share-accounts.commands.ts';
import { clientNotFound, shareAccountNotFound } from './share-accounts.errors.ts';
import {
  presentChargeOption,
  presentProductChargeDefault,
  presentShareAccount,
  presentShareAccountCharge,
  presentShareAccountSummary,
  presentShareTransaction,
  type ShareAccountRecord,
} from './share-accounts.presenter.ts';
import { findShareTransactions } from './share-accounts.repository.ts';

/** Fineract's ChargeAppliesTo.SHARES. */
const CHARGE_APPLIES_TO_SHARES = 4;

/** Share accounts with their product, client, linked savings account, currency and the names of the users of their timeline. */
function selectShareAccounts(untyped: Kysely<object>) {
  return tenantTables(untyped)
    .selectFrom('m_share_account as sa')
    .innerJoin('m_share_product as sp', 'sp.id', 'sa.product_id')
    .leftJoin('m_client as c', 'c.id', 'sa.client_id')
    .leftJoin('m_savings_account as s', 's.id', 'sa.savings_account_id')
    .leftJoin('m_currency as curr', 'curr.code', 'sa.currency_code')
    .leftJoin('m_appuser as su', 'su.id', 'sa.submitted_userid')
    .leftJoin('m_appuser as au', 'au.id', 'sa.approved_userid')
    .leftJoin('m_appuser as ru', 'ru.id', 'sa.rejected_userid')
    .leftJoin('m_appuser as acu', 'acu.id', 'sa.activated_userid')
    .selectAll('sa')
    .select([
      'sp.name as product_name',
      'sp.short_name as product_short_name',
      'c.display_name as client_name',
      's.account_no as savings_account_no',
      'curr.name as currency_name',
      'curr.display_symbol as currency_display_symbol',
      'curr.internationalized_name_code as currency_name_code',
      'su.username as submitted_username',
      'su.firstname as submitted_firstname',
      'su.lastname as submitted_lastname',
      'au.username as approved_username',
      'au.firstname as approved_firstname',
      'au.lastname as approved_lastname',
      'ru.username as rejected_username',
      'ru.firstname as rejected_firstname',
      'ru.lastname as rejected_lastname',
      'acu.username as activated_username',
      'acu.firstname as activated_firstname',
      'acu.lastname as activated_lastname',
    ]);
}

/** GET /accounts/share: a page of accounts by id (`offset`, `limit`). */
export async function retrieveAllShareAccounts(untyped: Kysely<object>, query: Readonly<Record<string, string | undefined>>) {
  const paging = parsePaging(query, {});
  let select = selectShareAccounts(untyped).orderBy('sa.id').offset(paging.offset);
  if (paging.limit !== undefined) {
    select = select.limit(paging.limit);
  }
  const rows: ShareAccountRecord[] = await select.execute();
  const total = await tenantTables(untyped).selectFrom('m_share_account').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return page(Number(total.count), rows.map(presentShareAccount));
}

/** GET /accounts/share/{id}: the account with its purchases and redemptions and the product's market price on the business date. */
export async function retrieveShareAccount(untyped: Kysely<object>, accountId: number, today: LocalDate) {
  const row: ShareAccountRecord | undefined = await selectShareAccounts(untyped).where('sa.id', '=', accountId).executeTakeFirst();
  if (row === undefined) {
    throw shareAccountNotFound(accountId);
  }
  const product = await findShareProductById(untyped, row.product_id);
  const transactions = await findShareTransactions(untyped, accountId);
  return {
    ...presentShareAccount(row),
    purchasedShares: transactions.map(presentShareTransaction),
    currentMarketPrice: product === undefined ? null : await marketPriceOn(untyped, product, today),
    charges: (await findShareChargeViews(untyped, accountId)).map(presentShareAccountCharge),
  };
}

/** The client's share accounts for GET /clients/{id}/accounts (Fineract's ShareAccountSummaryData). */
export async function shareAccountSummaries(untyped: Kysely<object>, owner: AccountOwner): Promise<AccountSummaryLists> {
  if (owner.kind !== 'client') {
    return {};
  }
  const rows: ShareAccountRecord[] = await selectShareAccounts(untyped).where('sa.client_id', '=', owner.id).orderBy('sa.id').execute();
  return { shareAccounts: rows.map(presentShareAccountSummary) };
}

/**
 * GET /accounts/share/template?clientId=&productId=: the client and the product options; with a product, its
 * currency, market price on the business date, period options and the client's active savings accounts in
 * that currency.
 */
export async function retrieveShareAccountTemplate(untyped: Kysely<object>, query: { readonly clientId?: number; readonly productId?: number }, today: LocalDate) {
  const tables = tenantTables(untyped);
  const client = query.clientId === undefined ? undefined : await tables.selectFrom('m_client').select(['id', 'display_name']).where('id', '=', query.clientId).executeTakeFirst();
  if (query.clientId !== undefined && client === undefined) {
    throw clientNotFound(query.clientId);
  }
  const productOptions = await tables.selectFrom('m_share_product').select(['id', 'name', 'short_name as shortName', 'total_shares as totalShares']).orderBy('id').execute();
  const shareCharges = (await retrieveAllCharges(untyped)).filter((c) => c.chargeAppliesTo.id === CHARGE_APPLIES_TO_SHARES);
  const chargeOptions = shareCharges.filter((c) => c.active).map(presentChargeOption);
  const base = { clientId: client?.id, clientName: client?.display_name, productOptions, chargeOptions };
  if (query.productId === undefined) {
    return base;
  }
  const product = await findShareProductById(untyped, query.productId);
  if (product === undefined) {
    throw shareProductNotFound(query.productId);
  }
  const productChargeIds = new Set(await findProductChargeIds(untyped, product.id));
  const savings = client === undefined ? [] : await tables
    .selectFrom('m_savings_account as s')
    .innerJoin('m_savings_product as p', 'p.id', 's.product_id')
    .select(['s.id', 's.account_no as accountNo', 'p.name as savingsProductName'])
    .where('s.client_id', '=', client.id)
    .where('s.status_enum', '=', 300)
    .where('s.deposit_type_enum', '=', 100)
    .where('s.currency_code', '=', product.currency_code)
    .orderBy('s.id')
    .execute();
  return {
    ...base,
    productId: product.id,
    productName: product.name,
    currentMarketPrice: await marketPriceOn(untyped, product, today),
    ...shareProductEnumOptions(),
    clientSavingsAccounts: savings,
    charges: shareCharges.filter((c) => productChargeIds.has(c.id)).map(presentProductChargeDefault),
  };
}
