import type { Kysely } from 'kysely';
import type { CommandResult } from '../../../platform/commands/index.ts';
import type { ExternalEventPayload } from '../../../platform/events/index.ts';
import { NotFoundError } from '../../../shared/errors/api-errors.ts';
import { retrieveSavingsAccount } from '../../savings/index.ts';
import { payloadCodecOf, payloadFromView } from './avro-records.ts';
import { SAVINGS_ACCOUNT_RECORDS } from './savings-account-records.ts';

/** The record the savings account events carry (Fineract's SavingsAccountBusinessEvent payload). */
const SAVINGS_ACCOUNT_RECORD = 'savings.v1.SavingsAccountDataV1';

/** Its codec: the schema `org.apache.fineract.avro.savings.v1.SavingsAccountDataV1`. */
export const savingsAccountCodec = payloadCodecOf(SAVINGS_ACCOUNT_RECORDS, SAVINGS_ACCOUNT_RECORD);

/** The savings events commands raise whose Fineract class is a SavingsAccountBusinessEvent: the account's lifecycle and interest posting. */
export const SAVINGS_ACCOUNT_EVENT_TYPES: readonly string[] = [
  'SavingsCreateBusinessEvent', 'SavingsApproveBusinessEvent', 'SavingsRejectBusinessEvent', 'SavingsActivateBusinessEvent', 'SavingsCloseBusinessEvent',
  'SavingsPostInterestBusinessEvent',
];

/**
 * The payload of a savings account event: the account the command wrote (its result's `savingsId`, else
 * `resourceId`) as GET /savingsaccounts/{id} answers it without associations (the savings module's read model),
 * as Fineract's serializer reads the account through its savings read service (no transactions, no charges).
 */
export async function savingsAccountPayload(trx: Kysely<object>, result: CommandResult): Promise<ExternalEventPayload | undefined> {
  const accountId = result.savingsId ?? result.resourceId;
  if (accountId === undefined || accountId === null) {
    return undefined;
  }
  const account = await retrieveSavingsAccount(trx, accountId, {}).catch((error: unknown) => {
    if (error instanceof NotFoundError) {
      return undefined;
    }
    throw error;
  });
  if (account === undefined) {
    return undefined;
  }
  return { schema: savingsAccountCodec.schema, data: payloadFromView(SAVINGS_ACCOUNT_RECORDS, SAVINGS_ACCOUNT_RECORD, account) };
}
