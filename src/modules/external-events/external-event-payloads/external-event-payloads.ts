import { registerExternalEventPayload, registerPayloadCodec } from '../../../platform/events/index.ts';
import { LOAN_TRANSACTION_EVENT_TYPES, loanTransactionCodec, loanTransactionPayload } from './loan-transaction-payload.ts';

/**
 * Gives the event types that have one their own payload (Fineract's per-type Avro records); every other
 * type keeps the generic CommandResultV1 (docs/events.md, ADR 0047).
 */
export function registerExternalEventPayloads(): void {
  registerPayloadCodec(loanTransactionCodec);
  for (const [type, transactionType] of LOAN_TRANSACTION_EVENT_TYPES) {
    registerExternalEventPayload(type, loanTransactionPayload(transactionType));
  }
}
