import { Type } from 'typebox';

const EpochMillis = Type.Integer({ description: 'Epoch milliseconds' });

export const ReportRunFrequencyOption = Type.Object({
  id: Type.Integer({ examples: [1] }),
  code: Type.String({ examples: ['reportRunFrequency.daily'] }),
  value: Type.String({ examples: ['Daily'] }),
});

export const AdhocQuery = Type.Object({
  id: Type.Integer(),
  name: Type.Optional(Type.String()),
  query: Type.Optional(Type.String()),
  tableName: Type.Optional(Type.String()),
  tableFields: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  isActive: Type.Boolean({ description: 'Always false for queries saved through the API' }),
  createdOn: Type.Optional(EpochMillis),
  createdById: Type.Integer(),
  updatedById: Type.Integer(),
  updatedOn: Type.Optional(EpochMillis),
  createdBy: Type.Optional(Type.String()),
  reportRunFrequencies: Type.Array(ReportRunFrequencyOption),
  reportRunFrequency: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
  reportRunEvery: Type.Optional(Type.Integer({ description: 'Days between runs (Custom)' })),
  lastRun: Type.Optional(EpochMillis),
});

export const AdhocQueryList = Type.Array(AdhocQuery);

export const AdhocQueryTemplate = Type.Object({ isActive: Type.Boolean(), reportRunFrequencies: Type.Array(ReportRunFrequencyOption) });

export const AdhocIdParams = Type.Object({ adHocId: Type.Integer() });

export const AdhocQueryRequest = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 100, description: 'mandatory on create' })),
  query: Type.Optional(Type.String({ maxLength: 2000, description: 'One SELECT (mandatory on create); checked with the PostgreSQL parser' })),
  tableName: Type.Optional(Type.String({ maxLength: 100, description: 'Existing table the job inserts into (mandatory on create)' })),
  tableFields: Type.Optional(Type.String({ maxLength: 1000, description: 'Comma-separated columns of tableName (mandatory on create)' })),
  email: Type.Optional(Type.String({ maxLength: 500 })),
  isActive: Type.Optional(Type.Boolean({ description: 'Accepted and ignored: queries are always saved inactive' })),
  reportRunFrequency: Type.Optional(Type.Integer({ description: '1 Daily, 2 Weekly, 3 Monthly, 4 Yearly, 5 Custom' })),
  reportRunEvery: Type.Optional(Type.Integer({ description: 'Days between runs; mandatory with Custom' })),
});

export const AdhocCommandResult = Type.Object({
  resourceId: Type.Integer(),
  changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
