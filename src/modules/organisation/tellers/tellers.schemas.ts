import { Type } from 'typebox';
import { PageOf } from '../../../platform/http/index.ts';
import { Currency } from '../currencies/currencies.schemas.ts';
import { LocalDateArray } from '../offices/offices.schemas.ts';

const DateText = (description: string) => Type.String({ description: `${description}; in \`dateFormat\`, needs \`locale\`` });

export const Teller = Type.Object({
  id: Type.Integer(),
  officeId: Type.Integer(),
  debitAccountId: Type.Optional(Type.Integer()),
  creditAccountId: Type.Optional(Type.Integer()),
  name: Type.String(),
  description: Type.Optional(Type.String()),
  startDate: Type.Optional(LocalDateArray),
  endDate: Type.Optional(LocalDateArray),
  status: Type.String({ description: 'PENDING, ACTIVE, INACTIVE, CLOSED (INVALID for an unknown stored code)' }),
  officeName: Type.String(),
});
export const TellerList = Type.Array(Teller);

export const TellerIdParams = Type.Object({ tellerId: Type.Integer() });
export const CashierIdParams = Type.Object({ tellerId: Type.Integer(), cashierId: Type.Integer() });

export const TellerListQuery = Type.Object({ officeId: Type.Optional(Type.String({ description: 'only the tellers of this office' })) });

export const TellerRequest = Type.Object({
  officeId: Type.Integer(),
  name: Type.String({ maxLength: 50 }),
  description: Type.Optional(Type.String({ maxLength: 100 })),
  startDate: DateText('first day'),
  endDate: Type.Optional(DateText('last day, not before startDate')),
  status: Type.Integer({ description: '100 pending, 300 active, 400 inactive, 600 closed' }),
  dateFormat: Type.String(),
  locale: Type.String(),
});

export const Cashier = Type.Object({
  id: Type.Integer(),
  tellerId: Type.Integer(),
  tellerName: Type.String(),
  staffId: Type.Integer(),
  staffName: Type.String(),
  description: Type.Optional(Type.String()),
  startDate: LocalDateArray,
  endDate: LocalDateArray,
  isFullDay: Type.Boolean(),
  startTime: Type.Optional(Type.String({ description: 'H:mm, part-day cashiers only' })),
  endTime: Type.Optional(Type.String({ description: 'H:mm, part-day cashiers only' })),
});

export const TellerCashiers = Type.Object({
  tellerId: Type.Integer(),
  tellerName: Type.String(),
  officeId: Type.Integer(),
  officeName: Type.String(),
  cashiers: Type.Array(Cashier),
});

export const TellerCashiersQuery = Type.Object({
  fromdate: Type.Optional(Type.String({ description: 'accepted and ignored, as Fineract' })),
  todate: Type.Optional(Type.String({ description: 'accepted and ignored, as Fineract' })),
});

export const CashierTemplate = Type.Object({
  officeId: Type.Integer(),
  officeName: Type.String(),
  tellerId: Type.Integer(),
  tellerName: Type.String(),
  staffOptions: Type.Optional(Type.Array(Type.Object({ id: Type.Integer(), displayName: Type.String() }))),
});

export const CashierRequest = Type.Object({
  staffId: Type.Integer({ description: 'a staff member of the teller office or an office above it' }),
  description: Type.Optional(Type.String({ maxLength: 100 })),
  startDate: DateText('first day, within the teller dates'),
  endDate: DateText('last day, within the teller dates'),
  isFullDay: Type.Boolean(),
  hourStartTime: Type.Optional(Type.Integer({ minimum: 0, maximum: 23, description: 'mandatory when isFullDay is false' })),
  minStartTime: Type.Optional(Type.Integer({ minimum: 0, maximum: 59 })),
  hourEndTime: Type.Optional(Type.Integer({ minimum: 0, maximum: 23 })),
  minEndTime: Type.Optional(Type.Integer({ minimum: 0, maximum: 59 })),
  dateFormat: Type.String(),
  locale: Type.String(),
});

export const CashTransactionRequest = Type.Object({
  txnAmount: Type.Union([Type.Number(), Type.String()], { description: 'greater than zero; rounded to the currency decimal places' }),
  txnDate: DateText('transaction date'),
  currencyCode: Type.String({ description: 'one of the organisation currencies' }),
  txnNote: Type.Optional(Type.String({ maxLength: 200 })),
  entityType: Type.Optional(Type.String({ maxLength: 50 })),
  entityId: Type.Optional(Type.Integer()),
  dateFormat: Type.String(),
  locale: Type.String(),
});

const TxnType = Type.Object({ id: Type.Integer({ description: '101 allocate, 102 settle, 103 cash in, 104 cash out' }), value: Type.String() });

export const CashierTransaction = Type.Object({
  id: Type.Integer(),
  cashierId: Type.Integer(),
  txnType: TxnType,
  txnAmount: Type.Number(),
  txnDate: LocalDateArray,
  txnNote: Type.Optional(Type.String()),
  entityType: Type.Optional(Type.String()),
  entityId: Type.Optional(Type.Integer()),
  createdDate: Type.String({ description: 'ISO 8601 instant' }),
  currencyCode: Type.Optional(Type.String()),
  officeId: Type.Integer(),
  officeName: Type.String(),
  tellerId: Type.Integer(),
  tellerName: Type.String(),
  cashierName: Type.String(),
});
export const CashierTransactionPage = PageOf(CashierTransaction);

export const CashierTransactionsQuery = Type.Object({
  currencyCode: Type.Optional(Type.String({ description: 'only this currency (mandatory for the summary)' })),
  offset: Type.Optional(Type.String()),
  limit: Type.Optional(Type.String()),
  orderBy: Type.Optional(Type.String({ description: 'id, createdDate (default), txnDate, txnAmount' })),
  sortOrder: Type.Optional(Type.String({ description: 'ASC or DESC' })),
});

export const CashierSummary = Type.Object({
  sumCashAllocation: Type.Number(),
  sumInwardCash: Type.Number(),
  sumOutwardCash: Type.Number(),
  sumCashSettlement: Type.Number(),
  netCash: Type.Number({ description: 'allocations + cash in − cash out − settlements' }),
  officeName: Type.String(),
  tellerId: Type.Integer(),
  tellerName: Type.String(),
  cashierId: Type.Integer(),
  cashierName: Type.String(),
  cashierTransactions: CashierTransactionPage,
});

export const CashierTransactionTemplate = Type.Object({
  cashierId: Type.Integer(),
  tellerId: Type.Integer(),
  tellerName: Type.String(),
  officeId: Type.Integer(),
  officeName: Type.String(),
  cashierName: Type.String(),
  cashierData: Cashier,
  startDate: LocalDateArray,
  endDate: LocalDateArray,
  currencyOptions: Type.Array(Currency),
});

export const TellerCommandResult = Type.Object({
  officeId: Type.Optional(Type.Integer()),
  resourceId: Type.Integer(),
  subResourceId: Type.Optional(Type.Integer()),
  changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
