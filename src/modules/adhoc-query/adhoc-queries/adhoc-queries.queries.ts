import type { Kysely } from 'kysely';
import { ALL_FUNCTIONS_READ, hasPermission, type Principal } from '../../../platform/security/index.ts';
import { adhocNotFound, adhocReadNotAuthorized } from './adhoc-queries.errors.ts';
import { presentAdhoc, presentAdhocTemplate, type AdhocTemplateView, type AdhocView } from './adhoc-queries.presenter.ts';
import { findAdhocRecord, findAdhocRecords } from './adhoc-queries.repository.ts';

/** The permissions that let a user read saved queries (Fineract has no READ_ADHOC). */
const READ_PERMISSIONS = ['CREATE_ADHOC', 'UPDATE_ADHOC', 'DELETE_ADHOC'];

/** Reads need CREATE_ADHOC, UPDATE_ADHOC, DELETE_ADHOC, ALL_FUNCTIONS or ALL_FUNCTIONS_READ; else 403. */
export function requireAdhocReadPermission(user: Principal): void {
  if (user.permissions.has(ALL_FUNCTIONS_READ) || READ_PERMISSIONS.some((code) => hasPermission(user, code))) {
    return;
  }
  throw adhocReadNotAuthorized();
}

/** GET /adhocquery, by id. */
export async function retrieveAllAdhocQueries(db: Kysely<object>, user: Principal): Promise<AdhocView[]> {
  requireAdhocReadPermission(user);
  return (await findAdhocRecords(db)).map(presentAdhoc);
}

export async function retrieveAdhocQuery(db: Kysely<object>, user: Principal, adHocId: number): Promise<AdhocView> {
  requireAdhocReadPermission(user);
  const record = await findAdhocRecord(db, adHocId);
  if (record === undefined) {
    throw adhocNotFound(adHocId);
  }
  return presentAdhoc(record);
}

export function retrieveAdhocTemplate(user: Principal): AdhocTemplateView {
  requireAdhocReadPermission(user);
  return presentAdhocTemplate();
}
