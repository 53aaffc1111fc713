import type { Kysely } from 'kysely';
import type { CommandResult } from '../../../platform/commands/index.ts';
import type { ExternalEventPayload } from '../../../platform/events/index.ts';
import { NotFoundError } from '../../../shared/errors/api-errors.ts';
import { retrieveLoanProduct } from '../../loans/index.ts';
import { payloadCodecOf, payloadFromView } from './avro-records.ts';
import { LOAN_ACCOUNT_RECORDS } from './loan-account-records.ts';

/** The record the loan product events carry (Fineract's LoanProductBusinessEvent payload; LoanAccountDataV1 names it too). */
const LOAN_PRODUCT_RECORD = 'loan.v1.LoanProductDataV1';

/** Its codec: the schema `org.apache.fineract.avro.loan.v1.LoanProductDataV1`. */
export const loanProductCodec = payloadCodecOf(LOAN_ACCOUNT_RECORDS, LOAN_PRODUCT_RECORD);

/** The loan product events commands raise: Fineract's only LoanProductBusinessEvent, the creation. */
export const LOAN_PRODUCT_EVENT_TYPES: readonly string[] = ['LoanProductCreateBusinessEvent'];

/**
 * The payload of a loan product event: the product the command wrote (its result's `resourceId`) as
 * GET /loanproducts/{id} answers it without the template (the loans module's read model), as Fineract's serializer
 * reads it through its loan product read service.
 */
export async function loanProductPayload(trx: Kysely<object>, result: CommandResult): Promise<ExternalEventPayload | undefined> {
  const productId = result.resourceId;
  if (productId === undefined || productId === null) {
    return undefined;
  }
  const product = await retrieveLoanProduct(trx, productId, {}).catch((error: unknown) => {
    if (error instanceof NotFoundError) {
      return undefined;
    }
    throw error;
  });
  if (product === undefined) {
    return undefined;
  }
  // The API keeps Fineract's misspelt request/response key; the record spells the field correctly.
  const view = { ...product, allowPartialPeriodInterestCalculation: product.allowPartialPeriodInterestCalcualtion };
  return { schema: loanProductCodec.schema, data: payloadFromView(LOAN_ACCOUNT_RECORDS, LOAN_PRODUCT_RECORD, view) };
}
