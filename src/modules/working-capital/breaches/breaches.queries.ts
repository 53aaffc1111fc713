import type { Kysely } from 'kysely';
import { breachNotFound } from './breaches.errors.ts';
import { presentBreach, presentBreachTemplate, type BreachTemplateView, type BreachView } from './breaches.presenter.ts';
import { findBreach, listBreaches } from './breaches.repository.ts';

/** GET /working-capital/breach/breaches, by id. */
export async function retrieveBreaches(db: Kysely<object>): Promise<BreachView[]> {
  return (await listBreaches(db)).map(presentBreach);
}

/** GET /working-capital/breach/breaches/{breachId}. */
export async function retrieveBreach(db: Kysely<object>, breachId: number): Promise<BreachView> {
  const row = await findBreach(db, breachId);
  if (row === undefined) {
    throw breachNotFound(breachId);
  }
  return presentBreach(row);
}

/** GET /working-capital/breach/template: fixed options, no database work. */
export function retrieveBreachTemplate(): Promise<BreachTemplateView> {
  return Promise.resolve(presentBreachTemplate());
}
