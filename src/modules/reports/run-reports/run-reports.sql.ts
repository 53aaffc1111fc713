import type { Kysely } from 'kysely';
import { queryRefusal, sqlValidationError } from '../../adhoc-query/index.ts';
import { planError } from '../report-definitions/report-definitions.repository.ts';
import { checkableText, splitPlaceholders, type PlaceholderSql } from './domain/placeholders.ts';

/**
 * Checks report SQL as the ad-hoc queries' policy does (one read-only SELECT, allowed functions, the
 * tenant's tables), with its `${name}` placeholders in the places their bound parameters take, and gives
 * the SQL split at its placeholders. With `plan`, it must also plan (EXPLAIN) against the tenant's tables.
 * Refusals are 403 `error.msg.sql.validation`.
 */
export async function checkReportSql(db: Kysely<object>, text: string, plan: boolean): Promise<PlaceholderSql> {
  const split = splitPlaceholders(text);
  if ('refusal' in split) {
    throw sqlValidationError(split.refusal);
  }
  const checkable = checkableText(split);
  const refusal = await queryRefusal(checkable);
  if (refusal !== undefined) {
    throw sqlValidationError(refusal);
  }
  if (plan) {
    const error = await planError(db, checkable);
    if (error !== undefined) {
      throw sqlValidationError(`the query cannot run: ${error}`);
    }
  }
  return split;
}
