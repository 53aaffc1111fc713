import type { CommandResult } from '../../../platform/commands/index.ts';
import type { ExternalEventPayload } from '../../../platform/events/index.ts';
import { payloadCodecOf, type RecordDefinitions } from './avro-records.ts';

/** The record the group and center events carry: Fineract's own command result record (its GroupsBusinessEvent payload). */
const COMMAND_PROCESSING_RESULT_RECORD = 'generic.v1.CommandProcessingResultV1';

/** Fineract's CommandProcessingResultV1 (fineract-avro-schemas), field for field in its order. */
export const COMMAND_PROCESSING_RESULT_RECORDS: RecordDefinitions = {
  [COMMAND_PROCESSING_RESULT_RECORD]:
    'commandId:long officeId:long groupId:long clientId:long loanId:long savingsId:long resourceId:long subResourceId:long transactionId:long '
    + 'resourceIdentifier:string productId:long gsimId:long glimId:long',
};

/** Its codec: the schema `org.apache.fineract.avro.generic.v1.CommandProcessingResultV1`. */
export const commandProcessingResultCodec = payloadCodecOf(COMMAND_PROCESSING_RESULT_RECORDS, COMMAND_PROCESSING_RESULT_RECORD);

/** The group events commands raise: Fineract's GroupsBusinessEvent kinds. */
export const GROUP_EVENT_TYPES: readonly string[] = ['GroupsCreateBusinessEvent', 'CentersCreateBusinessEvent'];

/** A transaction id as Fineract's `long`: our results carry it as text; anything but digits has no long form. */
function transactionIdOf(text: string | null | undefined): number | null {
  return text !== null && text !== undefined && /^\d{1,15}$/.test(text) ? Number(text) : null;
}

/**
 * The payload of a group or center event: the command's result in Fineract's CommandProcessingResultV1, as its
 * serializer maps the result the group write service returns. No statement: everything is in the result (we
 * have no GSIM or GLIM accounts, so `gsimId` and `glimId` are null).
 */
export function groupPayload(_trx: unknown, result: CommandResult, _clock: unknown, commandId: number): Promise<ExternalEventPayload> {
  return Promise.resolve({
    schema: commandProcessingResultCodec.schema,
    data: {
      commandId,
      officeId: result.officeId ?? null,
      groupId: result.groupId ?? null,
      clientId: result.clientId ?? null,
      loanId: result.loanId ?? null,
      savingsId: result.savingsId ?? null,
      resourceId: result.resourceId ?? null,
      subResourceId: result.subResourceId ?? null,
      transactionId: transactionIdOf(result.transactionId),
      resourceIdentifier: result.resourceIdentifier ?? null,
      productId: result.productId ?? null,
      gsimId: null,
      glimId: null,
    },
  });
}
