import type { Kysely } from 'kysely';
import { LocalDate } from '../../../shared/time/index.ts';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { isUniqueViolation } from '../../../platform/db/index.ts';
import { deleteProductAccountMappings, PortfolioProductType, saveProductAccountMappings } from '../../accounting/index.ts';
import { GL_TYPE_NAMES, LOAN_ACCOUNT_PARAMS } from './domain/loan-product-accounts.ts';
import { AccountingRule, strategyName } from './domain/loan-product-enums.ts';
import { checkUpdatedRanges, readLoanProduct, type LoanProductInput } from './domain/loan-product-input.ts';
import { checkCompoundingFrequency, checkCumulativeRecalculationScope } from './domain/recalculation-scope.ts';
import type { InterestRecalculationInput } from './domain/loan-product-advanced-input.ts';
import { Decimal } from 'decimal.js';
import {
  chargeCurrencyMismatch,
  chargeNotFound,
  closeDateBeforeStartDate,
  currencyNotFound,
  delinquencyBucketNotFound,
  duplicateExternalId,
  duplicateName,
  duplicateShortName,
  equalAmortizationUnsupported,
  fundNotFound,
  glAccountNotFound,
  invalidAccountType,
  loanProductNotFound,
  paymentTypeNotFound,
  unsupportedStrategy,
} from './loan-products.errors.ts';
import { oneRowChildren, productValues, updateChanges } from './loan-product-values.repository.ts';
import {
  currencyExists,
  existingIds,
  findCharges,
  findGlAccounts,
  findLoanProductById,
  insertLoanProduct,
  replaceAllocationRules,
  replaceCharges,
  replaceOneRowChildren,
  findRecalculationInput,
  replaceRecalculation,
  replaceVariations,
  updateLoanProduct,
  type LoanProductRow,
} from './loan-products.repository.ts';

/** Maps the unique constraints of m_product_loan to Fineract's 403 codes. */
function duplicateAware(input: LoanProductInput) {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) {
      const text = String((error as { constraint?: string; message?: string }).constraint ?? (error as Error).message);
      if (text.includes('unq_short_name')) {
        throw duplicateShortName(input.shortName ?? '');
      }
      if (text.includes('external_id')) {
        throw duplicateExternalId(input.externalId ?? '');
      }
      throw duplicateName(input.name ?? '');
    }
    throw error;
  };
}

const localDateOf = (value: string | null | undefined): LocalDate | undefined => (value === null || value === undefined ? undefined : LocalDate.parse(value.slice(0, 10)));

/** Refusals that need no database: an unknown strategy code, a close date before the start date. */
function checkRules(input: LoanProductInput, row: LoanProductRow | undefined): void {
  const code = input.transactionProcessingStrategyCode;
  if (code !== undefined && strategyName(code) === undefined) {
    throw unsupportedStrategy(code);
  }
  checkEqualAmortization(input, row);
  checkCompoundingFrequency(input.isInterestRecalculationEnabled ?? row?.interest_recalculation_enabled ?? false, input.interestRecalculation);
  checkCumulativeRecalculationScope({
    enabled: input.isInterestRecalculationEnabled ?? row?.interest_recalculation_enabled ?? false,
    scheduleType: input.loanScheduleType ?? row?.loan_schedule_type ?? 'CUMULATIVE',
    interestType: input.interestType ?? row?.interest_method_enum,
    amortizationType: input.amortizationType ?? row?.amortization_method_enum,
    multiDisburseLoan: input.multiDisburseLoan ?? row?.allow_multiple_disbursals ?? false,
    strategyCode: input.transactionProcessingStrategyCode ?? row?.loan_transaction_strategy_code ?? undefined,
    repaymentEvery: input.repaymentEvery ?? row?.repay_every,
    repaymentFrequencyType: input.repaymentFrequencyType ?? row?.repayment_period_frequency_enum,
    recalculation: input.interestRecalculation,
  });
  const start = input.startDate ?? localDateOf(row?.start_date);
  const close = input.closeDate ?? localDateOf(row?.close_date);
  if (start !== undefined && close !== undefined && close.isBefore(start)) {
    throw closeDateBeforeStartDate();
  }
}

/** Equal amortization refuses interest recalculation, floating rates and variable installments (403). */
function checkEqualAmortization(input: LoanProductInput, row: LoanProductRow | undefined): void {
  if (!(input.isEqualAmortization ?? row?.is_equal_amortization ?? false)) {
    return;
  }
  if (input.isInterestRecalculationEnabled ?? row?.interest_recalculation_enabled ?? false) {
    throw equalAmortizationUnsupported('interest.recalculation', 'interest recalculation');
  }
  if (input.isLinkedToFloatingInterestRates ?? row?.is_linked_to_floating_interest_rates ?? false) {
    throw equalAmortizationUnsupported('floating.interest.rate', 'floating interest rate');
  }
  if (input.allowVariableInstallments ?? row?.allow_variabe_installments ?? false) {
    throw equalAmortizationUnsupported('variable.installment', 'variable installment');
  }
}

/** Everything the body names must exist (404), charges in the product's currency, accounts of their role's type. */
async function checkReferences(db: Kysely<object>, input: LoanProductInput, currencyCode: string): Promise<void> {
  if (input.currencyCode !== undefined && !(await currencyExists(db, input.currencyCode))) {
    throw currencyNotFound(input.currencyCode);
  }
  if (input.fundId !== undefined && !(await existingIds(db, 'm_fund', [input.fundId])).has(input.fundId)) {
    throw fundNotFound(input.fundId);
  }
  if (input.delinquencyBucketId !== undefined && !(await existingIds(db, 'm_delinquency_bucket', [input.delinquencyBucketId])).has(input.delinquencyBucketId)) {
    throw delinquencyBucketNotFound(input.delinquencyBucketId);
  }
  const chargeIds = [...(input.charges ?? []), ...(input.feeToIncomeAccountMappings ?? []).map((m) => m.chargeId), ...(input.penaltyToIncomeAccountMappings ?? []).map((m) => m.chargeId)];
  const charges = new Map((await findCharges(db, chargeIds)).map((c) => [c.id, c]));
  for (const id of chargeIds) {
    const charge = charges.get(id);
    if (charge === undefined) {
      throw chargeNotFound(id);
    }
    if ((input.charges ?? []).includes(id) && charge.currency_code !== currencyCode) {
      throw chargeCurrencyMismatch(id);
    }
  }
  const paymentTypeIds = (input.paymentChannelToFundSourceMappings ?? []).map((m) => m.paymentTypeId);
  const paymentTypes = await existingIds(db, 'm_payment_type', paymentTypeIds);
  const missingPaymentType = paymentTypeIds.find((id) => !paymentTypes.has(id));
  if (missingPaymentType !== undefined) {
    throw paymentTypeNotFound(missingPaymentType);
  }
  await checkAccounts(db, input);
}

async function checkAccounts(db: Kysely<object>, input: LoanProductInput): Promise<void> {
  const wanted: [string, number, number, number?][] = [];
  for (const p of LOAN_ACCOUNT_PARAMS) {
    const id = input.accounts.get(p.param);
    if (id !== undefined) {
      wanted.push([p.param, id, p.glType, p.orGlType]);
    }
  }
  // A payment channel's fund source may be an asset or a liability account, as the product's own.
  for (const m of input.paymentChannelToFundSourceMappings ?? []) {
    wanted.push(['fundSourceAccountId', m.fundSourceAccountId, 1, 2]);
  }
  for (const m of [...(input.feeToIncomeAccountMappings ?? []), ...(input.penaltyToIncomeAccountMappings ?? [])]) {
    wanted.push(['incomeAccountId', m.incomeAccountId, 4]);
  }
  const accounts = new Map((await findGlAccounts(db, wanted.map(([, id]) => id))).map((a) => [a.id, a]));
  for (const [param, id, type, orType] of wanted) {
    const account = accounts.get(id);
    if (account === undefined) {
      throw glAccountNotFound(id);
    }
    if (account.classification_enum !== type && account.classification_enum !== orType) {
      // Fineract names the two types of an asset-or-liability account by their codes (getGLAccountType).
      const expected = orType === undefined ? GL_TYPE_NAMES[type] ?? '' : `accountType.${(GL_TYPE_NAMES[type] ?? '').toLowerCase()} or accountType.${(GL_TYPE_NAMES[orType] ?? '').toLowerCase()}`;
      throw invalidAccountType(param, id, account.name, GL_TYPE_NAMES[account.classification_enum] ?? '', expected);
    }
  }
}

/** The child rows of a write: on create only what the body sets (no deletes), on update what it names. */
async function saveChildren(ctx: CommandContext, productId: number, input: UpdateInput, creating: boolean): Promise<void> {
  const has = (name: string): boolean => ctx.json.has(name);
  if (input.charges !== undefined && (input.charges.length > 0 || !creating)) {
    await replaceCharges(ctx.db, productId, input.charges, creating);
  }
  if (creating ? input.isInterestRecalculationEnabled === true : has('isInterestRecalculationEnabled')) {
    await replaceRecalculation(ctx.db, productId, input.isInterestRecalculationEnabled === true ? input.interestRecalculation : undefined, creating);
  } else if (!creating && RECALCULATION_FIELDS.some(has) && input.interestRecalculationStored) {
    // Only some settings sent: the stored ones with those replaced (checked merged in checkRules).
    await replaceRecalculation(ctx.db, productId, input.interestRecalculation, false);
  }
  const variations = input.useBorrowerCycle === true ? (input.borrowerCycleVariations ?? []) : [];
  if (creating ? variations.length > 0 : has('useBorrowerCycle') || VARIATION_LISTS.some(has)) {
    await replaceVariations(ctx.db, productId, variations, creating);
  }
  await replaceOneRowChildren(ctx.db, productId, oneRowChildren(input), {
    floating: creating || has('isLinkedToFloatingInterestRates'),
    guarantee: creating || has('holdGuaranteeFunds'),
    attributes: creating || has('allowAttributeOverrides'),
    variableInstallments: creating || has('allowVariableInstallments'),
    fresh: creating,
  });
  if (input.paymentAllocation !== undefined && (input.paymentAllocation.length > 0 || !creating)) {
    await replaceAllocationRules(ctx.db, productId, 'payment', input.paymentAllocation, ctx.user.id, creating);
  }
  if (input.creditAllocation !== undefined && (input.creditAllocation.length > 0 || !creating)) {
    await replaceAllocationRules(ctx.db, productId, 'credit', input.creditAllocation, ctx.user.id, creating);
  }
}

type UpdateInput = LoanProductInput & { readonly interestRecalculationStored?: boolean };

/** The recalculation settings of an update: the stored ones, with those the body sends replacing them. */
function withStoredRecalculation(input: LoanProductInput, stored: InterestRecalculationInput | undefined): UpdateInput {
  if (stored === undefined) {
    return input;
  }
  const sent = Object.fromEntries(Object.entries(input.interestRecalculation).filter(([, value]) => value !== undefined));
  return { ...input, interestRecalculation: { ...stored, ...sent }, interestRecalculationStored: true };
}

const RECALCULATION_FIELDS = Object.keys({
  interestRecalculationCompoundingMethod: 0, rescheduleStrategyMethod: 0, recalculationRestFrequencyType: 0, recalculationRestFrequencyInterval: 0,
  recalculationRestFrequencyNthDayType: 0, recalculationRestFrequencyDayOfWeekType: 0, recalculationRestFrequencyOnDayType: 0,
  recalculationCompoundingFrequencyType: 0, recalculationCompoundingFrequencyInterval: 0, recalculationCompoundingFrequencyNthDayType: 0,
  recalculationCompoundingFrequencyDayOfWeekType: 0, recalculationCompoundingFrequencyOnDayType: 0, isArrearsBasedOnOriginalSchedule: 0,
  preClosureInterestCalculationStrategy: 0, isCompoundingToBePostedAsTransaction: 0, allowCompoundingOnEod: 0,
} satisfies Record<keyof InterestRecalculationInput, 0>);

const VARIATION_LISTS = ['principalVariationsForBorrowerCycle', 'interestRateVariationsForBorrowerCycle', 'numberOfRepaymentVariationsForBorrowerCycle'];

async function saveMappings(db: Kysely<object>, productId: number, input: LoanProductInput, rule: number): Promise<void> {
  if (rule === AccountingRule.NONE) {
    await deleteProductAccountMappings(db, PortfolioProductType.LOAN, productId);
    return;
  }
  await saveProductAccountMappings(db, {
    productType: PortfolioProductType.LOAN,
    productId,
    accounts: LOAN_ACCOUNT_PARAMS.flatMap((p) => {
      const glAccountId = input.accounts.get(p.param);
      return glAccountId === undefined ? [] : [{ role: p.role, glAccountId }];
    }),
    paymentChannelToFundSource: input.paymentChannelToFundSourceMappings ?? [],
    feeToIncome: input.feeToIncomeAccountMappings ?? [],
    penaltyToIncome: input.penaltyToIncomeAccountMappings ?? [],
  });
}

async function createLoanProduct(ctx: CommandContext): Promise<CommandResult> {
  const input = readLoanProduct(ctx.json, true);
  checkRules(input, undefined);
  await checkReferences(ctx.db, input, input.currencyCode ?? '');
  const productId = await insertLoanProduct(ctx.db, productValues(input, undefined)).catch(duplicateAware(input));
  await saveChildren(ctx, productId, input, true);
  if ((input.accountingRule ?? AccountingRule.NONE) !== AccountingRule.NONE) {
    await saveMappings(ctx.db, productId, input, input.accountingRule ?? AccountingRule.NONE);
  }
  return { resourceId: productId };
}

const decimalOf = (value: string | null): Decimal | undefined => (value === null ? undefined : new Decimal(value));

function storedRanges(row: LoanProductRow) {
  return {
    principal: [decimalOf(row.principal_amount), decimalOf(row.min_principal_amount), decimalOf(row.max_principal_amount)],
    numberOfRepayments: [row.number_of_repayments, row.min_number_of_repayments ?? undefined, row.max_number_of_repayments ?? undefined],
    interestRatePerPeriod: [decimalOf(row.nominal_interest_rate_per_period), decimalOf(row.min_nominal_interest_rate_per_period), decimalOf(row.max_nominal_interest_rate_per_period)],
  } as const;
}

/** Updates what the body names; accounts are replaced when the accounting rule or any account member is sent. */
async function updateLoanProductCommand(ctx: CommandContext): Promise<CommandResult> {
  const productId = ctx.entityId ?? 0;
  const row = await findLoanProductById(ctx.db, productId);
  if (row === undefined) {
    throw loanProductNotFound(productId);
  }
  const read = readLoanProduct(ctx.json, false);
  // The strategy is checked against the stored compounding too (compounding is re-planned in the standard order only),
  // the repayment frequency against a stored weekly rest or compounding (planned on the repayment dates only), and
  // tranches against a stored rest with dates inside the periods or compounding (planned for one disbursement only).
  const recalculationDependent = ['transactionProcessingStrategyCode', 'repaymentEvery', 'repaymentFrequencyType', 'multiDisburseLoan'].some((name) => ctx.json.has(name));
  const merged = RECALCULATION_FIELDS.some((name) => ctx.json.has(name)) || (recalculationDependent && row.interest_recalculation_enabled);
  const input = merged ? withStoredRecalculation(read, await findRecalculationInput(ctx.db, productId)) : read;
  checkUpdatedRanges(input, storedRanges(row));
  checkRules(input, row);
  await checkReferences(ctx.db, input, input.currencyCode ?? row.currency_code);
  const values = productValues(input, row);
  const changes = updateChanges(ctx.json.json, values, row);
  await updateLoanProduct(ctx.db, productId, values).catch(duplicateAware(input));
  await saveChildren(ctx, productId, input, false);
  const accountsSent = ctx.json.has('accountingRule') || LOAN_ACCOUNT_PARAMS.some((p) => ctx.json.has(p.param));
  if (accountsSent) {
    await saveMappings(ctx.db, productId, input, input.accountingRule ?? row.accounting_type);
  }
  return { resourceId: productId, changes };
}

export const loanProductCommandHandlers = [commandHandler('LOANPRODUCT', 'CREATE', createLoanProduct), commandHandler('LOANPRODUCT', 'UPDATE', updateLoanProductCommand)];
