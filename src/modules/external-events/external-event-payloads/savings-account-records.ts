import type { RecordDefinitions } from './avro-records.ts';
import { SAVINGS_TRANSACTION_RECORDS } from './savings-transaction-records.ts';

/**
 * Fineract's SavingsAccountDataV1 and the savings records only it names (fineract-avro-schemas), field for field in
 * their order; the records it shares with SavingsAccountTransactionDataV1 (currency, enum option, the transaction,
 * the savings charge and what they name) come from there. Its parsing canonical form is Fineract's.
 */
export const SAVINGS_ACCOUNT_RECORDS: RecordDefinitions = {
  ...SAVINGS_TRANSACTION_RECORDS,
  'savings.v1.SavingsAccountDataV1':
    'id:int accountNo:string depositType:generic.v1.EnumOptionDataV1 externalId:string groupId:int groupName:string clientId:int '
    + 'clientName:string savingsProductId:int savingsProductName:string fieldOfficerId:int fieldOfficerName:string '
    + 'status:savings.v1.SavingsAccountStatusEnumDataV1 subStatus:savings.v1.SavingsAccountSubStatusEnumDataV1 reasonForBlock:string '
    + 'timeline:savings.v1.SavingsAccountApplicationTimelineDataV1 currency:generic.v1.CurrencyDataV1 '
    + 'nominalAnnualInterestRate:bigdecimal interestCompoundingPeriodType:generic.v1.EnumOptionDataV1 '
    + 'interestPostingPeriodType:generic.v1.EnumOptionDataV1 interestCalculationType:generic.v1.EnumOptionDataV1 '
    + 'interestCalculationDaysInYearType:generic.v1.EnumOptionDataV1 minRequiredOpeningBalance:bigdecimal lockinPeriodFrequency:int '
    + 'lockinPeriodFrequencyType:generic.v1.EnumOptionDataV1 withdrawalFeeForTransfers:boolean allowOverdraft:boolean '
    + 'overdraftLimit:bigdecimal minRequiredBalance:bigdecimal enforceMinRequiredBalance:boolean maxAllowedLienLimit:bigdecimal '
    + 'lienAllowed:boolean minBalanceForInterestCalculation:bigdecimal onHoldFunds:bigdecimal withHoldTax:boolean '
    + 'lastActiveTransactionDate:string isDormancyTrackingActive:boolean daysToInactive:int daysToDormancy:int daysToEscheat:int '
    + 'savingsAmountOnHold:bigdecimal summary:savings.v1.SavingsAccountSummaryDataV1 '
    + 'transactions:[savings.v1.SavingsAccountTransactionDataV1] charges:[savings.v1.SavingsAccountChargeDataV1] '
    + 'withdrawalFee:savings.v1.SavingsAccountChargeDataV1 annualFee:savings.v1.SavingsAccountChargeDataV1 '
    + 'nominalAnnualInterestRateOverdraft:bigdecimal minOverdraftForInterestCalculation:bigdecimal',
  'savings.v1.SavingsAccountStatusEnumDataV1':
    'id:int code:string value:string submittedAndPendingApproval:boolean approved:boolean rejected:boolean '
    + 'withdrawnByApplicant:boolean active:boolean closed:boolean prematureClosed:boolean transferInProgress:boolean '
    + 'transferOnHold:boolean matured:boolean',
  'savings.v1.SavingsAccountSubStatusEnumDataV1':
    'id:int code:string value:string none:boolean inactive:boolean dormant:boolean escheat:boolean block:boolean blockCredit:boolean '
    + 'blockDebit:boolean',
  'savings.v1.SavingsAccountApplicationTimelineDataV1':
    'submittedOnDate:string submittedByUsername:string submittedByFirstname:string submittedByLastname:string rejectedOnDate:string '
    + 'rejectedByUsername:string rejectedByFirstname:string rejectedByLastname:string withdrawnOnDate:string withdrawnByUsername:string '
    + 'withdrawnByFirstname:string withdrawnByLastname:string approvedOnDate:string approvedByUsername:string approvedByFirstname:string '
    + 'approvedByLastname:string activatedOnDate:string activatedByUsername:string activatedByFirstname:string '
    + 'activatedByLastname:string closedOnDate:string closedByUsername:string closedByFirstname:string closedByLastname:string',
  'savings.v1.SavingsAccountSummaryDataV1':
    'currency:generic.v1.CurrencyDataV1 totalDeposits:bigdecimal totalWithdrawals:bigdecimal totalWithdrawalFees:bigdecimal '
    + 'totalAnnualFees:bigdecimal totalInterestEarned:bigdecimal totalInterestPosted:bigdecimal accountBalance:bigdecimal '
    + 'totalFeeCharge:bigdecimal totalPenaltyCharge:bigdecimal totalOverdraftInterestDerived:bigdecimal totalWithholdTax:bigdecimal '
    + 'interestNotPosted:bigdecimal lastInterestCalculationDate:string availableBalance:bigdecimal interestPostedTillDate:string '
    + 'prevInterestPostedTillDate:string',
};
