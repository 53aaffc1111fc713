import { Type } from 'typebox';
import { EnumOption } from '../../../platform/http/index.ts';


export const SearchQueryString = Type.Object({
  query: Type.Optional(Type.String({ description: 'text to find in account numbers, names, external ids and mobile numbers (LIKE wildcards are taken literally)' })),
  resource: Type.Optional(Type.String({ description: 'comma-separated: clients, loans, groups, clientIdentifiers (savings, shares when those modules answer); all when absent' })),
  exactMatch: Type.Optional(Type.String({ description: 'true: the whole value must match (ignoring case); default false' })),
});
export const SearchHit = Type.Object({
  entityId: Type.Integer(),
  entityAccountNo: Type.Optional(Type.String()),
  entityExternalId: Type.Optional(Type.String()),
  entityName: Type.Optional(Type.String()),
  entityType: Type.String({ description: 'CLIENT, LOAN, GROUP, CENTER or CLIENTIDENTIFIER' }),
  parentId: Type.Optional(Type.Integer()),
  parentName: Type.Optional(Type.String()),
  parentType: Type.Optional(Type.String()),
  entityMobileNo: Type.Optional(Type.String()),
  entityStatus: EnumOption,
  subEntityType: Type.String(),
});
export const SearchResults = Type.Array(SearchHit, { description: 'at most 50 results' });
export const SearchTemplate = Type.Object({
  loanProducts: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), multiDisburseLoan: Type.Boolean() })),
  offices: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), nameDecorated: Type.String() })),
});
