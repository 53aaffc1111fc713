import { Type } from 'typebox';
import { SpringPageOf } from '../../../platform/http/index.ts';
import { ColumnHeader } from '../datatables/datatables.schemas.ts';

export const EntryParams = Type.Object({ datatable: Type.String(), apptableId: Type.Integer() });
export const EntryRowParams = Type.Object({ datatable: Type.String(), apptableId: Type.Integer(), datatableId: Type.Integer() });
export const DatatableParams = Type.Object({ datatable: Type.String() });

export const EntryQuery = Type.Object({
  genericResultSet: Type.Optional(Type.String({ description: '`true`: column headers and rows of values (the web app\'s table format)' })),
  order: Type.Optional(Type.String({ description: 'column names, each optionally followed by asc or desc, comma-separated' })),
});

/** An entry: members are the datatable's columns. */
const EntryObject = Type.Record(Type.String(), Type.Unknown());

export const EntriesResponse = Type.Union([
  Type.Object({ columnHeaders: Type.Array(ColumnHeader), data: Type.Array(Type.Object({ row: Type.Array(Type.Unknown()) })) }),
  Type.Array(EntryObject),
]);

export const EntryRequest = Type.Record(Type.String(), Type.Unknown(), { description: 'column name → value, with dateFormat, dateTimeFormat and locale for dates and numbers' });

export const EntryCommandResult = Type.Object({
  commandId: Type.Optional(Type.Integer()),
  officeId: Type.Optional(Type.Integer()),
  groupId: Type.Optional(Type.Integer()),
  clientId: Type.Optional(Type.Integer()),
  loanId: Type.Optional(Type.Integer()),
  savingsId: Type.Optional(Type.Integer()),
  transactionId: Type.Optional(Type.String()),
  resourceId: Type.Optional(Type.Integer()),
  changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  rollbackTransaction: Type.Optional(Type.Boolean()),
});

export const SimpleQuery = Type.Object({
  columnFilter: Type.String({ description: 'the column to match' }),
  valueFilter: Type.Optional(Type.String({ description: 'the value it must equal' })),
  resultColumns: Type.String({ description: 'comma-separated columns to answer' }),
});

const FilterValue = Type.Object({
  operator: Type.String({ description: 'EQ, NEQ, GT, GTE, LT, LTE, LIKE, NLIKE, BTW, NBTW, IN, NIN, NULL, NNULL' }),
  values: Type.Optional(Type.Array(Type.String())),
});

export const AdvancedQueryRequest = Type.Object({
  request: Type.Object({
    columnFilters: Type.Optional(Type.Array(Type.Object({ column: Type.String(), filters: Type.Array(FilterValue) }))),
    resultColumns: Type.Optional(Type.Array(Type.String())),
  }),
  page: Type.Optional(Type.Integer({ minimum: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  sorts: Type.Optional(Type.Array(Type.Object({ property: Type.String(), direction: Type.Optional(Type.String()) }))),
  dateFormat: Type.Optional(Type.String()),
  dateTimeFormat: Type.Optional(Type.String()),
  locale: Type.Optional(Type.String()),
});

export const QueryResultList = Type.Array(EntryObject);

export const QueryResultPage = SpringPageOf(EntryObject);
