import type { Kysely } from 'kysely';
import type { CommandResult } from '../../../platform/commands/index.ts';
import type { ExternalEventPayload } from '../../../platform/events/index.ts';
import { NotFoundError } from '../../../shared/errors/api-errors.ts';
import { retrieveShareProduct } from '../../shares/index.ts';
import type { RecordDefinitions } from './avro-records.ts';
import { payloadCodecOf, payloadFromView } from './avro-records.ts';
import { SAVINGS_TRANSACTION_RECORDS } from './savings-transaction-records.ts';

/**
 * Fineract's ShareProductDataV1 and ShareProductMarketPriceDataV1 (fineract-avro-schemas), field for field in their
 * order; currency, enum option and charge come from the savings transaction records. Its parsing canonical form is
 * Fineract's.
 */
export const SHARE_PRODUCT_RECORDS: RecordDefinitions = {
  ...SAVINGS_TRANSACTION_RECORDS,
  'share.v1.ShareProductDataV1':
    'id:long name:string shortName:string description:string externalId:string currency:generic.v1.CurrencyDataV1 totalShares:long '
    + 'totalSharesIssued:long unitPrice:bigdecimal shareCapital:bigdecimal minimumShares:long nominalShares:long maximumShares:long '
    + 'marketPrice:[share.v1.ShareProductMarketPriceDataV1] charges:[portfolio.v1.ChargeDataV1] allowDividendCalculationForInactiveClients:boolean '
    + 'lockinPeriod:int lockPeriodTypeEnum:generic.v1.EnumOptionDataV1 minimumActivePeriod:int '
    + 'minimumActivePeriodForDividendsTypeEnum:generic.v1.EnumOptionDataV1',
  'share.v1.ShareProductMarketPriceDataV1': 'id:long fromDate:string shareValue:bigdecimal',
};

/** The record the share product dividend event carries (Fineract's ShareProductDividentsCreateBusinessEvent payload). */
const SHARE_PRODUCT_RECORD = 'share.v1.ShareProductDataV1';

/** Its codec: the schema `org.apache.fineract.avro.share.v1.ShareProductDataV1`. */
export const shareProductCodec = payloadCodecOf(SHARE_PRODUCT_RECORDS, SHARE_PRODUCT_RECORD);

/** The share product events commands raise: the dividend declaration (Fineract's type name keeps its spelling). */
export const SHARE_PRODUCT_EVENT_TYPES: readonly string[] = ['ShareProductDividentsCreateBusinessEvent'];

/**
 * The payload of a dividend declaration: not the dividend but its product (the result's `resourceId`) as
 * GET /products/share/{id} answers it without the template (the shares module's read model), as Fineract's
 * serializer reads the product the event names.
 */
export async function shareProductPayload(trx: Kysely<object>, result: CommandResult): Promise<ExternalEventPayload | undefined> {
  const productId = result.resourceId;
  if (productId === undefined || productId === null) {
    return undefined;
  }
  const product = await retrieveShareProduct(trx, productId, {}).catch((error: unknown) => {
    if (error instanceof NotFoundError) {
      return undefined;
    }
    throw error;
  });
  if (product === undefined) {
    return undefined;
  }
  return { schema: shareProductCodec.schema, data: payloadFromView(SHARE_PRODUCT_RECORDS, SHARE_PRODUCT_RECORD, product) };
}
