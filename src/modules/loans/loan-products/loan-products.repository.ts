import type { Insertable, Kysely, Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';
import type { AllocationRuleInput, BorrowerCycleVariation, InterestRecalculationInput } from './domain/loan-product-advanced-input.ts';

export type LoanProductRow = Selectable<TenantDB['m_product_loan']>;
export type LoanProductValues = Omit<Insertable<TenantDB['m_product_loan']>, 'id'>;
export type RecalculationRow = Selectable<TenantDB['m_product_loan_recalculation_details']>;
export type VariationRow = Selectable<TenantDB['m_product_loan_variations_borrower_cycle']>;
export type FloatingRateRow = Selectable<TenantDB['m_product_loan_floating_rates']>;
export type GuaranteeRow = Selectable<TenantDB['m_product_loan_guarantee_details']>;
export type AttributesRow = Selectable<TenantDB['m_product_loan_configurable_attributes']>;
export type VariableInstallmentRow = Selectable<TenantDB['m_product_loan_variable_installment_config']>;
export type PaymentAllocationRow = Selectable<TenantDB['m_loan_product_payment_allocation_rule']>;
export type CreditAllocationRow = Selectable<TenantDB['m_loan_product_credit_allocation_rule']>;

export async function insertLoanProduct(untyped: Kysely<object>, values: LoanProductValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_product_loan').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateLoanProduct(untyped: Kysely<object>, id: number, values: Partial<LoanProductValues>): Promise<void> {
  if (Object.keys(values).length > 0) {
    await tenantTables(untyped).updateTable('m_product_loan').set(values).where('id', '=', id).execute();
  }
}

export async function findLoanProductById(untyped: Kysely<object>, id: number): Promise<LoanProductRow | undefined> {
  return tenantTables(untyped).selectFrom('m_product_loan').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findLoanProductIdByExternalId(untyped: Kysely<object>, externalId: string): Promise<number | undefined> {
  const row = await tenantTables(untyped).selectFrom('m_product_loan').select('id').where('external_id', '=', externalId).executeTakeFirst();
  return row?.id;
}

/** The product's stored interest recalculation settings, in the names of the API (undefined when it has none). */
export async function findRecalculationInput(untyped: Kysely<object>, productId: number): Promise<InterestRecalculationInput | undefined> {
  const r = await tenantTables(untyped).selectFrom('m_product_loan_recalculation_details').selectAll().where('product_id', '=', productId).executeTakeFirst();
  if (r === undefined) {
    return undefined;
  }
  const opt = (v: number | null): number | undefined => v ?? undefined;
  return {
    interestRecalculationCompoundingMethod: r.compound_type_enum,
    rescheduleStrategyMethod: r.reschedule_strategy_enum,
    recalculationRestFrequencyType: r.rest_frequency_type_enum,
    recalculationRestFrequencyInterval: r.rest_frequency_interval,
    recalculationRestFrequencyNthDayType: opt(r.rest_frequency_nth_day_enum),
    recalculationRestFrequencyDayOfWeekType: opt(r.rest_frequency_weekday_enum),
    recalculationRestFrequencyOnDayType: opt(r.rest_frequency_on_day),
    recalculationCompoundingFrequencyType: opt(r.compounding_frequency_type_enum),
    recalculationCompoundingFrequencyInterval: opt(r.compounding_frequency_interval),
    recalculationCompoundingFrequencyNthDayType: opt(r.compounding_frequency_nth_day_enum),
    recalculationCompoundingFrequencyDayOfWeekType: opt(r.compounding_frequency_weekday_enum),
    recalculationCompoundingFrequencyOnDayType: opt(r.compounding_frequency_on_day),
    isArrearsBasedOnOriginalSchedule: r.arrears_based_on_original_schedule,
    preClosureInterestCalculationStrategy: r.pre_close_interest_calculation_strategy,
    isCompoundingToBePostedAsTransaction: r.is_compounding_to_be_posted_as_transaction,
    allowCompoundingOnEod: r.allow_compounding_on_eod,
  };
}

/** Replaces the product's charges (two statements at most). */
export async function replaceCharges(untyped: Kysely<object>, productId: number, chargeIds: readonly number[], fresh = false): Promise<void> {
  const db = tenantTables(untyped);
  if (!fresh) {await db.deleteFrom('m_product_loan_charge').where('product_loan_id', '=', productId).execute();}
  if (chargeIds.length > 0) {
    await db.insertInto('m_product_loan_charge').values(chargeIds.map((charge_id) => ({ product_loan_id: productId, charge_id }))).execute();
  }
}

export async function replaceRecalculation(untyped: Kysely<object>, productId: number, details: InterestRecalculationInput | undefined, fresh = false): Promise<void> {
  const db = tenantTables(untyped);
  if (!fresh) {await db.deleteFrom('m_product_loan_recalculation_details').where('product_id', '=', productId).execute();}
  if (details === undefined) {
    return;
  }
  await db
    .insertInto('m_product_loan_recalculation_details')
    .values({
      product_id: productId,
      compound_type_enum: details.interestRecalculationCompoundingMethod ?? 0,
      reschedule_strategy_enum: details.rescheduleStrategyMethod ?? 1,
      rest_frequency_type_enum: details.recalculationRestFrequencyType ?? 1,
      rest_frequency_interval: details.recalculationRestFrequencyInterval ?? 0,
      rest_frequency_nth_day_enum: details.recalculationRestFrequencyNthDayType ?? null,
      rest_frequency_weekday_enum: details.recalculationRestFrequencyDayOfWeekType ?? null,
      rest_frequency_on_day: details.recalculationRestFrequencyOnDayType ?? null,
      compounding_frequency_type_enum: details.recalculationCompoundingFrequencyType ?? null,
      compounding_frequency_interval: details.recalculationCompoundingFrequencyInterval ?? null,
      compounding_frequency_nth_day_enum: details.recalculationCompoundingFrequencyNthDayType ?? null,
      compounding_frequency_weekday_enum: details.recalculationCompoundingFrequencyDayOfWeekType ?? null,
      compounding_frequency_on_day: details.recalculationCompoundingFrequencyOnDayType ?? null,
      arrears_based_on_original_schedule: details.isArrearsBasedOnOriginalSchedule ?? false,
      pre_close_interest_calculation_strategy: details.preClosureInterestCalculationStrategy ?? 1,
      is_compounding_to_be_posted_as_transaction: details.isCompoundingToBePostedAsTransaction ?? false,
      allow_compounding_on_eod: details.allowCompoundingOnEod ?? false,
    })
    .execute();
}

export async function replaceVariations(untyped: Kysely<object>, productId: number, variations: readonly BorrowerCycleVariation[], fresh = false): Promise<void> {
  const db = tenantTables(untyped);
  if (!fresh) {await db.deleteFrom('m_product_loan_variations_borrower_cycle').where('loan_product_id', '=', productId).execute();}
  if (variations.length === 0) {
    return;
  }
  await db
    .insertInto('m_product_loan_variations_borrower_cycle')
    .values(
      variations.map((v) => ({
        loan_product_id: productId,
        borrower_cycle_number: v.borrowerCycleNumber,
        value_condition: v.valueConditionType,
        param_type: v.paramType,
        default_value: v.defaultValue.toString(),
        min_value: v.minValue?.toString() ?? null,
        max_value: v.maxValue?.toString() ?? null,
      })),
    )
    .execute();
}

type Child<T extends keyof TenantDB> = Omit<Insertable<TenantDB[T]>, 'id' | 'loan_product_id'> | undefined;

/** The one-row child tables of a product, replaced together (a table without values loses its row). */
export interface OneRowChildren {
  readonly floating?: Child<'m_product_loan_floating_rates'>;
  readonly guarantee?: Child<'m_product_loan_guarantee_details'>;
  readonly attributes?: Child<'m_product_loan_configurable_attributes'>;
  readonly variableInstallments?: Child<'m_product_loan_variable_installment_config'>;
}

/** Which one-row tables a write replaces; `fresh` (a new product) skips the deletes. */
export interface OneRowReplace {
  readonly floating: boolean;
  readonly guarantee: boolean;
  readonly attributes: boolean;
  readonly variableInstallments: boolean;
  readonly fresh: boolean;
}

export async function replaceOneRowChildren(untyped: Kysely<object>, productId: number, children: OneRowChildren, replace: OneRowReplace): Promise<void> {
  const db = tenantTables(untyped);
  if (replace.floating) {
    if (!replace.fresh) {
      await db.deleteFrom('m_product_loan_floating_rates').where('loan_product_id', '=', productId).execute();
    }
    if (children.floating !== undefined) {
      await db.insertInto('m_product_loan_floating_rates').values({ ...children.floating, loan_product_id: productId }).execute();
    }
  }
  if (replace.guarantee) {
    if (!replace.fresh) {
      await db.deleteFrom('m_product_loan_guarantee_details').where('loan_product_id', '=', productId).execute();
    }
    if (children.guarantee !== undefined) {
      await db.insertInto('m_product_loan_guarantee_details').values({ ...children.guarantee, loan_product_id: productId }).execute();
    }
  }
  await replaceOtherOneRowChildren(untyped, productId, children, replace);
}

async function replaceOtherOneRowChildren(untyped: Kysely<object>, productId: number, children: OneRowChildren, replace: OneRowReplace): Promise<void> {
  const db = tenantTables(untyped);
  if (replace.attributes) {
    if (!replace.fresh) {
      await db.deleteFrom('m_product_loan_configurable_attributes').where('loan_product_id', '=', productId).execute();
    }
    if (children.attributes !== undefined) {
      await db.insertInto('m_product_loan_configurable_attributes').values({ ...children.attributes, loan_product_id: productId }).execute();
    }
  }
  if (replace.variableInstallments) {
    if (!replace.fresh) {
      await db.deleteFrom('m_product_loan_variable_installment_config').where('loan_product_id', '=', productId).execute();
    }
    if (children.variableInstallments !== undefined) {
      await db.insertInto('m_product_loan_variable_installment_config').values({ ...children.variableInstallments, loan_product_id: productId }).execute();
    }
  }
}

export async function replaceAllocationRules(untyped: Kysely<object>, productId: number, kind: 'payment' | 'credit', rules: readonly AllocationRuleInput[], userId: number, fresh = false): Promise<void> {
  const db = tenantTables(untyped);
  if (kind === 'payment') {
    if (!fresh) {await db.deleteFrom('m_loan_product_payment_allocation_rule').where('loan_product_id', '=', productId).execute();}
    if (rules.length > 0) {
      await db
        .insertInto('m_loan_product_payment_allocation_rule')
        .values(rules.map((r) => ({ loan_product_id: productId, transaction_type: r.transactionType, allocation_types: r.paymentAllocationOrder.join(','), future_installment_allocation_rule: r.futureInstallmentAllocationRule ?? 'NEXT_INSTALLMENT', created_by: userId, last_modified_by: userId })))
        .execute();
    }
    return;
  }
  if (!fresh) {await db.deleteFrom('m_loan_product_credit_allocation_rule').where('loan_product_id', '=', productId).execute();}
  if (rules.length > 0) {
    await db
      .insertInto('m_loan_product_credit_allocation_rule')
      .values(rules.map((r) => ({ loan_product_id: productId, transaction_type: r.transactionType, allocation_types: r.paymentAllocationOrder.join(','), created_by: userId, last_modified_by: userId })))
      .execute();
  }
}

/** Which of the ids exist in the table (one statement; none without ids). */
export async function existingIds(untyped: Kysely<object>, table: 'm_fund' | 'm_payment_type' | 'm_delinquency_bucket', ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) {
    return new Set();
  }
  const rows = await tenantTables(untyped).selectFrom(table).select('id').where('id', 'in', [...ids]).execute();
  return new Set(rows.map((r) => r.id));
}

export interface ChargeRef {
  readonly id: number;
  readonly currency_code: string;
  readonly is_penalty: boolean;
}

export async function findCharges(untyped: Kysely<object>, ids: readonly number[]): Promise<ChargeRef[]> {
  if (ids.length === 0) {
    return [];
  }
  return tenantTables(untyped).selectFrom('m_charge').select(['id', 'currency_code', 'is_penalty']).where('id', 'in', [...ids]).where('is_deleted', '=', false).execute();
}

export async function currencyExists(untyped: Kysely<object>, code: string): Promise<boolean> {
  const row = await tenantTables(untyped).selectFrom('m_organisation_currency').select('code').where('code', '=', code).executeTakeFirst();
  return row !== undefined;
}

export async function findGlAccounts(untyped: Kysely<object>, ids: readonly number[]): Promise<{ id: number; name: string; classification_enum: number }[]> {
  if (ids.length === 0) {
    return [];
  }
  return tenantTables(untyped).selectFrom('acc_gl_account').select(['id', 'name', 'classification_enum']).where('id', 'in', [...ids]).execute();
}
