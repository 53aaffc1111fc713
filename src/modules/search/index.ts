import { groupingStatusOption } from '../groups/index.ts';
import type { ModuleDefinition } from '../module.ts';
import { searchSources } from './search/search.queries.ts';
import { clientIdentifierSearchSource, clientSearchSource, groupSearchSource, loanSearchSource } from './search/search.repository.ts';
import { searchRoutes } from './search/search.routes.ts';

// Savings and shares register their sources here when those modules answer searches.
searchSources.register('clients', clientSearchSource);
searchSources.register('loans', loanSearchSource);
searchSources.register('clientIdentifiers', clientIdentifierSearchSource);
searchSources.register('groups', groupSearchSource(groupingStatusOption));

/** Search across clients, groups and accounts. */
export const searchModule: ModuleDefinition = {
  name: 'search',
  routes: searchRoutes,
  commandHandlers: [],
};
