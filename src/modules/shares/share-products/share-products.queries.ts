import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { isTrueFlag, page, parsePaging, type Page } from '../../../platform/http/index.ts';
import { enabledDetailGlAccounts, GlAccountType, PortfolioProductType, productAccountMappings } from '../../accounting/index.ts';
import { retrieveAllCharges } from '../../charges/index.ts';
import { ShareAccountingRule } from './domain/share-product-enums.ts';
import { accountingMappingsOf } from './share-product-mappings.commands.ts';
import { shareProductNotFound } from './share-products.errors.ts';
import { presentCurrency } from '../../organisation/index.ts';
import { presentMarketPrice, presentShareProduct, presentTemplateOptions, type ShareProductRecord, type ShareProductView } from './share-products.presenter.ts';
import { findMarketPrices, findProductChargeIds } from './share-products.repository.ts';

/** Charges a share product may carry apply to shares (Fineract's ChargeAppliesTo.SHARES). */
const CHARGE_APPLIES_TO_SHARES = 4;

/** Share products with their currency's names. */
function selectShareProducts(untyped: Kysely<object>) {
  return tenantTables(untyped)
    .selectFrom('m_share_product as sp')
    .leftJoin('m_currency as curr', 'curr.code', 'sp.currency_code')
    .selectAll('sp')
    .select(['curr.name as currency_name', 'curr.display_symbol as currency_display_symbol', 'curr.internationalized_name_code as currency_name_code']);
}

/** GET /products/share: a page of products by id (`offset`, `limit`), as Fineract's paged list. */
export async function retrieveAllShareProducts(untyped: Kysely<object>, query: Readonly<Record<string, string | undefined>>): Promise<Page<ShareProductView>> {
  const paging = parsePaging(query, {});
  let select = selectShareProducts(untyped).orderBy('sp.id').offset(paging.offset);
  if (paging.limit !== undefined) {
    select = select.limit(paging.limit);
  }
  const rows: ShareProductRecord[] = await select.execute();
  const total = await tenantTables(untyped).selectFrom('m_share_product').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return page(Number(total.count), rows.map(presentShareProduct));
}

/** The option lists of the template (four statements whatever the rows). */
async function templateOptions(untyped: Kysely<object>) {
  const currencies = (await tenantTables(untyped).selectFrom('m_organisation_currency').selectAll().orderBy('name').orderBy('id').execute()).map(presentCurrency);
  const accounts = await enabledDetailGlAccounts(untyped, [GlAccountType.ASSET, GlAccountType.LIABILITY, GlAccountType.EQUITY, GlAccountType.INCOME]);
  const charges = (await retrieveAllCharges(untyped)).filter((c) => c.chargeAppliesTo.id === CHARGE_APPLIES_TO_SHARES && c.active);
  return presentTemplateOptions({ currencyOptions: currencies, chargeOptions: charges, accountingMappingOptions: accounts });
}

/** GET /products/share/template: the option lists of a new product. */
export async function retrieveShareProductTemplate(untyped: Kysely<object>) {
  return templateOptions(untyped);
}

/** GET /products/share/{id}: with its market prices, charges and (with cash accounting) its GL mappings; `template=true` adds the option lists. */
export async function retrieveShareProduct(untyped: Kysely<object>, productId: number, query: { readonly template?: string }) {
  const row: ShareProductRecord | undefined = await selectShareProducts(untyped).where('sp.id', '=', productId).executeTakeFirst();
  if (row === undefined) {
    throw shareProductNotFound(productId);
  }
  const marketPrice = (await findMarketPrices(untyped, productId)).map(presentMarketPrice);
  const chargeIds = new Set(await findProductChargeIds(untyped, productId));
  const charges = chargeIds.size === 0 ? [] : (await retrieveAllCharges(untyped)).filter((c) => chargeIds.has(c.id));
  const accounting =
    row.accounting_type === ShareAccountingRule.CASH ? { accountingMappings: accountingMappingsOf(await productAccountMappings(untyped, PortfolioProductType.SHARES, productId)) } : {};
  const product = { ...presentShareProduct(row), marketPrice, charges, ...accounting };
  return isTrueFlag(query.template) ? { ...product, ...(await templateOptions(untyped)) } : product;
}
