import { Type } from 'typebox';
import { TransferPage } from '../transfers/transfers.schemas.ts';

const isoDate = (description: string) => Type.Optional(Type.String({ description: `${description} (yyyy-MM-dd)` }));

/** One sort: a transfer attribute and a direction (ASC by default). */
const SortOrder = Type.Object({
  property: Type.String({ description: 'id, externalId, owner, status, subStatus, purchasePriceRatio, settlementDate, effectiveDateFrom, effectiveDateTo, loanId or externalLoanId' }),
  direction: Type.Optional(Type.String({ description: 'ASC (default) or DESC' })),
});

/** Fineract's PagedRequest<ExternalAssetOwnerSearchRequest>: every member optional. */
export const TransferSearchRequest = Type.Object({
  request: Type.Optional(
    Type.Object({
      text: Type.Optional(Type.String({ description: 'contained in the transfer, owner or loan external id' })),
      submittedFromDate: isoDate('settlement date from'),
      submittedToDate: isoDate('settlement date to'),
      effectiveFromDate: isoDate('effective from on or after'),
      effectiveToDate: isoDate('effective to on or before'),
    }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 0, description: 'zero-based page number; default 0' })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'page size; default 50, at most 1000' })),
  sorts: Type.Optional(Type.Array(SortOrder, { description: 'default: settlementDate descending' })),
});

export const TransferSearchPage = TransferPage;
