import type { Kysely } from 'kysely';
import type { CommandResult } from '../../../platform/commands/index.ts';
import type { ExternalEventPayload } from '../../../platform/events/index.ts';
import { retrieveClient } from '../../clients/index.ts';
import { payloadCodecOf, payloadFromView } from './avro-records.ts';
import { LOAN_TRANSACTION_RECORDS } from './loan-transaction-records.ts';

/** The record the client events carry (Fineract's ClientBusinessEvent payload). */
const CLIENT_RECORD = 'client.v1.ClientDataV1';

/** Its codec: the schema `org.apache.fineract.avro.client.v1.ClientDataV1` (LoanTransactionDataV1 names it too). */
export const clientCodec = payloadCodecOf(LOAN_TRANSACTION_RECORDS, CLIENT_RECORD);

/** The client events commands raise: Fineract's ClientBusinessEvent kinds. */
export const CLIENT_EVENT_TYPES: readonly string[] = ['ClientCreateBusinessEvent', 'ClientActivateBusinessEvent', 'ClientRejectBusinessEvent'];

/** Every user sees every client here: the payload describes the client whoever raised the event. */
const WHOLE_HIERARCHY = '.';

/**
 * The payload builder of a client event: the client the command wrote as GET /clients/{id} answers it (the
 * clients module's read model: the client, then its groups), as Fineract's serializer reads it through its
 * client read service.
 */
export async function clientPayload(trx: Kysely<object>, result: CommandResult): Promise<ExternalEventPayload | undefined> {
  const clientId = result.clientId ?? result.resourceId;
  if (clientId === undefined || clientId === null) {
    return undefined;
  }
  const client = await retrieveClient(trx, clientId, {}, WHOLE_HIERARCHY);
  return { schema: clientCodec.schema, data: payloadFromView(LOAN_TRANSACTION_RECORDS, CLIENT_RECORD, client) };
}
