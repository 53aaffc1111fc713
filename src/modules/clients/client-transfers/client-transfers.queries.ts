import { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { retrieveClient } from '../clients/clients.queries.ts';
import { findClientById } from '../clients/clients.repository.ts';

/** GET /clients/{id}/transferproposaldate: the proposed transfer date, or null when no transfer is proposed. */
export async function retrieveTransferProposalDate(db: Kysely<object>, clientId: number, userHierarchy: string): Promise<LocalDate | null> {
  await retrieveClient(db, clientId, {}, userHierarchy);
  const proposed = (await findClientById(db, clientId))?.proposed_transfer_date ?? null;
  return proposed === null ? null : LocalDate.parse(proposed);
}
