import type { Generated, Insertable, Kysely } from 'kysely';

/** Fineract's TransferEventType ids (m_client_transfer_details.transfer_type). */
export const TransferEventType = { PROPOSAL: 1, ACCEPTANCE: 2, WITHDRAWAL: 3, REJECTION: 4 } as const;

/** m_client_transfer_details: one row per step of a client's transfer between offices. */
type TransferTables = {
  m_client_transfer_details: {
    id: Generated<number>;
    client_id: number;
    from_office_id: number;
    to_office_id: number;
    proposed_transfer_date: string | null;
    transfer_type: number;
    submitted_on: string;
    submitted_by: number;
  };
};

export type TransferDetailValues = Insertable<TransferTables['m_client_transfer_details']>;

export async function insertTransferDetail(untyped: Kysely<object>, values: TransferDetailValues): Promise<void> {
  await untyped.withTables<TransferTables>().insertInto('m_client_transfer_details').values(values).execute();
}
