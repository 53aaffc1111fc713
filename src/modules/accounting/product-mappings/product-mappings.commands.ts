import type { Kysely } from 'kysely';
import { deleteMappingsOf, insertMappings, type ProductMappingInsert } from './product-mappings.repository.ts';

/** The account of one role of a product (Fineract's CashAccountsForLoan / AccrualAccountsForSavings … ids). */
export interface RoleAccount {
  readonly role: number;
  readonly glAccountId: number;
}

/** The account payments of one payment type come from instead of the fund source. */
export interface PaymentChannelFundSource {
  readonly paymentTypeId: number;
  readonly fundSourceAccountId: number;
}

/** The income account of one charge instead of the fee (or penalty) income account. */
export interface ChargeIncomeAccount {
  readonly chargeId: number;
  readonly incomeAccountId: number;
}

/**
 * Every account mapping of a product. The roles of the overrides are the product's: fund source for the
 * payment channels, fee income and penalty income for the charges (1, 4 and 5 for every product type).
 */
export interface ProductAccountMappingsInput {
  readonly productType: number;
  readonly productId: number;
  readonly accounts: readonly RoleAccount[];
  readonly paymentChannelToFundSource?: readonly PaymentChannelFundSource[];
  readonly feeToIncome?: readonly ChargeIncomeAccount[];
  readonly penaltyToIncome?: readonly ChargeIncomeAccount[];
  /** The roles of the overrides; Fineract's defaults for loans and savings. */
  readonly overrideRoles?: { readonly fundSource: number; readonly feeIncome: number; readonly penaltyIncome: number };
}

const DEFAULT_OVERRIDE_ROLES = { fundSource: 1, feeIncome: 4, penaltyIncome: 5 } as const;

/** The rows the input stands for, in the order they are written. */
export function mappingRowsOf(input: ProductAccountMappingsInput): ProductMappingInsert[] {
  const roles = input.overrideRoles ?? DEFAULT_OVERRIDE_ROLES;
  return [
    ...input.accounts.map((a) => ({ role: a.role, glAccountId: a.glAccountId, paymentTypeId: null, chargeId: null })),
    ...(input.paymentChannelToFundSource ?? []).map((m) => ({ role: roles.fundSource, glAccountId: m.fundSourceAccountId, paymentTypeId: m.paymentTypeId, chargeId: null })),
    ...(input.feeToIncome ?? []).map((m) => ({ role: roles.feeIncome, glAccountId: m.incomeAccountId, paymentTypeId: null, chargeId: m.chargeId })),
    ...(input.penaltyToIncome ?? []).map((m) => ({ role: roles.penaltyIncome, glAccountId: m.incomeAccountId, paymentTypeId: null, chargeId: m.chargeId })),
  ];
}

/**
 * Replaces the product's rows in acc_product_mapping with those of the input (two statements). The caller
 * has checked the accounts, payment types and charges (their existence and each role's account type).
 */
export async function saveProductAccountMappings(db: Kysely<object>, input: ProductAccountMappingsInput): Promise<void> {
  await deleteMappingsOf(db, input.productType, input.productId);
  await insertMappings(db, input.productType, input.productId, mappingRowsOf(input));
}

/** Removes every mapping of the product (when its accounting rule becomes "none", or it is deleted). */
export async function deleteProductAccountMappings(db: Kysely<object>, productType: number, productId: number): Promise<void> {
  await deleteMappingsOf(db, productType, productId);
}
