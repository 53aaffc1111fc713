import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { isUniqueViolation } from '../../../platform/db/index.ts';
import { ChangeSet, DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { AccountingRule, SAVINGS_DEPOSIT_TYPE } from './domain/savings-product-enums.ts';
import { readSavingsProduct, type SavingsProductInput, type StoredProductState } from './domain/savings-product-input.ts';
import {
  chargeCurrencyMismatch,
  chargeNotForSavings,
  chargeNotFound,
  currencyNotFound,
  savingsProductDuplicateName,
  savingsProductDuplicateShortName,
  savingsProductNotFound,
  taxGroupNotFound,
} from './savings-products.errors.ts';
import { removeSavingsProductMappings, saveSavingsProductMappings } from './savings-product-mappings.commands.ts';
import {
  currencyExists,
  deleteSavingsProduct,
  findChargesForCheck,
  findProductChargeIds,
  findSavingsProductById,
  insertProductCharges,
  insertSavingsProduct,
  replaceProductCharges,
  taxGroupExists,
  updateSavingsProduct,
  type SavingsProductRow,
  type SavingsProductValues,
} from './savings-products.repository.ts';

const RESOURCE = 'savingsproduct';
/** Fineract's SavingsApiConstants: charges a savings product may carry apply to savings (2). */
const CHARGE_APPLIES_TO_SAVINGS = 2;

function readInput(json: JsonCommand, stored?: StoredProductState): SavingsProductInput {
  const v = new DataValidator(RESOURCE);
  const input = readSavingsProduct(json, v, stored);
  v.throwIfErrors();
  return input;
}

/** Every charge must exist (404), apply to savings and share the product's currency (403). */
async function checkCharges(db: Kysely<object>, chargeIds: readonly number[], currencyCode: string): Promise<void> {
  const rows = new Map((await findChargesForCheck(db, chargeIds)).map((row) => [row.id, row]));
  for (const chargeId of chargeIds) {
    const row = rows.get(chargeId);
    if (row === undefined) {
      throw chargeNotFound(chargeId);
    }
    if (row.charge_applies_to_enum !== CHARGE_APPLIES_TO_SAVINGS) {
      throw chargeNotForSavings(chargeId);
    }
    if (row.currency_code !== currencyCode) {
      throw chargeCurrencyMismatch(chargeId);
    }
  }
}

/** The currency must be a known one (else the product would vanish from reads, which join m_currency). */
async function checkCurrency(db: Kysely<object>, code: string): Promise<void> {
  if (!(await currencyExists(db, code))) {
    throw currencyNotFound(code);
  }
}

async function checkTaxGroup(db: Kysely<object>, taxGroupId: number | undefined): Promise<void> {
  if (taxGroupId !== undefined && !(await taxGroupExists(db, taxGroupId))) {
    throw taxGroupNotFound(taxGroupId);
  }
}

/** The unique name and short name (sp_unq_name, sp_unq_short_name) answer with Fineract's 403 codes. */
function duplicateAware(name: string | undefined, shortName: string | undefined) {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) {
      const text = String((error as { constraint?: string }).constraint ?? (error as Error).message);
      throw text.includes('short_name') ? savingsProductDuplicateShortName(shortName ?? '') : savingsProductDuplicateName(name ?? '');
    }
    throw error;
  };
}

const text = (value: Decimal | undefined): string | null => (value === undefined ? null : value.toString());

function newProductValues(input: SavingsProductInput): SavingsProductValues {
  const overdraft = input.allowOverdraft === true;
  const lockinType = input.lockinPeriodFrequency !== undefined ? (input.lockinPeriodFrequencyType ?? null) : null;
  return {
    name: input.name?.trim() ?? '',
    short_name: input.shortName?.trim() ?? '',
    description: input.description?.trim() ?? null,
    deposit_type_enum: SAVINGS_DEPOSIT_TYPE,
    currency_code: input.currencyCode?.trim() ?? '',
    currency_digits: input.digitsAfterDecimal ?? 0,
    currency_multiplesof: input.inMultiplesOf ?? null,
    nominal_annual_interest_rate: text(input.nominalAnnualInterestRate) ?? '0',
    interest_compounding_period_enum: input.interestCompoundingPeriodType ?? 1,
    interest_posting_period_enum: input.interestPostingPeriodType ?? 4,
    interest_calculation_type_enum: input.interestCalculationType ?? 1,
    interest_calculation_days_in_year_type_enum: input.interestCalculationDaysInYearType ?? 365,
    min_required_opening_balance: text(input.minRequiredOpeningBalance),
    lockin_period_frequency: input.lockinPeriodFrequency === undefined ? null : String(input.lockinPeriodFrequency),
    lockin_period_frequency_enum: lockinType,
    accounting_type: input.accountingRule ?? AccountingRule.NONE,
    withdrawal_fee_for_transfer: input.withdrawalFeeForTransfers ?? false,
    allow_overdraft: overdraft,
    overdraft_limit: text(input.overdraftLimit) ?? (overdraft ? '0' : null),
    nominal_annual_interest_rate_overdraft: text(input.nominalAnnualInterestRateOverdraft) ?? (overdraft ? '0' : null),
    min_overdraft_for_interest_calculation: text(input.minOverdraftForInterestCalculation) ?? (overdraft ? '0' : null),
    min_required_balance: text(input.minRequiredBalance),
    enforce_min_required_balance: input.enforceMinRequiredBalance ?? false,
    min_balance_for_interest_calculation: text(input.minBalanceForInterestCalculation),
    withhold_tax: input.withHoldTax ?? false,
    tax_group_id: input.taxGroupId ?? null,
    is_dormancy_tracking_active: input.isDormancyTrackingActive ?? false,
    days_to_inactive: input.daysToInactive ?? null,
    days_to_dormancy: input.daysToDormancy ?? null,
    days_to_escheat: input.daysToEscheat ?? null,
    max_allowed_lien_limit: text(input.maxAllowedLienLimit),
    is_lien_allowed: input.lienAllowed ?? false,
  };
}

async function createSavingsProduct(ctx: CommandContext): Promise<CommandResult> {
  const input = readInput(ctx.json);
  const values = newProductValues(input);
  await checkCurrency(ctx.db, values.currency_code);
  await checkTaxGroup(ctx.db, input.taxGroupId);
  const chargeIds = input.chargeIds ?? [];
  await checkCharges(ctx.db, chargeIds, values.currency_code);
  const productId = await insertSavingsProduct(ctx.db, values).catch(duplicateAware(input.name, input.shortName));
  await insertProductCharges(ctx.db, productId, chargeIds);
  await saveSavingsProductMappings(ctx.db, productId, values.accounting_type, input.accounting, 'new-product');
  return { resourceId: productId };
}

function storedState(row: SavingsProductRow): StoredProductState {
  return {
    accountingRule: row.accounting_type,
    isDormancyTrackingActive: row.is_dormancy_tracking_active === true,
    daysToInactive: row.days_to_inactive,
    daysToDormancy: row.days_to_dormancy,
    daysToEscheat: row.days_to_escheat,
    withHoldTax: row.withhold_tax,
    taxGroupId: row.tax_group_id,
  };
}

/** The stored decimal text when the request sends a different amount (numeric comparison, as BigDecimal.compareTo). */
function changedDecimal(stored: string | null, sent: Decimal | undefined): string | undefined {
  if (sent === undefined || (stored !== null && sent.equals(stored))) {
    return undefined;
  }
  return sent.toString();
}

/** Fineract's SavingsProduct.update: the members the request changes, with their wire names. */
function productChanges(row: SavingsProductRow, r: SavingsProductInput): ChangeSet<SavingsProductRow> {
  return new ChangeSet<SavingsProductRow>(row)
    .track('name', 'name', r.name?.trim())
    .track('shortName', 'short_name', r.shortName?.trim())
    .track('description', 'description', r.description?.trim())
    .track('currencyCode', 'currency_code', r.currencyCode?.trim())
    .track('digitsAfterDecimal', 'currency_digits', r.digitsAfterDecimal)
    .track('inMultiplesOf', 'currency_multiplesof', r.inMultiplesOf)
    .track('nominalAnnualInterestRate', 'nominal_annual_interest_rate', changedDecimal(row.nominal_annual_interest_rate, r.nominalAnnualInterestRate), r.nominalAnnualInterestRate)
    .track('interestCompoundingPeriodType', 'interest_compounding_period_enum', r.interestCompoundingPeriodType)
    .track('interestPostingPeriodType', 'interest_posting_period_enum', r.interestPostingPeriodType)
    .track('interestCalculationType', 'interest_calculation_type_enum', r.interestCalculationType)
    .track('interestCalculationDaysInYearType', 'interest_calculation_days_in_year_type_enum', r.interestCalculationDaysInYearType)
    .track('minRequiredOpeningBalance', 'min_required_opening_balance', changedDecimal(row.min_required_opening_balance, r.minRequiredOpeningBalance), r.minRequiredOpeningBalance)
    .track('lockinPeriodFrequency', 'lockin_period_frequency', changedDecimal(row.lockin_period_frequency, r.lockinPeriodFrequency === undefined ? undefined : new Decimal(r.lockinPeriodFrequency)), r.lockinPeriodFrequency)
    .track('lockinPeriodFrequencyType', 'lockin_period_frequency_enum', r.lockinPeriodFrequencyType)
    .track('withdrawalFeeForTransfers', 'withdrawal_fee_for_transfer', r.withdrawalFeeForTransfers)
    .track('accountingRule', 'accounting_type', r.accountingRule)
    .track('allowOverdraft', 'allow_overdraft', r.allowOverdraft)
    .track('overdraftLimit', 'overdraft_limit', changedDecimal(row.overdraft_limit, r.overdraftLimit), r.overdraftLimit)
    .track('nominalAnnualInterestRateOverdraft', 'nominal_annual_interest_rate_overdraft', changedDecimal(row.nominal_annual_interest_rate_overdraft, r.nominalAnnualInterestRateOverdraft), r.nominalAnnualInterestRateOverdraft)
    .track('minOverdraftForInterestCalculation', 'min_overdraft_for_interest_calculation', changedDecimal(row.min_overdraft_for_interest_calculation, r.minOverdraftForInterestCalculation), r.minOverdraftForInterestCalculation)
    .track('enforceMinRequiredBalance', 'enforce_min_required_balance', r.enforceMinRequiredBalance)
    .track('minRequiredBalance', 'min_required_balance', changedDecimal(row.min_required_balance, r.minRequiredBalance), r.minRequiredBalance)
    .track('lienAllowed', 'is_lien_allowed', r.lienAllowed)
    .track('maxAllowedLienLimit', 'max_allowed_lien_limit', changedDecimal(row.max_allowed_lien_limit, r.maxAllowedLienLimit), r.maxAllowedLienLimit)
    .track('minBalanceForInterestCalculation', 'min_balance_for_interest_calculation', changedDecimal(row.min_balance_for_interest_calculation, r.minBalanceForInterestCalculation), r.minBalanceForInterestCalculation)
    .track('withHoldTax', 'withhold_tax', r.withHoldTax)
    .track('taxGroupId', 'tax_group_id', r.taxGroupId)
    .track('isDormancyTrackingActive', 'is_dormancy_tracking_active', r.isDormancyTrackingActive)
    .track('daysToInactive', 'days_to_inactive', r.daysToInactive)
    .track('daysToDormancy', 'days_to_dormancy', r.daysToDormancy)
    .track('daysToEscheat', 'days_to_escheat', r.daysToEscheat);
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
  await replaceProductCharges(ctx.db, productId, wanted);
  return { charges: wanted };
}

async function updateSavingsProductCommand(ctx: CommandContext): Promise<CommandResult> {
  const productId = ctx.entityId ?? 0;
  const row = await findSavingsProductById(ctx.db, productId);
  if (row === undefined) {
    throw savingsProductNotFound(productId);
  }
  const input = readInput(ctx.json, storedState(row));
  const set = productChanges(row, input);
  if (set.values.currency_code !== undefined) {
    await checkCurrency(ctx.db, set.values.currency_code);
  }
  const withHoldTax = set.values.withhold_tax ?? row.withhold_tax;
  if (set.has('tax_group_id')) {
    await checkTaxGroup(ctx.db, input.taxGroupId);
  } else if (withHoldTax && row.tax_group_id === null) {
    const v = new DataValidator(RESOURCE);
    v.parameter('taxGroupId', undefined).notBlank();
    v.throwIfErrors();
  }
  if (!set.isEmpty) {
    await updateSavingsProduct(ctx.db, productId, set.values).catch(duplicateAware(input.name, input.shortName));
  }
  const chargeChanges = await updateCharges(ctx, productId, input.chargeIds, set.values.currency_code ?? row.currency_code);
  const rule = set.values.accounting_type ?? row.accounting_type;
  const mappingChanges = await saveSavingsProductMappings(ctx.db, productId, rule, input.accounting, set.has('accounting_type') ? 'new-rule' : 'same-rule');
  return { resourceId: productId, changes: { ...set.changes, ...chargeChanges, ...mappingChanges } };
}

async function deleteSavingsProductCommand(ctx: CommandContext): Promise<CommandResult> {
  const productId = ctx.entityId ?? 0;
  const row = await findSavingsProductById(ctx.db, productId);
  if (row === undefined) {
    throw savingsProductNotFound(productId);
  }
  // A product without accounting has no mappings (they go when its rule becomes none).
  if (row.accounting_type !== AccountingRule.NONE) {
    await removeSavingsProductMappings(ctx.db, productId);
  }
  await deleteSavingsProduct(ctx.db, productId);
  return { resourceId: productId };
}

export const savingsProductCommandHandlers = [
  commandHandler('SAVINGSPRODUCT', 'CREATE', createSavingsProduct),
  commandHandler('SAVINGSPRODUCT', 'UPDATE', updateSavingsProductCommand),
  commandHandler('SAVINGSPRODUCT', 'DELETE', deleteSavingsProductCommand),
];
