import type { RecordDefinitions } from './avro-records.ts';
import { payloadCodecOf } from './avro-records.ts';

/**
 * Fineract's LoanRepaymentDueDataV1 and the records it names (fineract-avro-schemas), field for field in their
 * order: the payload of the repayment due and overdue events close of business raises. Its parsing canonical
 * form, and so its fingerprint, is Fineract's.
 */
export const LOAN_REPAYMENT_DUE_RECORDS: RecordDefinitions = {
  'loan.v1.LoanRepaymentDueDataV1':
    'loanId:long| loanAccountNo:string| loanExternalId:string currency:generic.v1.CurrencyDataV1 installment:loan.v1.RepaymentDueDataV1| '
    + 'pastDueAmount:loan.v1.RepaymentPastDueDataV1',
  'generic.v1.CurrencyDataV1': 'code:string name:string decimalPlaces:int inMultiplesOf:int displaySymbol:string nameCode:string displayLabel:string',
  'loan.v1.RepaymentDueDataV1':
    'installmentNumber:int installmentDueDate:string principalAmountDue:bigdecimal interestAmountDue:bigdecimal feeChargeAmountDue:bigdecimal '
    + 'penaltyChargeAmountDue:bigdecimal totalAmountDue:bigdecimal',
  'loan.v1.RepaymentPastDueDataV1': 'totalAmount:bigdecimal principalAmount:bigdecimal interestAmount:bigdecimal feeAmount:bigdecimal penaltyAmount:bigdecimal',
};

/** The codec of `org.apache.fineract.avro.loan.v1.LoanRepaymentDueDataV1` (the loans module writes its payloads). */
export const loanRepaymentDueCodec = payloadCodecOf(LOAN_REPAYMENT_DUE_RECORDS, 'loan.v1.LoanRepaymentDueDataV1');

/** Fineract's LoanAccountsStayedLockedDataV1: the loans a Loan COB run left locked (`LoanAccountsStayedLockedBusinessEvent`). */
const LOAN_ACCOUNTS_STAYED_LOCKED_RECORDS: RecordDefinitions = {
  'loan.v1.LoanAccountsStayedLockedDataV1': 'loanAccounts:[loan.v1.LoanAccountStayedLockedDataV1]!',
  'loan.v1.LoanAccountStayedLockedDataV1': 'id:long! externalId:string accountNo:string',
};

/** The codec of `org.apache.fineract.avro.loan.v1.LoanAccountsStayedLockedDataV1` (the loans module writes its payloads). */
export const loanAccountsStayedLockedCodec = payloadCodecOf(LOAN_ACCOUNTS_STAYED_LOCKED_RECORDS, 'loan.v1.LoanAccountsStayedLockedDataV1');
