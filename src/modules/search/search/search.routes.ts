import { defineQuery, isTrueFlag } from '../../../platform/http/index.ts';
import { tenantMoneyContext } from '../../../platform/settings/index.ts';
import { retrieveSearchTemplate, runAdvancedSearch, searchRecords, searchSources } from './search.queries.ts';
import { AdvancedSearchRequest, AdvancedSearchResults, SearchQueryString, SearchResults, SearchTemplate } from './search.schemas.ts';

const tags = ['Search API'];

/** The user's office hierarchy: searches see that office and the offices below it. */
function hierarchyOf(user: { readonly officeHierarchy: string } | undefined): string {
  return user?.officeHierarchy ?? '.';
}

export const searchRoutes = [
  defineQuery({
    method: 'GET',
    url: '/search',
    summary: 'Find clients, groups and client identifiers by number, name, external id or mobile number',
    tags,
    access: { authenticated: true },
    querystring: SearchQueryString,
    response: SearchResults,
    handle: async (req) =>
      req.query.query === undefined
        ? []
        : searchRecords(req.tenant.database.db, searchSources, { query: req.query.query, resource: req.query.resource, exactMatch: isTrueFlag(req.query.exactMatch) }, hierarchyOf(req.user)),
  }),
  defineQuery({
    method: 'GET',
    url: '/search/template',
    summary: 'Options of the advanced search: loan products and offices',
    tags,
    access: { authenticated: true },
    response: SearchTemplate,
    handle: (req) => retrieveSearchTemplate(req.tenant.database.db, hierarchyOf(req.user)),
  }),
  defineQuery({
    method: 'POST',
    url: '/search/advance',
    summary: 'Advanced search: outstanding client loans per office and loan product',
    description: 'A read (no command, no audit row); any signed-in user, as Fineract.',
    tags,
    access: { authenticated: true },
    body: AdvancedSearchRequest,
    response: AdvancedSearchResults,
    handle: async (req) => runAdvancedSearch(req.tenant.database.db, req.body, await req.clock.businessDate(), await tenantMoneyContext(req.tenant.database.db)),
  }),
];
