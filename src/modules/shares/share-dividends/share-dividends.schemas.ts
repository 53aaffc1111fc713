import { Type } from 'typebox';
import { EnumOption, LocalDateArray, PageOf } from '../../../platform/http/index.ts';

const opt = Type.Optional;

const payoutMembers = {
  id: Type.Integer(),
  productId: Type.Integer(),
  productName: opt(Type.String()),
  productData: Type.Object({ id: Type.Integer(), name: opt(Type.String()) }),
  amount: Type.Number(),
  status: EnumOption,
  dividendPeriodStartDate: LocalDateArray,
  dividendPeriodEndDate: LocalDateArray,
};

/** An account's share of a payout (Fineract's ShareAccountDividendData); `savingsTransactionId` once posted. */
const Allocation = Type.Object({
  id: Type.Integer(),
  accountData: Type.Object({ id: Type.Integer(), accountNo: Type.String(), clientId: Type.Integer(), clientName: opt(Type.String()) }),
  amount: Type.Number(),
  status: EnumOption,
  savingsTransactionId: opt(Type.Integer()),
});

export const DividendPayoutPage = PageOf(Type.Object(payoutMembers), 'Payouts of the product');
/** One payout with all its allocations, and the same allocations paged. */
export const DividendPayoutDetail = Type.Object({
  ...payoutMembers,
  accountDividendsData: Type.Array(Allocation),
  totalFilteredRecords: Type.Integer(),
  pageItems: Type.Array(Allocation),
});

export const DividendProductParams = Type.Object({ productId: Type.Integer() });
export const DividendParams = Type.Object({ productId: Type.Integer(), dividendId: Type.Integer() });

const paging = {
  offset: opt(Type.String({ description: 'rows to skip' })),
  limit: opt(Type.String({ description: 'rows to return' })),
  orderBy: opt(Type.String({ description: 'id, amount, status, dividendPeriodStartDate or dividendPeriodEndDate' })),
  sortOrder: opt(Type.String({ description: 'ASC or DESC' })),
};
export const DividendListQuery = Type.Object({ ...paging, status: opt(Type.String({ description: '100 (initiated) or 300 (approved)' })) });
export const DividendDetailQuery = Type.Object({
  ...paging,
  orderBy: opt(Type.String({ description: 'id, amount, status or accountNo' })),
  accountNo: opt(Type.String({ description: "only this share account's allocation" })),
});
export const DividendCommandQuery = Type.Object({ command: opt(Type.String()) });

export const DividendDeclareResult = Type.Object({ resourceId: Type.Integer(), subResourceId: Type.Integer() });
export const DividendCommandResult = Type.Object({ resourceId: Type.Integer() });
/** Every body is checked member by member by its handler (unknown members answer 400). */
export const DividendBody = Type.Record(Type.String(), Type.Unknown());
