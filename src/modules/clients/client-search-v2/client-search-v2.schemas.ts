import { Type } from 'typebox';
import { EnumOption, SpringPageOf } from '../../../platform/http/index.ts';

/** One sort of the search: a property of the searched client and a direction (ASC by default). */
const SortOrder = Type.Object({
  property: Type.String({ description: 'id, displayName, accountNumber, externalId, officeId, officeName, mobileNo, status, activationDate or createdDate' }),
  direction: Type.Optional(Type.String({ description: 'ASC (default) or DESC' })),
});

/** Fineract's PagedRequest<ClientTextSearch>: every member optional. */
export const ClientSearchRequest = Type.Object({
  request: Type.Optional(Type.Object({ text: Type.Optional(Type.String({ description: 'matched in display name, account number, external id and mobile number' })) })),
  page: Type.Optional(Type.Integer({ minimum: 0, description: 'zero-based page number; default 0' })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'page size; default 50, at most 1000' })),
  sorts: Type.Optional(Type.Array(SortOrder)),
});

/** Fineract's ClientSearchData (dates as ISO-8601 text, as Fineract's v2 resources write them). */
const SearchedClient = Type.Object({
  id: Type.Integer(),
  displayName: Type.Optional(Type.String()),
  externalId: Type.Optional(Type.String()),
  accountNumber: Type.String(),
  officeId: Type.Integer(),
  officeName: Type.String(),
  mobileNo: Type.Optional(Type.String()),
  status: EnumOption,
  activationDate: Type.Optional(Type.String({ description: 'yyyy-MM-dd' })),
  createdDate: Type.Optional(Type.String({ description: 'ISO-8601 date and time (UTC)' })),
  legalForm: Type.Optional(EnumOption),
});

/** A Spring Data page, as Fineract's v2 resources answer. */
export const ClientSearchPage = SpringPageOf(SearchedClient);
