import type { RecordDefinitions } from './avro-records.ts';

/**
 * Fineract's LoanTransactionDataV1 and every record it names (fineract-avro-schemas), and LoanTransactionAdjustmentDataV1
 * (two of them), field for field in
 * their order, so the schema's parsing canonical form, and with it the fingerprint a consumer built on
 * fineract-avro-schemas looks up, is Fineract's.
 */
export const LOAN_TRANSACTION_RECORDS: RecordDefinitions = {
  'loan.v1.LoanTransactionAdjustmentDataV1': 'transactionToAdjust:loan.v1.LoanTransactionDataV1 newTransactionDetail:loan.v1.LoanTransactionDataV1',
  'loan.v1.LoanTransactionDataV1':
    'id:long loanId:long externalLoanId:string officeId:long officeName:string type:loan.v1.LoanTransactionEnumDataV1 date:string '
    + 'currency:generic.v1.CurrencyDataV1 paymentDetailData:payment.v1.PaymentDetailDataV1 amount:bigdecimal netDisbursalAmount:bigdecimal '
    + 'principalPortion:bigdecimal interestPortion:bigdecimal feeChargesPortion:bigdecimal penaltyChargesPortion:bigdecimal overpaymentPortion:bigdecimal '
    + 'unrecognizedIncomePortion:bigdecimal externalId:string externalOwnerId:string transfer:savings.v1.AccountTransferDataV1 fixedEmiAmount:bigdecimal '
    + 'outstandingLoanBalance:bigdecimal submittedOnDate:string manuallyReversed:boolean possibleNextRepaymentDate:string '
    + 'loanChargePaidByList:[loan.v1.LoanChargePaidByDataV1] transactionRelations:[loan.v1.LoanTransactionRelationDataV1] '
    + 'unpaidCharges:[loan.v1.UnpaidChargeDataV1] reversedOnDate:string',
  'loan.v1.LoanTransactionEnumDataV1':
    'id:int code:string value:string disbursement:boolean repaymentAtDisbursement:boolean repayment:boolean merchantIssuedRefund:boolean '
    + 'payoutRefund:boolean goodwillCredit:boolean chargeRefund:boolean contra:boolean waiveInterest:boolean waiveCharges:boolean accrual:boolean '
    + 'writeOff:boolean recoveryRepayment:boolean initiateTransfer:boolean approveTransfer:boolean withdrawTransfer:boolean rejectTransfer:boolean '
    + 'chargePayment:boolean refund:boolean refundForActiveLoans:boolean creditBalanceRefund:boolean chargeback:boolean',
  'generic.v1.CurrencyDataV1': 'code:string name:string decimalPlaces:int inMultiplesOf:int displaySymbol:string nameCode:string displayLabel:string',
  'payment.v1.PaymentDetailDataV1':
    'id:long paymentType:payment.v1.PaymentTypeDataV1 accountNumber:string checkNumber:string routingCode:string receiptNumber:string bankNumber:string',
  'payment.v1.PaymentTypeDataV1': 'id:long name:string description:string isCashPayment:boolean position:long codeName:string isSystemDefined:boolean',
  'savings.v1.AccountTransferDataV1':
    'id:int reversed:boolean currency:generic.v1.CurrencyDataV1 transferAmount:bigdecimal transferDate:string transferDescription:string '
    + 'fromOffice:office.v1.OfficeDataV1 fromClient:client.v1.ClientDataV1 fromAccountType:generic.v1.EnumOptionDataV1 '
    + 'fromAccount:portfolio.v1.PortfolioAccountDataV1 toOffice:office.v1.OfficeDataV1 toClient:client.v1.ClientDataV1 '
    + 'toAccountType:generic.v1.EnumOptionDataV1 toAccount:portfolio.v1.PortfolioAccountDataV1',
  'office.v1.OfficeDataV1':
    'id:long name:string nameDecorated:string externalId:string openingDate:string hierarchy:string parentId:long parentName:string '
    + 'allowedParents:[office.v1.OfficeDataV1]',
  'client.v1.ClientDataV1':
    'id:long accountNo:string externalId:string status:generic.v1.EnumOptionDataV1 subStatus:generic.v1.CodeValueDataV1 active:boolean '
    + 'activationDate:string firstname:string middlename:string lastname:string fullname:string displayName:string mobileNo:string '
    + 'emailAddress:string dateOfBirth:string gender:generic.v1.CodeValueDataV1 clientType:generic.v1.CodeValueDataV1 '
    + 'clientClassification:generic.v1.CodeValueDataV1 isStaff:boolean officeId:long officeName:string transferToOfficeId:long '
    + 'transferToOfficeName:string imageId:long imagePresent:boolean staffId:long staffName:string timeline:client.v1.ClientTimelineDataV1 '
    + 'savingsProductId:long savingsProductName:string savingsAccountId:long legalForm:generic.v1.EnumOptionDataV1 '
    + 'clientCollateralManagements:[client.v1.ClientCollateralManagementDataV1] groups:[group.v1.GroupGeneralDataV1]',
  'generic.v1.EnumOptionDataV1': 'id:int code:string value:string',
  'generic.v1.CodeValueDataV1': 'id:long name:string position:int description:string active:boolean mandatory:boolean',
  'client.v1.ClientTimelineDataV1':
    'submittedOnDate:string submittedByUsername:string submittedByFirstname:string submittedByLastname:string activatedOnDate:string '
    + 'activatedByUsername:string activatedByFirstname:string activatedByLastname:string closedOnDate:string closedByUsername:string '
    + 'closedByFirstname:string closedByLastname:string',
  'client.v1.ClientCollateralManagementDataV1':
    'quantity:bigdecimal id:long pctToBase:bigdecimal unitPrice:bigdecimal total:bigdecimal totalCollateral:bigdecimal name:string',
  'group.v1.GroupGeneralDataV1':
    'id:long accountNo:string name:string externalId:string status:generic.v1.EnumOptionDataV1 active:boolean activationDate:string '
    + 'officeId:long officeName:string centerId:long centerName:string staffId:long staffName:string hierarchy:string groupLevel:string '
    + 'groupRoles:[group.v1.GroupRoleDataV1] calendarsData:[generic.v1.CalendarDataV1] collectionMeetingCalendar:generic.v1.CalendarDataV1',
  'group.v1.GroupRoleDataV1': 'id:long role:generic.v1.CodeValueDataV1 clientId:long clientName:string',
  'generic.v1.CalendarDataV1':
    'id:long calendarInstanceId:long entityId:long entityType:generic.v1.EnumOptionDataV1 title:string description:string location:string '
    + 'startDate:string endDate:string meetingTime:string duration:int type:generic.v1.EnumOptionDataV1 repeating:boolean recurrence:string '
    + 'frequency:generic.v1.EnumOptionDataV1 interval:int repeatsOnDay:generic.v1.EnumOptionDataV1 '
    + 'repeatsOnNthDayOfMonth:generic.v1.EnumOptionDataV1 remindBy:generic.v1.EnumOptionDataV1 firstReminder:int secondReminder:int '
    + 'recurringDates:[string] nextTenRecurringDates:[string] humanReadable:string recentEligibleMeetingDate:string createdDate:string '
    + 'lastUpdatedDate:string createdByUserId:long createdByUsername:string lastUpdatedByUserId:long lastUpdatedByUsername:string '
    + 'repeatsOnDayOfMonth:int',
  'portfolio.v1.PortfolioAccountDataV1':
    'id:long accountNo:string externalId:string groupId:long groupName:string clientId:long clientName:string productId:long productName:string '
    + 'fieldOfficerId:long fieldOfficerName:string currency:generic.v1.CurrencyDataV1 amtForTransfer:bigdecimal',
  'loan.v1.LoanChargePaidByDataV1': 'id:int amount:bigdecimal installmentNumber:int chargeId:long transactionId:long name:string',
  'loan.v1.LoanTransactionRelationDataV1':
    'fromLoanTransaction:long! toLoanTransaction:long toLoanCharge:long amount:bigdecimal relationType:string! paymentType:string',
  'loan.v1.UnpaidChargeDataV1': 'chargeId:long! chargeName:string! outstandingAmount:bigdecimal!',
};
