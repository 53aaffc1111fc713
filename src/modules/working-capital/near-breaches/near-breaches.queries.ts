import type { Kysely } from 'kysely';
import { nearBreachNotFound } from './near-breaches.errors.ts';
import { presentNearBreach, type NearBreachView } from './near-breaches.presenter.ts';
import { findNearBreach, listNearBreaches } from './near-breaches.repository.ts';

/** GET /working-capital/near-breach, by id. */
export async function retrieveNearBreaches(db: Kysely<object>): Promise<NearBreachView[]> {
  return (await listNearBreaches(db)).map(presentNearBreach);
}

/** GET /working-capital/near-breach/{breachId}. */
export async function retrieveNearBreach(db: Kysely<object>, nearBreachId: number): Promise<NearBreachView> {
  const row = await findNearBreach(db, nearBreachId);
  if (row === undefined) {
    throw nearBreachNotFound(nearBreachId);
  }
  return presentNearBreach(row);
}
