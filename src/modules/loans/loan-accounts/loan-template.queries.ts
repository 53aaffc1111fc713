import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { unsupportedQueryValue } from '../../../shared/errors/api-errors.ts';
import { retrieveAllCharges } from '../../charges/index.ts';
import { retrieveAllStaff } from '../../organisation/index.ts';
import { codeValuesOf } from '../../system/index.ts';
import {
  amortizationTypeOption,
  interestCalculationPeriodTypeOption,
  interestRateFrequencyTypeOption,
  interestTypeOption,
  options,
  repaymentFrequencyTypeOption,
  TRANSACTION_PROCESSING_STRATEGIES,
} from '../loan-products/domain/loan-product-enums.ts';
import type { ApplicationProduct } from './domain/application-product.ts';
import { DAY_OF_WEEK_OPTIONS, LoanType, loanTypeOption, NTH_DAY_OPTIONS, termFrequencyTypeOption } from './domain/loan-enums.ts';
import { loanProductNotFound } from './loan-accounts.errors.ts';
import { currencyOf } from './loan-accounts.presenter.ts';
import { findApplicationProduct, findBorrower } from './loan-accounts.repository.ts';

type Query = Readonly<Record<string, string | undefined>>;

const TEMPLATE_TYPES = ['individual', 'group', 'jlg', 'collateral', 'jlgbulk'];

function idOf(name: string, text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') {
    return undefined;
  }
  if (!/^\d{1,15}$/.test(text.trim())) {
    throw unsupportedQueryValue(name, text);
  }
  return Number(text);
}

/** The loan products an application may use today: open (no close date passed) ones, by name. */
async function productOptions(db: Kysely<object>): Promise<{ id: number; name: string; multiDisburseLoan: boolean }[]> {
  const rows = await tenantTables(db).selectFrom('m_product_loan').select(['id', 'name', 'allow_multiple_disbursals']).orderBy('name').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, multiDisburseLoan: r.allow_multiple_disbursals }));
}

async function fundOptions(db: Kysely<object>): Promise<{ id: number; name: string | null }[]> {
  const rows = await tenantTables(db).selectFrom('m_fund').select(['id', 'name']).orderBy('name').execute();
  return rows;
}

async function currencyView(db: Kysely<object>, product: ApplicationProduct) {
  const row = await tenantTables(db).selectFrom('m_currency').select(['name', 'display_symbol', 'internationalized_name_code']).where('code', '=', product.currencyCode).executeTakeFirst();
  return currencyOf({
    currency_code: product.currencyCode, currency_digits: product.currencyDigits, currency_multiplesof: product.currencyMultiplesOf,
    currency_name: row?.name ?? null, currency_symbol: row?.display_symbol ?? null, currency_name_code: row?.internationalized_name_code ?? null,
  });
}

/** The product's defaults as the template shows them (Fineract's LoanAccountData.loanProductDefaults). */
async function productDefaults(db: Kysely<object>, product: ApplicationProduct, chargeOptions: readonly { id: number; currency?: { code: string } }[]): Promise<Record<string, unknown>> {
  const productCharges = await tenantTables(db).selectFrom('m_product_loan_charge').select('charge_id').where('product_loan_id', '=', product.id).execute();
  const chargeIds = new Set(productCharges.map((c) => c.charge_id));
  return {
    loanProductId: product.id, loanProductName: product.name, loanProductDescription: product.description ?? undefined,
    isLoanProductLinkedToFloatingRate: product.linkedToFloatingInterestRates, fundId: product.fundId ?? undefined,
    currency: await currencyView(db, product), principal: product.principal ?? undefined, approvedPrincipal: product.principal ?? undefined,
    proposedPrincipal: product.principal ?? undefined, netDisbursalAmount: product.principal ?? undefined,
    termFrequency: product.numberOfRepayments * product.repaymentEvery, termPeriodFrequencyType: termFrequencyTypeOption(product.repaymentFrequencyType),
    numberOfRepayments: product.numberOfRepayments, repaymentEvery: product.repaymentEvery, fixedLength: product.fixedLength ?? undefined,
    repaymentFrequencyType: repaymentFrequencyTypeOption(product.repaymentFrequencyType), interestRatePerPeriod: product.interestRatePerPeriod ?? undefined,
    interestRateFrequencyType: product.interestRateFrequencyType === null ? undefined : interestRateFrequencyTypeOption(product.interestRateFrequencyType),
    annualInterestRate: product.annualNominalInterestRate ?? undefined, amortizationType: amortizationTypeOption(product.amortizationType),
    interestType: interestTypeOption(product.interestType), interestCalculationPeriodType: interestCalculationPeriodTypeOption(product.interestCalculationPeriodType),
    allowPartialPeriodInterestCalcualtion: product.allowPartialPeriodInterestCalculation, inArrearsTolerance: product.inArrearsTolerance ?? undefined,
    transactionProcessingStrategyCode: product.transactionProcessingStrategyCode ?? undefined, transactionProcessingStrategyName: product.transactionProcessingStrategyName ?? undefined,
    graceOnPrincipalPayment: product.graceOnPrincipalPayment ?? undefined, recurringMoratoriumOnPrincipalPeriods: product.recurringMoratoriumOnPrincipalPeriods ?? undefined,
    graceOnInterestPayment: product.graceOnInterestPayment ?? undefined, graceOnInterestCharged: product.graceOnInterestCharged ?? undefined,
    graceOnArrearsAgeing: product.graceOnArrearsAgeing ?? undefined, multiDisburseLoan: product.multiDisburseLoan, canDefineInstallmentAmount: product.canDefineInstallmentAmount,
    maxOutstandingLoanBalance: product.maxOutstandingLoanBalance ?? undefined, isInterestRecalculationEnabled: product.interestRecalculationEnabled,
    isEqualAmortization: product.isEqualAmortization, fixedPrincipalPercentagePerInstallment: product.fixedPrincipalPercentagePerInstallment ?? undefined,
    canUseForTopup: product.canUseForTopup, disallowExpectedDisbursements: product.disallowExpectedDisbursements, enableDownPayment: product.enableDownPayment,
    charges: chargeOptions.filter((c) => chargeIds.has(c.id)),
    chargeOptions: chargeOptions.filter((c) => c.currency === undefined || c.currency.code === product.currencyCode),
  };
}

/** GET /loans/template: the option lists of the web app's loan forms; with `productId`, the product's defaults. */
export async function retrieveLoanTemplate(db: Kysely<object>, query: Query, hierarchy: string): Promise<Record<string, unknown>> {
  const templateType = query.templateType?.trim().toLowerCase();
  if (templateType !== undefined && templateType !== '' && !TEMPLATE_TYPES.includes(templateType)) {
    throw unsupportedQueryValue('templateType', query.templateType ?? '', TEMPLATE_TYPES);
  }
  const clientId = idOf('clientId', query.clientId);
  const groupId = idOf('groupId', query.groupId);
  const productId = idOf('productId', query.productId);
  const borrower = clientId === undefined && groupId === undefined ? undefined : await findBorrower(db, clientId, groupId);
  const officeId = borrower?.client?.officeId ?? borrower?.group?.officeId;
  const loanType = templateType === 'group' ? LoanType.GROUP : templateType === 'jlg' || templateType === 'jlgbulk' ? LoanType.JLG : LoanType.INDIVIDUAL;
  const allCharges = await retrieveAllCharges(db);
  const loanCharges = allCharges.filter((c) => (c as { chargeAppliesTo?: { id: number } }).chargeAppliesTo?.id === 1) as unknown as { id: number; currency?: { code: string } }[];
  const product = productId === undefined ? undefined : await findApplicationProduct(db, productId);
  if (productId !== undefined && product === undefined) {
    throw loanProductNotFound(productId);
  }
  return {
    ...(borrower?.client === undefined ? {} : { clientId: borrower.client.id, clientOfficeId: borrower.client.officeId }),
    ...(borrower?.group === undefined ? {} : { group: { id: borrower.group.id, officeId: borrower.group.officeId } }),
    loanType: loanTypeOption(loanType),
    productOptions: await productOptions(db),
    ...(product === undefined ? {} : await productDefaults(db, product, loanCharges)),
    loanOfficerOptions: officeId === undefined ? [] : await retrieveAllStaff(db, { officeId: String(officeId), loanOfficersOnly: 'true', status: 'active' }, hierarchy),
    loanPurposeOptions: await codeValuesOf(db, 'LoanPurpose'),
    fundOptions: await fundOptions(db),
    termFrequencyTypeOptions: options([0, 1, 2, 3], termFrequencyTypeOption),
    repaymentFrequencyTypeOptions: options([0, 1, 2, 3], repaymentFrequencyTypeOption),
    repaymentFrequencyNthDayTypeOptions: NTH_DAY_OPTIONS,
    repaymentFrequencyDaysOfWeekTypeOptions: DAY_OF_WEEK_OPTIONS,
    interestRateFrequencyTypeOptions: options([2, 3, 4], interestRateFrequencyTypeOption),
    amortizationTypeOptions: options([1, 0], amortizationTypeOption),
    interestTypeOptions: options([0, 1], interestTypeOption),
    interestCalculationPeriodTypeOptions: options([0, 1], interestCalculationPeriodTypeOption),
    transactionProcessingStrategyOptions: TRANSACTION_PROCESSING_STRATEGIES.map(([code, name], index) => ({ id: index + 1, code, name })),
    ...(product === undefined ? { chargeOptions: loanCharges } : {}),
    loanCollateralOptions: templateType === 'collateral' || loanType === LoanType.INDIVIDUAL ? await codeValuesOf(db, 'LoanCollateral') : [],
    accountLinkingOptions: [],
  };
}
