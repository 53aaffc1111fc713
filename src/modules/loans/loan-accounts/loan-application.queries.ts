import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import type { MoneyContext } from '../../../shared/money/index.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { loadHolidayDetail, transactionDateRefusal, type HolidayDetail } from '../../organisation/index.ts';
import type { CumulativeSchedule } from '../engine/index.ts';
import { ADVANCED_PAYMENT_ALLOCATION_STRATEGY, strategyName } from '../loan-products/domain/loan-product-enums.ts';
import { conflictingActiveProduct } from '../product-mix/product-mix.queries.ts';
import { productMixConflict } from '../product-mix/product-mix.errors.ts';
import { proposeLoanSchedule } from '../loan-schedules/loan-schedules.queries.ts';
import type { ApplicationProduct } from './domain/application-product.ts';
import { checkLoanTerm, readLoanApplication, RESOURCE, SUPPORTED_PARAMETERS, type LoanApplication, type LoanChargeInput } from './domain/loan-application.ts';
import { applyLoanCharge, applyTrancheCharge, CHARGE_APPLIES_TO_LOAN, LoanChargeTime, withInstallmentFeeTotals, type AppliedLoanCharge } from './domain/loan-charges.ts';
import { LoanType } from './domain/loan-enums.ts';
import { submissionRefusal } from './domain/submission-rules.ts';
import { checkLoanCompoundingStrategy, checkLoanRecalculationCalendars, checkLoanRecalculationTerms, needsCompoundingStrategyCheck } from '../loan-products/domain/recalculation-scope.ts';
import { findProductRecalculation } from '../loan-transactions/loan-interest-recalculation.repository.ts';
import { restInsidePeriodsAllowed } from '../loan-products/domain/recalculation-calendars.ts';
import * as errors from './loan-accounts.errors.ts';
import {
  activeLoanProductIds,
  findApplicationProduct,
  findBorrower,
  findChargeDefinitions,
  findClientCollaterals,
  findLoanOfficer,
  findReferences,
  loanExternalIdTaken,
  type BorrowerFacts,
} from './loan-accounts.repository.ts';

const ACTIVE = 300;

/** An application checked against its product, borrower and calendar, with its charges and proposed schedule. */
export interface AssembledApplication {
  readonly product: ApplicationProduct;
  readonly app: LoanApplication;
  readonly borrower: BorrowerFacts;
  readonly officeId: number;
  readonly charges: readonly AppliedLoanCharge[];
  readonly schedule: CumulativeSchedule;
}

/** What a modification keeps: the stored application, its id and its borrower. */
export interface ExistingApplication {
  readonly loanId: number;
  readonly app: LoanApplication;
}

async function requireProduct(db: Kysely<object>, json: JsonCommand, base: ExistingApplication | undefined): Promise<ApplicationProduct> {
  const v = new DataValidator('loans');
  const productId = json.long('productId', v) ?? base?.app.productId;
  v.throwIfErrors();
  if (productId === undefined) {
    throw errors.productIdMissing();
  }
  const product = await findApplicationProduct(db, productId);
  if (product === undefined) {
    throw errors.loanProductNotFound(productId);
  }
  return product;
}

/** Client and group: 404 when unknown, 403 when not active or the client is not in the group (Fineract's order). */
async function requireBorrower(db: Kysely<object>, json: JsonCommand, base: ExistingApplication | undefined): Promise<BorrowerFacts> {
  const v = new DataValidator(RESOURCE);
  const clientId = base === undefined ? json.long('clientId', v) : base.app.clientId;
  const groupId = base === undefined ? json.long('groupId', v) : base.app.groupId;
  const borrower = await findBorrower(db, clientId, groupId);
  if (clientId !== undefined && borrower.client === undefined) {
    throw errors.clientNotFound(clientId);
  }
  if (groupId !== undefined && borrower.group === undefined) {
    throw errors.groupNotFound(groupId);
  }
  if (borrower.client !== undefined && borrower.client.status !== ACTIVE) {
    throw errors.clientNotActive(borrower.client.id);
  }
  if (borrower.group !== undefined && borrower.group.status !== ACTIVE) {
    throw errors.groupNotActive(borrower.group.id);
  }
  if (borrower.client !== undefined && borrower.group !== undefined && !borrower.clientInGroup) {
    throw errors.clientNotInGroup(borrower.client.id, borrower.group.id);
  }
  return borrower;
}

/** Spec A.6: a product restricted against a product of the borrower's active loans is refused (403, before any 400). */
async function checkProductMix(db: Kysely<object>, productId: number, borrower: BorrowerFacts): Promise<void> {
  const active = await activeLoanProductIds(db, borrower.client?.id, borrower.group?.id);
  const conflict = await conflictingActiveProduct(db, productId, active);
  if (conflict !== undefined) {
    throw productMixConflict(conflict.name);
  }
}

async function checkReferences(db: Kysely<object>, app: LoanApplication, officeId: number): Promise<void> {
  if (app.fundId !== undefined || app.loanPurposeId !== undefined) {
    const found = await findReferences(db, app.fundId, app.loanPurposeId);
    if (app.fundId !== undefined && !found.fund) {
      throw errors.fundNotFound(app.fundId);
    }
    if (app.loanPurposeId !== undefined && !found.purpose) {
      throw errors.codeValueNotFound(app.loanPurposeId);
    }
  }
  if (app.loanOfficerId !== undefined) {
    const officer = await findLoanOfficer(db, app.loanOfficerId);
    if (officer === undefined) {
      throw errors.staffNotFound(app.loanOfficerId);
    }
    if (!officer.isLoanOfficer || officer.officeId !== officeId) {
      throw errors.loanOfficerNotInOffice(app.loanOfficerId, officeId);
    }
  }
}

function checkTranches(app: LoanApplication, product: ApplicationProduct): void {
  if (!product.multiDisburseLoan) {
    return;
  }
  if (product.disallowExpectedDisbursements && app.tranches.length > 0) {
    throw errors.trancheDataNotAllowed();
  }
  if (!product.disallowExpectedDisbursements && app.tranches.length === 0) {
    throw errors.trancheDataRequired();
  }
  if (product.maxTrancheCount !== null && app.tranches.length > product.maxTrancheCount) {
    throw errors.tooManyTranches(product.maxTrancheCount, app.tranches.length);
  }
}

async function checkCollateral(db: Kysely<object>, app: LoanApplication): Promise<void> {
  if (app.collateral.length === 0) {
    return;
  }
  const found = await findClientCollaterals(db, app.collateral.map((c) => c.clientCollateralId));
  let totalValue = new Decimal(0);
  for (const pledge of app.collateral) {
    const held = found.find((f) => f.id === pledge.clientCollateralId);
    if (held === undefined) {
      throw errors.clientCollateralNotFound(pledge.clientCollateralId);
    }
    if (held.clientId !== app.clientId) {
      throw errors.collateralNotOfClient(held.id, app.clientId ?? 0);
    }
    if (!held.quantity.greaterThan(0) || pledge.quantity.greaterThan(held.quantity)) {
      throw errors.collateralQuantityUnavailable(held.quantity.toString());
    }
    totalValue = totalValue.plus(pledge.quantity.times(held.basePrice).times(held.pctToBase).dividedBy(100));
  }
  if (app.principal.greaterThan(totalValue)) {
    throw errors.collateralValueTooLow(totalValue.toString());
  }
}

/**
 * The charge entries to apply. A client that sends back the charges it read lists a tranche-disbursement charge
 * once per tranche, each entry naming its loan charge (`id`): those entries stand for one definition applied to
 * every tranche (Fineract keeps each named tranche charge once), not one application per entry.
 */
function distinctTrancheEntries(inputs: readonly LoanChargeInput[], isTrancheCharge: (chargeId: number) => boolean): LoanChargeInput[] {
  const named = new Set<number>();
  return inputs.filter((input) => {
    if (input.id === undefined || !isTrancheCharge(input.chargeId)) {
      return true;
    }
    const first = !named.has(input.chargeId);
    named.add(input.chargeId);
    return first;
  });
}

async function loanCharges(db: Kysely<object>, app: LoanApplication, product: ApplicationProduct, totalInterest: Decimal): Promise<AppliedLoanCharge[]> {
  const sent = app.charges ?? [];
  const definitions = await findChargeDefinitions(db, sent.map((c) => c.chargeId));
  const inputs = product.multiDisburseLoan
    ? distinctTrancheEntries(sent, (chargeId) => definitions.some((d) => d.id === chargeId && d.chargeTime === LoanChargeTime.TRANCHE_DISBURSEMENT))
    : sent;
  return inputs.flatMap((input) => {
    const definition = definitions.find((d) => d.id === input.chargeId);
    if (definition === undefined) {
      throw errors.chargeNotFound(input.chargeId);
    }
    if (definition.appliesTo !== CHARGE_APPLIES_TO_LOAN) {
      throw errors.chargeNotForLoans(definition.id);
    }
    if (definition.currencyCode !== product.currencyCode) {
      throw errors.chargeCurrencyMismatch(definition.id);
    }
    const bases = { principal: app.principal, totalInterest, numberOfRepayments: app.numberOfRepayments };
    return product.multiDisburseLoan && definition.chargeTime === LoanChargeTime.TRANCHE_DISBURSEMENT
      ? applyTrancheCharge(definition, input, bases, app.tranches)
      : [applyLoanCharge(definition, input, bases)];
  });
}

function checkDisbursementDate(date: LocalDate, calendar: HolidayDetail): void {
  const refusal = transactionDateRefusal(date, calendar);
  if (refusal === 'non.working.day') {
    throw errors.applicationDateRefused('disbursement.date.on.non.working.day', 'Expected disbursement date cannot be on a non working day', [date.toString()]);
  }
  if (refusal === 'holiday') {
    throw errors.applicationDateRefused('disbursement.date.on.holiday', 'Expected disbursement date cannot be on a holiday', [date.toString()]);
  }
}

function officeOf(borrower: BorrowerFacts): number {
  return borrower.client?.officeId ?? borrower.group?.officeId ?? 0;
}

/** The advanced payment allocation strategy only on a product configured for it; a progressive product needs it (403s). */
function checkStrategyAgainstProduct(code: string, product: ApplicationProduct): void {
  const advanced = code === ADVANCED_PAYMENT_ALLOCATION_STRATEGY;
  if (advanced && product.transactionProcessingStrategyCode !== ADVANCED_PAYMENT_ALLOCATION_STRATEGY) {
    throw errors.advancedStrategyNotConfigured();
  }
  if (!advanced && product.loanScheduleType === 'PROGRESSIVE') {
    throw errors.progressiveNeedsAdvancedStrategy();
  }
}

/**
 * An application on a product recalculating interest on a cumulative schedule, checked against the product's settings
 * (one statement): compounding with the standard strategy only, and a weekly or monthly rest or compounding on the
 * loan's repayment dates.
 */
async function checkLoanRecalculationSettings(db: Kysely<object>, product: ApplicationProduct, app: LoanApplication): Promise<void> {
  const recalculating = product.interestRecalculationEnabled && product.loanScheduleType === 'CUMULATIVE';
  const strategy = needsCompoundingStrategyCheck(product, app.transactionProcessingStrategyCode);
  if (!strategy && !recalculating) {
    return;
  }
  const settings = await findProductRecalculation(db, product.id);
  if (strategy) {
    checkLoanCompoundingStrategy(settings?.compounding ?? 0, app.transactionProcessingStrategyCode);
  }
  if (settings !== undefined && recalculating) {
    const repaymentsFrom = product.repaymentStartDateType === 2 ? app.submittedOnDate : undefined;
    const restInside = restInsidePeriodsAllowed({ ...settings, multiDisburseLoan: product.multiDisburseLoan });
    checkLoanRecalculationCalendars(settings.calendars, { ...app, firstRepaymentDate: app.repaymentsStartingFromDate, repaymentsFrom }, restInside);
  }
}

/**
 * Checks an application as Fineract's LoanApplicationValidator and assembler do, in its order: product (404),
 * borrower (404/403), product mix (403, before the 400s), the request's members (400, all at once), the loan
 * term (400), then the business rules (403/404), and proposes the schedule.
 */
export async function assembleApplication(
  db: Kysely<object>,
  json: JsonCommand,
  today: LocalDate,
  money: MoneyContext,
  base?: ExistingApplication,
): Promise<AssembledApplication> {
  json.checkSupported(SUPPORTED_PARAMETERS);
  const product = await requireProduct(db, json, base);
  const borrower = await requireBorrower(db, json, base);
  await checkProductMix(db, product.id, borrower);
  const app = readLoanApplication(json, product, base?.app === undefined ? undefined : { ...base.app, productId: product.id });
  checkLoanTerm(app);
  checkLoanRecalculationTerms(product, app);
  await checkLoanRecalculationSettings(db, product, app);
  if (app.fixedEmiAmount !== undefined && !(product.canDefineInstallmentAmount || product.multiDisburseLoan)) {
    throw errors.fixedEmiNotSupported();
  }
  const refusal = submissionRefusal(app, product, {
    clientActivationDate: borrower.client?.activationDate,
    clientOfficeJoiningDate: borrower.client?.officeJoiningDate,
    groupActivationDate: app.loanType === LoanType.GROUP || app.loanType === LoanType.JLG ? borrower.group?.activationDate : undefined,
  }, today);
  if (refusal !== undefined) {
    throw refusal;
  }
  checkStrategyAgainstProduct(app.transactionProcessingStrategyCode, product);
  if (app.externalId !== undefined && (await loanExternalIdTaken(db, app.externalId, base?.loanId))) {
    throw errors.externalIdInUse();
  }
  if (strategyName(app.transactionProcessingStrategyCode) === undefined) {
    throw errors.unsupportedStrategy(app.transactionProcessingStrategyCode);
  }
  checkTranches(app, product);
  const officeId = officeOf(borrower);
  await checkReferences(db, app, officeId);
  await checkCollateral(db, app);
  const calendar = await loadHolidayDetail(db, officeId, app.expectedDisbursementDate);
  checkDisbursementDate(app.expectedDisbursementDate, calendar);
  const preliminary = await loanCharges(db, app, product, new Decimal(0));
  // The engine computes percentage charges itself; the stored charge amounts need the schedule's interest.
  // Each charge's ref is its index in `charges` (the same order), for the installment-fee rows.
  const schedule = await proposeLoanSchedule(db, app, product, officeId, preliminary.map((c, ref) => ({ ...c, ref })), money, calendar);
  const needsInterest = preliminary.some((c) => c.calculation === 3 || c.calculation === 4);
  const priced = needsInterest ? await loanCharges(db, app, product, schedule.totalInterestCharged) : preliminary;
  const charges = withInstallmentFeeTotals(priced, schedule.periods.flatMap((p) => (p.kind === 'repayment' ? p.installmentCharges : [])));
  return { product, app, borrower, officeId, charges, schedule };
}
