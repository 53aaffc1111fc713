import type { Kysely } from 'kysely';
import type { EnumOption } from '../../../../shared/enum-option.ts';

/** Fineract's cap on the results of one search (all resources together). */
export const SEARCH_RESULT_LIMIT = 50;

/** A search as the sources run it. */
export interface SearchCriteria {
  /** LIKE pattern over the searched columns, its wildcards escaped with `\`: `%text%`, or the text alone for an exact match. */
  readonly pattern: string;
  /** LIKE pattern of the user's office and the offices below it. */
  readonly hierarchyPattern: string;
}

/** `\`, `%` and `_` taken literally in a LIKE pattern (escape character `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The criteria of `GET /search?query=&exactMatch=` for a user of the office `hierarchy`. */
export function searchCriteria(query: string, exactMatch: boolean, officeHierarchy: string): SearchCriteria {
  const text = escapeLike(query);
  return { pattern: exactMatch ? text : `%${text}%`, hierarchyPattern: `${escapeLike(officeHierarchy)}%` };
}

/**
 * Whether `resource` (clients, groups, loans…) is searched: every one when the parameter is absent or
 * blank; otherwise those whose name the parameter contains, ignoring case (Fineract: `clients,groups`).
 */
export function isResourceSelected(resourceParam: string | undefined, resource: string): boolean {
  const wanted = (resourceParam ?? '').trim().toLowerCase();
  return wanted === '' || wanted.includes(resource.toLowerCase());
}

/** One search result (Fineract's SearchData). */
export interface SearchHitView {
  readonly entityId: number;
  readonly entityAccountNo: string | null;
  readonly entityExternalId: string | null;
  readonly entityName: string | null;
  /** CLIENT, GROUP, CENTER, CLIENTIDENTIFIER (LOAN, SAVING, SHARE when those modules register). */
  readonly entityType: string;
  readonly parentId: number | null;
  readonly parentName: string | null;
  /** `client` or `group` for accounts; absent otherwise. */
  readonly parentType: string | null;
  readonly entityMobileNo: string | null;
  readonly entityStatus: EnumOption;
  /** The deposit type code of a savings result; Fineract's `depositAccountType.invalid` for the others. */
  readonly subEntityType: string;
}

/** What one searchable resource answers: its matches in the user's offices, newest first, at most `limit`. */
export interface SearchSource {
  find(db: Kysely<object>, criteria: SearchCriteria, limit: number): Promise<SearchHitView[]>;
}
