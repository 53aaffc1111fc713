import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import type {
  AttributesRow,
  CreditAllocationRow,
  FloatingRateRow,
  GuaranteeRow,
  LoanProductRow,
  PaymentAllocationRow,
  RecalculationRow,
  VariableInstallmentRow,
  VariationRow,
} from './loan-products.repository.ts';

/** A product row with the names of its fund, currency and delinquency bucket. */
export type LoanProductReadRow = LoanProductRow & {
  readonly fund_name: string | null;
  readonly currency_name: string | null;
  readonly currency_display_symbol: string | null;
  readonly currency_name_code: string | null;
  readonly bucket_name: string | null;
};

/** Products (all, or those of `ids`) by id, with their names joined in: one statement. */
export async function findLoanProductRows(untyped: Kysely<object>, ids?: readonly number[]): Promise<LoanProductReadRow[]> {
  if (ids?.length === 0) {
    return [];
  }
  let query = tenantTables(untyped)
    .selectFrom('m_product_loan as lp')
    .leftJoin('m_fund as f', 'f.id', 'lp.fund_id')
    .leftJoin('m_organisation_currency as oc', 'oc.code', 'lp.currency_code')
    .leftJoin('m_delinquency_bucket as db', 'db.id', 'lp.delinquency_bucket_id')
    .selectAll('lp')
    .select(['f.name as fund_name', 'oc.name as currency_name', 'oc.display_symbol as currency_display_symbol', 'oc.internationalized_name_code as currency_name_code', 'db.name as bucket_name']);
  if (ids !== undefined) {
    query = query.where('lp.id', 'in', [...ids]);
  }
  return query.orderBy('lp.id').execute();
}

/** The rows that hang off the products of `ids`, each table read once for all of them. */
export interface LoanProductChildRows {
  readonly chargeIds: readonly { readonly product_loan_id: number; readonly charge_id: number }[];
  readonly recalculation: readonly RecalculationRow[];
  readonly variations: readonly VariationRow[];
  readonly floating: readonly FloatingRateRow[];
  readonly guarantee: readonly GuaranteeRow[];
  readonly attributes: readonly AttributesRow[];
  readonly variable: readonly VariableInstallmentRow[];
  readonly paymentAllocation: readonly PaymentAllocationRow[];
  readonly creditAllocation: readonly CreditAllocationRow[];
}

/** Nine statements whatever the number of products (none without products). */
export async function findLoanProductChildren(untyped: Kysely<object>, ids: readonly number[]): Promise<LoanProductChildRows> {
  if (ids.length === 0) {
    return { chargeIds: [], recalculation: [], variations: [], floating: [], guarantee: [], attributes: [], variable: [], paymentAllocation: [], creditAllocation: [] };
  }
  const db = tenantTables(untyped);
  const list = [...ids];
  return {
    chargeIds: await db.selectFrom('m_product_loan_charge').select(['product_loan_id', 'charge_id']).where('product_loan_id', 'in', list).orderBy('charge_id').execute(),
    recalculation: await db.selectFrom('m_product_loan_recalculation_details').selectAll().where('product_id', 'in', list).execute(),
    variations: await db
      .selectFrom('m_product_loan_variations_borrower_cycle')
      .selectAll()
      .where('loan_product_id', 'in', list)
      .orderBy('borrower_cycle_number')
      .orderBy('value_condition')
      .orderBy('id')
      .execute(),
    floating: await db.selectFrom('m_product_loan_floating_rates').selectAll().where('loan_product_id', 'in', list).execute(),
    guarantee: await db.selectFrom('m_product_loan_guarantee_details').selectAll().where('loan_product_id', 'in', list).execute(),
    attributes: await db.selectFrom('m_product_loan_configurable_attributes').selectAll().where('loan_product_id', 'in', list).execute(),
    variable: await db.selectFrom('m_product_loan_variable_installment_config').selectAll().where('loan_product_id', 'in', list).execute(),
    paymentAllocation: await db.selectFrom('m_loan_product_payment_allocation_rule').selectAll().where('loan_product_id', 'in', list).orderBy('id').execute(),
    creditAllocation: await db.selectFrom('m_loan_product_credit_allocation_rule').selectAll().where('loan_product_id', 'in', list).orderBy('id').execute(),
  };
}

/** The options of the template that come from other tables (each one statement). */
export async function findTemplateLookups(untyped: Kysely<object>) {
  const db = tenantTables(untyped);
  return {
    funds: await db.selectFrom('m_fund').select(['id', 'name', 'external_id']).orderBy('id').execute(),
    currencies: await db.selectFrom('m_organisation_currency').selectAll().orderBy('name').orderBy('id').execute(),
    paymentTypes: await db.selectFrom('m_payment_type').selectAll().orderBy('order_position').orderBy('id').execute(),
    buckets: await db.selectFrom('m_delinquency_bucket').select(['id', 'name']).orderBy('id').execute(),
  };
}

/** The names of those of `ids` that are loan products (entity datatable checks, entity mappings). */
export async function loanProductNames(untyped: Kysely<object>, ids: readonly number[]): Promise<ReadonlyMap<number, string>> {
  const rows = await tenantTables(untyped).selectFrom('m_product_loan').select(['id', 'name']).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Every loan product as an option {id, name}, by id. */
export async function loanProductOptions(untyped: Kysely<object>): Promise<{ id: number; name: string }[]> {
  return tenantTables(untyped).selectFrom('m_product_loan').select(['id', 'name']).orderBy('id').execute();
}
