import { Type } from 'typebox';
import { CurrencySchema } from '../../organisation/index.ts';
import { CommandResult, EnumOption, LocalDateArray, PageOf } from '../../../platform/http/index.ts';
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

const MarketPrice = Type.Object({ id: Type.Integer(), fromDate: Type.Optional(LocalDateArray), shareValue: Type.Number() });

/** A share product on the wire (Fineract's ShareProductData); the list leaves out market prices and charges. */
const productMembers = {
  id: Type.Integer(),
  name: Type.String(),
  shortName: Type.String(),
  description: Type.Optional(Type.String()),
  externalId: Type.Optional(Type.String()),
  currency: Currency,
  totalShares: Type.Integer(),
  totalSharesIssued: Type.Optional(Type.Integer({ description: 'left out when none are issued' })),
  unitPrice: Type.Number(),
  shareCapital: Type.Number({ description: 'shares issued × unit price' }),
  minimumShares: Type.Optional(Type.Integer()),
  nominalShares: Type.Integer(),
  maximumShares: Type.Optional(Type.Integer()),
  allowDividendCalculationForInactiveClients: Type.Boolean(),
  lockinPeriod: Type.Optional(Type.Integer()),
  lockPeriodTypeEnum: Type.Optional(EnumOption),
  minimumActivePeriod: Type.Optional(Type.Integer()),
  minimumActivePeriodForDividendsTypeEnum: Type.Optional(EnumOption),
  accountingRule: EnumOption,
};

const detailMembers = {
  marketPrice: Type.Array(MarketPrice),
  charges: Type.Array(Charge),
  accountingMappings: Type.Optional(Type.Record(Type.String(), GlAccountSummary, { description: 'shareReferenceId, shareSuspenseId, shareEquityId, incomeFromFeeAccountId → account' })),
};

const templateMembers = {
  currencyOptions: Type.Array(Currency),
  chargeOptions: Type.Array(Charge, { description: 'active charges that apply to shares' }),
  minimumActivePeriodFrequencyTypeOptions: Type.Array(EnumOption),
  lockinPeriodFrequencyTypeOptions: Type.Array(EnumOption),
  accountingMappingOptions: Type.Object(
    {
      assetAccountOptions: Type.Optional(GlAccounts),
      incomeAccountOptions: Type.Optional(GlAccounts),
      equityAccountOptions: Type.Optional(GlAccounts),
      liabilityAccountOptions: Type.Optional(GlAccounts),
    },
    { description: 'the enabled detail accounts of each type; a type without accounts is left out' },
  ),
};

export const ShareProductPage = PageOf(Type.Object(productMembers));
export const ShareProductTemplate = Type.Object(templateMembers);
/** One product with its market prices, charges and mappings, and the template's option lists when `template=true`. */
export const ShareProductDetail = Type.Object({ ...productMembers, ...detailMembers, ...Type.Partial(Type.Object(templateMembers)).properties });

export const ShareProductIdParams = Type.Object({ productId: Type.Integer() });
export const ShareProductDetailQuery = Type.Object({ template: Type.Optional(Type.String({ description: '`true` adds the option lists' })) });
export const ShareProductListQuery = Type.Object({
  offset: Type.Optional(Type.String({ description: 'rows to skip' })),
  limit: Type.Optional(Type.String({ description: 'rows to return' })),
});

const id = (description: string) => Type.Optional(Type.Union([Type.Integer(), Type.String()], { description }));
const amount = (description: string) => Type.Optional(Type.Union([Type.Number(), Type.String()], { description }));
const flag = (description: string) => Type.Optional(Type.Union([Type.Boolean(), Type.String()], { description }));

/** POST and PUT bodies: every member optional here; the command checks Fineract's rules (mandatory on create, ranges). */
export const ShareProductRequest = Type.Object({
  locale: Type.Optional(Type.String()),
  dateFormat: Type.Optional(Type.String({ description: 'for the dates of marketPricePeriods' })),
  name: Type.Optional(Type.String({ description: 'mandatory on create; at most 200 characters' })),
  shortName: Type.Optional(Type.String({ description: 'mandatory on create; at most 4 characters' })),
  description: Type.Optional(Type.String({ description: 'mandatory on create; at most 500 characters' })),
  externalId: Type.Optional(Type.String({ description: 'at most 100 characters' })),
  currencyCode: Type.Optional(Type.String({ description: 'mandatory on create' })),
  digitsAfterDecimal: id('mandatory on create: 0–6'),
  inMultiplesOf: id('0 or more'),
  totalShares: id('mandatory on create: greater than 0'),
  sharesIssued: id('at most totalShares'),
  unitPrice: amount('mandatory on create: greater than 0'),
  shareCapital: amount('accepted and ignored: computed as sharesIssued × unitPrice'),
  minimumShares: id('minimum shares of an account'),
  nominalShares: id('mandatory on create: greater than minimumShares (or equal)'),
  maximumShares: id('greater than nominalShares (or equal)'),
  marketPricePeriods: Type.Optional(Type.Array(Type.Object({}, { additionalProperties: true }), { description: '[{fromDate, shareValue}]' })),
  chargesSelected: Type.Optional(Type.Array(Type.Object({}, { additionalProperties: true }), { description: '[{id}]: charges in the product currency' })),
  allowDividendCalculationForInactiveClients: flag('dividends also for closed accounts'),
  lockinPeriodFrequency: id('lock-in period for redemptions'),
  lockinPeriodFrequencyType: id('0 days, 1 weeks, 2 months, 3 years'),
  minimumActivePeriodForDividends: id('days a purchase must precede the dividend period end'),
  minimumactiveperiodFrequencyType: id('must be 0 (days) with minimumActivePeriodForDividends'),
  accountingRule: id('mandatory on create: 1 none, 2 cash'),
  shareReferenceId: id('asset account (cash: mandatory)'),
  shareSuspenseId: id('liability account (cash: mandatory)'),
  shareEquityId: id('equity account (cash: mandatory)'),
  incomeFromFeeAccountId: id('income account (cash: mandatory)'),
});
export const ShareProductCommandResult = CommandResult;
