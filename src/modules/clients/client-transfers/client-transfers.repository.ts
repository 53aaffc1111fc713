import type { Insertable, Kysely } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

/** Fineract's TransferEventType ids (m_client_transfer_details.transfer_type). */
export const TransferEventType = { PROPOSAL: 1, ACCEPTANCE: 2, WITHDRAWAL: 3, REJECTION: 4 } as const;

export type TransferDetailValues = Insertable<TenantDB['m_client_transfer_details']>;

export async function insertTransferDetail(untyped: Kysely<object>, values: TransferDetailValues): Promise<void> {
  await tenantTables(untyped).insertInto('m_client_transfer_details').values(values).execute();
}
