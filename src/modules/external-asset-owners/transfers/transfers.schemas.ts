import { Type } from 'typebox';
import { SpringPageOf } from '../../../platform/http/index.ts';

const dateText = (description: string) => Type.String({ description: `${description} (yyyy-MM-dd)` });

/** The loan's amounts when the transfer was executed (Fineract's ExternalTransferDataDetails). */
const TransferDetails = Type.Object({
  detailsId: Type.Integer(),
  totalOutstanding: Type.Number(),
  totalPrincipalOutstanding: Type.Number(),
  totalInterestOutstanding: Type.Number(),
  totalFeeChargesOutstanding: Type.Number(),
  totalPenaltyChargesOutstanding: Type.Number(),
  totalOverpaid: Type.Number(),
});

/** A transfer (Fineract's ExternalTransferData, a typed endpoint: ISO dates, statuses by name). */
export const Transfer = Type.Object({
  transferId: Type.Integer(),
  owner: Type.Object({ externalId: Type.String() }),
  loan: Type.Object({ loanId: Type.Integer(), externalId: Type.Optional(Type.String()) }),
  details: Type.Optional(TransferDetails),
  transferExternalId: Type.String(),
  purchasePriceRatio: Type.String(),
  settlementDate: dateText('settlement date'),
  status: Type.String({ description: 'PENDING, ACTIVE, BUYBACK, CANCELLED or DECLINED' }),
  subStatus: Type.Optional(Type.String({ description: 'BALANCE_ZERO, BALANCE_NEGATIVE, SAMEDAY_TRANSFERS, USER_REQUESTED or UNSOLD' })),
  effectiveFrom: dateText('first day the row applies'),
  effectiveTo: dateText('last day the row applies; 9999-12-31 while open'),
});

export const TransferPage = SpringPageOf(Transfer);

export const TransferQuery = Type.Object({
  loanId: Type.Optional(Type.String({ description: 'the loan (takes precedence)' })),
  loanExternalId: Type.Optional(Type.String()),
  transferExternalId: Type.Optional(Type.String()),
  offset: Type.Optional(Type.String({ description: 'zero-based page number (default 0)' })),
  limit: Type.Optional(Type.String({ description: 'page size (default 100)' })),
});

export const ActiveTransferQuery = Type.Object({
  loanId: Type.Optional(Type.String({ description: 'the loan (takes precedence)' })),
  loanExternalId: Type.Optional(Type.String()),
  transferExternalId: Type.Optional(Type.String()),
});

export const LoanIdParams = Type.Object({ loanId: Type.Integer() });
export const LoanExternalIdParams = Type.Object({ loanExternalId: Type.String() });
export const TransferIdParams = Type.Object({ id: Type.Integer() });
export const TransferExternalIdParams = Type.Object({ externalId: Type.String() });
export const CommandQuery = Type.Object({ command: Type.Optional(Type.String({ description: 'sale or buyback (loan paths), cancel (transfer paths)' })) });

/** The sale body (a buy-back takes settlementDate, transferExternalId, dateFormat and locale only). */
export const TransferRequest = Type.Object({
  settlementDate: Type.Optional(Type.String({ description: 'mandatory; not before the business date; in dateFormat' })),
  ownerExternalId: Type.Optional(Type.String({ maxLength: 100, description: 'sale only, mandatory: the owner (created on first sale)' })),
  transferExternalId: Type.Optional(Type.String({ maxLength: 100, description: 'unique; generated when absent' })),
  purchasePriceRatio: Type.Optional(Type.Union([Type.String({ maxLength: 50 }), Type.Number()], { description: 'sale only, mandatory; kept as text' })),
  dateFormat: Type.Optional(Type.String()),
  locale: Type.Optional(Type.String()),
});

/** The answer of sale, buy-back and cancel: the transfer row written and its loan. */
export const TransferCommandResult = Type.Object({
  resourceId: Type.Integer({ description: 'the transfer row written' }),
  resourceExternalId: Type.String({ description: "the transfer's external id" }),
  subResourceId: Type.Integer({ description: 'the loan' }),
  subResourceExternalId: Type.Optional(Type.String({ description: "the loan's external id" })),
});
