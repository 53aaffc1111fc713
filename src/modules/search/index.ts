import { groupingStatusOption } from '../groups/index.ts';
import type { ModuleDefinition } from '../module.ts';
import { searchSources } from './search/search.queries.ts';
import { clientIdentifierSearchSource, clientSearchSource, groupSearchSource } from './search/search.repository.ts';
import { searchRoutes } from './search/search.routes.ts';

// Loans, savings and shares register their sources here when those modules exist.
searchSources.register('clients', clientSearchSource);
searchSources.register('clientIdentifiers', clientIdentifierSearchSource);
searchSources.register('groups', groupSearchSource(groupingStatusOption));

/** Search across clients, groups and accounts. */
export const searchModule: ModuleDefinition = {
  name: 'search',
  routes: searchRoutes,
  commandHandlers: [],
};
