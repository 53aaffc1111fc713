import { Type } from 'typebox';
import { EnumOption, LocalDateArray, PageOf } from '../../../platform/http/index.ts';

const opt = Type.Optional;
const Amount = Type.Number();
const Currency = Type.Object({
  code: Type.String(),
  name: Type.String(),
  decimalPlaces: Type.Integer(),
  inMultiplesOf: opt(Type.Integer()),
  displaySymbol: opt(Type.String()),
  nameCode: Type.String(),
  displayLabel: Type.String(),
});
const IdName = Type.Object({ id: Type.Integer(), name: opt(Type.String()) });

const flags = (names: readonly string[]) => Object.fromEntries(names.map((n) => [n, Type.Boolean()]));
const Status = Type.Object({
  id: Type.Integer(), code: Type.String(), value: Type.String(),
  ...flags(['submittedAndPendingApproval', 'approved', 'rejected', 'withdrawnByApplicant', 'active', 'closed', 'prematureClosed', 'transferInProgress', 'transferOnHold', 'matured']),
});
const SubStatus = Type.Object({ id: Type.Integer(), code: Type.String(), value: Type.String(), ...flags(['none', 'inactive', 'dormant', 'escheat', 'block', 'blockCredit', 'blockDebit']) });

const Timeline = Type.Object({
  submittedOnDate: opt(LocalDateArray), submittedByUsername: opt(Type.String()), submittedByFirstname: opt(Type.String()), submittedByLastname: opt(Type.String()),
  rejectedOnDate: opt(LocalDateArray), rejectedByUsername: opt(Type.String()), withdrawnOnDate: opt(LocalDateArray), withdrawnByUsername: opt(Type.String()),
  approvedOnDate: opt(LocalDateArray), approvedByUsername: opt(Type.String()), approvedByFirstname: opt(Type.String()), approvedByLastname: opt(Type.String()),
  activatedOnDate: opt(LocalDateArray), activatedByUsername: opt(Type.String()), activatedByFirstname: opt(Type.String()), activatedByLastname: opt(Type.String()),
  closedOnDate: opt(LocalDateArray), closedByUsername: opt(Type.String()),
});

const Summary = Type.Object({
  currency: Currency,
  totalDeposits: opt(Amount), totalWithdrawals: opt(Amount), totalWithdrawalFees: opt(Amount), totalAnnualFees: opt(Amount), totalInterestEarned: opt(Amount),
  totalInterestPosted: Amount, accountBalance: Amount, totalFeeCharge: opt(Amount), totalPenaltyCharge: opt(Amount), totalOverdraftInterestDerived: opt(Amount),
  totalWithholdTax: opt(Amount), interestNotPosted: Amount, lastInterestCalculationDate: opt(LocalDateArray), availableBalance: Amount,
  interestPostedTillDate: opt(LocalDateArray),
});

const TransactionType = Type.Object({
  id: Type.Integer(), code: Type.String(), value: Type.String(),
  ...flags(['deposit', 'dividendPayout', 'withdrawal', 'interestPosting', 'feeDeduction', 'initiateTransfer', 'approveTransfer', 'withdrawTransfer', 'rejectTransfer',
    'overdraftInterest', 'writtenoff', 'overdraftFee', 'withholdTax', 'escheat', 'amountHold', 'amountRelease', 'accrual']),
});

const PaymentDetail = Type.Object({
  id: Type.Integer(), paymentType: IdName, accountNumber: opt(Type.String()), checkNumber: opt(Type.String()), routingCode: opt(Type.String()),
  receiptNumber: opt(Type.String()), bankNumber: opt(Type.String()),
});

/** Fineract's SavingsAccountTransactionData. */
export const SavingsTransaction = Type.Object({
  id: Type.Integer(), transactionType: TransactionType, accountId: Type.Integer(), accountNo: Type.String(), date: LocalDateArray, currency: Currency,
  paymentDetailData: opt(PaymentDetail), amount: Amount, runningBalance: opt(Amount), overdraftAmount: opt(Amount), reversed: Type.Boolean(),
  submittedOnDate: LocalDateArray, interestedPostedAsOn: Type.Boolean(), submittedByUsername: opt(Type.String()), isManualTransaction: Type.Boolean(),
  isReversal: Type.Boolean(), originalTransactionId: opt(Type.Integer()), lienTransaction: Type.Boolean(), reasonForBlock: opt(Type.String()),
  chargesPaidByData: Type.Array(Type.Unknown()),
});

const AccountCharge = Type.Object({
  id: Type.Integer(), chargeId: Type.Integer(), accountId: Type.Integer(), name: opt(Type.String()), penalty: Type.Boolean(),
  chargeTimeType: Type.Object({ id: Type.Integer() }), chargeCalculationType: Type.Object({ id: Type.Integer() }), dueDate: opt(LocalDateArray),
  feeInterval: opt(Type.Integer()), feeOnMonthDay: opt(Type.Array(Type.Integer())), percentage: opt(Amount), currency: Currency, amount: Amount,
  amountPaid: Amount, amountWaived: Amount, amountWrittenOff: Amount, amountOutstanding: Amount, amountOrPercentage: Amount, isActive: Type.Boolean(),
  inactivationDate: opt(LocalDateArray),
});

const accountMembers = {
  id: Type.Integer(), accountNo: Type.String(), externalId: opt(Type.String()), depositType: EnumOption, groupId: opt(Type.Integer()), groupName: opt(Type.String()),
  clientId: opt(Type.Integer()), clientName: opt(Type.String()), savingsProductId: opt(Type.Integer()), savingsProductName: opt(Type.String()),
  fieldOfficerId: Type.Integer(), fieldOfficerName: opt(Type.String()), status: Status, subStatus: SubStatus, reasonForBlock: opt(Type.String()), timeline: Timeline,
  currency: Currency, nominalAnnualInterestRate: Amount, interestCompoundingPeriodType: EnumOption, interestPostingPeriodType: EnumOption,
  interestCalculationType: EnumOption, interestCalculationDaysInYearType: EnumOption, minRequiredOpeningBalance: opt(Amount), lockinPeriodFrequency: opt(Type.Integer()),
  lockinPeriodFrequencyType: opt(EnumOption), withdrawalFeeForTransfers: Type.Boolean(), allowOverdraft: Type.Boolean(), overdraftLimit: opt(Amount),
  minRequiredBalance: opt(Amount), enforceMinRequiredBalance: Type.Boolean(), maxAllowedLienLimit: opt(Amount), lienAllowed: Type.Boolean(),
  minBalanceForInterestCalculation: opt(Amount), onHoldFunds: opt(Amount), nominalAnnualInterestRateOverdraft: opt(Amount), minOverdraftForInterestCalculation: opt(Amount),
  withHoldTax: Type.Boolean(), taxGroup: opt(IdName), lockedInUntilDate: opt(LocalDateArray), savingsAmountOnHold: opt(Amount), summary: Summary,
};

export const SavingsAccount = Type.Object({ ...accountMembers, transactions: opt(Type.Array(SavingsTransaction)), charges: opt(Type.Array(AccountCharge)) });
export const SavingsAccountPage = PageOf(Type.Object(accountMembers));

const ChargeOption = Type.Record(Type.String(), Type.Unknown(), { description: 'a savings charge (Fineract ChargeData)' });

/** GET /savingsaccounts/template: the holder, the product's terms as defaults (with `productId`) and the option lists. */
export const SavingsAccountTemplate = Type.Object({
  clientId: opt(Type.Integer()), clientName: opt(Type.String()), groupId: opt(Type.Integer()), groupName: opt(Type.String()),
  savingsProductId: opt(Type.Integer()), savingsProductName: opt(Type.String()), currency: opt(Currency), nominalAnnualInterestRate: opt(Amount),
  interestCompoundingPeriodType: opt(EnumOption), interestPostingPeriodType: opt(EnumOption), interestCalculationType: opt(EnumOption),
  interestCalculationDaysInYearType: opt(EnumOption), minRequiredOpeningBalance: opt(Amount), lockinPeriodFrequency: opt(Type.Integer()),
  lockinPeriodFrequencyType: opt(EnumOption), withdrawalFeeForTransfers: opt(Type.Boolean()), allowOverdraft: opt(Type.Boolean()), overdraftLimit: opt(Amount),
  minRequiredBalance: opt(Amount), enforceMinRequiredBalance: opt(Type.Boolean()), maxAllowedLienLimit: opt(Amount), lienAllowed: opt(Type.Boolean()),
  minBalanceForInterestCalculation: opt(Amount), nominalAnnualInterestRateOverdraft: opt(Amount), minOverdraftForInterestCalculation: opt(Amount),
  withHoldTax: Type.Boolean(), taxGroup: opt(IdName),
  charges: opt(Type.Array(ChargeOption)), chargeOptions: opt(Type.Array(ChargeOption)),
  productOptions: Type.Array(IdName),
  fieldOfficerOptions: opt(Type.Array(Type.Object({ id: Type.Integer(), displayName: Type.String() }))),
  interestCompoundingPeriodTypeOptions: Type.Array(EnumOption), interestPostingPeriodTypeOptions: Type.Array(EnumOption),
  interestCalculationTypeOptions: Type.Array(EnumOption), interestCalculationDaysInYearTypeOptions: Type.Array(EnumOption),
  lockinPeriodFrequencyTypeOptions: Type.Array(EnumOption), withdrawalFeeTypeOptions: Type.Array(EnumOption),
});

export const SavingsTransactionTemplate = Type.Object({
  transactionType: TransactionType, accountId: Type.Integer(), accountNo: Type.String(), date: LocalDateArray, currency: Currency, amount: Amount, reversed: Type.Boolean(),
  paymentTypeOptions: Type.Array(Type.Object({ id: Type.Integer(), name: opt(Type.String()), description: opt(Type.String()), isCashPayment: opt(Type.Boolean()), position: opt(Type.Integer()) })),
});

export const SavingsAccountIdParams = Type.Object({ accountId: Type.Integer() });
export const SavingsAccountExternalIdParams = Type.Object({ externalId: Type.String() });
export const SavingsTransactionIdParams = Type.Object({ accountId: Type.Integer(), transactionId: Type.Integer() });
export const SavingsAccountReadQuery = Type.Object({
  associations: opt(Type.String({ description: 'transactions, charges or all' })),
  staffInSelectedOfficeOnly: opt(Type.String()),
  chargeStatus: opt(Type.String()),
});
export const SavingsAccountListQuery = Type.Object({
  externalId: opt(Type.String()), offset: opt(Type.String()), limit: opt(Type.String()), orderBy: opt(Type.String()), sortOrder: opt(Type.String()),
});
export const SavingsAccountTemplateQuery = Type.Object({
  clientId: opt(Type.String()), groupId: opt(Type.String()), productId: opt(Type.String()), staffInSelectedOfficeOnly: opt(Type.String()),
});
export const SavingsCommandQuery = Type.Object({ command: opt(Type.String()) });
/** Every command body is checked member by member by its handler (unknown members answer 400). */
export const SavingsCommandBody = Type.Record(Type.String(), Type.Unknown());
