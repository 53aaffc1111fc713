import type { Kysely } from 'kysely';
import { assert } from '../../../shared/assert.ts';
import { loanProductLookups } from '../../loans/index.ts';
import { isResourceSelected, SEARCH_RESULT_LIMIT, searchCriteria, type SearchHitView, type SearchSource } from './domain/search-request.ts';
import { presentOfficeOption, type OfficeOptionView } from './search.presenter.ts';
import { advancedLoanSearch, officesOfHierarchy } from './search.repository.ts';
import type { LocalDate } from '@js-joda/core';
import type { MoneyContext } from '../../../shared/money/index.ts';
import { parseAdvancedSearch } from './domain/advanced-search.ts';
import { presentAdvancedSearchRow, type AdvancedSearchView } from './search.presenter.ts';

/** A loan product as the search template lists it. */
interface LoanProductLookup {
  readonly id: number;
  readonly name: string;
  readonly multiDisburseLoan: boolean;
}

/** The order of the resources in a result (Fineract's order of its union). */
const RESOURCE_ORDER = ['clients', 'loans', 'savings', 'shares', 'clientIdentifiers', 'groups'] as const;
export type SearchResource = (typeof RESOURCE_ORDER)[number];

/**
 * The searchable resources. This module registers the sources of clients, client identifiers and
 * groups; the account modules' sources (loans, savings, shares) are registered here when those modules
 * come, from what their index exports.
 */
export class SearchSources {
  readonly #sources = new Map<SearchResource, SearchSource>();

  register(resource: SearchResource, source: SearchSource): () => void {
    assert(!this.#sources.has(resource), `a search source for ${resource} is registered already`);
    this.#sources.set(resource, source);
    return () => {
      this.#sources.delete(resource);
    };
  }

  /** The registered sources the `resource` parameter selects, in result order. */
  selected(resourceParam: string | undefined): SearchSource[] {
    return RESOURCE_ORDER.filter((resource) => isResourceSelected(resourceParam, resource)).flatMap((resource) => {
      const source = this.#sources.get(resource);
      return source === undefined ? [] : [source];
    });
  }
}

export const searchSources = new SearchSources();

export interface SearchQuery {
  readonly query: string;
  readonly resource: string | undefined;
  readonly exactMatch: boolean;
}

/** GET /search: every selected resource in turn until 50 results (Fineract's limit). */
export async function searchRecords(db: Kysely<object>, sources: SearchSources, search: SearchQuery, officeHierarchy: string): Promise<SearchHitView[]> {
  const criteria = searchCriteria(search.query, search.exactMatch, officeHierarchy);
  const hits: SearchHitView[] = [];
  for (const source of sources.selected(search.resource)) {
    if (hits.length >= SEARCH_RESULT_LIMIT) {
      break;
    }
    hits.push(...(await source.find(db, criteria, SEARCH_RESULT_LIMIT - hits.length)));
  }
  return hits;
}

/** GET /search/template: the options of the advanced loan search (loan products as lookups, the user's offices). */
export async function retrieveSearchTemplate(db: Kysely<object>, officeHierarchy: string): Promise<{ loanProducts: LoanProductLookup[]; offices: OfficeOptionView[] }> {
  return { loanProducts: await loanProductLookups(db), offices: (await officesOfHierarchy(db, officeHierarchy)).map(presentOfficeOption) };
}

/** POST /search/advance: outstanding client loans per office and loan product, amounts rounded to 2 decimals. */
export async function runAdvancedSearch(db: Kysely<object>, body: unknown, today: LocalDate, money: MoneyContext): Promise<AdvancedSearchView[]> {
  const conditions = parseAdvancedSearch(body);
  return (await advancedLoanSearch(db, conditions, today)).map((row) => presentAdvancedSearchRow(row, money));
}
