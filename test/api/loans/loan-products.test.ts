import assert from 'node:assert/strict';
import { expectStatements } from '../../support/statement-count.ts';
import { after, before, describe, it } from 'node:test';
import { createGlAccount } from '../../support/accounting.ts';
import { createLoanProduct, loanProductBody } from '../../support/loans.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; parameterName?: string };
type Json = Record<string, unknown>;
const codesOf = (body: Json): string[] => ((body.errors as Item[] | undefined) ?? []).map((e) => e.userMessageGlobalisationCode);
const opt = (id: number, code: string, value: string) => ({ id, code, value });

/** GET /loanproducts/{id} of the plain product of the first test (charges and ids set there). */
const PLAIN_WIRE = {
  name: 'Wire Loan',
  shortName: 'WL',
  description: 'For the wire',
  includeInBorrowerCycle: false,
  useBorrowerCycle: false,
  status: 'loanProduct.active',
  externalId: 'wire-1',
  currency: {
    code: 'USD',
    name: 'US Dollar',
    decimalPlaces: 2,
    inMultiplesOf: 0,
    displaySymbol: '$',
    nameCode: 'currency.USD',
    displayLabel: 'US Dollar ($)',
  },
  principal: 10000,
  minPrincipal: 1000,
  maxPrincipal: 20000,
  numberOfRepayments: 12,
  repaymentEvery: 1,
  repaymentFrequencyType: opt(2, "repaymentFrequency.periodFrequencyType.months", "Months"),
  interestRatePerPeriod: 1,
  interestRateFrequencyType: opt(2, "interestRateFrequency.periodFrequencyType.months", "Per month"),
  annualInterestRate: 12,
  amortizationType: opt(1, "amortizationType.equal.installments", "Equal installments"),
  interestType: opt(0, "interestType.declining.balance", "Declining Balance"),
  interestCalculationPeriodType: opt(1, "interestCalculationPeriodType.same.as.repayment.period", "Same as repayment period"),
  allowPartialPeriodInterestCalcualtion: false,
  transactionProcessingStrategyCode: 'mifos-standard-strategy',
  transactionProcessingStrategyName: 'Penalties, Fees, Interest, Principal order',
  daysInMonthType: opt(1, "DaysInMonthType.actual", "Actual"),
  daysInYearType: opt(1, "DaysInYearType.actual", "Actual"),
  isLinkedToFloatingInterestRates: false,
  isFloatingInterestRateCalculationAllowed: false,
  allowVariableInstallments: false,
  paymentAllocation: [],
  creditAllocation: [],
  principalVariationsForBorrowerCycle: [],
  interestRateVariationsForBorrowerCycle: [],
  numberOfRepaymentVariationsForBorrowerCycle: [],
  isInterestRecalculationEnabled: false,
  canDefineInstallmentAmount: false,
  repaymentStartDateType: opt(1, "repaymentStartDateType.disbursementDate", "Disbursement Date"),
  supportedInterestRefundTypes: [],
  accountingRule: opt(1, "accountingRuleType.none", "NONE"),
  canUseForTopup: false,
  enableAccrualActivityPosting: false,
  isRatesEnabled: false,
  rates: [],
  multiDisburseLoan: false,
  disallowExpectedDisbursements: false,
  allowApprovedDisbursedAmountsOverApplied: false,
  principalThresholdForLastInstallment: 50,
  holdGuaranteeFunds: false,
  accountMovesOutOfNPAOnlyOnArrearsCompletion: false,
  syncExpectedWithDisbursementDate: false,
  isEqualAmortization: false,
  enableDownPayment: false,
  enableAutoRepaymentForDownPayment: false,
  enableInstallmentLevelDelinquency: false,
  loanScheduleType: opt(0, "CUMULATIVE", "Cumulative"),
  loanScheduleProcessingType: opt(0, "HORIZONTAL", "Horizontal"),
  chargeOffBehaviour: opt(0, "REGULAR", "Regular"),
  allowAttributeOverrides: {
    amortizationType: true,
    interestType: true,
    transactionProcessingStrategyCode: true,
    interestCalculationPeriodType: true,
    inArrearsTolerance: true,
    repaymentEvery: true,
    graceOnPrincipalAndInterestPayment: true,
    graceOnArrearsAgeing: true,
  },
};

const FEE_WIRE = {
  name: 'Processing fee',
  active: true,
  penalty: false,
  freeWithdrawal: false,
  freeWithdrawalChargeFrequency: 0,
  restartFrequency: 0,
  restartFrequencyEnum: 0,
  isPaymentType: false,
  currency: {
    code: 'USD',
    name: 'US Dollar',
    decimalPlaces: 2,
    displaySymbol: '$',
    nameCode: 'currency.USD',
    displayLabel: 'US Dollar ($)',
  },
  amount: 25,
  chargeTimeType: opt(2, "chargeTimeType.specifiedDueDate", "Specified due date"),
  chargeAppliesTo: opt(1, "chargeAppliesTo.loan", "Loan"),
  chargeCalculationType: opt(1, "chargeCalculationType.flat", "Flat"),
  chargePaymentMode: opt(0, "chargepaymentmode.regular", "Regular"),
};

const ALLOCATION_ORDER = [
  'PAST_DUE_PENALTY', 'PAST_DUE_FEE', 'PAST_DUE_PRINCIPAL', 'PAST_DUE_INTEREST', 'DUE_PENALTY', 'DUE_FEE', 'DUE_PRINCIPAL', 'DUE_INTEREST',
  'IN_ADVANCE_PENALTY', 'IN_ADVANCE_FEE', 'IN_ADVANCE_PRINCIPAL', 'IN_ADVANCE_INTEREST',
];

/** Loan products: create with each parameter group, the wire of a full product, the template, validation, updates. */
describe('loan products', () => {
  let t: TestApp;
  let gl: Record<'asset' | 'liability' | 'income' | 'expense', number>;
  let fee: number;
  let penalty: number;
  let paymentType: number;
  let seq = 0;
  const unique = () => {
    seq += 1;
    return { name: `Product ${seq}`, shortName: `P${seq}` };
  };
  const get = async (id: number, query = ''): Promise<Json> => {
    const res = await t.call('GET', `/api/v1/loanproducts/${id}${query}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json;
  };
  const create = async (overrides: Json): Promise<number> => createLoanProduct(t, { ...unique(), ...overrides });
  const refused = async (overrides: Json, status: number, code: string, method: 'POST' | 'PUT' = 'POST', url = '/api/v1/loanproducts') => {
    const res = await t.call(method, url, { body: method === 'POST' ? loanProductBody({ ...unique(), ...overrides }) : overrides });
    assert.equal(res.status, status, JSON.stringify([overrides, res.body]));
    assert.ok([...codesOf(res.json), res.json.userMessageGlobalisationCode].includes(code), JSON.stringify([code, res.body]));
  };
  const cashAccounts = (): Json => ({
    fundSourceAccountId: gl.asset,
    loanPortfolioAccountId: gl.asset,
    interestOnLoanAccountId: gl.income,
    incomeFromFeeAccountId: gl.income,
    incomeFromPenaltyAccountId: gl.income,
    incomeFromRecoveryAccountId: gl.income,
    writeOffAccountId: gl.expense,
    transfersInSuspenseAccountId: gl.asset,
    overpaymentLiabilityAccountId: gl.liability,
  });
  const accrualAccounts = (): Json => ({ ...cashAccounts(), receivableInterestAccountId: gl.asset, receivableFeeAccountId: gl.asset, receivablePenaltyAccountId: gl.asset });
  const summary = (id: number) => ({ id, name: glNames[id], glCode: glCodes[id] });
  const glNames: Record<number, string> = {};
  const glCodes: Record<number, string> = {};

  before(async () => {
    t = await createTestApp();
    gl = {
      asset: await createGlAccount(t, 1, 'Loan asset'),
      liability: await createGlAccount(t, 2, 'Overpayment'),
      income: await createGlAccount(t, 4, 'Loan income'),
      expense: await createGlAccount(t, 5, 'Write off'),
    };
    for (const id of Object.values(gl)) {
      const account = (await t.call('GET', `/api/v1/glaccounts/${id}`)).json;
      glNames[id] = account.name as string;
      glCodes[id] = account.glCode as string;
    }
    const charge = async (name: string, isPenalty: boolean) => {
      const res = await t.call('POST', '/api/v1/charges', {
        body: { name, amount: 25, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 1, chargePaymentMode: 0, active: true, penalty: isPenalty, locale: 'en' },
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.json.resourceId as number;
    };
    fee = await charge('Processing fee', false);
    penalty = await charge('Late penalty', true);
    const type = await t.call('POST', '/api/v1/paymenttypes', { body: { name: 'Bank transfer', isCashPayment: false, position: 1 } });
    assert.equal(type.status, 200, JSON.stringify(type.body));
    paymentType = type.json.resourceId as number;
  });
  after(async () => t.close());

  it('creates a plain product and answers it exactly on the wire, by id, by external id and in the list', async () => {
    const id = await createLoanProduct(t, { name: 'Wire Loan', shortName: 'WL', description: 'For the wire', externalId: 'wire-1', minPrincipal: 1000, maxPrincipal: 20000, charges: [{ id: fee }] });
    const expected = { id, ...PLAIN_WIRE, charges: [{ id: fee, ...FEE_WIRE }] };
    assert.deepEqual(await get(id), expected);
    const byExternalId = await t.call('GET', '/api/v1/loanproducts/external-id/wire-1');
    assert.equal(byExternalId.status, 200);
    assert.deepEqual(byExternalId.body, expected);
    const list = await t.call('GET', '/api/v1/loanproducts');
    assert.equal(list.status, 200);
    const listed = (list.body as Json[]).find((p) => p.id === id);
    assert.deepEqual(listed, { id, ...PLAIN_WIRE }, 'the list shows no charges');
    assert.equal((await t.call('GET', '/api/v1/loanproducts/external-id/nope')).status, 404);
    const missing = await t.call('GET', '/api/v1/loanproducts/99999');
    assert.equal(missing.status, 404);
    assert.deepEqual(codesOf(missing.json), ['error.msg.loanproduct.id.invalid']);
  });

  it('creates a cash accounting product with its account mappings and overrides', async () => {
    const id = await create({
      accountingRule: 2,
      ...cashAccounts(),
      charges: [{ id: fee }, { id: penalty }],
      paymentChannelToFundSourceMappings: [{ paymentTypeId: paymentType, fundSourceAccountId: gl.asset }],
      feeToIncomeAccountMappings: [{ chargeId: fee, incomeAccountId: gl.income }],
      penaltyToIncomeAccountMappings: [{ chargeId: penalty, incomeAccountId: gl.income }],
    });
    const body = await get(id);
    assert.deepEqual(body.accountingRule, opt(2, 'accountingRuleType.cash', 'CASH BASED'));
    assert.deepEqual(body.accountingMappings, {
      fundSourceAccount: summary(gl.asset),
      loanPortfolioAccount: summary(gl.asset),
      interestOnLoanAccount: summary(gl.income),
      incomeFromFeeAccount: summary(gl.income),
      incomeFromPenaltyAccount: summary(gl.income),
      writeOffAccount: summary(gl.expense),
      transfersInSuspenseAccount: summary(gl.asset),
      overpaymentLiabilityAccount: summary(gl.liability),
      incomeFromRecoveryAccount: summary(gl.income),
    });
    assert.deepEqual(body.paymentChannelToFundSourceMappings, [{ paymentType: { id: paymentType, name: 'Bank transfer' }, fundSourceAccount: summary(gl.asset) }]);
    assert.deepEqual(body.feeToIncomeAccountMappings, [{ charge: { id: fee, name: 'Processing fee', active: true, penalty: false }, incomeAccount: summary(gl.income) }]);
    assert.deepEqual(body.penaltyToIncomeAccountMappings, [{ charge: { id: penalty, name: 'Late penalty', active: true, penalty: true }, incomeAccount: summary(gl.income) }]);
    // Charges are listed by name, as GET /charges lists them.
    assert.deepEqual((body.charges as Json[]).map((c) => c.id), [penalty, fee]);
  });

  it('creates an accrual periodic product (receivable accounts required)', async () => {
    const id = await create({ accountingRule: 3, ...accrualAccounts(), enableAccrualActivityPosting: true });
    const body = await get(id);
    assert.deepEqual(body.accountingRule, opt(3, 'accountingRuleType.accrual.periodic', 'ACCRUAL PERIODIC'));
    assert.equal(body.enableAccrualActivityPosting, true);
    assert.deepEqual((body.accountingMappings as Json).receivableInterestAccount, summary(gl.asset));
    await refused({ accountingRule: 3, ...cashAccounts() }, 400, 'validation.msg.loanproduct.receivableInterestAccountId.cannot.be.blank');
    await refused({ accountingRule: 2 }, 400, 'validation.msg.loanproduct.fundSourceAccountId.cannot.be.blank');
  });

  it('creates multi-disbursal, down payment and variable installment products', async () => {
    const multi = await get(await create({ multiDisburseLoan: true, maxTrancheCount: 3, outstandingLoanBalance: 30000, disallowExpectedDisbursements: true }));
    assert.deepEqual([multi.multiDisburseLoan, multi.maxTrancheCount, multi.outstandingLoanBalance, multi.disallowExpectedDisbursements], [true, 3, 30000, true]);
    await refused({ multiDisburseLoan: true }, 400, 'validation.msg.loanproduct.maxTrancheCount.cannot.be.blank');

    const down = await get(await create({ enableDownPayment: true, disbursedAmountPercentageForDownPayment: 25, enableAutoRepaymentForDownPayment: true }));
    assert.deepEqual([down.enableDownPayment, down.disbursedAmountPercentageForDownPayment, down.enableAutoRepaymentForDownPayment], [true, 25, true]);
    await refused({ enableDownPayment: true }, 400, 'validation.msg.loanproduct.disbursedAmountPercentageForDownPayment.required.for.enable.down.payment.true');
    await refused({ disbursedAmountPercentageForDownPayment: 10 }, 400, 'validation.msg.loanproduct.disbursedAmountPercentageForDownPayment.supported.only.for.enable.down.payment.true');

    const variable = await get(await create({ allowVariableInstallments: true, minimumGap: 5, maximumGap: 40 }));
    assert.deepEqual([variable.allowVariableInstallments, variable.minimumGap, variable.maximumGap], [true, 5, 40]);
    await refused({ allowVariableInstallments: true, minimumGap: 10, maximumGap: 5 }, 400, 'validation.msg.loanproduct.maximumGap.not.greater.than.specified.number');
    await refused({ minimumGap: 5 }, 400, 'validation.msg.loanproduct.minimumGap.not.supported.when.allowVariableInstallments.is.false');
  });

  it('creates an interest recalculation product', async () => {
    const id = await create({
      isInterestRecalculationEnabled: true,
      interestRecalculationCompoundingMethod: 0,
      rescheduleStrategyMethod: 3,
      recalculationRestFrequencyType: 1,
      preClosureInterestCalculationStrategy: 2,
      isArrearsBasedOnOriginalSchedule: true,
    });
    const body = await get(id);
    assert.equal(body.isInterestRecalculationEnabled, true);
    assert.deepEqual(body.interestRecalculationData, {
      id: (body.interestRecalculationData as Json).id,
      productId: id,
      interestRecalculationCompoundingType: opt(0, 'interestRecalculationCompoundingMethod.none', 'None'),
      rescheduleStrategyType: opt(3, 'loanRescheduleStrategyMethod.reduce.emi.amount', 'Reduce EMI amount'),
      recalculationRestFrequencyType: opt(1, 'interestRecalculationFrequencyType.same.as.repayment.period', 'Same as repayment period'),
      recalculationRestFrequencyInterval: 0,
      isArrearsBasedOnOriginalSchedule: true,
      preClosureInterestCalculationStrategy: opt(2, 'loanPreClosureInterestCalculationStrategy.tillRestFrequencyDate', 'Till End Of Rest Frequency Date'),
      isCompoundingToBePostedAsTransaction: false,
      allowCompoundingOnEod: false,
    });
    await refused({ isInterestRecalculationEnabled: true }, 400, 'validation.msg.loanproduct.rescheduleStrategyMethod.cannot.be.blank');
  });

  it('refuses interest recalculation settings a cumulative schedule does not recalculate with 400', async () => {
    const supported = { isInterestRecalculationEnabled: true, interestRecalculationCompoundingMethod: 0, rescheduleStrategyMethod: 3, recalculationRestFrequencyType: 1 };
    const code = (name: string) => `validation.msg.loanproduct.${name}.not.supported.for.cumulative.interest.recalculation`;
    await refused({ ...supported, recalculationRestFrequencyType: 3, recalculationRestFrequencyInterval: 1 }, 400, code('recalculationRestFrequencyType'));
    await refused({ ...supported, recalculationRestFrequencyType: 2, recalculationRestFrequencyInterval: 2 }, 400, code('recalculationRestFrequencyInterval'));
    // A daily rest (every day) is recalculated.
    const daily = await get(await create({ ...supported, recalculationRestFrequencyType: 2, recalculationRestFrequencyInterval: 1 }));
    assert.equal(((daily.interestRecalculationData as Json).recalculationRestFrequencyType as Json).id, 2);
    // With a daily rest, "reduce number of installments" and "reschedule next repayments" too.
    const fewer = await get(await create({ ...supported, recalculationRestFrequencyType: 2, recalculationRestFrequencyInterval: 1, rescheduleStrategyMethod: 2 }));
    assert.equal(((fewer.interestRecalculationData as Json).rescheduleStrategyType as Json).id, 2);
    const next = await get(await create({ ...supported, recalculationRestFrequencyType: 2, recalculationRestFrequencyInterval: 1, rescheduleStrategyMethod: 1 }));
    assert.equal(((next.interestRecalculationData as Json).rescheduleStrategyType as Json).id, 1);
    // Interest, fees or both compounded on the repayment dates are re-planned with either rest; daily compounding is not.
    const compounded = await get(await create({ ...supported, interestRecalculationCompoundingMethod: 1, recalculationCompoundingFrequencyType: 1 }));
    assert.equal(((compounded.interestRecalculationData as Json).interestRecalculationCompoundingType as Json).id, 1);
    const fees = await get(await create({ ...supported, recalculationRestFrequencyType: 2, recalculationRestFrequencyInterval: 1, interestRecalculationCompoundingMethod: 2, recalculationCompoundingFrequencyType: 1 }));
    assert.equal(((fees.interestRecalculationData as Json).interestRecalculationCompoundingType as Json).id, 2);
    await refused({ ...supported, interestRecalculationCompoundingMethod: 3, recalculationCompoundingFrequencyType: 2, recalculationCompoundingFrequencyInterval: 1 }, 400, code('recalculationCompoundingFrequencyType'));
    await refused({ ...supported, rescheduleStrategyMethod: 2 }, 400, code('rescheduleStrategyMethod'));
    // "Reschedule next repayments" is re-planned with the rest on the repayment dates too.
    const next2 = await get(await create({ ...supported, rescheduleStrategyMethod: 1 }));
    assert.equal(((next2.interestRecalculationData as Json).rescheduleStrategyType as Json).id, 1);
    // A weekly rest is re-planned on the repayment dates: weekly repayments every as many weeks, no weekday of its own.
    const weekly = { ...supported, repaymentFrequencyType: 1, recalculationRestFrequencyType: 3, recalculationRestFrequencyInterval: 1 };
    const weeklyRest = await get(await create({ ...weekly, recalculationRestFrequencyOnDayType: 5, recalculationRestFrequencyDayOfWeekType: 3 }));
    assert.equal(((weeklyRest.interestRecalculationData as Json).recalculationRestFrequencyType as Json).id, 3);
    await refused({ ...weekly, recalculationRestFrequencyDayOfWeekType: 3 }, 400, code('recalculationRestFrequencyDayOfWeekType'));
    await refused({ ...weekly, recalculationRestFrequencyInterval: 2 }, 400, code('recalculationRestFrequencyInterval'));
    // Repaying every 2 weeks puts rest dates inside the periods: only without compounding, with reduce EMI, interest
    // till the pre-close date and one disbursement.
    await refused({ repaymentEvery: 2, rescheduleStrategyMethod: 1, locale: 'en' }, 400, code('recalculationRestFrequencyInterval'), 'PUT', `/api/v1/loanproducts/${String(weeklyRest.id)}`);
    await refused({ repaymentEvery: 3, recalculationRestFrequencyInterval: 2, locale: 'en' }, 400, code('recalculationRestFrequencyInterval'), 'PUT', `/api/v1/loanproducts/${String(weeklyRest.id)}`);
    assert.equal((await t.call('PUT', `/api/v1/loanproducts/${String(weeklyRest.id)}`, { body: { repaymentEvery: 2, locale: 'en' } })).status, 200);
    await refused({ ...supported, interestType: 1 }, 400, code('interestType'));
    // Tranches are re-planned without compounding and without "reschedule next repayments" (Fineract's figures).
    const tranches = { ...supported, multiDisburseLoan: true, maxTrancheCount: 3, outstandingLoanBalance: 30000 };
    await refused({ ...tranches, interestRecalculationCompoundingMethod: 1, recalculationCompoundingFrequencyType: 1 }, 400, code('multiDisburseLoan'));
    await refused({ ...tranches, rescheduleStrategyMethod: 1 }, 400, code('multiDisburseLoan'));
    assert.equal((await get(await create(tranches))).multiDisburseLoan, true);
    const id = await create(supported);
    // A monthly rest on the monthly repayment dates is re-planned; one on the nth weekday of the month is not.
    await refused({ recalculationRestFrequencyType: 4, recalculationRestFrequencyInterval: 1, recalculationRestFrequencyNthDayType: 1, recalculationRestFrequencyDayOfWeekType: 2, locale: 'en' }, 400, code('recalculationRestFrequencyNthDayType'), 'PUT', `/api/v1/loanproducts/${id}`);
    await refused({ recalculationRestFrequencyType: 4, recalculationRestFrequencyInterval: 2, locale: 'en' }, 400, code('recalculationRestFrequencyInterval'), 'PUT', `/api/v1/loanproducts/${id}`);
    const monthly = await get(await create({ ...supported, recalculationRestFrequencyType: 4, recalculationRestFrequencyInterval: 1, recalculationRestFrequencyOnDayType: 15 }));
    assert.equal(((monthly.interestRecalculationData as Json).recalculationRestFrequencyType as Json).id, 4);
    const progressive = await get(await create({ ...supported, recalculationRestFrequencyType: 2, recalculationRestFrequencyInterval: 1, loanScheduleType: 'PROGRESSIVE', loanScheduleProcessingType: 'HORIZONTAL', transactionProcessingStrategyCode: 'advanced-payment-allocation-strategy' }));
    assert.equal(progressive.isInterestRecalculationEnabled, true);
  });

  it('checks and saves an update that sends only some recalculation settings', async () => {
    const code = (name: string) => `validation.msg.loanproduct.${name}.not.supported.for.cumulative.interest.recalculation`;
    const daily = { isInterestRecalculationEnabled: true, interestRecalculationCompoundingMethod: 0, rescheduleStrategyMethod: 3, recalculationRestFrequencyType: 2, recalculationRestFrequencyInterval: 1 };
    const id = await create(daily);
    const url = `/api/v1/loanproducts/${id}`;
    // Merged with the stored settings, each of these leaves a configuration the classic engine does not re-plan.
    await refused({ interestRecalculationCompoundingMethod: 3, recalculationCompoundingFrequencyType: 2, recalculationCompoundingFrequencyInterval: 1, locale: 'en' }, 400, code('recalculationCompoundingFrequencyType'), 'PUT', url);
    await refused({ recalculationRestFrequencyInterval: 2, locale: 'en' }, 400, code('recalculationRestFrequencyInterval'), 'PUT', url);
    await refused({ recalculationRestFrequencyType: 1, rescheduleStrategyMethod: 2, locale: 'en' }, 400, code('rescheduleStrategyMethod'), 'PUT', url);
    // Compounding turned on needs its frequency, sent or stored (the product has none).
    await refused({ interestRecalculationCompoundingMethod: 1, locale: 'en' }, 400, 'validation.msg.loanproduct.recalculationCompoundingFrequencyType.cannot.be.blank', 'PUT', url);
    const kept = (await get(id)).interestRecalculationData as Json;
    assert.equal((kept.recalculationRestFrequencyType as Json).id, 2);
    assert.equal((kept.rescheduleStrategyType as Json).id, 3);
    // A supported change of some settings only is saved (Fineract saves the fields the body names).
    await expectStatements(t, 'PUT', url, { body: { rescheduleStrategyMethod: 2, preClosureInterestCalculationStrategy: 2, locale: 'en' }, max: 7 });
    const saved = (await get(id)).interestRecalculationData as Json;
    assert.equal((saved.rescheduleStrategyType as Json).id, 2);
    assert.equal((saved.preClosureInterestCalculationStrategy as Json).id, 2);
    assert.equal((saved.recalculationRestFrequencyType as Json).id, 2);
    assert.equal((saved.interestRecalculationCompoundingType as Json).id, 0);
  });

  it('creates a borrower cycle product with its variations', async () => {
    const id = await create({
      includeInBorrowerCycle: true,
      useBorrowerCycle: true,
      principalVariationsForBorrowerCycle: [{ borrowerCycleNumber: 1, valueConditionType: 2, minValue: 1000, defaultValue: 5000, maxValue: 10000 }],
      numberOfRepaymentVariationsForBorrowerCycle: [{ borrowerCycleNumber: 2, valueConditionType: 3, defaultValue: 24 }],
    });
    const body = await get(id);
    const principal = body.principalVariationsForBorrowerCycle as Json[];
    assert.deepEqual(principal, [
      {
        id: principal[0]?.id,
        borrowerCycleNumber: 1,
        paramType: opt(1, 'LoanProductParamType.principal', 'principal'),
        valueConditionType: opt(2, 'loanProductValueConditionType.equal', 'equals'),
        minValue: 1000,
        maxValue: 10000,
        defaultValue: 5000,
      },
    ]);
    assert.deepEqual((body.numberOfRepaymentVariationsForBorrowerCycle as Json[]).map((v) => [v.borrowerCycleNumber, v.defaultValue]), [[2, 24]]);
    assert.deepEqual(body.interestRateVariationsForBorrowerCycle, []);
    await refused({ useBorrowerCycle: true, principalVariationsForBorrowerCycle: [{ borrowerCycleNumber: 1, valueConditionType: 9, defaultValue: 1 }] }, 400, 'validation.msg.loanproduct.principalVariationsForBorrowerCycle.invalid.element');
  });

  it('creates a progressive product with advanced payment and credit allocation', async () => {
    const id = await create({
      loanScheduleType: 'PROGRESSIVE',
      loanScheduleProcessingType: 'VERTICAL',
      transactionProcessingStrategyCode: 'advanced-payment-allocation-strategy',
      daysInYearType: 365,
      supportedInterestRefundTypes: ['MERCHANT_ISSUED_REFUND'],
      paymentAllocation: [{ transactionType: 'DEFAULT', futureInstallmentAllocationRule: 'NEXT_INSTALLMENT', paymentAllocationOrder: ALLOCATION_ORDER.map((rule, i) => ({ paymentAllocationRule: rule, order: i + 1 })) }],
      creditAllocation: [{ transactionType: 'CHARGEBACK', creditAllocationOrder: ['PENALTY', 'FEE', 'INTEREST', 'PRINCIPAL'].map((rule, i) => ({ creditAllocationRule: rule, order: i + 1 })) }],
    });
    const body = await get(id);
    assert.deepEqual(body.loanScheduleType, opt(1, 'PROGRESSIVE', 'Progressive'));
    assert.deepEqual(body.loanScheduleProcessingType, opt(1, 'VERTICAL', 'Vertical'));
    assert.equal(body.transactionProcessingStrategyName, 'Advanced payment allocation strategy');
    assert.deepEqual(body.supportedInterestRefundTypes, [{ id: 'MERCHANT_ISSUED_REFUND', code: 'loanRefundType.merchant_issued_refund', value: 'Merchant issued refund' }]);
    assert.deepEqual(body.paymentAllocation, [
      { transactionType: 'DEFAULT', futureInstallmentAllocationRule: 'NEXT_INSTALLMENT', paymentAllocationOrder: ALLOCATION_ORDER.map((rule, i) => ({ paymentAllocationRule: rule, order: i + 1 })) },
    ]);
    assert.deepEqual(body.creditAllocation, [{ transactionType: 'CHARGEBACK', creditAllocationOrder: ['PENALTY', 'FEE', 'INTEREST', 'PRINCIPAL'].map((rule, i) => ({ creditAllocationRule: rule, order: i + 1 })) }]);
    await refused({ loanScheduleType: 'PROGRESSIVE' }, 400, 'validation.msg.loanproduct.loanScheduleType.supported.only.with.advanced.payment.allocation.strategy');
    await refused({ transactionProcessingStrategyCode: 'advanced-payment-allocation-strategy' }, 400, 'validation.msg.loanproduct.loanScheduleProcessingType.supported.only.for.progressive.loan.schedule.type');
  });

  it('answers the template with defaults and every option list', async () => {
    const res = await t.call('GET', '/api/v1/loanproducts/template');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const body = res.json;
    assert.deepEqual(body.amortizationTypeOptions, [opt(1, 'amortizationType.equal.installments', 'Equal installments'), opt(0, 'amortizationType.equal.principal', 'Equal principal payments')]);
    assert.deepEqual(body.interestRateFrequencyTypeOptions, [
      opt(2, 'interestRateFrequency.periodFrequencyType.months', 'Per month'),
      opt(3, 'interestRateFrequency.periodFrequencyType.years', 'Per year'),
      opt(4, 'interestRateFrequency.periodFrequencyType.whole_term', 'Whole term'),
    ]);
    assert.deepEqual(body.accountingRuleOptions, [
      opt(1, 'accountingRuleType.none', 'NONE'),
      opt(2, 'accountingRuleType.cash', 'CASH BASED'),
      opt(3, 'accountingRuleType.accrual.periodic', 'ACCRUAL PERIODIC'),
      opt(4, 'accountingRuleType.accrual.upfront', 'ACCRUAL UPFRONT'),
    ]);
    assert.deepEqual((body.transactionProcessingStrategyOptions as Json[])[0], { code: 'mifos-standard-strategy', name: 'Penalties, Fees, Interest, Principal order' });
    assert.deepEqual((body.chargeOptions as Json[]).map((c) => c.id), [fee]);
    assert.deepEqual((body.penaltyOptions as Json[]).map((c) => c.id), [penalty]);
    assert.ok((body.paymentTypeOptions as Json[]).some((p) => p.id === paymentType && p.name === 'Bank transfer'));
    assert.ok((body.currencyOptions as Json[]).some((c) => c.code === 'USD' && c.displayLabel === 'US Dollar ($)'));
    const mappingOptions = body.accountingMappingOptions as Record<string, Json[]>;
    assert.deepEqual(Object.keys(mappingOptions).sort(), ['assetAccountOptions', 'expenseAccountOptions', 'incomeAccountOptions', 'liabilityAccountOptions']);
    assert.ok(mappingOptions.assetAccountOptions?.some((a) => a.id === gl.asset));
    assert.ok(mappingOptions.incomeAccountOptions?.every((a) => (a.type as Json).id === 4));
    assert.equal((body.advancedPaymentAllocationTypes as unknown[]).length, 12);
    assert.deepEqual(body.creditAllocationTransactionTypes, [opt(1, 'CHARGEBACK', 'Chargeback')]);
    assert.deepEqual(body.loanScheduleTypeOptions, [opt(0, 'CUMULATIVE', 'Cumulative'), opt(1, 'PROGRESSIVE', 'Progressive')]);
    assert.deepEqual(body.supportedInterestRefundTypesOptions, [
      { id: 'MERCHANT_ISSUED_REFUND', code: 'loanRefundType.merchant_issued_refund', value: 'Merchant issued refund' },
      { id: 'PAYOUT_REFUND', code: 'loanRefundType.payout_refund', value: 'Payout refund' },
    ]);
    assert.deepEqual(body.daysInYearTypeOptions, [opt(1, 'DaysInYearType.actual', 'Actual'), opt(360, 'DaysInYearType.days360', '360 Days'), opt(364, 'DaysInYearType.days364', '364 Days'), opt(365, 'DaysInYearType.days365', '365 Days')]);
    assert.deepEqual([body.amortizationType, body.interestType, body.accountingRule, body.loanScheduleType], [
      opt(1, 'amortizationType.equal.installments', 'Equal installments'),
      opt(0, 'interestType.declining.balance', 'Declining Balance'),
      opt(1, 'accountingRuleType.none', 'NONE'),
      opt(0, 'CUMULATIVE', 'Cumulative'),
    ]);
    for (const list of ['repaymentFrequencyTypeOptions', 'interestTypeOptions', 'interestCalculationPeriodTypeOptions', 'daysInMonthTypeOptions', 'interestRecalculationCompoundingTypeOptions', 'rescheduleStrategyTypeOptions', 'interestRecalculationFrequencyTypeOptions', 'preClosureInterestCalculationStrategyOptions', 'repaymentStartDateTypeOptions', 'advancedPaymentAllocationTransactionTypes', 'advancedPaymentAllocationFutureInstallmentAllocationRules', 'loanScheduleProcessingTypeOptions', 'creditAllocationAllocationTypes', 'valueConditionTypeOptions']) {
      assert.ok(Array.isArray(body[list]) && (body[list] as unknown[]).length > 0, list);
    }
    const withTemplate = await get(await create({}), '?template=true');
    assert.ok(Array.isArray(withTemplate.amortizationTypeOptions) && typeof withTemplate.id === 'number');
  });

  it('refuses bad terms with 400, all errors at once', async () => {
    await refused({ principal: 500, minPrincipal: 1000, maxPrincipal: 2000 }, 400, 'validation.msg.loanproduct.principal.amount.is.not.within.min.max.range');
    await refused({ minPrincipal: 3000, maxPrincipal: 2000 }, 400, 'validation.msg.loanproduct.maxPrincipal.is.less.than.min');
    await refused({ numberOfRepayments: 40, maxNumberOfRepayments: 36 }, 400, 'validation.msg.loanproduct.numberOfRepayments.is.greater.than.max');
    await refused({ interestRatePerPeriod: 0.5, minInterestRatePerPeriod: 1 }, 400, 'validation.msg.loanproduct.interestRatePerPeriod.is.less.than.min');
    await refused({ name: undefined }, 400, 'validation.msg.loanproduct.name.cannot.be.blank');
    await refused({ shortName: 'TOOLONG' }, 400, 'validation.msg.loanproduct.shortName.exceeds.max.length');
    await refused({ daysInYearType: 300 }, 400, 'validation.msg.loanproduct.daysInYearType.is.not.one.of.expected.enumerations');
    await refused({ principal: 'lots' }, 400, 'validation.msg.invalid.decimal.format');
    await refused({ colour: 'red' }, 400, 'error.msg.parameter.unsupported');
    const many = await t.call('POST', '/api/v1/loanproducts', { body: loanProductBody({ name: '', numberOfRepayments: 0, repaymentEvery: 0 }) });
    assert.equal(many.status, 400);
    assert.ok(codesOf(many.json).length >= 3, JSON.stringify(many.body));
  });

  it('refuses wrong GL types, duplicates and equal amortization conflicts with 403, unknown references with 404', async () => {
    await refused({ accountingRule: 2, ...cashAccounts(), loanPortfolioAccountId: gl.income }, 403, 'error.msg.loanPortfolioAccountId.invalid.account.type');
    await refused({ accountingRule: 2, ...cashAccounts(), paymentChannelToFundSourceMappings: [{ paymentTypeId: paymentType, fundSourceAccountId: gl.expense }] }, 403, 'error.msg.fundSourceAccountId.invalid.account.type');
    await create({ name: 'Taken', shortName: 'TKN', externalId: 'taken-1' });
    await refused({ name: 'Taken' }, 403, 'error.msg.product.loan.duplicate.name');
    await refused({ shortName: 'TKN' }, 403, 'error.msg.product.loan.duplicate.short.name');
    await refused({ externalId: 'taken-1' }, 403, 'error.msg.product.loan.duplicate.externalId');
    await refused(
      { isEqualAmortization: true, amortizationType: 0, isInterestRecalculationEnabled: true, interestRecalculationCompoundingMethod: 0, rescheduleStrategyMethod: 1, recalculationRestFrequencyType: 1 },
      403,
      'error.msg.equal.amortization.does.not.support.interest.recalculation',
    );
    await refused({ isEqualAmortization: true, allowVariableInstallments: true, minimumGap: 1 }, 403, 'error.msg.equal.amortization.does.not.support.variable.installment');
    await refused({ fundId: 99999 }, 404, 'error.msg.fund.id.invalid');
    await refused({ charges: [{ id: 99999 }] }, 404, 'error.msg.charge.id.invalid');
    await refused({ delinquencyBucketId: 99999 }, 404, 'error.msg.delinquency.bucket.id.not.exist');
    await refused({ currencyCode: 'XYZ' }, 404, 'error.msg.currency.currencyCode.invalid');
    await refused({ accountingRule: 2, ...cashAccounts(), writeOffAccountId: 99999 }, 404, 'error.msg.glaccount.id.invalid');
    await refused({ accountingRule: 2, ...cashAccounts(), paymentChannelToFundSourceMappings: [{ paymentTypeId: 99999, fundSourceAccountId: gl.asset }] }, 404, 'error.msg.payment.type.invalid');
  });

  it('updates by id and by external id, answering only the members that changed', async () => {
    const id = await create({ externalId: 'upd-1', minPrincipal: 1000, maxPrincipal: 20000 });
    const res = await t.call('PUT', `/api/v1/loanproducts/${id}`, { body: { name: 'Renamed', principal: 10000, numberOfRepayments: 24, interestRatePerPeriod: 1.5, locale: 'en' } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body, { resourceId: id, changes: { name: 'Renamed', numberOfRepayments: 24, interestRatePerPeriod: 1.5, locale: 'en' } });
    const body = await get(id);
    assert.deepEqual([body.name, body.numberOfRepayments, body.interestRatePerPeriod, body.annualInterestRate], ['Renamed', 24, 1.5, 18]);

    const same = await t.call('PUT', `/api/v1/loanproducts/${id}`, { body: { name: 'Renamed' } });
    assert.deepEqual(same.body, { resourceId: id, changes: {} });
    const byExternal = await t.call('PUT', '/api/v1/loanproducts/external-id/upd-1', { body: { description: 'Now described', accountingRule: 2, ...cashAccounts() } });
    assert.equal(byExternal.status, 200, JSON.stringify(byExternal.body));
    assert.equal(byExternal.json.resourceId, id);
    assert.equal((byExternal.json.changes as Json).description, 'Now described');
    const after = await get(id);
    assert.equal(after.description, 'Now described');
    assert.deepEqual((after.accountingMappings as Json).writeOffAccount, summary(gl.expense));

    await refused({ principal: 50000 }, 400, 'validation.msg.loanproduct.principal.amount.is.not.within.min.max.range', 'PUT', `/api/v1/loanproducts/${id}`);
    await refused({ locale: 'en' }, 400, 'validation.msg.loanproduct.id.no.parameters.for.update', 'PUT', `/api/v1/loanproducts/${id}`);
    await refused({ name: 'x' }, 404, 'error.msg.loanproduct.id.invalid', 'PUT', '/api/v1/loanproducts/99999');
    await refused({ name: 'x' }, 404, 'error.msg.loanproduct.id.invalid', 'PUT', '/api/v1/loanproducts/external-id/nope');
    await refused({ isEqualAmortization: true, allowVariableInstallments: true, minimumGap: 2 }, 403, 'error.msg.equal.amortization.does.not.support.variable.installment', 'PUT', `/api/v1/loanproducts/${id}`);
  });

  it('needs READ_LOANPRODUCT to read and CREATE/UPDATE_LOANPRODUCT to write', async () => {
    const id = await create({});
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'no-products', []);
    for (const url of ['/api/v1/loanproducts', '/api/v1/loanproducts/template', `/api/v1/loanproducts/${id}`]) {
      assert.equal((await t.call('GET', url, { auth: nobody })).status, 403, url);
    }
    const reader = await createUserWithPermissions(t.tenant.database.db, 'product-reader-2', ['READ_LOANPRODUCT']);
    assert.equal((await t.call('GET', '/api/v1/loanproducts/template', { auth: reader })).status, 200);
    assert.equal((await t.call('GET', `/api/v1/loanproducts/${id}`, { auth: reader })).status, 200);
    assert.equal((await t.call('POST', '/api/v1/loanproducts', { auth: reader, body: loanProductBody(unique()) })).status, 403);
    assert.equal((await t.call('PUT', `/api/v1/loanproducts/${id}`, { auth: reader, body: { name: 'No' } })).status, 403);
    const mixReader = await createUserWithPermissions(t.tenant.database.db, 'mix-only', ['READ_PRODUCTMIX']);
    assert.equal((await t.call('GET', '/api/v1/loanproducts/template', { auth: mixReader })).status, 403);
    const writer = await createUserWithPermissions(t.tenant.database.db, 'product-writer', ['CREATE_LOANPRODUCT', 'UPDATE_LOANPRODUCT']);
    assert.equal((await t.call('POST', '/api/v1/loanproducts', { auth: writer, body: loanProductBody(unique()) })).status, 200);
    assert.equal((await t.call('PUT', `/api/v1/loanproducts/${id}`, { auth: writer, body: { name: 'Yes' } })).status, 200);
  });
});
