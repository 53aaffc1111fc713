import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { codeValuesOf, requireCodeValue } from '../../system/index.ts';
import { CHANNEL_TYPE_CODE, ORIGINATOR_TYPE_CODE } from './domain/originator-status.ts';
import { originatorExternalIdNotFound, originatorNotFound } from './originators.errors.ts';
import { presentOriginator, presentOriginatorTemplate, type CodeValuesById, type OriginatorTemplateView, type OriginatorView } from './originators.presenter.ts';
import { findOriginator, findOriginatorByExternalId, listOriginators, listOriginatorsOfLoan, type OriginatorRow } from './originators.repository.ts';

/**
 * The code values the rows name: the active values of both codes in two statements (none when no row names
 * one), then each inactive value named, one by one (rare: a value deactivated after it was chosen).
 */
async function codeValuesFor(db: Kysely<object>, rows: readonly OriginatorRow[]): Promise<CodeValuesById> {
  const typeIds = new Set(rows.flatMap((row) => (row.originator_type_cv_id === null ? [] : [row.originator_type_cv_id])));
  const channelIds = new Set(rows.flatMap((row) => (row.channel_type_cv_id === null ? [] : [row.channel_type_cv_id])));
  const values = new Map<number, Awaited<ReturnType<typeof requireCodeValue>>>();
  for (const [codeName, ids] of [[ORIGINATOR_TYPE_CODE, typeIds], [CHANNEL_TYPE_CODE, channelIds]] as const) {
    if (ids.size === 0) {
      continue;
    }
    for (const value of await codeValuesOf(db, codeName)) {
      values.set(value.id, value);
    }
    for (const id of ids) {
      if (!values.has(id)) {
        values.set(id, await requireCodeValue(db, codeName, id));
      }
    }
  }
  return values;
}

async function present(db: Kysely<object>, rows: readonly OriginatorRow[]): Promise<OriginatorView[]> {
  const values = await codeValuesFor(db, rows);
  return rows.map((row) => presentOriginator(row, values));
}

/** GET /loan-originators: every originator, by id (a bare array). */
export async function retrieveOriginators(db: Kysely<object>): Promise<OriginatorView[]> {
  return present(db, await listOriginators(db));
}

/** GET /loan-originators/{originatorId}. */
export async function retrieveOriginator(db: Kysely<object>, originatorId: number): Promise<OriginatorView> {
  const row = await findOriginator(db, originatorId);
  if (row === undefined) {
    throw originatorNotFound(originatorId);
  }
  return presentOriginator(row, await codeValuesFor(db, [row]));
}

/** GET /loan-originators/external-id/{externalId}. */
export async function retrieveOriginatorByExternalId(db: Kysely<object>, externalId: string): Promise<OriginatorView> {
  const row = await findOriginatorByExternalId(db, externalId);
  if (row === undefined) {
    throw originatorExternalIdNotFound(externalId);
  }
  return presentOriginator(row, await codeValuesFor(db, [row]));
}

/** The id of the originator with this external id, or 404 (for the routes that name one by external id). */
export async function requireOriginatorIdByExternalId(db: Kysely<object>, externalId: string): Promise<number> {
  const row = await findOriginatorByExternalId(db, externalId);
  if (row === undefined) {
    throw originatorExternalIdNotFound(externalId);
  }
  return row.id;
}

/** The originators attached to a loan (the loan's existence is the caller's check). */
export async function retrieveOriginatorsOfLoan(db: Kysely<object>, loanId: number): Promise<OriginatorView[]> {
  return present(db, await listOriginatorsOfLoan(db, loanId));
}

/** GET /loan-originators/template: a fresh external id suggestion, the statuses and both codes' active values. */
export async function retrieveOriginatorTemplate(db: Kysely<object>): Promise<OriginatorTemplateView> {
  return presentOriginatorTemplate(randomUUID(), await codeValuesOf(db, ORIGINATOR_TYPE_CODE), await codeValuesOf(db, CHANNEL_TYPE_CODE));
}
