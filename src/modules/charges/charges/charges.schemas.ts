import { Type } from 'typebox';
import { CurrencySchema } from '../../organisation/index.ts';
import { GlAccountOptionSchema } from '../../accounting/index.ts';
import { EnumOptionSchema, IdName } from '../tax-components/tax-components.schemas.ts';

const Currency = CurrencySchema;
const Options = Type.Array(EnumOptionSchema);
const GlAccounts = Type.Array(GlAccountOptionSchema);
const GlAccountSummary = Type.Object({ id: Type.Integer(), name: Type.String(), glCode: Type.String() });

const chargeMembers = {
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
  chargeTimeType: EnumOptionSchema,
  chargeAppliesTo: EnumOptionSchema,
  chargeCalculationType: EnumOptionSchema,
  chargePaymentMode: EnumOptionSchema,
  feeOnMonthDay: Type.Optional(Type.Array(Type.Integer(), { minItems: 2, maxItems: 2, description: '[month, day]' })),
  feeInterval: Type.Optional(Type.Integer()),
  minCap: Type.Optional(Type.Number()),
  maxCap: Type.Optional(Type.Number()),
  feeFrequency: Type.Optional(EnumOptionSchema),
  incomeOrLiabilityAccount: Type.Optional(GlAccountSummary),
  taxGroup: Type.Optional(IdName),
};

const templateMembers = {
  chargeAppliesToOptions: Options,
  chargeTimeTypeOptions: Options,
  chargeCalculationTypeOptions: Options,
  chargePaymetModeOptions: Type.Array(EnumOptionSchema, { description: "Fineract's spelling" }),
  chargePaymentModeOptions: Options,
  loanChargeCalculationTypeOptions: Options,
  loanChargeTimeTypeOptions: Options,
  savingsChargeCalculationTypeOptions: Options,
  savingsChargeTimeTypeOptions: Options,
  clientChargeCalculationTypeOptions: Options,
  clientChargeTimeTypeOptions: Options,
  shareChargeCalculationTypeOptions: Options,
  shareChargeTimeTypeOptions: Options,
  feeFrequencyOptions: Options,
  currencyOptions: Type.Array(Currency),
  taxGroupOptions: Type.Array(IdName),
  incomeOrLiabilityAccountOptions: Type.Object(
    { incomeAccountOptions: Type.Optional(GlAccounts), liabilityAccountOptions: Type.Optional(GlAccounts) },
    { description: 'the enabled detail income and liability accounts; a list without accounts is left out' },
  ),
  accountMappingForChargeConfig: Type.String(),
  expenseAccountOptions: GlAccounts,
  assetAccountOptions: GlAccounts,
};

export const Charge = Type.Object({ ...chargeMembers, ...Type.Partial(Type.Object(templateMembers)).properties });
export const ChargeList = Type.Array(Type.Object(chargeMembers));
export const ChargeTemplate = Type.Object({
  active: Type.Boolean(),
  penalty: Type.Boolean(),
  freeWithdrawal: Type.Boolean(),
  isPaymentType: Type.Boolean(),
  ...templateMembers,
});
export const ChargeIdParams = Type.Object({ chargeId: Type.Integer() });

const integer = (description: string) => Type.Optional(Type.Integer({ description }));
const decimal = (description: string) => Type.Optional(Type.Union([Type.Number(), Type.String()], { description }));
export const ChargeRequest = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 100, description: 'mandatory on create; unique' })),
  amount: decimal('greater than 0; mandatory on create'),
  currencyCode: Type.Optional(Type.String({ maxLength: 3, description: "one of the organisation's currencies; mandatory on create" })),
  chargeAppliesTo: integer('1 loan, 2 savings, 3 client, 4 shares; mandatory on create, never changes'),
  chargeTimeType: integer('ChargeTimeType id allowed for chargeAppliesTo; mandatory on create'),
  chargeCalculationType: integer('ChargeCalculationType id allowed for chargeAppliesTo; mandatory on create'),
  chargePaymentMode: integer('0 regular, 1 account transfer; mandatory for loan charges'),
  penalty: Type.Optional(Type.Boolean()),
  active: Type.Optional(Type.Boolean()),
  feeOnMonthDay: Type.Optional(Type.String({ description: 'savings annual and monthly fees: day of the year in `monthDayFormat` (e.g. "04 March" with "dd MMMM"), needs `locale`' })),
  monthDayFormat: Type.Optional(Type.String()),
  feeInterval: integer('greater than 0; 1-12 for monthly fees'),
  feeFrequency: integer('0 days, 1 weeks, 2 months, 3 years; needs feeInterval'),
  minCap: decimal('percentage-of-amount charges only'),
  maxCap: decimal('percentage-of-amount charges only'),
  enableFreeWithdrawalCharge: Type.Optional(Type.Boolean({ description: 'savings withdrawal fees' })),
  freeWithdrawalFrequency: integer('free withdrawals before the fee applies'),
  restartCountFrequency: integer('greater than 0'),
  countFrequencyType: integer('PeriodFrequencyType id'),
  enablePaymentType: Type.Optional(Type.Boolean({ description: 'savings: only for one payment type' })),
  paymentTypeId: integer('the payment type, with enablePaymentType'),
  incomeAccountId: integer('the GL account the charge is booked to (any type; Fineract offers income and liability accounts)'),
  taxGroupId: integer('a tax group; once set it cannot change'),
  locale: Type.Optional(Type.String()),
  currencyOptions: Type.Optional(Type.Unknown({ description: 'accepted and ignored (Fineract)' })),
  chargeCalculationTypeOptions: Type.Optional(Type.Unknown({ description: 'accepted and ignored (Fineract)' })),
});
