import type { AliasableExpression, Expression, Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';

/**
 * The external id of the owner of a loan's active external asset transfer (the loan's row in
 * `m_external_asset_owner_transfer_loan_mapping`), null when nobody holds the loan: a scalar sub-select over the
 * loan's id, for a payload's own statement, as Fineract's investor module adds `externalOwnerId` to the loan records.
 */
export function activeOwnerExternalId(trx: Kysely<object>, loanId: Expression<number>): AliasableExpression<string | null> {
  return tenantTables(trx)
    .selectFrom('m_external_asset_owner_transfer_loan_mapping as m')
    .innerJoin('m_external_asset_owner_transfer as tr', 'tr.id', 'm.owner_transfer_id')
    .innerJoin('m_external_asset_owner as ow', 'ow.id', 'tr.owner_id')
    .select('ow.external_id')
    .where('m.loan_id', '=', loanId)
    .limit(1)
    .$asScalar();
}
