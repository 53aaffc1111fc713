import type { RecordDefinitions } from './avro-records.ts';
import { SAVINGS_TRANSACTION_RECORDS } from './savings-transaction-records.ts';

/**
 * Fineract's LoanAccountDataV1 and the loan records it names (fineract-avro-schemas), field for field in their
 * order; the records it shares with LoanTransactionDataV1 and SavingsAccountTransactionDataV1 (currency, the
 * transaction itself, calendar, portfolio account, charge, GL account and what they name) come from there. Its
 * parsing canonical form, and so its fingerprint, is Fineract's.
 */
export const LOAN_ACCOUNT_RECORDS: RecordDefinitions = {
  ...SAVINGS_TRANSACTION_RECORDS,
  'loan.v1.LoanAccountDataV1':
    'id:long accountNo:string externalId:string externalOwnerId:string settlementDate:string purchasePriceRatio:string '
    + 'status:loan.v1.LoanStatusEnumDataV1 subStatus:generic.v1.EnumOptionDataV1 clientId:long clientAccountNo:string clientName:string '
    + 'clientOfficeId:long clientExternalId:string loanProductId:long loanProductName:string loanProductDescription:string '
    + 'isLoanProductLinkedToFloatingRate:boolean fundId:long fundName:string loanPurposeId:long loanPurposeName:string loanOfficerId:long '
    + 'loanOfficerName:string loanType:generic.v1.EnumOptionDataV1 principal:bigdecimal approvedPrincipal:bigdecimal proposedPrincipal:bigdecimal '
    + 'netDisbursalAmount:bigdecimal termFrequency:int termPeriodFrequencyType:generic.v1.EnumOptionDataV1 numberOfRepayments:int '
    + 'repaymentEvery:int repaymentFrequencyType:generic.v1.EnumOptionDataV1 repaymentFrequencyNthDayType:generic.v1.EnumOptionDataV1 '
    + 'repaymentFrequencyDayOfWeekType:generic.v1.EnumOptionDataV1 interestRatePerPeriod:bigdecimal '
    + 'interestRateFrequencyType:generic.v1.EnumOptionDataV1 annualInterestRate:bigdecimal isFloatingInterestRate:boolean '
    + 'interestRateDifferential:bigdecimal amortizationType:generic.v1.EnumOptionDataV1 interestType:generic.v1.EnumOptionDataV1 '
    + 'interestCalculationPeriodType:generic.v1.EnumOptionDataV1 allowPartialPeriodInterestCalculation:boolean inArrearsTolerance:bigdecimal '
    + 'transactionProcessingStrategyCode:string transactionProcessingStrategyName:string graceOnPrincipalPayment:int '
    + 'recurringMoratoriumOnPrincipalPeriods:int graceOnInterestPayment:int graceOnInterestCharged:int graceOnArrearsAgeing:int '
    + 'interestChargedFromDate:string expectedFirstRepaymentOnDate:string syncDisbursementWithMeeting:boolean '
    + 'timeline:loan.v1.LoanApplicationTimelineDataV1 summary:loan.v1.LoanSummaryDataV1 repaymentSchedule:loan.v1.LoanScheduleDataV1 '
    + 'transactions:[loan.v1.LoanTransactionDataV1] charges:[loan.v1.LoanChargeDataV1] meeting:generic.v1.CalendarDataV1 '
    + 'disbursementDetails:[loan.v1.DisbursementDataV1] originalSchedule:loan.v1.LoanScheduleDataV1 totalOverpaid:bigdecimal loanCounter:int '
    + 'loanProductCounter:int linkedAccount:portfolio.v1.PortfolioAccountDataV1 multiDisburseLoan:boolean disallowExpectedDisbursements:boolean '
    + 'canDefineInstallmentAmount:boolean fixedEmiAmount:bigdecimal maxOutstandingLoanBalance:bigdecimal canDisburse:boolean '
    + 'emiAmountVariations:[loan.v1.LoanTermVariationsDataV1] loanTermVariations:[loan.v1.LoanTermVariationsDataV1] '
    + 'clientActiveLoanOptions:[loan.v1.LoanAccountSummaryDataV1] canUseForTopup:boolean isTopup:boolean closureLoanId:long '
    + 'closureLoanAccountNo:string topupAmount:bigdecimal product:loan.v1.LoanProductDataV1 inArrears:boolean isNPA:boolean '
    + 'overdueCharges:[portfolio.v1.ChargeDataV1] daysInMonthType:generic.v1.EnumOptionDataV1 daysInYearType:generic.v1.EnumOptionDataV1 '
    + 'isInterestRecalculationEnabled:boolean interestRecalculationData:loan.v1.LoanInterestRecalculationDataV1 '
    + 'createStandingInstructionAtDisbursement:boolean delinquent:loan.v1.CollectionDataV1 delinquencyRange:loan.v1.DelinquencyRangeDataV1 '
    + 'overpaidOnDate:string lastClosedBusinessDate:string chargedOff:boolean enableInstallmentLevelDelinquency:boolean enableDownPayment:boolean '
    + 'disbursedAmountPercentageForDownPayment:bigdecimal enableAutoRepaymentForDownPayment:boolean',
  'loan.v1.LoanStatusEnumDataV1':
    'id:int code:string value:string pendingApproval:boolean waitingForDisbursal:boolean active:boolean closedObligationsMet:boolean '
    + 'closedWrittenOff:boolean closedRescheduled:boolean closed:boolean overpaid:boolean',
  'loan.v1.LoanApplicationTimelineDataV1':
    'submittedOnDate:string submittedByUsername:string submittedByFirstname:string submittedByLastname:string rejectedOnDate:string '
    + 'rejectedByUsername:string rejectedByFirstname:string rejectedByLastname:string withdrawnOnDate:string withdrawnByUsername:string '
    + 'withdrawnByFirstname:string withdrawnByLastname:string approvedOnDate:string approvedByUsername:string approvedByFirstname:string '
    + 'approvedByLastname:string expectedDisbursementDate:string actualDisbursementDate:string disbursedByUsername:string '
    + 'disbursedByFirstname:string disbursedByLastname:string closedOnDate:string closedByUsername:string closedByFirstname:string '
    + 'closedByLastname:string expectedMaturityDate:string writeOffOnDate:string writeOffByUsername:string writeOffByFirstname:string '
    + 'writeOffByLastname:string chargedOffOnDate:string chargedOffByUsername:string chargedOffByFirstname:string chargedOffByLastname:string',
  'loan.v1.LoanSummaryDataV1':
    'currency:generic.v1.CurrencyDataV1 principalDisbursed:bigdecimal principalAdjustments:bigdecimal principalPaid:bigdecimal '
    + 'principalWrittenOff:bigdecimal principalOutstanding:bigdecimal principalOverdue:bigdecimal interestCharged:bigdecimal '
    + 'interestPaid:bigdecimal interestWaived:bigdecimal interestWrittenOff:bigdecimal interestOutstanding:bigdecimal interestOverdue:bigdecimal '
    + 'feeChargesCharged:bigdecimal feeChargesDueAtDisbursementCharged:bigdecimal feeChargesPaid:bigdecimal feeChargesWaived:bigdecimal '
    + 'feeChargesWrittenOff:bigdecimal feeChargesOutstanding:bigdecimal feeChargesOverdue:bigdecimal penaltyChargesCharged:bigdecimal '
    + 'penaltyChargesPaid:bigdecimal penaltyChargesWaived:bigdecimal penaltyChargesWrittenOff:bigdecimal penaltyChargesOutstanding:bigdecimal '
    + 'penaltyChargesOverdue:bigdecimal totalExpectedRepayment:bigdecimal totalRepayment:bigdecimal totalExpectedCostOfLoan:bigdecimal '
    + 'totalCostOfLoan:bigdecimal totalWaived:bigdecimal totalWrittenOff:bigdecimal totalOutstanding:bigdecimal totalOverdue:bigdecimal '
    + 'totalRecovered:bigdecimal overdueSinceDate:string writeoffReasonId:long writeoffReason:string totalMerchantRefund:bigdecimal '
    + 'totalMerchantRefundReversed:bigdecimal totalPayoutRefund:bigdecimal totalPayoutRefundReversed:bigdecimal totalGoodwillCredit:bigdecimal '
    + 'totalGoodwillCreditReversed:bigdecimal totalChargeAdjustment:bigdecimal totalChargeAdjustmentReversed:bigdecimal totalChargeback:bigdecimal '
    + 'totalCreditBalanceRefund:bigdecimal totalCreditBalanceRefundReversed:bigdecimal totalRepaymentTransaction:bigdecimal '
    + 'totalRepaymentTransactionReversed:bigdecimal totalInterestPaymentWaiver:bigdecimal chargeOffReasonId:long chargeOffReason:string '
    + 'totalUnpaidPayableDueInterest:bigdecimal totalUnpaidPayableNotDueInterest:bigdecimal totalInterestRefund:bigdecimal',
  'loan.v1.LoanScheduleDataV1':
    'currency:generic.v1.CurrencyDataV1 loanTermInDays:int totalPrincipalDisbursed:bigdecimal totalPrincipalExpected:bigdecimal '
    + 'totalPrincipalPaid:bigdecimal totalInterestCharged:bigdecimal totalFeeChargesCharged:bigdecimal totalPenaltyChargesCharged:bigdecimal '
    + 'totalWaived:bigdecimal totalWrittenOff:bigdecimal totalRepaymentExpected:bigdecimal totalRepayment:bigdecimal totalPaidInAdvance:bigdecimal '
    + 'totalPaidLate:bigdecimal totalOutstanding:bigdecimal periods:[loan.v1.LoanSchedulePeriodDataV1] '
    + 'futurePeriods:[loan.v1.LoanSchedulePeriodDataV1]',
  'loan.v1.LoanSchedulePeriodDataV1':
    'period:int fromDate:string dueDate:string obligationsMetOnDate:string complete:boolean daysInPeriod:int principalDisbursed:bigdecimal '
    + 'principalOriginalDue:bigdecimal principalDue:bigdecimal principalPaid:bigdecimal principalWrittenOff:bigdecimal '
    + 'principalOutstanding:bigdecimal principalLoanBalanceOutstanding:bigdecimal interestOriginalDue:bigdecimal interestDue:bigdecimal '
    + 'interestPaid:bigdecimal interestWaived:bigdecimal interestWrittenOff:bigdecimal interestOutstanding:bigdecimal feeChargesDue:bigdecimal '
    + 'feeChargesPaid:bigdecimal feeChargesWaived:bigdecimal feeChargesWrittenOff:bigdecimal feeChargesOutstanding:bigdecimal '
    + 'penaltyChargesDue:bigdecimal penaltyChargesPaid:bigdecimal penaltyChargesWaived:bigdecimal penaltyChargesWrittenOff:bigdecimal '
    + 'penaltyChargesOutstanding:bigdecimal totalOriginalDueForPeriod:bigdecimal totalDueForPeriod:bigdecimal totalPaidForPeriod:bigdecimal '
    + 'totalPaidInAdvanceForPeriod:bigdecimal totalPaidLateForPeriod:bigdecimal totalWaivedForPeriod:bigdecimal totalWrittenOffForPeriod:bigdecimal '
    + 'totalOutstandingForPeriod:bigdecimal totalOverdue:bigdecimal totalActualCostOfLoanForPeriod:bigdecimal '
    + 'totalInstallmentAmountForPeriod:bigdecimal totalCredits:bigdecimal downPaymentPeriod:boolean',
  'loan.v1.LoanChargeDataV1':
    'id:long chargeId:long name:string chargeTimeType:generic.v1.EnumOptionDataV1 dueDate:string '
    + 'chargeCalculationType:generic.v1.EnumOptionDataV1 percentage:bigdecimal amountPercentageAppliedTo:bigdecimal '
    + 'currency:generic.v1.CurrencyDataV1 amount:bigdecimal amountPaid:bigdecimal amountWaived:bigdecimal amountWrittenOff:bigdecimal '
    + 'amountOutstanding:bigdecimal amountOrPercentage:bigdecimal chargeOptions:[portfolio.v1.ChargeDataV1] penalty:boolean '
    + 'chargePaymentMode:generic.v1.EnumOptionDataV1 paid:boolean waived:boolean chargePayable:boolean loanId:long minCap:bigdecimal '
    + 'maxCap:bigdecimal installmentChargeData:[loan.v1.LoanInstallmentChargeDataV1] amountAccrued:bigdecimal amountUnrecognized:bigdecimal '
    + 'externalId:string externalLoanId:string externalOwnerId:string submittedOnDate:string',
  'loan.v1.LoanInstallmentChargeDataV1':
    'installmentNumber:int dueDate:string amount:bigdecimal amountOutstanding:bigdecimal amountWaived:bigdecimal paid:boolean waived:boolean '
    + 'amountAccrued:bigdecimal amountUnrecognized:bigdecimal',
  'loan.v1.DisbursementDataV1':
    'id:int expectedDisbursementDate:string actualDisbursementDate:string principal:bigdecimal netDisbursalAmount:bigdecimal loanChargeId:string '
    + 'chargeAmount:bigdecimal waivedChargeAmount:bigdecimal',
  'loan.v1.LoanTermVariationsDataV1':
    'id:long termType:generic.v1.EnumOptionDataV1 termVariationApplicableFrom:string decimalValue:bigdecimal dateValue:string '
    + 'isSpecificToInstallment:boolean isProcessed:boolean',
  'loan.v1.LoanAccountSummaryDataV1':
    'id:long accountNo:string parentAccountNumber:string externalId:string productId:long productName:string shortProductName:string '
    + 'status:loan.v1.LoanStatusEnumDataV1 loanType:generic.v1.EnumOptionDataV1 loanCycle:int timeline:loan.v1.LoanApplicationTimelineDataV1 '
    + 'inArrears:boolean originalLoan:bigdecimal loanBalance:bigdecimal amountPaid:bigdecimal',
  'loan.v1.LoanProductDataV1':
    'id:long name:string shortName:string description:string fundId:long fundName:string includeInBorrowerCycle:boolean useBorrowerCycle:boolean '
    + 'startDate:string closeDate:string status:string externalId:string currency:generic.v1.CurrencyDataV1 principal:bigdecimal '
    + 'minPrincipal:bigdecimal maxPrincipal:bigdecimal numberOfRepayments:int minNumberOfRepayments:int maxNumberOfRepayments:int '
    + 'repaymentEvery:int repaymentFrequencyType:generic.v1.EnumOptionDataV1 interestRatePerPeriod:bigdecimal minInterestRatePerPeriod:bigdecimal '
    + 'maxInterestRatePerPeriod:bigdecimal interestRateFrequencyType:generic.v1.EnumOptionDataV1 annualInterestRate:bigdecimal '
    + 'isLinkedToFloatingInterestRates:boolean floatingRateId:long floatingRateName:string interestRateDifferential:bigdecimal '
    + 'minDifferentialLendingRate:bigdecimal defaultDifferentialLendingRate:bigdecimal maxDifferentialLendingRate:bigdecimal '
    + 'isFloatingInterestRateCalculationAllowed:boolean allowVariableInstallments:boolean minimumGap:int maximumGap:int '
    + 'amortizationType:generic.v1.EnumOptionDataV1 interestType:generic.v1.EnumOptionDataV1 '
    + 'interestCalculationPeriodType:generic.v1.EnumOptionDataV1 allowPartialPeriodInterestCalculation:boolean inArrearsTolerance:bigdecimal '
    + 'transactionProcessingStrategyCode:string transactionProcessingStrategyName:string graceOnPrincipalPayment:int '
    + 'recurringMoratoriumOnPrincipalPeriods:int graceOnInterestPayment:int graceOnInterestCharged:int graceOnArrearsAgeing:int '
    + 'overdueDaysForNPA:int daysInMonthType:generic.v1.EnumOptionDataV1 daysInYearType:generic.v1.EnumOptionDataV1 '
    + 'isInterestRecalculationEnabled:boolean interestRecalculationData:loan.v1.LoanProductInterestRecalculationDataV1 '
    + 'minimumDaysBetweenDisbursalAndFirstRepayment:int canDefineInstallmentAmount:boolean installmentAmountInMultiplesOf:int '
    + 'charges:[portfolio.v1.ChargeDataV1] principalVariationsForBorrowerCycle:[loan.v1.LoanProductBorrowerCycleVariationDataV1] '
    + 'interestRateVariationsForBorrowerCycle:[loan.v1.LoanProductBorrowerCycleVariationDataV1] '
    + 'numberOfRepaymentVariationsForBorrowerCycle:[loan.v1.LoanProductBorrowerCycleVariationDataV1] isRatesEnabled:boolean '
    + 'rates:[portfolio.v1.RateDataV1] multiDisburseLoan:boolean maxTrancheCount:int outstandingLoanBalance:bigdecimal '
    + 'disallowExpectedDisbursements:boolean allowApprovedDisbursedAmountsOverApplied:boolean overAppliedCalculationType:string '
    + 'overAppliedNumber:int principalThresholdForLastInstallment:bigdecimal holdGuaranteeFunds:boolean '
    + 'productGuaranteeData:loan.v1.LoanProductGuaranteeDataV1 accountMovesOutOfNPAOnlyOnArrearsCompletion:boolean '
    + 'syncExpectedWithDisbursementDate:boolean isEqualAmortization:boolean fixedPrincipalPercentagePerInstallment:bigdecimal '
    + 'delinquencyBucket:loan.v1.DelinquencyBucketDataV1',
  'loan.v1.LoanProductInterestRecalculationDataV1':
    'id:long productId:long interestRecalculationCompoundingType:generic.v1.EnumOptionDataV1 rescheduleStrategyType:generic.v1.EnumOptionDataV1 '
    + 'recalculationRestFrequencyType:generic.v1.EnumOptionDataV1 recalculationRestFrequencyInterval:int '
    + 'recalculationRestFrequencyNthDay:generic.v1.EnumOptionDataV1 recalculationRestFrequencyWeekday:generic.v1.EnumOptionDataV1 '
    + 'recalculationRestFrequencyOnDay:int recalculationCompoundingFrequencyType:generic.v1.EnumOptionDataV1 '
    + 'recalculationCompoundingFrequencyInterval:int recalculationCompoundingFrequencyNthDay:generic.v1.EnumOptionDataV1 '
    + 'recalculationCompoundingFrequencyWeekday:generic.v1.EnumOptionDataV1 recalculationCompoundingFrequencyOnDay:int '
    + 'isArrearsBasedOnOriginalSchedule:boolean isCompoundingToBePostedAsTransaction:boolean '
    + 'preClosureInterestCalculationStrategy:generic.v1.EnumOptionDataV1 allowCompoundingOnEod:boolean',
  'loan.v1.LoanProductBorrowerCycleVariationDataV1':
    'id:long borrowerCycleNumber:int paramType:generic.v1.EnumOptionDataV1 valueConditionType:generic.v1.EnumOptionDataV1 minValue:bigdecimal '
    + 'maxValue:bigdecimal defaultValue:bigdecimal',
  'portfolio.v1.RateDataV1': 'id:long name:string percentage:bigdecimal productApply:generic.v1.EnumOptionDataV1 active:boolean',
  'loan.v1.LoanProductGuaranteeDataV1':
    'id:long productId:long mandatoryGuarantee:bigdecimal minimumGuaranteeFromOwnFunds:bigdecimal minimumGuaranteeFromGuarantor:bigdecimal',
  'loan.v1.DelinquencyBucketDataV1': 'id:long name:string ranges:[loan.v1.DelinquencyRangeDataV1]',
  'loan.v1.DelinquencyRangeDataV1': 'id:long classification:string minimumAgeDays:int maximumAgeDays:int',
  'loan.v1.LoanInterestRecalculationDataV1':
    'id:int loanId:long interestRecalculationCompoundingType:generic.v1.EnumOptionDataV1 rescheduleStrategyType:generic.v1.EnumOptionDataV1 '
    + 'calendarData:generic.v1.CalendarDataV1 recalculationRestFrequencyType:generic.v1.EnumOptionDataV1 recalculationRestFrequencyInterval:int '
    + 'recalculationRestFrequencyNthDay:generic.v1.EnumOptionDataV1 recalculationRestFrequencyWeekday:generic.v1.EnumOptionDataV1 '
    + 'recalculationRestFrequencyOnDay:int recalculationCompoundingFrequencyType:generic.v1.EnumOptionDataV1 '
    + 'recalculationCompoundingFrequencyInterval:int recalculationCompoundingFrequencyNthDay:generic.v1.EnumOptionDataV1 '
    + 'recalculationCompoundingFrequencyWeekday:generic.v1.EnumOptionDataV1 recalculationCompoundingFrequencyOnDay:int '
    + 'isCompoundingToBePostedAsTransaction:boolean compoundingCalendarData:generic.v1.CalendarDataV1 allowCompoundingOnEod:boolean',
  'loan.v1.CollectionDataV1':
    'availableDisbursementAmount:bigdecimal pastDueDays:int nextPaymentDueDate:string delinquentDays:int delinquentDate:string '
    + 'delinquentAmount:bigdecimal lastPaymentDate:string lastPaymentAmount:bigdecimal lastRepaymentDate:string lastRepaymentAmount:bigdecimal '
    + 'delinquencyPausePeriods:[loan.v1.DelinquencyPausePeriodV1] installmentDelinquencyBuckets:[loan.v1.LoanInstallmentDelinquencyBucketDataV1] '
    + 'delinquentPrincipal:bigdecimal delinquentInterest:bigdecimal delinquentFee:bigdecimal delinquentPenalty:bigdecimal',
  'loan.v1.DelinquencyPausePeriodV1': 'active:boolean pausePeriodStart:string pausePeriodEnd:string',
  'loan.v1.LoanInstallmentDelinquencyBucketDataV1':
    'delinquencyRange:loan.v1.DelinquencyRangeDataV1 amount:loan.v1.LoanAmountDataV1! charges:[loan.v1.LoanChargeDataRangeViewV1]! '
    + 'currency:generic.v1.CurrencyDataV1!',
  'loan.v1.LoanAmountDataV1': 'totalAmount:bigdecimal principalAmount:bigdecimal interestAmount:bigdecimal feeAmount:bigdecimal penaltyAmount:bigdecimal',
  'loan.v1.LoanChargeDataRangeViewV1': 'id:long! name:string! currency:generic.v1.CurrencyDataV1! amount:bigdecimal!',
};
