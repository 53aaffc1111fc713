import { Type } from 'typebox';

export const BusinessDateView = Type.Object({
  description: Type.String(),
  type: Type.Union([Type.Literal('BUSINESS_DATE'), Type.Literal('COB_DATE')]),
  date: Type.Array(Type.Integer(), { minItems: 3, maxItems: 3, description: '[year, month, day]' }),
});

export const BusinessDateList = Type.Array(BusinessDateView);

export const BusinessDateTypeParams = Type.Object({ type: Type.String() });

export const UpdateBusinessDateRequest = Type.Object({
  type: Type.Union([Type.Literal('BUSINESS_DATE'), Type.Literal('COB_DATE')]),
  date: Type.String({ description: 'Date in `dateFormat`.' }),
  dateFormat: Type.String({ examples: ['yyyy-MM-dd', 'dd MMMM yyyy'] }),
  locale: Type.String({ examples: ['en'] }),
});

export const UpdateBusinessDateResult = Type.Object({
  changes: Type.Optional(Type.Record(Type.String(), Type.Array(Type.Integer()))),
});
