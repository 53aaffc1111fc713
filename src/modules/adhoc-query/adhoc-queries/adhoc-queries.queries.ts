import type { Kysely } from 'kysely';
import { adhocNotFound } from './adhoc-queries.errors.ts';
import { presentAdhoc, presentAdhocTemplate, type AdhocTemplateView, type AdhocView } from './adhoc-queries.presenter.ts';
import { findAdhocRecord, findAdhocRecords } from './adhoc-queries.repository.ts';

/** GET /adhocquery, by id. */
export async function retrieveAllAdhocQueries(db: Kysely<object>): Promise<AdhocView[]> {
  return (await findAdhocRecords(db)).map(presentAdhoc);
}

export async function retrieveAdhocQuery(db: Kysely<object>, adHocId: number): Promise<AdhocView> {
  const record = await findAdhocRecord(db, adHocId);
  if (record === undefined) {
    throw adhocNotFound(adHocId);
  }
  return presentAdhoc(record);
}

export function retrieveAdhocTemplate(): AdhocTemplateView {
  return presentAdhocTemplate();
}
