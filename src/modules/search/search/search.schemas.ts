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
export const AdvancedSearchRequest = Type.Object(
  {
    entities: Type.Optional(Type.Array(Type.String(), { description: 'required, non-empty; only loans are searched' })),
    loanStatus: Type.Optional(Type.Array(Type.String(), { description: 'all, active, overpaid, arrears, closed, writeoff' })),
    loanProducts: Type.Optional(Type.Array(Type.Union([Type.Integer(), Type.String()]))),
    offices: Type.Optional(Type.Array(Type.Union([Type.Integer(), Type.String()]))),
    loanDateOption: Type.Optional(Type.String({ description: 'approvalDate, createdDate or disbursalDate; then loanFromDate and loanToDate are required' })),
    loanFromDate: Type.Optional(Type.String()),
    loanToDate: Type.Optional(Type.String()),
    includeOutStandingAmountPercentage: Type.Optional(Type.Union([Type.Boolean(), Type.String()])),
    outStandingAmountPercentageCondition: Type.Optional(Type.String({ description: 'between, <=, >=, <, >, =' })),
    minOutStandingAmountPercentage: Type.Optional(Type.Union([Type.Number(), Type.String()])),
    maxOutStandingAmountPercentage: Type.Optional(Type.Union([Type.Number(), Type.String()])),
    outStandingAmountPercentage: Type.Optional(Type.Union([Type.Number(), Type.String()])),
    includeOutstandingAmount: Type.Optional(Type.Union([Type.Boolean(), Type.String()])),
    outstandingAmountCondition: Type.Optional(Type.String({ description: 'between, <=, >=, <, >, =' })),
    minOutstandingAmount: Type.Optional(Type.Union([Type.Number(), Type.String()])),
    maxOutstandingAmount: Type.Optional(Type.Union([Type.Number(), Type.String()])),
    outstandingAmount: Type.Optional(Type.Union([Type.Number(), Type.String()])),
    locale: Type.Optional(Type.String()),
    dateFormat: Type.Optional(Type.String()),
  },
  { additionalProperties: true, description: 'checked by the handler (400 validation.msg.adHocQuery.*; unknown members refused)' },
);
export const AdvancedSearchResults = Type.Array(
  Type.Object({
    officeName: Type.String(),
    loanProductName: Type.String(),
    count: Type.Integer(),
    loanOutStanding: Type.Number({ description: 'sum of the loans outstanding, 2 decimals' }),
    percentage: Type.Number({ description: 'outstanding × 100 / expected repayment, 2 decimals' }),
  }),
);
