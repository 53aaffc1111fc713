import { Type, type TSchema } from 'typebox';
import { LoanCollectionData, LoanDelinquencyRange } from '../loan-delinquency/loan-delinquency.schemas.ts';
import { EnumOption, LocalDateArray, PageOf } from '../../../platform/http/index.ts';
import { LoanCurrency, LoanSchedule } from '../loan-schedules/loan-schedules.schemas.ts';

const Int = Type.Integer();
const Num = Type.Number();
const Str = Type.String();
const Bool = Type.Boolean();
const opt = <T extends TSchema>(t: T) => Type.Optional(t);
/** An object whose members are listed loosely (Fineract data objects read by other features later). */
const Open = (description: string) => Type.Object({}, { additionalProperties: true, description });

/** Fineract's LoanTermVariationsData. */
const LoanTermVariation = Type.Object({
  id: Int, termType: EnumOption, termVariationApplicableFrom: LocalDateArray, decimalValue: opt(Num), dateValue: opt(LocalDateArray), isSpecificToInstallment: Bool,
});

export const LoanIdParams = Type.Object({ loanId: Type.Integer({ minimum: 1 }) });
export const LoanExternalIdParams = Type.Object({ externalId: Type.String({ minLength: 1 }) });

const ReadQueryMembers = {
  associations: opt(Type.String({ description: 'all, or any of repaymentSchedule, transactions, charges, collateral, guarantors, multiDisburseDetails, futureSchedule, originalSchedule, linkedAccount, loanTermVariations, emiAmountVariations' })),
  exclude: opt(Type.String({ description: 'associations to leave out of `all`' })),
  fields: opt(Type.String()),
  staffInSelectedOfficeOnly: opt(Type.String()),
};

export const LoanReadQuery = Type.Object(ReadQueryMembers);

export const LoanListQuery = Type.Object({
  offset: opt(Str),
  limit: opt(Str),
  orderBy: opt(Str),
  sortOrder: opt(Str),
  externalId: opt(Str),
  accountNo: opt(Str),
  clientId: opt(Str),
  officeId: opt(Str),
  status: opt(Str),
  fields: opt(Str),
  associations: opt(Str),
});

export const LoanTemplateQuery = Type.Object({
  templateType: opt(Type.String({ description: 'individual, group, jlg or collateral' })),
  clientId: opt(Str),
  groupId: opt(Str),
  productId: opt(Str),
  activeOnly: opt(Str),
  staffInSelectedOfficeOnly: opt(Str),
  fields: opt(Str),
});

export const LoanCommandQuery = Type.Object({ command: opt(Str) });

/** The body of a loan application (create, modify, calculate): Fineract's members, checked by the handler. */
export const LoanApplicationRequest = Type.Object({}, { additionalProperties: true, description: 'Fineract loan application members (see docs/loans.md)' });

const LoanStatus = Type.Object({
  id: Int, code: Str, value: Str, pendingApproval: Bool, waitingForDisbursal: Bool, active: Bool, closedObligationsMet: Bool,
  closedWrittenOff: Bool, closedRescheduled: Bool, closed: Bool, overpaid: Bool,
});

const NamedEnum = Type.Object({ id: Str, code: Str, value: Str });

const TIMELINE_DATES = [
  'submittedOnDate', 'rejectedOnDate', 'withdrawnOnDate', 'approvedOnDate', 'expectedDisbursementDate', 'actualDisbursementDate',
  'expectedMaturityDate', 'actualMaturityDate', 'closedOnDate',
];
const TIMELINE_USERS = ['submitted', 'rejected', 'withdrawn', 'approved'].flatMap((who) => ['Username', 'Firstname', 'Lastname'].map((part) => `${who}By${part}`));
const Timeline = Type.Object({
  ...Object.fromEntries(TIMELINE_DATES.map((name) => [name, opt(LocalDateArray)])),
  ...Object.fromEntries(TIMELINE_USERS.map((name) => [name, opt(Str)])),
});

const SUMMARY_AMOUNTS = [
  'principalDisbursed', 'principalAdjustments', 'principalPaid', 'principalWrittenOff', 'principalOutstanding', 'principalOverdue', 'interestCharged',
  'interestPaid', 'interestWaived', 'interestWrittenOff', 'interestOutstanding', 'interestOverdue', 'feeChargesCharged', 'feeAdjustments',
  'feeChargesDueAtDisbursementCharged', 'feeChargesPaid', 'feeChargesWaived', 'feeChargesWrittenOff', 'feeChargesOutstanding', 'feeChargesOverdue',
  'penaltyChargesCharged', 'penaltyAdjustments', 'penaltyChargesPaid', 'penaltyChargesWaived', 'penaltyChargesWrittenOff', 'penaltyChargesOutstanding',
  'penaltyChargesOverdue', 'totalExpectedRepayment', 'totalRepayment', 'totalExpectedCostOfLoan', 'totalCostOfLoan', 'totalWaived', 'totalWrittenOff',
  'totalOutstanding', 'totalOverdue', 'totalRecovered',
];

const Summary = Type.Object({ currency: LoanCurrency, ...Object.fromEntries(SUMMARY_AMOUNTS.map((name) => [name, Num])), overdueSinceDate: opt(LocalDateArray) });

const Group = Type.Object({ id: Int, accountNo: opt(Str), name: opt(Str), externalId: opt(Str), officeId: opt(Int) });

/** Fineract's LoanInterestRecalculationData: the settings the loan took from its product at submission. */
const LoanInterestRecalculation = Type.Object({
  id: Int, loanId: Int, interestRecalculationCompoundingType: EnumOption, rescheduleStrategyType: EnumOption,
  recalculationRestFrequencyType: EnumOption, recalculationRestFrequencyInterval: Int, recalculationRestFrequencyNthDay: opt(EnumOption),
  recalculationRestFrequencyWeekday: opt(EnumOption), recalculationRestFrequencyOnDay: opt(Int), recalculationCompoundingFrequencyType: opt(EnumOption),
  recalculationCompoundingFrequencyInterval: opt(Int), recalculationCompoundingFrequencyNthDay: opt(EnumOption),
  recalculationCompoundingFrequencyWeekday: opt(EnumOption), recalculationCompoundingFrequencyOnDay: opt(Int),
  isCompoundingToBePostedAsTransaction: Bool, allowCompoundingOnEod: Bool,
});

/** Fineract's LoanAccountData (GET /loans/{id}, list items). */
export const Loan = Type.Object({
  id: Int, accountNo: Str, externalId: opt(Str), status: LoanStatus,
  clientId: opt(Int), clientAccountNo: opt(Str), clientName: opt(Str), clientExternalId: opt(Str), clientOfficeId: opt(Int), group: opt(Group),
  loanProductId: opt(Int), loanProductName: opt(Str), loanProductDescription: opt(Str), isLoanProductLinkedToFloatingRate: Bool,
  fundId: opt(Int), fundName: opt(Str), loanPurposeId: opt(Int), loanPurposeName: opt(Str), loanOfficerId: opt(Int), loanOfficerName: opt(Str),
  loanType: EnumOption, currency: LoanCurrency,
  principal: Num, approvedPrincipal: Num, proposedPrincipal: Num, netDisbursalAmount: Num, termFrequency: Int, termPeriodFrequencyType: EnumOption,
  numberOfRepayments: Int, repaymentEvery: Int, fixedLength: opt(Int), repaymentFrequencyType: EnumOption, interestRatePerPeriod: opt(Num),
  interestRateFrequencyType: opt(EnumOption), annualInterestRate: opt(Num), isFloatingInterestRate: Bool, interestRateDifferential: opt(Num),
  amortizationType: EnumOption, interestType: EnumOption, interestCalculationPeriodType: EnumOption, allowPartialPeriodInterestCalcualtion: Bool,
  inArrearsTolerance: opt(Num), transactionProcessingStrategyCode: Str, transactionProcessingStrategyName: Str,
  graceOnPrincipalPayment: opt(Int), recurringMoratoriumOnPrincipalPeriods: opt(Int), graceOnInterestPayment: opt(Int), graceOnInterestCharged: opt(Int),
  graceOnArrearsAgeing: opt(Int), interestChargedFromDate: opt(LocalDateArray), expectedFirstRepaymentOnDate: opt(LocalDateArray),
  fixedEmiAmount: opt(Num), maxOutstandingLoanBalance: opt(Num), daysInMonthType: EnumOption, daysInYearType: EnumOption,
  isInterestRecalculationEnabled: Bool, interestRecalculationData: opt(LoanInterestRecalculation), isEqualAmortization: Bool,
  fixedPrincipalPercentagePerInstallment: opt(Num), syncDisbursementWithMeeting: opt(Bool), timeline: Timeline, summary: opt(Summary), feeChargesAtDisbursementCharged: opt(Num), totalOverpaid: opt(Num),
  loanCounter: opt(Int), loanProductCounter: opt(Int), multiDisburseLoan: Bool, canDefineInstallmentAmount: Bool, canDisburse: Bool, canUseForTopup: Bool,
  isTopup: Bool, fraud: Bool, inArrears: Bool, isNPA: Bool, disallowExpectedDisbursements: Bool, createStandingInstructionAtDisbursement: Bool,
  overpaidOnDate: opt(LocalDateArray), lastClosedBusinessDate: opt(LocalDateArray), chargedOff: Bool, enableDownPayment: Bool,
  disbursedAmountPercentageForDownPayment: opt(Num), enableAutoRepaymentForDownPayment: Bool, enableInstallmentLevelDelinquency: Bool,
  loanScheduleType: NamedEnum, loanScheduleProcessingType: NamedEnum, delinquent: opt(LoanCollectionData), delinquencyRange: opt(LoanDelinquencyRange),
  repaymentSchedule: opt(LoanSchedule), originalSchedule: opt(LoanSchedule),
  transactions: opt(Type.Array(Open('a loan transaction'))), charges: opt(Type.Array(Open('a loan charge'))), collateral: opt(Type.Array(Open('a collateral pledge'))),
  guarantors: opt(Type.Array(Open('a guarantor'))), disbursementDetails: opt(Type.Array(Open('a tranche'))), linkedAccount: opt(Open('the linked savings account')),
  loanTermVariations: opt(Type.Array(LoanTermVariation)), emiAmountVariations: opt(Type.Array(LoanTermVariation)),
});

export const LoanPage = PageOf(Loan, 'loans');

/** GET /loans/template: option lists and, with a product, its defaults. */
export const LoanTemplate = Type.Object({}, { additionalProperties: true, description: "Fineract's LoanAccountData template: option lists and the product's defaults" });

export { LoanSchedule };
