import type { RecordDefinitions } from './avro-records.ts';
import { LOAN_TRANSACTION_RECORDS } from './loan-transaction-records.ts';

/**
 * Fineract's ShareAccountDataV1 and the share records it names (fineract-avro-schemas), field for field in their
 * order; currency and enum option come from the loan transaction records. Its parsing canonical form is Fineract's.
 */
export const SHARE_ACCOUNT_RECORDS: RecordDefinitions = {
  ...LOAN_TRANSACTION_RECORDS,
  'share.v1.ShareAccountDataV1':
    'id:long accountNo:string externalId:string savingsAccountNumber:string clientId:long clientName:string defaultShares:long '
    + 'productId:long productName:string status:share.v1.ShareAccountStatusEnumDataV1 '
    + 'timeline:share.v1.ShareAccountApplicationTimelineDataV1 currency:generic.v1.CurrencyDataV1 '
    + 'summary:share.v1.ShareAccountSummaryDataV1 purchasedShares:[share.v1.ShareAccountTransactionDataV1] savingsAccountId:long '
    + 'currentMarketPrice:bigdecimal lockinPeriod:int lockPeriodTypeEnum:generic.v1.EnumOptionDataV1 minimumActivePeriod:int '
    + 'minimumActivePeriodTypeEnum:generic.v1.EnumOptionDataV1 allowDividendCalculationForInactiveClients:boolean',
  'share.v1.ShareAccountStatusEnumDataV1':
    'id:long code:string value:string submittedAndPendingApproval:boolean approved:boolean rejected:boolean active:boolean '
    + 'closed:boolean',
  'share.v1.ShareAccountApplicationTimelineDataV1':
    'submittedOnDate:string submittedByUsername:string submittedByFirstname:string submittedByLastname:string rejectedDate:string '
    + 'rejectedByUsername:string rejectedByFirstname:string rejectedByLastname:string approvedDate:string approvedByUsername:string '
    + 'approvedByFirstname:string approvedByLastname:string activatedDate:string activatedByUsername:string '
    + 'activatedByFirstname:string activatedByLastname:string closedDate:string closedByUsername:string closedByFirstname:string '
    + 'closedByLastname:string',
  'share.v1.ShareAccountSummaryDataV1':
    'id:long accountNo:string totalApprovedShares:long totalPendingForApprovalShares:long externalId:string productId:long '
    + 'productName:string shortProductName:string status:share.v1.ShareAccountStatusEnumDataV1 currency:generic.v1.CurrencyDataV1 '
    + 'timeline:share.v1.ShareAccountApplicationTimelineDataV1',
  'share.v1.ShareAccountTransactionDataV1':
    'id:long accountId:long purchasedDate:string numberOfShares:long purchasedPrice:bigdecimal status:generic.v1.EnumOptionDataV1 '
    + 'type:generic.v1.EnumOptionDataV1 amount:bigdecimal chargeAmount:bigdecimal amountPaid:bigdecimal',
};
