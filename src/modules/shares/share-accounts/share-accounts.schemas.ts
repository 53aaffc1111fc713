import { Type } from 'typebox';
import { EnumOption, LocalDateArray, PageOf } from '../../../platform/http/index.ts';

const opt = Type.Optional;
const Currency = Type.Object({
  code: Type.String(),
  name: Type.String(),
  decimalPlaces: Type.Integer(),
  inMultiplesOf: opt(Type.Integer()),
  displaySymbol: opt(Type.String()),
  nameCode: Type.String(),
  displayLabel: Type.String(),
});
/** Fineract's ShareAccountStatusEnumData. */
const Status = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  value: Type.String(),
  submittedAndPendingApproval: Type.Boolean(),
  approved: Type.Boolean(),
  rejected: Type.Boolean(),
  active: Type.Boolean(),
  closed: Type.Boolean(),
});
const who = (prefix: string) => ({
  [`${prefix}ByUsername`]: opt(Type.String()),
  [`${prefix}ByFirstname`]: opt(Type.String()),
  [`${prefix}ByLastname`]: opt(Type.String()),
});
const Timeline = Type.Object({
  submittedOnDate: opt(LocalDateArray),
  ...who('submitted'),
  rejectedDate: opt(LocalDateArray),
  ...who('rejected'),
  approvedDate: opt(LocalDateArray),
  ...who('approved'),
  activatedDate: opt(LocalDateArray),
  ...who('activated'),
});
/** Fineract's ShareAccountSummaryData. */
const Summary = Type.Object({
  id: Type.Integer(),
  accountNo: Type.String(),
  totalApprovedShares: opt(Type.Integer()),
  totalPendingForApprovalShares: opt(Type.Integer()),
  externalId: opt(Type.String()),
  productId: Type.Integer(),
  productName: Type.String(),
  shortProductName: Type.String(),
  status: Status,
  currency: Currency,
  timeline: Timeline,
});
/** Fineract's ShareAccountTransactionData. */
const Transaction = Type.Object({
  id: Type.Integer(),
  accountId: Type.Integer(),
  purchasedDate: opt(LocalDateArray),
  numberOfShares: opt(Type.Integer()),
  purchasedPrice: opt(Type.Number()),
  status: EnumOption,
  type: EnumOption,
  amount: opt(Type.Number()),
  chargeAmount: opt(Type.Number()),
  amountPaid: opt(Type.Number()),
});

/** A share charge as GET /charges shows it (the members an application form needs). */
const ChargeOption = Type.Object({
  id: Type.Integer(),
  name: opt(Type.String()),
  active: Type.Boolean(),
  penalty: Type.Boolean(),
  currency: Currency,
  amount: Type.Number(),
  chargeTimeType: EnumOption,
  chargeAppliesTo: EnumOption,
  chargeCalculationType: EnumOption,
  chargePaymentMode: opt(EnumOption),
});
/** Fineract's ShareAccountChargeData (an account's charge, or a product charge as an application's default). */
const AccountCharge = Type.Object({
  id: opt(Type.Integer()),
  chargeId: Type.Integer(),
  accountId: opt(Type.Integer()),
  name: opt(Type.String()),
  chargeTimeType: EnumOption,
  chargeCalculationType: EnumOption,
  percentage: Type.Number(),
  amountPercentageAppliedTo: Type.Number(),
  currency: Currency,
  amount: Type.Number(),
  amountPaid: Type.Number(),
  amountWaived: Type.Number(),
  amountWrittenOff: Type.Number(),
  amountOutstanding: Type.Number(),
  amountOrPercentage: Type.Number(),
  isActive: opt(Type.Boolean()),
});

const accountMembers = {
  id: Type.Integer(),
  accountNo: Type.String(),
  externalId: opt(Type.String()),
  savingsAccountId: Type.Integer(),
  savingsAccountNumber: opt(Type.String()),
  clientId: Type.Integer(),
  clientName: opt(Type.String()),
  productId: Type.Integer(),
  productName: Type.String(),
  status: Status,
  timeline: Timeline,
  currency: Currency,
  summary: Summary,
  allowDividendCalculationForInactiveClients: Type.Boolean(),
  lockinPeriod: opt(Type.Integer()),
  lockPeriodTypeEnum: opt(EnumOption),
  minimumActivePeriod: opt(Type.Integer()),
  minimumActivePeriodTypeEnum: opt(EnumOption),
};

export const ShareAccountPage = PageOf(Type.Object(accountMembers));
export const ShareAccountDetail = Type.Object({
  ...accountMembers,
  purchasedShares: Type.Array(Transaction),
  currentMarketPrice: opt(Type.Number({ description: 'the product\'s market price on the business date' })),
  charges: Type.Array(AccountCharge, { description: 'the active charges of the account, by charge time' }),
});
export const ShareAccountTemplate = Type.Object({
  clientId: opt(Type.Integer()),
  clientName: opt(Type.String()),
  productOptions: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), shortName: Type.String(), totalShares: Type.Integer() })),
  productId: opt(Type.Integer()),
  productName: opt(Type.String()),
  currentMarketPrice: opt(Type.Number()),
  minimumActivePeriodFrequencyTypeOptions: opt(Type.Array(EnumOption)),
  lockinPeriodFrequencyTypeOptions: opt(Type.Array(EnumOption)),
  clientSavingsAccounts: opt(Type.Array(Type.Object({ id: Type.Integer(), accountNo: Type.String(), savingsProductName: Type.String() }))),
  chargeOptions: opt(Type.Array(ChargeOption, { description: 'the active share charges' })),
  charges: opt(Type.Array(AccountCharge, { description: 'the product\'s charges, as the application\'s defaults' })),
});

export const ShareAccountIdParams = Type.Object({ accountId: Type.Integer() });
export const ShareAccountListQuery = Type.Object({ offset: opt(Type.String()), limit: opt(Type.String()) });
export const ShareAccountTemplateQuery = Type.Object({ clientId: opt(Type.String()), productId: opt(Type.String()) });
export const ShareAccountCommandQuery = Type.Object({ command: opt(Type.String()) });
/** Every body is checked member by member by its handler (unknown members answer 400). */
export const ShareAccountBody = Type.Record(Type.String(), Type.Unknown());
