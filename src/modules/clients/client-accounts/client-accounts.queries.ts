import type { Kysely } from 'kysely';
import { accountSummaries, type AccountSummaryLists, type BusinessDateSource } from '../../../platform/accounts/index.ts';
import { clientNotFound } from '../clients/clients.errors.ts';
import { requireClientIdByExternalId, visibleClients } from '../clients/clients.queries.ts';

/**
 * GET /clients/{clientId}/accounts: the client's loan, savings, share and guarantor accounts, as the modules
 * that hold them answer (accountSummaries); 404 for a client the user's office hierarchy does not hold.
 */
export async function retrieveClientAccounts(db: Kysely<object>, clientId: number, userHierarchy: string, clock: BusinessDateSource): Promise<AccountSummaryLists> {
  const client = await visibleClients(db, userHierarchy).select('c.id').where('c.id', '=', clientId).executeTakeFirst();
  if (client === undefined) {
    throw clientNotFound(clientId);
  }
  return accountSummaries.summaryOf(db, { kind: 'client', id: clientId }, clock);
}

/** GET /clients/external-id/{externalId}/accounts. */
export async function retrieveClientAccountsByExternalId(db: Kysely<object>, externalId: string, userHierarchy: string, clock: BusinessDateSource): Promise<AccountSummaryLists> {
  return retrieveClientAccounts(db, await requireClientIdByExternalId(db, externalId), userHierarchy, clock);
}
