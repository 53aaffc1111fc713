import type { Kysely } from 'kysely';
import type { CommandResult } from '../../../platform/commands/index.ts';
import type { ExternalEventPayload } from '../../../platform/events/index.ts';
import type { TenantClock } from '../../../platform/settings/index.ts';
import { NotFoundError } from '../../../shared/errors/api-errors.ts';
import { retrieveShareAccount } from '../../shares/index.ts';
import { payloadCodecOf, payloadFromView } from './avro-records.ts';
import { SHARE_ACCOUNT_RECORDS } from './share-account-records.ts';

/** The record the share account events carry (Fineract's ShareAccountBusinessEvent payload). */
const SHARE_ACCOUNT_RECORD = 'share.v1.ShareAccountDataV1';

/** Its codec: the schema `org.apache.fineract.avro.share.v1.ShareAccountDataV1`. */
export const shareAccountCodec = payloadCodecOf(SHARE_ACCOUNT_RECORDS, SHARE_ACCOUNT_RECORD);

/** The share account events commands raise: Fineract's ShareAccountBusinessEvent kinds. */
export const SHARE_ACCOUNT_EVENT_TYPES: readonly string[] = ['ShareAccountCreateBusinessEvent', 'ShareAccountApproveBusinessEvent'];

/**
 * The payload of a share account event: the account the command wrote (its result's `resourceId`) as
 * GET /accounts/share/{id} answers it on the business date (the shares module's read model: the account, its
 * product, its purchases and redemptions, the market price, its charges), as Fineract's serializer reads it
 * through its share account read service.
 */
export async function shareAccountPayload(trx: Kysely<object>, result: CommandResult, clock: TenantClock): Promise<ExternalEventPayload | undefined> {
  const accountId = result.resourceId;
  if (accountId === undefined || accountId === null) {
    return undefined;
  }
  const account = await retrieveShareAccount(trx, accountId, await clock.businessDate()).catch((error: unknown) => {
    if (error instanceof NotFoundError) {
      return undefined;
    }
    throw error;
  });
  if (account === undefined) {
    return undefined;
  }
  return { schema: shareAccountCodec.schema, data: payloadFromView(SHARE_ACCOUNT_RECORDS, SHARE_ACCOUNT_RECORD, account) };
}
