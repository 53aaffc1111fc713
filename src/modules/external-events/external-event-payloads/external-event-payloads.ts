import {
  registerBatchEventPayload, registerExternalEventPayload, registerExternalEventPriorPayload, registerPayloadCodec, registerStateChangeEvent,
} from '../../../platform/events/index.ts';
import { loanDelinquencyRangeChangedEvent } from '../../loans/index.ts';
import { CLIENT_EVENT_TYPES, clientCodec, clientPayload } from './client-payload.ts';
import { commandProcessingResultCodec, GROUP_EVENT_TYPES, groupPayload } from './group-payload.ts';
import { LOAN_ACCOUNT_BATCH_EVENT_TYPES, LOAN_ACCOUNT_EVENT_TYPES, loanAccountCodec, loanAccountPayload, loanAccountPayloads } from './loan-account-payload.ts';
import {
  LOAN_CHARGE_DELETED_EVENT_TYPE, LOAN_CHARGE_EVENT_TYPES, loanChargeCodec, loanChargeDeletedCodec, loanChargeDeletedPayload, loanChargePayload,
} from './loan-charge-payload.ts';
import { LOAN_DELINQUENCY_RANGE_EVENT_TYPE, loanDelinquencyRangeCodec, loanDelinquencyRangePayload, loanDelinquencyRangePayloads } from './loan-delinquency-range-payload.ts';
import { loanStatusChangedEvent } from './loan-status-change.ts';
import { LOAN_PRODUCT_EVENT_TYPES, loanProductCodec, loanProductPayload } from './loan-product-payload.ts';
import { LOAN_OWNERSHIP_TRANSFER_EVENT_TYPE, loanOwnershipTransferCodec, loanOwnershipTransferPayloads } from './loan-ownership-transfer-payload.ts';
import { loanAccountsStayedLockedCodec, loanRepaymentDueCodec } from './loan-repayment-due-records.ts';
import {
  LOAN_CHARGE_TRANSACTION_EVENT_TYPES, LOAN_DISBURSAL_TRANSACTION_EVENT_TYPE, LOAN_TRANSACTION_BATCH_EVENT_TYPES, LOAN_TRANSACTION_EVENT_TYPES, loanDisbursalTransactionPayload,
  loanTransactionAdjustmentCodec, loanTransactionAdjustmentPayload, loanTransactionCodec, loanTransactionPayload, loanTransactionPayloads,
} from './loan-transaction-payload.ts';
import { SAVINGS_ACCOUNT_EVENT_TYPES, savingsAccountCodec, savingsAccountPayload } from './savings-account-payload.ts';
import { SHARE_ACCOUNT_EVENT_TYPES, shareAccountCodec, shareAccountPayload } from './share-account-payload.ts';
import { SHARE_PRODUCT_EVENT_TYPES, shareProductCodec, shareProductPayload } from './share-product-payload.ts';
import { SAVINGS_TRANSACTION_EVENT_TYPES, savingsTransactionCodec, savingsTransactionPayload, savingsTransactionPayloads } from './savings-transaction-payload.ts';

/**
 * Gives the event types that have one their own payload (Fineract's per-type Avro records); every other
 * type keeps the generic CommandResultV1 (docs/events.md, ADRs 0047, 0051 and 0053).
 */
export function registerExternalEventPayloads(): void {
  registerPayloadCodec(loanTransactionCodec);
  for (const [type, transactionType] of LOAN_TRANSACTION_EVENT_TYPES) {
    registerExternalEventPayload(type, loanTransactionPayload(transactionType));
  }
  for (const [type, transactionType] of LOAN_CHARGE_TRANSACTION_EVENT_TYPES) {
    registerExternalEventPayload(type, loanTransactionPayload(transactionType, (r) => r.subResourceId));
  }
  registerExternalEventPayload(LOAN_DISBURSAL_TRANSACTION_EVENT_TYPE, loanDisbursalTransactionPayload);
  for (const type of LOAN_TRANSACTION_BATCH_EVENT_TYPES) {
    registerBatchEventPayload(type, loanTransactionPayloads);
  }
  registerPayloadCodec(loanTransactionAdjustmentCodec);
  registerExternalEventPayload('LoanAdjustTransactionBusinessEvent', loanTransactionAdjustmentPayload);
  registerPayloadCodec(clientCodec);
  for (const type of CLIENT_EVENT_TYPES) {
    registerExternalEventPayload(type, clientPayload);
  }
  registerPayloadCodec(savingsTransactionCodec);
  for (const [type, transactionType] of SAVINGS_TRANSACTION_EVENT_TYPES) {
    registerExternalEventPayload(type, savingsTransactionPayload(transactionType));
    // the legs of an account transfer, raised inside the transfer's command
    registerBatchEventPayload(type, savingsTransactionPayloads(transactionType));
  }
  registerPayloadCodec(loanAccountCodec);
  for (const type of LOAN_ACCOUNT_EVENT_TYPES) {
    registerExternalEventPayload(type, loanAccountPayload);
  }
  // The status changes at the transition, the delinquency range after the loan was classified (Fineract's order).
  registerStateChangeEvent(loanStatusChangedEvent);
  registerPayloadCodec(loanDelinquencyRangeCodec);
  registerExternalEventPayload(LOAN_DELINQUENCY_RANGE_EVENT_TYPE, loanDelinquencyRangePayload);
  registerBatchEventPayload(LOAN_DELINQUENCY_RANGE_EVENT_TYPE, loanDelinquencyRangePayloads);
  registerStateChangeEvent(loanDelinquencyRangeChangedEvent);
  for (const type of LOAN_ACCOUNT_BATCH_EVENT_TYPES) {
    registerBatchEventPayload(type, loanAccountPayloads);
  }
  registerPayloadCodec(loanChargeCodec);
  for (const type of LOAN_CHARGE_EVENT_TYPES) {
    registerExternalEventPayload(type, loanChargePayload);
  }
  // The deletion's record names the removed row's charge definition: read before the command removes it.
  registerPayloadCodec(loanChargeDeletedCodec);
  registerExternalEventPriorPayload(LOAN_CHARGE_DELETED_EVENT_TYPE, loanChargeDeletedPayload);
  registerPayloadCodec(savingsAccountCodec);
  for (const type of SAVINGS_ACCOUNT_EVENT_TYPES) {
    registerExternalEventPayload(type, savingsAccountPayload);
  }
  registerPayloadCodec(shareAccountCodec);
  for (const type of SHARE_ACCOUNT_EVENT_TYPES) {
    registerExternalEventPayload(type, shareAccountPayload);
  }
  registerPayloadCodec(loanProductCodec);
  for (const type of LOAN_PRODUCT_EVENT_TYPES) {
    registerExternalEventPayload(type, loanProductPayload);
  }
  registerPayloadCodec(shareProductCodec);
  for (const type of SHARE_PRODUCT_EVENT_TYPES) {
    registerExternalEventPayload(type, shareProductPayload);
  }
  // Close of business writes these payloads itself, for a whole chunk of loans at once.
  registerPayloadCodec(loanRepaymentDueCodec);
  registerPayloadCodec(loanAccountsStayedLockedCodec);
  // The external asset owner transfers close of business executes, cancels or declines (and the loans' snapshots after).
  registerPayloadCodec(loanOwnershipTransferCodec);
  registerBatchEventPayload(LOAN_OWNERSHIP_TRANSFER_EVENT_TYPE, loanOwnershipTransferPayloads);
  registerPayloadCodec(commandProcessingResultCodec);
  for (const type of GROUP_EVENT_TYPES) {
    registerExternalEventPayload(type, groupPayload);
  }
}
