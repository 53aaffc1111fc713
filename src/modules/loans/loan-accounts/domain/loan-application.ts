import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { parameterError } from '../../../../shared/errors/api-errors.ts';
import { DataValidator, JsonCommand } from '../../../../shared/validation/index.ts';
import { LoanType, loanTypeNamed } from './loan-enums.ts';
import type { ApplicationProduct } from './application-product.ts';

export const RESOURCE = 'loan';

/** The members a loan application may carry (Fineract's LoanApplicationValidator list). */
export const SUPPORTED_PARAMETERS: readonly string[] = [
  'dateFormat', 'locale', 'id', 'clientId', 'groupId', 'loanType', 'productId', 'principal', 'totalLoan', 'parentAccountParamName',
  'loanTermFrequency', 'loanTermFrequencyType', 'numberOfRepayments', 'repaymentEvery', 'repaymentFrequencyType',
  'repaymentFrequencyNthDayType', 'repaymentFrequencyDayOfWeekType', 'interestRatePerPeriod', 'amortizationType',
  'amortizationTypeOptions', 'interestType', 'isFloatingInterestRate', 'interestRateDifferential', 'interestCalculationPeriodType',
  'allowPartialPeriodInterestCalcualtion', 'interestRateFrequencyType', 'expectedDisbursementDate', 'repaymentsStartingFromDate',
  'graceOnPrincipalPayment', 'graceOnInterestPayment', 'graceOnInterestCharged', 'interestChargedFromDate', 'submittedOnDate',
  'submittedOnNote', 'accountNo', 'externalId', 'fundId', 'loanOfficerId', 'loanPurposeId', 'inArrearsTolerance', 'charges',
  'collateral', 'transactionProcessingStrategyCode', 'calendarId', 'syncDisbursementWithMeeting', 'linkAccountId', 'disbursementData',
  'fixedEmiAmount', 'maxOutstandingLoanBalance', 'graceOnArrearsAgeing', 'createStandingInstructionAtDisbursement', 'isTopup',
  'loanIdToClose', 'datatables', 'isEqualAmortization', 'rates', 'applicationId', 'lastApplication', 'daysInYearType',
  'fixedPrincipalPercentagePerInstallment', 'disallowExpectedDisbursements', 'fraud', 'loanScheduleProcessingType', 'fixedLength',
  'enableInstallmentLevelDelinquency', 'enableDownPayment', 'enableAutoRepaymentForDownPayment', 'disbursedAmountPercentageForDownPayment',
  'recurringMoratoriumOnPrincipalPeriods',
];

export interface LoanChargeInput {
  readonly chargeId: number;
  readonly amount: Decimal | undefined;
  readonly dueDate: LocalDate | undefined;
  /** The loan charge the entry names (`id`), when a client sends back the charges it read. */
  readonly id?: number | undefined;
}

export interface CollateralPledgeInput {
  readonly clientCollateralId: number;
  readonly quantity: Decimal;
}

export interface TrancheInput {
  readonly expectedDisbursementDate: LocalDate;
  readonly principal: Decimal;
}

/** A validated loan application: the request with the product's defaults filled in. */
export interface LoanApplication {
  readonly productId: number;
  readonly loanType: number;
  readonly clientId: number | undefined;
  readonly groupId: number | undefined;
  readonly principal: Decimal;
  readonly loanTermFrequency: number;
  readonly loanTermFrequencyType: number;
  readonly numberOfRepayments: number;
  readonly repaymentEvery: number;
  readonly repaymentFrequencyType: number;
  readonly repaymentFrequencyNthDayType: number | undefined;
  readonly repaymentFrequencyDayOfWeekType: number | undefined;
  readonly interestRatePerPeriod: Decimal;
  readonly interestRateFrequencyType: number;
  readonly amortizationType: number;
  readonly interestType: number;
  readonly interestCalculationPeriodType: number;
  readonly allowPartialPeriodInterestCalculation: boolean;
  readonly expectedDisbursementDate: LocalDate;
  readonly submittedOnDate: LocalDate;
  readonly repaymentsStartingFromDate: LocalDate | undefined;
  readonly interestChargedFromDate: LocalDate | undefined;
  readonly graceOnPrincipalPayment: number | undefined;
  readonly graceOnInterestPayment: number | undefined;
  readonly graceOnInterestCharged: number | undefined;
  readonly recurringMoratoriumOnPrincipalPeriods: number | undefined;
  readonly graceOnArrearsAgeing: number | undefined;
  readonly inArrearsTolerance: Decimal | undefined;
  readonly transactionProcessingStrategyCode: string;
  readonly externalId: string | undefined;
  readonly accountNo: string | undefined;
  readonly fundId: number | undefined;
  readonly loanOfficerId: number | undefined;
  readonly loanPurposeId: number | undefined;
  readonly fixedEmiAmount: Decimal | undefined;
  readonly maxOutstandingLoanBalance: Decimal | undefined;
  readonly daysInYearType: number;
  readonly isEqualAmortization: boolean;
  readonly fixedPrincipalPercentagePerInstallment: Decimal | undefined;
  readonly linkAccountId: number | undefined;
  readonly createStandingInstructionAtDisbursement: boolean | undefined;
  readonly charges: readonly LoanChargeInput[] | undefined;
  readonly collateral: readonly CollateralPledgeInput[];
  readonly tranches: readonly TrancheInput[];
  /** An active multi-disbursement loan's moved due dates (m_loan_term_variations, type DUE_DATE), for its re-plans. */
  readonly dueDateVariations?: readonly { readonly applicableFrom: LocalDate; readonly dueDate: LocalDate }[];
  /** An active multi-disbursement loan's installment amounts from a date on (type EMI_AMOUNT), for its re-plans. */
  readonly emiAmountVariations?: readonly { readonly applicableFrom: LocalDate; readonly amount: Decimal }[];
}

type Raw = Readonly<Record<string, unknown>>;

function readParties(json: JsonCommand, v: DataValidator): { loanType: number; clientId: number | undefined; groupId: number | undefined } {
  const clientId = json.long('clientId', v);
  const groupId = json.long('groupId', v);
  const loanTypeText = json.trimmedString('loanType');
  v.parameter('loanType', loanTypeText).notBlank();
  const loanType = loanTypeText === undefined ? 0 : loanTypeNamed(loanTypeText);
  if (loanTypeText !== undefined) {
    v.parameter('loanType', loanType).inMinMaxRange(1, 4);
  }
  if (loanType === LoanType.INDIVIDUAL) {
    v.parameter('clientId', clientId).notBlank().positive();
    mustBeBlankWhen(v, 'groupId', groupId, 'clientId', clientId);
  } else if (loanType === LoanType.GROUP) {
    v.parameter('groupId', groupId).notBlank().positive();
    mustBeBlankWhen(v, 'clientId', clientId, 'groupId', groupId);
  } else if (loanType === LoanType.JLG) {
    v.parameter('clientId', clientId).notBlank().positive();
    v.parameter('groupId', groupId).notBlank().positive();
  } else if (loanType === LoanType.GLIM) {
    // GLIM accounts (a group loan split over its members) do not exist yet.
    v.failWithCode('loanType', 'glim.not.supported', [loanTypeText]);
  }
  return { clientId, groupId, loanType };
}

function mustBeBlankWhen(v: DataValidator, name: string, value: unknown, other: string, otherValue: unknown): void {
  if (value !== undefined && otherValue !== undefined) {
    v.fail(name, `cannot.also.be.provided.when.${other}.is.populated`, `The parameter \`${name}\` cannot also be provided when \`${other}\` is populated.`, [value]);
  }
}

function checkRange(v: DataValidator, name: string, value: Decimal | number | undefined, min: Decimal | number | null, max: Decimal | number | null): void {
  if (value === undefined) {
    return;
  }
  const d = new Decimal(value);
  const lo = min === null ? undefined : new Decimal(min);
  const hi = max === null ? undefined : new Decimal(max);
  const positive = (x: Decimal | undefined): x is Decimal => x !== undefined && x.greaterThan(0);
  if (positive(lo) && positive(hi)) {
    if (d.lessThan(lo) || d.greaterThan(hi)) {
      v.fail(name, 'amount.is.not.within.min.max.range', `The parameter \`${name}\` value ${d.toString()} must be between ${lo.toString()} and ${hi.toString()}.`, [d.toNumber(), lo.toNumber(), hi.toNumber()]);
    }
  } else if (positive(lo) && d.lessThan(lo)) {
    v.fail(name, 'is.less.than.min', `The parameter \`${name}\` value ${d.toString()} must be greater than ${lo.toString()}.`, [d.toNumber(), lo.toNumber()]);
  } else if (positive(hi) && d.greaterThan(hi)) {
    v.fail(name, 'is.greater.than.max', `The parameter \`${name}\` value ${d.toString()} must be less than ${hi.toString()}.`, [d.toNumber(), hi.toNumber()]);
  }
}

/** One element of an array member of a request: its members, and them as a command in the request's date format and locale. */
export interface ArrayElement {
  readonly raw: Raw;
  readonly element: JsonCommand;
}

/**
 * The elements of the request's array member `name` (`charges`, `collateral`, `disbursementData`): undefined when
 * it is absent or null, none (with `is.not.an.array`) when it is not an array.
 */
export function arrayMemberElements(json: JsonCommand, name: string, v: DataValidator): ArrayElement[] | undefined {
  const raw = json.json[name];
  if (raw === undefined || raw === null) {
    return undefined;
  }
  if (!Array.isArray(raw)) {
    v.failWithCode(name, 'is.not.an.array');
    return [];
  }
  return raw.map((item: unknown) => {
    const members = asObject(item);
    return { raw: members, element: new JsonCommand({ ...members, dateFormat: json.json.dateFormat, locale: json.json.locale }) };
  });
}

function readCharges(json: JsonCommand, v: DataValidator): LoanChargeInput[] | undefined {
  return arrayMemberElements(json, 'charges', v)?.flatMap(({ element }, index): LoanChargeInput[] => {
    const chargeId = element.long('chargeId', v);
    v.parameter(`charges[${index}].chargeId`, chargeId).notBlank().positive();
    const amount = element.decimal('amount', v);
    v.parameter(`charges[${index}].amount`, amount?.toString()).positive();
    const dueDate = element.localDate('dueDate', v);
    const id = element.long('id', v);
    return chargeId === undefined ? [] : [{ chargeId, amount, dueDate, ...(id === undefined ? {} : { id }) }];
  });
}

function asObject(item: unknown): Raw {
  return typeof item === 'object' && item !== null && !Array.isArray(item) ? (item as Raw) : {};
}

function readCollateral(json: JsonCommand, v: DataValidator, loanType: number): CollateralPledgeInput[] {
  if (loanType !== LoanType.INDIVIDUAL) {
    return [];
  }
  return (arrayMemberElements(json, 'collateral', v) ?? []).flatMap(({ raw, element }, index): CollateralPledgeInput[] => {
    const extra = Object.keys(raw).filter((k) => k !== 'clientCollateralId' && k !== 'quantity');
    for (const name of extra) {
      v.add(parameterError('error.msg.parameter.unsupported', `The parameter ${name} is not supported.`, name, [name]));
    }
    const clientCollateralId = element.long('clientCollateralId', v);
    v.parameter(`collateral[${index + 1}][clientCollateralId]`, clientCollateralId).notBlank().positive();
    const quantity = element.decimal('quantity', v);
    v.parameter(`collateral[${index + 1}][quantity]`, quantity?.toString()).notBlank().positive();
    return clientCollateralId === undefined || quantity === undefined || !quantity.greaterThan(0) ? [] : [{ clientCollateralId, quantity }];
  });
}

function readTranches(json: JsonCommand, v: DataValidator): TrancheInput[] {
  const tranches = (arrayMemberElements(json, 'disbursementData', v) ?? []).flatMap(({ element }, index): TrancheInput[] => {
    const date = element.localDate('expectedDisbursementDate', v);
    const principal = element.decimal('principal', v);
    v.parameter(`disbursementData[${index}].expectedDisbursementDate`, date?.toString()).notBlank();
    v.parameter(`disbursementData[${index}].principal`, principal?.toString()).notBlank().positive();
    return date === undefined || principal === undefined ? [] : [{ expectedDisbursementDate: date, principal }];
  });
  if (tranches.some((t, i) => i > 0 && t.expectedDisbursementDate.isBefore(tranches[i - 1]?.expectedDisbursementDate ?? t.expectedDisbursementDate))) {
    v.failWithCode('disbursementData', 'disbursement.date.must.be.in.order');
  }
  return tranches;
}

function orDefault<T>(sent: T | undefined, fallback: T | null): T | undefined {
  return sent ?? fallback ?? undefined;
}

type Base = LoanApplication | undefined;

/** A member sent in the request, else the existing application's value (modify), else undefined. */
function sentOr<T>(json: JsonCommand, name: string, read: () => T | undefined, fallback: T | undefined): T | undefined {
  return json.has(name) ? read() : fallback;
}

/** The repayment structure and amounts: required members, each checked for presence and range. */
function readTerms(json: JsonCommand, v: DataValidator, product: ApplicationProduct, base: Base) {
  const int = (name: 'loanTermFrequency' | 'loanTermFrequencyType' | 'numberOfRepayments' | 'repaymentEvery' | 'repaymentFrequencyType' | 'interestType' | 'interestCalculationPeriodType' | 'amortizationType') =>
    json.long(name, v) ?? base?.[name];
  const terms = {
    loanTermFrequency: int('loanTermFrequency'), loanTermFrequencyType: int('loanTermFrequencyType'), numberOfRepayments: int('numberOfRepayments'),
    repaymentEvery: int('repaymentEvery'), repaymentFrequencyType: int('repaymentFrequencyType'), interestType: int('interestType'),
    interestCalculationPeriodType: int('interestCalculationPeriodType'), amortizationType: int('amortizationType'),
    principal: json.decimal('principal', v) ?? base?.principal, interestRatePerPeriod: json.decimal('interestRatePerPeriod', v) ?? base?.interestRatePerPeriod,
  };
  v.parameter('loanTermFrequency', terms.loanTermFrequency).notBlank().positive();
  v.parameter('loanTermFrequencyType', terms.loanTermFrequencyType).notBlank().inMinMaxRange(0, 3);
  v.parameter('numberOfRepayments', terms.numberOfRepayments).notBlank().positive();
  v.parameter('repaymentEvery', terms.repaymentEvery).notBlank().positive();
  v.parameter('repaymentFrequencyType', terms.repaymentFrequencyType).notBlank().inMinMaxRange(0, 3);
  v.parameter('interestType', terms.interestType).notBlank().inMinMaxRange(0, 1);
  v.parameter('interestCalculationPeriodType', terms.interestCalculationPeriodType).notBlank().inMinMaxRange(0, 1);
  v.parameter('amortizationType', terms.amortizationType).notBlank().inMinMaxRange(0, 1);
  v.parameter('principal', terms.principal?.toString()).notBlank().positive();
  if (product.linkedToFloatingInterestRates) {
    if (json.has('interestRatePerPeriod')) {
      v.failWithCode('interestRatePerPeriod', 'not.supported.loanproduct.linked.to.floating.rate');
    }
  } else {
    v.parameter('interestRatePerPeriod', terms.interestRatePerPeriod?.toString()).notBlank().zeroOrPositive();
  }
  return terms;
}

/** The dates: expected disbursement and submission required, first repayment and interest start optional. */
function readDates(json: JsonCommand, v: DataValidator, base: Base) {
  const dates = {
    expectedDisbursementDate: json.localDate('expectedDisbursementDate', v) ?? base?.expectedDisbursementDate,
    submittedOnDate: json.localDate('submittedOnDate', v) ?? base?.submittedOnDate,
    repaymentsStartingFromDate: sentOr(json, 'repaymentsStartingFromDate', () => json.localDate('repaymentsStartingFromDate', v), base?.repaymentsStartingFromDate),
    interestChargedFromDate: sentOr(json, 'interestChargedFromDate', () => json.localDate('interestChargedFromDate', v), base?.interestChargedFromDate),
  };
  v.parameter('expectedDisbursementDate', dates.expectedDisbursementDate?.toString()).notBlank();
  v.parameter('submittedOnDate', dates.submittedOnDate?.toString()).notBlank();
  return dates;
}

type GraceName = 'graceOnPrincipalPayment' | 'graceOnInterestPayment' | 'graceOnInterestCharged' | 'graceOnArrearsAgeing' | 'recurringMoratoriumOnPrincipalPeriods';

/** Grace periods and the arrears tolerance: zero or more; the product's values when not sent. */
function readGraces(json: JsonCommand, v: DataValidator, product: ApplicationProduct, base: Base) {
  const grace = (name: GraceName, productValue: number | null) => {
    const value = sentOr(json, name, () => json.long(name, v), base?.[name]);
    v.parameter(name, value).zeroOrPositive();
    return orDefault(value, productValue);
  };
  const inArrearsTolerance = sentOr(json, 'inArrearsTolerance', () => json.decimal('inArrearsTolerance', v), base?.inArrearsTolerance);
  v.parameter('inArrearsTolerance', inArrearsTolerance?.toString()).zeroOrPositive();
  return {
    graceOnPrincipalPayment: grace('graceOnPrincipalPayment', product.graceOnPrincipalPayment),
    graceOnInterestPayment: grace('graceOnInterestPayment', product.graceOnInterestPayment),
    graceOnInterestCharged: grace('graceOnInterestCharged', product.graceOnInterestCharged),
    graceOnArrearsAgeing: grace('graceOnArrearsAgeing', product.graceOnArrearsAgeing),
    recurringMoratoriumOnPrincipalPeriods: grace('recurringMoratoriumOnPrincipalPeriods', product.recurringMoratoriumOnPrincipalPeriods),
    inArrearsTolerance: orDefault(inArrearsTolerance, product.inArrearsTolerance),
  };
}

/** Strategy, references, identifiers and the optional amounts and switches. */
function readSettings(json: JsonCommand, v: DataValidator, product: ApplicationProduct, base: Base, amortizationType: number | undefined) {
  const strategy = json.trimmedString('transactionProcessingStrategyCode') ?? base?.transactionProcessingStrategyCode;
  v.parameter('transactionProcessingStrategyCode', strategy).notBlank();
  const externalId = sentOr(json, 'externalId', () => json.trimmedString('externalId'), base?.externalId);
  v.parameter('externalId', externalId).notExceedingLengthOf(100);
  const accountNo = sentOr(json, 'accountNo', () => json.trimmedString('accountNo'), base?.accountNo);
  v.parameter('accountNo', accountNo).notExceedingLengthOf(20);
  const optionalId = (name: 'fundId' | 'loanOfficerId' | 'loanPurposeId' | 'linkAccountId') => {
    const value = sentOr(json, name, () => json.long(name, v), base?.[name]);
    v.parameter(name, value).positive();
    return value;
  };
  const ids = { fundId: optionalId('fundId'), loanOfficerId: optionalId('loanOfficerId'), loanPurposeId: optionalId('loanPurposeId'), linkAccountId: optionalId('linkAccountId') };
  const standingInstruction = sentOr(json, 'createStandingInstructionAtDisbursement', () => json.boolean('createStandingInstructionAtDisbursement', v), base?.createStandingInstructionAtDisbursement);
  if (standingInstruction === true) {
    v.parameter('linkAccountId', ids.linkAccountId).notBlank();
  }
  const fixedPrincipal = sentOr(json, 'fixedPrincipalPercentagePerInstallment', () => json.decimal('fixedPrincipalPercentagePerInstallment', v), base?.fixedPrincipalPercentagePerInstallment);
  checkFixedPrincipal(v, fixedPrincipal, amortizationType);
  const fixedEmiAmount = sentOr(json, 'fixedEmiAmount', () => json.decimal('fixedEmiAmount', v), base?.fixedEmiAmount);
  v.parameter('fixedEmiAmount', fixedEmiAmount?.toString()).positive();
  const maxOutstanding = sentOr(json, 'maxOutstandingLoanBalance', () => json.decimal('maxOutstandingLoanBalance', v), base?.maxOutstandingLoanBalance);
  v.parameter('maxOutstandingLoanBalance', maxOutstanding?.toString()).positive();
  const daysInYearType = sentOr(json, 'daysInYearType', () => json.long('daysInYearType', v), base?.daysInYearType) ?? product.daysInYearType;
  v.parameter('daysInYearType', daysInYearType).isOneOf([1, 360, 364, 365]);
  const allowPartial = sentOr(json, 'allowPartialPeriodInterestCalcualtion', () => json.boolean('allowPartialPeriodInterestCalcualtion', v), base?.allowPartialPeriodInterestCalculation);
  return {
    ...ids, strategy, externalId, accountNo, fixedEmiAmount, daysInYearType, createStandingInstructionAtDisbursement: standingInstruction,
    isEqualAmortization: sentOr(json, 'isEqualAmortization', () => json.boolean('isEqualAmortization', v), base?.isEqualAmortization) ?? product.isEqualAmortization,
    fixedPrincipalPercentagePerInstallment: orDefault(fixedPrincipal, product.fixedPrincipalPercentagePerInstallment),
    maxOutstandingLoanBalance: orDefault(maxOutstanding, product.maxOutstandingLoanBalance),
    allowPartialPeriodInterestCalculation: allowPartial ?? product.allowPartialPeriodInterestCalculation,
    interestRateFrequencyType: json.long('interestRateFrequencyType', v) ?? base?.interestRateFrequencyType ?? product.interestRateFrequencyType ?? 2,
    repaymentFrequencyNthDayType: sentOr(json, 'repaymentFrequencyNthDayType', () => json.long('repaymentFrequencyNthDayType', v), base?.repaymentFrequencyNthDayType),
    repaymentFrequencyDayOfWeekType: sentOr(json, 'repaymentFrequencyDayOfWeekType', () => json.long('repaymentFrequencyDayOfWeekType', v), base?.repaymentFrequencyDayOfWeekType),
  };
}

/**
 * Reads and validates a loan application against its product (Fineract's LoanApplicationValidator with the
 * product's min/max and defaults). All 400 rules are collected and thrown together; `base` gives the values of
 * an existing application (modify), so only the sent members change.
 */
export function readLoanApplication(json: JsonCommand, product: ApplicationProduct, base?: LoanApplication): LoanApplication {
  const v = new DataValidator(RESOURCE);
  const parties = base === undefined ? readParties(json, v) : base;
  const terms = readTerms(json, v, product, base);
  const dates = readDates(json, v, base);
  const graces = readGraces(json, v, product, base);
  const { strategy, ...settings } = readSettings(json, v, product, base, terms.amortizationType);
  const charges = json.has('charges') ? readCharges(json, v) : base?.charges;
  const collateral = json.has('collateral') ? readCollateral(json, v, parties.loanType) : (base?.collateral ?? []);
  const tranches = json.has('disbursementData') ? readTranches(json, v) : (base?.tranches ?? []);
  checkRange(v, 'principal', terms.principal, product.minPrincipal, product.maxPrincipal);
  checkRange(v, 'numberOfRepayments', terms.numberOfRepayments, product.minNumberOfRepayments, product.maxNumberOfRepayments);
  checkRange(v, 'interestRatePerPeriod', terms.interestRatePerPeriod, product.minInterestRatePerPeriod, product.maxInterestRatePerPeriod);
  if (terms.numberOfRepayments !== undefined) {
    checkGraceSettings(v, terms.numberOfRepayments, [graces.graceOnPrincipalPayment, graces.graceOnInterestPayment, graces.graceOnInterestCharged, graces.recurringMoratoriumOnPrincipalPeriods]);
  }
  v.throwIfErrors();
  // Every required member is present here: the validator above threw otherwise.
  const required = <T>(value: T | undefined): T => value as T;
  return {
    productId: product.id, loanType: parties.loanType, clientId: parties.clientId, groupId: parties.groupId,
    principal: required(terms.principal), loanTermFrequency: required(terms.loanTermFrequency), loanTermFrequencyType: required(terms.loanTermFrequencyType),
    numberOfRepayments: required(terms.numberOfRepayments), repaymentEvery: required(terms.repaymentEvery), repaymentFrequencyType: required(terms.repaymentFrequencyType),
    interestRatePerPeriod: terms.interestRatePerPeriod ?? new Decimal(0), amortizationType: required(terms.amortizationType), interestType: required(terms.interestType),
    interestCalculationPeriodType: required(terms.interestCalculationPeriodType),
    expectedDisbursementDate: required(dates.expectedDisbursementDate), submittedOnDate: required(dates.submittedOnDate),
    repaymentsStartingFromDate: dates.repaymentsStartingFromDate, interestChargedFromDate: dates.interestChargedFromDate,
    ...graces, ...settings, transactionProcessingStrategyCode: required(strategy), charges, collateral, tranches,
  };
}

function checkFixedPrincipal(v: DataValidator, percentage: Decimal | undefined, amortizationType: number | undefined): void {
  if (percentage === undefined) {
    return;
  }
  checkRange(v, 'fixedPrincipalPercentagePerInstallment', percentage, 1, 100);
  if (amortizationType !== 0) {
    v.failWithCode('fixedPrincipalPercentagePerInstallment', 'not.supported.principal.fixing.not.allowed.with.equal.installments');
  }
}

/** Grace periods must leave at least one period to repay in (Fineract's repayment-period-with-grace check). */
function checkGraceSettings(v: DataValidator, numberOfRepayments: number, graces: readonly (number | undefined)[]): void {
  const [principal = 0, interest = 0, charged = 0, moratorium = 0] = graces;
  if (principal >= numberOfRepayments) {
    v.failWithCode('graceOnPrincipalPayment', 'must.be.less.than.numberOfRepayments', [principal, numberOfRepayments]);
  }
  if (interest >= numberOfRepayments) {
    v.failWithCode('graceOnInterestPayment', 'must.be.less.than.numberOfRepayments', [interest, numberOfRepayments]);
  }
  if (charged >= numberOfRepayments) {
    v.failWithCode('graceOnInterestCharged', 'must.be.less.than.numberOfRepayments', [charged, numberOfRepayments]);
  }
  if (moratorium > numberOfRepayments) {
    v.failWithCode('recurringMoratoriumOnPrincipalPeriods', 'must.be.less.than.numberOfRepayments', [moratorium, numberOfRepayments]);
  }
}

/**
 * The term check Fineract runs after assembling the loan: the term must be in the repayment frequency's unit
 * and equal numberOfRepayments × repaymentEvery.
 */
export function checkLoanTerm(app: LoanApplication): void {
  const v = new DataValidator(RESOURCE);
  const suggested = app.repaymentEvery * app.numberOfRepayments;
  if (app.loanTermFrequencyType !== app.repaymentFrequencyType) {
    v.fail('loanTermFrequencyType', 'not.the.same.as.repaymentFrequencyType', 'The parameters loanTermFrequencyType and repaymentFrequencyType must be the same.', [
      app.loanTermFrequencyType,
      app.repaymentFrequencyType,
    ]);
  } else if (app.loanTermFrequency < suggested) {
    v.fail('loanTermFrequency', 'less.than.repayment.structure.suggests', 'The parameter loanTermFrequency is less than the loan term that numberOfRepayments and repaymentEvery suggest.', [
      app.loanTermFrequency, app.numberOfRepayments, app.repaymentEvery,
    ]);
  } else if (app.loanTermFrequency > suggested) {
    v.fail('loanTermFrequency', 'greater.than.repayment.structure.suggests', 'The parameter loanTermFrequency is greater than the loan term that numberOfRepayments and repaymentEvery suggest.', [
      app.loanTermFrequency, app.numberOfRepayments, app.repaymentEvery,
    ]);
  }
  v.throwIfErrors();
}
