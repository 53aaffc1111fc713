import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { nonNegativeInteger } from '../../../platform/http/index.ts';
import { retrieveAllCharges } from '../../charges/index.ts';
import type { StaffView } from '../../organisation/index.ts';
import { savingsProductNotFound } from '../savings-products/savings-products.errors.ts';
import { presentSavingsProduct, type SavingsProductRecord } from '../savings-products/savings-products.presenter.ts';
import { savingsProductOptions } from '../savings-products/savings-products.repository.ts';
import { findClientHolder, findGroupHolder } from './savings-account-application.repository.ts';
import { clientNotFound, groupNotFound } from './savings-accounts.errors.ts';

type Query = Readonly<Record<string, string | undefined>>;
const CHARGE_APPLIES_TO_SAVINGS = 2;

async function productRecord(untyped: Kysely<object>, productId: number): Promise<SavingsProductRecord> {
  const row: SavingsProductRecord | undefined = await tenantTables(untyped)
    .selectFrom('m_savings_product as sp')
    .leftJoin('m_currency as curr', 'curr.code', 'sp.currency_code')
    .leftJoin('m_tax_group as tg', 'tg.id', 'sp.tax_group_id')
    .selectAll('sp')
    .select(['curr.name as currency_name', 'curr.display_symbol as currency_display_symbol', 'curr.internationalized_name_code as currency_name_code', 'tg.name as tax_group_name'])
    .where('sp.id', '=', productId)
    .where('sp.deposit_type_enum', '=', 100)
    .executeTakeFirst();
  if (row === undefined) {
    throw savingsProductNotFound(productId);
  }
  return row;
}

/** The product's terms as an account's defaults (Fineract's template with `productId`). */
async function productDefaults(untyped: Kysely<object>, productId: number) {
  const record = await productRecord(untyped, productId);
  const { id, name, shortName, description, accountingRule, isDormancyTrackingActive, daysToInactive, daysToDormancy, daysToEscheat, ...terms } = presentSavingsProduct(record);
  void shortName; void description; void accountingRule; void isDormancyTrackingActive; void daysToInactive; void daysToDormancy; void daysToEscheat;
  const charges = (await retrieveAllCharges(untyped)).filter((c) => c.chargeAppliesTo.id === CHARGE_APPLIES_TO_SAVINGS && c.active && c.currency.code === record.currency_code);
  const attached = new Set(
    (await tenantTables(untyped).selectFrom('m_savings_product_charge').select('charge_id').where('savings_product_id', '=', productId).execute()).map((r) => r.charge_id),
  );
  const productCharges = charges.filter((c) => attached.has(c.id)).map((c) => ({ chargeId: c.id, name: c.name, chargeTimeType: c.chargeTimeType, chargeCalculationType: c.chargeCalculationType, amount: c.amount, currency: c.currency, penalty: c.penalty }));
  return {
    savingsProductId: id, savingsProductName: name, ...terms,
    ...(productCharges.length > 0 ? { charges: productCharges } : {}),
    chargeOptions: charges,
  };
}

/** The holder named by `clientId` or `groupId` (404 when unknown), with its office for the officer options. */
async function holderOf(untyped: Kysely<object>, query: Query) {
  const clientId = nonNegativeInteger('clientId', query.clientId);
  const groupId = nonNegativeInteger('groupId', query.groupId);
  if (clientId !== undefined) {
    const client = await findClientHolder(untyped, clientId);
    if (client === undefined) {
      throw clientNotFound(clientId);
    }
    const name = await tenantTables(untyped).selectFrom('m_client').select('display_name').where('id', '=', clientId).executeTakeFirst();
    return { officeId: client.officeId, members: { clientId, clientName: name?.display_name, ...(groupId === undefined ? {} : { groupId }) } };
  }
  if (groupId !== undefined) {
    const group = await findGroupHolder(untyped, groupId);
    if (group === undefined) {
      throw groupNotFound(groupId);
    }
    const name = await tenantTables(untyped).selectFrom('m_group').select('display_name').where('id', '=', groupId).executeTakeFirst();
    return { officeId: group.officeId, members: { groupId, groupName: name?.display_name } };
  }
  return undefined;
}

/** GET /savingsaccounts/template: the holder, the product options and, with `productId`, its terms, charges and field officers. */
export async function retrieveSavingsAccountTemplateFor(untyped: Kysely<object>, query: Query, staffOf: (officeId: number) => Promise<StaffView[]>) {
  const holder = await holderOf(untyped, query);
  const productId = nonNegativeInteger('productId', query.productId);
  const productOptions = await savingsProductOptions(untyped);
  const defaults = productId === undefined ? {} : await productDefaults(untyped, productId);
  const fieldOfficerOptions = productId !== undefined && holder !== undefined ? (await staffOf(holder.officeId)).map((s) => ({ id: s.id, displayName: s.displayName })) : undefined;
  return {
    ...(holder?.members ?? {}),
    ...defaults,
    productOptions,
    ...(fieldOfficerOptions !== undefined && fieldOfficerOptions.length > 0 ? { fieldOfficerOptions } : {}),
    withHoldTax: 'withHoldTax' in defaults ? defaults.withHoldTax : false,
    nominalAnnualInterestRate: 'nominalAnnualInterestRate' in defaults ? defaults.nominalAnnualInterestRate : undefined,
  };
}

