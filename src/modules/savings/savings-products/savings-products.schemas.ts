import { Type } from 'typebox';
import { CurrencySchema } from '../../organisation/index.ts';
import { EnumOption, CommandResult } from '../../../platform/http/index.ts';
import { GlAccountOptionSchema } from '../../accounting/index.ts';

const Currency = CurrencySchema;
const IdName = Type.Object({ id: Type.Integer(), name: Type.Optional(Type.String()) });
const GlAccountSummary = Type.Object({ id: Type.Integer(), name: Type.String(), glCode: Type.String() });
const GlAccounts = Type.Array(GlAccountOptionSchema);

/** A charge as GET /charges shows it (Fineract's ChargeData). */
const Charge = Type.Object({
  id: Type.Integer(),
  name: Type.Optional(Type.String()),
  active: Type.Boolean(),
  penalty: Type.Boolean(),
  freeWithdrawal: Type.Boolean(),
  freeWithdrawalChargeFrequency: Type.Integer(),
  restartFrequency: Type.Integer(),
  restartFrequencyEnum: Type.Integer(),
  isPaymentType: Type.Boolean(),
  paymentTypeOptions: Type.Optional(IdName),
  currency: Currency,
  amount: Type.Number(),
  chargeTimeType: EnumOption,
  chargeAppliesTo: EnumOption,
  chargeCalculationType: EnumOption,
  chargePaymentMode: EnumOption,
  feeOnMonthDay: Type.Optional(Type.Array(Type.Integer(), { minItems: 2, maxItems: 2 })),
  feeInterval: Type.Optional(Type.Integer()),
  minCap: Type.Optional(Type.Number()),
  maxCap: Type.Optional(Type.Number()),
  feeFrequency: Type.Optional(EnumOption),
  incomeOrLiabilityAccount: Type.Optional(GlAccountSummary),
  taxGroup: Type.Optional(IdName),
});

const PaymentType = Type.Object({
  id: Type.Integer(),
  name: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  isCashPayment: Type.Optional(Type.Boolean()),
  position: Type.Optional(Type.Integer()),
  codeName: Type.Optional(Type.String()),
  isSystemDefined: Type.Optional(Type.Boolean()),
});

const productMembers = {
  id: Type.Optional(Type.Integer()),
  name: Type.Optional(Type.String()),
  shortName: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  currency: Currency,
  nominalAnnualInterestRate: Type.Optional(Type.Number()),
  interestCompoundingPeriodType: EnumOption,
  interestPostingPeriodType: EnumOption,
  interestCalculationType: EnumOption,
  interestCalculationDaysInYearType: EnumOption,
  minRequiredOpeningBalance: Type.Optional(Type.Number()),
  lockinPeriodFrequency: Type.Optional(Type.Integer()),
  lockinPeriodFrequencyType: Type.Optional(EnumOption),
  withdrawalFeeForTransfers: Type.Boolean(),
  allowOverdraft: Type.Boolean(),
  overdraftLimit: Type.Optional(Type.Number()),
  minRequiredBalance: Type.Optional(Type.Number()),
  enforceMinRequiredBalance: Type.Boolean(),
  maxAllowedLienLimit: Type.Optional(Type.Number()),
  lienAllowed: Type.Boolean(),
  minBalanceForInterestCalculation: Type.Optional(Type.Number()),
  nominalAnnualInterestRateOverdraft: Type.Optional(Type.Number()),
  minOverdraftForInterestCalculation: Type.Optional(Type.Number()),
  withHoldTax: Type.Boolean(),
  taxGroup: Type.Optional(IdName),
  accountingRule: EnumOption,
  isDormancyTrackingActive: Type.Boolean(),
  daysToInactive: Type.Optional(Type.Integer()),
  daysToDormancy: Type.Optional(Type.Integer()),
  daysToEscheat: Type.Optional(Type.Integer()),
};

const detailMembers = {
  charges: Type.Optional(Type.Array(Charge)),
  accountingMappings: Type.Optional(Type.Record(Type.String(), GlAccountSummary, { description: 'role → account, e.g. savingsReferenceAccount' })),
  paymentChannelToFundSourceMappings: Type.Optional(Type.Array(Type.Object({ paymentType: IdName, fundSourceAccount: GlAccountSummary }))),
  feeToIncomeAccountMappings: Type.Optional(
    Type.Array(Type.Object({ charge: Type.Object({ id: Type.Integer(), name: Type.String(), active: Type.Boolean(), penalty: Type.Boolean() }), incomeAccount: GlAccountSummary })),
  ),
  penaltyToIncomeAccountMappings: Type.Optional(
    Type.Array(Type.Object({ charge: Type.Object({ id: Type.Integer(), name: Type.String(), active: Type.Boolean(), penalty: Type.Boolean() }), incomeAccount: GlAccountSummary })),
  ),
};

const templateMembers = {
  currencyOptions: Type.Array(Currency),
  interestCompoundingPeriodTypeOptions: Type.Array(EnumOption),
  interestPostingPeriodTypeOptions: Type.Array(EnumOption),
  interestCalculationTypeOptions: Type.Array(EnumOption),
  interestCalculationDaysInYearTypeOptions: Type.Array(EnumOption),
  lockinPeriodFrequencyTypeOptions: Type.Array(EnumOption),
  withdrawalFeeTypeOptions: Type.Array(EnumOption),
  paymentTypeOptions: Type.Array(PaymentType),
  accountingRuleOptions: Type.Array(EnumOption),
  accountingMappingOptions: Type.Object(
    {
      assetAccountOptions: Type.Optional(GlAccounts),
      incomeAccountOptions: Type.Optional(GlAccounts),
      expenseAccountOptions: Type.Optional(GlAccounts),
      liabilityAccountOptions: Type.Optional(GlAccounts),
      equityAccountOptions: Type.Optional(GlAccounts),
    },
    { description: 'the enabled detail accounts of each type; a type without accounts is left out' },
  ),
  chargeOptions: Type.Optional(Type.Array(Charge, { description: 'active savings fees; left out when there is none' })),
  penaltyOptions: Type.Optional(Type.Array(Charge, { description: 'active savings penalties; left out when there is none' })),
  taxGroupOptions: Type.Array(IdName),
  accountMappingForPayment: Type.String({ description: 'global configuration account-mapping-for-payment-type (default Asset)' }),
};

export const SavingsProduct = Type.Object(productMembers);
export const SavingsProductList = Type.Array(SavingsProduct);
export const SavingsProductTemplate = Type.Object({ ...productMembers, ...templateMembers });
/** One product with its charges and mappings, and the template's option lists when `template=true`. */
export const SavingsProductDetail = Type.Object({ ...productMembers, ...detailMembers, ...Type.Partial(Type.Object(templateMembers)).properties });

export const SavingsProductIdParams = Type.Object({ productId: Type.Integer() });
export const SavingsProductDetailQuery = Type.Object({ template: Type.Optional(Type.String({ description: '`true` adds the option lists' })) });

const id = (description: string) => Type.Optional(Type.Union([Type.Integer(), Type.String()], { description }));
const amount = (description: string) => Type.Optional(Type.Union([Type.Number(), Type.String()], { description }));
const flag = (description: string) => Type.Optional(Type.Union([Type.Boolean(), Type.String()], { description }));
const mappingList = (description: string) => Type.Optional(Type.Array(Type.Record(Type.String(), Type.Unknown()), { description }));

/** POST and PUT bodies: every member optional here; the command checks Fineract's rules (mandatory on create, ranges). */
export const SavingsProductRequest = Type.Object({
  locale: Type.Optional(Type.String()),
  monthDayFormat: Type.Optional(Type.String()),
  name: Type.Optional(Type.String({ description: 'mandatory on create; unique; at most 100 characters' })),
  shortName: Type.Optional(Type.String({ description: 'mandatory on create; unique; at most 4 characters' })),
  description: Type.Optional(Type.String({ description: 'at most 500 characters' })),
  currencyCode: Type.Optional(Type.String({ description: 'mandatory on create' })),
  digitsAfterDecimal: id('mandatory on create: 0–6'),
  inMultiplesOf: id('0 or more'),
  nominalAnnualInterestRate: amount('mandatory on create: percent per year, 0 or more'),
  interestCompoundingPeriodType: id('mandatory on create: 1 daily, 4 monthly, 5 quarterly, 6 semi-annual, 7 annual'),
  interestPostingPeriodType: id('mandatory on create: 1 daily, 4 monthly, 5 quarterly, 6 biannual, 7 annual'),
  interestCalculationType: id('mandatory on create: 1 daily balance, 2 average daily balance'),
  interestCalculationDaysInYearType: id('mandatory on create: 360 or 365'),
  minRequiredOpeningBalance: amount('0 or more'),
  lockinPeriodFrequency: id('0 or more; with lockinPeriodFrequencyType'),
  lockinPeriodFrequencyType: id('0 days, 1 weeks, 2 months, 3 years'),
  withdrawalFeeAmount: amount('accepted and ignored (Fineract)'),
  withdrawalFeeType: id('accepted and ignored (Fineract)'),
  withdrawalFeeForTransfers: flag('apply withdrawal fees to transfers'),
  feeAmount: amount('accepted and ignored (Fineract); 0 or more'),
  feeOnMonthDay: Type.Optional(Type.String({ description: 'accepted and ignored (Fineract)' })),
  accountingRule: id('mandatory on create: 1 none, 2 cash, 3 periodic accrual'),
  charges: Type.Optional(Type.Array(Type.Object({ id: Type.Union([Type.Integer(), Type.String()]) }, { additionalProperties: true }), { description: 'savings charges of the product currency' })),
  savingsReferenceAccountId: id('asset account (cash/accrual: mandatory)'),
  savingsControlAccountId: id('liability account (cash/accrual: mandatory)'),
  interestOnSavingsAccountId: id('expense account (cash/accrual: mandatory)'),
  incomeFromFeeAccountId: id('income account (cash/accrual: mandatory)'),
  incomeFromPenaltyAccountId: id('income account (cash/accrual: mandatory)'),
  transfersInSuspenseAccountId: id('liability account (cash/accrual: mandatory)'),
  overdraftPortfolioControlId: id('asset account (cash/accrual: mandatory)'),
  incomeFromInterestId: id('income account (cash/accrual: mandatory)'),
  writeOffAccountId: id('expense account (cash/accrual: mandatory)'),
  escheatLiabilityId: id('liability account (mandatory with dormancy tracking)'),
  feesReceivableAccountId: id('asset account (accrual: mandatory)'),
  penaltiesReceivableAccountId: id('asset account (accrual: mandatory)'),
  interestPayableAccountId: id('liability account (accrual: mandatory)'),
  paymentChannelToFundSourceMappings: mappingList('[{paymentTypeId, fundSourceAccountId}]'),
  feeToIncomeAccountMappings: mappingList('[{chargeId, incomeAccountId}]'),
  penaltyToIncomeAccountMappings: mappingList('[{chargeId, incomeAccountId}]'),
  isDormancyTrackingActive: flag('then daysToInactive < daysToDormancy < daysToEscheat are mandatory'),
  daysToInactive: id('greater than 0'),
  daysToDormancy: id('greater than daysToInactive'),
  daysToEscheat: id('greater than daysToDormancy'),
  allowOverdraft: flag('allow overdraft'),
  overdraftLimit: amount('0 or more'),
  nominalAnnualInterestRateOverdraft: amount('0 or more'),
  minOverdraftForInterestCalculation: amount('0 or more'),
  minRequiredBalance: amount('0 or more'),
  enforceMinRequiredBalance: flag('enforce the minimum required balance'),
  maxAllowedLienLimit: amount('0 or more'),
  lienAllowed: flag('allow liens'),
  minBalanceForInterestCalculation: amount('0 or more'),
  withHoldTax: flag('then taxGroupId is mandatory'),
  taxGroupId: id('a tax group'),
});
export const SavingsProductCommandResult = CommandResult;
