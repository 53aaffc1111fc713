import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { isTrueFlag } from '../../../platform/http/index.ts';
import { readConfiguration } from '../../../platform/settings/index.ts';
import { enabledDetailGlAccounts, GlAccountType, PortfolioProductType, productAccountMappings } from '../../accounting/index.ts';
import { retrieveAllCharges } from '../../charges/index.ts';
import { AccountingRule, SAVINGS_DEPOSIT_TYPE } from './domain/savings-product-enums.ts';
import { savingsProductNotFound } from './savings-products.errors.ts';
import { presentCurrency } from '../../organisation/index.ts';
import {
  presentAccounting,
  presentNewSavingsProduct,
  presentSavingsProduct,
  presentTemplateOptions,
  type SavingsProductRecord,
  type SavingsProductView,
} from './savings-products.presenter.ts';

/** Charges a savings product may carry apply to savings (Fineract's ChargeAppliesTo.SAVINGS). */
const CHARGE_APPLIES_TO_SAVINGS = 2;

/** Savings products (deposit type 100) with their currency's names and their tax group's name. */
function selectSavingsProducts(untyped: Kysely<object>) {
  return tenantTables(untyped)
    .selectFrom('m_savings_product as sp')
    .leftJoin('m_currency as curr', 'curr.code', 'sp.currency_code')
    .leftJoin('m_tax_group as tg', 'tg.id', 'sp.tax_group_id')
    .selectAll('sp')
    .select(['curr.name as currency_name', 'curr.display_symbol as currency_display_symbol', 'curr.internationalized_name_code as currency_name_code', 'tg.name as tax_group_name'])
    .where('sp.deposit_type_enum', '=', SAVINGS_DEPOSIT_TYPE);
}

/** GET /savingsproducts: every savings product, by id. */
export async function retrieveAllSavingsProducts(untyped: Kysely<object>): Promise<SavingsProductView[]> {
  const rows: SavingsProductRecord[] = await selectSavingsProducts(untyped).orderBy('sp.id').execute();
  return rows.map(presentSavingsProduct);
}

/** The live charges that apply to savings. */
async function savingsCharges(untyped: Kysely<object>) {
  return (await retrieveAllCharges(untyped)).filter((c) => c.chargeAppliesTo.id === CHARGE_APPLIES_TO_SAVINGS);
}

/** The option lists of the template (six statements whatever the rows). */
async function templateOptions(untyped: Kysely<object>) {
  const tables = tenantTables(untyped);
  const currencies = (await tables.selectFrom('m_organisation_currency').selectAll().orderBy('name').orderBy('id').execute()).map(presentCurrency);
  const paymentTypes = await tables
    .selectFrom('m_payment_type')
    .select(['id', 'value as name', 'description', 'is_cash_payment as isCashPayment', 'order_position as position', 'code_name as codeName', 'is_system_defined as isSystemDefined'])
    .orderBy('order_position')
    .orderBy('id')
    .execute();
  const accounts = await enabledDetailGlAccounts(untyped, [GlAccountType.ASSET, GlAccountType.LIABILITY, GlAccountType.EQUITY, GlAccountType.INCOME, GlAccountType.EXPENSE]);
  const charges = (await savingsCharges(untyped)).filter((c) => c.active);
  const taxGroups = await tables.selectFrom('m_tax_group').select(['id', 'name']).orderBy('id').execute();
  const configuration = await readConfiguration(untyped, 'account-mapping-for-payment-type');
  const mapping = configuration?.stringValue?.trim();
  return {
    currencies,
    options: presentTemplateOptions({
      currencyOptions: currencies,
      paymentTypeOptions: paymentTypes,
      accountingMappingOptions: accounts,
      chargeOptions: charges.filter((c) => !c.penalty),
      penaltyOptions: charges.filter((c) => c.penalty),
      taxGroupOptions: taxGroups,
      accountMappingForPayment: configuration?.enabled === true && mapping !== undefined && mapping !== '' ? mapping : 'Asset',
    }),
  };
}

/** GET /savingsproducts/template: the defaults of a new product and every option list. */
export async function retrieveSavingsProductTemplate(untyped: Kysely<object>) {
  const { currencies, options } = await templateOptions(untyped);
  return { ...presentNewSavingsProduct(currencies), ...options };
}

/** GET /savingsproducts/{id}: with its charges and (with accounting) its GL mappings; `template=true` adds the option lists. */
export async function retrieveSavingsProduct(untyped: Kysely<object>, productId: number, query: { readonly template?: string }) {
  const row: SavingsProductRecord | undefined = await selectSavingsProducts(untyped).where('sp.id', '=', productId).executeTakeFirst();
  if (row === undefined) {
    throw savingsProductNotFound(productId);
  }
  const chargeIds = new Set(
    (await tenantTables(untyped).selectFrom('m_savings_product_charge').select('charge_id').where('savings_product_id', '=', productId).execute()).map((r) => r.charge_id),
  );
  const charges = chargeIds.size === 0 ? [] : (await retrieveAllCharges(untyped)).filter((c) => chargeIds.has(c.id));
  const accounting = row.accounting_type === AccountingRule.NONE ? {} : presentAccounting(await productAccountMappings(untyped, PortfolioProductType.SAVING, productId));
  const product = { ...presentSavingsProduct(row), ...accounting, charges };
  return isTrueFlag(query.template) ? { ...product, ...(await templateOptions(untyped)).options } : product;
}
