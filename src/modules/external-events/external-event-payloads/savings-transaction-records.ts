import type { RecordDefinitions } from './avro-records.ts';
import { LOAN_TRANSACTION_RECORDS } from './loan-transaction-records.ts';

/**
 * Fineract's SavingsAccountTransactionDataV1 and the savings records it names (fineract-avro-schemas), field for
 * field in their order; the records it shares with LoanTransactionDataV1 (currency, payment detail, account
 * transfer and what that names) come from there. Its parsing canonical form is Fineract's.
 */
export const SAVINGS_TRANSACTION_RECORDS: RecordDefinitions = {
  ...LOAN_TRANSACTION_RECORDS,
  'savings.v1.SavingsAccountTransactionDataV1':
    'id:long transactionType:savings.v1.SavingsAccountTransactionEnumDataV1 accountId:long accountNo:string date:string '
    + 'currency:generic.v1.CurrencyDataV1 paymentDetailData:payment.v1.PaymentDetailDataV1 amount:bigdecimal outstandingChargeAmount:bigdecimal '
    + 'runningBalance:bigdecimal reversed:boolean transfer:savings.v1.AccountTransferDataV1 submittedOnDate:string interestedPostedAsOn:boolean '
    + 'submittedByUsername:string note:string isManualTransaction:boolean isReversal:boolean originalTransactionId:string lienTransaction:boolean '
    + 'releaseTransactionId:long reasonForBlock:string chargesPaidByData:[savings.v1.SavingsAccountChargesPaidByDataV1]',
  'savings.v1.SavingsAccountTransactionEnumDataV1':
    'id:long code:string value:string deposit:boolean dividendPayout:boolean withdrawal:boolean interestPosting:boolean feeDeduction:boolean '
    + 'initiateTransfer:boolean approveTransfer:boolean withdrawTransfer:boolean rejectTransfer:boolean overdraftInterest:boolean writtenoff:boolean '
    + 'overdraftFee:boolean withholdTax:boolean escheat:boolean amountHold:boolean amountRelease:boolean',
  'savings.v1.SavingsAccountChargesPaidByDataV1': 'chargeId:long amount:bigdecimal savingsAccountChargeData:savings.v1.SavingsAccountChargeDataV1',
  'savings.v1.SavingsAccountChargeDataV1':
    'id:long chargeId:long accountId:long name:string chargeTimeType:generic.v1.EnumOptionDataV1 dueDate:string feeOnMonthDay:string '
    + 'feeInterval:int chargeCalculationType:generic.v1.EnumOptionDataV1 percentage:bigdecimal amountPercentageAppliedTo:bigdecimal '
    + 'currency:generic.v1.CurrencyDataV1 amount:bigdecimal amountPaid:bigdecimal amountWaived:bigdecimal amountWrittenOff:bigdecimal '
    + 'amountOutstanding:bigdecimal amountOrPercentage:bigdecimal penalty:boolean isActive:boolean isFreeWithdrawal:boolean '
    + 'freeWithdrawalChargeFrequency:int restartFrequency:int restartFrequencyEnum:int inactivationDate:string chargeData:portfolio.v1.ChargeDataV1',
  'portfolio.v1.ChargeDataV1':
    'id:long name:string active:boolean penalty:boolean freeWithdrawal:boolean freeWithdrawalChargeFrequency:int restartFrequency:int '
    + 'restartFrequencyEnum:int isPaymentType:boolean paymentTypeOptions:payment.v1.PaymentTypeDataV1 currency:generic.v1.CurrencyDataV1 '
    + 'amount:bigdecimal chargeTimeType:generic.v1.EnumOptionDataV1 chargeAppliesTo:generic.v1.EnumOptionDataV1 '
    + 'chargeCalculationType:generic.v1.EnumOptionDataV1 chargePaymentMode:generic.v1.EnumOptionDataV1 feeOnMonthDay:string feeInterval:int '
    + 'minCap:bigdecimal maxCap:bigdecimal feeFrequency:generic.v1.EnumOptionDataV1 incomeOrLiabilityAccount:gl.v1.GLAccountDataV1',
  'gl.v1.GLAccountDataV1':
    'id:long name:string parentId:long glCode:string disabled:boolean manualEntriesAllowed:boolean type:generic.v1.EnumOptionDataV1 '
    + 'usage:generic.v1.EnumOptionDataV1 description:string nameDecorated:string tagId:generic.v1.CodeValueDataV1 organizationRunningBalance:long',
};
